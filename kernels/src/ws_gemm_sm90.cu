// Warp-specialised bf16 GEMM for Hopper in the CUTLASS style (C = alpha * A * B^T, A: M x K and
// B: N x K row-major bf16, C bf16, f32 accumulation). 384 threads: a producer warpgroup that hands
// registers back (setmaxnreg.dec 40) and, from one elected thread, streams 128x64 A and B tiles with
// 2-D TMA loads into a 4-stage shared-memory ring guarded by mbarriers (full: arrive.expect_tx +
// complete_tx bytes, empty: consumer arrivals, phase bits); two consumer warpgroups that take
// registers (setmaxnreg.inc 232), wait on the ring and run wgmma m64n128k16 from shared-memory
// descriptors (128-byte swizzle) on their 64-row half, 64 f32 accumulators per thread, one wgmma
// batch in flight, then an epilogue that scales by alpha, converts to bf16 and stores.
// @archs: sm_90a
#include "ra_compat.h"
#include "ra_hopper.h"

#define WS_BM 128
#define WS_BN 128
#define WS_BK 64
#define WS_STAGES 4
#define WS_TILE_BYTES (WS_BM * WS_BK * 2)  // one A (or B) stage: 128 rows x 128 bytes
#define WS_CONSUMERS 256                   // threads of the two consumer warpgroups

// keep the compiler from moving accumulator reads / writes across the asynchronous wgmma
RA_INL void fence_acc(float (&d)[64]) {
#pragma unroll
  for (int i = 0; i < 64; ++i) asm volatile("" : "+f"(d[i])::"memory");
}
RA_INL void wgmma_m64n128k16_ss(float (&d)[64], uint64 da, uint64 db, int scale_d) {
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %66, 0;\n\t"
               "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {"
               "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
               "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
               "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
               "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63"
               "}, %64, %65, p, 1, 1, 0, 0;\n\t}"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                 "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                 "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                 "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
                 "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
                 "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
                 "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
                 "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
               : "l"(da), "l"(db), "r"(scale_d));
}

// grid: (N / 128, M / 128); dynamic shared memory: 2 * WS_STAGES * WS_TILE_BYTES + 16 * WS_STAGES
// C: M x ldc bf16, stored as packed pairs
extern "C" __global__ void __launch_bounds__(384, 1)
ws_gemm_bf16_tma_wgmma(const __grid_constant__ TmaDesc tmA, const __grid_constant__ TmaDesc tmB, unsigned *C,
                       int ldc, int K, float alpha) {
  extern __shared__ __align__(1024) unsigned char smem[];
  const unsigned sA = smem_u32(smem), sB = sA + WS_STAGES * WS_TILE_BYTES;
  const unsigned full = sB + WS_STAGES * WS_TILE_BYTES, empty = full + 8 * WS_STAGES;
  const int wg = threadIdx.x / 128, warp = (threadIdx.x / 32) % 4, lane = threadIdx.x % 32;
  const int ktiles = K / WS_BK;
  const int m0 = blockIdx.y * WS_BM, n0 = blockIdx.x * WS_BN;

  if (threadIdx.x == 0) {
#pragma unroll
    for (int s = 0; s < WS_STAGES; ++s) {
      mbar_init(full + 8 * s, 1);
      mbar_init(empty + 8 * s, WS_CONSUMERS);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();

  if (wg == 0) {
    // ---- producer warpgroup: one warp, one elected thread issues the TMA loads
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;\n" ::: "memory");
    if (warp == 0) {
      const unsigned leader = elect_one();
      int stage = 0;
      unsigned phase = 0;
      for (int kt = 0; kt < ktiles; ++kt) {
        mbar_wait(empty + 8 * stage, phase ^ 1);
        if (leader) {
          const unsigned bar = full + 8 * stage;
          mbar_expect_tx(bar, 2 * WS_TILE_BYTES);
          tma_load_2d(sA + stage * WS_TILE_BYTES, &tmA, bar, kt * WS_BK, m0);
          tma_load_2d(sB + stage * WS_TILE_BYTES, &tmB, bar, kt * WS_BK, n0);
        }
        if (++stage == WS_STAGES) {
          stage = 0;
          phase ^= 1;
        }
      }
      // producer tail: do not exit while the consumers still read the ring
      for (int s = 0; s < WS_STAGES; ++s) {
        mbar_wait(empty + 8 * stage, phase ^ 1);
        if (++stage == WS_STAGES) {
          stage = 0;
          phase ^= 1;
        }
      }
    }
  } else {
    // ---- consumer warpgroups: 64 rows each
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;\n" ::: "memory");
    const int half = wg - 1;
    float acc[64];
#pragma unroll
    for (int i = 0; i < 64; ++i) acc[i] = 0.f;
    int stage = 0, prev = 0;
    unsigned phase = 0;
    for (int kt = 0; kt < ktiles; ++kt) {
      mbar_wait(full + 8 * stage, phase);
      const unsigned a = sA + stage * WS_TILE_BYTES + half * 64 * 128, b = sB + stage * WS_TILE_BYTES;
      fence_acc(acc);
      wgmma_fence();
#pragma unroll
      for (int k = 0; k < WS_BK / 16; ++k) wgmma_m64n128k16_ss(acc, desc_sw128(a + 32 * k), desc_sw128(b + 32 * k), 1);
      wgmma_commit();
      wgmma_wait<1>();  // the batch of the previous k tile is done: release its stage
      fence_acc(acc);
      if (kt > 0) mbar_arrive(empty + 8 * prev);
      prev = stage;
      if (++stage == WS_STAGES) {
        stage = 0;
        phase ^= 1;
      }
    }
    wgmma_wait<0>();
    fence_acc(acc);
    if (ktiles > 0) mbar_arrive(empty + 8 * prev);

    // ---- epilogue: accumulator fragment d[4j..4j+3] = rows (r, r + 8), columns 8j + 2q, +1
    const int row = m0 + half * 64 + warp * 16 + lane / 4, col = n0 + 2 * (lane % 4);
    const int ldc2 = ldc / 2;
    unsigned *c0 = C + (long long)row * ldc2 + col / 2, *c1 = c0 + 8 * ldc2;
#pragma unroll
    for (int j = 0; j < 16; ++j) {
      c0[4 * j] = pack_bf16(acc[4 * j] * alpha, acc[4 * j + 1] * alpha);
      c1[4 * j] = pack_bf16(acc[4 * j + 2] * alpha, acc[4 * j + 3] * alpha);
    }
  }
}
