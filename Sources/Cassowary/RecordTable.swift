/// The records of the constraints a tableau holds, by key: the records in
/// a list that grows by chunks, and a table of their positions.
///
/// A dictionary of records took 48 bytes a slot, and its slots double; the
/// positions take 12 bytes a slot, and the list no more room than one
/// chunk beyond its records. Taking a record out moves the last one into
/// its place, so the order of `values` is no order to rely on.
struct RecordTable {
    private var positions: [Key: Int32] = [:]
    private var list = ChunkedList<ConstraintRecord>()

    /// The record of `key`; setting nil takes it out.
    subscript(key: Key) -> ConstraintRecord? {
        get { positions[key].map { list[Int($0)] } }
        set { replace(key, with: newValue) }
    }

    /// Sets the record of `key` (nil takes it out), and returns the one it
    /// replaces: one search of the positions for both.
    @discardableResult
    mutating func replace(_ key: Key, with record: ConstraintRecord?) -> ConstraintRecord? {
        if let i = positions[key] {
            let old = list[Int(i)]
            if let record { list[Int(i)] = record } else { remove(at: Int(i), key) }
            return old
        }
        if let record {
            positions[key] = Int32(list.count)
            list.append(record)
        }
        return nil
    }

    /// Every record, in no particular order.
    var values: [ConstraintRecord] {
        var all: [ConstraintRecord] = []
        all.reserveCapacity(list.count)
        for i in 0..<list.count { all.append(list[i]) }
        return all
    }

    /// Takes out the record of `key`, at `i`.
    private mutating func remove(at i: Int, _ key: Key) {
        positions[key] = nil
        let last = list.removeLast()
        guard i < list.count else { return }
        list[i] = last
        positions[Key(last.constraint)] = Int32(i)
    }
}
