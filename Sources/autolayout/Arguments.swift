/// The command line after the subcommand: positional arguments, `--name value`
/// options and `--flag` switches. Our own tiny parser (no package).
struct Arguments {
    var positional: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    /// Splits `arguments` for `command`; `valued` names the options that take
    /// a value and `switches` those that do not. `--help` or `-h` anywhere
    /// asks for the command's usage (``HelpRequest``); any other argument
    /// that starts with `-` and is not a number is a usage error.
    init(_ arguments: [String], command: Command, valued: Set<String>, switches: Set<String>) throws {
        if arguments.contains(where: Self.asksForHelp) { throw HelpRequest(command: command) }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positional += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil else {
                positional.append(argument)
                continue
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw UsageError("unknown option \(argument)", command: command)
            }
            var name = String(argument.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if switches.contains(name), inline == nil {
                flags.insert(name)
            } else if valued.contains(name) {
                if let inline {
                    options[name] = inline
                } else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value", command: command) }
                    options[name] = arguments[index]
                    index += 1
                }
            } else if switches.contains(name) {
                throw UsageError("--\(name) takes no value", command: command)
            } else {
                throw UsageError("unknown option --\(name)", command: command)
            }
        }
        self.command = command
    }

    let command: Command

    static func asksForHelp(_ argument: String) -> Bool { argument == "--help" || argument == "-h" }

    /// A positive number option, or `fallback` when absent.
    func number(_ name: String, default fallback: Double) throws(UsageError) -> Double {
        guard let text = options[name] else { return fallback }
        guard let value = Double(text), value.isFinite, value > 0, value <= Self.largestSize else {
            throw UsageError("--\(name) expects a number greater than 0 and at most \(Int(Self.largestSize)), not '\(text)'",
                             command: command)
        }
        return value
    }

    /// The largest width, height or scale the commands accept.
    static let largestSize = 100_000.0
}

/// The subcommands, each with its usage text.
enum Command: String, CaseIterable {
    case gallery, render, vfl, bench, help

    var usage: String {
        switch self {
        case .gallery: """
            usage: autolayout [gallery] [--out DIR] [--scale S] [--constraints]
              Draws the gallery (an SVG and a PNG a picture, and index.html) into DIR
              (default ./autolayout-gallery/).
              --out DIR        where to write the pictures
              --scale S        PNG pixels a point (default 2)
              --constraints    draw every constraint as a line
            """
        case .render: """
            usage: autolayout render SCENE.json [--width W] [--svg FILE] [--png FILE] [--scale S]
                                                [--constraints] [--trace] [--progress]
              Lays a scene file out and draws it; without --svg or --png the SVG goes to
              standard output. The size and any conflicts are reported on standard error,
              and so are the stages of work that takes more than a second.
              --width W        the root's width (default: the scene's width, else 375)
              --svg FILE       write the SVG to FILE
              --png FILE       write a PNG to FILE
              --scale S        PNG pixels a point (default 2)
              --constraints    draw every constraint as a line
              --trace          print the constraints, the frames and any conflicts
              --progress       report every stage on standard error, however quick
            """
        case .vfl: """
            usage: autolayout vfl FORMAT... [--views a,b] [--metrics m=8,n=4] [--options alignAllCenterY,...]
                                            [--width W] [--height H]
              Prints the constraints visual formats make and the frames after layout in
              a root of W x H (default 375 x 100).
              --views a,b      the view names (default: every name the formats use)
              --metrics m=8    metrics the formats may name
              --options o,...  format options, such as alignAllCenterY
              --width W        the root's width
              --height H       the root's height
            """
        case .bench: """
            usage: autolayout bench [ARGS...]
              Runs cassowary-bench (ARGS passed on) and then layout-bench, built next to
              autolayout: swift build -c release, then swift run -c release autolayout bench.
            """
        case .help: """
            usage: autolayout help [COMMAND]
              Prints the usage of every command, or of COMMAND.
            """
        }
    }
}

/// The usage of every command.
let usage = "commands: gallery (the default), render, vfl, bench, help; autolayout COMMAND --help for one\n\n"
    + Command.allCases.map(\.usage).joined(separator: "\n\n")

/// `--help` or `-h` was given: print the command's usage and exit 0.
struct HelpRequest: Error {
    let command: Command
}

/// A mistake in how the command was called: exit code 2 with the message and usage.
struct UsageError: Error {
    let message: String
    /// The command whose usage to print, or nil for the usage of all.
    let command: Command?
    init(_ message: String, command: Command? = nil) {
        self.message = message
        self.command = command
    }
}

/// A failure while running a command: exit code 1 with the message.
struct CommandError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
