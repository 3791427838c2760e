//! Calls between the functions of a module in whole-program mode (ptxas's default): device
//! functions are compiled before their callers, so that a call clobbers only the registers
//! its callee writes and the caller's count includes the callee's, as ptxas compiles a clone
//! of the callee into each kernel.

use rustc_hash::FxHashMap as HashMap;

use super::FunctionResult;
use crate::analysis::call_graph;
use crate::ir::{self, Function, FunctionKind, Opcode, Operand, RegClass};

/// The registers a compiled device function writes, which its callers' values must avoid
/// across a call in whole-program mode.
#[derive(Clone, Debug, Default)]
pub struct CallFootprint {
    /// GPRs written (its call clobbers included), R1 excluded.
    written: Vec<u16>,
    /// The function's ptxas register count.
    registers: u32,
}

/// The functions each of `funcs` calls directly, by index.
fn direct_callees(funcs: &[Function]) -> Vec<Vec<usize>> {
    let index: HashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(k, f)| (f.name.as_str(), k))
        .collect();
    funcs
        .iter()
        .map(|f| {
            f.insts()
                .filter(|(_, i)| i.op == Opcode::CALL)
                .flat_map(|(_, i)| i.uses.iter())
                .filter_map(|o| match o {
                    Operand::Symbol(name) => index.get(*name).copied(),
                    _ => None,
                })
                .collect()
        })
        .collect()
}

/// The register limit each device function is compiled under, where a kernel with launch
/// bounds (or `.maxnreg`) reaches it: ptxas compiles the callees of such a kernel under the
/// kernel's limit, not `--maxrregcount` (ptxas 13.5, sm_80, `.maxntid 192` with
/// `.minnctapersm 5` and `--maxrregcount 32`: the kernel's limit is 64 and its callee is
/// compiled without spilling; `tests/strict_input.rs`). ptxas compiles a copy of the
/// callee into each kernel; ptxra compiles it once, so it takes the smallest limit of the
/// kernels that reach it (`kernel_limit`: `None` for no limit). `None` for a function no
/// such kernel reaches: it keeps the global `--maxrregcount`.
pub fn callee_limits(
    funcs: &[Function],
    kernel_limit: impl Fn(&Function) -> Option<u32>,
) -> Vec<Option<Option<u32>>> {
    let graph = direct_callees(funcs);
    let mut limits: Vec<Option<Option<u32>>> = vec![None; funcs.len()];
    let mut bounded = vec![false; funcs.len()];
    for (e, kernel) in funcs.iter().enumerate() {
        if kernel.kind != FunctionKind::Entry {
            continue;
        }
        let limit = kernel_limit(kernel);
        let has_bounds = kernel.bounds.overrides_maxrregcount() || kernel.bounds.max_regs.is_some();
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
pub fn compile_order(funcs: &[Function]) -> Vec<usize> {
    let graph = direct_callees(funcs);
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

/// The first callee-saved GPR of the CUDA ABI.
const ABI_CALLEE_SAVED_FIRST: u16 = 16;

/// Replaces the ABI clobbers of `func`'s calls to compiled device functions by the registers
/// those functions write (when they write only caller-saved ones); returns the highest
/// register count among the callees, which the caller's count includes.
pub fn use_callee_footprints(
    func: &mut Function,
    footprints: &HashMap<String, CallFootprint>,
) -> u32 {
    let mut registers = 0;
    for b in &mut func.blocks {
        for inst in &mut b.insts {
            if inst.op != Opcode::CALL {
                continue;
            }
            let Some(fp) = inst.uses.iter().find_map(|o| match o {
                Operand::Symbol(name) => footprints.get(*name),
                _ => None,
            }) else {
                continue;
            };
            registers = registers.max(fp.registers);
            // A callee that writes only below R16 is clobbered where it writes; a bigger one
            // keeps the ABI's clobbers (ptxas then saves the caller's values on the stack
            // around the call, as its cumulative stack sizes show). Measured on the corpus,
            // the small-callee rule alone matches ptxas best.
            if fp
                .written
                .last()
                .is_some_and(|&r| r >= ABI_CALLEE_SAVED_FIRST)
            {
                continue;
            }
            inst.clobbers.retain(|c| c.class != RegClass::R);
            let mut k = 0;
            while k < fp.written.len() {
                let first = fp.written[k];
                let mut count = 1;
                while k + (count as usize) < fp.written.len()
                    && fp.written[k + count as usize] == first + count
                {
                    count += 1;
                }
                inst.clobbers.push(ir::Clobber {
                    class: RegClass::R,
                    first,
                    count,
                });
                k += count as usize;
            }
        }
    }
    registers
}

/// What a compiled device function writes (and what its own calls clobber).
pub fn footprint(r: &FunctionResult) -> CallFootprint {
    let mut written = std::collections::BTreeSet::new();
    for (_, inst) in r.func.insts() {
        for d in &inst.defs {
            if let Some(p) = r.regs.get(d.index()).copied().flatten() {
                if p.class == RegClass::R {
                    for k in 0..u16::from(r.func.vreg(*d).width) {
                        written.insert(p.index + k);
                    }
                }
            }
        }
        for c in inst.clobbers.iter().filter(|c| c.class == RegClass::R) {
            written.extend(c.first..c.first + c.count);
        }
    }
    written.remove(&1);
    CallFootprint {
        written: written.into_iter().collect(),
        registers: r.stats.registers,
    }
}
