#!/usr/bin/env python3
"""Triton kernels of liger-kernel, compiled to PTX by Triton for sm_80, sm_90a and sm_120a.

liger-kernel (LLM training kernels: norms, RoPE, losses, SwiGLU, MoE, ...) ships its kernels as
`@triton.jit` Python functions, compiled when launched. This producer launches nothing: for each
kernel it states, as Python values, the arguments one liger op passes it (tensors stand in as
dtype-only fakes, the integers and constexprs are the ones the op computes for a typical model:
Llama-3 8B, Mixtral, Qwen, ...), and lets Triton's own launcher code turn them into the
signature, constexprs and divisibility hints a launch would compile with (an integer 1 becomes a
constexpr, a multiple of 16 is marked divisible, tensors are 16-byte aligned). Triton then
compiles to PTX (and runs its bundled ptxas, as a launch does) for a CPU-only target; torch is
not needed, a stub module satisfies liger's imports. The configurations (block sizes, warps,
stages) are those liger's host code computes, or entries of the kernel's autotune list.

Writes sm_80/, sm_90/ and sm_120/ (PTX targets sm_80, sm_90a, sm_120a), one file per kernel and
configuration. Each compilation runs in a forked process with a time limit, so that one stuck
compilation only fails its item. Line information is off: the PTX does not name install paths.
"""
import importlib
import importlib.abc
import importlib.machinery
import math
import os
import sys
from unittest import mock

os.environ["TRITON_DISABLE_LINE_INFO"] = "1"  # no .file/.loc naming the install directory
os.environ["TRITON_DEFAULT_FP_FUSION"] = "1"  # Triton 3.9's default, stated (and its warning silenced)
import common  # noqa: E402  (beside this file)

# this file is named like the package it uses: its directory must not shadow that package
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != HERE]

TIMEOUT = 180  # seconds per compilation; the slowest (mHC matmul) take 20-80 s on a busy 2-core machine
ARCHS = [("sm_80", 80), ("sm_90", 90), ("sm_120", 120)]  # Triton targets sm_90a and sm_120a


class _TorchStub(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """A fake `torch` (any submodule is a MagicMock) so that liger's op modules import."""

    def find_spec(self, name, path, target=None):
        if name == "torch" or name.startswith("torch."):
            return importlib.machinery.ModuleSpec(name, self, is_package=True)

    def create_module(self, spec):
        m = mock.MagicMock(name=spec.name)
        m.__name__, m.__path__, m.__spec__, m.__file__ = spec.name, [], spec, None
        if spec.name == "torch":
            m.__version__ = "2.9.0"
            m.version.hip, m.version.cuda, m.version.xpu = None, "12.9", None
            m.cuda.is_available.return_value = True
            m.xpu.is_available.return_value = m.npu.is_available.return_value = False
            m.cuda.get_device_capability.return_value = (8, 0)
        return m

    def exec_module(self, module):
        pass


sys.meta_path.insert(0, _TorchStub())
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource, make_backend  # noqa: E402
from triton.runtime.jit import JITFunction, create_function_from_signature  # noqa: E402
from triton.tools.tensor_descriptor import TensorDescriptor  # noqa: E402


class Tensor:
    """What Triton's launcher reads of a tensor argument: its dtype and a 16-byte aligned address."""

    class DType(str):  # str() is "torch.<name>", as a torch dtype prints
        pass

    def __init__(self, name, size):
        self.dtype = self.DType("torch." + name)
        self.dtype.itemsize, self.dtype.is_floating_point = size, "float" in name

    def data_ptr(self):
        return 1 << 20


B, F, L, I = Tensor("bfloat16", 2), Tensor("float32", 4), Tensor("int64", 8), Tensor("int32", 4)
I8, U8, N = Tensor("int8", 1), Tensor("uint8", 1), None


def st(*shape):
    """The strides of a contiguous tensor of this shape."""
    return tuple(math.prod(shape[i + 1:]) for i in range(len(shape)))


def desc(shape, block, t=B):
    """A host-side TMA descriptor (liger's fused MLP passes these)."""
    return TensorDescriptor(t, list(shape), list(st(*shape)), block)


def c(tag, *args, **kw):
    """One launch: a tag for the file name, the positional and keyword arguments."""
    return (tag, args, kw)


bf16 = tl.bfloat16
V, V2 = 128256, 151936  # Llama-3 and Qwen2.5 vocabularies
GRPO = dict(L=1024, N=V2)
FWD, BWD = dict(BLOCK_N=2048, num_stages=2, num_warps=1), dict(BLOCK_N=4096, num_stages=1, num_warps=16)
# neighborhood attention: [B, H, S, D] q/k/v and [B, H, S, S] scores (2 x 8 heads x 512, d 64; 1 x 4 x 256, d 32)
Q1, S1, Q2, S2 = st(2, 8, 512, 64), st(2, 8, 512, 512), st(1, 4, 256, 32), st(1, 4, 256, 256)
NA1 = dict(batch_size=2, num_heads=8, seq_len=512, head_dim=64)
NA2 = dict(batch_size=1, num_heads=4, seq_len=256, head_dim=32)
NB1 = dict(BLOCK_SIZE_M=64, BLOCK_SIZE_N=64, BLOCK_SIZE_K=64, num_stages=4, num_warps=4)
NB2 = dict(BLOCK_SIZE_M=64, BLOCK_SIZE_N=64, BLOCK_SIZE_K=32, num_stages=2, num_warps=4)
# mHC (manifold hyper-connections): 8192 tokens, 4 streams of 2048 (or 4096), M = HC*HC + 2*HC = 24
MH = dict(N=8192, HC=4)
SK = dict(MH, stride_mn=24, stride_mm=1, alpha_res_ptr=F, sinkhorn_eps=1e-6, TMAX=20, num_warps=1,
          stride_go_n=16, stride_go_i=4, stride_go_j=1, stride_gl_n=16, stride_gl_i=4, stride_gl_j=1)
HIST = dict(stride_hn=320, stride_ht=16, stride_hi=4, stride_hj=1)


def mm(K):
    """The fused matmul + RMS of mHC over K = HC * C. Its loop is unrolled, so the K here are smaller
    (1024- and 512-wide streams): K 8192 in fp32 takes minutes to compile."""
    return dict(N=8192, K=K, M=24, stride_xn=K, stride_xk=1, stride_phik=24, stride_phim=1, stride_mn=24,
                stride_mm=1, BLOCK_N=32, BLOCK_K=256, BLOCK_M=32, num_warps=4)


def mhc_post(C, nw, ns, bwd):
    s = dict(MH, C=C, stride_xn=4 * C, stride_xh=C, stride_xc=1, stride_fn=C, stride_fc=1, stride_hpn=4,
             stride_hph=1, stride_hrn=16, stride_hri=4, stride_hrj=1, BLOCK_N=32, BLOCK_C=128,
             num_warps=nw, num_stages=ns)
    if not bwd:
        return dict(s, stride_on=4 * C, stride_oh=C, stride_oc=1)
    return dict(s, stride_gon=4 * C, stride_goh=C, stride_goc=1, stride_gxn=4 * C, stride_gxh=C, stride_gxc=1,
                stride_gfn=C, stride_gfc=1, stride_ghpn=4, stride_ghph=1, stride_ghrn=16, stride_ghri=4,
                stride_ghrj=1)


# fused MoE: Mixtral 8x7B (T 4096, top-2 of 8, H 4096, I 14336) and Qwen3-30B-A3B (top-8 of 128, H 2048, I 768)
MOE = [("mixtral", 4096, 2, 8, 4096, 14336), ("qwen3moe", 4096, 8, 128, 2048, 768)]


def moe(kernel, T, K, E, H, Im):
    """The arguments of one fused-MoE kernel for one model shape."""
    kp, tpb = triton.next_power_of_2(K), max(1, 1024 // triton.next_power_of_2(K))
    nt, TK = triton.cdiv(T, tpb), T * K
    dims = dict(H_dim=H, I_dim=Im)
    w_up = dict(stride_w_E=2 * Im * H, stride_w_N=H, stride_w_K=1)
    w_dn = dict(stride_w_E=H * Im, stride_w_H=Im, stride_w_I=1)
    return {
        "hist": ((I, I, T), dict(E=E, n_tiles=nt, TOKENS_PER_TILE=tpb, K_POW2=kp, K=K,
                                 E_POW2=triton.next_power_of_2(E))),
        "prefix": ((I, I, I), dict(E=E, partial_sum_ptr=I, n_tiles=nt, TK=TK, BLOCK_M=128,
                                   BLOCK_N=triton.next_power_of_2(E), BLOCK_M_TOKEN=64)),
        "scatter": ((I, I, I, I, I, I, T, I, nt, I, I), dict(K_POW2=kp, K=K, TOKENS_PER_BLOCK=tpb,
                                                             BLOCK_M_TOKEN=64)),
        "up": ((B, B, I, I, I, I, B, B), dict(dims, **w_up, stride_x_T=H, stride_x_H=1, stride_pre_TK=2 * Im,
                                              stride_pre_N=1, stride_post_TK=Im, stride_post_N=1, BLOCK_M=64)),
        "down": ((B, B, I, I, I, B), dict(dims, **w_dn, stride_post_TK=Im, stride_post_I=1, stride_Y_TK=H,
                                          stride_Y_H=1, BLOCK_M=64)),
        "gather": ((B, F, I, B), dict(H_dim=H, K_dim=K, stride_Y_TK=H, stride_Y_H=1, stride_out_T=H,
                                      stride_out_H=1)),
        "bwd_down": ((B, I, I, F, B, B, I, I, I, B, B, B), dict(
            dims, **w_dn, stride_dO_T=H, stride_dO_H=1, stride_pre_TK=2 * Im, stride_pre_N=1,
            stride_d_pre_TK=2 * Im, stride_d_pre_N=1, stride_wact_TK=Im, stride_wact_I=1, BLOCK_M=64)),
        "dW2": ((B, B, I, I, B), dict(dims, stride_wact_TK=Im, stride_wact_I=1, stride_dout_T=H, stride_dout_H=1,
                                      stride_dW2_E=H * Im, stride_dW2_H=Im, stride_dW2_I=1)),
        "dX": ((B, B, I, I, I, B), dict(dims, **w_up, stride_d_pre_TK=2 * Im, stride_d_pre_N=1, stride_dxe_TK=H,
                                        stride_dxe_H=1, BLOCK_M=64)),
        "dW1": ((B, B, I, I, B), dict(dims, stride_x_T=H, stride_x_H=1, stride_d_pre_TK=2 * Im, stride_d_pre_N=1,
                                      stride_dW1_E=2 * Im * H, stride_dW1_N=H, stride_dW1_H=1)),
    }[kernel]


ABBR = {"BLOCK_M": "bm", "BLOCK_N": "bn", "BLOCK_K": "bk", "BLOCK_H": "bh", "num_warps": "w", "num_stages": "s"}


def moe_cfgs(kernel, tunes):
    """One launch per model shape, each with one of `tunes` (entries of the kernel's autotune list)."""
    out = []
    for (name, *shape), tune in zip(MOE, tunes):
        args, kw = moe(kernel, *shape)
        tag = "_".join([name] + [f"{ABBR[k]}{v}" for k, v in tune.items() if k in ABBR])
        out.append(c(tag + ("_noweight" if tune.get("w_is_None") else ""), *args, **kw, **tune))
    return out


GEMM = [dict(BLOCK_N=128, BLOCK_K=64, num_warps=8, num_stages=2),  # liger's choice when autotuning is off
        dict(BLOCK_N=64, BLOCK_K=32, num_warps=4, num_stages=3)]
DW = [dict(BLOCK_M=64, BLOCK_N=128, BLOCK_K=32, num_warps=8, num_stages=2),
      dict(BLOCK_M=128, BLOCK_N=64, BLOCK_K=16, num_warps=4, num_stages=2)]


def mlp_descs(kernel, BM, BN, BK, Bt=4, S=2048, dim=4096, hid=14336):
    """The descriptors of liger's fused SwiGLU MLP kernels, with the block shapes its pre-hooks set."""
    x, a = desc((Bt, S, dim), [1, BM, BK]), desc((Bt, S, hid), [1, BM, BN])
    if kernel == "fwd":
        return (x, desc((hid, dim), [BN, BK]), desc((hid, dim), [BN, BK]), a, a, a, S, dim, hid, 40)
    if kernel == "inf":
        return (x, desc((hid, dim), [BN, BK]), desc((hid, dim), [BN, BK]), a, S, dim, hid, 40)
    if kernel == "dGU":
        return (x, desc((dim, hid), [BK, BN]), a, a, a, a, S, dim, hid)
    g, w = desc((Bt, S, hid), [1, BM, BK]), desc((hid, dim), [BK, BN])
    return (g, w, g, w, desc((Bt, S, dim), [1, BM, BN]), S, dim, hid, 40)


def mlp_cfgs(kernel, tunes):
    return [c(f"bm{t[0]}_bn{t[1]}_bk{t[2]}_g{t[3]}_w{t[4]}_s{t[5]}", *mlp_descs(kernel, *t[:3]), BLOCK_M=t[0],
              BLOCK_N=t[1], BLOCK_K=t[2], GROUP_SIZE_M=t[3], num_warps=t[4], num_stages=t[5],
              **({"gate_multiplier": 1.0} if kernel != "dI" else {}),
              **({"down_multiplier": 1.0} if kernel == "dGU" else {})) for t in tunes]


def settings(n):
    """liger's calculate_settings: the block and warps of a row of n elements."""
    bs = triton.next_power_of_2(n)
    return dict(BLOCK_SIZE=bs, num_warps=32 if bs >= 32768 else 16 if bs >= 8192 else 8 if bs >= 2048 else 4)


CE = dict(X_ptr=B, X_stride=V, Y_ptr=L, Y_stride=1, loss_ptr=B, loss_stride=1, n_cols=V, ignore_index=-100,
          BLOCK_SIZE=32768, HAS_GRADIENTS=True, num_warps=32)
CE_PLAIN = dict(CE, weight_ptr=N, z_loss_ptr=N, token_accuracy_ptr=N, token_accuracy_stride=0,
                predicted_tokens_ptr=N, predicted_tokens_stride=0, n_non_ignore=8000, sum_non_ignore_weight=8000,
                weight_sum=0.0, lse_square_scale=0.0, label_smoothing=0.0, reduction="mean", softcap=N,
                RETURN_Z_LOSS=False, RETURN_TOKEN_ACCURACY=False, RETURN_PREDICTED_TOKENS=False, HAS_WEIGHT=False,
                HAS_SOFTCAPPING=False)
CE_ALL = dict(CE_PLAIN, X_stride=256000, n_cols=256000, weight_ptr=F, z_loss_ptr=B, token_accuracy_ptr=F,
              token_accuracy_stride=1, predicted_tokens_ptr=L, predicted_tokens_stride=1,
              sum_non_ignore_weight=7990.5, weight_sum=256000.0, lse_square_scale=1e-4, label_smoothing=0.1,
              reduction="sum", softcap=30.0, RETURN_Z_LOSS=True, RETURN_TOKEN_ACCURACY=True,
              RETURN_PREDICTED_TOKENS=True, HAS_WEIGHT=True, HAS_SOFTCAPPING=True)

# (module under liger_kernel/ops, kernel, launches)
KERNELS = [
    ("attn_res", "_attn_res_fwd_kernel", [
        c("n8_d4096", B, B, B, B, F, F, 8, 8192, 4096, eps=1e-6, BLOCK_D=4096, MAX_BLOCKS=8, num_warps=8),
        c("n3_d1024", B, B, B, B, F, F, 3, 8192, 1024, eps=1e-6, BLOCK_D=1024, MAX_BLOCKS=4, num_warps=4)]),
    ("attn_res", "_attn_res_bwd_kernel", [
        c("n8_d4096", B, B, B, B, F, F, B, F, F, 8, 8192, 4096, 1e-6, BLOCK_D=4096, MAX_BLOCKS=8, num_warps=8),
        c("n3_d1024", B, B, B, B, F, F, B, F, F, 3, 8192, 1024, 1e-6, BLOCK_D=1024, MAX_BLOCKS=4, num_warps=4)]),
    ("cross_entropy", "liger_cross_entropy_kernel", [
        c("v128256_mean", **CE_PLAIN), c("v256000_all_options", **CE_ALL),
        c("v32000_fp32", **dict(CE_PLAIN, X_ptr=F, loss_ptr=F, X_stride=32000, n_cols=32000))]),
    ("utils", "element_mul_kernel", [
        c("h4096", B, 4096, B, 4096, BLOCK_SIZE=4096, num_warps=32),
        c("v128256", B, V, B, V, BLOCK_SIZE=32768, num_warps=32)]),
    ("dyt", "_dyt_fwd_kernel", [
        c("beta_bn1024_s1_w4", B, B, B, B, B, True, 4096, BLOCK_N=1024, num_stages=1, num_warps=4),
        c("nobeta_bn4096_s2_w8", B, B, B, B, N, False, 4096, BLOCK_N=4096, num_stages=2, num_warps=8)]),
    ("dyt", "_dyt_bwd_kernel", [
        c("beta_bn1024_s1_w4", B, B, F, F, F, B, B, B, True, 16384, 4096, BLOCK_N=1024, num_stages=1, num_warps=4),
        c("nobeta_bn2048_s2_w16", B, B, F, F, N, B, B, B, False, 16384, 4096, BLOCK_N=2048, num_stages=2,
          num_warps=16)]),
    ("fused_add_rms_norm", "_fused_add_rms_norm_forward_kernel", [
        c(f"{t}_h{n}", *(B, n) * 4, B, 1, F, 1, n, 1e-6, off, mode, num_stages=2, **settings(n))
        for t, n, off, mode in (("llama", 4096, 0.0, 0), ("gemma", 3072, 1.0, 1))]),
    ("fused_add_rms_norm", "_fused_add_rms_norm_backward_kernel", [
        c("llama_h4096", *(B, 4096) * 4, bf16, B, 1, F, 1, F, 4096, 16384, 4096, 0.0, 152, 0, has_dS_out=True,
          COMPUTE_DW=True, num_stages=2, **settings(4096)),
        c("gemma_h3072_no_ds", B, 3072, N, 0, B, 3072, B, 3072, bf16, B, 1, F, 1, F, 3072, 16384, 3072, 1.0, 124, 1,
          has_dS_out=False, COMPUTE_DW=True, num_stages=2, **settings(3072))]),
    ("fused_ce_tvd", "_fused_ce_tvd_forward_kernel", [
        c("v128256", B, V, B, V, L, F, F, F, F, F, V, ignore_index=-100, BLOCK_SIZE=16384, num_warps=16)]),
    ("fused_ce_tvd", "_fused_ce_tvd_backward_kernel", [
        c("v128256", B, V, B, V, L, F, F, F, F, F, B, V, V, ignore_index=-100, BLOCK_SIZE=16384, num_warps=16)]),
    ("fused_linear_kl_div", "_kl_div_kernel", [
        c("v128256_label", B, V, B, V, F, 1, L, -100, V, 1.0, 1e-10, 1 / 8192, BLOCK_SIZE=32768, HAS_LABEL=True,
          num_warps=32),
        c("v32000_t2", F, 32000, F, 32000, F, 1, F, -100, 32000, 2.0, 1e-10, 1 / 8192, BLOCK_SIZE=32768,
          HAS_LABEL=False, num_warps=32)]),
    *[("fused_moe_kernels", k, moe_cfgs(short, tunes)) for k, short, tunes in [
        ("_moe_router_histogram_kernel", "hist", [{}, {}]),
        ("_moe_router_prefix_sum_kernel", "prefix", [{}, {}]),
        ("_moe_router_scatter_kernel", "scatter", [{}, {}]),
        ("_fused_up_proj_swiglu_kernel", "up", GEMM), ("_fused_down_proj_kernel", "down", GEMM),
        ("_token_gather_weighted_sum_kernel", "gather",
         [dict(BLOCK_H=128, BLOCK_K=4, w_is_None=False, num_warps=4, num_stages=4),
          dict(BLOCK_H=256, BLOCK_K=8, w_is_None=True, num_warps=8, num_stages=4)]),
        ("_moe_bwd_down_proj_kernel", "bwd_down", GEMM), ("_moe_bwd_dW2_kernel", "dW2", DW),
        ("_moe_bwd_dX_expanded_kernel", "dX", GEMM), ("_moe_bwd_dW1_kernel", "dW1", DW)]],
    ("fused_neighborhood_attention", "_neighborhood_mask_kernel", [
        c("s512_k7", F, 512, 7, 1, 512, 4, 4), c("s256_k7_d2", F, 256, 7, 2, 256, 2, 4)]),
    ("fused_neighborhood_attention", "_fused_neighborhood_attention_qk_kernel", [
        c("s512_d64", B, B, B, F, *Q1, *Q1, *S1, **NA1, scale=0.125, kernel_size=7, dilation=1, **NB1),
        c("s256_d32_fp32", F, F, F, F, *Q2, *Q2, *S2, **NA2, scale=32 ** -0.5, kernel_size=7, dilation=2, **NB2)]),
    *[("fused_neighborhood_attention", f"_fused_neighborhood_attention_{k}_kernel", [
        c("s512_d64", B, B, B, *st1, **NA1, **sc1, **NB1), c("s256_d32_fp32", F, F, F, *st2, **NA2, **sc2, **NB2)])
      for k, st1, st2, sc1, sc2 in [
          ("av", S1 + Q1 + Q1, S2 + Q2 + Q2, {}, {}),
          ("grad_attn", Q1 + Q1 + S1, Q2 + Q2 + S2, {}, {}),
          ("grad_qk", S1 + Q1 + Q1, S2 + Q2 + Q2, dict(scale=0.125), dict(scale=32 ** -0.5)),
          ("grad_k", S1 + Q1 + Q1, S2 + Q2 + Q2, dict(scale=0.125), dict(scale=32 ** -0.5)),
          ("grad_v", S1 + Q1 + Q1, S2 + Q2 + Q2, {}, {})]],
    *[("geglu", f"_geglu_tanh_{k}_kernel", [c(f"n{n}", B, B, B, n, n_cols=n, **settings(n)) for n in (16384, 3072)])
      for k in ("forward", "backward")],
    ("group_norm", "_group_norm_forward_kernel", [
        c("fp32_c512_g32_32x32", F, 524288, 16384, F, 524288, 16384, F, 32, 1, F, 32, 1, F, F, 16384, 16, 1e-6,
          BLOCK_SIZE=16384),
        c("bf16_c64_g32_16x16", B, 16384, 512, B, 16384, 512, B, 32, 1, B, 32, 1, B, B, 512, 2, 1e-5,
          BLOCK_SIZE=512)]),
    ("group_norm", "_group_norm_backward_kernel", [
        c("fp32_c512_g32_32x32", F, 524288, 16384, F, F, 32, 1, F, F, F, F, F, hidden_size=1024,
          channels_per_group=16, BLOCK_SIZE=1024, dtype=tl.float32),
        c("bf16_c64_g32_16x16", B, 16384, 512, B, B, 32, 1, B, B, B, B, B, hidden_size=256, channels_per_group=2,
          BLOCK_SIZE=256, dtype=bf16)]),
    ("grpo_loss", "_selective_log_softmax_kernel", [
        c("mask", B, L, F, I, 0.9, 1536, 1, 1024, 1, **GRPO, BLOCK_N=2048, num_stages=4, num_warps=1),
        c("nomask", B, L, F, N, 1.0, 1536, 1, 0, 0, **GRPO, BLOCK_N=2048, num_stages=4, num_warps=1)]),
    # GRPO over Qwen2.5 logits [8, 1024 + 1, 151936]: token-level (GRPO, SAPO, CISPO) and sequence-level (GSPO)
    ("grpo_loss", "_grpo_loss_fwd_kernel", [
        c("grpo_beta0.04", B, F, F, L, I, F, N, 1024, N, F, F, F, F, 0.9, 0.04, 0.2, 0.2, 0, 1.0, 1.05, 0.0, False,
          **GRPO, **FWD),
        c("sapo_vllm_is", B, N, N, L, I, F, F, 1024, N, F, F, N, F, 1.0, 0.0, 0.2, 0.28, 2, 1.0, 1.05, 0.0, False,
          **GRPO, **FWD)]),
    ("grpo_loss", "_grpo_loss_bwd_kernel", [
        c("grpo_beta0.04", F, B, B, F, F, L, F, I, F, N, 1024, N, 0.9, 0.04, 0.2, 0.2, 0, 1.0, 1.05, 0.0, False, 1024,
          1, **GRPO, **BWD),
        c("cispo", F, B, B, F, N, L, F, I, F, N, 1024, N, 1.0, 0.0, 0.2, 5.0, 1, 1.0, 1.05, 0.0, False, 1024, 1,
          **GRPO, **BWD)]),
    ("grpo_loss", "_grpo_loss_fwd_kernel_seq", [
        c("gspo", B, F, F, L, I, F, F, F, F, F, N, 1024, F, F, F, F, 1.0, 0.04, False, **GRPO, **FWD)]),
    ("grpo_loss", "_grpo_loss_bwd_kernel_seq", [
        c("gspo", F, F, N, B, B, F, F, L, F, I, F, F, F, 1.0, 0.04, False, 3e-4, 4e-4, 0.0, 1024, 1, **GRPO, **BWD)]),
    ("jsd", "_jsd_kernel", [
        c("beta0.5_label", F, V, F, V, F, V, F, V, L, beta=0.5, n_non_ignore=8000, ignore_index=-100, n_cols=V,
          BLOCK_SIZE=4096, HAS_LABEL=True),
        c("beta0_fkl", F, V, F, V, F, V, F, V, F, beta=0.0, n_non_ignore=8192, ignore_index=-100, n_cols=V,
          BLOCK_SIZE=4096, HAS_LABEL=False)]),
    ("kl_div", "_kldiv_kernel_forward", [
        c("batchmean_v128256", B, V, B, V, F, 1, V, 1e-10, BLOCK_SIZE=16384, num_warps=16, log_target=False,
          reduction=3),
        c("none_logtarget_v32000", F, 32000, F, 32000, F, 32000, 32000, 1e-10, BLOCK_SIZE=16384, num_warps=16,
          log_target=True, reduction=0)]),
    ("kl_div", "_kldiv_kernel_backward", [c("v128256", B, V, B, V, V, BLOCK_SIZE=16384, num_warps=16, log_target=False),
                                          c("logtarget_v32000", F, 32000, F, 32000, 32000, BLOCK_SIZE=16384,
                                            num_warps=16, log_target=True)]),
    ("layer_norm", "_layer_norm_forward_kernel", [
        c("bf16_h4096", B, 4096, B, 4096, B, 1, B, 1, F, 1, F, 1, 4096, 1e-5, **settings(4096)),
        c("fp32_h768", F, 768, F, 768, F, 1, F, 1, F, 1, F, 1, 768, 1e-12, **settings(768))]),
    ("layer_norm", "_layer_norm_backward_kernel", [
        c("bf16_h4096", B, 4096, B, F, 1, F, 1, B, 4096, F, 4096, F, 4096, B, 4096, 16384, 4096,
          rows_per_program=152, COMPUTE_DW=True, COMPUTE_DB=True, **settings(4096)),
        c("fp32_h768", F, 768, F, F, 1, F, 1, F, 768, F, 768, F, 768, F, 768, 16384, 768, rows_per_program=152,
          COMPUTE_DW=True, COMPUTE_DB=True, **settings(768))]),
    ("llama4_rope", "_llama4_rope_kernel", [
        c("bf16_h40_kv8", B, B, F, 5120, 1024, 128, 128, 128, 8192, 2, 1.0, 64, 40, 8, 64, num_warps=4,
          num_stages=2),
        c("fp32_bwd_h40_kv8", F, F, F, 5120, 1024, 128, 128, 128, 8192, 2, -1.0, 64, 40, 8, 64, num_warps=4,
          num_stages=2)]),
    ("mhc", "_mhc_mm_norm_fwd_kernel", [
        c("bf16_k4096", B, B, F, F, **mm(4096), eps=1e-6, CAST_FP32=False),
        c("fp32_k2048", F, F, F, F, **mm(2048), eps=1e-6, CAST_FP32=True)]),
    ("mhc", "_mhc_mm_norm_bwd_fused_kernel", [
        c(f"{t}_k{K}", x, x, F, F, F, x, F, **mm(K), stride_invr=1, stride_gmn=24, stride_gmm=1, stride_gxn=K,
          stride_gxk=1, stride_gpk=24, stride_gpm=1, CAST_FP32=x is F)
        for t, x, K in (("bf16", B, 4096), ("fp32", F, 2048))]),
    ("mhc", "_mhc_split_sinkhorn_fwd_kernel", [
        c(t, F, F, F, F, F, F, **MH, M=24, stride_mn=24, stride_mm=1, stride_hp_n=4, stride_hp_h=1, stride_hq_n=4,
          stride_hq_h=1, stride_hr_n=16, stride_hr_i=4, stride_hr_j=1, **h, alpha_pre_ptr=F, alpha_post_ptr=F,
          alpha_res_ptr=F, pre_eps=0.0, sinkhorn_eps=1e-6, post_mult=2.0, TMAX=20, STORE_HIST=h is HIST,
          num_warps=1) for t, h in (("hist", HIST), ("nohist", dict.fromkeys(HIST, 0)))]),
    ("mhc", "_mhc_sinkhorn_bwd_kernel", [c("tmax20", F, F, F, F, **SK)]),
    ("mhc", "_mhc_sinkhorn_bwd_hist_kernel", [c("tmax20", F, F, F, F, F, **SK, **HIST)]),
    ("mhc", "_mhc_pre_fwd_kernel", [
        c("c2048", B, F, F, **MH, C=2048, stride_xn=8192, stride_xh=2048, stride_xc=1, stride_hn=4, stride_hh=1,
          stride_on=2048, stride_oc=1, BLOCK_N=32, BLOCK_C=128, num_warps=4)]),
    ("mhc", "_mhc_pre_bwd_kernel", [
        c("c2048", B, F, F, F, F, **MH, C=2048, stride_xn=8192, stride_xh=2048, stride_xc=1, stride_hn=4,
          stride_hh=1, stride_gon=2048, stride_goc=1, stride_gxn=8192, stride_gxh=2048, stride_gxc=1,
          stride_ghn=4, stride_ghh=1, BLOCK_N=32, BLOCK_C=128, num_warps=4)]),
    *[("mhc", f"_mhc_post_res_{k}_kernel", [c(f"c{C}", B, B, *(F,) * n, **mhc_post(C, nw, ns, k == "bwd"))
                                             for C, nw, ns in ((2048, 4, 2), (4096, 8, 3))])
      for k, n in (("fwd", 3), ("bwd", 7))],
    ("mlp", "_swiglu_kernel_forward", mlp_cfgs("fwd", [(64, 128, 64, 8, 8, 3), (128, 128, 64, 1, 8, 2)])),
    ("mlp", "_swiglu_kernel_forward_inference", mlp_cfgs("inf", [(32, 128, 64, 4, 4, 2), (64, 128, 128, 1, 8, 3)])),
    ("mlp", "_swiglu_kernel_backward_dGU", mlp_cfgs("dGU", [(64, 128, 64, 8, 8, 3), (128, 128, 64, 1, 8, 2)])),
    ("mlp", "_swiglu_kernel_backward_dI", mlp_cfgs("dI", [(64, 128, 64, 8, 8, 3), (128, 128, 128, 1, 4, 2)])),
    ("modulated_rms_norm", "_modulated_rms_norm_forward_kernel", [
        c("dit_h3072_shift", B, 3072, B, 3072, B, 1, B, 3072, B, 3072, F, 1, 3072, 1e-6, 0.0, 0,
          elementwise_affine=True, has_shift=True, rows_per_modulation=4096, **settings(3072)),
        c("h1536_noaffine_noshift", B, 1536, B, 1536, N, 0, B, 1536, B, 0, F, 1, 1536, 1e-6, 0.0, 0,
          elementwise_affine=False, has_shift=False, rows_per_modulation=1024, **settings(1536))]),
    ("modulated_rms_norm", "_modulated_rms_norm_backward_kernel", [
        c("dit_h3072_shift", B, 3072, B, 3072, B, 3072, bf16, B, 1, B, 3072, F, 1, F, 3072, F, 3072, F, 3072, 16384,
          3072, 0.0, 152, 0, elementwise_affine=True, has_shift=True, rows_per_modulation=4096, **settings(3072))]),
    ("multi_token_attention", "_mask_fwd_kernel", [
        c("inf_l128", B, B, 16384, 128, 1, 128, mask_val=-1e9, BLOCK=128, num_warps=4),
        c("zero_l256", F, F, 65536, 256, 1, 256, mask_val=0.0, BLOCK=256, num_warps=4)]),
    ("multi_token_attention", "_mask_bwd_kernel", [
        c("l128", B, B, 16384, 128, 1, 128, BLOCK=128, num_warps=4),
        c("l256", F, F, 65536, 256, 1, 256, BLOCK=256, num_warps=4)]),
    ("poly_norm", "_poly_norm_forward_kernel", [
        c("h4096", B, 4096, B, 4096, B, B, F, 3, 4096, 1e-6, **settings(4096))]),
    ("poly_norm", "_poly_norm_backward_kernel", [
        c("h4096", B, 4096, B, 4096, B, 4096, B, F, 3, F, 3, F, 16384, 4096, rows_per_program=152,
          **settings(4096))]),
    ("qwen2vl_mrope", "_triton_qwen2vl_mrope", [
        c(t, B, B, B, B, 4096, 1, 28, 4, 128, 32, 4, 128, 16, 24, BLOCK_SIZE=32, BACKWARD_PASS=bw)
        for t, bw in (("fwd_h28_kv4", False), ("bwd_h28_kv4", True))]),
    *[("relu_squared", f"_relu_squared_{k}_kernel", [c(f"n{n}", *(B, n) * p, n_cols=n, **settings(n))
                                                      for n in (16384, 3072)])
      for k, p in (("forward", 2), ("backward", 3))],
    ("rms_norm", "_rms_norm_forward_kernel", [
        c("llama_h4096", B, 4096, B, 4096, B, 1, F, 1, 4096, 1e-6, 0.0, 0, elementwise_affine=True,
          **settings(4096)),
        c("gemma_h2048", B, 2048, B, 2048, B, 1, F, 1, 2048, 1e-6, 1.0, 1, elementwise_affine=True,
          **settings(2048)),
        c("none_noweight_h8192", B, 8192, B, 8192, N, 0, B, 1, 8192, 1e-6, 0.0, -1, elementwise_affine=False,
          **settings(8192))]),
    ("rms_norm", "_rms_norm_backward_kernel", [
        c("llama_h4096", B, 4096, B, 4096, B, 4096, bf16, B, 1, F, 1, F, 4096, 16384, 4096, 0.0, 152, 0,
          elementwise_affine=True, COMPUTE_DW=True, **settings(4096)),
        c("gemma_h2048", B, 2048, B, 2048, B, 2048, bf16, B, 1, F, 1, F, 2048, 16384, 2048, 1.0, 124, 1,
          elementwise_affine=True, COMPUTE_DW=True, **settings(2048))]),
    ("rms_norm", "_block_rms_norm_forward_kernel", [
        c("qknorm_d128", B, 128, B, 128, B, 1, F, 1, 262144, 128, 1e-6, 0.0, 0, elementwise_affine=True,
          BLOCK_SIZE=128, BLOCK_ROW=16, num_warps=4)]),
    ("rms_norm", "_block_rms_norm_backward_kernel", [
        c("qknorm_d128", B, 128, B, 128, B, 128, bf16, B, 1, F, 1, F, 128, 262144, 128, 0.0, 0,
          elementwise_affine=True, BLOCK_SIZE=128, BLOCK_ROW=16, COMPUTE_DW=True, num_warps=4)]),
    ("rope", "_triton_rope", [
        c("llama3_fwd", B, 4096, B, 1024, B, 128, B, 128, 8192, 4, 1, 32, 8, 128, 32, 8, 128, 128, 128,
          BLOCK_SIZE=32, BACKWARD_PASS=False),
        c("llama3_bwd", B, 4096, B, 1024, B, 128, B, 128, 8192, 4, 1, 32, 8, 128, 32, 8, 128, 128, 128,
          BLOCK_SIZE=32, BACKWARD_PASS=True),
        c("partial_rd32_hd80", B, 2560, B, 2560, B, 32, B, 32, 2048, 8, 1, 32, 32, 80, 32, 32, 128, 32, 32,
          BLOCK_SIZE=32, BACKWARD_PASS=False)]),
    *[("softmax", f"_softmax_single_block_{k}_kernel", [
        c("bf16_n4096", *(B, 4096) * p, 4096, **settings(4096)),
        c("fp32_n1000", *(F, 1000) * p, 1000, **settings(1000))])
      for k, p in (("forward", 2), ("backward", 3))],
    # for rows longer than the largest block, which liger's CUDA path never launches (it refuses such rows)
    *[("softmax", f"_softmax_multi_block_{k}_kernel", [
        c("n128256_bs4096", *(B, V) * p, V, BLOCK_SIZE=4096, num_warps=8)])
      for k, p in (("forward", 2), ("backward", 3))],
    ("sparsemax", "_sparsemax_forward_kernel", [
        c("bf16_n1024", B, 1024, F, 1024, B, 1024, 1024, **settings(1024)),
        c("fp32_n32000", F, 32000, F, 32000, F, 32000, 32000, **settings(32000))]),
    ("sparsemax", "_sparsemax_backward_kernel", [
        c("bf16_n1024", B, B, B, 1024, 1024, **settings(1024)),
        c("fp32_n32000", F, F, F, 32000, 32000, **settings(32000))]),
    *[("swiglu", f"_swiglu_{k}_kernel", [c(f"n{n}", B, B, B, n, 1.0, n_cols=n, **settings(n)) for n in (14336, 2816)])
      for k in ("forward", "backward")],
    # the column-tiled variants, launched on Blackwell for rows of 16384 and more
    *[("swiglu", f"_swiglu_{k}_kernel_tiled", [c("n28672", B, B, B, 28672, 1.0, 28672, BLOCK_SIZE=1024, num_warps=4)])
      for k in ("forward", "backward")],
    ("swiglu", "_swiglu_fused_gate_up_forward_kernel", [
        c(f"ffn{n}", B, B, 2 * n, n, ffn_size=n, **settings(n)) for n in (14336, 2816)]),
    ("swiglu", "_swiglu_fused_gate_up_backward_kernel", [
        c(f"ffn{n}", B, B, B, 2 * n, n, ffn_size=n, **settings(n)) for n in (14336, 2816)]),
    ("tvd", "_tv_distance_kernel", [
        c("batchmean_label", F, V, F, V, F, 1, F, V, L, -100, V, 1 / 8192, BLOCK_SIZE=16384, HAS_LABEL=True,
          num_warps=16, reduction=3),
        c("none_v32000", F, 32000, F, 32000, F, 32000, F, 32000, F, -100, 32000, 1.0, BLOCK_SIZE=16384,
          HAS_LABEL=False, num_warps=16, reduction=0)]),
    ("vocab_parallel_cross_entropy", "liger_vocab_parallel_ce_forward_kernel", [
        c("tp8_rank3", B, 16032, F, 16032, F, L, F, F, 48096, 16032, -100, BLOCK_SIZE=16384, num_warps=32)]),
    ("vocab_parallel_cross_entropy", "liger_vocab_parallel_ce_backward_kernel", [
        c("tp8_smoothing", F, 16032, F, L, F, 48096, 16032, -100, 0.1, 0.1 / V, HAS_LABEL_SMOOTHING=True,
          BLOCK_SIZE=16384, num_warps=32),
        c("tp8", F, 16032, F, L, F, 48096, 16032, -100, 0.0, 0.0, HAS_LABEL_SMOOTHING=False, BLOCK_SIZE=16384,
          num_warps=32)]),
    ("experimental.embedding", "embedding_forward_kernel", [
        c("bf16_d4096", B, L, B, 8192, embedding_dim=4096, BLOCK_SIZE_M=128, BLOCK_SIZE_N=128),
        c("fp32_d64", F, L, F, 8192, embedding_dim=64, BLOCK_SIZE_M=64, BLOCK_SIZE_N=64)]),
    ("experimental.embedding", "embedding_backward_kernel", [
        c("bf16_d4096", B, B, L, 8192, embedding_dim=4096, BLOCK_SIZE_M=128, BLOCK_SIZE_N=128),
        c("fp32_d64", F, F, L, 8192, embedding_dim=64, BLOCK_SIZE_M=64, BLOCK_SIZE_N=64)]),
    ("experimental.mm_int8int2", "matmul_kernel", [
        c(f"bm{m}_bn{n}_bk{k}_w{w}_s{s}", I8, U8, I, 4096, 4096, 4096, 4096, 1, 4096, 1, 4096, 1, BLOCK_SIZE_M=m,
          BLOCK_SIZE_N=n, BLOCK_SIZE_K=k, GROUP_SIZE_M=8, num_warps=w, num_stages=s)
        for m, n, k, w, s in ((128, 256, 64, 8, 3), (64, 128, 32, 4, 4))]),
]


def kernel(module, name):
    """The JITFunction under a kernel's autotune/heuristics wrappers."""
    fn = getattr(importlib.import_module("liger_kernel.ops." + module), name)
    while not isinstance(fn, JITFunction):
        fn = fn.fn
    return fn


def show(v):
    return str(v) if not isinstance(v, float) else repr(v)


def compile_one(item, cc):
    """In the forked process: bind the arguments as a launch would, compile; PTX and flags."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), 2)  # MLIR prints reproducers of failed passes; the error is kept
    module, name, _tag, args, kw = item
    fn, target = kernel(module, name), GPUTarget("cuda", cc, 32)
    backend = make_backend(target)
    bound, spec, opts = create_function_from_signature(fn.signature, fn.params, backend)(*args, **kw)
    options, sig, consts, attrs = fn._pack_args(backend, kw, bound, spec, opts)
    compiled = triton.compile(ASTSource(fn, sig, consts, attrs), target=target, options=options.__dict__)
    hints = {k[0] for k, v in attrs.items() if v}
    flags = [f"num_warps={options.num_warps}", f"num_stages={options.num_stages}",
             "signature=" + " ".join(t.replace(" ", "") + (":16" if i in hints else "")
                                     for i, t in enumerate(sig.values()) if t != "constexpr")]
    flags += [f"{fn.arg_names[k[0]]}={show(v)}" for k, v in sorted(consts.items())]
    return compiled.asm["ptx"], flags


def describe(e):
    """The last line of a compile error."""
    lines = [x for x in str(e).strip().splitlines() if x.strip()]
    return f"{type(e).__name__}: {lines[-1].strip() if lines else ''}"


def main():
    a = common.args(__doc__)
    m = common.Manifest(a.out, "triton")
    items = [(module, name, tag, args, kw) for module, name, launches in KERNELS for tag, args, kw in launches]
    for module in sorted({i[0] for i in items}):  # imported once here, shared by the forked compilers
        try:
            importlib.import_module("liger_kernel.ops." + module)
        except Exception:  # noqa: BLE001  (the compilations of its kernels report the error)
            pass
    for arch, cc in ARCHS:
        for item in common.pick(items, a.sample):
            module, name, tag = item[:3]
            fname = f"{module.replace('.', '_')}__{name.lstrip('_')}__{tag}"
            try:
                ptx, flags = common.run_forked(compile_one, (item, cc), TIMEOUT, describe)
            except RuntimeError as e:
                m.fail(fname, arch, e)
                continue
            m.write(arch, fname, ptx, "liger-kernel", f"liger_kernel/ops/{module.replace('.', '/')}.py:{name}",
                    f"triton-{triton.__version__}", flags)
    m.save()


if __name__ == "__main__":
    main()
