# Triton kernel written for the ptxra suite: bf16 GEMM with fp32 accumulation and a fused bias +
# ReLU epilogue, grouped program ordering for L2 reuse.
import triton
import triton.language as tl


@triton.jit
def tri_gemm_bf16(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K, lda, ldb, ldc,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr):
    pid = tl.program_id(0)
    npm = tl.cdiv(M, BM)
    npn = tl.cdiv(N, BN)
    per_group = GROUP * npn
    gid = pid // per_group
    first = gid * GROUP
    gsz = min(npm - first, GROUP)
    pm = first + (pid % per_group) % gsz
    pn = (pid % per_group) // gsz
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * lda + (k + rk)[None, :], mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * ldb + rn[None, :], mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0.0)
    acc = tl.maximum(acc + bias[None, :], 0.0)
    tl.store(c_ptr + rm[:, None] * ldc + rn[None, :], acc.to(tl.bfloat16), mask=(rm[:, None] < M) & (rn[None, :] < N))


_SIG = {"a_ptr": "*bf16", "b_ptr": "*bf16", "bias_ptr": "*fp32", "c_ptr": "*bf16", "M": "i32", "N": "i32", "K": "i32",
        "lda": "i32", "ldb": "i32", "ldc": "i32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr",
        "GROUP": "constexpr"}
_AL = ["a_ptr", "b_ptr", "bias_ptr", "c_ptr", "lda", "ldb", "ldc"]
CONFIGS = [
    dict(name="tri_gemm_bf16_64x128x32", kernel=tri_gemm_bf16, sig=_SIG, const={"BM": 64, "BN": 128, "BK": 32, "GROUP": 8},
         aligned=_AL, warps=4, stages=3),
    dict(name="tri_gemm_bf16_128x64x64", kernel=tri_gemm_bf16, sig=_SIG, const={"BM": 128, "BN": 64, "BK": 64, "GROUP": 8},
         aligned=_AL, warps=8, stages=2),
]
