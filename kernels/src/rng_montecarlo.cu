// Monte Carlo: Philox-style counter RNG (32-bit mul-hi rounds), Box-Muller normals, a European
// option payoff loop, and a pi estimator with a block-level count.
#include "ra_compat.h"

RA_INL void philox_round(unsigned &c0, unsigned &c1, unsigned &c2, unsigned &c3, unsigned k0, unsigned k1) {
  unsigned h0 = __umulhi(0xD2511F53u, c0), l0 = 0xD2511F53u * c0;
  unsigned h1 = __umulhi(0xCD9E8D57u, c2), l1 = 0xCD9E8D57u * c2;
  unsigned n0 = h1 ^ c1 ^ k0, n2 = h0 ^ c3 ^ k1;
  c0 = n0; c1 = l1; c2 = n2; c3 = l0;
}

extern "C" __global__ void mc_philox_uniform(float4 *out, unsigned seed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned c0 = i, c1 = 0, c2 = 0, c3 = 0, k0 = seed, k1 = seed ^ 0x12345678u;
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    philox_round(c0, c1, c2, c3, k0, k1);
    k0 += 0x9E3779B9u; k1 += 0xBB67AE85u;
  }
  const float s = 2.3283064e-10f;
  out[i] = make_float4(c0 * s, c1 * s, c2 * s, c3 * s);
}

extern "C" __global__ void mc_option_paths(float *payoff, float s0, float k, float r, float sigma, float t, int steps,
                                           int paths_per_thread, unsigned seed) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned state = seed ^ (tid * 747796405u + 2891336453u);
  float dt = t / steps, drift = (r - 0.5f * sigma * sigma) * dt, vol = sigma * sqrtf(dt);
  float sum = 0.f;
  for (int p = 0; p < paths_per_thread; ++p) {
    float logs = logf(s0);
    for (int st = 0; st < steps; st += 2) {
      state = state * 1664525u + 1013904223u;
      float u1 = (state >> 8) * (1.0f / 16777216.0f) + 1e-7f;
      state = state * 1664525u + 1013904223u;
      float u2 = (state >> 8) * (1.0f / 16777216.0f);
      float rad = sqrtf(-2.0f * logf(u1)), sn, cs;
      sincosf(6.2831853f * u2, &sn, &cs);
      logs += 2.0f * drift + vol * rad * (sn + cs);
    }
    sum += fmaxf(expf(logs) - k, 0.f);
  }
  payoff[tid] = expf(-r * t) * sum / paths_per_thread;
}

extern "C" __global__ void mc_pi_count(unsigned *hits, int per_thread, unsigned seed) {
  __shared__ unsigned block_hits;
  if (threadIdx.x == 0) block_hits = 0;
  __syncthreads();
  unsigned x = seed + blockIdx.x * blockDim.x + threadIdx.x, c = 0;
  for (int k = 0; k < per_thread; ++k) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    float a = (x & 0xffff) * (1.0f / 65536.0f), b = (x >> 16) * (1.0f / 65536.0f);
    c += a * a + b * b <= 1.0f;
  }
  atomicAdd(&block_hits, c);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(hits, block_hits);
}
