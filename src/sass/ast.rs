//! What `nvdisasm` prints, as data: functions, labels and instructions with typed operands,
//! and the life-range columns of `-plr` when present. Nothing here knows what an opcode
//! does; the lifter ([`super::lift`]) gives the operands their roles.

use crate::ir::RegClass;

/// A disassembled cubin: its target and functions in the order nvdisasm printed them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    /// `.target sm_XX` of the listing, when printed (e.g. `sm_80`).
    pub target: Option<String>,
    /// Every function with code (`.text.NAME` sections).
    pub functions: Vec<SassFunction>,
}

/// One function's code: a `.text.NAME` section.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SassFunction {
    /// The function's name (the section's suffix).
    pub name: String,
    /// A kernel (`STO_CUDA_ENTRY`), not a device function.
    pub entry: bool,
    /// `SHI_REGISTERS=N` from the section info: the registers ptxas gave the function.
    pub shi_registers: Option<u32>,
    /// Labels and instructions in address order.
    pub items: Vec<Item>,
    /// Line of the section header in the text (1-based).
    pub line: u32,
}

impl SassFunction {
    /// The highest live count nvdisasm printed for `class` (`None` without `-plr`).
    pub fn life_range_peak(&self, class: RegClass) -> Option<u32> {
        self.insts()
            .flat_map(|i| i.live.iter())
            .filter(|c| c.class == class)
            .map(|c| c.count.unwrap_or(0))
            .max()
    }

    /// The instructions in address order.
    pub fn insts(&self) -> impl Iterator<Item = &SassInst> {
        self.items.iter().filter_map(|i| match i {
            Item::Inst(inst) => Some(inst),
            Item::Label(_) => None,
        })
    }
}

/// A label or an instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// `.L_x_3:` (or the function's own name): a branch target.
    Label(String),
    /// An instruction.
    Inst(SassInst),
}

/// One instruction, `/*0090*/ @!P0 LDG.E.64 R2, [R4.64+0x10] ;`.
#[derive(Clone, Debug, PartialEq)]
pub struct SassInst {
    /// The address in the `/*addr*/` comment.
    pub addr: u32,
    /// Line in the text (1-based).
    pub line: u32,
    /// `@P0` / `@!UP1` guard: the predicate register (class P or UP, `PT` as index
    /// [`Reg::ZERO`]) and whether it is negated.
    pub guard: Option<(Reg, bool)>,
    /// The mnemonic without modifiers (`LDG`).
    pub opcode: String,
    /// The dotted modifiers in printed order, without dots (`["E", "64"]`).
    pub mods: Vec<String>,
    /// Operands in printed order.
    pub operands: Vec<SassOperand>,
    /// The `(*"..."*)` notes printed before the `;`, without the quoting: ptxas marks its
    /// spill code `SpillRefill` (telling spill loads and stores from the program's own) and
    /// lists an indirect branch's targets (`BRANCH_TARGETS .L_x_51,.L_x_52`).
    pub notes: Vec<String>,
    /// The life-range columns printed for this line (`-plr`), per register file.
    pub live: Vec<LiveColumn>,
}

/// A register as printed: class and number. The zero/true registers `RZ`, `URZ`, `PT`,
/// `UPT` have index [`Reg::ZERO`]; `SRZ` is a special register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    /// Register file: `R`, `UR`, `P`, `UP` or `B`.
    pub class: RegClass,
    /// Register number.
    pub index: u16,
}

impl Reg {
    /// The index of `RZ`, `URZ`, `PT` and `UPT`.
    pub const ZERO: u16 = u16::MAX;

    /// Whether this is `RZ`/`URZ`/`PT`/`UPT`.
    pub fn is_zero(self) -> bool {
        self.index == Reg::ZERO
    }
}

/// A register operand with its printed decorations.
#[derive(Clone, Debug, PartialEq)]
pub struct RegOperand {
    /// The register.
    pub reg: Reg,
    /// `-R2`.
    pub neg: bool,
    /// `|R2|`.
    pub abs: bool,
    /// `!P0` / `~R2`.
    pub not: bool,
    /// Dotted suffixes in order, without dots and without `reuse` (`R2.64` → `["64"]`,
    /// `R2.H1_H1` → `["H1_H1"]`, `R3.B1` → `["B1"]`).
    pub suffixes: Vec<String>,
    /// `.reuse` (an operand-cache hint, no meaning for allocation).
    pub reuse: bool,
}

impl RegOperand {
    /// `reg` as printed bare: no decorations, no suffixes.
    pub fn new(reg: Reg) -> RegOperand {
        RegOperand {
            reg,
            neg: false,
            abs: false,
            not: false,
            suffixes: Vec::new(),
            reuse: false,
        }
    }
}

/// A memory address `[R2.64+UR4+0x10]`, optionally with a descriptor `desc[UR4][...]`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Address {
    /// `desc[URk]` before the brackets (sm_90+ global accesses).
    pub desc: Option<Reg>,
    /// The per-thread base register with its suffixes (`R2.64`, `R2.U32`).
    pub base: Option<RegOperand>,
    /// A uniform base or index register (`[R2+UR4]`, `[UR4]`), with suffixes.
    pub ubase: Option<RegOperand>,
    /// The byte offset (may be negative: `[R1+-0x4]` is not printed, `[R2+-0x10]` can be).
    pub offset: i64,
}

/// One operand.
#[derive(Clone, Debug, PartialEq)]
pub enum SassOperand {
    /// A register (including `RZ`, `URZ`, `PT`, `UPT`, `!PT`).
    Reg(RegOperand),
    /// An integer immediate (`0x1`, `-0x4`, `0x7fffffff`).
    Imm(i64),
    /// A floating-point immediate as printed (`2.384185791015625e-07`, `+INF`, `-QNAN`),
    /// with the register-like decoration of `-` folded into the text.
    Float(String),
    /// A constant-bank operand `c[0x0][0x160]`, `c[0x3][R2+0x10]`, `cx[UR4][0x0]`.
    CBank {
        /// The bank number (`None` when the bank is a register: `cx[UR4]`).
        bank: Option<u8>,
        /// A uniform register selecting the bank (`cx[UR4][...]`).
        bank_reg: Option<Reg>,
        /// A register added to the offset (`c[0x3][R2+0x10]`).
        index: Option<RegOperand>,
        /// The byte offset.
        offset: i64,
        /// `-c[0x0][0x16c]`: negated (a source of a floating-point or integer add).
        neg: bool,
    },
    /// A memory address in brackets.
    Mem(Address),
    /// A branch or call target, `` `(.L_x_3) `` (the label's name without the quoting).
    Label(String),
    /// A special register (`SR_TID.X`, `SR_CLOCKLO`, `SRZ`).
    Special(String),
    /// Anything else, kept as printed (`gdesc[UR4]`, `tmem[...]`, a bare name): the lifter
    /// decides whether it may ignore it.
    Other(String),
}

/// One life-range group of a `-plr` line: the register file, the live count nvdisasm
/// printed, and the mark of every register with one.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveColumn {
    /// `GPR` → R, `PRED` → P, `UGPR` → UR, `UPRED` → UP.
    pub class: RegClass,
    /// The count at the start of the group (`None` when blank).
    pub count: Option<u32>,
    /// `(register index, mark)` for every register not blank on this line.
    pub marks: Vec<(u16, LiveMark)>,
}

/// What a life-range character says about a register at an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiveMark {
    /// `^`: written here.
    Def,
    /// `v`: read here for the last time.
    LastUse,
    /// `x`: read and written here.
    UseDef,
    /// `:`: live across.
    Live,
}
