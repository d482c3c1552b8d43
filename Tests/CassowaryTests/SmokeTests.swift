import Testing
@testable import Cassowary

@Suite struct SmokeTests {
    @Test func simpleEqualities() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(x + y == 10)
        try s.add(x == 3)
        #expect(s.value(of: x) == 3)
        #expect(s.value(of: y) == 7)
    }

    @Test func strictPriorityBeatsManyWeaker() throws {
        let s = Solver()
        let x = Variable("x")
        var many: [Constraint] = []
        for _ in 0..<300 { many.append((x == 0).priority(250)) }
        try s.add(contentsOf: many)
        try s.add((x == 100).priority(251))
        #expect(s.value(of: x) == 100)
    }

    @Test func editVariable() throws {
        let s = Solver()
        let l = Variable("l"), w = Variable("w"), r = Variable("r")
        try s.add(r == l + w)
        try s.add(l == 10)
        try s.add(w >= 0)
        try s.addEditVariable(w, priority: .strong)
        try s.suggestValue(100, for: w)
        #expect(s.value(of: r) == 110)
        try s.suggestValue(-5, for: w)
        #expect(s.value(of: w) == 0)
        #expect(s.value(of: r) == 10)
    }

    @Test func unsatisfiableLeavesStateAndExplains() throws {
        let s = Solver()
        let x = Variable("x"), z = Variable("z")
        let a = x >= 10, b = x <= 5, unrelated = z == 3
        try s.add(unrelated)
        try s.add(a)
        let before = s.dump
        #expect(throws: SolverError.self) { try s.add(b) }
        #expect(s.dump == before)
        let (c, conflicts) = try #require(unsatisfiable { () throws(SolverError) in try s.add(b) })
        #expect(c === b)
        #expect(ids(conflicts) == ids([a, b]))
        #expect(s.value(of: x) == 10)
    }

    @Test func chainConflict() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let cs: [Constraint] = [a == b, b == c, c == d]
        try s.add(contentsOf: cs)
        let bad = a == d + 1
        let (_, conflicts) = try #require(unsatisfiable { () throws(SolverError) in try s.add(bad) })
        #expect(ids(conflicts) == ids(cs + [bad]))
    }

    @Test func setConstantInPlace() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let gap = x + 10 <= y
        try s.add(gap)
        try s.add(x == 5)
        try s.add((y == 0).priority(.weak))
        #expect(s.value(of: y) == 15)
        try s.setConstant(30, of: gap)
        #expect(s.value(of: y) == 35)
        try s.setConstant(-10, of: gap)
        #expect(s.value(of: y) == 0)
        let pin = y == 100
        try s.add(pin)
        let before = s.dump
        #expect(throws: SolverError.self) { try s.setConstant(200, of: gap) }
        #expect(s.dump == before)
        try s.remove(pin)
        #expect(s.value(of: y) == 0)
    }

    @Test func removeRestores() throws {
        let s = Solver()
        let x = Variable("x")
        let strong = (x == 10).priority(.strong)
        try s.add((x == 5).priority(.weak))
        try s.add(strong)
        #expect(s.value(of: x) == 10)
        try s.remove(strong)
        #expect(s.value(of: x) == 5)
    }
}

/// The constraint and conflicts of the `.unsatisfiable` error `body` throws, or nil.
func unsatisfiable(_ body: () throws(SolverError) -> Void) -> (Constraint, [Constraint])? {
    do {
        try body()
    } catch {
        if case let .unsatisfiable(c, conflicts) = error { return (c, conflicts) }
    }
    return nil
}
