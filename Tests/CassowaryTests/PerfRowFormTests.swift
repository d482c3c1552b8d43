import Testing
@testable import Cassowary

/// Long rows switch to hash tables (CellTable) when short definitions are
/// substituted into them. That must not change any result: these tests pin
/// a chain whose rows go through both forms to the dumps and values that the
/// array-only solver produced (digests recorded from it before the change).
@Suite("Perf: row forms give the array-only results")
struct PerfRowFormTests {
    /// FNV-1a of the dump: a stable fingerprint of the whole tableau.
    private func digest(_ s: String) -> UInt64 {
        var h: UInt64 = 14_695_981_039_346_656_037
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 1_099_511_628_211 }
        return h
    }

    @Test func chainDumpsMatchArrayOnlySolver() throws {
        let n = 100
        let s = Solver()
        let xs = (0...n).map { Variable("x\($0)") }
        try s.add(xs[0] == 0)
        for i in 0..<n {
            try s.add(xs[i + 1] - xs[i] >= 10)
            try s.add((xs[i + 1] - xs[i] == 20).priority(.weak))
        }
        var digests = [digest(s.dump)]
        try s.addEditVariable(xs[n], priority: .strong)
        digests.append(digest(s.dump))
        for v in [15.0, 25, 20] {
            try s.suggestValue(v * Double(n), for: xs[n])
            digests.append(digest(s.dump))
        }
        #expect(digests == [
            9_654_174_703_461_269_398, 11_108_895_172_685_630_707, 5_853_471_397_245_408_013,
            354_736_406_943_622_968, 2_682_231_984_881_653_959,
        ])
        #expect(s.value(of: xs[n]) == 2000)
        #expect(xs.map { s.value(of: $0) }.reduce(0, +) == 101_000)
    }

    @Test func tableRowSubstitutesLikeTheMerge() {
        // 40 cells (symbol 3k, coefficient k + 0.5); a 2-cell definition
        // makes the row a table. Expected: what the sorted merge computes.
        var pool = BlockPool()
        let cells = RawArray((0..<40).map { Cell(symbol: Symbol($0 * 3), coefficient: Double($0) + 0.5) })
        let definitionCells = RawArray([Cell(symbol: 1, coefficient: 4), Cell(symbol: 6, coefficient: -2)])
        var row = Row(constant: 1, cells: PoolArray(copying: cells[...], in: &pool))
        var created = RawArray<Symbol>(), removed = RawArray<Symbol>()
        defer {
            var c = cells, d = definitionCells
            c.deallocate()
            d.deallocate()
            created.deallocate()
            removed.deallocate()
            pool.releaseAll()
        }
        #expect(row.substitute(
            9, by: 2, UnsafeBufferPointer(definitionCells.buffer), created: &created, removed: &removed, in: &pool))
        #expect(row.large != nil)
        #expect(Array(created) == [1])
        #expect(row.constant == 1 + 2 * 3.5)
        var expected = (0..<40).filter { $0 != 3 }.map { Cell(symbol: Symbol($0 * 3), coefficient: Double($0) + 0.5) }
        expected.insert(Cell(symbol: 1, coefficient: 4 * 3.5), at: 1)
        expected[3].coefficient = 2.5 + -2 * 3.5
        #expect(row.cells.map(\.symbol) == expected.map(\.symbol))
        #expect(row.cells.map(\.coefficient) == expected.map(\.coefficient))
        // Cancelling most cells brings it back to a sorted array.
        for k in 0..<40 where k != 3 { _ = row.remove(Symbol(k * 3), in: &pool) }
        #expect(row.large == nil)
        #expect(row.cells.map(\.symbol) == [1])
    }

    @Test func storageStaysCompact() {
        // A row is one buffer, a count, its basic symbol and the constant;
        // a symbol's data fits in 32 bytes, a record in 24, a cell in 12.
        // Each byte more is 25-55 KB at cards-1000.
        #expect(MemoryLayout<Row>.stride == 32)
        #expect(MemoryLayout<SymbolData>.stride == 32)
        #expect(MemoryLayout<ConstraintRecord>.stride == 24)
        #expect(MemoryLayout<Cell>.stride == 12)
    }
}
