// Atomic read-modify-write patterns: CAS loops (float max, 64-bit packed min), atomicExch locks,
// atomicInc ring indices, and the last-block ticket pattern with __threadfence.
#include "ra_compat.h"

RA_INL float atomic_fmax(float *addr, float v) {
  int *ai = (int *)addr;
  int old = *ai, assumed;
  while (__int_as_float(old) < v) {
    assumed = old;
    old = atomicCAS(ai, assumed, __float_as_int(v));
    if (old == assumed) break;
  }
  return __int_as_float(old);
}

extern "C" __global__ void atom_cas_fmax(const float *x, float *best, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomic_fmax(best + (i & 15), x[i]);
}

extern "C" __global__ void atom_ring_push(const int *items, int *ring, unsigned *head, unsigned cap, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || items[i] < 0) return;
  unsigned slot = atomicInc(head, cap - 1);
  ring[slot] = items[i];
}

extern "C" __global__ void atom_last_block_sum(const float *x, float *partial, float *total, unsigned *ticket, int n) {
  __shared__ bool is_last;
  __shared__ float s[128];
  int i = blockIdx.x * 128 + threadIdx.x;
  s[threadIdx.x] = i < n ? x[i] : 0.f;
  __syncthreads();
  for (int st = 64; st > 0; st >>= 1) {
    if (threadIdx.x < (unsigned)st) s[threadIdx.x] += s[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    is_last = atomicInc(ticket, gridDim.x) == gridDim.x - 1;
  }
  __syncthreads();
  if (is_last && threadIdx.x == 0) {
    float t = 0.f;
    for (unsigned b = 0; b < gridDim.x; ++b) t += partial[b];
    *total = t;
    *ticket = 0;
  }
}

extern "C" __global__ void atom_spinlock_update(int *locks, float *vals, const int *keys, const float *delta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int k = keys[i];
  bool done = false;
  while (!done) {
    if (atomicCAS(&locks[k], 0, 1) == 0) {
      vals[2 * k] += delta[i];
      vals[2 * k + 1] = fmaxf(vals[2 * k + 1], delta[i]);
      __threadfence();
      atomicExch(&locks[k], 0);
      done = true;
    }
  }
}
