@testable import Cassowary
import Testing

// The journal of a call and the table of records keep their items in lists
// that grow by chunks: order, positions and undoing must not depend on
// where a chunk ends.

@Suite("Journal storage")
struct JournalStorageTests {
    @Test func aChunkedListKeepsItsOrderAcrossChunks() {
        let size = ChunkedList<Int>.chunkSize
        var list = ChunkedList<Int>()
        #expect(list.isEmpty)
        for i in 0..<(3 * size + 5) { list.append(i) }
        #expect(list.count == 3 * size + 5)
        #expect(list[0] == 0 && list[size - 1] == size - 1 && list[size] == size && list[3 * size + 4] == 3 * size + 4)
        list[size + 1] = -1
        #expect(list[size + 1] == -1)
        var newestFirst: [Int] = []
        list.forEachNewestFirst { newestFirst.append($0) }
        #expect(newestFirst.count == list.count)
        #expect(newestFirst.first == 3 * size + 4 && newestFirst.last == 0)
        #expect(newestFirst[newestFirst.count - size - 2] == -1)
        // Back across the end of a full chunk, then on again.
        for _ in 0..<(size + 10) { list.removeLast() }
        #expect(list.count == 2 * size - 5)
        #expect(list.removeLast() == 2 * size - 6)
        list.append(7)
        #expect(list[2 * size - 6] == 7 && list.count == 2 * size - 5)
        list.removeAll()
        #expect(list.isEmpty && list.count == 0)
        list.append(42)
        #expect(list[0] == 42 && list.count == 1)
    }

    @Test func aRecordTableAgreesWithADictionaryUnderRandomChanges() {
        var generator = SplitMix64(seed: 7)
        let constraints = (0..<300).map { Constraint(Expression(Double($0)), .equal) }
        var table = RecordTable()
        var expected: [Key: Double] = [:]
        // Each record's own marker, and an other symbol for every second one.
        for step in 0..<6_000 {
            let c = constraints[Int(generator.next() % 300)]
            let key = Key(c)
            if expected[key] != nil && generator.next() % 3 == 0 {
                let old = table.replace(key, with: nil)
                #expect(old?.constant == expected[key])
                expected[key] = nil
            } else {
                let record = ConstraintRecord(
                    constraint: c, constant: Double(step), marker: Symbol(2 * step), markerCoefficient: -1,
                    other: step % 2 == 0 ? Symbol(2 * step + 1) : -1, level: -1, otherLevel: -1, serial: step)
                table[key] = record
                expected[key] = Double(step)
            }
        }
        for c in constraints {
            #expect(table[Key(c)]?.constant == expected[Key(c)])
            #expect(table[Key(c)].map { $0.constraint === c && $0.markerCoefficient == -1 } ?? true)
        }
        // The owners: the symbols of the records held, and no others.
        for step in 0..<6_000 {
            let owner = table.owner(of: Symbol(2 * step))
            #expect(owner.map { $0.serial == step && expected[Key($0.constraint)] == Double(step) } ?? true)
            let other = table.owner(of: Symbol(2 * step + 1))
            #expect(other?.serial == owner.flatMap { step % 2 == 0 ? $0.serial : nil })
        }
        let owned = (0..<12_000).compactMap { table.owner(of: Symbol($0)) }
        #expect(Set(owned.map(\.serial)) == Set(table.values.map(\.serial)))
        #expect(table.values.count == expected.count)
        #expect(Set(table.values.map { Key($0.constraint) }) == Set(expected.keys))
    }

    /// A batch of a few thousand constraints (journals of several chunks:
    /// new variables and old ones, rows of new symbols and old rows kept
    /// whole or cell by cell, records) that fails at its last constraint
    /// leaves the solver exactly as it was, and it goes on as a twin that
    /// never tried.
    @Test func aLargeFailedBatchLeavesTheSolverAsItWas() throws {
        func makeSolver() throws -> (Solver, [Variable]) {
            let solver = Solver()
            let xs = (0..<50).map { Variable("x\($0)") }
            try solver.add(xs[0] >= 0)
            for i in 1..<xs.count {
                try solver.add(xs[i] >= xs[i - 1] + 2)
                try solver.add((xs[i] == Double(3 * i)).priority(.weak))
            }
            try solver.addEditVariable(xs[10], priority: .strong)
            try solver.suggestValue(40, for: xs[10])
            return (solver, xs)
        }
        let (solver, xs) = try makeSolver()
        let (twin, ys) = try makeSolver()
        let before = solver.dump
        var batch: [Constraint] = []
        for i in 0..<1_500 {
            let old = xs[i % xs.count]
            let fresh = Variable("n\(i)")
            batch.append(fresh == old + Double(i % 11))
            batch.append((fresh <= 500).priority(.medium))
            batch.append((old + fresh >= Double(i % 13)).priority(.strong))
        }
        batch.append(xs[0] <= -1)
        #expect(throws: SolverError.self) { try solver.add(contentsOf: batch) }
        #expect(solver.dump == before)
        #expect(tableauProblem(in: solver) == nil)
        for (s, v) in [(solver, xs), (twin, ys)] {
            try s.add(contentsOf: (0..<200).map { (Variable("m\($0)") == v[$0 % 50] + 1).priority(.medium) })
            try s.suggestValue(70, for: v[10])
        }
        #expect(xs.map { solver.value(of: $0) } == ys.map { twin.value(of: $0) })
        #expect(solver.tableau.kinds.count == twin.tableau.kinds.count)
    }

    /// A failed batch whose new variables and constraints take symbols
    /// from the free list, a variable used twice (its entry, made by the
    /// call, changed again): undone, no entry or record of the batch stays,
    /// and the solver goes on as a twin that never tried.
    @Test func aFailedBatchOnReusedSymbolsLeavesNoEntryBehind() throws {
        func makeSolver() throws -> (Solver, Variable) {
            let solver = Solver()
            let x = Variable("x")
            try solver.add(x >= 0)
            try solver.add((x == 5).priority(.medium))
            // Added and removed: their symbols wait on the free list.
            let gone = (0..<6).map { (Variable("s\($0)") == x + Double($0)).priority(.weak) }
            try solver.add(contentsOf: gone)
            for c in gone { try solver.remove(c) }
            return (solver, x)
        }
        let (solver, x) = try makeSolver()
        let (twin, y) = try makeSolver()
        let before = solver.dump
        let fresh = Variable("fresh")
        let batch = [(fresh == x + 1).priority(.strong), fresh <= 100, x <= -1]
        #expect(throws: SolverError.self) { try solver.add(contentsOf: batch) }
        #expect(solver.dump == before)
        #expect(tableauProblem(in: solver) == nil)
        #expect(solver.tableau.variables[Key(fresh)] == nil && !batch.contains(where: solver.contains))
        for (s, v) in [(solver, x), (twin, y)] {
            try s.add((Variable("m") == v + 2).priority(.strong))
            try s.add((v == 7).priority(.strong))
        }
        #expect(solver.value(of: x) == twin.value(of: y) && solver.value(of: x) == 7)
        #expect(solver.dump == twin.dump)
    }

    /// Within one call, a held constraint taken out and put back twice, and
    /// a new one added and taken out: undoing the call leaves the held
    /// constraint's first record, and no other.
    @Test func undoingACallKeepsOnlyTheRecordsFromBeforeIt() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let held = (x == 3).priority(.medium)
        try solver.add(held)
        try solver.add(y >= x)
        let before = solver.dump
        var t = solver.tableau
        let fresh = (y == 8).priority(.weak)
        t.begin()
        for c in [held, fresh, held] {
            if let record = t.records[Key(c)] { t.remove(record) }
            try t.insert(c, serial: 9)
        }
        t.remove(t.records[Key(fresh)]!)
        t.rollback()
        #expect(t.records[Key(fresh)] == nil)
        #expect(t.records[Key(held)].map { $0.serial == 0 && $0.constraint === held } == true)
        #expect(t.records.values.count == 2 && t.variables.count == 2)
        solver.tableau = t
        #expect(solver.dump == before)
    }
}
