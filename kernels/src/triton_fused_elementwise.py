# Triton kernel written for the ptxra suite: fused residual add + bias + tanh-GELU on fp16 rows,
# fp32 math inside, plus a dropout-style mask from a counter hash.
import triton
import triton.language as tl


@triton.jit
def tri_residual_gelu(x_ptr, r_ptr, b_ptr, out_ptr, n_cols, seed, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < n_cols
    off = row * n_cols + cols
    x = tl.load(x_ptr + off, mask=m, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + off, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    v = x + r + b
    inner = 0.7978845608 * (v + 0.044715 * v * v * v)
    e = tl.exp(-2.0 * tl.abs(inner))
    th = (1.0 - e) / (1.0 + e)
    th = tl.where(inner < 0, -th, th)
    g = 0.5 * v * (1.0 + th)
    h = (off.to(tl.uint32) * 747796405 + seed.to(tl.uint32)) ^ 0x5bd1e995
    keep = (h >> 9) % 10 != 0
    g = tl.where(keep, g * 1.1111111, 0.0)
    tl.store(out_ptr + off, g.to(tl.float16), mask=m)


CONFIGS = [dict(name="tri_residual_gelu", kernel=tri_residual_gelu,
                sig={"x_ptr": "*fp16", "r_ptr": "*fp16", "b_ptr": "*fp16", "out_ptr": "*fp16", "n_cols": "i32",
                     "seed": "i32", "BLOCK": "constexpr"},
                const={"BLOCK": 1024}, aligned=["x_ptr", "r_ptr", "b_ptr", "out_ptr", "n_cols"], warps=4, stages=2)]
