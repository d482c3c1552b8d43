import Testing
@testable import Cassowary

// The pool behind row cells and columns: sizes round to the granule, a
// freed block serves the next request of its size, large blocks go to
// malloc, and pooled arrays keep their elements as they grow across that
// limit and back.

@Suite("BlockPool")
struct BlockPoolTests {
    @Test func sizesRoundUpToTheGranule() {
        #expect(BlockPool.blockSize(1) == 8)
        #expect(BlockPool.blockSize(8) == 8)
        #expect(BlockPool.blockSize(12) == 16)
        #expect(BlockPool.blockSize(1024) == 1024)
        #expect(BlockPool.blockSize(1025) == 1032)
    }

    @Test func aFreedBlockServesTheNextRequestOfItsSize() {
        var pool = BlockPool()
        defer { pool.releaseAll() }
        let (a, sizeA) = pool.allocate(100)
        let (b, sizeB) = pool.allocate(100)
        #expect(sizeA == 104 && sizeB == 104)
        #expect(a != b)
        #expect(b == a + 104)  // carved one after the other from the slab
        pool.deallocate(a, bytes: sizeA)
        let (c, _) = pool.allocate(40)  // another size: not the freed block
        #expect(c != a)
        let (d, _) = pool.allocate(97)  // rounds to 104: the freed block
        #expect(d == a)
    }

    @Test func blocksStayApartAcrossSlabs() {
        // 4 KiB, then 8 KiB ... slabs: 500 blocks of 200 bytes span several.
        var pool = BlockPool()
        defer { pool.releaseAll() }
        var blocks: [UnsafeMutableRawPointer] = []
        for k in 0..<500 {
            let (p, size) = pool.allocate(200)
            #expect(size == 200)
            p.storeBytes(of: k, as: Int.self)
            (p + 192).storeBytes(of: -k, as: Int.self)
            blocks.append(p)
        }
        for (k, p) in blocks.enumerated() {
            #expect(p.load(as: Int.self) == k)
            #expect((p + 192).load(as: Int.self) == -k)
        }
        #expect(Set(blocks).count == 500)
    }

    @Test func largeBlocksComeFromMalloc() {
        var pool = BlockPool()
        defer { pool.releaseAll() }
        let (p, size) = pool.allocate(5000)
        #expect(size == 5000)
        p.storeBytes(of: 42, as: Int.self)
        let (q, newSize) = pool.reallocate(p, bytes: size, keeping: 8, to: 20000)
        #expect(newSize == 20000)
        #expect(q.load(as: Int.self) == 42)
        pool.deallocate(q, bytes: newSize)  // free(): ASan checks the pairing
    }

    @Test func pooledArraysKeepTheirElementsAcrossTheLargeLimit() {
        var pool = BlockPool()
        defer { pool.releaseAll() }
        var a = PoolArray<Int32>()
        for k in 0..<1000 { a.append(Int32(k), in: &pool) }  // 4000 bytes: malloc
        #expect(Array(a) == (0..<1000).map(Int32.init))
        a.insert(-1, at: 0, in: &pool)
        #expect(a.first == -1 && a.last == 999 && a.count == 1001)
        a.deallocate(in: &pool)
        var b = PoolArray<Cell>(capacity: 5, in: &pool)
        #expect(b.capacity == 5)  // 60 bytes round to 64: still 5 cells
        for k in 0..<5 { b.append(Cell(symbol: Symbol(k), coefficient: Double(k) / 2), in: &pool) }
        b.reserveCapacity(100, in: &pool)  // 1200 bytes: from the pool to malloc
        #expect(b.map(\.coefficient) == [0, 0.5, 1, 1.5, 2])
        b.deallocateIfLarge()
        #expect(b.isEmpty && b.capacity == 0)
    }
}
