// FFT butterflies: radix-2 stages in shared memory (256 points per block), and an in-register
// radix-8 butterfly per thread (8 complex values = 16 floats live).
#include "ra_compat.h"

__constant__ float c_tw_re[128];
__constant__ float c_tw_im[128];

extern "C" __global__ void fft_r2_shared256(float2 *data) {
  __shared__ float2 s[256];
  float2 *d = data + blockIdx.x * 256;
  unsigned t = threadIdx.x;  // 128 threads
  s[__brev(t) >> 24] = d[t];
  s[__brev(t + 128) >> 24] = d[t + 128];
  __syncthreads();
  for (int half = 1, tws = 128; half < 256; half <<= 1, tws >>= 1) {
    unsigned grp = t / half, pos = t % half;
    unsigned i0 = grp * 2 * half + pos, i1 = i0 + half;
    float wr = c_tw_re[pos * tws], wi = c_tw_im[pos * tws];
    float2 a = s[i0], b = s[i1];
    float br = b.x * wr - b.y * wi, bi = b.x * wi + b.y * wr;
    __syncthreads();
    s[i0] = make_float2(a.x + br, a.y + bi);
    s[i1] = make_float2(a.x - br, a.y - bi);
    __syncthreads();
  }
  d[t] = s[t];
  d[t + 128] = s[t + 128];
}

RA_INL void bfly(float2 &a, float2 &b) {
  float2 t = a;
  a = make_float2(t.x + b.x, t.y + b.y);
  b = make_float2(t.x - b.x, t.y - b.y);
}
RA_INL float2 cmul(float2 a, float wr, float wi) { return make_float2(a.x * wr - a.y * wi, a.x * wi + a.y * wr); }

extern "C" __global__ void fft_r8_registers(const float2 *in, float2 *out, int stride, int count) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= count) return;
  float2 v[8];
#pragma unroll
  for (int k = 0; k < 8; ++k) v[k] = in[t + k * stride];
  const float r = 0.70710678f;
  bfly(v[0], v[4]); bfly(v[1], v[5]); bfly(v[2], v[6]); bfly(v[3], v[7]);
  v[5] = cmul(v[5], r, -r); v[6] = cmul(v[6], 0.0f, -1.0f); v[7] = cmul(v[7], -r, -r);
  bfly(v[0], v[2]); bfly(v[1], v[3]); bfly(v[4], v[6]); bfly(v[5], v[7]);
  v[3] = cmul(v[3], 0.0f, -1.0f); v[7] = cmul(v[7], 0.0f, -1.0f);
  bfly(v[0], v[1]); bfly(v[2], v[3]); bfly(v[4], v[5]); bfly(v[6], v[7]);
  // twiddle by the position of this butterfly in the larger transform
  float ang = -6.28318530f * (float)(t % stride) / (float)(8 * stride);
  const int rev[8] = {0, 4, 2, 6, 1, 5, 3, 7};
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    float s, c;
    __sincosf(ang * k, &s, &c);
    out[t * 8 + k] = cmul(v[rev[k]], c, s);
  }
}
