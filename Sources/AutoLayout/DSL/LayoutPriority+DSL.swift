/// SnapKit's priority names, for code ported from it.
///
/// ```swift
/// make.width.equalTo(100).priority(.high)
/// ```
extension LayoutPriority {
    /// 750, as `defaultHigh`.
    /// e.g. `make.width.equalTo(120).priority(.high)`
    public static let high = LayoutPriority(750)
    /// 500.
    /// e.g. `make.width.equalTo(120).priority(.medium)`
    public static let medium = LayoutPriority(500)
    /// 250, as `defaultLow`.
    /// e.g. `make.width.equalTo(120).priority(.low)`
    public static let low = LayoutPriority(250)
}

/// SnapKit's name for priorities.
///
/// ```swift
/// let p: ConstraintPriority = .high
/// ```
public typealias ConstraintPriority = LayoutPriority
