// ra_compat_cl.h -- OpenCL C work-item functions and the few built-ins the ptxra .cl kernels use,
// spelled with clang NVPTX builtins (clang -target nvptx64-nvidia-nvcl has no libclc here).
#pragma once
static inline size_t ra_pick3(uint d, uint x, uint y, uint z) { return d == 0 ? x : (d == 1 ? y : z); }
#define get_local_id(d) ra_pick3((d), __nvvm_read_ptx_sreg_tid_x(), __nvvm_read_ptx_sreg_tid_y(), __nvvm_read_ptx_sreg_tid_z())
#define get_group_id(d) ra_pick3((d), __nvvm_read_ptx_sreg_ctaid_x(), __nvvm_read_ptx_sreg_ctaid_y(), __nvvm_read_ptx_sreg_ctaid_z())
#define get_local_size(d) ra_pick3((d), __nvvm_read_ptx_sreg_ntid_x(), __nvvm_read_ptx_sreg_ntid_y(), __nvvm_read_ptx_sreg_ntid_z())
#define get_num_groups(d) ra_pick3((d), __nvvm_read_ptx_sreg_nctaid_x(), __nvvm_read_ptx_sreg_nctaid_y(), __nvvm_read_ptx_sreg_nctaid_z())
#define get_global_id(d) (get_group_id(d) * get_local_size(d) + get_local_id(d))
#define get_global_size(d) (get_num_groups(d) * get_local_size(d))
#define barrier(flags) __nvvm_bar_sync(0)
#define ra_fma(a, b, c) __builtin_elementwise_fma((a), (b), (c))
#define ra_fmax(a, b) __builtin_elementwise_max((a), (b))
#define ra_fmin(a, b) __builtin_elementwise_min((a), (b))
#define ra_sqrt(x) __builtin_elementwise_sqrt(x)
#define ra_rsqrt(x) __nvvm_rsqrt_approx_f(x)
#define ra_exp(x) __nvvm_ex2_approx_f((x) * 1.44269504f)
#define ra_atomic_inc_local(p) __atomic_fetch_add((p), 1u, __ATOMIC_RELAXED)
#define ra_atomic_add(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)
