#!/usr/bin/env bash
# Instructions per iteration of each solver workload, counted by callgrind:
# repeatable whatever else the machine is doing (timings on this shared
# machine move by tens of percent), so the guide for tuning the solver.
#
#   Benchmarks/instructions.sh [--only NAME[,NAME]] [--sizes 1000] [--iterations K] [--kiwi]
#   Benchmarks/instructions.sh --shapes 1000,10000 [--only SHAPE[,SHAPE]]
#
# Each selected workload runs alone under valgrind with exactly K untimed
# iterations (default 20; 3 for chain and cards, whose iterations are
# builds of thousands of constraints), collecting only inside the bench's
# `countedIterations`; the setup and checks are not counted.
#
# --kiwi also counts kiwi's driver (Benchmarks/kiwi) on the same workload,
# inside its iteration alone, and prints the ratio: a comparison that does
# not move with the machine's load, as timings on it do. kiwi has no batch:
# enaml-batch is compared with its enaml-build. Its chain and cards take
# minutes an iteration under valgrind.
#
# --shapes counts the screens of layout-bench instead (build and first
# layout, the second of two runs of each shape at each size): instructions per view and
# their growth exponent between consecutive sizes, which the caches do not
# move as they move the clock's (a 10,000-view screen outgrows them). A
# few minutes for 1,000 and 10,000.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
only=""
sizes=1000
iterations=""
kiwi=0
shapes=""
while (( $# )); do
    case "$1" in
        --kiwi) kiwi=1; shift ;;
        --shapes) shapes="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --iterations) iterations="$2"; shift 2 ;;
        *) echo "usage: $0 [--only NAME[,NAME]] [--sizes 1000] [--iterations K] [--kiwi] | --shapes SIZES [--only SHAPE[,SHAPE]]" >&2; exit 2 ;;
    esac
done
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

if [[ -n "$shapes" ]]; then
    swift build -c release --product layout-bench --package-path "$root" >&2
    layout="$(swift build -c release --product layout-bench --package-path "$root" --show-bin-path)/layout-bench"
    printf '%-18s %7s %7s %16s %14s %9s %11s\n' shape n views instructions "per view" exponent "x siblings"
    declare -A siblings_per_view
    for shape in $(echo "${only:-siblings,stack-labels,stack-center,stack-leading,stack-spacing,stack-rows,chain,nesting,nesting-blocks}" | tr , ' '); do
        previous=""
        for n in ${shapes//,/ }; do
            # Two runs, a dump before each: the last part is the second run, without
            # the first's one-time set-up (metadata, fonts' tables).
            rm -f "$out"/cg*
            valgrind --tool=callgrind --toggle-collect='*countedBuild*' \
                --dump-before='$s11LayoutBench5ShapeV12countedBuild*' --callgrind-out-file="$out/cg" \
                "$layout" --shapes "$n" --only "$shape" --runs 2 >"$out/stdout" 2>"$out/log"
            total="$(awk '/^totals:/ { print $2 }' "$out/cg")"
            views="$(awk -v s="$shape" -v n="$n" '$1 == s && $2 == n { print $3 }' "$out/stdout")"
            per_view="$(awk -v t="$total" -v v="$views" 'BEGIN { printf "%.0f", t / v }')"
            exponent=""
            [[ -n "$previous" ]] && exponent="$(awk -v a="$previous" -v b="$total" -v m="$previous_n" -v n="$n" \
                'BEGIN { printf "%.3f", log(b / a) / log(n / m) }')"
            [[ "$shape" == siblings ]] && siblings_per_view[$n]="$per_view"
            ratio=""
            [[ -n "${siblings_per_view[$n]:-}" ]] && ratio="$(awk -v a="$per_view" -v b="${siblings_per_view[$n]}" \
                'BEGIN { printf "%.2f", a / b }')"
            printf '%-18s %7s %7s %16s %14s %9s %11s\n' "$shape" "$n" "$views" "$total" "$per_view" "$exponent" "$ratio"
            previous="$total"
            previous_n="$n"
        done
    done
    exit 0
fi
only="${only:-enaml-build,enaml-batch,enaml-suggest,cards,cards-resize,churn}"

swift build -c release --product cassowary-bench --package-path "$root" >&2
bench="$(swift build -c release --product cassowary-bench --package-path "$root" --show-bin-path)/cassowary-bench"

if (( kiwi )); then
    kiwi_driver="$("$here/kiwi/run-kiwi.sh" --build-only)"
    printf '%-14s %7s %12s %18s %18s %10s\n' workload n iterations "instructions/iter" "kiwi's" "ours/kiwi"
else
    printf '%-14s %7s %12s %18s\n' workload n iterations "instructions/iter"
fi
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
        if (( ! kiwi )); then
            awk -v w="$workload" -v n="$shown_n" -v k="$k" -v t="$total" \
                'BEGIN { printf "%-14s %7s %12s %18.0f\n", w, n, k, t / k }'
            continue
        fi
        # kiwi's iteration is a lambda the driver's `record` calls: collect inside it, divide by its calls.
        case "$workload" in
            enaml-build|enaml-batch) konly=enaml-build; lambda='enamlBuild()::{lambda(long)#1}' ;;
            enaml-suggest) konly=enaml-suggest; lambda='enamlSuggest()::{lambda(long)#1}' ;;
            chain) konly=chain; lambda='chain(int)::{lambda(long)#2}' ;;
            cards) konly=cards; lambda='cards(int)::{lambda(long)#2}' ;;
            cards-resize) konly=cards-resize; lambda='cardsResize(int)::{lambda(long)#1}' ;;
            churn) konly=churn; lambda='churn(int)::{lambda(long)#1}' ;;
        esac
        valgrind --tool=callgrind --toggle-collect="*Runner::$lambda*_M_invoke*" \
            --callgrind-out-file="$out/kcg" "$kiwi_driver" --only "$konly" --sizes "$n" --runs 1 \
            >/dev/null 2>"$out/klog"
        ktotal="$(grep -o 'Collected : [0-9]*' "$out/klog" | grep -o '[0-9]*$')"
        kcalls="$(callgrind_annotate --inclusive=yes --tree=calling "$out/kcg" 2>/dev/null \
            | awk '/_M_invoke.*\([0-9]+x\)/ && !n { match($0, /\([0-9]+x\)/); n = substr($0, RSTART + 1, RLENGTH - 3) } END { print n }')"
        awk -v w="$workload" -v n="$shown_n" -v k="$k" -v t="$total" -v kt="$ktotal" -v kc="$kcalls" \
            'BEGIN { printf "%-14s %7s %12s %18.0f %18.0f %10.3g\n", w, n, k, t / k, kt / kc, (t / k) / (kt / kc) }'
    done
done
