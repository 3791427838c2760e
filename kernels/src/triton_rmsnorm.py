# Triton kernel written for the ptxra suite: RMSNorm of one fp32 row per program with a weight
# vector, whole row in a single BLOCK tile (two variants of BLOCK / num_warps).
import triton
import triton.language as tl


@triton.jit
def tri_rmsnorm(x_ptr, w_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
    ms = tl.sum(x * x, axis=0) / n_cols
    r = 1.0 / tl.sqrt(ms + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * n_cols + cols, x * r * w, mask=m)


_SIG = {"x_ptr": "*fp32", "w_ptr": "*fp32", "y_ptr": "*fp32", "n_cols": "i32", "eps": "fp32", "BLOCK": "constexpr"}
CONFIGS = [
    dict(name="tri_rmsnorm_b1024", kernel=tri_rmsnorm, sig=_SIG, const={"BLOCK": 1024},
         aligned=["x_ptr", "w_ptr", "y_ptr", "n_cols"], warps=4, stages=1),
    dict(name="tri_rmsnorm_b4096", kernel=tri_rmsnorm, sig=_SIG, const={"BLOCK": 4096},
         aligned=["x_ptr", "w_ptr", "y_ptr", "n_cols"], warps=8, stages=1),
]
