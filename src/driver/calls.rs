//! Calls between the functions of a module in whole-program mode (ptxas's default): which
//! device functions keep the CUDA ABI and which are stacked on their callers, what a call
//! to each destroys, and the copies of the stacked ones compiled into each kernel (see
//! [`Linkage`]).

use rustc_hash::FxHashMap as HashMap;

use super::{CalleeCopy, DriverError, FunctionResult};
use crate::analysis::{call_graph, Cfg, LiveCursor, Liveness};
use crate::ir::BlockId;
use crate::ir::{self, Function, FunctionKind, Opcode, Operand, RegClass};

/// The registers a compiled device function (or a cycle of them) destroys, which its
/// callers' values must avoid across a call in whole-program mode.
#[derive(Clone, Debug, Default)]
pub struct CallFootprint {
    /// GPRs destroyed (its calls' included), ascending, R1 excluded.
    written: Vec<u16>,
    /// The function's ptxas register count.
    registers: u32,
}

/// Each function of `funcs` by name.
fn function_index(funcs: &[Function]) -> HashMap<String, usize> {
    funcs
        .iter()
        .enumerate()
        .map(|(k, f)| (f.name.clone(), k))
        .collect()
}

/// The function of `index` that `inst` calls, if it is a direct call to one.
fn called(inst: &ir::Inst, index: &HashMap<String, usize>) -> Option<usize> {
    if inst.op != Opcode::CALL {
        return None;
    }
    inst.uses.iter().find_map(|o| match o {
        Operand::Symbol(name) => index.get(*name).copied(),
        _ => None,
    })
}

/// The functions each of `funcs` calls directly, by index.
fn direct_callees(funcs: &[Function], index: &HashMap<String, usize>) -> Vec<Vec<usize>> {
    funcs
        .iter()
        .map(|f| f.insts().filter_map(|(_, i)| called(i, index)).collect())
        .collect()
}

/// The GPRs that value `v` of compiled function `r` occupies (none if it is not in a GPR).
fn gprs_of(r: &FunctionResult, v: ir::VReg) -> std::ops::Range<u16> {
    match r.regs.get(v.index()).copied().flatten() {
        Some(p) if p.class == RegClass::R => p.index..p.index + u16::from(r.func.vreg(v).width),
        _ => 0..0,
    }
}

/// The CUDA ABI's callee-saved GPRs, R16–R31: a function that follows the ABI restores
/// them before it returns.
const ABI_CALLEE_SAVED: std::ops::Range<u16> = 16..32;

/// How ptxas joins each device function to its callers in whole-program mode, and what the
/// functions compiled so far need of their callers.
///
/// ptxas allocates a kernel's call tree as one program, callers first: a callee's registers
/// are chosen around the values its callers keep across the call, so the callee's values
/// are stacked on the callers'. ptxas 13.5, sm_80, a kernel keeping twelve values across a
/// call to a function that loads sixteen: the kernel's values in R0 and R6–R17, the
/// callee's above them in R18–R34, 37 registers and no stack
/// (`tests/golden/lower/whole_program_call.ptx`). Such a callee takes its arguments where
/// the caller has them and returns through any register.
/// ptxra does the same with a copy of the callee per kernel: the kernel is allocated with
/// its calls destroying only what the callee cannot move (its fixed registers: ABI argument
/// registers, internal subroutines' operands, what its ABI callees destroy), then each
/// copy, callers before callees, avoiding every register a caller holds across a call to
/// it ([`Function::held_by_callers`]). The kernel's count is the highest of them all.
///
/// Recursion has no callers-first order. A function on a cycle of calls follows the CUDA
/// ABI (it restores R16–R31 and returns through R20), and so does every function such a
/// function calls, and every function whose address is taken: ptxas 13.5 gives the
/// recursive `beta`↔`beta_negint` pair of CuPy's `bdtr` and the `Gamma` that `beta` calls
/// stack frames of callee saves and `RET.REL.NODEC R20`, while the non-recursive `incbet`,
/// called by the kernel, returns through R18 with no stack frame. ABI functions are
/// compiled once, callees first, and their callers outside the cycle see only what they
/// destroy outside R16–R31: `incbet` keeps values in R44 and R54 across its call to the
/// recursive `lbeta`, whose registers end at R34. Calls within a cycle keep the ABI's
/// clobbers.
pub struct Linkage {
    index: HashMap<String, usize>,
    graph: Vec<Vec<usize>>,
    /// Each function's strongly connected component of the call graph.
    component: Vec<usize>,
    /// The functions of each component.
    members: Vec<Vec<usize>>,
    /// Whether each function follows the CUDA ABI.
    abi: Vec<bool>,
    /// What each compiled ABI function destroys.
    footprints: Vec<Option<CallFootprint>>,
    /// What each compiled stacked (non-ABI device) function destroys wherever it is placed.
    fixed: Vec<Option<CallFootprint>>,
    /// Each stacked function as it was compiled, to copy into each kernel.
    code: Vec<Option<Function>>,
}

impl Linkage {
    /// The call graph of `funcs`, before any of them is compiled.
    pub fn new(funcs: &[Function]) -> Self {
        let index = function_index(funcs);
        let graph = direct_callees(funcs, &index);
        let component = call_graph::components(funcs.len(), |k| graph[k].clone());
        let mut members = vec![Vec::new(); funcs.len()];
        for (k, &c) in component.iter().enumerate() {
            members[c].push(k);
        }
        // The ABI's roots: the members of a cycle (a function calling itself is one), and
        // the functions whose address is taken, as the callers of a pointer are unknown.
        let mut abi: Vec<bool> = (0..funcs.len())
            .map(|k| members[component[k]].len() > 1 || graph[k].contains(&k))
            .collect();
        for f in funcs {
            for (_, inst) in f.insts().filter(|(_, i)| i.op != Opcode::CALL) {
                for o in &inst.uses {
                    if let Operand::Symbol(name) = o {
                        if let Some(&k) = index.get(*name) {
                            abi[k] = true;
                        }
                    }
                }
            }
        }
        // Everything an ABI function calls follows the ABI too.
        let mut stack: Vec<usize> = (0..funcs.len()).filter(|&k| abi[k]).collect();
        while let Some(f) = stack.pop() {
            for &c in &graph[f] {
                if !std::mem::replace(&mut abi[c], true) {
                    stack.push(c);
                }
            }
        }
        for (k, f) in funcs.iter().enumerate() {
            abi[k] &= f.kind != FunctionKind::Entry;
        }
        let n = funcs.len();
        Linkage {
            index,
            graph,
            component,
            members,
            abi,
            footprints: vec![None; n],
            fixed: vec![None; n],
            code: vec![None; n],
        }
    }

    /// The register limit each device function is compiled under, where a kernel with launch
    /// bounds (or `.maxnreg`) reaches it: ptxas compiles the callees of such a kernel under the
    /// kernel's limit, not `--maxrregcount` (ptxas 13.5, sm_80, `.maxntid 192` with
    /// `.minnctapersm 5` and `--maxrregcount 32`: the kernel's limit is 64 and its callee is
    /// compiled without spilling; `tests/strict_input.rs`). ptxas compiles a copy of the
    /// callee into each kernel under that kernel's limit; ptxra takes the smallest limit of the
    /// kernels that reach it, for the function compiled on its own and for its copies in
    /// kernels alike (`kernel_limit`: `None` for no limit). `None` for a function no
    /// such kernel reaches: it keeps the global `--maxrregcount`.
    pub fn callee_limits(
        &self,
        funcs: &[Function],
        kernel_limit: impl Fn(&Function) -> Option<u32>,
    ) -> Vec<Option<Option<u32>>> {
        let graph = &self.graph;
        let mut limits: Vec<Option<Option<u32>>> = vec![None; funcs.len()];
        let mut bounded = vec![false; funcs.len()];
        for (e, kernel) in funcs.iter().enumerate() {
            if kernel.kind != FunctionKind::Entry {
                continue;
            }
            let limit = kernel_limit(kernel);
            let has_bounds =
                kernel.bounds.overrides_maxrregcount() || kernel.bounds.max_regs.is_some();
            let mut seen = vec![false; funcs.len()];
            let mut stack = graph[e].clone();
            while let Some(f) = stack.pop() {
                if std::mem::replace(&mut seen[f], true) || funcs[f].kind == FunctionKind::Entry {
                    continue;
                }
                bounded[f] |= has_bounds;
                let tighter = match (limits[f].flatten(), limit) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                limits[f] = Some(tighter);
                stack.extend(graph[f].iter().copied());
            }
        }
        limits
            .into_iter()
            .zip(bounded)
            .map(|(l, b)| l.filter(|_| b))
            .collect()
    }

    /// The order functions are compiled in: device functions first, each after the device
    /// functions it calls (recursion breaks the cycle anywhere), then the entries last to first.
    pub fn compile_order(&self, funcs: &[Function]) -> Vec<usize> {
        let graph = &self.graph;
        let device_functions = (0..funcs.len())
            .rev()
            .filter(|&k| funcs[k].kind != FunctionKind::Entry);
        let mut order: Vec<usize> =
            call_graph::callees_first(funcs.len(), device_functions, |k| graph[k].clone())
                .into_iter()
                .filter(|&k| funcs[k].kind != FunctionKind::Entry)
                .collect();
        order.extend(
            (0..funcs.len())
                .rev()
                .filter(|&k| funcs[k].kind == FunctionKind::Entry),
        );
        order
    }

    /// Whether function `k` is a device function stacked on its callers (not an ABI one).
    fn stacked(&self, k: usize) -> bool {
        self.fixed[k].is_some()
    }

    /// The module function `inst` calls, if it is a direct call to one.
    fn callee(&self, inst: &ir::Inst) -> Option<usize> {
        called(inst, &self.index)
    }

    /// Whether a call from function `caller` to function `callee` stays within one cycle of
    /// calls, where the ABI's clobbers hold.
    fn within_cycle(&self, caller: usize, callee: usize) -> bool {
        self.component[caller] == self.component[callee]
    }

    /// What a call into `callee` destroys: for a stacked function its fixed registers, for
    /// an ABI function the footprints of all members of its cycle (a recursive function
    /// reaches every other). `None` while one is not compiled yet.
    fn destroyed_by(&self, callee: usize) -> Option<CallFootprint> {
        if !self.abi[callee] {
            return self.fixed[callee].clone();
        }
        let mut written = std::collections::BTreeSet::new();
        let mut registers = 0;
        for &m in &self.members[self.component[callee]] {
            let fp = self.footprints[m].as_ref()?;
            written.extend(fp.written.iter().copied());
            registers = registers.max(fp.registers);
        }
        Some(CallFootprint {
            written: written.into_iter().collect(),
            registers,
        })
    }

    /// Replaces the ABI clobbers of function `k`'s calls into other components by what
    /// those destroy (with `stack_callees` off, calls to stacked functions keep the ABI's
    /// clobbers, as for a kernel that cannot be allocated around them: see
    /// [`Linkage::stacks_callees`]); returns the highest register count among its callees
    /// compiled on their own, which its own count includes.
    pub fn use_callee_footprints(&self, k: usize, func: &mut Function, stack_callees: bool) -> u32 {
        let mut registers = 0;
        let mut known: HashMap<usize, Option<CallFootprint>> = HashMap::default();
        for b in &mut func.blocks {
            for inst in &mut b.insts {
                let Some(callee) = self.callee(inst) else {
                    continue;
                };
                if self.within_cycle(k, callee) {
                    continue;
                }
                let fp = known
                    .entry(callee)
                    .or_insert_with(|| self.destroyed_by(callee));
                let Some(fp) = fp else {
                    continue;
                };
                registers = registers.max(fp.registers);
                if self.stacked(callee) && !stack_callees {
                    continue;
                }
                inst.clobbers.retain(|c| c.class != RegClass::R);
                inst.clobbers.extend(register_runs(&fp.written));
            }
        }
        registers
    }

    /// Whether function `k` calls a stacked function.
    ///
    /// A kernel that holds many values across such calls under a tight limit can need more
    /// spill rounds than the allocator allows (CuPy's `wright_bessel` at `--maxrregcount
    /// 32`: 137 values live at its peak, spilled one a round); the driver then compiles it
    /// again with the ABI's clobbers on those calls, which spill the values crossing them
    /// at once, and without copies.
    pub fn stacks_callees(&self, k: usize) -> bool {
        self.graph[k].iter().any(|&c| self.stacked(c))
    }

    /// Keeps device function `k`'s code (its calls already prepared) for the copies
    /// compiled into kernels, if it is stacked on its callers.
    pub fn keep_code(&mut self, k: usize, func: &Function) {
        if !self.abi[k] && func.kind != FunctionKind::Entry {
            self.code[k] = Some(func.clone());
        }
    }

    /// Records what compiled device function `k` destroys for its callers. An ABI function:
    /// its own definitions and what its calls destroy, except the calls within its cycle
    /// (the other members' writes are their own footprints) and R16–R31, which it restores.
    /// A stacked function: only its fixed registers and what its calls destroy, as the
    /// rest moves around its callers' values.
    pub fn record(&mut self, k: usize, r: &FunctionResult) {
        let mut written = std::collections::BTreeSet::new();
        let fixed = |v: ir::VReg| r.func.vreg(v).fixed.is_some();
        for (_, inst) in r.func.insts() {
            for &d in inst.defs.iter().filter(|&&d| self.abi[k] || fixed(d)) {
                written.extend(gprs_of(r, d));
            }
            if !self.abi[k] {
                for u in inst.reg_uses().filter(|u| fixed(u.vreg)) {
                    written.extend(gprs_of(r, u.vreg));
                }
            }
            if self.callee(inst).is_some_and(|c| self.within_cycle(k, c)) {
                continue;
            }
            for c in inst.clobbers.iter().filter(|c| c.class == RegClass::R) {
                written.extend(c.first..c.first + c.count);
            }
        }
        written.remove(&1);
        if self.abi[k] {
            written.retain(|r| !ABI_CALLEE_SAVED.contains(r));
        }
        let fp = Some(CallFootprint {
            written: written.into_iter().collect(),
            registers: r.stats.registers,
        });
        if self.abi[k] {
            self.footprints[k] = fp;
        } else {
            self.fixed[k] = fp;
        }
    }

    /// The stacked functions kernel `kernel` reaches through calls between stacked
    /// functions, callers before callees.
    fn stacked_callees(&self, kernel: usize) -> Vec<usize> {
        let stacked_calls = |f: usize| -> Vec<usize> {
            self.graph[f]
                .iter()
                .copied()
                .filter(|&c| self.stacked(c))
                .collect()
        };
        let mut order = call_graph::callees_first(self.graph.len(), [kernel], stacked_calls);
        order.pop(); // the kernel, last in the post-order
        order.reverse();
        order
    }

    /// Compiles a copy of every stacked function `kernel` reaches into it, each avoiding the
    /// registers its callers hold across their calls to it (`compile` compiles one copy of
    /// function `k`); returns what each copy holds and counts.
    pub fn compile_copies(
        &self,
        kernel: usize,
        result: &FunctionResult,
        mut compile: impl FnMut(usize, Function) -> Result<FunctionResult, DriverError>,
    ) -> Result<Vec<CalleeCopy>, DriverError> {
        let callees = self.stacked_callees(kernel);
        if callees.is_empty() {
            return Ok(Vec::new());
        }
        let mut held: HashMap<usize, std::collections::BTreeSet<u16>> = HashMap::default();
        self.hold_across_calls(result, &[], &mut held);
        let mut copies = Vec::new();
        for g in callees {
            let Some(code) = &self.code[g] else {
                continue;
            };
            let own_held: Vec<u16> = held.remove(&g).unwrap_or_default().into_iter().collect();
            let mut copy = code.clone();
            copy.held_by_callers = own_held.clone();
            // A copy that cannot be allocated around what its callers hold (a kernel at its
            // limit) would spill at the limit in ptxas; it counts as the limit, and what it
            // calls is left out.
            let (name, registers) = match compile(g, copy) {
                Err(DriverError::Alloc {
                    function, count, ..
                }) => (function, count),
                r => {
                    let r = r?;
                    self.hold_across_calls(&r, &own_held, &mut held);
                    (r.func.name, r.stats.registers)
                }
            };
            copies.push(CalleeCopy {
                name,
                held: own_held.len() as u32,
                registers,
            });
        }
        Ok(copies)
    }

    /// Adds to `held` what compiled function `r` (itself placed around `r_held`) keeps in
    /// registers across each of its calls to a stacked function.
    ///
    /// The final code has lost its identity copies (`MOV R4, R4`), so a value they defined
    /// has no definition left and seems live from the entry on; its register is accounted
    /// for by the value it was copied from, and such values are left out.
    fn hold_across_calls(
        &self,
        r: &FunctionResult,
        r_held: &[u16],
        held: &mut HashMap<usize, std::collections::BTreeSet<u16>>,
    ) {
        let f = &r.func;
        if !f
            .insts()
            .any(|(_, i)| self.callee(i).is_some_and(|c| self.stacked(c)))
        {
            return;
        }
        let defined = f.def_counts();
        let cfg = Cfg::new(f);
        let liveness = Liveness::compute(f, &cfg);
        let mut cursor = LiveCursor::new(f);
        for b in 0..f.blocks.len() {
            liveness.walk_block(f, BlockId(b as u32), &mut cursor, |at| {
                let Some(callee) = self.callee(at.inst).filter(|&c| self.stacked(c)) else {
                    return;
                };
                let results: Vec<u16> = at.inst.defs.iter().flat_map(|&d| gprs_of(r, d)).collect();
                let set = held.entry(callee).or_default();
                set.extend(r_held.iter().copied());
                for v in at.live_after.iter().filter(|v| defined[v.index()] > 0) {
                    set.extend(gprs_of(r, v).filter(|p| !results.contains(p)));
                }
            });
        }
    }
}

/// `registers` (ascending) as clobbers of consecutive runs.
fn register_runs(registers: &[u16]) -> Vec<ir::Clobber> {
    let mut runs: Vec<ir::Clobber> = Vec::new();
    for &r in registers {
        match runs.last_mut() {
            Some(run) if run.first + run.count == r => run.count += 1,
            _ => runs.push(ir::Clobber {
                class: RegClass::R,
                first: r,
                count: 1,
            }),
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which functions keep the ABI: a cycle of calls and everything it calls, and a
    /// function whose address is taken; the rest are stacked on their callers.
    #[test]
    fn recursion_and_address_taken_functions_keep_the_abi() {
        let leaf = |name: &str| format!(".func {name}()\n{{\n ret;\n}}\n");
        let calling = |name: &str, callees: &[&str]| {
            let calls: String = callees
                .iter()
                .map(|c| format!(" call.uni {c}, ();\n"))
                .collect();
            format!(".func {name}()\n{{\n{calls} ret;\n}}\n")
        };
        let src = [
            ".version 8.0\n.target sm_80\n.address_size 64\n".to_string(),
            leaf("under_cycle"),
            leaf("stacked_leaf"),
            leaf("pointed_to"),
            ".func odd();\n".to_string(),
            calling("even", &["odd", "under_cycle"]),
            calling("odd", &["even"]),
            calling("stacked", &["stacked_leaf"]),
            ".visible .entry k()\n{\n .reg .b64 %rd<2>;\n mov.u64 %rd1, pointed_to;\n \
             call.uni stacked, ();\n call.uni even, ();\n ret;\n}\n"
                .to_string(),
        ]
        .concat();
        let funcs = crate::lower::lower_all_for_test(&src);
        let linkage = Linkage::new(&funcs);
        let abi = |name: &str| linkage.abi[linkage.index[name]];
        for name in ["even", "odd", "under_cycle", "pointed_to"] {
            assert!(abi(name), "{name} keeps the ABI");
        }
        for name in ["stacked", "stacked_leaf", "k"] {
            assert!(!abi(name), "{name} does not");
        }
        let (even, odd) = (linkage.index["even"], linkage.index["odd"]);
        assert!(linkage.within_cycle(even, odd));
        assert!(!linkage.within_cycle(even, linkage.index["under_cycle"]));
    }
}
