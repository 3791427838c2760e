//! NVIDIA's tools as `scripts/setup.sh` installs them (ptxas, nvdisasm and cuobjdump 13.5 from
//! PyPI, in `.tools/cuda`), for the tests that compare with them: they fail, never skip,
//! when a tool is missing (included with `#[path]`).

use std::path::{Path, PathBuf};

/// The project's root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The installed tool `name` (`ptxas`, `nvdisasm`, `cuobjdump`).
pub fn tool(name: &str) -> PathBuf {
    let p = root().join(".tools/cuda/nvidia/cu13/bin").join(name);
    assert!(
        p.exists(),
        "{name} 13.5 not found at {}: run scripts/setup.sh (this test needs NVIDIA's tools)",
        p.display()
    );
    p
}
