/// The solver's tolerance: magnitudes below `epsilon` count as zero.
///
/// What it means: the simplex works in binary floating point, so a
/// coefficient or constant that should cancel to zero can come out as a tiny
/// residue (1e-15 after a few pivots). Any tableau coefficient whose magnitude
/// falls below `epsilon` is dropped, a row constant within `epsilon` of zero
/// counts as zero when deciding feasibility, and an objective coefficient
/// within `epsilon` of zero counts as zero when choosing a pivot. The value,
/// 1e-8, is kiwi's: layout values are points (1e-3 is far below a pixel) and
/// coefficients are small ratios, so real coefficients are never that small.
///
/// What it must not be used for: it is not a promise about the accuracy of
/// results (values are exact for exact inputs up to ordinary rounding, about
/// 1e-12 relative), and it is not a tolerance for comparing values in layout
/// code (round to the pixel grid instead). It does not make priorities
/// approximate: each priority level is compared on its own, never through a
/// weighted sum, so no number of lower-priority errors can add up past it.
public enum Tolerance {
    /// Magnitudes below this count as zero inside the solver.
    public static let epsilon: Double = 1e-8
}

@inline(__always) func nearZero(_ x: Double) -> Bool {
    x < Tolerance.epsilon && x > -Tolerance.epsilon
}
