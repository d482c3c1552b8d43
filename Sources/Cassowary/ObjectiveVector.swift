/// One symbol's coefficient in the objective: a vector with one component per
/// priority level, compared lexicographically from the highest level down.
///
/// This is what makes priorities strict. A single weighted sum (kiwi's
/// objective) lets enough errors at 250 outweigh one at 251; a vector never
/// does, because a lower component only matters when every higher one is zero.
/// Most symbols have one component, so the vector is a small sorted array.
struct ObjectiveVector {
    /// (priority, coefficient), priorities strictly descending, no near-zero coefficients.
    var levels: ContiguousArray<(priority: Double, value: Double)> = []

    var isZero: Bool { levels.isEmpty }

    /// -1, 0 or +1: the sign of the highest non-zero component.
    var sign: Int {
        guard let first = levels.first else { return 0 }
        return first.value < 0 ? -1 : 1
    }

    /// Adds `value` to the component at `priority`.
    mutating func add(_ value: Double, at priority: Double) {
        var i = 0
        while i < levels.count, levels[i].priority > priority { i += 1 }
        if i < levels.count, levels[i].priority == priority {
            let v = levels[i].value + value
            if nearZero(v) { levels.remove(at: i) } else { levels[i].value = v }
        } else if !nearZero(value) {
            levels.insert((priority, value), at: i)
        }
    }

    /// `self += factor · other`.
    mutating func add(_ other: ObjectiveVector, times factor: Double) {
        for (p, v) in other.levels { add(v * factor, at: p) }
    }

    /// Lexicographic comparison of `a / da` and `b / db` (da, db > 0): -1, 0 or +1.
    static func compare(_ a: ObjectiveVector, over da: Double, _ b: ObjectiveVector, over db: Double) -> Int {
        var i = 0
        var j = 0
        while i < a.levels.count || j < b.levels.count {
            let pa = i < a.levels.count ? a.levels[i].priority : -1
            let pb = j < b.levels.count ? b.levels[j].priority : -1
            let p = max(pa, pb)
            let va = pa == p ? a.levels[i].value / da : 0
            let vb = pb == p ? b.levels[j].value / db : 0
            if pa == p { i += 1 }
            if pb == p { j += 1 }
            let d = va - vb
            if !nearZero(d) { return d < 0 ? -1 : 1 }
        }
        return 0
    }
}
