// Local arrays: dynamically indexed (stay in local memory -> stack frame), and constant-indexed
// (promoted to registers after unrolling).
#include "ra_compat.h"

// per-thread 32-entry lookup table written and read with data-dependent indices
extern "C" __global__ void local_dyn_lut(const int *idx, const float *vals, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float lut[32];
#pragma unroll
  for (int k = 0; k < 32; ++k) lut[k] = vals[(i + k) % n];
  float acc = 0.f;
  for (int k = 0; k < 8; ++k) {
    int j = idx[i * 8 + k] & 31;
    acc += lut[j];
    lut[(j * 5 + 1) & 31] = acc;
  }
  out[i] = acc + lut[idx[i] & 31];
}

// per-thread histogram of 16 bins in a local array (dynamic increments)
extern "C" __global__ void local_dyn_hist16(const unsigned char *data, unsigned *out, int per_thread) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h[16];
#pragma unroll
  for (int k = 0; k < 16; ++k) h[k] = 0;
  for (int k = 0; k < per_thread; ++k) h[data[t * per_thread + k] & 15]++;
  unsigned best = 0, arg = 0;
  for (int k = 0; k < 16; ++k)
    if (h[k] > best) { best = h[k]; arg = k; }
  out[t] = (arg << 16) | best;
}

// dynamically indexed double array with a runtime loop bound (stack frame, 8-byte slots)
extern "C" __global__ void local_dyn_f64_stack(const double *in, double *out, int m) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  double st[24];
  int sp = 0;
  for (int k = 0; k < m && sp < 24; ++k) {
    double v = in[t * m + k];
    if (v < 0.0 && sp > 0) { st[sp - 1] += v; }
    else st[sp++] = v;
  }
  double s = 0.0;
  while (sp > 0) s = s * 0.5 + st[--sp];
  out[t] = s;
}

// constant-indexed arrays: fully unrolled, everything scalarised into registers
extern "C" __global__ void local_const_matvec4(const float *m, const float *v, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a[4][4], x[4], y[4];
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    x[r] = v[4 * i + r];
#pragma unroll
    for (int c = 0; c < 4; ++c) a[r][c] = m[16 * i + 4 * r + c];
  }
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    y[r] = 0.f;
#pragma unroll
    for (int c = 0; c < 4; ++c) y[r] = fmaf(a[r][c], x[c], y[r]);
  }
#pragma unroll
  for (int r = 0; r < 4; ++r) out[4 * i + r] = y[r];
}

// constant-indexed ring buffer rotated by unrolled copies (a register shift window)
extern "C" __global__ void local_const_window8(const float *in, float *out, int len) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  const float *p = in + (long long)t * len;
  float w[8];
#pragma unroll
  for (int k = 0; k < 8; ++k) w[k] = 0.f;
  float best = -3e38f;
  for (int s = 0; s < len; ++s) {
#pragma unroll
    for (int k = 7; k > 0; --k) w[k] = w[k - 1];
    w[0] = p[s];
    float m = (w[0] + w[1] + w[2] + w[3] + w[4] + w[5] + w[6] + w[7]) * 0.125f;
    best = fmaxf(best, m);
  }
  out[t] = best;
}
