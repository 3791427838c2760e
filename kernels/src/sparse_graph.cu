// Irregular memory access: CSR SpMV (scalar and warp-per-row), an ELL f64 SpMV, and one BFS
// frontier expansion with atomics.
#include "ra_compat.h"

extern "C" __global__ void spmv_csr_scalar(const int *rowptr, const int *col, const float *val, const float *x, float *y,
                                           int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float s = 0.f;
  for (int j = rowptr[r]; j < rowptr[r + 1]; ++j) s = fmaf(val[j], x[col[j]], s);
  y[r] = s;
}

extern "C" __global__ void spmv_csr_warp(const int *rowptr, const int *col, const float *val, const float *x, float *y,
                                         int rows) {
  int r = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  unsigned lane = threadIdx.x & 31;
  if (r >= rows) return;
  float s = 0.f;
  for (int j = rowptr[r] + lane; j < rowptr[r + 1]; j += 32) s = fmaf(val[j], __ldg(&x[col[j]]), s);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
  if (lane == 0) y[r] = s;
}

extern "C" __global__ void spmv_ell_f64x2(const int *col, const double *val, const double *x, double *y, int rows,
                                          int width) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  double s0 = 0.0, s1 = 0.0;
  int k = 0;
  for (; k + 1 < width; k += 2) {
    int c0 = col[k * rows + r], c1 = col[(k + 1) * rows + r];
    if (c0 >= 0) s0 = fma(val[k * rows + r], x[c0], s0);
    if (c1 >= 0) s1 = fma(val[(k + 1) * rows + r], x[c1], s1);
  }
  if (k < width && col[k * rows + r] >= 0) s0 = fma(val[k * rows + r], x[col[k * rows + r]], s0);
  y[r] = s0 + s1;
}

extern "C" __global__ void bfs_expand_frontier(const int *rowptr, const int *adj, const int *frontier, int fsize,
                                               int *dist, int *next, int *next_size, int level) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= fsize) return;
  int v = frontier[i];
  for (int e = rowptr[v]; e < rowptr[v + 1]; ++e) {
    int u = adj[e];
    if (atomicCAS(&dist[u], -1, level + 1) == -1) next[atomicAdd(next_size, 1)] = u;
  }
}
