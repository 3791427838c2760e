// Precise transcendental functions (libdevice under NVRTC): f32 exp/log/sin/cos/pow/tanh/erf/atan2
// and the f64 counterparts. sinf/cosf with large arguments pull in the Payne-Hanek slow path.
#include "ra_compat.h"

extern "C" __global__ void tp_f32_mix(const float *x, const float *y, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i], b = y[i];
  float r = expf(a) * logf(fabsf(b) + 1.0f) + sinf(a * b) - cosf(b);
  r += powf(fabsf(a) + 1.0f, 0.75f) + tanhf(b) + erff(a) + atan2f(b, a);
  out[i] = r;
}

extern "C" __global__ void tp_f32_sincos_big(const float *x, float2 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s, c;
  sincosf(x[i] * 1.0e4f, &s, &c);
  out[i] = make_float2(s, c);
}

extern "C" __global__ void tp_f64_mix(const double *x, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = x[i];
  out[i] = exp(a * 0.5) + log(a * a + 1.0) + sin(a) * cos(2.0 * a) + pow(a * a + 2.0, 0.3);
}

// gaussian mixture log-likelihood: K components, expf/logf inside a loop
extern "C" __global__ void tp_gmm_loglik(const float *x, const float *mu, const float *sig, const float *wt, float *ll,
                                         int k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i], s = 0.f;
  for (int c = 0; c < k; ++c) {
    float z = (v - mu[c]) / sig[c];
    s += wt[c] * expf(-0.5f * z * z) / sig[c];
  }
  ll[i] = logf(s + 1e-30f);
}
