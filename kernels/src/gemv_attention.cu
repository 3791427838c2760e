// Matrix-vector and attention-style kernels: warp-per-row GEMV with float4 loads, a batched
// small-matrix (8x8) multiply per thread, and a single-query attention over a KV tile (online
// softmax, head dim 64 spread over a warp).
#include "ra_compat.h"

extern "C" __global__ void gemv_warp_f4(const float4 *A, const float4 *x, float *y, int rows, int cols4) {
  int r = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  unsigned lane = threadIdx.x & 31;
  if (r >= rows) return;
  float s = 0.f;
  for (int c = lane; c < cols4; c += 32) {
    float4 a = A[(long long)r * cols4 + c], v = x[c];
    s = fmaf(a.x, v.x, fmaf(a.y, v.y, fmaf(a.z, v.z, fmaf(a.w, v.w, s))));
  }
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) y[r] = s;
}

extern "C" __global__ void batched_mm8x8(const float *A, const float *B, float *C, int batch) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= batch) return;
  const float *a = A + b * 64, *bb = B + b * 64;
  float row[8], c[8];
  for (int i = 0; i < 8; ++i) {
#pragma unroll
    for (int k = 0; k < 8; ++k) { row[k] = a[i * 8 + k]; c[k] = 0.f; }
#pragma unroll
    for (int k = 0; k < 8; ++k)
#pragma unroll
      for (int j = 0; j < 8; ++j) c[j] = fmaf(row[k], bb[k * 8 + j], c[j]);
#pragma unroll
    for (int j = 0; j < 8; ++j) C[b * 64 + i * 8 + j] = c[j];
  }
}

// one warp per (query, head); each lane owns 2 of the 64 head dimensions
extern "C" __global__ void attn_single_query(const float2 *q, const float2 *k, const float2 *v, float2 *o, int seq,
                                             float scale) {
  int w = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  unsigned lane = threadIdx.x & 31;
  float2 qq = q[w * 32 + lane];
  float m = -3e38f, l = 0.f, ax = 0.f, ay = 0.f;
  for (int t = 0; t < seq; ++t) {
    float2 kk = k[(w * seq + t) * 32 + lane];
    float s = qq.x * kk.x + qq.y * kk.y;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
    s *= scale;
    float nm = fmaxf(m, s), corr = __expf(m - nm), p = __expf(s - nm);
    float2 vv = v[(w * seq + t) * 32 + lane];
    l = l * corr + p;
    ax = fmaf(ax, corr, p * vv.x);
    ay = fmaf(ay, corr, p * vv.y);
    m = nm;
  }
  o[w * 32 + lane] = make_float2(ax / l, ay / l);
}
