import AutoLayout
@testable import CollectionLayout
import Foundation
import Testing

/// A 320 x 480 collection view of 100 x 100 items: 3 per row at x 0, 110, 220; rows every 110 points.
@MainActor
struct CollectionViewHostTests {
    func makeGrid(count: Int = 100) -> (CollectionView, GridSource) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        let source = GridSource(count: count)
        view.dataSource = source
        view.delegate = source
        return (view, source)
    }

    func itemFrame(_ item: Int) -> CGRect {
        CGRect(x: CGFloat(item % 3) * 110, y: CGFloat(item / 3) * 110, width: 100, height: 100)
    }

    @Test func firstScreenShowsOnlyItsRows() {
        let (view, source) = makeGrid()
        #expect(view.contentSize == CGSize(width: 320, height: 33 * 110 + 100))
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<15))
        #expect(view.visibleCells.map(\.frame) == (0..<15).map(itemFrame))
        #expect(source.configured == Array(0..<15))
        #expect(view.cellsMade == 15)
        #expect(view.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 110, y: 220, width: 100, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 15, section: 0)) == nil)
    }

    @Test func scrollingScreenByScreenReusesCells() {
        let (view, source) = makeGrid()
        var offset: CGFloat = 0
        var seen = Set<ObjectIdentifier>()
        while offset <= 3730 - 480 {
            view.contentOffset = CGPoint(x: 0, y: offset)
            let rect = CGRect(x: 0, y: offset, width: 320, height: 480)
            let expected = (0..<100).filter { itemFrame($0).minY < rect.maxY && itemFrame($0).maxY > rect.minY }
            #expect(view.indexPathsForVisibleItems.map(\.item) == expected, "offset \(offset)")
            #expect(view.visibleCells.map(\.frame) == expected.map(itemFrame))
            for cell in view.visibleCells {
                let counting = cell as! CountingCell
                #expect(view.indexPath(for: cell)?.item == counting.item)
                seen.insert(ObjectIdentifier(cell))
            }
            offset += 480
        }
        // A screen shows 5 or 6 rows of 3: one screen's worth plus one row is all that is ever made;
        // every later cell is reused.
        #expect(view.cellsMade == 18)
        #expect(seen.count == 18)
        // Each item is configured once on the way down: the row shared by two screens stays.
        #expect(source.configured == Array(0..<93))
        let reuses = view.visibleCells.reduce(0) { $0 + ($1 as! CountingCell).reuses }
        #expect(reuses > 0)
    }

    @Test func scrollingByLessThanARowMakesAtMostOneMoreRow() {
        let (view, source) = makeGrid()
        for step in 0..<30 {
            view.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 55)
            _ = view.visibleCells
        }
        // Up to 6 rows show at once at offsets between rows: one screen plus one row.
        #expect(view.cellsMade <= 18)
        view.contentOffset = CGPoint(x: 0, y: 90)   // rows 0 (0...100) to 5 (550...650) meet 90...570
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<18))
        #expect(source.count == 100)   // the data source is held weakly: keep it alive
    }

    @Test func tapSelectsAndCallsTheDelegate() {
        let (view, source) = makeGrid()
        view.tapItem(at: IndexPath(item: 4, section: 0))
        #expect(source.selectedItems == [4])
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        view.tapItem(at: IndexPath(item: 5, section: 0))
        #expect(source.selectedItems == [4, 5])
        #expect(source.deselectedItems == [4])
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])

        // Selecting from code calls no delegate method, as in UIKit.
        view.selectItem(at: IndexPath(item: 60, section: 0), animated: false, scrollPosition: [])
        #expect(source.selectedItems == [4, 5])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 60, section: 0)])

        // A reused cell shows the selection of the item it now holds.
        view.contentOffset = CGPoint(x: 0, y: 20 * 110)
        #expect(view.cellForItem(at: IndexPath(item: 60, section: 0))?.isSelected == true)
        #expect(view.visibleCells.filter(\.isSelected).count == 1)
        view.contentOffset = .zero
        #expect(view.visibleCells.filter(\.isSelected).count == 0)
    }

    @Test func reloadDataReadsTheCountsAgain() {
        let (view, source) = makeGrid()
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(view.visibleCells.count == 15)
        source.count = 10
        view.reloadData()
        #expect(view.numberOfItems(inSection: 0) == 10)
        #expect(view.contentSize == CGSize(width: 320, height: 3 * 110 + 100))
        #expect(view.visibleCells.map(\.frame) == (0..<10).map(itemFrame))
        #expect(source.configured == Array(0..<15) + Array(0..<10))
        #expect(view.cellsMade == 15)
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test func flowDelegateSizesItemsAndSpacing() {
        final class Sizes: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(
                _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 100 + 10 * indexPath.item, height: 30) }
            func collectionView(
                _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                insetForSectionAt section: Int
            ) -> EdgeInsets { EdgeInsets(top: 5, left: 5, bottom: 5, right: 5) }
            func collectionView(
                _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                minimumLineSpacingForSectionAt section: Int
            ) -> CGFloat { 4 }
        }
        let layout = FlowLayout()
        layout.lineAlignment = .left
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let sizes = Sizes()
        view.dataSource = sizes
        view.delegate = sizes
        // Widths 100, 110 fit a 310-point line (100 + 10 + 110 = 220; + 10 + 120 = 350 does not).
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 5, y: 5, width: 100, height: 30), CGRect(x: 115, y: 5, width: 110, height: 30),
            CGRect(x: 5, y: 39, width: 120, height: 30), CGRect(x: 135, y: 39, width: 130, height: 30),
        ])
    }

    @Test func registeredClassesAreDequeued() {
        // (Dequeuing an identifier never registered stops the program with a precondition failure naming
        // the identifier and register(_:forCellWithReuseIdentifier:); that cannot be tested in-process.)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: FlowLayout())
        view.register(CountingCell.self, forCellWithReuseIdentifier: "Counting")
        let cell = view.dequeueReusableCell(withReuseIdentifier: "Counting", for: IndexPath(item: 0, section: 0))
        #expect(cell is CountingCell)
        #expect(cell.reuseIdentifier == "Counting")
        #expect(view.cellsMade == 1)
    }
}
