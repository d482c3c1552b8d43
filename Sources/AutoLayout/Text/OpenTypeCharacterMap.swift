/// The Unicode-to-glyph mapping read from a `cmap` subtable (format 4 or 12).
///
/// Both formats are reduced to sorted, non-overlapping runs of consecutive code points that map to
/// consecutive glyph ids, so a lookup is one binary search.
struct OpenTypeCharacterMap: Sendable {
    struct Run: Sendable, Equatable {
        var first: UInt32
        var last: UInt32
        var firstGlyph: UInt32
    }

    let runs: [Run]

    /// The glyph id for `codePoint`, or 0 (.notdef) if it is not mapped.
    func glyph(for codePoint: UInt32) -> UInt32 {
        var low = 0, high = runs.count
        while low < high {  // first run whose `last` >= codePoint
            let mid = (low + high) / 2
            if runs[mid].last < codePoint { low = mid + 1 } else { high = mid }
        }
        guard low < runs.count, runs[low].first <= codePoint else { return 0 }
        return runs[low].firstGlyph &+ (codePoint - runs[low].first)
    }

    /// Picks the best Unicode subtable of `cmap` and decodes it.
    ///
    /// Preference: format 12 before format 4; within a format, platform 3 (Windows: encodings
    /// 10, 1, then 0 "symbol") before platform 0 (Unicode); ties go to the earlier record.
    init(cmap: OpenTypeTable) throws(OpenTypeError) {
        let count = Int(try cmap.uint16(at: 2))
        try cmap.check(4, count: count * 8)
        var best: (rank: Int, offset: Int, format: UInt16)?
        for index in 0..<count {
            let record = 4 + index * 8
            let platform = try cmap.uint16(at: record)
            let encoding = try cmap.uint16(at: record + 2)
            let offset = Int(try cmap.uint32(at: record + 4))
            let platformRank: Int
            switch (platform, encoding) {
            case (3, 10), (3, 1): platformRank = 0
            case (0, _): platformRank = 1
            case (3, 0): platformRank = 2
            default: continue
            }
            let format = try cmap.uint16(at: offset)
            guard format == 4 || format == 12 else { continue }
            let rank = (format == 12 ? 0 : 3) + platformRank
            if best == nil || rank < best!.rank { best = (rank, offset, format) }
        }
        guard let best else { throw .noUnicodeCharacterMap }
        let runs = best.format == 12
            ? try Self.format12(cmap, at: best.offset)
            : try Self.format4(cmap, at: best.offset)
        self.runs = try Self.validated(runs.sorted { $0.first < $1.first }, cmap: cmap, at: best.offset)
    }

    /// Format 4: segments of 16-bit code points, mapped by delta or through the glyph id array.
    private static func format4(_ cmap: OpenTypeTable, at base: Int) throws(OpenTypeError) -> [Run] {
        let segCountX2 = Int(try cmap.uint16(at: base + 6))
        guard segCountX2 % 2 == 0 else { throw cmap.invalid("format 4 segCountX2", at: base + 6, segCountX2) }
        let ends = base + 14, starts = ends + segCountX2 + 2
        let deltas = starts + segCountX2, rangeOffsets = deltas + segCountX2
        try cmap.check(ends, count: segCountX2 * 4 + 2)
        var runs: [Run] = []
        for segment in 0..<(segCountX2 / 2) {
            let first = UInt32(try cmap.uint16(at: starts + 2 * segment))
            let last = UInt32(try cmap.uint16(at: ends + 2 * segment))
            guard first <= last else {
                throw cmap.invalid("format 4 startCode (endCode \(last))", at: starts + 2 * segment, first)
            }
            let delta = UInt32(try cmap.uint16(at: deltas + 2 * segment))
            let rangeOffsetPosition = rangeOffsets + 2 * segment
            let rangeOffset = Int(try cmap.uint16(at: rangeOffsetPosition))
            if rangeOffset == 0 {
                appendDeltaRuns(first: first, last: last, delta: delta, to: &runs)
                continue
            }
            for code in first...last {
                let position = rangeOffsetPosition + rangeOffset + 2 * Int(code - first)
                let raw = UInt32(try cmap.uint16(at: position))
                guard raw != 0 else { continue }
                append(Run(first: code, last: code, firstGlyph: (raw + delta) & 0xFFFF), to: &runs)
            }
        }
        return runs
    }

    /// A delta segment maps `code` to `(code + delta) mod 65536`; split where that wraps to 0.
    private static func appendDeltaRuns(first: UInt32, last: UInt32, delta: UInt32, to runs: inout [Run]) {
        let firstGlyph = (first + delta) & 0xFFFF
        let lastBeforeWrap = first + (0xFFFF - firstGlyph)
        if last <= lastBeforeWrap {
            append(Run(first: first, last: last, firstGlyph: firstGlyph), to: &runs)
        } else {
            append(Run(first: first, last: lastBeforeWrap, firstGlyph: firstGlyph), to: &runs)
            append(Run(first: lastBeforeWrap + 1, last: last, firstGlyph: 0), to: &runs)
        }
    }

    /// Format 12: explicit groups of 32-bit code points.
    private static func format12(_ cmap: OpenTypeTable, at base: Int) throws(OpenTypeError) -> [Run] {
        let count = Int(try cmap.uint32(at: base + 12))
        try cmap.check(base + 16, count: count * 12)
        var runs: [Run] = []
        runs.reserveCapacity(count)
        for group in 0..<count {
            let position = base + 16 + group * 12
            let first = try cmap.uint32(at: position)
            let last = try cmap.uint32(at: position + 4)
            guard first <= last, last <= 0x10FFFF else {
                throw cmap.invalid("format 12 group \(group) code range", at: position, first)
            }
            runs.append(Run(first: first, last: last, firstGlyph: try cmap.uint32(at: position + 8)))
        }
        return runs
    }

    /// Extends the previous run when `run` continues it (next code point, next glyph).
    private static func append(_ run: Run, to runs: inout [Run]) {
        if let previous = runs.last, previous.last &+ 1 == run.first,
           previous.firstGlyph &+ (previous.last - previous.first) &+ 1 == run.firstGlyph {
            runs[runs.count - 1].last = run.last
        } else {
            runs.append(run)
        }
    }

    /// Rejects overlapping runs: the specification requires disjoint segments and groups.
    private static func validated(_ runs: [Run], cmap: OpenTypeTable, at base: Int) throws(OpenTypeError) -> [Run] {
        for index in runs.indices.dropFirst() where runs[index].first <= runs[index - 1].last {
            throw cmap.invalid("overlapping code range starting at", at: base, runs[index].first)
        }
        return runs
    }
}
