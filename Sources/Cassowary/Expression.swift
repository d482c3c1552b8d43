/// One term of a linear expression: a coefficient times a variable, e.g. `Term(x, 2)   // 2 * x`.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable the term multiplies, e.g. `(2 * x).terms[0].variable.name   // "x"`.
    public var variable: Variable
    /// The factor the variable is multiplied by, e.g. `(2 * x).terms[0].coefficient   // 2`.
    public var coefficient: Double

    /// The term `coefficient · variable`, e.g. `let t = Term(x, 2)   // 2 * x`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant. Build expressions with
/// `+`, `-`, `*` and `/` between variables, expressions and numbers; compare them
/// with `==`, `<=` and `>=` to make a ``Constraint``, e.g. `let e = 2 * x + y / 2 - 10`.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, the first two in line (see ``TermList``).
    var list: TermList
    /// The number added to the terms, e.g. `(x + 10).constant   // 10`.
    public var constant: Double

    /// The terms, in order, e.g. `(x + 2 * y).terms.map(\.coefficient)   // [1, 2]`.
    public var terms: [Term] {
        get { Array(list) }
        set { list = TermList(newValue) }
    }

    /// The expression `terms[0] + terms[1] + ... + constant`; repeated variables stay
    /// separate terms until ``reduced``, e.g. `Expression(terms: [Term(x, 2)], constant: -10)`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.init(list: TermList(terms), constant: constant)
    }

    init(list: TermList, constant: Double) {
        self.list = list
        self.constant = constant
    }

    init(_ first: Term, _ second: Term? = nil, constant: Double = 0) {
        self.init(list: TermList(first, second), constant: constant)
    }

    /// The expression `1 · variable`, e.g. `let e = Expression(width)`.
    public init(_ variable: Variable) { self.init(Term(variable)) }
    /// The expression with no terms: a constant, e.g. `let e = Expression(320)`.
    public init(_ constant: Double) { self.init(list: TermList(), constant: constant) }

    /// The same expression with the terms of each variable added together (in
    /// order of first appearance), zero coefficients dropped, e.g. `(x + y - x).reduced   // y`.
    public var reduced: Expression { (copy self).reducing() }

    /// `reduced`, moving this expression into the result if already reduced (no reference counting).
    consuming func reducing() -> Expression {
        if list.count <= 16 { return isReducedByScanning ? self : reducedByScanning }
        var index: [Int: Int] = [:]
        var out: [Term] = []
        out.reserveCapacity(list.count)
        for term in list {
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

    /// Whether no variable repeats and no coefficient is zero, by pairwise scans.
    private var isReducedByScanning: Bool {
        for i in 0..<list.count {
            if list.coefficient(at: i) == 0 { return false }
            let id = list.id(at: i)
            for j in 0..<i where list.id(at: j) == id { return false }
        }
        return true
    }

    /// `reduced` for a few terms, by pairwise scans.
    private var reducedByScanning: Expression {
        var out: [Term] = []
        out.reserveCapacity(list.count)
        for term in list {
            if let i = out.firstIndex(where: { $0.variable.id == term.variable.id }) {
                out[i].coefficient += term.coefficient
            } else {
                out.append(term)
            }
        }
        out.removeAll { $0.coefficient == 0 }
        return Expression(terms: out, constant: constant)
    }

    /// Whether every coefficient and the constant are finite, e.g. `(x * .infinity).isFinite   // false`.
    public var isFinite: Bool {
        constant.isFinite && list.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts: [String] = []
        for (i, term) in list.enumerated() {
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
