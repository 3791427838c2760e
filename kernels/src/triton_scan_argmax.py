# Triton kernels written for the ptxra suite: a row-wise inclusive prefix sum (tl.cumsum) and a
# row-wise argmax with the max value (tl.max / tl.argmax), one row per program.
import triton
import triton.language as tl


@triton.jit
def tri_row_cumsum(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * n_cols + cols, tl.cumsum(x, axis=0), mask=m)


@triton.jit
def tri_row_argmax(x_ptr, idx_ptr, val_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=float("-inf"))
    i = tl.argmax(x, axis=0)
    tl.store(idx_ptr + row, i)
    tl.store(val_ptr + row, tl.max(x, axis=0))


CONFIGS = [
    dict(name="tri_row_cumsum", kernel=tri_row_cumsum,
         sig={"x_ptr": "*fp32", "y_ptr": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"},
         const={"BLOCK": 2048}, aligned=["x_ptr", "y_ptr", "n_cols"], warps=4, stages=1),
    dict(name="tri_row_argmax", kernel=tri_row_argmax,
         sig={"x_ptr": "*fp32", "idx_ptr": "*i32", "val_ptr": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"},
         const={"BLOCK": 1024}, aligned=["x_ptr", "n_cols"], warps=4, stages=1),
]
