import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// The waterfall's per-section numbers (CHT's delegate): column counts, insets, spacings,
/// headers and footers with their insets.
@Suite struct WaterfallSectionTests {
    static let originals: [[CGSize]] = [
        // 145-wide columns: 145, 72.5, 48.33.
        [CGSize(width: 100, height: 100), CGSize(width: 100, height: 50), CGSize(width: 300, height: 100)],
        // 100-wide columns: 50.5, 100, 30, 40.
        [CGSize(width: 100, height: 50.5), CGSize(width: 100, height: 100), CGSize(width: 100, height: 30),
         CGSize(width: 100, height: 40)],
    ]

    /// Section 0: 2 columns, inset 10 all round, gaps 10 / 10, header 40 inset (5, 8, 5, 8), footer 20.
    /// Section 1: 3 columns, inset (0, 5, 5, 5), gaps 5 / 4, header 30, no footer.
    /// Every footer inset (3, 0, 2, 0).
    func chtSections(scale: CGFloat) -> WaterfallLayout {
        let layout = WaterfallLayout { path in Self.originals[path.section][path.item] }
        layout.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: scale)
        layout.columnCountForSection = { $0 == 0 ? 2 : 3 }
        layout.insetForSection = {
            $0 == 0 ? EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) : EdgeInsets(top: 0, left: 5, bottom: 5, right: 5)
        }
        layout.columnSpacingForSection = { $0 == 0 ? 10 : 5 }
        layout.rowSpacingForSection = { $0 == 0 ? 10 : 4 }
        layout.headerHeightForSection = { $0 == 0 ? 40 : 30 }
        layout.footerHeightForSection = { $0 == 0 ? 20 : 0 }
        layout.headerInsetForSection = { $0 == 0 ? EdgeInsets(top: 5, left: 8, bottom: 5, right: 8) : .zero }
        layout.footerInset = EdgeInsets(top: 3, left: 0, bottom: 2, right: 0)
        layout.dataSource = ItemCounts(Self.originals.map(\.count))
        layout.bounds = rect(0, 0, 320, 568)
        return layout
    }

    /// The same layout at scale 1 and 2: only the floored heights (and what sits below them) differ.
    @Test(arguments: [
        (CGFloat(1), CGFloat(72), CGFloat(142), CGFloat(50)),
        (CGFloat(2), CGFloat(72.5), CGFloat(142.5), CGFloat(50.5)),
    ])
    func twoSectionsWithTheirOwnColumnsInsetsHeadersAndFooters(
        scale: CGFloat, half: CGFloat, thirdY: CGFloat, first: CGFloat
    ) {
        let layout = chtSections(scale: scale)
        #expect(layout.columnWidth(inSection: 0) == 145 && layout.columnWidth(inSection: 1) == 100)
        #expect(layout.allLayoutAttributes().map { "\($0.kind) \($0.frame)" } == [
            "header \(rect(8, 5, 304, 40))",          // headerInset.top 5, left and right 8
            "cell \(rect(10, 60, 145, 145))",         // 5 + 40 + headerInset.bottom 5 + inset.top 10
            "cell \(rect(165, 60, 145, half))",
            "cell \(rect(165, thirdY, 145, 48))",     // 48.33 floors to 48 at 1x and 2x
            "footer \(rect(0, 218, 320, 20))",        // 205 + inset.bottom 10 + footerInset.top 3
            "header \(rect(0, 240, 320, 30))",        // 238 + footerInset.bottom 2
            "cell \(rect(5, 270, 100, first))",
            "cell \(rect(110, 270, 100, 100))",
            "cell \(rect(215, 270, 100, 30))",
            "cell \(rect(215, 304, 100, 40))",        // gap 4 below the shortest column
        ])
        // Tallest column 370 + inset.bottom 5 + footerInset.top 3; no footer, so no footerInset.bottom.
        #expect(layout.contentSize == CGSize(width: 320, height: 378))
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame == rect(215, 304, 100, 40))
        #expect(layout.error == nil)
    }

    @Test func rectQueriesSpanSectionsOfDifferentColumnCounts() {
        let layout = chtSections(scale: 2)
        #expect(layout.elements(in: rect(0, 250, 320, 30)) == ["header 1.0", "cell 1.0", "cell 1.1", "cell 1.2"])
        #expect(layout.elements(in: rect(300, 190, 20, 30)) == ["cell 0.2", "footer 0.0"])
    }

    /// S1's sizing with per-section numbers: each section is measured at its own column width.
    @Test func measuredItemsUseTheirSectionsColumnWidth() {
        let sizing = RecordingSizing { _, target in CGSize(width: target.width, height: target.width) }
        let layout = WaterfallLayout()
        layout.columnCountForSection = { $0 == 0 ? 2 : 3 }
        layout.columnSpacingForSection = { $0 == 0 ? 10 : 5 }
        layout.sizing = sizing
        layout.dataSource = ItemCounts([2, 3])
        layout.bounds = rect(0, 0, 375, 667)
        #expect(layout.allLayoutAttributes().map(\.frame) == [
            rect(15, 5, 172.5, 172.5), rect(197.5, 5, 172.5, 172.5),
            rect(15, 187.5, 115, 115), rect(135, 187.5, 115, 115), rect(255, 187.5, 115, 115),
        ])
        #expect(layout.contentSize.height == 307.5)
        #expect(sizing.calls.map(\.target.width) == [172.5, 172.5, 115, 115, 115])
        layout.invalidateLayout()
        _ = layout.allLayoutAttributes()
        #expect(sizing.calls.count == 5)   // the cache holds both widths
    }

    @Test func aBadSectionValueIsReportedWithItsSection() {
        let layout = chtSections(scale: 2)
        layout.columnCountForSection = { $0 == 0 ? 2 : 0 }
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.error == .invalidParameter(name: "numberOfColumns (section 1)", value: "0", requirement: ">= 1"))
        layout.columnCountForSection = nil
        layout.footerInset = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.error == CollectionLayoutError.nonNegative("footerInset", layout.footerInset))
    }
}
