import Foundation

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// view.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from each edge, in points; positive values move the edge inwards.
    /// e.g. `EdgeInsets(top: 8, left: 16, bottom: 8, right: 16).left   // 16`
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Insets for each edge; the ones not given are 0.
    ///
    /// ```swift
    /// button.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
    /// ```
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same inset on every edge.
    ///
    /// ```swift
    /// view.layoutMargins = EdgeInsets(all: 16)
    /// ```
    public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No inset on any edge.
    /// e.g. `stack.layoutMargins = .zero`
    public static let zero = EdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets whose horizontal edges follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`): leading is left in left-to-right layouts and
/// right in right-to-left ones.
///
/// ```swift
/// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from each edge, in points; leading and trailing follow the layout direction.
    /// e.g. `DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 20).trailing   // 20`
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Insets for each edge; the ones not given are 0.
    ///
    /// ```swift
    /// let insets = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)
    /// ```
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The same inset on every edge.
    /// e.g. `view.directionalLayoutMargins = DirectionalEdgeInsets(all: 12)`
    public init(all inset: CGFloat) { self.init(top: inset, leading: inset, bottom: inset, trailing: inset) }

    /// No inset on any edge.
    /// e.g. `view.directionalLayoutMargins = .zero`
    public static let zero = DirectionalEdgeInsets()
}

/// The direction in which text and leading/trailing layout run.
/// e.g. `row.effectiveUserInterfaceLayoutDirection == .rightToLeft   // leading is on the right`
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Leading is left (English), or leading is right (Arabic, Hebrew).
    case leftToRight, rightToLeft
}

/// How a view's content chooses its layout direction (UIKit's `UISemanticContentAttribute`).
/// e.g. `row.semanticContentAttribute = .forceRightToLeft`
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follow the superview (the root follows left-to-right).
    case unspecified
    /// Always left-to-right, or always right-to-left, whatever the superview.
    case forceLeftToRight, forceRightToLeft
}

extension CGRect {
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
