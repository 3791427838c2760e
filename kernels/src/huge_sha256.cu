// HUGE: two interleaved SHA-256 compressions per thread, 64 rounds fully unrolled with the whole
// 64-word message schedule computed up front (a long chain of 32-bit rotates/adds with a wide
// live range). Spills under --maxrregcount=32.
#include "ra_compat.h"

__constant__ unsigned c_k256[64];

RA_INL unsigned rotr(unsigned x, int n) { return (x >> n) | (x << (32 - n)); }

extern "C" __global__ void huge_sha256_x2(const unsigned *msg, unsigned *digest, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  unsigned w[2][64];
#pragma unroll
  for (int s = 0; s < 2; ++s)
#pragma unroll
    for (int i = 0; i < 16; ++i) w[s][i] = msg[(2 * t + s) * 16 + i];
#pragma unroll
  for (int s = 0; s < 2; ++s)
#pragma unroll
    for (int i = 16; i < 64; ++i) {
      unsigned s0 = rotr(w[s][i - 15], 7) ^ rotr(w[s][i - 15], 18) ^ (w[s][i - 15] >> 3);
      unsigned s1 = rotr(w[s][i - 2], 17) ^ rotr(w[s][i - 2], 19) ^ (w[s][i - 2] >> 10);
      w[s][i] = w[s][i - 16] + s0 + w[s][i - 7] + s1;
    }
  unsigned h[2][8];
#pragma unroll
  for (int s = 0; s < 2; ++s) {
    h[s][0] = 0x6a09e667u; h[s][1] = 0xbb67ae85u; h[s][2] = 0x3c6ef372u; h[s][3] = 0xa54ff53au;
    h[s][4] = 0x510e527fu; h[s][5] = 0x9b05688cu; h[s][6] = 0x1f83d9abu; h[s][7] = 0x5be0cd19u;
  }
#pragma unroll
  for (int i = 0; i < 64; ++i)
#pragma unroll
    for (int s = 0; s < 2; ++s) {
      unsigned a = h[s][0], b = h[s][1], c = h[s][2], d = h[s][3], e = h[s][4], f = h[s][5], g = h[s][6], hh = h[s][7];
      unsigned t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + c_k256[i] + w[s][i];
      unsigned t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      h[s][7] = g; h[s][6] = f; h[s][5] = e; h[s][4] = d + t1;
      h[s][3] = c; h[s][2] = b; h[s][1] = a; h[s][0] = t1 + t2;
    }
#pragma unroll
  for (int s = 0; s < 2; ++s)
#pragma unroll
    for (int i = 0; i < 8; ++i) digest[(2 * t + s) * 8 + i] = h[s][i];
}
