import Foundation

/// A horizontal position of an item: leading, trailing, left, right or centerX.
///
/// Anchors make constraints that cannot mix axes: an x-axis anchor only
/// relates to another x-axis anchor.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
/// ```
public struct LayoutXAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    public func constraint(equalTo other: LayoutXAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, c, file, line)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutXAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    public func constraint(lessThanOrEqualTo other: LayoutXAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    /// `self == other + systemSpacing × multiplier` (8 points × multiplier).
    public func constraint(equalToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
}

/// A vertical position of an item: top, bottom, centerY or a baseline.
///
/// ```swift
/// price.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8).isActive = true
/// ```
public struct LayoutYAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    public func constraint(equalTo other: LayoutYAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, c, file, line)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutYAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    public func constraint(lessThanOrEqualTo other: LayoutYAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    /// `self == other + systemSpacing × multiplier` (8 points × multiplier).
    public func constraint(equalToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
}

/// A size of an item: width or height.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
/// ```
public struct LayoutDimension {
    let item: LayoutItem
    let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, nil, .notAnAttribute, 1, c, file, line)
    }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, c, file, line)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, c, file, line)
    }
    public func constraint(equalTo other: LayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, m, c, file, line)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, m, c, file, line)
    }
    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, m, c, file, line)
    }
}

private func make(
    _ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?, _ ba: LayoutAttribute,
    _ m: CGFloat, _ c: CGFloat, _ file: StaticString, _ line: UInt
) -> LayoutConstraint {
    LayoutConstraint(
        item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c,
        file: file, line: line)
}
