import AutoLayout
import CollectionLayout
import Foundation
import Scenarios

/// One timed workload: `run` does the work once and returns how many units it did.
struct Workload {
    let name: String
    let unit: String
    let run: () -> Int

    func measure(runs: Int) -> (name: String, unit: String, median: Double, min: Double, max: Double) {
        _ = run()
        var samples: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = ContinuousClock.now
            let units = run()
            let d = ContinuousClock.now - start
            let ns = Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
            samples.append(ns / Double(max(units, 1)))
        }
        samples.sort()
        return (name, unit, samples[samples.count / 2], samples.first!, samples.last!)
    }
}

func check(_ condition: Bool, _ message: String) {
    if !condition {
        FileHandle.standardError.write(Data("check failed: \(message)\n".utf8))
        exit(1)
    }
}

let manyRowTexts = (0..<100_000).map { rowTexts[$0 % rowTexts.count] }

let rowTexts = (0..<1000).map { i in
    SampleData.paragraphs[i % SampleData.paragraphs.count] + String(repeating: " more", count: i % 13)
}

func layoutWorkloads() -> [Workload] {
    [
        Workload(name: "sizing-cell", unit: "row") {
            // One reusable cell, its text changed in place for each row.
            let cell = BodyRowCell()
            var total: CGFloat = 0
            for t in rowTexts {
                cell.body.text = t
                total += cell.systemLayoutSizeFitting(
                    CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel).height
            }
            check(total > 36 * CGFloat(rowTexts.count), "row heights")
            return rowTexts.count
        },
        Workload(name: "fresh-cell", unit: "row") {
            // The naive way: a new cell (and engine) per row.
            var total: CGFloat = 0
            for t in rowTexts.prefix(200) {
                let cell = BodyRowCell()
                cell.body.text = t
                total += cell.systemLayoutSizeFitting(
                    CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel).height
            }
            check(total > 36 * 200, "row heights")
            return 200
        },
        Workload(name: "table-rotation", unit: "row") {
            // S2: 1000 rows measured at 375, then all re-measured at 667.
            var scenario = SelfSizingTableScenario()
            scenario.texts = rowTexts
            let table = scenario.makeLayout()
            table.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
            let portrait = table.allLayoutAttributes().count
            table.bounds = CGRect(x: 0, y: 0, width: 667, height: 375)
            let landscape = table.allLayoutAttributes().count
            check(portrait == 1000 && landscape == 1000, "rows")
            return 2000
        },
        Workload(name: "first-screen", unit: "query") {
            // S2: a 100,000-row table; the first screen measures only what it shows.
            var scenario = SelfSizingTableScenario()
            scenario.texts = manyRowTexts
            let table = scenario.makeLayout()
            table.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
            let visible = table.layoutAttributesForElements(in: table.bounds)
            check(!visible.isEmpty && visible.count < 40, "visible rows")
            return 1
        },
        Workload(name: "constant-change", unit: "change") {
            // A chain of 200 views; change one constant and lay out, 100 times.
            let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 10_000))
            var previous: View = root
            var first: LayoutConstraint?
            for i in 0..<200 {
                let v = View()
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
                let top = v.topAnchor.constraint(equalTo: i == 0 ? root.topAnchor : previous.bottomAnchor, constant: 4)
                if i == 0 { first = top }
                LayoutConstraint.activate([
                    top, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 20),
                ])
                previous = v
            }
            root.layoutIfNeeded()
            for k in 0..<100 {
                first!.constant = CGFloat(k)
                root.layoutIfNeeded()
            }
            check(previous.frame.minY == 99 + 199 * 24, "last view moved")
            return 100
        },
        Workload(name: "gallery", unit: "scenario") {
            var count = 0
            for s in allScenarios {
                for w: CGFloat in [375, 667] {
                    check(s.build(width: w).contentSize.height > 0, s.slug)
                    count += 1
                }
            }
            return count
        },
    ]
}
