// N-body: all-pairs gravity with shared-memory tiles (float4 positions), and a double-precision
// variant with a cutoff test (divergence inside the inner loop).
#include "ra_compat.h"

extern "C" __global__ void nbody_tiled_f32(const float4 *pos, float4 *acc, int n, float eps2) {
  __shared__ float4 tile[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  float ax = 0.f, ay = 0.f, az = 0.f;
  for (int base = 0; base < n; base += 128) {
    int j = base + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
#pragma unroll 8
    for (int k = 0; k < 128; ++k) {
      float4 q = tile[k];
      float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      float r2 = fmaf(dx, dx, fmaf(dy, dy, fmaf(dz, dz, eps2)));
      float inv = rsqrtf(r2);
      float s = q.w * inv * inv * inv;
      ax = fmaf(dx, s, ax); ay = fmaf(dy, s, ay); az = fmaf(dz, s, az);
    }
    __syncthreads();
  }
  if (i < n) acc[i] = make_float4(ax, ay, az, 0.f);
}

extern "C" __global__ void nbody_cutoff_f64(const double *x, const double *y, const double *z, const double *m,
                                            double *fx, double *fy, double *fz, int n, double rc2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double px = x[i], py = y[i], pz = z[i], gx = 0, gy = 0, gz = 0;
  for (int j = 0; j < n; ++j) {
    double dx = x[j] - px, dy = y[j] - py, dz = z[j] - pz;
    double r2 = dx * dx + dy * dy + dz * dz;
    if (r2 > rc2 || j == i) continue;
    double inv = 1.0 / sqrt(r2);
    double s = m[j] * inv * inv * inv;
    gx += dx * s; gy += dy * s; gz += dz * s;
  }
  fx[i] = gx; fy[i] = gy; fz[i] = gz;
}
