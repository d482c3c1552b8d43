import Foundation

extension Font {
    /// The Dynamic Type styles (UIKit's `UIFont.TextStyle`).
    /// e.g. `let body = Font.preferredFont(forTextStyle: .body)`
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// UIKit's styles, from the largest (34 points at Large) to the smallest (11).
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The style's point size at the Large category: largeTitle 34 ... body 17 ... caption2 11.
        ///
        /// ```swift
        /// Font.TextStyle.body.pointSize   // 17
        /// ```
        public var pointSize: CGFloat { pointSize(for: .large) }

        /// The style's point size at a content size category, from UIKit's table (unspecified
        /// counts as Large).
        ///
        /// ```swift
        /// Font.TextStyle.body.pointSize(for: .extraSmall)                          // 14
        /// Font.TextStyle.headline.pointSize(for: .accessibilityExtraExtraExtraLarge) // 53
        /// ```
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            let column = category == .unspecified ? 3 : category.rank - 1
            return Self.sizes[self]![column]
        }

        /// Whether UIKit draws the style heavier than regular: headline is semibold.
        var isEmphasized: Bool { self == .headline }

        // iOS Dynamic Type sizes in points, per style, for xSmall, Small, Medium, Large (the
        // default), xLarge, xxLarge, xxxLarge, then the accessibility sizes AX1 to AX5. Source:
        // Apple Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, iPadOS), the
        // same numbers `UIFont.preferredFont(forTextStyle:)` gives on a device at each setting.
        private static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]
    }

    /// The system font for a text style at the Large category (UIKit's
    /// `preferredFont(forTextStyle:)` with the default text size). There is no process-wide text
    /// size here: a label with `adjustsFontForContentSizeCategory` follows its screen's
    /// category, and ``preferredFont(forTextStyle:compatibleWith:)`` takes one.
    ///
    /// Headline, semibold in UIKit, uses the built-in bold face (Liberation Sans has no
    /// semibold); every other style the regular one.
    ///
    /// ```swift
    /// label.font = Font.preferredFont(forTextStyle: .body)   // 17 pt
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for a text style at the traits' content size category (Large when the
    /// traits are nil or leave it unspecified), like UIKit's method of the same name.
    ///
    /// ```swift
    /// let traits = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    /// Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize   // 28
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        let size = style.pointSize(for: traits?.preferredContentSizeCategory ?? .large)
        let font = style.isEmphasized ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
        return font.withTextStyle(style)
    }
}
