import Foundation

/// `autolayout` — renders scenes, explains visual formats, runs the gallery.
/// Exit codes: 0 ok, 1 failure, 2 usage.
func run(_ arguments: [String]) -> Int32 {
    do {
        guard let first = arguments.first else { return try GalleryCommand.run([]) }
        if first.hasPrefix("-"), !Arguments.asksForHelp(first) { return try GalleryCommand.run(arguments) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "render": return try RenderCommand.run(rest)
        case "vfl": return try VFLCommand.run(rest)
        case "bench": return try BenchCommand.run(rest)
        case "gallery": return try GalleryCommand.run(rest)
        case "help", "--help", "-h":
            if rest.contains(where: Arguments.asksForHelp) { throw HelpRequest(command: .help) }
            guard let name = rest.first else {
                print(usage)
                return 0
            }
            guard rest.count == 1, let command = Command(rawValue: name) else {
                throw UsageError(rest.count == 1 ? "unknown command '\(name)'" : "help takes at most one command",
                                 command: .help)
            }
            print(command.usage)
            return 0
        default:
            throw UsageError("unknown command '\(first)'")
        }
    } catch let request as HelpRequest {
        print(request.command.usage)
        return 0
    } catch let error as UsageError {
        let prefix = error.command.map { $0 == .gallery || $0 == .help ? "autolayout" : "autolayout \($0.rawValue)" }
        printError("\(prefix ?? "autolayout"): \(error.message)\n\n\(error.command?.usage ?? usage)")
        return 2
    } catch let error as CommandError {
        printError("autolayout: \(error.message)")
        return 1
    } catch {
        printError("autolayout: \(error)")
        return 1
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

exit(run(Array(CommandLine.arguments.dropFirst())))
