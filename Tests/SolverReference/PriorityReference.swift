import Cassowary

/// One constraint in exact numbers: `sum coefficients[i] * x_i + constant REL 0` at a priority.
public struct ExactConstraint: Sendable, CustomStringConvertible {
    /// One coefficient per variable (index = variable number).
    public var coefficients: [Rational]
    public var constant: Rational
    public var relation: Relation
    /// In (0, 1000]; 1000 is required.
    public var priority: Double
    /// A two-sided equality's priority below zero (`priority` counts a
    /// value above zero): the same as `e <= 0` at `priority` and `e >= 0` at
    /// this one. Nil for any other constraint.
    public var priorityBelow: Double?

    public init(
        coefficients: [Rational], constant: Rational, relation: Relation, priority: Double,
        priorityBelow: Double? = nil
    ) {
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.priorityBelow = priorityBelow
    }

    public var isRequired: Bool { priority == 1000 }

    /// The error at a point: == |e|, <= max(0, e), >= max(0, -e).
    public func error(at x: [Rational]) -> Rational {
        errors(at: x).reduce(.zero) { $0 + $1.error }
    }

    /// The error at a point with the priority it counts at: a two-sided
    /// equality's error above zero at `priority`, below at `priorityBelow`.
    public func errors(at x: [Rational]) -> [(priority: Double, error: Rational)] {
        var e = constant
        for (a, v) in zip(coefficients, x) where !a.isZero { e += a * v }
        let above = e.signum > 0 ? e : .zero, below = e.signum < 0 ? -e : .zero
        switch relation {
        case .equal: return [(priority, above), (priorityBelow ?? priority, below)]
        case .lessThanOrEqual: return [(priority, above)]
        case .greaterThanOrEqual: return [(priority, below)]
        }
    }

    public var description: String {
        let terms = coefficients.enumerated().filter { !$0.element.isZero }.map { "\($0.element)*x\($0.offset)" }
        let priorities = priorityBelow.map { "@\(priority) above, @\($0) below" } ?? "@\(priority)"
        return (terms + [constant.description]).joined(separator: " + ") + " \(relation) 0 \(priorities)"
    }
}

/// The optimum of one optional priority level: its least total error.
public struct LevelOptimum: Sendable, Equatable, CustomStringConvertible {
    public let priority: Double
    public let error: Rational

    public init(priority: Double, error: Rational) {
        self.priority = priority
        self.error = error
    }

    public var description: String { "\(priority): \(error) (≈ \(error.doubleValue))" }
}

/// The exact reference: feasibility of required constraints and the
/// lexicographic optimum of the optional levels, by dense exact simplex.
///
/// Each constraint becomes one row `a·x + (extra columns) = -c`. The
/// variables are free; the extra columns are >= 0:
///
/// | constraint   | required | optional (errors marked *)  |
/// |--------------|----------|-----------------------------|
/// | e == 0       | none     | -p* + m*   (e = p - m)      |
/// | e <= 0       | +s       | -p* + s    (e <= p)         |
/// | e >= 0       | -s       | +m* - s    (e >= -m)        |
///
/// Free variables are eliminated first (each pivots into some row, which
/// then only defines it and is dropped). Each remaining optional row keeps a
/// column with +1 and one with -1 that no other row has, one of which starts
/// basic; a required row starts with an artificial column, and Phase 1
/// drives the artificials to zero or proves the rows infeasible. Then each
/// level, highest first, minimises its unweighted sum of error columns;
/// at its optimum every column with a positive reduced cost must be zero in
/// every optimal point, so it is fixed at zero (no longer usable), which
/// keeps the level at its optimum for the levels below.
public enum PriorityReference {
    /// Whether the constraints, all taken as required, have a common solution.
    public static func isFeasible(_ constraints: [ExactConstraint], variableCount: Int) -> Bool {
        let hard = constraints.map {
            ExactConstraint(coefficients: $0.coefficients, constant: $0.constant, relation: $0.relation, priority: 1000)
        }
        var problem = Problem(hard, variableCount: variableCount)
        return problem.phaseOne()
    }

    /// Each optional level's least total error, highest priority first, or
    /// nil when the required constraints have no common solution.
    public static func levelOptima(_ constraints: [ExactConstraint], variableCount: Int) -> [LevelOptimum]? {
        var problem = Problem(constraints, variableCount: variableCount)
        guard problem.phaseOne() else { return nil }
        return problem.optimiseLevels()
    }

    /// The sum of errors of each optional level at a point (exact).
    public static func levelErrors(_ constraints: [ExactConstraint], at x: [Rational]) -> [LevelOptimum] {
        var sums: [Double: Rational] = [:]
        for c in constraints where !c.isRequired {
            for (p, e) in c.errors(at: x) { sums[p, default: .zero] += e }
        }
        return sums.keys.sorted(by: >).map { LevelOptimum(priority: $0, error: sums[$0]!) }
    }

    /// The linear program of a set of constraints (see the type's comment).
    struct Problem {
        var tableau: ExactTableau
        /// Error columns by optional priority.
        var errorColumns: [Double: [Int]] = [:]
        var artificial: [Int] = []

        init(_ constraints: [ExactConstraint], variableCount n: Int) {
            // Columns: n free variables, then each constraint's extra
            // columns, then one artificial per required constraint.
            var extra: [(plus: Int?, minus: Int?)] = []
            var next = n
            for c in constraints {
                switch (c.isRequired, c.relation) {
                case (true, .equal): extra.append((nil, nil))
                case (true, .lessThanOrEqual): extra.append((next, nil)); next += 1
                case (true, .greaterThanOrEqual): extra.append((nil, next)); next += 1
                case (false, _): extra.append((next, next + 1)); next += 2
                }
            }
            let requiredCount = constraints.filter(\.isRequired).count
            artificial = Array(next..<next + requiredCount)
            tableau = ExactTableau(columnCount: next + requiredCount)
            var requiredRows: [Int] = []
            for (c, columns) in zip(constraints, extra) {
                var row = [Rational](repeating: .zero, count: tableau.columnCount)
                for (j, a) in c.coefficients.enumerated() { row[j] = a }
                if let p = columns.plus { row[p] = .one }
                if let m = columns.minus { row[m] = -.one }
                if c.isRequired { requiredRows.append(tableau.rows.count) }
                tableau.appendRow(row, rhs: -c.constant)
                if !c.isRequired, let p = columns.plus, let m = columns.minus {
                    // e = m - p: m is the error above zero, p below.
                    switch c.relation {
                    case .equal:
                        errorColumns[c.priority, default: []].append(m)
                        errorColumns[c.priorityBelow ?? c.priority, default: []].append(p)
                    case .lessThanOrEqual: errorColumns[c.priority, default: []].append(m)  // the -p column
                    case .greaterThanOrEqual: errorColumns[c.priority, default: []].append(p)  // the +m column
                    }
                }
            }
            // Eliminate the free variables, each by a row that uses it
            // (required rows first), then drop that row.
            var isRequiredRow = constraints.map(\.isRequired)
            var ownColumns = extra
            for j in 0..<n {
                let uses = tableau.rows.indices.filter { !tableau.rows[$0][j].isZero }
                guard let r = uses.first(where: { isRequiredRow[$0] }) ?? uses.first else { continue }
                tableau.pivot(row: r, column: j)
                tableau.removeRow(r)
                isRequiredRow.remove(at: r)
                ownColumns.remove(at: r)
            }
            for j in 0..<n { tableau.usable[j] = false }
            // A starting basis: an optional row's own +1 column (negating the
            // row first if its rhs is negative, which turns its -1 column
            // into +1); a required row's artificial.
            var nextArtificial = 0
            for r in tableau.rows.indices {
                if tableau.rhs[r].signum < 0 { tableau.negateRow(r) }
                if isRequiredRow[r] {
                    let a = artificial[nextArtificial]
                    nextArtificial += 1
                    tableau.rows[r][a] = .one
                    tableau.basis[r] = a
                } else {
                    let (p, m) = (ownColumns[r].plus!, ownColumns[r].minus!)
                    tableau.basis[r] = tableau.rows[r][p] == .one ? p : m
                    precondition(tableau.rows[r][tableau.basis[r]] == .one, "optional row lost its own column")
                }
            }
            for a in artificial[nextArtificial...] { tableau.usable[a] = false }
        }

        /// Phase 1: drives the artificial columns to zero. False when the
        /// required rows are infeasible; otherwise every artificial has left
        /// the basis (or its row, redundant, is gone) and is fixed at zero.
        mutating func phaseOne() -> Bool {
            guard !artificial.isEmpty else { return true }
            var cost = [Rational](repeating: .zero, count: tableau.columnCount)
            for a in artificial { cost[a] = .one }
            guard let (value, _) = tableau.minimise(cost) else { preconditionFailure("phase 1 is bounded below by 0") }
            guard value.isZero else { return false }
            let isArtificial = Set(artificial)
            var r = 0
            while r < tableau.rows.count {
                if isArtificial.contains(tableau.basis[r]) {
                    // Its value is 0: pivot any other usable nonzero column in,
                    // or drop the row (a combination of the others).
                    let row = tableau.rows[r]
                    if let j = row.indices.first(where: { tableau.usable[$0] && !isArtificial.contains($0) && !row[$0].isZero }) {
                        tableau.pivot(row: r, column: j)
                    } else {
                        tableau.removeRow(r)
                        continue
                    }
                }
                r += 1
            }
            for a in artificial { tableau.usable[a] = false }
            return true
        }

        /// Phase 2, level by level (after a successful `phaseOne`).
        mutating func optimiseLevels() -> [LevelOptimum] {
            var result: [LevelOptimum] = []
            for priority in errorColumns.keys.sorted(by: >) {
                var cost = [Rational](repeating: .zero, count: tableau.columnCount)
                for j in errorColumns[priority]! { cost[j] = .one }
                guard let (value, reduced) = tableau.minimise(cost) else {
                    preconditionFailure("a sum of errors is bounded below by 0")
                }
                result.append(LevelOptimum(priority: priority, error: value))
                for j in reduced.indices where reduced[j].signum > 0 { tableau.usable[j] = false }
            }
            return result
        }
    }
}
