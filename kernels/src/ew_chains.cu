// Elementwise chains: grid-stride loops with short and long dependent arithmetic chains.
#include "ra_compat.h"

// y = relu(a*x + b) * c + d, one element per thread, no loop
extern "C" __global__ void ew_affine_relu(const float *x, float *y, float a, float b, float c, float d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float t = fmaf(a, x[i], b);
    t = t > 0.0f ? t : 0.0f;
    y[i] = fmaf(t, c, d);
  }
}

// grid-stride loop, three inputs, one output, a rational function per element
extern "C" __global__ void ew_rational3(const float *__restrict__ a, const float *__restrict__ b,
                                        const float *__restrict__ c, float *__restrict__ out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float x = a[i], y = b[i], z = c[i];
    float num = fmaf(x, y, z) * fmaf(y, z, x);
    float den = fmaf(z, x, y) + 1.5f;
    out[i] = num / den;
  }
}

// four independent chains per thread via float4 loads, 12 dependent FMAs per chain
extern "C" __global__ void ew_float4_poly12(const float4 *in, float4 *out, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4) return;
  float4 v = in[i];
  float r[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    float x = r[k], p = 0.03125f;
#pragma unroll
    for (int j = 0; j < 12; ++j) p = fmaf(p, x, 0.5f - 0.0625f * j);
    r[k] = p;
  }
  out[i] = make_float4(r[0], r[1], r[2], r[3]);
}

// mixed int/float chain: quantise, clamp, dequantise with a per-block scale
extern "C" __global__ void ew_quant_dequant(const float *in, signed char *q, float *deq, const float *scales, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = scales[blockIdx.x];
  float inv = 1.0f / s;
  int v = __float2int_rn(in[i] * inv);
  v = max(-127, min(127, v));
  q[i] = (signed char)v;
  deq[i] = (float)v * s;
}
