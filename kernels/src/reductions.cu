// Reductions: shared-memory tree, warp-shuffle, two-level with atomics, argmin.
#include "ra_compat.h"

extern "C" __global__ void red_tree_sum(const float *in, float *partial, int n) {
  __shared__ float s[256];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * 512 + tid;
  float v = (i < (unsigned)n ? in[i] : 0.0f) + (i + 256 < (unsigned)n ? in[i + 256] : 0.0f);
  s[tid] = v;
  __syncthreads();
  for (unsigned st = 128; st > 0; st >>= 1) {
    if (tid < st) s[tid] += s[tid + st];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = s[0];
}

RA_INL float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

extern "C" __global__ void red_shfl_atomic(const float *in, float *total, int n) {
  __shared__ float ws[32];
  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  v = warp_sum(v);
  unsigned lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
  if (lane == 0) ws[wid] = v;
  __syncthreads();
  if (wid == 0) {
    v = lane < (blockDim.x >> 5) ? ws[lane] : 0.0f;
    v = warp_sum(v);
    if (lane == 0) atomicAdd(total, v);
  }
}

// argmin with (value, index) pairs through shuffles, 64-bit packed result via atomicMin-like CAS
extern "C" __global__ void red_argmin_pack(const float *in, unsigned long long *best, int n) {
  float bv = 3.0e38f;
  int bi = -1;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float v = in[i];
    if (v < bv) { bv = v; bi = i; }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    float ov = __shfl_down_sync(0xffffffffu, bv, o);
    int oi = __shfl_down_sync(0xffffffffu, bi, o);
    if (ov < bv || (ov == bv && (unsigned)oi < (unsigned)bi)) { bv = ov; bi = oi; }
  }
  if ((threadIdx.x & 31) == 0 && bi >= 0) {
    unsigned key = __float_as_uint(bv);
    key = (key & 0x80000000u) ? ~key : (key | 0x80000000u);
    unsigned long long packed = ((unsigned long long)key << 32) | (unsigned)bi;
    unsigned long long old = *best, assumed;
    do {
      assumed = old;
      if (assumed <= packed) break;
      old = atomicCAS(best, assumed, packed);
    } while (old != assumed);
  }
}

// double-precision block reduction of squares with warp shuffles of doubles
extern "C" __global__ void red_f64_sumsq(const double *in, double *out, int n) {
  __shared__ double ws[32];
  double v = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v = fma(in[i], in[i], v);
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    double s = 0.0;
    for (unsigned w = 0; w < (blockDim.x >> 5); ++w) s += ws[w];
    out[blockIdx.x] = s;
  }
}
