import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// A small deterministic generator (SplitMix64) for the font fuzz.
struct FontFuzzRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}

/// Corrupt font files throw a clear error or draw; they never crash or hang. Truncations
/// and byte flips of the bundled font, aimed at what is read (the directory, head, maxp,
/// hhea, hmtx, cmap, loca and the glyphs drawn), eight hundred cases in about a second.
@Suite struct OutlineFontFuzzTests {
    static let original = [UInt8](try! Data(contentsOf: bundledFontURL))
    static let text = "Aé%gÅ?ü 漢"

    /// Loads `bytes`, decodes the test glyphs and draws the test text; returns whether the
    /// font loaded. Any error must be an `OpenTypeError` with a message.
    static func exercise(_ bytes: [UInt8]) -> Bool {
        let font: OutlineFont
        do { font = try OutlineFont(data: Data(bytes)) } catch {
            #expect(!error.description.isEmpty)
            return false
        }
        for scalar in text.unicodeScalars {
            do { _ = try font.outline(for: scalar) } catch { #expect(!error.description.isEmpty) }
        }
        _ = try? font.outline(ofGlyph: 0)
        if let sized = try? font.font(ofSize: 12) {
            let drawing = Drawing(size: CGSize(width: 120, height: 20), items: [
                .text(text, origin: CGPoint(x: 2, y: 15), font: sized, color: .black,
                      advances: Array(text).indices.map { CGFloat($0) * 10 }),
            ])
            _ = Rasterizer.bitmap(for: drawing, scale: 1)
        }
        return true
    }

    /// Absolute byte ranges worth flipping: the directory and the small tables whole, the
    /// glyphs of the test text, and the `loca` entries that point at them.
    static func targets() throws -> [Range<Int>] {
        let font = try OutlineFont(data: Data(original))
        let directory = font.metrics.directory
        var ranges = [0..<(12 + 16 * directory.entries.count)]
        for entry in directory.entries where ["head", "maxp", "hhea", "cmap", "OS/2"].contains(entry.tag) {
            ranges.append(entry.offset..<(entry.offset + min(entry.length, 4096)))
        }
        for scalar in text.unicodeScalars {
            guard let glyph = font.glyph(for: scalar) else { continue }
            let range = try font.glyphRange(glyph)
            ranges.append((font.glyf.start + range.lowerBound)..<(font.glyf.start + range.upperBound))
            ranges.append((font.loca.start + glyph * 4)..<(font.loca.start + glyph * 4 + 8))
        }
        return ranges.filter { !$0.isEmpty }
    }

    @Test func truncatedFontsThrowOrLoad() {
        var lengths = Array(0..<64) + stride(from: 64, to: 2048, by: 97).map { $0 }
        lengths += stride(from: 2048, to: Self.original.count, by: Self.original.count / 150).map { $0 }
        var loaded = 0
        for length in lengths where Self.exercise(Array(Self.original.prefix(length))) { loaded += 1 }
        #expect(lengths.count > 200)
        #expect(loaded < lengths.count)
    }

    @Test func flippedBytesThrowOrDraw() throws {
        let targets = try Self.targets()
        var random = FontFuzzRandom(state: 0x28B)
        var failures = 0
        for _ in 0..<600 {
            var bytes = Self.original
            for _ in 0..<(1 + random.below(4)) {
                let range = targets[random.below(targets.count)]
                let at = range.lowerBound + random.below(range.count)
                bytes[at] = random.below(3) == 0 ? [0x00, 0xFF, 0x80, 0x7F][random.below(4)] : UInt8(random.below(256))
            }
            if !Self.exercise(bytes) { failures += 1 }
        }
        #expect(failures > 0)
    }

    @Test func messagesNameTheTable() {
        let cut = Array(Self.original.prefix(1000))
        #expect(throws: OpenTypeError.self) { try OutlineFont(data: Data(cut)) }
        do { _ = try OutlineFont(data: Data(cut)) } catch {
            #expect(error.description.contains("table"), "\(error)")
        }
    }
}
