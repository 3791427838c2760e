// Fast-math transcendental mix: the same plain libm names, compiled with --use_fast_math
// (NVRTC) / -ffast-math (clang) -> MUFU approximations, ftz, approximate division.
// @nvrtc-flags: --use_fast_math
// @clang-flags: -ffast-math
#include "ra_compat.h"

extern "C" __global__ void tf_activations(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  float sig = 1.0f / (1.0f + expf(-v));
  float sp = logf(1.0f + expf(v));
  float gelu = 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
  float sw = v * sig;
  out[i] = sig + sp + gelu + sw + sinf(v) * cosf(v);
}

extern "C" __global__ void tf_logsumexp8(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v[8], m = -3e38f;
#pragma unroll
  for (int k = 0; k < 8; ++k) { v[k] = x[8 * i + k]; m = fmaxf(m, v[k]); }
  float s = 0.f;
#pragma unroll
  for (int k = 0; k < 8; ++k) s += expf(v[k] - m);
  out[i] = m + logf(s) + powf(s, 0.33f) / sqrtf(s + 1.0f);
}

extern "C" __global__ void tf_polar(const float2 *p, float2 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 q = p[i];
  float r = sqrtf(q.x * q.x + q.y * q.y), th = atan2f(q.y, q.x);
  out[i] = make_float2(r * cosf(th * 2.0f), r * sinf(th * 2.0f));
}
