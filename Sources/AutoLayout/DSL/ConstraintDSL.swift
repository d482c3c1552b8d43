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
    public let target: LayoutItem

    init(item: LayoutItem) {
        target = item
    }

    /// Makes and activates the constraints of `closure`'s chains.
    @discardableResult
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        ConstraintMaker.make(target, closure)
    }

    /// Removes the constraints the DSL made for this item, then makes the new ones.
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
    public func removeConstraints() {
        ConstraintMaker.remove(target)
    }

    /// Makes the constraints of `closure`'s chains without activating them.
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [MakerConstraint] {
        ConstraintMaker.prepare(target, closure)
    }

    /// The active layout constraints the DSL made for this item, in the order made.
    public var layoutConstraints: [LayoutConstraint] { MakerRegistry.shared.activeConstraints(of: target) }

    // MARK: Attributes for other chains

    private func item<Kind>(_ attributes: [LayoutAttribute]) -> ConstraintItem<Kind> {
        ConstraintItem(target: target, layoutAttributes: attributes)
    }

    /// The item's the left edge, for the other side of a chain.
    public var left: ConstraintItem<ConstraintXAxis> { item([.left]) }
    /// The item's the right edge, for the other side of a chain.
    public var right: ConstraintItem<ConstraintXAxis> { item([.right]) }
    /// The item's the leading edge, for the other side of a chain.
    public var leading: ConstraintItem<ConstraintXAxis> { item([.leading]) }
    /// The item's the trailing edge, for the other side of a chain.
    public var trailing: ConstraintItem<ConstraintXAxis> { item([.trailing]) }
    /// The item's the horizontal center, for the other side of a chain.
    public var centerX: ConstraintItem<ConstraintXAxis> { item([.centerX]) }
    /// The item's the top edge, for the other side of a chain.
    public var top: ConstraintItem<ConstraintYAxis> { item([.top]) }
    /// The item's the bottom edge, for the other side of a chain.
    public var bottom: ConstraintItem<ConstraintYAxis> { item([.bottom]) }
    /// The item's the vertical center, for the other side of a chain.
    public var centerY: ConstraintItem<ConstraintYAxis> { item([.centerY]) }
    /// The item's the first baseline, for the other side of a chain.
    public var firstBaseline: ConstraintItem<ConstraintYAxis> { item([.firstBaseline]) }
    /// The item's the last baseline, for the other side of a chain.
    public var lastBaseline: ConstraintItem<ConstraintYAxis> { item([.lastBaseline]) }
    /// The item's the width, for the other side of a chain.
    public var width: ConstraintItem<ConstraintDimension> { item([.width]) }
    /// The item's the height, for the other side of a chain.
    public var height: ConstraintItem<ConstraintDimension> { item([.height]) }
    /// The item's width and height, for the other side of a chain.
    public var size: ConstraintItem<ConstraintDimension> { item([.width, .height]) }
    /// The item's left and right, for the other side of a chain.
    public var horizontalEdges: ConstraintItem<ConstraintXAxis> { item([.left, .right]) }
    /// The item's leading and trailing, for the other side of a chain.
    public var directionalHorizontalEdges: ConstraintItem<ConstraintXAxis> { item([.leading, .trailing]) }
    /// The item's top and bottom, for the other side of a chain.
    public var verticalEdges: ConstraintItem<ConstraintYAxis> { item([.top, .bottom]) }
    /// The item's top and bottom, for the other side of a chain.
    public var directionalVerticalEdges: ConstraintItem<ConstraintYAxis> { item([.top, .bottom]) }
    /// The item's top, left, bottom and right, for the other side of a chain.
    public var edges: ConstraintItem<ConstraintMixedAxes> { item([.top, .left, .bottom, .right]) }
    /// The item's top, leading, bottom and trailing, for the other side of a chain.
    public var directionalEdges: ConstraintItem<ConstraintMixedAxes> { item([.top, .leading, .bottom, .trailing]) }
    /// The item's centerX and centerY, for the other side of a chain.
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
    public let target: LayoutItem
    /// Its attributes, in SnapKit's order for composites (`edges`: top, left, bottom, right).
    public let layoutAttributes: [LayoutAttribute]
}
