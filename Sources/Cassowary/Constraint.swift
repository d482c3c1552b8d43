/// How the two sides of a constraint compare, e.g. `(x + 10 <= y).relation   // .lessThanOrEqual`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`, `==` or `>= 0`: made by `<=`, `==` and `>=` between expressions.
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation with a priority: `expression <= 0`, `== 0` or `>= 0`.
///
/// A constraint is an object: two built from the same expression are
/// distinct, and a solver may hold both. Its expression is `lhs - rhs` of
/// the comparison that made it, with like terms combined.
///
/// ```swift
/// let c = (x + 10 <= y).priority(.strong).identified("gap")
/// try solver.add(c)
/// ```
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The terms of `expression`, the first two in line (see ``TermList``).
    let terms: TermList
    let constant: Double
    /// How the expression compares with 0 (`x + 10 <= y`: `x - y + 10 <= 0`), e.g. `(x + 10 <= y).relation`.
    public let relation: Relation
    /// Whether every number is finite: checked once, when made, not by every add.
    let isFinite: Bool
    /// The priority, e.g. `(width == 100).priority(.strong).priority   // 750`.
    /// Unchecked: only `priority(_:)` changes it, when nothing else refers to it.
    @exclusivity(unchecked) public private(set) var priority: Priority
    /// The priority of a value below zero: ``priority`` but for a two-sided equality,
    /// e.g. `Constraint(w - 120, priorityAbove: .weak, priorityBelow: .strong).priorityBelow   // 750`.
    @exclusivity(unchecked) public private(set) var priorityBelow: Priority
    /// Whether it is an equality whose two sides give way at different priorities,
    /// e.g. `Constraint(w - 120, priorityAbove: .weak, priorityBelow: .strong).isTwoSided   // true`.
    @exclusivity(unchecked) public private(set) var isTwoSided: Bool
    /// Out of line, so that the object stays small (see `TermList`).
    private let identifierBox: NameBox?

    /// Makes `expression relation 0` at `priority` (`==`, `<=` and `>=` are the
    /// usual way), e.g. `Constraint(x - y + 10, .lessThanOrEqual, priority: .strong)`.
    public convenience init(
        _ expression: consuming Expression, _ relation: Relation,
        priority: Priority = .required, identifier: String? = nil
    ) {
        let reduced = expression.reducing()
        self.init(
            terms: reduced.list, constant: reduced.constant, relation, priority: priority,
            identifier: identifier.map(NameBox.init))
    }

    /// Makes `expression == 0` that gives way at two priorities: above zero
    /// at `priorityAbove`, below zero at `priorityBelow`. Like `expression <= 0`
    /// at `priorityAbove` with `expression >= 0` at `priorityBelow`, in one row:
    /// UIKit's content size, hugging above and compression resistance below.
    /// Neither priority may be required.
    ///
    /// ```swift
    /// let size = Constraint(width - 120, priorityAbove: .weak, priorityBelow: .strong)
    /// try solver.add(size)   // width stays 120 unless a constraint pulls it
    /// ```
    public convenience init(
        _ expression: consuming Expression, priorityAbove: Priority, priorityBelow: Priority,
        identifier: String? = nil
    ) {
        let reduced = expression.reducing()
        self.init(
            terms: reduced.list, constant: reduced.constant, .equal, priority: priorityAbove, below: priorityBelow,
            identifier: identifier.map(NameBox.init))
    }

    private init(
        terms: TermList, constant: Double, _ relation: Relation, priority: Priority, below: Priority? = nil,
        identifier: NameBox?
    ) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
        priorityBelow = below ?? priority
        isTwoSided = below.map { $0 != priority } ?? false
        identifierBox = identifier
        var finite = constant.isFinite
        for k in 0..<terms.count where !terms.coefficient(at: k).isFinite { finite = false }
        isFinite = finite
    }

    /// A name shown in descriptions and conflicts, e.g. `(x <= 10).identified("cap").identifier   // "cap"`.
    public var identifier: String? { identifierBox?.text }

    /// `lhs - rhs`, compared with 0, e.g. `(x + 10 <= y).expression   // x - y + 10`.
    public var expression: Expression { Expression(list: terms, constant: constant) }

    /// The same relation at another priority: a new constraint, or the receiver itself when nothing
    /// else refers to it (no one can tell), e.g. `try solver.add((width == 50).priority(.strong))`.
    public consuming func priority(_ priority: Priority) -> Constraint {
        var constraint = self
        if isKnownUniquelyReferenced(&constraint) {
            constraint.priority = priority
            constraint.priorityBelow = priority
            constraint.isTwoSided = false
            return constraint
        }
        return Constraint(
            terms: constraint.terms, constant: constraint.constant, constraint.relation, priority: priority,
            identifier: constraint.identifierBox)
    }

    /// The same relation with an identifier (a new constraint), which conflicts
    /// show, e.g. `try solver.add((x + 10 <= y).identified("gap"))`.
    public func identified(_ identifier: String) -> Constraint {
        Constraint(
            terms: terms, constant: constant, relation, priority: priority, below: priorityBelow,
            identifier: NameBox(identifier))
    }



    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let body = isTwoSided
            ? "\(expression) == 0 @\(priority) above, @\(priorityBelow) below"
            : "\(expression) \(relation) 0 @\(priority)"
        return identifier.map { "\($0): \(body)" } ?? body
    }
}
