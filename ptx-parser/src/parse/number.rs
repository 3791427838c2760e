//! Numeric literals: every radix PTX accepts, the `0f`/`0d` bit-pattern floats, decimal
//! floats, and the `U` suffix.
//!
//! A literal is first delimited as a maximal run of "number-like" characters so that an
//! error can quote the whole bad token (``bad immediate `0fXYZ` ``) instead of stopping at the
//! first odd character and reporting something confusing about the remainder.

use crate::ast::Span;
use crate::lexer::{nom_hex, nom_number_like, Cursor, PResult};

/// A literal before a sign is applied.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Num {
    /// Integer magnitude.
    Int(u64),
    /// `0fXXXXXXXX`.
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX`.
    F64(u64),
    /// Decimal float.
    Float(f64),
}

/// Reads the literal at the cursor (which must be at an ASCII digit).
pub(crate) fn number(c: &mut Cursor<'_>) -> PResult<(Num, Span)> {
    let start = c.pos;
    let rest = &c.b[start..];
    let mut len = nom_number_like(rest).map_or(0, |(_, t)| t.len());
    // Decimal exponent with a sign: `1.5e-3`.
    let tok = &rest[..len];
    if matches!(tok.last(), Some(b'e' | b'E')) {
        let decimal_body = tok[..len - 1]
            .iter()
            .all(|&b| b.is_ascii_digit() || b == b'.');
        if decimal_body
            && matches!(rest.get(len), Some(b'+' | b'-'))
            && rest.get(len + 1).is_some_and(u8::is_ascii_digit)
        {
            len += 1 + rest[len + 1..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
        }
    }
    let text = &c.src[start..start + len];
    let span = Span::new(start, start + len);
    c.bump(len);
    match interpret(text) {
        Ok(n) => Ok((n, span)),
        Err(why) => Err(c.err(format!("bad immediate `{text}`"), span, why)),
    }
}

/// `t` without a trailing `U` suffix.
fn strip_u(t: &str) -> &str {
    t.strip_suffix('U').unwrap_or(t)
}

/// Interprets a delimited literal.
fn interpret(s: &str) -> Result<Num, &'static str> {
    let b = s.as_bytes();
    let radix = |digits: &str, r: u32| -> Result<Num, &'static str> {
        if digits.is_empty() {
            return Err("no digits after the radix prefix");
        }
        u64::from_str_radix(digits, r).map(Num::Int).map_err(|e| {
            if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) {
                "does not fit in 64 bits"
            } else {
                match r {
                    16 => "invalid hexadecimal digit",
                    8 => "invalid octal digit (a leading `0` means octal)",
                    2 => "invalid binary digit",
                    _ => "invalid decimal digit",
                }
            }
        })
    };
    if b.len() >= 2 && b[0] == b'0' {
        match b[1] {
            b'x' | b'X' => return radix(strip_u(&s[2..]), 16),
            b'b' | b'B' => return radix(strip_u(&s[2..]), 2),
            b'f' | b'F' => {
                return match hex_exact(&s[2..], 8) {
                    Some(v) => Ok(Num::F32(v as u32)),
                    None => Err("`0f` must be followed by exactly 8 hex digits"),
                }
            }
            b'd' | b'D' => {
                return match hex_exact(&s[2..], 16) {
                    Some(v) => Ok(Num::F64(v)),
                    None => Err("`0d` must be followed by exactly 16 hex digits"),
                }
            }
            _ => {}
        }
    }
    let is_float = b.contains(&b'.') || b.iter().any(|&c| c == b'e' || c == b'E');
    if is_float {
        return decimal_float(s);
    }
    let body = strip_u(s);
    if body.len() > 1 && body.starts_with('0') {
        return radix(&body[1..], 8);
    }
    radix(body, 10)
}

/// `digits [. digits] [e [+-] digits]`, finite.
fn decimal_float(s: &str) -> Result<Num, &'static str> {
    let b = s.as_bytes();
    let mut i = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if i == 0 {
        return Err("a decimal float starts with a digit");
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        i += b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let n = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if n == 0 {
            return Err("exponent has no digits");
        }
        i += n;
    }
    if i != b.len() {
        return Err("not a valid decimal floating-point literal");
    }
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(Num::Float(v)),
        _ => Err("floating-point literal out of range"),
    }
}

/// Exactly `n` hex digits.
fn hex_exact(s: &str, n: usize) -> Option<u64> {
    let (rest, digits) = nom_hex(s.as_bytes()).ok()?;
    if !rest.is_empty() || digits.len() != n {
        return None;
    }
    u64::from_str_radix(s, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(s: &str) -> Result<Num, String> {
        let mut c = Cursor::new(s);
        number(&mut c).map(|x| x.0).map_err(|e| e.message.clone())
    }

    #[test]
    fn every_radix() {
        assert_eq!(num("0"), Ok(Num::Int(0)));
        assert_eq!(num("42"), Ok(Num::Int(42)));
        assert_eq!(num("42U"), Ok(Num::Int(42)));
        assert_eq!(num("0x1F"), Ok(Num::Int(31)));
        assert_eq!(num("0XffU"), Ok(Num::Int(255)));
        assert_eq!(num("017"), Ok(Num::Int(15)));
        assert_eq!(num("0b101"), Ok(Num::Int(5)));
        assert_eq!(num("0f3F800000"), Ok(Num::F32(0x3F80_0000)));
        assert_eq!(
            num("0d3FF0000000000000"),
            Ok(Num::F64(0x3FF0_0000_0000_0000))
        );
        assert_eq!(num("1.5"), Ok(Num::Float(1.5)));
        assert_eq!(num("1.5e-3"), Ok(Num::Float(1.5e-3)));
        assert_eq!(num("2e10"), Ok(Num::Float(2e10)));
        assert_eq!(num("18446744073709551615"), Ok(Num::Int(u64::MAX)));
    }

    #[test]
    fn bad_literals() {
        assert_eq!(num("0fXYZ"), Err("bad immediate `0fXYZ`".to_string()));
        assert!(num("0f3F80000").is_err());
        assert!(num("09").is_err());
        assert!(num("0x").is_err());
        assert!(num("12ab").is_err());
        assert!(num("18446744073709551616").is_err());
        assert!(num("1e999").is_err());
    }
}
