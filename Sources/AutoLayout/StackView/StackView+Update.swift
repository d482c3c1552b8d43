import Foundation

extension StackView {
    /// Every constraint the stack wants now, in a fixed order.
    func wantedConstraints() -> [StackConstraintSpec] {
        var list = StackConstraintList()
        guard !arrangedSubviews.isEmpty else { return [] }
        distributionConstraints(into: &list)
        alignmentConstraints(into: &list)
        return list.specs
    }

    /// Brings the generated constraints in line with the stack's state:
    /// constraints that stay are kept (a changed constant is set in place),
    /// those no longer wanted are deactivated, new ones activated. Nothing
    /// else in the hierarchy is touched.
    func updateArrangement() {
        let wanted = wantedConstraints()
        let old = generatedConstraints
        var available: [StackConstraintSpec.Key: [Int]] = [:]
        for (i, c) in old.enumerated() where c.isActive {
            if let key = StackConstraintSpec.key(of: c) { available[key, default: []].append(i) }
        }
        var kept = Array(repeating: false, count: old.count)
        var result: [LayoutConstraint] = []
        var added: [LayoutConstraint] = []
        var moved: [(LayoutConstraint, CGFloat)] = []
        for spec in wanted {
            let key = spec.key
            if var indices = available[key], !indices.isEmpty {
                let i = indices.removeFirst()
                available[key] = indices
                kept[i] = true
                result.append(old[i])
                if old[i].constant != spec.constant { moved.append((old[i], spec.constant)) }
            } else {
                let c = spec.makeConstraint()
                result.append(c)
                added.append(c)
            }
        }
        LayoutConstraint.deactivate(old.indices.filter { !kept[$0] }.map { old[$0] })
        for (c, constant) in moved { c.constant = constant }
        LayoutConstraint.activate(added)
        generatedConstraints = result
        releaseUnusedGuides()
        updateTieBreakOffsets()
    }

    // MARK: Guides

    /// The alignment guide, made and added on first use.
    func alignmentSpanner() -> LayoutGuide {
        if let guide = alignmentGuide { return guide }
        let guide = LayoutGuide(identifier: "UISV-alignment-spanner")
        addLayoutGuide(guide)
        alignmentGuide = guide
        return guide
    }

    /// The first `count` gap guides, made and added as needed.
    func gapGuides(count: Int) -> [LayoutGuide] {
        while gapGuides.count < count {
            let guide = LayoutGuide(identifier: "UISV-distributing")
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return Array(gapGuides.prefix(count))
    }

    private func releaseUnusedGuides() {
        if !needsAlignmentGuide, let guide = alignmentGuide {
            removeLayoutGuide(guide)
            alignmentGuide = nil
        }
        let spreading = distribution == .equalSpacing || distribution == .equalCentering
        let gaps = spreading ? max(arrangedSubviews.filter { !$0.isHidden }.count - 1, 0) : 0
        while gapGuides.count > gaps {
            removeLayoutGuide(gapGuides.removeLast())
        }
    }

    // MARK: Ties

    /// The priority raise of each arranged view's hugging and compression
    /// resistance along the axis: 0.001 × its index among the visible views,
    /// for fill, fillEqually and equalSpacing.
    ///
    /// With equal priorities the solver could stretch or shrink any of the
    /// views by the same total error; UIKit's observable rule is that the
    /// first view absorbs the difference, and this makes it so: each later
    /// view hugs and resists a little more strongly (priorities are strict).
    func tieBreakOffsets() -> [(view: View, axis: LayoutAxis, offset: Double)] {
        guard [.fill, .fillEqually, .equalSpacing].contains(distribution) else { return [] }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return visible.enumerated().dropFirst().map { (i, view) in (view, axis, 0.001 * Double(min(i, 999))) }
    }

    /// Applies new offsets: the engine re-makes the hugging and compression
    /// resistance constraints of the views whose offset changed.
    private func updateTieBreakOffsets() {
        let new = tieBreakOffsets()
        var changed: [View] = []
        for (view, axis, offset) in new {
            let old = appliedOffsets[ObjectIdentifier(view)]
            if old?.axis != axis || old?.offset != offset { changed.append(view) }
        }
        let newIDs = Set(new.map { ObjectIdentifier($0.view) })
        for view in offsetViews where !newIDs.contains(ObjectIdentifier(view)) { changed.append(view) }
        appliedOffsets = [:]
        for (view, axis, offset) in new { appliedOffsets[ObjectIdentifier(view)] = (axis, offset) }
        offsetViews = new.map(\.view)
        guard let engine = rootView.engine else { return }
        for view in changed where view.rootView === rootView {
            engine.intrinsicPrioritiesDidChange(view)
        }
    }
}
