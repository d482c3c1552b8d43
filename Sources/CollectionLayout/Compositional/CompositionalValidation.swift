import Foundation
import AutoLayout

/// Checks a section's description before it is laid out.
enum CompositionalValidation {
    static func problem(in section: CollectionLayoutSection, index: Int) -> CollectionLayoutError? {
        let name = "section \(index)"
        if let problem = CollectionLayoutError.nonNegative("\(name).interGroupSpacing", section.interGroupSpacing) { return problem }
        if !section.contentInsets.isValid { return insetsProblem("\(name).contentInsets", section.contentInsets) }
        return problem(in: section.group, name: "\(name).group")
    }

    private static func problem(in item: CollectionLayoutItem, name: String) -> CollectionLayoutError? {
        for (axis, dimension) in [("width", item.layoutSize.widthDimension), ("height", item.layoutSize.heightDimension)]
        where !dimension.rawValue.isFiniteNonNegative {
            return .invalidParameter(name: "\(name).\(axis)Dimension", value: "\(dimension)", requirement: "a finite number >= 0")
        }
        if !item.contentInsets.isValid { return insetsProblem("\(name).contentInsets", item.contentInsets) }
        guard let group = item as? CollectionLayoutGroup else { return nil }
        if group.subitems.isEmpty {
            return .invalidParameter(name: "\(name).subitems", value: "[]", requirement: "at least one subitem")
        }
        if let count = group.count, count < 1 {
            return .invalidParameter(name: "\(name).count", value: "\(count)", requirement: ">= 1")
        }
        if let problem = CollectionLayoutError.nonNegative("\(name).interItemSpacing", group.interItemSpacing) { return problem }
        for (offset, subitem) in group.subitems.enumerated() {
            if let problem = problem(in: subitem, name: "\(name).subitems[\(offset)]") { return problem }
        }
        return nil
    }

    private static func insetsProblem(_ name: String, _ insets: DirectionalEdgeInsets) -> CollectionLayoutError {
        .invalidParameter(
            name: name, value: "(\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing))",
            requirement: "finite on every side and >= 0")
    }
}
