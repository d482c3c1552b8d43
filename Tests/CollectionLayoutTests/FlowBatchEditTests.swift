import AutoLayout
@testable import CollectionLayout
import Foundation
import Testing

/// A cell as big as its content view's width and height constraints: item n is 40 + 30 (n mod 5) wide
/// and 20 + 10 (n mod 3) tall.
final class SizedCell: CollectionViewCell {
    private lazy var width = contentView.widthAnchor.constraint(equalToConstant: 0)
    private lazy var height = contentView.heightAnchor.constraint(equalToConstant: 0)

    required init(frame: CGRect) {
        super.init(frame: frame)
        LayoutConstraint.activate([width, height])
    }

    required init?(coder aDecoder: NSCoder) { nil }

    static func size(_ number: Int) -> CGSize { CGSize(width: 40 + 30 * (number % 5), height: 20 + 10 * (number % 3)) }

    func show(_ number: Int) {
        width.constant = Self.size(number).width
        height.constant = Self.size(number).height
    }
}

final class SizedItems: CollectionViewDataSource {
    var sections: [[Int]]
    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sized", for: indexPath) as! SizedCell
        cell.show(sections[indexPath.section][indexPath.item])
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Edge", for: indexPath)
    }
}

/// Batch updates that only delete, insert and move items edit a self-sizing flow layout's lines in place;
/// the result is the layout a full pass computes from the same sizes, line for line and frame for frame.
@MainActor
struct FlowBatchEditTests {
    func makeView(_ sections: [[Int]], alignment: FlowLayout.LineAlignment, width: CGFloat = 320)
        -> (CollectionView, FlowLayout, SizedItems)
    {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 25)
        layout.lineAlignment = alignment
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 200), collectionViewLayout: layout)
        view.register(SizedCell.self, forCellWithReuseIdentifier: "Sized")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            view.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Edge")
        }
        let items = SizedItems(sections)
        view.dataSource = items
        return (view, layout, items)
    }

    /// Everything the sections hold, read through the pending moves.
    func state(_ layout: FlowLayout) -> [String] {
        layout.sections.flatMap { section in
            ["section \(section.index) at \(section.origin) long \(section.length) header \(String(describing: section.header)) "
                + "footer \(String(describing: section.footer))"]
                + section.lines.indices.map { index in
                    let line = section.line(index)
                    return "line \(line.first)+\(line.count) at \(line.main) thick \(line.thickness) single \(line.allSingleThrough)"
                }
                + section.sizes.indices.map { "item \($0) \(section.frame(of: $0)) measured \(section.measured[$0])" }
        }
    }

    /// The first line where the edited layout differs from a full pass from the same sizes (the measured
    /// ones are cached, the others estimated), or nil.
    func differenceFromAFullPass(_ layout: FlowLayout) -> String? {
        let edited = state(layout)
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        let full = state(layout)
        guard let index = edited.indices.first(where: { $0 < full.count && edited[$0] != full[$0] }) else {
            return edited.count == full.count ? nil : "\(edited.count) lines edited, \(full.count) in a full pass"
        }
        return "edited: \(edited[index])\nfull:   \(full[index])"
    }

    @Test func anInsertNearTheTopOfALongListMovesTheRestOnPaper() {
        let (view, layout, items) = makeView([Array(0..<200)], alignment: .left, width: 100)
        _ = view.visibleCells
        view.contentOffset.y = 300
        _ = view.visibleCells
        view.performBatchUpdates({
            items.sections[0].insert(1_000, at: 3)
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        })
        // The lines after the insert are owed a move, not rewritten.
        #expect(layout.sections[0].pending.line != Int.max)
        #expect(layout.sections[0].sizes.count == 201)
        #expect(differenceFromAFullPass(layout) == nil)
    }

    @Test(arguments: [FlowLayout.LineAlignment.justified, .left])
    func randomEditsGiveTheFullPassLayout(alignment: FlowLayout.LineAlignment) {
        var random = EditSequence(state: alignment == .left ? 7 : 11)
        let (view, layout, items) = makeView([Array(0..<60), Array(60..<140)], alignment: alignment)
        var next = 1_000
        for round in 0..<40 {
            view.contentOffset.y = CGFloat(random.next(upTo: 1_400))
            _ = view.visibleCells
            view.performBatchUpdates({
                var deletes: [IndexPath] = [], inserts: [IndexPath] = []
                for _ in 0..<(1 + random.next(upTo: 3)) {
                    let section = random.next(upTo: 2)
                    let count = items.sections[section].count
                    guard count > 1 else { continue }
                    let path = IndexPath(item: random.next(upTo: count), section: section)
                    if !deletes.contains(path) { deletes.append(path) }
                }
                // Deletes use the indices of before, inserts those of after (as UIKit reads them).
                for path in deletes.sorted(by: >) { items.sections[path.section].remove(at: path.item) }
                for _ in 0..<random.next(upTo: 4) {
                    let section = random.next(upTo: 2)
                    let item = random.next(upTo: items.sections[section].count + 1)
                    items.sections[section].insert(next, at: item)
                    next += 1
                    inserts = inserts.map { $0.section == section && $0.item >= item ? IndexPath(item: $0.item + 1, section: section) : $0 }
                    inserts.append(IndexPath(item: item, section: section))
                }
                view.deleteItems(at: deletes)
                view.insertItems(at: inserts)
            })
            #expect(differenceFromAFullPass(layout) == nil, "round \(round)")
            // Every cell on screen sits at the frame the layout gives its item.
            for cell in view.visibleCells {
                #expect(cell.frame == view.layoutAttributesForItem(at: view.indexPath(for: cell)!)?.frame)
            }
        }
    }

    @Test(arguments: [FlowLayout.LineAlignment.justified, .left])
    func editsAtTheEndsGiveTheFullPassLayout(alignment: FlowLayout.LineAlignment) {
        let (view, layout, items) = makeView([Array(0..<30), [100]], alignment: alignment)
        _ = view.visibleCells
        var next = 1_000
        // Insert at the start, delete the first, append, delete the last, empty a section, fill it again.
        let edits: [(insert: Int?, delete: Int?, section: Int)] = [
            (0, nil, 0), (nil, 0, 0), (0, 0, 0), (30, nil, 0), (nil, 30, 0), (nil, 0, 1), (0, nil, 1), (1, nil, 1),
        ]
        for (round, edit) in edits.enumerated() {
            view.performBatchUpdates({
                if let item = edit.delete {
                    items.sections[edit.section].remove(at: item)
                    view.deleteItems(at: [IndexPath(item: item, section: edit.section)])
                }
                if let item = edit.insert {
                    items.sections[edit.section].insert(next, at: item)
                    next += 1
                    view.insertItems(at: [IndexPath(item: item, section: edit.section)])
                }
            })
            #expect(layout.sections.map(\.sizes.count) == items.sections.map(\.count))
            #expect(differenceFromAFullPass(layout) == nil, "edit \(round)")
            _ = view.visibleCells
        }
    }

    @Test func aMoveKeepsTheItemsMeasuredSize() {
        let (view, layout, items) = makeView([Array(0..<30)], alignment: .justified)
        _ = view.visibleCells
        let measured = layout.sections[0].sizes[1]
        #expect(measured == SizedCell.size(1))
        view.performBatchUpdates({
            items.sections[0].insert(items.sections[0].remove(at: 1), at: 20)
            view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 20, section: 0))
        })
        #expect(layout.sections[0].sizes[20] == measured)
        #expect(layout.sections[0].measured[20])
        #expect(differenceFromAFullPass(layout) == nil)
    }
}

/// The same pseudo-random numbers on every run (a linear congruential sequence).
struct EditSequence {
    var state: UInt64
    mutating func next(upTo bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
