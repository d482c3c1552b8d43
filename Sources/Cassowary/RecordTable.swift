/// The records of the constraints a tableau holds, by key and by symbol: the
/// records in a `ChunkedList`, a table of their positions, and by symbol the
/// position of each marker's and other symbol's record. Taking a record out
/// moves the last one into its place, so `values` has no order to rely on.
struct RecordTable {
    private var positions: [Key: Int32] = [:]
    private var list = ChunkedList<ConstraintRecord>()
    /// By symbol: the position of the record it is the marker or other symbol of, or -1.
    private var owners: [Int32] = []

    /// The record of `key`; setting nil takes it out.
    subscript(key: Key) -> ConstraintRecord? {
        get { positions[key].map { list[Int($0)] } }
        set { replace(key, with: newValue) }
    }

    /// The record of the constraint whose marker or other symbol `s` is.
    func owner(of s: Symbol) -> ConstraintRecord? {
        guard Int(s) < owners.count else { return nil }
        let i = owners[Int(s)]
        return i >= 0 ? list[Int(i)] : nil
    }

    /// Sets the record of `key` (nil takes it out); returns the one it replaces.
    @discardableResult
    mutating func replace(_ key: Key, with record: ConstraintRecord?) -> ConstraintRecord? {
        if let i = positions[key] {
            let old = list[Int(i)]
            setOwner(-1, of: old)
            if let record {
                list[Int(i)] = record
                setOwner(i, of: record)
            } else {
                remove(at: Int(i), key)
            }
            return old
        }
        if let record {
            let i = Int32(list.count)
            positions[key] = i
            list.append(record)
            setOwner(i, of: record)
        }
        return nil
    }

    /// Sets the constant of the record of `key`, which must be held.
    mutating func setConstant(_ constant: Double, of key: Key) {
        list.update(at: Int(positions[key]!)) { $0.constant = constant }
    }

    /// Every record, in no particular order.
    var values: [ConstraintRecord] {
        var all: [ConstraintRecord] = []
        all.reserveCapacity(list.count)
        for i in 0..<list.count { all.append(list[i]) }
        return all
    }

    private mutating func remove(at i: Int, _ key: Key) {
        positions[key] = nil
        let last = list.removeLast()
        guard i < list.count else { return }
        list[i] = last
        positions[Key(last.constraint)] = Int32(i)
        setOwner(Int32(i), of: last)
    }

    /// Notes `position` (-1: none) as the owner of the record's marker and other symbol.
    private mutating func setOwner(_ position: Int32, of record: ConstraintRecord) {
        let top = Int(max(record.marker, record.other))
        if top >= owners.count {
            if position < 0 { return }
            owners += repeatElement(-1, count: top + 1 - owners.count)
        }
        owners[Int(record.marker)] = position
        if record.other >= 0 { owners[Int(record.other)] = position }
    }
}
