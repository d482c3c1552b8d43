import Cassowary
import Testing

// A constraint stores its first two terms in line, the others in an array,
// and its identifier out of line: what it gives back must be what it was
// made of.

@Suite("Constraint storage")
struct ConstraintStorageTests {
    private func parts(_ c: Constraint) -> [String] {
        c.expression.terms.map { "\($0.variable.id):\($0.variable.name):\($0.coefficient)" }
    }

    @Test func unnamedVariablesComeBackWithTheirIds() {
        let x = Variable(), y = Variable()
        let c = (2 * x + 10 <= y).priority(.strong)
        #expect(parts(c) == ["\(x.id)::2.0", "\(y.id)::-1.0"])
        #expect(c.expression.constant == 10)
        #expect(c.identifier == nil)
        let named = c.identified("gap")
        #expect(named.identifier == "gap" && parts(named) == parts(c))
        #expect(named.priority == .strong && named.relation == .lessThanOrEqual)
        // A new priority keeps the identifier.
        #expect(named.priority(.weak).identifier == "gap")
        #expect(named.description.hasPrefix("gap: 2 * v\(x.id) - v\(y.id) + 10 <= 0"))
    }

    @Test func namedVariablesKeepTheirNames() {
        let x = Variable("x"), y = Variable()
        let c = (x + y == 5).identified("sum")
        #expect(parts(c) == ["\(x.id):x:1.0", "\(y.id)::1.0"])
        #expect(c.identifier == "sum")
        #expect(c.description.hasPrefix("sum: x + v\(y.id) - 5"))
        let plain = x + y == 5
        #expect(plain.identifier == nil && parts(plain) == parts(c))
    }

    @Test func likeTermsAreCombinedOnce() throws {
        let x = Variable()
        let c = x + x - 2 * x + 3 == 0
        #expect(c.expression.terms.isEmpty && c.expression.constant == 3)
        let s = Solver()
        #expect(throws: SolverError.self) { try s.add(c) }
    }

    @Test func anotherPriorityNeverChangesAConstraintInUse() throws {
        let x = Variable("x")
        let c = x >= 10
        let strong = c.priority(.strong)
        // `c` is still referred to: it keeps its priority, and `strong` is new.
        #expect(c !== strong && c.priority == .required && strong.priority == .strong)
        let solver = Solver()
        try solver.add(strong)
        // A constraint the solver holds is never changed behind its back.
        let weak = strong.priority(.weak)
        #expect(weak !== strong && strong.priority == .strong && weak.priority == .weak)
        #expect(solver.contains(strong) && !solver.contains(weak))
        try solver.add(weak)
        #expect(solver.value(of: x) == 10)
        // A temporary is changed in place: the result is a fresh constraint either way.
        let temporary = (x <= 20).priority(.medium)
        #expect(temporary.priority == .medium && temporary.relation == .lessThanOrEqual)
        #expect(!solver.contains(temporary))
    }

    /// Terms past the two kept in line: every operator keeps their order
    /// and coefficients, whichever side of the boundary they fall on.
    @Test func termsBeyondTheSecondKeepTheirOrder() {
        let v = (0..<5).map { Variable("v\($0)") }
        func ids(_ e: Expression) -> [String] { e.terms.map { "\($0.variable.name)*\($0.coefficient)" } }
        // Appending, one term at a time and a whole expression.
        let sum = v[0] + v[1] - v[2] + 2 * v[3] + (v[4] - 7)
        #expect(ids(sum) == ["v0*1.0", "v1*1.0", "v2*-1.0", "v3*2.0", "v4*1.0"] && sum.constant == -7)
        // A variable before an expression goes first: the others move along.
        let front = v[4] - (v[0] + v[1] + v[2] + 1)
        #expect(ids(front) == ["v4*1.0", "v0*-1.0", "v1*-1.0", "v2*-1.0"] && front.constant == -1)
        // Scaling reaches the terms in the array too.
        #expect(ids((v[0] + v[1] + v[2]) * 3) == ["v0*3.0", "v1*3.0", "v2*3.0"])
        #expect(ids(-(v[0] + v[1] + v[2] + v[3])) == ["v0*-1.0", "v1*-1.0", "v2*-1.0", "v3*-1.0"])
        // Like terms across the boundary combine; zeros drop.
        let c = v[0] + v[1] + v[2] - v[0] + v[1] == 0
        #expect(ids(c.expression) == ["v1*2.0", "v2*1.0"])
        // Assigning `terms` replaces them all.
        var e = Expression(v[0])
        e.terms = [Term(v[3], 4), Term(v[2]), Term(v[1], -1)]
        #expect(ids(e) == ["v3*4.0", "v2*1.0", "v1*-1.0"])
        e.terms = []
        #expect(e.terms.isEmpty)
    }

    @Test func aConstraintOfManyTermsSolvesAndKeepsItsIdentifier() throws {
        let v = (0..<6).map { _ in Variable() }
        let s = Solver()
        for (k, x) in v.enumerated() { try s.add(x == Double(k)) }
        let total = Variable("total")
        let c = (v[0] + v[1] + v[2] + v[3] + v[4] + v[5] - total == 0).identified("sum")
        try s.add(c.priority(.strong))
        s.updateVariables()
        #expect(s.value(of: total) == 15)
        #expect(c.identifier == "sum" && c.priority(.weak).identifier == "sum")
        // A NaN in the array is found like one in line.
        #expect(throws: SolverError.self) { try s.add(v[0] + v[1] + v[2] + Double.nan * v[3] == 0) }
        #expect(s.value(of: total) == 15)
    }
}
