// Warp vote / shuffle / match: ballot compaction, match_any aggregation of atomics, all/any/uni,
// redux.sync (sm_80) and shuffles with sub-warp widths.
#include "ra_compat.h"

extern "C" __global__ void warp_ballot_compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  int v = i < n ? in[i] : 0;
  bool keep = i < n && (v & 3) == 1;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  int base = 0;
  if (lane == 0 && mask) base = atomicAdd(count, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep) out[base + __popc(mask & ((1u << lane) - 1u))] = v;
}

extern "C" __global__ void warp_match_aggregate(const unsigned *keys, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = keys[i] & 1023;
  unsigned peers = __match_any_sync(__activemask(), k);
  unsigned lane = threadIdx.x & 31;
  int leader = __ffs(peers) - 1;
  if ((int)lane == leader) atomicAdd(&bins[k], (unsigned)__popc(peers));
}

extern "C" __global__ void warp_votes(const float *x, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.f;
  int a = __all_sync(0xffffffffu, v > 0.f);
  int b = __any_sync(0xffffffffu, v > 100.f);
  int u = __uni_sync(0xffffffffu, v == 0.f);
  int m;
  unsigned eq = __match_all_sync(0xffffffffu, __float_as_uint(v), &m);
  if ((threadIdx.x & 31) == 0) flags[i >> 5] = a | (b << 1) | (u << 2) | (m << 3) | ((eq != 0) << 4);
}

// @min-arch is not needed for the others; redux.sync needs sm_80, so guard with __CUDA_ARCH__
extern "C" __global__ void warp_redux_or_shfl(const unsigned *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[i];
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  unsigned s = __reduce_add_sync(0xffffffffu, v) ^ __reduce_or_sync(0xffffffffu, v);
#else
  unsigned s = v;
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
#endif
  // width-8 segmented rotate
  unsigned r = __shfl_sync(0xffffffffu, v, (threadIdx.x + 1) & 7, 8);
  unsigned d = __shfl_down_sync(0xffffffffu, v, 2, 16);
  out[i] = s + r * 3 + d;
}
