import Foundation
import SolverReference
import Testing

// Random call sequences checked against the exact reference after every
// call (Tests/SolverReference; "correct" is as the shared SOLVER-CONTRACT.md
// defines it). Each chunk runs in a child process (an exit test), so that a
// crash of the solver is reported as one failure instead of ending the whole
// test run; a crashed chunk goes on after the crashing sequence.
// For longer runs: `swift run -c release solver-fuzz --minutes 30`.

/// Writes a line to standard output at once (a crash loses nothing written).
private func emitLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@Suite("Reference sequences")
struct ReferenceSequenceTests {
    static let chunks = 20
    static let sequencesPerChunk: UInt64 = 100
    static let maxOperations = 50
    /// Failures shrunk per chunk (the others are listed unshrunk): a buggy
    /// solver fails many sequences, and each shrink replays hundreds of cases.
    static let shrinkLimit = 2
    static let firstSeed: UInt64 = 0x5EED_0000
    /// The exit code of a child that ran all its sequences.
    static let finished: Int32 = 86

    /// Well-conditioned sequences (small integers, dyadic fractions,
    /// duplicate, redundant and zero rows): every one must agree.
    @Test(arguments: 0..<chunks)
    func sequences(chunk: Int) async {
        await Self.run(from: ReferenceSequenceTests.firstSeed + UInt64(chunk) * ReferenceSequenceTests.sequencesPerChunk, count: ReferenceSequenceTests.sequencesPerChunk)
    }

    /// Ill-conditioned sequences (numbers scaled by 1024 and 1/1024, rows
    /// that differ from a held one by 2^-16 in a coefficient): about one in
    /// 1,000 still disagrees, by more than the contract's tolerance,
    /// after rounding in the floating-point simplex. Recorded as a known
    /// issue until the pivoting is made robust enough for them.
    @Test(arguments: 0..<5)
    func illConditionedSequences(chunk: Int) async {
        await withKnownIssue("ill-conditioned systems: ~0.1% of sequences disagree with the exact reference", isIntermittent: true) {
            let first = SequenceGenerator.illConditionedSeeds + ReferenceSequenceTests.firstSeed + UInt64(chunk) * ReferenceSequenceTests.sequencesPerChunk
            await Self.run(from: first, count: ReferenceSequenceTests.sequencesPerChunk)
        }
    }

    /// Runs `count` sequences from seed `first` in child processes,
    /// recording every failure.
    private static func run(from start: UInt64, count: UInt64) async {
        var first = start
        let end = first + count
        var failures = 0
        /// One line per failure not shrunk, recorded together at the end.
        var more: [String] = []
        while first < end {
            // `.failure` matches any exit but 0: the child exits with
            // `finished` when it ran every sequence, and a crash is a signal.
            let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
                [first = first as UInt64, end = end as UInt64, maxOperations = ReferenceSequenceTests.maxOperations as Int,
                 shrinkLimit = max(0, ReferenceSequenceTests.shrinkLimit - failures) as Int] in
                SequenceWorker.run(
                    seeds: first..<end, maxOperations: maxOperations, shrinkBudget: 400, shrinkLimit: shrinkLimit,
                    emit: emitLine)
                exit(ReferenceSequenceTests.finished)
            }
            guard let result else { return }
            let output = String(decoding: result.standardOutputContent, as: UTF8.self)
            let transcript = WorkerTranscript(output.split(separator: "\n"))
            for failure in transcript.failures {
                failures += 1
                if failure.isShrunk, let report = failure.report {
                    Issue.record(Comment(rawValue: report))
                } else {
                    more.append(failure.report ?? "seed \(failure.seed): [\(failure.kind)]; a replay crashed while shrinking it")
                }
            }
            if result.exitStatus == .exitCode(ReferenceSequenceTests.finished) { break }
            guard let seed = transcript.lastSeed else {
                let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
                Issue.record("the child process ended (\(result.exitStatus)) before its first sequence:\n\(stderr.prefix(4000))")
                break
            }
            if transcript.diedInSequence {
                failures += 1
                let found = SequenceFuzzer.crash(
                    seed: seed, maxOperations: ReferenceSequenceTests.maxOperations, step: max(transcript.lastStep, 0),
                    detail: "\(result.exitStatus)")
                let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
                let where_ = stderr.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("failed") } ?? ""
                if failures <= ReferenceSequenceTests.shrinkLimit {
                    Issue.record(
                        Comment(rawValue: """
                            sequence seed \(seed) crashed the solver (\(result.exitStatus)) at step \(found.failure.step): \(where_)
                            Not shrunk: `swift run solver-fuzz --seed \(seed) --minutes 0` shrinks it in child processes.
                            \(ReproSnippet.swift(found.test, failure: found.failure))
                            """))
                } else {
                    more.append("seed \(seed): step \(found.failure.step) [crash] \(result.exitStatus): \(where_)")
                }
            }
            first = seed + 1
        }
        if !more.isEmpty {
            Issue.record(
                Comment(rawValue: """
                    \(more.count) more failing sequences in this chunk, not shrunk \
                    (`swift run solver-fuzz --seed S --minutes 0` replays and shrinks seed S):
                    \(more.joined(separator: "\n"))
                    """))
        }
    }
}
