import Foundation

/// The layout constraints one `make.xxx...` line made (one per attribute:
/// `make.edges` makes four), with SnapKit's `Constraint` operations.
///
/// Keep it to change the layout later: constants change in place (the
/// engine updates its solver without rebuilding).
///
/// ```swift
/// var top: MakerConstraint?
/// box.snp.makeConstraints { make in
///     top = make.top.equalToSuperview().offset(8).constraint
/// }
/// top?.update(offset: 20)
/// ```
///
/// Porting SnapKit code that names the type: `typealias Constraint = MakerConstraint`
/// (the module's solver already has a `Constraint`).
public final class MakerConstraint: CustomStringConvertible {
    /// The layout constraints, one per attribute of the line, in the order written.
    /// e.g. `top.layoutConstraints[0].constant   // 8 for make.top.equalToSuperview().offset(8)`
    public let layoutConstraints: [LayoutConstraint]
    let item: LayoutItem

    init(item: LayoutItem, layoutConstraints: [LayoutConstraint]) {
        self.item = item
        self.layoutConstraints = layoutConstraints
    }

    /// Whether every layout constraint is active (false when there are none).
    /// e.g. `if !top.isActive { top.activate() }`
    public var isActive: Bool { !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive) }

    /// Activates the layout constraints; `updateConstraints` and
    /// `removeConstraints` see them again.
    /// e.g. `top.activate()`
    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
        MakerRegistry.shared.register(layoutConstraints.filter(\.isActive), for: item)
    }

    /// Deactivates the layout constraints; they can be activated again.
    /// e.g. `top.deactivate()`
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        MakerRegistry.shared.unregister(layoutConstraints, for: item)
    }

    /// Sets every constant to `offset` (as `offset(_:)` does), in place.
    ///
    /// ```swift
    /// top.update(offset: 20)
    /// ```
    @discardableResult
    public func update(offset: any ConstraintOffsetTarget) -> MakerConstraint {
        guard let n = ConstraintConstant.number(of: offset) else {
            report(unsupported: offset, in: "update(offset:)")
            return self
        }
        apply(.number(n))
        return self
    }

    /// Sets every constant from insets (as `inset(_:)` does: inwards on
    /// every edge), in place.
    ///
    /// ```swift
    /// edges.update(inset: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    /// ```
    @discardableResult
    public func update(inset: any ConstraintInsetTarget) -> MakerConstraint {
        guard let c = ConstraintConstant(inset: inset) else {
            report(unsupported: inset, in: "update(inset:)")
            return self
        }
        apply(c)
        return self
    }

    /// Sets every priority. An active constraint cannot change between
    /// required and optional; such a change is reported and not made.
    ///
    /// ```swift
    /// width.update(priority: .high)
    /// ```
    @discardableResult
    public func update(priority: LayoutPriority) -> MakerConstraint {
        for c in layoutConstraints { c.priority = priority }
        return self
    }

    public var description: String {
        "<MakerConstraint \(layoutConstraints.map(\.description).joined(separator: ", "))>"
    }

    /// Sets each constant from `constant`, for the attribute it relates to
    /// (SnapKit: the second attribute, or the first for a constant).
    func apply(_ constant: ConstraintConstant) {
        let direction = item.layoutDirection
        for c in layoutConstraints {
            let attribute = c.secondAttribute == .notAnAttribute ? c.firstAttribute : c.secondAttribute
            c.constant = constant.value(for: attribute, direction: direction)
        }
    }

    private func report(unsupported value: Any, in method: String) {
        LayoutDiagnostics.report(
            .invalidNumber("\(method) on \(self): unsupported value of type \(type(of: value)); nothing changed"),
            root: item.owner?.rootView)
    }
}
