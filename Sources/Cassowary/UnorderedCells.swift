/// The cells of a row in storage order, without copying them (a view:
/// valid while the row is not changed).
struct UnorderedCells: Sequence, IteratorProtocol {
    private let cells: UnsafeBufferPointer<Cell>
    private let isTable: Bool
    private var i = 0

    init(row: Row) {
        if let t = row.large {
            cells = UnsafeBufferPointer(t.slots.buffer)
            isTable = true
        } else {
            cells = UnsafeBufferPointer(row.small.buffer)
            isTable = false
        }
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
