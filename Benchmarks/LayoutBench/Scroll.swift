import AutoLayout
import CollectionLayout
import Foundation

// `--scroll SCREENS`: a self-sizing collection view (a flow layout with an estimated item size,
// cells that size themselves through preferredLayoutAttributesFitting) of 10,000 and of 100,000
// items, scrolled screen by screen through its first SCREENS screens. The cost per screen should
// not depend on the number of items: only the cells that appear are measured and placed.

/// A full-width row: a label with any number of lines, 12 points inside the cell.
private final class ScrollRowCell: CollectionViewCell {
    let body = Label(text: "", font: .systemFont(ofSize: 15))

    required init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        LayoutConstraint.activate([
            contentView.widthAnchor.constraint(equalToConstant: scrollWidth),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }
}

private let scrollWidth: CGFloat = 375
private let screenHeight: CGFloat = 667
private let scrollTexts = [
    "A short line.",
    "A status of two lines or so: enough text to wrap once at the width of a phone in portrait.",
    "A longer post that wraps over three or four lines, so that the rows of the list differ in height "
        + "and every one of them has to be measured before it can be placed on the screen.",
]

private final class ScrollSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! ScrollRowCell
        cell.body.text = "\(indexPath.item): " + scrollTexts[indexPath.item % scrollTexts.count]
        return cell
    }
}

/// One scroll through `screens` screens of `items` rows: the seconds of the first screen (the
/// estimates' pass included) and of the screens after it; checks the rows are contiguous.
private func scrollOnce(items: Int, screens: Int) -> (first: Double, scrolling: Double, cellsMade: Int) {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: scrollWidth, height: 60)
    layout.minimumLineSpacing = 0
    let source = ScrollSource(count: items)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: scrollWidth, height: screenHeight), collectionViewLayout: layout)
    view.register(ScrollRowCell.self, forCellWithReuseIdentifier: "Row")
    view.dataSource = source
    let t0 = ContinuousClock.now
    var last = view.visibleCells.last?.frame ?? .zero
    let t1 = ContinuousClock.now
    for screen in 1..<max(screens, 2) {
        view.contentOffset.y = CGFloat(screen) * screenHeight
        let cells = view.visibleCells
        check(!cells.isEmpty, "scroll: screen \(screen) of \(items) items shows no cell")
        for (a, b) in zip(cells, cells.dropFirst()) {
            check(b.frame.minY == a.frame.maxY, "scroll: rows \(a.frame) and \(b.frame) are not contiguous")
        }
        check(cells[0].frame.minY <= view.contentOffset.y && cells.last!.frame.maxY >= view.contentOffset.y + screenHeight,
              "scroll: screen \(screen) is not covered")
        last = cells.last!.frame
    }
    let t2 = ContinuousClock.now
    check(last.maxY > CGFloat(screens - 1) * screenHeight, "scroll: ended above the last screen")
    return (seconds(t1 - t0), seconds(t2 - t1), view.visibleCells.count)
}

/// Scrolls 10,000 and 100,000 items `runs` times each; prints the medians per screen and their ratio.
func printScroll(screens: Int, runs: Int) -> [[String: Any]] {
    let sizes = [10_000, 100_000]
    var perScreen: [Int: Double] = [:]
    var objects: [[String: Any]] = []
    print("scroll \(screens) screens   items    first screen   per screen after")
    for items in sizes {
        var firsts: [Double] = [], rests: [Double] = []
        _ = scrollOnce(items: items, screens: min(screens, 5))   // warm-up
        for _ in 0..<max(runs, 1) {
            let r = scrollOnce(items: items, screens: screens)
            firsts.append(r.first)
            rests.append(r.scrolling / Double(max(screens, 2) - 1))
        }
        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        perScreen[items] = median(rests)
        print(String(format: "%24d %11.2f ms %14.3f ms", items, median(firsts) * 1000, median(rests) * 1000))
        objects.append(["scroll_items": items, "screens": screens, "first_screen_s": median(firsts),
                        "per_screen_s": median(rests)])
    }
    let ratio = perScreen[100_000]! / perScreen[10_000]!
    print(String(format: "per screen, 100,000 / 10,000 items: %.2f (flat is 1)", ratio))
    objects.append(["scroll_ratio_100000_to_10000": ratio])
    return objects
}
