/// The rows whose cells hold one symbol, in no particular order. Every
/// symbol has a column and most hold one to three rows, so the first rows
/// are kept in line, allocating nothing; past them, a list searched in
/// line; past `indexedBeyond` rows (a stack's width is held by a row of
/// every view), the list with the position of each row beside it, so
/// that taking a row out never costs the column's length.
///
/// A column is the collection of its rows, in the order they came in
/// except that a row taken out gives its place to the last. A copy keeps
/// its rows while the original changes (iterate a copy to change the
/// tableau meanwhile).
struct Column: RandomAccessCollection {
    /// The rows kept in line.
    typealias InLine = InlineArray<3, Symbol>

    private enum Storage {
        case inLine(InLine, count: UInt8)
        case list([Symbol])
        case indexed(IndexedRows)
    }

    private var storage = Column.empty
    private static var empty: Storage { .inLine(InLine(repeating: Symbol(0)), count: 0) }

    /// Past this many rows, positions are kept.
    static let indexedBeyond = 32
    /// A list that shrinks to this many rows goes back in line (one below
    /// the room in line, so that a column going up and down across it
    /// does not allocate each time).
    static let backInLineAt = InLine.count - 1
    /// An indexed column that shrinks to this many rows drops its positions.
    static let unindexedAt = indexedBeyond / 2

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    var count: Int {
        switch storage {
        case let .inLine(_, count): Int(count)
        case let .list(rows): rows.count
        case let .indexed(indexed): indexed.rows.count
        }
    }

    var isEmpty: Bool { count == 0 }

    subscript(i: Int) -> Symbol {
        switch storage {
        case let .inLine(rows, count):
            precondition(i >= 0 && i < Int(count), "row index out of range")
            return rows[i]
        case let .list(rows): return rows[i]
        case let .indexed(indexed): return indexed.rows[i]
        }
    }

    /// Adds `r`, which the column must not hold.
    mutating func insert(_ r: Symbol) {
        switch storage {
        case .inLine(var rows, let count):
            if Int(count) < InLine.count {
                rows[Int(count)] = r
                storage = .inLine(rows, count: count + 1)
            } else {
                // Room for a few more rows at once.
                var list: [Symbol] = []
                list.reserveCapacity(2 * InLine.count)
                for i in rows.indices { list.append(rows[i]) }
                list.append(r)
                storage = .list(list)
            }
        case var .list(rows):
            storage = Column.empty  // `rows` is then the list's only holder
            rows.append(r)
            storage = rows.count > Column.indexedBeyond ? .indexed(IndexedRows(rows)) : .list(rows)
        case var .indexed(indexed):
            storage = Column.empty
            if !isKnownUniquelyReferenced(&indexed) { indexed = IndexedRows(indexed.rows) }
            indexed.positions[r] = Int32(indexed.rows.count)
            indexed.rows.append(r)
            storage = .indexed(indexed)
        }
    }

    /// Takes `r` out; the last row takes its place. False if it was not held.
    @discardableResult
    mutating func remove(_ r: Symbol) -> Bool {
        switch storage {
        case .inLine(var rows, let count):
            let n = Int(count)
            var i = 0
            while i < n && rows[i] != r { i += 1 }
            guard i < n else { return false }
            rows[i] = rows[n - 1]
            storage = .inLine(rows, count: count - 1)
        case var .list(rows):
            guard let i = rows.firstIndex(of: r) else { return false }
            storage = Column.empty
            let last = rows.removeLast()
            if i < rows.count { rows[i] = last }
            if rows.count > Column.backInLineAt {
                storage = .list(rows)
            } else {
                for row in rows { insert(row) }
            }
        case var .indexed(indexed):
            guard indexed.positions[r] != nil else { return false }
            storage = Column.empty
            if !isKnownUniquelyReferenced(&indexed) { indexed = IndexedRows(indexed.rows) }
            let i = Int(indexed.positions.removeValue(forKey: r)!)
            let last = indexed.rows.removeLast()
            if i < indexed.rows.count {
                indexed.rows[i] = last
                indexed.positions[last] = Int32(i)
            }
            storage = indexed.rows.count > Column.unindexedAt ? .indexed(indexed) : .list(indexed.rows)
        }
        return true
    }

    mutating func removeAll() {
        storage = Column.empty
    }
}

/// A long column's rows and the position of each, shared by copies of the
/// column until one changes.
private final class IndexedRows {
    var rows: [Symbol]
    var positions: [Symbol: Int32]

    init(_ rows: [Symbol]) {
        self.rows = rows
        positions = Dictionary(uniqueKeysWithValues: zip(rows, rows.indices.lazy.map(Int32.init)))
    }
}
