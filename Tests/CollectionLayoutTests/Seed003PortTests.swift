import AutoLayout
import CollectionLayout
import Foundation
import Testing
@testable import SeedPorts

// The port itself is Sources/SeedPorts/Seed003.swift, shared with the gallery.
// Serialized: one test sets `Device.current`, which the article's layout reads.
@MainActor
@Suite(.serialized)
struct Seed003PortTests {
    func shown(width: CGFloat = 375, height: CGFloat = 667) -> Seed003.OwnerMainScreenCollectionViewController {
        Seed003.OwnerMainScreenCollectionViewController(
            device: Seed003.OwnedDevice(alerts: Seed003.alerts), frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// Cards of a 375-wide phone in portrait: one column 375 wide, each card inset by the 6-point
    /// padding (363 wide). A card is 8 (margin) + its stack + 8; the stack is its labels' column:
    /// a 17-point title (one line 19.548 -> 20 on the 2x grid, two lines 39.096 -> 39.5), 4, a
    /// 14-point status (16.086 -> 16.5) and 4, a 14-point description (one line 16.5, two 32.5).
    /// Cards 1 and 3 wrap (description, title) at the labels' 299 points (363 - 16 - 40 - 8).
    static let stackHeights: [CGFloat] = [
        20 + 4 + 16.5 + 4 + 16.5, 20 + 4 + 16.5 + 4 + 32.5, 20 + 4 + 16.5 + 4 + 16.5, 39.5 + 4 + 16.5 + 4 + 16.5,
        20 + 4 + 16.5 + 4 + 16.5,
    ]

    @Test func cardsStackInOneColumnSizedByTheirStacks() {
        let collectionView = shown().collectionView!
        let cells = collectionView.visibleCells.map { $0 as! Seed003.AlertCollectionViewCell }
        #expect(cells.count == 5)
        var y: CGFloat = 0
        for (cell, stack) in zip(cells, Self.stackHeights) {
            #expect(cell.frame == CGRect(x: 6, y: y + 6, width: 363, height: 8 + stack + 8))
            #expect(cell.stackView.frame == CGRect(x: 8, y: 8, width: 347, height: stack))
            // The 40-point square image is centred across the stack (alignment .center), its origin
            // snapped to the 2x pixel grid (80.5 tall: 20.25 -> 20.5).
            #expect(cell.iconView.frame == CGRect(x: 0, y: ((stack - 40) / 2 * 2).rounded() / 2, width: 40, height: 40))
            let labels = cell.titleLabel.superview!
            #expect(labels.frame == CGRect(x: 48, y: 0, width: 299, height: stack))
            #expect(cell.statusLabel.frame.minY == cell.titleLabel.frame.maxY + 4)
            #expect(cell.descriptionLabel.frame.maxY == stack)
            y = cell.frame.maxY + 6
        }
        #expect(cells.map(\.titleLabel.text) == Seed003.alerts.map(\.title))
        #expect(collectionView.contentSize == CGSize(width: 375, height: y))
        #expect(collectionView.contentSize.height == 480.5)
    }

    @Test func theSizingCellMeasuresWhatTheShownCellsShow() {
        let controller = shown()
        let cells = controller.collectionView!.visibleCells
        let sizing = controller.sizingAlertCell!
        #expect(!cells.contains { $0 === sizing })
        sizing.set(alert: Seed003.alerts[1])
        #expect(sizing.heightFor(width: 363) == 8 + Self.stackHeights[1] + 8)
        // A narrower card wraps more: the description takes four lines (64.344 -> 64.5) at 199 points.
        let narrow: CGFloat = 8 + 20 + 4 + 16.5 + 4 + 64.5 + 8
        #expect(sizing.heightFor(width: 263) == narrow)
    }

    /// The article's `layoutAttributesForElements(in:)` filters with Foundation's `CGRect.intersects`,
    /// which on Linux (swift-corelibs-foundation) also counts rectangles that only touch: a screen 200
    /// tall would show card 2, whose top is at 200. 190 ends between cards 1 and 2.
    @Test func aShortScreenShowsOnlyTheCardsItMeets() {
        let collectionView = shown(height: 190).collectionView!
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        collectionView.contentOffset.y = 300
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [3, 4])
    }

    @Test func landscapePhonesGetTwoColumns() {
        let saved = Device.current
        defer { Device.current = saved }
        Device.current = Device(userInterfaceIdiom: .phone, orientation: .landscapeLeft)
        let collectionView = shown(width: 667, height: 375).collectionView!
        let cells = collectionView.visibleCells
        // Columns 333.5 wide; cards alternate between them, each column stacking its own.
        #expect(cells.map(\.frame.minX) == [6, 339.5, 6, 339.5, 6])
        #expect(cells.allSatisfy { $0.frame.width == 321.5 })
        #expect(cells[2].frame.minY == cells[0].frame.maxY + 12)
        #expect(cells[3].frame.minY == cells[1].frame.maxY + 12)
    }

    @Test func theGalleryPictureHoldsEveryCard() {
        let example = SeedExample.all.first { $0.name == "seed-003-cards" }!
        let narrow = example.build(375)
        #expect(narrow.frame.size == CGSize(width: 375, height: 480.5))
        #expect(narrow.subviews.count == Seed003.alerts.count)
        #expect(narrow.brokenConstraints.isEmpty)
        // 667 wide is a phone on its side: two columns; the device is left as it was.
        let before = Device.current
        let wide = example.build(667)
        #expect(Device.current == before)
        #expect(wide.subviews.map(\.frame.minX) == [6, 339.5, 6, 339.5, 6])
    }
}
