/// The objective of the simplex: for each symbol that has ever had one, a
/// coefficient per priority level, compared lexicographically from the
/// highest priority down.
///
/// This is what makes priorities strict. A single weighted sum (kiwi's
/// objective) lets enough errors at 250 outweigh one at 251; a vector never
/// does, because a lower component only matters when every higher one is zero.
///
/// Storage: one `RawArray<Double>` per level, indexed by objective slot
/// (`SymbolData.objectiveSlot`); a level is made the first time a priority
/// is used and never dropped, so a new level adds an array and moves
/// nothing. A coefficient absent at a level is exactly 0, and no stored
/// value is ever near zero: every update goes through ``add(_:level:slot:)``,
/// the same steps a sparse vector of (priority, value) pairs would take, so
/// results do not depend on this layout.
///
/// ```swift
/// var objective = Objective()
/// let slot = objective.newSlot()
/// let level = objective.level(of: 250)
/// objective.add(1, level: level, slot: slot)
/// objective.sign(slot)   // 1
/// objective.deallocate()
/// ```
struct Objective {
    /// The priority of each level, in order of first use.
    private(set) var priorities = RawArray<Double>()
    /// Level indices from the highest priority down.
    private(set) var order = RawArray<Int32>()
    /// `values[level][slot]`: every level holds `room` values, 0 from
    /// `slotCount` on, so that a new slot writes nothing (it appended a 0
    /// to each level, 1.4% of the enaml build).
    private var values = RawArray<RawArray<Double>>()
    /// The number of slots.
    private(set) var slotCount = 0
    /// How many values each level holds: at first `initialRoom`.
    private var room = 0
    /// 2 KiB per level: a small system never widens its levels (widening
    /// from 16 slots cost the enaml build 0.6%: three times five levels
    /// moved and filled).
    private static let initialRoom = 256

    var levelCount: Int { priorities.count }

    /// The level of `priority`, made on first use.
    mutating func level(of priority: Double) -> Int {
        for l in priorities.indices where priorities[l] == priority { return l }
        priorities.append(priority)
        if room == 0 { room = Objective.initialRoom }
        var level = RawArray<Double>(capacity: room)
        level.extend(to: room, with: 0)
        values.append(level)
        let l = Int32(priorities.count - 1)
        var k = order.count
        order.append(l)
        while k > 0, priorities[Int(order[k - 1])] < priority {
            order[k] = order[k - 1]
            k -= 1
        }
        order[k] = l
        return Int(l)
    }

    /// A new slot, zero at every level.
    @inline(__always) mutating func newSlot() -> Int32 {
        if slotCount == room { widen() }
        slotCount += 1
        return Int32(slotCount - 1)
    }

    /// Doubles every level's room, with zeros.
    private mutating func widen() {
        room = max(Objective.initialRoom, 2 * room)
        for l in values.indices { values[l].extend(to: room, with: 0) }
    }

    /// Drops the slots from `count` on (a rollback), zeroing them.
    mutating func removeSlots(from count: Int) {
        for l in values.indices {
            for k in count..<slotCount { values[l][k] = 0 }
        }
        slotCount = count
    }

    @inline(__always) func value(_ slot: Int, level l: Int) -> Double { values[l][slot] }

    /// Sets a value directly (a rollback restoring a saved one).
    @inline(__always) mutating func set(_ value: Double, slot: Int, level l: Int) { values[l][slot] = value }

    /// `old + delta` as a level stores it: a present (non-zero) value plus
    /// `delta`, dropped to 0 when near zero; an absent one becomes `delta`
    /// unless that is near zero.
    @inline(__always) private static func sum(_ old: Double, _ delta: Double) -> Double {
        if old != 0 {
            let v = old + delta
            return nearZero(v) ? 0 : v
        }
        return nearZero(delta) ? 0 : delta
    }

    /// Adds `delta` at level `l` of `slot`.
    @inline(__always) mutating func add(_ delta: Double, level l: Int, slot: Int) {
        values[l][slot] = Objective.sum(values[l][slot], delta)
    }

    /// One non-zero level of a slot (see ``nonzeroLevels(of:into:)``).
    struct LevelCost {
        let level: Int
        let value: Double
    }

    /// Writes the non-zero levels of `slot` into `buffer` (room for
    /// ``levelCount``), in level order; returns how many.
    func nonzeroLevels(of slot: Int, into buffer: UnsafeMutableBufferPointer<LevelCost>) -> Int {
        var n = 0
        for l in values.indices where values[l][slot] != 0 {
            buffer.initializeElement(at: n, to: LevelCost(level: l, value: values[l][slot]))
            n += 1
        }
        return n
    }

    /// `slot += factor · source`, the source given by its non-zero levels:
    /// a row substituted into the objective adds the same source to each
    /// of its symbols, whose levels are read once instead of once each.
    @inline(__always) mutating func add(_ source: UnsafeBufferPointer<LevelCost>, times factor: Double, to slot: Int) {
        for cost in source { add(cost.value * factor, level: cost.level, slot: slot) }
    }

    /// Sets every level of `slot` to 0.
    mutating func clear(_ slot: Int) {
        for l in values.indices { values[l][slot] = 0 }
    }

    func isZero(_ slot: Int) -> Bool {
        for l in values.indices where values[l][slot] != 0 { return false }
        return true
    }

    /// -1, 0 or +1: the sign of the highest non-zero level; 0 for slot -1.
    @inline(__always) func sign(_ slot: Int) -> Int {
        guard slot >= 0 else { return 0 }
        for k in order.indices {
            let v = values[Int(order[k])][slot]
            if v != 0 { return v < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The sign of `slot + factor · source` (slot -1 is zero; `source` is
    /// another slot), computed as ``add(from:times:to:)`` would, without
    /// changing anything.
    func sign(of slot: Int, adding source: Int, times factor: Double) -> Int {
        for k in order.indices {
            let l = Int(order[k])
            let old = slot >= 0 ? values[l][slot] : 0
            let cost = values[l][source]
            let v = cost != 0 ? Objective.sum(old, cost * factor) : old
            if v != 0 { return v < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Lexicographic comparison of `a / da` and `b / db` (da, db > 0; a
    /// slot of -1 is zero): -1, 0 or +1.
    func compare(_ a: Int, over da: Double, _ b: Int, over db: Double) -> Int {
        for k in order.indices {
            let l = Int(order[k])
            let va = a >= 0 ? values[l][a] / da : 0
            let vb = b >= 0 ? values[l][b] / db : 0
            let d = va - vb
            if !nearZero(d) { return d < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The non-zero levels of `slot`, highest priority first.
    func levels(_ slot: Int) -> [(priority: Double, value: Double)] {
        guard slot >= 0 else { return [] }
        return order.compactMap { l in
            let v = values[Int(l)][slot]
            return v != 0 ? (priorities[Int(l)], v) : nil
        }
    }

    mutating func deallocate() {
        for l in values.indices { values[l].deallocate() }
        values.deallocate()
        priorities.deallocate()
        order.deallocate()
        slotCount = 0
        room = 0
    }
}
