/// The generated constraints in the order made, with the place of each by
/// key once a change has looked one up: a change of one view replaces a
/// few of them without reading the others.
struct Arrangement {
    /// The constraints in the order made; nil where one was taken out since.
    private(set) var slots: [LayoutConstraint?] = []
    private var holes = 0
    /// The slot of each constraint by key, made at the first look-up after
    /// the list was made anew; nil when two constraints share a key.
    private var slotByKey: [StackConstraintSpec.Key: Int]?
    private var indexed = false

    /// A list made anew.
    init(_ list: [LayoutConstraint] = []) {
        // Mapped, not converted: an array conversion casts each element dynamically.
        slots = list.map { Optional($0) }
    }

    var constraints: [LayoutConstraint] { holes == 0 ? slots.map { $0! } : slots.compactMap { $0 } }
    var isEmpty: Bool { slots.count == holes }

    /// The slot of the constraint of `key`, if one is held and no two share a key.
    mutating func slot(of key: StackConstraintSpec.Key) -> Int? {
        if !indexed { makeIndex() }
        return slotByKey?[key]
    }

    /// Whether the constraints can be looked up by key (no two share one).
    mutating func isIndexed() -> Bool {
        if !indexed { makeIndex() }
        return slotByKey != nil
    }

    subscript(slot: Int) -> LayoutConstraint { slots[slot]! }

    /// Takes out the constraint in `slot`, whose key is `key` (the other
    /// slots stay where they are until `compactIfSparse`).
    mutating func remove(_ slot: Int, key: StackConstraintSpec.Key) {
        slots[slot] = nil
        slotByKey?[key] = nil
        holes += 1
    }

    /// Closes the holes once they are more than half the slots (the index
    /// is then made again at the next look-up).
    mutating func compactIfSparse() {
        if holes > 16, holes > slots.count / 2 { self = Arrangement(constraints) }
    }

    /// Adds `c`, of `key`, last.
    mutating func append(_ c: LayoutConstraint, key: StackConstraintSpec.Key) {
        slotByKey?[key] = slots.count
        slots.append(c)
    }

    private mutating func makeIndex() {
        indexed = true
        var table: [StackConstraintSpec.Key: Int] = [:]
        table.reserveCapacity(slots.count - holes)
        for (i, c) in slots.enumerated() {
            guard let c, let key = StackConstraintSpec.key(of: c) else { continue }
            guard table.updateValue(i, forKey: key) == nil else { return }
        }
        slotByKey = table
    }
}
