// layout-bench: the layout workloads, timed in release builds.
//
//     swift run -c release layout-bench [--runs K] [--json FILE]
//
// Each workload reports the median time of K runs (after a warm-up run) per
// unit of work, with the min and max, and checks its result.
import AutoLayout
import CollectionLayout
import Foundation
import Scenarios

var runs = 7
var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--json": jsonPath = arguments.popFirst()
    default:
        print("usage: layout-bench [--runs K] [--json FILE]")
        exit(2)
    }
}

let results = layoutWorkloads().map { $0.measure(runs: runs) }
print("workload".padding(toLength: 22, withPad: " ", startingAt: 0), "unit".padding(toLength: 10, withPad: " ", startingAt: 0),
      "median µs", "   min µs", "   max µs")
for r in results {
    print(r.name.padding(toLength: 22, withPad: " ", startingAt: 0), r.unit.padding(toLength: 10, withPad: " ", startingAt: 0),
          String(format: "%9.2f %9.2f %9.2f", r.median / 1000, r.min / 1000, r.max / 1000))
}
if let jsonPath {
    let objects = results.map { ["workload": $0.name, "unit": $0.unit, "ns_per_unit": $0.median] as [String: Any] }
    let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
    guard FileManager.default.createFile(atPath: jsonPath, contents: data) else {
        FileHandle.standardError.write(Data("error: cannot write \(jsonPath)\n".utf8))
        exit(1)
    }
}
