import Foundation

/// The screen a hierarchy is shown on: its bounds in points and its scale,
/// the pixels per point (UIKit's `UIScreen`, as a value).
///
/// A view takes its screen from its superview, up to the root; a root with
/// no screen set uses ``Screen/default``. The scale is the pixel grid that
/// fitting sizes and text round up to, and that layout snaps frames to.
/// There is no shared "main screen" to change: set the screen on the roots
/// (or hosts) that need another one, so hierarchies at different scales can
/// live side by side, on any thread.
///
/// ```swift
/// let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
/// cell.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 414, height: 896), scale: 3)
/// cell.contentScaleFactor   // 3, and 3 for every subview that sets none
/// ```
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The screen's rectangle in points.
    /// e.g. `Screen.default.bounds.size   // 375 x 667`
    public var bounds: CGRect
    /// Pixels per point: 1, 2 or 3. A non-positive or non-finite scale counts as 1.
    /// e.g. `Screen(bounds: CGRect(x: 0, y: 0, width: 414, height: 896), scale: 3).scale   // 3`
    public var scale: CGFloat
    /// The user's text size for this screen (default Large): labels with
    /// `adjustsFontForContentSizeCategory` scale their Dynamic Type fonts to it.
    /// e.g. `root.screen.preferredContentSizeCategory = .extraExtraLarge`
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The edges of the bounds that the notch, the status bar and the home indicator cover
    /// (none by default). A root view's safe area is the part of its frame inside the
    /// rest; its subviews' follow (see ``View/safeAreaInsets``).
    ///
    /// ```swift
    /// // An iPhone 14 held in portrait.
    /// var phone = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    /// phone.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// ```
    public var safeAreaInsets: EdgeInsets

    /// A screen of `bounds` (points) at `scale` pixels per point, at a text size (Large unless
    /// given), with the safe area insets given (none unless given).
    ///
    /// ```swift
    /// let plus = Screen(bounds: CGRect(x: 0, y: 0, width: 414, height: 736), scale: 3)
    /// ```
    public init(
        bounds: CGRect, scale: CGFloat, preferredContentSizeCategory: ContentSizeCategory = .large,
        safeAreaInsets: EdgeInsets = .zero
    ) {
        self.bounds = bounds
        self.scale = scale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.safeAreaInsets = safeAreaInsets
    }

    /// 375 x 667 points at 2x (the 4.7-inch iPhone): the screen of every
    /// hierarchy that sets none.
    ///
    /// ```swift
    /// View().screen == .default   // true
    /// ```
    public static let `default` = Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)

    /// The device's screen, for UIKit code that reads `UIScreen.main`: ``default``. There is no
    /// process-wide screen to change; hierarchies take theirs from their roots (see above).
    ///
    /// ```swift
    /// let half = Screen.main.bounds.width * 0.5   // 187.5
    /// ```
    public static var main: Screen { .default }

    /// The scale as a pixel grid: 1 when the scale is not a positive finite number.
    var gridScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    public var description: String {
        "Screen(\(format(bounds.width)) x \(format(bounds.height)) @\(format(scale))x)"
    }
}
