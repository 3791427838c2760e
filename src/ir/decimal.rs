//! Number formatting for the hot text paths (the listing, virtual-register names): a
//! million-instruction kernel prints or names a few numbers per instruction, and building
//! them digit by digit costs a fraction of `std::fmt`.

/// Appends `n` in decimal.
pub fn push_decimal(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits[at..].iter().for_each(|&d| out.push(char::from(d)));
}

#[cfg(test)]
mod tests {
    #[test]
    fn decimal_digits() {
        for n in [0u64, 7, 10, 12345, u64::MAX] {
            let mut s = String::from("x");
            super::push_decimal(&mut s, n);
            assert_eq!(s, format!("x{n}"));
        }
    }
}
