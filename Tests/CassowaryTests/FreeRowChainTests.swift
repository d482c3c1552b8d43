@testable import Cassowary
import Testing

// Rows of free variables may keep other free variables' rows (see
// `Tableau+FreeRows`). A chain built from its far end and then tied to
// another chain must be solved in terms of that chain's last row, not in
// its full expansion: otherwise every tie writes the whole of the chains
// before it into rows, and n variables cost n² cells.

@Suite("Free row chains")
struct FreeRowChainTests {
    /// The cells of every row (objective levels included) and the longest row.
    private func cells(_ solver: Solver) -> (total: Int, longest: Int) {
        var total = 0, longest = 0
        for case let row? in solver.tableau.rows {
            total += row.cells.count
            longest = max(longest, row.cells.count)
        }
        return (total, longest)
    }

    /// Segments of `length` variables, each `x[i + 1] == x[i] + 1` added from
    /// the segment's far end (so its rows are in terms of its next-to-last
    /// variable, the last one a chain of rows away from its first), then its
    /// first variable tied to the last of the segment before.
    @Test func segmentsTiedEndToEndCostTheSameCellsEach() throws {
        let solver = Solver()
        let length = 12, segments = 10
        var last: Variable?
        var all: [Variable] = []
        var growth: [Int] = []
        var longest: [Int] = []
        var before = 0
        for _ in 0..<segments {
            let x = (0..<length).map { Variable("x\(all.count + $0)") }
            for i in stride(from: length - 2, through: 0, by: -1) { try solver.add(x[i + 1] - x[i] == 1) }
            if let last { try solver.add(x[0] - last == 1) } else { try solver.add(x[0] == 0) }
            let now = cells(solver)
            growth.append(now.total - before)
            longest.append(now.longest)
            before = now.total
            last = x[length - 1]
            all += x
        }
        for (i, v) in all.enumerated() { #expect(solver.value(of: v) == Double(i)) }
        // Every segment after the first adds the same cells, and no row
        // grows with the segments before it (before: 36 cells more each
        // segment, and a longest row of 12 cells a segment).
        #expect(Set(growth.dropFirst()).count == 1, "cells added per segment: \(growth)")
        #expect(longest.allSatisfy { $0 <= length + 2 }, "longest row after each segment: \(longest)")
    }

    /// The tie is solved for a variable of the new segment, which every
    /// row of the segment depends on: its ranks rise above the row it is
    /// tied to, and a later change at the start moves every value.
    @Test func aChangeAtTheStartMovesEveryTiedSegment() throws {
        let solver = Solver()
        let length = 6
        var last: Variable?
        var all: [Variable] = []
        var start: Constraint?
        for _ in 0..<5 {
            let x = (0..<length).map { Variable("x\(all.count + $0)") }
            for i in stride(from: length - 2, through: 0, by: -1) { try solver.add(x[i + 1] - x[i] == 1) }
            if let last {
                try solver.add(x[0] - last == 1)
            } else {
                start = x[0] == 0
                try solver.add(start!)
            }
            last = x[length - 1]
            all += x
        }
        try solver.setConstant(-100, of: start!)
        for (i, v) in all.enumerated() { #expect(solver.value(of: v) == Double(i + 100)) }
        try solver.remove(start!)
        try solver.add(all[0] == 7)
        for (i, v) in all.enumerated() { #expect(solver.value(of: v) == Double(i + 7)) }
    }

    /// A new row whose one free variable `s` would make a cycle a few rows
    /// up: `b == s + 1` is held by the rows of n variables and by `g`'s, and
    /// `s <= g - 1` holds `g`. Solving it for `s` would put `s` in terms of
    /// itself; that is found without reading the n rows that hold `b` (up
    /// from `s` they come before `g`; down from `g`, `b` is one row away).
    @Test func aCycleAFewRowsUpIsFoundWithoutReadingEveryRowAbove() throws {
        func rowsWalkedPerInsert(_ n: Int) throws -> Double {
            let solver = Solver()
            let s = Variable("s"), b = Variable("b"), g = Variable("g")
            try solver.add(b == s + 1)
            let x = (0..<n).map { Variable("x\($0)") }
            for i in 0..<n { try solver.add(x[i] == b + Double(i)) }
            try solver.add(g == b + 0.5)
            let before = solver.rowsWalked
            for k in 1...10 { try solver.add(s <= g - Double(k) / 10) }
            #expect(solver.value(of: g) == solver.value(of: s) + 1.5 && solver.value(of: s) <= solver.value(of: g) - 1)
            #expect(solver.value(of: x[n - 1]) == solver.value(of: b) + Double(n - 1))
            return Double(solver.rowsWalked - before) / 10
        }
        let small = try rowsWalkedPerInsert(300), large = try rowsWalkedPerInsert(3000)
        #expect(large < 1.5 * small, "rows read per insert: \(small) with 300 rows above, \(large) with 3,000")
    }

    /// The queue of a row's expansion gives its symbols highest rank, then
    /// largest symbol, first: while it searches a short list and once it is
    /// a heap, with pops between pushes, as an expansion makes them.
    @Test func theExpansionQueueGivesTheHighestRankFirst() {
        var generator = SplitMix64(seed: 11)
        for count in [3, 16, 17, 200] {
            var queue = ExpansionQueue(capacity: 4)
            var model: [(rank: Int32, symbol: Symbol)] = []
            var popped: [Symbol] = [], expected: [Symbol] = []
            for i in 0..<count {
                let item = (rank: Int32(generator.next() % 8), symbol: Symbol(i))
                queue.push(item.symbol, rank: item.rank)
                model.append(item)
                if generator.next() % 3 == 0, let best = model.indices.max(by: { model[$0] < model[$1] }) {
                    expected.append(model.remove(at: best).symbol)
                    popped.append(queue.pop()!)
                }
            }
            while let s = queue.pop() { popped.append(s) }
            expected += model.sorted { $0 > $1 }.map(\.symbol)
            #expect(popped == expected, "\(count) pushed")
            #expect(queue.isEmpty)
        }
    }
}
