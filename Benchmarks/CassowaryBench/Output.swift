import Foundation

/// The table for people and the JSON array of WORKLOADS.md (the same layout
/// as the kiwi driver's, Benchmarks/kiwi/timing.h).
enum Output {
    static func printHeader() {
        print(
            pad("workload", 14, left: true), pad("n", 6), pad("constraints", 11), pad("median/iter", 12),
            pad("min", 12), pad("max", 12), pad("iters", 10), pad("constraints/s", 14))
        flush()
    }

    static func printRow(_ r: BenchResult) {
        let perSecond = r.constraintsPerSecond.map { String(Int($0.rounded())) } ?? "-"
        print(
            pad(r.workload, 14, left: true), pad(String(r.n), 6), pad(String(r.constraints), 11),
            pad(formatNs(r.medianNs), 12), pad(formatNs(r.minNs), 12), pad(formatNs(r.maxNs), 12),
            pad("\(r.runs)x\(r.batch)", 10), pad(perSecond, 14))
        flush()
    }

    static func printMemoryRow(_ r: BenchResult) {
        print(
            pad(r.workload, 14, left: true), pad(String(r.n), 6), pad(String(r.constraints), 11),
            "  peak RSS \(r.peakRSSKiB ?? -1) KiB (at start \(r.startRSSKiB ?? -1) KiB)")
        flush()
    }

    /// A duration in the unit that suits it, three decimals.
    static func formatNs(_ ns: Double) -> String {
        switch ns {
        case 1e9...: String(format: "%.3f s", ns / 1e9)
        case 1e6...: String(format: "%.3f ms", ns / 1e6)
        case 1e3...: String(format: "%.3f us", ns / 1e3)
        default: String(format: "%.1f ns", ns)
        }
    }

    /// One object per workload and size:
    /// `{"workload": "cards", "n": 1000, "constraints": 25000, "ns_per_iter": ...}`.
    static func json(_ results: [BenchResult]) -> String {
        let objects = results.map { r -> String in
            var fields = ["\"workload\": \"\(r.workload)\"", "\"n\": \(r.n)", "\"constraints\": \(r.constraints)"]
            if let rss = r.peakRSSKiB {
                fields.append("\"peak_rss_kib\": \(rss)")
                if let start = r.startRSSKiB { fields.append("\"start_rss_kib\": \(start)") }
            } else {
                fields += [
                    "\"ns_per_iter\": " + String(format: "%.1f", r.medianNs),
                    "\"min_ns\": " + String(format: "%.1f", r.minNs),
                    "\"max_ns\": " + String(format: "%.1f", r.maxNs),
                    "\"runs\": \(r.runs)", "\"batch\": \(r.batch)",
                ]
                if let perSecond = r.constraintsPerSecond {
                    fields.append("\"constraints_per_s\": " + String(format: "%.0f", perSecond))
                }
            }
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// Flushes C stdio (where `print` writes), so progress shows when piped.
    static func flush() { fflush(nil) }

    private static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? s + fill : fill + s
    }
}
