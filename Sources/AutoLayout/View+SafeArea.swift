import Foundation

extension View {
    /// How far the unsafe parts of the screen (notch, status bar, home indicator) reach into the
    /// view, as of the last layout: a root's from its frame on its screen's
    /// ``Screen/safeAreaInsets``; a subview's, the part of its superview's unsafe edges that its
    /// frame overlaps (UIKit's rule). Zero on a screen without insets.
    ///
    /// ```swift
    /// root.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3,
    ///                      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// root.frame = root.screen.bounds
    /// root.layoutIfNeeded()
    /// root.safeAreaInsets   // top 47, bottom 34
    /// ```
    public var safeAreaInsets: EdgeInsets {
        guard let parent = superview else {
            let screen = screen
            return View.safeAreaInsets(of: frame, in: screen.bounds, insetBy: screen.safeAreaInsets)
        }
        return View.safeAreaInsets(of: frame, in: parent.bounds, insetBy: parent.safeAreaInsets)
    }

    /// A guide for the bounds inset by `safeAreaInsets`, updated by each layout.
    ///
    /// ```swift
    /// toolbar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor).isActive = true
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide { engineGuide(\.safeAreaGuide, named: "safeAreaLayoutGuide") }

    /// A guide for a column of text people can read comfortably: inside the layout margins,
    /// centred in them, and no wider than the readable width of the screen's text size (672
    /// points at Large, see ``readableWidth(for:)``). Its width follows the view's width in each
    /// layout and fitting query (solved again when it moves).
    ///
    /// ```swift
    /// LayoutConstraint.activate([
    ///     body.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
    ///     body.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
    /// ])
    /// ```
    public var readableContentGuide: LayoutGuide { engineGuide(\.readableGuide, named: "readableContentGuide") }

    /// The widest the readable content guide gets at a text size: 672 points at Large (UIKit's
    /// figure), scaled with the body text style's size at other categories (UIKit publishes no
    /// table for them; this is an approximation), rounded to whole points: 553 at xSmall,
    /// 751 at xLarge, 1107 at AX1.
    ///
    /// ```swift
    /// View.readableWidth(for: .large)        // 672
    /// View.readableWidth(for: .extraLarge)   // 751
    /// ```
    public static func readableWidth(for category: ContentSizeCategory) -> CGFloat {
        let body = Font.TextStyle.body.pointSize(for: category)
        return (672 * body / Font.TextStyle.body.pointSize).rounded()
    }

    /// The readable guide's width at a view width: the readable width, or less when the margins are narrower.
    func readableGuideWidth(in width: CGFloat) -> CGFloat {
        let margins = layoutMargins
        let inside = max(0, width - margins.left - margins.right)
        return min(View.readableWidth(for: screen.preferredContentSizeCategory), inside)
    }

    /// The insets of `rect` that fall outside `container` inset by `insets`, each at most the
    /// rect's size on its axis (UIKit's rule for a subview's safe area).
    static func safeAreaInsets(of rect: CGRect, in container: CGRect, insetBy insets: EdgeInsets) -> EdgeInsets {
        func clamp(_ x: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(x, 0), max(limit, 0)) }
        let safe = CGRect(
            x: container.minX + insets.left, y: container.minY + insets.top,
            width: container.width - insets.left - insets.right,
            height: container.height - insets.top - insets.bottom)
        return EdgeInsets(
            top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
            bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
    }
}
