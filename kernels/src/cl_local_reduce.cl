// OpenCL C: work-group reduction in __local memory (sum and max together), 256 work-items.
#include "ra_compat_cl.h"

__kernel void cl_reduce_sum_max(__global const float *in, __global float *sums, __global float *maxs, int n) {
  __local float ls[256];
  __local float lm[256];
  uint l = get_local_id(0);
  int g = get_global_id(0);
  float v = g < n ? in[g] : 0.0f;
  ls[l] = v;
  lm[l] = g < n ? v : -3.0e38f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 128; s > 0; s >>= 1) {
    if (l < s) {
      ls[l] += ls[l + s];
      lm[l] = ra_fmax(lm[l], lm[l + s]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    sums[get_group_id(0)] = ls[0];
    maxs[get_group_id(0)] = lm[0];
  }
}
