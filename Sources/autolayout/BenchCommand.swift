import Foundation

/// `autolayout bench [ARGS...]`: runs the solver benchmark, the
/// `cassowary-bench` executable built next to this one
/// (`swift build -c release --product cassowary-bench`), passing ARGS on.
enum BenchCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let here = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let bench = here.appendingPathComponent("cassowary-bench")
        print("autolayout bench runs `swift run -c release cassowary-bench`: \(bench.path)")
        guard FileManager.default.isExecutableFile(atPath: bench.path) else {
            throw CommandError("cassowary-bench is not built next to autolayout; run `swift build -c release --product cassowary-bench` "
                + "(or `swift run -c release cassowary-bench`)")
        }
        let process = Process()
        process.executableURL = bench
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            throw CommandError("cannot start \(bench.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
