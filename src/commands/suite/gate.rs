//! The gate itself: what changed between the baseline and this run, and which of those
//! changes fail it.
//!
//! Every difference becomes one [`Change`] with its metric, old and new values and, for a
//! register change, the occupancy before and after: a register count that grows without
//! losing an occupancy step costs a kernel little, one that crosses a step can cost it a
//! quarter of its warps. A [`Policy`] (from the command line, overridden per manifest line)
//! says which worsened metrics fail the gate; the others are reported as allowed.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use super::Record;

/// The metrics a policy can gate on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FailOn {
    /// More registers than the tolerance allows.
    pub registers: bool,
    /// Lower occupancy.
    pub occupancy: bool,
    /// More spill store or load bytes.
    pub spills: bool,
    /// A bigger stack frame.
    pub stack: bool,
}

impl Default for FailOn {
    fn default() -> FailOn {
        FailOn::ALL
    }
}

impl FailOn {
    /// Every metric fails the gate (the default).
    pub const ALL: FailOn = FailOn {
        registers: true,
        occupancy: true,
        spills: true,
        stack: true,
    };

    /// Parses a comma-separated list of `registers`, `occupancy`, `spills`, `stack` (or
    /// `all`).
    pub fn parse(list: &str) -> Result<FailOn, String> {
        let mut f = FailOn {
            registers: false,
            occupancy: false,
            spills: false,
            stack: false,
        };
        for word in list.split(',').map(str::trim) {
            match word {
                "registers" => f.registers = true,
                "occupancy" => f.occupancy = true,
                "spills" => f.spills = true,
                "stack" => f.stack = true,
                "all" => f = FailOn::ALL,
                other => {
                    return Err(format!(
                        "unknown metric `{other}` in `{list}` (one or more of registers, occupancy, spills, stack, or all)"
                    ))
                }
            }
        }
        Ok(f)
    }
}

/// What fails the gate for one suite entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// Registers a function may grow by before the growth counts against it.
    pub tolerance: u32,
    /// Which worsened metrics fail.
    pub fail_on: FailOn,
}

/// Which way a change goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Worse than the baseline in a metric the policy gates on: fails the gate.
    Regression,
    /// Worse than the baseline, but within the tolerance or in a metric the policy does not
    /// gate on.
    Allowed,
    /// Better than the baseline.
    Improvement,
    /// Not in the baseline (a new input or function): reported, never fails the gate.
    New,
    /// A manifest line whose options were edited: reported, never fails by itself (its
    /// functions are compared with the old line's).
    Changed,
}

impl Direction {
    /// Every direction, in the order reports list them.
    pub const ALL: [Direction; 5] = [
        Direction::Regression,
        Direction::Allowed,
        Direction::Improvement,
        Direction::New,
        Direction::Changed,
    ];
}

/// What a change is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    /// "Used N registers".
    Registers,
    /// Spill store bytes.
    SpillStores,
    /// Spill load bytes.
    SpillLoads,
    /// Stack frame bytes.
    StackFrame,
    /// Occupancy at the kernel's block size, a fraction of the SM's warps.
    Occupancy,
    /// A function appeared or disappeared.
    Function,
    /// An input started or stopped compiling, or left the suite.
    Input,
    /// A manifest line's options.
    Flags,
}

impl Metric {
    /// The name reports print.
    pub fn label(self) -> &'static str {
        match self {
            Metric::Registers => "registers",
            Metric::SpillStores => "spill stores",
            Metric::SpillLoads => "spill loads",
            Metric::StackFrame => "stack frame",
            Metric::Occupancy => "occupancy",
            Metric::Function => "function",
            Metric::Input => "input",
            Metric::Flags => "options",
        }
    }
}

/// A metric's value: a count (registers, bytes) or a fraction (occupancy).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Amount {
    /// Registers or bytes.
    Count(i64),
    /// Occupancy, 0 to 1.
    Fraction(f64),
}

impl std::fmt::Display for Amount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Amount::Count(n) => write!(f, "{n}"),
            Amount::Fraction(x) => write!(f, "{:.1}%", x * 100.0),
        }
    }
}

/// An old and a new value of one metric.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Before {
    /// In the baseline.
    pub old: Amount,
    /// In this run.
    pub new: Amount,
}

/// One difference between a run and the baseline.
#[derive(Clone, Debug, Serialize)]
pub struct Change {
    /// Regression, allowed, improvement, new or changed.
    pub direction: Direction,
    /// The input's label.
    pub input: String,
    /// Its manifest options.
    pub flags: String,
    /// The function (empty for input-level changes).
    pub function: String,
    /// What changed.
    pub metric: Metric,
    /// The baseline's value (numeric metrics only).
    pub old: Option<Amount>,
    /// This run's value (numeric metrics only).
    pub new: Option<Amount>,
    /// `new - old` (numeric metrics only; for occupancy a fraction).
    pub delta: Option<Amount>,
    /// The occupancy before and after, next to every register change: whether the growth
    /// crossed an occupancy step.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub occupancy: Option<Before>,
    /// The options of the baseline's line when the manifest line was edited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub old_flags: Option<String>,
    /// Where the input is, as the suite was given (for the `ptxra explain` hint).
    #[serde(skip)]
    pub path: String,
    /// The change in words, e.g. `registers 32 -> 40 (+8), occupancy 100.0% -> 75.0%`.
    pub message: String,
}

/// How many of `changes` go in direction `d`.
pub fn count(changes: &[Change], d: Direction) -> usize {
    changes.iter().filter(|c| c.direction == d).count()
}

type Key<'a> = (&'a str, &'a str, &'a str);

/// The changes from `baseline` to `current`, in record order. Each current record is
/// judged by its own [`Record::policy`]; a function or input that disappeared always fails.
/// A manifest line whose options were edited (the only line of its input that vanished,
/// while one with other options appeared) is compared with the line it replaced.
pub fn diff<'a>(baseline: &'a [Record], current: &'a [Record]) -> Vec<Change> {
    let edited = edited_lines(baseline, current);
    let renamed: HashMap<(&str, &str), &str> = edited
        .iter()
        .map(|(&(i, new), &old)| ((i, old), new))
        .collect();
    let old: HashMap<Key, &Record> = baseline.iter().map(|r| (r.key(), r)).collect();
    let mut seen: HashSet<Key> = HashSet::new();
    let mut announced: HashSet<(&str, &str)> = HashSet::new();
    let mut out = Vec::new();
    for r in current {
        let (input, flags) = line_of(&edited, r);
        if let Some(&was) = edited.get(&(r.input.as_str(), r.flags.as_str())) {
            if announced.insert((r.input.as_str(), r.flags.as_str())) {
                let mut c = change(
                    Direction::Changed,
                    r,
                    Metric::Flags,
                    format!("options changed from `{was}` to `{}`", r.flags),
                );
                c.function = String::new();
                out.push(c);
            }
        }
        let Some((&key, o)) = old.get_key_value(&(input, flags, r.function.as_str())) else {
            let line_existed = baseline
                .iter()
                .any(|b| b.input == input && b.flags == flags);
            out.push(match &r.error {
                Some(e) if line_existed => change(
                    Direction::Regression,
                    r,
                    Metric::Input,
                    format!("no longer compiles: {e}"),
                ),
                Some(e) => change(
                    Direction::New,
                    r,
                    Metric::Input,
                    format!("new input, fails: {e}"),
                ),
                None => change(Direction::New, r, Metric::Function, "new function".into()),
            });
            continue;
        };
        seen.insert(key);
        compare(o, r, &mut out);
    }
    // Lines of this run, by the baseline line they belong to: whether they failed.
    let mut failed: HashMap<(&str, &str), bool> = HashMap::new();
    for r in current {
        *failed.entry(line_of(&edited, r)).or_default() |= r.error.is_some();
    }
    for o in baseline {
        if seen.contains(&o.key()) {
            continue;
        }
        let message = match failed.get(&(o.input.as_str(), o.flags.as_str())) {
            None => "input no longer in the suite",
            // Reported once, at the input's error record.
            Some(true) => continue,
            Some(false) if o.error.is_some() => "compiles again",
            Some(false) => "function no longer reported",
        };
        let dir = if o.error.is_some() {
            Direction::Improvement
        } else {
            Direction::Regression
        };
        let metric = if o.function.is_empty() || message.starts_with("input") {
            Metric::Input
        } else {
            Metric::Function
        };
        let mut c = change(dir, o, metric, message.into());
        if let Some(&now) = renamed.get(&(o.input.as_str(), o.flags.as_str())) {
            c.flags = now.to_string();
        }
        out.push(c);
    }
    for c in &mut out {
        if let Some(&was) = edited.get(&(c.input.as_str(), c.flags.as_str())) {
            c.old_flags = Some(was.to_string());
        }
    }
    out
}

/// The baseline line (input, options) a current record belongs to: its own, or the one its
/// edited manifest line replaced.
fn line_of<'a>(edited: &HashMap<(&'a str, &'a str), &'a str>, r: &'a Record) -> (&'a str, &'a str) {
    let flags = edited
        .get(&(r.input.as_str(), r.flags.as_str()))
        .copied()
        .unwrap_or(&r.flags);
    (&r.input, flags)
}

/// Manifest lines whose options were edited: for each input whose baseline had exactly one
/// set of options this run does not and this run has exactly one the baseline did not, the
/// new options mapped to the old.
fn edited_lines<'a>(
    baseline: &'a [Record],
    current: &'a [Record],
) -> HashMap<(&'a str, &'a str), &'a str> {
    let lines = |records: &'a [Record]| {
        let mut m: HashMap<&'a str, HashSet<&'a str>> = HashMap::new();
        for r in records {
            m.entry(r.input.as_str())
                .or_default()
                .insert(r.flags.as_str());
        }
        m
    };
    let (old, new) = (lines(baseline), lines(current));
    let mut out = HashMap::new();
    for (input, now) in &new {
        let Some(before) = old.get(input) else {
            continue;
        };
        let gone: Vec<&str> = before.difference(now).copied().collect();
        let added: Vec<&str> = now.difference(before).copied().collect();
        if let ([was], [is]) = (&gone[..], &added[..]) {
            out.insert((*input, *is), *was);
        }
    }
    out
}

/// The metric changes from `o` to `r` (the same function), judged by `r`'s policy.
fn compare(o: &Record, r: &Record, out: &mut Vec<Change>) {
    let p = r.policy;
    let occupancy = match (o.occupancy, r.occupancy) {
        (Some(a), Some(b)) => Some(Before {
            old: Amount::Fraction(a),
            new: Amount::Fraction(b),
        }),
        _ => None,
    };
    for (metric, before, after, gated, slack) in [
        (
            Metric::Registers,
            o.registers,
            r.registers,
            p.fail_on.registers,
            p.tolerance,
        ),
        (
            Metric::SpillStores,
            o.spill_stores,
            r.spill_stores,
            p.fail_on.spills,
            0,
        ),
        (
            Metric::SpillLoads,
            o.spill_loads,
            r.spill_loads,
            p.fail_on.spills,
            0,
        ),
        (
            Metric::StackFrame,
            o.stack_frame,
            r.stack_frame,
            p.fail_on.stack,
            0,
        ),
    ] {
        if before == after {
            continue;
        }
        let delta = i64::from(after) - i64::from(before);
        let dir = if delta < 0 {
            Direction::Improvement
        } else if gated && delta.unsigned_abs() > u64::from(slack) {
            Direction::Regression
        } else {
            Direction::Allowed
        };
        let mut message = format!("{} {before} -> {after} ({delta:+})", metric.label());
        let mut c = change(dir, r, metric, String::new());
        if metric == Metric::Registers {
            if let Some(occ) = occupancy {
                message += &format!(", occupancy {} -> {}", occ.old, occ.new);
                c.occupancy = Some(occ);
            }
        }
        c.old = Some(Amount::Count(before.into()));
        c.new = Some(Amount::Count(after.into()));
        c.delta = Some(Amount::Count(delta));
        c.message = message;
        out.push(c);
    }
    if let (Some(a), Some(b)) = (o.occupancy, r.occupancy) {
        if (a - b).abs() > 1e-9 {
            let dir = if b > a {
                Direction::Improvement
            } else if p.fail_on.occupancy {
                Direction::Regression
            } else {
                Direction::Allowed
            };
            let mut c = change(
                dir,
                r,
                Metric::Occupancy,
                format!(
                    "occupancy {} -> {}",
                    Amount::Fraction(a),
                    Amount::Fraction(b)
                ),
            );
            c.old = Some(Amount::Fraction(a));
            c.new = Some(Amount::Fraction(b));
            c.delta = Some(Amount::Fraction(b - a));
            out.push(c);
        }
    }
}

/// A change of `metric` on `r`'s function, without values.
fn change(direction: Direction, r: &Record, metric: Metric, message: String) -> Change {
    Change {
        direction,
        input: r.input.clone(),
        flags: r.flags.clone(),
        function: r.function.clone(),
        metric,
        old: None,
        new: None,
        delta: None,
        occupancy: None,
        old_flags: None,
        path: r.path.clone(),
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::rec;
    use super::*;

    fn messages(d: &[Change], dir: Direction) -> Vec<&str> {
        d.iter()
            .filter(|c| c.direction == dir)
            .map(|c| c.message.as_str())
            .collect()
    }

    #[test]
    fn worse_numbers_are_regressions_and_better_ones_improvements() {
        let old = vec![
            rec("a.ptx", "k", 32, 0, 1.0),
            rec("b.ptx", "j", 40, 8, 0.75),
        ];
        let new = vec![
            rec("a.ptx", "k", 40, 0, 0.75),
            rec("b.ptx", "j", 38, 0, 0.75),
        ];
        let d = diff(&old, &new);
        assert_eq!(
            messages(&d, Direction::Regression),
            [
                "registers 32 -> 40 (+8), occupancy 100.0% -> 75.0%",
                "occupancy 100.0% -> 75.0%"
            ]
        );
        assert_eq!(count(&d, Direction::Improvement), 4);
        let r = &d[0];
        assert_eq!(
            (r.metric, r.old, r.new, r.delta),
            (
                Metric::Registers,
                Some(Amount::Count(32)),
                Some(Amount::Count(40)),
                Some(Amount::Count(8))
            )
        );
        assert_eq!(
            r.occupancy,
            Some(Before {
                old: Amount::Fraction(1.0),
                new: Amount::Fraction(0.75)
            })
        );
    }

    #[test]
    fn the_tolerance_allows_small_register_growth_only() {
        let old = vec![rec("a.ptx", "k", 32, 0, 1.0)];
        let mut now = rec("a.ptx", "k", 34, 4, 1.0);
        now.policy.tolerance = 2;
        let d = diff(&old, &[now]);
        assert_eq!(
            messages(&d, Direction::Allowed),
            ["registers 32 -> 34 (+2), occupancy 100.0% -> 100.0%"]
        );
        assert!(messages(&d, Direction::Regression)
            .iter()
            .any(|m| m.starts_with("spill stores")));
    }

    #[test]
    fn an_occupancy_gate_fails_only_a_lost_occupancy_step() {
        let gate = Policy {
            tolerance: 0,
            fail_on: FailOn {
                registers: false,
                occupancy: true,
                spills: false,
                stack: false,
            },
        };
        let old = vec![rec("a.ptx", "k", 10, 0, 1.0)];
        let mut same_step = rec("a.ptx", "k", 32, 0, 1.0);
        same_step.policy = gate;
        let d = diff(&old, &[same_step]);
        assert_eq!(count(&d, Direction::Regression), 0, "{d:?}");
        assert_eq!(count(&d, Direction::Allowed), 1);
        let mut lost_step = rec("a.ptx", "k", 40, 8, 0.75);
        lost_step.policy = gate;
        let d = diff(&old, &[lost_step]);
        assert_eq!(
            messages(&d, Direction::Regression),
            ["occupancy 100.0% -> 75.0%"]
        );
    }

    #[test]
    fn vanished_functions_and_failing_inputs_regress() {
        let old = vec![
            rec("a.ptx", "k", 32, 0, 1.0),
            rec("a.ptx", "k2", 32, 0, 1.0),
        ];
        let mut failed = rec("a.ptx", "", 0, 0, 1.0);
        failed.error = Some("boom".into());
        failed.occupancy = None;
        let d = diff(&old, &[failed.clone()]);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(d[0].direction, Direction::Regression);
        assert!(d[0].message.contains("no longer compiles"));
        let d = diff(&old, &old[..1]);
        assert_eq!(d.len(), 1);
        assert_eq!(
            (d[0].function.as_str(), d[0].metric),
            ("k2", Metric::Function)
        );
        assert_eq!(d[0].direction, Direction::Regression);
        // Failing before and compiling now is an improvement; new functions are only new.
        let d = diff(&[failed], &old);
        assert!(d.iter().any(|c| c.direction == Direction::Improvement));
        assert!(d.iter().all(|c| c.direction != Direction::Regression));
    }

    #[test]
    fn an_edited_manifest_line_is_compared_with_the_line_it_replaced() {
        let mut was = rec("a.ptx", "k", 64, 0, 0.5);
        was.flags = "--maxrregcount 64".into();
        let mut is = rec("a.ptx", "k", 48, 0, 0.625);
        is.flags = "--maxrregcount 48".into();
        let d = diff(&[was], &[is]);
        assert_eq!(
            d.iter().map(|c| c.direction).collect::<Vec<_>>(),
            [
                Direction::Changed,
                Direction::Improvement,
                Direction::Improvement
            ],
            "{d:?}"
        );
        assert_eq!(
            d[0].message,
            "options changed from `--maxrregcount 64` to `--maxrregcount 48`"
        );
        assert!(d
            .iter()
            .all(|c| c.old_flags.as_deref() == Some("--maxrregcount 64")));
    }
}
