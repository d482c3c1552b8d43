import Foundation

extension String {
    /// The size of the text on unlimited lines, like `NSString.size(withAttributes: [.font: font])`
    /// rounded up with `ceil` as UIKit code does before sizing views: the widest line's summed
    /// advances (spaces included, trailing ones too) by lines x `font.lineHeight`, each `ceil`ed.
    /// Newlines start new lines; the empty string measures (0, 0).
    ///
    /// ```swift
    /// "Hello".size(withFont: .fixedAdvance(characterWidth: 10, lineHeight: 20))   // (50, 20)
    /// ```
    public func size(withFont font: Font) -> CGSize {
        guard !isEmpty else { return .zero }
        var widest: CGFloat = 0, lines = 0
        for line in split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            widest = Swift.max(widest, font.width(of: line))
            lines += 1
        }
        return CGSize(width: widest.rounded(.up), height: CGFloat(Double(lines) * font.lineUnits * font.scale).rounded(.up))
    }
}
