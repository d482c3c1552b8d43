import AutoLayout
import Foundation
import Testing
@testable import CollectionLayout

/// A layout written as UIKit layouts are: a direct subclass of the base class that computes its
/// attributes in `prepare()` (one item per row, `rowHeight` tall).
final class RowsLayout: CollectionViewLayout {
    var rowHeight: CGFloat = 40 { didSet { invalidateLayout() } }
    private var cache: [LayoutAttributes] = []
    private(set) var prepareCount = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        cache = []
        let count = dataSource.numberOfSections > 0 ? dataSource.numberOfItems(inSection: 0) : 0
        for item in 0..<count {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: bounds.width, height: rowHeight)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: bounds.width, height: CGFloat(cache.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) && $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != bounds.width
    }
}

@MainActor
@Suite struct CollectionViewLayoutSubclassTests {
    final class Numbers: CollectionViewDataSource {
        var count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    @Test func aCollectionViewShowsWhatADirectSubclassReturns() {
        let layout = RowsLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let numbers = Numbers(10)
        view.dataSource = numbers
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 200, height: 40), CGRect(x: 0, y: 40, width: 200, height: 40),
            CGRect(x: 0, y: 80, width: 200, height: 40),
        ])
        #expect(view.contentSize == CGSize(width: 200, height: 400))
        #expect(layout.collectionView === view)
        view.contentOffset.y = 300
        #expect(view.indexPathsForVisibleItems.map(\.item) == [7, 8, 9])
        // Scrolling does not invalidate: prepare() ran once.
        #expect(layout.prepareCount == 1)
        layout.rowHeight = 50
        #expect(view.contentSize.height == 500)
        #expect(layout.prepareCount == 2)
    }

    @Test func prepareRunsOncePerInvalidationWithoutAView() {
        let layout = RowsLayout()
        layout.dataSource = ItemCounts([3])
        layout.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layout.contentSize == CGSize(width: 100, height: 120))
        #expect(layout.allLayoutAttributes().count == 3)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 80)
        #expect(layout.prepareCount == 1)
        layout.bounds = CGRect(x: 0, y: 50, width: 100, height: 100)   // a scroll
        _ = layout.contentSize
        #expect(layout.prepareCount == 1)
        layout.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)   // a resize
        #expect(layout.contentSize.width == 300)
        #expect(layout.prepareCount == 2)
    }

    @Test func flowSubclassesChangeTheAttributesSuperReturns() {
        final class Shifted: FlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                attributes?.forEach { $0.frame.origin.x += 5 }
                return attributes
            }
        }
        let layout = Shifted()
        layout.dataSource = ItemCounts([2])
        layout.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        // Stock frames: a partial row of fixed sizes, left-aligned at gap 10 (0 and 60); shifted by 5.
        #expect(layout.cellFrames() == [CGRect(x: 5, y: 0, width: 50, height: 50), CGRect(x: 65, y: 0, width: 50, height: 50)])
        // The layout's own state is untouched: asking again gives the same shifted frames.
        #expect(layout.cellFrames().map(\.minX) == [5, 65])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 60)
    }

    @Test func aFlowSubclassCanRefuseMeasuredSizes() {
        final class KeepsEstimates: FlowLayout {
            override func shouldInvalidateLayout(
                forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                withOriginalAttributes originalAttributes: LayoutAttributes
            ) -> Bool { preferredAttributes.size.width > originalAttributes.size.width }
        }
        let layout = KeepsEstimates()
        layout.estimatedItemSize = CGSize(width: 60, height: 30)
        layout.sizing = RecordingSizing { path, _ in CGSize(width: path.item == 0 ? 40 : 80, height: 30) }
        layout.dataSource = ItemCounts([2])
        layout.bounds = CGRect(x: 0, y: 0, width: 400, height: 100)
        #expect(layout.cellFrames().map(\.width) == [60, 80])
    }

    @Test func attributesAreCopiedAndComparedByValue() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        let copy = attributes.copy() as! CollectionViewLayoutAttributes
        #expect(copy == attributes && copy !== attributes)
        copy.size = CGSize(width: 60, height: 50)   // keeps the centre (30, 35)
        #expect(copy.frame == CGRect(x: 0, y: 10, width: 60, height: 50))
        #expect(attributes.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
        copy.center = CGPoint(x: 100, y: 100)
        #expect(copy.frame == CGRect(x: 70, y: 75, width: 60, height: 50))
        #expect(copy != attributes)
        let header = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        #expect(header.kind == .header && header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == CollectionView.elementKindSectionHeader)
        #expect(attributes.representedElementKind == nil)
    }
}

@MainActor
@Suite struct ScrollToItemTests {
    func rows() -> (CollectionView, CollectionViewLayoutSubclassTests.Numbers) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: RowsLayout())
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let numbers = CollectionViewLayoutSubclassTests.Numbers(10)   // rows 40 tall: content 400
        view.dataSource = numbers
        return (view, numbers)
    }

    @Test func positionsPutTheItemAtTheTopMiddleOrBottom() {
        let (view, numbers) = rows()
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 200))
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == 170)   // centre 220 - 50
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset.y == 140)   // bottom 240 - 100
        #expect(view.indexPathsForVisibleItems.map(\.item) == [3, 4, 5])
        _ = numbers
    }

    @Test func theOffsetStaysInsideTheContent() {
        let (view, numbers) = rows()
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: true)
        #expect(view.contentOffset.y == 300)   // 400 - 100
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: true)
        #expect(view.contentOffset.y == 0)
        view.scrollToItem(at: IndexPath(item: 4, section: 0), at: [], animated: false)
        #expect(view.contentOffset.y == 100)   // just far enough: row 4 ends at 200
        _ = numbers
    }
}
