/*
 * Smoke test of the ptxra C ABI, built and run by tests/c_abi.rs:
 *     cc -Iinclude tests/c/smoke.c -L<target>/<profile> -lptxra_capi -o smoke
 *     PTXRA_LLVM=<target>/<profile>/ptxra-llvm ./smoke
 * Compiles a PTX kernel and an LLVM IR kernel through the API, checks the JSON with strstr,
 * checks error reporting, frees everything. Exits non-zero with a message on any failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptxra.h"

static int failures = 0;

#define CHECK(cond, json)                                                             \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "smoke.c:%d: check failed: %s\n--- JSON ---\n%s\n", __LINE__, \
                    #cond, (json) ? (json) : "(null)");                               \
            failures++;                                                               \
        }                                                                             \
    } while (0)

static const char *PTX =
    ".version 7.0\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".visible .entry add_one(.param .u64 p)\n"
    "{\n"
    "    .reg .b32 %r<3>;\n"
    "    .reg .b64 %rd<3>;\n"
    "    ld.param.u64 %rd1, [p];\n"
    "    cvta.to.global.u64 %rd2, %rd1;\n"
    "    ld.global.u32 %r1, [%rd2];\n"
    "    add.s32 %r2, %r1, 1;\n"
    "    st.global.u32 [%rd2], %r2;\n"
    "    ret;\n"
    "}\n";

static const char *LLVM_IR =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define ptx_kernel void @ir_add(ptr addrspace(1) %a, ptr addrspace(1) %b) {\n"
    "  %x = load float, ptr addrspace(1) %a, align 4\n"
    "  %y = load float, ptr addrspace(1) %b, align 4\n"
    "  %s = fadd float %x, %y\n"
    "  store float %s, ptr addrspace(1) %a, align 4\n"
    "  ret void\n"
    "}\n";

/* Same module with an x86 triple: must be rejected, naming the triple. */
static const char *X86_IR =
    "target triple = \"x86_64-unknown-linux-gnu\"\n"
    "define void @f() {\n"
    "  ret void\n"
    "}\n";

int main(void) {
    const char *version = ptxra_version();
    CHECK(version != NULL && strlen(version) > 0, version);

    /* PTX through the API with options. */
    char *out = ptxra_compile_ptx(PTX, "{\"arch\":\"sm_80\",\"maxrregcount\":32,\"verify\":true}");
    CHECK(out != NULL, out);
    if (out) {
        CHECK(strstr(out, "\"tool\": \"ptxra\"") != NULL, out);
        CHECK(strstr(out, "\"name\": \"add_one\"") != NULL, out);
        CHECK(strstr(out, "\"registers\":") != NULL, out);
        CHECK(strstr(out, "\"verified\": true") != NULL, out);
        CHECK(strstr(out, "\"maxrregcount\": 32") != NULL, out);
        CHECK(strstr(out, "\"error\"") == NULL, out);
    }
    ptxra_free_string(out);

    /* Default options (NULL). */
    out = ptxra_compile_ptx(PTX, NULL);
    CHECK(out != NULL && strstr(out, "\"verified\": false") != NULL, out);
    ptxra_free_string(out);

    /* LLVM IR (length-delimited, no NUL needed). */
    out = ptxra_compile_llvm_ir(LLVM_IR, strlen(LLVM_IR), "{\"verify\":true}");
    CHECK(out != NULL, out);
    if (out) {
        CHECK(strstr(out, "\"name\": \"ir_add\"") != NULL, out);
        CHECK(strstr(out, "\"kind\": \"entry\"") != NULL, out);
        CHECK(strstr(out, "\"registers\":") != NULL, out);
        CHECK(strstr(out, "\"verified\": true") != NULL, out);
        CHECK(strstr(out, "\"arch\": \"sm_80\"") != NULL, out);
    }
    ptxra_free_string(out);

    /* Bad PTX: a located error for the input, no functions. */
    out = ptxra_compile_ptx(".version 7.0\n.target sm_80\nthis is not ptx;\n", NULL);
    CHECK(out != NULL, out);
    if (out) {
        CHECK(strstr(out, "\"error\"") != NULL, out);
        CHECK(strstr(out, "\"line\": 3") != NULL, out);
        CHECK(strstr(out, "\"functions\"") == NULL, out);
    }
    ptxra_free_string(out);

    /* Wrong LLVM triple. */
    out = ptxra_compile_llvm_ir(X86_IR, strlen(X86_IR), NULL);
    CHECK(out != NULL && strstr(out, "x86_64-unknown-linux-gnu") != NULL, out);
    ptxra_free_string(out);

    /* Call errors: null input, malformed options, unknown architecture. */
    out = ptxra_compile_ptx(NULL, NULL);
    CHECK(out != NULL && strstr(out, "\"error\"") != NULL, out);
    ptxra_free_string(out);
    out = ptxra_compile_llvm_ir(NULL, 0, NULL);
    CHECK(out != NULL && strstr(out, "\"error\"") != NULL, out);
    ptxra_free_string(out);
    out = ptxra_compile_ptx(PTX, "{\"maxrregcount\": \"lots\"}");
    CHECK(out != NULL && strstr(out, "options JSON") != NULL, out);
    ptxra_free_string(out);
    out = ptxra_compile_ptx(PTX, "{\"arch\":\"sm_999\"}");
    CHECK(out != NULL && strstr(out, "sm_999") != NULL && strstr(out, "\"error\"") != NULL, out);
    ptxra_free_string(out);

    ptxra_free_string(NULL);

    if (failures) {
        fprintf(stderr, "smoke.c: %d check(s) failed\n", failures);
        return 1;
    }
    printf("smoke.c: all checks passed (ptxra %s)\n", version);
    return 0;
}
