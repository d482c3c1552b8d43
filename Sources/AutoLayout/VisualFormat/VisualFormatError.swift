/// Why a visual format string could not be parsed, or why options do not fit
/// it, with the place in the format that caused it.
///
/// `column` is a 0-based offset in `Character`s (grapheme clusters, what a
/// person counts on screen) from the start of `format`; `utf16Column` gives the
/// same place in UTF-16 code units for `NSRange`-style tools. A column equal to
/// the number of characters means "at the end of the format".
///
/// `description` renders the message the way UIKit does, with a caret under
/// the column:
///
/// ```swift
/// do { _ = try VisualFormat.parse("H:|-[button-|", viewNames: ["button"]) }
/// catch { print(error) }
/// // Unable to parse constraint format: 
/// // Expected ']' (or '(' and size predicates) after the view name 'button'
/// // H:|-[button-|
/// //            ^
/// ```
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake this is, for code that wants to react to it.
    /// e.g. `if case VisualFormatError.Code.unknownView = error.code { print("check the view names") }`
    public enum Code: Hashable, Sendable {
        /// The format is empty or holds only whitespace.
        case emptyFormat
        /// A character that cannot appear where it is (including a missing ':' after 'H' or 'V').
        case unexpectedCharacter
        /// The format stops in the middle of a connection or a predicate.
        case unexpectedEnd
        /// A view is not closed by ']'.
        case missingBracket
        /// A predicate list is not closed by ')'.
        case missingParenthesis
        /// A relation other than `==`, `<=` or `>=`.
        case invalidRelation
        /// A priority outside (0, 1000].
        case invalidPriority
        /// A number, or a metric's value, that is not finite or is beyond `VisualFormat.largestNumber`.
        case invalidNumber
        /// A name in brackets that is not one of the view names.
        case unknownView
        /// A name that is not a metric where a metric is required, or (inside a
        /// view's predicates) neither a metric nor a view name.
        case unknownMetric
        /// A name inside a view's predicates that is both a metric and a view name.
        case ambiguousName
        /// A view is required here: `|-|`, `H:`, `[a]-`.
        case expectedView
        /// '|' anywhere but at the start or the end of the views.
        case misplacedSuperview
        /// The same view appears twice in one format.
        case duplicateView
        /// A view's size predicate refers to the view itself, as in `[a(==a)]`.
        case selfReference
        /// A spacing predicate names a view, as in `[a]-(b)-[c]`: only a view's
        /// size may refer to another view.
        case viewInSpacing
        /// Format options that do not fit the format (see `VisualFormat.validate(options:)`).
        case invalidOptions
        /// '|' was used but the views have no common superview (raised by the
        /// code that turns a format into constraints, not by the parser).
        case missingSuperview
    }

    /// What kind of mistake this is.
    /// e.g. `error.code == .missingBracket   // for "H:|-[button-|"`
    public var code: Code
    /// The explanation, one line, without the format and caret.
    /// e.g. `print(error.message)   // "Expected ']' (or '(' and size predicates) after the view name 'button'"`
    public var message: String
    /// 0-based offset in characters (grapheme clusters) of the place the error points at.
    /// e.g. `error.column   // 11 for "H:|-[button-|": under the '-'`
    public var column: Int
    /// The format string as it was given.
    /// e.g. `error.format   // "H:|-[button-|"`
    public var format: String

    /// Makes an error pointing at `column` of `format`.
    ///
    /// ```swift
    /// let e = VisualFormatError(code: .missingSuperview,
    ///     message: "Unable to interpret '|' character, because the related view doesn't have a superview",
    ///     column: 2, format: "H:|[a]")
    /// ```
    public init(code: Code, message: String, column: Int, format: String) {
        self.code = code
        self.message = message
        self.column = column
        self.format = format
    }

    /// The column as an offset in UTF-16 code units from the start of `format`.
    /// e.g. `let range = NSRange(location: error.utf16Column, length: 1)`
    public var utf16Column: Int {
        let clamped = min(max(column, 0), format.count)
        let index = format.index(format.startIndex, offsetBy: clamped)
        return format.utf16.distance(from: format.startIndex, to: index)
    }

    /// The caret line: spaces (tabs where the format has tabs) up to the column, then '^'.
    /// e.g. `print(error.format); print(error.caretLine)   // the format with '^' under the column`
    public var caretLine: String {
        var line = ""
        for (offset, character) in format.enumerated() where offset < column {
            line.append(character == "\t" ? "\t" : " ")
        }
        if column > format.count { line += String(repeating: " ", count: column - format.count) }
        return line + "^"
    }

    public var description: String {
        let heading = code == .invalidOptions
            ? "Invalid options for constraint format: "
            : "Unable to parse constraint format: "
        return "\(heading)\n\(message)\n\(format)\n\(caretLine)"
    }
}
