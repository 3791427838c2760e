// ra_compat.h -- portability layer for the ptxra kernel suite (written for ptxra).
//
// Every .cu file in kernels/src is compiled twice:
//   * by NVRTC (12.9 and 13.5), which defines __CUDACC_RTC__ and provides all CUDA built-ins
//     (and libdevice for the math library); only the small typedefs below are used then;
//   * by clang-22 in CUDA device-only mode with -nocudainc -nocudalib: there are no CUDA headers
//     and no libdevice, so this header spells the keywords, special registers, warp/atomic
//     intrinsics with clang NVPTX builtins and supplies compact float/double math routines.
// Only what the suite uses is defined.
#pragma once

typedef unsigned int uint32;
typedef int int32;
typedef unsigned long long uint64;
typedef long long int64;

#if defined(__CUDACC_RTC__)
#define RA_NVRTC 1
#define RA_INL __device__ __forceinline__
#if defined(RA_HALF)
#include <cuda_fp16.h>
#endif

#elif defined(__clang__) && defined(__CUDA__)
#define RA_CLANG 1
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))
#define RA_INL static __device__ __inline__ __attribute__((always_inline))

struct ra_dim3 { unsigned x, y, z; };
#define threadIdx (ra_dim3{(unsigned)__nvvm_read_ptx_sreg_tid_x(), (unsigned)__nvvm_read_ptx_sreg_tid_y(), (unsigned)__nvvm_read_ptx_sreg_tid_z()})
#define blockIdx (ra_dim3{(unsigned)__nvvm_read_ptx_sreg_ctaid_x(), (unsigned)__nvvm_read_ptx_sreg_ctaid_y(), (unsigned)__nvvm_read_ptx_sreg_ctaid_z()})
#define blockDim (ra_dim3{(unsigned)__nvvm_read_ptx_sreg_ntid_x(), (unsigned)__nvvm_read_ptx_sreg_ntid_y(), (unsigned)__nvvm_read_ptx_sreg_ntid_z()})
#define gridDim (ra_dim3{(unsigned)__nvvm_read_ptx_sreg_nctaid_x(), (unsigned)__nvvm_read_ptx_sreg_nctaid_y(), (unsigned)__nvvm_read_ptx_sreg_nctaid_z()})
#define warpSize 32

struct __align__(8) float2 { float x, y; };
struct __align__(16) float4 { float x, y, z, w; };
struct __align__(16) int4 { int x, y, z, w; };
struct __align__(16) uint4 { unsigned x, y, z, w; };
struct __align__(16) double2 { double x, y; };
struct float3 { float x, y, z; };
RA_INL float2 make_float2(float x, float y) { return float2{x, y}; }
RA_INL float3 make_float3(float x, float y, float z) { return float3{x, y, z}; }
RA_INL float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }
RA_INL double2 make_double2(double x, double y) { return double2{x, y}; }

RA_INL void __syncwarp(unsigned m = 0xffffffffu) { __nvvm_bar_warp_sync(m); }
RA_INL void __threadfence() { __nvvm_membar_gl(); }
RA_INL int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
RA_INL int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
RA_INL int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
RA_INL long long clock64() { return __nvvm_read_ptx_sreg_clock64(); }

#define RA_SHFL_C(w) (((32 - (w)) << 8) | 0x1f)
RA_INL int __shfl_sync(unsigned m, int v, int l, int w = 32) { return __nvvm_shfl_sync_idx_i32(m, v, l, RA_SHFL_C(w)); }
RA_INL float __shfl_sync(unsigned m, float v, int l, int w = 32) { return __nvvm_shfl_sync_idx_f32(m, v, l, RA_SHFL_C(w)); }
RA_INL unsigned __shfl_sync(unsigned m, unsigned v, int l, int w = 32) { return (unsigned)__nvvm_shfl_sync_idx_i32(m, (int)v, l, RA_SHFL_C(w)); }
RA_INL int __shfl_xor_sync(unsigned m, int v, int l, int w = 32) { return __nvvm_shfl_sync_bfly_i32(m, v, l, RA_SHFL_C(w)); }
RA_INL unsigned __shfl_xor_sync(unsigned m, unsigned v, int l, int w = 32) { return (unsigned)__nvvm_shfl_sync_bfly_i32(m, (int)v, l, RA_SHFL_C(w)); }
RA_INL float __shfl_xor_sync(unsigned m, float v, int l, int w = 32) { return __nvvm_shfl_sync_bfly_f32(m, v, l, RA_SHFL_C(w)); }
RA_INL int __shfl_down_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_down_i32(m, v, d, RA_SHFL_C(w)); }
RA_INL unsigned __shfl_down_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__nvvm_shfl_sync_down_i32(m, (int)v, d, RA_SHFL_C(w)); }
RA_INL float __shfl_down_sync(unsigned m, float v, unsigned d, int w = 32) { return __nvvm_shfl_sync_down_f32(m, v, d, RA_SHFL_C(w)); }
RA_INL int __shfl_up_sync(unsigned m, int v, unsigned d, int w = 32) { return __nvvm_shfl_sync_up_i32(m, v, d, (32 - w) << 8); }
RA_INL unsigned __shfl_up_sync(unsigned m, unsigned v, unsigned d, int w = 32) { return (unsigned)__nvvm_shfl_sync_up_i32(m, (int)v, d, (32 - w) << 8); }
RA_INL float __shfl_up_sync(unsigned m, float v, unsigned d, int w = 32) { return __nvvm_shfl_sync_up_f32(m, v, d, (32 - w) << 8); }
RA_INL double __shfl_down_sync(unsigned m, double v, unsigned d, int w = 32) {
  long long b = __builtin_bit_cast(long long, v);
  int lo = __shfl_down_sync(m, (int)b, d, w), hi = __shfl_down_sync(m, (int)(b >> 32), d, w);
  return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}
RA_INL unsigned __ballot_sync(unsigned m, int p) { return __nvvm_vote_ballot_sync(m, p); }
RA_INL int __any_sync(unsigned m, int p) { return __nvvm_vote_any_sync(m, p); }
RA_INL int __all_sync(unsigned m, int p) { return __nvvm_vote_all_sync(m, p); }
RA_INL int __uni_sync(unsigned m, int p) { return __nvvm_vote_uni_sync(m, p); }
RA_INL unsigned __activemask() { return __nvvm_activemask(); }
RA_INL unsigned __match_any_sync(unsigned m, unsigned v) { return __nvvm_match_any_sync_i32(m, v); }
RA_INL unsigned __match_any_sync(unsigned m, unsigned long long v) { return __nvvm_match_any_sync_i64(m, v); }
RA_INL unsigned __match_all_sync(unsigned m, unsigned v, int *p) { return __nvvm_match_all_sync_i32p(m, v, p); }
RA_INL unsigned __reduce_add_sync(unsigned m, unsigned v) { return __nvvm_redux_sync_add(v, m); }
RA_INL unsigned __reduce_or_sync(unsigned m, unsigned v) { return __nvvm_redux_sync_or(v, m); }
RA_INL unsigned __reduce_min_sync(unsigned m, unsigned v) { return __nvvm_redux_sync_umin(v, m); }

RA_INL int __popc(unsigned x) { return __builtin_popcount(x); }
RA_INL int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
RA_INL int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
RA_INL int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
RA_INL int __ffs(int x) { return __builtin_ffs(x); }
RA_INL unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
RA_INL unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
RA_INL unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
RA_INL unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return (unsigned long long)(((unsigned __int128)a * b) >> 64); }
RA_INL long long __mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
RA_INL unsigned __byte_perm(unsigned a, unsigned b, unsigned s) { return __nvvm_prmt(a, b, s); }
RA_INL unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) { return (unsigned)((((unsigned long long)hi << 32) | lo) << (s & 31) >> 32); }
RA_INL unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) { return (unsigned)((((unsigned long long)hi << 32) | lo) >> (s & 31)); }
RA_INL unsigned __usad(unsigned a, unsigned b, unsigned c) { return (a > b ? a - b : b - a) + c; }
RA_INL int min(int a, int b) { return a < b ? a : b; }
RA_INL int max(int a, int b) { return a > b ? a : b; }
RA_INL unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
RA_INL unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
RA_INL long long min(long long a, long long b) { return a < b ? a : b; }
RA_INL long long max(long long a, long long b) { return a > b ? a : b; }
RA_INL unsigned long long min(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
RA_INL unsigned long long max(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
RA_INL float min(float a, float b) { return __builtin_fminf(a, b); }
RA_INL float max(float a, float b) { return __builtin_fmaxf(a, b); }
RA_INL int abs(int a) { return a < 0 ? -a : a; }
RA_INL long long llabs(long long a) { return a < 0 ? -a : a; }

RA_INL float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
RA_INL int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
RA_INL unsigned __float_as_uint(float x) { return __builtin_bit_cast(unsigned, x); }
RA_INL float __uint_as_float(unsigned x) { return __builtin_bit_cast(float, x); }
RA_INL double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
RA_INL long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
RA_INL int __double2hiint(double x) { return (int)(__builtin_bit_cast(long long, x) >> 32); }
RA_INL float sqrtf(float x) { return __builtin_sqrtf(x); }
RA_INL double sqrt(double x) { return __builtin_sqrt(x); }
RA_INL float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }
RA_INL double rsqrt(double x) { return __nvvm_rsqrt_approx_d(x); }
RA_INL float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
RA_INL double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
RA_INL float fabsf(float x) { return __builtin_fabsf(x); }
RA_INL double fabs(double x) { return __builtin_fabs(x); }
RA_INL float fminf(float a, float b) { return __builtin_fminf(a, b); }
RA_INL float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
RA_INL double fmin(double a, double b) { return __builtin_fmin(a, b); }
RA_INL double fmax(double a, double b) { return __builtin_fmax(a, b); }
RA_INL float floorf(float x) { return __builtin_floorf(x); }
RA_INL float ceilf(float x) { return __builtin_ceilf(x); }
RA_INL float rintf(float x) { return __builtin_rintf(x); }
RA_INL float truncf(float x) { return __builtin_truncf(x); }
RA_INL double floor(double x) { return __builtin_floor(x); }
RA_INL double rint(double x) { return __builtin_rint(x); }
RA_INL float copysignf(float a, float b) { return __builtin_copysignf(a, b); }
RA_INL float __saturatef(float x) { return __nvvm_saturate_f(x); }
RA_INL float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
RA_INL float __expf(float x) { return __nvvm_ex2_approx_f(x * 1.44269504f); }
RA_INL float __logf(float x) { return __nvvm_lg2_approx_f(x) * 0.693147181f; }
RA_INL float __sinf(float x) { return __nvvm_sin_approx_f(x); }
RA_INL float __cosf(float x) { return __nvvm_cos_approx_f(x); }
RA_INL void __sincosf(float x, float *s, float *c) { *s = __nvvm_sin_approx_f(x); *c = __nvvm_cos_approx_f(x); }
RA_INL float __powf(float a, float b) { return __nvvm_ex2_approx_f(b * __nvvm_lg2_approx_f(a)); }
RA_INL float exp2f(float x) { return __nvvm_ex2_approx_f(x); }
RA_INL float __ldg(const float *p) { return __nvvm_ldg_f(p); }
RA_INL int __ldg(const int *p) { return __nvvm_ldg_i(p); }
RA_INL double __ldg(const double *p) { return __nvvm_ldg_d(p); }
RA_INL float __int2float_rn(int x) { return (float)x; }
RA_INL int __float2int_rn(float x) { return (int)__builtin_rintf(x); }

// ---- compact math library (clang only; accuracy is not the point, code shape is) -----
RA_INL float ra_ldexpf(float p, int e) { return p * __builtin_bit_cast(float, (e + 127) << 23); }
RA_INL float expf(float x) {
  x = __builtin_fminf(__builtin_fmaxf(x, -87.0f), 88.0f);
  float k = __builtin_rintf(x * 1.44269504f);
  float r = __builtin_fmaf(k, -6.93145752e-1f, x);
  r = __builtin_fmaf(k, -1.42860677e-6f, r);
  float p = __builtin_fmaf(r, 1.38873165e-3f, 8.37575831e-3f);
  p = __builtin_fmaf(p, r, 4.16644314e-2f);
  p = __builtin_fmaf(p, r, 1.66666657e-1f);
  p = __builtin_fmaf(p, r, 0.5f);
  p = __builtin_fmaf(p, r * r, r) + 1.0f;
  return ra_ldexpf(p, (int)k);
}
RA_INL float logf(float x) {
  if (x <= 0.0f) return x == 0.0f ? -__builtin_inff() : __builtin_nanf("");
  int i = __builtin_bit_cast(int, x);
  int e = (i - 0x3f2aaaab) >> 23;
  float m = __builtin_bit_cast(float, i - (e << 23)) - 1.0f;
  float p = __builtin_fmaf(m, -0.130310059f, 0.140869141f);
  p = __builtin_fmaf(p, m, -0.121483512f);
  p = __builtin_fmaf(p, m, 0.139814854f);
  p = __builtin_fmaf(p, m, -0.166846126f);
  p = __builtin_fmaf(p, m, 0.200120345f);
  p = __builtin_fmaf(p, m, -0.249996200f);
  p = __builtin_fmaf(p, m, 0.333331972f);
  p = __builtin_fmaf(p, m, -0.5f);
  p = __builtin_fmaf(p * m, m, m);
  return __builtin_fmaf((float)e, 0.693147182f, p);
}
RA_INL float powf(float a, float b) { return expf(b * logf(a)); }
RA_INL float ra_sin_poly(float r) {
  float r2 = r * r, p = __builtin_fmaf(r2, 2.7183114e-6f, -1.9840874e-4f);
  p = __builtin_fmaf(p, r2, 8.3333310e-3f);
  p = __builtin_fmaf(p, r2, -1.6666667e-1f);
  return __builtin_fmaf(p * r2, r, r);
}
RA_INL float ra_cos_poly(float r) {
  float r2 = r * r, p = __builtin_fmaf(r2, 2.4433157e-5f, -1.3887316e-3f);
  p = __builtin_fmaf(p, r2, 4.1666646e-2f);
  p = __builtin_fmaf(p, r2, -0.5f);
  return __builtin_fmaf(p, r2, 1.0f);
}
RA_INL void sincosf(float x, float *s, float *c) {
  float q = __builtin_rintf(x * 0.636619747f);
  float r = __builtin_fmaf(q, -1.57079601f, x);
  r = __builtin_fmaf(q, -3.13916473e-7f, r);
  int iq = (int)q;
  float sp = ra_sin_poly(r), cp = ra_cos_poly(r);
  float ss = (iq & 1) ? cp : sp, cc = (iq & 1) ? sp : cp;
  *s = (iq & 2) ? -ss : ss;
  *c = ((iq + 1) & 2) ? -cc : cc;
}
RA_INL float sinf(float x) { float s, c; sincosf(x, &s, &c); return s; }
RA_INL float cosf(float x) { float s, c; sincosf(x, &s, &c); return c; }
RA_INL float tanhf(float x) {
  float e = expf(-2.0f * __builtin_fabsf(x));
  return __builtin_copysignf((1.0f - e) / (1.0f + e), x);
}
RA_INL float erff(float x) {  // Abramowitz-Stegun 7.1.26 style
  float t = 1.0f / __builtin_fmaf(0.3275911f, __builtin_fabsf(x), 1.0f);
  float p = __builtin_fmaf(t, 1.061405429f, -1.453152027f);
  p = __builtin_fmaf(p, t, 1.421413741f);
  p = __builtin_fmaf(p, t, -0.284496736f);
  p = __builtin_fmaf(p, t, 0.254829592f);
  return __builtin_copysignf(1.0f - p * t * expf(-x * x), x);
}
RA_INL float atan2f(float y, float x) {
  float ax = __builtin_fabsf(x), ay = __builtin_fabsf(y);
  float a = __builtin_fminf(ax, ay) / __builtin_fmaxf(ax, ay), s = a * a;
  float r = __builtin_fmaf(__builtin_fmaf(__builtin_fmaf(-0.0464964749f, s, 0.15931422f), s, -0.327622764f) * s, a, a);
  if (ay > ax) r = 1.57079637f - r;
  if (x < 0.0f) r = 3.14159274f - r;
  return __builtin_copysignf(r, y);
}
RA_INL double exp(double x) {
  double k = __builtin_rint(x * 1.4426950408889634);
  double r = __builtin_fma(k, -6.93147180369123816490e-01, x);
  r = __builtin_fma(k, -1.90821492927058770002e-10, r);
  double p = 1.0 / 362880.0;
  p = __builtin_fma(p, r, 1.0 / 40320.0);
  p = __builtin_fma(p, r, 1.0 / 5040.0);
  p = __builtin_fma(p, r, 1.0 / 720.0);
  p = __builtin_fma(p, r, 1.0 / 120.0);
  p = __builtin_fma(p, r, 1.0 / 24.0);
  p = __builtin_fma(p, r, 1.0 / 6.0);
  p = __builtin_fma(p, r, 0.5);
  p = __builtin_fma(p, r * r, r) + 1.0;
  return p * __builtin_bit_cast(double, ((long long)k + 1023) << 52);
}
RA_INL double log(double x) {
  long long i = __builtin_bit_cast(long long, x);
  long long e = (i - 0x3fe5555555555555LL) >> 52;
  double m = __builtin_bit_cast(double, i - (e << 52));
  double s = (m - 1.0) / (m + 1.0), s2 = s * s;
  double p = __builtin_fma(s2, 0.1818357216161805, 0.2222219843214978);
  p = __builtin_fma(p, s2, 0.2857142874366239);
  p = __builtin_fma(p, s2, 0.3999999999940942);
  p = __builtin_fma(p, s2, 0.6666666666666735);
  return __builtin_fma((double)e, 6.93147180559945286227e-01, __builtin_fma(p * s2, s, 2.0 * s));
}
RA_INL void sincos(double x, double *s, double *c) {
  double q = __builtin_rint(x * 6.36619772367581382433e-01);
  double r = __builtin_fma(q, -1.57079632673412561417e+00, x);
  r = __builtin_fma(q, -6.07710050650619224932e-11, r);
  double r2 = r * r;
  double sp = __builtin_fma(r2, -2.50507602534068634195e-08, 2.75573137070700676789e-06);
  sp = __builtin_fma(sp, r2, -1.98412698298579493134e-04);
  sp = __builtin_fma(sp, r2, 8.33333333332248946124e-03);
  sp = __builtin_fma(sp, r2, -1.66666666666666324348e-01);
  sp = __builtin_fma(sp * r2, r, r);
  double cp = __builtin_fma(r2, 2.08757232129817482790e-09, -2.75573143513906633035e-07);
  cp = __builtin_fma(cp, r2, 2.48015872894767294178e-05);
  cp = __builtin_fma(cp, r2, -1.38888888888741095749e-03);
  cp = __builtin_fma(cp, r2, 4.16666666666666019037e-02);
  cp = __builtin_fma(cp, r2, -0.5);
  cp = __builtin_fma(cp, r2, 1.0);
  long long iq = (long long)q;
  double ss = (iq & 1) ? cp : sp, cc = (iq & 1) ? sp : cp;
  *s = (iq & 2) ? -ss : ss;
  *c = ((iq + 1) & 2) ? -cc : cc;
}
RA_INL double sin(double x) { double s, c; sincos(x, &s, &c); return s; }
RA_INL double cos(double x) { double s, c; sincos(x, &s, &c); return c; }
RA_INL double pow(double a, double b) { return exp(b * log(a)); }

// ---- atomics -------------------------------------------------------------------------
RA_INL int atomicAdd(int *p, int v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
RA_INL unsigned atomicAdd(unsigned *p, unsigned v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
RA_INL unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
RA_INL float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
RA_INL double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
RA_INL int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
RA_INL unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
RA_INL int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
RA_INL unsigned atomicOr(unsigned *p, unsigned v) { return __atomic_fetch_or(p, v, __ATOMIC_RELAXED); }
RA_INL unsigned atomicXor(unsigned *p, unsigned v) { return __atomic_fetch_xor(p, v, __ATOMIC_RELAXED); }
RA_INL int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
RA_INL int atomicCAS(int *p, int c, int v) { return __nvvm_atom_cas_gen_i(p, c, v); }
RA_INL unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)c, (int)v); }
RA_INL unsigned long long atomicCAS(unsigned long long *p, unsigned long long c, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll((long long *)p, (long long)c, (long long)v);
}
RA_INL unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }

RA_INL unsigned __cvta_generic_to_shared(const void *p) {
  return (unsigned)(unsigned long long)(const __attribute__((address_space(3))) void *)p;
}

// ---- half / half2 (only with RA_HALF) ---------------------------------------------------
#if defined(RA_HALF)
typedef _Float16 __half;
typedef _Float16 ra_h2v __attribute__((ext_vector_type(2)));
struct __align__(4) __half2 { ra_h2v v; };
RA_INL __half2 ra_h2(ra_h2v v) { __half2 r; r.v = v; return r; }
RA_INL __half2 __hadd2(__half2 a, __half2 b) { return ra_h2(a.v + b.v); }
RA_INL __half2 __hsub2(__half2 a, __half2 b) { return ra_h2(a.v - b.v); }
RA_INL __half2 __hmul2(__half2 a, __half2 b) { return ra_h2(a.v * b.v); }
RA_INL __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return ra_h2(a.v * b.v + c.v); }
RA_INL __half2 __hmax2(__half2 a, __half2 b) { ra_h2v r; r.x = a.v.x > b.v.x ? a.v.x : b.v.x; r.y = a.v.y > b.v.y ? a.v.y : b.v.y; return ra_h2(r); }
RA_INL __half2 __hmin2(__half2 a, __half2 b) { ra_h2v r; r.x = a.v.x < b.v.x ? a.v.x : b.v.x; r.y = a.v.y < b.v.y ? a.v.y : b.v.y; return ra_h2(r); }
RA_INL __half2 __float2half2_rn(float f) { ra_h2v r; r.x = (_Float16)f; r.y = (_Float16)f; return ra_h2(r); }
RA_INL __half2 __floats2half2_rn(float a, float b) { ra_h2v r; r.x = (_Float16)a; r.y = (_Float16)b; return ra_h2(r); }
RA_INL float __low2float(__half2 a) { return (float)a.v.x; }
RA_INL float __high2float(__half2 a) { return (float)a.v.y; }
RA_INL __half2 __lowhigh2highlow(__half2 a) { return ra_h2(a.v.yx); }
RA_INL float __half2float(__half a) { return (float)a; }
RA_INL __half __float2half(float a) { return (_Float16)a; }
#endif

#else
#error "ra_compat.h: expected NVRTC or clang CUDA device compilation"
#endif
