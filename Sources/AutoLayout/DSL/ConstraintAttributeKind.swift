/// The kind of attributes a maker chain or a ``ConstraintItem`` holds: the
/// type system uses it so that a chain only relates to attributes it can
/// relate to (a vertical position never to a horizontal one).
///
/// Chaining joins kinds: `make.top.bottom` stays ``ConstraintYAxis``,
/// `make.top.left` becomes ``ConstraintMixedAxes``, which relates to numbers,
/// views, guides and items of the same attributes (`other.snp.edges`).
///
/// ```swift
/// make.top.equalTo(title.snp.bottom)   // y to y: compiles
/// // make.top.equalTo(title.snp.left)  // y to x: does not compile
/// ```
public protocol ConstraintAttributeKind {
    /// The kind after chaining a horizontal position.
    /// e.g. `ConstraintYAxis.JoinX.self   // ConstraintMixedAxes: make.top.left`
    associatedtype JoinX: ConstraintAttributeKind
    /// The kind after chaining a vertical position.
    /// e.g. `ConstraintYAxis.JoinY.self   // ConstraintYAxis: make.top.bottom`
    associatedtype JoinY: ConstraintAttributeKind
    /// The kind after chaining a width or height.
    /// e.g. `ConstraintDimension.JoinDimension.self   // ConstraintDimension: make.width.height`
    associatedtype JoinDimension: ConstraintAttributeKind
}

/// Horizontal positions: left, right, leading, trailing, centerX.
///
/// ```swift
/// let x: ConstraintItem<ConstraintXAxis> = avatar.snp.right
/// ```
public enum ConstraintXAxis: ConstraintAttributeKind {
    public typealias JoinX = ConstraintXAxis
    public typealias JoinY = ConstraintMixedAxes
    public typealias JoinDimension = ConstraintMixedAxes
}

/// Vertical positions: top, bottom, centerY and the baselines.
///
/// ```swift
/// let y: ConstraintItem<ConstraintYAxis> = avatar.snp.bottom
/// ```
public enum ConstraintYAxis: ConstraintAttributeKind {
    public typealias JoinX = ConstraintMixedAxes
    public typealias JoinY = ConstraintYAxis
    public typealias JoinDimension = ConstraintMixedAxes
}

/// Sizes: width and height (they may relate to each other, for aspect ratios).
///
/// ```swift
/// make.height.equalTo(image.snp.width).multipliedBy(0.5)
/// ```
public enum ConstraintDimension: ConstraintAttributeKind {
    public typealias JoinX = ConstraintMixedAxes
    public typealias JoinY = ConstraintMixedAxes
    public typealias JoinDimension = ConstraintDimension
}

/// Several attributes of different kinds (`edges`, `center`, `top.left`):
/// they relate to numbers, views, guides and items with the same attributes.
///
/// ```swift
/// make.edges.equalTo(card.snp.edges).inset(8)
/// ```
public enum ConstraintMixedAxes: ConstraintAttributeKind {
    public typealias JoinX = ConstraintMixedAxes
    public typealias JoinY = ConstraintMixedAxes
    public typealias JoinDimension = ConstraintMixedAxes
}
