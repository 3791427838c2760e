//! The last line of defence against ptxra bugs: a panic while compiling one function becomes
//! a [`crate::driver::DriverError::Panic`] naming the function, the pass and the PTX line
//! being worked on, instead of a panic trace (exit status 4, with a request to report it).
//!
//! The pipeline records where it is ([`enter_function`], [`enter_pass`], [`at_line`]) in a
//! thread-local that costs a store per instruction; [`catch`] reads it when a panic unwinds.
//! [`install_panic_hook`] (called by the command-line tool) keeps the default hook from
//! printing the trace and remembers the panic's source location for the message;
//! `RUST_BACKTRACE=1` restores the default output. A library inside another program does
//! not own the process's hook: [`install_quiet_hook`] silences only ptxra's own threads and
//! calls ([`catch_quietly`]) and leaves every other panic to the hook the program had.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    static FUNCTION: RefCell<String> = const { RefCell::new(String::new()) };
    static PASS: Cell<&'static str> = const { Cell::new("") };
    static LINE: Cell<u32> = const { Cell::new(0) };
    static PANIC_AT: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Inside [`catch_quietly`]: a panic here is caught and reported, not printed.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// The names of the threads ptxra starts begin with this (the parser's second half of a
/// large body, lowering's scan beside it, the C library's worker), so that
/// [`install_quiet_hook`] knows them for its own.
pub const THREAD_NAME_PREFIX: &str = "ptxra";

/// Where the pipeline was when something went wrong.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Context {
    /// Function being compiled (empty before the first).
    pub function: String,
    /// Pass being run (`lower`, `regalloc`, ...).
    pub pass: &'static str,
    /// PTX line of the instruction being lowered (0 when unknown).
    pub line: u32,
}

/// Records that `name` is now being compiled (resets the line).
pub fn enter_function(name: &str) {
    FUNCTION.with(|f| {
        let mut f = f.borrow_mut();
        f.clear();
        f.push_str(name);
    });
    LINE.with(|l| l.set(0));
}

/// Records the pass now running.
pub fn enter_pass(pass: &'static str) {
    PASS.with(|p| p.set(pass));
}

/// Records the PTX line of the instruction now being lowered.
pub fn at_line(line: u32) {
    LINE.with(|l| l.set(line));
}

/// The current context.
pub fn context() -> Context {
    Context {
        function: FUNCTION.with(|f| f.borrow().clone()),
        pass: PASS.with(Cell::get),
        line: LINE.with(Cell::get),
    }
}

/// Runs `f`; a panic inside it comes back as `Err((context, message))`.
pub fn catch<T>(f: impl FnOnce() -> T) -> Result<T, (Context, String)> {
    PANIC_AT.with(|p| p.borrow_mut().take());
    panic::catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let mut msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        if let Some(at) = PANIC_AT.with(|p| p.borrow_mut().take()) {
            msg.push_str(&format!(" (at {at})"));
        }
        (context(), msg)
    })
}

/// Replaces the panic hook: no trace on stderr (the caught panic is reported as an internal
/// error instead), only the source location remembered. With `RUST_BACKTRACE` set, the
/// default hook runs as well.
pub fn install_panic_hook() {
    let default = panic::take_hook();
    let verbose = std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0");
    panic::set_hook(Box::new(move |info| {
        if let Some(loc) = info.location() {
            let at = format!("{}:{}", loc.file(), loc.line());
            PANIC_AT.with(|p| *p.borrow_mut() = Some(at));
        }
        if verbose {
            default(info);
        }
    }));
}

/// Runs `f` like [`catch`], and keeps the hook of [`install_quiet_hook`] from printing a
/// panic on this thread meanwhile.
pub fn catch_quietly<T>(f: impl FnOnce() -> T) -> Result<T, (Context, String)> {
    let outer = QUIET.with(|q| q.replace(true));
    let r = catch(f);
    QUIET.with(|q| q.set(outer));
    r
}

/// For ptxra as a library inside another program (the C library): a panic in
/// [`catch_quietly`] or on a thread of ptxra's ([`THREAD_NAME_PREFIX`]) prints nothing (it is
/// caught and reported as an error, with its source location), and any other panic goes to
/// the hook the program had. Installed once; later calls do nothing.
pub fn install_quiet_hook() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let ours = QUIET.with(Cell::get)
                || std::thread::current()
                    .name()
                    .is_some_and(|n| n.starts_with(THREAD_NAME_PREFIX));
            if !ours {
                previous(info);
            } else if let Some(loc) = info.location() {
                let at = format!("{}:{}", loc.file(), loc.line());
                PANIC_AT.with(|p| *p.borrow_mut() = Some(at));
            }
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_is_caught_with_its_context() {
        enter_function("k");
        enter_pass("lower");
        at_line(12);
        let r: Result<(), _> = catch(|| panic!("boom {}", 7));
        let (cx, msg) = r.unwrap_err();
        assert_eq!(cx.function, "k");
        assert_eq!(cx.pass, "lower");
        assert_eq!(cx.line, 12);
        assert!(msg.starts_with("boom 7"), "{msg}");
        assert_eq!(catch(|| 5).unwrap(), 5);
    }
}
