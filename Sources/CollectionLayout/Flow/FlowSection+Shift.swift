import Foundation

/// A move along the scrolling axis owed to a flow section's last lines: the lines from `line` on,
/// holding the items from `item` on, are stored `delta` short of their place. Measuring an item moves
/// every line after it; recording the move instead of making it keeps a measurement's cost to the
/// lines it changes (a section of 100,000 estimated items is not rewritten for each screen).
struct FlowShift {
    /// The first line owed the move (`Int.max`: none).
    var line = Int.max
    /// The first item of that line (`Int.max`: none).
    var item = Int.max
    var delta: CGFloat = 0
}

extension FlowSection {
    /// Line `index` at its place.
    func line(_ index: Int) -> FlowLine {
        var line = lines[index]
        if index >= pending.line { line.main += pending.delta }
        return line
    }

    /// The frame of `item` at its place (section coordinates).
    func frame(of item: Int) -> CGRect {
        item >= pending.item ? AxisMapper(direction: direction).offset(frames[item], by: pending.delta) : frames[item]
    }

    /// Moves the lines before `end` that are owed the pending move to their place. O(lines moved).
    mutating func materialize(upTo end: Int) {
        guard pending.line < end else { return }
        let stop = min(end, lines.count)
        moveLines(pending.line..<stop, by: pending.delta)
        if stop >= lines.count {
            pending = FlowShift()
        } else {
            pending.line = stop
            pending.item = lines[stop].first
        }
    }

    /// The index of the old line (at or after `start`) that begins with `item`, or nil.
    func oldLine(startingAt item: Int, from start: Int) -> Int? {
        let index = (start..<lines.count).partitionPoint { lines[$0].first >= item }
        return index < lines.count && lines[index].first == item ? index : nil
    }

    /// After lines were replaced up to the old line `old`, now at `index`: that line and the ones
    /// after it move by `delta`. The move is recorded, not made, except for lines between `index` and
    /// a later pending move, which are moved now.
    mutating func shiftLines(from index: Int, formerly old: Int, by delta: CGFloat) {
        guard index < lines.count else {
            pending = FlowShift()
            return
        }
        if pending.line == Int.max || pending.line <= old {
            // The old pending lines before `old` were replaced; the rest owe both moves.
            let owed = pending.line == Int.max ? 0 : pending.delta
            pending.line = index
            pending.delta = owed + delta
        } else {
            let later = pending.line + (index - old)
            moveLines(index..<later, by: delta)
            pending.line = later
            pending.delta += delta
        }
        pending.item = lines[pending.line].first
        if pending.delta == 0 { pending = FlowShift() }
    }

    private mutating func moveLines(_ range: Range<Int>, by delta: CGFloat) {
        guard delta != 0 else { return }
        let axis = AxisMapper(direction: direction)
        for index in range {
            lines[index].main += delta
            for item in lines[index].first..<lines[index].end { frames[item] = axis.offset(frames[item], by: delta) }
        }
    }
}
