import AutoLayout
import CollectionLayout
import Foundation

/// A self-sizing text cell: a wrapping label 160 wide, 8 points inside the cell.
private final class ScrollTextCell: CollectionViewCell {
    let label = Label(font: .systemFont(ofSize: 14))
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.pinWrapping(label)
        label.snp.makeConstraints { make in make.width.equalTo(160) }
    }
}

/// A self-sizing row: a wrapping label 8 points inside the row.
private final class ScrollTextRow: TableViewCell {
    let label = Label(font: .systemFont(ofSize: 14))
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.pinWrapping(label)
    }
}

extension View {
    /// Adds a wrapping label pinned 8 points inside the view.
    fileprivate func pinWrapping(_ label: Label) {
        label.numberOfLines = 0
        addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
    }
}

/// Items of 3 to 19 words; the data source of both hosts.
private final class ScrollTexts: CollectionViewDataSource, TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    static func text(_ index: Int) -> String { String(repeating: "word ", count: 3 + index % 17) }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Text", for: indexPath) as! ScrollTextCell
        cell.label.text = Self.text(indexPath.item)
        return cell
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! ScrollTextRow
        cell.label.text = Self.text(indexPath.row)
        return cell
    }
}

/// The median time of one screen of scrolling (`screens` screens down from the top, after the first
/// screen): every cell that appears is dequeued, configured, measured and placed.
private func perScreen(screens: Int, scroll: (CGFloat) -> Int) -> Double {
    _ = scroll(0)
    var samples: [Double] = []
    for screen in 1...screens {
        let start = ContinuousClock.now
        let shown = scroll(CGFloat(screen) * 667)
        let d = ContinuousClock.now - start
        check(shown > 0, "cells on screen \(screen)")
        samples.append(Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
    }
    return samples.sorted()[samples.count / 2]
}

/// Scrolling self-sizing collection and table views of each size in `counts`, screen by screen:
/// the cost per screen should not grow with the number of items.
func printScrolling(_ counts: [Int], runs: Int) -> [[String: Any]] {
    print("host".padding(toLength: 12, withPad: " ", startingAt: 0), "items".padding(toLength: 10, withPad: " ", startingAt: 0),
          "ms/screen", " ratio to first")
    var objects: [[String: Any]] = []
    for host in ["collection", "table"] {
        var first: Double?
        for count in counts {
            let source = ScrollTexts(count: count)
            let times = (0..<max(runs, 1)).map { _ -> Double in
                if host == "collection" {
                    let flow = FlowLayout()
                    flow.estimatedItemSize = CGSize(width: 176, height: 60)
                    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: flow)
                    view.register(ScrollTextCell.self, forCellWithReuseIdentifier: "Text")
                    view.dataSource = source
                    return perScreen(screens: 30) { y in
                        view.contentOffset.y = y
                        return view.visibleCells.count
                    }
                }
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
                table.register(ScrollTextRow.self, forCellReuseIdentifier: "Row")
                table.estimatedRowHeight = 44
                table.dataSource = source
                return perScreen(screens: 30) { y in
                    table.contentOffset.y = y
                    return table.visibleCells.count
                }
            }
            let median = times.sorted()[times.count / 2]
            let base = first ?? median
            first = base
            print(host.padding(toLength: 12, withPad: " ", startingAt: 0),
                  "\(count)".padding(toLength: 10, withPad: " ", startingAt: 0),
                  String(format: "%9.3f %14.2f", median * 1000, median / base))
            objects.append(["scroll": host, "items": count, "seconds_per_screen": median])
        }
    }
    return objects
}
