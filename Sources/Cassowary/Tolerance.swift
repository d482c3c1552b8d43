/// The solver's tolerances: when a floating-point number counts as zero.
///
/// A number that should cancel to zero can come out of floating point as a
/// tiny residue (1e-16 after a few pivots). Two rules, each relative to the
/// numbers involved, decide:
///
/// - **Cancellation** (``cancellation``, 1e-9): a coefficient that adding a
///   multiple of one row to another leaves below `cancellation` times the
///   larger term is rounding, stored as exactly 0 (a pivot on it would divide
///   by rounding). No coefficient is dropped otherwise: the user's are never
///   compared with a threshold (`1e-9 * x == 1` gives x = 1e9; `1e-12 * x`
///   next to `1e12 * y` keeps both). The cost: coefficients within 1e-9 of
///   each other are equal where they cancel (`x - 0.9999999999 * y` after
///   `x - y` loses its 1e-10; `x - 0.99999999 * y` keeps its 1e-8). A row's
///   constant (a value) becomes 0 only within a few units in the last place
///   (1e-13 relative). The rule also holds for the objective's costs and
///   their ties in the dual simplex; ratios of the primal ratio test tie only
///   within 1e-12, and a tie goes to the larger pivot.
/// - **Feasibility** (``feasibility``, 1e-9): a required constraint is
///   unsatisfiable only when the row that shows the contradiction is off by
///   more than `feasibility` times the magnitude of what it combines: the
///   constraints' constants, each weighted by its marker's coefficient in the
///   row, and `|c| + Σ |aᵢ · xᵢ|` of the constraint being added or changed,
///   at the current point. The row's constant is judged as those constants
///   combine, not as pivots updated it (for a new equality that held ones
///   imply, with weights refined from the constraints' coefficients, plus
///   what these leave of the variables). It is local to the rows involved: a
///   huge constant elsewhere hides no contradiction. Off by less, it is
///   rounding: the constraint is held, the row set to 0. When a call ends, a
///   changed row's constant that is a cancellation's residue (a millionth of
///   its sources) is replaced by that combination if they differ by rounding
///   only (1e-7 relative), so that a value the constraints make 0 is 0.
/// - **Drift**: a coefficient carries the rounding of every pivot that
///   rewrote it, and a cancellation magnifies it (3712 cancelling to 8 turns
///   5e-12 into 2e-9, past `cancellation`). A call that fails with
///   ``SolverError/numericalFailure(_:)``, or that expanded a row whose terms
///   cancel to a hundredth, kept a cell that lost six digits (or a new row's
///   cell below a millionth of its largest), or left a constraint that
///   refining the values cannot set right, is done again once the rows'
///   coefficients are rebuilt from the constraints' for the current basis
///   (which moves no value, and is kept). Pivots also avoid magnifying drift:
///   phase one enters no symbol whose cost is below a millionth of the
///   largest, and a new row is not solved for a coefficient below a
///   thousandth of its largest.
///
/// These are no promise about the accuracy of results (about 1e-12 relative
/// on well-scaled systems), nor a tolerance for comparing values in layout
/// code (round to the pixel grid). Priorities are never approximate: each
/// level is compared on its own, never through a weighted sum. Numbers that
/// are not finite are refused where they enter, and so is any result that
/// would not fit in a `Double` (``SolverError/invalidNumber(_:)``): the
/// solver never stores an infinity or a NaN.
///
/// ```swift
/// try solver.add(1e-9 * x == 1)
/// solver.value(of: x)   // 1e9
/// ```
public enum Tolerance {
    /// Relative size below which the result of an addition is rounding, and zero.
    /// e.g. `abs(a + b) <= Tolerance.cancellation * max(abs(a), abs(b))   // the sum is rounding: 0`
    public static let cancellation: Double = 1e-9
    /// Relative violation below which a required constraint counts as held.
    /// e.g. `abs(offBy) <= Tolerance.feasibility * magnitude   // rounding: the constraint holds`
    public static let feasibility: Double = 1e-9
}
