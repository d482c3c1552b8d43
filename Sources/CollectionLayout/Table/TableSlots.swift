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
    /// Origins from `shiftedFrom` on sit `shift` lower than stored (`Int.max`: none): a resized row
    /// moves the rows after it on paper; read origins through `origin(_:)`.
    private(set) var shiftedFrom = Int.max
    private(set) var shift: CGFloat = 0

    var count: Int { heights.count }
    var totalHeight: CGFloat { origin(count) }

    /// Where slot `index` starts (`origin(count)` is the total height), its recorded move included.
    func origin(_ index: Int) -> CGFloat {
        origins[index] + (index >= shiftedFrom ? shift : 0)
    }

    mutating func append(height: CGFloat, pending isPending: Bool) {
        heights.append(height)
        pending.append(isPending)
        origins.append(origins[origins.count - 1] + height)
    }

    /// Gives slot `index` a new height: the origins after it move by the difference, recorded rather
    /// than written, so resizing rows in order costs the rows between them, not every row after.
    mutating func resize(_ index: Int, to height: CGFloat) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        settle(upTo: index + 1)
        if shiftedFrom == Int.max {
            shiftedFrom = index + 1
        } else {
            for origin in (index + 1)..<shiftedFrom { origins[origin] += delta }
        }
        shift += delta
    }

    /// Writes the recorded move into the origins before `end`; the rest keep it recorded.
    private mutating func settle(upTo end: Int) {
        guard shiftedFrom < end else { return }
        let last = min(end, origins.count)
        for origin in shiftedFrom..<last { origins[origin] += shift }
        if last == origins.count {
            shiftedFrom = Int.max
            shift = 0
        } else {
            shiftedFrom = last
        }
    }

    /// The slots whose vertical extent overlaps the open interval (minY, maxY). O(log n).
    func slots(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = (0..<count).partitionPoint { origin($0 + 1) > minY }
        let end = (0..<count).partitionPoint { origin($0) >= maxY }
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
