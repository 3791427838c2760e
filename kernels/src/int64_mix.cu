// 64-bit integer work: splitmix/xorshift mixing, 64-bit multiply-high, shifts, rotates, popcount.
#include "ra_compat.h"

RA_INL uint64 rotl64(uint64 x, int r) { return (x << r) | (x >> (64 - r)); }

extern "C" __global__ void i64_splitmix(uint64 *out, uint64 seed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint64 z = seed + (uint64)i * 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  out[i] = z ^ (z >> 31);
}

// xoshiro256** state in registers (4 x u64), 16 steps per thread, popcount of outputs
extern "C" __global__ void i64_xoshiro_popc(const uint64 *state, unsigned *counts, int steps) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  uint64 s0 = state[4 * t], s1 = state[4 * t + 1], s2 = state[4 * t + 2], s3 = state[4 * t + 3];
  unsigned c = 0;
  for (int k = 0; k < steps; ++k) {
    uint64 r = rotl64(s1 * 5, 7) * 9;
    uint64 tt = s1 << 17;
    s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= tt; s3 = rotl64(s3, 45);
    c += __popcll(r);
  }
  counts[t] = c;
}

// 128-bit product accumulation with __umul64hi (carry chains)
extern "C" __global__ void i64_mul128_accum(const uint64 *a, const uint64 *b, uint64 *lo_out, uint64 *hi_out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  uint64 lo = 0, hi = 0;
  for (int k = t; k < n; k += blockDim.x * gridDim.x) {
    uint64 x = a[k], y = b[k];
    uint64 pl = x * y, ph = __umul64hi(x, y);
    uint64 nl = lo + pl;
    hi += ph + (nl < lo);
    lo = nl;
  }
  lo_out[t] = lo;
  hi_out[t] = hi;
}

// 64-bit index arithmetic on a large strided array with signed offsets
extern "C" __global__ void i64_strided_gather(const float *base, float *out, int64 stride, int64 offset, int64 count) {
  int64 i = (int64)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  int64 src = offset + i * stride - (i >> 3) * (stride >> 1);
  out[i] = base[src] + base[src + stride];
}
