//! The command's global allocator: mimalloc, asked through its plain entry points, with the
//! run-time options a one-shot compile wants. (Binary only: a library must leave the choice
//! of allocator to the program that links it.)

/// The pipeline allocates and frees many small vectors per instruction; mimalloc's
/// thread-local size classes make that markedly cheaper than the system allocator.
#[global_allocator]
static ALLOCATOR: small_aligned::Mi = small_aligned::Mi;

/// mimalloc as the global allocator, calling its plain `mi_malloc` family for the usual
/// alignments. (The `mimalloc` crate's allocator asks for every block by alignment, and
/// mimalloc 3 sends about a quarter of those requests down its slow generic path.)
mod small_aligned {
    use std::alloc::{GlobalAlloc, Layout};
    use std::ffi::c_void;

    extern "C" {
        fn mi_malloc(size: usize) -> *mut c_void;
        fn mi_zalloc(size: usize) -> *mut c_void;
        fn mi_realloc(p: *mut c_void, newsize: usize) -> *mut c_void;
        fn mi_free(p: *mut c_void);
    }

    /// The alignment every `mi_malloc` block of at least this size has (mimalloc's
    /// `MI_MAX_ALIGN_SIZE` on 64-bit targets); smaller blocks are aligned to their size
    /// class, which is at least the alignment of any type that fits them.
    const MIN_ALIGN: usize = 16;

    fn plain(layout: &Layout) -> bool {
        layout.align() <= MIN_ALIGN && layout.align() <= layout.size()
    }

    /// The global allocator.
    pub struct Mi;

    // SAFETY: blocks come from mimalloc, which returns null on failure and honours the
    // alignment: `mi_malloc` where `plain` holds (as the standard library's own allocator
    // decides for `malloc`), mimalloc's aligned entry points otherwise.
    unsafe impl GlobalAlloc for Mi {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            if plain(&layout) {
                mi_malloc(layout.size()).cast()
            } else {
                mimalloc::MiMalloc.alloc(layout)
            }
        }

        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            if plain(&layout) {
                mi_zalloc(layout.size()).cast()
            } else {
                mimalloc::MiMalloc.alloc_zeroed(layout)
            }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
            mi_free(ptr.cast());
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            if layout.align() <= MIN_ALIGN && layout.align() <= new_size {
                mi_realloc(ptr.cast(), new_size).cast()
            } else {
                mimalloc::MiMalloc.realloc(ptr, layout, new_size)
            }
        }
    }
}

/// mimalloc's run-time options (the `mi_option_e` enumeration of the mimalloc 3 sources the
/// locked `libmimalloc-sys` builds; `allocator_options_are_mimalloc_3s` checks the numbers).
pub mod mimalloc_options {
    use std::ffi::{c_int, c_long, c_ulong};

    extern "C" {
        fn mi_option_set(option: c_int, value: c_long);
        #[cfg(test)]
        fn mi_option_get(option: c_int) -> c_long;
    }

    /// Delay before freed memory is returned to the system (ms; -1: never).
    pub const PURGE_DELAY: c_int = 15;
    /// Whether the heap may use transparent huge pages.
    pub const ALLOW_THP: c_int = 43;

    /// A compile keeps its memory until it exits: returning freed pages to the system and
    /// faulting them in again cost as much system time as the whole compile of a
    /// million-instruction kernel. Transparent huge pages are turned off for the process
    /// (mimalloc reads its own huge-page option only when it starts, before `main`): with
    /// them the system time of a million-instruction compile varied from 0.2 to 2 s on the
    /// development machine, without them it stays within 0.4–1.2 s.
    pub fn keep_freed_memory() {
        // SAFETY: setting an option mimalloc defines, with a value it documents; options may
        // be set at any time.
        unsafe {
            mi_option_set(PURGE_DELAY, -1);
            mi_option_set(ALLOW_THP, 0);
        }
        // SAFETY: a documented prctl that only sets a flag of this process; its failure
        // (an old kernel) leaves huge pages on, which is merely slower.
        #[cfg(target_os = "linux")]
        unsafe {
            libc::prctl(
                libc::PR_SET_THP_DISABLE,
                1 as c_ulong,
                0 as c_ulong,
                0 as c_ulong,
                0 as c_ulong,
            );
        }
    }

    /// The current value of an option.
    #[cfg(test)]
    pub fn get(option: c_int) -> c_long {
        // SAFETY: reading an option mimalloc defines.
        unsafe { mi_option_get(option) }
    }
}

#[cfg(test)]
mod tests {
    use super::mimalloc_options as opt;

    /// The option numbers are mimalloc 3's: their defaults read back (1000 ms purge delay,
    /// transparent huge pages allowed). An upgrade that renumbers them fails here.
    #[test]
    fn allocator_options_are_mimalloc_3s() {
        assert_eq!(opt::get(opt::PURGE_DELAY), 1000);
        assert_eq!(opt::get(opt::ALLOW_THP), 1);
    }
}
