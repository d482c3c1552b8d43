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
/// of the time of building a small system. An `UnmanagedArray` is a pointer
/// and two counts: writes go straight to memory.
///
/// It comes in two kinds, told apart by `Memory` so that memory from one
/// source is never given back to the other: a ``RawArray`` grows with
/// malloc and realloc (the tableau's own arrays, the journal's logs,
/// scratch lists); a ``PoolArray`` grows in a ``BlockPool`` passed to each
/// call that may allocate (row cells and columns, which are many and small).
///
/// The price is ownership by hand. A copy shares its memory (a view, valid
/// until the original grows or is freed); exactly one holder frees it. The
/// tableau owns every one it holds and frees them in `Tableau.deallocate()`,
/// which the solver calls.
///
/// ```swift
/// var a = RawArray<Int32>()
/// a.append(3)
/// a[0] += 1          // in place
/// a.deallocate()
/// ```
struct UnmanagedArray<Element: BitwiseCopyable, Memory: MemorySource>: RandomAccessCollection {
    private(set) var base: UnsafeMutablePointer<Element>?
    private var length: Int32 = 0
    private var room: Int32 = 0

    init() { base = nil }

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

    /// Drops the last `n` elements (the memory stays).
    @inline(__always) mutating func removeLast(_ n: Int) {
        assert(n <= count)
        length -= Int32(n)
    }

    /// Empties the array, keeping its memory.
    @inline(__always) mutating func removeAll() { length = 0 }

    /// Sets the count to `n`, at most the capacity, leaving new elements as
    /// they are in memory: the caller writes them.
    @inline(__always) mutating func setCount(_ n: Int) {
        precondition(n <= capacity, "UnmanagedArray: count \(n) above capacity \(capacity)")
        length = Int32(n)
    }

    @discardableResult
    mutating func remove(at i: Int) -> Element {
        let p = base.unsafelyUnwrapped
        let e = p[i]
        (p + i).update(from: p + i + 1, count: count - i - 1)
        length -= 1
        return e
    }

    /// Appends `element`, for which the caller has made room.
    @inline(__always) mutating func appendWithinCapacity(_ element: Element) {
        assert(count < capacity, "appendWithinCapacity: no room")
        appendInPlace(element)
    }

    // The steps of the growing operations below, once room has been made.

    @inline(__always) private mutating func appendInPlace(_ element: Element) {
        (base.unsafelyUnwrapped + count).initialize(to: element)
        length += 1
    }

    @inline(__always) private mutating func appendInPlace<M>(contentsOf other: UnmanagedArray<Element, M>) {
        (base.unsafelyUnwrapped + count).update(from: other.base.unsafelyUnwrapped, count: other.count)
        length += Int32(other.count)
    }

    @inline(__always) private mutating func extendInPlace(to n: Int, with value: Element) {
        (base.unsafelyUnwrapped + count).initialize(repeating: value, count: n - count)
        length = Int32(n)
    }

    @inline(__always) private mutating func insertInPlace(_ element: Element, at i: Int) {
        let p = base.unsafelyUnwrapped
        (p + i + 1).update(from: p + i, count: count - i)
        (p + i).initialize(to: element)
        length += 1
    }

    /// Takes over `n` elements at `raw` (room for `bytes` bytes), after a growth.
    @inline(__always) private mutating func adopt(_ raw: UnsafeMutableRawPointer, bytes: Int) {
        let n = bytes / MemoryLayout<Element>.stride
        precondition(n < Int(Int32.max), "UnmanagedArray: more than \(Int32.max) elements")
        base = raw.bindMemory(to: Element.self, capacity: n)
        room = Int32(n)
    }

    private var bytes: Int { capacity * MemoryLayout<Element>.stride }
    private var usedBytes: Int { count * MemoryLayout<Element>.stride }
}

/// Marks where an ``UnmanagedArray``'s memory comes from.
protocol MemorySource {}
/// malloc and realloc.
enum Malloc: MemorySource {}
/// A ``BlockPool``.
enum Pooled: MemorySource {}

/// An array that grows with malloc and realloc.
typealias RawArray<Element: BitwiseCopyable> = UnmanagedArray<Element, Malloc>
/// An array that grows in a ``BlockPool`` (row cells and columns).
typealias PoolArray<Element: BitwiseCopyable> = UnmanagedArray<Element, Pooled>

extension UnmanagedArray where Memory == Malloc {
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

    @inline(__always) mutating func append(_ element: Element) {
        if length == room { grow(to: Swift.max(4, 2 * count)) }
        appendInPlace(element)
    }

    /// Appends the elements of another array.
    mutating func append<M>(contentsOf other: UnmanagedArray<Element, M>) {
        guard !other.isEmpty else { return }
        if count + other.count > capacity { grow(to: Swift.max(count + other.count, 2 * count)) }
        appendInPlace(contentsOf: other)
    }

    /// Appends copies of `value` until there are `n` elements (none if
    /// there are already as many).
    mutating func extend(to n: Int, with value: Element) {
        guard n > count else { return }
        if n > capacity { grow(to: Swift.max(n, 2 * count)) }
        extendInPlace(to: n, with: value)
    }

    /// Makes room for `n` elements in all.
    mutating func reserveCapacity(_ n: Int) {
        if n > capacity { grow(to: n) }
    }

    /// Frees the memory; the array is empty afterwards.
    mutating func deallocate() {
        if let p = base { free(p) }
        self = UnmanagedArray()
    }

    /// The array, leaving an empty one in its place: a scratch list taken
    /// out of the tableau, so that code using it may change the tableau.
    ///
    /// ```swift
    /// var created = createdScratch.take()
    /// defer { createdScratch.restore(created) }
    /// ```
    @inline(__always) mutating func take() -> Self {
        defer { self = UnmanagedArray() }
        return self
    }

    /// Puts back an array ``take()`` gave. Nothing may have used the
    /// place meanwhile (a nested user's array would be lost: checked in
    /// debug builds; release builds pay nothing on the solver's hot paths).
    @inline(__always) mutating func restore(_ taken: Self) {
        assert(base == nil, "a scratch list was taken twice")
        self = taken
    }

    private mutating func grow(to n: Int) {
        let bytes = n * MemoryLayout<Element>.stride
        // A small block is moved by malloc, copy and free rather than
        // realloc: glibc's realloc takes its slow path for the new block,
        // where malloc and free go through the per-thread cache (blocks up
        // to 1 KiB); that made a build's growths cost half as much. A large
        // one is left to realloc, which can grow it without a copy.
        // A first block comes from malloc whatever its size: realloc of
        // nil takes realloc's slow path too (the enaml build -0.3%).
        let raw: UnsafeMutableRawPointer?
        if let old = base {
            if bytes <= 1024 {
                raw = malloc(bytes)
                raw?.copyMemory(from: old, byteCount: usedBytes)
                if raw != nil { free(old) }
            } else {
                raw = realloc(old, bytes)
            }
        } else {
            raw = malloc(bytes)
        }
        guard let raw else {
            fatalError("RawArray: out of memory growing to \(n) elements")
        }
        adopt(raw, bytes: bytes)
    }
}

extension UnmanagedArray where Memory == Pooled {
    /// An empty array with room for at least `capacity` elements.
    init(capacity: Int, in pool: inout BlockPool) {
        base = nil
        if capacity > 0 { grow(to: capacity, in: &pool) }
    }

    /// A copy of `elements` (of either kind), with memory of its own from `pool`.
    init<M>(copying elements: UnmanagedArray<Element, M>.SubSequence, in pool: inout BlockPool) {
        base = nil
        if !elements.isEmpty { grow(to: elements.count, in: &pool) }
        for e in elements { appendInPlace(e) }
    }

    @inline(__always) mutating func append(_ element: Element, in pool: inout BlockPool) {
        if length == room { grow(to: Swift.max(4, 2 * count), in: &pool) }
        appendInPlace(element)
    }

    /// Appends copies of `value` until there are `n` elements (none if
    /// there are already as many).
    mutating func extend(to n: Int, with value: Element, in pool: inout BlockPool) {
        guard n > count else { return }
        if n > capacity { grow(to: Swift.max(n, 2 * count), in: &pool) }
        extendInPlace(to: n, with: value)
    }

    /// Makes room for `n` elements in all.
    mutating func reserveCapacity(_ n: Int, in pool: inout BlockPool) {
        if n > capacity { grow(to: n, in: &pool) }
    }

    mutating func insert(_ element: Element, at i: Int, in pool: inout BlockPool) {
        if length == room { grow(to: Swift.max(4, 2 * count), in: &pool) }
        insertInPlace(element, at: i)
    }

    /// Gives the memory back to `pool`; the array is empty afterwards.
    mutating func deallocate(in pool: inout BlockPool) {
        if let p = base { pool.deallocate(UnsafeMutableRawPointer(p), bytes: bytes) }
        self = UnmanagedArray()
    }

    /// Frees the memory if it is too large to have come from a pool's slabs
    /// (the rest goes with ``BlockPool/releaseAll()``); the array is empty
    /// afterwards. For tearing down a whole tableau without visiting each
    /// small block.
    mutating func deallocateIfLarge() {
        if let p = base, bytes > BlockPool.largest { free(p) }
        self = UnmanagedArray()
    }

    private mutating func grow(to n: Int, in pool: inout BlockPool) {
        let (raw, size) = pool.reallocate(
            base.map(UnsafeMutableRawPointer.init), bytes: bytes, keeping: usedBytes,
            to: n * MemoryLayout<Element>.stride)
        adopt(raw, bytes: size)
    }
}
