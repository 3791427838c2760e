//! Instruction-by-instruction lowering: one PTX instruction becomes the SASS-like
//! instructions ptxas emits for it.

use ptx_parser::ast::{self, ScalarType};

use super::context::{CallParam, FnLower, ABI_FIRST_ARG};
use super::regs::{class_of, Binding, Resolved};
use super::LowerError;
use crate::ir::{intern_symbol, Clobber, Guard, Inst, Opcode, Operand, RegClass, RegUse, VReg};

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
        | "brkpt" | "mbarrier" | "cvta.const" => {
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
fn is_ptx_opcode(opcode: &str) -> bool {
    let base = opcode.split('.').next().unwrap_or(opcode);
    PTX_OPCODES.contains(&base)
}

/// 64-bit integer registers.
fn is_wide(ty: ScalarType) -> bool {
    ty.bits() == 64
}

impl<'a> FnLower<'a> {
    /// Lowers one instruction into the current block.
    pub(super) fn lower_inst(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
    ) -> Result<(), LowerError> {
        if let Some(routine) = super::subroutine::routine_of(i) {
            // Spans several blocks and handles its own guard.
            return self.lower_subroutine_op(i, routine, scope);
        }
        let start = self.func.blocks[self.block.index()].insts.len();
        let block = self.block;
        self.lower_inst_body(i, scope)?;
        // A PTX guard applies to every machine instruction it produced in this block.
        if let Some(g) = &i.guard {
            let pred = self.guard_pred(g, scope)?;
            if let Some(pred) = pred {
                for inst in &mut self.func.blocks[block.index()].insts[start..] {
                    if inst.guard.is_none() {
                        inst.guard = Some(Guard {
                            pred,
                            negated: g.negated,
                        });
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn guard_pred(
        &mut self,
        g: &ast::Guard,
        scope: usize,
    ) -> Result<Option<VReg>, LowerError> {
        let Resolved { key, ty, vec } = self
            .resolve(&g.reg, scope)
            .ok_or_else(|| self.error(g.span, format!("predicate `{}` is not declared", g.reg)))?;
        match self.bindings.get(&key) {
            Some(Binding::Reg(r)) => Ok(Some(r.vreg)),
            Some(Binding::Const(_)) => Ok(None),
            None => Ok(Some(self.vreg_of(key, ty, vec).vreg)),
        }
    }

    /// Refuses a register operand whose declared size differs from the instruction type
    /// where PTX requires them to match (`add.s32` on a `.b64` register; ptxas: "Arguments
    /// mismatch"). Only the plain arithmetic and logic instructions whose every operand has
    /// the instruction type are checked; `ld`/`st`/`cvt` and the wide forms may legally mix.
    fn check_operand_sizes(&self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        let same_type = matches!(
            i.opcode.as_str(),
            "add"
                | "sub"
                | "min"
                | "max"
                | "and"
                | "or"
                | "xor"
                | "not"
                | "cnot"
                | "neg"
                | "abs"
                | "mul"
                | "mad"
                | "div"
                | "rem"
                | "fma"
                | "copysign"
        ) && !i.has("wide");
        if !same_type {
            return Ok(());
        }
        // Exactly one type modifier (without collecting them: asked of every instruction).
        let mut types = i.modifiers.iter().filter_map(|m| ScalarType::from_name(m));
        let (Some(ty), None) = (types.next(), types.next()) else {
            return Ok(());
        };
        for op in &i.operands {
            let mut op = op;
            while let ast::Operand::Not(inner, _) | ast::Operand::Neg(inner, _) = op {
                op = inner;
            }
            let ast::Operand::Reg(r) = op else { continue };
            let Some(Resolved {
                ty: declared, vec, ..
            }) = self.resolve(&r.name, scope)
            else {
                continue;
            };
            let fits = if ty == ScalarType::Pred || declared == ScalarType::Pred {
                ty == declared
            } else {
                vec <= 1 && declared.bits() == ty.bits()
            };
            if !fits {
                return Err(self.error(
                    r.span,
                    format!(
                        "operand `{}` is a `.{}` register, but `{}` needs `.{}` operands \
                         (arguments mismatch)",
                        r.name,
                        declared.name(),
                        opcode_name(i),
                        ty.name()
                    ),
                ));
            }
        }
        Ok(())
    }

    fn lower_inst_body(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        self.check_operand_sizes(i, scope)?;
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let ops = &i.operands;
        match i.opcode.as_str() {
            "mov" => self.lower_mov(i, scope),
            "ld" | "ldu" => self.lower_ld(i, scope),
            "st" => self.lower_st(i, scope),
            "cvta" => self.lower_cvta(i, scope),
            "add" | "sub" | "mul" | "mad" | "fma" | "min" | "max" | "and" | "or" | "xor"
            | "shl" | "shr" | "neg" | "abs" | "not" | "cnot" | "mul24" | "mad24" | "sad"
            | "copysign" | "addc" | "subc" | "madc" => self.lower_arith(i, scope),
            "setp" => self.lower_setp(i, scope),
            "selp" => {
                let d = self.dst(&ops[0], scope)?;
                let a = self.src_alu(&ops[1], ty, scope)?;
                let b = self.src_alu(&ops[2], ty, scope)?;
                let p = self.pred_operand(&ops[3], scope)?;
                let (op, mods) = if is_wide(ty) {
                    (Opcode::SEL, ".64")
                } else if ty == ScalarType::F32 {
                    (Opcode::FSEL, "")
                } else {
                    (Opcode::SEL, "")
                };
                let a = self.reg_if_imm_pair(a, ty);
                self.emit(Inst::new(op, mods, vec![d], vec![a, b, p]));
                Ok(())
            }
            "slct" | "set" => {
                let d = self.dst(&ops[0], scope)?;
                let uses = self.all_srcs(&ops[1..], ty, scope)?;
                self.emit(Inst::new(
                    Opcode::SEL,
                    format!(".{}", i.opcode),
                    vec![d],
                    uses,
                ));
                Ok(())
            }
            "cvt" => self.lower_cvt(i, scope),
            "div" | "rem" | "sqrt" | "rcp" | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" | "tanh"
            | "tanh.approx" => self.lower_math(i, scope),
            "bra" => {
                let t = match ops.first() {
                    Some(ast::Operand::Symbol { name, span, .. }) => self.label(name, *span)?,
                    Some(ast::Operand::Reg(r)) => self.label(&r.name, r.span)?,
                    _ => return Err(self.error(i.span, "`bra` needs a label")),
                };
                self.emit(Inst::new(
                    Opcode::BRA,
                    if i.has("uni") { ".U" } else { "" },
                    vec![],
                    vec![Operand::Block(t)],
                ));
                Ok(())
            }
            "brx" => self.lower_brx(i, scope),
            "ret" => {
                let op = if self.func.kind == crate::ir::FunctionKind::Entry {
                    Opcode::EXIT
                } else {
                    Opcode::RET
                };
                let uses = self
                    .abi_returns
                    .values()
                    .flat_map(|cp| cp.words.iter().flatten().map(|r| Operand::Reg(*r)))
                    .collect();
                self.emit(Inst::new(op, "", vec![], uses));
                Ok(())
            }
            "exit" => {
                self.emit(Inst::new(Opcode::EXIT, "", vec![], vec![]));
                Ok(())
            }
            "call" => self.lower_call(i, scope),
            "bar" | "barrier" => self.lower_bar(i, scope),
            "membar" | "fence" => {
                self.emit(Inst::new(
                    Opcode::MEMBAR,
                    format!(".{}", i.modifiers.join(".")),
                    vec![],
                    vec![],
                ));
                Ok(())
            }
            "atom" | "red" => self.lower_atom(i, scope),
            "shfl" => {
                let mode = ["bfly", "up", "down", "idx"]
                    .into_iter()
                    .find(|m| i.has(m))
                    .unwrap_or("idx")
                    .to_uppercase();
                self.lower_simple(i, scope, Opcode::SHFL, &format!(".{mode}"))
            }
            "vote" => self.lower_simple(i, scope, Opcode::VOTE, ".ANY"),
            "match" => self.lower_simple(i, scope, Opcode::MATCH, ".ANY"),
            "redux" => self.lower_simple(i, scope, Opcode::REDUX, ".SUM"),
            "activemask" => {
                let d = self.dst(&ops[0], scope)?;
                self.emit(Inst::new(
                    Opcode::VOTE,
                    ".ANY",
                    vec![d],
                    vec![Operand::Zero(RegClass::P)],
                ));
                Ok(())
            }
            "popc" => self.lower_simple(i, scope, Opcode::POPC, ""),
            "clz" | "bfind" => self.lower_simple(i, scope, Opcode::FLO, ".U32"),
            "brev" => self.lower_simple(i, scope, Opcode::BREV, ""),
            "prmt" => self.lower_simple(i, scope, Opcode::PRMT, ""),
            "lop3" => self.lower_simple(i, scope, Opcode::LOP3, ".LUT"),
            "bfe" | "bfi" => self.lower_simple(i, scope, Opcode::SHF, ".BF"),
            // Funnel shifts: `SHF.L.W.U32.HI d, lo, n, hi` (one instruction, like ptxas).
            "shf" => {
                let dir = if i.has("r") { ".R" } else { ".L" };
                let mode = if i.has("wrap") { ".W" } else { "" };
                self.lower_simple(i, scope, Opcode::SHF, &format!("{dir}{mode}.U32.HI"))
            }
            "dp4a" | "dp2a" => self.lower_simple(i, scope, Opcode::IDP, ".4A"),
            "fns" => self.lower_simple(i, scope, Opcode::POPC, ".FNS"),
            "testp" => self.lower_simple(i, scope, Opcode::FSETP, ".TESTP"),
            "mma" => self.lower_mma(i, scope),
            "wmma" => self.lower_wmma(i, scope),
            "ldmatrix" => {
                let n = ["x4", "x2"]
                    .iter()
                    .find(|x| i.has(x))
                    .map_or("1", |x| &x[1..]);
                let t = if i.has("trans") { "MT88" } else { "M88" };
                self.lower_tuple_def(i, scope, Opcode::LDSM, &format!(".16.{t}.{n}"))
            }
            "stmatrix" => {
                self.lower_effect(i, scope, Opcode::STSM)?;
                let mods = matrix_mods(i);
                if let Some(last) = self.func.blocks[self.block.index()].insts.last_mut() {
                    last.mods = mods.into();
                }
                Ok(())
            }
            "cp" => self.lower_cp(i, scope),
            "tex" | "tld4" | "txq" => self.lower_tuple_def(i, scope, Opcode::TEX, ""),
            "suld" => self.lower_tuple_def(i, scope, Opcode::SULD, ""),
            "sust" | "sured" => self.lower_effect(i, scope, Opcode::SUST),
            "nanosleep" => self.lower_effect(i, scope, Opcode::NANOSLEEP),
            "trap" | "brkpt" => {
                self.emit(Inst::new(Opcode::BPT, ".TRAP", vec![], vec![]));
                Ok(())
            }
            "prefetch" | "prefetchu" | "pmevent" | "discard" | "applypriority" => Ok(()),
            "isspacep" => self.lower_simple(i, scope, Opcode::ISETP, ".SPACE"),
            "mapa" | "getctarank" => self.lower_simple(i, scope, Opcode::PRMT, ".MAPA"),
            "elect" => self.lower_generic(i, scope),
            op if !is_ptx_opcode(op) => Err(self.error(
                i.span,
                format!("`{}` is not a PTX instruction", opcode_name(i)),
            )),
            _ => {
                self.warn(format!(
                    "no SASS model for `{}`; lowered conservatively",
                    opcode_name(i)
                ));
                self.lower_generic(i, scope)
            }
        }
    }

    /// A source predicate operand (`%p`, `!%p`).
    fn pred_operand(&mut self, op: &ast::Operand, scope: usize) -> Result<Operand, LowerError> {
        self.src(op, ScalarType::Pred, scope)
    }

    /// 64-bit immediates in SEL need a register pair.
    fn reg_if_imm_pair(&mut self, o: Operand, ty: ScalarType) -> Operand {
        if is_wide(ty) && matches!(o, Operand::Imm(_) | Operand::DImm(_)) {
            Operand::Reg(self.force_reg(o, 2))
        } else {
            o
        }
    }

    fn all_srcs(
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
    fn dsts(
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

    /// Conservative lowering: destinations written, every other operand read.
    pub(super) fn lower_generic(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
    ) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let ndefs = def_operands(i).len();
        let mut defs = Vec::new();
        for o in &i.operands[..ndefs] {
            self.dsts(o, scope, &mut defs)?;
        }
        let uses = self.all_srcs(&i.operands[ndefs..], ty, scope)?;
        let mut inst = Inst::new(Opcode::GENERIC, format!(".{}", opcode_name(i)), defs, uses);
        inst.mods = format!(".{}", opcode_name(i)).into();
        self.emit(inst);
        Ok(())
    }

    /// One SASS instruction: destinations, then sources (constants allowed where ALU slots take them).
    fn lower_simple(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
        op: Opcode,
        mods: &str,
    ) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let ndefs = def_operands(i).len();
        let mut defs = Vec::new();
        for o in &i.operands[..ndefs] {
            self.dsts(o, scope, &mut defs)?;
        }
        let uses = self.all_srcs(&i.operands[ndefs..], ty, scope)?;
        self.emit(Inst::new(op, mods, defs, uses));
        Ok(())
    }

    fn lower_effect(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
        op: Opcode,
    ) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let uses = self.all_srcs(&i.operands, ty, scope)?;
        let uses = uses.into_iter().map(|o| self.reg_for_store(o)).collect();
        self.emit(Inst::new(op, "", vec![], uses));
        Ok(())
    }

    fn reg_for_store(&mut self, o: Operand) -> Operand {
        match o {
            Operand::CBank { .. } => Operand::Reg(self.force_reg(o, 1)),
            o => o,
        }
    }

    // ---- moves -------------------------------------------------------------------------

    fn lower_mov(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let (d, s) = match (i.operands.first(), i.operands.get(1)) {
            (Some(d), Some(s)) => (d, s),
            _ => return Err(self.error(i.span, "`mov` needs two operands")),
        };
        match (d, s) {
            // Unpack a pair/quad into scalars: bind lanes when nothing is redefined.
            (ast::Operand::Vector(ds, _), src) => {
                let sreg = self.src_reg(src, ty, scope)?;
                let n = ds.len().max(1) as u8;
                let sw = self.func.vreg(sreg.vreg).width;
                let per = (sw / n).max(1);
                let src_single = self.src_single_def(src, scope);
                for (k, e) in ds.iter().enumerate() {
                    if let ast::Operand::Sink(_) = e {
                        continue;
                    }
                    let lane = RegUse::part(sreg.vreg, sreg.offset + k as u8 * per, per);
                    let lane = if lane.offset + lane.count > sw {
                        RegUse::whole(sreg.vreg)
                    } else {
                        lane
                    };
                    self.copy_into(e, Operand::Reg(lane), src_single, scope)?;
                }
                Ok(())
            }
            // Pack scalars into a pair.
            (dst, ast::Operand::Vector(ss, _)) => {
                let ety = match ty.bits() {
                    64 => ScalarType::B32,
                    32 => ScalarType::B16,
                    _ => ScalarType::B32,
                };
                let mut uses = Vec::new();
                for e in ss {
                    let o = self.src(e, ety, scope)?;
                    uses.push(o);
                }
                let d = self.dst(dst, scope)?;
                self.emit(Inst::new(Opcode::PACK, "", vec![d], uses));
                Ok(())
            }
            (dst, src) => {
                let o = self.src(src, ty, scope)?;
                let single = self.src_single_def(src, scope);
                self.copy_into(dst, o, single, scope)
            }
        }
    }

    pub(super) fn src_single_def(&self, src: &ast::Operand, scope: usize) -> bool {
        match src {
            ast::Operand::Reg(r) => match self.resolve(&r.name, scope) {
                Some(r) => self.single_def(r.key),
                None => true,
            },
            _ => true,
        }
    }

    /// `dst = value`: binds single-definition destinations to the value (no instruction, as
    /// ptxas's copy propagation would leave it), otherwise emits the move.
    pub(super) fn copy_into(
        &mut self,
        dst: &ast::Operand,
        value: Operand,
        src_single: bool,
        scope: usize,
    ) -> Result<(), LowerError> {
        if let Some(Resolved { key, ty, .. }) = self.dst_key(dst, scope) {
            // Registers bound to a constant before lowering are given that constant by
            // every definition.
            if matches!(self.bindings.get(&key), Some(Binding::Const(c)) if *c == value) {
                return Ok(());
            }
            let bindable = self.single_def(key) && !self.bindings.contains_key(&key);
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
                    if bindable && src_single && self.func.vreg(u.vreg).class == class_of(ty).0 =>
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
                (Opcode::CS2R, "")
            }
            Operand::Special(_) => (Opcode::S2R, ""),
            _ if self.func.vreg(d).width == 2 => (Opcode::MOV, ".64"),
            _ if self.func.vreg(d).class.is_predicate() => (Opcode::PLOP3, ".LUT"),
            _ => (Opcode::MOV, ""),
        };
        self.emit(Inst::new(op, mods, vec![d], vec![value]));
        Ok(())
    }

    fn lower_cvta(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        // cvta.to.global / cvta.global are identities on every supported SM (generic and
        // global addresses coincide); shared/local conversions add or remove a window base,
        // which ptxas folds into the 32-bit shared/local address.
        let ty = i.ty().unwrap_or(ScalarType::U64);
        let (Some(d), Some(s)) = (i.operands.first(), i.operands.get(1)) else {
            return Err(self.error(i.span, "`cvta` needs two operands"));
        };
        let o = self.src(s, ty, scope)?;
        let single = self.src_single_def(s, scope);
        self.copy_into(d, o, single, scope)
    }

    // ---- memory ------------------------------------------------------------------------

    fn space(i: &ast::Instruction) -> ast::StateSpace {
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

    /// An address operand for space `space`.
    pub(super) fn address(
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
                    .shared
                    .get(name)
                    .or_else(|| self.layout.shared.get(name))
                {
                    return Ok(Operand::Mem {
                        base: None,
                        offset: *off as i64 + a.offset,
                    });
                }
                if space == ast::StateSpace::Const {
                    if let Some(&off) = self.layout.consts.get(name) {
                        return Ok(Operand::Mem {
                            base: None,
                            offset: off as i64 + a.offset,
                        });
                    }
                }
                if let Some(off) = self.locals.get(name).copied() {
                    let sp = self.stack_pointer();
                    return Ok(Operand::Mem {
                        base: Some(RegUse::whole(sp)),
                        offset: off as i64 + a.offset,
                    });
                }
                if self.layout.globals.contains_key(name) {
                    let r = self.force_reg(Operand::Symbol(intern_symbol(name)), 2);
                    return Ok(Operand::Mem {
                        base: Some(r),
                        offset: a.offset,
                    });
                }
                if self.resolve(name, scope).is_some() {
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

    fn address_reg(
        &mut self,
        r: &ast::RegRef,
        offset: i64,
        space: ast::StateSpace,
        scope: usize,
    ) -> Result<Operand, LowerError> {
        let wide = matches!(self.resolve(&r.name, scope), Some(r) if r.ty.bits() == 64);
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
                if narrow && self.func.vreg(base.vreg).width == 2 && base.is_whole() {
                    base = RegUse::part(base.vreg, 0, 1);
                }
                Ok(Operand::Mem {
                    base: Some(base),
                    offset,
                })
            }
        }
    }

    fn mem_opcode(space: ast::StateSpace, load: bool) -> Opcode {
        use ast::StateSpace::*;
        match (space, load) {
            (Global, true) => Opcode::LDG,
            (Global, false) => Opcode::STG,
            (Shared, true) => Opcode::LDS,
            (Shared, false) => Opcode::STS,
            (Local, true) => Opcode::LDL,
            (Local, false) => Opcode::STL,
            (Const, true) => Opcode::LDC,
            (_, true) => Opcode::LD,
            (_, false) => Opcode::ST,
        }
    }

    fn width_mods(bits: u32) -> &'static str {
        match bits {
            0..=8 => ".U8",
            9..=16 => ".U16",
            17..=32 => "",
            33..=64 => ".64",
            _ => ".128",
        }
    }

    fn lower_ld(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let space = Self::space(i);
        let (Some(dst), Some(addr)) = (i.operands.first(), i.operands.get(1)) else {
            return Err(self.error(i.span, "`ld` needs a destination and an address"));
        };
        let ast::Operand::Address(a) = addr else {
            return Err(self.error(addr.span(), "`ld` needs an address operand `[...]`"));
        };
        if space == ast::StateSpace::Param {
            return self.lower_ld_param(dst, a, ty, scope);
        }
        let mem = self.address(a, space, scope)?;
        let nelem = i.vector().unwrap_or(1);
        let total_bits = ty.bits() * nelem;
        let width = total_bits.div_ceil(32).clamp(1, 4) as u8;
        let mut mods = String::from(if space == ast::StateSpace::Global {
            ".E"
        } else {
            ""
        });
        if i.has("nc") {
            mods.push_str(".CONSTANT");
        }
        mods.push_str(Self::width_mods(total_bits));
        let op = Self::mem_opcode(space, true);
        // Volatile and strong loads keep their own place among the memory accesses.
        let ordered = ["volatile", "relaxed", "acquire", "mmio"]
            .iter()
            .any(|m| i.has(m));
        // A constant-bank word at a known offset costs no register: every use reads it as a
        // `c[0x3][..]` operand, as ptxas folds it (`FFMA R4, R2, c[0x3][0x0], RZ`).
        if let (Opcode::LDC, Operand::Mem { base: None, offset }) = (op, &mem) {
            if ty.bits() == 32 || ty.bits() == 64 {
                let size = i64::from(ty.bits() / 8);
                let elems: Vec<&ast::Operand> = match dst {
                    ast::Operand::Vector(v, _) => v.iter().collect(),
                    d => vec![d],
                };
                for (k, e) in elems.iter().enumerate() {
                    if matches!(e, ast::Operand::Sink(_)) {
                        continue;
                    }
                    let c = Operand::CBank {
                        bank: 3,
                        offset: (offset + k as i64 * size) as u32,
                    };
                    self.copy_into(e, c, true, scope)?;
                }
                return Ok(());
            }
        }
        let mem = if op == Opcode::LDC {
            match mem {
                Operand::Mem { base: None, offset } => Operand::CBank {
                    bank: 3,
                    offset: offset as u32,
                },
                m => m,
            }
        } else {
            mem
        };
        match dst {
            ast::Operand::Vector(elems, _) => {
                let t = self.func.new_vreg(RegClass::R, width);
                let mut load = Inst::new(op, mods, vec![t], vec![mem]);
                load.flags.ordered = ordered;
                self.emit(load);
                let per = (ty.bits().div_ceil(32)) as u8;
                for (k, e) in elems.iter().enumerate() {
                    if matches!(e, ast::Operand::Sink(_)) {
                        continue;
                    }
                    let off = ((k as u32 * ty.bits()) / 32) as u8;
                    let lane = RegUse::part(t, off.min(width - 1), per.max(1).min(width));
                    self.copy_into(e, Operand::Reg(lane), true, scope)?;
                }
                Ok(())
            }
            d => {
                let dv = self.dst(d, scope)?;
                if self.func.vreg(dv).width != width && width > self.func.vreg(dv).width {
                    self.warn(format!(
                        "`{}` loads {} bits into a narrower register",
                        opcode_name(i),
                        total_bits
                    ));
                }
                let mut load = Inst::new(op, mods, vec![dv], vec![mem]);
                load.flags.ordered = ordered;
                self.emit(load);
                Ok(())
            }
        }
    }

    /// `ld.param`: kernel parameters are constant-bank words; device-function parameters and
    /// call results are ABI registers.
    fn lower_ld_param(
        &mut self,
        dst: &ast::Operand,
        a: &ast::Address,
        ty: ScalarType,
        scope: usize,
    ) -> Result<(), LowerError> {
        // Each destination element reads `bits` bits at byte offset `a.offset + k * size`.
        let elems: Vec<&ast::Operand> = match dst {
            ast::Operand::Vector(v, _) => v.iter().collect(),
            d => vec![d],
        };
        let size = (ty.bits() / 8).max(1) as i64;
        let name = match &a.base {
            Some(ast::AddressBase::Symbol(n)) => n.to_string(),
            Some(ast::AddressBase::Reg(r)) => r.name.to_string(),
            None => return Err(self.error(a.span, "`ld.param` needs a parameter name")),
        };
        // Kernel parameters: constant-bank words, directly or through a register holding the
        // parameter's address (`mov.b64 %rd1, k_param_0; ld.param [%rd1]`).
        let cbank_base = match self.params.get(&name) {
            Some(p) => Some(p.offset as i64),
            None => match self
                .resolve(&name, scope)
                .and_then(|r| self.bindings.get(&r.key).cloned())
            {
                Some(Binding::Const(Operand::CBank { bank: 0, offset })) => Some(offset as i64),
                _ => None,
            },
        };
        if let Some(base) = cbank_base {
            for (k, e) in elems.iter().enumerate() {
                if matches!(e, ast::Operand::Sink(_)) {
                    continue;
                }
                let c = Operand::CBank {
                    bank: 0,
                    offset: (base + a.offset + k as i64 * size) as u32,
                };
                if self.opts.keep_param_loads {
                    let d = self.dst(e, scope)?;
                    let mods = if self.func.vreg(d).width == 2 {
                        ".64"
                    } else {
                        ""
                    };
                    self.emit(Inst::new(Opcode::MOV, mods, vec![d], vec![c]));
                } else {
                    self.copy_into(e, c, true, scope)?;
                }
            }
            return Ok(());
        }
        let Some(cp) = self
            .abi_params
            .get(&name)
            .or_else(|| self.call_params.get(&name))
            .cloned()
        else {
            // A parameter read through an address computed at run time.
            let mem = self.address(a, ast::StateSpace::Param, scope)?;
            for e in elems {
                let d = self.dst(e, scope)?;
                self.emit(Inst::new(Opcode::LDC, "", vec![d], vec![mem]));
            }
            return Ok(());
        };
        let nw = ty.bits().div_ceil(32) as usize;
        for (k, e) in elems.iter().enumerate() {
            if matches!(e, ast::Operand::Sink(_)) {
                continue;
            }
            let w0 = ((a.offset + k as i64 * size) / 4).max(0) as usize;
            let parts: Vec<Operand> = (w0..w0 + nw)
                .map(|w| match cp.words.get(w).copied().flatten() {
                    Some(r) => Operand::Reg(r),
                    None => Operand::Zero(RegClass::R),
                })
                .collect();
            match <[Operand; 1]>::try_from(parts) {
                Ok([p]) => self.copy_into(e, p, true, scope)?,
                Err(parts) => {
                    let d = self.dst(e, scope)?;
                    self.emit(Inst::new(Opcode::PACK, "", vec![d], parts));
                }
            }
        }
        Ok(())
    }

    fn lower_st(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let space = Self::space(i);
        let (Some(addr), Some(val)) = (i.operands.first(), i.operands.get(1)) else {
            return Err(self.error(i.span, "`st` needs an address and a value"));
        };
        let ast::Operand::Address(a) = addr else {
            return Err(self.error(addr.span(), "`st` needs an address operand `[...]`"));
        };
        if space == ast::StateSpace::Param {
            return self.lower_st_param(a, val, ty, scope);
        }
        let mem = self.address(a, space, scope)?;
        let nelem = i.vector().unwrap_or(1);
        let total_bits = ty.bits() * nelem;
        let width = total_bits.div_ceil(32).clamp(1, 4) as u8;
        let value = match val {
            ast::Operand::Vector(elems, _) => self.tuple_of(elems, ty, width, scope)?,
            v => {
                let o = self.src(v, ty, scope)?;
                match o {
                    Operand::Imm(0) | Operand::FImm(0) | Operand::DImm(0) if width == 1 => {
                        Operand::Zero(RegClass::R)
                    }
                    o => Operand::Reg(self.force_reg(o, width)),
                }
            }
        };
        let mut mods = String::from(if space == ast::StateSpace::Global {
            ".E"
        } else {
            ""
        });
        mods.push_str(Self::width_mods(total_bits));
        self.emit(Inst::new(
            Self::mem_opcode(space, false),
            mods,
            vec![],
            vec![mem, value],
        ));
        Ok(())
    }

    /// A register tuple holding `elems` in order: an existing tuple when the elements are its
    /// lanes in order, otherwise a `PACK`.
    pub(super) fn tuple_of(
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
            let vw = self.func.vreg(v).width;
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
            if self.func.vreg(v).width == width
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
        let t = self.func.new_vreg(RegClass::R, width);
        self.emit(Inst::new(Opcode::PACK, "", vec![t], parts));
        self.remember_block_values(key, vec![t]);
        Ok(Operand::Reg(RegUse::whole(t)))
    }

    fn lower_st_param(
        &mut self,
        a: &ast::Address,
        val: &ast::Operand,
        ty: ScalarType,
        scope: usize,
    ) -> Result<(), LowerError> {
        let name = match &a.base {
            Some(ast::AddressBase::Symbol(n)) => n.to_string(),
            Some(ast::AddressBase::Reg(r)) => r.name.to_string(),
            None => return Err(self.error(a.span, "`st.param` needs a parameter name")),
        };
        let nw = ty.bits().div_ceil(32) as u8;
        let value = match val {
            ast::Operand::Vector(elems, _) => {
                let w = (nw as usize * elems.len()).clamp(1, 4) as u8;
                self.tuple_of(elems, ty, w, scope)?
            }
            v => self.src(v, ty, scope)?,
        };
        let value = match value {
            Operand::Reg(r) => r,
            o => self.force_reg(o, nw.max(1)),
        };
        let total = self.func.vreg(value.vreg).width.max(1);
        let w0 = (a.offset / 4).max(0) as usize;
        let is_ret = self.abi_returns.contains_key(&name);
        let cp = if is_ret {
            self.abi_returns.get_mut(&name)
        } else {
            self.call_params.get_mut(&name)
        };
        let Some(cp) = cp else {
            return Err(self.error(a.span, format!("unknown parameter `{name}`")));
        };
        let n = if value.is_whole() { total } else { value.count };
        for k in 0..n {
            let w = w0 + k as usize;
            if cp.words.len() <= w {
                cp.words.resize(w + 1, None);
            }
            cp.words[w] = Some(if n == 1 && value.is_whole() {
                value
            } else {
                RegUse::part(value.vreg, value.offset + k, 1)
            });
        }
        if is_ret {
            // Returned values go to the fixed return registers right away.
            let first = self
                .abi_returns
                .get(&name)
                .map_or(ABI_FIRST_ARG, |c| c.first_reg);
            let words = self
                .abi_returns
                .get(&name)
                .map(|c| c.words.clone())
                .unwrap_or_default();
            let mut fixed = Vec::new();
            for (k, w) in words.iter().enumerate() {
                if let Some(src) = w {
                    let f = self.fixed_vreg(first + k as u16);
                    self.emit(Inst::new(
                        Opcode::MOV,
                        "",
                        vec![f],
                        vec![Operand::Reg(*src)],
                    ));
                    fixed.push(Some(RegUse::whole(f)));
                } else {
                    fixed.push(None);
                }
            }
            if let Some(cp) = self.abi_returns.get_mut(&name) {
                cp.words = fixed;
            }
        }
        Ok(())
    }

    // ---- calls, barriers, atomics ------------------------------------------------------

    /// `call (ret), f, (args)`: arguments are copied into R4…, the call clobbers the
    /// caller-saved registers, results come back in R4….
    fn lower_call(&mut self, i: &ast::Instruction, _scope: usize) -> Result<(), LowerError> {
        let mut rets: Vec<String> = Vec::new();
        let mut args: Vec<String> = Vec::new();
        let mut target = None;
        let mut seen_target = false;
        for o in &i.operands {
            match o {
                ast::Operand::List(items, _) => {
                    let names = items.iter().filter_map(|e| match e {
                        ast::Operand::Reg(r) => Some(r.name.to_string()),
                        ast::Operand::Symbol { name, .. } => Some(name.to_string()),
                        _ => None,
                    });
                    if seen_target {
                        args.extend(names);
                    } else {
                        rets.extend(names);
                    }
                }
                ast::Operand::Symbol { name, span, .. } if !seen_target => {
                    if self.layout.functions.contains_key(name.as_str()) {
                        target = Some(Operand::Symbol(intern_symbol(name)));
                    } else {
                        return Err(self.error(
                            *span,
                            format!("call to undefined function `{name}` (no `.func` declares it)"),
                        ));
                    }
                    seen_target = true;
                }
                ast::Operand::Reg(r) if !seen_target => {
                    let o = self.src(&ast::Operand::Reg(r.clone()), ScalarType::U64, _scope)?;
                    target = Some(Operand::Reg(self.force_reg(o, 2)));
                    seen_target = true;
                }
                _ => {}
            }
        }
        let mut uses = Vec::new();
        if let Some(t) = target {
            uses.push(t);
        }
        let mut reg = ABI_FIRST_ARG;
        for a in &args {
            let cp = self.call_params.get(a).cloned().unwrap_or_default();
            let wide = cp.words.len() == 2;
            if wide {
                reg = reg.next_multiple_of(2);
            }
            for w in cp.words.iter() {
                let f = self.fixed_vreg(reg);
                let src = w.map(Operand::Reg).unwrap_or(Operand::Zero(RegClass::R));
                self.emit(Inst::new(Opcode::MOV, "", vec![f], vec![src]));
                uses.push(Operand::Reg(RegUse::whole(f)));
                reg += 1;
            }
        }
        let mut defs = Vec::new();
        let mut reg = ABI_FIRST_ARG;
        for r in &rets {
            let n = self.call_params.get(r).map_or(1, |c| c.words.len()).max(1);
            if n == 2 {
                reg = reg.next_multiple_of(2);
            }
            let mut words = Vec::new();
            for _ in 0..n {
                let f = self.fixed_vreg(reg);
                defs.push(f);
                words.push(Some(RegUse::whole(f)));
                reg += 1;
            }
            self.call_params.insert(
                r.clone(),
                CallParam {
                    first_reg: ABI_FIRST_ARG,
                    words,
                },
            );
        }
        let mut call = Inst::new(Opcode::CALL, ".ABS.NOINC", defs.clone(), uses);
        call.clobbers = caller_saved().into();
        self.emit(call);
        // Results are copied out of the pinned return registers at once (the next call
        // redefines them).
        for cp in self.call_params.values_mut() {
            for w in cp.words.iter_mut().flatten() {
                if defs.contains(&w.vreg) {
                    let c = self.func.new_vreg(RegClass::R, 1);
                    let mut mov = Inst::new(Opcode::MOV, "", vec![c], vec![Operand::Reg(*w)]);
                    mov.ptx_line = self.line;
                    self.func.blocks[self.block.index()].insts.push(mov);
                    *w = RegUse::whole(c);
                }
            }
        }
        self.func.has_calls = true;
        Ok(())
    }

    fn lower_bar(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        // `bar.red` writes its first operand; the barrier id follows it.
        let first_id = usize::from(i.has("red"));
        let id = match i.operands.get(first_id) {
            Some(ast::Operand::Imm(ast::Immediate::Int(n), _)) => Some((*n).clamp(0, 15) as u32),
            _ => None,
        };
        match id {
            Some(n) => self.barriers = self.barriers.max(n + 1),
            None if i.operands.len() <= first_id => self.barriers = self.barriers.max(1),
            None => self.barriers = self.barriers.max(16),
        }
        if i.has("red") || i.has("popc") {
            return self.lower_simple(i, scope, Opcode::BAR, ".RED");
        }
        let uses = self.all_srcs(&i.operands, ScalarType::U32, scope)?;
        let mods = if i.has("arrive") { ".ARV" } else { ".SYNC" };
        self.emit(Inst::new(Opcode::BAR, mods, vec![], uses));
        Ok(())
    }

    fn lower_atom(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let space = Self::space(i);
        let op = match (i.opcode.as_str(), space) {
            ("red", _) => Opcode::RED,
            (_, ast::StateSpace::Global) => Opcode::ATOMG,
            (_, ast::StateSpace::Shared) => Opcode::ATOMS,
            _ => Opcode::ATOM,
        };
        let w = ty.bits().div_ceil(32).clamp(1, 4) as u8;
        let mut defs = Vec::new();
        let rest = if op == Opcode::RED {
            &i.operands[..]
        } else {
            if let Some(d) = i.operands.first() {
                self.dsts(d, scope, &mut defs)?;
            }
            &i.operands[1.min(i.operands.len())..]
        };
        let mut uses = Vec::new();
        for o in rest {
            match o {
                ast::Operand::Address(a) => uses.push(self.address(a, space, scope)?),
                other => {
                    let s = self.src(other, ty, scope)?;
                    uses.push(Operand::Reg(self.force_reg(s, w)));
                }
            }
        }
        let mods = format!(
            ".E.{}",
            i.modifiers
                .iter()
                .filter(|m| !matches!(
                    m.as_str(),
                    "global" | "shared" | "gpu" | "sys" | "cta" | "relaxed"
                ))
                .cloned()
                .collect::<Vec<_>>()
                .join(".")
                .to_uppercase()
        );
        self.emit(Inst::new(op, mods, defs, uses));
        Ok(())
    }

    fn lower_brx(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        let idx = match i.operands.first() {
            Some(o) => self.src_reg(o, ScalarType::U32, scope)?,
            None => return Err(self.error(i.span, "`brx.idx` needs an index")),
        };
        let mut uses = vec![Operand::Reg(idx)];
        // The table is a `.branchtargets` label list; conservatively every label in the
        // function is a possible target when the table cannot be read.
        for b in self.labels.values() {
            uses.push(Operand::Block(*b));
        }
        self.emit(Inst::new(Opcode::BRX, "", vec![], uses));
        Ok(())
    }

    // ---- tensor cores, async copies, textures -----------------------------------------

    fn lower_tuple_def(
        &mut self,
        i: &ast::Instruction,
        scope: usize,
        op: Opcode,
        mods: &str,
    ) -> Result<(), LowerError> {
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let Some(dst) = i.operands.first() else {
            return Err(self.error(i.span, "missing destination"));
        };
        let uses = self.all_srcs(&i.operands[1..], ty, scope)?;
        let uses = uses
            .into_iter()
            .map(|o| match o {
                // A bindless texture or surface handle read from the parameters stays a
                // constant-bank operand (`TEX.SCR.LL R8, R6, R4, R9, 0x0, 0x5a, 2D`).
                Operand::CBank { .. } if matches!(op, Opcode::TEX | Opcode::SULD) => o,
                Operand::CBank { .. } | Operand::Symbol(_) => Operand::Reg(self.force_reg(o, 2)),
                o => o,
            })
            .collect::<Vec<_>>();
        match dst {
            ast::Operand::Vector(elems, _) => {
                let n = elems.len() as u8;
                let per = ty.bits().div_ceil(32).max(1) as u8;
                let width = (n * per).clamp(1, 4);
                let t = self
                    .func
                    .new_vreg(RegClass::R, if width == 3 { 4 } else { width });
                self.emit(Inst::new(op, mods, vec![t], uses));
                let tw = self.func.vreg(t).width;
                for (k, e) in elems.iter().enumerate() {
                    if matches!(e, ast::Operand::Sink(_)) {
                        continue;
                    }
                    let off = (k as u8 * per).min(tw - 1);
                    let lane = RegUse::part(t, off, per.min(tw - off));
                    self.copy_into(e, Operand::Reg(lane), true, scope)?;
                }
                Ok(())
            }
            d => {
                let dv = self.dst(d, scope)?;
                self.emit(Inst::new(op, mods, vec![dv], uses));
                Ok(())
            }
        }
    }

    /// `mma.sync`: the fragments as register tuples (f64 elements are pairs), one
    /// HMMA/IMMA/DMMA per quad of the destination.
    fn lower_mma(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        if i.operands.len() < 4 {
            return self.lower_generic(i, scope);
        }
        let (op, ety, per) = if i.has("f64") {
            (Opcode::DMMA, ScalarType::F64, 2u8)
        } else if ["s8", "u8", "s4", "u4", "b1"].iter().any(|t| i.has(t)) {
            (Opcode::IMMA, ScalarType::B32, 1)
        } else {
            (Opcode::HMMA, ScalarType::B32, 1)
        };
        let chunk_len = (4 / per) as usize;
        let width = |n: usize| (n as u8 * per).next_power_of_two().min(4);
        let mut uses = Vec::new();
        for (k, o) in i.operands[1..4].iter().enumerate() {
            match o {
                ast::Operand::Vector(elems, _) => {
                    for chunk in elems.chunks(chunk_len) {
                        let w = width(chunk.len());
                        uses.push(if k == 2 {
                            self.accumulator(chunk, w, scope)?
                        } else {
                            self.tuple_of(chunk, ety, w, scope)?
                        });
                    }
                }
                other => {
                    let s = self.src(other, ety, scope)?;
                    uses.push(Operand::Reg(self.force_reg(s, per)));
                }
            }
        }
        match &i.operands[0] {
            ast::Operand::Vector(elems, _) => {
                for chunk in elems.chunks(chunk_len) {
                    let t = self.func.new_vreg(RegClass::R, width(chunk.len()));
                    self.emit(Inst::new(op, mma_mods(i, op), vec![t], uses.clone()));
                    for (k, e) in chunk.iter().enumerate() {
                        let lane = RegUse::part(t, k as u8 * per, per);
                        self.copy_into(e, Operand::Reg(lane), true, scope)?;
                    }
                }
                Ok(())
            }
            _ => self.lower_generic(i, scope),
        }
    }

    fn lower_cp(&mut self, i: &ast::Instruction, scope: usize) -> Result<(), LowerError> {
        let first = i.modifiers.first().map(|m| m.as_str());
        if first == Some("async") {
            if i.has("commit_group") {
                self.emit(Inst::new(Opcode::LDGDEPBAR, "", vec![], vec![]));
                return Ok(());
            }
            if i.has("wait_group") || i.has("wait_all") {
                self.emit(Inst::new(Opcode::DEPBAR, ".LE", vec![], vec![]));
                return Ok(());
            }
            if !i.has("bulk") {
                let mut uses = Vec::new();
                for (k, o) in i.operands.iter().enumerate() {
                    match o {
                        ast::Operand::Address(a) => {
                            let space = if k == 0 {
                                ast::StateSpace::Shared
                            } else {
                                ast::StateSpace::Global
                            };
                            uses.push(self.address(a, space, scope)?);
                        }
                        other => {
                            let s = self.src(other, ScalarType::U32, scope)?;
                            uses.push(s);
                        }
                    }
                }
                self.emit(Inst::new(Opcode::LDGSTS, ".E", vec![], uses));
                return Ok(());
            }
        }
        self.lower_effect(i, scope, Opcode::GENERIC)
    }

    /// Any PTX instruction as a single SASS instruction with `ty`-typed operands, used by the
    /// arithmetic lowering for the opcode chosen there.
    pub(super) fn emit_alu(&mut self, op: Opcode, mods: &str, d: VReg, uses: Vec<Operand>) {
        self.emit(Inst::new(op, mods, vec![d], uses));
    }
}

/// Registers a call may destroy. The CUDA ABI keeps R16–R31 callee-saved (documented
/// approximation; R1 is the stack pointer and is restored).
fn caller_saved() -> Vec<Clobber> {
    vec![
        Clobber {
            class: RegClass::R,
            first: 0,
            count: 1,
        },
        Clobber {
            class: RegClass::R,
            first: 2,
            count: 14,
        },
        Clobber {
            class: RegClass::R,
            first: 32,
            count: 223,
        },
        Clobber {
            class: RegClass::P,
            first: 0,
            count: 7,
        },
    ]
}

/// SASS modifiers of `ldmatrix`/`stmatrix`: 16-bit 8x8 matrices, transposed or not, and
/// how many (`ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16` is `LDSM.16.MT88.4`).
fn matrix_mods(i: &ast::Instruction) -> String {
    let n = ["x4", "x2"]
        .iter()
        .find(|x| i.has(x))
        .map_or("1", |x| &x[1..]);
    let t = if i.has("trans") { "MT88" } else { "M88" };
    format!(".16.{t}.{n}")
}

/// SASS modifiers of an `mma.sync`: the shape digits, then the accumulator type for HMMA
/// (`mma.m16n8k16.row.col.f32.f16.f16.f32` is `HMMA.16816.F32`) or the input types for IMMA
/// (`IMMA.16832.S8.S8`); DMMA has the shape only (`DMMA.884`).
fn mma_mods(i: &ast::Instruction, op: Opcode) -> String {
    let shape = i
        .modifiers
        .iter()
        .find(|m| m.starts_with('m') && m.contains('n') && m.contains('k'))
        .map(|m| m.chars().filter(char::is_ascii_digit).collect::<String>())
        .unwrap_or_default();
    let mut out = format!(".{shape}");
    let types: Vec<&str> = i
        .modifiers
        .iter()
        .map(|m| m.as_str())
        .filter(|m| {
            matches!(
                *m,
                "f16" | "bf16" | "tf32" | "f32" | "f64" | "s8" | "u8" | "s4" | "u4" | "b1" | "s32"
            )
        })
        .collect();
    match op {
        Opcode::IMMA => {
            for t in types.iter().skip(1).take(2) {
                out.push('.');
                out.push_str(&t.to_uppercase());
            }
        }
        Opcode::HMMA => {
            if let Some(d) = types.first() {
                out.push('.');
                out.push_str(&d.to_uppercase());
            }
            if i.has("bf16") {
                out.push_str(".BF16");
            } else if i.has("tf32") {
                out.push_str(".TF32");
            }
        }
        _ => {}
    }
    out
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
