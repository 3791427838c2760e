/*
 * ptxra.h — C interface to ptxra, a re-creation of the NVIDIA ptxas register allocator.
 *
 * Link against libptxra_capi.so (cdylib) or libptxra_capi.a (staticlib), both built by
 * `cargo build -p ptxra-capi`. The library does not link LLVM: LLVM input is translated by
 * the `ptxra-llvm` helper program (built by `cargo build --release`, which needs LLVM 22),
 * looked for in $PTXRA_LLVM, beside the program, beside libptxra_capi.so, then on PATH.
 * PTX input needs nothing besides the library.
 *
 * Every compile function returns a NUL-terminated JSON document allocated by ptxra, which
 * the caller owns and must release with ptxra_free_string() (never with free()):
 *
 *   - the input was processed: the `ptxra stats --json` report (docs/design.md, "Outputs"),
 *       {"tool": "ptxra", "version": "0.1.0", "inputs": [ { "path": "<ptx>", "arch": "sm_80",
 *         "maxrregcount": null, "allocator": "fatpoint",
 *         "functions": [ { "name": ..., "kind": "entry", "registers": 10, ...,
 *                          "verified": true } ] } ] }
 *     where a rejected input (PTX syntax error, nesting past the parser's limit, non-NVPTX
 *     LLVM triple, input LLVM crashed or timed out on, allocation failure under too small a
 *     maxrregcount, ...) has, instead of "functions",
 *       "error": {"message": "...", "line": 3, "col": 7}   (line/col null when unknown);
 *   - the call itself was unusable (null pointer, invalid UTF-8, malformed or unknown
 *     options, unknown architecture, an internal panic, no thread could be started):
 *       {"tool": "ptxra", "version": "0.1.0", "error": {"message": "...", "line": null, "col": null}}
 *
 * So a caller can test for success by looking for "functions" in inputs[0], and for any
 * failure by looking for an "error" key. The functions never return NULL. They are
 * reentrant and may be called from several threads at once.
 *
 * Failure modes (docs/capi.md has the details): no input can end or corrupt the host.
 *   - Stack: each call runs on a thread of its own with an 8 MiB stack (reserved, and
 *     committed only as it is touched); the calling thread needs under 16 KiB, so threads
 *     with small stacks (musl's 128 KiB default, PTHREAD_STACK_MIN) are fine. Recursion on
 *     input depth is bounded everywhere: nesting past the parser's limit (256 levels of
 *     blocks, expressions, operands) is a located error; call chains of any depth are
 *     walked without recursion.
 *   - LLVM: never runs in the host. A crash in LLVM (hostile bitcode, deeply nested
 *     constants or types) or an LLVM fatal error ends only the helper and is reported as
 *     the input's error. The helper is killed after "llvm_timeout" seconds (default:
 *     $PTXRA_LLVM_TIMEOUT, else 300), and on Linux when the host process dies; the module
 *     reaches it through an unnamed temporary file, so nothing is left on disk.
 *   - Panics (ptxra bugs) become an "internal error" document and print nothing; the
 *     process's panic hook stays the host's for its own threads.
 *   - Not covered: running out of memory aborts the process (Rust's allocator does); a host
 *     that reaps every child process (waitpid(-1, ...) in a SIGCHLD handler) can take the
 *     helper's status first, and the LLVM call then fails with an error.
 *
 * options_json: a JSON object, every key optional; NULL or "" means all defaults.
 *   "arch":         "sm_80"   target (default: the PTX .target; sm_80 for LLVM input)
 *   "maxrregcount": 32        register budget per thread, as ptxas --maxrregcount
 *   "verify":       true      check every allocation with the independent checker
 *   "block_size":   256       block size for occupancy when the kernel declares none
 *   "allocator":    "fatpoint"
 *   "knobs":        ["NAME=VALUE", ...]   as the CLI's --knob
 *   "llvm_timeout": 60        seconds the LLVM helper may take (LLVM input only)
 * Unknown keys are an error, so that a typo does not silently fall back to a default.
 */
#ifndef PTXRA_H
#define PTXRA_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ptxra version, e.g. "0.1.0". Static storage: do not free. */
const char *ptxra_version(void);

/*
 * Allocates registers for every function of a PTX module and returns the JSON report
 * described above. ptx_text: NUL-terminated UTF-8 PTX source. options_json: see above, or
 * NULL. Free the result with ptxra_free_string().
 */
char *ptxra_compile_ptx(const char *ptx_text, const char *options_json);

/*
 * Compiles NVPTX LLVM IR to PTX with LLVM 22's NVPTX back end (-O2, as llc), in the
 * ptxra-llvm helper process, and allocates every function, returning the JSON report
 * described above. ir_or_bitcode: `len` bytes of textual IR (.ll) or bitcode (.bc,
 * recognised by its magic); no NUL terminator needed. A module without a target triple is
 * compiled as nvptx64-nvidia-cuda. Reported as input errors, with LLVM's message (and
 * "line"/"col" when LLVM gives them): IR that does not parse or verify, bad bitcode, a
 * triple that is not 64-bit NVPTX, an "arch" LLVM 22 has no NVPTX processor for (e.g.
 * sm_80a), a module that defines no function ("no kernels in the module"), back-end errors
 * such as a feature the arch or PTX version lacks, LLVM fatal errors (e.g. "Cannot select:
 * intrinsic ..." for an instruction the arch lacks), LLVM crashing ("LLVM crashed on this
 * input"), the time limit passing, and a helper that cannot be run. LLVM's diagnostics
 * never reach stderr. options_json: see above, or NULL. Free the result with
 * ptxra_free_string().
 */
char *ptxra_compile_llvm_ir(const char *ir_or_bitcode, size_t len, const char *options_json);

/* Releases a string returned by ptxra_compile_ptx() or ptxra_compile_llvm_ir(). NULL is
 * accepted and ignored; passing any other pointer, or freeing twice, is undefined. */
void ptxra_free_string(char *s);

#ifdef __cplusplus
}
#endif

#endif /* PTXRA_H */
