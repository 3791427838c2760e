// Transposes: naive, 32x33 shared tile with 8 rows per thread, f64 tile, in-register 4x4 block.
#include "ra_compat.h"

extern "C" __global__ void tr_naive(const float *in, float *out, int rows, int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < cols && y < rows) out[x * rows + y] = in[y * cols + x];
}

extern "C" __global__ void tr_tile32(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y0 = blockIdx.y * 32 + threadIdx.y;
#pragma unroll
  for (int j = 0; j < 32; j += 8)
    if (x < cols && y0 + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(y0 + j) * cols + x];
  __syncthreads();
  int ox = blockIdx.y * 32 + threadIdx.x, oy0 = blockIdx.x * 32 + threadIdx.y;
#pragma unroll
  for (int j = 0; j < 32; j += 8)
    if (ox < rows && oy0 + j < cols) out[(oy0 + j) * rows + ox] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void tr_tile_f64(const double *in, double *out, int n) {
  __shared__ double tile[16][17];
  int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  if (x < n && y < n) tile[threadIdx.y][threadIdx.x] = in[(long long)y * n + x];
  __syncthreads();
  x = blockIdx.y * 16 + threadIdx.x; y = blockIdx.x * 16 + threadIdx.y;
  if (x < n && y < n) out[(long long)y * n + x] = tile[threadIdx.x][threadIdx.y];
}

// each thread transposes a 4x4 block held in registers (float4 in, float4 out)
extern "C" __global__ void tr_reg4x4(const float4 *in, float4 *out, int bw, int bh) {
  int bx = blockIdx.x * blockDim.x + threadIdx.x, by = blockIdx.y;
  if (bx >= bw || by >= bh) return;
  int w4 = bw;  // row pitch in float4
  float4 r0 = in[(4 * by + 0) * w4 + bx], r1 = in[(4 * by + 1) * w4 + bx];
  float4 r2 = in[(4 * by + 2) * w4 + bx], r3 = in[(4 * by + 3) * w4 + bx];
  int o4 = bh;
  out[(4 * bx + 0) * o4 + by] = make_float4(r0.x, r1.x, r2.x, r3.x);
  out[(4 * bx + 1) * o4 + by] = make_float4(r0.y, r1.y, r2.y, r3.y);
  out[(4 * bx + 2) * o4 + by] = make_float4(r0.z, r1.z, r2.z, r3.z);
  out[(4 * bx + 3) * o4 + by] = make_float4(r0.w, r1.w, r2.w, r3.w);
}
