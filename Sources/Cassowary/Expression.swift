/// One term of a linear expression: a coefficient times a variable.
public struct Term: Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with `+`, `-`, `*` and `/` between variables,
/// expressions and numbers; compare them with `==`, `<=` and `>=` to make a
/// ``Constraint``.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let e = 2 * x + y / 2 - 10      // 2 x + 0.5 y - 10
/// ```
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// An expression of one or two terms; a `growable` one has room for
    /// four. Operators whose result usually grows (`-a`, `a + b`,
    /// `0.5 * a`) make it growable, so that `-a + b + -c + 10` grows in
    /// place instead of reallocating at its third term; the others, whose
    /// array a constraint may keep, leave no room.
    ///
    /// Every array here is an array literal: the room comes from a literal
    /// of four whose last terms (placeholders, with no name to release)
    /// are removed one by one. `reserveCapacity` on an empty array cost
    /// about 250 instructions more per array (a run-time lookup of the
    /// storage's type), and `removeLast(_:)` as much again.
    init(_ first: Term, _ second: Term? = nil, growable: Bool = false, constant: Double = 0) {
        var terms: [Term]
        if growable {
            let placeholder = Term(Variable(id: 0), 0)
            terms = [first, second ?? placeholder, placeholder, placeholder]
            terms.removeLast()
            terms.removeLast()
            if second == nil { terms.removeLast() }
        } else if let second {
            terms = [first, second]
        } else {
            terms = [first]
        }
        self.init(terms: terms, constant: constant)
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(terms: [], constant: constant) }

    /// The same expression with the terms of each variable added together
    /// (in order of first appearance) and zero coefficients dropped.
    public var reduced: Expression { (copy self).reducing() }

    /// `reduced`, moving this expression into the result when it is
    /// already reduced (as a constraint's usually is): no reference count
    /// taken and dropped on the way.
    consuming func reducing() -> Expression {
        if terms.count <= 16 { return isReducedByScanning ? self : reducedByScanning }
        var index: [Int: Int] = [:]
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        for term in terms {
            if let i = index[term.variable.id] {
                out[i].coefficient += term.coefficient
            } else {
                index[term.variable.id] = out.count
                out.append(term)
            }
        }
        out.removeAll { $0.coefficient == 0 }
        return Expression(terms: out, constant: constant)
    }

    /// Whether no variable repeats and no coefficient is zero, by pairwise
    /// scans (for a few terms: cheaper than a dictionary, and every
    /// constraint is reduced once, on the path of every add).
    private var isReducedByScanning: Bool {
        for (i, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            for j in 0..<i where terms[j].variable.id == term.variable.id { return false }
        }
        return true
    }

    /// `reduced` for a few terms, by pairwise scans.
    private var reducedByScanning: Expression {
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        for term in terms {
            if let i = out.firstIndex(where: { $0.variable.id == term.variable.id }) {
                out[i].coefficient += term.coefficient
            } else {
                out.append(term)
            }
        }
        out.removeAll { $0.coefficient == 0 }
        return Expression(terms: out, constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts: [String] = []
        for (i, term) in terms.enumerated() {
            let c = term.coefficient
            let magnitude = Term(term.variable, abs(c)).description
            if i == 0 {
                parts.append(c < 0 ? "-\(magnitude)" : magnitude)
            } else {
                parts.append(c < 0 ? "- \(magnitude)" : "+ \(magnitude)")
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(formatNumber(constant))
            } else {
                parts.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
            }
        }
        return parts.joined(separator: " ")
    }
}

/// Formats a number without a trailing ".0" for whole values.
func formatNumber(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    return String(x)
}
