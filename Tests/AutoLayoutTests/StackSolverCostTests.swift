import Foundation
import Testing
@testable import AutoLayout

/// How many solver constraints an arranged view costs in the shapes of the
/// layout benchmark (`layout-bench --shapes`): the count that sets a
/// stack's memory per view (every solver constraint brings a row, its
/// symbols and its record). Counted twice, from the solver's own list and
/// from the views, at two sizes, so that the fixed costs cancel.
@Suite struct StackSolverCostTests {
    let font = Font.fixedAdvance(characterWidth: 8, lineHeight: 20)

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

    func screen() -> View { View(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }

    func pin(_ stack: StackView, in root: View) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
    }

    /// stack-labels: a vertical fill stack (spacing 4) of `n` one-line labels.
    func labelStack(_ n: Int) -> (root: View, stack: StackView, labels: [Label]) {
        let root = screen()
        let labels = (0..<n).map { Label(text: "Row \($0)", font: font) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 4
        pin(stack, in: root)
        return (root, stack, labels)
    }

    /// stack-rows: a vertical stack of `n` horizontal stacks (a 40 x 40 image
    /// and a label, spacing 8, centred).
    func rowStack(_ n: Int) -> (root: View, stack: StackView, rows: [StackView]) {
        let root = screen()
        let rows = (0..<n).map { i in
            let row = StackView(arrangedSubviews: [
                ImageView(image: Image(size: CGSize(width: 40, height: 40))), Label(text: "Row \(i)", font: font),
            ])
            row.spacing = 8
            row.alignment = .center
            return row
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 4
        pin(stack, in: root)
        return (root, stack, rows)
    }

    /// siblings: `n` views, each pinned to the root by four constraints.
    func siblings(_ n: Int) -> View {
        let root = screen()
        var list: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            list += [
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i)),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.widthAnchor.constraint(equalToConstant: 40),
                v.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        return root
    }

    /// Solver constraints per unit between `n` and `2n` units, counted both ways.
    func perUnit(_ n: Int, _ make: (Int) -> View) -> (solver: Int, views: Int) {
        let small = make(n), large = make(2 * n)
        return ((solverConstraints(large) - solverConstraints(small)) / n,
                (constraintsOfViews(large) - constraintsOfViews(small)) / n)
    }

    /// A label of stack-labels: one spacing and two alignments with the
    /// first label (the stack's three), hugging and compression resistance
    /// on both axes; the stack fits, so no tie-breaking copies.
    @Test func aLabelOfAFillStackCostsSevenSolverConstraints() {
        #expect(perUnit(40) { labelStack($0).root } == (7, 7))
        let (_, stack, labels) = labelStack(40)
        // Three per label after the first, and the four canvas connections.
        #expect(stack.generatedConstraints.count == 3 * 39 + 4)
        for label in labels { #expect(label.generated.intrinsic.compactMap { $0 }.count == 4) }
        #expect(labels[39].frame == CGRect(x: 0, y: 24 * 39, width: 375, height: 20))
    }

    /// A row of stack-rows: the row stack's 14 (UIKit's for a centred
    /// two-view stack: 3 along the axis, 1 alignment, 4 spanning edges, the
    /// spanning fit, 3 canvas connections, 2 ambiguity suppressions), the
    /// outer stack's 3, 8 for the intrinsic sizes and the label's 2
    /// tie-breaking copies (the row is wider than its content).
    @Test func aRowOfStacksCostsTwentySevenSolverConstraints() {
        #expect(perUnit(20) { rowStack($0).root } == (27, 27))
        let (_, stack, rows) = rowStack(20)
        #expect(stack.generatedConstraints.count == 3 * 19 + 4)
        for row in rows {
            #expect(row.generatedConstraints.count == 14)
            let image = row.arrangedSubviews[0], label = row.arrangedSubviews[1]
            #expect(image.generated.intrinsic.compactMap { $0 }.count == 4)
            #expect(label.generated.intrinsic.compactMap { $0 }.count == 6)
        }
        #expect(rows[19].frame == CGRect(x: 0, y: 44 * 19, width: 375, height: 40))
        #expect(rows[19].arrangedSubviews[1].frame.maxX == 375)
    }

    /// The baseline: a sibling costs its own four constraints.
    @Test func aSiblingCostsFourSolverConstraints() {
        #expect(perUnit(40, siblings) == (4, 4))
    }
}
