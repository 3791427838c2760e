/*
 * The C library from a thread with a 128 KiB stack (musl's default for new threads), on
 * input built to hurt: nesting far past the parser's limit, a long chain of operators, a
 * 2 000-deep call chain, LLVM input that crashes LLVM, a panic inside ptxra. Every call
 * must come back with a JSON document (an error or a result) and print nothing; before,
 * these overflowed the stack (SIGSEGV) or crashed inside LLVM, taking the process down.
 * Built and run by tests/c_abi.rs, which also checks that stderr stays empty.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptxra.h"

#define SMALL_STACK (128 * 1024)

static int failures = 0;

#define CHECK(cond, json)                                                                 \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stdout, "small_stack.c:%d: check failed: %s\n--- JSON ---\n%.2000s\n",  \
                    __LINE__, #cond, (json) ? (json) : "(null)");                         \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

/* One call: PTX text, or LLVM IR bytes when `ir` is set. */
struct job {
    const char *ptx;
    const char *ir;
    size_t ir_len;
    const char *options;
    char *out;
};

static void *run(void *arg) {
    struct job *j = arg;
    j->out = j->ir ? ptxra_compile_llvm_ir(j->ir, j->ir_len, j->options)
                   : ptxra_compile_ptx(j->ptx, j->options);
    return NULL;
}

/* Runs the job on a new thread with a 128 KiB stack; returns its JSON (caller frees). */
static char *on_small_stack(struct job j) {
    pthread_attr_t attr;
    pthread_t thread;
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, SMALL_STACK) != 0 ||
        pthread_create(&thread, &attr, run, &j) != 0 || pthread_join(thread, NULL) != 0) {
        fprintf(stdout, "small_stack.c: cannot run a thread with a %d-byte stack\n", SMALL_STACK);
        exit(2);
    }
    pthread_attr_destroy(&attr);
    return j.out;
}

static char *ptx_on_small_stack(const char *ptx, const char *options) {
    struct job j = {ptx, NULL, 0, options, NULL};
    return on_small_stack(j);
}

static char *llvm_on_small_stack(const char *ir, const char *options) {
    struct job j = {NULL, ir, strlen(ir), options, NULL};
    return on_small_stack(j);
}

/* A growable string. */
struct text {
    char *s;
    size_t len, cap;
};

static void add(struct text *t, const char *piece) {
    size_t n = strlen(piece);
    if (t->len + n + 1 > t->cap) {
        t->cap = 2 * (t->len + n + 1);
        t->s = realloc(t->s, t->cap);
        if (!t->s) {
            exit(2);
        }
    }
    memcpy(t->s + t->len, piece, n + 1);
    t->len += n;
}

static void add_repeated(struct text *t, const char *piece, int times) {
    for (int i = 0; i < times; i++) {
        add(t, piece);
    }
}

static const char *HEADER = ".version 7.0\n.target sm_80\n.address_size 64\n";

/* `n` device functions, f{i} calling f{i-1}, and a kernel calling the last. */
static char *call_chain(int n) {
    struct text t = {0};
    char line[160];
    add(&t, HEADER);
    for (int i = 0; i < n; i++) {
        if (i > 0) {
            snprintf(line, sizeof line, ".func f%d()\n{\n\tcall.uni f%d, ();\n\tret;\n}\n", i, i - 1);
        } else {
            snprintf(line, sizeof line, ".func f0()\n{\n\tret;\n}\n");
        }
        add(&t, line);
    }
    snprintf(line, sizeof line, ".visible .entry k()\n{\n\tcall.uni f%d, ();\n\tret;\n}\n", n - 1);
    add(&t, line);
    return t.s;
}

/* A global constant nested `depth` deep (LLVM's parser recurses on it). */
static char *deep_llvm_constant(int depth) {
    struct text t = {0};
    add(&t, "target triple = \"nvptx64-nvidia-cuda\"\n@h = addrspace(1) global i32 0\n"
            "@g = addrspace(1) global ptr addrspace(1) ");
    add_repeated(&t, "getelementptr (i8, ptr addrspace(1) ", depth);
    add(&t, "@h");
    add_repeated(&t, ", i64 1)", depth);
    add(&t, "\ndefine ptx_kernel void @k(ptr %p) {\n  store i32 1, ptr %p\n  ret void\n}\n");
    return t.s;
}

int main(void) {
    char *out;

    /* Blocks nested 10 000 deep: a located error, not a stack overflow. */
    struct text nest = {0};
    add(&nest, HEADER);
    add(&nest, ".visible .entry k()\n{\n");
    add_repeated(&nest, "{\n", 10000);
    add(&nest, "ret;\n");
    add_repeated(&nest, "}\n", 10000);
    add(&nest, "}\n");
    out = ptx_on_small_stack(nest.s, NULL);
    CHECK(out && strstr(out, "nested too deeply") && strstr(out, "\"line\": 261"), out);
    ptxra_free_string(out);
    free(nest.s);

    /* Expressions: parentheses 10 000 deep, and a chain of 100 000 operators. */
    struct text expr = {0};
    add(&expr, HEADER);
    add(&expr, ".visible .global .u32 g = ");
    add_repeated(&expr, "(", 10000);
    add(&expr, "1");
    add_repeated(&expr, ")", 10000);
    add(&expr, ";\n");
    out = ptx_on_small_stack(expr.s, NULL);
    CHECK(out && strstr(out, "nested too deeply"), out);
    ptxra_free_string(out);
    expr.len = 0;
    add(&expr, HEADER);
    add(&expr, ".visible .global .u32 g = 1");
    add_repeated(&expr, "+1", 100000);
    add(&expr, ";\n");
    out = ptx_on_small_stack(expr.s, NULL);
    CHECK(out && strstr(out, "nested too deeply"), out);
    ptxra_free_string(out);
    free(expr.s);

    /* A valid 2 000-deep call chain: every function allocated. */
    char *chain = call_chain(2000);
    out = ptx_on_small_stack(chain, "{\"verify\": true}");
    CHECK(out && strstr(out, "\"name\": \"f0\"") && strstr(out, "\"name\": \"f1999\"") &&
              strstr(out, "\"name\": \"k\"") && !strstr(out, "\"error\""),
          out);
    ptxra_free_string(out);
    free(chain);

    /* A panic inside ptxra (injected by a knob): an error in the report, nothing printed. */
    out = ptx_on_small_stack(".version 7.0\n.target sm_80\n.address_size 64\n"
                             ".visible .entry k()\n{\n\tret;\n}\n",
                             "{\"knobs\": [\"InjectPanic=1\"]}");
    CHECK(out && strstr(out, "panic injected") && strstr(out, "internal error"), out);
    ptxra_free_string(out);

    /* LLVM input: a kernel, a constant nested 200 deep, one nested 20 000 deep (LLVM
     * overflows its stack: an error for the input, and the host lives on). */
    out = llvm_on_small_stack("target triple = \"nvptx64-nvidia-cuda\"\n"
                              "define ptx_kernel void @ir_k(ptr %p) {\n"
                              "  store i32 1, ptr %p\n  ret void\n}\n",
                              NULL);
    CHECK(out && strstr(out, "\"name\": \"ir_k\"") && !strstr(out, "\"error\""), out);
    ptxra_free_string(out);
    char *deep = deep_llvm_constant(200);
    out = llvm_on_small_stack(deep, NULL);
    CHECK(out && strstr(out, "\"name\": \"k\"") && !strstr(out, "\"error\""), out);
    ptxra_free_string(out);
    free(deep);
    deep = deep_llvm_constant(20000);
    out = llvm_on_small_stack(deep, NULL);
    CHECK(out && strstr(out, "LLVM crashed on this input"), out);
    ptxra_free_string(out);
    free(deep);

    if (failures) {
        fprintf(stdout, "small_stack.c: %d check(s) failed\n", failures);
        return 1;
    }
    printf("small_stack.c: all checks passed\n");
    return 0;
}
