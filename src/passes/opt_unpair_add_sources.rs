//! A 64-bit add reads a source whose other word is zero as that source's one register.
//!
//! PTX widens before it adds: `cvt.u64.u32 t, x; add.s64 d, a, t` (a zero-extended index)
//! and `shl.b64 t, x, 32; add.s64 d, d, t` (NVRTC's 32-bit index arithmetic in 64-bit
//! registers, every CuPy ufunc loop). Lowered word by word, `t` is a pair with a zero word
//! (`PACK t, x, RZ` or `PACK t, RZ, x`), two registers from its definition to the add — the
//! whole loop when `t` is a loop-invariant increment. ptxas never builds that pair: an add
//! is two 32-bit steps, and each step reads one word of each source, so the zero word is
//! `RZ` and the other is `x` itself. ptxas 13.5 on `cupy_invert__ii` (sm_80) keeps no pair
//! for the loop's two `<< 32` increments: `IADD3 R10, P1, RZ, R10, RZ` adds the zero low
//! word and `IMAD.X R11, R14, c[0x0][0x198], R11, P1` the high one.
//!
//! A sign-extended index (`cvt.s64.s32 t, i; add.s64 d, p, t`, a byte array indexed by an
//! int) is the same: ptxas adds `i` to the low word and its sign to the high one in a
//! shift-and-add that reads `i` itself (`IADD3 R2, P1, R0, c[0x0][0x168], RZ` /
//! `LEA.HI.X.SX32 R3, R0, c[0x0][0x16c], 0x1, P1`), so neither the sign word nor the pair
//! exists.
//!
//! The IR says the same with no new operand kind. In an `IADD3.64`, a 32-bit register source
//! is zero-extended (the listing's high step reads `RZ` for it); with `.HI`, the last source
//! is the high word instead (`a + (x << 32)`: the low step reads `RZ`); with `.SX32` it is
//! sign-extended (two sources only: the shift-and-add takes one other). A pair source
//! defined by such a `PACK` becomes its register when every reader of the pair is an add
//! that can take it so, which leaves the `PACK` (and the zero or sign it read) dead.
//!
//! The word must still hold, at each add, what it held at the `PACK`: the `PACK` and the
//! word are each defined once, the word's definition dominates the `PACK` and the `PACK`
//! dominates the add. (A second definition of either is a loop-carried value, which ptxas
//! keeps as a pair, low word and all: `IADD3 R10, P1, RZ, R10, RZ` above.)

use crate::analysis::cfg::Cfg;
use crate::analysis::dominators::DomTree;
use crate::ir::{BlockId, Function, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};

/// The register word of a one-word pair, and where it sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word {
    /// `PACK t, x, RZ`: a zero-extended `x`.
    Low(RegUse),
    /// `PACK t, RZ, x`: `x << 32`.
    High(RegUse),
    /// `PACK t, x, s` with `s` the sign of `x` (`SHF.R.S32.HI s, RZ, 0x1f, x`): a
    /// sign-extended `x` (`cvt.s64.s32`).
    Signed(RegUse),
}

/// A place in the code: block, then position in it.
type At = (BlockId, usize);

/// Rewrites the adds of `f` that read a one-word pair; returns how many sources changed.
/// The `PACK`s left unread are for dead-code elimination to remove.
pub fn opt_unpair_add_sources(f: &mut Function) -> usize {
    let cfg = Cfg::new(f);
    let dom = DomTree::new(&cfg);
    let dominates = |a: At, b: At| {
        if a.0 == b.0 {
            a.1 < b.1
        } else {
            dom.strictly_dominates(a.0, b.0)
        }
    };
    let n = f.vregs.len();
    // The one definition of each value, `None` when it has none or several.
    let mut def_at: Vec<Option<At>> = vec![None; n];
    let mut def_count = vec![0u32; n];
    for (b, block) in f.blocks.iter().enumerate() {
        for (k, inst) in block.insts.iter().enumerate() {
            for d in &inst.defs {
                if let Some(c) = def_count.get_mut(d.index()) {
                    *c += 1;
                    def_at[d.index()] = Some((BlockId::new(b), k));
                }
            }
        }
    }
    let single = |v: VReg| (def_count.get(v.index()) == Some(&1)).then(|| def_at[v.index()])?;
    let inst_at = |at: At| &f.blocks[at.0.index()].insts[at.1];
    let is_zero = |o: &Operand| match o {
        Operand::Zero(_) | Operand::Imm(0) => true,
        Operand::Reg(r) if r.is_whole() && f.vreg(r.vreg).width == 1 => {
            single(r.vreg).map(inst_at).is_some_and(|d| {
                d.op == Opcode::MOV
                    && d.mods.is_empty()
                    && d.guard.is_none()
                    && d.uses == [Operand::Imm(0)]
            })
        }
        _ => false,
    };
    // Whether `s` is the sign word of `x`: `SHF.R.S32.HI s, RZ, 0x1f, x`, defined once, as
    // `cvt.s64.s32` writes it. (A plain `SHF.R s, x, 0x1f` is not taken: `shr.u32` and
    // `shr.s32` both lower to it.)
    let is_sign_of = |s: &Operand, x: &Operand| match s {
        Operand::Reg(r) if r.is_whole() => single(r.vreg).map(inst_at).is_some_and(|d| {
            d.op == Opcode::SHF
                && d.mods == Mods::of([Mod::R, Mod::S32, Mod::HI])
                && d.guard.is_none()
                && d.uses == [Operand::Zero(RegClass::R), Operand::Imm(31), *x]
        }),
        _ => false,
    };
    // A 32-bit register word of a pair, defined once, above the `PACK` at `at`. A word of
    // another such `PACK` is looked through to the register it was built from.
    let word = |o: &Operand, at: At| {
        let class = f.vreg(inst_at(at).defs[0]).class;
        let mut r = match o {
            Operand::Reg(r) if f.vreg(r.vreg).class == class => *r,
            _ => return None,
        };
        loop {
            let one = if r.is_whole() {
                f.vreg(r.vreg).width == 1
            } else {
                r.count == 1
            };
            let def = single(r.vreg).filter(|&d| one && dominates(d, at))?;
            let inner = inst_at(def);
            match (inner.op, inner.guard, inner.uses.get(usize::from(r.offset))) {
                (Opcode::PACK, None, Some(Operand::Reg(w))) if !r.is_whole() => r = *w,
                _ => return Some(r),
            }
        }
    };
    // The one-word pairs (one register word, the other zero or its sign), by value.
    let mut one_word: Vec<Option<(At, Word)>> = vec![None; n];
    for (b, block) in f.blocks.iter().enumerate() {
        for (k, inst) in block.insts.iter().enumerate() {
            let at = (BlockId::new(b), k);
            let (Opcode::PACK, None, [p], [lo, hi]) = (
                inst.op,
                inst.guard,
                inst.defs.as_slice(),
                inst.uses.as_slice(),
            ) else {
                continue;
            };
            if single(*p) != Some(at) || f.vreg(*p).width != 2 {
                continue;
            }
            let w = match (word(lo, at), word(hi, at)) {
                (Some(x), _) if is_zero(hi) => Word::Low(x),
                (_, Some(x)) if is_zero(lo) => Word::High(x),
                (Some(x), _) if is_sign_of(hi, lo) => Word::Signed(x),
                _ => continue,
            };
            one_word[p.index()] = Some((at, w));
        }
    }
    // Keep only the pairs whose every reader is an add that can take the word: a plain
    // `IADD3.64` reading the pair whole, below the `PACK`, with at most one high-word or
    // sign-extended source.
    let mut readers_ok = one_word.iter().map(Option::is_some).collect::<Vec<_>>();
    for (b, block) in f.blocks.iter().enumerate() {
        for (k, inst) in block.insts.iter().enumerate() {
            let at = (BlockId::new(b), k);
            let add = inst.op == Opcode::IADD3 && inst.mods == Mod::W64;
            let mut last_word_sources = 0;
            for u in &inst.uses {
                let Some(r) = u.reg() else { continue };
                let Some((pack, w)) = one_word.get(r.vreg.index()).copied().flatten() else {
                    continue;
                };
                let whole_source = add && matches!(u, Operand::Reg(r) if r.is_whole());
                // A sign-extended source is added by `LEA.HI.X.SX32`, which takes one
                // other source.
                let fits = match w {
                    Word::Low(_) => true,
                    Word::High(_) => {
                        last_word_sources += 1;
                        last_word_sources == 1
                    }
                    Word::Signed(_) => {
                        last_word_sources += 1;
                        last_word_sources == 1 && inst.uses.len() == 2
                    }
                };
                if !whole_source || !dominates(pack, at) || !fits {
                    readers_ok[r.vreg.index()] = false;
                }
            }
        }
    }
    // The word each pair becomes, where every reader takes it.
    let words: Vec<Option<Word>> = one_word
        .iter()
        .zip(&readers_ok)
        .map(|(w, &ok)| w.filter(|_| ok).map(|(_, w)| w))
        .collect();
    let mut changed = 0;
    for block in &mut f.blocks {
        for inst in &mut block.insts {
            changed += rewrite_add(inst, &words);
        }
    }
    changed
}

/// Puts the word of each pair `inst` reads (`words`, per value) in place of the pair;
/// returns how many sources changed.
fn rewrite_add(inst: &mut Inst, words: &[Option<Word>]) -> usize {
    if inst.op != Opcode::IADD3 || inst.mods != Mod::W64 {
        return 0;
    }
    let mut changed = 0;
    let mut last: Option<(Operand, Mod)> = None;
    let mut uses = Vec::with_capacity(inst.uses.len());
    for u in &inst.uses {
        let word = match u {
            Operand::Reg(r) => words.get(r.vreg.index()).copied().flatten(),
            _ => None,
        };
        match word {
            Some(Word::Low(x)) => uses.push(Operand::Reg(x)),
            Some(Word::High(x)) => last = Some((Operand::Reg(x), Mod::HI)),
            Some(Word::Signed(x)) => last = Some((Operand::Reg(x), Mod::SX32)),
            None => {
                uses.push(*u);
                continue;
            }
        }
        changed += 1;
    }
    if let Some((x, m)) = last {
        uses.push(x);
        inst.mods = Mods::of([Mod::W64, m]);
    }
    inst.uses = uses;
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::verify::verify_function;

    /// `f` lowered from a kernel whose body is `body`.
    fn lower(body: &str) -> Function {
        crate::lower::lower_kernel_for_test(
            ".param .u64 p, .param .u32 n",
            &format!(".reg .pred %p<4>;\n.reg .b32 %r<8>;\n.reg .b64 %rd<16>;\n{body}"),
        )
    }

    /// A kernel adding `%rd2`, built from `%r2` (the thread index) by `widen`, to the
    /// pointer `%rd1` into `%rd3`, then running `tail`.
    fn pointer_plus(widen: &str, tail: &str) -> Function {
        lower(&format!(
            "ld.param.u64 %rd1, [p];\nmov.u32 %r2, %tid.x;\n{widen}\n\
             add.s64 %rd3, %rd1, %rd2;\n{tail}\nret;"
        ))
    }

    /// The adds of `f`, with their modifiers.
    fn adds(f: &Function) -> Vec<Inst> {
        f.insts()
            .filter(|(_, i)| i.op == Opcode::IADD3 && i.mods.has(Mod::W64))
            .map(|(_, i)| i.clone())
            .collect()
    }

    #[test]
    fn zero_extended_and_shifted_sources_become_their_register() {
        let mut f = lower(
            "ld.param.u64 %rd1, [p];\n\
             ld.param.u32 %r1, [n];\n\
             mov.u32 %r2, %tid.x;\n\
             cvt.u64.u32 %rd2, %r2;\n\
             add.s64 %rd3, %rd1, %rd2;\n\
             mul.lo.s32 %r3, %r1, %r2;\n\
             cvt.u64.u32 %rd4, %r3;\n\
             shl.b64 %rd5, %rd4, 32;\n\
             add.s64 %rd6, %rd3, %rd5;\n\
             st.global.u64 [%rd6], %rd6;\n\
             ret;",
        );
        assert_eq!(opt_unpair_add_sources(&mut f), 2);
        crate::passes::remove_unread(&mut f);
        assert!(verify_function(&f).is_ok());
        let adds = adds(&f);
        assert_eq!(adds.len(), 2);
        // `rd1 + zext(tid)`: the second source is the 32-bit `tid`.
        assert!(!adds[0].mods.has(Mod::HI));
        let Operand::Reg(tid) = adds[0].uses[1] else {
            panic!("{:?}", adds[0])
        };
        assert_eq!(f.vreg(tid.vreg).width, 1);
        // `rd3 + (r3 << 32)`: `.HI`, the product last.
        assert!(adds[1].mods.has(Mod::HI));
        let Operand::Reg(r3) = adds[1].uses[1] else {
            panic!("{:?}", adds[1])
        };
        assert_eq!(f.vreg(r3.vreg).width, 1);
        // No pair is built for them any more.
        assert!(!f.insts().any(|(_, i)| i.op == Opcode::PACK));
    }

    #[test]
    fn a_sign_extended_source_becomes_its_register() {
        let mut f = pointer_plus("cvt.s64.s32 %rd2, %r2;", "st.global.u32 [%rd3], %r2;");
        assert_eq!(opt_unpair_add_sources(&mut f), 1);
        crate::passes::remove_unread(&mut f);
        assert!(verify_function(&f).is_ok());
        let adds = adds(&f);
        assert!(adds[0].mods.has(Mod::SX32));
        assert!(!f
            .insts()
            .any(|(_, i)| i.op == Opcode::SHF || i.op == Opcode::PACK));
    }

    #[test]
    fn a_logical_shift_is_not_a_sign() {
        // `shr.u32 x, 31` is 0 or 1, not the sign word: the pair stays.
        let mut f = pointer_plus(
            "shr.u32 %r3, %r2, 31;\nmov.b64 %rd2, {%r2, %r3};",
            "st.global.u32 [%rd3], %r2;",
        );
        assert_eq!(opt_unpair_add_sources(&mut f), 0);
    }

    #[test]
    fn a_pair_read_otherwise_or_a_word_redefined_stays() {
        // `rd2` is also stored whole: building it is needed anyway, so the add keeps it.
        let mut f = pointer_plus("cvt.u64.u32 %rd2, %r2;", "st.global.u64 [%rd3], %rd2;");
        assert_eq!(opt_unpair_add_sources(&mut f), 0);
        // `r2` changes between the pair and the add: the pair holds the old value.
        let mut f = pointer_plus(
            "cvt.u64.u32 %rd2, %r2;\nadd.u32 %r2, %r2, 1;",
            "st.global.u32 [%rd3], %r2;",
        );
        assert_eq!(opt_unpair_add_sources(&mut f), 0);
    }

    #[test]
    fn two_high_word_sources_keep_one_pair() {
        let mut f = lower(
            "ld.param.u32 %r1, [n];\n\
             mov.u32 %r2, %tid.x;\n\
             cvt.u64.u32 %rd1, %r1;\n\
             shl.b64 %rd2, %rd1, 32;\n\
             cvt.u64.u32 %rd3, %r2;\n\
             shl.b64 %rd4, %rd3, 32;\n\
             add.s64 %rd5, %rd2, %rd4;\n\
             st.global.u64 [%rd5], %rd5;\n\
             ret;",
        );
        // Only one source of an add can be a high word: the other stays a pair.
        assert_eq!(opt_unpair_add_sources(&mut f), 1);
        crate::passes::remove_unread(&mut f);
        assert!(verify_function(&f).is_ok());
        let adds = adds(&f);
        assert!(adds[0].mods.has(Mod::HI));
        let Operand::Reg(pair) = adds[0].uses[0] else {
            panic!("{:?}", adds[0])
        };
        assert_eq!(f.vreg(pair.vreg).width, 2);
    }
}
