//! Control flow and the miscellaneous instructions (PTX ISA §9.7.12, §9.7.19): branches,
//! calls, returns and traps take few modifiers and no types.

use super::table::{form, opt, req, Entry, Form, Opnd::*};
use super::types::U32_ONLY;

/// `bra`, `call`, `ret`: optionally `.uni`.
const UNI: &[Form] = &[form(&[], &[opt(&["uni"])], &[])];
/// `brx.idx`.
const BRX: &[Form] = &[form(&[], &[req(&["idx"]), opt(&["uni"])], &[])];
/// `exit`, `trap`, `brkpt`: nothing.
const PLAIN: &[Form] = &[form(&[], &[], &[])];
/// `nanosleep.u32` (sm_70).
const NANOSLEEP: &[Form] = &[form(&[U32_ONLY], &[], &[Ty]).since(6, 3, 70)];

/// The control-flow instructions' forms.
pub(super) fn entry(opcode: &str) -> Option<Entry> {
    Some(Entry::of(match opcode {
        "bra" | "call" | "ret" => UNI,
        "brx" => BRX,
        "exit" | "trap" | "brkpt" => PLAIN,
        "nanosleep" => NANOSLEEP,
        _ => return None,
    }))
}
