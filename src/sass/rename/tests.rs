use super::*;
use crate::ir::print::print_inst;
use crate::ir::{Opcode, RegClass, VReg};
use crate::sass::parse_listing;

/// A kernel listing around `body` (instruction lines and labels, without addresses).
fn kernel_listing(body: &str) -> crate::sass::ast::Listing {
    let mut text = String::from(
        "\t.section\t.text.k,\"ax\",@progbits\n\t.other k,@\"STO_CUDA_ENTRY STV_DEFAULT\"\nk:\n",
    );
    let mut addr = 0;
    for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if line.ends_with(':') {
            text.push_str(&format!("{line}\n"));
        } else {
            text.push_str(&format!("        /*{addr:04x}*/ {line} ;\n"));
            addr += 0x10;
        }
    }
    parse_listing(&text, "k.sass").expect("the snippet parses")
}

/// The renamed kernel around `body`.
fn kernel(body: &str) -> Renamed {
    let listing = kernel_listing(body);
    let f = &listing.functions[0];
    rename(f, &function_summaries(&listing.functions)).expect("the snippet renames")
}

fn listing(r: &Renamed) -> Vec<String> {
    r.func
        .insts()
        .map(|(_, i)| print_inst(&r.func, i))
        .collect()
}

#[test]
fn a_register_reused_for_unrelated_data_is_two_values() {
    let r = kernel(
        "S2R R0, SR_TID.X
         STG.E [R2.64], R0
         S2R R0, SR_CTAID.X
         STG.E [R2.64+0x4], R0
         EXIT",
    );
    let text = listing(&r);
    // R0 twice, R2:R3 once (read, never written: defined on entry).
    assert_eq!(r.func.vregs.len(), 3, "{text:#?}");
    assert_ne!(
        r.func.blocks[0].insts[1].defs,
        r.func.blocks[0].insts[3].defs
    );
}

#[test]
fn the_definitions_of_a_diamond_that_reach_one_read_are_one_value() {
    // Both arms write R4; the join reads it: one value, placed where ptxas put it.
    let r = kernel(
        "S2R R0, SR_TID.X
         ISETP.GE.AND P0, PT, R0, 0x10, PT
         @P0 BRA `(.L_x_1)
         MOV R4, 0x1
         BRA `(.L_x_2)
         .L_x_1:
         MOV R4, 0x2
         .L_x_2:
         IADD3 R5, R4, R0, RZ
         STG.E [R2.64], R5
         EXIT",
    );
    let defs_of_r4: Vec<VReg> = r
        .func
        .insts()
        .filter(|(_, i)| i.op == Opcode::MOV)
        .map(|(_, i)| i.defs[0])
        .collect();
    assert_eq!(defs_of_r4.len(), 2);
    assert_eq!(defs_of_r4[0], defs_of_r4[1], "{:#?}", listing(&r));
    assert_eq!(
        r.ptxas[defs_of_r4[0].index()],
        PhysReg {
            class: RegClass::R,
            index: 4
        }
    );
    assert_eq!(r.func.blocks.len(), 4);
}

#[test]
fn a_loop_carried_pair_updated_half_by_half_is_one_pair() {
    // IMAD.WIDE writes R2:R3; the loop bumps the low half with a carry into the high
    // half and reads the pair as an address: one pair value, whose high half a write of
    // the low half keeps (reads).
    let r = kernel(
        "S2R R0, SR_TID.X
         IMAD.WIDE R2, R0, 0x4, RZ
         .L_x_0:
         LDG.E R5, [R2.64]
         IADD3 R2, P0, R2, 0x4, RZ
         IADD3.X R3, RZ, R3, RZ, P0, !PT
         ISETP.NE.AND P1, PT, R5, RZ, PT
         @P1 BRA `(.L_x_0)
         EXIT",
    );
    let pairs: Vec<usize> = (0..r.func.vregs.len())
        .filter(|&v| r.func.vregs[v].width == 2 && r.ptxas[v].index == 2)
        .collect();
    assert_eq!(pairs.len(), 1, "{:#?}", listing(&r));
    let low_bump = r
        .func
        .insts()
        .find(|(_, i)| i.op == Opcode::IADD3 && i.mods.is_empty())
        .map(|(_, i)| i.clone())
        .expect("the low half's add");
    // The pair and the carry predicate.
    assert_eq!(low_bump.defs[0], VReg::new(pairs[0]));
    assert_eq!(r.func.vreg(low_bump.defs[1]).class, RegClass::P);
    assert!(
        low_bump
            .reg_uses()
            .any(|u| u.vreg.index() == pairs[0] && u.offset == 1),
        "the high half is kept: {:#?}",
        listing(&r)
    );
}

#[test]
fn a_pair_built_over_a_register_in_use_is_packed_where_it_is_read() {
    // R3 still holds the block index when R2, the low half of the address pair, is
    // written: the pair cannot be one value from that write on, so its halves stay
    // single values and a PACK joins them for the store.
    let r = kernel(
        "S2R R0, SR_TID.X
         S2R R3, SR_CTAID.X
         MOV R2, 0x10
         STG.E [R4.64], R3
         MOV R3, 0x20
         STG.E [R2.64], R0
         EXIT",
    );
    let text = listing(&r);
    let (at, pack) = r
        .func
        .insts()
        .enumerate()
        .find(|(_, (_, i))| i.op == Opcode::PACK)
        .map(|(k, (_, i))| (k, i.clone()))
        .unwrap_or_else(|| panic!("no PACK: {text:#?}"));
    let v = pack.defs[0];
    assert_eq!((r.func.vreg(v).width, r.ptxas[v.index()].index), (2, 2));
    // Right before the store that reads the pair, from the two halves.
    assert!(text[at + 1].starts_with("STG"), "{text:#?}");
    assert_eq!(pack.uses.len(), 2, "{text:#?}");
}

#[test]
fn the_stack_pointer_stays_in_r1() {
    let r = kernel("MOV R1, c[0x0][0x28]\nEXIT");
    assert_eq!(r.func.vregs[0].fixed, Some(1));
}

/// ptxas's own registers for the renamed code pass the allocation checker: the values the
/// renaming made are ones ptxas's placement keeps apart.
fn assert_ptxas_placement_checks(r: &Renamed) {
    use crate::check::{check_allocation, Assignment, Limits};
    let a = Assignment::identity(r.ptxas.iter().map(|&p| Some(p)).collect());
    if let Err(e) = check_allocation(&r.func, &a, &Limits::architectural()) {
        panic!("{e}\n{:#?}", listing(r));
    }
}

#[test]
fn a_read_under_the_guard_of_the_write_sees_that_write_alone() {
    // R6 is half of the address pair R6:R7 first; later, while R7 holds 0x400 (read at the
    // end), `@!P2` writes R6 and only `@!P2` instructions read it: that R6 is a value of its
    // own, not the pair's first half (which would claim R7 too).
    let r = kernel(
        "S2R R0, SR_TID.X
         IMAD.WIDE R6, R0, 0x4, R2
         STG.E [R6.64], R0
         MOV R7, 0x400
         ISETP.GE.AND P2, PT, R0, 0x10, PT
         @!P2 IMAD R6, R0, 0x4, R0
         @!P2 LDS R6, [R6]
         @!P2 STS [R0], R6
         STG.E [R2.64], R7
         EXIT",
    );
    assert_ptxas_placement_checks(&r);
    let lds = &r.func.blocks[0].insts[6];
    assert_eq!(r.func.vreg(lds.defs[0]).width, 1, "{:#?}", listing(&r));
}

#[test]
fn a_vector_built_over_registers_still_in_use_is_packed_in_place() {
    // The four results are stored as one R4.128 and R7 is read again after the store
    // (ptxas 13.5, `ll_select_vector` at sm_80): the store's data is a PACK of the four
    // values, and ptxas's placement of both is valid.
    let r = kernel(
        "S2R R0, SR_TID.X
         LDG.E.128 R4, [R2.64]
         FSEL R4, R4, 0x1, P0
         FSEL R5, R5, 0x1, P0
         FSEL R6, R6, 0x1, P0
         FSEL R7, R7, 0x1, P0
         STG.E.128 [R2.64], R4
         F2F.F64.F32 R8, R7
         STG.E.64 [R2.64+0x10], R8
         EXIT",
    );
    assert_ptxas_placement_checks(&r);
    assert!(
        listing(&r).iter().any(|l| l.starts_with("PACK")),
        "{:#?}",
        listing(&r)
    );
}

#[test]
fn a_subroutine_reads_no_register_it_writes_and_reads_under_one_guard() {
    // The slow path of double division (ptxas 13.5, `f64_newton_cbrt` at sm_75) starts
    // `@!P2 LOP3.LUT R20, ...` then `@!P2 ISETP ..., R20`: R20 is written before it is read
    // on every path, so a call does not read the caller's R20 (which would join the
    // caller's pair in R20:R21 to the call's result in R20).
    let listing = kernel_listing(
        "MOV R4, 0x30
         CALL.REL.NOINC `($__internal_0_$__cuda_sm20_div_rn_f64_full)
         EXIT
         $__internal_0_$__cuda_sm20_div_rn_f64_full:
         FSETP.GEU.AND P2, PT, |R15|, 1.469367938527859385e-39, PT
         @!P2 LOP3.LUT R20, R11, 0x7ff00000, RZ, 0xc0, !PT
         @!P2 ISETP.GE.U32.AND P3, PT, R27, R20, PT
         RET.REL.NODEC R4 `(k)",
    );
    let f = &listing.functions[0];
    let blocks = super::blocks::Blocks::of(f);
    let subs = super::blocks::subroutine_summaries(&blocks, &FxHashMap::default());
    let s = &subs["$__internal_0_$__cuda_sm20_div_rn_f64_full"];
    assert!(s.reads.contains(&(RegClass::R, 11)), "{s:?}");
    assert!(!s.reads.contains(&(RegClass::R, 20)), "{s:?}");
    assert!(s.writes.contains(&(RegClass::R, 20)), "{s:?}");
}

#[test]
fn writes_under_opposite_guards_replace_what_the_register_held() {
    // `@!P0 FMUL R9` then `@P0 MOV R9` (ptxas 13.5, `softmax_online_block` at sm_75 from
    // NVRTC 12.9): between them R9 holds one of the two on every path, so the half of the
    // address pair R8:R9 that R9 held before is not part of that value, and the value is a
    // single register.
    let r = kernel(
        "S2R R0, SR_TID.X
         ISETP.GE.AND P0, PT, R0, 0x10, PT
         IMAD.WIDE R8, R0, 0x4, R2
         STG.E [R8.64], R0
         IMAD.MOV.U32 R8, RZ, RZ, 0x4
         @!P0 FMUL R9, R0, R0
         @P0 MOV R9, 0xff800000
         STS [R8], R9
         EXIT",
    );
    assert_ptxas_placement_checks(&r);
    let fmul = &r.func.blocks[0].insts[5];
    assert_eq!(r.func.vreg(fmul.defs[0]).width, 1, "{:#?}", listing(&r));
}
