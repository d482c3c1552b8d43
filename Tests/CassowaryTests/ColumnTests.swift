@testable import Cassowary
import Testing

// A column lists the rows holding a symbol: its first rows in line, then a
// list searched in line, then a list with positions once long. Every form
// must keep the rows in the order of a plain list where a row taken out
// gives its place to the last, under any order of inserts and removals.

@Suite("Columns")
struct ColumnTests {
    @Test func aShortColumnTakesRowsOutInAnyOrder() {
        var column = Column()
        for r in [5, 9, 2, 7] as [Int32] { column.insert(Symbol(r)) }
        let removed = column.remove(Symbol(9)).removed
        let again = column.remove(Symbol(9)).removed
        #expect(removed && !again)
        #expect(Array(column) == [Symbol(5), Symbol(7), Symbol(2)])
        #expect(column.count == 3)
        column.removeAll()
        #expect(column.isEmpty)
        #expect(Array(column) == [])
    }

    /// A column for every symbol of the tableau: its rows in line and
    /// their count take the 16 bytes that a list and its positions took.
    @Test func aColumnTakesSixteenBytes() {
        #expect(MemoryLayout<Column>.stride == 16)
    }

    @Test func rowsMoveOutOfLineAndBackInOrder() {
        var column = Column()
        for r in [1, 2, 3] as [Int32] { column.insert(Symbol(r)) }
        #expect(Array(column) == [1, 2, 3])
        column.insert(4)  // past the room in line: a list
        #expect(Array(column) == [1, 2, 3, 4])
        let first = column.remove(1).removed  // the last takes its place
        #expect(first)
        #expect(Array(column) == [4, 2, 3])
        let second = column.remove(2).removed  // still a list, until emptied
        #expect(second)
        #expect(Array(column) == [4, 3])
        column.insert(5)
        #expect(Array(column) == [4, 3, 5])
        let absent = column.remove(1).removed
        let all = [column.remove(5).removed, column.remove(4).removed, column.remove(3).removed]
        #expect(!absent && all == [true, true, true])
        #expect(column.isEmpty)  // emptied: in line again
        let again = column.remove(3).removed
        #expect(!again)
        column.insert(6)
        #expect(Array(column) == [6])
    }

    @Test func aColumnIndexedPastThirtyTwoRowsKeepsItsOrder() {
        var (column, model) = ColumnTests.filled(0..<40)
        #expect(Array(column) == model)
        // Out from the front, the middle and the end, down past the length
        // where positions are dropped, and back up again.
        for r in [0, 20, 39, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22] as [Int32] {
            let removed = column.remove(Symbol(r)).removed
            #expect(removed)
            ModelColumn.remove(Symbol(r), from: &model)
            #expect(Array(column) == model)
        }
        #expect(column.count == 16)
        for r in 100..<120 as Range<Int32> {
            column.insert(Symbol(r))
            model.append(Symbol(r))
        }
        #expect(Array(column) == model)
        let absent = column.remove(Symbol(0)).removed
        #expect(!absent)
    }

    /// A copy of a column keeps its rows while the original changes, in
    /// every form: the tableau iterates a copy while it changes rows.
    @Test func aCopyKeepsItsRowsWhileTheOriginalChanges() {
        for size in [2, 3, 10, 40] {
            var column = Column()
            for r in 0..<size { column.insert(Symbol(r)) }
            let copy = column
            column.insert(Symbol(1_000))
            let removed = column.remove(Symbol(0)).removed
            #expect(removed)
            #expect(Array(copy) == (0..<size).map { Symbol($0) })
            #expect(column.count == size)
            var iterated: [Symbol] = []
            for r in column {
                iterated.append(r)
                column.removeAll()  // while iterating
            }
            #expect(iterated.count == size)
            #expect(column.isEmpty)
        }
    }

    @Test func everyFormAgreesWithAListUnderRandomChanges() {
        var generator = SplitMix64(seed: 42)
        for universe in [5, 12, 80] as [UInt64] {
            var column = Column()
            var model: [Symbol] = []
            // Up and down across the room in line and the length where
            // positions start to be kept.
            for step in 0..<4_000 {
                let r = Symbol(Int32(generator.next() % universe))
                let growing = (step / 500) % 2 == 0
                if model.contains(r) {
                    if !growing || generator.next() % 4 == 0 {
                        let removed = column.remove(r).removed
                        #expect(removed)
                        ModelColumn.remove(r, from: &model)
                    }
                } else if growing || generator.next() % 4 == 0 {
                    column.insert(r)
                    model.append(r)
                } else {
                    let removed = column.remove(r).removed
                    #expect(!removed)
                }
                #expect(column.count == model.count)
                #expect(Array(column) == model)
                var visited: [Symbol] = []
                column.forEachRow { visited.append($0) }
                #expect(visited == model)
            }
            column.removeAll()
            column.insert(Symbol(3))
            #expect(Array(column) == [Symbol(3)])
        }
    }

    /// A column of thousands of rows (a stack's width), emptied row by row
    /// in random order.
    @Test func aColumnOfThousandsOfRowsEmptiesRowByRow() {
        var generator = SplitMix64(seed: 7)
        var column = Column()
        var model = (0..<5_000).map { Symbol($0) }
        for r in model { column.insert(r) }
        var order = model
        order.shuffle(using: &generator)
        for (i, r) in order.enumerated() {
            let removed = column.remove(r).removed
            #expect(removed)
            ModelColumn.remove(r, from: &model)
            if i % 500 == 0 || model.count < 40 { #expect(Array(column) == model) }
        }
        #expect(column.isEmpty)
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

    /// An indexed column shared with a copy, shrunk in the original down
    /// past the length where positions are dropped: the copy keeps its
    /// rows and order, the original follows a plain list.
    @Test func aSharedIndexedColumnShrinksWithoutTouchingItsCopy() {
        var (column, model) = ColumnTests.filled(0..<100)
        let copy = column
        let frozen = model
        var generator = SplitMix64(seed: 3)
        while model.count > 10 {
            let r = model[Int(generator.next() % UInt64(model.count))]
            let removed = column.remove(r).removed
            #expect(removed)
            ModelColumn.remove(r, from: &model)
            #expect(Array(column) == model)
        }
        #expect(Array(copy) == frozen)
        #expect(copy.count == 100)
    }

    /// A failed call undone over a column of more than 32 rows leaves the
    /// solver exactly as it was, and it solves as a solver that never saw
    /// the call.
    @Test func aFailedCallOverALongColumnIsUndoneExactly() throws {
        let width = Variable("width")
        let views = (0..<40).map { Variable("v\($0)") }
        func build(_ solver: Solver) throws {
            try solver.addEditVariable(width, priority: .strong)
            for (i, v) in views.enumerated() {
                // Each view's row holds the width: its column is long.
                try solver.add(v == width - Double(i))
                try solver.add((v >= 0).priority(.weak))
            }
        }
        let solver = Solver(), twin = Solver()
        try build(solver)
        try build(twin)
        let before = solver.dump
        // Every row of the width changes before the conflict is found.
        let batch = [width >= 300] + views.map { $0 <= 100 }
        #expect(throws: SolverError.self) { try solver.add(contentsOf: batch) }
        #expect(solver.dump == before)
        for value in [320.0, 500, 90] {
            try solver.suggestValue(value, for: width)
            try twin.suggestValue(value, for: width)
            for v in views + [width] { #expect(solver.value(of: v) == twin.value(of: v)) }
        }
    }

    /// A column of the rows `rows`, inserted in order, and the plain list
    /// it must read as.
    /// An indexed column keeps the count of restricted rows the tableau
    /// gives it, through a copy's changes; it has none while short.
    @Test func anIndexedColumnKeepsItsCountOfRestrictedRows() {
        var column = Column()
        var indexed: [Bool] = []
        for r in 0..<Int32(Column.indexedBeyond) { indexed.append(column.insert(Symbol(r))) }
        #expect(!indexed.contains(true) && column.restricted == nil)
        let grew = column.insert(Symbol(100))
        #expect(grew && column.restricted == nil)
        column.restricted = 7
        let copy = column
        let again = column.insert(Symbol(101))
        column.restricted = 8
        #expect(again && copy.restricted == 7 && column.restricted == 8)
        let first = column.remove(Symbol(0))
        #expect(first == (removed: true, indexed: true))
        while column.count > Column.unindexedAt + 1 { column.remove(Array(column).last!) }
        let last = column.remove(Array(column).last!)
        #expect(last == (removed: true, indexed: false) && column.restricted == nil)
    }

    private static func filled(_ rows: Range<Int32>) -> (Column, [Symbol]) {
        var column = Column()
        for r in rows { column.insert(Symbol(r)) }
        return (column, rows.map { Symbol($0) })
    }
}

/// The order a column keeps: a row taken out gives its place to the last.
private enum ModelColumn {
    static func remove(_ r: Symbol, from rows: inout [Symbol]) {
        let i = rows.firstIndex(of: r)!
        rows[i] = rows[rows.count - 1]
        rows.removeLast()
    }
}
