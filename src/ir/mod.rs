//! Machine IR: SASS-like instructions over virtual registers with classes and tuple widths.
//!
//! Invariants (checked by [`verify::verify_function`] after every pass when verification is
//! on): definitions write whole values; uses may read a sub-range of a tuple; tuples (width 2
//! or 4) exist only in R/UR and must be placed at an index that is a multiple of their width;
//! only the last instruction of a block may be an unconditional terminator; the CFG is
//! derived from the instructions ([`Function::successors`]).
//!
//! What an opcode is and does (memory space and access, side effects, purity, latency,
//! uniform form, ...) comes from one table, [`Opcode::info`]; passes ask it instead of
//! listing opcodes of their own. Modifiers are typed tokens ([`Mods`]), asked typed questions,
//! never searched as text.

pub mod decimal;
pub mod encoding;
mod function;
mod inst;
mod intern;
mod mods;
mod opcode;
pub mod print;
mod types;
pub mod verify;

pub use function::{
    Block, Builder, FrameKept, Function, FunctionKind, LaunchBounds, LowBits, Module,
    OutOfRangeBounds, VRegInfo, ValueFacts, WarpLimits,
};
pub use inst::{Clobber, Guard, Inst, InstFlags, Operand, RegUse};
pub use intern::intern_symbol;
pub use mods::{BoolOp, Cmp, Cond, Mod, Mods};
pub use opcode::{Access, AluForm, MemOp, MemSpace, OpClass, OpInfo, Opcode};
pub use types::{BlockId, PerClass, PhysReg, RegClass, VReg};
