import Foundation

/// `autolayout` — renders scenes, explains visual formats, runs the gallery.
/// Exit codes: 0 ok, 1 failure, 2 usage.
func run(_ arguments: [String]) -> Int32 {
    do {
        guard let command = arguments.first else { return try GalleryCommand.run([]) }
        if command.hasPrefix("--"), command != "--help" { return try GalleryCommand.run(arguments) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "render": return try RenderCommand.run(rest)
        case "vfl": return try VFLCommand.run(rest)
        case "bench": return try BenchCommand.run(rest)
        case "gallery": return try GalleryCommand.run(rest)
        case "help", "--help", "-h":
            print(usage)
            return 0
        default:
            throw UsageError("unknown command '\(command)'")
        }
    } catch let error as UsageError {
        printError("autolayout: \(error.message)\n\(usage)")
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
