extension VisualFormat: CustomStringConvertible {
    /// The format written canonically: orientation always given, metrics
    /// replaced by their numbers, relations always written inside parentheses,
    /// priorities only when not required. Parsing it again with the same view
    /// names gives the same views, connections and predicates.
    ///
    /// ```swift
    /// try VisualFormat.parse("|-m-[a(>=50)][b]", metrics: ["m": 20], viewNames: ["a", "b"]).description
    /// // "H:|-20-[a(>=50)][b]"
    /// ```
    public var description: String {
        var text = orientation == .horizontal ? "H:" : "V:"
        if let leadingSuperview { text += "|" + Self.text(leadingSuperview.connection) }
        for (index, view) in views.enumerated() {
            if index > 0 { text += Self.text(connections[index - 1]) }
            text += "[" + view.name
            if !view.predicates.isEmpty {
                text += "(" + view.predicates.map(\.description).joined(separator: ",") + ")"
            }
            text += "]"
        }
        if let trailingSuperview { text += Self.text(trailingSuperview.connection) + "|" }
        return text
    }

    private static func text(_ connection: Connection) -> String {
        switch connection.kind {
        case .flush: return ""
        case .standard: return "-"
        case .explicit:
            if connection.predicates.count == 1, let only = connection.predicates.first,
               only.relation == .equal, only.priority == requiredPriority,
               case let .constant(value) = only.object, value >= 0 {
                return "-" + text(value) + "-"
            }
            return "-(" + connection.predicates.map(\.description).joined(separator: ",") + ")-"
        }
    }
}

extension VisualFormat.Predicate: CustomStringConvertible {
    /// The predicate as a format writes it: `>=50`, `==b@750`.
    public var description: String {
        let relationText: String
        switch relation {
        case .equal: relationText = "=="
        case .lessThanOrEqual: relationText = "<="
        case .greaterThanOrEqual: relationText = ">="
        }
        let objectText: String
        switch object {
        case let .constant(value): objectText = VisualFormat.text(value)
        case let .view(name): objectText = name
        }
        let priorityText = priority == VisualFormat.requiredPriority ? "" : "@" + VisualFormat.text(priority)
        return relationText + objectText + priorityText
    }
}
