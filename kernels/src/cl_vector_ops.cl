// OpenCL C: float4 vector arithmetic (OpenCL vector types), a fused multiply chain and a clamp.
#include "ra_compat_cl.h"

__kernel void cl_vec4_axpy_clamp(__global const float4 *x, __global float4 *y, float a, float lo, float hi, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  float4 v = ra_fma((float4)(a), x[i], y[i]);
  v = v * v * 0.5f + v;
  y[i] = ra_fmin(ra_fmax(v, (float4)(lo)), (float4)(hi));
}

__kernel void cl_int_mix(__global const uint *a, __global uint *b, uint key, int n) {
  int i = get_global_id(0);
  for (; i < n; i += get_global_size(0)) {
    uint v = a[i] ^ key;
    v = (v << 7) | (v >> 25);
    v = v * 2654435761u + (v >> 13);
    b[i] = v ^ (v >> 16);
  }
}
