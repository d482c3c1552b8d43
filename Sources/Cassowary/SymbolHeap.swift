/// A binary min-heap of symbols: the primal simplex takes the lowest symbol
/// first, which is Bland's rule, so degenerate pivots never cycle; the dual
/// simplex takes its most infeasible symbol out of the middle
/// (`remove(at:)`) until it too falls back on the lowest.
///
/// ```swift
/// var heap = SymbolHeap()
/// heap.push(7); heap.push(3)
/// heap.pop()   // 3
/// ```
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

    mutating func pop() -> Symbol? { items.isEmpty ? nil : remove(at: 0) }

    /// Removes and returns the symbol at `index` of ``items``.
    mutating func remove(at index: Int) -> Symbol {
        let removed = items[index]
        let last = items.removeLast()
        guard index < items.count else { return removed }
        // `last` takes the hole: up while below its parent, else down.
        var i = index
        while i > 0 {
            let parent = (i - 1) >> 1
            if items[parent] <= last { break }
            items[i] = items[parent]
            i = parent
        }
        if i < index {
            items[i] = last
            return removed
        }
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
        return removed
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
