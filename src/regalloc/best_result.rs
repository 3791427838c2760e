//! The best-result comparison run after every allocation attempt of a class.
//!
//! From `ptxas-spill-mechanism.txt` ("Best-result comparison"): the per-class driver records
//! every attempt and keeps the best one, which the final fallback starts from when no attempt
//! met the budget. In our words:
//!
//! * an attempt within the budget beats one over it;
//! * between two attempts within the budget, fewer registers win, then lower peak pressure,
//!   then lower spill cost (the seed's density key, 128 / registers, orders exactly like the
//!   register count, so it adds nothing here);
//! * between two attempts over the budget, lower cost wins, then lower peak pressure, then
//!   fewer registers. The cost of a failed attempt is the spill cost it already paid plus the
//!   cost of spilling the values that did not fit — what the fallback would pay to finish
//!   from it — so a cheap attempt that left expensive values unplaced does not win.

/// What one attempt achieved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AttemptSummary {
    /// Registers the attempt needed (highest register + 1, unplaced values included).
    pub needed: u32,
    /// The class budget.
    pub budget: u32,
    /// Peak pressure of the class in the attempted code.
    pub max_pressure: u32,
    /// Spill cost paid plus, for a failed attempt, the cost of spilling what did not fit.
    pub cost: f64,
}

impl AttemptSummary {
    /// Whether the attempt met the budget.
    pub fn fits(&self) -> bool {
        self.needed <= self.budget
    }

    /// Whether `self` is a better result than `best` (the seed's comparison).
    pub fn better_than(&self, best: &AttemptSummary) -> bool {
        match (self.fits(), best.fits()) {
            (true, false) => true,
            (false, true) => false,
            (true, true) => {
                (self.needed, self.max_pressure) < (best.needed, best.max_pressure)
                    || ((self.needed, self.max_pressure) == (best.needed, best.max_pressure)
                        && self.cost < best.cost)
            }
            (false, false) => match self.cost.total_cmp(&best.cost) {
                std::cmp::Ordering::Less => true,
                std::cmp::Ordering::Greater => false,
                std::cmp::Ordering::Equal => {
                    (self.max_pressure, self.needed) < (best.max_pressure, best.needed)
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(needed: u32, max_pressure: u32, cost: f64) -> AttemptSummary {
        AttemptSummary {
            needed,
            budget: 30,
            max_pressure,
            cost,
        }
    }

    #[test]
    fn fitting_beats_not_fitting_whatever_the_cost() {
        assert!(s(30, 40, 1e9).better_than(&s(31, 20, 0.0)));
        assert!(!s(31, 20, 0.0).better_than(&s(30, 40, 1e9)));
    }

    #[test]
    fn within_budget_fewer_registers_then_pressure_then_cost() {
        assert!(s(20, 40, 100.0).better_than(&s(22, 10, 0.0)));
        assert!(s(20, 18, 100.0).better_than(&s(20, 19, 0.0)));
        assert!(s(20, 18, 1.0).better_than(&s(20, 18, 2.0)));
        assert!(!s(20, 18, 2.0).better_than(&s(20, 18, 2.0)));
    }

    #[test]
    fn over_budget_cost_then_pressure_then_registers() {
        assert!(s(40, 50, 10.0).better_than(&s(32, 31, 11.0)));
        assert!(s(40, 31, 10.0).better_than(&s(32, 32, 10.0)));
        assert!(s(32, 31, 10.0).better_than(&s(40, 31, 10.0)));
        assert!(!s(40, 31, 10.0).better_than(&s(40, 31, 10.0)));
    }
}
