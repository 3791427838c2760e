// Prefix scans: Blelloch work-efficient in shared memory, warp-shuffle inclusive scan, segmented scan.
#include "ra_compat.h"

extern "C" __global__ void scan_blelloch_512(const int *in, int *out, int *block_sums) {
  __shared__ int s[512];
  unsigned t = threadIdx.x, base = blockIdx.x * 512;
  s[2 * t] = in[base + 2 * t];
  s[2 * t + 1] = in[base + 2 * t + 1];
  int off = 1;
  for (int d = 256; d > 0; d >>= 1) {
    __syncthreads();
    if (t < (unsigned)d) {
      int ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
      s[bi] += s[ai];
    }
    off <<= 1;
  }
  if (t == 0) { block_sums[blockIdx.x] = s[511]; s[511] = 0; }
  for (int d = 1; d < 512; d <<= 1) {
    off >>= 1;
    __syncthreads();
    if (t < (unsigned)d) {
      int ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
      int x = s[ai];
      s[ai] = s[bi];
      s[bi] += x;
    }
  }
  __syncthreads();
  out[base + 2 * t] = s[2 * t];
  out[base + 2 * t + 1] = s[2 * t + 1];
}

extern "C" __global__ void scan_warp_incl_f32(const float *in, float *out, int n) {
  __shared__ float wsum[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  float v = i < n ? in[i] : 0.0f;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    float u = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= (unsigned)o) v += u;
  }
  if (lane == 31) wsum[w] = v;
  __syncthreads();
  if (w == 0) {
    float x = lane < (blockDim.x >> 5) ? wsum[lane] : 0.0f;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
      float u = __shfl_up_sync(0xffffffffu, x, o);
      if (lane >= (unsigned)o) x += u;
    }
    wsum[lane] = x;
  }
  __syncthreads();
  if (w > 0) v += wsum[w - 1];
  if (i < n) out[i] = v;
}

// segmented inclusive scan: flags mark segment heads, per-warp with ballot + shuffles
extern "C" __global__ void scan_segmented_warp(const int *val, const unsigned char *head, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  int v = i < n ? val[i] : 0;
  int h = i < n ? head[i] : 1;
  unsigned heads = __ballot_sync(0xffffffffu, h);
  unsigned below = heads & ((2u << lane) - 1u);
  int seg_start = below ? 31 - __clz(below) : 0;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    int u = __shfl_up_sync(0xffffffffu, v, o);
    if ((int)lane - o >= seg_start) v += u;
  }
  if (i < n) out[i] = v;
}
