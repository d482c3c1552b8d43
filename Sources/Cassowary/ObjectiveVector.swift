/// One symbol's coefficient in the objective: a vector with one component per
/// priority level, compared lexicographically from the highest level down.
///
/// This is what makes priorities strict. A single weighted sum (kiwi's
/// objective) lets enough errors at 250 outweigh one at 251; a vector never
/// does, because a lower component only matters when every higher one is zero.
///
/// Nearly every symbol has one or two components, so up to two live inline
/// (no allocation when the vector is made, copied or updated); more move to
/// an array.
struct ObjectiveVector {
    typealias Level = (priority: Double, value: Double)

    /// Number of components; they live in `l0`, `l1` while at most two,
    /// otherwise all in `spill`.
    private(set) var count = 0
    private var l0: Level = (0, 0)
    private var l1: Level = (0, 0)
    private var spill: ContiguousArray<Level>?

    init() {}

    /// The components, priorities strictly descending, no near-zero values.
    var levels: ContiguousArray<Level> {
        if let s = spill { return s }
        return ContiguousArray([l0, l1].prefix(count))
    }

    @inline(__always) func level(_ i: Int) -> Level {
        if let s = spill { return s[i] }
        return i == 0 ? l0 : l1
    }

    var isZero: Bool { count == 0 }

    /// -1, 0 or +1: the sign of the highest non-zero component.
    var sign: Int {
        guard count > 0 else { return 0 }
        return level(0).value < 0 ? -1 : 1
    }

    /// Adds `value` to the component at `priority`.
    mutating func add(_ value: Double, at priority: Double) {
        if spill != nil {
            addSpilled(value, at: priority)
            return
        }
        var i = 0
        while i < count, level(i).priority > priority { i += 1 }
        if i < count, level(i).priority == priority {
            let v = level(i).value + value
            if nearZero(v) {
                if i == 0 { l0 = l1 }
                l1 = (0, 0)
                count -= 1
            } else if i == 0 {
                l0.value = v
            } else {
                l1.value = v
            }
        } else if !nearZero(value) {
            let new: Level = (priority, value)
            switch (count, i) {
            case (0, _): l0 = new
            case (1, 0): l1 = l0; l0 = new
            case (1, _): l1 = new
            default:
                var s: ContiguousArray<Level> = [l0, l1]
                s.insert(new, at: i)
                spill = s
                l0 = (0, 0); l1 = (0, 0)
            }
            count += 1
        }
    }

    /// `add(_:at:)` on the array form; back inline once two components are left.
    private mutating func addSpilled(_ value: Double, at priority: Double) {
        var s = spill!
        spill = nil
        var i = 0
        while i < s.count, s[i].priority > priority { i += 1 }
        if i < s.count, s[i].priority == priority {
            let v = s[i].value + value
            if nearZero(v) { s.remove(at: i) } else { s[i].value = v }
        } else if !nearZero(value) {
            s.insert((priority, value), at: i)
        }
        count = s.count
        if s.count <= 2 {
            l0 = s.count > 0 ? s[0] : (0, 0)
            l1 = s.count > 1 ? s[1] : (0, 0)
        } else {
            spill = s
        }
    }

    /// `self += factor · other`.
    mutating func add(_ other: ObjectiveVector, times factor: Double) {
        for i in 0..<other.count {
            let (p, v) = other.level(i)
            add(v * factor, at: p)
        }
    }

    /// Lexicographic comparison of `a / da` and `b / db` (da, db > 0): -1, 0 or +1.
    static func compare(_ a: ObjectiveVector, over da: Double, _ b: ObjectiveVector, over db: Double) -> Int {
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let pa = i < a.count ? a.level(i).priority : -1
            let pb = j < b.count ? b.level(j).priority : -1
            let p = max(pa, pb)
            let va = pa == p ? a.level(i).value / da : 0
            let vb = pb == p ? b.level(j).value / db : 0
            if pa == p { i += 1 }
            if pb == p { j += 1 }
            let d = va - vb
            if !nearZero(d) { return d < 0 ? -1 : 1 }
        }
        return 0
    }
}
