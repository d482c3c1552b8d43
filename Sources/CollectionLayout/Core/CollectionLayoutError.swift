import Foundation
import AutoLayout

/// Why a layout could not lay out its content, in words a person can act on.
///
/// A layout with a configuration error lays out nothing (zero content size, no elements) and keeps
/// the error in its `error` property; a bad measurement is reported the same way while the element
/// keeps its estimate.
///
/// ```swift
/// layout.minimumLineSpacing = -4
/// layout.prepare()
/// print(layout.error!)   // minimumLineSpacing is -4.0; it must be a finite number >= 0
/// ```
public enum CollectionLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A layout property has a value the layout cannot use.
    case invalidParameter(name: String, value: String, requirement: String)
    /// The data source reported a negative number of sections.
    case invalidSectionCount(Int)
    /// The data source reported a negative number of items in a section.
    case invalidItemCount(section: Int, count: Int)
    /// The sizing returned a size that is not finite and >= 0; the element keeps its estimate.
    case invalidMeasuredSize(IndexPath, CGSize)
    /// An element needs measuring but the layout has no `sizing`; the element keeps its estimate.
    case missingSizing(IndexPath)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .invalidParameter(name, value, requirement):
            "\(name) is \(value); it must be \(requirement)"
        case let .invalidSectionCount(count):
            "the data source reports \(count) sections; it must be >= 0"
        case let .invalidItemCount(section, count):
            "the data source reports \(count) items in section \(section); it must be >= 0"
        case let .invalidMeasuredSize(path, size):
            "the sizing returned \(size.width) x \(size.height) for item \(path); sizes must be finite and >= 0, so the estimate is kept"
        case let .missingSizing(path):
            "item \(path) needs measuring but the layout has no sizing, so its estimate is kept"
        }
    }

    /// A parameter that must be a finite number >= 0.
    static func nonNegative(_ name: @autoclosure () -> String, _ value: CGFloat) -> CollectionLayoutError? {
        value.isFiniteNonNegative ? nil : .invalidParameter(name: name(), value: "\(value)", requirement: "a finite number >= 0")
    }

    /// A size whose sides must be finite numbers >= 0.
    static func nonNegative(_ name: @autoclosure () -> String, _ value: CGSize) -> CollectionLayoutError? {
        value.isFiniteNonNegative
            ? nil
            : .invalidParameter(name: name(), value: "\(value.width) x \(value.height)", requirement: "finite with sides >= 0")
    }

    /// Insets whose sides must be finite numbers >= 0.
    static func nonNegative(_ name: @autoclosure () -> String, _ value: EdgeInsets) -> CollectionLayoutError? {
        value.isValid
            ? nil
            : .invalidParameter(
                name: name(), value: "(\(value.top), \(value.left), \(value.bottom), \(value.right))",
                requirement: "finite on every side and >= 0")
    }
}
