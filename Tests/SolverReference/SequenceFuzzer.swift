/// Generates, checks and shrinks sequences: what the bounded test and the
/// `solver-fuzz` tool both run.
///
/// The module, in the order a sequence meets it:
/// - `SequenceGenerator` makes the calls of a seed (`SeededGenerator`,
///   SplitMix64), steering by an `ExpectedModel` alone: a seed fixes its
///   sequence, whatever the solver does.
/// - `SequenceRunner` makes each call on a fresh `Solver` and checks it
///   against the model (outcome and error, a failed call changes nothing,
///   conflict lists, bookkeeping) and the exact reference (required rows
///   hold, every priority level at its optimum: `SolutionChecks`).
/// - `PriorityReference` is that reference: a lexicographic dense simplex
///   (`ExactTableau`, Bland's rule) over `Rational`s on `BigInt`s.
/// - `SequenceShrinker` makes a failing case small; `ReproSnippet` prints
///   it as Swift; `CaseCodec` and `SequenceWorker` let a child process run
///   cases, so that a crash of the solver is one more failure.
public enum SequenceFuzzer {
    /// A sequence that failed, before shrinking.
    public struct Found: Sendable {
        public var test: SequenceCase
        public var failure: CheckFailure

        public init(test: SequenceCase, failure: CheckFailure) {
            self.test = test
            self.failure = failure
        }
    }

    /// Generates and checks the sequence of `seed`, of up to `maxOperations`
    /// calls; the number of calls checked, and the failure if one was found.
    public static func run(
        seed: UInt64, maxOperations: Int, beforeStep: (Int) -> Void = { _ in }
    ) -> (states: Int, found: Found?) {
        let test = SequenceGenerator.sequence(seed: seed, count: maxOperations)
        let (states, failure) = SequenceRunner.replay(test, beforeStep: beforeStep)
        return (states, failure.map { Found(test: test, failure: $0) })
    }

    /// The failure shrunk and printed as a Swift snippet with what was
    /// expected and what was seen.
    public static func report(
        _ found: Found, budget: Int = 600,
        replay: (SequenceCase) -> CheckFailure? = { SequenceRunner.replay($0).failure }
    ) -> String {
        let (small, failure) = SequenceShrinker.shrink(found.test, failure: found.failure, budget: budget, replay: replay)
        return """
            sequence seed \(found.test.seed) failed at step \(found.failure.step) [\(found.failure.kind)]; \
            shrunk to \(small.operations.count) calls:
            \(ReproSnippet.swift(small, failure: failure))
            """
    }

    /// A crash at `step` of the sequence of `seed`, as a failure to report and shrink.
    public static func crash(seed: UInt64, maxOperations: Int, step: Int, detail: String) -> Found {
        var test = SequenceGenerator.sequence(seed: seed, count: maxOperations)
        test.operations = Array(test.operations.prefix(step + 1))
        return Found(test: test, failure: CheckFailure(step: step, kind: "crash", expected: "no crash", seen: detail))
    }
}
