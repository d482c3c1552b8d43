import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// Scrolling an estimating flow layout: a measured item moves the lines after it lazily (recorded,
/// applied when read), and every answer equals the one of a layout told the same sizes up front.
@Suite struct FlowLayoutScrollTests {
    /// Item sizes that vary in both directions: 1 to 4 items a line at 375 (widths 80 to 170, spacing 10).
    static func size(_ item: Int) -> CGSize {
        CGSize(width: CGFloat(80 + (item * 37) % 91), height: CGFloat(30 + (item * 53) % 71))
    }

    static let estimate = CGSize(width: 110, height: 60)

    /// Two sections (`count` items, then 31), with insets, spacings and footers, at 375 x 667.
    func configured(_ layout: FlowLayout, _ count: Int, _ direction: ScrollDirection) -> FlowLayout {
        layout.scrollDirection = direction
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 12
        layout.sectionInset = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        layout.footerReferenceSize = CGSize(width: 20, height: 20)
        layout.dataSource = ItemCounts([count, 31])
        layout.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        return layout
    }

    static func measuredSize(_ path: IndexPath, widths: Bool) -> CGSize {
        let size = size(path.item)
        return widths ? size : CGSize(width: estimate.width, height: size.height)
    }

    func estimating(_ count: Int, _ direction: ScrollDirection, widths: Bool) -> FlowLayout {
        let layout = FlowLayout()
        layout.estimatedItemSize = Self.estimate
        layout.sizing = RecordingSizing { path, _ in Self.measuredSize(path, widths: widths) }
        return configured(layout, count, direction)
    }

    /// The same layout told each size: measured ones as measured, the others at the estimate. (Section 1
    /// ends on a lone item: the reference lays out an all-estimated section as equal sizes, whose full
    /// last line UIKit justifies, while an estimating layout leaves a last line left-aligned.)
    func reference(_ count: Int, _ direction: ScrollDirection, widths: Bool, measured: Set<IndexPath>) -> FlowLayout {
        let layout = FlowLayout()
        layout.sizeForItem = { measured.contains($0) ? Self.measuredSize($0, widths: widths) : Self.estimate }
        return configured(layout, count, direction)
    }

    func screen(_ index: Int, _ direction: ScrollDirection) -> CGRect {
        direction == .vertical
            ? CGRect(x: 0, y: CGFloat(index) * 667, width: 375, height: 667)
            : CGRect(x: CGFloat(index) * 375, y: 0, width: 375, height: 667)
    }

    func measuredPaths(_ layout: FlowLayout) -> Set<IndexPath> {
        Set((layout.sizing as! RecordingSizing).measuredPaths)
    }

    /// Every cell's frame as the layout holds it now, read without measuring anything (the public
    /// queries measure what they return).
    func heldFrames(_ layout: FlowLayout) -> [CGRect] {
        layout.prepareIfNeeded()
        let axis = AxisMapper(direction: layout.scrollDirection)
        return layout.sections.flatMap { section in
            section.frames.indices.map { axis.offset(section.frame(of: $0), by: section.origin) }
        }
    }

    @Test(arguments: [(ScrollDirection.vertical, true), (.vertical, false), (.horizontal, true), (.horizontal, false)])
    func scrollingDownMatchesALayoutToldTheSizes(direction: ScrollDirection, widths: Bool) {
        let layout = estimating(600, direction, widths: widths)
        for index in 0..<25 {
            let rect = screen(index, direction)
            let shown = layout.layoutAttributesForElements(in: rect) ?? []
            let truth = reference(600, direction, widths: widths, measured: measuredPaths(layout))
            #expect(shown.map(\.frame) == (truth.layoutAttributesForElements(in: rect) ?? []).map(\.frame), "screen \(index)")
            #expect(layout.contentSize == truth.contentSize, "screen \(index)")
            // Every item, the estimated ones the measured ones moved included, is where the reference has it.
            #expect(heldFrames(layout) == truth.cellFrames(), "screen \(index)")
            for section in [0, 1] {
                let footer = IndexPath(item: 0, section: section)
                #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: footer)?.frame
                    == truth.layoutAttributesForSupplementaryElement(ofKind: .footer, at: footer)?.frame)
            }
        }
    }

    @Test(arguments: [true, false])
    func jumpingAheadThenScrollingFromTheTopMatches(widths: Bool) {
        let layout = estimating(400, .vertical, widths: widths)
        for index in [20, 21, 8, 0, 1, 2, 9, 22, 3] {
            _ = layout.layoutAttributesForElements(in: screen(index, .vertical))
            let truth = reference(400, .vertical, widths: widths, measured: measuredPaths(layout))
            #expect(heldFrames(layout) == truth.cellFrames(), "after screen \(index)")
            #expect(layout.contentSize == truth.contentSize)
        }
    }

    @Test func everythingMeasuredEqualsTheFixedSizeLayout() {
        let layout = estimating(300, .vertical, widths: true)
        var index = 0
        while layout.unmeasuredItemCount > 0 && index < 200 {
            _ = layout.layoutAttributesForElements(in: screen(index, .vertical))
            index += 1
        }
        let all = Set((0..<300).map { IndexPath(item: $0, section: 0) } + (0..<31).map { IndexPath(item: $0, section: 1) })
        let truth = reference(300, .vertical, widths: true, measured: all)
        #expect(layout.unmeasuredItemCount == 0)
        #expect(layout.cellFrames() == truth.cellFrames())
        #expect(layout.contentSize == truth.contentSize)
    }
}
