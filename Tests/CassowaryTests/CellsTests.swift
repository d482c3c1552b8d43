@testable import Cassowary
import Testing

// A row's cells: a sorted list while short, a table once long. Merges,
// removals and compaction must agree with a plain dictionary whatever
// the form, and compaction must give back the room cancellations left.

@Suite("Cells")
struct CellsTests {
    /// Random rows of up to 40 cells (across the list/table boundary)
    /// added to one another, cells removed, rows cancelled down to a few
    /// cells, storage compacted, each checked against a dictionary. The
    /// row starts afresh every 40 steps, so that it is a list most of the
    /// time and the merges in place and the compactions are exercised.
    @Test func mergesAndCompactionAgreeWithADictionary() {
        var generator = SplitMix64(seed: 7)
        var cells = Cells()
        var expected: [Symbol: Double] = [:]
        var merges = 0, compactions = 0, sortedChecks = 0
        var wasLong = false  // a table since the fresh start: it may still be one
        for step in 0..<3_000 {
            if step % 40 == 0 {
                cells = Cells()
                expected = [:]
                wasLong = false
            }
            var other = Cells()
            var factor = Double(Int(generator.next() % 5) - 2)
            if generator.next() % 5 == 0 {
                // Most of the row back out: it cancels down to a few cells.
                // In symbol order: a dictionary's order changes from run to run.
                for s in expected.keys.sorted() where generator.next() % 8 != 0 { other[s] = expected[s] }
                factor = -1
            } else {
                let length = Int(generator.next() % (step % 7 == 0 ? 40 : 10))
                for _ in 0..<length {
                    let a = Double(Int(generator.next() % 7) - 3)
                    if a != 0 { other[Symbol(Int32(generator.next() % 60))] = a }
                }
            }
            if cells.count <= Cells.longest && other.count <= Cells.longest { merges += 1 }
            var reported = 0
            cells.add(other, times: factor) { _, _, _, _, _ in reported += 1 }
            // Past `Cells.longest` a row is a table, and adding one makes one.
            wasLong = wasLong || cells.count > Cells.longest || other.count > Cells.longest
            var changed = 0
            for (s, a) in other where factor * a != 0 {
                let sum = (expected[s] ?? 0) + factor * a
                expected[s] = sum == 0 ? nil : sum
                changed += 1
            }
            #expect(reported == changed)
            if generator.next() % 4 == 0, let s = expected.keys.min() {
                #expect(cells.removeValue(forKey: s) == expected.removeValue(forKey: s))
            }
            let room = cells.room
            cells.compact()
            if cells.room < room { compactions += 1 }
            #expect(cells.count == expected.count)
            #expect(Dictionary(uniqueKeysWithValues: cells.map { ($0.key, $0.value) }) == expected)
            if !wasLong {
                // A list, read in the order of its symbols.
                #expect(Array(cells.keys) == expected.keys.sorted())
                sortedChecks += 1
            }
        }
        #expect(merges > 1_000 && compactions > 50 && sortedChecks > 1_000)
    }

    /// A list that cancelled down to a few cells gets storage to its size.
    @Test func compactionGivesBackTheRoomOfCancelledCells() {
        var cells = Cells()
        var row = Cells()
        for s in 0..<20 { row[Symbol(Int32(s))] = 1 }
        cells.add(row, times: 1) { _, _, _, _, _ in }
        var cancel = Cells()
        for s in 2..<20 { cancel[Symbol(Int32(s))] = 1 }
        cells.add(cancel, times: -1) { _, _, _, _, _ in }
        #expect(cells.count == 2 && cells.room >= 20)
        cells.compact()
        #expect(Array(cells.keys) == [Symbol(0), Symbol(1)])
        #expect(cells[Symbol(0)] == 1 && cells[Symbol(1)] == 1)
        #expect(cells.room < 20)
        // Little room to give back: kept as it is.
        let before = cells.room
        cells.compact()
        #expect(cells.room == before)
    }
}
