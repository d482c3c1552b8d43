@testable import Cassowary
import Testing

// The solver's hash map against `Dictionary`, on keys made to collide:
// runs of consecutive ids, keys a multiple of the capacity apart, aligned
// addresses; inserts, overwrites, removals (backward shift) and lookups of
// absent keys, through several rehashes.
@Suite("IntMap")
struct IntMapTests {
    @Test(arguments: [0, 4])
    func agreesWithDictionary(lowBits: Int) {
        var rng = SplitMix64(seed: 0x1D_4A9 + UInt64(lowBits))
        var map = IntMap<Int>(ignoringLowBits: lowBits)
        defer { map.deallocate() }
        var reference: [Int: Int] = [:]
        let scale = 1 << lowBits
        func key() -> Int {
            switch rng.next() % 4 {
            case 0: return Int(rng.next() % 300) * scale  // a dense run
            case 1: return Int(rng.next() % 8) * 1024 * scale + 7 * scale  // same home slot
            case 2: return Int(rng.next() % 100_000) * scale
            default: return -Int(rng.next() % 50) * scale - scale  // negative keys
            }
        }
        for step in 0..<20_000 {
            let k = key()
            switch rng.next() % 3 {
            case 0:
                map[k] = step
                reference[k] = step
            case 1:
                #expect(map.removeValue(forKey: k) == reference.removeValue(forKey: k))
            default:
                #expect(map[k] == reference[k])
            }
            #expect(map.count == reference.count)
        }
        for (k, v) in reference { #expect(map[k] == v) }
        #expect(map.values.sorted() == reference.values.sorted())
    }
}
