import AutoLayout
import Foundation

/// What changes to a live tree of n views cost: views moved among their
/// siblings, taken out and put back, constraints swapped, a subtree taken
/// out, a run of views hidden, many labels changed before one layout, a
/// stack emptied. Each is built afresh, laid
/// out, then changed and laid out again, the change and its layouts timed
/// once, the frames checked.
struct TreeChange {
    let name: String
    /// What one run does, for the table's header.
    let what: String
    /// Builds the tree at size n, then times the change; returns the seconds
    /// it took and whether the frames after it are right.
    let run: (Int) -> (seconds: Double, right: Bool)
}

/// Seconds since `start`.
private func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// A vertical stack (spacing 4) of n labels pinned to a new root's top and sides, laid out.
private func liveStack(_ n: Int) -> (View, StackView, [Label]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let labels = (0..<n).map { Label(text: "Row \($0)", font: rowFont) }
    let stack = StackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 4
    LayoutConstraint.activate(pinned(stack, in: root))
    root.layoutIfNeeded()
    return (root, stack, labels)
}

/// A root with `n` views, each at its leading edge and 100 wide.
private func column(_ n: Int) -> (root: View, views: [View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let views = (0..<n).map { _ in View() }
    LayoutConstraint.activate(views.flatMap { pinned($0, in: root, width: 100).dropFirst() })
    return (root, views)
}

/// The constraints, not yet active, that chain `views` down from the top
/// of `root` with `gap` between them.
private func chain(_ views: [View], in root: View, gap: CGFloat) -> [LayoutConstraint] {
    [views[0].topAnchor.constraint(equalTo: root.topAnchor)]
        + (1..<views.count).map { views[$0].topAnchor.constraint(equalTo: views[$0 - 1].bottomAnchor, constant: gap) }
}

/// The changes, each on a tree of its own. Built on the main thread only.
nonisolated(unsafe) let treeChanges: [TreeChange] = [
    TreeChange(name: "move", what: "one of n siblings moved to another place, a layout after each; 20 runs, per move") { n in
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var views: [View] = [], list: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            list += pinned(v, in: root, width: CGFloat(i % 50))
            views.append(v)
        }
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        let start = ContinuousClock.now
        for i in 0..<20 {
            root.insertSubview(views[(i * 7919) % n], at: (i * 104_729) % n)
            root.layoutIfNeeded()
        }
        let time = seconds(since: start) / 20
        return (time, views.indices.allSatisfy { views[$0].frame.width == CGFloat($0 % 50) })
    },
    TreeChange(name: "out and back", what: "a stack's last label taken out of the tree and appended again, layouts; 20 runs, per pair") { n in
        let (root, stack, labels) = liveStack(n)
        let start = ContinuousClock.now
        for _ in 0..<20 {
            labels[n - 1].removeFromSuperview()
            root.layoutIfNeeded()
            stack.addArrangedSubview(labels[n - 1])
            root.layoutIfNeeded()
        }
        return (seconds(since: start) / 20, labels[n - 1].frame.minY == CGFloat(24 * (n - 1)))
    },
    TreeChange(name: "new first out", what: "a label inserted first, laid out, then taken out of the tree and laid out") { n in
        let (root, stack, labels) = liveStack(n)
        let first = Label(text: "First", font: rowFont)
        stack.insertArrangedSubview(first, at: 0)
        root.layoutIfNeeded()
        let start = ContinuousClock.now
        first.removeFromSuperview()
        root.layoutIfNeeded()
        return (seconds(since: start), labels[n - 1].frame.minY == CGFloat(24 * (n - 1)))
    },
    TreeChange(name: "chain swap", what: "a chain's n constraints deactivated in the order made, a new chain activated, a layout") { n in
        let (root, views) = column(n)
        let old = chain(views, in: root, gap: 8)
        LayoutConstraint.activate(old + views.map { $0.heightAnchor.constraint(equalToConstant: 20) })
        root.layoutIfNeeded()
        let start = ContinuousClock.now
        LayoutConstraint.deactivate(old)
        LayoutConstraint.activate(chain(views, in: root, gap: 4))
        root.layoutIfNeeded()
        return (seconds(since: start), views[n - 1].frame.minY == CGFloat(24 * (n - 1)))
    },
    TreeChange(name: "new gaps", what: "a chain's n constants changed one by one, the first first, then a layout") { n in
        let (root, views) = column(n)
        let gaps = chain(views, in: root, gap: 8)
        LayoutConstraint.activate(gaps + views.map { $0.heightAnchor.constraint(equalToConstant: 20) })
        root.layoutIfNeeded()
        let start = ContinuousClock.now
        for gap in gaps.dropFirst() { gap.constant = 4 }
        root.layoutIfNeeded()
        return (seconds(since: start), views[n - 1].frame.minY == CGFloat(24 * (n - 1)))
    },
    TreeChange(name: "priorities", what: "a chain's n views, each with two heights, the priorities swapped one by one, then a layout") { n in
        let (root, views) = column(n)
        let gaps = chain(views, in: root, gap: 4)
        let tall = views.map { $0.heightAnchor.constraint(equalToConstant: 30) }
        let short = views.map { $0.heightAnchor.constraint(equalToConstant: 20) }
        for c in tall { c.priority = LayoutPriority(999) }
        for c in short { c.priority = LayoutPriority(1) }
        LayoutConstraint.activate(gaps + tall + short)
        root.layoutIfNeeded()
        let start = ContinuousClock.now
        for i in 0..<n { tall[i].priority = LayoutPriority(1); short[i].priority = LayoutPriority(999) }
        root.layoutIfNeeded()
        return (seconds(since: start), views[n - 1].frame.minY == CGFloat(24 * (n - 1)))
    },
    TreeChange(name: "subtree out", what: "the inner half of n nested views (each inset 1) taken out of the tree, a layout") { n in
        let root = View(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        let (views, list) = nested(n, in: root)
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        let start = ContinuousClock.now
        views[n / 2].removeFromSuperview()
        root.layoutIfNeeded()
        let side = CGFloat(100_000 - 2 * (n / 2))
        return (seconds(since: start), views[n / 2 - 1].frame.size == CGSize(width: side, height: side))
    },
    TreeChange(name: "hide 100", what: "a stack's last 100 labels hidden one by one from the last, a layout after each") { n in
        let (root, stack, labels) = liveStack(n)
        let start = ContinuousClock.now
        for label in labels.suffix(100).reversed() {
            label.isHidden = true
            root.layoutIfNeeded()
        }
        return (seconds(since: start), stack.frame.height == CGFloat(24 * (n - 100) - 4))
    },
    TreeChange(name: "show half", what: "every other label of a stack, hidden, shown again before one layout") { n in
        let (root, _, labels) = liveStack(n)
        for (i, label) in labels.enumerated() where i % 2 == 1 { label.isHidden = true }
        root.layoutIfNeeded()
        let start = ContinuousClock.now
        for (i, label) in labels.enumerated() where i % 2 == 1 { label.isHidden = false }
        root.layoutIfNeeded()
        return (seconds(since: start), labels[n - 1].frame.minY == CGFloat(24 * (n - 1)))
    },
    TreeChange(name: "second lines", what: "every label of a stack given a second line before one layout") { n in
        let (root, _, labels) = liveStack(n)
        let start = ContinuousClock.now
        for label in labels {
            label.numberOfLines = 0
            label.text = "Line one\nLine two"
        }
        root.layoutIfNeeded()
        return (seconds(since: start), labels[n - 1].frame.minY == CGFloat(44 * (n - 1)))
    },
    TreeChange(name: "empty", what: "a stack's n labels taken out of the tree one by one from the last, then a layout") { n in
        let (root, stack, labels) = liveStack(n)
        let start = ContinuousClock.now
        for label in labels.reversed() { label.removeFromSuperview() }
        root.layoutIfNeeded()
        return (seconds(since: start), stack.arrangedSubviews.isEmpty && stack.frame.height == 0)
    },
    TreeChange(name: "empty first", what: "the same from the first (`arrangedSubviews.forEach { $0.removeFromSuperview() }`)") { n in
        let (root, stack, labels) = liveStack(n)
        let start = ContinuousClock.now
        for label in stack.arrangedSubviews { label.removeFromSuperview() }
        root.layoutIfNeeded()
        return (seconds(since: start), stack.arrangedSubviews.isEmpty && stack.frame.height == 0 && labels[0].superview == nil)
    },
]

/// Runs every tree change (or those named in `only`) at each size; prints
/// milliseconds and returns the rows for `--json`.
func printTreeChanges(_ sizes: [Int], only: Set<String>?) -> [[String: Any]] {
    let changes = treeChanges.filter { only?.contains($0.name) ?? true }
    print("tree changes: ms, one run each")
    for change in changes { print("  \(change.name): \(change.what)") }
    print("n      ", changes.map { $0.name.padding(toLength: 13, withPad: " ", startingAt: 0) }.joined(separator: " "))
    var objects: [[String: Any]] = []
    for n in sizes {
        var times: [String: Double] = [:]
        for change in changes {
            let (time, right) = change.run(n)
            check(right, "tree changes: \(change.name) at \(n)")
            times[change.name] = time
        }
        print(String(n).padding(toLength: 8, withPad: " ", startingAt: 0),
              changes.map { String(format: "%13.2f", times[$0.name]! * 1000) }.joined(separator: " "))
        objects.append(["tree_changes": n, "seconds": times])
    }
    return objects
}
