import AutoLayout
@testable import CollectionLayout
import Foundation
import Testing

/// Items identified by numbers, in sections; each cell records the number it shows.
final class NumberedItems: CollectionViewDataSource {
    var sections: [[Int]]
    var configured: [Int] = []

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CountingCell
        cell.item = sections[indexPath.section][indexPath.item]
        configured.append(cell.item)
        return cell
    }
}

/// Rows whose boxes have the model's heights (rows 16 taller), self-sizing, estimated at 44.
final class BoxModel: TableViewDataSource {
    var boxes: [CGFloat]
    var configured: [Int] = []

    init(_ boxes: [CGFloat]) { self.boxes = boxes }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { boxes.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! BoxRowCell
        cell.boxHeight.constant = boxes[indexPath.row]
        configured.append(indexPath.row)
        return cell
    }
}

/// 320 x 480, items 100 x 100 three to a row, rows every 110 points (as in the host tests).
@MainActor
struct CollectionBatchUpdateTests {
    func makeView(_ sections: [[Int]] = [Array(0..<10)]) -> (CollectionView, NumberedItems) {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        let source = NumberedItems(sections)
        view.dataSource = source
        return (view, source)
    }

    func frame(_ item: Int, y: CGFloat = 0) -> CGRect {
        CGRect(x: CGFloat(item % 3) * 110, y: y + CGFloat(item / 3) * 110, width: 100, height: 100)
    }

    func cell(_ view: CollectionView, _ item: Int, _ section: Int = 0) -> CountingCell? {
        view.cellForItem(at: IndexPath(item: item, section: section)) as? CountingCell
    }

    @Test func deletesAndInsertsKeepTheSurvivingCells() {
        let (view, source) = makeView()
        let before = view.visibleCells
        let ofZero = cell(view, 0)
        var finished = false
        view.performBatchUpdates({
            source.sections[0].remove(at: 2)
            source.sections[0].insert(100, at: 0)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])   // a path of after
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])   // a path of before
        }, completion: { finished = $0 })
        #expect(finished)
        let cells = view.visibleCells.map { $0 as! CountingCell }
        #expect(cells.map(\.item) == [100, 0, 1, 3, 4, 5, 6, 7, 8, 9])
        #expect(cells.map(\.frame) == (0..<10).map { frame($0) })
        #expect(cell(view, 1) === ofZero)
        // Only the new item was configured, on the deleted item's cell.
        #expect(source.configured == Array(0..<10) + [100])
        #expect(view.cellsMade == 10)
        #expect(Set(cells.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
        #expect(view.indexPath(for: ofZero!) == IndexPath(item: 1, section: 0))
    }

    @Test func aMovedItemTakesItsCellAlong() {
        let (view, source) = makeView()
        let moving = cell(view, 0)
        source.sections[0].insert(source.sections[0].remove(at: 0), at: 4)
        view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        #expect(cell(view, 4) === moving)
        #expect(moving?.frame == frame(4))
        #expect(view.visibleCells.map { ($0 as! CountingCell).item } == [1, 2, 3, 4, 0, 5, 6, 7, 8, 9])
        #expect(source.configured == Array(0..<10))
    }

    @Test func aReloadedItemGetsANewConfiguration() {
        let (view, source) = makeView()
        _ = view.visibleCells
        source.sections[0][3] = 33
        view.reloadItems(at: [IndexPath(item: 3, section: 0)])
        #expect(cell(view, 3)?.item == 33)
        #expect(source.configured == Array(0..<10) + [33])
    }

    @Test func theSelectionFollowsItsItem() {
        let (view, source) = makeView()
        view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
        view.performBatchUpdates({
            source.sections[0].removeFirst()
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(cell(view, 4)?.isSelected == true)
        #expect(cell(view, 4)?.item == 5)
        #expect(view.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test func insertedAndDeletedSectionsMoveTheOthers() {
        let (view, source) = makeView([[0, 1, 2], [10, 11, 12]])
        let ofTen = cell(view, 0, 1)
        #expect(ofTen?.frame == frame(0, y: 100))
        source.sections.insert([50, 51], at: 0)
        view.insertSections(IndexSet(integer: 0))
        // Sections of one row each, stacked with no spacing between sections.
        #expect(cell(view, 0, 2) === ofTen)
        #expect(ofTen?.frame == frame(0, y: 200))
        #expect(view.visibleCells.map { ($0 as! CountingCell).item } == [50, 51, 0, 1, 2, 10, 11, 12])
        source.sections.removeFirst(2)
        view.deleteSections(IndexSet([0, 1]))
        #expect(cell(view, 0, 0) === ofTen)
        #expect(view.visibleCells.map(\.frame) == (0..<3).map { frame($0) })
        #expect(view.numberOfSections == 1)
        #expect(source.configured == [0, 1, 2, 10, 11, 12, 50, 51])
    }

    @Test func aMoveAcrossSectionsAndAReloadedSection() {
        let (view, source) = makeView([[0, 1, 2], [10, 11]])
        let ofOne = cell(view, 1, 0)
        view.performBatchUpdates({
            source.sections[0].remove(at: 1)
            source.sections[1].append(1)
            view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 1))
        })
        #expect(cell(view, 2, 1) === ofOne)
        #expect(ofOne?.frame == frame(2, y: 100))
        source.sections[1] = [20]
        view.reloadSections(IndexSet(integer: 1))
        #expect(view.visibleCells.map { ($0 as! CountingCell).item } == [0, 2, 20])
    }

    @Test func aMovedSectionTakesItsCellsAlong() {
        let (view, source) = makeView([[0, 1, 2], [10, 11], [20]])
        let ofZero = cell(view, 0, 0)
        view.performBatchUpdates({
            source.sections.append(source.sections.removeFirst())
            source.sections[2].remove(at: 1)
            view.moveSection(0, toSection: 2)
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])   // a path of before: in the moved section
        })
        #expect(view.visibleCells.map { ($0 as! CountingCell).item } == [10, 11, 20, 0, 2])
        #expect(cell(view, 0, 2) === ofZero)
        #expect(ofZero?.frame == frame(0, y: 200))
        #expect(cell(view, 1, 2)?.frame == frame(1, y: 200))
        #expect(source.configured == [0, 1, 2, 10, 11, 20])
    }

    @Test func countsThatDoNotAddUpStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let layout = FlowLayout()
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            view.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
            let source = NumberedItems([Array(0..<10)])
            view.dataSource = source
            _ = view.visibleCells
            view.performBatchUpdates({
                source.sections[0].append(10)
                source.sections[0].append(11)
                view.insertItems(at: [IndexPath(item: 10, section: 0)])
            })
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (12) must be equal to the number of items contained in that section "
                + "before the update (10), plus or minus the number of items inserted or deleted from that section "
                + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                + "(0 moved in, 0 moved out)."))
    }

    @Test func aPathOutsideTheSectionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
            let source = NumberedItems([[1, 2]])
            view.dataSource = source
            _ = view.numberOfItems(inSection: 0)   // the counts before the update, as the view last read them
            source.sections[0].removeLast()
            view.deleteItems(at: [IndexPath(item: 5, section: 0)])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("attempt to delete item 5 in section 0, which had 2 items before the update"))
    }
}

/// A 375 x 200 table of self-sizing rows, each 16 taller than its box; estimated at 44.
@MainActor
struct TableBatchUpdateTests {
    static let boxes: [CGFloat] = (0..<50).map { CGFloat(20 + 10 * ($0 % 5)) }

    func makeTable() -> (TableView, BoxModel) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.register(BoxRowCell.self, forCellReuseIdentifier: "Row")
        table.estimatedRowHeight = 44
        let model = BoxModel(Self.boxes)
        table.dataSource = model
        return (table, model)
    }

    func row(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 375, height: height) }

    @Test func deletingARowKeepsTheOthersCellsAndMeasuredHeights() {
        let (table, model) = makeTable()
        table.contentOffset.y = 400
        _ = table.visibleCells
        table.contentOffset.y = 0
        let kept = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let unmeasured = table.layout.unmeasuredRowCount
        let configured = model.configured.count
        table.beginUpdates()
        model.boxes.removeFirst()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.endUpdates()
        // Rows 1-4 (46, 56, 66, 76) move up; row 4's cell had left the screen and comes back configured.
        #expect(table.visibleCells.map(\.frame) == [row(0, 46), row(46, 56), row(102, 66), row(168, 76)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept)
        #expect(model.configured.count == configured + 1)
        // Rows measured off screen keep their heights: the deleted row was measured, so the count stays.
        #expect(table.layout.unmeasuredRowCount == unmeasured)
        #expect(table.numberOfRows(inSection: 0) == 49)
    }

    @Test func reloadAndMoveRows() {
        let (table, model) = makeTable()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        model.boxes[1] = 100
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(table.visibleCells.prefix(2).map(\.frame) == [row(0, 36), row(36, 116)])
        table.performBatchUpdates({
            model.boxes.insert(model.boxes.remove(at: 0), at: 1)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        })
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === first)
        #expect(table.visibleCells.prefix(2).map(\.frame) == [row(0, 116), row(116, 36)])
    }

    @Test func insertingSectionsAndSelection() {
        let (table, model) = makeTable()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        model.boxes.insert(40, at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(table.visibleCells.first?.frame == row(0, 56))
    }

    @Test func rowCountsThatDoNotAddUpStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
            let model = BoxModel([20, 30])
            table.dataSource = model
            table.beginUpdates()
            model.boxes.removeAll()
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.endUpdates()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("invalid number of rows in section 0. The number of rows contained in an existing section after the update (0)"))
    }
}

/// A flow layout that records what a batch update tells it.
final class UpdateWatchingLayout: FlowLayout {
    var log: [String] = []

    override func prepare() {
        super.prepare()
        log.append("prepare \(collectionView?.numberOfItems(inSection: 0) ?? -1)")
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        log += updateItems.map(\.description)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize")
    }
}

@MainActor
struct LayoutUpdateItemTests {
    @Test func theLayoutHearsTheUpdateItemsAfterPreparing() {
        let layout = UpdateWatchingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        let source = NumberedItems([[0, 1, 2, 3], [10]])
        view.dataSource = source
        _ = view.visibleCells
        layout.log = []
        view.performBatchUpdates({
            source.sections[0] = [100, 0, 1, 3]
            source.sections[0].swapAt(0, 3)   // [3, 0, 1, 100]
            source.sections.append([20])
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
            view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
            view.insertSections(IndexSet(integer: 2))
        })
        #expect(layout.log == [
            "prepare 4",
            "insert nil -> [2]",
            "delete [0, 2] -> nil",
            "insert nil -> [0, 3]",
            "move [0, 3] -> [0, 0]",
            "finalize",
        ])
        #expect(view.visibleCells.map { ($0 as! CountingCell).item } == [3, 0, 1, 100, 10, 20])
    }
}
