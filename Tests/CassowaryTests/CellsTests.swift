@testable import Cassowary
import Testing

// A row's cells: a sorted list while short, a table once long. Merges,
// removals and compaction must agree with a plain dictionary whatever
// the form, and compaction must give back the room cancellations left.

@Suite("Cells")
struct CellsTests {
    /// Random rows of up to 40 cells (across the list/table boundary)
    /// added to one another, cells removed, storage compacted, each
    /// checked against a dictionary.
    @Test func mergesAndCompactionAgreeWithADictionary() {
        var generator = SplitMix64(seed: 7)
        var cells = Cells()
        var expected: [Symbol: Double] = [:]
        for step in 0..<3_000 {
            var other = Cells()
            let length = Int(generator.next() % (step % 3 == 0 ? 40 : 10))
            for _ in 0..<length {
                other[Symbol(Int32(generator.next() % 60))] = Double(Int(generator.next() % 7) - 3)
            }
            other = other.filter { $0.value != 0 }.reduce(into: Cells()) { $0[$1.key] = $1.value }
            let factor = Double(Int(generator.next() % 5) - 2)
            var reported = 0
            cells.add(other, times: factor) { _, _, _, _, _ in reported += 1 }
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
            if generator.next() % 3 == 0 { cells.compact() }
            #expect(cells.count == expected.count)
            #expect(Dictionary(uniqueKeysWithValues: cells.map { ($0.key, $0.value) }) == expected)
            #expect(Array(cells.keys) == Array(cells.keys).sorted() || cells.count > Cells.longest)
        }
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
