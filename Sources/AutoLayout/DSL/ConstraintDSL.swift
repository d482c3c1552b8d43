import Foundation

extension LayoutItem {
    /// The constraint maker DSL, as SnapKit spells it.
    ///
    /// ```swift
    /// name.snp.makeConstraints { make in
    ///     make.top.equalTo(avatar)
    ///     make.left.equalTo(avatar.snp.right).offset(8)
    /// }
    /// ```
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}

/// `view.snp`: makes, updates, remakes and removes an item's constraints,
/// and names its attributes for other chains (`avatar.snp.bottom`).
///
/// Making constraints on a view turns off its
/// `translatesAutoresizingMaskIntoConstraints`, as SnapKit does.
///
/// ```swift
/// content.snp.makeConstraints { make in
///     make.top.equalTo(avatar.snp.bottom).offset(8)
///     make.left.equalTo(avatar)
///     make.right.equalTo(-8)
///     make.bottom.equalTo(-10)
/// }
/// ```
public struct ConstraintDSL {
    /// The view or guide the DSL works on.
    /// e.g. `box.snp.target === box   // true`
    public let target: LayoutItem

    init(item: LayoutItem) {
        target = item
    }

    /// Makes and activates the constraints of `closure`'s chains.
    /// e.g. `box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }`
    @discardableResult
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        ConstraintMaker.make(target, closure)
    }

    /// Removes the constraints the DSL made for this item, then makes the new ones.
    /// e.g. `box.snp.remakeConstraints { make in make.center.equalToSuperview() }`
    @discardableResult
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        ConstraintMaker.remove(target)
        return ConstraintMaker.make(target, closure)
    }

    /// Changes in place the constants of existing constraints that match each
    /// chain (same items, attributes, relation, multiplier and priority: only
    /// the constant may differ). A chain with no match is reported and not
    /// added. Without DSL constraints yet, it makes them.
    ///
    /// ```swift
    /// box.snp.updateConstraints { make in make.top.equalToSuperview().offset(20) }
    /// ```
    @discardableResult
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        ConstraintMaker.update(target, closure)
    }

    /// Deactivates every active constraint the DSL made for this item
    /// (constraints made with anchors stay).
    /// e.g. `box.snp.removeConstraints()`
    public func removeConstraints() {
        ConstraintMaker.remove(target)
    }

    /// Makes the constraints of `closure`'s chains without activating them.
    /// e.g. `let pending = box.snp.prepareConstraints { make in make.width.equalTo(40) }`
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        ConstraintMaker.prepare(target, closure)
    }

    /// The active layout constraints the DSL made for this item, in the order made.
    /// e.g. `box.snp.layoutConstraints.count   // 4 after make.edges.equalToSuperview()`
    public var layoutConstraints: [LayoutConstraint] { MakerRegistry.shared.activeConstraints(of: target) }

    // MARK: Attributes for other chains

    private func item<Kind>(_ attributes: [LayoutAttribute]) -> ConstraintItem<Kind> {
        ConstraintItem(target: target, layoutAttributes: attributes)
    }

    /// The item's left edge, for the other side of a chain.
    /// e.g. `make.right.equalTo(avatar.snp.left).offset(-8)`
    public var left: ConstraintItem<ConstraintXAxis> { item([.left]) }
    /// The item's right edge, for the other side of a chain.
    /// e.g. `make.left.equalTo(avatar.snp.right).offset(8)`
    public var right: ConstraintItem<ConstraintXAxis> { item([.right]) }
    /// The item's leading edge, for the other side of a chain.
    /// e.g. `make.leading.equalTo(avatar.snp.leading)`
    public var leading: ConstraintItem<ConstraintXAxis> { item([.leading]) }
    /// The item's trailing edge, for the other side of a chain.
    /// e.g. `make.leading.equalTo(avatar.snp.trailing).offset(8)`
    public var trailing: ConstraintItem<ConstraintXAxis> { item([.trailing]) }
    /// The item's horizontal center, for the other side of a chain.
    /// e.g. `make.centerX.equalTo(avatar.snp.centerX)`
    public var centerX: ConstraintItem<ConstraintXAxis> { item([.centerX]) }
    /// The item's top edge, for the other side of a chain.
    /// e.g. `make.bottom.equalTo(footer.snp.top).offset(-8)`
    public var top: ConstraintItem<ConstraintYAxis> { item([.top]) }
    /// The item's bottom edge, for the other side of a chain.
    /// e.g. `make.top.equalTo(avatar.snp.bottom).offset(8)`
    public var bottom: ConstraintItem<ConstraintYAxis> { item([.bottom]) }
    /// The item's vertical center, for the other side of a chain.
    /// e.g. `make.centerY.equalTo(avatar.snp.centerY)`
    public var centerY: ConstraintItem<ConstraintYAxis> { item([.centerY]) }
    /// The item's first baseline, for the other side of a chain.
    /// e.g. `make.firstBaseline.equalTo(title.snp.firstBaseline)`
    public var firstBaseline: ConstraintItem<ConstraintYAxis> { item([.firstBaseline]) }
    /// The item's last baseline, for the other side of a chain.
    /// e.g. `make.top.equalTo(title.snp.lastBaseline).offset(4)`
    public var lastBaseline: ConstraintItem<ConstraintYAxis> { item([.lastBaseline]) }
    /// The item's width, for the other side of a chain.
    /// e.g. `make.width.equalTo(avatar.snp.width)`
    public var width: ConstraintItem<ConstraintDimension> { item([.width]) }
    /// The item's height, for the other side of a chain.
    /// e.g. `make.height.equalTo(avatar.snp.height).multipliedBy(0.5)`
    public var height: ConstraintItem<ConstraintDimension> { item([.height]) }
    /// The item's width and height, for the other side of a chain.
    /// e.g. `make.size.equalTo(avatar.snp.size)`
    public var size: ConstraintItem<ConstraintDimension> { item([.width, .height]) }
    /// The item's left and right, for the other side of a chain.
    /// e.g. `make.horizontalEdges.equalTo(card.snp.horizontalEdges)`
    public var horizontalEdges: ConstraintItem<ConstraintXAxis> { item([.left, .right]) }
    /// The item's leading and trailing, for the other side of a chain.
    /// e.g. `make.directionalHorizontalEdges.equalTo(card.snp.directionalHorizontalEdges)`
    public var directionalHorizontalEdges: ConstraintItem<ConstraintXAxis> { item([.leading, .trailing]) }
    /// The item's top and bottom, for the other side of a chain.
    /// e.g. `make.verticalEdges.equalTo(card.snp.verticalEdges)`
    public var verticalEdges: ConstraintItem<ConstraintYAxis> { item([.top, .bottom]) }
    /// The item's top and bottom, for the other side of a chain.
    /// e.g. `make.directionalVerticalEdges.equalTo(card.snp.directionalVerticalEdges)`
    public var directionalVerticalEdges: ConstraintItem<ConstraintYAxis> { item([.top, .bottom]) }
    /// The item's top, left, bottom and right, for the other side of a chain.
    /// e.g. `make.edges.equalTo(card.snp.edges).inset(8)`
    public var edges: ConstraintItem<ConstraintMixedAxes> { item([.top, .left, .bottom, .right]) }
    /// The item's top, leading, bottom and trailing, for the other side of a chain.
    /// e.g. `make.directionalEdges.equalTo(card.snp.directionalEdges)`
    public var directionalEdges: ConstraintItem<ConstraintMixedAxes> { item([.top, .leading, .bottom, .trailing]) }
    /// The item's centerX and centerY, for the other side of a chain.
    /// e.g. `make.center.equalTo(card.snp.center)`
    public var center: ConstraintItem<ConstraintMixedAxes> { item([.centerX, .centerY]) }
}

/// Attributes of an item for the other side of a maker chain
/// (`avatar.snp.bottom`, `card.snp.edges`), typed by their ``ConstraintAttributeKind``.
///
/// ```swift
/// make.top.equalTo(avatar.snp.bottom).offset(8)
/// ```
public struct ConstraintItem<Kind: ConstraintAttributeKind> {
    /// The view or guide.
    /// e.g. `avatar.snp.bottom.target === avatar   // true`
    public let target: LayoutItem
    /// Its attributes, in SnapKit's order for composites (`edges`: top, left, bottom, right).
    /// e.g. `card.snp.edges.layoutAttributes   // [.top, .left, .bottom, .right]`
    public let layoutAttributes: [LayoutAttribute]
}
