import Foundation

/// A maker chain before its relation: add attributes (`make.top.left`),
/// then relate them with `equalTo`, `lessThanOrEqualTo` or
/// `greaterThanOrEqualTo` (SnapKit's `ConstraintMakerExtendable`).
///
/// `Kind` keeps axes apart at compile time: a typed attribute of another
/// kind (`make.top.equalTo(other.snp.left)`) does not compile.
///
/// Each relation records its call's `#fileID` and `#line` (for a chain split
/// over lines, the line of `.equalTo(...)`): descriptions and conflict
/// reports show them.
///
/// ```swift
/// make.top.equalTo(avatar.snp.bottom).offset(8)
/// make.left.right.equalToSuperview().inset(8)
/// ```
public struct ConstraintMakerExtendable<Kind: ConstraintAttributeKind> {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func adding<K>(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable<K> {
        description.add(attributes)
        return ConstraintMakerExtendable<K>(description)
    }

    /// Adds the left edge to the chain.
    /// e.g. `make.top.left.equalToSuperview()`
    public var left: ConstraintMakerExtendable<Kind.JoinX> { adding([.left]) }
    /// Adds the right edge to the chain.
    /// e.g. `make.left.right.equalToSuperview().inset(16)`
    public var right: ConstraintMakerExtendable<Kind.JoinX> { adding([.right]) }
    /// Adds the leading edge to the chain.
    /// e.g. `make.top.leading.equalToSuperview().offset(8)`
    public var leading: ConstraintMakerExtendable<Kind.JoinX> { adding([.leading]) }
    /// Adds the trailing edge to the chain.
    /// e.g. `make.leading.trailing.equalToSuperview()`
    public var trailing: ConstraintMakerExtendable<Kind.JoinX> { adding([.trailing]) }
    /// Adds the horizontal center to the chain.
    /// e.g. `make.centerY.centerX.equalToSuperview()`
    public var centerX: ConstraintMakerExtendable<Kind.JoinX> { adding([.centerX]) }
    /// Adds left and right to the chain.
    /// e.g. `make.top.horizontalEdges.equalToSuperview()`
    public var horizontalEdges: ConstraintMakerExtendable<Kind.JoinX> { adding([.left, .right]) }
    /// Adds the top edge to the chain.
    /// e.g. `make.left.top.equalToSuperview().offset(8)`
    public var top: ConstraintMakerExtendable<Kind.JoinY> { adding([.top]) }
    /// Adds the bottom edge to the chain.
    /// e.g. `make.top.bottom.equalToSuperview()`
    public var bottom: ConstraintMakerExtendable<Kind.JoinY> { adding([.bottom]) }
    /// Adds the vertical center to the chain.
    /// e.g. `make.centerX.centerY.equalToSuperview()`
    public var centerY: ConstraintMakerExtendable<Kind.JoinY> { adding([.centerY]) }
    /// Adds the first baseline to the chain.
    /// e.g. `make.left.firstBaseline.equalTo(title)`
    public var firstBaseline: ConstraintMakerExtendable<Kind.JoinY> { adding([.firstBaseline]) }
    /// Adds the last baseline to the chain.
    /// e.g. `make.left.lastBaseline.equalTo(title)`
    public var lastBaseline: ConstraintMakerExtendable<Kind.JoinY> { adding([.lastBaseline]) }
    /// Adds top and bottom to the chain.
    /// e.g. `make.left.verticalEdges.equalToSuperview()`
    public var verticalEdges: ConstraintMakerExtendable<Kind.JoinY> { adding([.top, .bottom]) }
    /// Adds the width to the chain.
    /// e.g. `make.height.width.equalTo(40)`
    public var width: ConstraintMakerExtendable<Kind.JoinDimension> { adding([.width]) }
    /// Adds the height to the chain.
    /// e.g. `make.width.height.equalTo(40)`
    public var height: ConstraintMakerExtendable<Kind.JoinDimension> { adding([.height]) }
    /// Adds width and height to the chain.
    /// e.g. `make.center.size.equalTo(avatar)`
    public var size: ConstraintMakerExtendable<Kind.JoinDimension> { adding([.width, .height]) }
    /// Adds top, left, bottom and right to the chain.
    /// e.g. `make.center.edges.equalToSuperview()`
    public var edges: ConstraintMakerExtendable<ConstraintMixedAxes> { adding([.top, .left, .bottom, .right]) }
    /// Adds centerX and centerY to the chain.
    /// e.g. `make.size.center.equalToSuperview()`
    public var center: ConstraintMakerExtendable<ConstraintMixedAxes> { adding([.centerX, .centerY]) }

    // MARK: Relations

    /// `attribute == other's attribute`; `other` is of the same kind.
    /// e.g. `make.top.equalTo(avatar.snp.bottom)`
    @discardableResult
    public func equalTo(
        _ other: ConstraintItem<Kind>, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.equal, other, file, line)
    }

    /// `attribute == target`: a number (from the superview's same edge; a
    /// size is a constant), a size, a point, insets, a view or a guide.
    /// e.g. `make.width.equalTo(120)`
    @discardableResult
    public func equalTo(
        _ target: any ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.equal, target, file, line)
    }

    /// `attribute == superview's same attribute`; reported (no constraint) without a superview.
    /// e.g. `make.edges.equalToSuperview()`
    @discardableResult
    public func equalToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, file, line)
    }

    /// `attribute <= other's attribute`.
    /// e.g. `make.bottom.lessThanOrEqualTo(footer.snp.top)`
    @discardableResult
    public func lessThanOrEqualTo(
        _ other: ConstraintItem<Kind>, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, other, file, line)
    }

    /// `attribute <= target` (see `equalTo(_:)` for targets).
    /// e.g. `make.width.lessThanOrEqualTo(280)`
    @discardableResult
    public func lessThanOrEqualTo(
        _ target: any ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target, file, line)
    }

    /// `attribute <= superview's same attribute`.
    /// e.g. `make.trailing.lessThanOrEqualToSuperview()`
    @discardableResult
    public func lessThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, file, line)
    }

    /// `attribute >= other's attribute`.
    /// e.g. `make.top.greaterThanOrEqualTo(header.snp.bottom)`
    @discardableResult
    public func greaterThanOrEqualTo(
        _ other: ConstraintItem<Kind>, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other, file, line)
    }

    /// `attribute >= target` (see `equalTo(_:)` for targets).
    /// e.g. `make.height.greaterThanOrEqualTo(44)`
    @discardableResult
    public func greaterThanOrEqualTo(
        _ target: any ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target, file, line)
    }

    /// `attribute >= superview's same attribute`.
    /// e.g. `make.leading.greaterThanOrEqualToSuperview()`
    @discardableResult
    public func greaterThanOrEqualToSuperview(
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, file, line)
    }

    private func relate(
        _ relation: LayoutRelation, _ other: ConstraintItem<Kind>, _ file: StaticString, _ line: UInt
    ) -> ConstraintMakerEditable {
        description.relate(relation, to: .item(other.target, other.layoutAttributes), file: file, line: line)
        return ConstraintMakerEditable(description)
    }

    private func relate(
        _ relation: LayoutRelation, _ target: any ConstraintRelatableTarget, _ file: StaticString, _ line: UInt
    ) -> ConstraintMakerEditable {
        let d = description
        if let item = target as? LayoutItem {
            d.relate(relation, to: .item(item, []), file: file, line: line)
        } else if let constant = ConstraintConstant(target) {
            d.relate(relation, to: .constant, file: file, line: line)
            d.constant = constant
        } else {
            d.relate(relation, to: .constant, file: file, line: line)
            d.fail(.invalidConstraint(
                "\(d.chainDescription) \(relation) \(type(of: target)) \(d.location)",
                "unsupported target type; relate to a number, CGSize, CGPoint, insets, a view, a guide or an attribute"))
        }
        return ConstraintMakerEditable(d)
    }

    private func relateToSuperview(
        _ relation: LayoutRelation, _ file: StaticString, _ line: UInt
    ) -> ConstraintMakerEditable {
        let d = description
        if let superview = d.item.dslSuperview {
            d.relate(relation, to: .item(superview, []), file: file, line: line)
        } else {
            d.relate(relation, to: .constant, file: file, line: line)
            d.fail(.notInHierarchy(
                "\(d.chainDescription) \(relation) superview: \(d.item.debugName) has no superview "
                    + "(add it to one before making constraints with equalToSuperview()); no constraint made \(d.location)"))
        }
        return ConstraintMakerEditable(d)
    }
}
