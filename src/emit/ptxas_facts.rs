//! What the `-v` lines need from a compiled module beyond per-function statistics: how each
//! entry's register limit was chosen, the call graph, cumulative stack, and the constant
//! banks besides bank 0.

use std::collections::{HashMap, HashSet};

use super::ptxas_v::{FunctionFacts, ModuleFacts, RegLimit};
use crate::analysis::call_graph;
use crate::driver::CompileResult;
use crate::ir::{self, Function};
use crate::regalloc;

/// The module facts the `ptxas -v` report needs beyond per-function statistics: how each
/// entry's register limit was chosen (and the warning for an ignored `.minnctapersm`),
/// call graph, cumulative stack, and the constant banks besides bank 0 (3: `.const`
/// data, 4: `.global` addresses, 2 per entry: constants its code cannot encode).
pub fn module_facts(r: &CompileResult) -> ModuleFacts {
    let callees_of = |f: &Function| -> Vec<String> {
        let mut c: Vec<String> = f
            .insts()
            .filter(|(_, i)| i.op == ir::Opcode::CALL)
            .flat_map(|(_, i)| {
                i.uses.iter().filter_map(|o| match o {
                    // ptxas's internal subroutines are not functions of the module.
                    ir::Operand::Symbol(s) if !crate::target::Subroutine::is_internal_name(s) => {
                        Some(s.to_string())
                    }
                    _ => None,
                })
            })
            .collect();
        c.sort();
        c.dedup();
        c
    };
    // Functions by index (a name defined twice: its last definition).
    let index: HashMap<&str, usize> = r
        .functions
        .iter()
        .enumerate()
        .map(|(k, f)| (f.stats.name.as_str(), k))
        .collect();
    let calls: Vec<Vec<usize>> = r
        .functions
        .iter()
        .map(|f| {
            callees_of(&f.func)
                .iter()
                .filter_map(|c| index.get(c.as_str()).copied())
                .collect()
        })
        .collect();
    let cumulative = cumulative_stacks(r, &calls);
    // `k` and every function it reaches through calls, each once.
    let reachable = |k: usize| -> Vec<usize> {
        let mut seen = HashSet::from([k]);
        let mut found = vec![k];
        let mut next = 0;
        while let Some(&f) = found.get(next) {
            next += 1;
            for &c in &calls[f] {
                if seen.insert(c) {
                    found.push(c);
                }
            }
        }
        found
    };
    let info = r.arch.info();
    let functions = r
        .functions
        .iter()
        .enumerate()
        .map(|(k, f)| {
            let b = &f.func.bounds;
            let launch_bounds_warning = (f.func.kind == ir::FunctionKind::Entry)
                .then(|| {
                    b.ignored_threads_warning(&f.stats.name).or_else(|| {
                        regalloc::budget::ignored_min_blocks_warning(info, &f.stats.name, b)
                    })
                })
                .flatten();
            // An ignored `.minnctapersm` leaves plain launch bounds (no "Overriding" line).
            let reg_limit = if b.min_blocks.is_some()
                && b.block_size().is_some()
                && launch_bounds_warning.is_none()
            {
                RegLimit::FromThreadCount(f.budget)
            } else if b.block_size().is_some() {
                RegLimit::LaunchBounds
            } else {
                RegLimit::Global
            };
            // ptxas inlines the device functions an entry reaches, and their constants
            // with them, into the entry's bank 2 (not with `-c`). Only an entry reports it.
            let bank2 = if f.func.kind == ir::FunctionKind::Entry {
                Function::bank2_bytes(reachable(k).into_iter().map(|c| &r.functions[c].func))
            } else {
                0
            };
            let bank = |bytes: u32| {
                if bytes > 0 {
                    vec![(2, bytes)]
                } else {
                    Vec::new()
                }
            };
            FunctionFacts {
                name: f.stats.name.clone(),
                reg_limit,
                cumulative_stack: cumulative[k],
                const_banks: bank(bank2),
                own_const_banks: bank(Function::bank2_bytes([&f.func])),
                callees: callees_of(&f.func),
                launch_bounds_warning,
            }
        })
        .collect();
    ModuleFacts {
        arch: r.arch,
        gmem_bytes: r.global_bytes,
        const_banks: [(3, r.const_bytes), (4, r.global_address_bytes)]
            .into_iter()
            .filter(|&(_, bytes)| bytes > 0)
            .collect(),
        functions,
    }
}

/// Each function's frame plus the deepest frame its calls reach (`calls[k]`: the functions
/// `k` calls, by index), computed callees first. A function that reaches recursion has no
/// static bound, and ptxas then prints no cumulative size ("Stack size for entry function
/// 'k' cannot be statically determined"): 0 for it.
fn cumulative_stacks(r: &CompileResult, calls: &[Vec<usize>]) -> Vec<u32> {
    let n = calls.len();
    let callees = |k: usize| calls[k].clone();
    let recursive = call_graph::reaches_recursion(n, callees);
    let mut cumulative = vec![0u32; n];
    for k in call_graph::callees_first(n, 0..n, callees) {
        if recursive[k] {
            continue;
        }
        let deepest = calls[k].iter().map(|&c| cumulative[c]).max().unwrap_or(0);
        cumulative[k] = r.functions[k].stats.stack_frame + deepest;
    }
    cumulative
}
