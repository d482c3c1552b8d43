/// Predicates: `(relation)? object (@priority)?`, alone or in a parenthesised,
/// comma-separated list. `sizeOf` is the view whose size the predicates
/// constrain, or nil for a spacing between neighbours.
extension VisualFormatParser {
    /// `(predicate(,predicate)*)`, starting at '('.
    mutating func parsePredicateList(sizeOf view: String?) throws(VisualFormatError)
        -> [VisualFormat.Predicate]
    {
        _ = scanner.consume("(")
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(sizeOf: view, parenthesized: true))
            scanner.skipWhitespace()
            if scanner.consume(",") { continue }
            if scanner.consume(")") { return predicates }
            throw scanner.error(.missingParenthesis, view == nil
                ? "Expected ',' or ')' after a spacing predicate"
                : "A predicate on a view's size must be followed by ',' or end with ')'")
        }
    }

    /// One predicate. Unparenthesised (`-20-`, `->=8@750-`) the number may not
    /// carry a sign: '-' there ends the connection.
    mutating func parsePredicate(sizeOf view: String?, parenthesized: Bool)
        throws(VisualFormatError) -> VisualFormat.Predicate
    {
        scanner.skipWhitespace()
        let relation = try parseRelation()
        scanner.skipWhitespace()
        let object = try parseObject(sizeOf: view, parenthesized: parenthesized)
        scanner.skipWhitespace()
        var priority = VisualFormat.requiredPriority
        if scanner.consume("@") {
            scanner.skipWhitespace()
            priority = try parsePriority()
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// `==`, `<=`, `>=`, or nothing (`==`).
    private mutating func parseRelation() throws(VisualFormatError) -> VisualFormat.Relation {
        guard let first = scanner.current, "=<>!".contains(first) else { return .equal }
        let column = scanner.position
        scanner.advance()
        guard first != "!", scanner.consume("=") else {
            throw scanner.error(.invalidRelation, "Unknown relation. Must be ==, >=, or <=", at: column)
        }
        switch first {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number, a metric name, or (in a view's size) another view's name.
    private mutating func parseObject(sizeOf view: String?, parenthesized: Bool)
        throws(VisualFormatError) -> VisualFormat.Object
    {
        let column = scanner.position
        if let number = try scanner.scanNumber(allowSign: parenthesized) { return .constant(number) }
        if let name = scanner.scanIdentifier() { return try resolve(name, at: column, sizeOf: view) }
        if !parenthesized, scanner.current == "-" {
            throw scanner.error(.unexpectedCharacter,
                "Expected a number, a metric name or '(' after '-'; write a negative spacing in parentheses, as in -(-5)-")
        }
        if !parenthesized {
            throw scanner.expected("Expected a number, a metric name or '(' after '-'")
        }
        throw scanner.expected(view == nil
            ? "Expected a number or a metric name in the spacing predicate"
            : "Expected a number, a metric name or a view name in the predicate on '\(view!)'")
    }

    /// Looks a name up: always a metric in a spacing; a metric or another view in a size.
    private func resolve(_ name: String, at column: Int, sizeOf view: String?)
        throws(VisualFormatError) -> VisualFormat.Object
    {
        let metric = metrics[name]
        guard let view else {
            if let metric { return .constant(try checked(metric, name: name, at: column)) }
            if isViewName(name) {
                throw scanner.error(.viewInSpacing,
                    "'\(name)' is a view; a spacing must be a number or a metric (only a view's size can refer to another view)",
                    at: column)
            }
            throw scanner.error(.unknownMetric, "'\(name)' is not a key in the metrics dictionary", at: column)
        }
        let isView = isViewName(name)
        if let metric {
            if isView {
                throw scanner.error(.ambiguousName,
                    "'\(name)' is both a metric and a view name; rename one of them", at: column)
            }
            return .constant(try checked(metric, name: name, at: column))
        }
        guard isView else {
            throw scanner.error(.unknownMetric,
                "'\(name)' is neither a key in the metrics dictionary nor a view name", at: column)
        }
        guard name != view else {
            throw scanner.error(.selfReference,
                "The view '\(name)' cannot be sized relative to itself", at: column)
        }
        return .view(name)
    }

    /// `@` was read: a number or a metric in (0, 1000].
    private mutating func parsePriority() throws(VisualFormatError) -> Double {
        let column = scanner.position
        let value: Double
        if let number = try scanner.scanNumber(allowSign: true) {
            value = number
        } else if let name = scanner.scanIdentifier() {
            guard let metric = metrics[name] else {
                throw scanner.error(.unknownMetric,
                    "'\(name)' is not a key in the metrics dictionary", at: column)
            }
            value = try checked(metric, name: name, at: column)
        } else {
            throw scanner.expected("Expected a priority (a number or a metric name) after '@'")
        }
        guard value > 0 && value <= VisualFormat.requiredPriority else {
            throw scanner.error(.invalidPriority,
                "Priority must be greater than 0 and at most 1000, not \(VisualFormat.text(value))",
                at: column)
        }
        return value
    }

    /// A metric's value, which must be finite and within `VisualFormat.largestNumber`.
    private func checked(_ value: Double, name: String, at column: Int) throws(VisualFormatError) -> Double {
        guard value.isFinite else {
            throw scanner.error(.invalidNumber,
                "The metric '\(name)' is \(value), not a finite number", at: column)
        }
        guard abs(value) <= VisualFormat.largestNumber else {
            throw scanner.error(.invalidNumber, "The metric '\(name)' is \(value), too large: spacings and sizes are at most "
                + "\(Int(VisualFormat.largestNumber)) points", at: column)
        }
        return value
    }
}
