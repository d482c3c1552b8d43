/// A small zlib (RFC 1950) writer with two DEFLATE (RFC 1951) modes:
/// `.stored` (no compression, blocks of at most 65,535 bytes) and
/// `.fixedHuffman` (one block with the fixed codes, and a greedy matcher that
/// looks back 1 and 4 bytes, one row, and the last place the same three
/// bytes were seen — enough for flat images).
///
/// ```swift
/// let z = Deflate.zlib(Array(repeating: 7, count: 1000), mode: .fixedHuffman)
/// ```
public enum Deflate {
    /// How the DEFLATE data is written: stored as it is, or compressed with the fixed Huffman codes.
    /// e.g. `let raw = Deflate.zlib(bytes, mode: .stored)`
    public enum Mode: Sendable, Hashable {
        /// No compression: blocks of at most 65,535 bytes copied as they are.
        case stored
        /// One block with the fixed codes and a greedy matcher.
        case fixedHuffman
    }

    /// `data` as a zlib stream; `rowLength` is a distance worth trying (a PNG row).
    /// e.g. `let z = Deflate.zlib(rows, mode: .fixedHuffman, rowLength: 1 + 4 * width)`
    public static func zlib(_ data: [UInt8], mode: Mode, rowLength: Int = 0) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        switch mode {
        case .stored: out += stored(data)
        case .fixedHuffman: out += fixed(data, rowLength: rowLength)
        }
        let adler = Checksums.adler32(data)
        out += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return out
    }

    static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        repeat {
            let count = min(65_535, data.count - index)
            let final: UInt8 = index + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[index..<(index + count)]
            index += count
        } while index < data.count
        return out
    }

    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                       11, 11, 12, 12, 13, 13]

    static func fixed(_ data: [UInt8], rowLength: Int) -> [UInt8] {
        var w = BitWriter()
        w.write(1, count: 1)   // final block
        w.write(1, count: 2)   // fixed Huffman
        var last = [Int](repeating: -1, count: 1 << 15)
        func hash(_ i: Int) -> Int {
            (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & 0x7FFF
        }
        var i = 0
        let n = data.count
        while i < n {
            var bestLength = 0, bestDistance = 0
            if i + 2 < n {
                let h = hash(i)
                for distance in [1, 4, rowLength, i - last[h]] where distance > 0 && distance <= min(i, 32_768) {
                    var length = 0
                    while length < 258, i + length < n, data[i + length] == data[i + length - distance] { length += 1 }
                    if length > bestLength { (bestLength, bestDistance) = (length, distance) }
                }
                last[h] = i
            }
            if bestLength >= 3 {
                writeMatch(length: bestLength, distance: bestDistance, into: &w)
                i += bestLength
            } else {
                writeSymbol(Int(data[i]), into: &w)
                i += 1
            }
        }
        writeSymbol(256, into: &w)
        return w.finish()
    }

    /// A literal/length symbol in the fixed code.
    static func writeSymbol(_ symbol: Int, into w: inout BitWriter) {
        switch symbol {
        case 0...143: w.writeCode(0x30 + symbol, count: 8)
        case 144...255: w.writeCode(0x190 + symbol - 144, count: 9)
        case 256...279: w.writeCode(symbol - 256, count: 7)
        default: w.writeCode(0xC0 + symbol - 280, count: 8)
        }
    }

    static func writeMatch(length: Int, distance: Int, into w: inout BitWriter) {
        let l = lengthBase.lastIndex { $0 <= length }!
        writeSymbol(257 + l, into: &w)
        w.write(length - lengthBase[l], count: lengthExtra[l])
        let d = distanceBase.lastIndex { $0 <= distance }!
        w.writeCode(d, count: 5)
        w.write(distance - distanceBase[d], count: distanceExtra[d])
    }
}

/// Packs bits least significant first, as DEFLATE wants; Huffman codes go
/// most significant bit first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var used = 0

    mutating func write(_ value: Int, count: Int) {
        guard count > 0 else { return }
        buffer |= UInt32(value & ((1 << count) - 1)) << used
        used += count
        while used >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            used -= 8
        }
    }

    mutating func writeCode(_ code: Int, count: Int) {
        var reversed = 0
        for bit in 0..<count where code & (1 << bit) != 0 { reversed |= 1 << (count - 1 - bit) }
        write(reversed, count: count)
    }

    mutating func finish() -> [UInt8] {
        if used > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        used = 0
        return bytes
    }
}
