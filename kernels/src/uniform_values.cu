// Uniform-value-heavy code: most arithmetic depends only on kernel parameters and blockIdx
// (candidates for uniform registers on sm_75+), with a small per-thread part.
#include "ra_compat.h"

struct Geometry { int nx, ny, nz, halo; float dx, dy, dz, dt; };

extern "C" __global__ void uni_geometry_offsets(const float *in, float *out, Geometry g, int step) {
  int bx = blockIdx.x, by = blockIdx.y, bz = blockIdx.z;
  int pitch = g.nx + 2 * g.halo, slab = pitch * (g.ny + 2 * g.halo);
  long long base = (long long)(bz + g.halo) * slab + (by + g.halo) * pitch + g.halo + bx * 32;
  float cx = g.dt / (g.dx * g.dx), cy = g.dt / (g.dy * g.dy), cz = g.dt / (g.dz * g.dz);
  float c0 = 1.0f - 2.0f * (cx + cy + cz);
  float decay = 1.0f / (1.0f + 0.01f * step);
  long long i = base + threadIdx.x;
  float v = in[i];
  out[i] = decay * (c0 * v + cx * (in[i - 1] + in[i + 1]) + cy * (in[i - pitch] + in[i + pitch]) +
                    cz * (in[i - slab] + in[i + slab]));
}

// a per-block matrix row selected by blockIdx, scaled by parameter-only expressions
extern "C" __global__ void uni_block_affine(const float *m, const float *v, float *out, int cols, float a, float b,
                                            float c, int mode) {
  int row = blockIdx.x;
  float s = mode == 0 ? a : (mode == 1 ? a * b : a * b + c);
  float t = (float)row * c + b;
  const float *mr = m + (long long)row * cols;
  float acc = 0.f;
  for (int k = threadIdx.x; k < cols; k += blockDim.x) acc = fmaf(mr[k], v[k], acc);
  out[row * blockDim.x + threadIdx.x] = acc * s + t;
}

// loops whose trip counts and strides are uniform; per-thread work is only the load/store
extern "C" __global__ void uni_strided_loops(const int *in, int *out, int outer, int inner, int stride_o, int stride_i,
                                             int scale) {
  int t = threadIdx.x;
  int base = blockIdx.x * outer * stride_o;
  int acc = 0;
  for (int o = 0; o < outer; ++o)
    for (int k = 0; k < inner; ++k) acc += in[base + o * stride_o + k * stride_i + t] * (scale + o - k);
  out[blockIdx.x * blockDim.x + t] = acc;
}
