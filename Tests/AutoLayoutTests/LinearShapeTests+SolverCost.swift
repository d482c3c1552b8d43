import Foundation
import Testing
@testable import AutoLayout

/// How many solver constraints an arranged view costs in the shapes of the
/// layout benchmark: the count that sets a stack's memory per view (every
/// solver constraint brings a row, its symbols and its record). Counted
/// twice, from the solver's own list and from the views, at two sizes, so
/// that the fixed costs cancel.
extension LinearShapeTests {
    /// The constraints the solver of `root`'s hierarchy holds, as its dump lists them.
    func solverConstraints(_ root: View) -> Int {
        let dump = root.engine!.solver.dump
        guard let start = dump.range(of: "Constraints:\n"), let end = dump.range(of: "Edits:") else { return -1 }
        return dump[start.upperBound..<end.lowerBound].split(separator: "\n").count
    }

    /// The same count from the views: their active constraints that are in
    /// the solver, and the constraints the engine made for them.
    func constraintsOfViews(_ root: View) -> Int {
        root.allViews().reduce(0) { sum, view in
            sum + view.constraints.filter { $0.installation != nil }.count + view.generated.all.count
        }
    }

    /// Solver constraints per unit between `n` and `2n` units (built and
    /// laid out by `make` in a new root), counted both ways.
    func solverConstraintsPerUnit(_ n: Int, _ make: (Int, View) -> Void) -> (solver: Int, views: Int) {
        let small = root(), large = root()
        make(n, small)
        make(2 * n, large)
        small.layoutIfNeeded()
        large.layoutIfNeeded()
        return ((solverConstraints(large) - solverConstraints(small)) / n,
                (constraintsOfViews(large) - constraintsOfViews(small)) / n)
    }

    /// A label of stack-labels: one spacing and two alignments with the
    /// first label (the stack's three), and one content-size constraint
    /// (hugging and compression resistance) per axis; the stack fits, so
    /// no tie-breaking copies.
    @Test func aLabelOfAFillStackCostsFiveSolverConstraints() {
        #expect(solverConstraintsPerUnit(40) { _ = labelStack($0, in: $1) } == (5, 5))
        let root = root()
        let (stack, labels) = labelStack(40, in: root)
        root.layoutIfNeeded()
        // Three per label after the first, and the four canvas connections.
        #expect(stack.generatedConstraints.count == 3 * 39 + 4)
        for label in labels { #expect(label.generated.intrinsic.compactMap { $0 }.count == 2) }
        #expect(labels[39].frame == CGRect(x: 0, y: 24 * 39, width: 375, height: 20))
    }

    /// A row of stack-rows: the row stack's 14 (UIKit's for a centred
    /// two-view stack: 3 along the axis, 1 alignment, 4 spanning edges, the
    /// spanning fit, 3 canvas connections, 2 ambiguity suppressions), the
    /// outer stack's 3, 4 content-size constraints and the label's
    /// tie-breaking copy of its own (the row is wider than its content).
    @Test func aRowOfStacksCostsTwentyTwoSolverConstraints() {
        #expect(solverConstraintsPerUnit(20) { _ = rowStack($0, in: $1) } == (22, 22))
        let root = root()
        let (stack, rows) = rowStack(20, in: root)
        root.layoutIfNeeded()
        #expect(stack.generatedConstraints.count == 3 * 19 + 4)
        for row in rows {
            #expect(row.generatedConstraints.count == 14)
            let image = row.arrangedSubviews[0], label = row.arrangedSubviews[1]
            #expect(image.generated.intrinsic.compactMap { $0 }.count == 2)
            #expect(label.generated.intrinsic.compactMap { $0 }.count == 3)
        }
        #expect(rows[19].frame == CGRect(x: 0, y: 44 * 19, width: 375, height: 40))
    }

    /// The baseline: a sibling pinned to its container costs its own four.
    @Test func aSiblingCostsFourSolverConstraints() {
        let perSibling = solverConstraintsPerUnit(40) { n, root in
            for i in 0..<n {
                let v = View()
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
                LayoutConstraint.activate([
                    v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i)),
                    v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        #expect(perSibling == (4, 4))
    }
}
