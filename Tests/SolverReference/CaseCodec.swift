import Cassowary

/// A line-based text form of a `SequenceCase`, exact (Doubles as bit
/// patterns), for handing a case to a child process that may crash.
///
/// ```
/// case <seed> <variableCount>
/// c <relation> <priority>[/<priority below>] <constant> [<variable>:<coefficient> ...]
/// add <c> | batch <c>,<c>,... | remove <c> | set <c> <value> | sets <c>:<value>,...
/// edit <v> <priority> | unedit <v> | suggest <v> <value> | exercise <v> | update
/// ```
public enum CaseCodec {
    public static func encode(_ test: SequenceCase) -> String {
        func d(_ x: Double) -> String { String(x.bitPattern, radix: 16) }
        var lines = ["case \(test.seed) \(test.variableCount)"]
        for s in test.constraints {
            let terms = s.terms.map { "\($0.variable):\(d($0.coefficient))" }
            let priority = d(s.priority) + (s.priorityBelow.map { "/" + d($0) } ?? "")
            lines.append((["c", relationName(s.relation), priority, d(s.constant)] + terms).joined(separator: " "))
        }
        for op in test.operations {
            switch op {
            case .add(let c): lines.append("add \(c)")
            case .addBatch(let cs): lines.append("batch " + cs.map(String.init).joined(separator: ","))
            case .remove(let c): lines.append("remove \(c)")
            case .removeBatch(let cs): lines.append("unbatch " + cs.map(String.init).joined(separator: ","))
            case .setConstant(let c, let v): lines.append("set \(c) \(d(v))")
            case .setConstants(let changes):
                lines.append("sets " + changes.map { "\($0.constraint):\(d($0.value))" }.joined(separator: ","))
            case .addEdit(let v, let p): lines.append("edit \(v) \(d(p))")
            case .removeEdit(let v): lines.append("unedit \(v)")
            case .suggest(let v, let value): lines.append("suggest \(v) \(d(value))")
            case .exerciseAmbiguity(let v): lines.append("exercise \(v)")
            case .updateVariables: lines.append("update")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The case, or nil if the text is not one.
    public static func decode(_ text: String) -> SequenceCase? {
        func d(_ s: Substring) -> Double? { UInt64(s, radix: 16).map(Double.init(bitPattern:)) }
        var test: SequenceCase?
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard let word = f.first else { continue }
            if word == "case" {
                guard f.count == 3, let seed = UInt64(f[1]), let n = Int(f[2]) else { return nil }
                test = SequenceCase(variableCount: n, seed: seed)
                continue
            }
            guard test != nil else { return nil }
            let ints = f.dropFirst().compactMap { Int($0) }
            switch word {
            case "c":
                let priorities = f.count >= 4 ? f[2].split(separator: "/").map { d($0) } : []
                guard f.count >= 4, let r = relation(f[1]), (1...2).contains(priorities.count),
                    let p = priorities[0], let c = d(f[3])
                else { return nil }
                let below = priorities.count == 2 ? priorities[1] : nil
                if priorities.count == 2 && below == nil { return nil }
                var terms: [(Int, Double)] = []
                for t in f.dropFirst(4) {
                    let parts = t.split(separator: ":")
                    guard parts.count == 2, let v = Int(parts[0]), let a = d(parts[1]) else { return nil }
                    terms.append((v, a))
                }
                test!.constraints.append(
                    ConstraintSpec(terms: terms, constant: c, relation: r, priority: p, priorityBelow: below))
            case "add" where ints.count == 1: test!.operations.append(.add(ints[0]))
            case "batch" where f.count == 2:
                test!.operations.append(.addBatch(f[1].split(separator: ",").compactMap { Int($0) }))
            case "remove" where ints.count == 1: test!.operations.append(.remove(ints[0]))
            case "unbatch" where f.count == 2:
                test!.operations.append(.removeBatch(f[1].split(separator: ",").compactMap { Int($0) }))
            case "set" where f.count == 3:
                guard let c = Int(f[1]), let v = d(f[2]) else { return nil }
                test!.operations.append(.setConstant(c, v))
            case "sets" where f.count == 2:
                var changes: [ConstantChange] = []
                for item in f[1].split(separator: ",") {
                    let parts = item.split(separator: ":")
                    guard parts.count == 2, let c = Int(parts[0]), let v = d(parts[1]) else { return nil }
                    changes.append(ConstantChange(c, v))
                }
                test!.operations.append(.setConstants(changes))
            case "edit" where f.count == 3:
                guard let v = Int(f[1]), let p = d(f[2]) else { return nil }
                test!.operations.append(.addEdit(variable: v, priority: p))
            case "unedit" where ints.count == 1: test!.operations.append(.removeEdit(variable: ints[0]))
            case "suggest" where f.count == 3:
                guard let v = Int(f[1]), let value = d(f[2]) else { return nil }
                test!.operations.append(.suggest(variable: v, value: value))
            case "exercise" where ints.count == 1: test!.operations.append(.exerciseAmbiguity(variable: ints[0]))
            case "update": test!.operations.append(.updateVariables)
            default: return nil
            }
        }
        return test
    }

    static func relationName(_ r: Relation) -> String {
        switch r {
        case .equal: "eq"
        case .lessThanOrEqual: "le"
        case .greaterThanOrEqual: "ge"
        }
    }

    static func relation(_ s: Substring) -> Relation? {
        switch s {
        case "eq": .equal
        case "le": .lessThanOrEqual
        case "ge": .greaterThanOrEqual
        default: nil
        }
    }
}
