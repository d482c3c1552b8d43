import Foundation

extension Font {
    /// The advance of one scalar in points, with the missing-glyph rules of `units(of:in:)`.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 17).advance(for: "漢")   // 17 (one em: CJK fallback)
    /// ```
    public func advance(for scalar: Unicode.Scalar) -> CGFloat {
        CGFloat(units(of: scalar) * scale)
    }

    /// The advance of a grapheme cluster in font units.
    ///
    /// An emoji sequence (an emoji followed by a variation selector, zero-width joiner,
    /// skin-tone modifier or keycap, or a pair of regional indicators, i.e. a flag) renders
    /// as one glyph and counts one em. Any other cluster is the sum of its scalars.
    func units(of character: Character) -> Double {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.value < 128, scalars.count == 1 {
            return asciiUnits[Int(first.value)]
        }
        if scalars.count > 1, Self.isEmojiSequence(scalars) { return metrics.unitsPerEm }
        var total = 0.0
        for scalar in scalars { total += units(of: scalar) }
        return total
    }

    func units(of scalar: Unicode.Scalar) -> Double {
        scalar.value < 128 ? asciiUnits[Int(scalar.value)] : Self.units(of: scalar, in: metrics)
    }

    /// The advance of `scalar` in font units. In order:
    /// 1. a tab advances like a space (tab stops are not modelled);
    /// 2. marks, format characters, controls and variation selectors advance 0 (whatever the font says);
    /// 3. the font's own advance, when it has a glyph and the advance is finite and >= 0;
    /// 4. missing glyphs: wide CJK, Hangul, kana and fullwidth forms, and emoji, one em;
    ///    halfwidth forms half an em; anything else the advance of "?" (half an em if that is missing too).
    static func units(of scalar: Unicode.Scalar, in metrics: any FontMetrics) -> Double {
        if scalar == "\t" { return units(of: " ", in: metrics) }
        if scalar.hasZeroAdvance { return 0 }
        if let advance = metrics.advance(for: scalar), advance.isFinite, advance >= 0 { return advance }
        if scalar.isWide || scalar.properties.isEmojiPresentation { return metrics.unitsPerEm }
        if scalar.isHalfwidthForm { return metrics.unitsPerEm / 2 }
        if let question = metrics.advance(for: "?"), question.isFinite, question >= 0 { return question }
        return metrics.unitsPerEm / 2
    }

    static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }  // flag: regional indicator pair
        return scalars.dropFirst().contains { scalar in
            scalar.value == 0xFE0F || scalar.value == 0x200D || scalar.value == 0x20E3
                || scalar.properties.isEmojiModifier
        }
    }
}
