// Integer division and remainder, 32- and 64-bit, signed and unsigned, runtime divisors (calls into
// the division slow paths) and constant divisors (multiply-high sequences).
#include "ra_compat.h"

extern "C" __global__ void div_u32_runtime(const unsigned *a, const unsigned *b, unsigned *q, unsigned *r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i] | 1u;
  q[i] = x / y;
  r[i] = x % y;
}

extern "C" __global__ void div_s32_mixed(const int *a, int *out, int d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i];
  out[i] = x / d + x % 7 - x / 13 + (x % d) * 3;
}

extern "C" __global__ void div_u64_runtime(const unsigned long long *a, const unsigned long long *b,
                                           unsigned long long *q, unsigned long long *r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long x = a[i], y = b[i] | 1ull;
  q[i] = x / y;
  r[i] = x % y;
}

extern "C" __global__ void div_s64_const_and_var(const long long *a, long long *out, long long d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long x = a[i];
  out[i] = x / 1000000007LL + x % 10 + x / d - (x % d);
}

// index decomposition of a flat id into 4 runtime extents (common in tensor kernels)
extern "C" __global__ void div_index_decomp(int *coords, int d0, int d1, int d2, int total) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= total) return;
  int c0 = id % d0, r = id / d0;
  int c1 = r % d1; r /= d1;
  int c2 = r % d2, c3 = r / d2;
  coords[4 * id] = c0; coords[4 * id + 1] = c1; coords[4 * id + 2] = c2; coords[4 * id + 3] = c3;
}
