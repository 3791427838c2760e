#!/usr/bin/env bash
# The corpus sweeps over every file. `cargo test` (scripts/test.sh) runs each sweep on a
# stratified sample (tests/common/corpus.rs); this runs the same tests on the whole kernel
# suite and development corpus: `ptxra ptxas -v` against the real ptxas, the pipeline with
# the checker at three budgets, `explain`, LLVM input against llc, and the SASS reader and
# `replay` against ptxas's and nvdisasm's own output, and every file accepted by both ptxas
# and ptxra. About half an hour on two cores. Arguments go to the test binaries (e.g. a test name filter).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
export PTXRA_REQUIRE_TOOLS=1 PTXRA_FULL=1
cargo test --profile ci \
  --test ptxas_live --test corpus_pipeline --test cli_explain --test llvm_bridge \
  --test sass_reader --test sass_replay --test strict_input \
  -- --test-threads 2 "$@"
