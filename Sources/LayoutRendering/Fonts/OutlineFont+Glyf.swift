import AutoLayout
import Foundation

extension OutlineFont {
    /// The contours of glyph `glyph`: a simple glyph's own, or a composite's components placed
    /// and transformed. `depth` counts the composites above; `pointCount` the points so far.
    func contours(ofGlyph glyph: Int, depth: Int, pointCount: inout Int) throws(OpenTypeError) -> [[GlyphOutline.Point]] {
        let range = try glyphRange(glyph)
        guard !range.isEmpty else { return [] }
        var reader = GlyphReader(table: glyf, glyph: glyph, range: range)
        let contourCount = Int(try reader.int16())
        reader.offset += 8   // xMin, yMin, xMax, yMax: the points give the bounds anyway
        if contourCount >= 0 {
            return try simpleContours(count: contourCount, reader: &reader, pointCount: &pointCount)
        }
        return try compositeContours(reader: &reader, depth: depth, pointCount: &pointCount)
    }

    private func simpleContours(
        count: Int, reader: inout GlyphReader, pointCount: inout Int
    ) throws(OpenTypeError) -> [[GlyphOutline.Point]] {
        var ends: [Int] = []
        ends.reserveCapacity(count)
        for _ in 0..<count {
            let at = reader.offset
            let end = Int(try reader.uint16())
            if let last = ends.last, end <= last { throw reader.invalid("endPtsOfContours (not increasing)", at: at, end) }
            ends.append(end)
        }
        let points = (ends.last ?? -1) + 1
        pointCount += points
        guard pointCount <= Self.maximumPointCount else {
            throw reader.invalid("point count (limit \(Self.maximumPointCount))", at: reader.offset, pointCount)
        }
        reader.offset += Int(try reader.uint16())   // instructions are not run (no hinting)

        var flags: [UInt8] = []
        flags.reserveCapacity(points)
        while flags.count < points {
            let flag = try reader.uint8()
            var repeats = 0
            if flag & 0x08 != 0 {
                let at = reader.offset
                repeats = Int(try reader.uint8())
                guard flags.count + 1 + repeats <= points else { throw reader.invalid("flag repeat count", at: at, repeats) }
            }
            flags.append(contentsOf: repeatElement(flag, count: repeats + 1))
        }
        var xs = [Double](repeating: 0, count: points), ys = xs
        var value = 0
        for i in 0..<points {   // x: short (1 byte, sign in bit 4), same as before (bit 4), or a 2-byte delta
            let flag = flags[i]
            if flag & 0x02 != 0 {
                let delta = Int(try reader.uint8())
                value += flag & 0x10 != 0 ? delta : -delta
            } else if flag & 0x10 == 0 {
                value += Int(try reader.int16())
            }
            xs[i] = Double(value)
        }
        value = 0
        for i in 0..<points {   // y: the same with bits 2 and 5
            let flag = flags[i]
            if flag & 0x04 != 0 {
                let delta = Int(try reader.uint8())
                value += flag & 0x20 != 0 ? delta : -delta
            } else if flag & 0x20 == 0 {
                value += Int(try reader.int16())
            }
            ys[i] = Double(value)
        }
        var contours: [[GlyphOutline.Point]] = []
        var start = 0
        for end in ends {
            contours.append((start...end).map { GlyphOutline.Point(x: xs[$0], y: ys[$0], isOnCurve: flags[$0] & 0x01 != 0) })
            start = end + 1
        }
        return contours
    }

    private func compositeContours(
        reader: inout GlyphReader, depth: Int, pointCount: inout Int
    ) throws(OpenTypeError) -> [[GlyphOutline.Point]] {
        guard depth < Self.maximumComponentDepth else {
            throw reader.invalid("composite nesting depth (limit \(Self.maximumComponentDepth))", at: 0, depth + 1)
        }
        var contours: [[GlyphOutline.Point]] = []
        var flags: UInt16
        repeat {
            flags = try reader.uint16()
            let componentAt = reader.offset
            let component = Int(try reader.uint16())
            // Each component counts as a point, so composites of empty glyphs cannot multiply without end.
            pointCount += 1
            guard pointCount <= Self.maximumPointCount else {
                throw reader.invalid("points and components (limit \(Self.maximumPointCount))", at: componentAt, pointCount)
            }
            let arg1: Int, arg2: Int
            switch (flags & 0x0001 != 0, flags & 0x0002 != 0) {   // (words, xy values)
            case (true, true): arg1 = Int(try reader.int16()); arg2 = Int(try reader.int16())
            case (true, false): arg1 = Int(try reader.uint16()); arg2 = Int(try reader.uint16())
            case (false, true): arg1 = Int(Int8(bitPattern: try reader.uint8())); arg2 = Int(Int8(bitPattern: try reader.uint8()))
            case (false, false): arg1 = Int(try reader.uint8()); arg2 = Int(try reader.uint8())
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & 0x0008 != 0 {
                a = try reader.f2dot14(); d = a
            } else if flags & 0x0040 != 0 {
                a = try reader.f2dot14(); d = try reader.f2dot14()
            } else if flags & 0x0080 != 0 {
                a = try reader.f2dot14(); b = try reader.f2dot14(); c = try reader.f2dot14(); d = try reader.f2dot14()
            }
            guard component < metrics.glyphCount else {
                throw reader.invalid("glyphIndex (numGlyphs \(metrics.glyphCount))", at: componentAt, component)
            }
            let parts = try self.contours(ofGlyph: component, depth: depth + 1, pointCount: &pointCount)
            var placed = parts.map { contour in
                contour.map { GlyphOutline.Point(x: a * $0.x + c * $0.y, y: b * $0.x + d * $0.y, isOnCurve: $0.isOnCurve) }
            }
            var dx: Double, dy: Double
            if flags & 0x0002 != 0 {
                (dx, dy) = (Double(arg1), Double(arg2))
                if flags & 0x0800 != 0, flags & 0x1000 == 0 {   // SCALED_COMPONENT_OFFSET
                    (dx, dy) = (a * dx + c * dy, b * dx + d * dy)
                }
            } else {   // point matching: the component's point arg2 lands on the glyph's point arg1
                let mine = Array(contours.joined()), theirs = Array(placed.joined())
                guard arg1 < mine.count else { throw reader.invalid("parent point number", at: componentAt + 2, arg1) }
                guard arg2 < theirs.count else { throw reader.invalid("child point number", at: componentAt + 2, arg2) }
                (dx, dy) = (mine[arg1].x - theirs[arg2].x, mine[arg1].y - theirs[arg2].y)
            }
            for i in placed.indices {
                for j in placed[i].indices {
                    placed[i][j].x += dx
                    placed[i][j].y += dy
                }
            }
            contours += placed
        } while flags & 0x0020 != 0   // MORE_COMPONENTS
        return contours
    }
}

/// Reads one glyph's bytes in order, never past the glyph's end as `loca` gives it.
struct GlyphReader {
    let table: OpenTypeTable
    let glyph: Int
    let range: Range<Int>
    /// Relative to the glyph's first byte.
    var offset = 0

    init(table: OpenTypeTable, glyph: Int, range: Range<Int>) {
        self.table = table
        self.glyph = glyph
        self.range = range
    }

    private var name: String { "glyf (glyph \(glyph))" }

    private mutating func take(_ count: Int) throws(OpenTypeError) -> Int {
        guard offset >= 0, offset <= range.count - count else {
            throw .truncated(table: name, offset: offset, count: count, tableLength: range.count)
        }
        defer { offset += count }
        return range.lowerBound + offset
    }

    mutating func uint8() throws(OpenTypeError) -> UInt8 { try table.uint8(at: take(1)) }
    mutating func uint16() throws(OpenTypeError) -> UInt16 { try table.uint16(at: take(2)) }
    mutating func int16() throws(OpenTypeError) -> Int16 { try table.int16(at: take(2)) }
    /// A signed 2.14 fixed-point number.
    mutating func f2dot14() throws(OpenTypeError) -> Double { Double(try int16()) / 16_384 }

    func invalid(_ field: String, at offset: Int, _ value: Int) -> OpenTypeError {
        .invalidValue(table: name, field: field, offset: offset, value: value)
    }
}
