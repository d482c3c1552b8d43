import Cassowary
import Testing

// kiwi's tests of its value types (test_variable.py, test_expression.py,
// test_constraint.py, test_strength.py and their C++ twins), where they apply.
// kiwi's `v * 2` is a Term; ours is an Expression of one term, so the checks
// read terms and constants. Type errors kiwi raises at run time (`v * v2`,
// `v < v2`) do not compile here, so they have no test.

/// The terms of `e` as (variable, coefficient) pairs, for exact comparison.
private func pairs(_ e: Expression) -> [(Variable, Double)] {
    e.terms.map { ($0.variable, $0.coefficient) }
}

private func same(_ a: [(Variable, Double)], _ b: [(Variable, Double)]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.0.id == $1.0.id && $0.1 == $1.1 }
}

@Suite("kiwi: variables")
struct KiwiVariableTests {
    @Test func namesAndIdentity() {
        let unnamed = Variable()
        #expect(unnamed.name == "")
        let foo = Variable("foo")
        #expect(foo.name == "foo")
        #expect(foo.description == "foo")
        #expect(Variable("Δ").name == "Δ")
        #expect(Variable("foo").id != foo.id)  // same name, different variable
        #expect(Solver().value(of: foo) == 0)  // kiwi: a fresh variable's value is 0
    }

    @Test func negationProductAndQuotient() {
        let v = Variable("foo")
        #expect(same(pairs(-v), [(v, -1)]))
        #expect(same(pairs(v * 2), [(v, 2)]))
        #expect(same(pairs(2 * v), [(v, 2)]))
        #expect(same(pairs(v / 2), [(v, 0.5)]))
    }

    @Test func sumsAndDifferences() {
        let v = Variable("foo"), v2 = Variable("bar")
        for e in [v + 2, 2 + v] {
            #expect(e.constant == 2)
            #expect(same(pairs(e), [(v, 1)]))
        }
        #expect((v + v2).constant == 0)
        #expect(same(pairs(v + v2), [(v, 1), (v2, 1)]))
        #expect((v - 2).constant == -2)
        #expect(same(pairs(v - 2), [(v, 1)]))
        #expect((2 - v).constant == 2)
        #expect(same(pairs(2 - v), [(v, -1)]))
        #expect(same(pairs(v - v2), [(v, 1), (v2, -1)]))
    }

    @Test(arguments: [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
    func comparisons(relation: Relation) {
        let v = Variable("foo"), v2 = Variable("Δ")
        let c: Constraint
        switch relation {
        case .lessThanOrEqual: c = v <= v2 + 1
        case .equal: c = v == v2 + 1
        case .greaterThanOrEqual: c = v >= v2 + 1
        }
        #expect(c.relation == relation)
        #expect(c.priority == .required)
        #expect(same(pairs(c.expression), [(v, 1), (v2, -1)]))
        #expect(c.expression.constant == -1)
    }

    @Test func divisionByZeroIsRejectedByTheSolver() {
        // kiwi raises ZeroDivisionError for `v / 0`; here the quotient has an
        // infinite coefficient, which the solver refuses.
        let v = Variable("foo")
        let s = Solver()
        let error = solverError { try s.add(v / 0 == 1) }
        #expect(error?.isInvalidNumber == true)
    }
}

@Suite("kiwi: expressions")
struct KiwiExpressionTests {
    let v = Variable("foo"), v2 = Variable("bar")
    /// kiwi's fixture: e = 10 foo + 5, e2 = bar - 10.
    var e: Expression { 10 * v + 5 }
    var e2: Expression { v2 - 10 }

    @Test func creation() {
        let aux = Variable("aux")
        let terms = [Term(v, 1), Term(v2, 2), Term(aux, 3)]
        #expect(Expression(terms: terms).constant == 0)
        let e = Expression(terms: terms, constant: 10)
        #expect(same(pairs(e), [(v, 1), (v2, 2), (aux, 3)]))
        #expect(e.constant == 10)
        #expect(e.description == "foo + 2 * bar + 3 * aux + 10")
    }

    @Test func negation() {
        #expect(same(pairs(-e), [(v, -10)]))
        #expect((-e).constant == -5)
    }

    @Test func productAndQuotient() {
        for m in [e * 2, 2 * e] {
            #expect(same(pairs(m), [(v, 20)]))
            #expect(m.constant == 10)
        }
        #expect(same(pairs(e / 2), [(v, 5)]))
        #expect((e / 2).constant == 2.5)
    }

    @Test func sums() {
        for s in [e + 2, 2 + e] {
            #expect(s.constant == 7)
            #expect(same(pairs(s), [(v, 10)]))
        }
        #expect((e + v2).constant == 5)
        #expect(same(pairs(e + v2), [(v, 10), (v2, 1)]))
        #expect((e + e2).constant == -5)
        #expect(same(pairs(e + e2), [(v, 10), (v2, 1)]))
    }

    @Test func operatorsLeaveAnExpressionInUseAlone() {
        // The operators extend a temporary's terms in place; an expression
        // someone holds is a value, and stays as it was.
        let held = e
        let results = [held + v2, held - v2, held + e2, held - e2, held + 1, held - 1]
        #expect(same(pairs(held), [(v, 10)]) && held.constant == 5)
        #expect(results.map { $0.terms.count } == [2, 2, 2, 2, 1, 1])
        #expect(results.map(\.constant) == [5, 5, -5, 15, 6, 4])
        let c = held >= v2
        #expect(same(pairs(held), [(v, 10)]) && same(pairs(c.expression), [(v, 10), (v2, -1)]))
        // Those that work on their right operand's terms, or scale them.
        let right = [v2 + held, v2 - held, 1 - held, -held, held * 2, 2 * held, held / 2]
        #expect(same(pairs(held), [(v, 10)]) && held.constant == 5)
        #expect(same(pairs(right[0]), [(v2, 1), (v, 10)]) && same(pairs(right[1]), [(v2, 1), (v, -10)]))
        #expect(right.map(\.constant) == [5, -5, -4, -5, 10, 10, 2.5])
        let d = v2 <= held
        #expect(same(pairs(held), [(v, 10)]) && same(pairs(d.expression), [(v2, 1), (v, -10)]))
    }

    @Test func operatorsKeepTermsInOrderWhenTheyHaveRoom() {
        // `-a + b + -c + 10` and `a + 0.5 * b` grow in the room the first
        // operator left; the order of the terms is still the order written.
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let long = -a + b + -c + 10
        #expect(same(pairs(long), [(a, -1), (b, 1), (c, -1)]) && long.constant == 10)
        let scaled = a + 0.5 * b - -c
        #expect(same(pairs(scaled), [(a, 1), (b, 0.5), (c, 1)]))
        let constraint = a - (b + c) == 1
        #expect(same(pairs(constraint.expression), [(a, 1), (b, -1), (c, -1)]))
        #expect(constraint.expression.constant == -1)
    }

    @Test func differences() {
        #expect((e - 2).constant == 3)
        #expect(same(pairs(e - 2), [(v, 10)]))
        #expect((2 - e).constant == -3)
        #expect(same(pairs(2 - e), [(v, -10)]))
        #expect((e - v2).constant == 5)
        #expect(same(pairs(e - v2), [(v, 10), (v2, -1)]))
        #expect((v2 - e).constant == -5)
        #expect(same(pairs(v2 - e), [(v2, 1), (v, -10)]))
        #expect((e - e2).constant == 15)
        #expect(same(pairs(e - e2), [(v, 10), (v2, -1)]))
    }

    @Test(arguments: [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
    func comparisons(relation: Relation) {
        let c: Constraint
        switch relation {
        case .lessThanOrEqual: c = e <= e2
        case .equal: c = e == e2
        case .greaterThanOrEqual: c = e >= e2
        }
        #expect(same(pairs(c.expression), [(v, 10), (v2, -1)]))
        #expect(c.expression.constant == 15)
        #expect(c.relation == relation)
        #expect(c.priority == .required)
    }
}

@Suite("kiwi: constraints and strengths")
struct KiwiConstraintAndStrengthTests {
    @Test(arguments: [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
    func creation(relation: Relation) {
        let v = Variable("foo")
        let c = Constraint(v + 1, relation)
        #expect(c.priority == .required)
        #expect(c.relation == relation)
        #expect(same(pairs(c.expression), [(v, 1)]))
        #expect(c.expression.constant == 1)
        // kiwi's text is "1 * foo + 1 <= 0 | strength = 1.001e+09".
        #expect(c.description == "foo + 1 \(relation) 0 @1000")
        for p in [Priority.weak, .medium, .strong, .required] {
            #expect(Constraint(v + 1, relation, priority: p).priority == p)
        }
    }

    @Test func changingThePriorityMakesANewConstraint() {
        // kiwi's `c | strength`.
        let v = Variable("foo")
        let c = Constraint(v + 1, .equal)
        for p in [Priority.weak, .medium, .strong, .required, 251] {
            let c2 = c.priority(p)
            #expect(c2.priority == p)
            #expect(c2 !== c)
            #expect(c2.relation == c.relation)
            #expect(same(pairs(c2.expression), pairs(c.expression)))
            #expect(c2.expression.constant == c.expression.constant)
        }
        #expect(c.priority == .required)
    }

    @Test func predefinedStrengthsAreOrdered() {
        #expect(Priority.weak < .medium)
        #expect(Priority.medium < .strong)
        #expect(Priority.strong < .required)
        #expect([Priority.weak, .medium, .strong, .required].map(\.rawValue) == [50, 250, 750, 1000])
    }

    @Test func priorityValidity() {
        // kiwi's strength.create(a, b, c) composes weights; our priorities are
        // plain numbers in (0, 1000], and only that range is valid.
        #expect(Priority(1) < Priority(2))
        #expect(Priority(250) < Priority(251))
        for p in [Priority(0.5), 1, 250, 999.5, 1000] { #expect(p.isValid) }
        for p in [Priority(0), -1, 1000.5, Priority(.nan), Priority(.infinity)] { #expect(!p.isValid) }
        #expect(Priority.required.isRequired && !Priority(999.99).isRequired)
    }
}
