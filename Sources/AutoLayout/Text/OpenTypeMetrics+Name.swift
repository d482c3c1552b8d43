extension OpenTypeMetrics {
    /// The font's PostScript name (name id 6), else its full name (4), else its family (1);
    /// `nil` if the `name` table has none of them in a readable encoding.
    ///
    /// Windows (platform 3) and Unicode (platform 0) strings are UTF-16BE; Macintosh (platform 1)
    /// strings are read as Latin-1, which is exact for the ASCII that PostScript names use.
    static func preferredName(in table: OpenTypeTable) throws(OpenTypeError) -> String? {
        let count = Int(try table.uint16(at: 2))
        let storage = Int(try table.uint16(at: 4))
        try table.check(6, count: count * 12)
        var best: (rank: Int, platform: UInt16, offset: Int, length: Int)?
        for index in 0..<count {
            let record = 6 + index * 12
            let platform = try table.uint16(at: record)
            let nameID = try table.uint16(at: record + 6)
            let nameRank: Int
            switch nameID {
            case 6: nameRank = 0
            case 4: nameRank = 3
            case 1: nameRank = 6
            default: continue
            }
            let platformRank: Int
            switch platform {
            case 3: platformRank = 0
            case 0: platformRank = 1
            case 1: platformRank = 2
            default: continue
            }
            let rank = nameRank + platformRank
            if best == nil || rank < best!.rank {
                let length = Int(try table.uint16(at: record + 8))
                let offset = storage + Int(try table.uint16(at: record + 10))
                best = (rank, platform, offset, length)
            }
        }
        guard let best else { return nil }
        let bytes = try table.slice(at: best.offset, count: best.length)
        if best.platform == 1 {
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        let name = String(decoding: units, as: UTF16.self)
        return name.isEmpty ? nil : name
    }
}
