import Foundation
import Testing
@testable import AutoLayout

/// Random edits of a live hierarchy against the same hierarchy built afresh:
/// views, labels and stacks added and removed, texts, wrapping, priorities,
/// constants, hiding, stack settings, custom spacing, margins, optional
/// constraints switched on and off. Every edit goes through the engine's
/// incremental paths (stack updates, deferred tie-breaks, intrinsic sizes,
/// width passes, constant changes); a fresh engine given the final state
/// must lay out every view alike, to the pixel. The layouts are determined,
/// so that any difference is a stale incremental state: plain views are
/// pinned in full; a stack always shows a label (an empty one has no size
/// of its own); a stack pinned on both sides holds labels only, squeezed or
/// stretched by the stack's tie-break, by index (see `StackTieOrderTests`);
/// stacks nest in the others at any depth, stretched by their place (see
/// `StackTieOrderTests`); only labels are hidden (a hidden stack
/// squeezes its content to nothing, where a nested stack ties with labels).
@Suite struct IncrementalLayoutPropertyTests {
    @Test(arguments: 0..<24)
    func editsLayOutAsAFreshBuild(chunk: Int) {
        for seed in UInt64(chunk * 10)..<UInt64(chunk * 10 + 10) {
            var scene = RandomScene(seed: seed)
            for step in 0..<40 {
                scene.randomEdit()
                if scene.coinFlip() {
                    // Small trees, laid out as a large one is: only what moved is read.
                    scene.live[0]!.layoutEngine().incrementalFrom = 0
                    scene.live[0]!.layoutIfNeeded()
                }
                if step % 10 == 9 || step == 39 {
                    let differences = scene.differencesFromAFreshBuild()
                    #expect(differences.isEmpty, "seed \(seed), step \(step): \(differences.prefix(3))\n\(scene.log.joined(separator: "\n"))")
                    if !differences.isEmpty { return }
                }
            }
        }
    }
}

/// A hierarchy described plainly (`nodes`, `constraints`) and built live,
/// kept in step by every edit.
private struct RandomScene {
    enum Kind {
        case plain
        case label(String)
        case stack(LayoutAxis, spacing: CGFloat, StackView.Distribution, StackView.Alignment)
    }
    struct Node {
        var kind: Kind
        var parent: Int
        var hidden = false
        /// For a label: wraps (`numberOfLines = 0`) instead of one line.
        var wraps = false
        /// For a stack: spacing after some arranged views, and margins
        /// (arranged within them when set).
        var customSpacing: [Int: CGFloat] = [:]
        var margins: EdgeInsets?
        /// A stack pinned on both sides (its width is not its content's).
        var pinnedWidth = false
    }
    struct Pin {
        var first: Int, attribute: LayoutAttribute, relation: LayoutRelation
        var second: Int?, constant: CGFloat, priority: Float
    }

    var random: SplitMix
    var nodes: [Int: Node] = [:]
    /// The arranged subviews of each stack, in order.
    var arranged: [Int: [Int]] = [:]
    var constraints: [Int: Pin] = [:]
    /// Hugging and compression resistance set on labels, by axis.
    var hugging: [Int: [LayoutAxis: LayoutPriority]] = [:]
    var resistance: [Int: [LayoutAxis: LayoutPriority]] = [:]
    var live: [Int: View] = [:]
    var liveConstraints: [Int: LayoutConstraint] = [:]
    var nextID = 1
    var log: [String] = []

    static let words = ["a", "tag", "layout", "the longest label here", "Auto Layout", "é", "twelve chars"]

    init(seed: UInt64) {
        random = SplitMix(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        live[0] = View(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
        nodes[0] = Node(kind: .plain, parent: -1)
    }

    mutating func coinFlip() -> Bool { Bool.random(using: &random) }
    mutating func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &random)) }

    /// Views that may hold pinned subviews: the root and plain views.
    var containers: [Int] { nodes.keys.filter { if case .plain = nodes[$0]!.kind { true } else { false } }.sorted() }
    var stacks: [Int] { nodes.keys.filter { if case .stack = nodes[$0]!.kind { true } else { false } }.sorted() }

    mutating func randomEdit() {
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1: addPinned(.plain)
        case 2: addPinned(.label(Self.words.randomElement(using: &random)!))
        case 3: addPinned(.stack(coinFlip() ? .vertical : .horizontal, spacing: number(0...12), .fill, .fill))
        case 4, 5: addArranged()
        case 6: changeConstant()
        case 7:
            switch Int.random(in: 0..<3, using: &random) {
            case 0: changeText()
            case 1: changeLabelPriority()
            default: toggleLines()
            }
        case 8: toggleHidden()
        case 9: if coinFlip() { changeStack() } else { changeStackSpacingOrMargins() }
        case 10: toggleOptional()
        default: removeSomething()
        }
    }

    // MARK: Edits

    mutating func addPinned(_ kind: Kind) {
        let parent = containers.randomElement(using: &random)!
        let id = add(kind, parent: parent)
        pin(id, .leading, to: parent, .leading, number(0...30))
        pin(id, .top, to: parent, .top, number(0...30))
        switch kind {
        case .plain:
            pin(id, .width, to: nil, .notAnAttribute, number(20...120))
            pin(id, .height, to: nil, .notAnAttribute, number(20...120))
        case .stack:
            if coinFlip() {
                // Pinned on both sides: the stack's content is squeezed or stretched.
                pin(id, .trailing, to: parent, .trailing, -number(0...30))
                nodes[id]!.pinnedWidth = true
            }
            log.append("add \(kind) #\(id) in #\(parent)")
            insertLabel(into: id)
            return
        default: break
        }
        log.append("add \(kind) #\(id) in #\(parent)")
    }

    mutating func addArranged() {
        guard let stack = stacks.randomElement(using: &random) else { return addPinned(.plain) }
        // Nested stacks go into stacks not pinned on both sides: squeezed
        // with wrapping labels inside, the labels' width passes may settle
        // elsewhere (see `StackTieOrderTests` for squeezing).
        if !nodes[stack]!.pinnedWidth && Int.random(in: 0..<4, using: &random) == 0 {
            let nested = insert(.stack(coinFlip() ? .vertical : .horizontal, spacing: number(0...8), .fill, .fill), into: stack)
            insertLabel(into: nested)
        } else {
            insertLabel(into: stack)
        }
    }

    mutating func insertLabel(into stack: Int) {
        _ = insert(.label(Self.words.randomElement(using: &random)!), into: stack)
    }

    mutating func insert(_ kind: Kind, into stack: Int) -> Int {
        let index = Int.random(in: 0...arranged[stack, default: []].count, using: &random)
        let id = add(kind, parent: stack)
        arranged[stack, default: []].insert(id, at: index)
        (live[stack] as! StackView).insertArrangedSubview(live[id]!, at: index)
        log.append("insert \(kind) #\(id) into stack #\(stack) at \(index)")
        return id
    }

    /// Whether `id` is an arranged view that its stack can do without (it
    /// shows another).
    func isSpare(_ id: Int) -> Bool {
        guard let members = arranged[nodes[id]!.parent] else { return true }
        return members.contains { $0 != id && !nodes[$0]!.hidden }
    }

    mutating func changeConstant() {
        guard let id = constraints.keys.sorted().randomElement(using: &random) else { return }
        let constant = constraints[id]!.attribute == .trailing ? -number(0...30) : number(0...120)
        constraints[id]!.constant = constant
        liveConstraints[id]!.constant = constant
        log.append("constant of c\(id) = \(constant)")
    }

    mutating func changeText() {
        let labels = nodes.keys.filter { if case .label = nodes[$0]!.kind { true } else { false } }.sorted()
        guard let id = labels.randomElement(using: &random) else { return }
        let text = Self.words.randomElement(using: &random)!
        nodes[id]!.kind = .label(text)
        (live[id] as! Label).text = text
        log.append("text of #\(id) = \(text)")
    }

    /// A label's hugging or compression resistance on one axis (the
    /// layouts here leave every label at its intrinsic size or at its
    /// stack's width, so this moves nothing, but remakes its constraints).
    mutating func changeLabelPriority() {
        let labels = nodes.keys.filter { if case .label = nodes[$0]!.kind { true } else { false } }.sorted()
        guard let id = labels.randomElement(using: &random) else { return }
        let axis: LayoutAxis = coinFlip() ? .horizontal : .vertical
        let priority = LayoutPriority(Float(number(200...800)))
        if coinFlip() {
            live[id]!.setContentHuggingPriority(priority, for: axis)
            hugging[id, default: [:]][axis] = priority
        } else {
            live[id]!.setContentCompressionResistancePriority(priority, for: axis)
            resistance[id, default: [:]][axis] = priority
        }
        log.append("priority of #\(id) on \(axis) = \(priority)")
    }

    /// A label wraps (its height then depends on its width: the engine's
    /// width passes) or goes back to one line.
    mutating func toggleLines() {
        let labels = nodes.keys.filter { if case .label = nodes[$0]!.kind { true } else { false } }.sorted()
        guard let id = labels.randomElement(using: &random) else { return }
        nodes[id]!.wraps.toggle()
        (live[id] as! Label).numberOfLines = nodes[id]!.wraps ? 0 : 1
        log.append("wraps of #\(id) = \(nodes[id]!.wraps)")
    }

    /// A custom spacing after one arranged view, or the stack's margins
    /// (arranged within them), set or cleared.
    mutating func changeStackSpacingOrMargins() {
        guard let id = stacks.randomElement(using: &random) else { return }
        let stack = live[id] as! StackView
        if coinFlip(), let after = arranged[id]?.randomElement(using: &random) {
            let spacing = number(0...16)
            nodes[id]!.customSpacing[after] = spacing
            stack.setCustomSpacing(spacing, after: live[after]!)
            log.append("custom spacing of #\(id) after #\(after) = \(spacing)")
        } else if nodes[id]!.margins == nil {
            let margins = EdgeInsets(top: number(0...8), left: number(0...8), bottom: number(0...8), right: number(0...8))
            nodes[id]!.margins = margins
            stack.layoutMargins = margins
            stack.isLayoutMarginsRelativeArrangement = true
            log.append("margins of #\(id) = \(margins)")
        } else {
            nodes[id]!.margins = nil
            stack.isLayoutMarginsRelativeArrangement = false
            log.append("no margins for #\(id)")
        }
    }

    mutating func toggleHidden() {
        // Labels only: a hidden stack is squeezed to nothing, and its
        // labels and nested stacks tie (a nested stack has no intrinsic
        // size to break the tie with).
        let members = arranged.values.flatMap { $0 }.filter { id in
            guard case .label = nodes[id]!.kind else { return false }
            return nodes[id]!.hidden || isSpare(id)
        }.sorted()
        guard let id = members.randomElement(using: &random) else { return }
        nodes[id]!.hidden.toggle()
        live[id]!.isHidden = nodes[id]!.hidden
        log.append("hidden of #\(id) = \(nodes[id]!.hidden)")
    }

    mutating func changeStack() {
        guard let id = stacks.randomElement(using: &random),
            case .stack(var axis, var spacing, var distribution, var alignment) = nodes[id]!.kind
        else { return }
        let stack = live[id] as! StackView
        switch Int.random(in: 0..<4, using: &random) {
        case 0: axis = axis == .vertical ? .horizontal : .vertical; stack.axis = axis
        case 1: spacing = number(0...12); stack.spacing = spacing
        case 2: distribution = distribution == .fill ? .fillEqually : .fill; stack.distribution = distribution
        default:
            alignment = [StackView.Alignment.fill, .leading, .center, .trailing].randomElement(using: &random)!
            stack.alignment = alignment
        }
        nodes[id]!.kind = .stack(axis, spacing: spacing, distribution, alignment)
        log.append("stack #\(id) = \(nodes[id]!.kind)")
    }

    /// An optional constraint between two plain views (pinned in full, so
    /// it moves nothing), added, or one taken away, or its priority changed.
    mutating func toggleOptional() {
        let optional = constraints.keys.filter { constraints[$0]!.priority < 1000 }.sorted()
        let plains = containers.filter { $0 != 0 }
        if let id = optional.randomElement(using: &random), coinFlip() {
            if coinFlip() {
                constraints[id] = nil
                liveConstraints.removeValue(forKey: id)!.isActive = false
                log.append("drop c\(id)")
            } else {
                let priority = Float(number(1...999))
                constraints[id]!.priority = priority
                liveConstraints[id]!.priority = LayoutPriority(priority)
                log.append("priority of c\(id) = \(priority)")
            }
        } else if plains.count >= 2 {
            let a = plains.randomElement(using: &random)!, b = plains.randomElement(using: &random)!
            let attribute = [LayoutAttribute.leading, .top, .trailing, .bottom].randomElement(using: &random)!
            let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            pin(a, attribute, relation, to: b, attribute, number(-40...40), priority: Float(number(1...999)))
            log.append("optional c\(nextID - 1)")
        }
    }

    /// Takes a view other than the root out, with its subtree and every
    /// constraint that names one of them.
    mutating func removeSomething() {
        guard let id = nodes.keys.filter({ $0 != 0 && isSpare($0) }).sorted().randomElement(using: &random) else {
            return
        }
        var gone: Set<Int> = [id]
        var changed = true
        while changed {
            changed = false
            for (n, node) in nodes where !gone.contains(n) && gone.contains(node.parent) {
                gone.insert(n)
                changed = true
            }
        }
        live[id]!.removeFromSuperview()
        for n in gone {
            nodes[n] = nil
            hugging[n] = nil
            resistance[n] = nil
            live[n] = nil
            arranged[n] = nil
        }
        for (stack, members) in arranged { arranged[stack] = members.filter { !gone.contains($0) } }
        for (c, pin) in constraints where gone.contains(pin.first) || pin.second.map(gone.contains) == true {
            constraints[c] = nil
            liveConstraints[c] = nil
        }
        log.append("remove #\(id) (\(gone.count) views)")
    }

    // MARK: Building

    private mutating func add(_ kind: Kind, parent: Int) -> Int {
        let id = nextID
        nextID += 1
        nodes[id] = Node(kind: kind, parent: parent)
        live[id] = RandomScene.makeView(kind)
        if case .stack = nodes[parent]!.kind {} else { live[parent]!.addSubview(live[id]!) }
        return id
    }

    private mutating func pin(
        _ first: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to second: Int?,
        _ secondAttribute: LayoutAttribute, _ constant: CGFloat, priority: Float = 1000
    ) {
        let id = nextID
        nextID += 1
        let spec = Pin(
            first: first, attribute: attribute, relation: relation, second: second, constant: constant,
            priority: priority)
        constraints[id] = spec
        let made = RandomScene.makeConstraint(spec, views: live)
        made.isActive = true
        liveConstraints[id] = made
    }

    static func makeView(_ kind: Kind) -> View {
        let view: View
        switch kind {
        case .plain: view = View()
        case let .label(text): view = Label(text: text, font: .systemFont(ofSize: 15))
        case let .stack(axis, spacing, distribution, alignment):
            let stack = StackView()
            stack.axis = axis
            stack.spacing = spacing
            stack.distribution = distribution
            stack.alignment = alignment
            view = stack
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    static func makeConstraint(_ pin: Pin, views: [Int: View]) -> LayoutConstraint {
        let c = LayoutConstraint(
            item: views[pin.first]!, attribute: pin.attribute, relatedBy: pin.relation,
            toItem: pin.second.map { views[$0]! }, attribute: pin.second == nil ? .notAnAttribute : pin.attribute,
            constant: pin.constant)
        c.priority = LayoutPriority(pin.priority)
        return c
    }

    /// Builds the described hierarchy afresh, lays both out, and lists the
    /// views whose frames differ.
    func differencesFromAFreshBuild() -> [String] {
        live[0]!.layoutEngine().incrementalFrom = 0
        live[0]!.layoutIfNeeded()
        var fresh: [Int: View] = [0: View(frame: live[0]!.frame)]
        for id in nodes.keys.sorted() where id != 0 {
            let node = nodes[id]!
            let view = RandomScene.makeView(node.kind)
            view.isHidden = node.hidden
            if node.wraps { (view as! Label).numberOfLines = 0 }
            if let margins = node.margins {
                view.layoutMargins = margins
                (view as! StackView).isLayoutMarginsRelativeArrangement = true
            }
            for (axis, p) in hugging[id] ?? [:] { view.setContentHuggingPriority(p, for: axis) }
            for (axis, p) in resistance[id] ?? [:] { view.setContentCompressionResistancePriority(p, for: axis) }
            fresh[id] = view
            if case .stack = nodes[node.parent]!.kind {} else { fresh[node.parent]!.addSubview(view) }
        }
        for (stack, members) in arranged.sorted(by: { $0.key < $1.key }) {
            for id in members { (fresh[stack] as! StackView).addArrangedSubview(fresh[id]!) }
            for (after, spacing) in nodes[stack]!.customSpacing where members.contains(after) {
                (fresh[stack] as! StackView).setCustomSpacing(spacing, after: fresh[after]!)
            }
        }
        LayoutConstraint.activate(constraints.keys.sorted().map { RandomScene.makeConstraint(constraints[$0]!, views: fresh) })
        fresh[0]!.layoutIfNeeded()
        // Frames are rounded to pixels (half points here): a value that
        // lies on a pixel's edge (equal widths of 5.75) rounds either way
        // with the last bit of its rounding, so edges may differ by a pixel.
        let pixel = 0.5 + 1e-9
        return nodes.keys.sorted().compactMap { id in
            let a = live[id]!.frame, b = fresh[id]!.frame
            let close = abs(a.minX - b.minX) <= pixel && abs(a.minY - b.minY) <= pixel
                && abs(a.maxX - b.maxX) <= pixel && abs(a.maxY - b.maxY) <= pixel
            return close ? nil : "#\(id) \(nodes[id]!.kind): live \(a), fresh \(b)"
        }
    }
}
