//! What each PTX ISA version and target has: the version a target needs, the special
//! registers and the instructions the per-family tables leave unchecked but whose
//! existence depends on the version or the target.
//!
//! Versions and targets from sm_75 on were measured with ptxas 13.5, which refuses older
//! targets; the older ones are the PTX ISA's release notes (§13).

use super::table::{Since, ALWAYS};
use crate::ast::Instruction;

const fn since(major: u32, minor: u32, sm: u32) -> Since {
    Since {
        ptx: (major, minor),
        sm,
    }
}

/// The oldest `.version` that knows `.target sm_<number>` (ptxas: "PTX .version 8.0 does
/// not support .target sm_100"); `None` for a target ptxra has no record of.
pub(super) fn min_version_for_target(number: u32, suffix: Option<char>) -> Option<(u32, u32)> {
    Some(match (number, suffix) {
        (50, _) => (4, 0),
        (52, _) => (4, 1),
        (53, _) => (4, 2),
        (60..=62, _) => (5, 0),
        (70, _) => (6, 0),
        (72, _) => (6, 1),
        (75, _) => (6, 3),
        (80, _) => (7, 0),
        (86, _) => (7, 1),
        (87, _) => (7, 4),
        (88, _) => (9, 0),
        (89, _) => (7, 8),
        (90, Some('a')) => (8, 0),
        (90, _) => (7, 8),
        (100 | 101, Some('f')) => (8, 8),
        (100 | 101, _) => (8, 6),
        (103, _) => (8, 8),
        (110, _) => (9, 0),
        (120, _) => (8, 7),
        (121, _) => (8, 8),
        _ => return None,
    })
}

/// Where the special register `name` (with its `%`; `.x`-style components are separate)
/// first exists, if it is one, as ptxas 13.5 accepts them: `%reserved_smem_offset_<n>`
/// exists for `n` of 0 and 1 only. (Their types are not checked: ptxas reads `%tid.x`
/// into a `.u16` and `%gridid` into a `.u32`.)
pub(super) fn special_register(name: &str) -> Option<Since> {
    // `%envreg3`: a decimal number below `count` after the prefix, without leading zeros.
    let numbered = |name: &str, prefix: &str, count: u32| {
        name.strip_prefix(prefix).is_some_and(|n| {
            !n.is_empty()
                && n.bytes().all(|b| b.is_ascii_digit())
                && (n == "0" || !n.starts_with('0'))
                && n.parse::<u32>().is_ok_and(|n| n < count)
        })
    };
    Some(match name {
        "%tid" | "%ntid" | "%ctaid" | "%nctaid" | "%laneid" | "%warpid" | "%nwarpid" | "%smid"
        | "%nsmid" | "%clock" | "%lanemask_eq" | "%lanemask_le" | "%lanemask_lt"
        | "%lanemask_ge" | "%lanemask_gt" | "%clock_hi" | "%globaltimer_lo" | "%globaltimer_hi"
        | "%total_smem_size" | "%dynamic_smem_size" => ALWAYS,
        "%gridid" | "%clock64" | "%globaltimer" => ALWAYS,
        "%aggr_smem_size" => since(8, 1, 90),
        "%current_graph_exec" => since(8, 0, 50),
        "%reserved_smem_offset_begin"
        | "%reserved_smem_offset_end"
        | "%reserved_smem_offset_cap"
        | "%reserved_smem_offset_0"
        | "%reserved_smem_offset_1" => since(7, 6, 80),
        "%clusterid" | "%nclusterid" | "%cluster_ctaid" | "%cluster_nctaid"
        | "%cluster_ctarank" | "%cluster_nctarank" => since(7, 8, 90),
        "%is_explicit_cluster" => since(7, 8, 90),
        _ if numbered(name, "%envreg", 32) => ALWAYS,
        _ if numbered(name, "%pm", 8) => ALWAYS,
        _ if name
            .strip_suffix("_64")
            .is_some_and(|n| numbered(n, "%pm", 8)) =>
        {
            ALWAYS
        }
        _ => return None,
    })
}

/// Where instructions outside the per-family tables first exist, by opcode and
/// modifiers: the version and target ptxas 13.5 requires ("Feature 'discard' requires
/// .target sm_80 or higher", "… requires PTX ISA .version 7.4 or later").
pub(super) fn instruction_since(i: &Instruction) -> Since {
    let first = i.modifiers.first().map(|m| m.as_str());
    match (i.opcode.as_str(), first) {
        ("ldmatrix", _) => since(6, 5, 75),
        ("movmatrix", _) => since(7, 8, 75),
        ("stmatrix", _) => since(7, 8, 90),
        ("wmma", _) => since(6, 0, 70),
        ("mma", _) => since(6, 4, 70),
        ("wgmma", _) => since(8, 0, 90),
        ("cp", Some("async")) if i.has("bulk") => since(8, 0, 90),
        ("cp", Some("async")) => since(7, 0, 80),
        ("cp", Some("reduce")) => since(8, 0, 90),
        ("tensormap", _) => since(8, 3, 90),
        ("red" | "st", Some("async")) => since(8, 1, 90),
        ("mbarrier", _) => since(7, 0, 80),
        ("elect", _) => since(8, 0, 90),
        ("setmaxnreg", _) => since(8, 0, 90),
        ("griddepcontrol", _) => since(7, 8, 90),
        ("getctarank" | "mapa", _) => since(7, 8, 90),
        ("tcgen05", _) => since(8, 6, 100),
        ("fence", Some("proxy")) if i.has("async") => since(8, 0, 90),
        ("fence", Some("proxy")) => since(7, 5, 70),
        ("discard" | "applypriority" | "createpolicy", _) => since(7, 4, 80),
        ("alloca" | "stacksave" | "stackrestore", _) => since(7, 3, 0),
        _ => ALWAYS,
    }
}

/// Targets an instruction exists on only with the architecture-specific feature set.
#[derive(Clone, Copy, Debug)]
pub(super) enum ArchSpecific {
    /// Exactly this `sm_XXa` (`wgmma`: sm_90a; ptxas 13.5 refuses it on sm_100a).
    Only(u32),
    /// Any `sm_XXa` or `sm_XXf` target.
    Any,
}

impl ArchSpecific {
    /// Whether `.target sm_<number><suffix>` has the instruction.
    pub fn accepts(self, number: u32, suffix: Option<char>) -> bool {
        match self {
            ArchSpecific::Only(n) => number == n && suffix == Some('a'),
            ArchSpecific::Any => matches!(suffix, Some('a' | 'f')),
        }
    }

    /// The targets, for messages.
    pub fn describe(self) -> String {
        match self {
            ArchSpecific::Only(n) => format!("`.target sm_{n}a`"),
            ArchSpecific::Any => "an `sm_XXa` or `sm_XXf` `.target`".to_string(),
        }
    }
}

/// The instructions that need an architecture-specific target (ptxas 13.5: "Instruction
/// 'wgmma.fence' not supported on .target 'sm_90'"; `tensormap.replace` is refused on
/// sm_90 and sm_100 and accepted on sm_90a, sm_100a, sm_100f and sm_120a, while
/// `tensormap.cp_fenceproxy` compiles on sm_90).
pub(super) fn arch_specific(i: &Instruction) -> Option<ArchSpecific> {
    let first = i.modifiers.first().map(|m| m.as_str());
    match (i.opcode.as_str(), first) {
        ("wgmma", _) => Some(ArchSpecific::Only(90)),
        ("setmaxnreg" | "tcgen05", _) => Some(ArchSpecific::Any),
        ("tensormap", Some("replace")) => Some(ArchSpecific::Any),
        _ => None,
    }
}
