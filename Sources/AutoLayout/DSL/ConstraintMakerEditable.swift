import Foundation

/// A maker chain after its relation: set the constant, multiplier,
/// priority and label (SnapKit's `ConstraintMakerEditable`), or take the
/// `constraint` to change it later.
///
/// ```swift
/// make.height.equalTo(image.snp.width).multipliedBy(0.5).priority(999).labeled("image-aspect")
/// ```
public struct ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Sets the constant to `amount` on every attribute (`right.equalTo(x).offset(-8)` is 8 left of x).
    /// e.g. `make.right.equalTo(avatar.snp.left).offset(-8)`
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        if let n = ConstraintConstant.number(of: amount) {
            description.constant = .number(n)
        } else {
            fail(amount, "offset")
        }
        return self
    }

    /// Sets the constant from insets, which point inwards on every edge:
    /// `edges.equalToSuperview().inset(8)` is 8 inside on all four sides.
    /// e.g. `make.edges.equalToSuperview().inset(8)`
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        if let c = ConstraintConstant(inset: amount) {
            description.constant = c
        } else {
            fail(amount, "inset")
        }
        return self
    }

    /// Sets the multiplier: `attribute == other × amount + constant`.
    /// e.g. `make.width.equalTo(card.snp.width).multipliedBy(0.5)`
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        if let n = ConstraintConstant.number(of: amount) {
            description.multiplier = n
        } else {
            fail(amount, "multipliedBy")
        }
        return self
    }

    /// Sets the multiplier to `1 / amount`; 0 gives an infinite multiplier, reported when activated.
    /// e.g. `make.height.equalTo(card.snp.width).dividedBy(2)`
    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        if let n = ConstraintConstant.number(of: amount) {
            description.multiplier = 1 / n
        } else {
            fail(amount, "dividedBy")
        }
        return self
    }

    /// Sets the priority: a number (`999`), a ``LayoutPriority`` (`.defaultHigh`)
    /// or SnapKit's `.required`, `.high`, `.medium`, `.low`.
    /// e.g. `make.width.equalTo(120).priority(.high)`
    @discardableResult
    public func priority(_ amount: LayoutPriority) -> ConstraintMakerEditable {
        description.priority = amount
        return self
    }

    /// Names the layout constraints (their `identifier`), shown in descriptions and conflict reports.
    /// e.g. `make.top.equalToSuperview().labeled("card-top")`
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerEditable {
        description.label = label
        return self
    }

    /// The handle of this line's layout constraints (made now from the chain as written).
    /// e.g. `let top = make.top.equalToSuperview().constraint   // keep it to change later`
    public var constraint: MakerConstraint { description.constraint }

    private func fail(_ value: Any, _ method: String) {
        let d = description
        d.fail(.invalidConstraint(
            "\(d.chainDescription) \(d.location)", "\(method)(_:) got an unsupported value of type \(type(of: value))"))
    }
}
