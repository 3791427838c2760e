//! ptxas `-O0` code generation keeps the global-memory descriptor (`c[0x0][0x118]`, the
//! 64-bit word every `.E` access names) in a register pair loaded at the start of the
//! function, and converts it to uniform registers (`R2UR`) in front of each global or
//! generic access; the optimiser instead reads the constant bank directly. Two registers are
//! live from the start to the last such access, which this pass models: a `MOV.64` of the
//! word at the function's start and a `NOP` reading the pair in front of each access (the
//! `R2UR`s' place).

use crate::ir::{Function, Inst, Mod, Mods, Opcode, Operand, RegClass, RegUse};

/// Whether `op` reads or writes global or generic memory (names the descriptor).
fn names_descriptor(op: Opcode) -> bool {
    op.info().space().is_some_and(|s| s.may_be_global())
}

/// Adds the descriptor pair when the function accesses global or generic memory; returns
/// how many accesses read it.
pub fn hold_memory_descriptor(f: &mut Function) -> usize {
    if !f.insts().any(|(_, i)| names_descriptor(i.op)) || f.blocks.is_empty() {
        return 0;
    }
    let pair = f.new_vreg(RegClass::R, 2);
    let mut n = 0;
    for blk in &mut f.blocks {
        let mut out = Vec::with_capacity(blk.insts.len());
        for inst in std::mem::take(&mut blk.insts) {
            if names_descriptor(inst.op) {
                let mut read = Inst::new(
                    Opcode::NOP,
                    Mods::NONE,
                    vec![],
                    vec![Operand::Reg(RegUse::whole(pair))],
                );
                read.ptx_line = inst.ptx_line;
                out.push(read);
                n += 1;
            }
            out.push(inst);
        }
        blk.insts = out;
    }
    let mut load = Inst::new(
        Opcode::MOV,
        Mod::W64,
        vec![pair],
        vec![Operand::CBank {
            bank: 0,
            offset: 0x118,
        }],
    );
    load.ptx_line = f.ptx_line;
    f.blocks[0].insts.insert(0, load);
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::FunctionKind;

    #[test]
    fn a_pair_is_loaded_first_and_read_before_each_global_access() {
        let mut f = Function::new("k", FunctionKind::Entry);
        let b = f.add_block("entry");
        let a = f.new_vreg(RegClass::R, 2);
        let v = f.new_vreg(RegClass::R, 1);
        let mem = Operand::Mem {
            base: Some(RegUse::whole(a)),
            offset: 0,
        };
        f.blocks[b.index()].insts = vec![
            Inst::new(Opcode::MOV, Mod::W64, vec![a], vec![Operand::Imm(0)]),
            Inst::new(Opcode::LDG, Mod::E, vec![v], vec![mem]),
            Inst::new(
                Opcode::STG,
                Mod::E,
                vec![],
                vec![mem, Operand::Reg(RegUse::whole(v))],
            ),
            Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]),
        ];
        assert_eq!(hold_memory_descriptor(&mut f), 2);
        let ops: Vec<Opcode> = f.blocks[0].insts.iter().map(|i| i.op).collect();
        use Opcode::*;
        assert_eq!(ops, [MOV, MOV, NOP, LDG, NOP, STG, EXIT]);
        crate::ir::verify::verify_function(&f).unwrap();
        // Nothing to hold without global accesses.
        let mut g = Function::new("g", FunctionKind::Entry);
        g.add_block("entry");
        g.blocks[0].insts = vec![Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![])];
        assert_eq!(hold_memory_descriptor(&mut g), 0);
    }
}
