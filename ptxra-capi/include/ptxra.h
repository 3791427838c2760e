/*
 * ptxra.h — C interface to ptxra, a re-creation of the NVIDIA ptxas register allocator.
 *
 * Link against libptxra_capi.so (cdylib) or libptxra_capi.a (staticlib), both built by
 * `cargo build -p ptxra-capi`. ptxra's LLVM bridge links libLLVM-22.so dynamically, so the
 * program also needs /usr/lib/llvm-22/lib on its library path (rpath or LD_LIBRARY_PATH).
 *
 * Every compile function returns a NUL-terminated JSON document allocated by ptxra, which
 * the caller owns and must release with ptxra_free_string() (never with free()):
 *
 *   - the input was processed: the `ptxra stats --json` report (DESIGN.md section 4),
 *       {"tool": "ptxra", "version": "0.1.0", "inputs": [ { "path": "<ptx>", "arch": "sm_80",
 *         "maxrregcount": null, "allocator": "fatpoint",
 *         "functions": [ { "name": ..., "kind": "entry", "registers": 10, ...,
 *                          "verified": true } ] } ] }
 *     where a rejected input (PTX syntax error, non-NVPTX LLVM triple, allocation failure
 *     under too small a --maxrregcount, ...) has, instead of "functions",
 *       "error": {"message": "...", "line": 3, "col": 7}   (line/col null when unknown);
 *   - the call itself was unusable (null pointer, invalid UTF-8, malformed or unknown
 *     options, unknown architecture, an internal panic):
 *       {"tool": "ptxra", "version": "0.1.0", "error": {"message": "...", "line": null, "col": null}}
 *
 * So a caller can test for success by looking for "functions" in inputs[0], and for any
 * failure by looking for an "error" key. The functions return NULL only if the process is
 * out of memory. No Rust panic ever unwinds into the caller. The functions are reentrant
 * and may be called from several threads at once.
 *
 * options_json: a JSON object, every key optional; NULL or "" means all defaults.
 *   "arch":         "sm_80"   target (default: the PTX .target; sm_80 for LLVM input)
 *   "maxrregcount": 32        register budget per thread, as ptxas --maxrregcount
 *   "verify":       true      check every allocation with the independent checker
 *   "block_size":   256       block size for occupancy when the kernel declares none
 *   "allocator":    "fatpoint"
 *   "knobs":        ["NAME=VALUE", ...]   as the CLI's --knob
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
 * Compiles NVPTX LLVM IR to PTX with LLVM 22's NVPTX back end (-O2, as llc) and allocates
 * every function, returning the JSON report described above. ir_or_bitcode: `len` bytes of
 * textual IR (.ll) or bitcode (.bc, recognised by its magic); no NUL terminator needed.
 * A module without a target triple is compiled as nvptx64-nvidia-cuda. Reported as input
 * errors, with LLVM's message (and "line"/"col" when LLVM gives them): IR that does not parse
 * or verify, bad bitcode, a triple that is not 64-bit NVPTX, an "arch" LLVM 22 has no NVPTX
 * processor for (e.g. sm_80a), a module that defines no function ("no kernels in the
 * module"), and back-end errors such as a feature the arch or PTX version lacks. LLVM's
 * diagnostics never reach stderr. One class cannot be reported: an LLVM *fatal* error (e.g.
 * "Cannot select: intrinsic ..." for an instruction the arch lacks) ends the process, as it
 * does in any program using LLVM; choose an arch that has every instruction the IR uses.
 * options_json: see above, or NULL. Free the result with ptxra_free_string().
 */
char *ptxra_compile_llvm_ir(const char *ir_or_bitcode, size_t len, const char *options_json);

/* Releases a string returned by ptxra_compile_ptx() or ptxra_compile_llvm_ir(). NULL is
 * accepted and ignored; passing any other pointer, or freeing twice, is undefined. */
void ptxra_free_string(char *s);

#ifdef __cplusplus
}
#endif

#endif /* PTXRA_H */
