extension VisualFormat {
    /// The largest spacing or size, in points, a format or a metric may give
    /// (either sign): far beyond any screen, and small enough that frames stay
    /// exact and printable. A larger number is an `invalidNumber` error.
    ///
    /// ```swift
    /// try LayoutConstraint.constraints(withVisualFormat: "[a]-1e17-[b]", views: views)
    /// // throws: The number 1e17 is too large: spacings and sizes are at most 1000000 points
    /// ```
    public static let largestNumber: Double = 1_000_000
}
