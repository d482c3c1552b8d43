/// A binary min-heap of symbols: the optimisers take the lowest symbol first,
/// which is Bland's rule, so degenerate pivots never cycle.
struct SymbolHeap {
    private(set) var items: ContiguousArray<Symbol> = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ s: Symbol) {
        items.append(s)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if items[parent] <= s { break }
            items[i] = items[parent]
            i = parent
        }
        items[i] = s
    }

    mutating func pop() -> Symbol? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        var i = 0
        let n = items.count
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n, items[child + 1] < items[child] { child += 1 }
            if last <= items[child] { break }
            items[i] = items[child]
            i = child
        }
        items[i] = last
        return top
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
