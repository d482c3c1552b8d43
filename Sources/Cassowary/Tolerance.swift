/// The solver's tolerances: when a floating-point number counts as zero.
///
/// The simplex works in binary floating point, so a coefficient or constant
/// that should cancel to zero can come out as a tiny residue (1e-16 after a
/// few pivots). Two rules, each relative to the numbers involved, decide:
///
/// - **Cancellation** (``cancellation``, 1e-9): when adding a multiple of
///   one row to another gives a coefficient smaller than `cancellation` times
///   the larger of the two terms added, the coefficient is rounding and is
///   stored as exactly 0 (a coefficient that stayed would be a pivot of nothing but
///   rounding, and dividing by it blows values up). This is the only way a
///   coefficient is ever dropped: a coefficient the user gives is never
///   compared with any threshold, so `1e-9 * x == 1` gives x = 1e9, and
///   `1e-12 * x` next to `1e12 * y` keeps both. What it costs: two
///   coefficients that differ by less than 1e-9 of their size are taken as
///   equal where they cancel (`x - 0.9999999999 * y` after `x - y` loses
///   its 1e-10; `x - 0.99999999 * y` keeps its 1e-8). A row's constant (a value)
///   is set to 0 only within a few units in the last place (1e-13 relative),
///   so a small value is kept. The same rule holds for the costs in the
///   objective's priority levels, and decides when two costs tie in the
///   dual simplex; two ratios of the primal ratio test tie
///   only within 1e-12 (the row not chosen goes below zero by as much), and
///   a tie goes to the larger pivot.
/// - **Feasibility** (``feasibility``, 1e-9): a required constraint is
///   reported unsatisfiable only when the row that shows the contradiction
///   is off by more than `feasibility` times the magnitude of what it
///   combines: each constraint's constant weighted by the coefficient of its
///   marker in the row, and the terms of the constraint being added or
///   changed at the current point, `|c| + Σ |aᵢ · xᵢ|` (for a new equality
///   that held required equalities imply, the constants alone, with weights
///   refined from the constraints' coefficients, and what these leave of
///   the variables at the current point). The row's constant
///   is judged as the constraints' constants combine with those weights
///   (not as pivots updated it in place, which gathers their rounding).
///   All of it is local to the rows involved: a huge constant elsewhere
///   hides no contradiction. Off by less, it is rounding: the constraint is
///   held, the row set to 0. The same combination, when a call ends, replaces
///   a changed row's constant that is the residue of a cancellation (a
///   millionth of the numbers it came from) if the two differ by rounding
///   only (1e-7 relative), so that a value the constraints make 0 is 0.
/// - **Drift**: a coefficient carries the rounding of every pivot that
///   rewrote it, and a cancellation multiplies it (a row whose terms of
///   3712 cancel to 8 turns an error of 5e-12 into 2e-9, past
///   `cancellation`). A call is done once more after the rows'
///   coefficients are rebuilt from the constraints' own for the basis the
///   tableau has (two steps of iterative refinement) when it fails with
///   ``SolverError/numericalFailure(_:)``, or succeeds but expanded a row
///   whose terms cancel to a hundredth of their size, kept a cell that
///   lost six digits (or a new row's cell below a millionth of its
///   largest), or left a constraint that refining the values cannot set
///   right. Rebuilding moves no value, constraint or constant, and is kept
///   if the call then fails. Where the numbers differ by orders of
///   magnitude, pivots avoid what drift would magnify: phase one does not
///   enter a symbol whose cost is below a millionth of the largest, and a
///   new row is not solved for a variable whose coefficient is below a
///   thousandth of the row's largest.

/// What these must not be used for: they are not a promise about the
/// accuracy of results (values are exact for exact inputs up to ordinary
/// rounding, about 1e-12 relative on well-scaled systems), and not a
/// tolerance for comparing values in layout code (round to the pixel grid
/// instead). They never make priorities approximate: each priority level is
/// compared on its own, never through a weighted sum.
///
/// Numbers that are not finite are refused where they enter
/// (``SolverError/invalidNumber(_:)``), and so is any operation whose result
/// would not fit in a `Double`: the solver never stores an infinity or a NaN.
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
