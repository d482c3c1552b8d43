// How LiberationSansMetrics+Table.swift and LiberationSansBoldMetrics+Table.swift were made. Compiled only with -D FONT_TABLE_GENERATOR,
// never as part of the package. The table comes from Liberation Sans Regular 2.1.5 (Debian
// package fonts-liberation2; (c) 2010 Google Corporation, (c) 2012 Red Hat, Inc.; SIL Open Font
// License 1.1), and Liberation Sans Bold 2.1.5 from the same package, read by this package's own
// OpenTypeMetrics. Only numbers are taken (unitsPerEm,
// hhea ascender/descender/line gap, advances per code point), no outlines. To regenerate, from
// this directory:
//
//   apt-get install -y fonts-liberation2
//   swiftc -O -D FONT_TABLE_GENERATOR -parse-as-library -module-name fontgen -package-name fontgen \
//       -o /tmp/fontgen \
//       OpenType*.swift FontMetrics.swift LiberationSansMetrics+Generator.swift
//   /tmp/fontgen /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf LiberationSansMetrics \
//       > LiberationSansMetrics+Table.swift
//   /tmp/fontgen /usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf LiberationSansBoldMetrics \
//       > LiberationSansBoldMetrics+Table.swift
//
// Combining and enclosing marks are left out (Font gives them 0 anyway). Within a block, gaps of
// up to 8 unmapped code points are stored as 65535 ("no glyph"); longer gaps end the run.
#if FONT_TABLE_GENERATOR
import Foundation

@main
enum FontTableGenerator {
    static func main() throws {
        guard CommandLine.arguments.count == 3 else {
            FileHandle.standardError.write(Data("usage: fontgen <LiberationSans-Regular.ttf> <TypeName>\n".utf8))
            exit(2)
        }
        let path = CommandLine.arguments[1], typeName = CommandLine.arguments[2]
        let metrics = try OpenTypeMetrics(data: Data(contentsOf: URL(fileURLWithPath: path)))
        // Blocks to cover: Latin-1, Latin Extended-A/B, IPA, spacing modifiers, Greek, Cyrillic,
        // Latin Extended Additional, General Punctuation, super/subscripts, currency, letterlike,
        // number forms, arrows, math operators, box drawing, geometric shapes, Latin ligatures.
        let blocks: [ClosedRange<UInt32>] = [
            0x0020...0x02FF, 0x0370...0x04FF, 0x1E00...0x1EFF, 0x2000...0x206F, 0x2070...0x209F,
            0x20A0...0x20CF, 0x2100...0x218F, 0x2190...0x21FF, 0x2200...0x22FF, 0x2500...0x25FF,
            0xFB00...0xFB06,
        ]
        let missing = UInt16.max
        var runs: [(first: UInt32, advances: [UInt16])] = []
        for block in blocks {
            var current: (first: UInt32, advances: [UInt16])?
            var gap = 0
            for code in block {
                guard let scalar = Unicode.Scalar(code) else { continue }
                // Marks advance 0 whatever the font says (Font's rule), so they are not stored.
                let skip = scalar.properties.generalCategory == .nonspacingMark
                    || scalar.properties.generalCategory == .enclosingMark
                let advance = skip ? nil : metrics.advance(for: scalar)
                if let advance {
                    if current == nil { current = (code, []) }
                    current!.advances += Array(repeating: missing, count: gap) + [UInt16(advance)]
                    gap = 0
                } else if current != nil {
                    gap += 1
                    if gap > 8 { runs.append(current!); current = nil; gap = 0 }
                }
            }
            if let current { runs.append(current) }
        }

        func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }
        var out = """
        // GENERATED FILE — do not edit. Made by LiberationSansMetrics+Generator.swift
        // from \(metrics.name) (Liberation Fonts 2.1.5, SIL Open Font License 1.1) with OpenTypeMetrics.

        extension \(typeName) {
            static let unitsPerEm: Double = \(Int(metrics.unitsPerEm))
            static let ascender: Double = \(Int(metrics.ascender))
            static let descender: Double = \(Int(metrics.descender))
            static let lineGap: Double = \(Int(metrics.lineGap))

            /// Runs of consecutive code points: the first code point, the last, and the index of the
            /// first's advance in `advances`. Sorted by code point.
            static let runs: [(first: UInt32, last: UInt32, offset: Int)] = [

        """
        var offset = 0
        for run in runs {
            out += "        (\(hex(run.first)), \(hex(run.first + UInt32(run.advances.count) - 1)), \(offset)),\n"
            offset += run.advances.count
        }
        out += """
            ]

            /// Advance widths in font units, run after run; \(missing) marks a code point without a glyph.
            static let advances: [UInt16] = [

        """
        for run in runs {
            out += "        // \(hex(run.first))\n"
            for start in stride(from: 0, to: run.advances.count, by: 16) {
                let row = run.advances[start..<min(start + 16, run.advances.count)]
                out += "        " + row.map { String($0) }.joined(separator: ", ") + ",\n"
            }
        }
        out += "    ]\n}\n"
        print(out, terminator: "")
    }
}
#endif
