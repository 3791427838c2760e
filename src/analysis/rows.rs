//! Compressed rows: many short lists (per instruction, per value) in two flat vectors, so
//! hot loops read them without a heap allocation per list.

/// Lists of `T`, one per row, stored back to back.
#[derive(Clone, Debug)]
pub struct Rows<T> {
    start: Vec<u32>,
    items: Vec<T>,
}

impl<T> Default for Rows<T> {
    fn default() -> Self {
        Rows {
            start: vec![0],
            items: Vec::new(),
        }
    }
}

impl<T> Rows<T> {
    /// No rows yet, with room for `rows` rows.
    pub fn with_capacity(rows: usize) -> Rows<T> {
        let mut start = Vec::with_capacity(rows + 1);
        start.push(0);
        Rows {
            start,
            items: Vec::new(),
        }
    }

    /// Adds an item to the row being built (the last one, closed by [`Rows::end_row`]).
    pub fn push(&mut self, item: T) {
        self.items.push(item);
    }

    /// Closes the row being built; the next [`Rows::push`] starts a new one.
    pub fn end_row(&mut self) {
        self.start.push(self.items.len() as u32);
    }

    /// Number of closed rows.
    pub fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// Whether there are no rows.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Row `r` (empty past the last row).
    pub fn get(&self, r: usize) -> &[T] {
        match (self.start.get(r), self.start.get(r + 1)) {
            (Some(&s), Some(&e)) => &self.items[s as usize..e as usize],
            _ => &[],
        }
    }

    /// `n` rows holding the `(row, item)` pairs, each row its items in the order given
    /// (pairs naming a row `>= n` are left out).
    pub fn from_pairs(n: usize, pairs: &[(u32, T)]) -> Rows<T>
    where
        T: Copy,
    {
        let mut start = vec![0u32; n + 1];
        for &(r, _) in pairs {
            if (r as usize) < n {
                start[r as usize + 1] += 1;
            }
        }
        for r in 0..n {
            start[r + 1] += start[r];
        }
        let mut fill = start.clone();
        let mut order = vec![0u32; start[n] as usize];
        for (p, &(r, _)) in pairs.iter().enumerate() {
            if let Some(slot) = fill.get_mut(r as usize).filter(|_| (r as usize) < n) {
                order[*slot as usize] = p as u32;
                *slot += 1;
            }
        }
        let items = order.iter().map(|&p| pairs[p as usize].1).collect();
        Rows { start, items }
    }

    /// Rows that index `n` columns: row `c` lists, in order, the rows of `self` that name
    /// `c` (the transpose; items `>= n` are left out).
    pub fn transpose(&self, n: usize) -> Rows<u32>
    where
        T: Copy + Into<u32>,
    {
        let mut count = vec![0u32; n + 1];
        for &x in &self.items {
            let x: u32 = x.into();
            if (x as usize) < n {
                count[x as usize + 1] += 1;
            }
        }
        for c in 0..n {
            count[c + 1] += count[c];
        }
        let mut fill = count.clone();
        let mut items = vec![0u32; count[n] as usize];
        for r in 0..self.len() {
            for &x in self.get(r) {
                let x: u32 = x.into();
                if let Some(slot) = fill.get_mut(x as usize).filter(|_| (x as usize) < n) {
                    items[*slot as usize] = r as u32;
                    *slot += 1;
                }
            }
        }
        Rows {
            start: count,
            items,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_from_pairs_keep_the_order_within_a_row() {
        let r = Rows::from_pairs(3, &[(2, 'a'), (0, 'b'), (2, 'c'), (5, 'x'), (0, 'd')]);
        assert_eq!(r.len(), 3);
        assert_eq!(r.get(0), &['b', 'd']);
        assert_eq!(r.get(1), &[] as &[char]);
        assert_eq!(r.get(2), &['a', 'c']);
    }

    #[test]
    fn rows_and_their_transpose() {
        let mut r: Rows<u32> = Rows::with_capacity(3);
        r.push(2);
        r.push(0);
        r.end_row();
        r.end_row();
        r.push(2);
        r.push(9);
        r.end_row();
        assert_eq!(r.len(), 3);
        assert_eq!(r.get(0), &[2, 0]);
        assert!(r.get(1).is_empty());
        assert_eq!(r.get(2), &[2, 9]);
        assert!(r.get(3).is_empty());
        let t = r.transpose(3);
        assert_eq!(t.len(), 3);
        assert_eq!(t.get(0), &[0]);
        assert!(t.get(1).is_empty());
        assert_eq!(t.get(2), &[0, 2]);
    }
}
