/// solver-fuzz: runs random call sequences against the solver, checking each
/// call against the exact reference, until time is up.
///
/// The sequences run in child processes (this program with `--worker`), a
/// few dozen at a time, so that a crash of the solver is one more failure:
/// the parent shrinks it by replaying candidates in children (`--replay`).
import Foundation
import SolverReference

let usage = """
    usage: solver-fuzz [--minutes M] [--seed N] [--max-ops K] [--shrink-budget R]

    Runs seeded random sequences of solver calls, each call checked against
    the exact reference (Tests/SolverReference), until M minutes are up.
    Prints progress every ~10 s and every failure shrunk to a Swift snippet;
    exits with status 1 if any sequence failed (a crash counts).

      --minutes M        how long to run (default 1; fractions allowed)
      --seed N           the first sequence's seed (default: from the clock);
                         sequence i uses seed N + i, so `--seed S --minutes 0`
                         runs (and shrinks) sequence S alone
      --max-ops K        calls per sequence (default 50)
      --shrink-budget R  replays the shrinker may spend per failure (default 600)
      --help             this text
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("solver-fuzz: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

var minutes = 1.0
var seed = UInt64(Date().timeIntervalSince1970 * 1000)
var maxOps = 50
var shrinkBudget = 600
var workerCount: Int?
var replayPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if flag == "--help" || flag == "-h" {
        print(usage)
        exit(0)
    }
    guard let value = arguments.popFirst() else { fail("\(flag) needs a value") }
    switch flag {
    case "--minutes" where Double(value).map { $0 >= 0 } == true: minutes = Double(value)!
    case "--seed" where UInt64(value) != nil: seed = UInt64(value)!
    case "--max-ops" where Int(value).map { $0 > 0 } == true: maxOps = Int(value)!
    case "--shrink-budget" where Int(value).map { $0 >= 0 } == true: shrinkBudget = Int(value)!
    case "--worker" where Int(value).map { $0 > 0 } == true: workerCount = Int(value)!  // internal
    case "--replay": replayPath = value  // internal
    default: fail("bad argument \(flag) \(value)")
    }
}
if let workerCount {
    SequenceWorker.run(
        seeds: seed..<seed &+ UInt64(workerCount), maxOperations: maxOps, shrinkBudget: shrinkBudget, emit: emit)
    exit(0)
}
if let replayPath { exit(runReplay(path: replayPath)) }

print("solver-fuzz: seeds from \(seed), up to \(maxOps) calls each, for \(minutes) min")
let clock = ContinuousClock()
let start = clock.now
let deadline = start + .milliseconds(Int64(minutes * 60_000))
var nextProgress = start + .seconds(10)
var sequences = 0, states = 0, failures = 0
var failureKinds: [String: Int] = [:]
var nextSeed = seed

@MainActor func progress() {
    let elapsed = (clock.now - start).components.seconds
    let kinds = failureKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    print("[\(elapsed) s] sequences \(sequences), states checked \(states), failures \(failures)"
        + (kinds.isEmpty ? "" : " (\(kinds))"))
}

@MainActor func countFailure(_ kind: String) {
    failures += 1
    failureKinds[kind, default: 0] += 1
}

repeat {
    let batch = minutes == 0 ? 1 : 25
    let (lines, abnormal) = runChild([
        "--worker", "\(batch)", "--seed", "\(nextSeed)", "--max-ops", "\(maxOps)", "--shrink-budget", "\(shrinkBudget)",
    ])
    let transcript = WorkerTranscript(lines.map { Substring($0) })
    sequences += transcript.sequences
    states += transcript.states
    for failure in transcript.failures {
        countFailure(failure.kind)
        if let report = failure.report { print("\n=== failure \(failures) ===\n\(report)\n") }
    }
    if let abnormal {
        guard let s = transcript.lastSeed else { fail("the worker failed before its first sequence: \(abnormal)") }
        var found: SequenceFuzzer.Found
        if transcript.diedInSequence {
            sequences += 1
            states += transcript.lastStep + 1
            countFailure("crash")
            found = SequenceFuzzer.crash(seed: s, maxOperations: maxOps, step: max(transcript.lastStep, 0), detail: abnormal)
        } else {
            // The sequence failed a check; a candidate of the shrinker crashed.
            var test = SequenceGenerator.sequence(seed: s, count: maxOps)
            guard let failure = replayInChild(test) else { fail("sequence \(s) failed, then passed on replay") }
            test.operations = Array(test.operations.prefix(failure.step + 1))
            found = SequenceFuzzer.Found(test: test, failure: failure)
        }
        print("\n=== failure \(failures) (shrunk in child processes) ===")
        print(SequenceFuzzer.report(found, budget: shrinkBudget, replay: replayInChild) + "\n")
        nextSeed = s &+ 1
    } else {
        nextSeed &+= UInt64(batch)
    }
    if clock.now >= nextProgress {
        progress()
        nextProgress = clock.now + .seconds(10)
    }
} while clock.now < deadline
progress()
exit(failures == 0 ? 0 : 1)
