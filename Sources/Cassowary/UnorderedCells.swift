/// The cells of a row in storage order, without copying them (a view:
/// valid while the row is not changed).
struct UnorderedCells: Sequence, IteratorProtocol {
    private let cells: UnsafeBufferPointer<Cell>
    private let isTable: Bool
    private var i = 0

    /// A row's buffer: its cells, or a table's slots (empty ones skipped).
    init(slots: UnsafeBufferPointer<Cell>, isTable: Bool) {
        cells = slots
        self.isTable = isTable
    }

    @inline(__always) mutating func next() -> Cell? {
        while i < cells.count {
            let cell = cells[i]
            i += 1
            if !isTable || cell.symbol >= 0 { return cell }
        }
        return nil
    }
}
