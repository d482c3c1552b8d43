/// A list that grows by chunks of `chunkSize` elements: growing copies
/// nothing, and the room beyond the elements is at most one chunk (an array
/// that doubles may hold as much room as elements).
struct ChunkedList<Element> {
    /// The full chunks, oldest first.
    private var full: [[Element]] = []
    /// The chunk being filled: grows as an array until `chunkSize`.
    private var current: [Element] = []

    /// 4,096 elements a chunk, a power of two: an index is a shift and a mask.
    static var chunkShift: Int { 12 }
    static var chunkSize: Int { 1 << chunkShift }

    var isEmpty: Bool { current.isEmpty && full.isEmpty }
    var count: Int { full.count << Self.chunkShift + current.count }

    /// The element at `i` (not negative), counted from the oldest.
    subscript(i: Int) -> Element {
        @inline(__always) get {
            let chunk = i >> Self.chunkShift, offset = i & (Self.chunkSize - 1)
            return chunk < full.count ? full[chunk][offset] : current[offset]
        }
        set { update(at: i) { $0 = newValue } }
    }

    @inline(__always) mutating func append(_ element: Element) {
        if current.count == Self.chunkSize { startChunk() }
        current.append(element)
    }

    private mutating func startChunk() {
        full.append(current)
        current = []
        current.reserveCapacity(Self.chunkSize)
    }

    /// Changes the element at `i` in place.
    @inline(__always) mutating func update(at i: Int, _ change: (inout Element) -> Void) {
        let chunk = i >> Self.chunkShift, offset = i & (Self.chunkSize - 1)
        if chunk < full.count { change(&full[chunk][offset]) } else { change(&current[offset]) }
    }

    /// Removes and returns the newest element; the list must not be empty.
    @discardableResult
    mutating func removeLast() -> Element {
        if current.isEmpty, let last = full.popLast() { current = last }
        return current.removeLast()
    }

    /// Empties the list, keeping the room of one chunk.
    mutating func removeAll() {
        if !full.isEmpty {
            current = full[0]
            full = []
        }
        current.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with every element, newest first.
    func forEachNewestFirst(_ body: (Element) -> Void) {
        for element in current.reversed() { body(element) }
        for chunk in full.reversed() {
            for element in chunk.reversed() { body(element) }
        }
    }
}
