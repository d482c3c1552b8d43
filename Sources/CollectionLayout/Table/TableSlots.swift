import Foundation

/// The vertical run of a table: per element ("slot") a height, and running origins for binary search.
///
/// Each section contributes a header slot, one slot per row, and a footer slot.
struct TableSlots {
    var heights: [CGFloat] = []
    /// `origins[i]` is where slot `i` starts; `origins[count]` is the total height.
    var origins: [CGFloat] = [0]
    /// Rows that size themselves but still sit at their estimate.
    var pending: [Bool] = []
    /// The slot index of each section's header.
    var sectionStarts: [Int] = []

    var count: Int { heights.count }
    var totalHeight: CGFloat { origins[count] }

    mutating func append(height: CGFloat, pending isPending: Bool) {
        heights.append(height)
        pending.append(isPending)
        origins.append(origins[origins.count - 1] + height)
    }

    /// Recomputes the running origins from slot `start` on. O(count - start).
    mutating func restack(from start: Int) {
        for index in start..<count {
            origins[index + 1] = origins[index] + heights[index]
        }
    }

    /// The slots whose vertical extent overlaps the open interval (minY, maxY). O(log n).
    func slots(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = (0..<count).partitionPoint { origins[$0 + 1] > minY }
        let end = (0..<count).partitionPoint { origins[$0] >= maxY }
        return first..<max(first, end)
    }

    /// What slot `index` holds: its kind and path.
    func element(at index: Int) -> (kind: ElementKind, path: ItemPath) {
        let section = sectionStarts.partitionPoint { $0 > index } - 1
        return element(at: index, section: section)
    }

    /// What slot `index` holds, knowing its section.
    func element(at index: Int, section: Int) -> (kind: ElementKind, path: ItemPath) {
        let offset = index - sectionStarts[section]
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : count
        if offset == 0 { return (.header, ItemPath(item: 0, section: section)) }
        if index == end - 1 { return (.footer, ItemPath(item: 0, section: section)) }
        return (.cell, ItemPath(row: offset - 1, section: section))
    }

    /// The slot of a row, or nil outside the table.
    func slot(of path: ItemPath) -> Int? {
        guard sectionStarts.indices.contains(path.section), path.row >= 0 else { return nil }
        let end = path.section + 1 < sectionStarts.count ? sectionStarts[path.section + 1] : count
        let slot = sectionStarts[path.section] + 1 + path.row
        return slot < end - 1 ? slot : nil
    }
}
