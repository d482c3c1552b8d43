import Foundation

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// view.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    public static let zero = EdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets whose horizontal edges follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`): leading is left in left-to-right layouts and
/// right in right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) { self.init(top: inset, leading: inset, bottom: inset, trailing: inset) }

    public static let zero = DirectionalEdgeInsets()
}

/// The direction in which text and leading/trailing layout run.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight, rightToLeft
}

/// How a view's content chooses its layout direction (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follow the superview (the root follows left-to-right).
    case unspecified
    case forceLeftToRight, forceRightToLeft
}

extension CGRect {
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
