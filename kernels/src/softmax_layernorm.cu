// Softmax and LayerNorm: warp-per-row softmax with registers, block-per-row layernorm (two-pass).
#include "ra_compat.h"

RA_INL float wmax(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}
RA_INL float wsum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

// one warp per row of exactly 256 columns: 8 values per lane held in registers
extern "C" __global__ void softmax_warp_row256(const float *x, float *y, int rows) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  unsigned lane = threadIdx.x & 31;
  if (row >= rows) return;
  const float *xr = x + row * 256;
  float v[8];
#pragma unroll
  for (int k = 0; k < 8; ++k) v[k] = xr[lane + 32 * k];
  float m = v[0];
#pragma unroll
  for (int k = 1; k < 8; ++k) m = fmaxf(m, v[k]);
  m = wmax(m);
  float s = 0.0f;
#pragma unroll
  for (int k = 0; k < 8; ++k) { v[k] = expf(v[k] - m); s += v[k]; }
  float inv = 1.0f / wsum(s);
#pragma unroll
  for (int k = 0; k < 8; ++k) y[row * 256 + lane + 32 * k] = v[k] * inv;
}

// online softmax (running max + rescaled sum) over a runtime-length row, one warp per row
extern "C" __global__ void softmax_online_warp(const float *x, float *y, int rows, int cols) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  unsigned lane = threadIdx.x & 31;
  if (row >= rows) return;
  const float *xr = x + (long long)row * cols;
  float m = -3.0e38f, s = 0.0f;
  for (int c = lane; c < cols; c += 32) {
    float v = xr[c];
    float nm = fmaxf(m, v);
    s = s * expf(m - nm) + expf(v - nm);
    m = nm;
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    float om = __shfl_xor_sync(0xffffffffu, m, o), os = __shfl_xor_sync(0xffffffffu, s, o);
    float nm = fmaxf(m, om);
    s = s * expf(m - nm) + os * expf(om - nm);
    m = nm;
  }
  float inv = 1.0f / s;
  for (int c = lane; c < cols; c += 32) y[(long long)row * cols + c] = expf(xr[c] - m) * inv;
}

extern "C" __global__ void layernorm_block(const float *x, const float *gamma, const float *beta, float *y,
                                           int cols, float eps) {
  __shared__ float red[32];
  __shared__ float stat[2];
  const float *xr = x + (long long)blockIdx.x * cols;
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) s += xr[c];
  s = wsum(s);
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = s;
  __syncthreads();
  if (threadIdx.x < 32) {
    float t = threadIdx.x < (blockDim.x >> 5) ? red[threadIdx.x] : 0.0f;
    t = wsum(t);
    if (threadIdx.x == 0) stat[0] = t / cols;
  }
  __syncthreads();
  float mean = stat[0], q = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) { float d = xr[c] - mean; q = fmaf(d, d, q); }
  q = wsum(q);
  __syncthreads();
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = q;
  __syncthreads();
  if (threadIdx.x < 32) {
    float t = threadIdx.x < (blockDim.x >> 5) ? red[threadIdx.x] : 0.0f;
    t = wsum(t);
    if (threadIdx.x == 0) stat[1] = rsqrtf(t / cols + eps);
  }
  __syncthreads();
  float rstd = stat[1];
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(long long)blockIdx.x * cols + c] = fmaf((xr[c] - mean) * rstd, gamma[c], beta[c]);
}

// RMSNorm with a fused residual add, one warp per row of 128 (4 values per lane)
extern "C" __global__ void rmsnorm_residual_warp(const float *x, float *res, const float *w, float *y, int rows) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  unsigned lane = threadIdx.x & 31;
  if (row >= rows) return;
  float v[4], ss = 0.0f;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    int c = row * 128 + lane + 32 * k;
    v[k] = x[c] + res[c];
    res[c] = v[k];
    ss = fmaf(v[k], v[k], ss);
  }
  float r = rsqrtf(wsum(ss) * (1.0f / 128.0f) + 1e-6f);
#pragma unroll
  for (int k = 0; k < 4; ++k) y[row * 128 + lane + 32 * k] = v[k] * r * w[lane + 32 * k];
}
