import Foundation

/// A colour in sRGB with an alpha, components 0...1 (UIKit's `UIColor`).
///
/// Layout never reads colours; views keep them (`backgroundColor`,
/// `Label.textColor`, `layer.borderColor`) for the renderer to draw.
///
/// ```swift
/// cell.backgroundColor = .white
/// label.textColor = Color(red: 50.0/255.0, green: 50.0/255.0, blue: 50.0/255.0, alpha: 1.0)
/// separator.backgroundColor = Color(white: 0.9, alpha: 1)
/// ```
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    /// e.g. `Color.orange.red   // 1`
    public var red: CGFloat
    /// The green component, 0...1.
    /// e.g. `Color.orange.green   // 0.5`
    public var green: CGFloat
    /// The blue component, 0...1.
    /// e.g. `Color.cyan.blue   // 1`
    public var blue: CGFloat
    /// The opacity, 0 (clear) ... 1 (opaque).
    /// e.g. `view.backgroundColor = Color.black.withAlphaComponent(0.5)`
    public var alpha: CGFloat

    /// A colour from its components; each is clamped to 0...1 (NaN counts as 0).
    ///
    /// ```swift
    /// let ink = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    /// ```
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// A grey: `white` 0 is black, 1 is white.
    ///
    /// ```swift
    /// let hairline = Color(white: 0.85, alpha: 1)
    /// ```
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private static func clamped(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// The colour with another alpha.
    ///
    /// ```swift
    /// Color.black.withAlphaComponent(0.5)
    /// ```
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Black (white 0).
    /// e.g. `label.textColor = .black`
    public static let black = Color(white: 0, alpha: 1)
    /// Dark grey (white 1/3).
    /// e.g. `subtitle.textColor = .darkGray`
    public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
    /// Light grey (white 2/3).
    /// e.g. `separator.backgroundColor = .lightGray`
    public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
    /// White (white 1).
    /// e.g. `cell.contentView.backgroundColor = .white`
    public static let white = Color(white: 1, alpha: 1)
    /// Grey (white 1/2).
    /// e.g. `caption.textColor = .gray`
    public static let gray = Color(white: 0.5, alpha: 1)
    /// Red (1, 0, 0).
    /// e.g. `badge.backgroundColor = .red`
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    /// e.g. `status.backgroundColor = .green`
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    /// e.g. `link.textColor = .blue`
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    /// e.g. `highlight.backgroundColor = .cyan`
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    /// e.g. `star.backgroundColor = .yellow`
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    /// e.g. `tag.backgroundColor = .magenta`
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    /// e.g. `button.backgroundColor = .orange`
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    /// e.g. `chip.backgroundColor = .purple`
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    /// e.g. `frameView.backgroundColor = .brown`
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent black.
    /// e.g. `overlay.backgroundColor = .clear`
    public static let clear = Color(white: 0, alpha: 0)
}
