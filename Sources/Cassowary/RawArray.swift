#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable array of plain values in memory the tableau manages itself.
///
/// Why not `ContiguousArray`: the tableau keeps an array per row (its cells)
/// and per symbol (its column), and changes them in place all the time.
/// Swift's arrays pay for that with a heap object each (header, reference
/// count, an allocation through the runtime), a uniqueness check on every
/// write through a nested access (`rows[i].cells[j] = ...`), and retains
/// and releases whenever a row or symbol is copied; together that was most
/// of the time of building a small system. A `RawArray` is a pointer and
/// two counts: writes go straight to memory and growth is a `realloc`.
///
/// The price is ownership by hand. A copy of a `RawArray` shares its
/// memory (a view, valid until the original grows or is freed); exactly one
/// holder calls ``deallocate()``. The tableau owns every one it holds and
/// frees them in `Tableau.deallocate()`, which the solver calls.
///
/// ```swift
/// var a = RawArray<Int32>()
/// a.append(3)
/// a[0] += 1          // in place
/// a.deallocate()
/// ```
struct RawArray<Element: BitwiseCopyable>: RandomAccessCollection {
    private(set) var base: UnsafeMutablePointer<Element>?
    private var length: Int32 = 0
    private var room: Int32 = 0

    init() { base = nil }

    /// An empty array with room for `capacity` elements.
    init(capacity: Int) {
        base = nil
        if capacity > 0 { grow(to: capacity) }
    }

    /// A new array holding `elements` (owned by the caller).
    init(_ elements: some Sequence<Element>) {
        base = nil
        for e in elements { append(e) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { Int(length) }
    @inline(__always) var count: Int { Int(length) }
    var capacity: Int { Int(room) }
    @inline(__always) var isEmpty: Bool { length == 0 }

    /// Reads and writes in place; a write through a copy writes the shared memory.
    @inline(__always) subscript(i: Int) -> Element {
        unsafeAddress {
            assert(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            return UnsafePointer(base.unsafelyUnwrapped + i)
        }
        nonmutating unsafeMutableAddress {
            assert(i >= 0 && i < count, "index \(i) out of range 0..<\(count)")
            return base.unsafelyUnwrapped + i
        }
    }

    /// The elements as a buffer (valid until the array grows or is freed).
    @inline(__always) var buffer: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if length == room { grow(to: Swift.max(4, 2 * count)) }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        length += 1
    }

    /// Appends the elements of another array.
    mutating func append(contentsOf other: RawArray) {
        let n = other.count
        guard n > 0 else { return }
        if count + n > capacity { grow(to: Swift.max(count + n, 2 * count)) }
        (base.unsafelyUnwrapped + count).update(from: other.base.unsafelyUnwrapped, count: n)
        length += Int32(n)
    }

    /// Appends copies of `value` until there are `n` elements (none if
    /// there are already as many).
    mutating func extend(to n: Int, with value: Element) {
        guard n > count else { return }
        if n > capacity { grow(to: Swift.max(n, 2 * count)) }
        (base.unsafelyUnwrapped + count).initialize(repeating: value, count: n - count)
        length = Int32(n)
    }

    /// Makes room for `n` elements in all.
    mutating func reserveCapacity(_ n: Int) {
        if n > capacity { grow(to: n) }
    }

    /// Sets the count to `n` (at most `capacity` after reserving), leaving new
    /// elements as they are in memory: the caller writes them.
    mutating func resizeUninitialized(_ n: Int) {
        reserveCapacity(n)
        length = Int32(n)
    }

    /// Drops the last `n` elements (the memory stays).
    @inline(__always) mutating func removeLast(_ n: Int) {
        assert(n <= count)
        length -= Int32(n)
    }

    /// Empties the array, keeping its memory.
    @inline(__always) mutating func removeAll() { length = 0 }

    mutating func insert(_ element: Element, at i: Int) {
        if length == room { grow(to: Swift.max(4, 2 * count)) }
        let p = base.unsafelyUnwrapped
        (p + i + 1).update(from: p + i, count: count - i)
        (p + i).initialize(to: element)
        length += 1
    }

    @discardableResult
    mutating func remove(at i: Int) -> Element {
        let p = base.unsafelyUnwrapped
        let e = p[i]
        (p + i).update(from: p + i + 1, count: count - i - 1)
        length -= 1
        return e
    }

    /// A copy of the elements in `range`, with memory of its own (owned by
    /// the caller).
    func copy(_ range: Range<Int>) -> RawArray {
        var c = RawArray(capacity: range.count)
        if !range.isEmpty { c.base.unsafelyUnwrapped.update(from: base.unsafelyUnwrapped + range.lowerBound, count: range.count) }
        c.length = Int32(range.count)
        return c
    }

    /// Frees the memory; the array is empty afterwards.
    mutating func deallocate() {
        if let p = base { free(p) }
        base = nil
        length = 0
        room = 0
    }

    private mutating func grow(to n: Int) {
        precondition(n < Int(Int32.max), "RawArray: more than \(Int32.max) elements")
        let bytes = n * MemoryLayout<Element>.stride
        // A small block is moved by malloc, copy and free rather than
        // realloc: glibc's realloc takes its slow path for the new block,
        // where malloc and free go through the per-thread cache (blocks up
        // to 1 KiB); that made a build's growths cost half as much. A large
        // one is left to realloc, which can grow it without a copy.
        let raw: UnsafeMutableRawPointer?
        if let old = base, bytes <= 1024 {
            raw = malloc(bytes)
            raw?.copyMemory(from: old, byteCount: count * MemoryLayout<Element>.stride)
            if raw != nil { free(old) }
        } else {
            raw = realloc(base.map(UnsafeMutableRawPointer.init), bytes)
        }
        guard let raw else {
            fatalError("RawArray: out of memory growing to \(n) elements")
        }
        base = raw.bindMemory(to: Element.self, capacity: n)
        room = Int32(n)
    }
}
