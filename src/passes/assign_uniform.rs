//! Moves warp-uniform values into the uniform register files (UR/UP) where ptxas does.
//!
//! The uniformity analysis ([`calc_uniformity`]) says which values are the same in every lane;
//! this pass decides which of those ptxas actually computes on the uniform datapath. ptxas is
//! narrow about it: on sm_75…sm_90 a uniform value lives in UR only when the instruction that
//! defines it has a uniform form *and* every instruction that reads it can take a UR operand as
//! encoded, without a copy. Everything else stays in R/P, even when it is uniform.
//!
//! # Policy (ptxas 13.5, evidence from `nvdisasm -plr` of the corpus at sm_75/80/86/90)
//!
//! A value `v` that the analysis proves uniform goes to UR (UP for predicates) when all of
//! these hold, as a greatest fixed point (start with every candidate uniform, demote until
//! nothing changes):
//!
//! 1. **Its definitions are uniform instructions.** Each one has a uniform form (`UIADD3`,
//!    `UMOV`, `ULDC`, `S2UR`, ...), is unguarded, and reads only uniform registers, `URZ`,
//!    immediates and constant-bank words (loaded with `ULDC`, see below). A uniform
//!    instruction can never read a per-thread register, so a value computed from an `S2R`
//!    result stays in R with it (`S2R R0, SR_CTAID.X; IMAD R0, R0, c[0x0][0x0], R3` at sm_80).
//! 2. **Every per-thread reader can encode it.** A per-thread ALU instruction takes at most one
//!    of {immediate, constant-bank word, UR}, and not in its `A` slot unless the operands can
//!    swap ([`crate::ir::encoding`]). So loop counters compared with a parameter or scaled by
//!    one stay in R: ptxas's `uloop` (mini kernel) keeps `i` in R0 for
//!    `IMAD R2, R0, c[0x0][0x170], R9` and `ISETP.GE.AND P0, PT, R0, c[0x0][0x174], PT`, and
//!    `uni_strided_loops` has no uniform ALU instruction at all (24 registers). A counter
//!    that only meets zero stays uniform: `bits_csa_popcount` counts down in UR4 and tests
//!    `ISETP.NE.U32.AND P0, PT, RZ, UR4, PT`. At sm_90 parameters arrive through `LDC`
//!    instead of constant operands, so the same rule lets `uloop`'s counter live in UR4
//!    (`IMAD R3, R0, UR4, R11`, `ISETP.LE.AND P0, PT, R8, UR4, PT`); that is the only
//!    per-SM difference found, and it is data already ([`crate::target::ParamAccess`]).
//!    When two uniform values meet in one per-thread instruction, one goes to R: a plain
//!    constant load first (`LDC R8, c[0x0][0x224]` next to the UR counter above), then a
//!    special register, then the earliest slot (`Choice::victim`).
//!    Store data, conversions, warp-level operands, call arguments and guards of
//!    per-thread instructions need R/P. So does a memory address, but a computed uniform
//!    address that one access outside loops reads stays in UR and is copied into a GPR
//!    pair right before it (`ULEA UR4, UP0, UR6, UR4, 0x2; ULEA.HI.X UR5, ...;
//!    IMAD.U32 R2, RZ, RZ, UR4; IMAD.U32 R3, RZ, RZ, UR5; LDG.E R0, desc[UR12][R2.64]`
//!    for a per-block scale at sm_90, `uniform_addresses`), so the chain of arithmetic
//!    before it costs no GPR. A plain parameter pointer is loaded into the pair straight
//!    away, and an address that several accesses read, or one inside a loop, is
//!    per-thread (the copies would repeat). Tuples built from words (`PACK`) are uniform
//!    when their words are, and a per-thread one reads UR words (one move per word).
//!
//!    Two instruction combinations of ptxas make more values per-thread than the IR shows:
//!    a uniform product or left shift whose readers are all per-thread additions, one of
//!    them next to it, becomes `IMAD`/`LEA` there with the uniform factor in slot `A`
//!    (`Choice::folded_into_adds`, a 64-bit product's two words with it); and
//!    `base + wide(x * k)` becomes one `IMAD.WIDE` with the base in slot `C` beside the
//!    constant, so the base is a GPR pair (`Choice::fused_address_base`), except where `k`
//!    is a power of two and the base is computed: the shift is then a field of a
//!    shift-and-add whose base may be a UR (`Choice::shift_add_base`).
//! 3. **Branches read P.** ptxas never branches on a uniform predicate (0 `@UPn BRA` in 1069
//!    corpus functions). A uniform compare that only steers branches is a per-thread `ISETP`,
//!    so rule 2 applies to its sources: a counter compared with a parameter goes to R
//!    (`ISETP.GE.AND P1, PT, R0, R13, PT` for the unrolled `i + 3 < n` of the golden
//!    `unroll_loop` kernel, everything in R). ptxas sometimes keeps such a compare uniform
//!    and copies the result (`UISETP.GE.AND UP0, UPT, UR4, UR10, UPT` then
//!    `PLOP3.LUT P2, PT, PT, PT, UP0, 0x80, 0x0` for `gemm_rb4x4_i32`'s `k0 < K`: 40 such
//!    copies in 18 of 647 functions at sm_80); doing that for every compare that does not
//!    fit gave 148 copies in 84 functions and a worse register count overall (±2 agreement
//!    48.5 % against 49.4 % over kernels + corpus), so it is left out. A predicate that
//!    uniform instructions also read stays in UP, and the branch reads a `PLOP3` copy.
//!
//! Pre-coloured values (ABI registers) and values without a definition stay where they are.
//!
//! # Rewrites
//!
//! * `S2R` of a uniform special register becomes `S2UR`; a `MOV` of a constant-bank word into
//!   UR becomes `LDC` (printed `ULDC`).
//! * A uniform instruction with a constant-bank source reads it through a fresh UR loaded by
//!   `ULDC` right before it (`ULDC UR4, c[0x0][0x174]` then `UIADD3 UR4, UR4, -0x1, URZ`).
//!   This costs uniform registers, not GPRs.
//! * A branch on a predicate left in UP reads a `PLOP3` copy in P.
//! * A per-thread instruction with a UR in its `A` slot gets its sources swapped
//!   (`ISETP.GT.AND P0, PT, R4, UR0, PT` rather than `ISETP.LT.AND P0, PT, UR0, R4, PT`).

use crate::analysis::loops::LoopForest;
use crate::analysis::rows::Rows;
use crate::analysis::{calc_uniformity, Cfg, DomTree};
use crate::ir::encoding::{put_gpr_in_slot_a, slot_kind, sources_encodable, SlotKind};
use crate::ir::{
    BlockId, Function, Guard, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg,
};
use crate::target::SmInfo;

/// Re-classes uniform values (see the module docs); returns how many moved.
pub fn assign_uniform(f: &mut Function, info: &SmInfo) -> usize {
    if info.uniform_registers == 0 {
        return 0;
    }
    let uniform = calc_uniformity(f, &Cfg::new(f));
    assign_uniform_with(f, info, &uniform)
}

/// [`assign_uniform`] with the uniformity of the values already known: that of `f`, or of
/// `f` before its blocks were scheduled (which values are uniform does not depend on the
/// order of the instructions within a block), so that every schedule the driver tries reuses
/// one analysis. Values beyond `uniform` count as not uniform.
pub fn assign_uniform_with(f: &mut Function, info: &SmInfo, uniform: &[bool]) -> usize {
    if info.uniform_registers == 0 {
        return 0;
    }
    let mut chosen = Choice::new(f, uniform);
    chosen.settle(f);
    rewrite(f, &chosen.cand)
}

/// Instruction position: block and index.
type At = (usize, usize);

/// The fixed-point state: which values are still candidates for the uniform file.
struct Choice {
    cand: Vec<bool>,
    /// Every instruction position, so that instruction ids are dense.
    at: Vec<At>,
    /// Instructions defining each value.
    defs_of: Rows<u32>,
    /// Instructions reading each value (sources, address bases, guards), each once.
    users_of: Rows<u32>,
    work: Vec<u32>,
    queued: Vec<bool>,
    /// Per block: whether it lies in a loop.
    in_loop: Vec<bool>,
}

impl Choice {
    fn new(f: &Function, uniform: &[bool]) -> Choice {
        let nv = f.vregs.len();
        let at: Vec<At> = f
            .blocks
            .iter()
            .enumerate()
            .flat_map(|(b, blk)| (0..blk.insts.len()).map(move |i| (b, i)))
            .collect();
        let insts = || f.blocks.iter().flat_map(|b| &b.insts).zip(0u32..);
        // One walk over the code for the definitions and the reads (the instructions' own
        // vectors are scattered in memory; the pairs are not).
        let mut writes: Vec<(u32, u32)> = Vec::with_capacity(at.len());
        // A value read twice by one instruction lists it once.
        let mut reads: Vec<(u32, u32)> = Vec::with_capacity(2 * at.len());
        for (inst, id) in insts() {
            writes.extend(inst.defs.iter().map(|d| (d.index() as u32, id)));
            let first = reads.len();
            for u in inst.reg_uses() {
                let v = u.vreg.index() as u32;
                if !reads[first..].iter().any(|&(w, _)| w == v) {
                    reads.push((v, id));
                }
            }
        }
        let defs_of = Rows::from_pairs(nv, writes.iter().copied());
        let users_of = Rows::from_pairs(nv, reads.iter().copied());
        let cand: Vec<bool> = (0..nv)
            .map(|v| {
                let info = &f.vregs[v];
                uniform.get(v).copied().unwrap_or(false)
                    && info.fixed.is_none()
                    && matches!(info.class, RegClass::R | RegClass::P)
                    && !defs_of.get(v).is_empty()
            })
            .collect();
        // Only instructions that write or read a candidate can demote one (the rules ask
        // nothing of the others), and no other instruction is ever queued again: start the
        // fixed point from those, in layout order.
        let mut queued = vec![false; at.len()];
        for &(v, id) in writes.iter().chain(&reads) {
            if cand.get(v as usize).copied().unwrap_or(false) {
                queued[id as usize] = true;
            }
        }
        let work = (0..at.len() as u32)
            .rev()
            .filter(|&id| queued[id as usize])
            .collect();
        let cfg = Cfg::new(f);
        let loops = LoopForest::new(&cfg, &DomTree::new(&cfg));
        let in_loop = (0..f.blocks.len())
            .map(|b| loops.depth(BlockId::new(b)) > 0)
            .collect();
        Choice {
            cand,
            at,
            defs_of,
            users_of,
            work,
            queued,
            in_loop,
        }
    }

    fn inst<'f>(&self, f: &'f Function, id: u32) -> &'f Inst {
        let (b, i) = self.at[id as usize];
        &f.blocks[b].insts[i]
    }

    fn is_cand(&self, v: VReg) -> bool {
        self.cand.get(v.index()).copied().unwrap_or(false)
    }

    fn push(&mut self, id: u32) {
        if !self.queued[id as usize] {
            self.queued[id as usize] = true;
            self.work.push(id);
        }
    }

    /// Takes `v` out of the uniform file and revisits everything that depended on it.
    fn demote(&mut self, v: VReg) {
        if !self.is_cand(v) {
            return;
        }
        self.cand[v.index()] = false;
        for k in 0..self.defs_of.get(v.index()).len() {
            self.push(self.defs_of.get(v.index())[k]);
        }
        for k in 0..self.users_of.get(v.index()).len() {
            self.push(self.users_of.get(v.index())[k]);
        }
    }

    /// Runs the rules of the module docs to the fixed point.
    fn settle(&mut self, f: &Function) {
        while let Some(id) = self.work.pop() {
            self.queued[id as usize] = false;
            let inst = self.inst(f, id);
            let uniform_op = !inst.defs.is_empty()
                && has_uniform_encoding(inst)
                && inst.defs.iter().all(|d| self.is_cand(*d));
            if uniform_op {
                // Rule 1: a uniform instruction reads only uniform registers.
                if inst.reg_uses().any(|u| !self.is_cand(u.vreg)) {
                    for &d in &inst.defs {
                        self.demote(d);
                    }
                }
                continue;
            }
            // A per-thread instruction: its results are per-thread registers...
            for &d in &inst.defs {
                self.demote(d);
            }
            // ...and its sources must be encodable (rule 2).
            if let Some(g) = inst.guard {
                if inst.op != Opcode::BRA {
                    self.demote(g.pred);
                } else {
                    self.steer_predicate(f, g.pred);
                }
            }
            // A per-thread `PACK` is one move per word, and a move may read a UR.
            let readable = inst.op.info().uniform_sources || inst.op == Opcode::PACK;
            for o in &inst.uses {
                match o {
                    // A computed uniform address that one access outside loops reads
                    // stays in UR and is copied into R right before it (see `rewrite`);
                    // a plain constant load is made in R straight away, and so is an
                    // address several accesses read, or one in a loop, where the copies
                    // would repeat.
                    Operand::Mem { base: Some(r), .. }
                        if !self.is_cand(r.vreg)
                            || self.in_loop[self.at[id as usize].0]
                            || self.constant_load(f, r.vreg)
                            || self.accesses_through(f, r.vreg) > 1 =>
                    {
                        self.demote(r.vreg)
                    }
                    Operand::Reg(r) if f.vreg(r.vreg).class.is_predicate() => {
                        if inst.op == Opcode::PLOP3 {
                            self.steer_predicate(f, r.vreg);
                        } else {
                            self.demote(r.vreg);
                        }
                    }
                    Operand::Reg(r) if self.is_cand(r.vreg) && self.folded_into_adds(f, r.vreg) => {
                        // The product is made where it is added: a wide product's words
                        // with it.
                        let d = self.inst(f, self.defs_of.get(r.vreg.index())[0]);
                        let words: Vec<VReg> = if d.op == Opcode::PACK {
                            d.reg_uses().map(|u| u.vreg).collect()
                        } else {
                            Vec::new()
                        };
                        self.demote(r.vreg);
                        for w in words {
                            self.demote(w);
                        }
                    }
                    Operand::Reg(r) if !readable => self.demote(r.vreg),
                    _ => {}
                }
            }
            if let Some(base) = self.fused_address_base(f, inst) {
                self.demote(base);
            }
            if self.shift_add_base(f, inst) {
                continue;
            }
            // Values already in the uniform file (promoted loads) take a non-GPR slot too.
            while !sources_encodable(f, inst, &|v| self.cand[v] || f.vregs[v].class.is_uniform()) {
                match self.victim(f, inst) {
                    Some(v) => self.demote(v),
                    None => break,
                }
            }
        }
    }

    /// The uniform source of an over-full per-thread instruction to move to R: a plain load
    /// of a constant first (a parameter is cheaper to keep in a GPR than a computed value),
    /// then a special register (`S2R R3, SR_CTAID.X` next to `ULDC UR4, c[0x0][0x0]`,
    /// `USHF.R.U32.HI UR4, URZ, 0x5, UR4` feeding `IMAD R0, R3, UR4, R0` in
    /// `softmax_warp_row256` at sm_80), then the earliest slot.
    fn victim(&self, f: &Function, inst: &Inst) -> Option<VReg> {
        let uniform_srcs: Vec<VReg> = (0..inst.uses.len())
            .filter(|&k| slot_kind(f, inst, k, &|v| self.cand[v]) == SlotKind::NonGpr)
            .filter_map(|k| match &inst.uses[k] {
                Operand::Reg(r) if self.is_cand(r.vreg) => Some(r.vreg),
                _ => None,
            })
            .collect();
        let special = |v: VReg| {
            self.defs_of
                .get(v.index())
                .iter()
                .all(|&id| self.inst(f, id).op == Opcode::S2R)
        };
        uniform_srcs
            .iter()
            .find(|v| self.constant_load(f, **v))
            .or_else(|| uniform_srcs.iter().find(|v| special(**v)))
            .or(uniform_srcs.first())
            .copied()
    }

    /// How many memory accesses use `v` as their address.
    fn accesses_through(&self, f: &Function, v: VReg) -> usize {
        self.users_of
            .get(v.index())
            .iter()
            .filter(|&&id| {
                self.inst(f, id)
                    .uses
                    .iter()
                    .any(|o| matches!(o, Operand::Mem { base: Some(b), .. } if b.vreg == v))
            })
            .count()
    }

    /// Whether every definition of `v` is a plain load of a constant (`MOV`/`LDC` of an
    /// immediate or a constant-bank word).
    fn constant_load(&self, f: &Function, v: VReg) -> bool {
        self.defs_of.get(v.index()).iter().all(|&id| {
            let d = self.inst(f, id);
            matches!(d.op, Opcode::MOV | Opcode::LDC) && d.reg_uses().next().is_none()
        })
    }

    /// Whether every reader of predicate `p` is per-thread: a branch it guards, or predicate
    /// logic (`PLOP3`) whose result is per-thread.
    fn only_per_thread_readers(&self, f: &Function, p: VReg) -> bool {
        self.users_of.get(p.index()).iter().all(|&id| {
            let u = self.inst(f, id);
            let guards_branch = u.op == Opcode::BRA && u.guard.is_some_and(|g| g.pred == p);
            let per_thread_logic =
                u.op == Opcode::PLOP3 && !u.defs.iter().all(|d| self.is_cand(*d));
            guards_branch || per_thread_logic
        })
    }

    /// Rule 3 for a uniform predicate `p` that only steers branches (directly or through
    /// per-thread predicate logic): it becomes a per-thread predicate, so the compare
    /// defining it is a per-thread `ISETP` whose sources must then fit one encoding
    /// (`MOV R0, c[0x0][0x174]; ISETP.GE.AND P0, PT, R0, 0x1, PT` in `uloop`), and predicate
    /// logic defining it is per-thread as well (`ISETP.LE.AND P0, PT, R2, c[0x0][0x174], PT;
    /// ISETP.GT.OR P0, PT, R2, c[0x0][0x170], !P0` in `uni_strided_loops`).
    fn steer_predicate(&mut self, f: &Function, p: VReg) {
        if self.is_cand(p) && self.only_per_thread_readers(f, p) {
            self.demote(p);
        }
    }

    /// The uniform base of a 64-bit address `base + wide(x * k)` that ptxas forms in one
    /// `IMAD.WIDE`: when the addition's other source is a per-thread `IMAD.WIDE` by a
    /// constant read nowhere else, the base becomes the fused instruction's `C` operand next
    /// to the constant in `B`, so it must be a GPR pair (`LDC.64 R2, c[0x0][0x210]` then
    /// `IMAD.WIDE.U32 R2, R7, 0x4, R2` in `tiny_fma_store` at sm_90, where parameters
    /// arrive through `LDC`; at sm_80 the base is a constant-bank operand and costs nothing).
    fn fused_address_base(&self, f: &Function, add: &Inst) -> Option<VReg> {
        if add.op != Opcode::IADD3 || add.mods != Mod::W64 || add.guard.is_some() {
            return None;
        }
        let [Operand::Reg(x), Operand::Reg(y)] = add.uses.as_slice() else {
            return None;
        };
        // The product, when `w` is one ptxas fuses: `Some(true)` when its factor is a power
        // of two.
        let product = |w: VReg| {
            let [id] = self.defs_of.get(w.index())[..] else {
                return None;
            };
            let d = self.inst(f, id);
            let fused = d.op == Opcode::IMAD
                && d.mods.has(Mod::WIDE)
                && d.guard.is_none()
                && d.uses.len() == 2
                && !self.is_cand(w)
                && slot_kind(f, d, 1, &|v| self.cand[v]) == SlotKind::NonGpr
                && self.users_of.get(w.index()).len() == 1;
            fused.then(|| is_power_of_two(&d.uses[1]))
        };
        let (base, power_of_two) = match (product(x.vreg), product(y.vreg)) {
            (Some(p), None) if self.is_cand(y.vreg) => (y.vreg, p),
            (None, Some(p)) if self.is_cand(x.vreg) => (x.vreg, p),
            _ => return None,
        };
        // A computed uniform base scaled by a power of two stays in UR: the address is a
        // shift-and-add whose base may be uniform (see `shift_add_base`).
        (self.constant_load(f, base) || !power_of_two).then_some(base)
    }

    /// Whether per-thread `inst` is a wide multiply-add by a power of two whose addend is a
    /// computed uniform value: ptxas forms it as a shift-and-add with the addend in UR
    /// (`LEA R12, P0, R9, UR10, 0x1` and `LEA.HI.X.SX32 R13, R9, UR11, 0x1, P0` for
    /// Triton's `mad.wide.s32 %rd25, %r51, 2, %rd2`, ptxas 13.5 at sm_80 and sm_90), where
    /// the shift is a field of the encoding rather than a source.
    fn shift_add_base(&self, f: &Function, inst: &Inst) -> bool {
        inst.op == Opcode::IMAD
            && inst.mods.has(Mod::WIDE)
            && matches!(inst.uses.as_slice(), [Operand::Reg(a), k, Operand::Reg(c)]
                if !self.is_cand(a.vreg)
                    && is_power_of_two(k)
                    && self.is_cand(c.vreg)
                    && !self.constant_load(f, c.vreg))
    }

    /// Whether ptxas folds uniform `v` into the per-thread additions that read it, so that
    /// it is never computed on its own: `v = x * y` (also `.WIDE`) or `v = x << k` whose
    /// every reader is a per-thread two-source `IADD3` becomes `IMAD`/`LEA` there, with `x`
    /// in the `A` slot (`IMAD.WIDE.U32 R2, R5, c[0x0][0x0], R2` in `axpby_clamp_grid`)
    /// (`IMAD R25, R0, c[0x0][0x0], R3` for `ctaid * ntid + tid` in `f64_cmac`;
    /// `LEA R2, R2, R13, 0x7` for `(ctaid << 7) + tid` in `img_gauss_row9`; both at sm_80,
    /// with `S2R` for the block index). ptxas combines within a block: once one addition
    /// next to the product absorbs it, the others recompute it too (`transpose_f64_tile`:
    /// `IMAD R2, R9, 0x10, R0` and, after the barrier, `IMAD R9, R9, 0x10, R8`). When every
    /// reader is in another block the value stays uniform (`gemm_rb4x4_i32`:
    /// `USHF.L.U32 UR5, UR5, 0x6, URZ` in the entry block, `IADD3 R11, R34, UR5, RZ` after
    /// the branch).
    fn folded_into_adds(&self, f: &Function, v: VReg) -> bool {
        let [def_id] = self.defs_of.get(v.index())[..] else {
            return false;
        };
        let d = self.inst(f, def_id);
        let data = |i: &Inst| {
            (0..i.uses.len())
                .filter(|&k| slot_kind(f, i, k, &|_| false) != SlotKind::Predicate)
                .count()
        };
        let product =
            d.op == Opcode::IMAD && (d.mods.is_empty() || d.mods.has(Mod::WIDE)) && data(d) == 2;
        let shift = d.op == Opcode::SHF
            && d.mods == Mod::L
            && d.uses.len() == 2
            && matches!(d.uses[1], Operand::Imm(_));
        // A 64-bit product is its two words put together: the low word of an
        // `IMAD.WIDE.U32`, and the high word (`mul.lo.s64` of a uniform index by a
        // parameter, added to a per-thread pointer: `IMAD R0, R4, UR4, RZ; IMAD R5, R5,
        // UR5, R0; IMAD.WIDE.U32 R6, R4, UR5, R6` in numba's `atomic_max` at sm_90).
        let wide_product = d.op == Opcode::PACK
            && matches!(d.uses.as_slice(), [Operand::Reg(lo), _] if {
                let defs = self.defs_of.get(lo.vreg.index());
                defs.len() == 1 && {
                    let l = self.inst(f, defs[0]);
                    l.op == Opcode::IMAD && l.mods.has(Mod::WIDE)
                }
            });
        if !(product || shift || wide_product) {
            return false;
        }
        let block = self.at[def_id as usize].0;
        let users = &self.users_of.get(v.index());
        users.iter().any(|&id| self.at[id as usize].0 == block)
            && users.iter().all(|&id| {
                let u = self.inst(f, id);
                u.op == Opcode::IADD3
                    && (u.mods.is_empty() || u.mods == Mod::W64)
                    && u.guard.is_none()
                    && data(u) == 2
                    && !u.defs.iter().all(|d| self.is_cand(*d))
                    && u.reg_uses().filter(|r| r.vreg == v).count() == 1
            })
    }
}

/// Whether `o` is an immediate power of two: a factor ptxas applies as a shift.
fn is_power_of_two(o: &Operand) -> bool {
    matches!(o, Operand::Imm(k) if u64::try_from(*k).is_ok_and(u64::is_power_of_two))
}

/// Whether the instruction has a uniform-datapath form at all (rule 1 without the sources).
fn has_uniform_encoding(inst: &Inst) -> bool {
    let op_ok = inst.op.has_uniform_form()
        || (inst.op == Opcode::S2R
            && inst.uses.iter().all(|o| match o {
                Operand::Special(s) => crate::analysis::uniformity::is_uniform_special(s),
                _ => true,
            }));
    let mem_ok = inst
        .uses
        .iter()
        .all(|o| !matches!(o, Operand::Mem { .. }) || inst.op == Opcode::LDC);
    op_ok && mem_ok && inst.guard.is_none()
}

/// Applies the choice: re-classes values, renames `S2R`/`MOV c[..]` to `S2UR`/`ULDC`, loads
/// constant-bank sources of uniform instructions with `ULDC`, and copies UP branch
/// predicates to P. Returns the number of values moved.
fn rewrite(f: &mut Function, cand: &[bool]) -> usize {
    let mut moved = 0;
    for (v, info) in f.vregs.iter_mut().enumerate() {
        if cand.get(v).copied().unwrap_or(false) {
            info.class = info.class.to_uniform();
            moved += 1;
        }
    }
    if moved == 0 {
        return 0;
    }
    // Instructions are rewritten in place; a block is rebuilt only when copies go in
    // before some of its instructions (most blocks have none).
    let mut copies: Vec<(usize, Inst)> = Vec::new();
    for b in 0..f.blocks.len() {
        let mut insts = std::mem::take(&mut f.blocks[b].insts);
        for (at, inst) in insts.iter_mut().enumerate() {
            let uniform_def = inst
                .defs
                .first()
                .is_some_and(|d| f.vreg(*d).class.is_uniform());
            if uniform_def {
                if inst.op == Opcode::S2R {
                    inst.op = Opcode::S2UR;
                }
                let lone_cbank =
                    inst.uses.len() == 1 && matches!(inst.uses[0], Operand::CBank { .. });
                if inst.op == Opcode::MOV && lone_cbank {
                    inst.op = Opcode::LDC;
                }
                if inst.op != Opcode::LDC {
                    let width = cbank_width(f, inst);
                    for k in 0..inst.uses.len() {
                        if let Operand::CBank { .. } = inst.uses[k] {
                            let t = f.new_vreg(RegClass::UR, width);
                            let mods = Mods::w64_if(width == 2);
                            let mut ldc = Inst::new(Opcode::LDC, mods, vec![t], vec![inst.uses[k]]);
                            ldc.ptx_line = inst.ptx_line;
                            copies.push((at, ldc));
                            inst.uses[k] = Operand::Reg(RegUse::whole(t));
                        }
                    }
                }
            }
            if !uniform_def {
                let in_uniform_file = |v: usize| f.vregs[v].class.is_uniform();
                put_gpr_in_slot_a(f, inst, &in_uniform_file);
                for o in inst.uses.iter_mut() {
                    if let Operand::Mem { base: Some(r), .. } = o {
                        if f.vregs[r.vreg.index()].class.is_uniform() {
                            let width = if r.count == 0 {
                                f.vregs[r.vreg.index()].width
                            } else {
                                r.count
                            };
                            let t = f.new_vreg(RegClass::R, width);
                            let mut copy = Inst::new(
                                Opcode::MOV,
                                Mods::w64_if(width == 2),
                                vec![t],
                                vec![Operand::Reg(*r)],
                            );
                            copy.ptx_line = inst.ptx_line;
                            copies.push((at, copy));
                            *r = RegUse::whole(t);
                        }
                    }
                }
            }
            if let Some(g) = inst.guard {
                if inst.op == Opcode::BRA && f.vreg(g.pred).class == RegClass::UP {
                    let p = f.new_vreg(RegClass::P, 1);
                    let mut copy = Inst::new(
                        Opcode::PLOP3,
                        Mod::LUT,
                        vec![p],
                        vec![Operand::Reg(RegUse::whole(g.pred))],
                    );
                    copy.ptx_line = inst.ptx_line;
                    copies.push((at, copy));
                    inst.guard = Some(Guard {
                        pred: p,
                        negated: g.negated,
                    });
                }
            }
        }
        f.blocks[b].insts = super::insert_before(insts, &mut copies);
    }
    moved
}

/// Registers a constant-bank source of `inst` occupies: 64-bit operations (`.64` pairs,
/// 64-bit compares) read pairs; `.WIDE` multiplies read 32-bit sources.
fn cbank_width(f: &Function, inst: &Inst) -> u8 {
    if inst.mods.has(Mod::WIDE) {
        return 1;
    }
    if inst.mods.has(Mod::W64) || inst.mods.has(Mod::EX) {
        return 2;
    }
    inst.defs
        .first()
        .map_or(1, |d| f.vreg(*d).width)
        .clamp(1, 2)
}
