import Testing
@testable import AutoLayout

/// Every kind of mistake, with the exact column the error points at.
@Suite struct VisualFormatErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var code: VisualFormatError.Code
        var column: Int
        var message: String? = nil
        var metrics: [String: Double] = [:]
        var testDescription: String { "\(format) -> \(code) at \(column)" }
    }

    static let cases: [Case] = [
        // empty
        .init(format: "", code: .emptyFormat, column: 0),
        .init(format: "   ", code: .emptyFormat, column: 0),
        // orientation
        .init(format: "V|[a]", code: .unexpectedCharacter, column: 1,
              message: "Expected ':' after 'V' to specify vertical arrangement"),
        .init(format: "H", code: .unexpectedEnd, column: 1,
              message: "Expected ':' after 'H' to specify horizontal arrangement"),
        .init(format: "h:[a]", code: .unexpectedCharacter, column: 0,
              message: "Expected 'H:', 'V:', '|' or '[' at the start of the format"),
        .init(format: "V:a", code: .unexpectedCharacter, column: 2,
              message: "Expected '|' or '[' after 'V:'"),
        // missing views
        .init(format: "H:", code: .expectedView, column: 2),
        .init(format: "|-|", code: .expectedView, column: 2,
              message: "Expected a view between the two '|'"),
        .init(format: "||", code: .expectedView, column: 1),
        .init(format: "|-", code: .expectedView, column: 2),
        .init(format: "|-%", code: .unexpectedCharacter, column: 2,
              message: "Expected a number, a metric name or '(' after '-'"),
        .init(format: "|-5-a", code: .unexpectedCharacter, column: 4,
              message: "Expected '[' to start a view"),
        .init(format: "[a]-", code: .expectedView, column: 4,
              message: "Expected a view or '|' after the connection"),
        .init(format: "[a]-10-", code: .expectedView, column: 7),
        // brackets and parentheses
        .init(format: "[a", code: .missingBracket, column: 2),
        .init(format: "H:|-[button-|", code: .missingBracket, column: 11,
              message: "Expected ']' (or '(' and size predicates) after the view name 'button'"),
        .init(format: "[a(50)", code: .missingBracket, column: 6),
        .init(format: "[a(50)x]", code: .missingBracket, column: 6,
              message: "Expected ']' to end the view 'a' after its predicates"),
        .init(format: "[a(50]", code: .missingParenthesis, column: 5,
              message: "A predicate on a view's size must be followed by ',' or end with ')'"),
        .init(format: "[a(>=50", code: .missingParenthesis, column: 7),
        .init(format: "[a]-(5-[b]", code: .missingParenthesis, column: 6,
              message: "Expected ',' or ')' after a spacing predicate"),
        // view names
        .init(format: "[]", code: .unexpectedCharacter, column: 1,
              message: "Expected a view name (a C identifier) after '['"),
        .init(format: "[1a]", code: .unexpectedCharacter, column: 1),
        .init(format: "[x]", code: .unknownView, column: 1,
              message: "Unable to find view with name 'x'"),
        .init(format: "|-[a]-[missing]", code: .unknownView, column: 7),
        .init(format: "[a]-[a]", code: .duplicateView, column: 5,
              message: "The view 'a' appears more than once in the format"),
        .init(format: "[a(==a)]", code: .selfReference, column: 5),
        // relations
        .init(format: "[a(=50)]", code: .invalidRelation, column: 3,
              message: "Unknown relation. Must be ==, >=, or <="),
        .init(format: "[a(<50)]", code: .invalidRelation, column: 3),
        .init(format: "[a(=>50)]", code: .invalidRelation, column: 3),
        .init(format: "[a(!=50)]", code: .invalidRelation, column: 3),
        .init(format: "[a]-(=<8)-[b]", code: .invalidRelation, column: 5),
        .init(format: "[a(>=)]", code: .unexpectedCharacter, column: 5,
              message: "Expected a number, a metric name or a view name in the predicate on 'a'"),
        // priorities
        .init(format: "[a(50@0)]", code: .invalidPriority, column: 6,
              message: "Priority must be greater than 0 and at most 1000, not 0"),
        .init(format: "[a(50@1001)]", code: .invalidPriority, column: 6),
        .init(format: "[a(50@-5)]", code: .invalidPriority, column: 6),
        .init(format: "[a(50@p)]", code: .invalidPriority, column: 6, metrics: ["p": 2000]),
        .init(format: "[a(50@)]", code: .unexpectedCharacter, column: 6,
              message: "Expected a priority (a number or a metric name) after '@'"),
        .init(format: "[a(50@q)]", code: .unknownMetric, column: 6),
        // metrics and names
        .init(format: "|-gap-[a]", code: .unknownMetric, column: 2,
              message: "'gap' is not a key in the metrics dictionary"),
        .init(format: "[a(w)]", code: .unknownMetric, column: 3,
              message: "'w' is neither a key in the metrics dictionary nor a view name"),
        .init(format: "[a]-(b)-[c]", code: .viewInSpacing, column: 5),
        .init(format: "[a(b)]", code: .ambiguousName, column: 3, metrics: ["b": 1]),
        .init(format: "[a(m)]", code: .invalidNumber, column: 3, metrics: ["m": .nan]),
        .init(format: "[a(1e999)]", code: .invalidNumber, column: 3,
              message: "The number 1e999 is too large"),
        // superview placement and stray characters
        .init(format: "[a]|-[b]", code: .misplacedSuperview, column: 3,
              message: "'|' (the superview) may only appear at the start or the end of the format"),
        .init(format: "|[a]||", code: .misplacedSuperview, column: 4),
        .init(format: "[a]|x", code: .unexpectedCharacter, column: 4),
        .init(format: "[a]x", code: .unexpectedCharacter, column: 3,
              message: "Expected '-', '[', '|' or the end of the format after the view 'a'"),
        .init(format: "[a](5)", code: .unexpectedCharacter, column: 3),
        // connections
        .init(format: "[a]--5-[b]", code: .unexpectedCharacter, column: 4,
              message: "Expected a number, a metric name or '(' after '-'; write a negative spacing in parentheses, as in -(-5)-"),
        .init(format: "[a]-+5-[b]", code: .unexpectedCharacter, column: 4),
        .init(format: "[a]-5[b]", code: .unexpectedCharacter, column: 5,
              message: "Expected '-' to end the connection"),
        .init(format: "[a]-(5)[b]", code: .unexpectedCharacter, column: 7),
        .init(format: "[a]-(5)", code: .unexpectedEnd, column: 7),
        .init(format: "[a]-()-[b]", code: .unexpectedCharacter, column: 5,
              message: "Expected a number or a metric name in the spacing predicate"),
        .init(format: "[a(50,)]", code: .unexpectedCharacter, column: 6),
        .init(format: "[a(50px)]", code: .missingParenthesis, column: 5),
        // columns count characters, not bytes
        .init(format: "[a]-(🙂)-[b]", code: .unexpectedCharacter, column: 5),
        .init(format: "[é]", code: .unexpectedCharacter, column: 1),
    ]

    @Test(arguments: cases)
    func error(_ c: Case) throws {
        let error = try #require(VF.error(c.format, metrics: c.metrics))
        #expect(error.code == c.code)
        #expect(error.column == c.column)
        #expect(error.format == c.format)
        if let message = c.message { #expect(error.message == message) }
    }

    @Test func descriptionPointsAtTheColumnLikeUIKit() throws {
        let error = try #require(VF.error("H:|-[button]-|("))
        #expect(error.code == .unexpectedCharacter)
        #expect(error.description == """
            Unable to parse constraint format: \nExpected the end of the format after the closing '|'
            H:|-[button]-|(
                          ^
            """)
    }

    @Test func caretAtTheEndOfTheFormat() throws {
        let error = try #require(VF.error("[a"))
        #expect(error.caretLine == "  ^")
        #expect(error.description.hasSuffix("\n[a\n  ^"))
    }

    @Test func caretKeepsTabs() throws {
        let error = try #require(VF.error("\t[a]x"))
        #expect(error.column == 4)
        #expect(error.caretLine == "\t   ^")
    }

    @Test func utf16Column() {
        let error = VisualFormatError(code: .unexpectedCharacter, message: "m", column: 2, format: "🙂🙂x")
        #expect(error.utf16Column == 4)
        #expect(error.caretLine == "  ^")
    }
}
