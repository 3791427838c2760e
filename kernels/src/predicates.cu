// Predicate-heavy code: many comparisons combined with &&/||, selects, clamps, and guarded
// stores -- lots of live predicates (ptxas has 7 per thread) and predicate spills into GPRs.
#include "ra_compat.h"

extern "C" __global__ void pred_box_classify(const float4 *pts, const float4 *boxes, int *cls, int n, int nb) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = pts[i];
  int code = 0;
  for (int b = 0; b < nb; ++b) {
    float4 bx = boxes[b];
    bool inx = p.x >= bx.x && p.x < bx.z, iny = p.y >= bx.y && p.y < bx.w;
    bool edge = fabsf(p.x - bx.x) < 0.01f || fabsf(p.y - bx.y) < 0.01f;
    bool heavy = p.w > 0.5f && p.z < 0.25f;
    code = inx && iny ? (edge ? code | (1 << (b & 15)) : code + 1) : (heavy && !edge ? code ^ 0x10000 : code);
  }
  cls[i] = code;
}

// 12 independent compares kept alive until the final combine
extern "C" __global__ void pred_many_live(const float *x, unsigned *mask, float lo, float hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *p = x + 12 * i;
  float v0 = p[0], v1 = p[1], v2 = p[2], v3 = p[3], v4 = p[4], v5 = p[5];
  float v6 = p[6], v7 = p[7], v8 = p[8], v9 = p[9], v10 = p[10], v11 = p[11];
  bool c0 = v0 > lo, c1 = v1 < hi, c2 = v2 > lo, c3 = v3 < hi, c4 = v4 > lo, c5 = v5 < hi;
  bool c6 = v6 > lo, c7 = v7 < hi, c8 = v8 > lo, c9 = v9 < hi, c10 = v10 > lo, c11 = v11 < hi;
  float s = (c0 ? v0 : 0.f) + (c1 ? v1 : 0.f) + (c2 ? v2 : 0.f) + (c3 ? v3 : 0.f) + (c4 ? v4 : 0.f) + (c5 ? v5 : 0.f);
  s = s * 0.5f + (c6 ? v6 : 1.f) + (c7 ? v7 : 1.f) + (c8 ? v8 : 1.f) + (c9 ? v9 : 1.f) + (c10 ? v10 : 1.f) + (c11 ? v11 : 1.f);
  unsigned m = (c0 << 0) | (c1 << 1) | (c2 << 2) | (c3 << 3) | (c4 << 4) | (c5 << 5) | (c6 << 6) | (c7 << 7) |
               (c8 << 8) | (c9 << 9) | (c10 << 10) | (c11 << 11);
  mask[i] = m ^ __float_as_uint(s);
}

// branch-free clamping and sign logic on integers
extern "C" __global__ void pred_int_clamp_sign(const int *a, const int *b, int *out, int lo, int hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i], y = b[i];
  int cx = x < lo ? lo : (x > hi ? hi : x);
  int cy = y < lo ? lo : (y > hi ? hi : y);
  int sg = (x > 0) - (x < 0);
  bool both = (x & 1) && (y & 2);
  bool either = x == y || (x ^ y) < 0;
  out[i] = both ? cx * sg : (either ? cy - cx : cx + cy);
}

// guarded stores: each of 8 outputs is written only when its own predicate holds
extern "C" __global__ void pred_guarded_stores(const float *in, float *out, float thr, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    float v = in[8 * i + k];
    if (v > thr * (k + 1)) out[8 * i + k] = v - thr;
    else if (v < -thr) out[8 * i + k] = -v;
  }
}
