// WMMA (mma.h) f16 -> f32 GEMM tiles: a 16x16x16 fragment loop straight from global memory and a
// 64x64 block tile (4 warps, 2x2 fragments each) staged through shared memory. NVRTC only.
// @skip: clang
// @min-arch: 75
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;

extern "C" __global__ void wmma_f16_direct(const __half *A, const __half *B, float *C, int M, int N, int K) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tiles_n = N / 16;
  int tm = warp / tiles_n, tn = warp % tiles_n;
  if (tm * 16 >= M) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  wmma::fill_fragment(c, 0.0f);
  for (int k = 0; k < K; k += 16) {
    wmma::load_matrix_sync(a, A + tm * 16 * K + k, K);
    wmma::load_matrix_sync(b, B + k * N + tn * 16, N);
    wmma::mma_sync(c, a, b, c);
  }
  wmma::store_matrix_sync(C + tm * 16 * N + tn * 16, c, N, wmma::mem_row_major);
}

extern "C" __global__ void wmma_f16_block64(const __half *A, const __half *B, float *C, int M, int N, int K) {
  __shared__ __half As[64][32 + 8];
  __shared__ __half Bs[32][64 + 8];
  int warp = threadIdx.x / 32, wm = warp / 2, wn = warp % 2;
  int row0 = blockIdx.y * 64, col0 = blockIdx.x * 64;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);
  for (int k0 = 0; k0 < K; k0 += 32) {
    for (int e = threadIdx.x; e < 64 * 32; e += blockDim.x) {
      As[e / 32][e % 32] = A[(row0 + e / 32) * K + k0 + e % 32];
      Bs[e / 64][e % 64] = B[(k0 + e / 64) * N + col0 + e % 64];
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < 32; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[2];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b[2];
#pragma unroll
      for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], &As[wm * 32 + i * 16][kk], 40);
#pragma unroll
      for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], &Bs[kk][wn * 32 + j * 16], 72);
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(C + (row0 + wm * 32 + i * 16) * N + col0 + wn * 32 + j * 16, acc[i][j], N, wmma::mem_row_major);
}
