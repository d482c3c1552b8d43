import Foundation

extension NSAttributedString.Key {
    /// The font of a run of text, a `Font` (UIKit's `NSAttributedString.Key.font`, `NSFontAttributeName`).
    ///
    /// ```swift
    /// let attributes: [NSAttributedString.Key: Any] = [.font: Font.systemFont(ofSize: 14)]
    /// ```
    public static let font = NSAttributedString.Key("NSFont")
}

/// The size UIKit's `size(withAttributes:)` gives: the widest line's summed advances by lines x the
/// font's line height, not rounded (UIKit code `ceil`s it). Without a `.font`, 12 pt system text, as UIKit.
private func unroundedSize(of text: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let font = attributes?[.font] as? Font ?? Font.systemFont(ofSize: 12)
    guard !text.isEmpty else { return .zero }
    var widest: CGFloat = 0, lines = 0
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        widest = Swift.max(widest, font.width(of: line))
        lines += 1
    }
    return CGSize(width: widest, height: CGFloat(lines) * font.lineHeight)
}

extension NSString {
    /// The size of the text on unlimited lines with these attributes (UIKit's `NSString` drawing
    /// addition): fractional, as in UIKit, so callers `ceil` it before sizing views.
    ///
    /// ```swift
    /// let size = ("Swift" as NSString).size(withAttributes: [.font: Font.systemFont(ofSize: 14)])
    /// let width = ceil(size.width)
    /// ```
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        unroundedSize(of: self as String, attributes: attrs)
    }
}

extension String {
    /// The size of the text on unlimited lines with these attributes, as `NSString.size(withAttributes:)`.
    ///
    /// ```swift
    /// let width = ceil("Swift".size(withAttributes: [.font: Font.systemFont(ofSize: 14)]).width)
    /// ```
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        unroundedSize(of: self, attributes: attrs)
    }
}
