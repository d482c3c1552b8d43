@testable import Cassowary
import Testing

// A column lists the rows holding a symbol: searched in line while short,
// indexed by position once long. Both forms must agree with a plain set
// under any order of inserts and removals.

@Suite("Columns")
struct ColumnTests {
    @Test func aShortColumnTakesRowsOutInAnyOrder() {
        var column = Column()
        for r in [5, 9, 2, 7] as [Int32] { column.insert(Symbol(r)) }
        let removed = column.remove(Symbol(9))
        let again = column.remove(Symbol(9))
        #expect(removed && !again)
        #expect(Set(column.rows) == [Symbol(5), Symbol(2), Symbol(7)])
        #expect(column.count == 3)
        column.removeAll()
        #expect(column.isEmpty)
    }

    @Test func aLongColumnAgreesWithASetUnderRandomChanges() {
        var generator = SplitMix64(seed: 42)
        var column = Column()
        var expected = Set<Symbol>()
        // Up and down across the length where positions start to be kept.
        for step in 0..<4_000 {
            let r = Symbol(Int32(generator.next() % 80))
            let growing = (step / 500) % 2 == 0
            if expected.contains(r) {
                if !growing || generator.next() % 4 == 0 {
                    let removed = column.remove(r)
                    #expect(removed)
                    expected.remove(r)
                }
            } else if growing || generator.next() % 4 == 0 {
                column.insert(r)
                expected.insert(r)
            }
            #expect(column.count == expected.count)
        }
        #expect(Set(column.rows) == expected)
        #expect(column.rows.count == expected.count)
        // Emptied, it starts short again.
        column.removeAll()
        column.insert(Symbol(3))
        #expect(column.rows == [Symbol(3)])
    }

    /// A pivot on a symbol that a thousand rows hold empties its column at
    /// once, and the solution stays that of the constraints.
    @Test func aSymbolHeldByAThousandRowsPivots() throws {
        let solver = Solver()
        let width = Variable("width")
        var items: [Variable] = []
        for i in 0..<1_000 {
            let x = Variable("x\(i)")
            items.append(x)
            try solver.add(x == width + Double(i))
        }
        try solver.add(width >= 10)
        try solver.add((width == 40).priority(.weak))
        try solver.addEditVariable(width, priority: .strong)
        try solver.suggestValue(25, for: width)
        for (i, x) in items.enumerated() { #expect(solver.value(of: x) == 25 + Double(i)) }
        try solver.suggestValue(5, for: width)
        #expect(solver.value(of: width) == 10)
        #expect(solver.value(of: items[999]) == 1_009)
    }
}
