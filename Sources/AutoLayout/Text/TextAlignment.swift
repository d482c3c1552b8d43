/// How the lines of a label sit across its width (UIKit's `NSTextAlignment`).
///
/// ```swift
/// price.textAlignment = .right
/// ```
public enum TextAlignment: Int, Hashable, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Both edges: lines that wrapped are widened at their spaces to the full width; a
    /// paragraph's last line is left-aligned.
    case justified = 3
    /// The leading edge: left in left-to-right text, right in right-to-left (UIKit's default).
    case natural = 4
}
