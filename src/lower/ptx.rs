//! Stateless views of the PTX AST that every part of lowering reads: the flattened body,
//! the registers an operand names, what an instruction writes, immediates as an
//! instruction reads them, state spaces and instruction names. Nothing here knows of the
//! lowering contexts, so every other file of `lower/` may import it.

use ptx_parser::ast::{self, ScalarType};

use crate::ir::Operand;

/// One flattened body element: labels and instructions with the scope they were written in.
pub(super) enum Flat<'a> {
    Label(&'a str, ast::Span, usize),
    Inst(&'a ast::Instruction, usize),
    /// `.pragma "nounroll"` in a loop body: the block it sits in is not unrolled.
    NoUnroll,
    /// A `.param` buffer declared in the body (a call sequence's argument or result): each
    /// call sequence declares its own, often under the name of an earlier one.
    Param(&'a ast::VarDecl),
}

/// Register names mentioned by an operand (destinations may be vectors or `|` pairs).
pub(super) fn collect_regs<'o>(op: &'o ast::Operand, out: &mut Vec<&'o str>) {
    match op {
        ast::Operand::Reg(r) => out.push(&r.name),
        ast::Operand::Vector(v, _) | ast::Operand::List(v, _) => {
            v.iter().for_each(|o| collect_regs(o, out))
        }
        ast::Operand::Pair(a, b, _) => {
            collect_regs(a, out);
            collect_regs(b, out);
        }
        _ => {}
    }
}

/// An immediate as the instruction of type `ty` reads it.
pub(super) fn immediate(i: ast::Immediate, ty: ScalarType) -> Operand {
    match (i, ty) {
        (ast::Immediate::F32(b), _) => Operand::FImm(b),
        (ast::Immediate::F64(b), _) => Operand::DImm(b),
        (ast::Immediate::Float(x), ScalarType::F64) => Operand::DImm(x.to_bits()),
        (ast::Immediate::Float(x), _) => Operand::FImm((x as f32).to_bits()),
        (ast::Immediate::Int(n), ScalarType::F32) => Operand::FImm((n as f32).to_bits()),
        (ast::Immediate::Int(n), ScalarType::F64) => Operand::DImm((n as f64).to_bits()),
        (ast::Immediate::Int(n), _) => Operand::Imm(n),
        (ast::Immediate::UInt(n), _) => Operand::Imm(n as i64),
    }
}

/// Operands an instruction writes (used before lowering to count definitions).
pub(super) fn def_operands(i: &ast::Instruction) -> &[ast::Operand] {
    let ops = &i.operands;
    let none: &[ast::Operand] = &[];
    if matches!(i.opcode.as_str(), "bar" | "barrier") && i.has("red") {
        return &ops[..ops.len().min(1)];
    }
    match i.opcode.as_str() {
        "st" | "red" | "bar" | "barrier" | "bra" | "brx" | "ret" | "exit" | "call" | "membar"
        | "fence" | "prefetch" | "prefetchu" | "trap" | "nanosleep" | "stmatrix" | "sust"
        | "sured" | "setmaxnreg" | "griddepcontrol" | "pmevent" | "wgmma" | "tcgen05" | "cp"
        | "bra.uni" | "discard" | "applypriority" | "multimem" | "st.async" | "red.async"
        | "brkpt" | "mbarrier" | "cvta.const" | "tensormap" => {
            match (i.opcode.as_str(), i.modifiers.first().map(|m| m.as_str())) {
                ("wgmma", Some("mma_async")) => &ops[..ops.len().min(1)],
                (
                    "mbarrier",
                    Some("arrive" | "arrive_drop" | "test_wait" | "try_wait" | "pending_count"),
                ) => &ops[..ops.len().min(1)],
                ("cp", Some("async")) if i.has("mbarrier") => none,
                _ => none,
            }
        }
        "wmma" => {
            if i.has("store") {
                none
            } else {
                &ops[..ops.len().min(1)]
            }
        }
        _ => &ops[..ops.len().min(1)],
    }
}

/// Every instruction name of the PTX ISA (through 9.x). Names outside this list are
/// typos or garbage and are refused, as ptxas refuses them; names inside it without a SASS
/// model are lowered conservatively with a warning.
const PTX_OPCODES: &[&str] = &[
    "abs",
    "activemask",
    "add",
    "addc",
    "alloca",
    "and",
    "applypriority",
    "atom",
    "bar",
    "barrier",
    "bfe",
    "bfi",
    "bfind",
    "bmsk",
    "bra",
    "brev",
    "brkpt",
    "brx",
    "call",
    "clusterlaunchcontrol",
    "clz",
    "cnot",
    "copysign",
    "cos",
    "cp",
    "createpolicy",
    "cvt",
    "cvta",
    "discard",
    "div",
    "dp2a",
    "dp4a",
    "elect",
    "ex2",
    "exit",
    "fence",
    "fma",
    "fns",
    "getctarank",
    "griddepcontrol",
    "isspacep",
    "istypep",
    "ld",
    "ldmatrix",
    "ldu",
    "lg2",
    "lop3",
    "mad",
    "mad24",
    "madc",
    "mapa",
    "match",
    "max",
    "mbarrier",
    "membar",
    "min",
    "mma",
    "mov",
    "movmatrix",
    "mul",
    "mul24",
    "multimem",
    "nanosleep",
    "neg",
    "not",
    "or",
    "pmevent",
    "popc",
    "prefetch",
    "prefetchu",
    "prmt",
    "rcp",
    "red",
    "redux",
    "rem",
    "ret",
    "rsqrt",
    "sad",
    "selp",
    "set",
    "setmaxnreg",
    "setp",
    "shf",
    "shfl",
    "shl",
    "shr",
    "sin",
    "slct",
    "sqrt",
    "st",
    "stackrestore",
    "stacksave",
    "stmatrix",
    "sub",
    "subc",
    "suld",
    "suq",
    "sured",
    "sust",
    "szext",
    "tanh",
    "tcgen05",
    "tensormap",
    "testp",
    "tex",
    "tld4",
    "trap",
    "txq",
    "vabsdiff",
    "vabsdiff2",
    "vabsdiff4",
    "vadd",
    "vadd2",
    "vadd4",
    "vavrg2",
    "vavrg4",
    "vmad",
    "vmax",
    "vmax2",
    "vmax4",
    "vmin",
    "vmin2",
    "vmin4",
    "vote",
    "vset",
    "vset2",
    "vset4",
    "vshl",
    "vshr",
    "vsub",
    "vsub2",
    "vsub4",
    "wgmma",
    "wmma",
    "xor",
];

/// Whether `opcode` (possibly with modifiers attached, `bra.uni`) names a PTX instruction.
pub(super) fn is_ptx_opcode(opcode: &str) -> bool {
    let base = opcode.split('.').next().unwrap_or(opcode);
    PTX_OPCODES.contains(&base)
}

/// `opcode.mod.mod` as written.
pub(super) fn opcode_name(i: &ast::Instruction) -> String {
    let mut s = i.opcode.to_string();
    for m in &i.modifiers {
        s.push('.');
        s.push_str(m);
    }
    s
}

/// The state space an instruction names (`ld.global`, `st.shared::cta`); generic when it
/// names none.
pub(super) fn state_space(i: &ast::Instruction) -> ast::StateSpace {
    for m in &i.modifiers {
        match m.as_str() {
            "global" => return ast::StateSpace::Global,
            "shared" | "shared::cta" | "shared::cluster" => return ast::StateSpace::Shared,
            "local" => return ast::StateSpace::Local,
            "const" => return ast::StateSpace::Const,
            "param" | "param::func" | "param::entry" => return ast::StateSpace::Param,
            _ => {}
        }
    }
    ast::StateSpace::Reg // generic
}
