/// A symbol of the tableau: a variable, a slack, an error, a dummy marker or
/// an objective level, named by its index in the tableau's tables.
struct Symbol: Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    let raw: Int32

    init(_ raw: Int32) { self.raw = raw }
    init(_ index: Int) { raw = Int32(index) }
    init(integerLiteral value: Int32) { raw = value }

    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
    var description: String { String(raw) }

    func hash(into hasher: inout Hasher) { hasher.combine(raw) }

    /// A multiplicative hash instead of SipHash (every cell is a hash table entry): symbols are
    /// small consecutive integers, which it spreads evenly; the seed still varies it per table.
    func _rawHashValue(seed: Int) -> Int {
        let h = (UInt64(UInt32(bitPattern: raw)) ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: UInt(truncatingIfNeeded: h ^ (h >> 32)))
    }
}

extension Int {
    /// The index of a symbol in the tableau's tables.
    @inline(__always) init(_ s: Symbol) { self = Int(s.raw) }
}

/// What a symbol stands for, and so which values it may take.
enum SymbolKind: UInt8 {
    /// A user's variable: any value (a free variable).
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of an optional constraint: at least zero, counted in its level.
    case error
    /// The marker of a required equality: always exactly zero.
    case dummy
    /// The row of one priority level of the objective (never in a cell).
    case objective

    /// Whether the symbol is held at zero or above (slack, error, dummy).
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
    /// Whether a pivot may bring the symbol into the basis.
    var canEnter: Bool { self == .external || self == .slack || self == .error }
}

/// One row of the tableau: `basic = constant + Σ cells[s] · s`, or for an
/// objective level its sum of errors, `Σ cells[s] · s`. Restricted rows and
/// levels hold nonbasic symbols only; a free variable's row may also hold
/// basic free variables of lower rank (see `Tableau+FreeRows`).
struct Row {
    var constant: Double
    var cells: Cells
    /// 0 for a row of nonbasic symbols only; else above the rank of every
    /// basic symbol among its cells (see `Tableau+FreeRows`).
    var rank: Int32 = 0
    /// The largest magnitude among the numbers the constant was computed
    /// from: its rounding is a small multiple of this times 1e-16.
    var magnitude: Double

    init(constant: Double = 0, cells: Cells = Cells()) {
        self.constant = constant
        self.cells = cells
        magnitude = abs(constant)
    }

    @inline(__always) func coefficient(of s: Symbol) -> Double { cells[s] ?? 0 }

    /// Adds `delta` to the coefficient of `s`, dropping the cell if the sum
    /// cancels (see `cancels`); returns whether a kept sum lost digits (drift).
    @discardableResult
    mutating func add(_ delta: Double, to s: Symbol) -> Bool {
        guard delta != 0 else { return false }
        let (old, sum, kept) = Cells.add(delta, to: &cells[s])  // one search of the cells
        return kept && Row.lostDigits(sum, old, delta)
    }

    /// Whether a kept `sum = old + delta` lost more than `suspectedCellCancellation` of its terms.
    @inline(__always) static func lostDigits(_ sum: Double, _ old: Double, _ delta: Double) -> Bool {
        abs(sum) < Tableau.suspectedCellCancellation * max(abs(old), abs(delta))
    }

    typealias ConstantState = (constant: Double, magnitude: Double)

    /// Sets the constant, computed from numbers of at most `magnitude`; returns the old and new state.
    @inline(__always) mutating func setConstant(
        _ value: Double, magnitude: Double
    ) -> (old: ConstantState, new: ConstantState) {
        let old = (constant, self.magnitude)
        constant = value
        self.magnitude = max(self.magnitude, magnitude, abs(value))
        return (old, (constant, self.magnitude))
    }

    /// Adds the cell of `s` times `shift` to the constant.
    @inline(__always) mutating func shiftConstant(
        byCellOf s: Symbol, times shift: Double
    ) -> (old: ConstantState, new: ConstantState) {
        let delta = cells[s]! * shift
        return setConstant(constantSum(constant, delta), magnitude: abs(delta))
    }

    /// Replaces basic `s` by its row `definition`, calling `changed` for each
    /// cell as `Cells.add` does. False, and nothing changes, if `s` is absent.
    @discardableResult
    @inline(__always) mutating func substitute(
        _ s: Symbol, by definition: Row,
        _ changed: (Symbol, Double, Double, Double, Bool) -> Void = { _, _, _, _, _ in }
    ) -> Bool {
        guard let a = cells.removeValue(forKey: s) else { return false }
        addConstant(of: definition, times: a)
        cells.add(definition.cells, times: a, changed)
        return true
    }

    /// Adds `factor` times the constant of `other` to the constant.
    mutating func addConstant(of other: Row, times factor: Double) {
        constant = constantSum(constant, other.constant * factor)
        magnitude = max(magnitude, abs(factor) * other.magnitude)
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        magnitude *= abs(factor)
        cells.scale(by: factor)
    }

    var isFinite: Bool {
        var finite = constant.isFinite
        cells.forEachCell { _, a in if !a.isFinite { finite = false } }  // in place: an iterator copies
        return finite
    }
}

/// Whether `sum = a + b` is a cancellation: zero, or below
/// ``Tolerance/cancellation`` of the larger term, which rounding explains.
@inline(__always) func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    sum == 0 || (abs(sum) <= Tolerance.cancellation * max(abs(a), abs(b)) && sum.isFinite)
}

/// `a + b` for a row's constant (a value): exactly 0 within a few units in
/// the last place of the terms (1e-13 relative), a residue of rounding.
@inline(__always) func constantSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= 1e-13 * max(abs(a), abs(b)) && sum.isFinite ? 0 : sum
}
