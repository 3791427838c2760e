//! ptxra library.
#![deny(missing_docs)]
