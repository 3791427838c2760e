// Stencils: 1D 7-point with a shared halo, 2D 5-point Jacobi, 3D 7-point with a z register queue.
#include "ra_compat.h"

__constant__ float c_w7[7];

extern "C" __global__ void st_1d7_shared(const float *in, float *out, int n) {
  __shared__ float s[256 + 6];
  int g = blockIdx.x * 256 + threadIdx.x;
  s[threadIdx.x + 3] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < 3) {
    s[threadIdx.x] = g >= 3 ? in[g - 3] : 0.0f;
    s[threadIdx.x + 259] = g + 256 < n ? in[g + 256] : 0.0f;
  }
  __syncthreads();
  if (g < n) {
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < 7; ++k) acc = fmaf(c_w7[k], s[threadIdx.x + k], acc);
    out[g] = acc;
  }
}

extern "C" __global__ void st_2d5_jacobi(const float *u, const float *f, float *unew, int nx, int ny, float h2) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
  int i = y * nx + x;
  unew[i] = 0.25f * (u[i - 1] + u[i + 1] + u[i - nx] + u[i + nx] - h2 * f[i]);
}

// each thread marches in z, keeping below/centre/above in registers
extern "C" __global__ void st_3d7_zmarch(const float *in, float *out, int nx, int ny, int nz, float c0, float c1) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
  long long plane = (long long)nx * ny;
  long long i = (long long)y * nx + x;
  float below = in[i], cur = in[i + plane];
  for (int z = 1; z < nz - 1; ++z) {
    long long c = i + z * plane;
    float above = in[c + plane];
    out[c] = c0 * cur + c1 * (in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] + below + above);
    below = cur;
    cur = above;
  }
}
