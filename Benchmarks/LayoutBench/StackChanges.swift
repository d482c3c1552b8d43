import AutoLayout
import Foundation

/// What a live stack of n labels costs to change: each change to a vertical
/// stack (spacing 4, pinned to the root's top and sides) followed by a
/// layout, timed once, with the frames it must give checked.
struct StackChange {
    let name: String
    /// Makes the change to the stack, whose labels are 20 high, 8 points a character.
    let change: (StackView, [Label]) -> Void
    /// Whether the layout after the change is right.
    let check: (StackView, [Label]) -> Bool
}

/// The changes, in the order they run on one stack; each starts from the
/// state the one before left (the second text change is one after another:
/// the first after a change to the stack's views pays for the engine's
/// table of which variable places which view). Built on the main thread only.
nonisolated(unsafe) let stackChanges: [StackChange] = [
    StackChange(name: "hide") { _, labels in labels[labels.count / 2].isHidden = true } check: { _, labels in
        labels[labels.count / 2 + 1].frame.minY == CGFloat(24 * (labels.count / 2))
    },
    StackChange(name: "show") { _, labels in labels[labels.count / 2].isHidden = false } check: { _, labels in
        labels[labels.count / 2 + 1].frame.minY == CGFloat(24 * (labels.count / 2 + 1))
    },
    StackChange(name: "text") { _, labels in labels[labels.count / 2].text = "A longer text" } check: { stack, labels in
        let label = labels[labels.count / 2]
        return label.frame.height == 20 && (stack.alignment == .fill ? label.frame.width == 375 : label.frame.width == 104)
    },
    StackChange(name: "text again") { _, labels in labels[labels.count / 2 + 1].text = "Another text" } check: { stack, labels in
        let label = labels[labels.count / 2 + 1]
        return label.frame.height == 20 && (stack.alignment == .fill ? label.frame.width == 375 : label.frame.width == 96)
    },
    StackChange(name: "remove") { stack, labels in
        stack.removeArrangedSubview(labels[labels.count / 2])
        labels[labels.count / 2].removeFromSuperview()
    } check: { _, labels in
        labels[labels.count - 1].frame.minY == CGFloat(24 * (labels.count - 2))
    },
    StackChange(name: "insert") { stack, labels in
        stack.insertArrangedSubview(labels[labels.count / 2], at: labels.count / 2)
    } check: { _, labels in
        labels[labels.count - 1].frame.minY == CGFloat(24 * (labels.count - 1))
    },
    StackChange(name: "hide two") { _, labels in
        labels[labels.count / 4].isHidden = true
        labels[3 * labels.count / 4].isHidden = true
    } check: { _, labels in
        labels[3 * labels.count / 4 + 1].frame.minY == CGFloat(24 * (3 * labels.count / 4 - 1))
    },
    StackChange(name: "show two") { _, labels in
        labels[labels.count / 4].isHidden = false
        labels[3 * labels.count / 4].isHidden = false
    } check: { _, labels in
        labels[labels.count - 1].frame.minY == CGFloat(24 * (labels.count - 1))
    },
    StackChange(name: "hide last") { _, labels in labels[labels.count - 1].isHidden = true } check: { stack, labels in
        stack.frame.height == CGFloat(24 * (labels.count - 1) - 4)
    },
    StackChange(name: "show last") { _, labels in labels[labels.count - 1].isHidden = false } check: { stack, labels in
        stack.frame.height == CGFloat(24 * labels.count - 4) && labels[labels.count - 1].frame.minY == CGFloat(24 * (labels.count - 1))
    },
    StackChange(name: "append") { stack, labels in
        stack.addArrangedSubview(Label(text: "Row \(labels.count)", font: rowFont))
    } check: { stack, labels in
        stack.frame.height == CGFloat(24 * (labels.count + 1) - 4)
            && stack.arrangedSubviews.last!.frame.minY == CGFloat(24 * labels.count)
    },
    StackChange(name: "spacing") { stack, _ in stack.spacing = 6 } check: { _, labels in
        labels[labels.count - 1].frame.minY == CGFloat(26 * (labels.count - 1))
    },
    StackChange(name: "alignment") { stack, _ in stack.alignment = .trailing } check: { _, labels in
        let last = labels[labels.count - 1]
        return last.frame.maxX == 375 && last.frame.width == CGFloat(8 * (last.text ?? "").count)
    },
]

/// Runs every change on stacks of each size and starting alignment; prints
/// milliseconds per change and returns the rows for `--json`.
func printStackChanges(_ sizes: [Int]) -> [[String: Any]] {
    print("stack changes: one change and a layout, in ms, on a vertical stack of n labels")
    print("n".padding(toLength: 8, withPad: " ", startingAt: 0), "alignment ",
          stackChanges.map { $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) }.joined(separator: " "))
    var objects: [[String: Any]] = []
    for n in sizes {
        for alignment in [StackView.Alignment.fill, .leading, .center] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let labels = (0..<n).map { Label(text: "Row \($0)", font: rowFont) }
            let stack = StackView(arrangedSubviews: labels)
            stack.axis = .vertical
            stack.spacing = 4
            stack.alignment = alignment
            LayoutConstraint.activate(pinned(stack, in: root))
            root.layoutIfNeeded()
            var times: [String: Double] = [:]
            for change in stackChanges {
                let start = ContinuousClock.now
                change.change(stack, labels)
                root.layoutIfNeeded()
                let elapsed = ContinuousClock.now - start
                times[change.name] = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                check(change.check(stack, labels), "stack changes: \(change.name) at \(n), aligned \(alignment)")
            }
            print(String(n).padding(toLength: 8, withPad: " ", startingAt: 0),
                  "\(alignment)".padding(toLength: 10, withPad: " ", startingAt: 0),
                  stackChanges.map { String(format: "%10.2f", times[$0.name]! * 1000) }.joined(separator: " "))
            objects.append(["stack_changes": n, "alignment": "\(alignment)", "seconds": times])
        }
    }
    return objects
}

/// What a stack growing one label at a time costs: n labels appended, then
/// n inserted at the front of another stack, each followed by a layout; the
/// whole run timed once, the frames checked. Prints milliseconds and
/// returns the rows for `--json`.
func printStackGrowth(_ sizes: [Int]) -> [[String: Any]] {
    print("stack growth: n labels added one at a time to a vertical stack, a layout after each, total ms")
    print("n        append     prepend")
    var objects: [[String: Any]] = []
    for n in sizes {
        var times: [String: Double] = [:]
        for end in ["append", "prepend"] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let stack = StackView(arrangedSubviews: [])
            stack.axis = .vertical
            stack.spacing = 4
            LayoutConstraint.activate(pinned(stack, in: root))
            root.layoutIfNeeded()
            var labels: [Label] = []
            let start = ContinuousClock.now
            for i in 0..<n {
                let label = Label(text: "Row \(i)", font: rowFont)
                if end == "append" { stack.addArrangedSubview(label) } else { stack.insertArrangedSubview(label, at: 0) }
                root.layoutIfNeeded()
                labels.append(label)
            }
            let elapsed = ContinuousClock.now - start
            times[end] = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let first = end == "append" ? labels[0] : labels[n - 1]
            let last = end == "append" ? labels[n - 1] : labels[0]
            check(first.frame.minY == 0 && last.frame.minY == CGFloat(24 * (n - 1)) && last.frame.width == 375,
                  "stack growth: \(end) of \(n): first at \(first.frame), last at \(last.frame)")
        }
        print(String(n).padding(toLength: 8, withPad: " ", startingAt: 0),
              ["append", "prepend"].map { String(format: "%10.1f", times[$0]! * 1000) }.joined(separator: " "))
        objects.append(["stack_growth": n, "seconds": times])
    }
    return objects
}
