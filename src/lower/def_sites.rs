//! The registers each instruction of the flattened body writes, resolved once.
//!
//! Four analyses read the definitions of the whole body before or after it is lowered:
//! definition counts, constant pre-binding, the value-fact fixed point (several rounds) and
//! the bank-2 index. Each used to walk the AST's destination operands and resolve their names
//! itself; on a million-instruction kernel those walks missed the cache at nearly every
//! operand, and every walk allocated a name list per instruction. One walk here gives them a
//! compact table instead. It resolves in flat order, as the first of those walks did, so
//! registers past the dense numbering get the same late numbers.

use super::names::Names;
use super::ptx::{collect_regs, def_operands, Flat};
use super::regs::Resolved;

/// Per flat item, the registers its destination operands name, in operand order.
pub(super) struct DefSites {
    /// Per flat item: where its registers start in `regs` (one entry more than items).
    start: Vec<u32>,
    /// The named registers; `None` for a name no declaration resolves.
    regs: Vec<Option<Resolved>>,
    /// Per flat item: how many destination operands it has (a vector counts once).
    operands: Vec<u8>,
}

impl DefSites {
    /// Resolves the destinations of every instruction of `flat`.
    pub fn build(names: &Names, flat: &[Flat<'_>]) -> DefSites {
        let mut sites = DefSites {
            start: Vec::with_capacity(flat.len() + 1),
            regs: Vec::with_capacity(flat.len()),
            operands: Vec::with_capacity(flat.len()),
        };
        let mut named = Vec::new();
        for item in flat {
            sites.start.push(sites.regs.len() as u32);
            let Flat::Inst(i, scope) = item else {
                sites.operands.push(0);
                continue;
            };
            let ops = def_operands(i);
            sites.operands.push(ops.len().min(u8::MAX as usize) as u8);
            named.clear();
            ops.iter().for_each(|op| collect_regs(op, &mut named));
            sites
                .regs
                .extend(named.iter().map(|n| names.resolve(n, *scope)));
        }
        sites.start.push(sites.regs.len() as u32);
        sites
    }

    /// The registers flat item `item` writes (`None`: unresolved name).
    pub fn of(&self, item: usize) -> &[Option<Resolved>] {
        &self.regs[self.start[item] as usize..self.start[item + 1] as usize]
    }

    /// How many destination operands flat item `item` has.
    pub fn operand_count(&self, item: usize) -> usize {
        usize::from(self.operands[item])
    }

    /// Every resolved register written anywhere, once per writing operand.
    pub fn all(&self) -> impl Iterator<Item = &Resolved> {
        self.regs.iter().flatten()
    }
}
