// Kernel parameters passed by value: large structs (constant bank 0 grows), arrays inside structs
// indexed by constants and by runtime values (forcing a local copy), and many scalar params.
#include "ra_compat.h"

struct Coeffs32 { float c[32]; };
struct Transform { float m[3][4]; int flags; float scale; };

extern "C" __global__ void prm_poly32_const_index(const float *x, float *y, Coeffs32 k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i], p = k.c[31];
#pragma unroll
  for (int j = 30; j >= 0; --j) p = fmaf(p, v, k.c[j]);
  y[i] = p;
}

extern "C" __global__ void prm_runtime_index(const int *sel, float *y, Coeffs32 k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int s = sel[i];
  y[i] = k.c[s & 31] * k.c[(s >> 5) & 31] + k.c[(s >> 10) & 31];
}

extern "C" __global__ void prm_transform_points(const float3 *p, float3 *q, Transform t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 a = p[i];
  float3 b;
  b.x = t.m[0][0] * a.x + t.m[0][1] * a.y + t.m[0][2] * a.z + t.m[0][3];
  b.y = t.m[1][0] * a.x + t.m[1][1] * a.y + t.m[1][2] * a.z + t.m[1][3];
  b.z = t.m[2][0] * a.x + t.m[2][1] * a.y + t.m[2][2] * a.z + t.m[2][3];
  if (t.flags & 1) { b.x *= t.scale; b.y *= t.scale; b.z *= t.scale; }
  q[i] = b;
}

extern "C" __global__ void prm_many_scalars(float *out, float a0, float a1, float a2, float a3, float a4, float a5,
                                            float a6, float a7, int i0, int i1, int i2, int i3, double d0, double d1,
                                            long long l0, long long l1) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float f = (float)i;
  float r = ((((((a7 * f + a6) * f + a5) * f + a4) * f + a3) * f + a2) * f + a1) * f + a0;
  r += (float)((i0 * i + i1) ^ (i2 - i3 * i));
  r += (float)(d0 * i + d1) + (float)((l0 * i) >> 3) - (float)(l1 & i);
  out[i] = r;
}
