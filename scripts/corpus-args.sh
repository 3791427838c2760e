# Sourced by scripts/replay-corpus.sh and scripts/code-corpus.sh: their common arguments,
# [--real] [OUT.json].
#
# corpus_args LABEL STEM "$@" sets `dirs`, the PTX directories to measure (kernels/ and the
# development corpus, or with --real the real-world corpus as scripts/real-corpus.sh built
# it), and `out`, the JSON to write (OUT.json; default target/STEM-corpus.json, with --real
# target/STEM-real.json). LABEL starts its error message.
corpus_args() {
  local label=$1 stem=$2
  shift 2
  dirs=(kernels/ptx/*/sm_* ../shared/corpus/ptx/*/sm_*)
  out=target/$stem-corpus.json
  if [ "${1:-}" = --real ]; then
    shift
    dirs=(.tools/realworld/ptx/*/sm_*)
    out=target/$stem-real.json
    [ -d "${dirs[0]}" ] || { echo "$label: no real-world corpus: run scripts/real-corpus.sh" >&2; exit 2; }
  fi
  out=${1:-$out}
}
