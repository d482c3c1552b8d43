import Foundation

/// The `make` of `view.snp.makeConstraints { make in ... }`: each attribute
/// starts a chain that makes one constraint per attribute (SnapKit's
/// `ConstraintMaker`).
///
/// ```swift
/// avatar.snp.makeConstraints { make in
///     make.top.left.equalTo(10)
///     make.size.equalTo(CGSize(width: 40, height: 40))
/// }
/// ```
public final class ConstraintMaker {
    let item: LayoutItem
    private(set) var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) {
        self.item = item
    }

    private func start<Kind>(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable<Kind> {
        let d = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(d)
        return ConstraintMakerExtendable(d)
    }

    /// Starts a chain with the left edge.
    public var left: ConstraintMakerExtendable<ConstraintXAxis> { start([.left]) }
    /// Starts a chain with the right edge.
    public var right: ConstraintMakerExtendable<ConstraintXAxis> { start([.right]) }
    /// Starts a chain with the leading edge.
    public var leading: ConstraintMakerExtendable<ConstraintXAxis> { start([.leading]) }
    /// Starts a chain with the trailing edge.
    public var trailing: ConstraintMakerExtendable<ConstraintXAxis> { start([.trailing]) }
    /// Starts a chain with the horizontal center.
    public var centerX: ConstraintMakerExtendable<ConstraintXAxis> { start([.centerX]) }
    /// Starts a chain with the top edge.
    public var top: ConstraintMakerExtendable<ConstraintYAxis> { start([.top]) }
    /// Starts a chain with the bottom edge.
    public var bottom: ConstraintMakerExtendable<ConstraintYAxis> { start([.bottom]) }
    /// Starts a chain with the vertical center.
    public var centerY: ConstraintMakerExtendable<ConstraintYAxis> { start([.centerY]) }
    /// Starts a chain with the first baseline.
    public var firstBaseline: ConstraintMakerExtendable<ConstraintYAxis> { start([.firstBaseline]) }
    /// Starts a chain with the last baseline.
    public var lastBaseline: ConstraintMakerExtendable<ConstraintYAxis> { start([.lastBaseline]) }
    /// Starts a chain with the width.
    public var width: ConstraintMakerExtendable<ConstraintDimension> { start([.width]) }
    /// Starts a chain with the height.
    public var height: ConstraintMakerExtendable<ConstraintDimension> { start([.height]) }
    /// Width and height.
    public var size: ConstraintMakerExtendable<ConstraintDimension> { start([.width, .height]) }
    /// Left and right.
    public var horizontalEdges: ConstraintMakerExtendable<ConstraintXAxis> { start([.left, .right]) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable<ConstraintXAxis> { start([.leading, .trailing]) }
    /// Top and bottom.
    public var verticalEdges: ConstraintMakerExtendable<ConstraintYAxis> { start([.top, .bottom]) }
    /// Top and bottom (SnapKit's name next to `directionalHorizontalEdges`).
    public var directionalVerticalEdges: ConstraintMakerExtendable<ConstraintYAxis> { start([.top, .bottom]) }
    /// Top, left, bottom and right.
    public var edges: ConstraintMakerExtendable<ConstraintMixedAxes> { start([.top, .left, .bottom, .right]) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: ConstraintMakerExtendable<ConstraintMixedAxes> {
        start([.top, .leading, .bottom, .trailing])
    }
    /// CenterX and centerY.
    public var center: ConstraintMakerExtendable<ConstraintMixedAxes> { start([.centerX, .centerY]) }

    // MARK: Running a closure

    /// Runs `closure` and makes the handles (not yet active) of its finished chains.
    static func prepare(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.map(\.constraint).filter { !$0.layoutConstraints.isEmpty }
    }

    static func make(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        let made = prepare(item, closure)
        let all = made.flatMap(\.layoutConstraints)
        LayoutConstraint.activate(all)
        MakerRegistry.shared.register(all.filter(\.isActive), for: item)
        return made
    }

    static func remove(_ item: LayoutItem) {
        let existing = MakerRegistry.shared.activeConstraints(of: item)
        LayoutConstraint.deactivate(existing)
        MakerRegistry.shared.unregister(existing, for: item)
    }

    /// SnapKit's update: each new layout constraint must match an active one
    /// the DSL made for the item (same items, attributes, relation, multiplier
    /// and priority), whose constant then changes in place. Unmatched ones are
    /// reported and not added. With no DSL constraints yet, this is `make`.
    static func update(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        let existing = MakerRegistry.shared.activeConstraints(of: item)
        guard !existing.isEmpty else { return make(item, closure) }
        let made = prepare(item, closure)
        var updated: [MakerConstraint] = []
        for handle in made {
            var found: [LayoutConstraint] = []
            for new in handle.layoutConstraints {
                guard let old = existing.first(where: { matches(new, $0) }) else {
                    LayoutDiagnostics.report(
                        .invalidConstraint(
                            new.description,
                            "updateConstraints found no constraint made by the DSL with the same items, attributes, "
                                + "relation, multiplier and priority to update; use makeConstraints or remakeConstraints"),
                        root: item.owner?.rootView)
                    continue
                }
                old.constant = new.constant
                found.append(old)
            }
            if !found.isEmpty { updated.append(MakerConstraint(item: item, layoutConstraints: found)) }
        }
        return updated
    }

    private static func matches(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.firstItem === b.firstItem && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.secondItem === b.secondItem && a.secondAttribute == b.secondAttribute
            && a.multiplier == b.multiplier && a.priority == b.priority
    }
}
