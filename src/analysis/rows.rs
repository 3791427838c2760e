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
    /// No rows yet, with room for `rows` rows holding `items` items between them (a good
    /// guess saves the copies of growing the table item by item).
    pub fn with_capacity(rows: usize, items: usize) -> Rows<T> {
        let mut start = Vec::with_capacity(rows + 1);
        start.push(0);
        Rows {
            start,
            items: Vec::with_capacity(items),
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
    /// (pairs naming a row `>= n` are left out). The pairs are walked twice: once to size
    /// the rows, once to fill them.
    pub fn from_pairs<P>(n: usize, pairs: P) -> Rows<T>
    where
        P: IntoIterator<Item = (u32, T)>,
        P::IntoIter: Clone,
        T: Copy,
    {
        let pairs = pairs.into_iter().filter(move |&(r, _)| (r as usize) < n);
        // Row `r` counted at `start[r + 2]`: after the running sum `start[r + 1]` is where
        // row `r` begins, and filling the row moves it to where the row ends, which is where
        // row `r + 1` begins. The one extra entry is dropped at the end.
        let mut start = vec![0u32; n + 2];
        for (r, _) in pairs.clone() {
            start[r as usize + 2] += 1;
        }
        for r in 2..n + 2 {
            start[r] += start[r - 1];
        }
        let Some((_, filler)) = pairs.clone().next() else {
            start.pop();
            return Rows {
                start,
                items: Vec::new(),
            };
        };
        // Every slot is written below; `filler` only gives the vector its length.
        let mut items = vec![filler; start[n + 1] as usize];
        for (r, item) in pairs {
            let slot = &mut start[r as usize + 1];
            items[*slot as usize] = item;
            *slot += 1;
        }
        start.pop();
        Rows { start, items }
    }

    /// Rewrites every row in place with `f`, which may reorder the row and keeps its first
    /// `k` items by returning `k`; the rows shrink to what each kept.
    pub fn compact_rows(&mut self, mut f: impl FnMut(&mut [T]) -> usize)
    where
        T: Copy,
    {
        let mut out = 0usize;
        for r in 0..self.len() {
            let (s, e) = (self.start[r] as usize, self.start[r + 1] as usize);
            let kept = f(&mut self.items[s..e]).min(e - s);
            self.items.copy_within(s..s + kept, out);
            self.start[r] = out as u32;
            out += kept;
        }
        if let Some(last) = self.start.last_mut() {
            *last = out as u32;
        }
        self.items.truncate(out);
    }

    /// Rows that index `n` columns: row `c` lists, in order, the rows of `self` that name
    /// `c` (the transpose; items `>= n` are left out).
    pub fn transpose(&self, n: usize) -> Rows<u32>
    where
        T: Copy + Into<u32>,
    {
        let pairs =
            (0..self.len()).flat_map(|r| self.get(r).iter().map(move |&x| (x.into(), r as u32)));
        Rows::from_pairs(n, pairs)
    }
}

/// Row `r` (empty past the last row), as [`Rows::get`].
impl<T> std::ops::Index<usize> for Rows<T> {
    type Output = [T];

    fn index(&self, r: usize) -> &[T] {
        self.get(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compacted_rows_keep_what_each_row_kept() {
        let mut r = Rows::from_pairs(4, [(0, 1), (0, 2), (1, 3), (3, 4), (3, 5), (3, 6)]);
        r.compact_rows(|row| {
            row.reverse();
            row.len().saturating_sub(1)
        });
        assert_eq!(&r[0], &[2]);
        assert!(r[1].is_empty());
        assert!(r[2].is_empty());
        assert_eq!(&r[3], &[6, 5]);
        assert_eq!(r.len(), 4);
    }

    #[test]
    fn rows_from_pairs_keep_the_order_within_a_row() {
        let r = Rows::from_pairs(3, [(2, 'a'), (0, 'b'), (2, 'c'), (5, 'x'), (0, 'd')]);
        assert_eq!(r.len(), 3);
        assert_eq!(r.get(0), &['b', 'd']);
        assert_eq!(r.get(1), &[] as &[char]);
        assert_eq!(r.get(2), &['a', 'c']);
    }

    #[test]
    fn rows_and_their_transpose() {
        let mut r: Rows<u32> = Rows::with_capacity(3, 0);
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
