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

    /// The hash a dictionary or set of symbols uses: a multiplicative hash
    /// instead of the standard SipHash, which took a third of the time of
    /// building a system (every cell is a hash table entry).
    /// Symbols are small consecutive integers, which it spreads evenly; the
    /// seed still varies it per table.
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
    /// The error of an optional constraint: at least zero, and counted in
    /// the objective of its priority.
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

/// One row of the tableau: `basic = constant + Σ cells[s] · s`, or, for an
/// objective level, the level's sum of errors as `Σ cells[s] · s` plus a
/// constant the solver does not track.
///
/// The cells of a restricted row or an objective level are nonbasic
/// symbols. The row of a free variable may also hold other free variables
/// that are basic, of lower rank (see `Tableau.expanded(_:)`).
///
/// Cells are a sorted list while the row is short, a hash table once long
/// (see `Cells`).
struct Row {
    var constant: Double
    var cells: Cells
    /// For the row of a free variable kept in terms of other free variables'
    /// rows (see `Tableau.expanded(_:)`): above the rank of every basic
    /// symbol among its cells. 0 for a row of nonbasic symbols only.
    var rank: Int32 = 0
    /// The largest magnitude among the numbers the constant was computed
    /// from: its rounding error is a small multiple of this times 1e-16
    /// (see ``Tolerance/feasibility``).
    var magnitude: Double

    init(constant: Double = 0, cells: Cells = Cells()) {
        self.constant = constant
        self.cells = cells
        magnitude = abs(constant)
    }

    /// The coefficient of `s` (0 when absent).
    @inline(__always) func coefficient(of s: Symbol) -> Double { cells[s] ?? 0 }

    /// Adds `delta` to the coefficient of `s`, dropping the cell when the sum
    /// cancels (see ``cancels(_:_:_:)``). Returns whether a sum kept lost
    /// more than `Tableau.suspectedCellCancellation` of its terms' size:
    /// what rounding drift leaves where the exact sum is 0.
    @discardableResult
    mutating func add(_ delta: Double, to s: Symbol) -> Bool {
        guard delta != 0 else { return false }
        let (old, sum, kept) = Cells.add(delta, to: &cells[s])  // one search of the cells
        return kept && Row.lostDigits(sum, old, delta)
    }

    /// Whether `sum = old + delta`, kept, lost more than
    /// `Tableau.suspectedCellCancellation` of its terms' size.
    @inline(__always) static func lostDigits(_ sum: Double, _ old: Double, _ delta: Double) -> Bool {
        abs(sum) < Tableau.suspectedCellCancellation * max(abs(old), abs(delta))
    }

    /// A row's constant and magnitude.
    typealias ConstantState = (constant: Double, magnitude: Double)

    /// Sets the constant to `value`, computed from numbers of at most
    /// `magnitude`; returns the old constant and magnitude, and the new ones.
    @inline(__always) mutating func setConstant(
        _ value: Double, magnitude: Double
    ) -> (old: ConstantState, new: ConstantState) {
        let old = (constant, self.magnitude)
        constant = value
        self.magnitude = max(self.magnitude, magnitude, abs(value))
        return (old, (constant, self.magnitude))
    }

    /// Adds the cell of `s` times `shift` to the constant (`setConstant`
    /// with the product as its magnitude).
    @inline(__always) mutating func shiftConstant(
        byCellOf s: Symbol, times shift: Double
    ) -> (old: ConstantState, new: ConstantState) {
        let delta = cells[s]! * shift
        return setConstant(constantSum(constant, delta), magnitude: abs(delta))
    }

    /// Replaces basic symbol `s` by its row `definition` (`s` = the row's
    /// terms): the cell of `s` goes, its coefficient times `definition`
    /// comes in, `changed` called for each cell as `Cells.add` calls it.
    /// False, and nothing changes, if the row does not hold `s`.
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

    /// Multiplies the constant and every cell by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        magnitude *= abs(factor)
        cells.scale(by: factor)
    }

    /// Whether the constant and every cell are finite.
    var isFinite: Bool { constant.isFinite && cells.allSatisfy(\.value.isFinite) }
}

/// Whether `sum = a + b` is a cancellation: zero, or smaller than the terms
/// by more than ``Tolerance/cancellation`` (relative to the larger term),
/// which rounding alone explains.
@inline(__always) func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    sum == 0 || (abs(sum) <= Tolerance.cancellation * max(abs(a), abs(b)) && sum.isFinite)
}

/// `a + b` for a row's constant (a value): exactly 0 when the sum is within
/// a few units in the last place of the terms (1e-13 relative), the residue
/// of rounding where a value should be 0. A value that is small for real,
/// far above that, is kept.
@inline(__always) func constantSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= 1e-13 * max(abs(a), abs(b)) && sum.isFinite ? 0 : sum
}
