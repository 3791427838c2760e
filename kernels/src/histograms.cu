// Histograms with atomics: global atomics, shared privatised bins, 64-bit weighted bins.
#include "ra_compat.h"

extern "C" __global__ void hist_global_u8(const unsigned char *data, unsigned *bins, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(&bins[data[i]], 1u);
}

extern "C" __global__ void hist_shared_256(const unsigned *data, unsigned *bins, int n) {
  __shared__ unsigned s[256];
  for (unsigned b = threadIdx.x; b < 256; b += blockDim.x) s[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    unsigned w = data[i];
    atomicAdd(&s[w & 0xff], 1u);
    atomicAdd(&s[(w >> 8) & 0xff], 1u);
    atomicAdd(&s[(w >> 16) & 0xff], 1u);
    atomicAdd(&s[w >> 24], 1u);
  }
  __syncthreads();
  for (unsigned b = threadIdx.x; b < 256; b += blockDim.x)
    if (s[b]) atomicAdd(&bins[b], s[b]);
}

// float keys into a runtime range, weighted by a float, per-bin float sums + 64-bit counts
extern "C" __global__ void hist_weighted_range(const float *keys, const float *w, float *wsum, unsigned long long *cnt,
                                               float lo, float hi, int nbins, int n) {
  float scale = nbins / (hi - lo);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float k = keys[i];
    if (k < lo || k >= hi) continue;
    int b = min((int)((k - lo) * scale), nbins - 1);
    atomicAdd(&wsum[b], w[i]);
    atomicAdd(&cnt[b], 1ull);
  }
}
