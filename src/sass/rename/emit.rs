//! The machine IR of the renamed code: one value per group, packs where a tuple is read
//! that no one value holds.

use rustc_hash::FxHashMap;

use crate::ir::{
    Block, BlockId, Function, FunctionKind, Guard, Inst, Mods, Opcode, Operand, PhysReg, RegClass,
    RegUse, VReg,
};

use super::groups::Groups;
use super::webs::{Def, Renamer, Walked, Webs};
use super::{RenameError, Renamed};
use crate::sass::ast::SassFunction;
use crate::sass::lift::{Lifted, Slot, Source};

impl Renamer<'_> {
    pub(super) fn emit(
        mut self,
        f: &SassFunction,
        walk: &[Vec<Walked>],
        groups: &Groups,
    ) -> Result<Renamed, RenameError> {
        let kind = if f.entry {
            FunctionKind::Entry
        } else {
            FunctionKind::Func
        };
        let mut func = Function::new(f.name.clone(), kind);
        func.ptx_line = f.line;
        let mut ptxas = Vec::new();
        for g in &groups.list {
            let v = func.new_vreg(g.class, g.width);
            ptxas.push(PhysReg {
                class: g.class,
                index: g.base,
            });
            if g.class == RegClass::R && g.base <= 1 && g.base + u16::from(g.width) > 1 {
                func.vregs[v.index()].fixed = Some(g.base);
            }
        }
        let block_id: FxHashMap<usize, usize> = self
            .order
            .iter()
            .enumerate()
            .map(|(k, &b)| (b, k))
            .collect();
        let blocks = self.blocks;
        let label_block = |t: &str| {
            blocks
                .labels
                .get(t)
                .and_then(|b| block_id.get(b))
                .map(|&k| BlockId::new(k))
        };
        let mut e = Emitter {
            groups,
            webs: &mut self.webs,
            func,
            ptxas,
            fixed: Vec::new(),
        };
        for (k, &b) in self.order.iter().enumerate() {
            e.func.blocks.push(Block {
                label: blocks.names[b].clone(),
                insts: Vec::new(),
                nounroll: false,
            });
            for (i, l) in blocks.insts[b].iter().enumerate() {
                let mut insts = e.inst(l, &walk[k][i], &label_block)?;
                e.func.blocks[k].insts.append(&mut insts);
            }
        }
        let Emitter {
            mut func,
            ptxas,
            mut fixed,
            ..
        } = e;
        // Registers read before any write: defined on entry, where ptxas had them.
        let mut live_in: Vec<VReg> = Vec::new();
        for (&u, &d) in &self.entry {
            if self.read.contains(&d) {
                let v = groups.value(&mut self.webs, d, u);
                if !live_in.contains(&v) {
                    live_in.push(v);
                }
            }
        }
        live_in.sort();
        // A device function's arguments arrive where the caller put them; in a kernel a read
        // of a register nothing wrote is of no value ptxas placed.
        if kind == FunctionKind::Func {
            fixed.extend(live_in.iter().copied());
        }
        for v in fixed {
            func.vregs[v.index()].fixed = Some(ptxas[v.index()].index);
        }
        if !live_in.is_empty() {
            if let Some(entry) = func.blocks.first_mut() {
                entry
                    .insts
                    .insert(0, Inst::new(Opcode::ARG, Mods::NONE, live_in, vec![]));
            }
        }
        if func.blocks.is_empty() {
            func.add_block("");
        }
        Ok(Renamed { func, ptxas })
    }
}

/// Builds the IR instructions: each lifted instruction over the groups' values, after a
/// `PACK` for each tuple it reads that no one value holds whole (a pair ptxas built from two
/// 32-bit writes, or completed after a call wrote part of it): the IR reads tuples as
/// values, ptxas reads registers.
pub(super) struct Emitter<'a> {
    pub(super) groups: &'a Groups,
    pub(super) webs: &'a mut Webs,
    pub(super) func: Function,
    /// ptxas's register of every value (the groups', then the packs').
    pub(super) ptxas: Vec<PhysReg>,
    /// Values that must stay where ptxas put them (call arguments and results).
    pub(super) fixed: Vec<VReg>,
}

impl Emitter<'_> {
    /// The read of `slot` (at most a quad) whose registers' definitions are `defs`: a part of
    /// the one value holding them all, else a new tuple packed from them by an instruction
    /// added to `pre`.
    pub(super) fn read(&mut self, slot: Slot, defs: &[Def], pre: &mut Vec<Inst>) -> RegUse {
        let unit = |k: usize| (slot.class, slot.first + k as u16);
        let v = self.groups.value(self.webs, defs[0], unit(0));
        let g = &self.groups.list[v.index()];
        let inside = g.base <= slot.first
            && slot.first + u16::from(slot.width) <= g.base + u16::from(g.width);
        let one_value =
            inside && (1..defs.len()).all(|k| self.groups.value(self.webs, defs[k], unit(k)) == v);
        if one_value {
            return self.groups.read(self.webs, defs[0], slot);
        }
        let parts: Vec<Operand> = (0..defs.len())
            .map(|k| {
                let one = Slot {
                    first: slot.first + k as u16,
                    width: 1,
                    ..slot
                };
                Operand::Reg(self.groups.read(self.webs, defs[k], one))
            })
            .collect();
        let t = self.func.new_vreg(slot.class, slot.width);
        self.ptxas.push(PhysReg {
            class: slot.class,
            index: slot.first,
        });
        pre.push(Inst::new(Opcode::PACK, Mods::NONE, vec![t], parts));
        RegUse::whole(t)
    }

    /// The reads of `slot` (wider than a quad: one per quad).
    pub(super) fn reads(&mut self, slot: Slot, defs: &[Def], pre: &mut Vec<Inst>) -> Vec<RegUse> {
        (0..usize::from(slot.width).div_ceil(4))
            .map(|q| {
                let quad = Slot {
                    first: slot.first + 4 * q as u16,
                    width: slot.width.min(4),
                    ..slot
                };
                let end = (4 * q + usize::from(quad.width)).min(defs.len());
                self.read(quad, &defs[(4 * q).min(end)..end], pre)
            })
            .collect()
    }

    /// The instructions for one lifted instruction: its packs, then itself.
    pub(super) fn inst(
        &mut self,
        l: &Lifted,
        w: &Walked,
        label_block: &impl Fn(&str) -> Option<BlockId>,
    ) -> Result<Vec<Inst>, RenameError> {
        let err = |message: &str| RenameError {
            line: l.line,
            message: message.to_string(),
        };
        let mut out = Vec::new();
        let mut reads = w.reads.iter();
        let next = |e: &mut Self,
                    reads: &mut std::slice::Iter<'_, (Slot, Vec<Def>)>,
                    out: &mut Vec<Inst>|
         -> Result<Vec<RegUse>, RenameError> {
            let (s, d) = reads
                .next()
                .ok_or_else(|| err("an operand without its registers"))?;
            Ok(e.reads(*s, d, out))
        };
        let guard = match l.guard {
            Some((_, negated)) => Some(Guard {
                pred: next(self, &mut reads, &mut out)?[0].vreg,
                negated,
            }),
            None => None,
        };
        let mut uses = Vec::new();
        for s in &l.sources {
            match s {
                Source::Reg(_) => {
                    uses.extend(
                        next(self, &mut reads, &mut out)?
                            .into_iter()
                            .map(Operand::Reg),
                    );
                }
                Source::Mem { base, offset } => {
                    let base = match base {
                        Some(_) => Some(next(self, &mut reads, &mut out)?[0]),
                        None => None,
                    };
                    uses.push(Operand::Mem {
                        base,
                        offset: *offset,
                    });
                }
                Source::Branch(t) => uses.push(Operand::Block(
                    label_block(t).ok_or_else(|| err("a branch to an unknown label"))?,
                )),
                Source::Plain(o) => uses.push(*o),
            }
        }
        // The extra reads of a call and of the predicate file.
        let is_call = l.call.is_some();
        while reads.len() > 0 {
            for r in next(self, &mut reads, &mut out)? {
                if is_call {
                    self.fixed.push(r.vreg);
                }
                uses.push(Operand::Reg(r));
            }
        }
        let defs = self.writes(w, is_call, &mut uses);
        let mut inst = Inst::new(l.op, l.mods, defs, uses);
        inst.guard = guard;
        inst.ptx_line = l.line;
        for pack in &mut out {
            pack.ptx_line = l.line;
        }
        out.push(inst);
        Ok(out)
    }

    /// The values an instruction writes; a write of part of a value keeps the rest, so the
    /// registers of the value that reach it are added to `uses` (they stay live through it).
    pub(super) fn writes(
        &mut self,
        w: &Walked,
        is_call: bool,
        uses: &mut Vec<Operand>,
    ) -> Vec<VReg> {
        let defs = self.groups.written(self.webs, w);
        let kept = self.groups.kept(self.webs, w);
        for k in &kept {
            if k.reaching
                .iter()
                .any(|&d| self.groups.group_of(self.webs, d) == Some(k.value))
            {
                uses.push(Operand::Reg(RegUse::part(k.value, k.offset, 1)));
            }
        }
        // A call's results sit where the callee writes them; a value it writes only part of
        // is left free, since the rest may hold other values across the call.
        if is_call {
            for &v in &defs {
                if !kept.iter().any(|k| k.value == v) {
                    self.fixed.push(v);
                }
            }
        }
        defs
    }
}
