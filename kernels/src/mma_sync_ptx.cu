// Inline PTX mma.sync.m16n8k16 (f16 inputs, f32 accumulators): each warp computes a 16x32 output
// strip as four n8 fragments, A/B fragments gathered from global memory as packed b32 pairs.
// @min-arch: 80
#include "ra_compat.h"

RA_INL void mma_16816(float (&d)[4], const unsigned (&a)[4], const unsigned (&b)[2]) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

// A: M x K row-major halves (as u32 pairs), B: N x K (column-major B) halves, C: M x N floats
extern "C" __global__ void mma_m16n8k16_strip(const unsigned *A, const unsigned *B, float *C, int N, int K) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  unsigned lane = threadIdx.x & 31, g = lane >> 2, q = lane & 3;
  int strips_n = N / 32;
  int m0 = (warp / strips_n) * 16, n0 = (warp % strips_n) * 32;
  int K2 = K / 2;
  float acc[4][4] = {};
  for (int k = 0; k < K; k += 16) {
    int kc = k / 2 + q;
    unsigned a[4] = {A[(m0 + g) * K2 + kc], A[(m0 + g + 8) * K2 + kc], A[(m0 + g) * K2 + kc + 4], A[(m0 + g + 8) * K2 + kc + 4]};
#pragma unroll
    for (int f = 0; f < 4; ++f) {
      int n = n0 + f * 8 + g;
      unsigned b[2] = {B[n * K2 + kc], B[n * K2 + kc + 4]};
      mma_16816(acc[f], a, b);
    }
  }
#pragma unroll
  for (int f = 0; f < 4; ++f) {
    int c = n0 + f * 8 + 2 * q;
    C[(m0 + g) * N + c] = acc[f][0];
    C[(m0 + g) * N + c + 1] = acc[f][1];
    C[(m0 + g + 8) * N + c] = acc[f][2];
    C[(m0 + g + 8) * N + c + 1] = acc[f][3];
  }
}
