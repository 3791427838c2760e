//! What each instruction does, as far as a register allocator cares: its family, which
//! operands it defines, how many operands it takes, and its data types.
//!
//! Instructions are parsed generically (opcode + modifiers + operands), so this table is the
//! one place that knows PTX semantics. It covers every opcode family of PTX ISA 9.x; an
//! opcode it does not know is [`Family::Unknown`] with a conservative guess at its
//! definitions, so new instructions degrade gracefully instead of failing to parse.

use crate::ast::{CompactString, Instruction, Operand, ScalarType};

/// Broad instruction families.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Integer `add`, `sub`, `mul`, `mad`, `div`, `rem`, `min`, `max`, `abs`, `neg`, `sad`, ...
    IntArith,
    /// Floating-point arithmetic and transcendentals (`fma`, `rcp`, `sqrt`, `ex2`, ...).
    FloatArith,
    /// `and`, `or`, `xor`, `not`, `cnot`.
    Logic,
    /// `shl`, `shr`, `shf`.
    Shift,
    /// `setp`, `set`, `testp`.
    Compare,
    /// `selp`, `slct`.
    Select,
    /// `mov`.
    Mov,
    /// `cvt`, `cvt.pack`, `cvta`.
    Convert,
    /// `ld`, `ldu`, `multimem.ld_reduce`.
    Load,
    /// `st`, `st.async`, `multimem.st`.
    Store,
    /// `atom`.
    Atomic,
    /// `red`, `red.async`, `multimem.red`.
    Reduction,
    /// `bra`, `brx.idx`.
    Branch,
    /// `call`.
    Call,
    /// `ret`.
    Ret,
    /// `exit`.
    Exit,
    /// `bar`, `barrier`.
    Barrier,
    /// `fence`, `membar`.
    Fence,
    /// `shfl`.
    Shuffle,
    /// `vote`.
    Vote,
    /// `match`.
    Match,
    /// `redux`.
    Redux,
    /// `mma` (warp-level matrix multiply-accumulate).
    Mma,
    /// `wmma.load`/`wmma.store`/`wmma.mma`.
    Wmma,
    /// `ldmatrix`.
    Ldmatrix,
    /// `stmatrix`.
    Stmatrix,
    /// Non-bulk `cp.async` and its group/mbarrier helpers.
    CpAsync,
    /// Bulk copies and the tensor memory accelerator: `cp.async.bulk*`,
    /// `cp.reduce.async.bulk*`, `st.bulk`, `tensormap`.
    Bulk,
    /// `wgmma`.
    Wgmma,
    /// `tcgen05`.
    Tcgen05,
    /// `mbarrier`.
    Mbarrier,
    /// `tex`, `tld4`, `txq`.
    Texture,
    /// `suld`, `sust`, `sured`, `suq`.
    Surface,
    /// Miscellaneous control and query instructions (`setmaxnreg`, `griddepcontrol`,
    /// `elect`, `nanosleep`, `trap`, `prefetch`, `activemask`, `mapa`, `alloca`, ...).
    Special,
    /// Bit manipulation: `prmt`, `lop3`, `bfe`, `bfi`, `brev`, `popc`, `clz`, `bfind`, `fns`,
    /// `dp4a`, `dp2a`, `bmsk`, `szext`.
    Bits,
    /// SIMD video instructions (`vadd`, `vmax2`, `vset4`, ...).
    Video,
    /// Not in the table.
    Unknown,
}

/// How an instruction uses one operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Written.
    Def,
    /// Read.
    Use,
    /// Read and written (e.g. the `wgmma.mma_async` accumulator).
    DefUse,
}

/// Everything the table knows about one instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct OpcodeInfo {
    /// The family.
    pub family: Family,
    /// How many leading operands are definitions (a `p|q` pair or a `{..}` vector counts as
    /// one operand).
    pub defs: usize,
    /// Whether the defined operands are also read (accumulators).
    pub defs_are_read: bool,
    /// Expected operand count `(min, max)` when the table is sure; `None` otherwise.
    pub operands: Option<(usize, usize)>,
    /// The type modifiers in order (`cvt.rn.f32.s32` → `[F32, S32]`).
    pub types: Vec<ScalarType>,
}

impl OpcodeInfo {
    /// The role of each operand of `instr`, in order.
    pub fn roles(&self, instr: &Instruction) -> Vec<Role> {
        let def = if self.defs_are_read {
            Role::DefUse
        } else {
            Role::Def
        };
        (0..instr.operands.len())
            .map(|i| if i < self.defs { def } else { Role::Use })
            .collect()
    }
}

/// Whether the instruction's data type is floating point.
fn is_float_typed(types: &[ScalarType]) -> bool {
    use ScalarType::*;
    types
        .iter()
        .any(|t| matches!(t, F16 | F16x2 | Bf16 | Bf16x2 | F32 | F64))
}

/// Classifies an instruction.
pub fn classify(instr: &Instruction) -> OpcodeInfo {
    let mods: Vec<&str> = instr.modifiers.iter().map(CompactString::as_str).collect();
    let mut info = classify_opcode(&instr.opcode, &mods);
    if info.family == Family::Call {
        // `call (ret), f, (args)`: the leading list is the return values.
        info.defs = usize::from(
            instr.operands.len() >= 2 && matches!(instr.operands.first(), Some(Operand::List(..))),
        );
    }
    if info.family == Family::Unknown {
        // Guess: `op dst, src...` unless the first operand is a memory address.
        info.defs = usize::from(
            instr.operands.len() >= 2
                && !matches!(
                    instr.operands.first(),
                    Some(Operand::Address(_) | Operand::Bracket(..))
                ),
        );
    }
    info
}

/// The expected operand count of `instr`, when the table knows it (used by the parser to
/// reject e.g. `add.s32 %r1, %r2;`).
pub fn expected_operands(instr: &Instruction) -> Option<(usize, usize)> {
    // Called for every parsed instruction: no allocation here.
    let has = |m: &str| instr.modifiers.iter().any(|x| x == m);
    let first = instr.modifiers.first().map_or("", CompactString::as_str);
    table(&instr.opcode, &has, first, false).2
}

/// Classifies by opcode and modifiers alone (no operand inspection: `call` gets `defs = 0`).
pub fn classify_opcode(opcode: &str, modifiers: &[&str]) -> OpcodeInfo {
    let types: Vec<ScalarType> = modifiers
        .iter()
        .filter_map(|m| ScalarType::from_name(m))
        .collect();
    let has = |m: &str| modifiers.contains(&m);
    let first = modifiers.first().copied().unwrap_or("");
    let (family, defs, operands) = table(opcode, &has, first, is_float_typed(&types));
    OpcodeInfo {
        family,
        defs,
        defs_are_read: family == Family::Wgmma && defs == 1,
        operands,
        types,
    }
}

/// The table proper: family, leading definitions and operand count, from the opcode, a
/// modifier test, the first modifier and whether the data type is floating point.
fn table(
    opcode: &str,
    has: &dyn Fn(&str) -> bool,
    first: &str,
    float: bool,
) -> (Family, usize, Option<(usize, usize)>) {
    use Family::*;
    let arith = if float { FloatArith } else { IntArith };
    let n = |a: usize, b: usize| Some((a, b));
    // (family, defs, operand count)
    match opcode {
        "add" | "sub" | "mul" | "div" => (arith, 1, n(3, 3)),
        "mad" | "fma" => (if opcode == "fma" { FloatArith } else { arith }, 1, n(4, 4)),
        "min" | "max" => (arith, 1, n(3, 4)),
        "abs" | "neg" => (arith, 1, n(2, 2)),
        "addc" | "subc" | "mul24" | "rem" => (IntArith, 1, n(3, 3)),
        "madc" | "mad24" | "sad" => (IntArith, 1, n(4, 4)),
        "rcp" | "sqrt" | "rsqrt" | "sin" | "cos" | "lg2" | "ex2" | "tanh" => {
            (FloatArith, 1, n(2, 2))
        }
        "copysign" => (FloatArith, 1, n(3, 3)),
        "and" | "or" | "xor" => (Logic, 1, n(3, 3)),
        "not" | "cnot" => (Logic, 1, n(2, 2)),
        "shl" | "shr" => (Shift, 1, n(3, 3)),
        "shf" => (Shift, 1, n(4, 4)),
        "setp" | "set" => (Compare, 1, n(3, 4)),
        "testp" => (Compare, 1, n(2, 2)),
        "selp" | "slct" => (Select, 1, n(4, 4)),
        "mov" => (Mov, 1, n(2, 2)),
        "cvt" => (Convert, 1, n(2, 4)),
        "cvta" => (Convert, 1, n(2, 2)),
        "ld" => (Load, 1, n(2, 3)),
        "ldu" => (Load, 1, n(2, 2)),
        "st" if first == "bulk" => (Bulk, 0, n(2, 3)),
        "st" => (Store, 0, n(2, 3)),
        "atom" => (Atomic, 1, n(3, 5)),
        "red" => (Reduction, 0, n(2, 3)),
        "multimem" if first == "ld_reduce" => (Load, 1, None),
        "multimem" if first == "red" => (Reduction, 0, None),
        "multimem" => (Store, 0, None),
        "bra" => (Branch, 0, n(1, 1)),
        "brx" => (Branch, 0, n(2, 2)),
        "call" => (Call, 0, None),
        "ret" => (Ret, 0, n(0, 0)),
        "exit" => (Exit, 0, n(0, 0)),
        "bar" | "barrier" => (Barrier, usize::from(has("red")), None),
        "fence" | "membar" => (Fence, 0, None),
        "shfl" => (Shuffle, 1, if has("sync") { n(5, 5) } else { n(4, 4) }),
        "vote" => (Vote, 1, if has("sync") { n(3, 3) } else { n(2, 2) }),
        "match" => (Match, 1, n(3, 3)),
        "redux" => (Redux, 1, n(3, 3)),
        "mma" => (Mma, 1, None),
        "wmma" => (Wmma, usize::from(first != "store"), None),
        "ldmatrix" => (Ldmatrix, 1, n(2, 2)),
        "stmatrix" => (Stmatrix, 0, n(2, 2)),
        "cp" if has("bulk") || first == "reduce" => (Bulk, 0, None),
        "cp" => (CpAsync, 0, None),
        "tensormap" => (Bulk, 0, None),
        "wgmma" => (
            Wgmma,
            usize::from(first == "mma_async" || first == "mma_async_sp"),
            None,
        ),
        "tcgen05" => (Tcgen05, usize::from(first == "ld"), None),
        "mbarrier" => {
            let defs = matches!(
                first,
                "arrive" | "arrive_drop" | "test_wait" | "try_wait" | "pending_count"
            );
            (Mbarrier, usize::from(defs), None)
        }
        "tex" | "tld4" | "txq" => (Texture, 1, None),
        "suld" | "suq" => (Surface, 1, None),
        "sust" | "sured" => (Surface, 0, None),
        "prmt" | "bfe" | "fns" | "dp4a" | "dp2a" => (Bits, 1, n(4, 4)),
        "bfi" => (Bits, 1, n(5, 5)),
        "lop3" => (Bits, 1, n(5, 6)),
        "brev" | "popc" | "clz" | "bfind" => (Bits, 1, n(2, 2)),
        "bmsk" | "szext" => (Bits, 1, n(3, 3)),
        "activemask" | "stacksave" => (Special, 1, n(1, 1)),
        "elect" | "getctarank" | "isspacep" | "istypep" => (Special, 1, n(2, 2)),
        "mapa" => (Special, 1, n(3, 3)),
        "alloca" => (Special, 1, n(2, 3)),
        "createpolicy" => (Special, 1, n(2, 4)),
        "clusterlaunchcontrol" => (Special, usize::from(first == "query_cancel"), None),
        "setmaxnreg" | "nanosleep" | "pmevent" | "stackrestore" | "prefetch" | "prefetchu" => {
            (Special, 0, n(1, 1))
        }
        "applypriority" | "discard" => (Special, 0, n(2, 2)),
        "griddepcontrol" | "trap" | "brkpt" => (Special, 0, n(0, 0)),
        "vadd" | "vsub" | "vabsdiff" | "vmin" | "vmax" | "vshl" | "vshr" | "vmad" | "vset"
        | "vadd2" | "vsub2" | "vavrg2" | "vabsdiff2" | "vmin2" | "vmax2" | "vset2" | "vadd4"
        | "vsub4" | "vavrg4" | "vabsdiff4" | "vmin4" | "vmax4" | "vset4" => (Video, 1, None),
        _ => (Unknown, 0, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fam(op: &str, mods: &[&str]) -> Family {
        classify_opcode(op, mods).family
    }

    #[test]
    fn families() {
        assert_eq!(fam("add", &["s32"]), Family::IntArith);
        assert_eq!(fam("add", &["rn", "f32"]), Family::FloatArith);
        assert_eq!(
            fam("cp", &["async", "ca", "shared", "global"]),
            Family::CpAsync
        );
        assert_eq!(fam("cp", &["async", "bulk", "tensor", "2d"]), Family::Bulk);
        assert_eq!(fam("wgmma", &["mma_async"]), Family::Wgmma);
        assert_eq!(fam("frobnicate", &[]), Family::Unknown);
        assert!(classify_opcode("wgmma", &["mma_async"]).defs_are_read);
        assert_eq!(classify_opcode("st", &["global", "f32"]).defs, 0);
        assert_eq!(classify_opcode("mbarrier", &["try_wait"]).defs, 1);
        assert_eq!(classify_opcode("mbarrier", &["init"]).defs, 0);
    }
}
