import AutoLayout
import Foundation
import Testing
@testable import CollectionLayout

/// Measuring estimated items in any order (queries jumping around) ends in the frames of the same
/// sizes given up front: measured lines are re-broken until a line starts where an old one did, and
/// the lines after that move lazily.
@Suite struct FlowLayoutMeasureOrderTests {
    /// Item heights 20...90; widths 100 (three to a 320 line) or, for `varied`, 60...180.
    static func size(_ item: Int, varied: Bool) -> CGSize {
        CGSize(width: varied ? CGFloat(60 + 40 * (item % 4)) : 100, height: CGFloat(20 + 10 * (item * 7 % 8)))
    }

    func estimated(varied: Bool) -> FlowLayout {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 15)
        layout.sizing = ClosureItemSizing { path, _, _, _ in Self.size(path.item, varied: varied) }
        layout.dataSource = ItemCounts([60, 9])
        layout.bounds = rect(0, 0, 320, 400)
        return layout
    }

    func reference(varied: Bool) -> FlowLayout {
        let layout = FlowLayout()
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 15)
        layout.sizeForItem = { Self.size($0.item, varied: varied) }
        layout.dataSource = ItemCounts([60, 9])
        layout.bounds = rect(0, 0, 320, 400)
        return layout
    }

    @Test(arguments: [false, true])
    func anyOrderGivesTheFramesOfTheSizes(varied: Bool) {
        let layout = estimated(varied: varied)
        for y: CGFloat in [900, 0, 1500, 450, 200, 2400, 1100] {
            let shown = layout.layoutAttributesForElements(in: rect(0, y, 320, 120)) ?? []
            // What a query returns is where the element stays (until something above it is measured).
            for attributes in shown where attributes.kind == .cell {
                #expect(layout.layoutAttributesForItem(at: attributes.indexPath)?.frame == attributes.frame)
            }
        }
        let all = layout.allLayoutAttributes()
        #expect(layout.unmeasuredItemCount == 0)
        let expected = reference(varied: varied).allLayoutAttributes()
        #expect(all.map(\.frame) == expected.map(\.frame))
        #expect(all.map(\.kind) == expected.map(\.kind))
        #expect(layout.contentSize == reference(varied: varied).contentSize)
    }

    @Test func aMeasuredLineMovesTheLinesBelowWithoutRemeasuringThem() {
        let layout = estimated(varied: false)
        _ = layout.layoutAttributesForElements(in: rect(0, 1000, 320, 100))
        let before = layout.layoutAttributesForItem(at: path(59))!.frame
        let footer = layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path(0))!.frame
        // Measuring the first screen changes the lines above item 59 by what they measured.
        _ = layout.layoutAttributesForElements(in: rect(0, 0, 320, 100))
        // The lines between the first screen and item 59's were moved on paper only.
        #expect(layout.sections[0].pending.line < layout.sections[0].lines.count)
        let after = layout.layoutAttributesForItem(at: path(59))!.frame
        let footerAfter = layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path(0))!.frame
        #expect(after.minY - before.minY == footerAfter.minY - footer.minY)
        #expect(after.minY != before.minY)
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: path(0, 1))!.frame.minY == footerAfter.maxY)
    }
}

/// Rows measured in any order end where rows of those heights given up front are; a measured row
/// moves the rows after it lazily.
@Suite struct TableLayoutMeasureOrderTests {
    static func height(_ path: IndexPath) -> CGFloat { CGFloat(30 + 10 * ((path.row * 5 + path.section) % 7)) }

    func table(estimated: Bool) -> TableLayout {
        let table = TableLayout()
        table.sectionHeaderHeight = 28
        table.sectionFooterHeight = 12
        if estimated {
            table.estimatedRowHeight = 44
            table.sizing = ClosureItemSizing { path, target, _, _ in CGSize(width: target.width, height: Self.height(path)) }
        } else {
            table.heightForRow = { Self.height($0) }
        }
        table.dataSource = ItemCounts([80, 40])
        table.bounds = rect(0, 0, 375, 300)
        return table
    }

    @Test func anyOrderGivesTheFramesOfTheHeights() {
        let layout = table(estimated: true)
        for y: CGFloat in [2000, 0, 4000, 900, 300, 5500] {
            let shown = layout.layoutAttributesForElements(in: rect(0, y, 375, 200))
            for attributes in shown where attributes.kind == .cell {
                #expect(layout.layoutAttributesForItem(at: attributes.indexPath)?.frame == attributes.frame)
            }
        }
        #expect(layout.slots.shiftedFrom != Int.max)   // rows moved on paper only, written as queries reach them
        let all = layout.allLayoutAttributes()
        #expect(layout.unmeasuredRowCount == 0)
        let expected = table(estimated: false).allLayoutAttributes()
        #expect(all.map(\.frame) == expected.map(\.frame))
        #expect(layout.contentSize == table(estimated: false).contentSize)
    }
}
