import Foundation
import Testing
@testable import AutoLayout

/// A layout after a change writes the frames of the views whose variables
/// moved (and the subviews of a view whose origin moved), and calls the
/// views due from its tree's list: exact frames where only some views
/// move, and the views read per layout, which must not grow with the tree.
@Suite struct IncrementalPassTests {
    /// A stack of `n` labels aligned leading, pinned as `LinearShapeTests`
    /// pins its stacks, laid out reading only what moves from the start.
    func labelStack(_ n: Int) -> (root: View, stack: StackView, labels: [Label]) {
        let shapes = LinearShapeTests()
        let root = shapes.root()
        let (stack, labels) = shapes.labelStack(n, in: root)
        stack.alignment = .leading
        root.layoutEngine().incrementalFrom = 0
        root.layoutIfNeeded()
        return (root, stack, labels)
    }

    /// A label's new text in a stack aligned leading moves that label only:
    /// the layout reads the same few views in a stack of 100 and of 400
    /// (below `LayoutEngine.incrementalFrom` views, it reads them all).
    @Test func aTextChangeReadsTheViewsItMoves() {
        func visited(_ n: Int) -> Int {
            let (root, _, labels) = labelStack(n)
            let engine = root.layoutEngine()
            engine.incrementalFrom = 64
            let before = engine.viewsVisited
            labels[n / 2].text = "A longer text"
            root.layoutIfNeeded()
            #expect(labels[n / 2].frame == CGRect(x: 0, y: CGFloat(24 * (n / 2)), width: 104, height: 20))
            #expect(labels[n / 2 + 1].frame == CGRect(x: 0, y: CGFloat(24 * (n / 2 + 1)), width: CGFloat(8 * "Row \(n / 2 + 1)".count), height: 20))
            return engine.viewsVisited - before
        }
        let small = visited(100), large = visited(400)
        #expect(small == large && large <= 6, "views read: \(small) at 100 labels, \(large) at 400")
        #expect(visited(20) >= 22)
    }

    /// Fitting queries, each moving a label, without a layout between them:
    /// past a few times the tree's size of moved variables, the engine drops
    /// its list and the next layout writes every frame.
    @Test func manyFittingQueriesThenALayout() {
        let n = 100
        let (root, stack, labels) = labelStack(n)
        let engine = root.layoutEngine()
        engine.incrementalFrom = 64
        for i in 0..<5 * n {
            labels[i % n].text = i / n % 2 == 0 ? "A longer text" : "Row \(i % n)"
            _ = stack.systemLayoutSizeFitting(CGSize(width: 375, height: 0))
        }
        #expect(engine.moved.count <= 4 * (n + 2) + 64 + 8)
        #expect(engine.needsFullFramePass)
        root.layoutIfNeeded()
        for (i, label) in labels.enumerated() {
            let text = label.text ?? ""
            #expect(label.frame == CGRect(x: 0, y: CGFloat(24 * i), width: CGFloat(8 * text.count), height: 20))
        }
    }

    /// Moving the stack moves every label: each frame is written, and read once.
    @Test func aChangeThatMovesEveryViewReadsEachOnce() {
        let n = 200
        let (root, stack, labels) = labelStack(n)
        let engine = root.layoutEngine()
        let before = engine.viewsVisited
        let top = root.constraints.first { $0.firstItem === stack && $0.firstAttribute == .top }!
        top.constant = 10
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 10, width: 375, height: CGFloat(24 * n - 4)))
        for (i, label) in labels.enumerated() { #expect(label.frame.minY == CGFloat(24 * i)) }
        let read = engine.viewsVisited - before
        #expect(read >= n && read <= n + 6, "\(read) views read")
    }

    /// A view whose superview moves while it stays put on the screen
    /// (pinned to the root) gets its frame in the moved superview.
    @Test func aSubviewOfAMovedViewIsPlacedInIt() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = View(), badge = View()
        for v in [box, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(box)
        box.addSubview(badge)
        let boxTop = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        LayoutConstraint.activate([
            boxTop, box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 200),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutEngine().incrementalFrom = 0
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 40, y: 80, width: 10, height: 10))
        boxTop.constant = 50
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 50, width: 200, height: 200))
        #expect(badge.frame == CGRect(x: 40, y: 50, width: 10, height: 10))
    }

    /// A frame set by hand on a constrained view is the solution's again at
    /// the next layout, though no constraint changed.
    @Test func aFrameSetByHandIsWrittenAgain() {
        let (root, _, labels) = labelStack(20)
        labels[3].frame = CGRect(x: 99, y: 99, width: 1, height: 1)
        labels[4].center = CGPoint(x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(labels[3].frame == CGRect(x: 0, y: 72, width: 40, height: 20))
        #expect(labels[4].frame == CGRect(x: 0, y: 96, width: 40, height: 20))
        // More frames set than the tree has views: one walk writes them all.
        for _ in 0..<2 { for label in labels { label.frame = .zero; label.frame.size.width = 1 } }
        root.layoutIfNeeded()
        for (i, label) in labels.enumerated() { #expect(label.frame.minY == CGFloat(24 * i) && label.frame.width > 1) }
    }

    /// A guide added after the first layout is placed by the next one,
    /// follows its owner when only the owner moves, and is placed in its
    /// new owner when it changes views.
    @Test func aGuideAddedLaterIsPlaced() {
        let (root, stack, _) = labelStack(5)
        let guide = LayoutGuide()
        /// The guide given to `owner`, 30 x 40 at (x, y) in it.
        func give(to owner: View, x: CGFloat, y: CGFloat) {
            owner.addLayoutGuide(guide)
            LayoutConstraint.activate([
                guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: y),
                guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: x),
                guide.widthAnchor.constraint(equalToConstant: 30), guide.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        give(to: stack, x: 7, y: 5)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 7, y: 5, width: 30, height: 40))
        let top = root.constraints.first { $0.firstItem === stack && $0.firstAttribute == .top }!
        top.constant = 33
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 7, y: 5, width: 30, height: 40))
        #expect(stack.frame.minY == 33)
        // Given to the root (its constraints to the stack go), then placed in it.
        give(to: root, x: 13, y: 11)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 13, y: 11, width: 30, height: 40))
    }

    /// A new pixel grid on the root places every view on it again.
    @Test func aNewScaleSnapsEveryFrameAgain() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let views = (0..<3).map { _ in View() }
        for (i, v) in views.enumerated() {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10.3 * CGFloat(i + 1)),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.contentScaleFactor = 1
        root.layoutEngine().incrementalFrom = 0
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [10, 21, 31])
        root.contentScaleFactor = 2
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [10.5, 20.5, 31])
    }

    /// After the first cycle the views due come from the tree's list, in the
    /// views' order: one marked by an earlier view's `layoutSubviews()` is
    /// called in the same cycle, one before it in the next.
    @Test func viewsDueAreCalledInTreeOrder() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = RecordingView("a", log: log), b = RecordingView("b", log: log), c = RecordingView("c", log: log)
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        for v in [a, b, c] { v.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
        root.layoutEngine().incrementalFrom = 0
        root.layoutIfNeeded()
        log.entries.removeAll()
        b.onLayout = { _ in c.setNeedsLayout(); a.setNeedsLayout() }
        c.setNeedsLayout()
        b.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["layout b 10x10", "layout c 10x10"])
        log.entries.removeAll()
        b.onLayout = { _ in }
        root.layoutIfNeeded()
        #expect(log.entries == ["layout a 10x10"])
        log.entries.removeAll()
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }
}
