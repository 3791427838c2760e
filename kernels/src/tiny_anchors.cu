// Tiny anchor kernels: 1-10 PTX instructions of work each, small enough that the register
// allocation can be derived by hand. They anchor ptxra's simplest tests.
#include "ra_compat.h"

extern "C" __global__ void tiny_empty() {}

extern "C" __global__ void tiny_store_param(int *out, int v) { *out = v; }

extern "C" __global__ void tiny_add_params(int *out, int a, int b) { *out = a + b; }

extern "C" __global__ void tiny_fadd_params(float *out, float a, float b) { *out = a + b; }

extern "C" __global__ void tiny_f64_mul(double *out, double a, double b) { *out = a * b; }

extern "C" __global__ void tiny_store_tid(unsigned *out) { out[threadIdx.x] = threadIdx.x; }

extern "C" __global__ void tiny_copy_elem(const float *in, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

extern "C" __global__ void tiny_loop_sum(int *out, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += i;
  *out = s;
}

extern "C" __global__ void tiny_loop_carried(const int *in, int *out, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s = s * 3 + in[i];
  *out = s;
}

extern "C" __global__ void tiny_loop_nounroll(const int *in, int *out, int n) {
  int s = 0;
#pragma unroll 1
  for (int i = 0; i < n; ++i) s ^= in[i];
  *out = s;
}

extern "C" __global__ void tiny_select(int *out, int a, int b) { *out = a < b ? b - a : a * 2; }

extern "C" __global__ void tiny_u64_add(unsigned long long *out, unsigned long long a, unsigned long long b) {
  *out = a + b;
}

extern "C" __global__ void tiny_fma_store(float *out, float a, float b, float c) { out[threadIdx.x] = fmaf(a, b, c); }

extern "C" __global__ void tiny_guarded_store(float *out, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = v;
}

extern "C" __global__ void tiny_shared_roundtrip(int *out) {
  __shared__ int s[32];
  s[threadIdx.x & 31] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[31 - (threadIdx.x & 31)];
}
