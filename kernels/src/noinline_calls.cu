// Non-inlined device functions called through the ABI: scalar and struct arguments, a function
// writing through a pointer to a caller's local, a recursive function, and a call inside a loop.
#include "ra_compat.h"

struct Vec3 { float x, y, z; };

extern "C" __device__ __noinline__ float ni_poly(float x, float a, float b, float c) { return fmaf(fmaf(a, x, b), x, c); }

extern "C" __device__ __noinline__ Vec3 ni_cross(Vec3 a, Vec3 b) {
  Vec3 r;
  r.x = a.y * b.z - a.z * b.y;
  r.y = a.z * b.x - a.x * b.z;
  r.z = a.x * b.y - a.y * b.x;
  return r;
}

extern "C" __device__ __noinline__ void ni_minmax(const float *p, int n, float *mn, float *mx) {
  float a = p[0], b = p[0];
  for (int k = 1; k < n; ++k) { a = fminf(a, p[k]); b = fmaxf(b, p[k]); }
  *mn = a;
  *mx = b;
}

extern "C" __device__ __noinline__ unsigned ni_gcd(unsigned a, unsigned b) { return b == 0 ? a : ni_gcd(b, a % b); }

extern "C" __device__ __noinline__ double ni_f64_blend(double a, double b, double t, int mode) {
  if (mode & 1) return a + (b - a) * t;
  return a * (1.0 - t) + b * t * t;
}

extern "C" __global__ void calls_poly_loop(const float *x, float *y, int n, float a, float b, float c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  for (int k = 0; k < 4; ++k) v = ni_poly(v, a, b + k, c);
  y[i] = v;
}

extern "C" __global__ void calls_struct_cross(const float *p, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Vec3 a = {p[6 * i], p[6 * i + 1], p[6 * i + 2]}, b = {p[6 * i + 3], p[6 * i + 4], p[6 * i + 5]};
  Vec3 c = ni_cross(a, b);
  Vec3 d = ni_cross(c, a);
  out[3 * i] = c.x + d.x; out[3 * i + 1] = c.y + d.y; out[3 * i + 2] = c.z + d.z;
}

extern "C" __global__ void calls_local_minmax(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float buf[12];
#pragma unroll
  for (int k = 0; k < 12; ++k) buf[k] = in[i * 12 + k] * (k + 1);
  float mn, mx;
  ni_minmax(buf, n < 12 ? n : 12, &mn, &mx);
  out[2 * i] = mn;
  out[2 * i + 1] = mx;
}

extern "C" __global__ void calls_recursive_gcd(const unsigned *a, const unsigned *b, unsigned *g, const double *d,
                                               double *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned r = ni_gcd(a[i], b[i]);
  g[i] = r;
  o[i] = ni_f64_blend(d[i], d[i + 1], 0.25 * (r & 3), (int)r);
}
