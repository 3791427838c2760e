// Dynamic shared memory (extern __shared__): a runtime-sized tile reduction, a shared-memory
// matrix row cache with two views of the same buffer, and a per-warp stack in shared memory.
#include "ra_compat.h"

extern "C" __global__ void dsm_tile_reduce(const float *in, float *out, int tile) {
  extern __shared__ float sm[];
  const float *src = in + (long long)blockIdx.x * tile;
  for (int k = threadIdx.x; k < tile; k += blockDim.x) sm[k] = src[k];
  __syncthreads();
  for (int len = tile; len > 1;) {
    int half = (len + 1) >> 1;
    for (int k = threadIdx.x; k < len - half; k += blockDim.x) sm[k] += sm[k + half];
    __syncthreads();
    len = half;
  }
  if (threadIdx.x == 0) out[blockIdx.x] = sm[0];
}

extern "C" __global__ void dsm_two_views(const float *m, float *out, int cols) {
  extern __shared__ __align__(16) unsigned char raw[];
  float *rowf = (float *)raw;
  int *idx = (int *)(raw + cols * sizeof(float));
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float v = m[(long long)blockIdx.x * cols + c];
    rowf[c] = v;
    idx[c] = c;
  }
  __syncthreads();
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    int j = idx[(c * 7) % cols];
    out[(long long)blockIdx.x * cols + c] = rowf[j] - rowf[c];
  }
}

extern "C" __global__ void dsm_warp_stack(const int *tree, int *sums, int depth) {
  extern __shared__ int stk[];
  unsigned lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  int *my = stk + (w * 32 + lane) * depth;
  int sp = 0, total = 0;
  my[sp++] = blockIdx.x * blockDim.x + threadIdx.x;
  while (sp > 0) {
    int node = my[--sp];
    int v = tree[node];
    total += v & 0xffff;
    int child = v >> 16;
    if (child > 0 && sp + 2 <= depth) { my[sp++] = child; my[sp++] = child + 1; }
  }
  sums[blockIdx.x * blockDim.x + threadIdx.x] = total;
}
