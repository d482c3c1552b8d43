/// SnapKit's priority names, for code ported from it.
///
/// ```swift
/// make.width.equalTo(100).priority(.high)
/// ```
extension LayoutPriority {
    /// 750, as `defaultHigh`.
    public static let high = LayoutPriority(750)
    /// 500.
    public static let medium = LayoutPriority(500)
    /// 250, as `defaultLow`.
    public static let low = LayoutPriority(250)
}

/// SnapKit's name for priorities.
///
/// ```swift
/// let p: ConstraintPriority = .high
/// ```
public typealias ConstraintPriority = LayoutPriority
