// Sorting networks: 16-key bitonic network fully unrolled in registers per thread, bitonic sort of 1024 keys
// in shared memory per block, and a warp-level bitonic sort with shuffles.
#include "ra_compat.h"

#define CSWAP(a, b) { float lo_ = fminf(a, b), hi_ = fmaxf(a, b); a = lo_; b = hi_; }

extern "C" __global__ void sort16_registers(float *data) {
  float *p = data + (blockIdx.x * blockDim.x + threadIdx.x) * 16;
  float k[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) k[i] = p[i];
  // Batcher bitonic network on 16 keys, fully unrolled
#pragma unroll
  for (int size = 2; size <= 16; size <<= 1)
#pragma unroll
    for (int stride = size >> 1; stride > 0; stride >>= 1)
#pragma unroll
      for (int i = 0; i < 16; ++i) {
        int j = i ^ stride;
        if (j > i) {
          bool up = (i & size) == 0;
          if (up) { CSWAP(k[i], k[j]); } else { CSWAP(k[j], k[i]); }
        }
      }
#pragma unroll
  for (int i = 0; i < 16; ++i) p[i] = k[i];
}

extern "C" __global__ void sort_bitonic_shared1024(unsigned *keys) {
  __shared__ unsigned s[1024];
  unsigned *g = keys + blockIdx.x * 1024;
  for (unsigned i = threadIdx.x; i < 1024; i += blockDim.x) s[i] = g[i];
  __syncthreads();
  for (unsigned size = 2; size <= 1024; size <<= 1) {
    for (unsigned stride = size >> 1; stride > 0; stride >>= 1) {
      for (unsigned t = threadIdx.x; t < 512; t += blockDim.x) {
        unsigned i = 2 * t - (t & (stride - 1)), j = i + stride;
        bool up = (i & size) == 0;
        unsigned a = s[i], b = s[j];
        if ((a > b) == up) { s[i] = b; s[j] = a; }
      }
      __syncthreads();
    }
  }
  for (unsigned i = threadIdx.x; i < 1024; i += blockDim.x) g[i] = s[i];
}

// 32 keys per warp, one per lane, sorted with shuffles; payload moves along
extern "C" __global__ void sort_warp_bitonic_kv(int *keys, int *vals) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  int k = keys[i], v = vals[i];
#pragma unroll
  for (int size = 2; size <= 32; size <<= 1)
#pragma unroll
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
      int ok = __shfl_xor_sync(0xffffffffu, k, stride), ov = __shfl_xor_sync(0xffffffffu, v, stride);
      bool up = (lane & size) == 0, lower = (lane & stride) == 0;
      bool take = lower == up ? ok < k : ok > k;
      if (take) { k = ok; v = ov; }
    }
  keys[i] = k;
  vals[i] = v;
}
