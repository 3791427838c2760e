//! The value check: forward dataflow of original values through registers and spill slots,
//! to a fixed point, then one checking pass over every block.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use super::cfg::Cfg;
use super::lattice::{find_value, meet_into, InstId, Loc};
use super::placement::{Placement, Placements};
use super::{
    inst_ref, CheckErrorKind, CheckStats, Found, InstRef, Location, Reporter, SlotSpace, ValueName,
};
use crate::ir::print::print_operand;
use crate::ir::{BlockId, Function, Inst, Opcode, Operand, PhysReg, RegClass, RegUse, VReg};

/// A spill instruction the checker follows as a copy.
#[derive(Clone, Copy, Debug)]
enum SpillOp {
    /// Register(s) to slot words starting at `word`.
    Store {
        space: SlotSpace,
        word: i64,
        src: RegUse,
        width: u8,
    },
    /// Slot words starting at `word` to register(s).
    Load {
        space: SlotSpace,
        word: i64,
        dst: VReg,
        width: u8,
    },
    /// Register(s) to register(s).
    Copy { dst: VReg, src: RegUse, width: u8 },
}

/// Registers a read covers: `(offset, count)` within the tuple.
fn read_range(u: RegUse, width: u8) -> (u8, u8) {
    if u.is_whole() {
        (0, width)
    } else {
        (u.offset, u.count)
    }
}

/// Decodes a spill-flagged `STL`/`STS`/`LDL`/`LDS`/`MOV`. `Ok(None)` for instructions that
/// are checked normally (not spill-flagged, or another spill-flagged opcode); `Err` for a
/// spill instruction of the wrong shape (then also checked normally).
fn decode_spill(f: &Function, inst: &Inst) -> Result<Option<SpillOp>, String> {
    if !inst.flags.spill {
        return Ok(None);
    }
    let width_of = |v: VReg| {
        f.vregs
            .get(v.index())
            .map(|i| i.width)
            .ok_or(format!("{v} does not exist"))
    };
    let slot = |offset: i64, width: u8| -> Result<i64, String> {
        let align = 4 * width.max(1) as i64;
        if offset < 0 || offset % align != 0 {
            return Err(format!(
                "slot offset {offset:#x} is not a non-negative multiple of {align} (a {}-bit access)",
                32 * width as u32
            ));
        }
        Ok(offset / 4)
    };
    let op = match (inst.op, inst.defs.as_slice(), inst.uses.as_slice()) {
        (
            Opcode::STL | Opcode::STS,
            [],
            [Operand::Mem { base: None, offset }, Operand::Reg(src)],
        ) => {
            let width = read_range(*src, width_of(src.vreg)?).1;
            SpillOp::Store {
                space: space_of(inst.op),
                word: slot(*offset, width)?,
                src: *src,
                width,
            }
        }
        (Opcode::LDL | Opcode::LDS, [dst], [Operand::Mem { base: None, offset }]) => {
            let width = width_of(*dst)?;
            SpillOp::Load {
                space: space_of(inst.op),
                word: slot(*offset, width)?,
                dst: *dst,
                width,
            }
        }
        (Opcode::MOV, [dst], [Operand::Reg(src)]) => {
            let width = width_of(*dst)?;
            let src_width = read_range(*src, width_of(src.vreg)?).1;
            if src_width != width {
                return Err(format!(
                    "copies {src_width} registers into {dst} of width {width}"
                ));
            }
            SpillOp::Copy {
                dst: *dst,
                src: *src,
                width,
            }
        }
        (Opcode::STL | Opcode::STS, ..) => {
            return Err(
                "a spill store needs `uses = [Mem{base: None, offset}, Reg(src)]` and no defs"
                    .into(),
            )
        }
        (Opcode::LDL | Opcode::LDS, ..) => {
            return Err(
                "a spill load needs `defs = [dst]`, `uses = [Mem{base: None, offset}]`".into(),
            )
        }
        (Opcode::MOV, ..) => {
            return Err("a spill copy needs `defs = [dst]`, `uses = [Reg(src)]`".into())
        }
        _ => return Ok(None),
    };
    if !matches!(width_of_op(op), 1 | 2 | 4) {
        return Err(format!(
            "moves {} registers (must be 1, 2 or 4)",
            width_of_op(op)
        ));
    }
    Ok(Some(op))
}

fn width_of_op(op: SpillOp) -> u8 {
    match op {
        SpillOp::Store { width, .. }
        | SpillOp::Load { width, .. }
        | SpillOp::Copy { width, .. } => width,
    }
}

fn space_of(op: Opcode) -> SlotSpace {
    if matches!(op, Opcode::STS | Opcode::LDS) {
        SlotSpace::Shared
    } else {
        SlotSpace::Local
    }
}

/// Where each location lives in the dense state vector: the modelled part of each register
/// file (class by class), then the spill-slot words seen.
struct Layout {
    base: [u32; 5],
    nregs: [u32; 5],
    slot_base: u32,
    slot_index: HashMap<(SlotSpace, i64), u32>,
    slot_keys: Vec<(SlotSpace, i64)>,
}

impl Layout {
    fn size(&self) -> usize {
        self.slot_base as usize + self.slot_keys.len()
    }

    #[inline]
    fn reg(&self, class: RegClass, index: u32) -> usize {
        (self.base[class.index()] + index) as usize
    }

    #[inline]
    fn slot(&self, space: SlotSpace, word: i64) -> Option<usize> {
        self.slot_index
            .get(&(space, word))
            .map(|&i| (self.slot_base + i) as usize)
    }

    /// The location at state position `pos`.
    fn location(&self, pos: usize) -> Option<Location> {
        let pos = pos as u32;
        if pos >= self.slot_base {
            let &(space, word) = self.slot_keys.get((pos - self.slot_base) as usize)?;
            return Some(Location::Slot {
                space,
                offset: word * 4,
            });
        }
        RegClass::ALLOCATION_ORDER.into_iter().find_map(|c| {
            let b = self.base[c.index()];
            (pos >= b && pos < b + self.nregs[c.index()]).then(|| {
                Location::Reg(PhysReg {
                    class: c,
                    index: (pos - b) as u16,
                })
            })
        })
    }
}

/// Counters and errors of the checking pass.
struct Checking<'r> {
    rep: &'r mut Reporter,
    stats: CheckStats,
}

/// The transfer function over one function.
struct Engine<'a> {
    f: &'a Function,
    pl: &'a Placements,
    lay: Layout,
    /// Global instruction id of the first instruction of each block.
    block_start: Vec<InstId>,
}

/// Runs the value check (see the module documentation of `check`) and returns the counts.
pub(super) fn check_values(
    f: &Function,
    pl: &Placements,
    cfg: &Cfg,
    rep: &mut Reporter,
) -> CheckStats {
    let mut block_start = Vec::with_capacity(f.blocks.len());
    let mut n: InstId = 0;
    for blk in &f.blocks {
        block_start.push(n);
        n = n.saturating_add(blk.insts.len() as InstId);
    }

    // Lay out the registers each class needs, then collect the slots and report malformed
    // spill instructions once.
    let mut base = [0u32; 5];
    let mut next = 0u32;
    for c in RegClass::ALLOCATION_ORDER {
        base[c.index()] = next;
        next += pl.nregs[c.index()];
    }
    let mut lay = Layout {
        base,
        nregs: pl.nregs,
        slot_base: next,
        slot_index: HashMap::new(),
        slot_keys: Vec::new(),
    };
    for (b, blk) in f.blocks.iter().enumerate() {
        for (i, inst) in blk.insts.iter().enumerate() {
            let (space, word, width) = match decode_spill(f, inst) {
                Ok(Some(SpillOp::Store {
                    space, word, width, ..
                }))
                | Ok(Some(SpillOp::Load {
                    space, word, width, ..
                })) => (space, word, width),
                Ok(_) => continue,
                Err(why) => {
                    rep.push(Some(inst_ref(f, b, i)), CheckErrorKind::MalformedSpill(why));
                    continue;
                }
            };
            for j in 0..width as i64 {
                let key = (space, word + j);
                if !lay.slot_index.contains_key(&key) {
                    lay.slot_index.insert(key, lay.slot_keys.len() as u32);
                    lay.slot_keys.push(key);
                }
            }
        }
    }

    let eng = Engine {
        f,
        pl,
        lay,
        block_start,
    };
    let size = eng.lay.size();
    let nb = f.blocks.len();
    let mut stats = CheckStats {
        blocks: nb,
        slots_seen: eng.lay.slot_keys.len(),
        ..CheckStats::default()
    };
    if nb == 0 {
        return stats;
    }

    // Fixed point over the reachable blocks, worklist ordered by reverse post-order.
    let mut ins: Vec<Option<Box<[Loc]>>> = vec![None; nb];
    ins[0] = Some(vec![Loc::Uninit; size].into_boxed_slice());
    let mut queued = vec![false; cfg.rpo.len()];
    let mut work = BinaryHeap::new();
    if let Some(&ri) = cfg.rpo_index.first() {
        work.push(Reverse(ri));
        queued[ri as usize] = true;
    }
    let mut scratch = vec![Loc::Uninit; size];
    while let Some(Reverse(ri)) = work.pop() {
        queued[ri as usize] = false;
        let b = cfg.rpo[ri as usize] as usize;
        let Some(input) = &ins[b] else { continue };
        scratch.copy_from_slice(input);
        eng.run_block(b, &mut scratch, None);
        stats.block_visits += 1;
        for &s in &cfg.succs[b] {
            let s = s as usize;
            let changed = match &mut ins[s] {
                None => {
                    ins[s] = Some(scratch.clone().into_boxed_slice());
                    true
                }
                Some(dst) => meet_into(dst, &scratch, BlockId::new(s)),
            };
            let rs = cfg.rpo_index[s];
            if changed && rs != u32::MAX && !queued[rs as usize] {
                queued[rs as usize] = true;
                work.push(Reverse(rs));
            }
        }
    }

    // The checking pass: every block once, from its fixed-point input (unreachable blocks
    // from all-`Uninit`).
    let mut chk = Checking { rep, stats };
    for (b, input) in ins.iter_mut().enumerate() {
        let mut st = input
            .take()
            .unwrap_or_else(|| vec![Loc::Uninit; size].into_boxed_slice());
        eng.run_block(b, &mut st, Some(&mut chk));
    }
    chk.stats
}

impl Engine<'_> {
    /// Runs block `b` over `st`; checks reads when `chk` is given.
    fn run_block(&self, b: usize, st: &mut [Loc], mut chk: Option<&mut Checking<'_>>) {
        let start = self.block_start[b];
        for (i, inst) in self.f.blocks[b].insts.iter().enumerate() {
            let gid = start + i as InstId;
            if let Some(c) = chk.as_deref_mut() {
                c.stats.insts_checked += 1;
                if let Some(g) = inst.guard {
                    self.check_read(st, RegUse::whole(g.pred), b, i, c, || {
                        format!("guard {}", g.pred)
                    });
                }
            }
            match decode_spill(self.f, inst) {
                Ok(Some(op)) => {
                    if let Some(c) = chk.as_deref_mut() {
                        c.stats.spill_ops += 1;
                    }
                    self.copy(st, op, inst, gid);
                }
                _ => {
                    if let Some(c) = chk.as_deref_mut() {
                        self.check_operands(st, inst, b, i, c);
                        if inst.flags.remat {
                            if let Some(kind) = self.check_remat_sources(st, inst) {
                                c.rep.push(Some(inst_ref(self.f, b, i)), kind);
                            }
                        }
                    }
                    self.clobber(st, inst, gid);
                    for &d in &inst.defs {
                        self.write_def(st, d, gid);
                    }
                }
            }
        }
    }

    /// Checks every register read by the source operands of `inst` (the guard is checked by
    /// the caller, before spill decoding).
    fn check_operands(&self, st: &[Loc], inst: &Inst, b: usize, i: usize, c: &mut Checking<'_>) {
        for (k, opnd) in inst.uses.iter().enumerate() {
            match opnd {
                Operand::Reg(u) => {
                    self.check_read(st, *u, b, i, c, || {
                        format!("operand {k} ({})", print_operand(opnd))
                    });
                }
                Operand::Mem { base: Some(u), .. } => {
                    self.check_read(st, *u, b, i, c, || {
                        format!("address base of operand {k} ({})", print_operand(opnd))
                    });
                }
                _ => {}
            }
        }
    }

    /// Hook for the rematerialisation check.
    ///
    /// TODO(remat): a `flags.remat` instruction recomputes `origin[def]` instead of reloading
    /// it; it is correct only if it is the same computation as the original definition and
    /// each of its register sources holds the same original value it held there. The later
    /// issue records, per original value, its defining instruction's opcode, modifiers and
    /// source values, and compares them here. Until then remat instructions are checked as
    /// normal instructions (each read must hold its origin, the def writes its origin), which
    /// does not catch a remat computing something else.
    fn check_remat_sources(&self, _st: &[Loc], _inst: &Inst) -> Option<CheckErrorKind> {
        None
    }

    /// Checks that the read `u` finds `origin[u]` in its registers.
    fn check_read(
        &self,
        st: &[Loc],
        u: RegUse,
        b: usize,
        i: usize,
        c: &mut Checking<'_>,
        describe: impl FnOnce() -> String,
    ) {
        let Placement::At { reg, width } = self.pl.get(u.vreg) else {
            return; // Reported by the structural check.
        };
        let (off, cnt) = read_range(u, width);
        if off as u32 + cnt as u32 > width as u32 {
            return; // Reported by the structural check.
        }
        c.stats.uses_checked += 1;
        let want = self.pl.origin(u.vreg);
        for part in off..off + cnt {
            let pos = self.lay.reg(reg.class, reg.index as u32 + part as u32);
            let found = match st[pos] {
                Loc::Val { value, part: p, .. } if value == want && p == part => continue,
                Loc::Uninit => {
                    match find_value(st, want, part).and_then(|p| self.lay.location(p)) {
                        None => continue,
                        Some(elsewhere) => Found::NeverWritten { elsewhere },
                    }
                }
                Loc::Val {
                    value,
                    part: p,
                    writer,
                } => Found::Value {
                    value: self.name(value, p),
                    writer: self.inst_ref(writer),
                },
                Loc::Clobbered(w) => Found::Clobbered {
                    by: self.inst_ref(w),
                },
                Loc::Merged(one, other, at) => Found::Merged { one, other, at },
                Loc::Lost(value, at) => Found::LostOnPath { value, at },
            };
            let location = Location::Reg(PhysReg {
                class: reg.class,
                index: reg.index + part as u16,
            });
            c.rep.push(
                Some(inst_ref(self.f, b, i)),
                CheckErrorKind::WrongValue {
                    operand: describe(),
                    location,
                    expected: self.name(want, part),
                    found,
                },
            );
            return; // One error per read.
        }
    }

    /// Follows a spill store, load or copy: reads the source, applies clobbers, writes.
    fn copy(&self, st: &mut [Loc], op: SpillOp, inst: &Inst, gid: InstId) {
        let mut buf = [Loc::Uninit; 4];
        let width = width_of_op(op) as usize;
        match op {
            SpillOp::Store { src, .. } | SpillOp::Copy { src, .. } => {
                if let Placement::At { reg, width: w } = self.pl.get(src.vreg) {
                    let (off, cnt) = read_range(src, w);
                    if off as u32 + cnt as u32 <= w as u32 {
                        for (j, slot) in buf.iter_mut().enumerate().take(width) {
                            *slot = st[self
                                .lay
                                .reg(reg.class, reg.index as u32 + off as u32 + j as u32)];
                        }
                    }
                }
            }
            SpillOp::Load { space, word, .. } => {
                for (j, slot) in buf.iter_mut().enumerate().take(width) {
                    if let Some(pos) = self.lay.slot(space, word + j as i64) {
                        *slot = st[pos];
                    }
                }
            }
        }
        self.clobber(st, inst, gid);
        match op {
            SpillOp::Store { space, word, .. } => {
                for (j, v) in buf.iter().enumerate().take(width) {
                    if let Some(pos) = self.lay.slot(space, word + j as i64) {
                        st[pos] = *v;
                    }
                }
            }
            SpillOp::Load { dst, .. } | SpillOp::Copy { dst, .. } => {
                if let Placement::At { reg, width: w } = self.pl.get(dst) {
                    for (j, v) in buf.iter().enumerate().take(width.min(w as usize)) {
                        st[self.lay.reg(reg.class, reg.index as u32 + j as u32)] = *v;
                    }
                }
            }
        }
    }

    /// Applies the clobbers of `inst`.
    fn clobber(&self, st: &mut [Loc], inst: &Inst, gid: InstId) {
        for c in &inst.clobbers {
            let n = self.lay.nregs[c.class.index()];
            let end = (c.first as u32 + c.count as u32).min(n);
            for r in c.first as u32..end {
                st[self.lay.reg(c.class, r)] = Loc::Clobbered(gid);
            }
        }
    }

    /// Writes the def `d`: its origin, part by part, into its registers.
    fn write_def(&self, st: &mut [Loc], d: VReg, gid: InstId) {
        if let Placement::At { reg, width } = self.pl.get(d) {
            let value = self.pl.origin(d);
            for part in 0..width {
                st[self.lay.reg(reg.class, reg.index as u32 + part as u32)] = Loc::Val {
                    value,
                    part,
                    writer: gid,
                };
            }
        }
    }

    /// Names part `part` of `v` (the part only for tuples).
    fn name(&self, v: VReg, part: u8) -> ValueName {
        let tuple = self.f.vregs.get(v.index()).is_some_and(|i| i.width > 1);
        ValueName {
            value: v,
            part: tuple.then_some(part),
        }
    }

    /// The instruction with global id `gid`.
    fn inst_ref(&self, gid: InstId) -> InstRef {
        let b = self
            .block_start
            .partition_point(|&s| s <= gid)
            .saturating_sub(1);
        let i = gid.saturating_sub(self.block_start.get(b).copied().unwrap_or(0));
        inst_ref(self.f, b, i as usize)
    }
}
