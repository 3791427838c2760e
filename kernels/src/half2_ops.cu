// half2 arithmetic: packed bias + GELU-ish activation, half2 dot products with float accumulation,
// and a float -> half2 conversion with a lane swap (max - min of the two halves).
#define RA_HALF 1
#include "ra_compat.h"

extern "C" __global__ void h2_bias_act(__half2 *x, const __half2 *bias, int n2, int cols2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  __half2 v = __hadd2(x[i], bias[i % cols2]);
  __half2 v3 = __hmul2(__hmul2(v, v), v);
  __half2 inner = __hfma2(v3, __float2half2_rn(0.044715f), v);
  __half2 gate = __hfma2(inner, __float2half2_rn(0.5f), __float2half2_rn(0.5f));
  gate = __hmin2(__hmax2(gate, __float2half2_rn(0.0f)), __float2half2_rn(1.0f));
  x[i] = __hmul2(v, gate);
}

extern "C" __global__ void h2_dot_rows(const __half2 *a, const __half2 *b, float *out, int len2) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  const __half2 *pa = a + (long long)row * len2, *pb = b + (long long)row * len2;
  float acc = 0.f;
  for (int k = 0; k + 4 <= len2; k += 4) {
    __half2 p = __hmul2(pa[k], pb[k]);
    p = __hfma2(pa[k + 1], pb[k + 1], p);
    p = __hfma2(pa[k + 2], pb[k + 2], p);
    p = __hfma2(pa[k + 3], pb[k + 3], p);
    acc += __low2float(p) + __high2float(p);
  }
  out[row] = acc;
}

extern "C" __global__ void h2_scale_convert(const float *in, __half2 *out, float scale, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  __half2 v = __floats2half2_rn(in[2 * i] * scale, in[2 * i + 1] * scale);
  __half2 sw = __lowhigh2highlow(v);
  out[i] = __hsub2(__hmax2(v, sw), __hmin2(v, sw));
}
