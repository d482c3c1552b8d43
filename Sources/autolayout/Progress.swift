import Foundation

/// The stages of a long command, on standard error, so that a person waiting
/// knows what it is doing; standard output is left alone.
///
/// With `always` (`--progress`) every stage is printed as it starts. Without
/// it nothing is printed unless the command is still running after `delay`:
/// then the stages so far are printed, and every later one as it starts.
/// Each line gives the seconds since the command started:
///
///     autolayout render:   0.0 s  decoding big.json
///     autolayout render:   0.1 s  building 2001 views
///     autolayout render:  21.9 s  solving
///     autolayout render:  23.8 s  drawing the SVG
///     autolayout render:  24.0 s  done
final class Progress: @unchecked Sendable {
    private let command: String
    private let start = ContinuousClock.now
    /// Guards everything below: the timer fires on another thread.
    private let lock = NSLock()
    private var stages: [(at: Duration, name: String)] = []
    private var shown: Bool
    private var finished = false

    init(command: String, always: Bool, delay: Duration = .seconds(1)) {
        self.command = command
        shown = always
        guard !always else { return }
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in reveal() }
    }

    /// Starts the stage `name` (which ends the one before).
    func begin(_ name: String) {
        lock.withLock {
            guard !finished else { return }
            let stage = (at: ContinuousClock.now - start, name: name)
            stages.append(stage)
            if shown { write(stage) }
        }
    }

    /// The work is done: prints "done" if the stages were shown.
    func finish() {
        lock.withLock {
            guard !finished else { return }
            finished = true
            if shown { write((at: ContinuousClock.now - start, name: "done")) }
        }
    }

    /// Stops without a word (the command failed; its error says why).
    func cancel() {
        lock.withLock { finished = true }
    }

    /// The delay has passed: show the stages so far, and from now on each as it starts.
    private func reveal() {
        lock.withLock {
            guard !finished, !shown else { return }
            shown = true
            for stage in stages { write(stage) }
        }
    }

    private func write(_ stage: (at: Duration, name: String)) {
        let (seconds, attoseconds) = stage.at.components
        let elapsed = Double(seconds) + Double(attoseconds) / 1e18
        printError("autolayout \(command): \(String(format: "%5.1f", elapsed)) s  \(stage.name)")
    }
}
