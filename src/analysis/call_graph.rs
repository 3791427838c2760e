//! Walks over a module's call graph, by explicit stack: a module may chain tens of thousands
//! of device functions (or call them in a cycle), far deeper than a thread's stack allows
//! recursion to go.
//!
//! Functions are plain indices `0..n`; `callees(i)` lists what `i` calls (indices out of
//! range are ignored). Recursion — a function reaching itself through calls — is cut at the
//! back edge, so every function is visited once.

/// The functions reachable from `roots` (in the roots' order), each after every function it
/// calls except those on a cycle back to it: the depth-first post-order, each function once.
///
/// This is the order of the recursive walk "visit callees, then place self" without its
/// recursion.
pub fn callees_first(
    n: usize,
    roots: impl IntoIterator<Item = usize>,
    mut callees: impl FnMut(usize) -> Vec<usize>,
) -> Vec<usize> {
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    // (function, its callees, index of the next callee to visit)
    let mut stack: Vec<(usize, Vec<usize>, usize)> = Vec::new();
    for root in roots {
        if root >= n || seen[root] {
            continue;
        }
        seen[root] = true;
        stack.push((root, callees(root), 0));
        while let Some((node, calls, next)) = stack.last_mut() {
            match calls.get(*next).copied() {
                Some(c) => {
                    *next += 1;
                    if c < n && !seen[c] {
                        seen[c] = true;
                        let calls = callees(c);
                        stack.push((c, calls, 0));
                    }
                }
                None => {
                    order.push(*node);
                    stack.pop();
                }
            }
        }
    }
    order
}

/// Per function, whether it reaches recursion: it lies on a cycle of calls, or calls (at any
/// depth) a function that does. Such a function's stack need cannot be known statically.
pub fn reaches_recursion(n: usize, mut callees: impl FnMut(usize) -> Vec<usize>) -> Vec<bool> {
    let lists: Vec<Vec<usize>> = (0..n).map(&mut callees).collect();
    let order = callees_first(n, 0..n, |i| lists[i].clone());
    // In the post-order a callee comes first unless the call closes a cycle: a callee not
    // yet finished when its caller finishes is on the walk's stack, so the call is a back
    // edge. Callees that finished earlier pass their answer up.
    let mut finished = vec![false; n];
    let mut recursive = vec![false; n];
    for &f in &order {
        recursive[f] = lists[f]
            .iter()
            .filter(|&&c| c < n)
            .any(|&c| !finished[c] || recursive[c]);
        finished[f] = true;
    }
    recursive
}

/// The strongly connected components of the call graph: per function, the number of its
/// component. Functions that call each other (at any depth) share a component; a function
/// on no cycle is alone in its own. Kosaraju's two walks: the post-order over the calls,
/// then, latest-finished first, everything that reaches each function through callers.
pub fn components(n: usize, mut callees: impl FnMut(usize) -> Vec<usize>) -> Vec<usize> {
    let lists: Vec<Vec<usize>> = (0..n).map(&mut callees).collect();
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (f, calls) in lists.iter().enumerate() {
        for &c in calls.iter().filter(|&&c| c < n) {
            callers[c].push(f);
        }
    }
    let order = callees_first(n, 0..n, |i| lists[i].clone());
    let mut component = vec![usize::MAX; n];
    let mut next = 0;
    for &root in order.iter().rev() {
        if component[root] != usize::MAX {
            continue;
        }
        component[root] = next;
        let mut stack = vec![root];
        while let Some(f) = stack.pop() {
            for &caller in &callers[f] {
                if component[caller] == usize::MAX {
                    component[caller] = next;
                    stack.push(caller);
                }
            }
        }
        next += 1;
    }
    component
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph<'a>(edges: &'a [&'a [usize]]) -> impl Fn(usize) -> Vec<usize> + 'a {
        move |i| edges.get(i).map_or_else(Vec::new, |e| e.to_vec())
    }

    #[test]
    fn callees_come_first_each_once() {
        // 0 -> 1, 2; 1 -> 2; 3 -> 0 (3 unreachable from root 0)
        let g: &[&[usize]] = &[&[1, 2], &[2], &[], &[0]];
        assert_eq!(callees_first(4, [0], graph(g)), vec![2, 1, 0]);
        assert_eq!(callees_first(4, [3, 0], graph(g)), vec![2, 1, 0, 3]);
        // Out-of-range roots and callees are ignored.
        assert_eq!(callees_first(2, [5, 0], graph(&[&[9, 1], &[]])), vec![1, 0]);
    }

    #[test]
    fn cycles_are_cut_at_the_back_edge() {
        // 0 -> 1 -> 2 -> 0, and 2 calls itself.
        let g: &[&[usize]] = &[&[1], &[2], &[2, 0]];
        assert_eq!(callees_first(3, [0], graph(g)), vec![2, 1, 0]);
        assert_eq!(callees_first(3, [1, 0], graph(g)), vec![0, 2, 1]);
    }

    #[test]
    fn recursion_is_found_where_it_is_reached() {
        // 0 -> 1 -> 2 <-> 3; 4 -> 1; 5 calls itself; 6 -> 0; 7 alone.
        let g: &[&[usize]] = &[&[1], &[2], &[3], &[2], &[1], &[5], &[0], &[]];
        let r = reaches_recursion(8, graph(g));
        assert_eq!(r, vec![true, true, true, true, true, true, true, false]);
        // A diamond is not recursion.
        let d: &[&[usize]] = &[&[1, 2], &[3], &[3], &[]];
        assert_eq!(reaches_recursion(4, graph(d)), vec![false; 4]);
        // Whichever function the walk starts from, a cycle is found in every member.
        let c: &[&[usize]] = &[&[], &[2], &[3], &[1], &[3]];
        assert_eq!(
            reaches_recursion(5, graph(c)),
            vec![false, true, true, true, true]
        );
    }

    #[test]
    fn components_group_mutual_callers() {
        // 0 -> 1 -> 2 <-> 3; 4 -> 1; 5 calls itself; 6 -> 0; 7 alone.
        let g: &[&[usize]] = &[&[1], &[2], &[3], &[2], &[1], &[5], &[0], &[]];
        let c = components(8, graph(g));
        assert_eq!(c[2], c[3]);
        let mut distinct = c.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 7, "only 2 and 3 share a component: {c:?}");
        // A cycle through three functions is one component, whichever the walk meets first.
        let r: &[&[usize]] = &[&[], &[2], &[3], &[1], &[3]];
        let c = components(5, graph(r));
        assert!(c[1] == c[2] && c[2] == c[3] && c[0] != c[1] && c[4] != c[1]);
    }

    /// Thirty thousand functions in a chain, and the same in a cycle, on a small stack: the
    /// walk keeps its own stack on the heap.
    #[test]
    fn deep_chains_need_no_thread_stack() {
        const N: usize = 30_000;
        let worker = std::thread::Builder::new()
            .stack_size(64 * 1024)
            .spawn(|| {
                // Function i calls i - 1, so the walk from the last goes N deep.
                let chain = |i: usize| if i > 0 { vec![i - 1] } else { Vec::new() };
                let order = callees_first(N, [N - 1], chain);
                assert_eq!(order.len(), N);
                assert_eq!(order[0], 0);
                assert!(reaches_recursion(N, chain).iter().all(|&r| !r));
                let cycle = |i: usize| vec![(i + 1) % N];
                assert!(reaches_recursion(N, cycle).iter().all(|&r| r));
                assert!(components(N, cycle).iter().all(|&c| c == 0));
                assert_eq!(components(N, chain)[N - 1], 0);
            })
            .unwrap();
        worker.join().unwrap();
    }
}
