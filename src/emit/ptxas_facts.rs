//! What the `-v` lines need from a compiled module beyond per-function statistics: how each
//! entry's register limit was chosen, the call graph, cumulative stack, and the constant
//! banks besides bank 0.

use std::collections::HashMap;

use super::ptxas_v::{FunctionFacts, ModuleFacts, RegLimit};
use crate::driver::{CompileResult, FunctionResult};
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
    let by_name: HashMap<&str, &FunctionResult> = r
        .functions
        .iter()
        .map(|f| (f.stats.name.as_str(), f))
        .collect();
    // `name` and every function it reaches through calls, each once, in visit order.
    fn reachable(
        name: &str,
        by_name: &HashMap<&str, &FunctionResult>,
        callees: &dyn Fn(&Function) -> Vec<String>,
    ) -> Vec<String> {
        let mut seen = vec![name.to_string()];
        let mut next = 0;
        while let Some(n) = seen.get(next).cloned() {
            next += 1;
            if let Some(f) = by_name.get(n.as_str()) {
                for c in callees(&f.func) {
                    if !seen.contains(&c) {
                        seen.push(c);
                    }
                }
            }
        }
        seen
    }
    // Deepest frame over the call graph (cycles cut).
    fn cumulative(
        name: &str,
        by_name: &HashMap<&str, &FunctionResult>,
        seen: &mut Vec<String>,
        callees: &dyn Fn(&Function) -> Vec<String>,
    ) -> u32 {
        let Some(f) = by_name.get(name) else { return 0 };
        if seen.iter().any(|s| s == name) {
            return 0;
        }
        seen.push(name.to_string());
        let deepest = callees(&f.func)
            .iter()
            .map(|c| cumulative(c, by_name, seen, callees))
            .max()
            .unwrap_or(0);
        seen.pop();
        f.stats.stack_frame + deepest
    }
    let info = r.arch.info();
    let functions = r
        .functions
        .iter()
        .map(|f| {
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
            // with them, into the entry's bank 2 (not with `-c`).
            let bank2 = Function::bank2_bytes(
                reachable(&f.stats.name, &by_name, &callees_of)
                    .iter()
                    .filter_map(|n| by_name.get(n.as_str()).map(|r| &r.func)),
            );
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
                cumulative_stack: cumulative(&f.stats.name, &by_name, &mut Vec::new(), &callees_of),
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
