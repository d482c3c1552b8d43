import Foundation
import Testing
@testable import AutoLayout

/// Which view of a fill stack stretches or gives way when their priorities
/// tie: the first by index, a nested stack in its place, whatever the
/// order of the edits and layouts that built it (the layouts the random
/// edits of `IncrementalLayoutPropertyTests` rely on).
@Suite struct StackTieOrderTests {
    /// A stack nested in a stretched stack: a horizontal stack holding "a"
    /// and a vertical stack of "é" is stretched to the width of a hidden
    /// label of the outer stack (83.5 for 17). "a", the first view, takes
    /// the difference however the hierarchy was built: the nested stack,
    /// which has no intrinsic size, passes its place on to "é".
    @Test func nestedStackStretchesByPlace() {
        func layout(early: Bool) -> [CGFloat] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
            let outer = StackView()
            outer.axis = .vertical
            outer.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(outer)
            LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            let font = Font.systemFont(ofSize: 15)
            outer.addArrangedSubview(Label(text: "é", font: font))
            if early { root.layoutIfNeeded() }
            let row = StackView()
            let a = Label(text: "a", font: font)
            row.addArrangedSubview(a)
            outer.insertArrangedSubview(row, at: 0)
            if early { root.layoutIfNeeded() }
            let column = StackView()
            column.axis = .vertical
            column.addArrangedSubview(Label(text: "é", font: font))
            row.addArrangedSubview(column)
            if early { root.layoutIfNeeded() }
            let hidden = Label(text: "twelve chars", font: font)
            outer.addArrangedSubview(hidden)
            hidden.isHidden = true
            root.layoutIfNeeded()
            return [a.frame.width, column.frame.width]
        }
        #expect(layout(early: true) == [75, 8.5])
        #expect(layout(early: false) == [75, 8.5])
    }

    /// Squeezing a stack that holds a nested stack ("tag" 21, "a" 8.5, "é"
    /// 8.5 wide): the nested stack gives way in its place, its own views
    /// by theirs, before the views after it, whatever the order of the
    /// edits and layouts.
    @Test(arguments: [
        (nestedAt: 0, width: 40 as CGFloat, expected: [2, 8.5, 8.5, 21] as [CGFloat]),
        (nestedAt: 0, width: 20, expected: [0, 0, 0, 20]),
        (nestedAt: 1, width: 30, expected: [0, 0.5, 8.5, 21]),
        (nestedAt: 1, width: 10, expected: [0, 0, 0, 10]),
    ])
    func nestedStackSqueezesByPlace(nestedAt: Int, width: CGFloat, expected: [CGFloat]) {
        func layout(early: Bool) -> [CGFloat] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
            let outer = StackView()
            outer.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(outer)
            LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                outer.widthAnchor.constraint(equalToConstant: width),
            ])
            let font = Font.systemFont(ofSize: 15)
            let single = Label(text: "é", font: font), last = Label(text: "tag", font: font)
            let nested = StackView()
            let inner = [Label(text: "tag", font: font), Label(text: "a", font: font)]
            outer.addArrangedSubview(single)
            outer.addArrangedSubview(last)
            if early { root.layoutIfNeeded() }
            outer.insertArrangedSubview(nested, at: nestedAt)
            if early { root.layoutIfNeeded() }
            for label in inner.reversed() {
                nested.insertArrangedSubview(label, at: 0)
                if early { root.layoutIfNeeded() }
            }
            root.layoutIfNeeded()
            let views = nestedAt == 0 ? inner + [single, last] : [single] + inner + [last]
            return views.map(\.frame.width)
        }
        #expect(layout(early: false) == expected)
        #expect(layout(early: true) == expected)
    }

    /// A horizontal fill stack squeezing "layout", "twelve chars" and "é"
    /// (15 pt: 40.5, 83.5 and 8.5 wide, spacing 3): the first label absorbs
    /// down to its floor at 0, then the second, then the third, whatever
    /// the order of the edits and layouts before. (The tie-breaking copies
    /// of the later labels share one level; unweighted, any split of the
    /// rest cost the same there, and the solver's history chose.)
    @Test(arguments: zip([100, 40, 12] as [CGFloat], [[2, 83.5, 8.5], [0, 25.5, 8.5], [0, 0, 6]] as [[CGFloat]]))
    func squeezingGoesByIndex(width: CGFloat, expected: [CGFloat]) {
        func layout(early: Bool) -> [CGFloat] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
            let stack = StackView()
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.spacing = 3
            root.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: width),
            ])
            let labels = ["layout", "twelve chars", "é"].map { Label(text: $0, font: .systemFont(ofSize: 15)) }
            stack.addArrangedSubview(labels[2])
            if early { root.layoutIfNeeded() }
            stack.insertArrangedSubview(labels[0], at: 0)
            if early { root.layoutIfNeeded() }
            stack.insertArrangedSubview(labels[1], at: 1)
            root.layoutIfNeeded()
            return labels.map(\.frame.width)
        }
        #expect(layout(early: false) == expected)
        #expect(layout(early: true) == expected)
    }
}
