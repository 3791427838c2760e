// SGEMM with an 8x8 register block per thread, 16x16 threads -> 128x128 C tile, BK = 8,
// float4 shared loads, __launch_bounds__(256). High register pressure (64 accumulators).
#include "ra_compat.h"

extern "C" __global__ void __launch_bounds__(256) gemm_rb8x8_lb256(const float *A, const float *B, float *C,
                                                                   int M, int N, int K) {
  __shared__ __align__(16) float As[8][128];
  __shared__ __align__(16) float Bs[8][128];
  int tx = threadIdx.x & 15, ty = threadIdx.x >> 4, tid = threadIdx.x;
  int row0 = blockIdx.y * 128, col0 = blockIdx.x * 128;
  float acc[8][8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j) acc[i][j] = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 8) {
#pragma unroll
    for (int l = 0; l < 4; ++l) {
      int e = tid + 256 * l;
      As[e & 7][e >> 3] = A[(row0 + (e >> 3)) * K + k0 + (e & 7)];
      Bs[e >> 7][e & 127] = B[(k0 + (e >> 7)) * N + col0 + (e & 127)];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 8; ++k) {
      float4 a0 = *(const float4 *)&As[k][ty * 8], a1 = *(const float4 *)&As[k][ty * 8 + 4];
      float4 b0 = *(const float4 *)&Bs[k][tx * 8], b1 = *(const float4 *)&Bs[k][tx * 8 + 4];
      float a[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
      float b[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
      for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    float *c = C + (row0 + ty * 8 + i) * N + col0 + tx * 8;
    *(float4 *)c = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
    *(float4 *)(c + 4) = make_float4(acc[i][4], acc[i][5], acc[i][6], acc[i][7]);
  }
}

// 8x4 register block without launch bounds (the default 255-register budget applies)
extern "C" __global__ void gemm_rb8x4_plain(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[16][128];
  __shared__ float Bs[16][64];
  int tx = threadIdx.x & 15, ty = threadIdx.x >> 4;
  int row0 = blockIdx.y * 128, col0 = blockIdx.x * 64;
  float acc[8][4] = {};
  for (int k0 = 0; k0 < K; k0 += 16) {
    for (int e = threadIdx.x; e < 16 * 128; e += 256) As[e & 15][e >> 4] = A[(row0 + (e >> 4)) * K + k0 + (e & 15)];
    for (int e = threadIdx.x; e < 16 * 64; e += 256) Bs[e >> 6][e & 63] = B[(k0 + (e >> 6)) * N + col0 + (e & 63)];
    __syncthreads();
#pragma unroll 4
    for (int k = 0; k < 16; ++k)
#pragma unroll
      for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] = fmaf(As[k][ty * 8 + i], Bs[k][tx * 4 + j], acc[i][j]);
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) C[(row0 + ty * 8 + i) * N + col0 + tx * 4 + j] = acc[i][j];
}
