import Foundation
import Testing
@testable import AutoLayout

/// Live stacks changed, and stacks aligned or spaced across their axis:
/// exact frames, and the solver's work (rows rewritten, cells written, rows
/// read) per view at two sizes, which must not grow with the stack.
extension LinearShapeTests {
    /// Stacks aligned across their axis or spaced equally: the rows their
    /// substitutions rewrite grow with the views, not with their square.
    /// Centred: each view's `guide.leading <= view.leading` meets the others'
    /// equal edges without a pivot through every earlier view's row.
    /// Leading and trailing: n edges equal to the guide's at 999.5 need no
    /// pivot, nor does the guide's fit at 51 pivot through each view. Equal
    /// spacing: each gap equal to the first is solved for its own slack.
    @Test(arguments: ["center", "leading", "trailing", "equalSpacing"])
    func anArrangedStackRewritesRowsInProportionToItsViews(_ arrangement: String) {
        func rowsRewrittenPerView(_ n: Int) -> Double {
            let root = root()
            let (stack, labels) = labelStack(n, in: root)
            let width = CGFloat(8 * "Row \(n - 1)".count)
            var x: CGFloat = 0
            switch arrangement {
            case "center": stack.alignment = .center; x = (375 - width) / 2
            case "leading": stack.alignment = .leading
            case "trailing": stack.alignment = .trailing; x = 375 - width
            default: stack.distribution = .equalSpacing
            }
            let expectedWidth = arrangement == "equalSpacing" ? 375 : width
            root.layoutIfNeeded()
            #expect(labels[n - 1].frame == CGRect(x: x, y: CGFloat(24 * (n - 1)), width: expectedWidth, height: 20))
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: CGFloat(24 * n - 4)))
            return Double(root.layoutEngine().solver.rowsRewritten) / Double(n)
        }
        let small = rowsRewrittenPerView(50), large = rowsRewrittenPerView(400)
        #expect(large < 1.5 * small, "\(arrangement): rows rewritten per view: \(small) at 50 views, \(large) at 400")
    }

    /// A stack re-aligned from leading to trailing: every label moves to the
    /// trailing edge, and the solver's work placing the new edges grows
    /// with the views (the cells its rows are made with, and the rows its
    /// walks read). Each new `view.trailing == first.trailing` was found to
    /// make a cycle only after climbing the rows of every view, until the
    /// canvas's edges across the axis went out last and in first.
    @Test func aStackReAlignedCostsTheSolverInProportionToItsViews() {
        func workPerView(_ n: Int) -> Double {
            let root = root()
            let (stack, labels) = labelStack(n, in: root)
            stack.alignment = .leading
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsWalked
            stack.alignment = .trailing
            root.layoutIfNeeded()
            for (i, label) in labels.enumerated() {
                let width = CGFloat(8 * "Row \(i)".count)
                #expect(label.frame == CGRect(x: 375 - width, y: CGFloat(24 * i), width: width, height: 20))
            }
            return Double(solver.cellsWritten + solver.rowsWalked - before) / Double(n)
        }
        let small = workPerView(50), large = workPerView(400)
        #expect(large < 1.5 * small, "cells written and rows read per view: \(small) at 50 views, \(large) at 400")
    }

    /// An empty stack grown by `n` labels, each put in by `insert` and
    /// followed by a layout: the labels in the order made, and the solver's
    /// work (cells written and rows rewritten) while it grew.
    func grownStack(_ n: Int, _ insert: (StackView, Label) -> Void) -> (labels: [Label], work: Int) {
        let root = root()
        let (stack, _) = labelStack(0, in: root)
        root.layoutIfNeeded()
        let solver = root.layoutEngine().solver
        let before = solver.cellsWritten + solver.rowsRewritten
        let labels = (0..<n).map { i in
            let label = Label(text: "Row \(i)", font: font)
            insert(stack, label)
            root.layoutIfNeeded()
            return label
        }
        #expect(stack.frame.height == CGFloat(24 * n - 4))
        return (labels, solver.cellsWritten + solver.rowsRewritten - before)
    }

    /// Labels appended one at a time, each followed by a layout (a feed
    /// growing at its end): every label lands below the one before, and
    /// the solver's work per label does not grow with the stack. The old
    /// end's `UISV-canvas-connection` was removed through the last view's
    /// row, expanded to the whole stack.
    @Test func labelsAppendedOneByOneCostTheSolverTheSameEach() {
        func workPerLabel(_ n: Int) -> Double {
            let (labels, work) = grownStack(n) { stack, label in stack.addArrangedSubview(label) }
            for (i, label) in labels.enumerated() {
                #expect(label.frame == CGRect(x: 0, y: CGFloat(24 * i), width: 375, height: 20))
            }
            return Double(work) / Double(n)
        }
        let small = workPerLabel(50), large = workPerLabel(400)
        #expect(large < 1.5 * small, "solver's work per label: \(small) at 50 labels, \(large) at 400")
    }

    /// The last label hidden and shown again, each followed by a layout:
    /// the solver's work per change (cells written, rows rewritten) is the
    /// same in a long stack as in a short one. The last gap's constraint was
    /// taken out through a view's row expanded to the whole chain above it;
    /// it goes through the lowest of the rows of positions that hold it.
    @Test func theLastLabelHiddenAndShownCostsTheSolverTheSameAtAnyLength() {
        func workPerChange(_ n: Int) -> Double {
            let root = root()
            let (stack, labels) = labelStack(n, in: root)
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten
            for round in 0..<6 {
                labels[n - 1].isHidden = round % 2 == 0
                root.layoutIfNeeded()
                let shown = round % 2 == 1
                #expect(stack.frame.height == CGFloat(24 * (shown ? n : n - 1) - 4))
                #expect(labels[n - 2].frame == CGRect(x: 0, y: CGFloat(24 * (n - 2)), width: 375, height: 20))
                if shown { #expect(labels[n - 1].frame.minY == CGFloat(24 * (n - 1))) }
            }
            return Double(solver.cellsWritten + solver.rowsRewritten - before) / 6
        }
        let small = workPerChange(50), large = workPerChange(400)
        #expect(large < 1.5 * small, "solver's work per change: \(small) at 50 labels, \(large) at 400")
    }

    /// A label inserted first, laid out, then taken out of the tree, laid out:
    /// the solver's work grows with the stack (every view is aligned to the
    /// first), not with its square. Its constraints were taken out oldest
    /// first, each through the rows of the newer ones: 1.1 s at 1,000 labels.
    @Test func aNewFirstLabelTakenOutOfTheTreeCostsTheSolverLinearWork() {
        func work(_ n: Int) -> Double {
            let root = root()
            let (stack, labels) = labelStack(n, in: root)
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let first = Label(text: "First", font: font)
            stack.insertArrangedSubview(first, at: 0)
            root.layoutIfNeeded()
            #expect(labels[0].frame.minY == 24)
            let before = solver.cellsWritten + solver.rowsRewritten
            first.removeFromSuperview()
            root.layoutIfNeeded()
            #expect(labels[0].frame == CGRect(x: 0, y: 0, width: 375, height: 20))
            #expect(labels[n - 1].frame.minY == CGFloat(24 * (n - 1)))
            return Double(solver.cellsWritten + solver.rowsRewritten - before) / Double(n)
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per label: \(small) at 50 labels, \(large) at 400")
    }

    /// A stack emptied from its first label, one `removeFromSuperview()` at
    /// a time, then laid out: the constraints leave the solver in one call
    /// at the layout, whose work per label is the same at 50 labels as at
    /// 400. Each removal went to the solver at once and added up again the
    /// places of every label below it: 0.37 s at 2,000 labels.
    @Test func aStackEmptiedFromItsFirstLabelCostsTheSolverLinearWork() {
        func work(_ n: Int) -> Double {
            let root = root()
            let (stack, labels) = labelStack(n, in: root)
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed
            for label in stack.arrangedSubviews { label.removeFromSuperview() }
            root.layoutIfNeeded()
            #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 0))
            #expect(labels.allSatisfy { $0.superview == nil })
            return Double(solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed - before) / Double(n)
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per label: \(small) at 50 labels, \(large) at 400")
    }

    /// A chain's constraints swapped for another set, deactivated in the
    /// order they were activated: they leave the solver in one call, and its
    /// work per view (cells, rows, values added up) is the same at 50 views
    /// as at 400. One by one, oldest first, each removal moved every view
    /// after it, whose values were added up again: 13 times as long at 2,000.
    @Test func constraintsDeactivatedTogetherLeaveTheSolverInOneCall() {
        func work(_ n: Int) -> Double {
            let root = root()
            let views = column(n, in: root, height: 20)
            func chain(_ gap: CGFloat) -> [LayoutConstraint] {
                [views[0].topAnchor.constraint(equalTo: root.topAnchor)]
                    + (1..<n).map { views[$0].topAnchor.constraint(equalTo: views[$0 - 1].bottomAnchor, constant: gap) }
            }
            let old = chain(8)
            LayoutConstraint.activate(old)
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed
            LayoutConstraint.deactivate(old)
            LayoutConstraint.activate(chain(4))
            root.layoutIfNeeded()
            #expect(views[n - 1].frame == CGRect(x: 0, y: CGFloat(24 * (n - 1)), width: 100, height: 20))
            return Double(solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed - before) / Double(n)
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per view: \(small) at 50 views, \(large) at 400")
    }

    /// Every gap of a chain given a new constant, one by one from the top,
    /// then a layout: the constants reach the solver in one call, whose work
    /// per view is the same at 50 views as at 400, and a gap that cannot hold
    /// is still reported alone. One call per gap added up again the places
    /// of every view below it: 89 ms at 2,000 views.
    @Test func aChainGivenNewGapsOneByOneCostsTheSolverLinearWork() {
        func work(_ n: Int) -> Double {
            let root = root()
            let reports = Reports()
            root.setDiagnosticsHandler { reports.append($0) }
            let views = column(n, in: root, height: 20)
            let gaps = [views[0].topAnchor.constraint(equalTo: root.topAnchor)]
                + (1..<n).map { views[$0].topAnchor.constraint(equalTo: views[$0 - 1].bottomAnchor, constant: 8) }
            LayoutConstraint.activate(gaps)
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed
            for gap in gaps.dropFirst() { gap.constant = 4 }
            root.layoutIfNeeded()
            #expect(views[n - 1].frame == CGRect(x: 0, y: CGFloat(24 * (n - 1)), width: 100, height: 20))
            #expect(reports.messages.isEmpty, "\(reports.messages.prefix(1))")
            let work = Double(solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed - before) / Double(n)
            // Past a limit, too long a gap is reported alone, and broken.
            views[n - 1].bottomAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: CGFloat(24 * n)).isActive = true
            gaps[n / 2].constant = 100
            gaps[1].constant = 5
            root.layoutIfNeeded()
            #expect(reports.messages.count == 1 && reports.messages[0].contains("100"), "\(reports.messages)")
            #expect(gaps[n / 2].installation == nil)
            #expect(views[1].frame.minY == 25 && views[n - 1].frame.maxY <= CGFloat(24 * n))
            return work
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per view: \(small) at 50 views, \(large) at 400")
    }

    /// A chain whose views each have two heights, 30 at 999 and 20 at 1,
    /// the priorities swapped one by one, then a layout: the constraints go
    /// out and back in at their new priorities in two solver calls, whose
    /// work per view is the same at 50 views as at 400 (one call each added
    /// up again the places of every view below: 0.46 s at 2,000 views).
    @Test func heightPrioritiesSwappedOneByOneCostTheSolverLinearWork() {
        func work(_ n: Int) -> Double {
            let root = root()
            let views = column(n, in: root)
            LayoutConstraint.activate([views[0].topAnchor.constraint(equalTo: root.topAnchor)]
                + (1..<n).map { views[$0].topAnchor.constraint(equalTo: views[$0 - 1].bottomAnchor, constant: 4) })
            let tall = views.map { $0.heightAnchor.constraint(equalToConstant: 30) }
            let short = views.map { $0.heightAnchor.constraint(equalToConstant: 20) }
            for c in tall { c.priority = LayoutPriority(999) }
            for c in short { c.priority = LayoutPriority(1) }
            LayoutConstraint.activate(tall + short)
            root.layoutIfNeeded()
            #expect(views[n - 1].frame.minY == CGFloat(34 * (n - 1)))
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed
            for i in 0..<n {
                tall[i].priority = LayoutPriority(1)
                short[i].priority = LayoutPriority(999)
            }
            // One view's pair changed twice: the last priorities hold.
            short[n / 2].priority = LayoutPriority(2)
            short[n / 2].priority = LayoutPriority(999)
            root.layoutIfNeeded()
            #expect(views[n - 1].frame == CGRect(x: 0, y: CGFloat(24 * (n - 1)), width: 100, height: 20))
            #expect(tall.allSatisfy(\.isActive) && short.allSatisfy { $0.installation != nil })
            let work = Double(solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed - before) / Double(n)
            // A constraint deactivated while it waits to go back in stays out.
            short[n - 1].priority = LayoutPriority(500)
            short[n - 1].isActive = false
            root.layoutIfNeeded()
            #expect(views[n - 1].frame.height == 30 && short[n - 1].installation == nil)
            return work
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per view: \(small) at 50 views, \(large) at 400")
    }

    /// Half of a nesting of views taken out of the tree and put back under
    /// another view: its constraints leave the solver in one call, whose
    /// work per view is the same at 50 levels as at 400 (one by one, each
    /// removal added up again the values of every level below it).
    @Test func aNestedSubtreeLeavesTheSolverInLinearWork() {
        func work(_ n: Int) -> Double {
            let root = root(width: 1000, height: 1000)
            var parent: View = root, views: [View] = []
            func pin(_ v: View, in parent: View) {
                LayoutConstraint.activate([
                    v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                    v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                    v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
                    v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                ])
            }
            for _ in 0..<n {
                let v = View()
                v.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(v)
                pin(v, in: parent)
                views.append(v)
                parent = v
            }
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed
            let subtree = views[n / 2]
            subtree.removeFromSuperview()
            root.layoutIfNeeded()
            views[n / 2 - 2].addSubview(subtree)
            pin(subtree, in: views[n / 2 - 2])
            root.layoutIfNeeded()
            #expect(views[n - 1].frame == CGRect(x: 1, y: 1, width: CGFloat(1002 - 2 * n), height: CGFloat(1002 - 2 * n)))
            return Double(solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed - before) / Double(n)
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per view: \(small) at 50 levels, \(large) at 400")
    }

    /// Every other label hidden, then shown again, before one layout each:
    /// the tie-broken views whose hugging and compression resistance are
    /// made again are remade in two solver calls, not two each, and the
    /// solver's work per label is the same at 50 labels as at 400, and
    /// nothing is reported (a view listed twice had its constants moved
    /// before its constraints went in: "unknown constraint").
    @Test func everyOtherLabelShownCostsTheSolverLinearWork() {
        func work(_ n: Int) -> Double {
            let root = root()
            let reports = Reports()
            root.setDiagnosticsHandler { reports.append($0) }
            defer { #expect(reports.messages.isEmpty, "\(reports.messages.prefix(1))") }
            let (stack, labels) = labelStack(n, in: root)
            root.layoutIfNeeded()
            for (i, label) in labels.enumerated() where i % 2 == 1 { label.isHidden = true }
            root.layoutIfNeeded()
            #expect(stack.frame.height == CGFloat(24 * (n / 2) - 4))
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed
            for (i, label) in labels.enumerated() where i % 2 == 1 { label.isHidden = false }
            root.layoutIfNeeded()
            #expect(labels[n - 1].frame == CGRect(x: 0, y: CGFloat(24 * (n - 1)), width: 375, height: 20))
            return Double(solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed - before) / Double(n)
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per label: \(small) at 50 labels, \(large) at 400")
    }

    /// Every label of a stack given a second line before one layout: the
    /// width pass changes every height in one solver call, and the solver's
    /// work per label is the same at 50 labels as at 400 (one call per
    /// label added up the values of every label after it).
    @Test func everyLabelGivenASecondLineCostsTheSolverLinearWork() {
        func work(_ n: Int) -> Double {
            let root = root()
            let reports = Reports()
            root.setDiagnosticsHandler { reports.append($0) }
            defer { #expect(reports.messages.isEmpty, "\(reports.messages.prefix(1))") }
            let (_, labels) = labelStack(n, in: root)
            root.layoutIfNeeded()
            let solver = root.layoutEngine().solver
            let before = solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed
            for label in labels {
                label.numberOfLines = 0
                label.text = "Line one\nLine two"
            }
            root.layoutIfNeeded()
            #expect(labels[n - 1].frame == CGRect(x: 0, y: CGFloat(44 * (n - 1)), width: 375, height: 40))
            return Double(solver.cellsWritten + solver.rowsRewritten + solver.sumsRefreshed - before) / Double(n)
        }
        let small = work(50), large = work(400)
        #expect(large < 2 * small, "solver's work per label: \(small) at 50 labels, \(large) at 400")
    }

    /// A label hidden and shown 200 times, each followed by a layout: the
    /// engine's watched lists (sizes kept from going below zero, deferred
    /// tie-breaks) follow each change, and are not made again from every
    /// view once the changes outnumber the log of changed views.
    @Test func manyChangesToOneLabelKeepTheWatchedLists() {
        let root = root()
        let (stack, labels) = labelStack(300, in: root)
        root.layoutIfNeeded()
        let engine = root.layoutEngine()
        let made = engine.watchedListsMade
        for round in 0..<200 {
            labels[299].isHidden = round % 2 == 0
            root.layoutIfNeeded()
            #expect(stack.frame.height == CGFloat(24 * (round % 2 == 0 ? 299 : 300) - 4))
        }
        #expect(labels[299].frame == CGRect(x: 0, y: CGFloat(24 * 299), width: 375, height: 20))
        #expect(engine.watchedListsMade == made, "lists made again: \(engine.watchedListsMade - made)")
    }

    /// Labels inserted at the front one at a time, each followed by a layout
    /// (a history loaded upwards). Each new first view changes every view's
    /// `UISV-alignment` (UIKit aligns the views to the first), so the
    /// solver's work per label grows with the stack, but no faster. The
    /// canvas's edges across the axis went out first and in last, and the
    /// views' common width moved to a compromise of their content widths
    /// with each alignment taken out or put in.
    @Test func labelsPrependedOneByOneCostTheSolverInProportionToTheStack() {
        func workPerLabelSquared(_ n: Int) -> Double {
            let (labels, work) = grownStack(n) { stack, label in stack.insertArrangedSubview(label, at: 0) }
            for (i, label) in labels.enumerated() {
                #expect(label.frame == CGRect(x: 0, y: CGFloat(24 * (n - 1 - i)), width: 375, height: 20))
            }
            return Double(work) / Double(n * n)
        }
        let small = workPerLabelSquared(30), large = workPerLabelSquared(120)
        #expect(large < 1.5 * small, "solver's work per label squared: \(small) at 30 labels, \(large) at 120")
    }

    /// A new spacing moves a constraint per gap, the stack sets them in one
    /// solver call: every label lands where the new spacing puts it.
    @Test(arguments: [StackView.Alignment.fill, .leading, .center])
    func aNewSpacingMovesEveryView(_ alignment: StackView.Alignment) {
        let root = root()
        let (stack, labels) = labelStack(300, in: root)
        stack.alignment = alignment
        root.layoutIfNeeded()
        stack.spacing = 6
        root.layoutIfNeeded()
        for (i, label) in labels.enumerated() where i % 37 == 0 || i == 299 {
            #expect(label.frame.minY == CGFloat(26 * i) && label.frame.height == 20)
        }
        #expect(stack.frame.height == CGFloat(26 * 300 - 6))
    }

    /// A new spacing the required heights cannot take: the batch of new
    /// constants fails, they go in one by one, and the first gap that cannot
    /// take its new constant is reported and broken; the heights hold.
    @Test func aNewSpacingThatConflictsIsReportedPerGap() {
        let reports = Reports()
        let root = makeRoot(375, 667, reports: reports)
        let boxes = (0..<3).map { _ in View() }
        for box in boxes { box.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = StackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.spacing = 4
        pin(stack, in: root)
        stack.heightAnchor.constraint(equalToConstant: 68).isActive = true
        root.layoutIfNeeded()
        #expect(boxes[2].frame.minY == 48 && reports.messages.isEmpty)
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(reports.messages.count == 1)
        #expect(boxes.allSatisfy { $0.frame.height == 20 } && stack.frame.height == 68)
    }
}
