extension VisualFormat {
    /// Checks that `options` fit this format, as UIKit does before building
    /// constraints: alignments must lie across the format's axis (a horizontal
    /// format can align tops, bottoms, centerY and baselines; a vertical one
    /// lefts, rights, leadings, trailings and centerX), only a vertical format
    /// may space baseline to baseline, the direction bits must name a
    /// direction, and no unknown bit may be set. A direction on a vertical
    /// format is allowed and has no effect.
    ///
    /// The error points at column 0, the start of the format (its `H:`/`V:` if written).
    ///
    /// ```swift
    /// let f = try VisualFormat.parse("H:[a]-[b]", viewNames: ["a", "b"])
    /// try f.validate(options: .alignAllTop)     // fine
    /// try f.validate(options: .alignAllLeft)    // throws .invalidOptions
    /// ```
    public func validate(options: FormatOptions) throws(VisualFormatError) {
        func fail(_ message: String) -> VisualFormatError {
            VisualFormatError(code: .invalidOptions, message: message, column: 0, format: format)
        }
        let unknown = options.subtracting(FormatOptions.known)
        guard unknown.isEmpty else {
            throw fail("Unknown format option bits 0x\(String(unknown.rawValue, radix: 16))")
        }
        guard options.direction != nil else {
            throw fail("The direction bits 0x\(String(options.intersection(.directionMask).rawValue, radix: 16)) name no direction")
        }
        let horizontal = orientation == .horizontal
        if let wrong = options.alignments.first(where: { $0.isHorizontal == horizontal }) {
            throw fail(horizontal
                ? "Options mask required views to be aligned on a horizontal edge (\(wrong)), which is not allowed for layout that is also horizontal"
                : "Options mask required views to be aligned on a vertical edge (\(wrong)), which is not allowed for layout that is also vertical")
        }
        if horizontal && options.isBaselineToBaseline {
            throw fail("spacingBaselineToBaseline applies only to a vertical layout")
        }
    }
}
