// Image processing: separable Gaussian (row pass with shared halo), bilinear resize, 3x3 median
// (a sorting-network selection on 9 registers), and RGBA -> YUV conversion on packed bytes.
#include "ra_compat.h"

__constant__ float c_gauss[9];

extern "C" __global__ void img_gauss_row9(const float *in, float *out, int w, int h) {
  __shared__ float s[128 + 8];
  int x = blockIdx.x * 128 + threadIdx.x, y = blockIdx.y;
  const float *row = in + y * w;
  s[threadIdx.x + 4] = row[min(max(x, 0), w - 1)];
  if (threadIdx.x < 4) {
    s[threadIdx.x] = row[max(x - 4, 0)];
    s[threadIdx.x + 132] = row[min(x + 128, w - 1)];
  }
  __syncthreads();
  if (x >= w) return;
  float acc = 0.f;
#pragma unroll
  for (int k = 0; k < 9; ++k) acc = fmaf(c_gauss[k], s[threadIdx.x + k], acc);
  out[y * w + x] = acc;
}

extern "C" __global__ void img_bilinear_resize(const float *in, float *out, int iw, int ih, int ow, int oh) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= ow || y >= oh) return;
  float fx = (x + 0.5f) * iw / ow - 0.5f, fy = (y + 0.5f) * ih / oh - 0.5f;
  int x0 = max((int)floorf(fx), 0), y0 = max((int)floorf(fy), 0);
  int x1 = min(x0 + 1, iw - 1), y1 = min(y0 + 1, ih - 1);
  float ax = fx - x0, ay = fy - y0;
  float top = in[y0 * iw + x0] * (1 - ax) + in[y0 * iw + x1] * ax;
  float bot = in[y1 * iw + x0] * (1 - ax) + in[y1 * iw + x1] * ax;
  out[y * ow + x] = top * (1 - ay) + bot * ay;
}

#define MN(a, b) { float t_ = fminf(a, b); b = fmaxf(a, b); a = t_; }
extern "C" __global__ void img_median3x3(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
  float p0 = in[(y - 1) * w + x - 1], p1 = in[(y - 1) * w + x], p2 = in[(y - 1) * w + x + 1];
  float p3 = in[y * w + x - 1], p4 = in[y * w + x], p5 = in[y * w + x + 1];
  float p6 = in[(y + 1) * w + x - 1], p7 = in[(y + 1) * w + x], p8 = in[(y + 1) * w + x + 1];
  MN(p1, p2); MN(p4, p5); MN(p7, p8); MN(p0, p1); MN(p3, p4); MN(p6, p7);
  MN(p1, p2); MN(p4, p5); MN(p7, p8); MN(p0, p3); MN(p5, p8); MN(p4, p7);
  MN(p3, p6); MN(p1, p4); MN(p2, p5); MN(p4, p7); MN(p4, p2); MN(p6, p4); MN(p4, p2);
  out[y * w + x] = p4;
}

extern "C" __global__ void img_rgba_to_yuv(const unsigned *rgba, unsigned *yuv, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned p = rgba[i];
  int r = p & 0xff, g = (p >> 8) & 0xff, b = (p >> 16) & 0xff, a = p >> 24;
  int Y = (66 * r + 129 * g + 25 * b + 128) >> 8;
  int U = (-38 * r - 74 * g + 112 * b + 128) >> 8;
  int V = (112 * r - 94 * g - 18 * b + 128) >> 8;
  Y = min(max(Y + 16, 0), 255); U = min(max(U + 128, 0), 255); V = min(max(V + 128, 0), 255);
  yuv[i] = Y | (U << 8) | (V << 16) | (a << 24);
}
