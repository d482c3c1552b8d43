/// Makes a failing sequence small: drops calls, batch members, terms and
/// variables, and simplifies numbers, keeping each change only while the
/// replay still fails with the same kind of check.
public enum SequenceShrinker {
    /// The smallest case found and its failure, within `budget` replays.
    /// `replay` runs a candidate (in this process by default; the fuzz tool
    /// passes one that runs it in a child process, for cases that crash).
    public static func shrink(
        _ test: SequenceCase, failure: CheckFailure, budget: Int = 600,
        replay: (SequenceCase) -> CheckFailure? = { SequenceRunner.replay($0).failure }
    ) -> (SequenceCase, CheckFailure) {
        var best = test
        best.operations = Array(test.operations.prefix(failure.step + 1))
        var bestFailure = failure
        var replays = 0
        /// Keeps `candidate` if it still fails the same way.
        func attempt(_ candidate: SequenceCase) -> Bool {
            guard replays < budget, candidate != best else { return false }
            replays += 1
            guard let f = replay(candidate), f.kind == failure.kind else { return false }
            best = candidate
            best.operations = Array(candidate.operations.prefix(f.step + 1))
            bestFailure = f
            return true
        }
        var progress = true
        while progress && replays < budget {
            progress = false
            // Drop runs of calls, long runs first.
            var size = max(1, best.operations.count / 2)
            while size >= 1 {
                var start = 0
                while start < best.operations.count {
                    var c = best
                    c.operations.removeSubrange(start..<min(start + size, c.operations.count))
                    if attempt(c) { progress = true } else { start += size }
                }
                size /= 2
            }
            for candidate in simplerCalls(best) + simplerConstraints(best) + fewerVariables(best) where attempt(candidate) {
                progress = true
                break
            }
        }
        // Numbered anew, the messages name the constraints as the snippet does.
        let small = compacted(best)
        if let f = replay(small), f.kind == failure.kind { return (small, f) }
        return (best, bestFailure)
    }

    /// Cases with one call simplified: a batch member dropped or a batch of
    /// one made a plain add, a number made simpler.
    static func simplerCalls(_ test: SequenceCase) -> [SequenceCase] {
        var out: [SequenceCase] = []
        for (i, op) in test.operations.enumerated() {
            var replacements: [SequenceOperation] = []
            switch op {
            case .addBatch(let cs):
                if cs.count == 1 { replacements.append(.add(cs[0])) }
                for k in cs.indices {
                    var fewer = cs
                    fewer.remove(at: k)
                    if !fewer.isEmpty { replacements.append(.addBatch(fewer)) }
                }
            case .removeBatch(let cs):
                if cs.count == 1 { replacements.append(.remove(cs[0])) }
                for k in cs.indices {
                    var fewer = cs
                    fewer.remove(at: k)
                    if !fewer.isEmpty { replacements.append(.removeBatch(fewer)) }
                }
            case .setConstant(let c, let v): replacements += simpler(v).map { .setConstant(c, $0) }
            case .setConstants(let changes):
                if changes.count == 1 { replacements.append(.setConstant(changes[0].constraint, changes[0].value)) }
                for k in changes.indices where changes.count > 1 {
                    var fewer = changes
                    fewer.remove(at: k)
                    replacements.append(.setConstants(fewer))
                }
            case .suggest(let x, let v): replacements += simpler(v).map { .suggest(variable: x, value: $0) }
            case .addEdit(let x, let p) where p != 250 && p > 0 && p < 1000: replacements.append(.addEdit(variable: x, priority: 250))
            default: break
            }
            for r in replacements {
                var c = test
                c.operations[i] = r
                out.append(c)
            }
        }
        return out
    }

    /// Cases with one constraint simplified: a term dropped, a coefficient,
    /// the constant or the priority made simpler.
    static func simplerConstraints(_ test: SequenceCase) -> [SequenceCase] {
        var out: [SequenceCase] = []
        let used = Set(test.operations.flatMap(\.constraintIndices))
        for i in used.sorted() {
            let s = test.constraints[i]
            var variants: [ConstraintSpec] = []
            for k in s.terms.indices {
                var v = s
                v.terms.remove(at: k)
                variants.append(v)
                for a in simpler(s.terms[k].coefficient) {
                    v = s
                    v.terms[k].coefficient = a
                    variants.append(v)
                }
            }
            for c in simpler(s.constant) {
                var v = s
                v.constant = c
                variants.append(v)
            }
            if s.hasValidPriority && !s.isRequired && s.priority != 250 {
                variants.append(s.withPriority(250))
                if ![750.0, 50].contains(s.priority) { variants += [s.withPriority(750), s.withPriority(50)] }
            }
            // The same equation held as several objects changes in all of them first.
            let twins = test.constraints.indices.filter { test.constraints[$0] == s }
            for v in variants {
                var c = test
                if twins.count > 1 {
                    for j in twins { c.constraints[j] = v }
                    out.append(c)
                    c = test
                }
                c.constraints[i] = v
                out.append(c)
            }
        }
        return out
    }

    /// Simpler numbers to try in place of x: 0, x rounded, ±1 (each step
    /// ends nearer to 0 or to an integer, so shrinking cannot go round in circles).
    static func simpler(_ x: Double) -> [Double] {
        guard x.isFinite, x != 0 else { return [] }
        var out: [Double] = [0]
        if x.rounded() != x && x.rounded() != 0 { out.append(x.rounded()) }
        let one: Double = x < 0 ? -1 : 1
        if x != one && !out.contains(one) { out.append(one) }
        return out
    }

    /// The case without variable v (only when nothing names it), numbered down.
    static func fewerVariables(_ test: SequenceCase) -> [SequenceCase] {
        guard test.variableCount > 1 else { return [] }
        let used = Set(test.operations.flatMap(\.constraintIndices))
        var out: [SequenceCase] = []
        for v in 0..<test.variableCount {
            let named = test.operations.contains { $0.variableIndex == v }
                || used.contains { i in test.constraints[i].terms.contains { $0.variable == v } }
            if named { continue }
            var c = test
            c.variableCount -= 1
            c.constraints = test.constraints.map { s in
                var s = s
                s.terms = s.terms.filter { $0.variable != v }.map {
                    ConstraintSpec.SpecTerm(variable: $0.variable > v ? $0.variable - 1 : $0.variable, coefficient: $0.coefficient)
                }
                return s
            }
            c.operations = test.operations.map { op in
                func down(_ x: Int) -> Int { x > v ? x - 1 : x }
                switch op {
                case .addEdit(let x, let p): return .addEdit(variable: down(x), priority: p)
                case .removeEdit(let x): return .removeEdit(variable: down(x))
                case .suggest(let x, let value): return .suggest(variable: down(x), value: value)
                case .exerciseAmbiguity(let x): return .exerciseAmbiguity(variable: down(x))
                default: return op
                }
            }
            out.append(c)
        }
        return out
    }

    /// The case with only the constraints its calls name, numbered in order of first use.
    static func compacted(_ test: SequenceCase) -> SequenceCase {
        var order: [Int] = []
        for i in test.operations.flatMap(\.constraintIndices) where !order.contains(i) { order.append(i) }
        var renumber: [Int: Int] = [:]
        for (new, old) in order.enumerated() { renumber[old] = new }
        var c = test
        c.constraints = order.map { test.constraints[$0] }
        c.operations = test.operations.map { op in
            switch op {
            case .add(let i): return .add(renumber[i]!)
            case .addBatch(let cs): return .addBatch(cs.map { renumber[$0]! })
            case .remove(let i): return .remove(renumber[i]!)
            case .removeBatch(let cs): return .removeBatch(cs.map { renumber[$0]! })
            case .setConstant(let i, let v): return .setConstant(renumber[i]!, v)
            case .setConstants(let changes):
                return .setConstants(changes.map { ConstantChange(renumber[$0.constraint]!, $0.value) })
            default: return op
            }
        }
        return c
    }
}
