import Foundation

/// Insets on the four sides of a rectangle: UIKit's `UIEdgeInsets`.
///
/// ```swift
/// layout.sectionInset = EdgeInsets(top: 5, left: 15, bottom: 5, right: 5)
/// let all = EdgeInsets(all: 10)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Makes insets from the four values.
    ///
    /// ```swift
    /// let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// ```
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    ///
    /// ```swift
    /// let insets = EdgeInsets(all: 10)
    /// ```
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(all: 0)

    /// Whether every side is a finite number >= 0 (what the layouts accept).
    var isValid: Bool { [top, left, bottom, right].allSatisfy(\.isFiniteNonNegative) }
}

/// Insets whose horizontal sides follow the reading direction: UIKit's `NSDirectionalEdgeInsets`.
///
/// The layouts here place content left to right, so `leading` is the left side.
///
/// ```swift
/// item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading (left) edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing (right) edge.
    public var trailing: CGFloat

    /// Makes insets from the four values.
    ///
    /// ```swift
    /// let insets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    /// ```
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    ///
    /// ```swift
    /// let insets = DirectionalEdgeInsets(all: 5)
    /// ```
    public init(all inset: CGFloat) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(all: 0)

    /// Whether every side is a finite number >= 0.
    var isValid: Bool { [top, leading, bottom, trailing].allSatisfy(\.isFiniteNonNegative) }
}

extension CGFloat {
    /// Finite and >= 0: the requirement for lengths, spacings and insets.
    var isFiniteNonNegative: Bool { isFinite && self >= 0 }
}

extension CGSize {
    /// Both sides finite and >= 0.
    var isFiniteNonNegative: Bool { width.isFiniteNonNegative && height.isFiniteNonNegative }
}
