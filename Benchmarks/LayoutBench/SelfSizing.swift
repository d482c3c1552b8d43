import AutoLayout
import CollectionLayout
import Foundation
import Scenarios

/// Self-sizing rows through constraints against the same frames computed by
/// hand: the same text measurement (`TextLayout`, once per row), the same
/// arithmetic UIKit's constraints express, so the ratio measures the
/// constraint machinery.
struct SelfSizingComparison {
    let name: String
    /// Row frames through a table layout whose sizing cell measures each row.
    let constraints: (Int) -> [CGRect]
    /// The same frames by arithmetic.
    let byHand: (Int) -> [CGRect]
}

/// Distinct texts for `n` rows.
private func texts(_ n: Int) -> [String] {
    (0..<n).map { "\(rowTexts[$0 % rowTexts.count]) \($0)" }
}

private let tableWidth: CGFloat = 375

private func frames(of table: TableLayout) -> [CGRect] {
    table.allLayoutAttributes().filter { $0.kind == .cell }.map(\.frame)
}

/// The height of `text` wrapped at `width` on the default screen's pixel
/// grid, as a label with unlimited lines has it.
private func textHeight(_ text: String, _ font: Font, width: CGFloat) -> CGFloat {
    TextLayout(text: text, font: font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byTruncatingTail,
               scale: Screen.default.scale).size.height
}

nonisolated(unsafe) let selfSizingComparisons = [
    SelfSizingComparison(
        name: "S2 body row",
        constraints: { n in
            var scenario = SelfSizingTableScenario()
            scenario.texts = texts(n)
            let table = scenario.makeLayout()
            table.bounds = CGRect(x: 0, y: 0, width: tableWidth, height: 667)
            return frames(of: table)
        },
        byHand: { n in
            // The body is pinned 8 pt inside the row.
            let font = Font.systemFont(ofSize: 17)
            var y: CGFloat = 0
            return texts(n).map { text in
                let height = 8 + textHeight(text, font, width: tableWidth - 16) + 8
                defer { y += height }
                return CGRect(x: 0, y: y, width: tableWidth, height: height)
            }
        }),
    SelfSizingComparison(
        name: "S4 feed row",
        constraints: { n in
            let all = texts(n)
            let table = TableLayout()
            table.estimatedRowHeight = 100
            table.sizing = SizingCell(FeedRowCell()) { cell, path in
                cell.configure(user: "Ada", time: "2 min", from: "iPhone", text: all[path.item])
            }
            table.dataSource = ItemCounts([n])
            table.bounds = CGRect(x: 0, y: 0, width: tableWidth, height: 667)
            return frames(of: table)
        },
        byHand: { n in
            // The body starts 8 below the 40-pt avatar (top 10), spans
            // 10 ... width - 8 and ends 10 above the bottom.
            let font = Font.systemFont(ofSize: 14)
            var y: CGFloat = 0
            return texts(n).map { text in
                let height = 58 + textHeight(text, font, width: tableWidth - 18) + 10
                defer { y += height }
                return CGRect(x: 0, y: y, width: tableWidth, height: height)
            }
        }),
]

extension SelfSizingComparison {
    /// Medians of both sides over `runs` runs at `n` rows; checks that they agree.
    func measure(_ n: Int, runs: Int) -> (constraints: Double, byHand: Double) {
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<max(runs, 1) {
            let t0 = ContinuousClock.now
            let viaConstraints = constraints(n)
            let t1 = ContinuousClock.now
            let viaHand = byHand(n)
            let t2 = ContinuousClock.now
            let differ = viaConstraints.indices.first { i in i >= viaHand.count || viaConstraints[i] != viaHand[i] }
            check(viaConstraints.count == viaHand.count && differ == nil,
                  "\(name): row \(differ ?? -1) is \(differ.map { viaConstraints[$0] } ?? .zero) through constraints, "
                      + "\(differ.flatMap { $0 < viaHand.count ? viaHand[$0] : nil } ?? .zero) by hand")
            a.append(seconds(t1 - t0))
            b.append(seconds(t2 - t1))
        }
        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        return (median(a), median(b))
    }
}

func printSelfSizing(_ n: Int, runs: Int) -> [[String: Any]] {
    print("self-sizing at \(n) rows   constraints      by hand    ratio")
    return selfSizingComparisons.map { c in
        let (viaConstraints, byHand) = c.measure(n, runs: runs)
        print(c.name.padding(toLength: 24, withPad: " ", startingAt: 0),
              String(format: "%9.1f ms %9.1f ms %8.2f", viaConstraints * 1000, byHand * 1000, viaConstraints / byHand))
        return ["comparison": c.name, "rows": n, "constraints_s": viaConstraints, "by_hand_s": byHand]
    }
}
