import Foundation

extension TableLayout {
    /// The rows, headers and footers intersecting `rect`, after measuring the self-sizing ones in it.
    ///
    /// O(log n + k) on measured rows (binary search over running origins).
    ///
    /// ```swift
    /// let visible = table.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// ```
    func queryElements(in rect: CGRect) -> [LayoutAttributes] {
        prepareIfNeeded()
        guard !rect.isNull else { return [] }
        let rect = rect.standardized
        while measurePendingRows(in: rect) {}
        let range = slots.slots(overlapping: rect.minY, rect.maxY)
        guard !range.isEmpty else { return [] }
        var section = slots.sectionStarts.partitionPoint { $0 > range.lowerBound } - 1
        var result: [LayoutAttributes] = []
        for index in range {
            while section + 1 < slots.sectionStarts.count, slots.sectionStarts[section + 1] <= index { section += 1 }
            let element = slots.element(at: index, section: section)
            if element.kind != .cell && slots.heights[index] == 0 { continue }
            let frame = frame(ofSlot: index)
            if frame.strictlyIntersects(rect) {
                result.append(LayoutAttributes(kind: element.kind, path: element.path, frame: frame))
            }
        }
        return result
    }

    /// The row at `indexPath`, measured first if it sizes itself (rows above keep their estimates).
    ///
    /// ```swift
    /// table.layoutAttributesForItem(at: IndexPath(row: 0, section: 0))?.frame.height
    /// ```
    func queryItem(at indexPath: ItemPath) -> LayoutAttributes? {
        prepareIfNeeded()
        guard let slot = slots.slot(of: indexPath) else { return nil }
        if slots.pending[slot] { measure(slots: [slot]) }
        return LayoutAttributes(kind: .cell, path: indexPath, frame: frame(ofSlot: slot))
    }

    /// The header or footer of `indexPath.section`, or nil if it has none (height 0).
    ///
    /// ```swift
    /// table.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(row: 0, section: 2))
    /// ```
    func querySupplementary(ofKind kind: ElementKind, at indexPath: ItemPath) -> LayoutAttributes? {
        prepareIfNeeded()
        guard kind != .cell, slots.sectionStarts.indices.contains(indexPath.section) else { return nil }
        let section = indexPath.section
        let slot = kind == .header
            ? slots.sectionStarts[section]
            : (section + 1 < slots.sectionStarts.count ? slots.sectionStarts[section + 1] : slots.count) - 1
        if slots.pending[slot] { measure(slots: [slot]) }
        guard slots.heights[slot] > 0 else { return nil }
        return LayoutAttributes(kind: kind, path: ItemPath(item: 0, section: section), frame: frame(ofSlot: slot))
    }

    private func frame(ofSlot index: Int) -> CGRect {
        CGRect(x: 0, y: slots.origin(index), width: width, height: slots.heights[index])
    }

    /// Measures the pending rows, headers and footers that currently intersect `rect`; returns whether
    /// there were any.
    private func measurePendingRows(in rect: CGRect) -> Bool {
        let range = slots.slots(overlapping: rect.minY, rect.maxY)
        let pending = range.filter { slots.pending[$0] && frame(ofSlot: $0).strictlyIntersects(rect) }
        if pending.isEmpty { return false }
        measure(slots: pending)
        return true
    }

    /// Measures rows, headers and footers (ascending slots); each new height moves the slots after it.
    private func measure(slots indices: [Int]) {
        for index in indices {
            slots.pending[index] = false
            let element = slots.element(at: index)
            let height = element.kind == .cell
                ? measure(element.path) : measureHeaderFooter(element.kind, section: element.path.section)
            if let height { slots.resize(index, to: height) }
        }
    }
}
