//! `sm_XX` architecture names: parsing, printing, ordering.
//!
//! ptxas accepts `sm_XY`, `sm_XYa` (architecture-specific features, code runs only on that
//! exact chip) and `sm_XYf` (family-specific features, runs on later chips of the same
//! family). The suffix changes which instructions are legal, never the resource limits the
//! allocator and the occupancy calculator work with, so [`Arch::info`] ignores it.

use std::fmt;
use std::str::FromStr;

use super::sm::{self, SmInfo};

/// The feature-set suffix of an architecture name (`sm_90a`, `sm_100f`).
///
/// Kept so that `Display` round-trips what the user wrote and so later passes can gate
/// `a`-only instructions (wgmma, setmaxnreg) on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum ArchSuffix {
    /// Plain `sm_XY`: forward-compatible code.
    #[default]
    None,
    /// `sm_XYa`: architecture-specific features, runs only on compute capability X.Y.
    A,
    /// `sm_XYf`: family-specific features, runs on the same family from X.Y on.
    F,
}

/// A parsed, supported GPU architecture such as `sm_80` or `sm_90a`.
///
/// Only architectures with an [`SmInfo`] entry can be constructed, so every `Arch` has
/// target data; ordering is by the numeric SM version, then by suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Arch {
    number: u32,
    suffix: ArchSuffix,
}

/// Why an architecture name was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArchError {
    /// The text is not of the form `sm_<digits>[a|f]`.
    #[error("malformed architecture `{0}`: expected sm_XY, sm_XYa or sm_XYf (e.g. sm_80, sm_90a)")]
    Malformed(String),
    /// Well-formed, but ptxra has no target data for it.
    #[error("unsupported architecture `{name}`; supported: {supported}")]
    Unsupported {
        /// The name as written.
        name: String,
        /// Comma-separated list of the supported `sm_XY` names.
        supported: String,
    },
}

impl Arch {
    /// Parses `sm_XY`, `sm_XYa` or `sm_XYf` (case-insensitive prefix), rejecting names
    /// without target data with a message that lists the supported ones.
    pub fn parse(text: &str) -> Result<Arch, ArchError> {
        let malformed = || ArchError::Malformed(text.to_string());
        let rest = text
            .strip_prefix("sm_")
            .or_else(|| text.strip_prefix("SM_"))
            .ok_or_else(malformed)?;
        let (digits, suffix) = match rest.as_bytes().last() {
            Some(b'a') => (&rest[..rest.len() - 1], ArchSuffix::A),
            Some(b'f') => (&rest[..rest.len() - 1], ArchSuffix::F),
            _ => (rest, ArchSuffix::None),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 4 {
            return Err(malformed());
        }
        let number: u32 = digits.parse().map_err(|_| malformed())?;
        if sm::lookup(number).is_none() {
            return Err(ArchError::Unsupported {
                name: text.to_string(),
                supported: supported_list(),
            });
        }
        Ok(Arch { number, suffix })
    }

    /// The numeric SM version: 80 for `sm_80`, 100 for `sm_100a`.
    pub fn number(self) -> u32 {
        self.number
    }

    /// The feature-set suffix as written.
    pub fn suffix(self) -> ArchSuffix {
        self.suffix
    }

    /// The same architecture without its suffix (`sm_90a` → `sm_90`): what resource data
    /// and recorded ptxas results are keyed by.
    pub fn base(self) -> Arch {
        Arch {
            number: self.number,
            suffix: ArchSuffix::None,
        }
    }

    /// The static per-SM data for this architecture (shared by all suffixes).
    pub fn info(self) -> &'static SmInfo {
        // `Arch` values are only built from numbers present in the table (see `parse` and
        // `all`), so the lookup cannot miss; fall back to the first entry rather than panic.
        sm::lookup(self.number).unwrap_or(&sm::TABLE[0])
    }

    /// Every supported architecture, without suffix, in ascending order.
    pub fn all() -> impl Iterator<Item = Arch> {
        sm::TABLE.iter().map(|info| Arch {
            number: info.sm,
            suffix: ArchSuffix::None,
        })
    }
}

fn supported_list() -> String {
    Arch::all()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = match self.suffix {
            ArchSuffix::None => "",
            ArchSuffix::A => "a",
            ArchSuffix::F => "f",
        };
        write!(f, "sm_{}{}", self.number, suffix)
    }
}

impl FromStr for Arch {
    type Err = ArchError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Arch::parse(s)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display_round_trip() {
        for name in ["sm_50", "sm_80", "sm_90a", "sm_100f", "sm_121"] {
            let arch = Arch::parse(name).unwrap();
            assert_eq!(arch.to_string(), name);
        }
        assert_eq!(Arch::parse("sm_90a").unwrap().base().to_string(), "sm_90");
        assert_eq!(Arch::parse("sm_90a").unwrap().info().sm, 90);
    }

    #[test]
    fn ordering_is_numeric() {
        let a = |s| Arch::parse(s).unwrap();
        assert!(a("sm_90") < a("sm_100"));
        assert!(a("sm_90") < a("sm_90a"));
        assert!(a("sm_52") < a("sm_120"));
    }

    #[test]
    fn errors_are_typed() {
        assert!(matches!(Arch::parse("sm_"), Err(ArchError::Malformed(_))));
        assert!(matches!(
            Arch::parse("compute_80"),
            Err(ArchError::Malformed(_))
        ));
        assert!(matches!(Arch::parse("sm_8x"), Err(ArchError::Malformed(_))));
        let err = Arch::parse("sm_99").unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("sm_99") && msg.contains("sm_80") && msg.contains("sm_121"));
    }

    #[test]
    fn all_is_sorted() {
        let all: Vec<Arch> = Arch::all().collect();
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }
}
