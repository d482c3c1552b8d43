#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory of a tableau's many small arrays (the cells of its rows and
/// its columns): blocks carved from a few large slabs, kept on free lists
/// by size, and given back all at once.
///
/// Why not malloc: a system of 25,000 constraints holds some 80,000 such
/// arrays, most under 200 bytes. glibc keeps freed blocks that small on
/// "fast bins" and walks all of them (coalescing each with its neighbours)
/// whenever a large block is freed or asked for; with 800,000 of them
/// spread over 100 MB, those walks missed the caches on every block and
/// were half the time of building ten thousand cards. Here a block costs a
/// pointer bump or a free-list pop, carries no header, and freeing the
/// tableau frees its slabs, not its blocks.
///
/// Blocks are multiples of ``granule`` bytes; a freed block serves only a
/// later request of the same rounded size. Blocks above ``largest`` bytes
/// come from malloc (their owners free them; see
/// ``UnmanagedArray/deallocateIfLarge()``).
///
/// ```swift
/// var pool = BlockPool()
/// let (p, bytes) = pool.allocate(100)   // bytes == 104
/// pool.deallocate(p, bytes: bytes)      // onto the free list of 104-byte blocks
/// pool.releaseAll()
/// ```
///
/// A copy of a pool shares its slabs but not its free lists: exactly one
/// copy (the tableau's) may allocate and free.
struct BlockPool {
    /// Block sizes are multiples of this (a free block holds the link to the next).
    static let granule = 8
    /// The largest block served from slabs; larger ones come from malloc.
    static let largest = 1024
    /// Slabs start small (a solver of a few constraints stays small) and
    /// double up to this size.
    static let largestSlab = 64 * 1024

    /// The first free block of each size (`granule` bytes apart), or nil.
    private var heads = RawArray<UnsafeMutableRawPointer?>()
    /// Every slab, for ``releaseAll()``.
    private var slabs = RawArray<UnsafeMutableRawPointer>()
    /// The unused end of the current slab.
    private var cursor: UnsafeMutableRawPointer?
    private var remaining = 0
    private var nextSlabSize = 4096

    /// `bytes` rounded up to a block size.
    @inline(__always) static func blockSize(_ bytes: Int) -> Int {
        (Swift.max(bytes, granule) + granule - 1) & ~(granule - 1)
    }

    /// A block of at least `bytes` bytes, and its actual size. The block
    /// goes back with that size or any that rounds to it (an array gives
    /// its capacity in bytes).
    @inline(__always) mutating func allocate(_ bytes: Int) -> (UnsafeMutableRawPointer, Int) {
        let size = BlockPool.blockSize(bytes)
        guard size <= BlockPool.largest else { return (BlockPool.mallocOrFail(size), size) }
        let k = size / BlockPool.granule - 1
        if k < heads.count, let block = heads[k] {
            heads[k] = block.load(as: UnsafeMutableRawPointer?.self)
            return (block, size)
        }
        if size > remaining { startSlab() }
        let block = cursor.unsafelyUnwrapped
        cursor = block + size
        remaining -= size
        return (block, size)
    }

    /// Takes back a block of `bytes` bytes (rounded as ``allocate(_:)`` rounds).
    @inline(__always) mutating func deallocate(_ block: UnsafeMutableRawPointer, bytes: Int) {
        guard bytes <= BlockPool.largest else {
            free(block)
            return
        }
        push(block, size: BlockPool.blockSize(bytes))
    }

    /// Moves `keep` bytes of `block` (of `bytes` bytes, or nil) into a
    /// block of at least `newBytes`, frees the old one and returns the new
    /// one with its size. Large blocks grow in place when realloc can.
    mutating func reallocate(
        _ block: UnsafeMutableRawPointer?, bytes: Int, keeping keep: Int, to newBytes: Int
    ) -> (UnsafeMutableRawPointer, Int) {
        if let block, bytes > BlockPool.largest {
            let size = BlockPool.blockSize(newBytes)
            guard let moved = realloc(block, size) else { BlockPool.outOfMemory(size) }
            return (moved, size)
        }
        let (fresh, size) = allocate(newBytes)
        if let block {
            fresh.copyMemory(from: block, byteCount: keep)
            deallocate(block, bytes: bytes)
        }
        return (fresh, size)
    }

    /// Frees every slab: every pooled block is gone (large blocks are not).
    mutating func releaseAll() {
        for slab in slabs { free(slab) }
        slabs.deallocate()
        heads.deallocate()
        cursor = nil
        remaining = 0
        nextSlabSize = 4096
    }

    @inline(__always) private mutating func push(_ block: UnsafeMutableRawPointer, size: Int) {
        let k = size / BlockPool.granule - 1
        if k >= heads.count { heads.extend(to: BlockPool.largest / BlockPool.granule, with: nil) }
        block.storeBytes(of: heads[k], as: UnsafeMutableRawPointer?.self)
        heads[k] = block
    }

    /// A new current slab; what was left of the old one goes onto a free list.
    @inline(never) private mutating func startSlab() {
        if let cursor, remaining >= BlockPool.granule { push(cursor, size: remaining) }
        let size = nextSlabSize
        nextSlabSize = Swift.min(2 * size, BlockPool.largestSlab)
        let slab = BlockPool.mallocOrFail(size)
        slabs.append(slab)
        cursor = slab
        remaining = size
    }

    private static func mallocOrFail(_ bytes: Int) -> UnsafeMutableRawPointer {
        guard let p = malloc(bytes) else { outOfMemory(bytes) }
        return p
    }

    private static func outOfMemory(_ bytes: Int) -> Never {
        fatalError("BlockPool: out of memory allocating \(bytes) bytes")
    }
}
