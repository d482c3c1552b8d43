import Foundation
import Testing
@testable import AutoLayout

@Suite("OpenType loader on synthetic fonts")
struct TextOpenTypeTests {
    @Test("reads head, hhea, hmtx, maxp and name", arguments: [4, 12])
    func readsMetrics(cmapFormat: Int) throws {
        let metrics = try OpenTypeMetrics(data: SyntheticFont(cmapFormat: cmapFormat).data())
        #expect(metrics.name == "TestSans-Regular")
        #expect(metrics.unitsPerEm == 1000)
        #expect(metrics.ascender == 800)
        #expect(metrics.descender == -200)
        #expect(metrics.lineGap == 100)
        #expect(metrics.glyphCount == 6)
        #expect(metrics.advance(for: "A") == 600)
        #expect(metrics.advance(for: "B") == 700)
        #expect(metrics.advance(for: "C") == 800)
        #expect(metrics.advance(for: "Z") == 800)  // glyph 4 is past numberOfHMetrics: repeats the last advance
        #expect(metrics.advance(for: "D") == nil)
        #expect(metrics.advance(for: "@") == nil)
        #expect(metrics.glyph(for: "B") == 2)
    }

    @Test("format 12 maps code points beyond the BMP; format 4 cannot")
    func supplementaryPlanes() throws {
        #expect(try OpenTypeMetrics(data: SyntheticFont(cmapFormat: 12).data()).glyph(for: "😀") == 5)
        #expect(try OpenTypeMetrics(data: SyntheticFont(cmapFormat: 4).data()).glyph(for: "😀") == nil)
    }

    @Test("format 4 through the glyph id array (idRangeOffset)")
    func format4GlyphArray() throws {
        let font = SyntheticFont(mapping: [(0x41, 0x43, 3), (0x61, 0x62, 1)], cmapFormat: 4, useGlyphIdArray: true)
        let metrics = try OpenTypeMetrics(data: font.data())
        #expect(metrics.glyph(for: "A") == 3)
        #expect(metrics.glyph(for: "B") == 4)
        #expect(metrics.glyph(for: "C") == 5)
        #expect(metrics.glyph(for: "a") == 1)
        #expect(metrics.glyph(for: "b") == 2)
        #expect(metrics.glyph(for: "c") == nil)
    }

    @Test("glyph ids beyond numGlyphs count as missing")
    func glyphBeyondCount() throws {
        let metrics = try OpenTypeMetrics(data: SyntheticFont(mapping: [(0x41, 0x48, 1)]).data())
        #expect(metrics.glyph(for: "E") == 5)
        #expect(metrics.glyph(for: "F") == nil)
    }

    @Test("OS/2 typo metrics replace hhea only when USE_TYPO_METRICS is set")
    func typoMetrics() throws {
        let used = try OpenTypeMetrics(data: SyntheticFont(typoMetrics: (700, -300, 50, true)).data())
        #expect([used.ascender, used.descender, used.lineGap] == [700, -300, 50])
        let ignored = try OpenTypeMetrics(data: SyntheticFont(typoMetrics: (700, -300, 50, false)).data())
        #expect([ignored.ascender, ignored.descender, ignored.lineGap] == [800, -200, 100])
    }

    @Test("without a name table the name is a stable checksum")
    func fallbackName() throws {
        let data = SyntheticFont(name: nil).data()
        let name = try OpenTypeMetrics(data: data).name
        #expect(name.hasPrefix("OpenType-"))
        #expect(try OpenTypeMetrics(data: data).name == name)
    }

    @Test("a Font scales the loaded metrics")
    func fontFromMetrics() throws {
        let font = try Font(metrics: OpenTypeMetrics(data: SyntheticFont().data()), size: 20)
        #expect(font.lineHeight == 22)  // (800 + 200 + 100) x 20 / 1000
        #expect(font.ascender == 16)
        #expect(font.width(of: "ABC") == 42)  // (600 + 700 + 800) x 20 / 1000
        #expect(font.width(of: "D") == 10)  // missing, no "?" glyph either: half an em
    }

    @Test("Font(contentsOf:) reads a file, and reports unreadable or malformed ones")
    func fontFromFile() throws {
        let directory = FileManager.default.temporaryDirectory
        let good = directory.appendingPathComponent("TextOpenTypeTests-\(UUID().uuidString).ttf")
        let bad = directory.appendingPathComponent("TextOpenTypeTests-\(UUID().uuidString).ttf")
        defer { try? FileManager.default.removeItem(at: good); try? FileManager.default.removeItem(at: bad) }
        try SyntheticFont().data().write(to: good)
        try Data("not a font".utf8).write(to: bad)
        #expect(try Font(contentsOf: good, size: 10).name == "TestSans-Regular")
        #expect(throws: FontError.malformedFile(path: bad.path, .notAFont(signature: 0x6E6F_7420))) {
            try Font(contentsOf: bad, size: 10)
        }
        let missing = directory.appendingPathComponent("no-such-font-\(UUID().uuidString).ttf")
        let error = #expect(throws: FontError.self) { try Font(contentsOf: missing, size: 10) }
        guard case .unreadableFile(let path, _)? = error else {
            Issue.record("expected unreadableFile, got \(String(describing: error))")
            return
        }
        #expect(path == missing.path)
    }
}
