"""numba-cuda: PTX of the CUDA kernels that ship inside the numba-cuda package.

The kernels are written by others: the documentation examples (tests/doc_examples), the
library's reduction and transpose kernels (kernels/), and the kernels of the package's own
CUDA test suite (tests/cudapy). Most of them are defined inside test methods and only get
their types when a test launches them on a GPU, so each one is taken out of its file with
`ast`: the file's module-level statements are run into a fresh module, then the definitions
of every enclosing function (imports, functions, classes; assignments only up to the kernel),
skipping what fails without a GPU. The kernel itself is defined without its decorators, and
`numba.cuda.compile_ptx(kernel, SIGNATURE, cc=CC, opt=True)` turns it into PTX, with the
signature from the table below (written by hand: what the tests pass to the kernel) and
the kernel decorator's `fastmath`. Where a test computes a value from a device array or
the device (a shared-array size, a tile shape), the table gives it (`env`).

No GPU is needed: calls to device functions ask the driver for the current device's
compute capability, so that question gets a fake device of the capability being compiled.
Three more things keep the PTX the same from run to run: Python's hash seed is fixed
(numba emits some declarations in set order), the libraries of device functions that a
kernel links with are kept in the order they come rather than in a set of objects (whose
order follows their addresses), and a device function passed as an argument is named after
the function rather than after its address.
Every kernel is compiled in its own forked process, from the same freshly imported state,
with a timeout: numba numbers the functions it compiles in a process and caches device
functions, so this keeps the PTX of a kernel independent of what was compiled before it.
Kernels that need code linked in on a GPU or a debug build (cooperative grid sync from
cudadevrt, CUDA C sources, the float16 bindings, LTO, debug=True) are listed as failed.

Needs CUDA_HOME: a directory with lib64/libcudart.so.13, nvvm/lib64/libnvvm.so and
nvvm/libdevice.
"""
import ast
import copy
import os
import re
import sys
import warnings

# This file is named like the package it drives: keep its directory behind the packages.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE] + [_HERE]
import common  # noqa: E402

PACKAGE = "numba-cuda"
COMPILER = "numba-cuda-0.30.4"
ARCHS = [(7, 5), (8, 6), (9, 0)]
TIMEOUT = 240  # seconds for one kernel


class K:
    """One kernel of the table. FILE: its file, under numba/cuda/. PATH: where it is defined
    in the file (class.method.kernel, function.kernel, or a module-level name). SIG: the
    signature it is compiled with. TAG: a suffix of the output file name (a second signature).
    ENV: names the test would compute on a GPU or get from its fixtures (name -> expression).
    GET: an expression turning the object found, `it`, into the kernel (default: the Python
    function of a dispatcher). VIA: where that kernel is defined, when GET makes it elsewhere.
    SIG and ENV are evaluated with the numba types, then the module's names, plus from_dtype,
    xoroshiro128p_dtype and import_module."""

    def __init__(self, file, path, sig, tag="", env=None, get=None, via=None):
        self.file, self.path, self.sig, self.tag = file, path, sig, tag
        self.env, self.get, self.via = env or {}, get, via

    @property
    def name(self):
        stem = os.path.splitext(os.path.basename(self.file))[0]
        group = {"doc_examples": "doc", "cudapy": "cudapy", "kernels": "kernels"}[
            os.path.basename(os.path.dirname(self.file))]
        stem = stem[5:] if stem.startswith("test_") else stem
        leaf = self.path.split(".")[-1]
        return f"{group}_{stem}__{leaf}" + (f"_{self.tag}" if self.tag else "")

    @property
    def source(self):
        where = f"numba/cuda/{self.file}:{self.path}"
        return f"numba/cuda/{self.via} (made by {where})" if self.via else where


DOC = "tests/doc_examples/"
PY = "tests/cudapy/"
F4_2, F8_2 = "float32[:, :]", "float64[:, :]"
STATES = "from_dtype(xoroshiro128p_dtype)[::1]"  # the states of numba.cuda.random
RECURSION = "import_module('numba.cuda.tests.cudapy.recursion_usecases')"
COMPLEX = "import_module('numba.cuda.tests.cudapy.complex_usecases')"
REDUCE = "kernels/reduction.py:_gpu_reduce_factory.gpu_reduce_block_strided"

# ---------------------------------------------------------------------------------------
# The table: kernels and the signatures they are compiled with.
# ---------------------------------------------------------------------------------------
TABLE = [
    # --- documentation examples -----------------------------------------------------------
    K(DOC + "test_matmul.py", "test_matmul.matmul", f"void({F8_2}, {F8_2}, {F8_2})"),
    K(DOC + "test_matmul.py", "test_matmul.fast_matmul", f"void({F4_2}, {F4_2}, {F4_2})"),
    K(DOC + "test_laplace.py", "TestLaplace.test_ex_laplace.solve_heat_equation",
      "void(float64[:], float64[:], int64, float64)"),
    K(DOC + "test_montecarlo.py", "TestMonteCarlo.test_ex_montecarlo.mc_integrator_kernel",
      f"void(float32[::1], {STATES}, int64, int64)"),
    K(DOC + "test_random.py", "TestRandom.test_ex_3d_grid.random_3d",
      f"void(float32[:, :, ::1], {STATES})"),
    K(DOC + "test_reduction.py", "TestReduction.test_ex_reduction.array_sum", "void(int64[::1])",
      env={"nelem": "1024"}),
    K(DOC + "test_sessionize.py", "TestSessionization.test_ex_sessionize.sessionize",
      "void(int64[::1], int64[::1], float64[::1])"),
    K(DOC + "test_ufunc.py", "TestUFunc.test_ex_cuda_ufunc_call.f",
      "void(float32[::1], float32[::1])"),
    K(DOC + "test_vecadd.py", "TestVecAdd.test_ex_vecadd.f",
      "void(float64[::1], float64[::1], float64[::1])"),
    K(DOC + "test_cpu_gpu_compat.py", "TestCpuGpuCompat.test_ex_cpu_gpu_compat.f",
      "void(float64[::1], int64[::1], int64[::1], int64[::1])"),
    K(DOC + "test_globals.py", "TestGlobals.test_ex_globals_constant_capture.compute_totals",
      "void(float64[::1], float64[::1])"),
    K(DOC + "test_cg.py", "TestCooperativeGroups.test_ex_grid_sync.sequential_rows",
      "void(int32[:, ::1])"),
    K(DOC + "test_cpointer.py", "TestCPointer.test_ex_cpointer.add_one",
      "void(CPointer(uint8), uint32)"),
    K(DOC + "test_ffi.py", "TestFFI.test_ex_linking_cu.multiply_vectors",
      "void(float32[::1], float32[::1], float32[::1])"),
    # --- the library's kernels: transpose, and the reduction of cuda.reduce ---------------
    K("kernels/transpose.py", "transpose.kernel", f"void({F4_2}, {F4_2})", "f32",
      env={"tpb": "1024", "dt": "float32"}),
    K("kernels/transpose.py", "transpose.kernel", f"void({F8_2}, {F8_2})", "f64",
      env={"tpb": "1024", "dt": "float64"}),
    K("kernels/transpose.py", "transpose.kernel", "void(int16[:, :], int16[:, :])", "i16",
      env={"tpb": "1024", "dt": "int16"}),
    # cuda.reduce: the kernel of kernels/reduction.py, made by the tests' Reduce objects
    *[K(PY + "test_reduction.py", "sum_reduce", f"void({t}[::1], {t}[::1], {t}, boolean)", t,
        get=f"it._compile(np.dtype('{t}'))", via=REDUCE)
      for t in ("float64", "float32", "int32", "int64")],
    K(PY + "test_reduction.py", "TestReduction.test_prod_reduce.prod_reduce",
      "void(float64[::1], float64[::1], float64, boolean)", get="it._compile(np.dtype('float64'))",
      via=REDUCE),
    K(PY + "test_reduction.py", "TestReduction.test_max_reduce.max_reduce",
      "void(float32[::1], float32[::1], float32, boolean)", get="it._compile(np.dtype('float32'))",
      via=REDUCE),
    # --- the CUDA test suite: larger kernels ----------------------------------------------
    K(PY + "test_blackscholes.py", "TestBlackScholes.test_blackscholes.black_scholes_cuda",
      "void(float64[:], float64[:], float64[:], float64[:], float64[:], float64, float64)"),
    K(PY + "test_laplace.py", "TestCudaLaplace.test_laplace_small.jocabi_relax_core",
      f"void({F8_2}, {F8_2}, {F8_2})"),
    K(PY + "test_matmul.py", "test_cuda_matmul.cu_square_matrix_mul",
      "void(float32[:, ::1], float32[:, ::1], float32[:, ::1])"),
    K(PY + "test_montecarlo.py", "TestCudaMonteCarlo.test_montecarlo.step",
      "void(float64[:], float64[:], float64, float64, float64, float64[:])"),
    K(PY + "test_nondet.py", "TestCudaNonDet.test_for_pre.diagproduct",
      f"void({F4_2}, {F4_2}, float32[:])"),
    K(PY + "test_py2_div_issue.py", "TestCudaPy2Div.test_py2_div_issue.preCalc",
      "void(float32[:], float32[:], float32[:], int32)"),
    K(PY + "test_idiv.py", "TestCudaIDiv.test_inplace_div.div", f"void({F4_2}, int32, int32)"),
    K(PY + "test_idiv.py", "TestCudaIDiv.test_inplace_div_double.div_double",
      f"void({F8_2}, int32, int32)"),
    K(PY + "test_random.py", "rng_kernel_float32", f"void({STATES}, float32[::1], int32, int32)"),
    K(PY + "test_random.py", "rng_kernel_float64", f"void({STATES}, float64[::1], int32, int32)"),
    K(PY + "test_dispatcher.py",
      "TestDispatcherKernelProperties.test_get_regs_per_thread_specialized.pi_sin_array",
      "void(float32[::1], int64)"),
    K(PY + "test_dispatcher.py",
      "TestDispatcherKernelProperties.test_get_local_mem_per_thread_specialized.simple_lmem",
      "void(float32[::1])"),
    K(PY + "test_ssa.py", "TestSSA.test_unhandled_undefined.function1_caller",
      "void(int64[::1], int64, int64, int64, int64, int64)"),
    K(PY + "test_ssa.py", "TestSSA.test_phi_propagation.foo", "void(int64[::1], int64[::1])",
      "phi"),
    K(PY + "test_ssa.py", "TestSSA.test_sum_2d_loop.foo", "void(int64[::1], int64)", "sum2d"),
    K(PY + "test_ssa.py", "TestReportedSSAIssues.test_issue5482_missing_variable_init.foo",
      "void(float64[::1], int64, float64, int64)", "issue5482"),
    K(PY + "test_exception.py", "TestException.test_no_zero_division_error.f",
      "void(float64[::1], float64[::1], float64[::1])"),
    K(PY + "test_exception.py", "TestException.case_raise_causing_warp_diverge.oracle",
      "void(int32[::1], int32[::1])"),
    # recursion: the test's recursive device functions
    *[K(PY + "test_recursion.py", "TestSelfRecursion.check_fib.kernel",
        "void(int64[::1], int64[::1])", f, env={"cfunc": f"{RECURSION}.{f}"})
      for f in ("fib1", "fib3")],
    # --- iterators, tuples, language ------------------------------------------------------
    K(PY + "test_iterators.py", "TestIterators.test_enumerate.enumerator",
      "void(float64[::1], int32[::1])"),
    K(PY + "test_iterators.py", "TestIterators.test_zip.zipper",
      "void(float64[::1], int64[::1], int32[::1])"),
    K(PY + "test_iterators.py", "TestIterators.test_enumerate_zip.enumerator_zipper",
      "void(float64[::1], int64[::1], int32[::1])"),
    K(PY + "test_iterators.py", "TestIterators.test_zip_enumerate.zipper_enumerator",
      "void(float64[::1], int64[::1], int32[::1])"),
    K(PY + "test_lang.py", "TestLang.test_zip.foo", "void(float64[:])", "zip"),
    K(PY + "test_lang.py", "TestLang.test_issue_872.cuda_kernel_api_in_multiple_blocks",
      "void(float64[:, :])"),
    K(PY + "test_array_args.py", "TestCudaArrayArg.test_array_ary.kernel",
      "void(double[:], double[:])"),
    K(PY + "test_array_args.py", "TestCudaArrayArg.test_tuple_of_arrays.f",
      "void(UniTuple(float64[::1], 3))", "tuple_of_arrays"),
    K(PY + "test_array_args.py", "TestCudaArrayArg.test_tuple_of_tuples.f",
      "void(float64[::1], Tuple((UniTuple(int64, 2), UniTuple(int64, 2), UniTuple(int64, 3))))",
      "tuple_of_tuples"),
    K(PY + "test_freevar.py", "TestFreeVar.test_freevar.foo", "void(float32[::1], intp)"),
    K(PY + "test_forall.py", "TestForAll.test_forall_2.bar",
      "void(float32, float32[:], float32[:])"),
    K(PY + "test_forall.py", "foo", "void(int64[::1])"),
    K(PY + "test_slicing.py", "copy", "void(int32[:, :], int32[:, :])",
      env={"cufoo": "cuda.jit('void(int32[:], int32[:])', device=True)(foo)"}),
    K(PY + "test_boolean.py", "boolean_func", "void(float64[:], bool_)"),
    K(PY + "test_complex_kernel.py", "TestCudaComplex.test_cuda_complex_arg.foo",
      "void(complex128[:], complex128)"),
    K(PY + "test_frexp_ldexp.py", "simple_frexp", "void(float64[:], int32[:], float64)"),
    K(PY + "test_frexp_ldexp.py", "simple_ldexp", "void(float32[:], float32, int32)"),
    K(PY + "test_powi.py", "cu_mat_power", f"void({F8_2}, int8, {F8_2})"),
    K(PY + "test_powi.py", "cu_mat_power_binop", f"void({F8_2}, int8, {F8_2})"),
    K(PY + "test_powi.py", "vec_pow", "void(complex128[::1], complex128[::1], complex128[::1])"),
    K(PY + "test_powi.py", "vec_pow_inplace_binop", "void(float32[::1], float32[::1])"),
    K(PY + "test_vector_type.py", "make_fancy_creation_kernel.kernel", "void(float32[::1])",
      "float32x4", env={"vtype": "vector_types['float32x4']"}),
    K(PY + "test_vector_type.py", "make_fancy_creation_kernel.kernel", "void(int64[::1])",
      "int64x3", env={"vtype": "vector_types['int64x3']"}),
    K(PY + "test_cache_hints.py", "TestCacheHints.test_loads_2d.f", f"void({F8_2}, {F8_2})",
      "ldcg_2d", env={"operator": "cuda.ldcg"}),
    K(PY + "test_cache_hints.py", "TestCacheHints.test_stores.f",
      "void(float32[::1], float32[::1])", "stcs", env={"operator": "cuda.stcs"}),
    # --- shared, local and constant memory ------------------------------------------------
    K(PY + "test_sm.py", "TestSharedMemory._test_shared.use_sm_chunk_copy",
      "void(float64[::1], float64[::1])", env={"nthreads": "16", "dt": "float64"}),
    K(PY + "test_sm.py", "TestSharedMemoryIssue.test_issue_2393.costs_func", "void(float64[::1])"),
    K(PY + "test_sm.py", "TestSharedMemory.test_dynshared_slice_gaps.slice_gaps",
      "void(int32[::1])"),
    K(PY + "test_sm.py", "TestSharedMemory.test_dynshared_slice_nonunit_reverse_stride."
      "slice_nonunit_reverse_stride", "void(int32[::1])"),
    K(PY + "test_sm.py", "TestSharedMemory.test_issue_5073.sm_slice_copy",
      "void(float32[::1], float32[::1], int32)", env={"dt": "float32"}),
    K(PY + "test_sm_creation.py", "udt_global_build_tuple", f"void({F4_2})"),
    K(PY + "test_sm_creation.py", "udt_global_constant_tuple", f"void({F4_2})"),
    K(PY + "test_sync.py", "coop_syncwarp", "void(int32[::1])"),
    K(PY + "test_sync.py", "simple_smem", "void(int32[::1])"),
    K(PY + "test_sync.py", "coop_smem2d", "void(float32[:, ::1])"),
    K(PY + "test_sync.py", "dyn_shared_memory", "void(float32[::1])"),
    K(PY + "test_sync.py", "use_threadfence", "void(int32[:])"),
    K(PY + "test_sync.py", "use_threadfence_system", "void(int32[:])"),
    K(PY + "test_sync.py", "use_syncthreads_count", "void(int32[:], int32[:])"),
    K(PY + "test_sync.py", "use_syncthreads_and", "void(int32[:], int32[:])"),
    K(PY + "test_sync.py", "use_syncthreads_or", "void(int32[:], int32[:])"),
    K(PY + "test_globals.py", "simple_smem", "void(int32[:])"),
    K(PY + "test_globals.py", "coop_smem2d", "void(float32[:, :])"),
    K(PY + "test_localmem.py", "culocal", "void(int32[:], int32[:])"),
    K(PY + "test_localmem.py", "culocalcomplex", "void(complex128[:], complex128[:])"),
    K(PY + "test_localmem.py", "culocal1tuple", "void(int32[:], int32[:])"),
    K(PY + "test_localmem.py", "TestCudaLocalMem.test_struct_model_type_arr.f",
      "void(int32[::1], int32[::1])", "struct_arr"),
    K(PY + "test_constmem.py", "cuconst", "void(float64[:])"),
    K(PY + "test_constmem.py", "cuconst2d", "void(int32[:, :])"),
    K(PY + "test_constmem.py", "cuconst3d", "void(complex64[:, :, :])"),
    K(PY + "test_constmem.py", "cuconstRec", "void(float64[:], int64[:])"),
    K(PY + "test_constmem.py", "cuconstRecAlign",
      "void(float64[:], float64[:], float64[:], float64[:], float64[:])"),
    K(PY + "test_constmem.py", "cuconstAlign", "void(float64[:])"),
    # --- atomics --------------------------------------------------------------------------
    *[K(PY + "test_atomics.py", name, sig) for name, sig in (
        ("atomic_add", "void(uint32[:])"),
        ("atomic_add_wrap", "void(uint32[:])"),
        ("atomic_add2", "void(uint32[:, :])"),
        ("atomic_add3", "void(uint32[:, :])"),
        ("atomic_add_float", "void(float32[:])"),
        ("atomic_add_float_2", "void(float32[:, :])"),
        ("atomic_add_float_3", "void(float32[:, :])"),
        ("atomic_add_double", "void(int64[:], float64[:])"),
        ("atomic_add_double_2_wrap", "void(float64[:, :])"),
        ("atomic_add_double_3", "void(float64[:, :])"),
        ("atomic_add_double_global", "void(int64[:], float64[:])"),
        ("atomic_add_double_global_2_wrap", "void(float64[:, :])"),
        ("atomic_sub", "void(int32[:])"),
        ("atomic_sub3", "void(int32[:, :])"),
        ("atomic_sub_float", "void(float32[:])"),
        ("atomic_sub_double", "void(int64[:], float64[:])"),
        ("atomic_sub_double_global", "void(int64[:], float64[:])"),
        ("atomic_and", "void(uint32[:], uint32)"),
        ("atomic_and2", "void(uint32[:, :], uint32)"),
        ("atomic_and_global", "void(int32[:], int32[:], int32)"),
        ("atomic_or3", "void(uint32[:, :], uint32)"),
        ("atomic_or_global", "void(int32[:], int32[:], int32)"),
        ("atomic_xor", "void(uint32[:], uint32)"),
        ("atomic_xor_global_2", "void(uint32[:, :], uint32)"),
        ("atomic_inc32", "void(uint32[:], uint32[:], uint32)"),
        ("atomic_inc64", "void(uint64[:], uint64[:], uint64)"),
        ("atomic_inc2_64", "void(uint64[:, :], uint64)"),
        ("atomic_inc_global", "void(uint32[:], uint32[:], uint32)"),
        ("atomic_dec32", "void(uint32[:], uint32[:], uint32)"),
        ("atomic_dec3", "void(uint32[:, :], uint32)"),
        ("atomic_dec_global_2", "void(uint64[:, :], uint64)"),
        ("atomic_exch", "void(uint32[:], uint32[:], uint32)"),
        ("atomic_exch3", "void(uint64[:, :], uint64)"),
        ("atomic_exch_global", "void(uint32[:], uint32[:], uint32)"),
        ("atomic_max", "void(float64[:], float64[:, :])"),
        ("atomic_min", "void(int32[:], int32[:, :])"),
        ("atomic_max_double_normalizedindex", "void(float64[:], float64[:, :])"),
        ("atomic_min_double_oneindex", "void(float64[:], float64[:])"),
        ("atomic_max_double_shared", "void(float64[:], float64[:])"),
        ("atomic_nanmax", "void(float32[:], float32[:, :])"),
        ("atomic_nanmin_double_shared", "void(float64[:], float64[:])"),
        ("atomic_compare_and_swap", "void(int32[:], int32[:], int32[:], int32)"),
        ("atomic_cas_1dim", "void(uint64[:], uint64[:], uint64[:], uint64)"),
        ("atomic_cas_2dim", "void(int64[:, :], int64[:, :], int64[:, :], int64)"),
    )],
    # --- warp-level functions -------------------------------------------------------------
    *[K(PY + "test_warp_ops.py", name, sig) for name, sig in (
        ("useful_syncwarp", "void(int32[:])"),
        ("use_shfl_sync_idx", "void(int32[:], int32)"),
        ("use_shfl_sync_up", "void(int32[:], int32)"),
        ("use_shfl_sync_down", "void(int32[:], int32)"),
        ("use_shfl_sync_xor", "void(int32[:], int32)"),
        ("use_shfl_sync_with_val", "void(float64[:], float64)"),
        ("use_vote_sync_all", "void(int32[:], int32[:])"),
        ("use_vote_sync_any", "void(int32[:], int32[:])"),
        ("use_vote_sync_eq", "void(int32[:], int32[:])"),
        ("use_vote_sync_ballot", "void(uint32[:])"),
        ("use_match_any_sync", "void(int32[:], int32[:])"),
        ("use_match_all_sync", "void(int32[:], int32[:])"),
        ("use_independent_scheduling", "void(uint32[:])"),
        ("TestCudaWarpOperations.test_activemask.use_activemask", "void(uint32[::1])"),
        ("TestCudaWarpOperations.test_lanemask_lt.use_lanemask_lt", "void(uint32[::1])"),
    )],
    # --- intrinsics (float16 arithmetic calls bindings only linked in on a GPU) -----------
    *[K(PY + "test_intrinsics.py", name, sig) for name, sig in (
        ("fill3d_threadidx", "void(int32[:, :, ::1])"),
        ("simple_gridsize2d", "void(int32[::1])"),
        ("intrinsic_forloop_step", "void(int32[:, ::1])"),
        ("TestCudaIntrinsic.test_issue_9229.f", "void(uint64[::1], uint64[::1])"),
        ("TestCudaIntrinsic.test_3dgrid_2.foo", "void(b1[:, :, ::1])"),
        ("simple_popc", "void(int32[:], uint64)"),
        ("simple_bit_count", "void(int32[:], uint16)"),
        ("simple_fma", "void(f8[:], f8, f8, f8)"),
        ("simple_cbrt", "void(float64[:], float64)"),
        ("simple_brev", "void(uint64[:], uint64)"),
        ("simple_clz", "void(int32[:], int64)"),
        ("simple_ffs", "void(int32[:], uint32)"),
        ("simple_round", "void(int64[:], float32)"),
        ("branching_with_ifs", "void(int64[:], int64, int64[:])"),
        ("branching_with_selps", "void(int64[:], int64, int64[:])"),
        ("simple_laneid", "void(int32[:])"),
        ("simple_hadd", "void(f2[:], f2[:], f2[:])"),
    )],
    *[K(PY + "test_intrinsics.py", "simple_round_to", f"void({t}[:], {t}, int32)", t)
      for t in ("float32", "float64")],
    # --- math: libdevice ------------------------------------------------------------------
    *[K(PY + "test_math.py", f"math_{f}", "void(float64[::1], float64[::1])") for f in (
        "acos", "asin", "atan", "acosh", "asinh", "atanh", "cos", "sin", "tan", "cosh", "sinh",
        "tanh", "exp", "exp2", "erf", "erfc", "expm1", "gamma", "lgamma", "log", "log2",
        "log10", "log1p", "sqrt", "ceil", "trunc", "degrees")],
    *[K(PY + "test_math.py", f"math_{f}", "void(float32[::1], float32[::1])", "f32") for f in (
        "sin", "tan", "exp", "erfc", "gamma", "lgamma", "log1p", "atanh")],
    *[K(PY + "test_math.py", f"math_{f}", "void(float64[::1], float64[::1], float64[::1])")
      for f in ("atan2", "remainder", "nextafter", "hypot", "copysign", "fmod", "pow_binop",
                "mod_binop", "modf")],
    K(PY + "test_math.py", "math_pow", "void(float32[::1], int32[::1], float32[::1])"),
    K(PY + "test_math.py", "math_fmod", "void(float32[::1], float32[::1], float32[::1])", "f32"),
    K(PY + "test_math.py", "math_isfinite", "void(float64[::1], int32[::1])"),
    K(PY + "test_math.py", "math_isnan", "void(int64[::1], int32[::1])"),
    K(PY + "test_math.py", "TestCudaMath.test_math_remainder_0_0.test_0_0",
      "void(float64[::1], int64, int64)"),
    # --- complex math: the test's device functions in a kernel ----------------------------
    *[K(PY + "test_complex.py", "compile_scalar_func.kernel_func",
        f"void({t}[::1], {t}[::1])", f"{f}_{t}",
        env={"pyfunc": f"{COMPLEX}.{f}_usecase", "argtypes": f"({t},)", "restype": t})
      for f, t in (("exp", "complex128"), ("log", "complex128"), ("sqrt", "complex128"),
                   ("sin", "complex128"), ("tan", "complex128"), ("asin", "complex128"),
                   ("acosh", "complex128"), ("atanh", "complex128"), ("tanh", "complex64"),
                   ("cos", "complex64"))],
    # --- numpy reductions over constant arrays --------------------------------------------
    *[K(PY + "test_array_reductions.py", f"TestArrayReductions.test_{f}_basic.kernel",
        f"void({t}[::1])", f) for f, t in (
        ("all", "b1"), ("sum", "float64"), ("mean", "float64"), ("var", "float64"),
        ("std", "float64"), ("nanmean", "float64"),
        ("nanprod", "float64"))],
    K(PY + "test_array_reductions.py", "TestArrayReductions.test_count_nonzero_2d.kernel",
      "void(int64[::1])", "count_nonzero_2d"),
    # --- cooperative groups (grid sync needs cudadevrt) -----------------------------------
    K(PY + "test_cooperative_groups.py", "no_sync", "void(int32[::1])"),
]


# ---------------------------------------------------------------------------------------
# Taking a kernel out of its file (runs in the forked process).
# ---------------------------------------------------------------------------------------
def _flat(body):
    """The statements of a body, with those of its blocks (with, try, if, for) in line."""
    out = []
    for s in body:
        if isinstance(s, (ast.With, ast.Try, ast.If, ast.For, ast.While)):
            out.extend(_flat(s.body + getattr(s, "orelse", [])))
        else:
            out.append(s)
    return out


def _evaluate(text, ns):
    """A table expression (signature, env value): numba types first, then the module's names
    and a few helpers."""
    import importlib
    from numba.cuda import types
    from numba.cuda.np.numpy_support import from_dtype
    from numba.cuda.random import xoroshiro128p_dtype
    helpers = {"from_dtype": from_dtype, "xoroshiro128p_dtype": xoroshiro128p_dtype,
               "import_module": importlib.import_module}
    return eval(text, {**ns, **helpers}, dict(vars(types)))


def _defines(stmt, name):
    if isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
        return stmt.name == name
    if isinstance(stmt, ast.Assign):
        return any(isinstance(n, ast.Name) and n.id == name
                   for t in stmt.targets for n in ast.walk(t))
    return False


def _chain(tree, names):
    """The nodes from the module down to the kernel, one per name of the path."""
    chain, node = [], tree
    for name in names:
        found = [s for s in _flat(node.body) if _defines(s, name)]
        if not found:
            raise LookupError(f"{name} not found in the file")
        node = found[0]
        chain.append(node)
    return chain


def _decorator_options(node):
    """The keyword options of a kernel's `cuda.jit(...)` decorator, where literal."""
    opts = {}
    for d in getattr(node, "decorator_list", []):
        if isinstance(d, ast.Call):
            for kw in d.keywords:
                try:
                    opts[kw.arg] = ast.literal_eval(kw.value)
                except ValueError:
                    opts[kw.arg] = ast.unparse(kw.value)
    return opts


def load(k):
    """The Python function of kernel `k`, its decorator's options and its module's names."""
    import numba.cuda
    path = os.path.join(os.path.dirname(numba.cuda.__file__), k.file)
    rel = f"numba/cuda/{k.file}"
    with open(path) as f:
        tree = ast.parse(f.read(), rel)
    modname = "numba.cuda." + k.file[:-3].replace("/", ".")
    mod = type(sys)(modname)
    mod.__file__ = path
    sys.modules[modname] = mod
    ns = mod.__dict__
    env = {}
    chain = _chain(tree, k.path.split("."))
    target = chain[-1]

    def run(stmt, strip=False):
        if strip and hasattr(stmt, "decorator_list"):
            stmt = copy.copy(stmt)
            stmt.decorator_list = []
        try:
            exec(compile(ast.Module([stmt], []), rel, "exec"), ns)
        except Exception:
            pass  # needs a GPU, or the test's fixtures: not part of the kernel
        ns.update(env)

    for s in tree.body:  # the whole module, as when the tests run
        run(s, strip=s is target)
    env = {n: _evaluate(v, ns) for n, v in k.env.items()}
    ns.update(env)
    leaf = k.path.split(".")[-1]
    for outer, inner in zip(chain, chain[1:]):
        if not isinstance(outer, ast.FunctionDef):
            continue  # a class: its body only defines the test methods
        body = _flat(outer.body)
        at = body.index(inner)
        for i, s in enumerate(body):
            if s is inner:
                if inner is target:
                    run(s, strip=True)
            elif isinstance(s, (ast.FunctionDef, ast.ClassDef)) and s.name == leaf:
                continue  # another definition of the same name (another branch, test)
            elif isinstance(s, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.ClassDef)):
                run(s)
            elif isinstance(s, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and i < at:
                run(s)
    obj = ns[leaf]
    if k.get:
        obj = eval(k.get, ns, {"it": obj})
    return getattr(obj, "py_func", obj), _decorator_options(target), ns


class _OrderedSet(dict):
    """A set that iterates in insertion order."""

    def add(self, item):
        self[item] = None


def compile_kernel(k, cc):
    """The PTX of kernel `k` for compute capability `cc`, and the flags it was built with."""
    import numba.cuda
    import numba.cuda.codegen
    import numba.cuda.dispatcher

    class FakeDevice:  # no GPU: the capability being compiled is the current device's
        compute_capability = cc

    numba.cuda.dispatcher.get_current_device = lambda: FakeDevice
    # A device function passed as an argument gets a type named after the dispatcher's repr,
    # which holds the function's address: name it after the function instead, so that the
    # symbol names in the PTX are the same on every run (the type is still the object's).
    numba.cuda.dispatcher.CUDADispatcher.__repr__ = lambda self: (
        f"{type(self).__name__}(<function {self.py_func.__module__}.{self.py_func.__qualname__}>)")
    # The libraries of device functions a kernel links with are kept in a set, hashed by
    # address, and NVVM gets their modules in that order: keep them in the order they come.
    init = numba.cuda.codegen.CUDACodeLibrary.__init__

    def ordered_init(self, *args, **kwargs):
        init(self, *args, **kwargs)
        self._linking_libraries = _OrderedSet()

    numba.cuda.codegen.CUDACodeLibrary.__init__ = ordered_init
    fn, opts, ns = load(k)
    for opt, why in (("debug", "a debug build"), ("link", "linking CUDA C sources"),
                     ("lto", "link-time optimisation")):
        if opts.get(opt):
            raise RuntimeError(f"the kernel is declared with {opt}= and needs {why}")
    sig = _evaluate(k.sig, ns)
    fastmath = opts.get("fastmath") is True
    ptx, _ = numba.cuda.compile_ptx(fn, sig, cc=cc, opt=True, fastmath=fastmath)
    externs = re.findall(r"^\.extern \.func\s*(?:\([^)]*\)\s*)?([\w$]+)", ptx, re.M)
    if externs:
        raise RuntimeError("calls external functions that are only linked in on a GPU "
                           "(cudadevrt, CUDA C sources, float16 bindings): " + ", ".join(externs))
    flags = [f"cc={cc[0]}.{cc[1]}", "opt=True", f"sig={k.sig}"]
    flags += ["fastmath=True"] if fastmath else []
    flags += [f"{n}={v}" for n, v in sorted(k.env.items())]
    return ptx, flags


def describe(e):
    """The first two lines of a compile error, without numba's pipeline banner."""
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    lines = [ln for ln in lines if not ln.startswith("Failed in cuda mode pipeline")]
    return f"{type(e).__name__}: {' | '.join(lines[:2])}"


def main():
    a = common.args(__doc__)
    home = os.environ.get("CUDA_HOME", "")
    if not home or not os.path.isdir(os.path.join(home, "nvvm", "libdevice")):
        sys.exit("numba producer: CUDA_HOME must be set to a directory with lib64/libcudart.so.13, "
                 "nvvm/lib64/libnvvm.so and nvvm/libdevice")
    names = [k.name for k in TABLE]
    dup = {n for n in names if names.count(n) > 1}
    assert not dup, f"file names used twice in the table: {sorted(dup)}"
    if os.environ.get("PYTHONHASHSEED") != "0":  # numba's output order follows set/dict order
        os.execve(sys.executable, [sys.executable] + sys.argv,
                  {**os.environ, "PYTHONHASHSEED": "0"})
    os.nice(5)
    # Where to find NVRTC (not used for PTX) is looked up in every kernel's process: say it once.
    warnings.filterwarnings("ignore", message="Cannot determine the NVRTC version")
    import numba.cuda  # noqa: F401  imported once here; every kernel forks from this state
    m = common.Manifest(a.out, "numba")
    for cc in ARCHS:
        arch = f"sm_{cc[0]}{cc[1]}"
        for k in common.pick(TABLE, a.sample):
            try:
                ptx, flags = common.run_forked(compile_kernel, (k, cc), TIMEOUT, describe)
            except RuntimeError as e:
                m.fail(k.source + (f" [{k.tag}]" if k.tag else ""), arch, e)
                continue
            m.write(arch, k.name, ptx, PACKAGE, k.source, COMPILER, flags)
    m.save()


if __name__ == "__main__":
    main()
