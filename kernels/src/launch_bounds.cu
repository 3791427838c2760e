// __launch_bounds__ variants of the same moderately register-hungry body: none, (256), (128, 4),
// (1024, 1), (64, 8), (256, 2) -- ptxas derives different register budgets from each.
#include "ra_compat.h"

#define LB_BODY                                                                   \
  int i = blockIdx.x * blockDim.x + threadIdx.x;                                  \
  if (i >= n) return;                                                             \
  float h[16];                                                                    \
  _Pragma("unroll") for (int k = 0; k < 16; ++k) h[k] = x[i * 16 + k];            \
  _Pragma("unroll") for (int l = 0; l < 3; ++l) {                                 \
    float t[16];                                                                  \
    _Pragma("unroll") for (int r = 0; r < 16; ++r) {                              \
      float s = w[l * 16 + r];                                                    \
      _Pragma("unroll") for (int c = 0; c < 16; ++c) s = fmaf(w[64 + (r * 16 + c) % 61], h[c], s); \
      t[r] = fmaxf(s, 0.0f);                                                      \
    }                                                                             \
    _Pragma("unroll") for (int r = 0; r < 16; ++r) h[r] = t[r];                   \
  }                                                                               \
  float o = 0.f;                                                                  \
  _Pragma("unroll") for (int k = 0; k < 16; ++k) o += h[k];                       \
  y[i] = o;

extern "C" __global__ void lb_none(const float *x, const float *__restrict__ w, float *y, int n) { LB_BODY }
extern "C" __global__ void __launch_bounds__(256) lb_256(const float *x, const float *__restrict__ w, float *y, int n) { LB_BODY }
extern "C" __global__ void __launch_bounds__(128, 4) lb_128_4(const float *x, const float *__restrict__ w, float *y, int n) { LB_BODY }
extern "C" __global__ void __launch_bounds__(1024, 1) lb_1024_1(const float *x, const float *__restrict__ w, float *y, int n) { LB_BODY }
extern "C" __global__ void __launch_bounds__(64, 8) lb_64_8(const float *x, const float *__restrict__ w, float *y, int n) { LB_BODY }
extern "C" __global__ void __launch_bounds__(256, 2) lb_256_2(const float *x, const float *__restrict__ w, float *y, int n) { LB_BODY }
