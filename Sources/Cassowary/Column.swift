/// The rows whose cells hold one symbol, in no particular order: a list,
/// searched in line while short, with the position of each row kept
/// beside it once long (a stack's width is held by a row of every view),
/// so that taking a row out never costs the column's length.
struct Column {
    /// The rows, each once.
    private(set) var rows: [Symbol] = []
    /// The position of each row in `rows`, once there are more than
    /// `Column.indexedBeyond`.
    private var positions: [Symbol: Int32]?

    /// From this many rows on, positions are kept.
    static let indexedBeyond = 32

    var count: Int { rows.count }
    var isEmpty: Bool { rows.isEmpty }

    /// Adds `r`, which the column must not hold.
    @inline(__always) mutating func insert(_ r: Symbol) {
        if positions != nil {
            positions![r] = Int32(rows.count)
        } else if rows.capacity == 0 {
            // Room for a few rows at once: grown one by one, a column of
            // three rows was allocated three times.
            rows.reserveCapacity(4)
        } else if rows.count == Column.indexedBeyond {
            positions = Dictionary(uniqueKeysWithValues: zip(rows, rows.indices.lazy.map(Int32.init)))
            positions![r] = Int32(rows.count)
        }
        rows.append(r)
    }

    /// Takes `r` out; the last row takes its place. False if it was not held.
    @discardableResult
    @inline(__always) mutating func remove(_ r: Symbol) -> Bool {
        let found = positions != nil ? positions!.removeValue(forKey: r).map(Int.init) : rows.firstIndex(of: r)
        guard let i = found else { return false }
        let last = rows.removeLast()
        if i < rows.count {
            rows[i] = last
            positions?[last] = Int32(i)
        }
        return true
    }

    mutating func removeAll() {
        rows.removeAll()
        positions = nil
    }
}
