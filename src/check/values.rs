//! The value check: forward dataflow of original values through registers and spill slots,
//! to a fixed point, then one checking pass over every block.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

use super::cfg::Cfg;
use super::defined::Defined;
use super::lattice::{meet_into, InstId, Loc};
use super::placement::{Placement, Placements};
use super::{
    inst_ref, CheckErrorKind, CheckStats, Found, InstRef, Location, Reporter, SlotSpace, ValueName,
};
use crate::ir::print::print_operand;
use crate::ir::{
    BlockId, Function, Inst, MemSpace, Opcode, Operand, PhysReg, RegClass, RegUse, VReg,
};

/// A spill instruction the checker follows as a copy.
#[derive(Clone, Copy, Debug)]
enum SpillOp {
    /// Register(s) to slot words starting at `word` (shared slots are addressed from the
    /// thread's spill base register `base`).
    Store {
        space: SlotSpace,
        word: i64,
        src: RegUse,
        width: u8,
        base: Option<RegUse>,
    },
    /// Slot words starting at `word` to register(s).
    Load {
        space: SlotSpace,
        word: i64,
        dst: VReg,
        width: u8,
        base: Option<RegUse>,
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
        (Opcode::STL, [], [Operand::Mem { base: None, offset }, Operand::Reg(src)])
        | (Opcode::STS, [], [Operand::Mem { offset, .. }, Operand::Reg(src)]) => {
            let width = read_range(*src, width_of(src.vreg)?).1;
            SpillOp::Store {
                space: space_of(inst.op),
                word: slot(*offset, width)?,
                src: *src,
                width,
                base: spill_base(inst),
            }
        }
        (Opcode::LDL, [dst], [Operand::Mem { base: None, offset }])
        | (Opcode::LDS, [dst], [Operand::Mem { offset, .. }]) => {
            let width = width_of(*dst)?;
            SpillOp::Load {
                space: space_of(inst.op),
                word: slot(*offset, width)?,
                dst: *dst,
                width,
                base: spill_base(inst),
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

/// The base register of a shared-memory spill access (the thread's spill base), if any.
fn spill_base(inst: &Inst) -> Option<RegUse> {
    match inst.uses.first() {
        Some(Operand::Mem { base: Some(b), .. }) if space_of(inst.op) == SlotSpace::Shared => {
            Some(*b)
        }
        _ => None,
    }
}

fn width_of_op(op: SpillOp) -> u8 {
    match op {
        SpillOp::Store { width, .. }
        | SpillOp::Load { width, .. }
        | SpillOp::Copy { width, .. } => width,
    }
}

fn space_of(op: Opcode) -> SlotSpace {
    if op.info().space() == Some(MemSpace::Shared) {
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
struct Checking<'r, 's, const N: usize> {
    rep: &'r mut Reporter,
    stats: CheckStats,
    /// Maybe-defined values at the current point.
    md: Vec<u64>,
    /// The fixed-point block inputs, for explanations.
    ins: &'s [Option<Box<[Loc<N>]>>],
}

/// The last change of a location before a point in a block.
enum Touch {
    /// An instruction wrote part `.2` of value `.1` there; an in-place copy (instruction
    /// index `.3.0`) kept what position `.3.1` held, too.
    Wrote(InstId, VReg, u8, Option<(usize, usize)>),
    /// An instruction clobbered it.
    Clobbered(InstId),
    /// The spill copy at this index copied it from this position (`None`: a bad source).
    Copied(usize, Option<usize>),
    /// Nothing in the block.
    Untouched,
}

/// The transfer function over one function.
struct Engine<'a> {
    f: &'a Function,
    pl: &'a Placements,
    lay: Layout,
    /// Global instruction id of the first instruction of each block.
    block_start: Vec<InstId>,
    /// The maybe-defined sets.
    defined: Defined,
}

/// Runs the value check (see the module documentation of `check`) and returns the counts:
/// lay out the locations (reporting malformed spill code), find the values defined on entry
/// and the maybe-defined sets, solve the dataflow to its fixed point, then check every block
/// once from its input.
pub(super) fn check_values(
    f: &Function,
    pl: &Placements,
    cfg: &Cfg,
    rep: &mut Reporter,
) -> CheckStats {
    let lay = Layout::new(f, pl, rep);
    // Spill copies copy instead of writing their defs.
    let is_copy: Vec<Vec<bool>> = f
        .blocks
        .iter()
        .map(|blk| {
            blk.insts
                .iter()
                .map(|i| matches!(decode_spill(f, i), Ok(Some(_))))
                .collect()
        })
        .collect();
    let (entry_values, entry_regs) = entry_values(f, pl, &is_copy);
    let defined = Defined::compute(f, pl, cfg, &is_copy, &entry_values);
    let eng = Engine {
        f,
        pl,
        lay,
        block_start: block_starts(f),
        defined,
    };
    let nb = f.blocks.len();
    let stats = CheckStats {
        blocks: nb,
        slots_seen: eng.lay.slot_keys.len(),
        ..CheckStats::default()
    };
    if nb == 0 {
        return stats;
    }
    // Locations track a few values each; when a read failed only because its value was
    // dropped at that cap, the check is repeated with a larger one (while the states of
    // every block stay within `STATE_BYTES`).
    let mut found = Reporter::new();
    let mut checked = eng.solve::<4>(cfg, &entry_regs, &mut found, stats);
    if found.lost_track() && eng.state_bytes(16) <= STATE_BYTES {
        found = Reporter::new();
        checked = eng.solve::<16>(cfg, &entry_regs, &mut found, stats);
    }
    if found.lost_track() && eng.state_bytes(64) <= STATE_BYTES {
        found = Reporter::new();
        checked = eng.solve::<64>(cfg, &entry_regs, &mut found, stats);
    }
    rep.append(found);
    checked
}

/// The most memory the block states of a repeated check (with a larger cap) may take.
const STATE_BYTES: usize = 256 << 20;

/// Global instruction id of the first instruction of each block.
fn block_starts(f: &Function) -> Vec<InstId> {
    let mut block_start = Vec::with_capacity(f.blocks.len());
    let mut n: InstId = 0;
    for blk in &f.blocks {
        block_start.push(n);
        n = n.saturating_add(blk.insts.len() as InstId);
    }
    block_start
}

/// The values defined by SMEMBASE and by nothing else: the only legal bases of shared spill
/// slots (every thread's slots sit at the same offsets from its own base).
fn spill_bases(f: &Function, pl: &Placements) -> HashSet<VReg> {
    let mut spill_bases: HashSet<VReg> = HashSet::new();
    let mut other_defs: HashSet<VReg> = HashSet::new();
    for inst in f.blocks.iter().flat_map(|blk| &blk.insts) {
        for &d in &inst.defs {
            if inst.op == Opcode::SMEMBASE {
                spill_bases.insert(pl.origin(d));
            } else {
                other_defs.insert(pl.origin(d));
            }
        }
    }
    spill_bases.retain(|v| !other_defs.contains(v));
    spill_bases
}

/// A value defined on entry, with the register and width it is placed at.
type EntryReg = (VReg, PhysReg, u8);

/// The pinned values without a definition (defined on entry, in their registers): each
/// original value, and those placed in a register.
fn entry_values(
    f: &Function,
    pl: &Placements,
    is_copy: &[Vec<bool>],
) -> (Vec<VReg>, Vec<EntryReg>) {
    let mut has_def = vec![false; f.vregs.len()];
    for (b, blk) in f.blocks.iter().enumerate() {
        for (i, inst) in blk.insts.iter().enumerate() {
            if !is_copy[b][i] {
                for &d in &inst.defs {
                    if let Some(h) = has_def.get_mut(pl.origin(d).index()) {
                        *h = true;
                    }
                }
            }
        }
    }
    let mut entry_values = Vec::new();
    let mut entry_regs = Vec::new();
    for (vi, info) in f.vregs.iter().enumerate() {
        let v = VReg::new(vi);
        let o = pl.origin(v);
        if info.fixed.is_none() || has_def.get(o.index()).copied().unwrap_or(true) {
            continue;
        }
        entry_values.push(o);
        if let Placement::At { reg, width } = pl.get(v) {
            entry_regs.push((o, reg, width));
        }
    }
    (entry_values, entry_regs)
}

impl Layout {
    /// Lays out the registers each class needs, then the spill slots the spill code names,
    /// reporting each malformed spill instruction once.
    fn new(f: &Function, pl: &Placements, rep: &mut Reporter) -> Layout {
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
        let spill_bases = spill_bases(f, pl);
        for (b, blk) in f.blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                let (space, word, width, base) = match decode_spill(f, inst) {
                    Ok(Some(SpillOp::Store {
                        space,
                        word,
                        width,
                        base,
                        ..
                    }))
                    | Ok(Some(SpillOp::Load {
                        space,
                        word,
                        width,
                        base,
                        ..
                    })) => (space, word, width, base),
                    Ok(_) => continue,
                    Err(why) => {
                        rep.push(Some(inst_ref(f, b, i)), CheckErrorKind::MalformedSpill(why));
                        continue;
                    }
                };
                if let Some(u) = base {
                    if !spill_bases.contains(&pl.origin(u.vreg)) {
                        rep.push(
                            Some(inst_ref(f, b, i)),
                            CheckErrorKind::MalformedSpill(format!(
                                "a shared-memory spill slot must be addressed from the \
                                 thread's spill base (a value defined only by SMEMBASE), \
                                 not {}",
                                u.vreg
                            )),
                        );
                    }
                }
                for j in 0..width as i64 {
                    let key = (space, word + j);
                    if !lay.slot_index.contains_key(&key) {
                        lay.slot_index.insert(key, lay.slot_keys.len() as u32);
                        lay.slot_keys.push(key);
                    }
                }
            }
        }
        lay
    }
}

impl Engine<'_> {
    /// The fixed point and the checking pass with locations of `N` pairs.
    fn solve<const N: usize>(
        &self,
        cfg: &Cfg,
        entry_regs: &[EntryReg],
        rep: &mut Reporter,
        mut stats: CheckStats,
    ) -> CheckStats {
        let mut scratch = vec![Loc::<N>::EMPTY; self.lay.size()];
        let ins = self.fixed_point(cfg, entry_regs, &mut scratch, &mut stats);
        self.check_blocks(&ins, &mut scratch, rep, stats)
    }

    /// Bytes the block states take with locations of `cap` pairs.
    fn state_bytes(&self, cap: usize) -> usize {
        self.lay
            .size()
            .saturating_mul(self.f.blocks.len())
            .saturating_mul(4 * cap)
    }

    /// The entry state: the pinned values defined on entry in their registers.
    fn entry_state<const N: usize>(&self, entry_regs: &[EntryReg]) -> Box<[Loc<N>]> {
        let mut entry_state = vec![Loc::EMPTY; self.lay.size()].into_boxed_slice();
        for &(o, reg, width) in entry_regs {
            for part in 0..width {
                entry_state[self.lay.reg(reg.class, reg.index as u32 + part as u32)]
                    .insert(o, part);
            }
        }
        entry_state
    }

    /// The fixed point over the reachable blocks: each block's input state. The worklist is
    /// ordered by reverse post-order. Next to each block input, the union of the
    /// maybe-defined sets of the predecessors merged into it so far (the entry counts as a
    /// predecessor of block 0). The maybe-defined sets are part of the iteration, not the
    /// final ones: a state `(S, MD)` stands for `S` plus every pair whose value is not in
    /// `MD`, and only with the `MD` it was computed under does the meet descend (an
    /// unvisited predecessor is the top element, nothing defined).
    fn fixed_point<const N: usize>(
        &self,
        cfg: &Cfg,
        entry_regs: &[EntryReg],
        scratch: &mut [Loc<N>],
        stats: &mut CheckStats,
    ) -> Vec<Option<Box<[Loc<N>]>>> {
        let nb = self.f.blocks.len();
        let words = self.defined.words();
        let mut ins: Vec<Option<Box<[Loc<N>]>>> = vec![None; nb];
        let mut acc = vec![0u64; nb * words];
        ins[0] = Some(self.entry_state(entry_regs));
        acc[..words].copy_from_slice(self.defined.entry());
        let mut queued = vec![false; cfg.rpo.len()];
        let mut work = BinaryHeap::new();
        if let Some(&ri) = cfg.rpo_index.first() {
            work.push(Reverse(ri));
            queued[ri as usize] = true;
        }
        let mut md_b = vec![0u64; words];
        while let Some(Reverse(ri)) = work.pop() {
            queued[ri as usize] = false;
            let b = cfg.rpo[ri as usize] as usize;
            let Some(input) = &ins[b] else { continue };
            scratch.copy_from_slice(input);
            self.run_block(b, scratch, None);
            stats.block_visits += 1;
            md_b.copy_from_slice(&acc[b * words..(b + 1) * words]);
            self.defined.add_defs(b, &mut md_b);
            let md_b = md_b.as_slice();
            for &s in &cfg.succs[b] {
                let s = s as usize;
                let acc_s = &mut acc[s * words..(s + 1) * words];
                let changed = match &mut ins[s] {
                    None => {
                        ins[s] = Some(scratch.to_vec().into_boxed_slice());
                        true
                    }
                    Some(dst) => meet_into(
                        dst,
                        scratch,
                        |v| self.defined.has(md_b, v),
                        |v| self.defined.has(acc_s, v),
                    ),
                };
                let mut md_grew = false;
                for (a, m) in acc_s.iter_mut().zip(md_b) {
                    md_grew |= *m & !*a != 0;
                    *a |= m;
                }
                let changed = changed || md_grew;
                let rs = cfg.rpo_index[s];
                if changed && rs != u32::MAX && !queued[rs as usize] {
                    queued[rs as usize] = true;
                    work.push(Reverse(rs));
                }
            }
        }
        ins
    }

    /// The checking pass: every block once, from its fixed-point input (unreachable blocks
    /// from the empty state, with nothing maybe-defined on entry).
    fn check_blocks<const N: usize>(
        &self,
        ins: &[Option<Box<[Loc<N>]>>],
        scratch: &mut [Loc<N>],
        rep: &mut Reporter,
        stats: CheckStats,
    ) -> CheckStats {
        let mut chk = Checking {
            rep,
            stats,
            md: vec![0; self.defined.words()],
            ins,
        };
        for (b, input) in ins.iter().enumerate() {
            match input {
                Some(input) => {
                    scratch.copy_from_slice(input);
                    self.defined.in_of(b, &mut chk.md);
                }
                None => {
                    scratch.fill(Loc::EMPTY);
                    chk.md.fill(0);
                }
            }
            self.run_block(b, scratch, Some(&mut chk));
        }
        chk.stats
    }
}

/// What the trace of an error found a location to hold on the path it followed.
enum Leaf {
    Found(Found),
    /// The location was never written on the path.
    Nothing,
}

impl Engine<'_> {
    /// Runs block `b` over `st`; checks reads when `chk` is given.
    fn run_block<const N: usize>(
        &self,
        b: usize,
        st: &mut [Loc<N>],
        mut chk: Option<&mut Checking<'_, '_, N>>,
    ) {
        for (i, inst) in self.f.blocks[b].insts.iter().enumerate() {
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
                        if let SpillOp::Store { base: Some(u), .. }
                        | SpillOp::Load { base: Some(u), .. } = op
                        {
                            self.check_read(st, u, b, i, c, || {
                                format!("shared spill base ({})", u.vreg)
                            });
                        }
                    }
                    self.copy(st, op, inst);
                }
                _ => {
                    if let Some(c) = chk.as_deref_mut() {
                        // A remat's reads are ordinary reads; that it recomputes the right
                        // value is the remat check's business (`super::remat`).
                        self.check_operands(st, inst, b, i, c);
                    }
                    let copied = self.copied_contents(st, inst);
                    self.clobber(st, inst);
                    for &d in &inst.defs {
                        self.write_def(st, d);
                        if let Some(c) = chk.as_deref_mut() {
                            self.defined.add(&mut c.md, self.pl.origin(d));
                        }
                    }
                    self.keep_copied(st, inst, copied);
                }
            }
        }
    }

    /// Checks every register read by the source operands of `inst` (the guard is checked by
    /// the caller, before spill decoding).
    fn check_operands<const N: usize>(
        &self,
        st: &[Loc<N>],
        inst: &Inst,
        b: usize,
        i: usize,
        c: &mut Checking<'_, '_, N>,
    ) {
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

    /// Checks that the read `u` finds `origin[u]` in its registers, or that `origin[u]` is
    /// not maybe-defined here.
    fn check_read<const N: usize>(
        &self,
        st: &[Loc<N>],
        u: RegUse,
        b: usize,
        i: usize,
        c: &mut Checking<'_, '_, N>,
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
            if st[pos].contains(want, part) || !self.defined.has(&c.md, want) {
                continue;
            }
            if c.rep.is_full() {
                c.rep.suppress();
                return; // Only counted: skip the explanation.
            }
            let found = self.explain(c.ins, st, b, i, pos, want, part);
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

    /// Explains why position `pos` does not hold `(v, part)` before instruction `i` of block
    /// `b` (where `v` is maybe-defined): follows the location backwards through copies and,
    /// at block starts, into a predecessor on whose path `v` is maybe-defined and the
    /// location lacks it, until an instruction wrote something else or clobbered it, or the
    /// entry is reached. Runs only for reported errors.
    #[allow(clippy::too_many_arguments)]
    fn explain<const N: usize>(
        &self,
        ins: &[Option<Box<[Loc<N>]>>],
        st: &[Loc<N>],
        b: usize,
        i: usize,
        pos: usize,
        v: VReg,
        part: u8,
    ) -> Found {
        const MAX_HOPS: usize = 256;
        let (mut blk, mut end, mut pos) = (b, i, pos);
        let mut join: Option<(BlockId, BlockId)> = None;
        let mut visited: HashSet<(usize, usize)> = HashSet::new();
        let mut out = vec![Loc::EMPTY; st.len()];
        let mut md = vec![0u64; self.defined.words()];
        let leaf = 'trace: loop {
            match self.last_touch(blk, end, pos) {
                // The pair itself was written here and reached the read through copies
                // that kept it: it was dropped at the cap on the way.
                Touch::Wrote(_, w, p, _) if (w, p) == (v, part) => {
                    break Leaf::Found(Found::Untracked {
                        at: BlockId::new(blk),
                        cap: N,
                    })
                }
                // An in-place copy kept what its source held: the pair may have come
                // through it.
                Touch::Wrote(_, _, _, Some((at, src))) => {
                    (end, pos) = (at, src);
                    continue;
                }
                Touch::Wrote(gid, w, p, None) => {
                    break Leaf::Found(Found::Value {
                        value: self.name(w, p),
                        writer: self.inst_ref(gid),
                    })
                }
                Touch::Clobbered(gid) => {
                    break Leaf::Found(Found::Clobbered {
                        by: self.inst_ref(gid),
                    })
                }
                Touch::Copied(at, Some(src)) => {
                    (end, pos) = (at, src);
                    continue;
                }
                Touch::Copied(_, None) => break Leaf::Nothing,
                Touch::Untouched => {}
            }
            // At the start of `blk`: pick a predecessor whose path still lacks `(v, part)`
            // where `v` is maybe-defined, preferring forward edges (towards the entry).
            if ins[blk].is_none() || !visited.insert((blk, pos)) || visited.len() > MAX_HOPS {
                break Leaf::Nothing;
            }
            self.defined.in_of(blk, &mut md);
            let v_defined = self.defined.has(&md, v);
            let mut preds = self.defined.preds[blk].clone();
            preds.sort_by_key(|&p| (p as usize >= blk, p));
            for p in preds {
                let p = p as usize;
                let Some(input) = &ins[p] else { continue };
                if v_defined && !self.defined.has(self.defined.out(p), v) {
                    continue;
                }
                out.copy_from_slice(input);
                self.run_block(p, &mut out, None);
                if out[pos].contains(v, part) {
                    continue;
                }
                if join.is_none() && self.defined.preds[blk].len() > 1 {
                    join = Some((BlockId::new(p), BlockId::new(blk)));
                }
                (blk, end) = (p, self.f.blocks[p].insts.len());
                continue 'trace;
            }
            if v_defined && !self.defined.preds[blk].is_empty() {
                // Every path keeps the pair: it was dropped at the size cap.
                break Leaf::Found(Found::Untracked {
                    at: BlockId::new(blk),
                    cap: N,
                });
            }
            break Leaf::Nothing;
        };
        match (leaf, join) {
            (Leaf::Found(found), None) => found,
            (Leaf::Found(found), Some((from, at))) => Found::OnPath {
                held: Box::new(found),
                from,
                at,
            },
            (Leaf::Nothing, None) => Found::NeverWritten {
                elsewhere: st
                    .iter()
                    .position(|l| l.contains(v, part))
                    .and_then(|p| self.lay.location(p)),
            },
            (Leaf::Nothing, Some((from, at))) => Found::OnPath {
                held: Box::new(Found::NeverWritten { elsewhere: None }),
                from,
                at,
            },
        }
    }

    /// The last instruction of block `b` before instruction `end` that changes position
    /// `pos`.
    fn last_touch(&self, b: usize, end: usize, pos: usize) -> Touch {
        let insts = &self.f.blocks[b].insts[..end];
        for (i, inst) in insts.iter().enumerate().rev() {
            let gid = self.block_start[b] + i as InstId;
            match decode_spill(self.f, inst) {
                Ok(Some(op)) => {
                    let width = width_of_op(op) as usize;
                    let dst: Option<Vec<usize>> = match op {
                        SpillOp::Store { space, word, .. } => Some(
                            (0..width)
                                .filter_map(|j| self.lay.slot(space, word + j as i64))
                                .collect(),
                        ),
                        SpillOp::Load { dst, .. } | SpillOp::Copy { dst, .. } => {
                            match self.pl.get(dst) {
                                Placement::At { reg, width: w } => Some(
                                    (0..width.min(w as usize))
                                        .map(|j| {
                                            self.lay.reg(reg.class, reg.index as u32 + j as u32)
                                        })
                                        .collect(),
                                ),
                                _ => None,
                            }
                        }
                    };
                    if let Some(j) = dst.and_then(|d| d.iter().position(|&p| p == pos)) {
                        return Touch::Copied(i, self.copy_source(op, j));
                    }
                }
                _ => {
                    for &d in &inst.defs {
                        if let Placement::At { reg, width } = self.pl.get(d) {
                            let first = self.lay.reg(reg.class, reg.index as u32);
                            if (first..first + width as usize).contains(&pos) {
                                let value = self.pl.origin(d);
                                let kept = self.in_place_source(inst, pos - first);
                                return Touch::Wrote(
                                    gid,
                                    value,
                                    (pos - first) as u8,
                                    kept.map(|src| (i, src)),
                                );
                            }
                        }
                    }
                }
            }
            if self.clobbers(inst, pos) {
                return Touch::Clobbered(gid);
            }
        }
        Touch::Untouched
    }

    /// The position word `j` of a spill copy reads.
    fn copy_source(&self, op: SpillOp, j: usize) -> Option<usize> {
        match op {
            SpillOp::Store { src, .. } | SpillOp::Copy { src, .. } => {
                let Placement::At { reg, width: w } = self.pl.get(src.vreg) else {
                    return None;
                };
                let (off, cnt) = read_range(src, w);
                (off as u32 + cnt as u32 <= w as u32).then(|| {
                    self.lay
                        .reg(reg.class, reg.index as u32 + off as u32 + j as u32)
                })
            }
            SpillOp::Load { space, word, .. } => self.lay.slot(space, word + j as i64),
        }
    }

    /// Whether `inst` clobbers position `pos`.
    fn clobbers(&self, inst: &Inst, pos: usize) -> bool {
        inst.clobbers.iter().any(|c| {
            let n = self.lay.nregs[c.class.index()];
            let end = (c.first as u32 + c.count as u32).min(n);
            (c.first as u32..end).any(|r| self.lay.reg(c.class, r) == pos)
        })
    }

    /// Follows a spill store, load or copy: reads the source, applies clobbers, writes.
    fn copy<const N: usize>(&self, st: &mut [Loc<N>], op: SpillOp, inst: &Inst) {
        let mut buf = [Loc::EMPTY; 4];
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
        self.clobber(st, inst);
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

    /// What the registers an in-place copy reads hold before it: for an unguarded `PACK`
    /// or register `MOV`, the contents of each source register, in the order of the
    /// destination's registers (at most four; nothing for a word a `PACK` writes from a
    /// constant).
    fn copied_contents<const N: usize>(&self, st: &[Loc<N>], inst: &Inst) -> Option<[Loc<N>; 4]> {
        let sources = self.copy_sources(inst)?;
        Some(sources.map(|src| src.map_or(Loc::EMPTY, |pos| st[pos])))
    }

    /// The location word `lane` of an in-place copy's destination is copied from (as
    /// [`Self::copied_contents`] reads them), `None` for other instructions and for a word
    /// written from a constant.
    fn in_place_source(&self, inst: &Inst, lane: usize) -> Option<usize> {
        self.copy_sources(inst)?.get(lane).copied().flatten()
    }

    /// For an unguarded `PACK` or register `MOV` whose register sources are all placed, the
    /// location each word of the destination is copied from, in order (at most four; `None`
    /// for a word a `PACK` writes from a constant, and past the last word); `None` for other
    /// instructions.
    fn copy_sources(&self, inst: &Inst) -> Option<[Option<usize>; 4]> {
        let copies = match inst.op {
            Opcode::PACK => true,
            Opcode::MOV => inst.uses.iter().all(|u| matches!(u, Operand::Reg(_))),
            _ => false,
        } && inst.guard.is_none()
            && inst.defs.len() == 1;
        if !copies {
            return None;
        }
        let mut out = [None; 4];
        let mut n = 0;
        for u in &inst.uses {
            let Operand::Reg(u) = u else {
                n += 1;
                continue;
            };
            let Placement::At { reg, width } = self.pl.get(u.vreg) else {
                return None;
            };
            let (off, cnt) = read_range(*u, width);
            for j in 0..cnt {
                *out.get_mut(n)? = Some(
                    self.lay
                        .reg(reg.class, reg.index as u32 + off as u32 + j as u32),
                );
                n += 1;
            }
        }
        Some(out)
    }

    /// After an in-place copy wrote its destination, each destination register also keeps
    /// what its source register held: the bits are the same, so a value copied where it
    /// already was (a tuple built over its parts, ptxas's way) stays readable there.
    fn keep_copied<const N: usize>(
        &self,
        st: &mut [Loc<N>],
        inst: &Inst,
        copied: Option<[Loc<N>; 4]>,
    ) {
        let (Some(copied), Some(&d)) = (copied, inst.defs.first()) else {
            return;
        };
        if let Placement::At { reg, width } = self.pl.get(d) {
            for (j, held) in copied.iter().enumerate().take(width as usize) {
                st[self.lay.reg(reg.class, reg.index as u32 + j as u32)].absorb(*held);
            }
        }
    }

    /// Applies the clobbers of `inst`.
    fn clobber<const N: usize>(&self, st: &mut [Loc<N>], inst: &Inst) {
        for c in &inst.clobbers {
            let n = self.lay.nregs[c.class.index()];
            let end = (c.first as u32 + c.count as u32).min(n);
            for r in c.first as u32..end {
                st[self.lay.reg(c.class, r)] = Loc::EMPTY;
            }
        }
    }

    /// Writes the def `d`: its origin, part by part, into its registers.
    fn write_def<const N: usize>(&self, st: &mut [Loc<N>], d: VReg) {
        if let Placement::At { reg, width } = self.pl.get(d) {
            let value = self.pl.origin(d);
            for part in 0..width {
                st[self.lay.reg(reg.class, reg.index as u32 + part as u32)] =
                    Loc::single(value, part);
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
