/// The cells of a row in storage order, without copying them.
struct UnorderedCells: Sequence, IteratorProtocol {
    private let cells: ContiguousArray<Cell>
    private let isTable: Bool
    private var i = 0

    init(row: Row) {
        if let t = row.large {
            cells = t.slots
            isTable = true
        } else {
            cells = row.small
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
