#!/usr/bin/env bash
# Instructions per iteration of each solver workload, counted by callgrind:
# repeatable whatever else the machine is doing (timings on this shared
# machine move by tens of percent), so the guide for tuning the solver.
#
#   Benchmarks/instructions.sh [--only NAME[,NAME]] [--sizes 1000] [--iterations K]
#
# Each selected workload runs alone under valgrind with exactly K untimed
# iterations (default 20; 3 for chain and cards, whose iterations are
# builds of thousands of constraints), collecting only inside the bench's
# `countedIterations`; the setup and checks are not counted.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
only=enaml-build,enaml-batch,enaml-suggest,cards,cards-resize,churn
sizes=1000
iterations=""
while (( $# )); do
    case "$1" in
        --only) only="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --iterations) iterations="$2"; shift 2 ;;
        *) echo "usage: $0 [--only NAME[,NAME]] [--sizes 1000] [--iterations K]" >&2; exit 2 ;;
    esac
done
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }

swift build -c release --product cassowary-bench --package-path "$root" >&2
bench="$(swift build -c release --product cassowary-bench --package-path "$root" --show-bin-path)/cassowary-bench"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

printf '%-14s %7s %12s %18s\n' workload n iterations "instructions/iter"
for workload in ${only//,/ }; do
    k="$iterations"
    if [[ -z "$k" ]]; then
        case "$workload" in chain|cards) k=3 ;; *) k=20 ;; esac
    fi
    for n in ${sizes//,/ }; do
        case "$workload" in chain|cards) ;; *) [[ "$n" == "${sizes%%,*}" ]] || continue ;; esac
        valgrind --tool=callgrind --toggle-collect='*countedIterations*' \
            --callgrind-out-file="$out/cg" "$bench" --only "$workload" --sizes "$n" --iterations "$k" \
            >/dev/null 2>"$out/log"
        total="$(grep -o 'Collected : [0-9]*' "$out/log" | grep -o '[0-9]*$')"
        shown_n="$n"
        case "$workload" in enaml-*) shown_n=1 ;; cards-resize|churn) shown_n=1000 ;; esac
        awk -v w="$workload" -v n="$shown_n" -v k="$k" -v t="$total" \
            'BEGIN { printf "%-14s %7s %12s %18.0f\n", w, n, k, t / k }'
    done
done
