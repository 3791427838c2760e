//! Property test of the allocator against the independent checker: random machine functions
//! (loops, diamonds, pairs and quads, predicates, guarded definitions, values undefined on
//! some paths, calls with fixed ABI registers and clobbers) under random budgets, tight ones
//! included, spilling to local memory and (in some cases) to shared-memory slots first, with
//! each of the allocators (fat-point, graph colouring, greedy). Every allocation that
//! succeeds must verify; a budget that cannot be met must end in the allocation-failure
//! error, never in a panic or a wrong allocation.
//!
//! `cargo test` runs a short time-boxed sample; `scripts/fuzz.sh` runs it for longer with
//! `PTXRA_FUZZ_CASES`.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use ptxra::check::{check_allocation_against, Assignment, Limits};
use ptxra::ir::{
    verify::verify_function, Clobber, Cmp, Cond, Function, FunctionKind, Guard, Inst, Mods, Opcode,
    Operand, PerClass, RegClass, RegUse, VReg,
};
use ptxra::knobs::Settings;
use ptxra::regalloc::{allocate, AllocError, AllocOptions, AllocatorKind};

/// One generated instruction, before block structure is applied.
#[derive(Clone, Debug)]
enum Step {
    /// Define a value of width 1, 2 or 4 (class R) from up to three earlier values.
    Def { width: u8, srcs: Vec<usize> },
    /// Define a predicate comparing two earlier values.
    Pred { srcs: Vec<usize> },
    /// Store an earlier value (a use with no definition).
    Use { src: usize },
    /// A guarded redefinition of an earlier value.
    Guarded { target: usize, pred: usize },
    /// A call with two arguments in fixed registers and a fixed result.
    Call { args: Vec<usize> },
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => (prop_oneof![6 => Just(1u8), 2 => Just(2u8), 1 => Just(4u8)], prop::collection::vec(any::<usize>(), 0..3))
            .prop_map(|(width, srcs)| Step::Def { width, srcs }),
        1 => prop::collection::vec(any::<usize>(), 2).prop_map(|srcs| Step::Pred { srcs }),
        2 => any::<usize>().prop_map(|src| Step::Use { src }),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(target, pred)| Step::Guarded { target, pred }),
        1 => prop::collection::vec(any::<usize>(), 2).prop_map(|args| Step::Call { args }),
    ]
}

/// A block: its steps and how it ends (0 = fall through, 1 = conditional branch back or
/// forward, 2 = unconditional forward branch).
#[derive(Clone, Debug)]
struct BlockSpec {
    steps: Vec<Step>,
    end: u8,
    target: usize,
}

/// Blocks, the GPR budget, and the shared-memory spill slots (0: local memory only).
fn function_spec() -> impl Strategy<Value = (Vec<BlockSpec>, u16, u32)> {
    let block = (prop::collection::vec(step(), 1..12), 0u8..3, any::<usize>())
        .prop_map(|(steps, end, target)| BlockSpec { steps, end, target });
    (
        prop::collection::vec(block, 1..7),
        prop_oneof![Just(6u16), Just(10u16), 8u16..40, Just(253u16)],
        prop_oneof![3 => Just(0u32), 1 => 1u32..6],
    )
}

/// Builds a verifier-clean function from the spec.
fn build(blocks: &[BlockSpec]) -> Function {
    let mut f = Function::new("fuzz", FunctionKind::Entry);
    let n = blocks.len();
    for i in 0..=n {
        f.add_block(format!("b{i}"));
    }
    let mut values: Vec<VReg> = Vec::new();
    let mut preds: Vec<VReg> = Vec::new();
    let pick = |pool: &Vec<VReg>, k: usize| -> Option<VReg> {
        (!pool.is_empty()).then(|| pool[k % pool.len()])
    };
    for (b, spec) in blocks.iter().enumerate() {
        let mut insts = Vec::new();
        for s in &spec.steps {
            match s {
                Step::Def { width, srcs } => {
                    let v = f.new_vreg(RegClass::R, *width);
                    let uses = srcs
                        .iter()
                        .filter_map(|k| pick(&values, *k))
                        .map(|u| Operand::Reg(RegUse::whole(u)))
                        .collect();
                    insts.push(Inst::new(Opcode::IADD3, Mods::NONE, vec![v], uses));
                    values.push(v);
                }
                Step::Pred { srcs } => {
                    let p = f.new_vreg(RegClass::P, 1);
                    let uses = srcs
                        .iter()
                        .filter_map(|k| pick(&values, *k))
                        .map(|u| Operand::Reg(RegUse::part(u, 0, 1)))
                        .collect();
                    insts.push(Inst::new(Opcode::ISETP, Cmp::new(Cond::LT), vec![p], uses));
                    preds.push(p);
                }
                Step::Use { src } => {
                    if let Some(u) = pick(&values, *src) {
                        insts.push(Inst::new(
                            Opcode::STS,
                            Mods::NONE,
                            vec![],
                            vec![
                                Operand::Mem {
                                    base: None,
                                    offset: 0,
                                },
                                Operand::Reg(RegUse::whole(u)),
                            ],
                        ));
                    }
                }
                Step::Guarded { target, pred } => {
                    if let (Some(t), Some(p)) = (pick(&values, *target), pick(&preds, *pred)) {
                        let mut i =
                            Inst::new(Opcode::MOV, Mods::NONE, vec![t], vec![Operand::Imm(1)]);
                        i.guard = Some(Guard {
                            pred: p,
                            negated: false,
                        });
                        insts.push(i);
                    }
                }
                Step::Call { args } => {
                    let mut uses = vec![Operand::Symbol("callee")];
                    for (k, a) in args.iter().enumerate() {
                        if let Some(src) = pick(&values, *a) {
                            let fixed = f.new_vreg(RegClass::R, 1);
                            f.vregs[fixed.index()].fixed = Some(4 + k as u16);
                            insts.push(Inst::new(
                                Opcode::MOV,
                                Mods::NONE,
                                vec![fixed],
                                vec![Operand::Reg(RegUse::part(src, 0, 1))],
                            ));
                            uses.push(Operand::Reg(RegUse::whole(fixed)));
                        }
                    }
                    let ret = f.new_vreg(RegClass::R, 1);
                    f.vregs[ret.index()].fixed = Some(4);
                    let mut call = Inst::new(Opcode::CALL, Mods::NONE, vec![ret], uses);
                    call.clobbers = vec![
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
                            count: 200,
                        },
                        Clobber {
                            class: RegClass::P,
                            first: 0,
                            count: 7,
                        },
                    ]
                    .into();
                    insts.push(call);
                    let copy = f.new_vreg(RegClass::R, 1);
                    insts.push(Inst::new(
                        Opcode::MOV,
                        Mods::NONE,
                        vec![copy],
                        vec![Operand::Reg(RegUse::whole(ret))],
                    ));
                    values.push(copy);
                }
            }
        }
        let target = ptxra::ir::BlockId::new(spec.target % (n + 1));
        match spec.end {
            1 if !preds.is_empty() => {
                let mut br = Inst::new(
                    Opcode::BRA,
                    Mods::NONE,
                    vec![],
                    vec![Operand::Block(target)],
                );
                br.guard = Some(Guard {
                    pred: preds[spec.target % preds.len()],
                    negated: false,
                });
                insts.push(br);
            }
            2 if target.index() > b => insts.push(Inst::new(
                Opcode::BRA,
                Mods::NONE,
                vec![],
                vec![Operand::Block(target)],
            )),
            _ => {}
        }
        f.blocks[b].insts = insts;
    }
    f.blocks[n]
        .insts
        .push(Inst::new(Opcode::EXIT, Mods::NONE, vec![], vec![]));
    f
}

fn limits(opts: &AllocOptions) -> Limits {
    Limits {
        max_index: opts.limits(),
        reserved: PerClass::from_fn(|c| if c == RegClass::R { vec![1] } else { vec![] }),
    }
}

fn run(cases: u32) {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let sm80 = ptxra::target::Arch::parse("sm_80").map(|a| a.info());
    let Ok(info) = sm80 else {
        panic!("sm_80 is a known arch")
    };
    let spec = (function_spec(), 0usize..AllocatorKind::ALL.len());
    let outcome = runner.run(&spec, |((blocks, budget, smem_slots), kind)| {
        let f = build(&blocks);
        prop_assert!(verify_function(&f).is_ok(), "generator produced invalid IR");
        let mut opts = AllocOptions::new(info, 255, Settings::default());
        opts.limits[RegClass::R] = budget;
        opts.smem_spill_slots = smem_slots;
        opts.allocator = AllocatorKind::ALL[kind];
        match allocate(&f, &opts) {
            Ok(a) => {
                let claim = Assignment {
                    regs: a.regs.clone(),
                    origin: a.origin.clone(),
                };
                if let Err(e) = check_allocation_against(&a.func, &claim, &limits(&opts), &f) {
                    prop_assert!(
                        false,
                        "{} allocator: {}\n{}\n-- allocated from --\n{}",
                        opts.allocator.name(),
                        e,
                        ptxra::ir::print::print_function(&a.func),
                        ptxra::ir::print::print_function(&f)
                    );
                }
            }
            Err(AllocError::Failed { .. }) => {}
        }
        Ok(())
    });
    if let Err(e) = outcome {
        panic!("{e}");
    }
}

#[test]
fn random_functions_allocate_and_verify() {
    let cases = std::env::var("PTXRA_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    run(cases);
}
