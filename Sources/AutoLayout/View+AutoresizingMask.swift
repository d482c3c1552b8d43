import Foundation

extension View {
    /// Which of a view's margins and sizes grow or shrink with its superview's bounds (UIKit's
    /// `UIView.AutoresizingMask`). A view that translates its frame into constraints keeps the
    /// margins and sizes that are not flexible; the flexible ones share each change of the
    /// superview's width or height in proportion to their sizes when the frame was set.
    ///
    /// ```swift
    /// banner.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: 44)
    /// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]   // full width, on top
    /// ```
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits, UIKit's values.
        /// e.g. `View.AutoresizingMask(rawValue: 2) == .flexibleWidth   // true`
        public let rawValue: UInt

        /// A mask of these bits (UIKit's values: left margin 1, width 2, right margin 4, top
        /// margin 8, height 16, bottom margin 32).
        /// e.g. `View.AutoresizingMask(rawValue: 18)   // [.flexibleWidth, .flexibleHeight]`
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin absorbs width changes: the view keeps its distance from the right.
        /// e.g. `badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]   // top right corner`
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview's: the view keeps both margins.
        /// e.g. `header.autoresizingMask = .flexibleWidth`
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin absorbs width changes (as with no horizontal flexibility).
        /// e.g. `logo.autoresizingMask = .flexibleRightMargin`
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin absorbs height changes: the view keeps its distance from the bottom.
        /// e.g. `toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]   // pinned to the bottom`
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview's: the view keeps both margins.
        /// e.g. `content.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // fills the superview`
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin absorbs height changes (as with no vertical flexibility).
        /// e.g. `banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]`
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// How much of a change in the superview's extent the origin and the size take on one axis:
        /// the flexible parts among the leading margin, the size and the trailing margin share it in
        /// proportion to their sizes now (evenly when those add up to 0); fixed parts take none.
        func shares(_ axis: LayoutAxis, origin: CGFloat, size: CGFloat, in extent: CGFloat) -> (origin: Double, size: Double) {
            let flags: [AutoresizingMask] = axis == .horizontal
                ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
                : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            let parts = [origin, size, extent - origin - size]
            let flexible = flags.map(contains)
            let count = flexible.filter { $0 }.count
            guard count > 0 else { return (0, 0) }
            let sum = zip(parts, flexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
            func share(_ i: Int) -> Double {
                guard flexible[i] else { return 0 }
                return sum != 0 ? Double(parts[i] / sum) : 1 / Double(count)
            }
            return (share(0), share(1))
        }
    }
}
