// Divergent control flow: Mandelbrot escape loop, a data-dependent switch, nested early exits,
// and a warp-divergent while loop with break/continue.
#include "ra_compat.h"

extern "C" __global__ void div_mandelbrot(int *iters, float x0, float y0, float dx, float dy, int w, int maxit) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y;
  if (px >= w) return;
  float cr = x0 + px * dx, ci = y0 + py * dy, zr = 0.f, zi = 0.f;
  int it = 0;
  while (it < maxit && zr * zr + zi * zi < 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  iters[py * w + px] = it;
}

extern "C" __global__ void div_opcode_switch(const int *ops, const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i], r;
  switch (ops[i] & 7) {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x * y; break;
    case 3: r = x / (y + 1.0f); break;
    case 4: r = fmaxf(x, y); break;
    case 5: r = sqrtf(fabsf(x)) + y; break;
    case 6: { r = x; for (int k = 0; k < (int)(y) && k < 16; ++k) r = r * 0.5f + 1.0f; } break;
    default: r = -x;
  }
  out[i] = r;
}

// per-thread search through a linked structure with early exits
extern "C" __global__ void div_chain_walk(const int *next, const int *key, int *found, const int *queries, int n, int maxsteps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int q = queries[i], node = i % 64, steps = 0, res = -1;
  while (node >= 0) {
    if (++steps > maxsteps) { res = -2; break; }
    int k = key[node];
    if (k == q) { res = node; break; }
    if (k > q) { node = next[2 * node]; continue; }
    node = next[2 * node + 1];
  }
  found[i] = res;
}

// nested loops with a divergent inner trip count and a block-wide vote at the end
extern "C" __global__ void div_nested_trip(const int *lens, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  if (i < n) {
    int len = lens[i];
    for (int a = 0; a < len; ++a) {
      int inner = (a * 7 + i) & 15;
      for (int b = 0; b < inner; ++b) acc += (float)(a ^ b) * 0.5f;
      if (acc > 1e6f) break;
    }
  }
  int any_big = __syncthreads_or(acc > 100.0f);
  if (i < n) out[i] = any_big ? acc * 0.5f : acc;
}
