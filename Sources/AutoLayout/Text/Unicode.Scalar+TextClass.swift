extension Unicode.Scalar {
    /// East Asian wide or fullwidth: CJK ideographs, Hangul, kana, CJK symbols and punctuation,
    /// fullwidth forms. These take one em when the font lacks them and may break anywhere.
    /// The ranges leave out the few combining marks inside them (U+302A–U+302F, U+3099–U+309A).
    var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x3029, 0x3030...0x303E, 0x3041...0x3098, 0x309B...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F200...0x1F2FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Halfwidth kana and symbols (U+FF61–U+FFDC, U+FFE8–U+FFEE): half an em when missing.
    var isHalfwidthForm: Bool {
        (0xFF61...0xFFDC).contains(value) || (0xFFE8...0xFFEE).contains(value)
    }

    /// Scalars that never advance: combining and enclosing marks, format characters (zero-width
    /// space and joiners, soft hyphen, byte-order mark), controls and variation selectors.
    var hasZeroAdvance: Bool {
        // Fast paths (no property lookup) for Latin and for the wide ranges, which hold no marks.
        if value < 0x300 { return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD }
        if isWide { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return properties.isVariationSelector
        }
    }

    /// Unicode's White_Space property without a property lookup (a fixed, long-stable set).
    var isWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation that must not start a line in CJK text (a small kinsoku set).
    var isCJKClosing: Bool { value >= 0x2025 && Self.cjkClosing.contains(value) }

    /// Opening punctuation that must not end a line in CJK text.
    var isCJKOpening: Bool { value >= 0x3008 && Self.cjkOpening.contains(value) }

    private static let cjkClosing = Set("、。，．：；？！）］｝」』】〕〉》〙〗ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・…‥"
        .unicodeScalars.map(\.value))
    private static let cjkOpening = Set("（［｛「『【〔〈《〘〖".unicodeScalars.map(\.value))

    /// Dashes after which a word may wrap (when letters follow): "well-known" -> "well-" / "known".
    var isBreakingDash: Bool {
        value == 0x2D || value == 0x2010 || value == 0x2013 || value == 0x2014
    }
}
