import Foundation

/// One workload at one size, measured (or, in memory mode, its peak RSS).
struct BenchResult {
    /// The name without the size, as in WORKLOADS.md.
    var workload: String
    /// The size; 1 for the enaml pair.
    var n: Int
    /// Explicit constraints in the system (edit variables not counted).
    var constraints: Int
    /// Whether an iteration builds the system (then constraints/s is shown).
    var isBuild: Bool
    var medianNs = 0.0
    var minNs = 0.0
    var maxNs = 0.0
    /// Iterations per timed run.
    var batch = 1
    var runs = 0
    /// Peak resident set in KiB, only in memory mode.
    var peakRSSKiB: Int?
    /// Resident set at process start in KiB, only in memory mode.
    var startRSSKiB: Int?

    /// Constraints added per second, for builds.
    var constraintsPerSecond: Double? {
        isBuild && medianNs > 0 ? Double(constraints) / (medianNs * 1e-9) : nil
    }
}

/// Warm-up, timed runs and their statistics on a monotonic clock.
enum Timing {
    /// A run lasts at least this long: fast iterations are batched up to it.
    static let targetRunNs = 50e6

    /// Runs `iteration` once (warm-up; it fixes the batch so that a run lasts
    /// ~`targetRunNs`, a multiple of `multiple`), then a warm-up batch, then
    /// `runs` timed batches; reports the median, min and max ns per iteration.
    /// `iteration` receives a global iteration counter. When the caller has
    /// just run and timed one iteration (`warmedUpNs`), that one is the warm-up.
    static func measure(
        workload: String, n: Int, constraints: Int, isBuild: Bool, runs: Int, multiple: Int = 1,
        warmedUpNs: Double? = nil, _ iteration: (Int) throws -> Void
    ) rethrows -> BenchResult {
        let clock = ContinuousClock()
        var counter = 0
        var start = clock.now
        if warmedUpNs == nil {
            try iteration(counter)
            counter += 1
        }
        let first = max(1, warmedUpNs ?? nanoseconds(clock.now - start))
        var batch = max(1, Int((targetRunNs / first).rounded(.up)))
        batch = (batch + multiple - 1) / multiple * multiple
        if batch > 1 {
            for _ in 0..<batch {
                try iteration(counter)
                counter += 1
            }
        }
        var perIteration: [Double] = []
        for _ in 0..<runs {
            start = clock.now
            for _ in 0..<batch {
                try iteration(counter)
                counter += 1
            }
            perIteration.append(nanoseconds(clock.now - start) / Double(batch))
        }
        perIteration.sort()
        let m = perIteration.count
        let median = m % 2 == 1 ? perIteration[m / 2] : (perIteration[m / 2 - 1] + perIteration[m / 2]) / 2
        var result = BenchResult(workload: workload, n: n, constraints: constraints, isBuild: isBuild)
        result.medianNs = median
        result.minNs = perIteration.first ?? 0
        result.maxNs = perIteration.last ?? 0
        result.batch = batch
        result.runs = runs
        return result
    }

    /// Runs `body` once and returns its result and its duration in ns.
    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        return (value, nanoseconds(clock.now - start))
    }

    static func nanoseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    }

    /// Tells glibc to keep the memory a process frees instead of returning
    /// it to the kernel (no trimming of the heap's top, no `mmap` for large
    /// blocks); the kiwi driver does the same. Why: every iteration of a
    /// build workload frees all it made, and at cards-10000 glibc handed
    /// the 108 MiB back to the kernel, so the next iteration page-faulted
    /// it in again (17,000 faults, 65 ms of system time per iteration),
    /// while cards-1000's 11 MiB stayed in the heap: the growth exponent
    /// measured the kernel's page zeroing, not the solver. Not in memory
    /// mode, whose peak resident set is the figure. Returns whether glibc
    /// took both settings (it is looked up by name: Swift's Glibc module
    /// does not export `malloc.h`).
    @discardableResult
    static func keepFreedMemory() -> Bool {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapMax: Int32 = -4  // M_TRIM_THRESHOLD, M_MMAP_MAX
        return mallopt(trimThreshold, Int32.max) == 1 && mallopt(mmapMax, 0) == 1
    }

    /// A field of /proc/self/status in KiB (`VmHWM` is the peak resident set), or nil.
    static func procStatusKiB(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter { $0.isNumber }
            return Int(digits)
        }
        return nil
    }
}
