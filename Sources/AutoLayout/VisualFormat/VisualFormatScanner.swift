/// Reads a visual format character by character: whitespace, identifiers and
/// numbers. Positions are offsets in `Character`s, the unit of
/// `VisualFormatError.column`.
struct VisualFormatScanner {
    let format: String
    private let characters: [Character]
    private(set) var position = 0

    init(_ format: String) {
        self.format = format
        self.characters = Array(format)
    }

    var isAtEnd: Bool { position >= characters.count }
    var current: Character? { isAtEnd ? nil : characters[position] }
    var endColumn: Int { characters.count }

    private func character(at offset: Int) -> Character? {
        offset < characters.count ? characters[offset] : nil
    }

    mutating func advance() { position += 1 }

    /// Skips spaces and tabs, which UIKit tolerates between tokens.
    mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\t" { position += 1 }
    }

    /// Consumes `character` if it is the current one.
    mutating func consume(_ character: Character) -> Bool {
        guard current == character else { return false }
        position += 1
        return true
    }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or nil (nothing consumed).
    mutating func scanIdentifier() -> String? {
        guard let first = current, Self.isIdentifierStart(first) else { return nil }
        let start = position
        while let c = current, Self.isIdentifierStart(c) || Self.isDigit(c) { position += 1 }
        return String(characters[start..<position])
    }

    /// A decimal number as `strtod` reads it (digits, optional fraction and
    /// exponent; a leading sign when `allowSign`), or nil (nothing consumed) when
    /// no number starts here. Throws for a number beyond `VisualFormat.largestNumber`.
    mutating func scanNumber(allowSign: Bool) throws(VisualFormatError) -> Double? {
        let start = position
        var offset = position
        if allowSign, let c = character(at: offset), c == "+" || c == "-" { offset += 1 }
        let digitsStart = offset
        while let c = character(at: offset), Self.isDigit(c) { offset += 1 }
        var digitCount = offset - digitsStart
        if character(at: offset) == "." {
            let fractionStart = offset + 1
            var end = fractionStart
            while let c = character(at: end), Self.isDigit(c) { end += 1 }
            if digitCount > 0 || end > fractionStart {
                digitCount += end - fractionStart
                offset = end
            }
        }
        guard digitCount > 0 else { return nil }
        if let e = character(at: offset), e == "e" || e == "E" {
            var end = offset + 1
            if let sign = character(at: end), sign == "+" || sign == "-" { end += 1 }
            let exponentStart = end
            while let c = character(at: end), Self.isDigit(c) { end += 1 }
            if end > exponentStart { offset = end }
        }
        let text = String(characters[start..<offset])
        position = offset
        guard let value = Double(text), value.isFinite else {
            throw error(.invalidNumber, "The number \(text) is too large", at: start)
        }
        guard abs(value) <= VisualFormat.largestNumber else {
            throw error(.invalidNumber, "The number \(text) is too large: spacings and sizes are at most "
                + "\(Int(VisualFormat.largestNumber)) points", at: start)
        }
        return value
    }

    /// An error at `column` (the current position by default).
    func error(_ code: VisualFormatError.Code, _ message: String, at column: Int? = nil)
        -> VisualFormatError
    {
        VisualFormatError(code: code, message: message, column: column ?? position, format: format)
    }

    /// An error for something missing at the current position: `.unexpectedEnd`
    /// at the end of the format, `.unexpectedCharacter` elsewhere.
    func expected(_ message: String) -> VisualFormatError {
        error(isAtEnd ? .unexpectedEnd : .unexpectedCharacter, message)
    }

    static func isDigit(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return a >= 48 && a <= 57
    }

    static func isIdentifierStart(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || a == 95
    }
}
