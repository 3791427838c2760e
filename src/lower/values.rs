//! PTX operands as machine operands: what a source reads (a register, the value a register
//! is bound to, an immediate, a constant-bank word, a special register), what a destination
//! writes, where an address points, and the moves and tuples that connect them. Every
//! construct's lowering reads its operands through these methods of [`Cx`], so that the
//! bindings (copy propagation) and the per-block materialised constants apply everywhere.

use ptx_parser::ast::{self, ScalarType};

use super::context::Cx;
use super::ptx::immediate;
use super::regs::{class_of, Binding, RegKey, Resolved};
use super::LowerError;
use crate::ir::{self, Mod, Mods, Opcode, Operand, RegClass, RegUse, VReg};
use crate::target::ParamAccess;

/// A whole value as an operand.
pub(super) fn reg(v: VReg) -> Operand {
    Operand::Reg(RegUse::whole(v))
}

impl Cx<'_, '_> {
    /// The destination value for a register operand: a fresh binding for single-def
    /// registers that were bound to a constant earlier is impossible (they have one def), so
    /// this is always the register's own virtual register.
    pub fn dst(&mut self, op: &ast::Operand, scope: usize) -> Result<VReg, LowerError> {
        match op {
            ast::Operand::Reg(r) => {
                let Resolved { key, ty, vec } =
                    self.f.resolve(&r.name, scope).ok_or_else(|| {
                        self.error(r.span, format!("register `{}` is not declared", r.name))
                    })?;
                if let Some(Binding::Const(_)) = self.f.bindings.get(&key) {
                    // A register bound to a constant is being redefined: give it a real register.
                    self.f.bindings.remove(&key);
                }
                let u = self.vreg_of(key, ty, vec);
                if u.is_whole() {
                    Ok(u.vreg)
                } else {
                    // A lane alias being redefined: unbind and use a fresh register.
                    self.f.bindings.remove(&key);
                    Ok(self.vreg_of(key, ty, vec).vreg)
                }
            }
            ast::Operand::Sink(_) => Ok(self.out.func.new_vreg(RegClass::R, 1)),
            other => Err(self.error(other.span(), "expected a register as destination")),
        }
    }

    /// The key and type of a destination register operand, if it is one.
    pub fn dst_key(&self, op: &ast::Operand, scope: usize) -> Option<Resolved> {
        match op {
            ast::Operand::Reg(r) => self.f.resolve(&r.name, scope),
            _ => None,
        }
    }

    /// Binds a single-def destination register to a value instead of defining it.
    pub fn bind(&mut self, key: RegKey, b: Binding) {
        self.f.bindings.insert(key, b);
    }

    /// A source operand: register (or its binding), immediate, special register, symbol.
    pub fn src(
        &mut self,
        op: &ast::Operand,
        ty: ScalarType,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        Ok(match op {
            ast::Operand::Reg(r) => {
                if let Some(Resolved { key, ty: dty, vec }) = self.f.resolve(&r.name, scope) {
                    match self.f.bindings.get(&key) {
                        Some(Binding::Const(c)) => *c,
                        Some(Binding::Reg(u)) => Operand::Reg(*u),
                        None => Operand::Reg(self.vreg_of(key, dty, vec)),
                    }
                } else if let Some(s) = self.special(&r.name, r.component) {
                    s
                } else {
                    return Err(
                        self.error(r.span, format!("register `{}` is not declared", r.name))
                    );
                }
            }
            ast::Operand::Imm(i, _) => immediate(*i, ty),
            ast::Operand::Symbol { name, offset, span } => {
                self.symbol_address(name, *offset, scope, *span)?
            }
            ast::Operand::Not(inner, _) | ast::Operand::Neg(inner, _) => {
                self.src(inner, ty, scope)?
            }
            ast::Operand::Sink(_) => Operand::Zero(RegClass::R),
            other => return Err(self.error(other.span(), "unexpected operand form here")),
        })
    }

    /// The value of a symbol used as an operand (`mov.u64 %rd1, shmem;`).
    fn symbol_address(
        &mut self,
        name: &str,
        offset: i64,
        scope: usize,
        span: ast::Span,
    ) -> Result<Operand, LowerError> {
        if let Some((off, _)) = self
            .f
            .shared
            .get(name)
            .or_else(|| self.m.layout.shared.get(name))
        {
            return Ok(Operand::Imm(*off as i64 + offset));
        }
        if let Some(off) = self.f.locals.get(name) {
            let _ = off;
            let sp = self.stack_pointer();
            return Ok(Operand::Reg(RegUse::whole(sp)));
        }
        if let Some(p) = self.f.params.get(name) {
            return Ok(Operand::CBank {
                bank: 0,
                offset: p.offset + offset as u32,
            });
        }
        if self.f.abi_params.contains_key(name) {
            // A device-function parameter whose address is taken lives in the stack frame,
            // as ptxas places it: copied there from its argument registers on entry.
            self.home_abi_param(name);
            let sp = self.stack_pointer();
            return Ok(Operand::Reg(RegUse::whole(sp)));
        }
        if self.m.layout.globals.contains_key(name) || self.m.layout.functions.contains_key(name) {
            return Ok(Operand::Symbol(ir::intern_symbol(name)));
        }
        if name == "WARP_SZ" {
            // The one predefined PTX constant.
            return Ok(Operand::Imm(32));
        }
        if let Some(b) = self.f.resolve_label(name, scope) {
            return Ok(Operand::Block(b));
        }
        Err(self.error(span, format!("unknown symbol `{name}`")))
    }

    /// Special registers: launch geometry reads constant bank 0, the rest go through S2R.
    fn special(&mut self, name: &str, comp: Option<char>) -> Option<Operand> {
        let axis = match comp {
            Some('x') | None => 0,
            Some('y') => 1,
            Some('z') => 2,
            _ => 0,
        };
        let sr: &'static str = match name {
            "%ntid" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: axis * 4,
                })
            }
            "%nctaid" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0xc + axis * 4,
                })
            }
            "%tid" => ["SR_TID.X", "SR_TID.Y", "SR_TID.Z"][axis as usize],
            "%ctaid" => ["SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z"][axis as usize],
            "%laneid" => "SR_LANEID",
            "%warpid" => "SR_VIRTID",
            "%nwarpid" => "SR_VIRTCFG",
            "%smid" => "SR_VIRTID",
            "%nsmid" => "SR_VIRTCFG",
            "%gridid" => "SR_GRIDID",
            "%lanemask_eq" => "SR_EQMASK",
            "%lanemask_lt" => "SR_LTMASK",
            "%lanemask_le" => "SR_LEMASK",
            "%lanemask_gt" => "SR_GTMASK",
            "%lanemask_ge" => "SR_GEMASK",
            "%clock" => "SR_CLOCKLO",
            "%clock_hi" => "SR_CLOCKHI",
            "%clock64" => "SR_CLOCK64",
            "%globaltimer" => "SR_GLOBALTIMER",
            "%globaltimer_lo" => "SR_GLOBALTIMERLO",
            "%globaltimer_hi" => "SR_GLOBALTIMERHI",
            "%dynamic_smem_size" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x3c,
                })
            }
            "%total_smem_size" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x40,
                })
            }
            "%aggr_smem_size" => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x44,
                })
            }
            "%cluster_ctarank" => "SR_CgaCtaId",
            "%clusterid"
            | "%cluster_ctaid"
            | "%nclusterid"
            | "%cluster_nctaid"
            | "%cluster_nctarank"
            | "%is_explicit_cluster" => "SR_CLUSTER",
            "%activemask" => "SR_ACTIVEMASK",
            // NVRTC's cooperative-groups tiles read the shared memory the driver reserves
            // (PTX 7.6, sm_80). ptxas reads `_begin`, `_cap` and `_0` with `S2R SR_SMEMSZ`
            // (minus a driver constant for `_begin`/`_0`) and `_end`/`_1` from constant
            // bank 0 (sm_80: c[0x0][0x120]/[0x124]; sm_90 elsewhere); each costs a register
            // where it is used either way, which the special-register read models.
            "%reserved_smem_offset_begin"
            | "%reserved_smem_offset_end"
            | "%reserved_smem_offset_cap"
            | "%reserved_smem_offset_0"
            | "%reserved_smem_offset_1" => "SR_SMEMSZ",
            n if n.starts_with("%envreg") => {
                return Some(Operand::CBank {
                    bank: 0,
                    offset: 0x48,
                })
            }
            n if n.starts_with("%pm") => "SR_PM",
            _ => return None,
        };
        Some(Operand::Special(sr))
    }

    /// A source that must be in a register: constants and specials are materialised (once per
    /// block) with the instruction ptxas uses.
    pub fn src_reg(
        &mut self,
        op: &ast::Operand,
        ty: ScalarType,
        scope: usize,
    ) -> Result<RegUse, LowerError> {
        let o = self.src(op, ty, scope)?;
        Ok(self.force_reg(o, class_of(ty).1))
    }

    /// Puts any operand in a register of the given width.
    pub fn force_reg(&mut self, o: Operand, width: u8) -> RegUse {
        match o {
            Operand::Reg(r) => r,
            other => {
                if let Some(v) = self.b.materialised(&other) {
                    if self.out.func.vreg(v).width == width {
                        return RegUse::whole(v);
                    }
                }
                let (op, mods) = match &other {
                    Operand::Special(s)
                        if s.starts_with("SR_CLOCK64") || s.starts_with("SR_GLOBALTIMER") =>
                    {
                        (Opcode::CS2R, Mods::NONE)
                    }
                    Operand::Special(_) => (Opcode::S2R, Mods::NONE),
                    Operand::CBank { .. }
                        if self.m.opts.arch.info().param_access
                            == Some(ParamAccess::LoadWithLdc) =>
                    {
                        (Opcode::LDC, Mods::w64_if(width == 2))
                    }
                    _ => (Opcode::MOV, Mods::w64_if(width == 2)),
                };
                let v = self.out.def(op, mods, RegClass::R, width, vec![other]);
                self.b.remember_materialised(other, v);
                RegUse::whole(v)
            }
        }
    }

    /// A source for an ALU slot that may read the constant bank or an immediate directly.
    pub fn src_alu(
        &mut self,
        op: &ast::Operand,
        ty: ScalarType,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        let o = self.src(op, ty, scope)?;
        Ok(match o {
            Operand::Special(_) | Operand::Symbol(_) => {
                Operand::Reg(self.force_reg(o, class_of(ty).1))
            }
            Operand::CBank { .. }
                if self.m.opts.arch.info().param_access == Some(ParamAccess::LoadWithLdc) =>
            {
                Operand::Reg(self.force_reg(o, class_of(ty).1))
            }
            other => other,
        })
    }

    /// The machine predicate of a PTX guard: `None` when the guard register is bound to a
    /// constant.
    pub fn guard_pred(&mut self, g: &ast::Guard, scope: usize) -> Result<Option<VReg>, LowerError> {
        let Resolved { key, ty, vec } = self
            .f
            .resolve(&g.reg, scope)
            .ok_or_else(|| self.error(g.span, format!("predicate `{}` is not declared", g.reg)))?;
        match self.f.bindings.get(&key) {
            Some(Binding::Reg(r)) => Ok(Some(r.vreg)),
            Some(Binding::Const(_)) => Ok(None),
            None => Ok(Some(self.vreg_of(key, ty, vec).vreg)),
        }
    }

    /// A source predicate operand (`%p`, `!%p`).
    pub fn pred_operand(&mut self, op: &ast::Operand, scope: usize) -> Result<Operand, LowerError> {
        self.src(op, ScalarType::Pred, scope)
    }

    /// Every source of `ops` in order (vector and list elements each), special registers in
    /// registers, addresses as global-memory operands.
    pub fn all_srcs(
        &mut self,
        ops: &[ast::Operand],
        ty: ScalarType,
        scope: usize,
    ) -> Result<Vec<Operand>, LowerError> {
        let mut out = Vec::with_capacity(ops.len());
        for o in ops {
            self.push_srcs(o, ty, scope, &mut out)?;
        }
        Ok(out)
    }

    /// Appends the sources of one operand to `out` (see [`Cx::all_srcs`]).
    fn push_srcs(
        &mut self,
        o: &ast::Operand,
        ty: ScalarType,
        scope: usize,
        out: &mut Vec<Operand>,
    ) -> Result<(), LowerError> {
        match o {
            ast::Operand::Vector(v, _) | ast::Operand::List(v, _) | ast::Operand::Bracket(v, _) => {
                for e in v {
                    self.push_srcs(e, ty, scope, out)?;
                }
            }
            ast::Operand::Address(a) => {
                out.push(self.address(a, ast::StateSpace::Global, scope)?)
            }
            ast::Operand::Sink(_) => {}
            ast::Operand::Pair(a, b, _) => {
                self.push_srcs(a, ty, scope, out)?;
                self.push_srcs(b, ty, scope, out)?;
            }
            other => {
                let s = self.src(other, ty, scope)?;
                let s = match s {
                    Operand::Special(_) => Operand::Reg(self.force_reg(s, 1)),
                    s => s,
                };
                out.push(s);
            }
        }
        Ok(())
    }

    /// Destinations of a def operand: one value per register (vectors and `|` pairs give several).
    pub fn dsts(
        &mut self,
        o: &ast::Operand,
        scope: usize,
        out: &mut Vec<VReg>,
    ) -> Result<(), LowerError> {
        match o {
            ast::Operand::Vector(v, _) => {
                for e in v {
                    self.dsts(e, scope, out)?;
                }
                Ok(())
            }
            ast::Operand::Pair(a, b, _) => {
                self.dsts(a, scope, out)?;
                self.dsts(b, scope, out)
            }
            ast::Operand::Sink(_) => Ok(()),
            other => {
                out.push(self.dst(other, scope)?);
                Ok(())
            }
        }
    }

    /// Whether a source is a value that cannot change (a register written once, or no
    /// register at all), so that a copy of it may share it.
    pub fn src_single_def(&self, src: &ast::Operand, scope: usize) -> bool {
        match src {
            ast::Operand::Reg(r) => match self.f.resolve(&r.name, scope) {
                Some(r) => self.f.single_def(r.key),
                None => true,
            },
            _ => true,
        }
    }

    /// `dst = value`: binds single-definition destinations to the value (no instruction, as
    /// ptxas's copy propagation would leave it), otherwise emits the move.
    pub fn copy_into(
        &mut self,
        dst: &ast::Operand,
        value: Operand,
        src_single: bool,
        scope: usize,
    ) -> Result<(), LowerError> {
        if let Some(Resolved { key, ty, .. }) = self.dst_key(dst, scope) {
            // Registers bound to a constant before lowering are given that constant by
            // every definition.
            if matches!(self.f.bindings.get(&key), Some(Binding::Const(c)) if *c == value) {
                return Ok(());
            }
            let bindable = self.f.single_def(key) && !self.f.bindings.contains_key(&key);
            match &value {
                Operand::CBank { .. }
                | Operand::Imm(_)
                | Operand::FImm(_)
                | Operand::DImm(_)
                | Operand::Zero(_)
                    if bindable =>
                {
                    self.bind(key, Binding::Const(value));
                    return Ok(());
                }
                Operand::Reg(u)
                    if bindable
                        && src_single
                        && self.out.func.vreg(u.vreg).class == class_of(ty).0 =>
                {
                    self.bind(key, Binding::Reg(*u));
                    return Ok(());
                }
                _ => {}
            }
        }
        let d = self.dst(dst, scope)?;
        let (op, mods) = match &value {
            Operand::Special(s)
                if s.starts_with("SR_CLOCK64") || s.starts_with("SR_GLOBALTIMER") =>
            {
                (Opcode::CS2R, Mods::NONE)
            }
            Operand::Special(_) => (Opcode::S2R, Mods::NONE),
            _ if self.out.func.vreg(d).width == 2 => (Opcode::MOV, Mod::W64.into()),
            _ if self.out.func.vreg(d).class.is_predicate() => (Opcode::PLOP3, Mod::LUT.into()),
            _ => (Opcode::MOV, Mods::NONE),
        };
        self.out.assign(op, mods, d, vec![value]);
        Ok(())
    }

    /// An address operand for space `space`.
    pub fn address(
        &mut self,
        a: &ast::Address,
        space: ast::StateSpace,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        match &a.base {
            None => Ok(Operand::Mem {
                base: None,
                offset: a.offset,
            }),
            Some(ast::AddressBase::Symbol(name)) => {
                let name = name.as_str();
                if let Some((off, _)) = self
                    .f
                    .shared
                    .get(name)
                    .or_else(|| self.m.layout.shared.get(name))
                {
                    return Ok(Operand::Mem {
                        base: None,
                        offset: *off as i64 + a.offset,
                    });
                }
                if space == ast::StateSpace::Const {
                    if let Some(&off) = self.m.layout.consts.get(name) {
                        return Ok(Operand::Mem {
                            base: None,
                            offset: off as i64 + a.offset,
                        });
                    }
                }
                if let Some(off) = self.f.locals.get(name).copied() {
                    let sp = self.stack_pointer();
                    return Ok(Operand::Mem {
                        base: Some(RegUse::whole(sp)),
                        offset: off as i64 + a.offset,
                    });
                }
                if self.m.layout.globals.contains_key(name) {
                    let r = self.force_reg(Operand::Symbol(ir::intern_symbol(name)), 2);
                    return Ok(Operand::Mem {
                        base: Some(r),
                        offset: a.offset,
                    });
                }
                if self.f.resolve(name, scope).is_some() {
                    let reg = ast::RegRef {
                        name: name.into(),
                        component: None,
                        span: a.span,
                    };
                    return self.address_reg(&reg, a.offset, space, scope);
                }
                Err(self.error(a.span, format!("unknown symbol `{name}` in address")))
            }
            Some(ast::AddressBase::Reg(r)) => self.address_reg(r, a.offset, space, scope),
        }
    }

    /// A `[reg+offset]` address; a register bound to an immediate folds into the offset,
    /// and shared and local addresses read only the low word of a 64-bit register.
    fn address_reg(
        &mut self,
        r: &ast::RegRef,
        offset: i64,
        space: ast::StateSpace,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        let wide = matches!(self.f.resolve(&r.name, scope), Some(r) if r.ty.bits() == 64);
        let o = self.src(
            &ast::Operand::Reg(r.clone()),
            if wide {
                ScalarType::U64
            } else {
                ScalarType::U32
            },
            scope,
        )?;
        let narrow = matches!(space, ast::StateSpace::Shared | ast::StateSpace::Local);
        match o {
            Operand::Imm(v) => Ok(Operand::Mem {
                base: None,
                offset: v + offset,
            }),
            o => {
                let w = if wide { 2 } else { 1 };
                let mut base = self.force_reg(o, w);
                // Shared and local addresses are 32-bit in SASS even when PTX computed them in 64 bits.
                if narrow && self.out.func.vreg(base.vreg).width == 2 && base.is_whole() {
                    base = RegUse::part(base.vreg, 0, 1);
                }
                Ok(Operand::Mem {
                    base: Some(base),
                    offset,
                })
            }
        }
    }

    /// A register tuple holding `elems` in order: an existing tuple when the elements are its
    /// lanes in order, otherwise a `PACK`.
    pub fn tuple_of(
        &mut self,
        elems: &[ast::Operand],
        ty: ScalarType,
        width: u8,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        let mut parts = Vec::with_capacity(elems.len());
        for e in elems {
            parts.push(self.src(e, ty, scope)?);
        }
        // Already laid out as one tuple, or as an aligned run of a wider one's lanes?
        let per = ty.bits().div_ceil(32) as u8;
        if let Some(Operand::Reg(first)) = parts.first() {
            let (v, base) = (first.vreg, first.offset);
            let vw = self.out.func.vreg(v).width;
            let run = parts.len() as u8 * per == width
                && vw > width
                && base % width == 0
                && base + width <= vw
                && parts.iter().enumerate().all(|(k, p)| {
                    matches!(p, Operand::Reg(r) if r.vreg == v && !r.is_whole() && r.offset == base + k as u8 * per)
                });
            if run {
                return Ok(Operand::Reg(RegUse::part(v, base, width)));
            }
        }
        if let Some(Operand::Reg(first)) = parts.first() {
            let v = first.vreg;
            if self.out.func.vreg(v).width == width
                && parts.len() as u8 * ty.bits().div_ceil(32) as u8 == width
            {
                let in_place = parts.iter().enumerate().all(|(k, p)| {
                    matches!(p, Operand::Reg(r) if r.vreg == v && (r.is_whole() && width == per || r.offset == k as u8 * per))
                });
                if in_place {
                    return Ok(Operand::Reg(RegUse::whole(v)));
                }
            }
        }
        if width == 1 {
            let p = parts
                .into_iter()
                .next()
                .unwrap_or(Operand::Zero(RegClass::R));
            return Ok(Operand::Reg(self.force_reg(p, 1)));
        }
        // The same tuple built earlier in this block (an MMA fragment feeding several
        // MMAs) is reused, as ptxas keeps one copy of it.
        let mut key = parts.clone();
        key.push(Operand::Imm(width as i64));
        if let Some(&[t]) = self.reuse_block_values(&key).as_deref() {
            return Ok(Operand::Reg(RegUse::whole(t)));
        }
        let t = self
            .out
            .def(Opcode::PACK, Mods::NONE, RegClass::R, width, parts);
        self.remember_block_values(key, vec![t]);
        Ok(Operand::Reg(RegUse::whole(t)))
    }
}
