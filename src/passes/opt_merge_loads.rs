//! Load merging: adjacent scalar shared-memory loads become one `LDS.64`/`LDS.128` when the
//! address is known to be aligned, as ptxas does before allocation.
//!
//! The merged load defines a register tuple, and every lane is live from the load on: a
//! GEMM inner loop that reads `As[ty][k..k+3]` with four `ld.shared.f32` holds four registers
//! from the first read where the scalar loads would have held them one at a time. That is
//! why ptxas needs more registers than the PTX order suggests on such kernels
//! (`gemm_rb4x4_nn`: ptxas peak 50 against 41 without merging).
//!
//! The rules, measured on ptxas 13.5 at sm_80 with small kernels (nvdisasm listings):
//!
//! * only shared loads (`ld.shared`) of 32-bit words or 64-bit pairs (`.f32`, `.u32`, `.v2`,
//!   `.f64`) merge; 8/16-bit loads, volatile loads and global or local loads stay as they
//!   are (an `ld.global.f32` quad from a 16-byte-aligned `.global` array stays four `LDG`);
//! * the loads must share a base register, directly or through a single-definition
//!   `add base, imm` (`[%r4+8]` and `[%r7]` with `%r7 = %r4 + 8` merge), with constant
//!   offsets;
//! * alignment comes from the address arithmetic and the shared variable's placement
//!   ([`crate::ir::ValueFacts`]): `sm + (tid << 4)` is 16-byte aligned, `tid << 3` only
//!   8-byte aligned (two `LDS.64`), `tid << 2` gives no merge;
//! * a 16-byte-aligned chunk with three or four of its words loaded becomes one `LDS.128`,
//!   even with a hole (`+0,+4,+12` → `LDS.128`, the unused lane still allocated); a chunk
//!   with two words becomes an `LDS.64` only when they form an aligned pair (`+8,+12` yes,
//!   `+4,+8` and `+0,+8` no);
//! * order does not matter and other instructions may sit in between, loads of other
//!   addresses and global stores included; a shared store (to any address), an atomic, a
//!   barrier or a memory fence ends the group (`+0,+4 | st.shared | +8,+12` → two `LDS.64`);
//!   so does the end of the block.
//!
//! The merged load takes the place of the group's first load. Only loads whose destination
//! is written nowhere else merge, so every read of it can be redirected to its lane.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::ir::{Function, Inst, Mod, Opcode, Operand, RegClass, RegUse, VReg};

/// One mergeable load of a block.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    /// Position in the block.
    at: usize,
    /// Destination (width 1 or 2).
    def: VReg,
    /// Words it reads (1 or 2).
    words: u8,
    /// The register the address starts from after following `base + constant` chains
    /// (`None` for an absolute address).
    root: Option<VReg>,
    /// Address relative to `root` plus the known low bits of `root`: the address modulo the
    /// known alignment, kept as a full integer so chunks compare directly.
    rel: i64,
    /// The base operand as written, and its distance from `root`.
    base: Option<RegUse>,
    base_delta: i64,
}

/// A merged load to build: the candidates it replaces, its width and where it reads.
struct Group {
    members: Vec<(Candidate, u8)>,
    width: u8,
    /// Address of the first word, relative to the root like [`Candidate::rel`].
    start: i64,
}

/// Merges shared loads as ptxas does; returns how many loads were removed.
pub fn opt_merge_loads(f: &mut Function) -> usize {
    let def_count = count_defs(f);
    let mut lanes: HashMap<VReg, (VReg, u8)> = HashMap::default();
    let mut removed = 0;
    for b in 0..f.blocks.len() {
        let groups = block_groups(f, b, &def_count);
        if groups.is_empty() {
            continue;
        }
        let mut replace: HashMap<usize, Inst> = HashMap::default();
        let mut delete: HashSet<usize> = HashSet::default();
        for g in groups {
            let first = g.members.iter().map(|(c, _)| *c).min_by_key(|c| c.at);
            let Some(first) = first else { continue };
            let t = f.new_vreg(RegClass::R, g.width);
            let offset = g.start - first_root_low(f, &first) - first.base_delta;
            let mods = if g.width == 4 { Mod::W128 } else { Mod::W64 };
            let mut load = Inst::new(
                Opcode::LDS,
                mods,
                vec![t],
                vec![Operand::Mem {
                    base: first.base,
                    offset,
                }],
            );
            load.ptx_line = f.blocks[b].insts[first.at].ptx_line;
            replace.insert(first.at, load);
            for (c, lane) in &g.members {
                lanes.insert(c.def, (t, *lane));
                if c.at != first.at {
                    delete.insert(c.at);
                }
            }
            removed += g.members.len() - 1;
        }
        let insts = std::mem::take(&mut f.blocks[b].insts);
        f.blocks[b].insts = insts
            .into_iter()
            .enumerate()
            .filter(|(k, _)| !delete.contains(k))
            .map(|(k, i)| replace.remove(&k).unwrap_or(i))
            .collect();
    }
    if !lanes.is_empty() {
        redirect_reads(f, &lanes);
    }
    removed
}

/// The known low bits of a candidate's root, as an integer (0 for absolute addresses).
fn first_root_low(f: &Function, c: &Candidate) -> i64 {
    c.root.map_or(0, |r| i64::from(f.vreg(r).facts.low.value))
}

/// Number of definitions of each value.
fn count_defs(f: &Function) -> Vec<u32> {
    let mut n = vec![0u32; f.vregs.len()];
    for (_, inst) in f.insts() {
        for d in &inst.defs {
            if let Some(c) = n.get_mut(d.index()) {
                *c += 1;
            }
        }
    }
    n
}

/// Whether an instruction ends every pending group: it may write shared memory or orders
/// memory accesses. Global and local stores do not (ptxas merges across an `STG`).
fn ends_groups(inst: &Inst) -> bool {
    let info = inst.op.info();
    inst.flags.ordered
        || info.orders_memory
        || info
            .memory()
            .is_some_and(|m| m.writes() && m.space.may_be_shared())
}

/// The groups to merge in block `b`.
fn block_groups(f: &Function, b: usize, def_count: &[u32]) -> Vec<Group> {
    let insts = &f.blocks[b].insts;
    // First read of each value in the block: a load whose destination is read before the
    // load (a value carried around a loop) cannot move up.
    let mut first_read: HashMap<VReg, usize> = HashMap::default();
    for (k, inst) in insts.iter().enumerate() {
        for u in inst.reg_uses() {
            first_read.entry(u.vreg).or_insert(k);
        }
    }
    let mut out = Vec::new();
    let mut pending: Vec<Candidate> = Vec::new();
    for (k, inst) in insts.iter().enumerate() {
        if ends_groups(inst) {
            out.extend(group(f, std::mem::take(&mut pending)));
            continue;
        }
        // A redefined address register ends the groups that read it.
        if inst.defs.iter().any(|d| {
            pending
                .iter()
                .any(|c| c.root == Some(*d) || c.base.is_some_and(|u| u.vreg == *d))
        }) {
            out.extend(group(f, std::mem::take(&mut pending)));
        }
        if let Some(c) = candidate(f, k, inst, def_count) {
            if first_read.get(&c.def).is_none_or(|&r| r > k) {
                pending.push(c);
            }
        }
    }
    out.extend(group(f, pending));
    out
}

/// `inst` as a mergeable load, if it is one.
fn candidate(f: &Function, at: usize, inst: &Inst, def_count: &[u32]) -> Option<Candidate> {
    if inst.op != Opcode::LDS || inst.guard.is_some() || inst.flags.ordered {
        return None;
    }
    let words = match inst.mods.access_words() {
        Some(w @ (1 | 2)) => w,
        _ => return None,
    };
    let [def] = inst.defs.as_slice() else {
        return None;
    };
    let info = f.vreg(*def);
    if info.width != words || info.class != RegClass::R || info.fixed.is_some() {
        return None;
    }
    if def_count.get(def.index()) != Some(&1) {
        return None;
    }
    let [Operand::Mem { base, offset }] = inst.uses.as_slice() else {
        return None;
    };
    let (root, delta) = match base {
        None => (None, 0),
        Some(u) if u.offset == 0 => {
            let (r, d) = root_of(f, u.vreg);
            (Some(r), d)
        }
        Some(_) => return None,
    };
    let low = root.map_or(crate::ir::LowBits::exact(0), |r| f.vreg(r).facts.low);
    Some(Candidate {
        at,
        def: *def,
        words,
        root,
        rel: i64::from(low.value) + delta + offset,
        base: *base,
        base_delta: delta,
    })
    .filter(|_| low.bits >= 3 || root.is_none())
}

/// Follows `v = base + constant` facts to the register the chain starts from.
fn root_of(f: &Function, v: VReg) -> (VReg, i64) {
    let mut cur = v;
    let mut delta = 0i64;
    // Chains are short; the bound only guards against a malformed cycle.
    for _ in 0..16 {
        match f.vreg(cur).facts.offset_of {
            Some((b, d)) => {
                cur = b;
                delta = delta.wrapping_add(d);
            }
            None => break,
        }
    }
    (cur, delta)
}

/// Alignment (in bytes, 8 or 16 at most) known for a candidate's root.
fn root_align(f: &Function, c: &Candidate) -> i64 {
    let bits = c.root.map_or(32, |r| u32::from(f.vreg(r).facts.low.bits));
    1i64 << bits.min(4)
}

/// Splits pending candidates into merged loads by root and aligned chunk.
fn group(f: &Function, pending: Vec<Candidate>) -> Vec<Group> {
    let mut by_root: HashMap<Option<VReg>, Vec<Candidate>> = HashMap::default();
    for c in pending {
        by_root.entry(c.root).or_default().push(c);
    }
    let mut out = Vec::new();
    let mut roots: Vec<_> = by_root.into_iter().collect();
    roots.sort_by_key(|(r, _)| r.map_or(0, |v| v.0 + 1));
    for (_, cands) in roots {
        let align = root_align(f, &cands[0]);
        // Chunks of `align` bytes (16 or 8) keyed by their start.
        let mut chunks: HashMap<i64, Vec<Candidate>> = HashMap::default();
        for c in cands {
            // A pair must itself be 8-byte aligned.
            if c.words == 2 && c.rel.rem_euclid(8) != 0 {
                continue;
            }
            chunks
                .entry(c.rel.div_euclid(align) * align)
                .or_default()
                .push(c);
        }
        let mut starts: Vec<i64> = chunks.keys().copied().collect();
        starts.sort_unstable();
        for start in starts {
            let members = &chunks[&start];
            out.extend(chunk_groups(start, align, members));
        }
    }
    out
}

/// The merged loads for one aligned chunk: one `LDS.128` when three or four of a 16-byte
/// chunk's words are read, else an `LDS.64` per aligned pair read by two loads.
fn chunk_groups(start: i64, align: i64, members: &[Candidate]) -> Vec<Group> {
    let word = |c: &Candidate| ((c.rel - start) / 4) as u8;
    let mut covered = [false; 4];
    for c in members {
        for w in 0..c.words {
            if let Some(x) = covered.get_mut((word(c) + w) as usize) {
                *x = true;
            }
        }
    }
    if align == 16 && covered.iter().filter(|&&x| x).count() >= 3 {
        return vec![Group {
            members: members.iter().map(|c| (*c, word(c))).collect(),
            width: 4,
            start,
        }];
    }
    let mut out = Vec::new();
    for half in (0..align / 8).map(|h| start + 8 * h) {
        let inside: Vec<&Candidate> = members
            .iter()
            .filter(|c| c.words == 1 && c.rel >= half && c.rel < half + 8)
            .collect();
        let lo = inside.iter().any(|c| c.rel == half);
        let hi = inside.iter().any(|c| c.rel == half + 4);
        if lo && hi {
            out.push(Group {
                members: inside
                    .iter()
                    .map(|c| (**c, ((c.rel - half) / 4) as u8))
                    .collect(),
                width: 2,
                start: half,
            });
        }
    }
    out
}

/// Rewrites every read of a merged load's old destination into a read of its lane.
fn redirect_reads(f: &mut Function, lanes: &HashMap<VReg, (VReg, u8)>) {
    let widths: HashMap<VReg, u8> = lanes.keys().map(|v| (*v, f.vreg(*v).width)).collect();
    let fix = |u: &mut RegUse| {
        if let Some(&(t, lane)) = lanes.get(&u.vreg) {
            let (off, count) = if u.is_whole() {
                (0, widths[&u.vreg])
            } else {
                (u.offset, u.count)
            };
            *u = RegUse::part(t, lane + off, count);
        }
    };
    for blk in &mut f.blocks {
        for inst in &mut blk.insts {
            for o in &mut inst.uses {
                match o {
                    Operand::Reg(u) => fix(u),
                    Operand::Mem { base: Some(u), .. } => fix(u),
                    _ => {}
                }
            }
        }
    }
}
