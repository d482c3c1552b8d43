// layout-bench: the layout workloads, timed in release builds.
//
//     swift run -c release layout-bench [--runs K] [--json FILE]
//     swift run -c release layout-bench --shapes 100,1000,10000 [--only a,b] [--runs K] [--json FILE]
//     swift run -c release layout-bench --self-sizing 10000 [--runs K] [--json FILE]
//     swift run -c release layout-bench --scroll 1000,10000,100000 [--screens S] [--runs K] [--json FILE]
//     swift run -c release layout-bench --batch 1000,100000 [--runs K] [--json FILE]
//     swift run -c release layout-bench --stack-changes 1000,10000 | --stack-growth 250,500,1000 [--json FILE]
//     swift run -c release layout-bench --tree-changes 1000,4000 [--only a,b] [--json FILE]
//
// Each workload reports the median time of K runs (after a warm-up run) per
// unit of work, with the min and max, and checks its result. With
// `--shapes`, the screen shapes (stacks, chain, nesting, siblings) are built
// and laid out at each size n instead: medians of K runs (default 3), memory
// per view (every view of the screen counted: stack-rows has three per row)
// and per n, the growth exponent between consecutive sizes and the ratio to
// siblings at the same size (stack-centering and stack-proportional, which
// still grow faster, run only when named with `--only`). With
// `--stack-changes N,N,...`, one change at a time to a live stack of N
// labels; with `--stack-growth N,N,...`, N labels appended one at a time,
// then prepended, a layout after each; with `--tree-changes N,N,...`, changes
// to live trees of N views (moves, views out of the tree, constraints
// swapped, a subtree out, hidden runs). With `--self-sizing ROWS`, self-sizing table
// rows (S2, S4) through constraints against the same frames by hand. With
// `--scroll N,N,...`, self-sizing collection and table views of N items
// scrolled screen by screen through S screens (default 50): the cost per
// screen at each N and its ratio to the first N's (flat is 1). With
// `--batch N,N,...`, the same collection view of N items after a few
// screens: one `performBatchUpdates` inserting an item near the top, then
// one deleting it, each with the screen shown after it.
import AutoLayout
import CollectionLayout
import Foundation
import Scenarios

var runs: Int?
var jsonPath: String?
var shapeSizes: [Int]?
var only: Set<String>?
var selfSizingRows: Int?
var scrollCounts: [Int]?
var scrollScreens = 50
var batchCounts: [Int]?
var stackChangeSizes: [Int]?
var stackGrowthSizes: [Int]?
var treeChangeSizes: [Int]?
var arguments = CommandLine.arguments.dropFirst()
func usage() -> Never {
    print("usage: layout-bench [--runs K] [--json FILE] [--shapes N,N,... [--only SHAPE,...]] [--self-sizing ROWS] [--scroll N,N,... [--screens S]] [--batch N,N,...] [--stack-changes N,N,...] [--stack-growth N,N,...] [--tree-changes N,N,... [--only CHANGE,...]]")
    exit(2)
}
while let a = arguments.popFirst() {
    switch a {
    case "--runs":
        guard let k = Int(arguments.popFirst() ?? ""), k > 0 else { usage() }
        runs = k
    case "--json": jsonPath = arguments.popFirst()
    case "--shapes":
        let sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { usage() }
        shapeSizes = sizes
    case "--only": only = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "--self-sizing":
        guard let n = Int(arguments.popFirst() ?? ""), n > 0 else { usage() }
        selfSizingRows = n
    case "--scroll":
        let counts = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else { usage() }
        scrollCounts = counts
    case "--batch":
        let counts = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !counts.isEmpty, counts.allSatisfy({ $0 > 3 }) else { usage() }
        batchCounts = counts
    case "--stack-changes":
        stackChangeSizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !stackChangeSizes!.isEmpty, stackChangeSizes!.allSatisfy({ $0 > 1 }) else { usage() }
    case "--stack-growth":
        stackGrowthSizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !stackGrowthSizes!.isEmpty, stackGrowthSizes!.allSatisfy({ $0 > 1 }) else { usage() }
    case "--tree-changes":
        treeChangeSizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !treeChangeSizes!.isEmpty, treeChangeSizes!.allSatisfy({ $0 > 100 }) else { usage() }
    case "--screens":
        guard let n = Int(arguments.popFirst() ?? ""), n > 1 else { usage() }
        scrollScreens = n
    case "-h", "--help":
        print("usage: layout-bench [--runs K] [--json FILE] [--shapes N,N,... [--only SHAPE,...]] [--self-sizing ROWS] [--scroll N,N,... [--screens S]] [--batch N,N,...] [--stack-changes N,N,...] [--stack-growth N,N,...] [--tree-changes N,N,... [--only CHANGE,...]]")
        exit(0)
    default: usage()
    }
}

var objects: [[String: Any]] = []
if let selfSizingRows {
    objects += printSelfSizing(selfSizingRows, runs: runs ?? 3)
}
if let scrollCounts {
    objects += printScroll(scrollCounts, screens: scrollScreens, runs: runs ?? 3)
}
if let batchCounts {
    objects += printBatch(batchCounts, runs: runs ?? 3)
}
if let stackChangeSizes {
    objects += printStackChanges(stackChangeSizes)
}
if let stackGrowthSizes {
    objects += printStackGrowth(stackGrowthSizes)
}
if let treeChangeSizes {
    objects += printTreeChanges(treeChangeSizes, only: only)
}
if let shapeSizes {
    var results: [ShapeResult] = []
    for shape in shapes where only?.contains(shape.name) ?? !shape.onlyWhenNamed {
        for n in shapeSizes {
            let r = shape.measure(n, runs: runs ?? 3)
            results.append(r)
            objects.append(["shape": r.shape, "n": r.n, "views": r.views, "first_layout_s": r.firstLayout,
                            "second_layout_s": r.secondLayout, "bytes_per_view": r.bytesPerView,
                            "bytes_per_n": r.bytesPerUnit])
        }
    }
    printShapes(results)
} else if selfSizingRows == nil && scrollCounts == nil && batchCounts == nil && stackChangeSizes == nil
    && stackGrowthSizes == nil && treeChangeSizes == nil
{
    let results = layoutWorkloads().map { $0.measure(runs: runs ?? 7) }
    print("workload".padding(toLength: 22, withPad: " ", startingAt: 0), "unit".padding(toLength: 10, withPad: " ", startingAt: 0),
          "median µs", "   min µs", "   max µs")
    for r in results {
        print(r.name.padding(toLength: 22, withPad: " ", startingAt: 0), r.unit.padding(toLength: 10, withPad: " ", startingAt: 0),
              String(format: "%9.2f %9.2f %9.2f", r.median / 1000, r.min / 1000, r.max / 1000))
    }
    objects += results.map { ["workload": $0.name, "unit": $0.unit, "ns_per_unit": $0.median] }
}
if let jsonPath {
    let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
    guard FileManager.default.createFile(atPath: jsonPath, contents: data) else {
        FileHandle.standardError.write(Data("error: cannot write \(jsonPath)\n".utf8))
        exit(1)
    }
}
