// Tiled SGEMM with a 4x4 register block per thread: 16x16 threads -> 64x64 C tile, BK = 8.
#include "ra_compat.h"

extern "C" __global__ void gemm_rb4x4_nn(const float *A, const float *B, float *C, int M, int N, int K,
                                         float alpha, float beta) {
  __shared__ float As[8][64];
  __shared__ float Bs[8][64];
  int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
  int row0 = blockIdx.y * 64, col0 = blockIdx.x * 64;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += 8) {
    // 256 threads load 512 A values (64 rows x 8) and 512 B values (8 x 64)
#pragma unroll
    for (int l = 0; l < 2; ++l) {
      int e = tid + 256 * l;
      int ar = e >> 3, ak = e & 7;
      As[ak][ar] = (row0 + ar < M && k0 + ak < K) ? A[(row0 + ar) * K + k0 + ak] : 0.0f;
      int bk = e >> 6, bc = e & 63;
      Bs[bk][bc] = (k0 + bk < K && col0 + bc < N) ? B[(k0 + bk) * N + col0 + bc] : 0.0f;
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 8; ++k) {
      float a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) a[i] = As[k][ty * 4 + i];
#pragma unroll
      for (int j = 0; j < 4; ++j) b[j] = Bs[k][tx * 4 + j];
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      int r = row0 + ty * 4 + i, c = col0 + tx * 4 + j;
      if (r < M && c < N) C[r * N + c] = alpha * acc[i][j] + beta * C[r * N + c];
    }
}

// same block shape, integer (int8 dot4-like emulation on int32) for integer pressure
extern "C" __global__ void gemm_rb4x4_i32(const int *A, const int *B, int *C, int M, int N, int K) {
  __shared__ int As[8][64];
  __shared__ int Bs[8][64];
  int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
  int row0 = blockIdx.y * 64, col0 = blockIdx.x * 64;
  int acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += 8) {
#pragma unroll
    for (int l = 0; l < 2; ++l) {
      int e = tid + 256 * l;
      As[e & 7][e >> 3] = A[(row0 + (e >> 3)) * K + k0 + (e & 7)];
      Bs[e >> 6][e & 63] = B[(k0 + (e >> 6)) * N + col0 + (e & 63)];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 8; ++k)
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] += As[k][ty * 4 + i] * Bs[k][tx * 4 + j];
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) C[(row0 + ty * 4 + i) * N + col0 + tx * 4 + j] = acc[i][j];
}
