// Attention forward for Hopper in the FlashAttention-3 style (bf16 Q / K / V / O, head dim 64, f32
// softmax state). 384 threads: a producer warpgroup (setmaxnreg.dec 24) whose elected thread loads
// the 128-row Q tile once and the K and V tiles of 128 keys through two 2-stage TMA + mbarrier
// pipelines; two consumer warpgroups (setmaxnreg.inc 240) with 64 query rows each compute
// S = Q K^T with wgmma m64n128k16 from shared memory, the online softmax (row max and row sum over
// quad shuffles, ex2, rescaling of the running output), and O += P V with wgmma m64n64k16 taking P
// from registers (the RS form, V transposed by the descriptor). As in FA3 the Q K^T of the next key
// tile is issued before the P V of the current one. Optional causal mask and key-length mask on
// the last tile, final 1 / rowsum normalisation, bf16 O and the log-sum-exp per row.
// @archs: sm_90a
#include "ra_compat.h"
#include "ra_hopper.h"

#define FA_BM 128                      // query rows per CTA (64 per consumer warpgroup)
#define FA_BN 128                      // keys per K / V tile
#define FA_D 64                        // head dimension
#define FA_STAGES 2
#define FA_TILE_BYTES (128 * FA_D * 2) // Q, K or V tile: 128 rows x 128 bytes
#define FA_CONSUMERS 256
#define FA_INF __int_as_float(0x7f800000)

// The shared-memory descriptors (desc_sw128, ra_hopper.h) serve both layouts: K-major (Q, K) with
// 1024 bytes between groups of eight 128-byte rows; MN-major (V read as B with the transpose bit),
// one 64-wide atom in N, 1024 bytes between groups of eight keys.
template <int N> RA_INL void fence_regs(float (&d)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+f"(d[i])::"memory");
}
template <int N> RA_INL void fence_regs(unsigned (&d)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+r"(d[i])::"memory");
}
// S (64 x 128 per warpgroup) += Q K^T, both operands in shared memory
RA_INL void wgmma_m64n128k16_ss(float (&d)[64], uint64 da, uint64 db) {
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
               : "l"(da), "l"(db), "r"(1));
}
// O (64 x 64 per warpgroup) += P V, P from registers (A fragment), V transposed (MN-major B)
RA_INL void wgmma_m64n64k16_rs(float (&d)[32], unsigned a0, unsigned a1, unsigned a2, unsigned a3, uint64 db) {
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %37, 0;\n\t"
               "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {"
               "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
               "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31"
               "}, {%32, %33, %34, %35}, %36, p, 1, 1, 1;\n\t}"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                 "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                 "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                 "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(db), "r"(1));
}
RA_INL float ex2(float x) {
  float y;
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}
RA_INL float lg2(float x) {
  float y;
  asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}
RA_INL float quad_max(float v) {
  v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 1));
  return fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 2));
}
RA_INL float quad_sum(float v) {
  v += __shfl_xor_sync(0xffffffffu, v, 1);
  return v + __shfl_xor_sync(0xffffffffu, v, 2);
}

// S fragment: s[4j], s[4j+1] = row r, keys 8j + 2q, +1; s[4j+2], s[4j+3] = row r + 8, same keys.
// Online softmax of one tile; returns the factors that rescale the running output rows.
RA_INL void softmax_tile(float (&s)[64], float (&mx)[2], float (&sum)[2], float (&corr)[2], float scale_log2) {
#pragma unroll
  for (int h = 0; h < 2; ++h) {
    float m = mx[h];
#pragma unroll
    for (int j = 0; j < 16; ++j) m = fmaxf(m, fmaxf(s[4 * j + 2 * h], s[4 * j + 2 * h + 1]));
    m = quad_max(m);
    const float ms = m == -FA_INF ? 0.f : m * scale_log2;
    corr[h] = ex2(mx[h] * scale_log2 - ms);
    mx[h] = m;
    float l = 0.f;
#pragma unroll
    for (int j = 0; j < 16; ++j) {
      s[4 * j + 2 * h] = ex2(fmaf(s[4 * j + 2 * h], scale_log2, -ms));
      s[4 * j + 2 * h + 1] = ex2(fmaf(s[4 * j + 2 * h + 1], scale_log2, -ms));
      l += s[4 * j + 2 * h] + s[4 * j + 2 * h + 1];
    }
    sum[h] = sum[h] * corr[h] + l;  // thread-local partial sums, reduced over the quad at the end
  }
}
// causal and key-length mask of a tile (only the last tile needs it)
RA_INL void mask_tile(float (&s)[64], int key0, int row0, int seqlen_k, int causal) {
#pragma unroll
  for (int j = 0; j < 16; ++j)
#pragma unroll
    for (int e = 0; e < 4; ++e) {
      const int key = key0 + 8 * j + (e & 1), row = row0 + 8 * (e >> 1);
      if (key >= seqlen_k || (causal && key > row)) s[4 * j + e] = -FA_INF;
    }
}

// grid: (ceil(seqlen_q / 128), batch * heads). Q / K / V tensor maps over [batch * heads * seqlen] x 64
// bf16 with 64 x 128 boxes; O: the same shape, bf16 pairs; lse: [batch * heads * seqlen_q].
// dynamic shared memory: (1 + 2 * FA_STAGES) * FA_TILE_BYTES + 8 * (1 + 4 * FA_STAGES)
extern "C" __global__ void __launch_bounds__(384, 1)
fa3_fwd_bf16_hd64(const __grid_constant__ TmaDesc tmQ, const __grid_constant__ TmaDesc tmK,
                  const __grid_constant__ TmaDesc tmV, unsigned *O, float *lse, int seqlen_q, int seqlen_k,
                  float scale_log2, int causal) {
  extern __shared__ __align__(1024) unsigned char smem[];
  const unsigned sQ = smem_u32(smem), sK = sQ + FA_TILE_BYTES, sV = sK + FA_STAGES * FA_TILE_BYTES;
  const unsigned q_full = sV + FA_STAGES * FA_TILE_BYTES, k_full = q_full + 8, k_empty = k_full + 8 * FA_STAGES,
                 v_full = k_empty + 8 * FA_STAGES, v_empty = v_full + 8 * FA_STAGES;
  const int wg = threadIdx.x / 128, warp = (threadIdx.x / 32) % 4, lane = threadIdx.x % 32;
  const int m_block = blockIdx.x, bh = blockIdx.y;
  const int n_blocks_all = (seqlen_k + FA_BN - 1) / FA_BN;
  const int n_blocks = causal ? min(n_blocks_all, ((m_block + 1) * FA_BM + FA_BN - 1) / FA_BN) : n_blocks_all;

  if (threadIdx.x == 0) {
    mbar_init(q_full, 1);
#pragma unroll
    for (int s = 0; s < FA_STAGES; ++s) {
      mbar_init(k_full + 8 * s, 1);
      mbar_init(k_empty + 8 * s, FA_CONSUMERS);
      mbar_init(v_full + 8 * s, 1);
      mbar_init(v_empty + 8 * s, FA_CONSUMERS);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();

  if (wg == 0) {
    // ---- producer warpgroup
    asm volatile("setmaxnreg.dec.sync.aligned.u32 24;\n" ::: "memory");
    if (warp == 0) {
      const unsigned leader = elect_one();
      if (leader) {
        mbar_expect_tx(q_full, FA_TILE_BYTES);
        tma_load_2d(sQ, &tmQ, q_full, 0, bh * seqlen_q + m_block * FA_BM);
      }
      int stage = 0;
      unsigned phase = 0;
      for (int n = 0; n < n_blocks; ++n) {
        const int krow = bh * seqlen_k + n * FA_BN;
        mbar_wait(k_empty + 8 * stage, phase ^ 1);
        if (leader) {
          mbar_expect_tx(k_full + 8 * stage, FA_TILE_BYTES);
          tma_load_2d(sK + stage * FA_TILE_BYTES, &tmK, k_full + 8 * stage, 0, krow);
        }
        mbar_wait(v_empty + 8 * stage, phase ^ 1);
        if (leader) {
          mbar_expect_tx(v_full + 8 * stage, FA_TILE_BYTES);
          tma_load_2d(sV + stage * FA_TILE_BYTES, &tmV, v_full + 8 * stage, 0, krow);
        }
        if (++stage == FA_STAGES) {
          stage = 0;
          phase ^= 1;
        }
      }
    }
    return;
  }

  // ---- consumer warpgroups
  asm volatile("setmaxnreg.inc.sync.aligned.u32 240;\n" ::: "memory");
  const int half = wg - 1;
  const int row0 = m_block * FA_BM + half * 64 + warp * 16 + lane / 4;  // rows row0 and row0 + 8
  const unsigned qa = sQ + half * 64 * 128;
  float s[64], o[32];
  unsigned p[32];
  float mx[2] = {-FA_INF, -FA_INF}, sum[2] = {0.f, 0.f}, corr[2];
#pragma unroll
  for (int i = 0; i < 32; ++i) o[i] = 0.f;
  mbar_wait(q_full, 0);

  // first tile: S = Q K_0^T, softmax, P
  int stage = 0;
  unsigned phase = 0;
#pragma unroll
  for (int i = 0; i < 64; ++i) s[i] = 0.f;
  mbar_wait(k_full, 0);
  fence_regs(s);
  wgmma_fence();
#pragma unroll
  for (int k = 0; k < FA_D / 16; ++k) wgmma_m64n128k16_ss(s, desc_sw128(qa + 32 * k), desc_sw128(sK + 32 * k));
  wgmma_commit();
  wgmma_wait<0>();
  fence_regs(s);
  mbar_arrive(k_empty);
  if (n_blocks == 1) mask_tile(s, 0, row0, seqlen_k, causal);
  softmax_tile(s, mx, sum, corr, scale_log2);
#pragma unroll
  for (int i = 0; i < 32; ++i) p[i] = pack_bf16(s[2 * i], s[2 * i + 1]);

  for (int n = 1; n < n_blocks; ++n) {
    const int ps = stage;
    const unsigned pphase = phase;
    if (++stage == FA_STAGES) {
      stage = 0;
      phase ^= 1;
    }
    // S = Q K_n^T (issued first), then O += P_{n-1} V_{n-1}
#pragma unroll
    for (int i = 0; i < 64; ++i) s[i] = 0.f;
    mbar_wait(k_full + 8 * stage, phase);
    fence_regs(s);
    wgmma_fence();
    const unsigned kb = sK + stage * FA_TILE_BYTES;
#pragma unroll
    for (int k = 0; k < FA_D / 16; ++k) wgmma_m64n128k16_ss(s, desc_sw128(qa + 32 * k), desc_sw128(kb + 32 * k));
    wgmma_commit();
    mbar_wait(v_full + 8 * ps, pphase);
    fence_regs(o);
    fence_regs(p);
    const unsigned vb = sV + ps * FA_TILE_BYTES;
#pragma unroll
    for (int k = 0; k < FA_BN / 16; ++k)
      wgmma_m64n64k16_rs(o, p[4 * k], p[4 * k + 1], p[4 * k + 2], p[4 * k + 3], desc_sw128(vb + 2048 * k));
    wgmma_commit();
    wgmma_wait<1>();  // S is ready
    fence_regs(s);
    mbar_arrive(k_empty + 8 * stage);
    if (n == n_blocks - 1) mask_tile(s, n * FA_BN, row0, seqlen_k, causal);
    softmax_tile(s, mx, sum, corr, scale_log2);
    wgmma_wait<0>();  // P V is done: P and V_{n-1} may be overwritten
    fence_regs(o);
    mbar_arrive(v_empty + 8 * ps);
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      o[4 * j] *= corr[0];
      o[4 * j + 1] *= corr[0];
      o[4 * j + 2] *= corr[1];
      o[4 * j + 3] *= corr[1];
    }
#pragma unroll
    for (int i = 0; i < 32; ++i) p[i] = pack_bf16(s[2 * i], s[2 * i + 1]);
  }

  // last P V
  mbar_wait(v_full + 8 * stage, phase);
  fence_regs(o);
  fence_regs(p);
  wgmma_fence();
  const unsigned vb = sV + stage * FA_TILE_BYTES;
#pragma unroll
  for (int k = 0; k < FA_BN / 16; ++k)
    wgmma_m64n64k16_rs(o, p[4 * k], p[4 * k + 1], p[4 * k + 2], p[4 * k + 3], desc_sw128(vb + 2048 * k));
  wgmma_commit();
  wgmma_wait<0>();
  fence_regs(o);
  mbar_arrive(v_empty + 8 * stage);

  // ---- epilogue: normalise, store O (bf16 pairs) and the log-sum-exp
  const long long base = (long long)bh * seqlen_q;
#pragma unroll
  for (int h = 0; h < 2; ++h) {
    const float l = quad_sum(sum[h]);
    const float inv = (l == 0.f || l != l) ? 0.f : 1.f / l;
    const int row = row0 + 8 * h;
    if (row < seqlen_q) {
      unsigned *orow = O + (base + row) * (FA_D / 2) + (lane % 4);
#pragma unroll
      for (int j = 0; j < 8; ++j) orow[4 * j] = pack_bf16(o[4 * j + 2 * h] * inv, o[4 * j + 2 * h + 1] * inv);
      if (lane % 4 == 0) lse[base + row] = l == 0.f ? FA_INF : (mx[h] * scale_log2 + lg2(l)) * 0.69314718f;
    }
  }
}
