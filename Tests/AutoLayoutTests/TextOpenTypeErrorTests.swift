import Foundation
import Testing
@testable import AutoLayout

@Suite("OpenType loader on malformed input")
struct TextOpenTypeErrorTests {
    private func error(_ data: Data) -> OpenTypeError? {
        do { _ = try OpenTypeMetrics(data: data); return nil } catch { return error }
    }

    private func patched(_ data: Data, at offset: Int, _ bytes: [UInt8]) -> Data {
        var copy = data
        copy.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
        return copy
    }

    @Test("too short for the directory header")
    func tooShort() {
        #expect(error(Data([0, 1])) == .truncated(table: "table directory", offset: 0, count: 4, tableLength: 2))
        #expect(error(Data()) == .truncated(table: "table directory", offset: 0, count: 4, tableLength: 0))
    }

    @Test("wrong signature and font collections")
    func signatures() {
        #expect(error(Data([0x77, 0x4F, 0x46, 0x46, 0, 0])) == .notAFont(signature: 0x774F_4646))
        #expect(error(Data([0x74, 0x74, 0x63, 0x66, 0, 0])) == .fontCollection)
        #expect(OpenTypeError.notAFont(signature: 0x774F_4646).description
            == "table directory: signature 0x774F4646 at offset 0 is not a TrueType or OpenType font")
    }

    @Test("a file cut inside its last table: the directory entry points outside the file")
    func truncatedFile() {
        let font = SyntheticFont()
        let data = font.data()
        let nameOffset = font.offset(of: "name")
        let cut = data.prefix(nameOffset + 4)
        #expect(error(cut) == .tableOutOfBounds(table: "name", offset: nameOffset, length: 50, fileSize: nameOffset + 4))
        #expect(error(cut)?.description
            == "table directory: table 'name' at offset \(nameOffset) with length 50 lies outside the file (\(nameOffset + 4) bytes)")
    }

    @Test("a directory that promises more tables than the file holds")
    func directoryTooLong() {
        let data = patched(SyntheticFont().data().prefix(40), at: 4, [0, 9])
        #expect(error(data) == .truncated(table: "table directory", offset: 12, count: 144, tableLength: 40))
    }

    @Test("missing required tables", arguments: ["head", "hhea", "hmtx", "maxp", "cmap"])
    func missingTable(tag: String) {
        #expect(error(SyntheticFont(omit: [tag]).data()) == .missingTable(tag))
    }

    @Test("a cmap subtable offset past the table's end")
    func badCmapOffset() {
        let font = SyntheticFont()
        let data = patched(font.data(), at: font.offset(of: "cmap") + 8, [0, 0, 0x10, 0])
        #expect(error(data) == .truncated(table: "cmap", offset: 0x1000, count: 2, tableLength: 64))
        #expect(error(data)?.description == "cmap: reading 2 bytes at offset 4096 runs past its end (length 64)")
    }

    @Test("a format 12 group count far beyond the table")
    func hugeGroupCount() {
        let font = SyntheticFont()
        let data = patched(font.data(), at: font.offset(of: "cmap") + 12 + 12, [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(error(data) == .truncated(table: "cmap", offset: 28, count: 0x7FFF_FFFF * 12, tableLength: 64))
    }

    @Test("invalid field values")
    func invalidValues() {
        #expect(error(SyntheticFont(unitsPerEm: 0).data())
            == .invalidValue(table: "head", field: "unitsPerEm", offset: 18, value: 0))
        #expect(error(SyntheticFont(numberOfHMetrics: 7).data())
            == .invalidValue(table: "hhea", field: "numberOfHMetrics (numGlyphs 6)", offset: 34, value: 7))
        #expect(error(SyntheticFont(mapping: [(0x41, 0x43, 1), (0x42, 0x44, 1)]).data())
            == .invalidValue(table: "cmap", field: "overlapping code range starting at", offset: 12, value: 0x42))
        let font = SyntheticFont()
        #expect(error(patched(font.data(), at: font.offset(of: "head") + 12, [0, 0, 0, 0]))
            == .invalidValue(table: "head", field: "magicNumber", offset: 12, value: 0))
    }

    @Test("hmtx shorter than numberOfHMetrics")
    func shortHmtx() {
        let font = SyntheticFont(advances: [500, 600, 700, 800], glyphCount: 6, numberOfHMetrics: 6)
        #expect(error(font.data()) == .truncated(table: "hmtx", offset: 0, count: 24, tableLength: 20))
    }

    @Test("no Unicode cmap subtable")
    func noUnicodeCmap() {
        #expect(error(SyntheticFont(cmapPlatform: (1, 0)).data()) == .noUnicodeCharacterMap)
    }

    @Test("every prefix of a valid font throws unless it holds every table, never traps")
    func everyPrefix() {
        let font = SyntheticFont(cmapFormat: 4, typoMetrics: (700, -300, 50, true))
        let data = font.data()
        let end = font.offset(of: "name") + 50  // the last table's last byte, before padding
        let loading = (0...data.count).filter { error(data.prefix($0)) == nil }
        #expect(loading == Array(end...data.count))
    }

    @Test("every single-byte corruption throws or loads, never traps")
    func everyByteCorrupted() {
        let data = SyntheticFont(cmapFormat: 4, useGlyphIdArray: true).data()
        var loaded = 0
        for offset in 0..<data.count where error(patched(data, at: offset, [0xFF])) == nil { loaded += 1 }
        #expect(loaded > 0 && loaded < data.count)
    }
}
