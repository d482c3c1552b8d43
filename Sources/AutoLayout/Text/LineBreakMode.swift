/// How text that does not fit is wrapped or cut: UIKit's `NSLineBreakMode`.
///
/// As in `UILabel`, every mode wraps lines at word boundaries (`.byCharWrapping` at any
/// character); the modes differ only on the last allowed line when `numberOfLines` cuts text off:
/// the wrapping modes and `.byClipping` drop what follows, the truncating modes put "…" into
/// that line (at its end, start or middle) so that it fits the width.
///
/// ```swift
/// let layout = TextLayout(text: "Hello world", font: .fixedAdvance(), maxWidth: 60,
///                         numberOfLines: 1, lineBreakMode: .byTruncatingTail)
/// layout.lines[0].text   // "Hello…"
/// ```
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries; a word longer than the line breaks between characters.
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Wrap at words; lines beyond `numberOfLines` are not shown.
    case byClipping = 2
    /// Wrap at words; the last line starts with "…": "…the lazy dog".
    case byTruncatingHead = 3
    /// Wrap at words; the last line ends with "…": "The quick bro…".
    case byTruncatingTail = 4
    /// Wrap at words; the last line keeps its start and end: "The qu…y dog".
    case byTruncatingMiddle = 5

    /// Whether the mode puts an ellipsis into the last line when text is cut off.
    var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
        case .byWordWrapping, .byCharWrapping, .byClipping: return false
        }
    }
}
