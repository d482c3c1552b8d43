import Foundation

/// Frames of a column layout, arranged for rectangle queries: per column, cells sorted by y; plus the
/// full-width headers and footers sorted by y. Queries are O(columns x log n + k).
struct ColumnIndex {
    /// Per column, its cells top to bottom (frames never overlap within a column).
    private(set) var columns: [[LayoutAttributes]]
    /// Headers and footers top to bottom.
    private(set) var supplementary: [LayoutAttributes] = []
    /// Per section, per item, the cell's frame.
    private(set) var itemFrames: [[CGRect]] = []

    init(columnCount: Int) {
        columns = Array(repeating: [], count: max(0, columnCount))
    }

    mutating func startSection() {
        itemFrames.append([])
    }

    /// Starts a section of `columnCount` columns (a waterfall's sections may differ): column j of
    /// every section shares a list, sorted by y since sections stack.
    mutating func startSection(columns columnCount: Int) {
        if columns.count < columnCount { columns += Array(repeating: [], count: columnCount - columns.count) }
        itemFrames.append([])
    }

    mutating func addCell(_ frame: CGRect, item: Int, column: Int) {
        let section = itemFrames.count - 1
        itemFrames[section].append(frame)
        columns[column].append(LayoutAttributes(kind: .cell, path: ItemPath(item: item, section: section), frame: frame))
    }

    mutating func addSupplementary(_ kind: ElementKind, frame: CGRect) {
        supplementary.append(LayoutAttributes(kind: kind, path: ItemPath(item: 0, section: itemFrames.count - 1), frame: frame))
    }

    /// Everything intersecting `rect` (Core Graphics semantics), in section / header-cell-footer / item order.
    func elements(in rect: CGRect) -> [LayoutAttributes] {
        guard !rect.isNull else { return [] }
        let rect = rect.standardized
        var result: [LayoutAttributes] = []
        for list in columns + [supplementary] {
            var index = list.partitionPoint { $0.frame.maxY > rect.minY }
            while index < list.count, list[index].frame.minY < rect.maxY {
                if list[index].frame.strictlyIntersects(rect) { result.append(list[index].clone()) }
                index += 1
            }
        }
        return result.sorted(by: LayoutAttributes.displayOrder)
    }

    func cell(at path: ItemPath) -> LayoutAttributes? {
        guard itemFrames.indices.contains(path.section), itemFrames[path.section].indices.contains(path.item) else {
            return nil
        }
        return LayoutAttributes(kind: .cell, path: path, frame: itemFrames[path.section][path.item])
    }

    /// The header or footer of `section`. O(log n).
    func supplementary(_ kind: ElementKind, section: Int) -> LayoutAttributes? {
        let index = supplementary.partitionPoint { ($0.itemPath.section, $0.kind) >= (section, kind) }
        guard index < supplementary.count, supplementary[index].itemPath.section == section,
            supplementary[index].kind == kind
        else { return nil }
        return supplementary[index].clone()
    }
}
