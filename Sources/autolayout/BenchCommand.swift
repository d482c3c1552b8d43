import Foundation

/// `autolayout bench [ARGS...]`: runs the solver benchmark (`cassowary-bench`,
/// ARGS passed on) and then the layout benchmark (`layout-bench`), the
/// executables built next to this one. Build them in release first:
/// `swift build -c release` (then `swift run -c release autolayout bench`).
enum BenchCommand {
    static let executables = ["cassowary-bench", "layout-bench"]

    static func run(_ arguments: [String]) throws -> Int32 {
        // The other arguments belong to cassowary-bench, which checks them.
        if arguments.contains(where: Arguments.asksForHelp) { throw HelpRequest(command: .bench) }
        let here = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let missing = executables.filter { !FileManager.default.isExecutableFile(atPath: here.appendingPathComponent($0).path) }
        guard missing.isEmpty else {
            throw CommandError("\(missing.joined(separator: " and ")) not built next to autolayout; run "
                + "`swift build -c release` and then `swift run -c release autolayout bench`")
        }
        for name in executables {
            let bench = here.appendingPathComponent(name)
            print("== \(name)")
            let process = Process()
            process.executableURL = bench
            process.arguments = name == "cassowary-bench" ? arguments : []
            do {
                try process.run()
            } catch {
                throw CommandError("cannot start \(bench.path): \(error.localizedDescription)")
            }
            process.waitUntilExit()
            if process.terminationStatus != 0 { return process.terminationStatus }
        }
        return 0
    }
}
