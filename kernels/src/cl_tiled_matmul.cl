// OpenCL C: 16x16 tiled matrix multiply with __local tiles, each work-item computing 2 outputs.
#include "ra_compat_cl.h"

__kernel void cl_matmul_tile16x2(__global const float *A, __global const float *B, __global float *C, int N) {
  __local float As[16][16];
  __local float Bs[16][32];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_group_id(1) * 16 + ty, col = get_group_id(0) * 32 + tx;
  float c0 = 0.0f, c1 = 0.0f;
  for (int k0 = 0; k0 < N; k0 += 16) {
    As[ty][tx] = A[row * N + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    Bs[ty][tx + 16] = B[(k0 + ty) * N + col + 16];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 16; ++k) {
      c0 = ra_fma(As[ty][k], Bs[k][tx], c0);
      c1 = ra_fma(As[ty][k], Bs[k][tx + 16], c1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = c0;
  C[row * N + col + 16] = c1;
}
