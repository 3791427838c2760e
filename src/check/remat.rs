//! The rematerialisation check: a `flags.remat` instruction `R` writing a copy of original
//! value `v` is correct only if it computes what `v`'s definition computed.
//!
//! The checker is given the program the allocator started from (the *original*; original
//! values are its vregs) and verifies, for every `R`, without trusting the allocator:
//!
//! 1. **Same computation.** `v` has exactly one definition `D` in the original, unguarded,
//!    defining only `v` and not reading `v`; `R` has `D`'s opcode, modifiers and operands,
//!    register operands compared by the original value they carry (same sub-range), and no
//!    guard.
//! 2. **Same place in the program.** Apart from spill and remat code, the final code is the
//!    original program with some rematerialised definitions deleted, instruction for
//!    instruction in every block (compared the same way). This maps every point of the final
//!    code to a point of the original: `R` sits right before the next original instruction
//!    of its block, or at the block's end when none follows.
//! 3. **Fresh sources.** At that original point, no source value of `D` may have been
//!    redefined since `D` last ran, on any path: a forward may-analysis over the original
//!    program where a definition of a source of `v` makes `v` stale and `D` makes it fresh
//!    (entry: fresh; a path that never ran `D` reads an undefined `v`, where any bits are
//!    correct).
//!
//! The reads of `R` are checked like any other read by the value check (each source
//! register holds its original value), which together with 1–3 means `R` recomputes `v` from
//! the very values `D` read.

use super::placement::Placements;
use super::{inst_ref, CheckErrorKind, Reporter};
use crate::ir::{Function, Inst, Opcode, Operand, VReg};

/// Checks every remat instruction of `f` against `original` (see the module docs): the
/// value each recomputes (1), where each sits in the original program (2), and whether its
/// sources are fresh there (3).
pub(super) fn check_remat(
    f: &Function,
    pl: &Placements,
    original: Option<&Function>,
    rep: &mut Reporter,
) {
    let remats: Vec<(usize, usize)> = f
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, blk)| {
            blk.insts
                .iter()
                .enumerate()
                .filter(|(_, i)| i.flags.remat)
                .map(move |(i, _)| (b, i))
        })
        .collect();
    if remats.is_empty() {
        return;
    }
    let Some(orig) = original else {
        for &(b, i) in &remats {
            remat_error(
                rep,
                f,
                b,
                i,
                "a rematerialised instruction cannot be verified without the original program"
                    .into(),
            );
        }
        return;
    };
    if orig.blocks.len() != f.blocks.len() {
        rep.push(
            None,
            CheckErrorKind::Remat(format!(
                "the final code has {} blocks, the original program {}",
                f.blocks.len(),
                orig.blocks.len()
            )),
        );
        return;
    }
    let values = recomputed_values(f, pl, orig, &remats, rep);
    let place = place_in_original(f, pl, orig, &remats, rep);
    check_fresh_sources(f, orig, &remats, &values, &place, rep);
}

/// Reports a remat error at instruction `i` of block `b` of `f`.
fn remat_error(rep: &mut Reporter, f: &Function, b: usize, i: usize, msg: String) {
    rep.push(Some(inst_ref(f, b, i)), CheckErrorKind::Remat(msg));
}

/// The values the remats recompute (step 1).
struct Recomputed {
    /// Per remat: the original value it recomputes, `None` when it does not (reported).
    value: Vec<Option<VReg>>,
    /// The verified values, each once, in order of first remat.
    tracked: Vec<VReg>,
}

/// Step 1: the value each remat recomputes, checked against its one original definition
/// (same computation, see [`same_computation`]).
fn recomputed_values(
    f: &Function,
    pl: &Placements,
    orig: &Function,
    remats: &[(usize, usize)],
    rep: &mut Reporter,
) -> Recomputed {
    let mut defs_of: Vec<Vec<(usize, usize)>> = vec![Vec::new(); orig.vregs.len()];
    for (b, blk) in orig.blocks.iter().enumerate() {
        for (k, inst) in blk.insts.iter().enumerate() {
            for d in &inst.defs {
                if let Some(l) = defs_of.get_mut(d.index()) {
                    l.push((b, k));
                }
            }
        }
    }
    let mut tracked: Vec<VReg> = Vec::new();
    let mut tracked_set = std::collections::HashSet::new();
    let mut value: Vec<Option<VReg>> = Vec::with_capacity(remats.len());
    for &(b, i) in remats {
        let r = &f.blocks[b].insts[i];
        let v = match r.defs[..] {
            [d] => pl.origin(d),
            _ => {
                remat_error(
                    rep,
                    f,
                    b,
                    i,
                    "a rematerialised instruction must define one value".into(),
                );
                value.push(None);
                continue;
            }
        };
        let defs = defs_of.get(v.index()).map(Vec::as_slice).unwrap_or(&[]);
        let problem = match defs {
            [(db, dk)] => {
                let d = &orig.blocks[*db].insts[*dk];
                if d.guard.is_some() {
                    Some(format!("{v}'s definition is guarded"))
                } else if d.defs.len() != 1 {
                    Some(format!("{v}'s definition defines other values too"))
                } else if d
                    .uses
                    .iter()
                    .any(|o| matches!(o, Operand::Reg(u) if u.vreg == v))
                {
                    Some(format!("{v}'s definition reads {v}"))
                } else {
                    same_computation(r, d, pl).err()
                }
            }
            [] => Some(format!("{v} has no definition in the original program")),
            more => Some(format!(
                "{v} has {} definitions in the original program, so no one computation gives it",
                more.len()
            )),
        };
        match problem {
            Some(p) => {
                remat_error(rep, f, b, i, format!("does not recompute {v}: {p}"));
                value.push(None);
            }
            None => {
                if tracked_set.insert(v) {
                    tracked.push(v);
                }
                value.push(Some(v));
            }
        }
    }
    Recomputed { value, tracked }
}

/// Where the final code sits in the original program (step 2).
struct OriginalPlace {
    /// Per block, per final instruction: the index of the original instruction it is.
    mapped: Vec<Vec<Option<usize>>>,
    /// Per block: whether the final block is the original one with remats and spill code
    /// added and rematerialised definitions deleted.
    block_ok: Vec<bool>,
}

/// Step 2: matches each final block, spill and remat code aside, against the original one,
/// instruction for instruction. The definitions of every value a remat claims to recompute
/// (verified or not) may be missing from the final code.
fn place_in_original(
    f: &Function,
    pl: &Placements,
    orig: &Function,
    remats: &[(usize, usize)],
    rep: &mut Reporter,
) -> OriginalPlace {
    let claimed: std::collections::HashSet<VReg> = remats
        .iter()
        .filter_map(|&(b, i)| f.blocks[b].insts[i].defs.first().map(|d| pl.origin(*d)))
        .collect();
    let is_origin_def = |b: usize, k: usize| {
        orig.blocks[b].insts[k]
            .defs
            .first()
            .is_some_and(|d| claimed.contains(d))
    };
    let mut mapped: Vec<Vec<Option<usize>>> = Vec::with_capacity(f.blocks.len());
    let mut block_ok = vec![true; f.blocks.len()];
    for (b, blk) in f.blocks.iter().enumerate() {
        let oinsts = &orig.blocks[b].insts;
        let mut map = vec![None; blk.insts.len()];
        let mut k = 0;
        for (i, inst) in blk.insts.iter().enumerate() {
            if inst.flags.spill || inst.flags.remat {
                continue;
            }
            while k < oinsts.len()
                && is_origin_def(b, k)
                && same_instruction(inst, &oinsts[k], pl).is_err()
            {
                k += 1;
            }
            match oinsts.get(k).map(|o| same_instruction(inst, o, pl)) {
                Some(Ok(())) => {
                    map[i] = Some(k);
                    k += 1;
                }
                other => {
                    let why = match other {
                        Some(Err(e)) => e,
                        _ => "the original block has no more instructions".into(),
                    };
                    remat_error(
                        rep,
                        f,
                        b,
                        i,
                        format!("the final code departs from the original program here: {why}"),
                    );
                    block_ok[b] = false;
                    break;
                }
            }
        }
        if block_ok[b] && (k..oinsts.len()).any(|k| !is_origin_def(b, k)) {
            rep.push(
                None,
                CheckErrorKind::Remat(format!(
                    "block {b} of the final code lacks instructions of the original program"
                )),
            );
            block_ok[b] = false;
        }
        mapped.push(map);
    }
    OriginalPlace { mapped, block_ok }
}

/// Step 3: staleness over the original program, each block walked once: every remat that
/// could be placed is asked about at its original point, right before the next original
/// instruction of its block, or at the block's end.
fn check_fresh_sources(
    f: &Function,
    orig: &Function,
    remats: &[(usize, usize)],
    values: &Recomputed,
    place: &OriginalPlace,
    rep: &mut Reporter,
) {
    let stale = StaleSets::compute(orig, &values.tracked);
    let mut queries: Vec<Vec<(usize, usize, VReg)>> = vec![Vec::new(); f.blocks.len()];
    for (&(b, i), v) in remats.iter().zip(&values.value) {
        let Some(v) = v else { continue };
        if !place.block_ok[b] {
            remat_error(
                rep,
                f,
                b,
                i,
                "cannot be placed in the original program (see above)".into(),
            );
            continue;
        }
        let k = (i + 1..f.blocks[b].insts.len())
            .find_map(|j| place.mapped[b][j])
            .unwrap_or(orig.blocks[b].insts.len());
        queries[b].push((k, i, *v));
    }
    for (b, mut qs) in queries.into_iter().enumerate() {
        qs.sort_by_key(|q| (q.0, q.1));
        for (i, v) in stale.stale_before(orig, b, &qs) {
            remat_error(
                rep,
                f,
                b,
                i,
                format!(
                    "a source of {v} may have been redefined since {v} was computed, so \
                     recomputing it here can give another value"
                ),
            );
        }
    }
}

/// `r` recomputes `d`: same opcode, modifiers and operands (registers by original value).
fn same_computation(r: &Inst, d: &Inst, pl: &Placements) -> Result<(), String> {
    if r.guard.is_some() {
        return Err("the recomputation is guarded".into());
    }
    same_operation(r, d, pl)
}

/// `a` (final code) is the original instruction `o`, registers compared by original value.
fn same_instruction(a: &Inst, o: &Inst, pl: &Placements) -> Result<(), String> {
    same_operation(a, o, pl)?;
    let defs_match = a.defs.len() == o.defs.len()
        && a.defs.iter().zip(&o.defs).all(|(x, y)| pl.origin(*x) == *y);
    let guard_match = match (a.guard, o.guard) {
        (None, None) => true,
        (Some(x), Some(y)) => x.negated == y.negated && pl.origin(x.pred) == y.pred,
        _ => false,
    };
    if !defs_match || !guard_match {
        return Err(format!(
            "`{}` writes other values or has another guard than the original",
            a.op.name()
        ));
    }
    Ok(())
}

fn same_operation(a: &Inst, o: &Inst, pl: &Placements) -> Result<(), String> {
    // A special register read into either file is the same computation: the allocator
    // moves values out of an overflowing uniform file (`S2UR` becomes `S2R`).
    let special = |op| matches!(op, Opcode::S2R | Opcode::S2UR);
    let same_op = a.op == o.op || (special(a.op) && special(o.op));
    if !same_op || a.mods != o.mods || a.uses.len() != o.uses.len() {
        return Err(format!(
            "`{}{}` is not `{}{}`",
            a.op.name(),
            a.mods,
            o.op.name(),
            o.mods
        ));
    }
    for (k, (x, y)) in a.uses.iter().zip(&o.uses).enumerate() {
        let same = match (x, y) {
            (Operand::Reg(u), Operand::Reg(w)) => {
                pl.origin(u.vreg) == w.vreg && u.offset == w.offset && u.count == w.count
            }
            (
                Operand::Mem {
                    base: Some(u),
                    offset: p,
                },
                Operand::Mem {
                    base: Some(w),
                    offset: q,
                },
            ) => {
                pl.origin(u.vreg) == w.vreg && u.offset == w.offset && u.count == w.count && p == q
            }
            (x, y) => x == y,
        };
        if !same {
            return Err(format!("operand {k} differs from the original"));
        }
    }
    Ok(())
}

/// Which tracked values are stale at the start of each block of the original program.
struct StaleSets {
    words: usize,
    /// Index of each tracked value, per original vreg (`usize::MAX` when untracked).
    index: Vec<usize>,
    /// Tracked values reading each original vreg.
    users: Vec<Vec<usize>>,
    ins: Vec<Vec<u64>>,
}

impl StaleSets {
    fn compute(orig: &Function, tracked: &[VReg]) -> StaleSets {
        let n = orig.vregs.len();
        let words = tracked.len().div_ceil(64).max(1);
        let mut index = vec![usize::MAX; n];
        for (t, v) in tracked.iter().enumerate() {
            if let Some(x) = index.get_mut(v.index()) {
                *x = t;
            }
        }
        let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
        for blk in &orig.blocks {
            for inst in &blk.insts {
                let Some(t) = inst
                    .defs
                    .first()
                    .and_then(|d| index.get(d.index()).copied())
                else {
                    continue;
                };
                if t == usize::MAX {
                    continue;
                }
                for o in &inst.uses {
                    if let Operand::Reg(u) = o {
                        if let Some(l) = users.get_mut(u.vreg.index()) {
                            if !l.contains(&t) {
                                l.push(t);
                            }
                        }
                    }
                }
            }
        }
        let mut s = StaleSets {
            words,
            index,
            users,
            ins: vec![vec![0; words]; orig.blocks.len()],
        };
        let succs: Vec<Vec<usize>> = (0..orig.blocks.len())
            .map(|b| {
                orig.successors(crate::ir::BlockId::new(b))
                    .into_iter()
                    .map(|x| x.index())
                    .filter(|x| *x < orig.blocks.len())
                    .collect()
            })
            .collect();
        let mut cur = vec![0u64; words];
        let mut changed = true;
        while changed {
            changed = false;
            for (b, (blk, succ)) in orig.blocks.iter().zip(&succs).enumerate() {
                cur.copy_from_slice(&s.ins[b]);
                for inst in &blk.insts {
                    s.apply(&mut cur, inst);
                }
                for &t in succ {
                    for (w, c) in s.ins[t].iter_mut().zip(&cur) {
                        if *w | c != *w {
                            *w |= c;
                            changed = true;
                        }
                    }
                }
            }
        }
        s
    }

    /// An original instruction's effect: its definitions make the values reading them stale,
    /// then a tracked value's own definition makes it fresh.
    fn apply(&self, set: &mut [u64], inst: &Inst) {
        for d in &inst.defs {
            for &t in self.users.get(d.index()).map(Vec::as_slice).unwrap_or(&[]) {
                set[t / 64] |= 1 << (t % 64);
            }
        }
        for d in &inst.defs {
            if let Some(&t) = self.index.get(d.index()) {
                if t != usize::MAX {
                    set[t / 64] &= !(1 << (t % 64));
                }
            }
        }
    }

    /// For queries `(k, i, v)` sorted by `k` ("is `v` stale right before original
    /// instruction `k` of block `b`?", asked for final instruction `i`): the `(i, v)` that are.
    fn stale_before(
        &self,
        orig: &Function,
        b: usize,
        queries: &[(usize, usize, VReg)],
    ) -> Vec<(usize, VReg)> {
        let mut out = Vec::new();
        let mut cur = self.ins[b].clone();
        debug_assert_eq!(cur.len(), self.words);
        let mut at = 0;
        for &(k, i, v) in queries {
            while at < k {
                self.apply(&mut cur, &orig.blocks[b].insts[at]);
                at += 1;
            }
            let t = self.index.get(v.index()).copied().unwrap_or(usize::MAX);
            if t == usize::MAX || cur[t / 64] >> (t % 64) & 1 == 1 {
                out.push((i, v));
            }
        }
        out
    }
}
