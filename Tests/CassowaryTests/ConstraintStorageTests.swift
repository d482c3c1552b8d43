import Cassowary
import Testing

// A constraint stores unnamed terms as ids and coefficients, and its
// identifier beside them: what it gives back must be what it was made of.

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
}
