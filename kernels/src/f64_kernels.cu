// Double precision: Horner polynomials, dot products with f64 accumulators, division and sqrt.
#include "ra_compat.h"

extern "C" __global__ void f64_horner8(const double *x, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double v = x[i], p = 1.0 / 40320.0;
  p = fma(p, v, 1.0 / 5040.0); p = fma(p, v, 1.0 / 720.0); p = fma(p, v, 1.0 / 120.0);
  p = fma(p, v, 1.0 / 24.0); p = fma(p, v, 1.0 / 6.0); p = fma(p, v, 0.5);
  p = fma(p, v, 1.0); p = fma(p, v, 1.0);
  y[i] = p;
}

// per-thread dot of 8 double pairs, then a division and a square root
extern "C" __global__ void f64_norm_div(const double *a, const double *b, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double dot = 0.0, na = 0.0, nb = 0.0;
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    double x = a[8 * i + k], y = b[8 * i + k];
    dot = fma(x, y, dot); na = fma(x, x, na); nb = fma(y, y, nb);
  }
  out[i] = dot / sqrt(na * nb + 1e-300);
}

// double complex multiply-accumulate (4 live doubles = 8 registers) over a runtime length
extern "C" __global__ void f64_cmac(const double2 *x, const double2 *h, double2 *y, int taps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double re = 0.0, im = 0.0;
  for (int k = 0; k < taps; ++k) {
    double2 a = x[i + k], b = h[k];
    re = fma(a.x, b.x, fma(-a.y, b.y, re));
    im = fma(a.x, b.y, fma(a.y, b.x, im));
  }
  y[i] = make_double2(re, im);
}

// mixed precision: float input, double accumulate, conversions both ways
extern "C" __global__ void f64_mixed_kahan(const float *in, float *out, double *sums, int per_thread) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  double s = 0.0, c = 0.0;
  for (int k = 0; k < per_thread; ++k) {
    double v = (double)in[t * per_thread + k] - c;
    double u = s + v;
    c = (u - s) - v;
    s = u;
  }
  sums[t] = s;
  out[t] = (float)(s / per_thread);
}
