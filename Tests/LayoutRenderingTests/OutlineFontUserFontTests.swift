import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// A tiny TrueType file with outlines, built byte by byte: 1000 units per em; glyph 1 (漢) is
/// a square ring (800 wide, a 400 hole), glyph 2 (字) is glyph 1 halved and moved 250 right,
/// glyph 3 (一) is a composite of itself.
enum GlyphFontBuilder {
    struct Bytes {
        var bytes: [UInt8] = []
        mutating func u16(_ v: Int) { bytes += [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        mutating func u32(_ v: Int) { u16(v >> 16); u16(v & 0xFFFF) }
    }

    static func square(_ lo: Int, _ hi: Int, clockwise: Bool) -> [(Int, Int)] {
        clockwise ? [(lo, lo), (lo, hi), (hi, hi), (hi, lo)] : [(lo, lo), (hi, lo), (hi, hi), (lo, hi)]
    }

    static func simpleGlyph(_ contours: [[(Int, Int)]]) -> [UInt8] {
        var b = Bytes()
        b.u16(contours.count); b.u16(0); b.u16(0); b.u16(1000); b.u16(1000)
        var end = -1
        for contour in contours { end += contour.count; b.u16(end) }
        b.u16(0)   // no instructions
        let points = contours.joined()
        b.bytes += Array(repeating: 0x01, count: points.count)   // on curve, 2-byte deltas
        var last = 0
        for p in points { b.u16((p.0 - last) & 0xFFFF); last = p.0 }
        last = 0
        for p in points { b.u16((p.1 - last) & 0xFFFF); last = p.1 }
        return b.bytes
    }

    static func compositeGlyph(of glyph: Int, dx: Int, scale: Double?) -> [UInt8] {
        var b = Bytes()
        b.u16(0xFFFF); b.u16(0); b.u16(0); b.u16(1000); b.u16(1000)
        b.u16(0x0001 | 0x0002 | (scale == nil ? 0 : 0x0008)); b.u16(glyph); b.u16(dx); b.u16(0)
        if let scale { b.u16(Int(scale * 16384)) }
        return b.bytes
    }

    static func data() -> Data {
        let ring = simpleGlyph([square(100, 900, clockwise: true), square(300, 700, clockwise: false)])
        let glyphs: [[UInt8]] = [[], ring, compositeGlyph(of: 1, dx: 250, scale: 0.5), compositeGlyph(of: 3, dx: 0, scale: nil)]
        var glyf: [UInt8] = [], loca = Bytes()
        for glyph in glyphs {
            loca.u32(glyf.count)
            glyf += glyph + Array(repeating: 0, count: glyph.count % 2)
        }
        loca.u32(glyf.count)
        var head = Bytes()
        head.u32(0x0001_0000); head.u32(0x0001_0000); head.u32(0); head.u32(0x5F0F_3CF5); head.u16(0); head.u16(1000)
        head.bytes += Array(repeating: 0, count: 50 - head.bytes.count); head.u16(1); head.u16(0)
        var hhea = Bytes()
        hhea.u32(0x0001_0000); hhea.u16(880); hhea.u16(-120 & 0xFFFF); hhea.u16(0)
        hhea.bytes += Array(repeating: 0, count: 34 - hhea.bytes.count); hhea.u16(4)
        var maxp = Bytes()
        maxp.u32(0x0000_5000); maxp.u16(4)
        var hmtx = Bytes()
        for _ in 0..<4 { hmtx.u16(1000); hmtx.u16(0) }
        var cmap = Bytes()
        let mapping = [(0x4E00, 3), (0x5B57, 2), (0x6F22, 1)]
        cmap.u16(0); cmap.u16(1); cmap.u16(3); cmap.u16(10); cmap.u32(12)
        cmap.u16(12); cmap.u16(0); cmap.u32(16 + 12 * mapping.count); cmap.u32(0); cmap.u32(mapping.count)
        for (code, glyph) in mapping { cmap.u32(code); cmap.u32(code); cmap.u32(glyph) }
        let tables: [(String, [UInt8])] = [("cmap", cmap.bytes), ("glyf", glyf), ("head", head.bytes), ("hhea", hhea.bytes),
                                          ("hmtx", hmtx.bytes), ("loca", loca.bytes), ("maxp", maxp.bytes)]
        var file = Bytes()
        file.u32(0x0001_0000); file.u16(tables.count); file.u16(0); file.u16(0); file.u16(0)
        var offset = 12 + 16 * tables.count
        for (tag, bytes) in tables {
            file.bytes += Array(tag.utf8); file.u32(0); file.u32(offset); file.u32(bytes.count)
            offset += (bytes.count + 3) / 4 * 4
        }
        for (_, bytes) in tables { file.bytes += bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4) }
        return Data(file.bytes)
    }
}

/// A user's own font: CJK glyphs the bundled font lacks are measured and drawn from that file.
@Suite struct OutlineFontUserFontTests {
    let font: OutlineFont

    init() throws { font = try OutlineFont(data: GlyphFontBuilder.data()) }

    @Test func simpleAndScaledCompositeGlyphs() throws {
        let ring = try #require(try font.outline(for: "漢"))
        #expect(ring.contours.count == 2 && ring.pointCount == 8)
        #expect(ring.bounds! == (100, 100, 900, 900))
        let half = try #require(try font.outline(for: "字"))
        #expect(half.contours == ring.contours.map { $0.map { .init(x: $0.x * 0.5 + 250, y: $0.y * 0.5, isOnCurve: true) } })
    }

    @Test func aCompositeOfItselfThrows() {
        #expect(throws: OpenTypeError.invalidValue(table: "glyf (glyph 3)", field: "composite nesting depth (limit 8)",
                                                   offset: 0, value: 9)) {
            try font.outline(for: "一")
        }
    }

    /// At 20 pt and 2 pixels a point, 漢 fills its ring and leaves its hole; 字 is the half-size
    /// ring in the next em; 一 (a corrupt glyph) draws nothing, and nothing crashes.
    @Test func drawsTheFontsOwnGlyphs() throws {
        let sized = try font.font(ofSize: 20)
        #expect(sized.width(of: "漢字一") == 60)
        var drawing = Drawing(size: CGSize(width: 80, height: 30))
        drawing.items = [.text("漢字一", origin: CGPoint(x: 0, y: 20 * 0.88), font: sized, color: .black, advances: [0, 20, 40])]
        let bitmap = Rasterizer.bitmap(for: drawing, scale: 2)
        // Baseline at 17.6 pt = 35.2 px. 漢's ring: x 4...36 px, y up to 31.2 px, hole x 12...28, y 7.2...23.2.
        #expect(bitmap.pixel(x: 6, y: 18) == .black)
        #expect(bitmap.pixel(x: 20, y: 18) == .white)
        // 字's half ring in the next em: x 52...68 px, y 17.2...33.2, hole x 56...64, y 21.2...29.2.
        #expect(bitmap.pixel(x: 53, y: 28) == .black)
        #expect(bitmap.pixel(x: 60, y: 25) == .white)
        #expect(bitmap.pixel(x: 60, y: 31) == .black)
        #expect((80..<120).allSatisfy { x in (0..<60).allSatisfy { y in bitmap.pixel(x: x, y: y) == .white } })   // 一
        let svg = SVGWriter.svg(for: drawing)
        #expect(svg.contains("font-family=\"OpenType-"))
    }
}
