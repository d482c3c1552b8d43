import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// Compositional sections: absolute / estimated / fractional dimensions, groups, spacing and insets.
@Suite struct CompositionalLayoutTests {
    func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    func layout(_ section: CollectionLayoutSection, counts: [Int], bounds: CGRect = rect(0, 0, 400, 800)) -> CompositionalLayout {
        let layout = CompositionalLayout(section: section)
        layout.dataSource = ItemCounts(counts)
        layout.bounds = bounds
        return layout
    }

    func halvesGrid() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(120)), subitems: [item]))
    }

    @Test func fractionalItemsRepeatInAbsoluteGroups() {
        let layout = layout(halvesGrid(), counts: [5])
        #expect(layout.cellFrames() == [
            rect(0, 0, 200, 120), rect(200, 0, 200, 120), rect(0, 120, 200, 120), rect(200, 120, 200, 120),
            rect(0, 240, 200, 120),
        ])
        #expect(layout.contentSize == CGSize(width: 400, height: 360))
    }

    @Test func sectionInsetsShrinkTheContainerAndGroupsAreSpaced() {
        let section = halvesGrid()
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let layout = layout(section, counts: [5, 2])
        #expect(layout.cellFrames() == [
            rect(16, 10, 184, 120), rect(200, 10, 184, 120), rect(16, 140, 184, 120), rect(200, 140, 184, 120),
            rect(16, 270, 184, 120),
            rect(16, 410, 184, 120), rect(200, 410, 184, 120),   // section 1 starts at 400
        ])
        #expect(layout.contentSize.height == 540)
    }

    @Test func countGroupsShareTheWidthAfterSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(999), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = 8
        let layout = layout(CollectionLayoutSection(group: group), counts: [4])
        // (400 - 2 x 8) / 3 = 128
        #expect(layout.cellFrames() == [rect(0, 0, 128, 50), rect(136, 0, 128, 50), rect(272, 0, 128, 50), rect(0, 50, 128, 50)])
    }

    @Test func mixedSubitemsRepeatWhileTheyFit() {
        let a = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        let b = CollectionLayoutItem(layoutSize: size(.absolute(150), .absolute(60)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [a, b])
        let layout = layout(CollectionLayoutSection(group: group), counts: [5])
        // a, b, a fill 350 of 400; b would need 150 more: next group.
        #expect(layout.cellFrames() == [
            rect(0, 0, 100, 40), rect(100, 0, 150, 60), rect(250, 0, 100, 40), rect(0, 60, 100, 40), rect(100, 60, 150, 60),
        ])
    }

    @Test func itemContentInsetsShrinkTheCell() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 2)
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        let layout = layout(section, counts: [2])
        #expect(layout.cellFrames() == [rect(2, 2, 196, 96), rect(202, 2, 196, 96)])
    }

    @Test func estimatedHeightsComeFromMeasuringAndIgnoreVerticalInsets() {
        let heights: [CGFloat] = [30, 60, 45]
        let sizing = RecordingSizing { path, target in CGSize(width: target.width, height: heights[path.item]) }
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
        section.interGroupSpacing = 5
        let layout = layout(section, counts: [3])
        layout.sizing = sizing
        #expect(layout.cellFrames() == [rect(10, 0, 380, 30), rect(10, 35, 380, 60), rect(10, 100, 380, 45)])
        #expect(layout.contentSize.height == 145)
        #expect(sizing.calls.allSatisfy { $0.target == CGSize(width: 400, height: 44) && $0.horizontal == 1000 && $0.vertical == 50 })
        _ = layout.cellFrames()
        layout.invalidateLayout()
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 3)   // cached per target
        layout.bounds = rect(0, 0, 300, 800)
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 6)   // new width, new target
    }

    @Test func fractionsOfAnEstimatedGroupHeightFollowTheMeasuredHeight() {
        let text = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.75), .estimated(50)))
        let badge = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [text, badge])
        let layout = layout(CollectionLayoutSection(group: group), counts: [2])
        layout.sizing = ClosureItemSizing { _, target, _, _ in CGSize(width: target.width, height: 80) }
        #expect(layout.cellFrames() == [rect(0, 0, 300, 80), rect(300, 0, 100, 80)])
        #expect(layout.contentSize.height == 80)
    }

    @Test func nestedVerticalGroupBesideABigItem() {
        let big = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        column.interItemSpacing = 10
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let layout = layout(CollectionLayoutSection(group: group), counts: [4])
        #expect(layout.cellFrames() == [
            rect(0, 0, 200, 200), rect(200, 0, 200, 95), rect(200, 105, 200, 95), rect(0, 200, 200, 200),
        ])
    }

    @Test func fractionalHeightIsOfTheCollectionHeightAfterInsets() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 50, leading: 0, bottom: 50, trailing: 0)
        let layout = layout(section, counts: [2])
        #expect(layout.cellFrames() == [rect(0, 50, 400, 350), rect(0, 400, 400, 350)])
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 400, 600)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 300, 400, 800)))
    }

    @Test func rectQueriesFindGroupsByBinarySearchAndExcludeTouching() {
        let layout = layout(halvesGrid(), counts: [5])
        #expect(layout.elements(in: rect(0, 120, 400, 120)) == ["cell 0.2", "cell 0.3"])
        #expect(layout.elements(in: rect(199, 119, 2, 2)) == ["cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3"])
        #expect(layout.elements(in: rect(200, 240, 200, 100)).isEmpty)   // item 4 ends at x = 200
        #expect(layout.elements(in: rect(0, 360, 400, 100)).isEmpty)
    }

    @Test func sectionProviderSeesTheContainer() {
        let wide = halvesGrid()
        let narrow = CollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)),
            subitems: [CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        let layout = CompositionalLayout { _, environment in environment.containerSize.width > 350 ? wide : narrow }
        layout.dataSource = ItemCounts([2])
        layout.bounds = rect(0, 0, 400, 800)
        #expect(layout.contentSize.height == 120)
        layout.bounds = rect(0, 0, 320, 800)
        #expect(layout.contentSize.height == 120)   // two rows of 60
        #expect(layout.cellFrames().map(\.width) == [320, 320])
    }

    @Test func invalidDescriptionsAreReported() {
        let bad = CollectionLayoutItem(layoutSize: size(.absolute(-1), .absolute(10)))
        let negative = layout(CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [bad])), counts: [1])
        #expect(negative.cellFrames().isEmpty)
        #expect(negative.error == .invalidParameter(
            name: "section 0.group.subitems[0].widthDimension", value: "absolute(-1.0)", requirement: "a finite number >= 0"))
        let empty = layout(CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [])), counts: [1])
        #expect(empty.cellFrames().isEmpty)
        #expect(empty.error == .invalidParameter(name: "section 0.group.subitems", value: "[]", requirement: "at least one subitem"))
    }
}
