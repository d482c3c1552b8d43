import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// A test-only reader for what our encoder writes: PNG chunks, and zlib
/// streams of stored and fixed-Huffman DEFLATE blocks.
enum PNGReader {
    struct Chunk { let type: String; let data: [UInt8]; let crcMatches: Bool }

    static func chunks(_ png: [UInt8]) -> [Chunk]? {
        guard png.starts(with: PNGEncoder.signature) else { return nil }
        var i = 8, out: [Chunk] = []
        func u32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while i + 12 <= png.count {
            let length = u32(i)
            guard i + 12 + length <= png.count else { return nil }
            let typeAndData = Array(png[(i + 4)..<(i + 8 + length)])
            out.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self),
                             data: Array(typeAndData.dropFirst(4)),
                             crcMatches: UInt32(u32(i + 8 + length)) == Checksums.crc32(typeAndData)))
            i += 12 + length
        }
        return i == png.count ? out : nil
    }

    /// Inflates a zlib stream; nil when it is malformed or its Adler-32 is wrong.
    static func inflate(_ z: [UInt8]) -> [UInt8]? {
        guard z.count >= 6, (Int(z[0]) << 8 | Int(z[1])) % 31 == 0, z[0] & 0x0F == 8 else { return nil }
        var bit = 16, out: [UInt8] = []
        func bits(_ n: Int) -> Int? {
            var v = 0
            for k in 0..<n {
                guard bit / 8 < z.count else { return nil }
                v |= Int(z[bit / 8] >> (bit % 8) & 1) << k
                bit += 1
            }
            return v
        }
        func fixedSymbol() -> Int? {   // reads a code MSB first, by length 7, 8, 9
            var code = 0
            for length in 1...9 {
                guard let b = bits(1) else { return nil }
                code = code << 1 | b
                if length == 7, code <= 0x17 { return code + 256 }
                if length == 8, code >= 0x30, code <= 0xBF { return code - 0x30 }
                if length == 8, code >= 0xC0, code <= 0xC7 { return code - 0xC0 + 280 }
                if length == 9, code >= 0x190 { return code - 0x190 + 144 }
            }
            return nil
        }
        var final = 0
        repeat {
            guard let f = bits(1), let type = bits(2) else { return nil }
            final = f
            if type == 0 {
                bit = (bit + 7) / 8 * 8
                let at = bit / 8
                guard at + 4 <= z.count else { return nil }
                let len = Int(z[at]) | Int(z[at + 1]) << 8, nlen = Int(z[at + 2]) | Int(z[at + 3]) << 8
                guard len == ~nlen & 0xFFFF, at + 4 + len <= z.count else { return nil }
                out += z[(at + 4)..<(at + 4 + len)]
                bit = (at + 4 + len) * 8
            } else if type == 1 {
                while true {
                    guard let s = fixedSymbol() else { return nil }
                    if s < 256 { out.append(UInt8(s)); continue }
                    if s == 256 { break }
                    guard let le = bits(Deflate.lengthExtra[s - 257]), let dcode = bits(5).map(reverse5),
                          dcode < 30, let de = bits(Deflate.distanceExtra[dcode]) else { return nil }
                    let length = Deflate.lengthBase[s - 257] + le, distance = Deflate.distanceBase[dcode] + de
                    guard distance <= out.count else { return nil }
                    for _ in 0..<length { out.append(out[out.count - distance]) }
                }
            } else {
                return nil
            }
        } while final == 0
        let at = (bit + 7) / 8
        guard at + 4 == z.count else { return nil }
        let adler = z[at..<(at + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return adler == Checksums.adler32(out) ? out : nil
    }

    private static func reverse5(_ v: Int) -> Int {
        (0..<5).reduce(0) { $0 | ((v >> $1) & 1) << (4 - $1) }
    }

    /// The RGBA pixels of a PNG our encoder wrote (filter 0 rows only).
    static func decode(_ png: [UInt8]) -> Bitmap? {
        guard let chunks = chunks(png), chunks.allSatisfy(\.crcMatches),
              chunks.map(\.type) == ["IHDR", "IDAT", "IEND"] else { return nil }
        let h = chunks[0].data
        let width = h[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = h[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard Array(h[8...]) == [8, 6, 0, 0, 0], let raw = inflate(chunks[1].data),
              raw.count == height * (width * 4 + 1) else { return nil }
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            guard raw[y * (width * 4 + 1)] == 0 else { return nil }
            for x in 0..<width {
                let i = y * (width * 4 + 1) + 1 + x * 4
                bitmap.fill(x0: Double(x), y0: Double(y), x1: Double(x + 1), y1: Double(y + 1),
                            color: RenderColor(raw[i], raw[i + 1], raw[i + 2], alpha: raw[i + 3]))
            }
        }
        return bitmap
    }
}

@Suite struct RenderPNGTests {
    @Test func checksumsMatchKnownValues() {
        #expect(Checksums.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Checksums.adler32([]) == 1)
    }

    @Test func zlibRoundTripsInBothModes() {
        let inputs: [[UInt8]] = [[], [1, 2, 3], Array(repeating: 9, count: 70_000),
                                 (0..<100_000).map { UInt8(($0 * 7 + $0 / 13) & 0xFF) }]
        for input in inputs {
            #expect(PNGReader.inflate(Deflate.zlib(input, mode: .stored)) == input)
            #expect(PNGReader.inflate(Deflate.zlib(input, mode: .fixedHuffman, rowLength: 13)) == input)
        }
        #expect(Deflate.zlib(Array(repeating: 9, count: 70_000), mode: .fixedHuffman).count < 700)
    }

    @Test func smallBitmapEncodesAndDecodes() {
        var bitmap = Bitmap(width: 3, height: 2)
        bitmap.fill(x0: 1, y0: 0, x1: 2, y1: 2, color: RenderColor(255, 0, 0))
        bitmap.fill(x0: 0, y0: 1, x1: 3, y1: 2, color: RenderColor(0, 0, 255, alpha: 128))
        let png = PNGEncoder.encode(bitmap, compression: .stored)
        #expect(Array(png.prefix(16)) == PNGEncoder.signature + [0, 0, 0, 13] + Array("IHDR".utf8))
        #expect(PNGReader.chunks(png)?.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(PNGReader.decode(png) == bitmap)
        #expect(PNGReader.decode(PNGEncoder.encode(bitmap)) == bitmap)
        #expect(bitmap.pixel(x: 1, y: 0) == RenderColor(255, 0, 0))
        #expect(bitmap.pixel(x: 1, y: 1) == RenderColor(127, 0, 128))
        #expect(bitmap.pixel(x: 0, y: 1) == RenderColor(127, 127, 255))
    }

    @Test func renderedLayoutDecodesWithBoxesAndText() {
        let (root, _) = renderFixture()
        let bitmap = Rasterizer.bitmap(for: Drawing(view: root), scale: 2)
        #expect(bitmap.width == 240 && bitmap.height == 120)
        let png = PNGEncoder.encode(bitmap)
        #expect(PNGReader.decode(png) == bitmap)
        #expect(png == PNGEncoder.encode(Rasterizer.bitmap(for: Drawing(view: root), scale: 2)))
        // The image view (x 80...100, y 5...25 in points) is filled, its cross drawn.
        #expect(bitmap.pixel(x: 170, y: 30) == Drawing.Palette.imageFill)
        #expect(bitmap.pixel(x: 180, y: 30) == Drawing.Palette.imageStroke)
        // Some text pixels inside the label, in its text colour (black by default).
        let label = (20..<80).flatMap { x in (10..<50).map { y in bitmap.pixel(x: x, y: y) } }
        #expect(label.contains(.black))
    }

    @Test func glyphsCoverPrintableASCII() {
        #expect(BitmapFont.rows(for: "A") == [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001, 0])
        #expect((32..<127).allSatisfy { BitmapFont.rows(for: Character(Unicode.Scalar(UInt8($0)))) != nil })
        #expect(BitmapFont.rows(for: "é") == nil)
    }
}
