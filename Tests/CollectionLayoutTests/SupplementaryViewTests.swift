import AutoLayout
@testable import CollectionLayout
import Foundation
import Testing

/// A header or footer whose content is a box 8 points in from the sides and 4 from top and bottom;
/// it records its reuses and the attributes the collection view applied.
final class BoxHeader: CollectionReusableView {
    let box = View()
    var section = -1
    var reuses = 0
    var applied: [CGRect] = []

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            box.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func apply(_ layoutAttributes: LayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes.frame)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Sections of items with headers and footers from registered classes.
final class SectionedSource: CollectionViewDataSource {
    var counts: [Int]
    var made: Set<ObjectIdentifier> = []
    var asked: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let identifier = kind == CollectionView.elementKindSectionHeader ? "Header" : "Footer"
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as! BoxHeader
        view.section = indexPath.section
        made.insert(ObjectIdentifier(view))
        asked.append("\(identifier) \(indexPath.section)")
        return view
    }
}

/// 320 x 480, items 100 x 100 three to a row, headers 40 and footers 20 tall: each section of six
/// items is 40 + 100 + 10 + 100 + 20 = 270 long, so section `s` starts at 270 s.
@MainActor
struct SupplementaryViewTests {
    func makeView(_ counts: [Int] = [6, 6, 6, 6]) -> (CollectionView, SectionedSource) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.register(BoxHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "Header")
        view.register(BoxHeader.self, forSupplementaryViewOfKind: CollectionElementKindSectionFooter,
                      withReuseIdentifier: "Footer")
        let source = SectionedSource(counts)
        view.dataSource = source
        return (view, source)
    }

    func header(_ section: Int) -> CGRect { CGRect(x: 0, y: CGFloat(270 * section), width: 320, height: 40) }
    func footer(_ section: Int) -> CGRect { CGRect(x: 0, y: CGFloat(270 * section + 250), width: 320, height: 20) }

    @Test func headersAndFootersOnScreenGetPlacedViews() {
        let (view, source) = makeView()
        let headers = view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        #expect(headers.map(\.frame) == [header(0), header(1)])
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionFooter)
            == [IndexPath(item: 0, section: 0)])
        #expect(view.supplementaryView(forElementKind: CollectionElementKindSectionFooter, at: IndexPath(item: 0, section: 0))?
            .frame == footer(0))
        #expect(view.supplementaryView(forElementKind: CollectionElementKindSectionFooter, at: IndexPath(item: 0, section: 1)) == nil)
        let first = headers[0] as! BoxHeader
        #expect(first.box.frame == CGRect(x: 8, y: 4, width: 304, height: 32))
        #expect(first.applied == [header(0)])
        #expect(first.reuseIdentifier == "Header")
        #expect(source.asked == ["Header 0", "Footer 0", "Header 1"])
        // Items sit below their section's header.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 310, width: 100, height: 100))
        #expect(view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 3))?.frame == header(3))
    }

    @Test func scrollingReusesHeadersAndFootersOfTheirKind() {
        let (view, source) = makeView()
        let firstHeader = view.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as! BoxHeader
        // 300...780: section 0 is gone; headers 1 and 2 and footer 1 show.
        view.contentOffset = CGPoint(x: 0, y: 300)
        let headers = view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        #expect(headers.map(\.frame) == [header(1), header(2)])
        #expect(view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionFooter).map(\.frame) == [footer(1)])
        #expect(headers[1] === firstHeader)
        #expect(firstHeader.section == 2 && firstHeader.reuses == 1)
        #expect(firstHeader.applied == [header(0), header(2)])
        // Two headers and one footer were ever made; the footer of section 0 came back for section 1.
        #expect(source.made.count == 3)
        // Unchanged views are not asked for again.
        #expect(source.asked == ["Header 0", "Footer 0", "Header 1", "Footer 1", "Header 2"])
    }

    @Test func reloadHandsBackEveryView() {
        let (view, source) = makeView()
        _ = view.visibleCells
        source.counts = [3]
        view.reloadData()
        // One section of one row: 40 + 100 + 20.
        #expect(view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(\.frame) == [header(0)])
        #expect(view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionFooter).map(\.frame) == [
            CGRect(x: 0, y: 140, width: 320, height: 20),
        ])
        #expect(source.made.count == 3)
        #expect(view.contentSize == CGSize(width: 320, height: 160))
    }

    @Test func cellsAreReusableViewsAndTheOldKindNamesAreUIKits() {
        let cell: CollectionReusableView = CollectionViewCell(frame: .zero)
        #expect(cell.reuseIdentifier == nil)
        #expect(CollectionElementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(CollectionElementKindSectionFooter == CollectionView.elementKindSectionFooter)
    }

    @Test func aDuplicatedElementCountsOnce() {
        let first = LayoutAttributes(kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let again = LayoutAttributes(kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        let away = LayoutAttributes(kind: .cell, indexPath: IndexPath(item: 1, section: 0), frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        let shown = CellHost<CollectionViewCell>.visibleElements([first, again, away], in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(shown.map(\.frame) == [first.frame])
    }

    @Test func dequeuingAnUnregisteredSupplementaryKindStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
            view.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                          withReuseIdentifier: "Header")
            _ = view.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "Header",
                for: IndexPath(item: 0, section: 0))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(
            "unable to dequeue a supplementary view of kind UICollectionElementKindSectionFooter with identifier \"Header\""))
    }

    @Test func headersWithoutADataSourceMethodStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let layout = FlowLayout()
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            view.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
            let source = GridSource(count: 3)
            view.dataSource = source
            _ = view.visibleCells
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)"))
    }
}

/// The same sections with pinned headers and footers.
@MainActor
struct PinnedSupplementaryTests {
    func makePinned() -> (CollectionView, SectionedSource) {
        let (view, source) = SupplementaryViewTests().makeView()
        let layout = view.collectionViewLayout as! FlowLayout
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        return (view, source)
    }

    func band(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 320, height: height) }

    @Test func headersStayAtTheTopUntilTheirSectionEnds() {
        let (view, source) = makePinned()
        defer { withExtendedLifetime(source) {} }
        let kind = CollectionView.elementKindSectionHeader
        let first = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
        view.contentOffset.y = 100
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame == band(100, 40))
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === first)
        // Section 0's items end at 250: its header goes no lower than 210; sections 1 and 2 keep theirs.
        view.contentOffset.y = 230
        #expect(view.visibleSupplementaryViews(ofKind: kind).map(\.frame) == [band(210, 40), band(270, 40), band(540, 40)])
        view.contentOffset.y = 300
        #expect(view.visibleSupplementaryViews(ofKind: kind).map(\.frame) == [band(300, 40), band(540, 40)])
        // Items are not moved by the pinning.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 310, width: 100, height: 100))
    }

    @Test func footersStayAtTheBottomWhileTheirSectionShows() {
        let (view, source) = makePinned()
        defer { withExtendedLifetime(source) {} }
        let kind = CollectionView.elementKindSectionFooter
        // Section 0's footer is in place (250); section 1's (natural 520) is held at the view's bottom.
        #expect(view.visibleSupplementaryViews(ofKind: kind).map(\.frame) == [band(250, 20), band(460, 20)])
        view.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(view.visibleSupplementaryViews(ofKind: kind).map(\.frame) == [band(250, 20), band(430, 20)])
        #expect(view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame == band(20, 40))
    }
}

/// Records what a collection view's delegate hears about views coming and going.
final class DisplayLog: CollectionViewDelegate {
    var events: [String] = []

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("+\(indexPath.section).\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("-\(indexPath.section).\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("+\(elementKind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("-\(elementKind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
    }
}

@MainActor
struct DisplayCallbackTests {
    @Test func theDelegateHearsViewsComeAndGo() {
        let (view, source) = SupplementaryViewTests().makeView()
        let log = DisplayLog()
        view.delegate = log
        defer { withExtendedLifetime((source, log)) {} }
        _ = view.visibleCells
        // 0...480: section 0 (header, six items, footer), section 1's header and items.
        #expect(log.events == ["+0.0", "+0.1", "+0.2", "+0.3", "+0.4", "+0.5", "+1.0", "+1.1", "+1.2", "+1.3", "+1.4", "+1.5",
                               "+header 0", "+footer 0", "+header 1"])
        log.events = []
        view.contentOffset.y = 300   // 300...780
        _ = view.visibleCells
        #expect(log.events == ["-0.0", "-0.1", "-0.2", "-0.3", "-0.4", "-0.5", "+2.0", "+2.1", "+2.2", "+2.3", "+2.4", "+2.5",
                               "-header 0", "-footer 0", "+footer 1", "+header 2"])
        log.events = []
        source.counts[1] -= 1
        view.deleteItems(at: [IndexPath(item: 0, section: 1)])
        _ = view.visibleCells
        // The deleted item's cell goes; the others move without coming and going again.
        #expect(log.events == ["-1.0"])
    }
}
