import Cassowary
import Foundation

/// A workload's result is wrong; the process exits non-zero with the message.
struct CheckFailure: Error, CustomStringConvertible {
    var description: String
}

/// kiwi's solution of W2 for one size of the cycle (from enaml-kiwi-values.json).
struct EnamlReference: Decodable {
    var width: Double
    var height: Double
    /// kiwi's value of each variable, by name.
    var values: [String: Double]

    private struct File: Decodable { var sizes: [EnamlReference] }

    /// The six sizes from `path`, or from `../shared/benchmarks/` beside the package root.
    static func load(path: String?) throws -> [EnamlReference] {
        let candidates = path.map { [$0] } ?? defaultPaths()
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw CheckFailure(
                description: "enaml-suggest: kiwi values not found (tried \(candidates.joined(separator: ", "))); "
                    + "pass --kiwi-values PATH")
        }
        let sizes: [EnamlReference]
        do {
            sizes = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: found))).sizes
        } catch {
            throw CheckFailure(description: "enaml-suggest: cannot read \(found): \(error)")
        }
        guard sizes.count == 6 else { throw CheckFailure(description: "\(found) must hold W2's 6 sizes") }
        return sizes
    }

    private static func defaultPaths() -> [String] {
        let relative = "../shared/benchmarks/enaml-kiwi-values.json"
        // This file is <package>/Benchmarks/CassowaryBench/EnamlCheck.swift.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [
            packageRoot.appendingPathComponent(relative).standardizedFileURL.path,
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent(relative).standardizedFileURL.path,
        ]
    }
}

/// W2's check: required constraints hold, and the error left at each strength
/// equals that of kiwi's solution to 1e-6.
enum EnamlCheck {
    /// The strength names of WORKLOADS.md by priority, strongest first.
    static let strengths: [(name: String, priority: Priority)] = [
        ("required", .required), ("strong", .strong), ("smedium", EnamlSystem.smedium),
        ("mmedium", EnamlSystem.mmedium), ("medium", .medium), ("weak", .weak),
    ]

    /// How far `c` is from holding under `value` (0 when it holds).
    static func violation(of c: Constraint, _ value: (Variable) throws -> Double) rethrows -> Double {
        var e = c.expression.constant
        for term in c.expression.terms { e += term.coefficient * (try value(term.variable)) }
        switch c.relation {
        case .equal: return abs(e)
        case .greaterThanOrEqual: return max(0, -e)
        case .lessThanOrEqual: return max(0, e)
        }
    }

    /// The error at each strength (in `strengths` order), the edit constraints counted at strong.
    static func errors(
        _ system: EnamlSystem, size: EnamlReference, _ value: (Variable) throws -> Double
    ) rethrows -> [Double] {
        var errors = [Double](repeating: 0, count: strengths.count)
        for c in system.constraints {
            guard let index = strengths.firstIndex(where: { $0.priority == c.priority }) else { continue }
            errors[index] += try violation(of: c, value)
        }
        errors[1] += abs(try value(system.width) - size.width) + abs(try value(system.height) - size.height)
        return errors
    }

    /// Suggests the six sizes in turn on a built system and checks each;
    /// prints a line per size when `verbose`. Returns the number of
    /// (size, variable) values that differ from kiwi's by more than 1e-6.
    static func run(
        _ solver: Solver, _ system: EnamlSystem, references: [EnamlReference], verbose: Bool
    ) throws -> Int {
        var differing = 0
        for ref in references {
            try solver.suggestValue(ref.width, for: system.width)
            try solver.suggestValue(ref.height, for: system.height)
            let label = "\(Int(ref.width))x\(Int(ref.height))"
            let kiwiValue = { (v: Variable) throws -> Double in
                guard let x = ref.values[v.name] else { throw CheckFailure(description: "no kiwi value for \(v)") }
                return x
            }
            for c in system.constraints where c.priority.isRequired {
                let error = violation(of: c) { solver.value(of: $0) }
                if error > 1e-6 {
                    throw CheckFailure(description: "enaml-suggest \(label): required \(c) is off by \(error)")
                }
            }
            let ours = errors(system, size: ref) { solver.value(of: $0) }
            let theirs = try errors(system, size: ref, kiwiValue)
            var here = 0
            var names: [String] = []
            for v in system.variables {
                let (mine, kiwis) = (solver.value(of: v), try kiwiValue(v))
                if abs(mine - kiwis) > 1e-6 {
                    here += 1
                    names.append("\(v.name) \(short(mine))/\(short(kiwis))")
                }
            }
            differing += here
            var line = "  check enaml-suggest " + label.padding(toLength: 9, withPad: " ", startingAt: 0)
            for (i, s) in strengths.enumerated().dropFirst() {
                line += " \(s.name) \(short(ours[i]))/\(short(theirs[i]))"
            }
            line += "  (ours/kiwi); \(here) of \(system.variables.count) variables differ"
            if !names.isEmpty { line += ": " + names.joined(separator: ", ") }
            if verbose { print(line) }
            for (i, s) in strengths.enumerated() where abs(ours[i] - theirs[i]) > 1e-6 {
                throw CheckFailure(
                    description: "enaml-suggest \(label): error at \(s.name) is \(ours[i]), kiwi's is \(theirs[i])"
                        + (verbose ? "" : "\n" + line))
            }
        }
        return differing
    }

    private static func short(_ x: Double) -> String { String(format: "%.6g", x) }
}
