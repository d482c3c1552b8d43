// cassowary-bench: the solver workloads of /work/shared/benchmarks/WORKLOADS.md
// on our Solver; the kiwi driver (Benchmarks/kiwi) runs the same ones on kiwi.
// Run in release: `swift build -c release --product cassowary-bench`.
import Foundation

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    let message = error.description == "help" ? "" : "error: \(error)\n"
    FileHandle.standardError.write(Data((message + BenchOptions.usage + "\n").utf8))
    exit(error.description == "help" ? 0 : 2)
}

let baseline = Timing.procStatusKiB("VmRSS")
let keepsFreedMemory = !options.memory && Timing.keepFreedMemory()
print(
    "swift-autolayout Cassowary solver, "
        + (options.iterations.map { "counting mode (\($0) untimed iterations per workload)" }
            ?? (options.memory
                ? "memory mode (one untimed iteration per workload)"
                : "timing mode, \(options.runs) timed runs after a warm-up"))
        + (keepsFreedMemory ? "; freed memory stays in the process (mallopt)" : ""))
let runner = Runner(options: options, startRSSKiB: baseline)
do {
    try runner.run()
} catch let failure as CheckFailure {
    Output.flush()
    FileHandle.standardError.write(Data("CHECK FAILED: \(failure)\n".utf8))
    exit(1)
} catch {
    Output.flush()
    FileHandle.standardError.write(Data("FAILED: \(error)\n".utf8))
    exit(1)
}
print("peak RSS (VmHWM, whole process): \(Timing.procStatusKiB("VmHWM") ?? -1) KiB; at start: \(baseline ?? -1) KiB")
print("(sink \(runner.sink.total))")
if let path = options.jsonPath {
    do {
        try Output.json(runner.results).write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}
