import Foundation
import Testing
@testable import AutoLayout

/// Views joining, leaving and moving among their siblings anywhere in a
/// live tree (plain views with subviews, labels wrapping or not, stacks), a few changes before each
/// layout: the engine's list of views, kept and changed in place, must be
/// the tree's walk in order, with each view's place; no view may stay due
/// for a layout; and a layout that forgets every list must give the same
/// frames.
@Suite struct TreeChangeTests {
    static let font = Font.fixedAdvance(characterWidth: 8, lineHeight: 20)

    /// A random subtree: a label, a stack of labels, or a view with up to three subtrees.
    func subtree(_ rng: inout SplitMix, depth: Int) -> View {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            let label = Label(text: String(repeating: "word ", count: Int.random(in: 1...12, using: &rng)), font: Self.font)
            label.numberOfLines = Bool.random(using: &rng) ? 0 : 1
            return label
        case 1:
            let stack = StackView(arrangedSubviews: (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                let label = Label(text: String(repeating: "ab ", count: Int.random(in: 1...8, using: &rng)), font: Self.font)
                label.numberOfLines = Int.random(in: 0...1, using: &rng)
                return label
            })
            stack.axis = Bool.random(using: &rng) ? .vertical : .horizontal
            stack.spacing = 4
            return stack
        default:
            let view = View(frame: .zero)
            if depth < 2 {
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    place(subtree(&rng, depth: depth + 1), in: view, at: view.subviews.count, &rng)
                }
            }
            return view
        }
    }

    /// Inserts `view` into `parent` at `index`, pinned at a random place.
    func place(_ view: View, in parent: View, at index: Int, _ rng: inout SplitMix) {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.insertSubview(view, at: index)
        var list = [
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(Int.random(in: 0...20, using: &rng))),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(Int.random(in: 0...40, using: &rng))),
            view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor),
            view.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor),
        ]
        if !(view is Label) && !(view is StackView) {
            let width = view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 40...200, using: &rng)))
            let height = view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 20...200, using: &rng)))
            width.priority = LayoutPriority(Float(500 + Int.random(in: 0...9, using: &rng)))
            height.priority = LayoutPriority(Float(500 + Int.random(in: 0...9, using: &rng)))
            list += [width, height]
        }
        LayoutConstraint.activate(list)
    }

    @Test(arguments: 0..<2)
    func viewsJoiningAndLeavingAnywhereKeepTheListInStep(chunk: Int) {
        var rng = SplitMix(state: UInt64(4_242 + chunk))
        for round in 0..<25 {
            let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            for _ in 0..<4 { place(subtree(&rng, depth: 0), in: root, at: root.subviews.count, &rng) }
            root.layoutEngine().incrementalFrom = 0
            root.layoutIfNeeded()
            for step in 0..<15 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let containers = root.allViews().filter { !($0 is Label) && !($0 is StackView) }
                    let parent = containers[Int.random(in: 0..<containers.count, using: &rng)]
                    switch Int.random(in: 0..<7, using: &rng) {
                    case 0:
                        let others = root.allViews().dropFirst().filter { !($0.superview is StackView) }
                        if !others.isEmpty { others[Int.random(in: 0..<others.count, using: &rng)].removeFromSuperview() }
                    case 1:
                        let stacks = root.allViews().compactMap { $0 as? StackView }
                        if !stacks.isEmpty {
                            let stack = stacks[Int.random(in: 0..<stacks.count, using: &rng)]
                            let label = Label(text: "x y z w", font: Self.font)
                            label.numberOfLines = 0
                            stack.insertArrangedSubview(label, at: Int.random(in: 0...stack.arrangedSubviews.count, using: &rng))
                        }
                    case 2:
                        let others = Array(root.allViews().dropFirst())
                        if !others.isEmpty { others[Int.random(in: 0..<others.count, using: &rng)].isHidden.toggle() }
                    case 3:
                        // A view moved among its siblings (a stack's arranged order stays).
                        let others = Array(root.allViews().dropFirst())
                        if !others.isEmpty {
                            let view = others[Int.random(in: 0..<others.count, using: &rng)], parent = view.superview!
                            parent.insertSubview(view, at: Int.random(in: 0..<parent.subviews.count, using: &rng))
                        }
                    default:
                        place(subtree(&rng, depth: 1), in: parent, at: Int.random(in: 0...parent.subviews.count, using: &rng), &rng)
                    }
                }
                root.layoutIfNeeded()
                let engine = root.layoutEngine()
                let walk = root.allViews()
                #expect(engine.views.count == walk.count && zip(engine.views, walk).allSatisfy { $0 === $1 },
                        "round \(round), step \(step): the list is not the tree's walk")
                #expect(engine.views.enumerated().allSatisfy { Int($0.element.layoutOrder) == $0.offset },
                        "round \(round), step \(step): a view's place is wrong")
                #expect(walk.allSatisfy { !$0.layoutPending }, "round \(round), step \(step): a view is still due")
                #expect(engine.watchedSizes?.entries.allSatisfy { entry in
                    entry.map { engine.views.viewOfVariable($0.size.id).map { ObjectIdentifier($0.view) } == $0.view } ?? true
                } ?? true, "round \(round), step \(step): a watched size names a view out of the tree")
                let frames = walk.map(\.frame)
                engine.subviewsDidChange()
                root.layoutIfNeeded()
                let differ = zip(walk, frames).filter { $0.0.frame != $0.1 }
                #expect(differ.isEmpty, "round \(round), step \(step): \(differ.prefix(2).map { "\($0.1) then \($0.0.frame)" })")
                if !differ.isEmpty { return }
            }
        }
    }
}
