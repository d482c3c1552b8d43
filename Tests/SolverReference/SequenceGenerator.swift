import Cassowary

/// A sequence being generated: its constraints so far and the model of
/// what the solver should hold after the calls so far (no solver involved:
/// a seed alone fixes the sequence).
public struct SequenceDraft: Sendable {
    public let variableCount: Int
    public private(set) var specs: [ConstraintSpec] = []
    public private(set) var model: ExpectedModel
    public private(set) var operations: [SequenceOperation] = []

    public init(variableCount: Int) {
        self.variableCount = variableCount
        model = ExpectedModel(variableCount: variableCount)
    }

    /// Registers a new constraint; returns its index.
    public mutating func addSpec(_ spec: ConstraintSpec) -> Int {
        specs.append(spec)
        return specs.count - 1
    }

    /// Appends a call, moving the model on if the call should succeed.
    public mutating func append(_ op: SequenceOperation) {
        operations.append(op)
        if case .success(let next) = model.expect(op, specs: specs) { model = next }
    }
}

/// Makes random, seeded sequences of solver calls, each chosen from the
/// current model so that most calls are meaningful and a steady share must
/// fail (duplicates, unknowns, conflicts, invalid numbers and priorities,
/// batches that fail part-way).
///
/// Constraints: random rows of one to four terms; copies of held rows (the
/// same equation as another object), scalings and sums of held rows, zero
/// rows (`0 == 0`, `x - x == 0`, `0 == 3`), near-redundant rows (a held row's
/// constant moved by 2^-8 .. 2^-16), contradictions of held required rows.
/// Coefficients are small integers and dyadic fractions: every number is
/// exact in binary, so the reference stays exact. Ill-conditioned sequences
/// (see `illConditioned`) also scale by 1024 and 1/1024 and move a held
/// row's coefficient by 2^-8 .. 2^-16.
public struct SequenceGenerator {
    private var rng: SeededGenerator
    /// Calls decided ahead (the add after a priority change's remove).
    private var pending: [SequenceOperation] = []
    /// Most constraints held before the generator prefers removing.
    public var crowd = 15

    /// Whether the sequence may scale numbers by 1024 and move a held row's
    /// coefficient by 2^-8 .. 2^-16 (ill-conditioned systems): seeds with
    /// the top bit set (`illConditionedSeeds`).
    public let illConditioned: Bool

    /// Seeds at and above this make ill-conditioned sequences.
    public static let illConditionedSeeds: UInt64 = 1 << 63

    public init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
        illConditioned = seed >= SequenceGenerator.illConditionedSeeds
    }

    /// The sequence of a seed: 2 to 6 variables, `count` calls.
    public static func sequence(seed: UInt64, count: Int) -> SequenceCase {
        var generator = SequenceGenerator(seed: seed)
        var draft = SequenceDraft(variableCount: 2 + generator.rng.below(5))
        for _ in 0..<count { draft.append(generator.next(&draft)) }
        return SequenceCase(variableCount: draft.variableCount, constraints: draft.specs, operations: draft.operations, seed: seed)
    }

    // MARK: Numbers

    mutating func coefficient() -> Double {
        if rng.chance(0.04) && illConditioned { return rng.pick([1024, 1.0 / 1024, -1.0 / 1024, -1024]) }
        return rng.pick([1, 1, 1, -1, -1, -1, 2, -2, 3, -3, 0.5, -0.5, 0.25, -0.25, 1.5, -1.5, 4])
    }

    mutating func constant() -> Double {
        switch rng.weighted([55, 20, 15, 5, 5]) {
        case 0: return Double(rng.below(41) - 20)
        case 1: return Double(rng.below(81) - 40) / 2
        case 2: return 0
        case 3 where illConditioned: return Double(rng.below(9) - 4) * 1024
        case 4 where illConditioned: return Double(rng.below(9) - 4) / 1024
        default: return Double(rng.below(41) - 20)
        }
    }

    mutating func priority() -> Double {
        switch rng.weighted([35, 12, 12, 4, 4, 12, 20]) {
        case 0: return 1000
        case 1: return 750
        case 2: return 250
        case 3: return 251
        case 4: return 249
        case 5: return 50
        default: return Double(1 + rng.below(7999)) / 8  // in (0, 1000)
        }
    }

    mutating func optionalPriority() -> Double {
        var p = priority()
        while p == 1000 { p = priority() }
        return p
    }

    mutating func relation() -> Relation { rng.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]) }

    // MARK: Constraints

    mutating func randomSpec(_ n: Int) -> ConstraintSpec {
        let count = rng.weighted([35, 40, 20, 5]) + 1
        let terms = (0..<count).map { _ in (rng.below(n), coefficient()) }
        var s = ConstraintSpec(terms: terms, constant: constant(), relation: relation(), priority: priority())
        if s.relation == .equal && !s.isRequired && rng.chance(0.25) {
            // A two-sided equality: content hugging above, compression
            // resistance below (or the other way round).
            s.priorityBelow = optionalPriority()
        }
        return s
    }

    /// A new constraint, of a kind chosen at random, given what is held.
    mutating func newSpec(_ draft: SequenceDraft) -> ConstraintSpec {
        let n = draft.variableCount
        let held = draft.model.held.map { (draft.specs[$0], draft.model.constants[$0]!) }
        let required = held.filter { $0.0.isRequired }
        let kind = rng.weighted([50, 8, 6, 5, 5, 5, 7, 3])
        switch kind {
        case 1 where !held.isEmpty:  // the same equation, another object
            var s = rng.pick(held).0
            if rng.chance(0.3) { s.priority = priority() }
            return s
        case 2 where !held.isEmpty:  // a scaling of a held row
            let (s, c) = rng.pick(held)
            return scaled(s, c, by: rng.pick([2, 0.5, -1, -2, 4, 0.25]))
        case 3 where held.count >= 2:  // a sum of two held rows (>= turned into <= first)
            let (a, ca) = rng.pick(held)
            let (b, cb) = rng.pick(held)
            let x = a.relation == .greaterThanOrEqual ? scaled(a, ca, by: -1) : scaled(a, ca, by: 1)
            let y = b.relation == .greaterThanOrEqual ? scaled(b, cb, by: -1) : scaled(b, cb, by: 1)
            return ConstraintSpec(
                terms: (x.terms + y.terms).map { ($0.variable, $0.coefficient) }, constant: x.constant + y.constant,
                relation: x.relation == .equal && y.relation == .equal ? .equal : .lessThanOrEqual,
                priority: a.isRequired && b.isRequired ? 1000 : priority())
        case 4:  // a zero row
            let x = rng.below(n)
            let terms: [(Int, Double)] = rng.chance(0.5) ? [] : [(x, 1), (x, -1)]
            let c: Double = rng.chance(0.7) ? 0 : rng.pick([3, -1, 0.5])
            return ConstraintSpec(terms: terms, constant: c, relation: relation(), priority: priority())
        case 5 where !held.isEmpty:  // near-redundant
            var s = rng.pick(held).0
            let delta = rng.pick([1.0 / 256, 1.0 / 4096, 1.0 / 65536]) * (rng.chance(0.5) ? 1 : -1)
            if rng.chance(0.5) || s.terms.isEmpty || !illConditioned {
                s.constant += delta
            } else {
                s.terms[0].coefficient += delta
            }
            if rng.chance(0.5) { s.priority = priority() }
            return s
        case 6 where !required.isEmpty:  // contradicts a held required row
            var (s, c) = rng.pick(required)
            s.constant = c + rng.pick([1, -1, 2, 0.5, -3])
            s.relation = rng.chance(0.7) ? .equal : s.relation
            return s
        case 7:  // invalid priority or number (must fail)
            var s = randomSpec(n)
            switch rng.below(4) {
            case 0:
                let invalid = rng.pick([0, -1, 1000.5, 2000, .nan, .infinity])
                if s.isTwoSided && rng.chance(0.5) {
                    s.priorityBelow = rng.chance(0.5) ? invalid : 1000  // required below: refused too
                } else {
                    s.priority = invalid
                }
            case 1: s.constant = rng.pick([.nan, .infinity, -.infinity])
            default:
                if s.terms.isEmpty { s.constant = .nan } else { s.terms[0].coefficient = rng.pick([.nan, .infinity]) }
            }
            return s
        default:
            return randomSpec(n)
        }
    }

    /// `k` times a row (a negative k turns <= into >=, and swaps a
    /// two-sided equality's priorities).
    func scaled(_ s: ConstraintSpec, _ c: Double, by k: Double) -> ConstraintSpec {
        var r = s
        r.terms = s.terms.map { ConstraintSpec.SpecTerm(variable: $0.variable, coefficient: $0.coefficient * k) }
        r.constant = c * k
        if k < 0 {
            switch s.relation {
            case .lessThanOrEqual: r.relation = .greaterThanOrEqual
            case .greaterThanOrEqual: r.relation = .lessThanOrEqual
            case .equal:
                if let below = s.priorityBelow { (r.priority, r.priorityBelow) = (below, s.priority) }
            }
        }
        return r
    }

    // MARK: Calls

    /// The next call, given the draft's model (new constraints go into the draft).
    public mutating func next(_ draft: inout SequenceDraft) -> SequenceOperation {
        if !pending.isEmpty { return pending.removeFirst() }
        let model = draft.model
        let n = draft.variableCount
        let held = model.held
        let notHeld = draft.specs.indices.filter { !model.holds($0) }
        let crowded = held.count >= crowd
        let weights = [
            crowded ? 8 : 30,  // 0 add a new constraint
            held.isEmpty ? 0 : 3,  // 1 add a held one again
            notHeld.isEmpty ? 0 : 4,  // 2 add an object made before
            crowded ? 2 : 7,  // 3 batch
            held.isEmpty ? 0 : (crowded ? 30 : 14),  // 4 remove
            notHeld.isEmpty ? 0 : 3,  // 5 remove an unknown one
            held.isEmpty ? 0 : 9,  // 6 setConstant
            2,  // 7 setConstant that must fail
            held.isEmpty ? 0 : 4,  // 8 priority change
            6,  // 9 addEditVariable
            3,  // 10 removeEditVariable
            model.edits.isEmpty ? 1 : 10,  // 11 suggestValue
            4,  // 12 exerciseAmbiguity
            3,  // 13 updateVariables
            held.isEmpty ? 0 : 6,  // 14 setConstants
            held.count < 2 ? 0 : (crowded ? 8 : 4),  // 15 remove several in one call
        ]
        switch rng.weighted(weights) {
        case 0: return .add(draft.addSpec(newSpec(draft)))
        case 1: return .add(rng.pick(held))
        case 2: return .add(rng.pick(notHeld))
        case 3: return .addBatch(batch(&draft))
        case 4: return .remove(rng.pick(held))
        case 5: return .remove(rng.pick(notHeld))
        case 6:
            let c = rng.pick(held)
            let value = rng.chance(0.3) ? model.constants[c]! + rng.pick([1, -1, 0.5, 10]) : constant()
            return .setConstant(c, value)
        case 7:
            switch rng.below(3) {
            case 0 where !notHeld.isEmpty: return .setConstant(rng.pick(notHeld), constant())
            case 1 where !held.isEmpty: return .setConstant(rng.pick(held), rng.pick([.nan, .infinity, -.infinity]))
            default: return .setConstant(draft.addSpec(randomSpec(n)), constant())
            }
        case 8:
            let c = rng.pick(held)
            var p = priority()
            while p == draft.specs[c].priority { p = priority() }
            pending.append(.add(draft.addSpec(draft.specs[c].withPriority(p))))
            return .remove(c)
        case 9:
            let v = rng.below(n)
            switch rng.weighted([80, 8, 6]) {
            case 0: return .addEdit(variable: v, priority: optionalPriority())
            case 1: return .addEdit(variable: v, priority: 1000)
            default: return .addEdit(variable: v, priority: rng.pick([0, -3, 1001, .nan]))
            }
        case 10:
            if let e = model.edits.first, rng.chance(0.8) { return .removeEdit(variable: rng.pick(model.edits + [e]).variable) }
            return .removeEdit(variable: rng.below(n))
        case 11:
            if let e = model.edits.first, rng.chance(0.9) {
                let v = rng.pick(model.edits + [e]).variable
                let value: Double = rng.chance(0.04) ? .nan : Double(rng.below(201) - 100) / (rng.chance(0.3) ? 2 : 1)
                return .suggest(variable: v, value: value)
            }
            return .suggest(variable: rng.below(n), value: Double(rng.below(21) - 10))
        case 12: return .exerciseAmbiguity(variable: rng.below(n))
        case 14: return .setConstants(constantChanges(&draft))
        case 15: return .removeBatch(removals(held: held, notHeld: notHeld))
        default: return .updateVariables
        }
    }

    /// Two to five held constraints for one `remove(contentsOf:)`, sometimes
    /// one named twice, sometimes one the solver does not hold (the call must fail).
    mutating func removals(held: [Int], notHeld: [Int]) -> [Int] {
        var left = held, chosen: [Int] = []
        for _ in 0..<min(held.count, 2 + rng.below(4)) { chosen.append(left.remove(at: rng.below(left.count))) }
        if rng.chance(0.1) { chosen.append(rng.pick(chosen)) }
        if !notHeld.isEmpty && rng.chance(0.08) { chosen.insert(rng.pick(notHeld), at: rng.below(chosen.count + 1)) }
        return chosen
    }

    /// Two to four changes of held constraints' constants, as a view's
    /// hugging and compression resistance move together: often the same
    /// constant for two rows on the same terms, sometimes a constraint twice,
    /// sometimes one that must fail (not held, not finite).
    mutating func constantChanges(_ draft: inout SequenceDraft) -> [ConstantChange] {
        let model = draft.model
        let held = model.held
        var changes: [ConstantChange] = (0..<(2 + rng.below(3))).map { _ in
            let c = rng.pick(held)
            let value = rng.chance(0.4) ? model.constants[c]! + rng.pick([1, -1, 0.5, 10]) : constant()
            return ConstantChange(c, value)
        }
        if rng.chance(0.3), let first = changes.first {
            // The same constant for another held constraint, or the first again.
            changes.append(ConstantChange(rng.chance(0.5) ? first.constraint : rng.pick(held), first.value))
        }
        if rng.chance(0.1) {
            let at = rng.below(changes.count + 1)
            if rng.chance(0.5) {
                changes.insert(ConstantChange(draft.addSpec(randomSpec(draft.variableCount)), constant()), at: at)
            } else {
                changes.insert(ConstantChange(rng.pick(held), rng.pick([.nan, .infinity])), at: at)
            }
        }
        return changes
    }

    /// Two to five constraints, sometimes with one that must fail part-way
    /// (a contradiction, a duplicate, an invalid number).
    mutating func batch(_ draft: inout SequenceDraft) -> [Int] {
        var items = (0..<(2 + rng.below(4))).map { _ in draft.addSpec(newSpec(draft)) }
        if rng.chance(0.3) {
            let at = rng.below(items.count + 1)
            switch rng.below(3) {
            case 0 where !draft.model.held.isEmpty: items.insert(rng.pick(draft.model.held), at: at)
            case 1: items.insert(items[rng.below(items.count)], at: at)
            default:
                var s = randomSpec(draft.variableCount)
                s.priority = 1000
                s.terms = []
                s.constant = rng.pick([1, -2, 0.5])  // 0 == c: infeasible
                items.insert(draft.addSpec(s), at: at)
            }
        }
        return items
    }
}
