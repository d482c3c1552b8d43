#!/usr/bin/env bash
# Runs the solver benchmarks of WORKLOADS.md on our solver and on kiwi, and
# prints them side by side: ns/iter, ratio ours/kiwi, growth exponents, peak memory.
#
#   Benchmarks/compare.sh [--runs K] [--rounds R] [--chain-sizes LIST] [--kiwi-big] [--out DIR]
#     --runs K             timed runs after the warm-up, both sides (default 5)
#     --rounds R           ours and kiwi R times, one after the other (default 1); each
#                          ratio is then the median of the R rounds' ratios, with their
#                          range: the machine's load moves both sides of a round alike
#     --chain-sizes LIST   our chain sizes (default 100,1000,10000, as WORKLOADS.md asks;
#                          chain-10000's suggestions take many minutes (one dual pivot per
#                          compressed gap), so `--chain-sizes 100,1000` for a quick run)
#     --kiwi-big           also run kiwi at N = 10000 (minutes to an hour); skipped by default
#     --out DIR            where the JSON results go (default .build/bench-results)
#
# Without chain-10000 it takes about a minute with --runs 3.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs=5
rounds=1
chain_sizes=100,1000,10000
kiwi_sizes=()
out="$root/.build/bench-results"
while (( $# )); do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --chain-sizes) chain_sizes="$2"; shift 2 ;;
        --kiwi-big) kiwi_sizes=(--sizes 100,1000,10000); shift ;;
        --out) out="$2"; shift 2 ;;
        *) echo "usage: $0 [--runs K] [--rounds R] [--chain-sizes LIST] [--kiwi-big] [--out DIR]" >&2; exit 2 ;;
    esac
done
mkdir -p "$out"
values="$root/../shared/benchmarks/enaml-kiwi-values.json"

echo "== building ours (release)"
swift build -c release --product cassowary-bench --package-path "$root" >&2
ours="$(swift build -c release --product cassowary-bench --package-path "$root" --show-bin-path)/cassowary-bench"

echo "== ours: chain, N = $chain_sizes"
"$ours" --runs "$runs" --only chain --sizes "$chain_sizes" --json "$out/ours-chain.json"
rm -f "$out"/ours-round-*.json "$out"/kiwi-round-*.json
for (( round = 1; round <= rounds; round++ )); do
    echo
    echo "== round $round of $rounds"
    echo "== ours: enaml (build, batch, suggest), cards (N = 100, 1000, 10000), cards-resize, churn"
    "$ours" --runs "$runs" --kiwi-values "$values" --only enaml,cards,cards-resize,churn \
        --json "$out/ours-round-$round.json"
    echo "== kiwi: all workloads (its enaml-suggest line checks kiwi against the reference values)"
    "$here/kiwi/run-kiwi.sh" --runs "$runs" --kiwi-values "$values" ${kiwi_sizes[@]+"${kiwi_sizes[@]}"} \
        --json "$out/kiwi-round-$round.json"
done
echo
echo "== peak memory, each workload alone in its own process"
"$ours" --memory --only cards --sizes 1000 --json "$out/ours-mem-cards-1000.json"
"$ours" --memory --only cards --sizes 10000 --json "$out/ours-mem-cards-10000.json"
"$here/kiwi/run-kiwi.sh" --memory --only cards --sizes 1000 --json "$out/kiwi-mem-cards-1000.json"
echo

python3 - "$out" <<'EOF'
import json, math, os, sys

out = sys.argv[1]
def load(name):
    with open(os.path.join(out, name)) as f:
        return json.load(f)

rounds = sorted(int(f[len("ours-round-"):-len(".json")]) for f in os.listdir(out) if f.startswith("ours-round-"))
chain = load("ours-chain.json")
ours_rounds = [{(r["workload"], r["n"]): r for r in load(f"ours-round-{i}.json") + chain} for i in rounds]
kiwi_rounds = [{(r["workload"], r["n"]): r for r in load(f"kiwi-round-{i}.json")} for i in rounds]

def median(xs):
    xs = sorted(xs)
    m = len(xs)
    return xs[m // 2] if m % 2 else (xs[m // 2 - 1] + xs[m // 2]) / 2

def medians(tables):
    keys = set().union(*tables)
    return {k: {"ns_per_iter": median([t[k]["ns_per_iter"] for t in tables if k in t])} for k in keys}
ours, kiwi = medians(ours_rounds), medians(kiwi_rounds)

def fmt(ns):
    if ns is None: return "-"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("us", 1e3)):
        if ns >= scale: return f"{ns / scale:.3f} {unit}"
    return f"{ns:.1f} ns"

order = ["enaml-build", "enaml-batch", "enaml-suggest", "chain", "cards", "cards-resize", "churn"]
# enaml-batch (ours only: W1 through one add(contentsOf:)) is set against kiwi's enaml-build.
peer = {("enaml-batch", 1): ("enaml-build", 1)}
keys = sorted(set(ours) | set(kiwi), key=lambda k: (order.index(k[0]), k[1]))
print("== comparison (median ns per iteration; ratio < 1 means ours is faster)")
if len(rounds) > 1:
    print(f"   {len(rounds)} rounds: the medians of the rounds' figures, and the range of their ratios")
print(f"{'workload':<14} {'n':>6} {'ours':>12} {'kiwi':>12} {'ours/kiwi':>10}" + ("   range" if len(rounds) > 1 else ""))
for k in keys:
    os_ = [r[k]["ns_per_iter"] for r in ours_rounds if k in r]
    ws = [r[peer.get(k, k)]["ns_per_iter"] for r in kiwi_rounds if peer.get(k, k) in r]
    o = median(os_) if os_ else None
    w = median(ws) if ws else None
    ratios = [a / b for a, b in zip(os_, ws)] if os_ and ws else []
    ratio = f"{median(ratios):.4f}" if ratios else ("(kiwi skipped)" if o else "-")
    spread = f"   {min(ratios):.4f} to {max(ratios):.4f}" if len(ratios) > 1 else ""
    print(f"{k[0]:<14} {k[1]:>6} {fmt(o):>12} {fmt(w):>12} {ratio:>10}{spread}")

print()
print("== growth exponents log(t(N2)/t(N1)) / log(N2/N1); 1.0 is linear")
for name in ("chain", "cards"):
    for side, table in (("ours", ours), ("kiwi", kiwi)):
        parts = []
        for a, b in ((1000, 10000), (100, 1000)):
            if (name, a) in table and (name, b) in table:
                e = math.log(table[(name, b)]["ns_per_iter"] / table[(name, a)]["ns_per_iter"]) / math.log(b / a)
                parts.append(f"{a}->{b}: {e:.2f}")
        print(f"{name:<6} {side}: " + ("; ".join(parts) if parts else "-"))

print()
print("== peak resident memory (VmHWM), one workload per process; 'above start' excludes the runtime")
for side, file in (("ours", "ours-mem-cards-1000.json"), ("kiwi", "kiwi-mem-cards-1000.json"),
                   ("ours", "ours-mem-cards-10000.json")):
    r = load(file)[0]
    peak, start = r["peak_rss_kib"], r["start_rss_kib"]
    print(f"cards-{r['n']:<6} {side}: peak {peak / 1024:7.1f} MiB, above start {(peak - start) / 1024:7.1f} MiB")
EOF
