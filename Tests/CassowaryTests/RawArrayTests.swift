import Testing
@testable import Cassowary

// The tableau's hand-managed arrays: growth keeps the elements, and the
// bulk appends reuse the room they have (the journal appends to its logs
// at every save; a reallocation each time cost 2% of a build).

@Suite("RawArray")
struct RawArrayTests {
    @Test func appendingAnotherArrayKeepsRoomItHas() {
        var a = RawArray<Int32>(capacity: 16)
        var b = RawArray<Int32>([1, 2, 3])
        defer { a.deallocate(); b.deallocate() }
        for _ in 0..<4 { a.append(contentsOf: b) }
        #expect(Array(a.prefix(6)) == [1, 2, 3, 1, 2, 3])
        #expect(a.count == 12 && a.capacity == 16)  // over half full, still room
        for _ in 0..<2 { a.append(contentsOf: b) }
        #expect(a.count == 18 && a.capacity >= 18)
        #expect(Array(a.suffix(3)) == [1, 2, 3])
    }

    @Test func extendingFillsAndGrowsOnlyWhenNeeded() {
        var a = RawArray<UInt32>(capacity: 8)
        defer { a.deallocate() }
        a.append(7)
        a.extend(to: 6, with: 0)
        #expect(Array(a) == [7, 0, 0, 0, 0, 0])
        #expect(a.capacity == 8)
        a.extend(to: 3, with: 9)  // already longer: unchanged
        #expect(a.count == 6)
        a.extend(to: 8, with: 1)  // over half full, still room
        #expect(a.count == 8 && a.capacity == 8)
        a.extend(to: 40, with: 2)
        #expect(a.count == 40 && a.capacity >= 40 && a[39] == 2 && a[0] == 7)
    }

    @Test func growthKeepsElementsSmallAndLarge() {
        // Small blocks move by malloc and copy, large ones by realloc.
        var a = RawArray<Int>()
        defer { a.deallocate() }
        for i in 0..<10_000 { a.append(i) }
        #expect(a.count == 10_000)
        #expect(a.enumerated().allSatisfy { $0.offset == $0.element })
    }
}
