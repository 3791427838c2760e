//! Vector registers as the scalar registers they are. `.reg .v2 .f32 v;` declares two
//! `.f32` registers, named in PTX as `v.x` and `v.y` (`v.r`, `v.g`, ... too), or together
//! as `v` where a `{..}` list may stand (`st.global.v2.f32 [a], v`). ptxas gives each
//! element a register of its own (an element written alone, `max.f32 v.x, a, b`, is an
//! `FMNMX` into one register), so lowering sees one scalar register per element, declared
//! in the scope of the vector's declaration.
//!
//! The function is rewritten before it is lowered, when it declares vectors at all (the
//! compilers' own PTX does not; hand-written inline assembly, as CUTLASS's, does): each
//! vector declaration becomes a declaration of its elements, `v.x` the element's register
//! and `v` the `{..}` list of all of them. Spans are kept, so every later diagnostic
//! points at the PTX as written.

use rustc_hash::FxHashMap as HashMap;

use ptx_parser::ast::{self, AddressBase, Block, Operand, RegDecl, RegRef, Statement};

/// The element names, in order (`.r`, `.g`, `.b`, `.a` are the same elements).
const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

/// `f` with its vector registers replaced by scalars, or `None` when it declares none
/// (nothing is copied then).
pub(super) fn scalarize(f: &ast::Function) -> Option<ast::Function> {
    if !f.body.as_ref().is_some_and(declares_vectors) {
        return None;
    }
    let mut out = f.clone();
    if let Some(body) = out.body.as_mut() {
        rewrite_block(body, &mut Vec::new());
    }
    Some(out)
}

/// Whether `b` or a scope inside it declares a vector register this pass rewrites.
fn declares_vectors(b: &Block) -> bool {
    b.statements.iter().any(|st| match st {
        Statement::Reg(r) => vector_width(r).is_some(),
        Statement::Block(inner) => declares_vectors(inner),
        _ => false,
    })
}

/// The element count of a vector declaration (`.v2`, `.v4`), `None` for scalars.
fn vector_width(r: &RegDecl) -> Option<u32> {
    r.vector
        .filter(|n| (2..=COMPONENTS.len() as u32).contains(n))
}

/// The element index a component letter names.
fn component_index(c: char) -> Option<usize> {
    match c {
        'x' | 'r' => Some(0),
        'y' | 'g' => Some(1),
        'z' | 'b' => Some(2),
        'w' | 'a' => Some(3),
        _ => None,
    }
}

/// The name of element `k` of the vector register `name`: the component goes before the
/// name's trailing number, so that the vectors of a `%v<4>` range become the scalar ranges
/// `%v.x<4>`, `%v.y<4>`, ... (`%v1.y` is `%v.y1`). A PTX name has no dot: no declared name
/// is taken.
fn element_name(name: &str, k: usize) -> String {
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (stem, number) = name.split_at(name.len() - digits);
    format!("{stem}.{}{number}", COMPONENTS[k])
}

/// The registers one `{ }` scope declares: their element counts (1 for scalars), so that a
/// scalar declared in an inner scope hides an outer vector of its name.
#[derive(Default)]
struct Scope {
    /// Declared by exact name.
    names: HashMap<String, u32>,
    /// `%r<N>` ranges: prefix, count, element count.
    ranges: Vec<(String, u32, u32)>,
}

impl Scope {
    /// The scope's declarations.
    fn of(b: &Block) -> Scope {
        let mut s = Scope::default();
        for st in &b.statements {
            let Statement::Reg(r) = st else { continue };
            let width = vector_width(r).unwrap_or(1);
            for n in &r.names {
                match n.range {
                    Some(count) => s.ranges.push((n.name.clone(), count, width)),
                    None => {
                        s.names.insert(n.name.clone(), width);
                    }
                }
            }
        }
        s
    }

    /// The element count of the register `name` if this scope declares it.
    fn width(&self, name: &str) -> Option<u32> {
        if let Some(&w) = self.names.get(name) {
            return Some(w);
        }
        self.ranges.iter().find_map(|(prefix, count, w)| {
            let number = name.strip_prefix(prefix.as_str())?;
            let in_range = !number.is_empty()
                && number.bytes().all(|b| b.is_ascii_digit())
                && number.parse::<u64>().is_ok_and(|n| n < u64::from(*count));
            in_range.then_some(*w)
        })
    }
}

/// The element count of the vector register `name` as `scopes` (innermost last) see it;
/// `None` for a scalar or an undeclared name.
fn vector_of(scopes: &[Scope], name: &str) -> Option<u32> {
    scopes
        .iter()
        .rev()
        .find_map(|s| s.width(name))
        .filter(|&w| w > 1)
}

/// Rewrites the scope `b` nested in `outer`: its vector declarations and every use of a
/// vector it sees.
fn rewrite_block(b: &mut Block, outer: &mut Vec<Scope>) {
    outer.push(Scope::of(b));
    for st in &mut b.statements {
        match st {
            Statement::Reg(r) => scalar_declaration(r),
            Statement::Instruction(i) => {
                for op in &mut i.operands {
                    rewrite_operand(op, outer, true);
                }
            }
            Statement::Block(inner) => rewrite_block(inner, outer),
            _ => {}
        }
    }
    outer.pop();
}

/// A vector declaration as the declaration of its elements' registers.
fn scalar_declaration(r: &mut RegDecl) {
    let Some(width) = vector_width(r) else { return };
    r.names = r
        .names
        .iter()
        .flat_map(|n| {
            (0..width as usize).map(|k| ast::RegName {
                name: element_name(&n.name, k),
                range: n.range,
                dims: n.dims.clone(),
            })
        })
        .collect();
    r.vector = None;
    // The vector's alignment is the first element's; the others need none of their own.
    r.align = None;
}

/// Rewrites the vector registers `op` names: `v.x` becomes the element's register and, at
/// the top level of an operand (`whole_allowed`), `v` the `{..}` list of the elements. A
/// component past the vector's end (`.z` of a `.v2`) names no register: ptxas 13.5
/// accepts it and reads whatever register is at hand, which a sink (a zero source, a dead
/// destination) stands for.
fn rewrite_operand(op: &mut Operand, scopes: &[Scope], whole_allowed: bool) {
    match op {
        Operand::Reg(r) => {
            let Some(width) = vector_of(scopes, &r.name) else {
                return;
            };
            *op = match r.component.and_then(component_index) {
                Some(k) if k < width as usize => Operand::Reg(element(r, k)),
                Some(_) => Operand::Sink(r.span),
                None if whole_allowed => Operand::Vector(
                    (0..width as usize)
                        .map(|k| Operand::Reg(element(r, k)))
                        .collect(),
                    r.span,
                ),
                None => return,
            };
        }
        Operand::Address(a) => {
            if let Some(AddressBase::Reg(r)) = &mut a.base {
                let k = r.component.and_then(component_index);
                if let (Some(width), Some(k)) = (vector_of(scopes, &r.name), k) {
                    if k < width as usize {
                        *r = element(r, k);
                    }
                }
            }
        }
        Operand::Vector(v, _) | Operand::List(v, _) | Operand::Bracket(v, _) => {
            for e in v {
                rewrite_operand(e, scopes, false);
            }
        }
        Operand::Not(inner, _) | Operand::Neg(inner, _) => rewrite_operand(inner, scopes, false),
        Operand::Pair(a, b, _) => {
            rewrite_operand(a, scopes, false);
            rewrite_operand(b, scopes, false);
        }
        Operand::Imm(..) | Operand::Symbol { .. } | Operand::Sink(_) => {}
    }
}

/// The register of element `k` of the vector `r` names.
fn element(r: &RegRef, k: usize) -> RegRef {
    RegRef {
        name: element_name(&r.name, k).into(),
        component: None,
        span: r.span,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(src: &str) -> ast::Function {
        let m = ptx_parser::parse_module(src).unwrap_or_default();
        let f = m.functions().next().cloned();
        f.unwrap_or_else(|| panic!("the test PTX has a function"))
    }

    const HEAD: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

    /// `f` printed back as PTX, every run of whitespace one space.
    fn printed(f: ast::Function) -> String {
        let text = ptx_parser::print_module(&ast::Module {
            items: vec![ast::Item::Function(f)],
        });
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn element_names_keep_range_numbers_last() {
        assert_eq!(element_name("mx", 0), "mx.x");
        assert_eq!(element_name("%v", 3), "%v.w");
        assert_eq!(element_name("%v12", 1), "%v.y12");
    }

    /// `.reg .v2 .f32 mx;` is two `.f32` registers in its own scope; `mx.x`/`mx.g` name
    /// them, `mx` whole is their `{..}` list, and the scalar `mx` outside the scope is
    /// left alone.
    #[test]
    fn a_vector_declaration_becomes_its_elements() {
        let src = format!(
            "{HEAD}.visible .entry k(.param .u64 p)\n{{\n.reg .f32 %f<4>;\n.reg .b64 %rd<2>;\n\
             .reg .f32 mx;\n{{\n.reg .v2 .f32 mx;\nmax.f32 mx.x, %f1, %f2;\n\
             max.f32 mx.g, %f2, %f3;\nst.global.v2.f32 [%rd1], mx;\n}}\n\
             mov.f32 mx, %f1;\nret;\n}}\n"
        );
        let out = scalarize(&body(&src)).unwrap_or_else(|| panic!("vectors declared"));
        let printed = printed(out);
        assert!(printed.contains(".reg .f32 mx.x, mx.y;"), "{printed}");
        assert!(printed.contains("max.f32 mx.x, %f1, %f2;"), "{printed}");
        assert!(printed.contains("max.f32 mx.y, %f2, %f3;"), "{printed}");
        assert!(printed.contains("[%rd1], {mx.x, mx.y};"), "{printed}");
        assert!(printed.contains("mov.f32 mx, %f1;"), "{printed}");
    }

    #[test]
    fn ranges_of_vectors_and_components_past_the_end() {
        let src = format!(
            "{HEAD}.visible .entry k()\n{{\n.reg .v2 .b32 %v<3>;\n\
             mov.b32 %v2.y, 1;\nmov.b32 %v1.z, %v2.y;\nret;\n}}\n"
        );
        let out = scalarize(&body(&src)).unwrap_or_else(|| panic!("vectors declared"));
        let printed = printed(out);
        assert!(printed.contains(".reg .b32 %v.x<3>, %v.y<3>;"), "{printed}");
        assert!(printed.contains("mov.b32 %v.y2, 1;"), "{printed}");
        assert!(printed.contains("mov.b32 _, %v.y2;"), "{printed}");
    }

    #[test]
    fn functions_without_vectors_are_not_copied() {
        let src = format!("{HEAD}.visible .entry k()\n{{\n.reg .b32 %r<2>;\nret;\n}}\n");
        assert!(scalarize(&body(&src)).is_none());
    }
}
