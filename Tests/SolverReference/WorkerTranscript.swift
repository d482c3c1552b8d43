/// Runs sequences in a process that may crash, writing a line-based
/// transcript; and reads such a transcript back in the parent process.
///
/// Per sequence: `SEQ seed`, `STEP k` before each call, then
/// `DONE seed states ok` or `DONE seed states fail kind`; a failure is
/// followed by `REPORT text` lines (the shrunk snippet, or one line
/// past `shrinkLimit`) and `END`. The writer must not buffer
/// (a crash would lose the last lines).
public enum SequenceWorker {
    /// Runs the sequences of `seeds`, shrinking the first `shrinkLimit` failures.
    public static func run(
        seeds: Range<UInt64>, maxOperations: Int, shrinkBudget: Int, shrinkLimit: Int = .max,
        emit: (String) -> Void
    ) {
        var shrunk = 0
        for seed in seeds {
            emit("SEQ \(seed)")
            let (states, found) = SequenceFuzzer.run(seed: seed, maxOperations: maxOperations) { emit("STEP \($0)") }
            guard let found else {
                emit("DONE \(seed) \(states) ok")
                continue
            }
            emit("DONE \(seed) \(states) fail \(found.failure.kind)")
            let report: String
            if shrunk < shrinkLimit {
                shrunk += 1
                report = SequenceFuzzer.report(found, budget: shrinkBudget)
            } else {
                let f = found.failure
                report = String("seed \(seed): step \(f.step) [\(f.kind)]: expected \(f.expected); seen \(f.seen)"
                    .split(separator: "\n").joined(separator: " ").prefix(400))
            }
            for line in report.split(separator: "\n", omittingEmptySubsequences: false) { emit("REPORT " + line) }
            emit("END")
        }
    }
}

/// What a worker's transcript says.
public struct WorkerTranscript: Sendable {
    public struct Failure: Sendable {
        public var seed: UInt64
        public var kind: String
        /// The report, or nil if the worker died before it finished it.
        public var report: String?
        /// Whether the report is a shrunk snippet (else one line, or none).
        public var isShrunk: Bool { report?.contains("\n") == true }
    }

    public private(set) var sequences = 0
    public private(set) var states = 0
    public private(set) var failures: [Failure] = []
    /// The last sequence the worker started and the last step it began.
    public private(set) var lastSeed: UInt64?
    public private(set) var lastStep = -1
    /// Whether the last sequence was finished (counted).
    public private(set) var lastDone = false

    public init(_ lines: some Sequence<Substring>) {
        var report: [Substring] = []
        for line in lines {
            let f = line.split(separator: " ", maxSplits: 4)
            switch f.first {
            case "SEQ":
                lastSeed = UInt64(f[1])
                lastStep = -1
                lastDone = false
            case "STEP": lastStep = Int(f[1]) ?? lastStep
            case "DONE" where f.count >= 4:
                sequences += 1
                states += Int(f[2]) ?? 0
                lastDone = true
                if f[3] == "fail", let seed = UInt64(f[1]) {
                    failures.append(Failure(seed: seed, kind: f.count > 4 ? String(f[4]) : "?", report: nil))
                }
            case "REPORT": report.append(line.dropFirst(7))
            case "END":
                if !failures.isEmpty { failures[failures.count - 1].report = report.joined(separator: "\n") }
                report = []
            default: break
            }
        }
    }

    /// Whether the worker died inside a sequence (not while shrinking):
    /// that sequence crashed at `lastStep`.
    public var diedInSequence: Bool { lastSeed != nil && !lastDone }
}
