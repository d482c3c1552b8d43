import Foundation

/// The drawing properties of a view's backing layer (the part of Core
/// Animation's `CALayer` that UIKit code sets on `view.layer`).
///
/// Layout never reads them; the renderer draws the view's fill with the
/// rounded corners and border, and clips its subviews when `masksToBounds`.
///
/// ```swift
/// card.layer.cornerRadius = 8
/// card.layer.borderWidth = 1
/// card.layer.borderColor = Color.lightGray
/// card.layer.masksToBounds = true   // the same as card.clipsToBounds = true
/// ```
public final class Layer {
    /// The radius of the rounded corners, in points (0: square corners; negative counts as 0).
    /// e.g. `avatar.layer.cornerRadius = 20   // a circle for a 40 x 40 view`
    public var cornerRadius: CGFloat = 0 {
        didSet { if !(cornerRadius >= 0) { cornerRadius = 0 } }
    }
    /// The width of the border drawn inside the bounds, in points (0: no border; negative counts as 0).
    /// e.g. `card.layer.borderWidth = 1`
    public var borderWidth: CGFloat = 0 {
        didSet { if !(borderWidth >= 0) { borderWidth = 0 } }
    }
    /// The colour of the border (UIKit's default is opaque black).
    /// e.g. `card.layer.borderColor = .lightGray`
    public var borderColor: Color? = .black
    /// Whether sublayers (subviews) are cut to the bounds; the view's `clipsToBounds`.
    /// e.g. `avatar.layer.masksToBounds = true`
    public var masksToBounds = false

    /// A layer with square corners, no border and no clipping.
    ///
    /// ```swift
    /// let layer = Layer()
    /// layer.cornerRadius = 4
    /// ```
    public init() {}
}

/// How a view shows content whose size differs from its bounds (UIKit's
/// `UIView.ContentMode`); the renderer fits an image view's image with it.
///
/// ```swift
/// imageView.contentMode = .scaleAspectFit
/// ```
public enum ContentMode: Int, Sendable, Hashable {
    /// Stretched to the bounds (the default).
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio.
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centred, unscaled.
    case center
    /// Centred at the top, unscaled.
    case top
    /// Centred at the bottom, unscaled.
    case bottom
    /// Centred at the left, unscaled.
    case left
    /// Centred at the right, unscaled.
    case right
    /// At the top-left corner, unscaled.
    case topLeft
    /// At the top-right corner, unscaled.
    case topRight
    /// At the bottom-left corner, unscaled.
    case bottomLeft
    /// At the bottom-right corner, unscaled.
    case bottomRight
}
