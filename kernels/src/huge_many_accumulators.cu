// HUGE: 96 live float accumulators (a 96-bin soft histogram per thread with Gaussian weights,
// fully unrolled), then a 96-wide weighted reduction. Spills at --maxrregcount=32 and 64.
#include "ra_compat.h"

__constant__ float c_centers[96];

extern "C" __global__ void huge_soft_hist96(const float *x, float *out, int per_thread, float inv_w) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float acc[96];
#pragma unroll
  for (int b = 0; b < 96; ++b) acc[b] = 0.f;
  for (int k = 0; k < per_thread; ++k) {
    float v = x[t * per_thread + k];
#pragma unroll
    for (int b = 0; b < 96; ++b) {
      float d = (v - c_centers[b]) * inv_w;
      acc[b] = fmaf(__expf(-d * d), 1.0f, acc[b]);
    }
  }
  float s = 0.f, m = 0.f;
#pragma unroll
  for (int b = 0; b < 96; ++b) { s += acc[b]; m = fmaf(acc[b], c_centers[b], m); }
#pragma unroll
  for (int b = 0; b < 96; b += 4) out[(t * 24 + b / 4)] = (acc[b] + acc[b + 1] + acc[b + 2] + acc[b + 3]) / s;
  out[gridDim.x * blockDim.x * 24 + t] = m / s;
}

// 48 live doubles across a long dependent polynomial chain
extern "C" __global__ void huge_f64_live48(const double *x, double *out, int iters) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  double v[48];
#pragma unroll
  for (int k = 0; k < 48; ++k) v[k] = x[t * 48 + k];
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int k = 0; k < 48; ++k) v[k] = fma(v[k], v[(k + 7) % 48], v[(k + 13) % 48] * 0.5);
  }
  double s = 0.0;
#pragma unroll
  for (int k = 0; k < 48; ++k) s += v[k] * (k + 1);
  out[t] = s;
}
