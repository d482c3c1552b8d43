import Foundation

extension Font {
    /// The Dynamic Type styles (UIKit's `UIFont.TextStyle`), at the default content size category (Large).
    /// e.g. `let body = Font.preferredFont(forTextStyle: .body)`
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// UIKit's styles, from the largest (34 points) to the smallest (11).
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The style's point size at the Large category: largeTitle 34 ... body 17 ... caption2 11.
        ///
        /// ```swift
        /// Font.TextStyle.body.pointSize   // 17
        /// ```
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }

    /// The system font at a text style's size (UIKit's `preferredFont(forTextStyle:)` at the Large
    /// category; other content size categories and headline's semibold weight are not modelled yet).
    ///
    /// ```swift
    /// label.font = Font.preferredFont(forTextStyle: .body)   // 17 pt
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        systemFont(ofSize: style.pointSize)
    }
}
