// Bit manipulation: bit reversal, leading-zero counts, funnel shifts, byte permutes, popcounts on
// 32- and 64-bit values, Morton encoding.
#include "ra_compat.h"

RA_INL unsigned spread3(unsigned x) {
  x &= 0x3ff;
  x = (x | (x << 16)) & 0x030000ff;
  x = (x | (x << 8)) & 0x0300f00f;
  x = (x | (x << 4)) & 0x030c30c3;
  x = (x | (x << 2)) & 0x09249249;
  return x;
}

extern "C" __global__ void bits_morton3(const float4 *p, unsigned *codes, float inv, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 q = p[i];
  unsigned x = (unsigned)fminf(fmaxf(q.x * inv, 0.f), 1023.f);
  unsigned y = (unsigned)fminf(fmaxf(q.y * inv, 0.f), 1023.f);
  unsigned z = (unsigned)fminf(fmaxf(q.z * inv, 0.f), 1023.f);
  codes[i] = (spread3(x) << 2) | (spread3(y) << 1) | spread3(z);
}

extern "C" __global__ void bits_mix32(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  unsigned r = __brev(x) ^ __funnelshift_l(x, y, y & 31) ^ __funnelshift_r(y, x, x & 31);
  r += __byte_perm(x, y, 0x5140) + (unsigned)__clz(x | 1) * 3u + (unsigned)__popc(y) + (unsigned)__ffs(x ^ y);
  out[i] = r;
}

extern "C" __global__ void bits_mix64(const unsigned long long *a, unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long x = a[i];
  unsigned long long r = __brevll(x) ^ (x << 13) ^ (x >> 7);
  r += (unsigned long long)__popcll(x) << 40;
  r ^= (unsigned long long)__clzll((long long)(x | 1)) * 0x9e3779b97f4a7c15ULL;
  out[i] = r;
}

// bit-sliced population count across 32 words per thread (carry-save adder tree)
extern "C" __global__ void bits_csa_popcount(const unsigned *w, unsigned *out, int groups) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned ones = 0, twos = 0, total = 0;
  for (int g = 0; g < groups; ++g) {
    const unsigned *p = w + (t * groups + g) * 8;
#pragma unroll
    for (int k = 0; k < 8; k += 2) {
      unsigned a = p[k], b = p[k + 1];
      unsigned u = ones ^ a;
      unsigned h1 = (ones & a) | (u & b);
      ones = u ^ b;
      total += __popc(twos & h1) * 4;
      twos ^= h1;
    }
  }
  out[t] = total + 2 * __popc(twos) + __popc(ones);
}
