/// The grammar of a whole line:
///
///     (H:|V:)? (| connection)? view (connection view)* (connection |)?
///
/// Predicates, names and numbers are in `VisualFormatParser+Predicates.swift`.
struct VisualFormatParser {
    var scanner: VisualFormatScanner
    let metrics: [String: Double]
    let isViewName: (String) -> Bool
    private var seenViews: Set<String> = []

    init(format: String, metrics: [String: Double], isViewName: @escaping (String) -> Bool) {
        self.scanner = VisualFormatScanner(format)
        self.metrics = metrics
        self.isViewName = isViewName
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        scanner.skipWhitespace()
        if scanner.isAtEnd {
            throw scanner.error(.emptyFormat,
                "The format is empty; it needs at least one view, as in '[view]'", at: 0)
        }
        let (orientation, prefixed) = try parseOrientation()
        scanner.skipWhitespace()

        var leading: VisualFormat.SuperviewEdge?
        if scanner.current == "|" {
            let column = scanner.position
            scanner.advance()
            let connection = try parseConnection()
            leading = VisualFormat.SuperviewEdge(
                column: column, connection: connection.resolved(nextToSuperview: true))
            scanner.skipWhitespace()
            if scanner.current == "|" {
                throw scanner.error(.expectedView, "Expected a view between the two '|'")
            }
        }
        var views = [try parseView(expecting: leading != nil ? "Expected '[' to start a view"
            : prefixed ? "Expected '|' or '[' after '\(orientation == .horizontal ? "H:" : "V:")'"
            : "Expected 'H:', 'V:', '|' or '[' at the start of the format")]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.SuperviewEdge?

        while true {
            scanner.skipWhitespace()
            guard let next = scanner.current else { break }
            guard next == "-" || next == "[" || next == "|" else {
                throw scanner.error(.unexpectedCharacter,
                    "Expected '-', '[', '|' or the end of the format after the view '\(views.last!.name)'")
            }
            let connection = try parseConnection()
            scanner.skipWhitespace()
            if scanner.current == "[" {
                connections.append(connection.resolved(nextToSuperview: false))
                views.append(try parseView(expecting: "Expected '[' to start a view"))
            } else if scanner.current == "|" {
                let column = scanner.position
                scanner.advance()
                trailing = VisualFormat.SuperviewEdge(
                    column: column, connection: connection.resolved(nextToSuperview: true))
                try expectEndAfterTrailingSuperview(at: column)
                break
            } else if scanner.isAtEnd {
                throw scanner.error(.expectedView, "Expected a view or '|' after the connection")
            } else {
                throw scanner.error(.unexpectedCharacter,
                    "Expected a view or '|' after the connection")
            }
        }
        return VisualFormat(format: scanner.format, orientation: orientation,
                            leadingSuperview: leading, views: views,
                            connections: connections, trailingSuperview: trailing)
    }

    /// `H:` or `V:`, or nothing (horizontal); `prefixed` tells whether it was written.
    private mutating func parseOrientation() throws(VisualFormatError)
        -> (VisualFormat.Orientation, prefixed: Bool)
    {
        guard let letter = scanner.current, letter == "H" || letter == "V" else {
            return (.horizontal, false)
        }
        scanner.advance()
        scanner.skipWhitespace()
        guard scanner.consume(":") else {
            throw scanner.expected(letter == "H"
                ? "Expected ':' after 'H' to specify horizontal arrangement"
                : "Expected ':' after 'V' to specify vertical arrangement")
        }
        return (letter == "H" ? .horizontal : .vertical, true)
    }

    /// After the closing `|` only whitespace may follow.
    private mutating func expectEndAfterTrailingSuperview(at column: Int) throws(VisualFormatError) {
        scanner.skipWhitespace()
        guard let c = scanner.current else { return }
        if c == "-" || c == "[" || c == "|" {
            throw scanner.error(.misplacedSuperview,
                "'|' (the superview) may only appear at the start or the end of the format",
                at: column)
        }
        throw scanner.error(.unexpectedCharacter, "Expected the end of the format after the closing '|'")
    }

    /// `[name]` or `[name(predicates)]`; `missing` is the message when no '[' is here.
    private mutating func parseView(expecting missing: String) throws(VisualFormatError)
        -> VisualFormat.ViewElement
    {
        scanner.skipWhitespace()
        let column = scanner.position
        guard scanner.consume("[") else {
            if scanner.isAtEnd { throw scanner.error(.expectedView, "Expected a view, as in '[view]'") }
            throw scanner.error(.unexpectedCharacter, missing)
        }
        scanner.skipWhitespace()
        let nameColumn = scanner.position
        guard let name = scanner.scanIdentifier() else {
            throw scanner.expected("Expected a view name (a C identifier) after '['")
        }
        guard isViewName(name) else {
            throw scanner.error(.unknownView, "Unable to find view with name '\(name)'", at: nameColumn)
        }
        guard seenViews.insert(name).inserted else {
            throw scanner.error(.duplicateView,
                "The view '\(name)' appears more than once in the format", at: nameColumn)
        }
        scanner.skipWhitespace()
        var predicates: [VisualFormat.Predicate] = []
        if scanner.current == "(" {
            predicates = try parsePredicateList(sizeOf: name)
            scanner.skipWhitespace()
        }
        guard scanner.consume("]") else {
            throw scanner.error(.missingBracket, predicates.isEmpty
                ? "Expected ']' (or '(' and size predicates) after the view name '\(name)'"
                : "Expected ']' to end the view '\(name)' after its predicates")
        }
        return VisualFormat.ViewElement(name: name, predicates: predicates, column: column)
    }

    /// Nothing (flush), `-` (standard), or `-predicate-` / `-(predicates)-`.
    /// A standard connection's predicates are filled in by `resolved(nextToSuperview:)`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        scanner.skipWhitespace()
        guard scanner.consume("-") else { return .init(kind: .flush, predicates: []) }
        scanner.skipWhitespace()
        if scanner.isAtEnd || scanner.current == "[" || scanner.current == "|" {
            return .init(kind: .standard, predicates: [])
        }
        let predicates = scanner.current == "("
            ? try parsePredicateList(sizeOf: nil)
            : [try parsePredicate(sizeOf: nil, parenthesized: false)]
        scanner.skipWhitespace()
        guard scanner.consume("-") else {
            throw scanner.expected("Expected '-' to end the connection")
        }
        return .init(kind: .explicit, predicates: predicates)
    }
}

extension VisualFormat.Connection {
    /// Fills in the spacing of a flush or standard connection, which depends
    /// on whether it touches the superview.
    func resolved(nextToSuperview: Bool) -> Self {
        switch kind {
        case .explicit:
            return self
        case .flush:
            return .init(kind: .flush, predicates: [.init(object: .constant(0))])
        case .standard:
            let spacing = nextToSuperview
                ? VisualFormat.standardSuperviewSpacing : VisualFormat.standardSpacing
            return .init(kind: .standard, predicates: [.init(object: .constant(spacing))])
        }
    }
}
