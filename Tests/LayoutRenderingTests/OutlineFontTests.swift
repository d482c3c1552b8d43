import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// The bundled font's file, read from the source tree (the same bytes the package ships).
let bundledFontURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/LayoutRendering/Resources/LiberationSans-Regular.ttf")

/// Glyph outlines of the bundled Liberation Sans Regular 2.1.5: the numbers were read from
/// the file with fontTools (`glyf[name].getCoordinates`, `hmtx`), independently of this parser.
@Suite struct OutlineFontTests {
    let font: OutlineFont

    init() throws { font = try OutlineFont.liberationSans() }

    @Test func bundledFontIsTheShippedFile() throws {
        let data = try Data(contentsOf: bundledFontURL)
        #expect(data.count == 410_712)
        #expect(font.name == "LiberationSans")
        #expect(font.metrics.glyphCount == 2620)
        #expect(font.metrics.unitsPerEm == 2048)
        #expect(font.longOffsets)
    }

    /// (character, glyph id, contours, points, advance, first three points (x, y, on curve)).
    static let knownGlyphs: [(Unicode.Scalar, Int, Int, Int, Double, [GlyphOutline.Point])] = [
        ("A", 36, 2, 17, 1366, [.init(x: 1167, y: 0, isOnCurve: true), .init(x: 1006, y: 412, isOnCurve: true),
                                .init(x: 364, y: 412, isOnCurve: true)]),
        ("o", 82, 2, 23, 1139, [.init(x: 1053, y: 542, isOnCurve: true), .init(x: 1053, y: 258, isOnCurve: false),
                                .init(x: 803, y: -20, isOnCurve: false)]),
        ("l", 79, 1, 4, 455, [.init(x: 138, y: 0, isOnCurve: true), .init(x: 138, y: 1484, isOnCurve: true),
                              .init(x: 318, y: 1484, isOnCurve: true)]),
        ("g", 74, 2, 47, 1139, [.init(x: 548, y: -425, isOnCurve: true), .init(x: 371, y: -425, isOnCurve: false),
                                .init(x: 161, y: -286, isOnCurve: false)]),
        ("%", 8, 5, 52, 1821, [.init(x: 1748, y: 434, isOnCurve: true), .init(x: 1748, y: 219, isOnCurve: false),
                               .init(x: 1586, y: -12, isOnCurve: false)]),
        ("?", 34, 2, 35, 1139, [.init(x: 1063, y: 1032, isOnCurve: true), .init(x: 1063, y: 957, isOnCurve: false),
                                .init(x: 1019, y: 839, isOnCurve: false)]),
    ]

    @Test(arguments: 0..<knownGlyphs.count)
    func simpleGlyphs(index: Int) throws {
        let (scalar, glyph, contours, points, advance, start) = Self.knownGlyphs[index]
        #expect(font.glyph(for: scalar) == glyph)
        #expect(font.advance(ofGlyph: glyph) == advance)
        let outline = try #require(try font.outline(for: scalar))
        #expect(outline.contours.count == contours)
        #expect(outline.pointCount == points)
        #expect(Array(outline.contours[0].prefix(3)) == start)
    }

    @Test func boundsOfTheLetterL() throws {
        let bounds = try #require(try font.outline(for: "l")?.bounds)
        #expect(bounds == (138, 0, 318, 1484))
    }

    /// Composites: é is e + acute moved 368 right; ü is u moved 6 right + dieresis moved 237;
    /// Å is A + ring moved (393, 136).
    @Test func compositeGlyphsPlaceTheirComponents() throws {
        let e = try font.outline(for: "e")!, acute = try font.outline(ofGlyph: 118)
        let eacute = try #require(try font.outline(for: "é"))
        #expect(font.glyph(for: "é") == 171)
        #expect(eacute.contours.count == 3 && eacute.pointCount == 32)
        #expect(Array(eacute.contours.prefix(2)) == e.contours)
        #expect(eacute.contours[2] == acute.contours[0].map { .init(x: $0.x + 368, y: $0.y, isOnCurve: $0.isOnCurve) })

        let u = try font.outline(for: "u")!, udieresis = try #require(try font.outline(for: "ü"))
        #expect(udieresis.contours.count == 3 && udieresis.pointCount == 35)
        #expect(udieresis.contours[0] == u.contours[0].map { .init(x: $0.x + 6, y: $0.y, isOnCurve: $0.isOnCurve) })
        #expect(udieresis.bounds! == (139, -20, 1009, 1403))

        let aring = try #require(try font.outline(for: "Å"))
        #expect(aring.contours.count == 4 && aring.pointCount == 41)
        #expect(aring.bounds!.maxY == 1787)
    }

    @Test func notdefIsABox() throws {
        let notdef = try font.outline(ofGlyph: 0)
        #expect(notdef.contours.count == 2 && notdef.pointCount == 8)
        #expect(font.advance(ofGlyph: 0) == 1536)
        #expect(font.glyph(for: "漢") == nil)
        #expect(try font.outline(for: "漢") == nil)
        #expect(try font.outline(for: " ")?.contours == [])
    }

    @Test func glyphIdsOutsideTheFontThrow() {
        #expect(throws: OpenTypeError.invalidValue(table: "glyf", field: "glyph id (numGlyphs 2620)", offset: 0, value: 2620)) {
            try font.outline(ofGlyph: 2620)
        }
        #expect(throws: OpenTypeError.self) { try font.outline(ofGlyph: -1) }
    }

    /// The built-in metrics table was generated from this file: every advance it holds is the
    /// file's, and the vertical metrics agree, so layouts do not change when text is drawn.
    @Test func builtInMetricsAreTheFilesMetrics() {
        let builtIn = LiberationSansMetrics()
        #expect(builtIn.unitsPerEm == font.metrics.unitsPerEm)
        #expect(builtIn.ascender == font.metrics.ascender)
        #expect(builtIn.descender == font.metrics.descender)
        #expect(builtIn.lineGap == font.metrics.lineGap)
        var compared = 0
        for run in LiberationSansMetrics.runs {
            for code in run.first...run.last {
                guard let scalar = Unicode.Scalar(code), let advance = builtIn.advance(for: scalar) else { continue }
                #expect(font.metrics.advance(for: scalar) == advance, "U+\(String(code, radix: 16))")
                compared += 1
            }
        }
        #expect(compared > 1_500)
        let systemFont = Font.systemFont(ofSize: 17), fileFont = try? font.font(ofSize: 17)
        #expect(fileFont?.width(of: "Hummingbird é ü Größe") == systemFont.width(of: "Hummingbird é ü Größe"))
        #expect(fileFont?.lineHeight == systemFont.lineHeight)
    }
}
