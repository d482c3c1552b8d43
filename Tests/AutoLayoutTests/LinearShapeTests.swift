import Foundation
import Testing
@testable import AutoLayout

/// The shapes of the layout benchmark (`layout-bench --shapes`) at sizes that
/// run quickly: exact frames, and counts that guard linear cost without
/// timing anything (priority levels, arrangement updates, constraints
/// touched by a text change).
@Suite struct LinearShapeTests {
    let font = Font.fixedAdvance(characterWidth: 8, lineHeight: 20)

    func root(width: CGFloat = 375, height: CGFloat = 667) -> View {
        View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func pin(_ view: View, in root: View) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
    }

    /// `n` views in `root`, each at its leading edge, 100 wide (and `height`
    /// high if given), free to be placed vertically.
    func column(_ n: Int, in root: View, height: CGFloat? = nil) -> [View] {
        (0..<n).map { _ in
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.widthAnchor.constraint(equalToConstant: 100)]
                + (height.map { [v.heightAnchor.constraint(equalToConstant: $0)] } ?? []))
            return v
        }
    }

    func labelStack(_ n: Int, in root: View) -> (StackView, [Label]) {
        let labels = (0..<n).map { Label(text: "Row \($0)", font: font) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 4
        pin(stack, in: root)
        return (stack, labels)
    }

    @Test func stackOfLabels() {
        let root = root()
        let (stack, labels) = labelStack(400, in: root)
        root.layoutIfNeeded()
        for (i, label) in labels.enumerated() {
            #expect(label.frame == CGRect(x: 0, y: CGFloat(24 * i), width: 375, height: 20))
        }
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 24 * 400 - 4))
    }

    /// The frames of `labels` (20 high, spacing 4) when the first is `firstHeight` high.
    func expectFirstAbsorbs(_ labels: [Label], firstHeight: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(labels[0].frame == CGRect(x: 0, y: 0, width: 375, height: firstHeight), sourceLocation: sourceLocation)
        for (i, label) in labels.enumerated().dropFirst() {
            let y = firstHeight + 4 + CGFloat(24 * (i - 1))
            #expect(label.frame == CGRect(x: 0, y: y, width: 375, height: 20), sourceLocation: sourceLocation)
        }
    }

    /// Which tie-breaking copies a label has: hugging and compression
    /// resistance across, then along a vertical stack's axis.
    func copies(_ label: Label) -> [Bool] {
        LayoutAxis.allCases.flatMap { axis in
            let slots = GeneratedConstraints.IntrinsicSlots(axis)
            let hug = label.generated.intrinsic[slots.tieHug], resist = label.generated.intrinsic[slots.tieResist]
            // Both copies in one two-sided equality, or each on its own.
            return [hug != nil, resist != nil || hug?.relation == .equal]
        }
    }

    /// The stack's tie-break (the first view absorbs) is made when a layout
    /// first needs it, and costs one priority level below each priority it
    /// copies, not one level per view.
    @Test func tieBreaksAreMadeWhenNeededAndShareOneLevelPerPriority() {
        let content = CGFloat(24 * 300 - 4)
        // A stack held 10 points shorter than its labels from the start.
        let short = root(height: content - 10)
        let (stack, labels) = labelStack(300, in: short)
        stack.bottomAnchor.constraint(equalTo: short.bottomAnchor).isActive = true
        short.layoutIfNeeded()
        expectFirstAbsorbs(labels, firstHeight: 10)
        // Every label but the first has its copies, on the stack's axis only.
        #expect(copies(labels[0]) == [false, false, false, false])
        for label in labels.dropFirst() { #expect(copies(label) == [false, false, true, true]) }
        let priorities = Set(labels.flatMap {
            $0.generated.intrinsic.compactMap { $0 }.flatMap { [$0.priority.rawValue, $0.priorityBelow.rawValue] }
        })
        #expect(priorities == [250, 750, 250 - LayoutEngine.tieBreakDrop, 750 - LayoutEngine.tieBreakDrop])
    }

    /// A short stack (a row of a cell) makes its copies with its views,
    /// even when it fits; a long one waits until a layout needs them.
    @Test func aShortStackMakesItsTieBreaksAtOnce() {
        let root = root()
        let short = (0..<StackView.eagerTieBreakLimit + 1).map { Label(text: "S\($0)", font: font) }
        let long = (0..<StackView.eagerTieBreakLimit + 2).map { Label(text: "L\($0)", font: font) }
        for labels in [short, long] {
            let stack = StackView(arrangedSubviews: labels)
            stack.axis = .vertical
            pin(stack, in: root)
        }
        root.layoutIfNeeded()
        #expect(copies(short[0]) == [false, false, false, false])
        for label in short.dropFirst() { #expect(copies(label) == [false, false, true, true]) }
        #expect(long.allSatisfy { copies($0) == [false, false, false, false] })
    }

    /// A stack that fits makes no copies; when a change stretches or
    /// squeezes it later, the first label still absorbs the difference,
    /// with copies made then if the layout needs them.
    @Test func aStackThatFitsHasNoTieBreaksUntilItNeedsThem() {
        let content = CGFloat(24 * 300 - 4)
        let root = root(height: content + 14)
        let (stack, labels) = labelStack(300, in: root)
        root.layoutIfNeeded()
        expectFirstAbsorbs(labels, firstHeight: 20)
        #expect(labels.allSatisfy { copies($0) == [false, false, false, false] })

        // Stretched by 14, then squeezed by 10 (a constant changed in place).
        let bottom = stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        bottom.isActive = true
        root.layoutIfNeeded()
        expectFirstAbsorbs(labels, firstHeight: 34)
        bottom.constant = -24
        root.layoutIfNeeded()
        expectFirstAbsorbs(labels, firstHeight: 10)
        bottom.constant = 0
        root.layoutIfNeeded()
        expectFirstAbsorbs(labels, firstHeight: 34)

        // A label added at the end, 10 points too many: the new label's own
        // constraints come last, and without the copies it would give way.
        let extra = Label(text: "extra", font: font)
        stack.addArrangedSubview(extra)
        root.layoutIfNeeded()
        expectFirstAbsorbs(labels + [extra], firstHeight: 10)
        #expect(copies(labels[0]) == [false, false, false, false])
        for label in labels.dropFirst() + [extra] { #expect(copies(label) == [false, false, true, true]) }
    }

    /// A view's intrinsic height changes in a stack held to its length: the
    /// first view still absorbs the difference, whether the solver first
    /// leaves it to the view that changed or not.
    @Test func anIntrinsicSizeChangeInAFullStackMovesTheFirstView() {
        final class Box: View {
            var size = CGSize(width: 40, height: 20)
            override var intrinsicContentSize: CGSize { size }
        }
        for (changed, newHeight) in [(150, 10), (150, 30), (299, 10), (1, 30)] as [(Int, CGFloat)] {
            let root = root(height: CGFloat(24 * 300 - 4))
            let boxes = (0..<300).map { _ in Box() }
            let stack = StackView(arrangedSubviews: boxes)
            stack.axis = .vertical
            stack.spacing = 4
            pin(stack, in: root)
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor).isActive = true
            root.layoutIfNeeded()
            boxes[changed].size.height = newHeight
            boxes[changed].invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            let first = 40 - newHeight
            #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 375, height: first))
            for (i, box) in boxes.enumerated().dropFirst() {
                let y = first + 4 + CGFloat(24 * (i - 1)) + (i > changed ? newHeight - 20 : 0)
                #expect(box.frame == CGRect(x: 0, y: y, width: 375, height: i == changed ? newHeight : 20))
            }
        }
    }

    /// A large subtree adopted in one solver call with a conflict near the
    /// end of its batch: nothing of the batch stays, the constraints go in
    /// one by one, and only the conflicting one is broken.
    @Test func aLargeSubtreeWithAConflictBreaksOnlyTheConflict() {
        let reports = Reports()
        let root = makeRoot(375, 667, reports: reports)
        root.layoutIfNeeded()
        let container = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let views = (0..<800).map { constrained(View(), in: container, "v\($0)") }
        let list = views.enumerated().flatMap { i, v in
            [v.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(i % 600)),
             v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(i % 300)),
             v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 20)]
        }
        // The first view's own constraints go in after every other view's
        // (descendants are collected last first).
        let conflict = views[0].widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate(list + [conflict])
        root.addSubview(container)
        root.layoutIfNeeded()
        #expect(root.brokenConstraints.count == 1 && root.brokenConstraints.first === conflict)
        #expect(reports.messages.count == 1)
        for (i, v) in views.enumerated() {
            #expect(v.frame == CGRect(x: CGFloat(i % 300), y: CGFloat(i % 600), width: 10, height: 20))
        }
    }

    /// With equal hugging, the first label stretches; the others keep their size.
    @Test func theFirstOfEqualViewsAbsorbsTheExtraLength() {
        let root = root(width: 375, height: 300)
        let labels = (0..<3).map { Label(text: "L\($0)", font: font) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(labels.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 16, height: 260),
            CGRect(x: 0, y: 260, width: 16, height: 20),
            CGRect(x: 0, y: 280, width: 16, height: 20),
        ])
    }

    /// Changing a label's text in a vertical stack changes that label's
    /// intrinsic constraints only: the stack's arrangement is not rebuilt.
    @Test func aTextChangeLeavesTheArrangementAlone() {
        let root = root()
        let (stack, labels) = labelStack(200, in: root)
        root.layoutIfNeeded()
        let before = stack.generatedConstraints.map(ObjectIdentifier.init)
        labels[100].text = "A longer row"
        #expect(!stack.needsArrangement)
        root.layoutIfNeeded()
        #expect(stack.generatedConstraints.map(ObjectIdentifier.init) == before)
        #expect(labels[100].frame == CGRect(x: 0, y: 2400, width: 375, height: 20))
    }

    /// Adding views one at a time marks the stack once; the arrangement is
    /// made once, at the next layout.
    @Test func addingViewsOneByOneArrangesOnce() {
        let root = root()
        let stack = StackView()
        stack.axis = .vertical
        pin(stack, in: root)
        for i in 0..<100 { stack.addArrangedSubview(Label(text: "\(i)", font: font)) }
        #expect(stack.needsArrangement)
        #expect(root.hierarchy.pendingArrangements.count == 1)
        root.layoutIfNeeded()
        #expect(!stack.needsArrangement && root.hierarchy.pendingArrangements.isEmpty)
        #expect(stack.arrangedSubviews[99].frame == CGRect(x: 0, y: 1980, width: 375, height: 20), "\(stack.arrangedSubviews[99].frame.minY - 1980)")
    }

    /// A stack installs its constraints itself, without the ancestor
    /// search of `activate`: on the same view as `activate` would (a size
    /// of one arranged view on that view, the others on the stack), for
    /// every distribution and alignment.
    @Test func generatedConstraintsGoWhereActivateWouldPutThem() {
        for distribution in StackView.Distribution.allCases {
            for alignment in StackView.Alignment.allCases {
                let root = root()
                let views: [View] = [Label(text: "a", font: font), View(), Label(text: "b", font: font)]
                views[1].isHidden = true
                let stack = StackView(arrangedSubviews: views)
                stack.distribution = distribution
                stack.alignment = alignment
                stack.isLayoutMarginsRelativeArrangement = true
                pin(stack, in: root)
                root.layoutIfNeeded()
                for c in stack.generatedConstraints {
                    #expect(c.installedView === (try? c.installationView()), "\(distribution) \(alignment): \(c)")
                }
            }
        }
    }

    /// stack-rows: a vertical stack (spacing 4) of `n` horizontal stacks,
    /// each a 40 x 40 image and a label (spacing 8, centred).
    func rowStack(_ n: Int, in root: View) -> (StackView, [StackView]) {
        let rows = (0..<n).map { i in
            let row = StackView(arrangedSubviews: [ImageView(image: Image(size: CGSize(width: 40, height: 40))),
                                                  Label(text: "Row \(i)", font: font)])
            row.spacing = 8
            row.alignment = .center
            return row
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 4
        pin(stack, in: root)
        return (stack, rows)
    }

    @Test func stackOfRows() {
        let root = root()
        let (_, rows) = rowStack(150, in: root)
        root.layoutIfNeeded()
        for (i, row) in rows.enumerated() {
            #expect(row.frame == CGRect(x: 0, y: CGFloat(44 * i), width: 375, height: 40))
            let label = row.arrangedSubviews[1]
            // The image, first of two views at equal hugging, absorbs the width.
            #expect(row.arrangedSubviews[0].frame == CGRect(x: 0, y: 0, width: 375 - 8 - label.frame.width, height: 40))
            #expect(label.frame == CGRect(x: 375 - label.frame.width, y: 10, width: CGFloat(8 * "Row \(i)".count), height: 20))
        }
    }

    @Test func chain() {
        let root = root()
        var views: [View] = []
        for i in 0..<800 {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: i == 0 ? root.topAnchor : views[i - 1].bottomAnchor, constant: 8),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalToConstant: 20),
            ])
            views.append(v)
        }
        root.layoutIfNeeded()
        for (i, v) in views.enumerated() {
            #expect(v.frame == CGRect(x: 0, y: CGFloat(28 * i + 8), width: 100, height: 20))
        }
    }

    /// 1,500 levels, each inset 1 pt: frames, and the tree's shared facts
    /// (root, common ancestor) without walking its depth.
    @Test func nesting() {
        let n = 1500
        let root = root(width: CGFloat(2 * n + 100), height: CGFloat(2 * n + 100))
        var parent = root
        var views: [View] = []
        for _ in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
            ])
            views.append(v)
            parent = v
        }
        root.layoutIfNeeded()
        for (i, v) in views.enumerated() {
            let side = CGFloat(2 * (n - i) + 98)
            #expect(v.frame == CGRect(x: 1, y: 1, width: side, height: side))
        }
        #expect(views[n - 1].rootView === root)
        #expect(View.commonAncestor(views[n - 1], views[n - 2]) === views[n - 2])
        #expect(View.commonAncestor(views[n - 1], views[10]) === views[10])
        // A subtree taken out is a tree of its own.
        views[700].removeFromSuperview()
        #expect(views[n - 1].rootView === views[700])
        #expect(View.commonAncestor(views[n - 1], views[10]) == nil)
        #expect(!views[n - 1].isDescendant(of: root))
    }

    /// A direction forced in the middle of a deep tree reaches the views below it.
    @Test func aForcedDirectionReachesTheSubtree() {
        let root = root()
        var parent = root
        var views: [View] = []
        for _ in 0..<50 {
            let v = View()
            parent.addSubview(v)
            views.append(v)
            parent = v
        }
        #expect(views[49].effectiveUserInterfaceLayoutDirection == .leftToRight)
        views[20].semanticContentAttribute = .forceRightToLeft
        #expect(views[49].effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(views[19].effectiveUserInterfaceLayoutDirection == .leftToRight)
        // Moved out from under it, a subtree follows its new tree.
        let other = View()
        other.addSubview(views[30])
        #expect(views[49].effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(views[25].effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
