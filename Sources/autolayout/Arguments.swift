/// The command line after the subcommand: positional arguments, `--name value`
/// options and `--flag` switches. Our own tiny parser (no package).
struct Arguments {
    var positional: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    /// Splits `arguments`; `valued` names the options that take a value and
    /// `switches` those that do not. Anything else starting with `--` is a usage error.
    init(_ arguments: [String], valued: Set<String>, switches: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positional.append(argument)
                continue
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
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    /// A positive number option, or `fallback` when absent.
    func number(_ name: String, default fallback: Double) throws(UsageError) -> Double {
        guard let text = options[name] else { return fallback }
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw UsageError("--\(name) expects a positive number, not '\(text)'")
        }
        return value
    }
}

/// A mistake in how the command was called: exit code 2 with the usage text.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// A failure while running a command: exit code 1 with the message.
struct CommandError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

let usage = """
    usage: autolayout [gallery] [--out DIR] [--scale S] [--constraints]
                                               draw the gallery (SVG, PNG, index.html) into ./autolayout-gallery/
           autolayout render SCENE.json [--width W] [--svg FILE] [--png FILE] [--scale S]
                                        [--constraints] [--trace]
           autolayout vfl FORMAT... [--views a,b] [--metrics m=8,n=4] [--options alignAllCenterY,...]
                                    [--width W] [--height H]
           autolayout bench [ARGS...]                runs cassowary-bench (build it with
                                                     swift build -c release --product cassowary-bench)
    """
