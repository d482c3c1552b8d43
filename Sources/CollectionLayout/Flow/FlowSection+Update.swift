import Foundation

extension FlowSection {
    /// Applies a batch update's edits: the items `removed` (indices before, ascending) leave, the items
    /// `arrived` (indices after, ascending) come with `arrivedSizes` and `arrivedMeasured`. The lines
    /// are laid out again from the one before the first change; the items after the last change keep
    /// their lines, which only move along the scrolling axis, recorded as a measurement's move is. An
    /// insert near the top of 100,000 items re-breaks the lines it touches; the rest costs a memory move
    /// of the item arrays and renumbering the lines after it, not placing their items again.
    mutating func update(
        removing removed: [Int], arriving arrived: [Int], sizes arrivedSizes: [CGSize], measured arrivedMeasured: [Bool],
        metrics m: FlowMetrics
    ) {
        let oldCount = sizes.count
        let net = arrived.count - removed.count
        guard let firstChange = [removed.first, arrived.first].compactMap({ $0 }).min() else { return }
        // The items of before from `tail` on keep their order, `net` places further on.
        let tail = max(removed.last.map { $0 + 1 } ?? 0, arrived.last.map { $0 - net + 1 } ?? 0)
        let canRejoin = oldCount > 0 && frames.count == oldCount && !lines.isEmpty
        let startLine = canRejoin ? lineIndex(containing: max(firstChange - 1, 0)) : 0
        let tailLine = canRejoin ? lines.partitionPoint { $0.first >= tail } : 0
        if canRejoin { materialize(upTo: tailLine) }

        for item in removed.reversed() {
            sizes.remove(at: item)
            measured.remove(at: item)
            if canRejoin { frames.remove(at: item) }
        }
        for (offset, item) in arrived.enumerated() {
            sizes.insert(arrivedSizes[offset], at: item)
            measured.insert(arrivedMeasured[offset], at: item)
            if canRejoin { frames.insert(.zero, at: item) }
        }
        guard canRejoin, !sizes.isEmpty else {
            layout(fromLine: 0, metrics: m)
            return
        }
        // Keep, of the lines the edits touch, only the one just before the tail (whose state the tail's
        // first line continues), renumbered so that no new line can take it for an old one; items
        // arriving at the very start get a blank one (the state before any line).
        let dropped = tailLine - 1 - startLine
        if tailLine > startLine {
            lines.removeSubrange(startLine..<(tailLine - 1))
            lines[startLine].first = min(lines[startLine].first, tail + net - 1)
        } else {
            lines.insert(FlowLine(first: -1, count: 0, main: 0, thickness: 0, allSingleThrough: true), at: startLine)
        }
        for index in (startLine + 1)..<lines.count { lines[index].first += net }
        if pending.line != Int.max {
            pending.line -= dropped
            pending.item += net
        }
        layout(fromLine: startLine, metrics: m, changedThrough: tail + net - 1)
    }
}
