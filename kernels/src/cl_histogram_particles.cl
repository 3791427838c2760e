// OpenCL C: particle update (float4 positions/velocities, rsqrt central force) followed by a
// 32-bin radial histogram in __local memory with local atomics.
#include "ra_compat_cl.h"

__kernel void cl_particles_radial_hist(__global float4 *pos, __global float4 *vel, __global uint *hist, float dt, int n) {
  __local uint lh[32];
  uint l = get_local_id(0);
  if (l < 32) lh[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int i = get_global_id(0);
  if (i < n) {
    float4 p = pos[i], v = vel[i];
    float r2 = p.x * p.x + p.y * p.y + p.z * p.z + 1e-4f;
    float inv = ra_rsqrt(r2);
    float f = -inv * inv * inv;
    v.xyz += p.xyz * (f * dt);
    p.xyz += v.xyz * dt;
    pos[i] = p;
    vel[i] = v;
    uint bin = (uint)ra_fmin(ra_sqrt(r2) * 8.0f, 31.0f);
    ra_atomic_inc_local(&lh[bin]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 32 && lh[l]) ra_atomic_add(&hist[l], lh[l]);
}
