@testable import AutoLayout

/// Shorthands for the visual format tests.
enum VF {
    typealias Predicate = VisualFormat.Predicate

    static let names: Set<String> = [
        "a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField",
        "maroonView", "blueView", "button1", "button2", "flexibleButton",
        "find", "findNext", "findField", "view_2", "_x",
    ]

    static func parse(_ format: String, metrics: [String: Double] = [:]) throws -> VisualFormat {
        try VisualFormat.parse(format, metrics: metrics, viewNames: names)
    }

    /// The error parsing `format` throws, or nil if it parses.
    static func error(_ format: String, metrics: [String: Double] = [:]) -> VisualFormatError? {
        do {
            _ = try VisualFormat.parse(format, metrics: metrics, viewNames: names)
            return nil
        } catch {
            return error
        }
    }

    static func eq(_ value: Double, _ priority: Double = 1000) -> Predicate {
        Predicate(relation: .equal, object: .constant(value), priority: priority)
    }
    static func ge(_ value: Double, _ priority: Double = 1000) -> Predicate {
        Predicate(relation: .greaterThanOrEqual, object: .constant(value), priority: priority)
    }
    static func le(_ value: Double, _ priority: Double = 1000) -> Predicate {
        Predicate(relation: .lessThanOrEqual, object: .constant(value), priority: priority)
    }
    static func view(_ name: String, _ relation: VisualFormat.Relation = .equal,
                     _ priority: Double = 1000) -> Predicate {
        Predicate(relation: relation, object: .view(name), priority: priority)
    }

    static let flush = VisualFormat.Connection(kind: .flush, predicates: [eq(0)])
    static let standard = VisualFormat.Connection(kind: .standard, predicates: [eq(8)])
    static let standardToSuperview = VisualFormat.Connection(kind: .standard, predicates: [eq(20)])
    static func explicit(_ predicates: Predicate...) -> VisualFormat.Connection {
        VisualFormat.Connection(kind: .explicit, predicates: predicates)
    }
}
