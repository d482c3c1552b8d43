#!/usr/bin/env bash
# Builds and runs the kiwi side of the solver benchmarks (WORKLOADS.md).
#
#   Benchmarks/kiwi/run-kiwi.sh [driver options]
#     --only NAME[,NAME]   enaml-build enaml-suggest chain cards cards-resize churn ("enaml": both)
#     --sizes 100,1000     sizes of chain and cards (default 100,1000; 10000 takes kiwi minutes to an hour)
#     --runs K             timed runs after the warm-up (default 5)
#     --json FILE          machine-readable results
#     --kiwi-values PATH   W2 reference values (default: <package>/../shared/benchmarks/enaml-kiwi-values.json)
#     --memory             one untimed iteration per workload, report peak RSS (VmHWM)
#     --build-only         build the driver if needed and print its path (for instructions.sh)
#
# kiwisolver 1.5.1's sdist is downloaded with pip into Benchmarks/kiwi/work/
# (gitignored: kiwi's code is never committed) and compiled with g++ -O3.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_root="$(cd "$here/../.." && pwd)"
work="$here/work"
kiwi_dir="$work/kiwisolver-1.5.1"
binary="$work/kiwi-driver"

mkdir -p "$work"
if [[ ! -f "$kiwi_dir/kiwi/kiwi.h" ]]; then
    echo "downloading the kiwisolver 1.5.1 sdist into $work" >&2
    python3 -m pip download --quiet --no-deps --no-binary :all: kiwisolver==1.5.1 -d "$work" >&2
    tar xzf "$work/kiwisolver-1.5.1.tar.gz" -C "$work"
fi

needs_build=0
[[ -x "$binary" ]] || needs_build=1
for source in "$here"/driver.cpp "$here"/*.h; do
    [[ "$source" -nt "$binary" ]] && needs_build=1
done
if (( needs_build )); then
    echo "compiling $binary" >&2
    g++ -O3 -std=c++17 -I"$kiwi_dir" -o "$binary" "$here/driver.cpp"
fi

if [[ "${1:-}" == "--build-only" ]]; then
    echo "$binary"
    exit 0
fi

args=("$@")
has_values=0
for a in "$@"; do [[ "$a" == "--kiwi-values" ]] && has_values=1; done
if (( ! has_values )); then
    args+=(--kiwi-values "$package_root/../shared/benchmarks/enaml-kiwi-values.json")
fi
exec "$binary" "${args[@]}"
