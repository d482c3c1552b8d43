import Cassowary

/// Draws small random constraint systems from a seeded generator: a handful of
/// variables, small integer coefficients and constants, random relations and
/// priorities from a few levels including required.
struct RandomSystems {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// The priorities drawn, required weighted up so conflicts between required
    /// constraints are common; 251 and 250 are adjacent levels on purpose.
    static let priorities: [Priority] = [.required, .required, .required, .strong, 251, .medium, .weak]

    mutating func variables(_ count: Int) -> [Variable] {
        (0..<count).map { Variable("x\($0)") }
    }

    mutating func relation() -> Relation {
        rng.pick([.lessThanOrEqual, .equal, .greaterThanOrEqual])
    }

    mutating func optionalPriority() -> Priority {
        rng.pick([.strong, 251, .medium, .weak])
    }

    /// A constant in -20...20, sometimes a half.
    mutating func constant() -> Double {
        let whole = Double(rng.int(-20...20))
        return rng.chance(20) ? whole + 0.5 : whole
    }

    /// An expression of up to three terms with coefficients in -4...4 \ {0}.
    /// Variables may repeat, so terms sometimes merge or cancel; rarely the
    /// expression has no terms at all.
    mutating func expression(over variables: [Variable]) -> Expression {
        let termCount = rng.chance(3) ? 0 : rng.int(1...min(3, variables.count))
        var terms: [Term] = []
        for _ in 0..<termCount {
            var a = rng.int(-4...3)
            if a >= 0 { a += 1 }
            terms.append(Term(rng.pick(variables), Double(a)))
        }
        return Expression(terms: terms, constant: constant())
    }

    mutating func constraint(over variables: [Variable], priority: Priority? = nil) -> Constraint {
        Constraint(expression(over: variables), relation(), priority: priority ?? rng.pick(Self.priorities))
    }

    /// A system of `2...10` constraints over `2...6` variables.
    mutating func system() -> (variables: [Variable], constraints: [Constraint]) {
        let vars = variables(rng.int(2...6))
        let constraints = (0..<rng.int(2...10)).map { _ in constraint(over: vars) }
        return (vars, constraints)
    }
}
