// HUGE: register-tiled GEMMs. 16x8 float tile (128 accumulators + operand
// registers; spills under --maxrregcount 32/64), 6x6 double tile, a 16x16 float tile that spills at
// default (256 accumulators > 255 registers) and an 8x8 tile under __launch_bounds__(1024, 1).
#include "ra_compat.h"

extern "C" __global__ void huge_gemm_rt16x8(const float *A, const float *B, float *C, int N, int K) {
  __shared__ float As[8][256];
  __shared__ float Bs[8][128];
  int tx = threadIdx.x & 15, ty = threadIdx.x >> 4;  // 256 threads: 16 x 16
  int row0 = blockIdx.y * 256, col0 = blockIdx.x * 128;
  float acc[16][8];
#pragma unroll
  for (int i = 0; i < 16; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j) acc[i][j] = 0.f;
  for (int k0 = 0; k0 < K; k0 += 8) {
    for (int e = threadIdx.x; e < 8 * 256; e += 256) As[e & 7][e >> 3] = A[(row0 + (e >> 3)) * K + k0 + (e & 7)];
    for (int e = threadIdx.x; e < 8 * 128; e += 256) Bs[e >> 7][e & 127] = B[(k0 + (e >> 7)) * N + col0 + (e & 127)];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 8; ++k) {
      float a[16], b[8];
#pragma unroll
      for (int i = 0; i < 16; ++i) a[i] = As[k][ty * 16 + i];
#pragma unroll
      for (int j = 0; j < 8; ++j) b[j] = Bs[k][tx * 8 + j];
#pragma unroll
      for (int i = 0; i < 16; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 16; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j) C[(row0 + ty * 16 + i) * N + col0 + tx * 8 + j] = acc[i][j];
}

// double-precision 6x6 register tile (72 registers of accumulators alone)
extern "C" __global__ void huge_dgemm_rt6x6(const double *A, const double *B, double *C, int N, int K) {
  int tx = threadIdx.x, ty = threadIdx.y;
  int r0 = (blockIdx.y * blockDim.y + ty) * 6, c0 = (blockIdx.x * blockDim.x + tx) * 6;
  double acc[6][6];
#pragma unroll
  for (int i = 0; i < 6; ++i)
#pragma unroll
    for (int j = 0; j < 6; ++j) acc[i][j] = 0.0;
  for (int k = 0; k < K; ++k) {
    double a[6], b[6];
#pragma unroll
    for (int i = 0; i < 6; ++i) a[i] = A[(r0 + i) * K + k];
#pragma unroll
    for (int j = 0; j < 6; ++j) b[j] = B[k * N + c0 + j];
#pragma unroll
    for (int i = 0; i < 6; ++i)
#pragma unroll
      for (int j = 0; j < 6; ++j) acc[i][j] = fma(a[i], b[j], acc[i][j]);
  }
#pragma unroll
  for (int i = 0; i < 6; ++i)
#pragma unroll
    for (int j = 0; j < 6; ++j) C[(r0 + i) * N + c0 + j] = acc[i][j];
}

// 16x16 register tile: 256 accumulators cannot fit in 255 registers -> spills at default
extern "C" __global__ void huge_gemm_rt16x16_spill(const float *A, const float *B, float *C, int N, int K) {
  __shared__ float As[4][256];
  __shared__ float Bs[4][256];
  int tx = threadIdx.x & 15, ty = threadIdx.x >> 4;
  int row0 = blockIdx.y * 256, col0 = blockIdx.x * 256;
  float acc[16][16];
#pragma unroll
  for (int i = 0; i < 16; ++i)
#pragma unroll
    for (int j = 0; j < 16; ++j) acc[i][j] = 0.f;
  for (int k0 = 0; k0 < K; k0 += 4) {
    for (int e = threadIdx.x; e < 4 * 256; e += 256) {
      As[e & 3][e >> 2] = A[(row0 + (e >> 2)) * K + k0 + (e & 3)];
      Bs[e >> 8][e & 255] = B[(k0 + (e >> 8)) * N + col0 + (e & 255)];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      float a[16], b[16];
#pragma unroll
      for (int i = 0; i < 16; ++i) { a[i] = As[k][ty * 16 + i]; b[i] = Bs[k][tx * 16 + i]; }
#pragma unroll
      for (int i = 0; i < 16; ++i)
#pragma unroll
        for (int j = 0; j < 16; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 16; ++i)
#pragma unroll
    for (int j = 0; j < 16; ++j) C[(row0 + ty * 16 + i) * N + col0 + tx * 16 + j] = acc[i][j];
}

// 8x8 register tile under __launch_bounds__(1024, 1): a 64-register budget -> spills at default
extern "C" __global__ void __launch_bounds__(1024, 1) huge_lb1024_rt8x8(const float *A, const float *B, float *C, int N,
                                                                      int K) {
  int tx = threadIdx.x & 31, ty = threadIdx.x >> 5;
  int r0 = (blockIdx.y * 32 + ty) * 8, c0 = (blockIdx.x * 32 + tx) * 8;
  float acc[8][8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j) acc[i][j] = 0.f;
  for (int k = 0; k < K; ++k) {
    float a[8], b[8];
#pragma unroll
    for (int i = 0; i < 8; ++i) { a[i] = A[(r0 + i) * K + k]; b[i] = B[k * N + c0 + i]; }
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
      for (int j = 0; j < 8; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j) C[(r0 + i) * N + c0 + j] = acc[i][j];
}
