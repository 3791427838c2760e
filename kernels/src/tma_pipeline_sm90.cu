// TMA copy pipeline for Hopper: 128 threads stream 32 x 64 f32 tiles of a 2-D tensor through a
// 3-stage ring of bulk tensor loads (cp.async.bulk.tensor + mbarrier complete_tx, phase bits), apply
// an element-wise transform in shared memory (per-column scale and bias, SiLU, clamp) into a
// double-buffered output tile, and write each tile back with a bulk tensor store (fence.proxy.async,
// cp.async.bulk.commit_group, wait_group.read before a buffer is reused). Persistent grid-stride
// loop over the tiles; one thread issues all TMA operations.
// @archs: sm_90a sm_100a
#include "ra_compat.h"
#include "ra_hopper.h"

#define TP_ROWS 32
#define TP_COLS 64
#define TP_STAGES 3
#define TP_TILE_BYTES (TP_ROWS * TP_COLS * 4)  // 8 KB

RA_INL void tma_store_2d(const TmaDesc *map, unsigned src, int c0, int c1) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];"
               ::"l"((uint64)map), "r"(src), "r"(c0), "r"(c1)
               : "memory");
}
RA_INL void load_tile(const TmaDesc *map, unsigned dst, unsigned bar, int t, int tiles_c) {
  mbar_expect_tx(bar, TP_TILE_BYTES);
  tma_load_2d(dst, map, bar, (t % tiles_c) * TP_COLS, (t / tiles_c) * TP_ROWS);
}
RA_INL float silu_clamp(float x, float sc, float bi, float lo, float hi) {
  const float y = fmaf(x, sc, bi);
  return fminf(fmaxf(__fdividef(y, 1.f + __expf(-y)), lo), hi);
}

// in / out: rows x cols f32 tensor maps with 64 x 32 boxes; scale / bias: one value per column
extern "C" __global__ void __launch_bounds__(128)
tma_silu_tiles(const __grid_constant__ TmaDesc tmIn, const __grid_constant__ TmaDesc tmOut, const float4 *scale,
               const float4 *bias, int rows, int cols, float lo, float hi) {
  __shared__ __align__(128) float4 in_t[TP_STAGES][TP_ROWS * TP_COLS / 4];
  __shared__ __align__(128) float4 out_t[2][TP_ROWS * TP_COLS / 4];
  __shared__ __align__(8) uint64 full[TP_STAGES];
  const int tiles_c = cols / TP_COLS, ntiles = (rows / TP_ROWS) * tiles_c;
  const int cq = threadIdx.x % 16, rg = threadIdx.x / 16;  // float4 column, row group (rows rg + 8i)

  if (threadIdx.x == 0) {
#pragma unroll
    for (int s = 0; s < TP_STAGES; ++s) mbar_init(smem_u32(&full[s]), 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
#pragma unroll
    for (int s = 0; s < TP_STAGES; ++s) {
      const int t = blockIdx.x + s * gridDim.x;
      if (t < ntiles) load_tile(&tmIn, smem_u32(in_t[s]), smem_u32(&full[s]), t, tiles_c);
    }
  }
  __syncthreads();

  int stage = 0, buf = 0;
  unsigned phase = 0;
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    const int r0 = (t / tiles_c) * TP_ROWS, c0 = (t % tiles_c) * TP_COLS;
    const float4 sc = scale[c0 / 4 + cq], bi = bias[c0 / 4 + cq];
    mbar_wait(smem_u32(&full[stage]), phase);
    // the store issued from this output buffer two tiles ago must have finished reading it
    if (threadIdx.x == 0) asm volatile("cp.async.bulk.wait_group.read 1;" ::: "memory");
    __syncthreads();
    const float4 *src = in_t[stage];
    float4 *dst = out_t[buf];
#pragma unroll
    for (int i = 0; i < TP_ROWS / 8; ++i) {
      const int k = (rg + 8 * i) * (TP_COLS / 4) + cq;
      const float4 v = src[k];
      dst[k] = make_float4(silu_clamp(v.x, sc.x, bi.x, lo, hi), silu_clamp(v.y, sc.y, bi.y, lo, hi),
                           silu_clamp(v.z, sc.z, bi.z, lo, hi), silu_clamp(v.w, sc.w, bi.w, lo, hi));
    }
    // generic-proxy writes of the output tile -> visible to the async proxy (the TMA store)
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0) {
      tma_store_2d(&tmOut, smem_u32(dst), c0, r0);
      asm volatile("cp.async.bulk.commit_group;" ::: "memory");
      // every thread has read this stage: refill it with the tile TP_STAGES iterations ahead
      const int tn = t + TP_STAGES * gridDim.x;
      if (tn < ntiles) load_tile(&tmIn, smem_u32(in_t[stage]), smem_u32(&full[stage]), tn, tiles_c);
    }
    buf ^= 1;
    if (++stage == TP_STAGES) {
      stage = 0;
      phase ^= 1;
    }
  }
  if (threadIdx.x == 0) asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
}
