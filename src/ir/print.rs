//! The canonical text form of machine IR (`--emit ir`, `--print-after`), also used by the
//! verifier to show the instruction an error is about.

use std::fmt::Write;

use super::function::Function;
use super::inst::{Inst, Operand, RegUse};
use super::types::VReg;

/// Prints a whole function.
pub fn print_function(f: &Function) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "function {} ({:?}) vregs={} insts={}",
        f.name,
        f.kind,
        f.vregs.len(),
        f.num_insts()
    );
    for (b, blk) in f.blocks.iter().enumerate() {
        let _ = writeln!(s, "bb{b}:  // {}", blk.label);
        for inst in &blk.insts {
            let _ = writeln!(s, "    {}", print_inst(f, inst));
        }
    }
    s
}

/// Prints a value with its class and width, e.g. `%7:R.64`.
pub fn print_def(f: &Function, v: VReg) -> String {
    let info = f.vreg(v);
    match info.width {
        1 => format!("{v}:{}", info.class),
        w => format!("{v}:{}.{}", info.class, 32 * w as u32),
    }
}

fn print_use(r: RegUse) -> String {
    if r.is_whole() {
        format!("{}", r.vreg)
    } else if r.count == 1 {
        format!("{}[{}]", r.vreg, r.offset)
    } else {
        format!("{}[{}:{}]", r.vreg, r.offset, r.count)
    }
}

/// Prints one operand.
pub fn print_operand(op: &Operand) -> String {
    match op {
        Operand::Reg(r) => print_use(*r),
        Operand::Zero(c) => match c {
            crate::ir::RegClass::P | crate::ir::RegClass::UP => format!("{c}T"),
            _ => format!("{c}Z"),
        },
        Operand::Phys(p) => p.to_string(),
        Operand::Special(s) => (*s).to_string(),
        Operand::Imm(i) => {
            if *i < 0 {
                format!("-0x{:x}", i.unsigned_abs())
            } else {
                format!("0x{i:x}")
            }
        }
        Operand::FImm(b) => format!("{}", f32::from_bits(*b)),
        Operand::DImm(b) => format!("{}", f64::from_bits(*b)),
        Operand::CBank { bank, offset } => format!("c[0x{bank:x}][0x{offset:x}]"),
        Operand::Mem { base, offset } => match (base, offset) {
            (Some(b), 0) => format!("[{}]", print_use(*b)),
            (Some(b), o) if *o < 0 => format!("[{}-0x{:x}]", print_use(*b), o.unsigned_abs()),
            (Some(b), o) => format!("[{}+0x{o:x}]", print_use(*b)),
            (None, o) => format!("[0x{o:x}]"),
        },
        Operand::Block(b) => format!("{b}"),
        Operand::Symbol(s) => format!("`({s})"),
    }
}

/// Prints one instruction in SASS operand order (results first).
pub fn print_inst(f: &Function, inst: &Inst) -> String {
    let mut s = String::new();
    if let Some(g) = inst.guard {
        let _ = write!(s, "@{}{} ", if g.negated { "!" } else { "" }, g.pred);
    }
    s.push_str(inst.op.name());
    inst.mods.write_to(&mut s);
    let mut first = true;
    for d in &inst.defs {
        s.push_str(if first { " " } else { ", " });
        first = false;
        s.push_str(&print_def(f, *d));
    }
    for u in &inst.uses {
        s.push_str(if first { " " } else { ", " });
        first = false;
        s.push_str(&print_operand(u));
    }
    for c in &inst.clobbers {
        let _ = write!(s, " clobber({}{}..+{})", c.class, c.first, c.count);
    }
    if inst.flags.spill {
        s.push_str("  // spill");
    }
    if inst.flags.remat {
        s.push_str("  // remat");
    }
    s
}
