// Unrolled loops: templated unroll factors of an FIR filter (explicit instantiations, mangled
// names), a fully unrolled 64-step CRC, and a partially unrolled dot product.
#include "ra_compat.h"

__constant__ float c_taps[64];

template <int TAPS, int OUTS>
__global__ void fir_unrolled(const float *x, float *y, int n) {
  int o0 = (blockIdx.x * blockDim.x + threadIdx.x) * OUTS;
  if (o0 + OUTS + TAPS > n) return;
  float win[TAPS + OUTS - 1];
#pragma unroll
  for (int k = 0; k < TAPS + OUTS - 1; ++k) win[k] = x[o0 + k];
#pragma unroll
  for (int o = 0; o < OUTS; ++o) {
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < TAPS; ++k) acc = fmaf(c_taps[k], win[o + k], acc);
    y[o0 + o] = acc;
  }
}
template __global__ void fir_unrolled<4, 4>(const float *, float *, int);
template __global__ void fir_unrolled<16, 8>(const float *, float *, int);
template __global__ void fir_unrolled<32, 16>(const float *, float *, int);

extern "C" __global__ void crc32_unrolled64(const unsigned long long *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long d = in[i];
  unsigned crc = 0xffffffffu;
#pragma unroll
  for (int b = 0; b < 64; ++b) {
    unsigned bit = ((unsigned)(d >> b) ^ crc) & 1u;
    crc = (crc >> 1) ^ (bit ? 0xedb88320u : 0u);
  }
  out[i] = ~crc;
}

extern "C" __global__ void dot_unroll4_tail(const float *a, const float *b, float *out, int len) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  const float *pa = a + (long long)row * len, *pb = b + (long long)row * len;
  float s0 = 0.f, s1 = 0.f, s2 = 0.f, s3 = 0.f;
  int k = 0;
#pragma unroll 1
  for (; k + 4 <= len; k += 4) {
    s0 = fmaf(pa[k], pb[k], s0); s1 = fmaf(pa[k + 1], pb[k + 1], s1);
    s2 = fmaf(pa[k + 2], pb[k + 2], s2); s3 = fmaf(pa[k + 3], pb[k + 3], s3);
  }
  for (; k < len; ++k) s0 = fmaf(pa[k], pb[k], s0);
  out[row] = (s0 + s1) + (s2 + s3);
}
