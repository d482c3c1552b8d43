import AutoLayout
import CollectionLayout
import Foundation

// `--scroll N,N,... [--screens S]`: a self-sizing collection view (a flow layout with an estimated
// item size, cells that size themselves through preferredLayoutAttributesFitting) and a self-sizing
// table view (automaticDimension rows) of N items each, scrolled screen by screen through their first
// S screens. The cost per screen should not depend on the number of items: only the cells that
// appear are dequeued, configured, measured and placed.

let scrollWidth: CGFloat = 375
let screenHeight: CGFloat = 667
private let scrollTexts = [
    "A short line.",
    "A status of two lines or so: enough text to wrap once at the width of a phone in portrait.",
    "A longer post that wraps over three or four lines, so that the rows of the list differ in height "
        + "and every one of them has to be measured before it can be placed on the screen.",
]

extension View {
    /// Adds a wrapping label pinned 12 points inside the view.
    fileprivate func pinWrapping(_ label: Label) {
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
    }
}

/// A full-width item: a label with any number of lines.
final class ScrollItemCell: CollectionViewCell {
    let body = Label(text: "", font: .systemFont(ofSize: 15))

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.widthAnchor.constraint(equalToConstant: scrollWidth).isActive = true
        contentView.pinWrapping(body)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A row: the same label (the table holds the width).
private final class ScrollRowCell: TableViewCell {
    let body = Label(text: "", font: .systemFont(ofSize: 15))

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.pinWrapping(body)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The text of item `index`: one to four lines.
enum ScrollSourceText {
    static func text(_ index: Int) -> String { "\(index): " + scrollTexts[index % scrollTexts.count] }
}

/// `count` items of one to four lines; the data source of both hosts.
private final class ScrollSource: CollectionViewDataSource, TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    static func text(_ index: Int) -> String { "\(index): " + scrollTexts[index % scrollTexts.count] }


    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath) as! ScrollItemCell
        cell.body.text = Self.text(indexPath.item)
        return cell
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! ScrollRowCell
        cell.body.text = Self.text(indexPath.row)
        return cell
    }
}

/// A host scrolled to `y`, answering the frames of the cells it then shows. (It keeps its data
/// source alive: hosts hold theirs weakly, as UIKit's do.)
private typealias ScrollHost = (_ y: CGFloat) -> [CGRect]

private func makeHost(_ kind: String, items: Int) -> ScrollHost {
    let source = ScrollSource(count: items)
    let frame = CGRect(x: 0, y: 0, width: scrollWidth, height: screenHeight)
    if kind == "collection" {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: scrollWidth, height: 60)
        layout.minimumLineSpacing = 0
        let view = CollectionView(frame: frame, collectionViewLayout: layout)
        view.register(ScrollItemCell.self, forCellWithReuseIdentifier: "Item")
        view.dataSource = source
        return { y in
            view.contentOffset.y = y
            return withExtendedLifetime(source) { view.visibleCells.map(\.frame) }
        }
    }
    let table = TableView(frame: frame, style: .plain)
    table.register(ScrollRowCell.self, forCellReuseIdentifier: "Row")
    table.estimatedRowHeight = 60
    table.dataSource = source
    return { y in
        table.contentOffset.y = y
        return withExtendedLifetime(source) { table.visibleCells.map(\.frame) }
    }
}

/// One scroll through `screens` screens: the seconds of the first screen (estimates' pass included)
/// and the median seconds of the screens after it. Checks that each screen is covered by full-width
/// cells with no gap or overlap between them.
private func scrollOnce(_ kind: String, items: Int, screens: Int) -> (first: Double, perScreen: Double) {
    let t0 = ContinuousClock.now
    let host = makeHost(kind, items: items)
    _ = host(0)
    let first = seconds(ContinuousClock.now - t0)
    var samples: [Double] = []
    for screen in 1..<screens {
        let y = CGFloat(screen) * screenHeight
        let start = ContinuousClock.now
        let frames = host(y).sorted { $0.minY < $1.minY }
        samples.append(seconds(ContinuousClock.now - start))
        check(!frames.isEmpty, "scroll: \(kind) screen \(screen) of \(items) items shows no cell")
        for (a, b) in zip(frames, frames.dropFirst()) {
            check(b.minY == a.maxY, "scroll: \(kind) cells \(a) and \(b) are not contiguous")
        }
        check(frames.allSatisfy { $0.minX == 0 && $0.width == scrollWidth && $0.height > 24 },
              "scroll: \(kind) cells on screen \(screen) are not full-width rows")
        check(frames[0].minY <= y && frames.last!.maxY >= y + screenHeight,
              "scroll: \(kind) screen \(screen) of \(items) items is not covered")
    }
    return (first, samples.sorted()[samples.count / 2])
}

/// Scrolls collection and table views of each size in `counts` through `screens` screens, `runs`
/// times each; prints the medians and the cost per screen relative to the first size (flat is 1).
func printScroll(_ counts: [Int], screens: Int, runs: Int) -> [[String: Any]] {
    func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    print("scrolling \(screens) screens (medians of \(max(runs, 1)) runs)")
    print("host              items   first screen   per screen   ratio to \(counts[0])")
    var objects: [[String: Any]] = []
    for kind in ["collection", "table"] {
        var base: Double?
        for items in counts {
            _ = scrollOnce(kind, items: items, screens: min(screens, 5))   // warm-up
            let results = (0..<max(runs, 1)).map { _ in scrollOnce(kind, items: items, screens: screens) }
            let first = median(results.map(\.first)), perScreen = median(results.map(\.perScreen))
            base = base ?? perScreen
            print(kind.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%9d %11.2f ms %9.3f ms %11.2f", items, first * 1000, perScreen * 1000, perScreen / base!))
            objects.append(["scroll": kind, "items": items, "screens": screens, "first_screen_s": first,
                            "per_screen_s": perScreen, "ratio_to_first_count": perScreen / base!])
        }
    }
    return objects
}
