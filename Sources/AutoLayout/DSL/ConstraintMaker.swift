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
    /// e.g. `make.left.equalToSuperview().offset(16)`
    public var left: ConstraintMakerExtendable<ConstraintXAxis> { start([.left]) }
    /// Starts a chain with the right edge.
    /// e.g. `make.right.equalToSuperview().offset(-16)`
    public var right: ConstraintMakerExtendable<ConstraintXAxis> { start([.right]) }
    /// Starts a chain with the leading edge.
    /// e.g. `make.leading.equalTo(avatar.snp.trailing).offset(8)`
    public var leading: ConstraintMakerExtendable<ConstraintXAxis> { start([.leading]) }
    /// Starts a chain with the trailing edge.
    /// e.g. `make.trailing.lessThanOrEqualToSuperview().offset(-8)`
    public var trailing: ConstraintMakerExtendable<ConstraintXAxis> { start([.trailing]) }
    /// Starts a chain with the horizontal center.
    /// e.g. `make.centerX.equalToSuperview()`
    public var centerX: ConstraintMakerExtendable<ConstraintXAxis> { start([.centerX]) }
    /// Starts a chain with the top edge.
    /// e.g. `make.top.equalTo(avatar.snp.bottom).offset(8)`
    public var top: ConstraintMakerExtendable<ConstraintYAxis> { start([.top]) }
    /// Starts a chain with the bottom edge.
    /// e.g. `make.bottom.equalToSuperview().offset(-10)`
    public var bottom: ConstraintMakerExtendable<ConstraintYAxis> { start([.bottom]) }
    /// Starts a chain with the vertical center.
    /// e.g. `make.centerY.equalTo(avatar)`
    public var centerY: ConstraintMakerExtendable<ConstraintYAxis> { start([.centerY]) }
    /// Starts a chain with the first baseline.
    /// e.g. `make.firstBaseline.equalTo(title.snp.firstBaseline)`
    public var firstBaseline: ConstraintMakerExtendable<ConstraintYAxis> { start([.firstBaseline]) }
    /// Starts a chain with the last baseline.
    /// e.g. `make.lastBaseline.equalTo(title.snp.lastBaseline)`
    public var lastBaseline: ConstraintMakerExtendable<ConstraintYAxis> { start([.lastBaseline]) }
    /// Starts a chain with the width.
    /// e.g. `make.width.equalTo(120)`
    public var width: ConstraintMakerExtendable<ConstraintDimension> { start([.width]) }
    /// Starts a chain with the height.
    /// e.g. `make.height.greaterThanOrEqualTo(44)`
    public var height: ConstraintMakerExtendable<ConstraintDimension> { start([.height]) }
    /// Width and height.
    /// e.g. `make.size.equalTo(CGSize(width: 40, height: 40))`
    public var size: ConstraintMakerExtendable<ConstraintDimension> { start([.width, .height]) }
    /// Left and right.
    /// e.g. `make.horizontalEdges.equalToSuperview().inset(16)`
    public var horizontalEdges: ConstraintMakerExtendable<ConstraintXAxis> { start([.left, .right]) }
    /// Leading and trailing.
    /// e.g. `make.directionalHorizontalEdges.equalToSuperview().inset(16)`
    public var directionalHorizontalEdges: ConstraintMakerExtendable<ConstraintXAxis> { start([.leading, .trailing]) }
    /// Top and bottom.
    /// e.g. `make.verticalEdges.equalToSuperview().inset(8)`
    public var verticalEdges: ConstraintMakerExtendable<ConstraintYAxis> { start([.top, .bottom]) }
    /// Top and bottom (SnapKit's name next to `directionalHorizontalEdges`).
    /// e.g. `make.directionalVerticalEdges.equalToSuperview()`
    public var directionalVerticalEdges: ConstraintMakerExtendable<ConstraintYAxis> { start([.top, .bottom]) }
    /// Top, left, bottom and right.
    /// e.g. `make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))`
    public var edges: ConstraintMakerExtendable<ConstraintMixedAxes> { start([.top, .left, .bottom, .right]) }
    /// Top, leading, bottom and trailing.
    /// e.g. `make.directionalEdges.equalToSuperview().inset(8)`
    public var directionalEdges: ConstraintMakerExtendable<ConstraintMixedAxes> {
        start([.top, .leading, .bottom, .trailing])
    }
    /// CenterX and centerY.
    /// e.g. `make.center.equalToSuperview()`
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
