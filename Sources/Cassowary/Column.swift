/// The rows whose cells hold one symbol: up to three in line (no allocation),
/// then a list, then past `indexedBeyond` rows (a stack's shared width) the
/// list with each row's position, so that taking a row out never costs the
/// column's length. Back in line only when emptied (a column going up and
/// down across three rows would allocate each time).
///
/// The rows come in the order they were inserted, except that a row taken
/// out gives its place to the last. A copy keeps its rows while the
/// original changes (iterate a copy to change the tableau meanwhile).
struct Column: Sequence {
    /// Three fields, not an `InlineArray`, which the optimizer copied through memory.
    fileprivate struct InLine {
        static let count = 3
        private var r0 = Symbol(0), r1 = Symbol(0), r2 = Symbol(0)

        subscript(i: Int) -> Symbol {
            get { i == 0 ? r0 : i == 1 ? r1 : r2 }
            set {
                switch i {
                case 0: r0 = newValue
                case 1: r1 = newValue
                default: r2 = newValue
                }
            }
        }
    }

    private enum Storage {
        case inLine(InLine, count: UInt8)
        case list([Symbol])
        case indexed(IndexedRows)
    }

    private var storage = Column.empty
    private static var empty: Storage { .inLine(InLine(), count: 0) }

    /// The room of a column's first list: ten rows, in malloc's 80-byte chunk
    /// (a column that outgrows three rows often takes several more).
    static let firstListRoom = 10
    /// Past this many rows, positions are kept.
    static let indexedBeyond = 32
    /// An indexed column that shrinks to this many rows drops its positions.
    static let unindexedAt = indexedBeyond / 2

    var count: Int {
        switch storage {
        case let .inLine(_, count): Int(count)
        case let .list(rows): rows.count
        case let .indexed(indexed): indexed.rows.count
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The rows one by one, the form of the column read once.
    struct Iterator: IteratorProtocol {
        fileprivate let inLine: InLine
        fileprivate let list: [Symbol]?
        fileprivate let count: Int
        fileprivate var index = 0

        mutating func next() -> Symbol? {
            guard index < count else { return nil }
            defer { index += 1 }
            if let list { return list[index] }
            return inLine[index]
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case let .inLine(rows, count): Iterator(inLine: rows, list: nil, count: Int(count))
        case let .list(rows): Iterator(inLine: InLine(), list: rows, count: rows.count)
        case let .indexed(indexed): Iterator(inLine: InLine(), list: indexed.rows, count: indexed.rows.count)
        }
    }

    /// Calls `body` with each row in order (cheaper than an iterator in a hot loop).
    @inline(__always) func forEachRow(_ body: (Symbol) throws -> Void) rethrows {
        switch storage {
        case let .inLine(rows, count):
            for i in 0..<Int(count) { try body(rows[i]) }
        case let .list(rows):
            for r in rows { try body(r) }
        case let .indexed(indexed):
            for r in indexed.rows { try body(r) }
        }
    }

    // A change reads the form without binding the storage, then moves the
    // storage out (`if case` moves it; `switch` would copy), to change in place.

    /// How many of the rows are restricted (not free variables'), as the
    /// tableau counts them for an indexed column; nil if not indexed or not yet counted.
    var restricted: Int32? {
        get {
            guard case let .indexed(indexed) = storage, indexed.restricted >= 0 else { return nil }
            return indexed.restricted
        }
        set {
            guard case var .indexed(indexed) = takeStorage() else { preconditionFailure("not an indexed column") }
            if !isKnownUniquelyReferenced(&indexed) { indexed = IndexedRows(indexed.rows, restricted: indexed.restricted) }
            indexed.restricted = newValue ?? -1
            storage = .indexed(indexed)
        }
    }

    /// Adds `r`, which the column must not hold; true if the column is indexed.
    @discardableResult
    @inline(__always) mutating func insert(_ r: Symbol) -> Bool {
        if case let .inLine(_, count) = storage, Int(count) < InLine.count,
           case .inLine(var rows, _) = takeStorage() {
            rows[Int(count)] = r
            storage = .inLine(rows, count: count + 1)
            return false
        } else if case .list = storage, case var .list(rows) = takeStorage() {
            rows.append(r)
            guard rows.count > Column.indexedBeyond else {
                storage = .list(rows)
                return false
            }
            storage = .indexed(IndexedRows(rows, restricted: -1))
            return true
        } else {
            return insertChangingForm(r)
        }
    }

    /// Takes `r` out; the last row takes its place. False if it was not held;
    /// `indexed` if the column still is.
    @discardableResult
    @inline(__always) mutating func remove(_ r: Symbol) -> (removed: Bool, indexed: Bool) {
        if case .inLine = storage, case .inLine(var rows, let count) = takeStorage() {
            let n = Int(count)
            var i = 0
            while i < n && rows[i] != r { i += 1 }
            if i < n {
                rows[i] = rows[n - 1]
                storage = .inLine(rows, count: count - 1)
            } else {
                storage = .inLine(rows, count: count)
            }
            return (i < n, false)
        }
        guard case .list = storage, case var .list(rows) = takeStorage() else { return removeIndexed(r) }
        guard let i = rows.firstIndex(of: r) else {
            storage = .list(rows)
            return (false, false)
        }
        let last = rows.removeLast()
        if i < rows.count { rows[i] = last }
        if !rows.isEmpty { storage = .list(rows) }
        return (true, false)
    }

    /// `insert` into a full line or an indexed column.
    @inline(never) private mutating func insertChangingForm(_ r: Symbol) -> Bool {
        switch takeStorage() {
        case let .inLine(rows, _):
            var list: [Symbol] = []
            list.reserveCapacity(Column.firstListRoom)
            for i in 0..<InLine.count { list.append(rows[i]) }
            list.append(r)
            storage = .list(list)
            return false
        case .list:
            preconditionFailure("a list is changed in line")
        case var .indexed(indexed):
            if !isKnownUniquelyReferenced(&indexed) { indexed = IndexedRows(indexed.rows, restricted: indexed.restricted) }
            indexed.positions[r] = Int32(indexed.rows.count)
            indexed.rows.append(r)
            storage = .indexed(indexed)
            return true
        }
    }

    @inline(never) private mutating func removeIndexed(_ r: Symbol) -> (removed: Bool, indexed: Bool) {
        guard case var .indexed(indexed) = takeStorage() else { preconditionFailure("not an indexed column") }
        let stays = indexed.rows.count - 1 > Column.unindexedAt
        defer { storage = indexed.rows.count > Column.unindexedAt ? .indexed(indexed) : .list(indexed.rows) }
        guard indexed.positions[r] != nil else { return (false, true) }
        if !isKnownUniquelyReferenced(&indexed) { indexed = IndexedRows(indexed.rows, restricted: indexed.restricted) }
        let i = Int(indexed.positions.removeValue(forKey: r)!)
        let last = indexed.rows.removeLast()
        if i < indexed.rows.count {
            indexed.rows[i] = last
            indexed.positions[last] = Int32(i)
        }
        return (true, stays)
    }

    /// The storage moved out (the column left empty), so that it is held once.
    @inline(__always) private mutating func takeStorage() -> Storage {
        var taken = Column.empty
        swap(&taken, &storage)
        return taken
    }

    mutating func removeAll() {
        storage = Column.empty
    }
}

/// A long column's rows, the position of each and how many are restricted
/// (-1: not counted), shared by copies until one changes. Unchecked
/// exclusivity: only `Column` reaches it, one short access at a time, and it
/// copies a shared one before changing it.
private final class IndexedRows {
    @exclusivity(unchecked) var rows: [Symbol]
    @exclusivity(unchecked) var positions: [Symbol: Int32]
    @exclusivity(unchecked) var restricted: Int32

    init(_ rows: [Symbol], restricted: Int32) {
        self.rows = rows
        self.restricted = restricted
        positions = Dictionary(uniqueKeysWithValues: zip(rows, rows.indices.lazy.map(Int32.init)))
    }
}
