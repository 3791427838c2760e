//! Structurally valid random PTX, for fuzzing the pipeline past the parser.
//!
//! Random bytes rarely parse, so byte fuzzing stops at the parser. [`generate`] instead turns
//! any byte string into a well-formed kernel (the bytes choose, they never have to be
//! valid), exercising what the allocator finds hard: counted and data-dependent loops,
//! if/else diamonds, calls to a `.func` with 32- and 64-bit arguments, 64-bit register
//! pairs (`mul.wide`, `add.s64`, 64-bit loads), predicates (compares, `selp`, guarded
//! instructions, a guarded `setp` rewriting its own guard) and block-uniform values (from
//! parameters and `%ctaid`) next to per-thread ones; and what valid PTX may also hold:
//! registers and predicates read before any definition, `brx.idx` switches, irreducible
//! loops (two entries), operations ptxas expands into calls of its internal subroutines
//! (64-bit division and remainder, also guarded), warp votes and shuffles, atomics. [`check_pipeline`] compiles such a kernel with the independent checker on and
//! says what went wrong, if anything: the only acceptable failure is a register budget that
//! cannot be met.
//!
//! Used by the cargo-fuzz targets in `fuzz/` and by the stable-toolchain property test
//! `tests/gen_pipeline.rs`; kept in the library (behind the `testing` feature) so both share
//! it.

use std::fmt::Write as _;

use crate::driver::{self, DriverError, Options};

/// Reads choices from the input bytes; past their end every choice is 0 (so any input,
/// the empty one included, gives a kernel).
struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.byte() as usize % n
        }
    }
    fn exhausted(&self) -> bool {
        self.pos >= self.data.len()
    }
}

/// A register of one of the generated pools.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `.b32` (`%r`).
    R,
    /// `.b64` (`%rd`).
    Rd,
    /// `.f32` (`%f`).
    F,
    /// `.pred` (`%p`).
    P,
}

impl Kind {
    fn prefix(self) -> &'static str {
        match self {
            Kind::R => "%r",
            Kind::Rd => "%rd",
            Kind::F => "%f",
            Kind::P => "%p",
        }
    }
}

/// One register pool: how many exist, which are defined, which hold block-uniform values,
/// which may not be written (loop counters).
#[derive(Default)]
struct Pool {
    count: usize,
    defined: Vec<usize>,
    uniform: Vec<usize>,
    locked: Vec<usize>,
}

/// Generation state.
struct Gen<'a> {
    b: Bytes<'a>,
    out: String,
    pools: [Pool; 4],
    labels: usize,
    budget: usize,
    uses_call: bool,
}

const ADDR: &str = "%rd4";

impl<'a> Gen<'a> {
    fn pool(&mut self, k: Kind) -> &mut Pool {
        &mut self.pools[k as usize]
    }

    fn new_reg(&mut self, k: Kind, uniform: bool) -> usize {
        let p = self.pool(k);
        let n = p.count;
        p.count += 1;
        p.defined.push(n);
        if uniform {
            p.uniform.push(n);
        }
        n
    }

    fn name(k: Kind, n: usize) -> String {
        format!("{}{n}", k.prefix())
    }

    /// A defined register to read; uniform ones only when `uniform`. Now and then a
    /// register declared but never written (valid PTX: its value is undefined).
    fn read(&mut self, k: Kind, uniform: bool) -> String {
        let pick = self.b.below(256);
        if pick % 32 == 31 {
            let p = self.pool(k);
            p.count += 1;
            return Self::name(k, p.count - 1);
        }
        let p = &self.pools[k as usize];
        let from = if uniform { &p.uniform } else { &p.defined };
        match from.get(pick % from.len().max(1)) {
            Some(&n) => Self::name(k, n),
            None => match k {
                Kind::R => format!("{}", pick % 100),
                Kind::Rd => format!("{}", pick % 100),
                Kind::F => "0f3F800000".to_string(),
                Kind::P => Self::name(Kind::P, 0),
            },
        }
    }

    /// A register to write: a fresh one, or an existing unlocked one (a redefinition).
    /// A uniform result may only land in a fresh register or an already uniform one.
    fn write(&mut self, k: Kind, uniform: bool) -> String {
        let choice = self.b.below(4);
        let p = &self.pools[k as usize];
        let candidates: Vec<usize> = p
            .defined
            .iter()
            .copied()
            .filter(|n| !p.locked.contains(n) && (!uniform || p.uniform.contains(n)))
            .collect();
        if choice == 0 && !candidates.is_empty() {
            let n = candidates[self.b.below(candidates.len())];
            if !uniform {
                self.pool(k).uniform.retain(|&u| u != n);
            }
            return Self::name(k, n);
        }
        let n = self.new_reg(k, uniform);
        Self::name(k, n)
    }

    fn line(&mut self, s: &str) {
        self.out.push_str("    ");
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn label(&mut self) -> String {
        self.labels += 1;
        format!("$L{}", self.labels)
    }

    /// A sequence of statements at nesting `depth`.
    fn block(&mut self, depth: usize) {
        let n = 1 + self.b.below(6);
        for _ in 0..n {
            if self.budget == 0 || self.b.exhausted() {
                return;
            }
            self.budget -= 1;
            self.statement(depth);
        }
    }

    fn statement(&mut self, depth: usize) {
        let structured = depth < 3;
        match self.b.below(if structured { 22 } else { 17 }) {
            0..=2 => self.int32(),
            3 => self.int64(),
            4 => self.float(),
            5 => self.compare(),
            6 => self.select(),
            7 => self.guarded(),
            8 => self.load(),
            9 => self.store(),
            10 => self.wide(),
            11 => self.uniform_op(),
            12 => self.call(),
            13 => self.subroutine_op(),
            14 => self.warp_op(),
            15 => self.atomic(),
            16 => self.compare_pair(),
            17 => self.counted_loop(depth),
            18 => self.data_loop(depth),
            19 => self.switch(depth),
            20 => self.irreducible(depth),
            _ => self.diamond(depth),
        }
    }

    /// 64-bit division or remainder, sometimes guarded: ptxas calls an internal subroutine
    /// for them, whose registers are fixed.
    fn subroutine_op(&mut self) {
        let op = ["rem.s64", "div.u64", "rem.u64", "div.s64"][self.b.below(4)];
        let (a, c) = (self.read(Kind::Rd, false), self.read(Kind::Rd, false));
        let guard = if self.b.below(3) == 0 {
            format!("@{} ", self.read(Kind::P, false))
        } else {
            String::new()
        };
        let d = self.write(Kind::Rd, false);
        self.line(&format!("{guard}{op} {d}, {a}, {c};"));
    }

    /// A warp vote or shuffle.
    fn warp_op(&mut self) {
        match self.b.below(3) {
            0 => {
                let p = self.read(Kind::P, false);
                let d = self.write(Kind::R, false);
                self.line(&format!("vote.sync.ballot.b32 {d}, {p}, -1;"));
            }
            1 => {
                let p = self.read(Kind::P, false);
                let d = self.write(Kind::P, false);
                self.line(&format!("vote.sync.any.pred {d}, {p}, -1;"));
            }
            _ => {
                let a = self.read(Kind::R, false);
                let lane = 1 << self.b.below(5);
                let d = self.write(Kind::R, false);
                self.line(&format!("shfl.sync.bfly.b32 {d}, {a}, {lane}, 31, -1;"));
            }
        }
    }

    /// An atomic add whose old value is used.
    fn atomic(&mut self) {
        let o = self.offset(4);
        let a = self.read(Kind::R, false);
        let d = self.write(Kind::R, false);
        self.line(&format!("atom.global.add.u32 {d}, [{ADDR}+{o}], {a};"));
    }

    /// `@!%p setp %p|%q, …`: a guarded compare writing two predicates, one of them its own
    /// guard.
    fn compare_pair(&mut self) {
        if self.pools[Kind::P as usize].defined.is_empty() {
            return self.compare();
        }
        let (a, c) = (self.read(Kind::R, false), self.read(Kind::R, false));
        let d = self.write(Kind::P, false);
        let e = self.write(Kind::P, false);
        let guard = if self.b.below(2) == 0 {
            d.clone()
        } else {
            self.read(Kind::P, false)
        };
        self.line(&format!("@!{guard} setp.eq.s32 {d}|{e}, {a}, {c};"));
    }

    /// `brx.idx` over two to four cases, each ending at a common label.
    fn switch(&mut self, depth: usize) {
        let n = 2 + self.b.below(3);
        let index = self.write(Kind::R, false);
        let tid = Self::name(Kind::R, 1);
        self.line(&format!("rem.u32 {index}, {tid}, {n};"));
        let cases: Vec<String> = (0..n).map(|_| self.label()).collect();
        let (table, end) = (self.label().replace("$L", "$T"), self.label());
        self.out
            .push_str(&format!("{table}: .branchtargets {};\n", cases.join(", ")));
        self.line(&format!("brx.idx {index}, {table};"));
        for case in &cases {
            self.out.push_str(&format!("{case}:\n"));
            self.block(depth + 1);
            self.line(&format!("bra.uni {end};"));
        }
        self.out.push_str(&format!("{end}:\n"));
    }

    /// A loop entered at its top or, under a predicate, in its middle: an irreducible
    /// region. Its counter is never written by the body.
    fn irreducible(&mut self, depth: usize) {
        let entry = self.read(Kind::P, false);
        let c = self.new_reg(Kind::R, false);
        self.pool(Kind::R).locked.push(c);
        let p = self.new_reg(Kind::P, false);
        self.pool(Kind::P).locked.push(p);
        let (top, middle) = (self.label(), self.label());
        let trips = 1 + self.b.below(4);
        self.line(&format!("mov.u32 %r{c}, {trips};"));
        self.line(&format!("@{entry} bra {middle};"));
        self.out.push_str(&format!("{top}:\n"));
        self.block(depth + 1);
        self.out.push_str(&format!("{middle}:\n"));
        self.block(depth + 1);
        self.line(&format!("sub.s32 %r{c}, %r{c}, 1;"));
        self.line(&format!("setp.gt.s32 %p{p}, %r{c}, 0;"));
        self.line(&format!("@%p{p} bra {top};"));
    }

    fn int32(&mut self) {
        const OPS: [&str; 10] = [
            "add.s32",
            "sub.s32",
            "mul.lo.s32",
            "and.b32",
            "or.b32",
            "xor.b32",
            "shl.b32",
            "shr.u32",
            "min.s32",
            "max.u32",
        ];
        let op = OPS[self.b.below(OPS.len())];
        let a = self.read(Kind::R, false);
        let c = if self.b.below(3) == 0 {
            format!("{}", self.b.byte() % 31)
        } else {
            self.read(Kind::R, false)
        };
        if self.b.below(5) == 0 {
            let m = self.read(Kind::R, false);
            let d = self.write(Kind::R, false);
            self.line(&format!("mad.lo.s32 {d}, {a}, {c}, {m};"));
        } else {
            let d = self.write(Kind::R, false);
            self.line(&format!("{op} {d}, {a}, {c};"));
        }
    }

    fn int64(&mut self) {
        const OPS: [&str; 5] = ["add.s64", "sub.s64", "and.b64", "or.b64", "mul.lo.s64"];
        let op = OPS[self.b.below(OPS.len())];
        let a = self.read(Kind::Rd, false);
        let c = self.read(Kind::Rd, false);
        let d = self.write(Kind::Rd, false);
        self.line(&format!("{op} {d}, {a}, {c};"));
    }

    fn wide(&mut self) {
        match self.b.below(4) {
            0 => {
                let a = self.read(Kind::R, false);
                let c = self.read(Kind::R, false);
                let d = self.write(Kind::Rd, false);
                self.line(&format!("mul.wide.u32 {d}, {a}, {c};"));
            }
            1 => {
                let a = self.read(Kind::R, false);
                let d = self.write(Kind::Rd, false);
                self.line(&format!("cvt.u64.u32 {d}, {a};"));
            }
            2 => {
                let a = self.read(Kind::Rd, false);
                let d = self.write(Kind::R, false);
                self.line(&format!("cvt.u32.u64 {d}, {a};"));
            }
            _ => {
                let a = self.read(Kind::Rd, false);
                let d = self.write(Kind::Rd, false);
                let s = self.b.byte() % 63;
                self.line(&format!("shl.b64 {d}, {a}, {s};"));
            }
        }
    }

    fn float(&mut self) {
        match self.b.below(4) {
            0 => {
                let a = self.read(Kind::R, false);
                let d = self.write(Kind::F, false);
                self.line(&format!("cvt.rn.f32.s32 {d}, {a};"));
            }
            1 => {
                let (a, c, e) = (
                    self.read(Kind::F, false),
                    self.read(Kind::F, false),
                    self.read(Kind::F, false),
                );
                let d = self.write(Kind::F, false);
                self.line(&format!("fma.rn.f32 {d}, {a}, {c}, {e};"));
            }
            _ => {
                let op = ["add.f32", "mul.f32", "sub.f32", "max.f32"][self.b.below(4)];
                let (a, c) = (self.read(Kind::F, false), self.read(Kind::F, false));
                let d = self.write(Kind::F, false);
                self.line(&format!("{op} {d}, {a}, {c};"));
            }
        }
    }

    fn compare(&mut self) {
        let cmp = ["lt", "ne", "ge", "eq"][self.b.below(4)];
        let uniform = self.b.below(3) == 0;
        let a = self.read(Kind::R, uniform);
        let c = self.read(Kind::R, uniform);
        let d = self.write(Kind::P, uniform);
        self.line(&format!("setp.{cmp}.s32 {d}, {a}, {c};"));
    }

    fn select(&mut self) {
        let p = self.read(Kind::P, false);
        if self.b.below(2) == 0 {
            let (a, c) = (self.read(Kind::R, false), self.read(Kind::R, false));
            let d = self.write(Kind::R, false);
            self.line(&format!("selp.b32 {d}, {a}, {c}, {p};"));
        } else {
            let (a, c) = (self.read(Kind::Rd, false), self.read(Kind::Rd, false));
            let d = self.write(Kind::Rd, false);
            self.line(&format!("selp.b64 {d}, {a}, {c}, {p};"));
        }
    }

    /// `@%p` / `@!%p` on an arithmetic instruction (a conditional redefinition).
    fn guarded(&mut self) {
        if self.pools[Kind::P as usize].defined.is_empty() {
            return self.compare();
        }
        let p = self.read(Kind::P, false);
        let neg = if self.b.below(2) == 0 { "!" } else { "" };
        let a = self.read(Kind::R, false);
        // Redefine an existing register (the point of a guard): never a locked counter.
        let d = self.write(Kind::R, false);
        self.line(&format!("@{neg}{p} add.s32 {d}, {a}, 1;"));
    }

    fn offset(&mut self, align: usize) -> usize {
        self.b.below(64) * align
    }

    fn load(&mut self) {
        match self.b.below(3) {
            0 => {
                let o = self.offset(8);
                let d = self.write(Kind::Rd, false);
                self.line(&format!("ld.global.u64 {d}, [{ADDR}+{o}];"));
            }
            1 => {
                let o = self.offset(4);
                let d = self.write(Kind::F, false);
                self.line(&format!("ld.global.f32 {d}, [{ADDR}+{o}];"));
            }
            _ => {
                let o = self.offset(4);
                let d = self.write(Kind::R, false);
                self.line(&format!("ld.global.u32 {d}, [{ADDR}+{o}];"));
            }
        }
    }

    fn store(&mut self) {
        match self.b.below(3) {
            0 => {
                let o = self.offset(8);
                let v = self.read(Kind::Rd, false);
                self.line(&format!("st.global.u64 [{ADDR}+{o}], {v};"));
            }
            1 => {
                let o = self.offset(4);
                let v = self.read(Kind::F, false);
                self.line(&format!("st.global.f32 [{ADDR}+{o}], {v};"));
            }
            _ => {
                let o = self.offset(4);
                let v = self.read(Kind::R, false);
                self.line(&format!("st.global.u32 [{ADDR}+{o}], {v};"));
            }
        }
    }

    /// Arithmetic on block-uniform values only (parameters, `%ctaid`, constants).
    fn uniform_op(&mut self) {
        let op = ["add.s32", "mul.lo.s32", "xor.b32", "shl.b32"][self.b.below(4)];
        let a = self.read(Kind::R, true);
        let c = self.read(Kind::R, true);
        let d = self.write(Kind::R, true);
        self.line(&format!("{op} {d}, {a}, {c};"));
    }

    /// A call of `helper` with a 32-bit and a 64-bit argument and a 32-bit result.
    fn call(&mut self) {
        self.uses_call = true;
        let a = self.read(Kind::R, false);
        let w = self.read(Kind::Rd, false);
        let d = self.write(Kind::R, false);
        self.line("{");
        self.line(".param .b32 ca;");
        self.line(".param .b64 cw;");
        self.line(".param .b32 cr;");
        self.line(&format!("st.param.b32 [ca], {a};"));
        self.line(&format!("st.param.b64 [cw], {w};"));
        self.line("call.uni (cr), helper, (ca, cw);");
        self.line(&format!("ld.param.b32 {d}, [cr];"));
        self.line("}");
    }

    /// A loop with a constant trip count; its counter is never written by the body.
    fn counted_loop(&mut self, depth: usize) {
        let c = self.new_reg(Kind::R, true);
        self.pool(Kind::R).locked.push(c);
        let p = self.new_reg(Kind::P, true);
        self.pool(Kind::P).locked.push(p);
        let top = self.label();
        let trips = 1 + self.b.below(8);
        self.line(&format!("mov.u32 %r{c}, {trips};"));
        self.out.push_str(&format!("{top}:\n"));
        self.block(depth + 1);
        self.line(&format!("sub.s32 %r{c}, %r{c}, 1;"));
        self.line(&format!("setp.ne.s32 %p{p}, %r{c}, 0;"));
        self.line(&format!("@%p{p} bra {top};"));
    }

    /// A loop over the uniform parameter `n` (possibly zero trips), or a per-thread bound.
    fn data_loop(&mut self, depth: usize) {
        let uniform = self.b.below(2) == 0;
        let bound = self.read(Kind::R, uniform);
        let c = self.new_reg(Kind::R, uniform);
        self.pool(Kind::R).locked.push(c);
        let p = self.new_reg(Kind::P, uniform);
        self.pool(Kind::P).locked.push(p);
        let (top, end) = (self.label(), self.label());
        self.line(&format!("and.b32 %r{c}, {bound}, 15;"));
        self.line(&format!("setp.eq.s32 %p{p}, %r{c}, 0;"));
        self.line(&format!("@%p{p} bra {end};"));
        self.out.push_str(&format!("{top}:\n"));
        self.block(depth + 1);
        self.line(&format!("add.s32 %r{c}, %r{c}, -1;"));
        self.line(&format!("setp.gt.s32 %p{p}, %r{c}, 0;"));
        self.line(&format!("@%p{p} bra {top};"));
        self.out.push_str(&format!("{end}:\n"));
    }

    /// `if (p) { .. } else { .. }`.
    fn diamond(&mut self, depth: usize) {
        if self.pools[Kind::P as usize].defined.is_empty() {
            self.compare();
        }
        let p = self.read(Kind::P, false);
        let (other, end) = (self.label(), self.label());
        self.line(&format!("@{p} bra {other};"));
        self.block(depth + 1);
        self.line(&format!("bra.uni {end};"));
        self.out.push_str(&format!("{other}:\n"));
        self.block(depth + 1);
        self.out.push_str(&format!("{end}:\n"));
    }
}

/// Architectures the generator picks from.
const ARCHES: [&str; 4] = ["sm_75", "sm_80", "sm_86", "sm_90"];

/// A well-formed PTX module chosen by `data`: one kernel `fuzz` (and a `.func helper` when
/// the kernel calls it). At most about 120 statements whatever the input length.
pub fn generate(data: &[u8]) -> String {
    let mut g = Gen {
        b: Bytes { data, pos: 0 },
        out: String::new(),
        pools: Default::default(),
        labels: 0,
        budget: 120,
        uses_call: false,
    };
    let arch = ARCHES[g.b.below(ARCHES.len())];
    // Fixed prologue: %rd0/%rd1 parameters, %r0 = n (uniform), %r1 = %tid.x, %r2 = %ctaid.x
    // (uniform), %rd4 = a per-thread address, %f0 = 1.0.
    for (k, uniform) in [
        (Kind::Rd, true),
        (Kind::Rd, true),
        (Kind::Rd, true),
        (Kind::Rd, false),
        (Kind::Rd, false),
    ] {
        g.new_reg(k, uniform);
    }
    for uniform in [true, false, true] {
        g.new_reg(Kind::R, uniform);
    }
    g.new_reg(Kind::F, true);
    g.pool(Kind::Rd).locked.extend([0, 1, 4]);
    let mut body = String::new();
    for l in [
        "ld.param.u64 %rd0, [p_out];",
        "ld.param.u64 %rd1, [p_in];",
        "ld.param.u32 %r0, [p_n];",
        "mov.u32 %r1, %tid.x;",
        "mov.u32 %r2, %ctaid.x;",
        "cvta.to.global.u64 %rd2, %rd1;",
        "mul.wide.u32 %rd3, %r1, 4;",
        "add.s64 %rd4, %rd2, %rd3;",
        "mov.f32 %f0, 0f3F800000;",
    ] {
        let _ = writeln!(body, "    {l}");
    }
    while g.budget > 0 && !g.b.exhausted() {
        g.block(0);
    }
    // Keep some values live to the end.
    let mut tail = String::new();
    for (i, k) in [Kind::R, Kind::Rd, Kind::F].into_iter().enumerate() {
        if let Some(&n) = g.pools[k as usize].defined.last() {
            let ty = ["u32", "u64", "f32"][i];
            let _ = writeln!(
                tail,
                "    st.global.{ty} [%rd0+{}], {};",
                i * 8,
                Gen::name(k, n)
            );
        }
    }
    let mut m = String::new();
    let _ = writeln!(m, ".version 8.0\n.target {arch}\n.address_size 64\n");
    if g.uses_call {
        m.push_str(
            ".func (.param .b32 ret) helper(.param .b32 a, .param .b64 w)\n{\n\
             \x20   .reg .b32 %hr<4>;\n    .reg .b64 %hw<2>;\n\
             \x20   ld.param.b32 %hr1, [a];\n    ld.param.b64 %hw1, [w];\n\
             \x20   cvt.u32.u64 %hr2, %hw1;\n    add.s32 %hr3, %hr1, %hr2;\n\
             \x20   st.param.b32 [ret], %hr3;\n    ret;\n}\n\n",
        );
    }
    let _ = writeln!(
        m,
        ".visible .entry fuzz(.param .u64 p_out, .param .u64 p_in, .param .u32 p_n)\n{{"
    );
    let counts = |k: Kind| g.pools[k as usize].count.max(1);
    let _ = writeln!(m, "    .reg .pred %p<{}>;", counts(Kind::P));
    let _ = writeln!(m, "    .reg .b32 %r<{}>;", counts(Kind::R));
    let _ = writeln!(m, "    .reg .b64 %rd<{}>;", counts(Kind::Rd));
    let _ = writeln!(m, "    .reg .f32 %f<{}>;", counts(Kind::F));
    m.push_str(&body);
    m.push_str(&g.out);
    m.push_str(&tail);
    m.push_str("    ret;\n}\n");
    m
}

/// Compiles `ptx` with verification on and checks the outcome: every function allocated and
/// verified within its budget, or the register budget cannot be met. Anything else (a parse
/// or lowering error on generated PTX, an internal error) is returned as a message.
pub fn check_pipeline(ptx: &str, maxrregcount: Option<u32>) -> Result<(), String> {
    match compile_verified(ptx, maxrregcount) {
        Err(DriverError::Alloc { .. }) => Ok(()),
        r => r.map_err(|e| e.to_string())?,
    }
}

/// [`check_pipeline`] for a kernel the real ptxas compiled at `maxrregcount`: then the
/// budget can be met, and an allocation failure is an error too.
pub fn check_compiles(ptx: &str, maxrregcount: Option<u32>) -> Result<(), String> {
    compile_verified(ptx, maxrregcount).map_err(|e| e.to_string())?
}

/// Compiles `ptx` with verification on; `Ok(Err(..))` when a function is not verified or
/// over its budget.
fn compile_verified(
    ptx: &str,
    maxrregcount: Option<u32>,
) -> Result<Result<(), String>, DriverError> {
    let opts = Options {
        maxrregcount,
        verify: true,
        ..Options::default()
    };
    let r = driver::compile_ptx(ptx.as_bytes(), "gen.ptx", &opts)?;
    for f in &r.functions {
        if !f.stats.verified {
            return Ok(Err(format!("`{}` not verified", f.stats.name)));
        }
        if f.stats.registers > f.budget.max(r.arch.info().min_registers) {
            return Ok(Err(format!(
                "`{}` uses {} registers over its budget {}",
                f.stats.name, f.stats.registers, f.budget
            )));
        }
    }
    Ok(Ok(()))
}

/// A `--maxrregcount` chosen by a byte: none, the floor region, or anything up to 255.
pub fn budget_from(byte: u8) -> Option<u32> {
    match byte % 4 {
        0 => None,
        1 => Some(16 + u32::from(byte % 16)),
        _ => Some(16 + u32::from(byte) % 240),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn any_bytes_give_a_kernel_that_parses() {
        for seed in 0u32..64 {
            let data: Vec<u8> = (0..300u32)
                .map(|i| (i.wrapping_mul(2654435761).wrapping_add(seed * 97) >> 7) as u8)
                .collect();
            let ptx = generate(&data);
            ptx_parser::parse_module(&ptx).unwrap();
        }
        ptx_parser::parse_module(&generate(&[])).unwrap();
    }
}
