//! Local-memory spill code: a spilled value is stored (`STL`) right after each definition and
//! reloaded (`LDL`) before its reads, into fresh short-lived values, so its register is
//! needed only around those instructions (ptxas's spill codegen; the seed's
//! `generate_spill_code`). Reloads are lazy and not repeated (`chaitin-briggs-and-lazy-
//! reload.md`, in its local form): a read within `reuse_distance` instructions of the
//! previous reload, or of an unguarded definition, in the same block reuses that value.
//! Predicates spill into a GPR instead of memory (`P2R`/`R2P`).
//!
//! With shared-memory spilling enabled (`.pragma "enable_smem_spilling"`, CUDA 13), 32-bit
//! values go to shared-memory slots first, as ptxas 13.5 does: one 4-byte word per thread
//! and slot, the 32 lanes of a warp side by side (`STS [Rb+k*0x80], Rv` with `Rb` the
//! thread's base, computed once at the entry and live throughout), until the slots the
//! block's shared memory leaves are used up; later victims go to local memory. Shared
//! spill traffic is not part of ptxas's "spill stores/loads" bytes; the slots show in its
//! `bytes smem` (`slots * 4 * threads per block`).
//!
//! Every value the rewrite creates records the original value it carries (`origin`), which
//! is what the independent checker verifies against.

use crate::ir::{Function, Inst, InstFlags, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

/// Where a spilled value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpillHome {
    /// A local-memory slot at this byte offset from the stack pointer.
    Local(u32),
    /// Shared-memory spill slot number `k` (at `k * 0x80` from the thread's base).
    Shared(u32),
    /// A GPR (for predicates spilled with P2R/R2P).
    Gpr(VReg),
}

/// Local-memory slot pool: 4-byte words, pairs 8-aligned, quads 16-aligned (the seed's
/// bucket sizes), laid out after the function's own local data; and the shared-memory
/// slots, when enabled.
#[derive(Clone, Debug, Default)]
pub struct SlotPool {
    /// Bytes of local data before the first slot.
    pub base: u32,
    /// Bytes of slots handed out.
    pub used: u32,
    /// Shared-memory spill slots available (0: shared-memory spilling off).
    pub shared_capacity: u32,
    /// Shared-memory slots handed out.
    pub shared_used: u32,
    /// The value holding the thread's base address in the shared spill area, once a shared
    /// slot exists.
    pub shared_base: Option<VReg>,
}

/// Bytes between consecutive shared spill slots of one thread: a word for each of the 32
/// lanes of its warp.
pub const SHARED_SLOT_STRIDE: u32 = 0x80;

impl SlotPool {
    /// A new slot for a value of `width` registers.
    pub fn alloc(&mut self, width: u8) -> u32 {
        let bytes = 4 * width.max(1) as u32;
        let off = (self.base + self.used).next_multiple_of(bytes);
        self.used = off + bytes - self.base;
        off
    }
}

/// Totals of the spill code inserted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpillCounts {
    /// Bytes stored by local-memory spill stores (static).
    pub store_bytes: u32,
    /// Bytes loaded by local-memory reloads (static).
    pub load_bytes: u32,
    /// Bytes stored to shared-memory spill slots (static).
    pub shared_store_bytes: u32,
    /// Bytes loaded from shared-memory spill slots (static).
    pub shared_load_bytes: u32,
}

/// The address of shared spill slot `k`: the thread's base plus `k` strides.
fn shared_slot(pool: &SlotPool, k: u32) -> Operand {
    Operand::Mem {
        base: pool.shared_base.map(RegUse::whole),
        offset: i64::from(k * SHARED_SLOT_STRIDE),
    }
}

/// Defines the thread's shared spill base at the very start of the function: a value of
/// its own (never spilled) that every shared spill access reads.
fn define_shared_base(f: &mut Function, origin: &mut Vec<VReg>, no_spill: &mut Vec<bool>) -> VReg {
    let b = new_value(f, origin, no_spill, RegClass::R, 1, None);
    no_spill[b.index()] = true;
    f.vregs[b.index()].name = Some("SMEMBASE".into());
    let mut def = Inst::new(Opcode::SMEMBASE, Mods::NONE, vec![b], vec![]);
    def.flags = InstFlags {
        spill: true,
        ..Default::default()
    };
    def.ptx_line = f.ptx_line;
    if let Some(entry) = f.blocks.first_mut() {
        entry.insts.insert(0, def);
    }
    b
}

/// Rewrites `f` so every value in `victims` lives in its home between definitions and uses.
/// `origin` is extended for the new values; `no_spill` marks them (they are as short as a
/// value can be and must not be picked again).
pub fn spill_values(
    f: &mut Function,
    victims: &[VReg],
    homes: &mut Vec<Option<SpillHome>>,
    origin: &mut Vec<VReg>,
    no_spill: &mut Vec<bool>,
    pool: &mut SlotPool,
    reuse_distance: usize,
) -> SpillCounts {
    debug_assert_eq!(origin.len(), f.vregs.len());
    assign_homes(f, victims, homes, origin, no_spill, pool);
    let mut rewrite = Rewrite {
        homes,
        origin,
        no_spill,
        pool,
        reuse_distance,
        counts: SpillCounts::default(),
        avail: Vec::new(),
    };
    for b in 0..f.blocks.len() {
        let insts = std::mem::take(&mut f.blocks[b].insts);
        f.blocks[b].insts = rewrite.block(f, insts);
    }
    rewrite.counts
}

/// Gives each victim without one a home: a GPR for a predicate, a shared slot while the
/// pool has them for a 32-bit value, a local slot otherwise.
fn assign_homes(
    f: &mut Function,
    victims: &[VReg],
    homes: &mut Vec<Option<SpillHome>>,
    origin: &mut Vec<VReg>,
    no_spill: &mut Vec<bool>,
    pool: &mut SlotPool,
) {
    homes.resize(f.vregs.len(), None);
    for &v in victims {
        if homes[v.index()].is_some() {
            continue;
        }
        let info = f.vreg(v).clone();
        let home = if info.class.is_predicate() {
            let r = new_value(f, origin, no_spill, RegClass::R, 1, None);
            SpillHome::Gpr(r)
        } else if info.width == 1 && pool.shared_used < pool.shared_capacity {
            if pool.shared_base.is_none() {
                pool.shared_base = Some(define_shared_base(f, origin, no_spill));
            }
            pool.shared_used += 1;
            SpillHome::Shared(pool.shared_used - 1)
        } else {
            SpillHome::Local(pool.alloc(info.width))
        };
        homes.resize(f.vregs.len(), None);
        homes[v.index()] = Some(home);
    }
}

/// The rewrite of the code around the spilled values, block by block.
struct Rewrite<'a> {
    homes: &'a [Option<SpillHome>],
    origin: &'a mut Vec<VReg>,
    no_spill: &'a mut Vec<bool>,
    pool: &'a SlotPool,
    reuse_distance: usize,
    counts: SpillCounts,
    /// Spilled values already in a register in the current block: (victim, value, last
    /// touch). A read within `reuse_distance` instructions of the last touch reuses the
    /// value instead of reloading (lazy reload, redundant reloads removed within the block).
    avail: Vec<(VReg, VReg, usize)>,
}

impl Rewrite<'_> {
    /// Where `v` lives, if it is spilled.
    fn home(&self, v: VReg) -> Option<SpillHome> {
        self.homes.get(v.index()).copied().flatten()
    }

    /// `insts` (one block of `f`) with reloads before the reads of spilled values and
    /// stores after their definitions.
    fn block(&mut self, f: &mut Function, insts: Vec<Inst>) -> Vec<Inst> {
        // Room for some spill code too: a block that outgrows its copy is copied again.
        let mut out = Vec::with_capacity(insts.len() + insts.len() / 8 + 8);
        self.avail.clear();
        for (idx, mut inst) in insts.into_iter().enumerate() {
            // Most instructions touch no spilled value: they stay as they are.
            let touches = |v: VReg| self.home(v).is_some();
            if !inst.reg_uses().any(|u| touches(u.vreg)) && !inst.defs.iter().any(|&d| touches(d)) {
                out.push(inst);
                continue;
            }
            self.reload_reads(f, &mut inst, idx, &mut out);
            let mut stores = self.store_defs(f, &mut inst, idx, &mut out);
            let ends_block = !inst.falls_through() || inst.op.is_terminator();
            if ends_block && !stores.is_empty() {
                // Stores cannot follow a terminator; terminators define nothing we spill.
                out.append(&mut stores);
                out.push(inst);
            } else {
                out.push(inst);
                out.append(&mut stores);
            }
        }
        out
    }

    /// Reloads every spilled value `inst` (at `idx` in its block) reads, unless still at
    /// hand, into `out`, and renames the reads.
    fn reload_reads(&mut self, f: &mut Function, inst: &mut Inst, idx: usize, out: &mut Vec<Inst>) {
        let mut reloaded: Vec<(VReg, VReg)> = Vec::new();
        let mut reads: Vec<VReg> = inst.reg_uses().map(|u| u.vreg).collect();
        reads.dedup();
        for r in reads {
            let Some(home) = self.home(r) else {
                continue;
            };
            if reloaded.iter().any(|(o, _)| *o == r) {
                continue;
            }
            let reuse = reuse_window(inst, self.reuse_distance);
            if let Some(a) = self
                .avail
                .iter_mut()
                .find(|a| a.0 == r && idx - a.2 <= reuse)
            {
                a.2 = idx;
                reloaded.push((r, a.1));
                continue;
            }
            let info = f.vreg(r).clone();
            let orig = self.origin[r.index()];
            let nv = new_value(
                f,
                self.origin,
                self.no_spill,
                info.class,
                info.width,
                Some(orig),
            );
            let mut load = self.reload(home, nv, info.width);
            load.ptx_line = inst.ptx_line;
            out.push(load);
            reloaded.push((r, nv));
            self.avail.retain(|a| a.0 != r);
            self.avail.push((r, nv, idx));
        }
        for op in inst.uses.iter_mut() {
            match op {
                Operand::Reg(u) | Operand::Mem { base: Some(u), .. } => {
                    if let Some((_, nv)) = reloaded.iter().find(|(o, _)| *o == u.vreg) {
                        u.vreg = *nv;
                    }
                }
                _ => {}
            }
        }
        if let Some(g) = inst.guard.as_mut() {
            if let Some((_, nv)) = reloaded.iter().find(|(o, _)| *o == g.pred) {
                g.pred = *nv;
            }
        }
    }

    /// The instruction that reloads a value of `width` registers from `home` into `nv`.
    fn reload(&mut self, home: SpillHome, nv: VReg, width: u8) -> Inst {
        let mut load = match home {
            SpillHome::Local(off) => {
                self.counts.load_bytes += 4 * width as u32;
                Inst::new(
                    Opcode::LDL,
                    width_mods(width),
                    vec![nv],
                    vec![Operand::Mem {
                        base: None,
                        offset: off as i64,
                    }],
                )
            }
            SpillHome::Gpr(g) => Inst::new(
                Opcode::MOV,
                Mod::R2P,
                vec![nv],
                vec![Operand::Reg(RegUse::whole(g))],
            ),
            SpillHome::Shared(k) => {
                self.counts.shared_load_bytes += 4;
                Inst::new(
                    Opcode::LDS,
                    Mods::NONE,
                    vec![nv],
                    vec![shared_slot(self.pool, k)],
                )
            }
        };
        load.flags = InstFlags {
            spill: true,
            remat: false,
            ..Default::default()
        };
        load
    }

    /// Renames each definition of a spilled value by `inst` (at `idx`) to a fresh value and
    /// returns the stores that put it in its home right away.
    ///
    /// The store of a guarded definition takes the instruction's guard, so it happens only
    /// when the definition did. That needs the guard the instruction read; when the
    /// instruction rewrites its own guard (`@!P0 ISETP P0, P1, …`) that value is gone (or,
    /// when the guard is itself spilled and reloaded, it is a stale copy of a value just
    /// redefined), so the fresh value is first reloaded into `out` (it then holds the
    /// spilled value either way the guard goes) and stored unguarded.
    fn store_defs(
        &mut self,
        f: &mut Function,
        inst: &mut Inst,
        idx: usize,
        out: &mut Vec<Inst>,
    ) -> Vec<Inst> {
        let mut stores = Vec::new();
        let origin = &self.origin;
        let rewrites_guard = inst.guard.is_some_and(|g| {
            let guard = origin[g.pred.index()];
            inst.defs.iter().any(|d| origin[d.index()] == guard)
        });
        let guarded = inst.guard.is_some() && !rewrites_guard;
        for d in inst.defs.iter_mut() {
            let Some(home) = self.home(*d) else {
                continue;
            };
            let victim = *d;
            let info = f.vregs[d.index()].clone();
            let orig = self.origin[d.index()];
            let nv = new_value(
                f,
                self.origin,
                self.no_spill,
                info.class,
                info.width,
                Some(orig),
            );
            f.vregs[nv.index()].fixed = info.fixed;
            *d = nv;
            if rewrites_guard {
                let mut load = self.reload(home, nv, info.width);
                load.ptx_line = inst.ptx_line;
                out.push(load);
            }
            self.avail.retain(|a| a.0 != victim);
            // An unguarded definition leaves the value at hand for the reads after it.
            if !guarded {
                self.avail.push((victim, nv, idx));
            }
            let mut st = match home {
                SpillHome::Local(off) => {
                    self.counts.store_bytes += 4 * info.width as u32;
                    Inst::new(
                        Opcode::STL,
                        width_mods(info.width),
                        vec![],
                        vec![
                            Operand::Mem {
                                base: None,
                                offset: off as i64,
                            },
                            Operand::Reg(RegUse::whole(nv)),
                        ],
                    )
                }
                SpillHome::Gpr(g) => Inst::new(
                    Opcode::MOV,
                    Mod::P2R,
                    vec![g],
                    vec![Operand::Reg(RegUse::whole(nv))],
                ),
                SpillHome::Shared(k) => {
                    self.counts.shared_store_bytes += 4;
                    Inst::new(
                        Opcode::STS,
                        Mods::NONE,
                        vec![],
                        vec![shared_slot(self.pool, k), Operand::Reg(RegUse::whole(nv))],
                    )
                }
            };
            st.flags = InstFlags {
                spill: true,
                remat: false,
                ..Default::default()
            };
            if guarded {
                st.guard = inst.guard;
            }
            st.ptx_line = inst.ptx_line;
            stores.push(st);
        }
        stores
    }
}

/// How many instructions back a read by `inst` may reuse a reload or recomputation made in
/// its block. A guarded spill store belongs to the definition right before it: it reads the
/// very guard value that definition read, so that the stored value is written and read
/// under one guard (the liveness then sees it begin at its definition rather than live
/// through from the function's entry) — even when reloads are otherwise not reused.
pub(super) fn reuse_window(inst: &Inst, reuse_distance: usize) -> usize {
    if inst.flags.spill && inst.guard.is_some() {
        reuse_distance.max(1)
    } else {
        reuse_distance
    }
}

/// A value created by the rewrite: carries `orig` (a reload or re-definition) or itself (a
/// predicate's GPR home, which is a location rather than a value).
fn new_value(
    f: &mut Function,
    origin: &mut Vec<VReg>,
    no_spill: &mut Vec<bool>,
    class: RegClass,
    width: u8,
    orig: Option<VReg>,
) -> VReg {
    let v = f.new_vreg(class, width);
    origin.push(orig.unwrap_or(v));
    no_spill.push(orig.is_some());
    debug_assert_eq!(origin.len(), f.vregs.len());
    v
}

fn width_mods(width: u8) -> Mods {
    match width {
        1 => Mods::NONE,
        2 => Mod::W64.into(),
        _ => Mod::W128.into(),
    }
}
