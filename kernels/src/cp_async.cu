// cp.async (sm_80+) via inline PTX: a double-buffered tile copy + reduction, and a 4-stage ring
// of 16-byte async copies feeding a row-wise scale.
// @min-arch: 80
#include "ra_compat.h"

RA_INL void cp_async16(void *smem, const void *gmem) {
  unsigned s = __cvta_generic_to_shared(smem);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(s), "l"(gmem) : "memory");
}
RA_INL void cp_async4(void *smem, const void *gmem) {
  unsigned s = __cvta_generic_to_shared(smem);
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(s), "l"(gmem) : "memory");
}
RA_INL void cp_commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N> RA_INL void cp_wait() { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }

extern "C" __global__ void cpa_double_buffer_sum(const float *in, float *out, int tiles) {
  __shared__ float buf[2][256];
  const float *base = in + (long long)blockIdx.x * tiles * 256;
  float acc = 0.f;
  cp_async4(&buf[0][threadIdx.x], base + threadIdx.x);
  cp_commit();
  for (int t = 0; t < tiles; ++t) {
    if (t + 1 < tiles) cp_async4(&buf[(t + 1) & 1][threadIdx.x], base + (t + 1) * 256 + threadIdx.x);
    cp_commit();
    cp_wait<1>();
    __syncthreads();
    acc += buf[t & 1][threadIdx.x] * buf[t & 1][255 - threadIdx.x];
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}

extern "C" __global__ void cpa_ring4_rows(const float4 *in, float4 *out, const float *scale, int rows) {
  __shared__ float4 ring[4][64];
  int r0 = blockIdx.x * rows;
#pragma unroll
  for (int s = 0; s < 3; ++s) {
    if (s < rows) cp_async16(&ring[s][threadIdx.x], in + (r0 + s) * 64 + threadIdx.x);
    cp_commit();
  }
  for (int r = 0; r < rows; ++r) {
    if (r + 3 < rows) cp_async16(&ring[(r + 3) & 3][threadIdx.x], in + (r0 + r + 3) * 64 + threadIdx.x);
    cp_commit();
    cp_wait<3>();
    __syncthreads();
    float4 v = ring[r & 3][threadIdx.x], u = ring[r & 3][63 - threadIdx.x];
    float sc = scale[r0 + r];
    out[(r0 + r) * 64 + threadIdx.x] = make_float4((v.x + u.w) * sc, (v.y + u.z) * sc, (v.z + u.y) * sc, (v.w + u.x) * sc);
    __syncthreads();
  }
}
