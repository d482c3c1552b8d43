import Foundation

/// Command-line options, the same as the kiwi driver's.
///
///     cassowary-bench [--only NAME[,NAME]] [--sizes 100,1000,10000] [--runs K]
///                     [--json FILE] [--kiwi-values PATH] [--memory] [--iterations K]
struct BenchOptions {
    /// The workload names of WORKLOADS.md, in run order, with `enaml-batch`
    /// (ours only: W1 through one `add(contentsOf:)`; kiwi has no batch).
    static let workloads = ["enaml-build", "enaml-batch", "enaml-suggest", "chain", "cards", "cards-resize", "churn"]

    /// Selected workloads; empty means all.
    var only: Set<String> = []
    /// Sizes of chain and cards (cards-resize and churn are N = 1000).
    var sizes = [100, 1000, 10000]
    var runs = 5
    var jsonPath: String?
    var kiwiValuesPath: String?
    /// One untimed iteration per workload, then the peak RSS.
    var memory = false
    /// Exactly this many untimed iterations per workload (for instruction
    /// counts under callgrind, see `Benchmarks/instructions.sh`).
    var iterations: Int?

    static let usage = """
        usage: cassowary-bench [--only NAME[,NAME]] [--sizes 100,1000,10000] [--runs K]
                               [--json FILE] [--kiwi-values PATH] [--memory] [--iterations K]
        workloads: enaml-build enaml-batch enaml-suggest chain cards cards-resize churn
                   ("enaml" = all three enaml; enaml-batch is W1 through one add(contentsOf:), ours only)
        --sizes     sizes of chain and cards (cards-resize and churn are N = 1000)
        --runs      timed runs after the warm-up (default 5)
        --memory    one untimed iteration per selected workload, then the peak RSS (VmHWM);
                    select one workload and one size to measure it alone
        --iterations  exactly K untimed iterations per workload, in `countedIterations`
                    (for callgrind: Benchmarks/instructions.sh)
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    func isSelected(_ name: String) -> Bool { only.isEmpty || only.contains(name) }

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            func value() throws(UsageError) -> String {
                guard let v = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
                return v
            }
            switch argument {
            case "--only":
                for name in try value().split(separator: ",").map(String.init) {
                    if name == "enaml" {
                        options.only.formUnion(["enaml-build", "enaml-batch", "enaml-suggest"])
                    } else if workloads.contains(name) {
                        options.only.insert(name)
                    } else {
                        throw UsageError(description: "unknown workload \(name)")
                    }
                }
            case "--sizes":
                options.sizes = try value().split(separator: ",").map { s throws(UsageError) in
                    try positive(String(s), "size")
                }
                if options.sizes.isEmpty { throw UsageError(description: "--sizes needs at least one size") }
            case "--runs": options.runs = try positive(value(), "run count")
            case "--json": options.jsonPath = try value()
            case "--kiwi-values": options.kiwiValuesPath = try value()
            case "--memory": options.memory = true
            case "--iterations": options.iterations = try positive(value(), "iteration count")
            case "--help", "-h": throw UsageError(description: "help")
            default: throw UsageError(description: "unknown option \(argument)")
            }
        }
        return options
    }

    private static func positive(_ s: String, _ what: String) throws(UsageError) -> Int {
        guard let v = Int(s), v >= 1, v <= 10_000_000 else { throw UsageError(description: "bad \(what): \(s)") }
        return v
    }
}
