/// A list that grows by chunks of `chunkSize` elements once it has one
/// full: growing copies nothing, and the room beyond the elements is at
/// most one chunk, where an array that doubles holds up to as much room
/// as elements (and both buffers while it copies).
struct ChunkedList<Element> {
    /// The full chunks, oldest first.
    private var full: [[Element]] = []
    /// The chunk being filled: grows as an array until `chunkSize`.
    private var current: [Element] = []

    static var chunkSize: Int { 4096 }

    var isEmpty: Bool { current.isEmpty && full.isEmpty }
    var count: Int { full.count * Self.chunkSize + current.count }

    /// The element at `i`, counted from the oldest.
    subscript(i: Int) -> Element {
        get {
            let chunk = i / Self.chunkSize
            return chunk < full.count ? full[chunk][i % Self.chunkSize] : current[i % Self.chunkSize]
        }
        set {
            let chunk = i / Self.chunkSize
            if chunk < full.count { full[chunk][i % Self.chunkSize] = newValue } else { current[i % Self.chunkSize] = newValue }
        }
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
