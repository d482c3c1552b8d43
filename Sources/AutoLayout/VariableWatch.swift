/// An entry of a `VariableWatch`: about one view.
protocol WatchEntry {
    var view: ObjectIdentifier { get }
}

/// A list the engine keeps while the views' intrinsic constraints stay
/// (sizes kept from going below zero, deferred tie-breaks), each entry
/// watching one variable, and which entries a look must read: all of them
/// the first time, then only those whose variable moved since the last look
/// (`LayoutEngine.moved`) or that were marked. A layout after a change that
/// moves a few views reads a few entries, not every view's.
struct VariableWatch<Entry: WatchEntry> {
    /// The count of changes the entries are current for (`LayoutEngine.intrinsicChanges`).
    var revision: Int
    /// The entries; nil where one was taken out since (see `replaceEntries`).
    var entries: [Entry?]
    /// How many entries are nil.
    private(set) var holes = 0
    /// Where each view's entries are (side by side), made at the first `replaceEntries`.
    private var entriesOfView: [ObjectIdentifier: Range<Int>]?
    /// The variable each entry watches.
    private let variable: (Entry) -> Int
    /// The entry watching each variable, by variable id: made by the first
    /// look that reads only what moved (a list read in full once and made
    /// again before the next look never needs it).
    private var entryOfVariable: [Int: Int]?
    /// How much of the moved list the last look read; nil before the first.
    private var lookedAt: Int?
    private var marked: [Int] = []

    init(revision: Int, entries: [Entry], variable: @escaping (Entry) -> Int) {
        self.revision = revision
        // Mapped, not converted: an array conversion casts each element dynamically.
        self.entries = entries.map { Optional($0) }
        self.variable = variable
    }

    /// Replaces the entries of `view` with `new`, which the next look reads;
    /// returns where they are.
    @discardableResult
    mutating func replaceEntries(of view: ObjectIdentifier, with new: [Entry]) -> Range<Int> {
        if entriesOfView == nil {
            var table: [ObjectIdentifier: Range<Int>] = [:]
            for (i, e) in entries.enumerated() {
                if let e { table[e.view] = (table[e.view]?.lowerBound ?? i)..<(i + 1) }
            }
            entriesOfView = table
        }
        for i in entriesOfView![view] ?? 0..<0 { entries[i] = nil }
        holes += entriesOfView![view]?.count ?? 0
        let added = entries.count..<(entries.count + new.count)
        for e in new {
            entryOfVariable?[variable(e)] = entries.count
            marked.append(entries.count)
            entries.append(e)
        }
        entriesOfView![view] = new.isEmpty ? nil : added
        return added
    }

    /// The entries to read now, in order, given `moved` (the variables moved
    /// since the frames were written); they count as read.
    mutating func indicesToRead(moved: [Int]) -> [Int] {
        defer {
            lookedAt = moved.count
            marked.removeAll()
        }
        guard let start = lookedAt, start <= moved.count else { return Array(entries.indices) }
        if entryOfVariable == nil {
            var index: [Int: Int] = [:]
            index.reserveCapacity(entries.count)
            for (i, e) in entries.enumerated() { if let e { index[variable(e)] = i } }
            entryOfVariable = index
        }
        var indices = marked
        for id in moved[start...] { if let i = entryOfVariable![id] { indices.append(i) } }
        guard indices.count > 1 else { return indices }
        return Array(Set(indices)).sorted()
    }

    /// Has entry `i` read at the next look, whether or not its variable moves.
    mutating func mark(_ i: Int) { marked.append(i) }

    /// The moved list starts again, empty: a look that had not read all
    /// `count` entries of it reads every entry next (-1: every look does).
    mutating func movedListCleared(count: Int) {
        if let start = lookedAt { lookedAt = start == count ? 0 : nil }
    }
}
