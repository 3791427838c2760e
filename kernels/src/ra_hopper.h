// The Hopper (sm_90a) operations the kernels of this suite share, as inline PTX so that NVRTC
// emits them as written: shared-memory addresses, transaction barriers (mbarrier), one elected
// lane, 2-D TMA loads, a wgmma shared-memory descriptor, the wgmma fences and bf16 packing.
// Include after ra_compat.h.
#pragma once

// stand-in for CUtensorMap (no CUDA headers under NVRTC): 128 opaque bytes, 64-byte aligned
struct __align__(64) TmaDesc { uint64 opaque[16]; };

RA_INL unsigned smem_u32(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
RA_INL void mbar_init(unsigned bar, unsigned count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(count) : "memory");
}
RA_INL void mbar_expect_tx(unsigned bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes) : "memory");
}
RA_INL void mbar_arrive(unsigned bar) { asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(bar) : "memory"); }
RA_INL void mbar_wait(unsigned bar, unsigned parity) {
  unsigned done;
  do {
    asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done)
                 : "r"(bar), "r"(parity)
                 : "memory");
  } while (!done);
}
RA_INL unsigned elect_one() {
  unsigned pred = 0;
  asm volatile("{\n\t.reg .b32 rx;\n\t.reg .pred px;\n\telect.sync rx|px, %1;\n\t@px mov.s32 %0, 1;\n\t}"
               : "+r"(pred)
               : "r"(0xffffffffu));
  return pred;
}
RA_INL void tma_load_2d(unsigned dst, const TmaDesc *map, unsigned bar, int c0, int c1) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];"
               ::"r"(dst), "l"((uint64)map), "r"(bar), "r"(c0), "r"(c1)
               : "memory");
}
// wgmma shared-memory descriptor with 128-byte swizzle: start address >> 4, leading byte offset 16
// (ignored when swizzled), stride byte offset 1024 (eight 128-byte rows), swizzle mode 1
RA_INL uint64 desc_sw128(unsigned addr) {
  return (uint64)((addr & 0x3FFFF) >> 4) | ((uint64)1 << 16) | ((uint64)(1024 >> 4) << 32) | ((uint64)1 << 62);
}
RA_INL void wgmma_fence() { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
RA_INL void wgmma_commit() { asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory"); }
template <int N> RA_INL void wgmma_wait() { asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(N) : "memory"); }
RA_INL unsigned pack_bf16(float lo, float hi) {
  unsigned r;
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
  return r;
}
