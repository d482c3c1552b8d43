import Foundation

/// Where each item of before a batch update is after it, built from the recorded updates and the
/// counts before and after; an update that does not add up stops the program with UIKit's explanation
/// (UIKit raises `NSInternalInconsistencyException`): it is a programming error.
///
/// Items that are not deleted or moved keep their order in their section and fill, in order, the
/// places of the section after the update that no insert or move took.
struct ItemMapping {
    /// Each section of before: its section after, or nil if deleted.
    private(set) var sectionMap: [Int?] = []
    /// Per section of before: its items deleted or moved away, ascending.
    private var removed: [[Int]] = []
    /// Per section of after: its items inserted or moved in, ascending.
    private var occupied: [[Int]] = []
    private var moves: [ItemPath: ItemPath] = [:]
    private var reloaded: Set<ItemPath> = []
    /// Sections of before reloaded whole: their items map to nothing.
    private(set) var reloadedSections = IndexSet()
    /// The item counts of before, per section.
    let countsBefore: [Int]

    init(_ updates: BatchUpdates, before: [Int], after: [Int], vocabulary words: UpdateVocabulary) {
        reloadedSections = updates.reloadedSections
        countsBefore = before
        sectionMap = Self.mapSections(updates, before: before.count, after: after.count, words: words)
        removed = Array(repeating: [], count: before.count)
        occupied = Array(repeating: [], count: after.count)
        var sources = Set<ItemPath>(), destinations = Set<ItemPath>()

        func source(_ path: ItemPath, _ action: String) {
            precondition(
                before.indices.contains(path.section) && (0..<before[path.section]).contains(path.item),
                "Invalid update: attempt to \(action) \(words.item) \(path.item) in section \(path.section), which "
                    + "had \(before.indices.contains(path.section) ? "\(before[path.section]) \(words.item)s" : "no such section") before the update")
            precondition(
                sectionMap[path.section] != nil && !updates.reloadedSections.contains(path.section),
                "Invalid update: attempt to \(action) \(words.item) \(path.item) in section \(path.section), which is also deleted or reloaded")
            precondition(
                sources.insert(path).inserted,
                "Invalid update: \(words.item) \(path.item) in section \(path.section) is deleted, reloaded or moved more than once")
        }
        func destination(_ path: ItemPath, _ action: String) {
            precondition(
                after.indices.contains(path.section) && (0..<after[path.section]).contains(path.item),
                "Invalid update: attempt to \(action) \(words.item) \(path.item) in section \(path.section), but there are "
                    + "\(after.indices.contains(path.section) ? "\(after[path.section]) \(words.item)s" : "no such section") after the update")
            precondition(
                !updates.insertedSections.contains(path.section),
                "Invalid update: attempt to \(action) \(words.item) \(path.item) in section \(path.section), which is itself inserted")
            precondition(
                destinations.insert(path).inserted,
                "Invalid update: \(words.item) \(path.item) in section \(path.section) is inserted or moved to more than once")
            occupied[path.section].append(path.item)
        }

        for path in updates.deletedItems {
            source(path, "delete")
            removed[path.section].append(path.item)
        }
        for path in updates.reloadedItems {
            source(path, "reload")
            reloaded.insert(path)
        }
        for path in updates.insertedItems { destination(path, "insert") }
        for move in updates.moves {
            source(move.from, "move")
            destination(move.to, "move")
            removed[move.from.section].append(move.from.item)
            moves[move.from] = move.to
        }
        for index in removed.indices { removed[index].sort() }
        for index in occupied.indices { occupied[index].sort() }
        checkCounts(updates, before: before, after: after, words: words)
    }

    /// Each surviving section's count after must be its count before, less deletes and moves out,
    /// plus inserts and moves in.
    private func checkCounts(_ updates: BatchUpdates, before: [Int], after: [Int], words: UpdateVocabulary) {
        var deleted = [Int](repeating: 0, count: before.count), movedOut = deleted
        var inserted = [Int](repeating: 0, count: after.count), movedIn = inserted
        for path in updates.deletedItems { deleted[path.section] += 1 }
        for path in updates.insertedItems { inserted[path.section] += 1 }
        for move in updates.moves {
            movedOut[move.from.section] += 1
            movedIn[move.to.section] += 1
        }
        for (old, new) in sectionMap.enumerated() {
            guard let new, !updates.reloadedSections.contains(old) else { continue }
            let expected = before[old] - deleted[old] - movedOut[old] + inserted[new] + movedIn[new]
            precondition(
                after[new] == expected,
                "Invalid update: invalid number of \(words.item)s in section \(new). The number of \(words.item)s "
                    + "contained in an existing section after the update (\(after[new])) must be equal to the number of "
                    + "\(words.item)s contained in that section before the update (\(before[old])), plus or minus the number "
                    + "of \(words.item)s inserted or deleted from that section (\(inserted[new]) inserted, \(deleted[old]) "
                    + "deleted) and plus or minus the number of \(words.item)s moved into or out of that section "
                    + "(\(movedIn[new]) moved in, \(movedOut[old]) moved out).")
        }
    }

    /// The section after the update of a section of before, or nil if it was deleted.
    func newSection(_ old: Int) -> Int? {
        sectionMap.indices.contains(old) ? sectionMap[old] : nil
    }

    /// Where the item at `old` is after the update, or nil if it was deleted (or its section was
    /// deleted or reloaded). A reloaded item keeps its place: see `isReloaded`.
    func newPath(_ old: ItemPath) -> ItemPath? {
        guard let section = newSection(old.section), !reloadedSections.contains(old.section) else { return nil }
        if let moved = moves[old] { return moved }
        let gone = removed[old.section]
        let before = gone.partitionPoint { $0 >= old.item }
        if before < gone.count, gone[before] == old.item { return nil }
        var item = old.item - before
        for taken in occupied[section] {
            if taken <= item { item += 1 } else { break }
        }
        return ItemPath(item: item, section: section)
    }

    /// Whether the item at `old` was reloaded, alone or with its section: its cell and measurement go.
    func isReloaded(_ old: ItemPath) -> Bool {
        reloaded.contains(old) || reloadedSections.contains(old.section)
    }

    /// The update as edits of each section's items, when it only deletes, inserts and moves items
    /// (every section keeps its place, none is reloaded, no item is): per section, the items of before
    /// that leave it and the items of after that arrive, both ascending. `nil` for any other update.
    var itemEdits: [(removed: [Int], arrived: [Int])]? {
        guard reloaded.isEmpty, reloadedSections.isEmpty, sectionMap.count == occupied.count,
            sectionMap.enumerated().allSatisfy({ $0.element == $0.offset })
        else { return nil }
        return Array(zip(removed, occupied))
    }
}
