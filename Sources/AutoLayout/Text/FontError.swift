import Foundation

/// Why a `Font` could not be made.
///
/// ```swift
/// do { _ = try Font(metrics: FixedAdvanceMetrics(advance: 600, lineHeight: 1200), size: -1) }
/// catch { print(error) }   // font size -1.0 is not a finite number >= 0
/// ```
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The point size is negative, infinite or NaN.
    case invalidSize(CGFloat)
    /// The metrics are unusable; the string says which value and why.
    case invalidMetrics(name: String, reason: String)
    /// The font file could not be read from disk.
    case unreadableFile(path: String, reason: String)
    /// The font file was read but is not a valid TrueType/OpenType font.
    case malformedFile(path: String, OpenTypeError)

    public var description: String {
        switch self {
        case let .invalidSize(size):
            return "font size \(size) is not a finite number >= 0"
        case let .invalidMetrics(name, reason):
            return "font metrics '\(name)': \(reason)"
        case let .unreadableFile(path, reason):
            return "cannot read font file \(path): \(reason)"
        case let .malformedFile(path, error):
            return "malformed font file \(path): \(error)"
        }
    }
}
