import AutoLayout
import CollectionLayout
import Foundation

// `--batch N,N,...`: the scroll workload's self-sizing collection view of N items, scrolled `screens`
// screens down and back, then `performBatchUpdates` inserting one item near the top, and another
// deleting it: the median seconds of one update with the screen it shows after it. Each update keeps
// the cells on screen contiguous and full-width.

/// Items as numbers: each keeps its text through inserts and deletes.
private final class BatchSource: CollectionViewDataSource {
    var items: [Int]
    var next: Int
    init(count: Int) {
        items = Array(0..<count)
        next = count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath) as! ScrollItemCell
        cell.body.text = ScrollSourceText.text(items[indexPath.item])
        return cell
    }
}

/// The median seconds of an insert and of a delete on a list of `items` items.
private func batchOnce(items: Int, updates: Int) -> (insert: Double, delete: Double) {
    let source = BatchSource(count: items)
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: scrollWidth, height: 60)
    layout.minimumLineSpacing = 0
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: scrollWidth, height: screenHeight), collectionViewLayout: layout)
    view.register(ScrollItemCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = source
    for screen in 0..<5 { view.contentOffset.y = CGFloat(screen) * screenHeight; _ = view.visibleCells }
    view.contentOffset.y = screenHeight
    _ = view.visibleCells
    func checked() {
        let frames = view.visibleCells.map(\.frame).sorted { $0.minY < $1.minY }
        check(!frames.isEmpty, "batch: no cells on screen after an update of \(items) items")
        for (a, b) in zip(frames, frames.dropFirst()) {
            check(b.minY == a.maxY, "batch: cells \(a) and \(b) are not contiguous after an update")
        }
    }
    var inserts: [Double] = [], deletes: [Double] = []
    for _ in 0..<updates {
        let start = ContinuousClock.now
        view.performBatchUpdates({
            source.items.insert(source.next, at: 3)
            source.next += 1
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        })
        _ = view.visibleCells
        inserts.append(seconds(ContinuousClock.now - start))
        checked()
        let again = ContinuousClock.now
        view.performBatchUpdates({
            source.items.remove(at: 3)
            view.deleteItems(at: [IndexPath(item: 3, section: 0)])
        })
        _ = view.visibleCells
        deletes.append(seconds(ContinuousClock.now - again))
        checked()
    }
    return withExtendedLifetime(source) { (inserts.sorted()[updates / 2], deletes.sorted()[updates / 2]) }
}

/// Times the updates on lists of each size in `counts`, `runs` times each; prints the medians.
func printBatch(_ counts: [Int], runs: Int) -> [[String: Any]] {
    func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    print("batch updates on a self-sizing collection view, one item near the top (medians of \(max(runs, 1)) runs)")
    print("    items      insert       delete")
    var objects: [[String: Any]] = []
    for items in counts {
        _ = batchOnce(items: items, updates: 3)   // warm-up
        let results = (0..<max(runs, 1)).map { _ in batchOnce(items: items, updates: 21) }
        let insert = median(results.map(\.insert)), delete = median(results.map(\.delete))
        print(String(format: "%9d %8.3f ms %9.3f ms", items, insert * 1000, delete * 1000))
        objects.append(["batch": "collection", "items": items, "insert_s": insert, "delete_s": delete])
    }
    return objects
}
