import AutoLayout
@testable import CollectionLayout
import Foundation
import Testing

/// A context carrying a fact of its own, as UIKit layouts subclass them.
final class NoteContext: CollectionViewLayoutInvalidationContext {
    var note = ""
}

/// A flow layout that records every context it is handed and counts `prepare()`.
final class RecordingFlowLayout: FlowLayout {
    var contexts: [CollectionViewLayoutInvalidationContext] = []
    var prepares = 0

    override class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type { NoteContext.self }

    override func prepare() {
        super.prepare()
        prepares += 1
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! NoteContext
        context.note = "bounds \(newBounds.width)"
        return context
    }
}

@MainActor
struct InvalidationContextTests {
    /// The estimated flow layout of `FlowLayoutEstimatedTests.s2`: two 172.5-wide columns, items
    /// measured from 64 to 36, 76, 36, 56 and 76 tall.
    func estimated() -> (RecordingFlowLayout, RecordingSizing) {
        FlowLayoutEstimatedTests().s2(layout: RecordingFlowLayout())
    }

    @Test func theLayoutsOwnChangesSendTheirContexts() {
        let layout = RecordingFlowLayout()
        layout.contexts = []
        layout.invalidateLayout()
        layout.dataSource = ItemCounts([3])
        layout.bounds = rect(0, 0, 320, 480)
        layout.bounds = rect(0, 100, 320, 480)   // a scroll: no invalidation
        #expect(layout.contexts.count == 3)
        #expect(layout.contexts.map(\.invalidateEverything) == [true, false, false])
        #expect(layout.contexts.map(\.invalidateDataSourceCounts) == [false, true, false])
        #expect(layout.contexts.allSatisfy { $0 is NoteContext })
        #expect((layout.contexts[2] as? NoteContext)?.note == "bounds 320.0")
    }

    @Test func measuredSizesArriveAsPreferredAttributeContexts() {
        let (layout, _) = estimated()
        layout.contexts = []
        _ = layout.layoutAttributesForElements(in: rect(0, 0, 375, 667))
        #expect(layout.contexts.map(\.invalidatedItemIndexPaths) == (0..<5).map { [IndexPath(item: $0, section: 0)] })
        #expect(layout.contexts.map(\.contentSizeAdjustment.height) == [-28, 12, -28, -8, 12])
        #expect(layout.contexts.allSatisfy { !$0.invalidateEverything && !$0.invalidateDataSourceCounts })
        // prepare() runs again after them (UIKit's rule), and the frames are the measured ones.
        let prepares = layout.prepares
        #expect(layout.cellFrames() == [
            rect(10, 30, 172.5, 36), rect(192.5, 10, 172.5, 76),
            rect(10, 116, 172.5, 36), rect(192.5, 106, 172.5, 56),
            rect(10, 182, 172.5, 76),
        ])
        #expect(layout.prepares == prepares + 1)
    }

    @Test func aContextNamingItemsHasThemMeasuredAgain() {
        let (layout, sizing) = estimated()
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 5)
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        layout.invalidateLayout(with: context)
        _ = layout.cellFrames()
        #expect(sizing.measuredPaths.suffix(1) == [path(3)])
        #expect(sizing.calls.count == 6)
        // invalidateItems(at:) is the same request.
        layout.invalidateItems(at: [path(0), path(4)])
        _ = layout.cellFrames()
        #expect(sizing.measuredPaths.suffix(2) == [path(0), path(4)])
    }

    @Test func theOffsetAdjustmentMovesTheHostsContent() {
        let (view, source) = CollectionViewHostTests().makeGrid()
        defer { withExtendedLifetime(source) {} }
        _ = view.visibleCells
        let context = CollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 220)
        view.collectionViewLayout.invalidateLayout(with: context)
        #expect(view.contentOffset == CGPoint(x: 0, y: 220))
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 6, section: 0))
    }

    @Test func supplementaryElementsAreNamedByKind() {
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedSupplementaryIndexPaths == [
            CollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)],
        ])
        #expect(context.invalidatedItemIndexPaths == nil)
    }
}

/// 320 x 480 with 10-point side insets: the flow layout has 300 points, so two 100-point items a row
/// (three would need 320), justified at x = 0 and 200; 100 items make 50 rows, 5490 tall.
@MainActor
struct ContentInsetTests {
    func makeView() -> (CollectionView, GridSource) {
        let (view, source) = CollectionViewHostTests().makeGrid()
        view.contentInset = EdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
        view.contentOffset = CGPoint(x: -10, y: -20)
        return (view, source)
    }

    @Test func theFlowLayoutLaysOutInsideTheInsets() {
        let (view, source) = makeView()
        defer { withExtendedLifetime(source) {} }
        #expect(view.adjustedContentInset == view.contentInset)
        #expect(view.contentSize == CGSize(width: 300, height: 5490))
        // Visible: -20...460, rows at 0, 110, 220, 330 and 440.
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<10))
        #expect(view.visibleCells.prefix(3).map(\.frame) == [rect(0, 0, 100, 100), rect(200, 0, 100, 100), rect(0, 110, 100, 100)])
    }

    @Test func scrollingToAnItemRespectsTheInsets() {
        let (view, source) = makeView()
        defer { withExtendedLifetime(source) {} }
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: -10, y: 1100 - 20))
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .bottom, animated: false)
        // The item's bottom (1200) at the bottom of the area above the 30-point inset: 1200 - 430 - 20.
        #expect(view.contentOffset.y == 750)
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        // Clamped: the content's end plus the bottom inset at the view's bottom.
        #expect(view.contentOffset.y == CGFloat(5490 + 30 - 480))
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(view.contentOffset.y == -20)
    }
}

/// A flow layout invalidated on every scroll, as sticky-header layouts are.
final class ScrollWatchingLayout: FlowLayout {
    var prepares = 0

    override func prepare() {
        super.prepare()
        prepares += 1
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

@MainActor
struct FlowInvalidationContextTests {
    func makeLayout(asked: @escaping () -> Void) -> ScrollWatchingLayout {
        let layout = ScrollWatchingLayout()
        layout.sizeForItem = { _ in
            asked()
            return CGSize(width: 100, height: 100)
        }
        layout.dataSource = ItemCounts([30])
        layout.bounds = rect(0, 0, 320, 480)
        _ = layout.layoutAttributesForElements(in: layout.bounds)
        return layout
    }

    @Test func aScrollRunsPrepareButKeepsTheLines() {
        var asked = 0
        let layout = makeLayout { asked += 1 }
        #expect(asked == 30)
        layout.bounds = rect(0, 200, 320, 480)
        let shown = layout.layoutAttributesForElements(in: layout.bounds) ?? []
        // prepare() ran for the scroll, as in UIKit; the flow layout did not ask for the sizes again.
        #expect(layout.prepares == 2)
        #expect(asked == 30)
        #expect(shown.first?.frame == rect(0, 110, 100, 100))
        layout.bounds = rect(0, 200, 480, 320)   // a new width: the lines are laid out again
        _ = layout.layoutAttributesForElements(in: layout.bounds)
        #expect(asked == 60)
    }

    @Test func aFlowContextWithNothingToRedoKeepsTheLines() {
        var asked = 0
        let layout = makeLayout { asked += 1 }
        let spare = CollectionViewFlowLayoutInvalidationContext()
        spare.invalidateFlowLayoutDelegateMetrics = false
        spare.invalidateFlowLayoutAttributes = false
        layout.invalidateLayout(with: spare)
        _ = layout.layoutAttributesForElements(in: layout.bounds)
        #expect(asked == 30 && layout.prepares == 2)
        layout.invalidateLayout(with: CollectionViewFlowLayoutInvalidationContext())
        _ = layout.layoutAttributesForElements(in: layout.bounds)
        #expect(asked == 60 && layout.prepares == 3)
        #expect(FlowLayout.invalidationContextClass == CollectionViewFlowLayoutInvalidationContext.self)
    }
}
