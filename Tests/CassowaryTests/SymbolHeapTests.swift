@testable import Cassowary
import Testing

// The optimisers' heap against a sorted array: pushes (repeats allowed),
// pops of the lowest and removals at any position (the dual simplex takes
// the most infeasible symbol out of the middle).
@Suite("SymbolHeap")
struct SymbolHeapTests {
    @Test func agreesWithASortedArray() {
        var rng = SplitMix64(seed: 0x4EA9)
        var heap = SymbolHeap()
        var reference: [Symbol] = []
        for _ in 0..<5_000 {
            switch rng.next() % 3 {
            case 0:
                let s = Symbol(rng.next() % 200)
                heap.push(s)
                reference.append(s)
            case 1:
                #expect(heap.pop() == reference.min())
                if let k = reference.indices.min(by: { reference[$0] < reference[$1] }) { reference.remove(at: k) }
            default:
                guard !heap.isEmpty else { continue }
                let index = Int(rng.next() % UInt64(heap.items.count))
                let removed = heap.remove(at: index)
                let k = reference.firstIndex(of: removed)
                #expect(k != nil)
                if let k { reference.remove(at: k) }
            }
            #expect(heap.items.sorted() == reference.sorted())
            // The heap property: no symbol below its parent.
            #expect(heap.items.indices.dropFirst().allSatisfy { heap.items[($0 - 1) >> 1] <= heap.items[$0] })
        }
        var drained: [Symbol] = []
        while let s = heap.pop() { drained.append(s) }
        #expect(drained == reference.sorted())
    }
}
