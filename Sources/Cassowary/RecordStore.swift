import Synchronization

/// A unique tag per record store (so per solver): never 0, never reused.
private let nextStoreTag = Atomic<Int>(0)

/// The tableau's constraint records: a dense array, each record found from
/// its constraint in O(1) without hashing.
///
/// The first store to hold a constraint claims it: it writes its tag and
/// the record's position into the constraint (`Constraint.holder`,
/// `Constraint.position`). A constraint that another live store has
/// already claimed (one constraint held by two solvers) is found through a
/// small map instead. Why not a map for all: at cards-1000 the map and its
/// key list were 1.8 MB of the solver's 18, and every add, remove and
/// setConstant (so every suggestValue) hashed the constraint.
///
/// The store releases its claims when records go (`remove`, `truncate`,
/// `releaseAll`); the tableau calls `releaseAll` when it is freed.
///
/// The store holds one reference to each constraint it records, taken and
/// dropped by hand: records are plain values (see `ConstraintRecord`), in a
/// `RawArray`. As a `ContiguousArray` of records holding references, each
/// add took about 120 instructions, and freeing a solver a generic destroy
/// per record.
struct RecordStore {
    /// This store's tag, as written into the constraints it claims.
    private let tag = nextStoreTag.add(1, ordering: .relaxed).newValue
    private var items = RawArray<ConstraintRecord>()
    /// Positions of the records whose constraint another store had claimed.
    private var foreign = IntMap<Int32>(ignoringLowBits: 4)

    var count: Int { items.count }

    /// The records in storage order (callers sort them).
    var values: [ConstraintRecord] { Array(items) }

    /// Where the record of `constraint` is stored, or nil; valid until the
    /// next removal. (`mutating` only so that a call through the solver
    /// works on the store in place: a nonmutating call copied it first,
    /// three retains and releases per suggested value.)
    @inline(__always) mutating func index(of constraint: Constraint) -> Int? {
        find(constraint)
    }

    @inline(__always) private func find(_ constraint: Constraint) -> Int? {
        if constraint.holder.load(ordering: .relaxed) == tag { return Int(constraint.position) }
        // (An empty map answers without a probe.)
        return foreign[constraint.key].map(Int.init)
    }

    subscript(constraint: Constraint) -> ConstraintRecord? {
        guard let i = find(constraint) else { return nil }
        return items[i]
    }

    /// The record stored at `index`.
    subscript(at index: Int) -> ConstraintRecord { items[index] }

    /// Adds the record of a constraint the store does not hold.
    mutating func append(_ record: ConstraintRecord) {
        let p = items.count
        _ = record.reference.retain()
        items.append(record)
        place(record.constraint, at: p, claiming: true)
    }

    /// Removes the record of `constraint`, moving the last one into its place.
    @discardableResult
    mutating func remove(_ constraint: Constraint) -> ConstraintRecord? {
        guard let i = find(constraint) else { return nil }
        let record = items[i]
        release(constraint)
        let last = items.count - 1
        if i != last {
            items[i] = items[last]
            place(items[i].constraint, at: i, claiming: false)
        }
        items.removeLast(1)
        // The caller holds `constraint`: the record stays valid.
        Unmanaged.passUnretained(constraint).release()
        return record
    }

    /// Removes the records from position `count` on (a rollback cuts off
    /// the records of its transaction, which were appended).
    mutating func truncate(to count: Int) {
        while items.count > count { remove(items[items.count - 1].constraint) }
    }

    /// Releases every claim (the store is going away).
    mutating func releaseAll() {
        for i in 0..<items.count {
            let constraint = items[i].reference
            constraint._withUnsafeGuaranteedRef { release($0) }
            constraint.release()
        }
        items.deallocate()
        foreign.deallocate()
    }

    /// Sets the constant of the record stored at `index`.
    mutating func setConstant(_ constant: Double, at index: Int) {
        items[index].constant = constant
    }

    /// Notes that `constraint`'s record is at `p`; a new record first
    /// tries to claim the constraint.
    private mutating func place(_ constraint: Constraint, at p: Int, claiming: Bool) {
        if claiming {
            let (claimed, _) = constraint.holder.compareExchange(
                expected: 0, desired: tag, ordering: .relaxed)
            if claimed {
                constraint.position = Int32(p)
                return
            }
        } else if constraint.holder.load(ordering: .relaxed) == tag {
            constraint.position = Int32(p)
            return
        }
        foreign[constraint.key] = Int32(p)
    }

    private mutating func release(_ constraint: Constraint) {
        if constraint.holder.load(ordering: .relaxed) == tag {
            constraint.holder.store(0, ordering: .relaxed)
        } else {
            foreign.removeValue(forKey: constraint.key)
        }
    }
}
