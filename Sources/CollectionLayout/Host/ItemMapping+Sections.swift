import Foundation

extension ItemMapping {
    /// Each section of before: its section after, or nil if deleted. Moved sections go where they were
    /// moved; the other surviving sections keep their order and fill the places that no inserted or
    /// moved section took. Indexes out of range, a section both deleted and reloaded or moved, a section
    /// moved twice or to a taken place, and a section count that does not add up stop the program.
    static func mapSections(
        _ updates: BatchUpdates, before: Int, after: Int, words: UpdateVocabulary
    ) -> [Int?] {
        func check(_ section: Int, _ count: Int, _ action: String, _ when: String) {
            precondition(
                (0..<count).contains(section),
                "Invalid update: attempt to \(action) section \(section), but there are only \(count) sections \(when) the update")
        }
        updates.deletedSections.forEach { check($0, before, "delete", "before") }
        updates.reloadedSections.forEach { check($0, before, "reload", "before") }
        updates.insertedSections.forEach { check($0, after, "insert", "after") }
        var moved: [Int: Int] = [:]
        var taken = updates.insertedSections
        for move in updates.sectionMoves {
            check(move.from, before, "move", "before")
            check(move.to, after, "move", "after")
            precondition(
                !updates.deletedSections.contains(move.from) && !updates.reloadedSections.contains(move.from)
                    && moved[move.from] == nil,
                "Invalid update: section \(move.from) is moved more than once, or moved and deleted or reloaded")
            precondition(
                !taken.contains(move.to), "Invalid update: section \(move.to) is inserted or moved to more than once")
            moved[move.from] = move.to
            taken.insert(move.to)
        }
        precondition(
            updates.deletedSections.intersection(updates.reloadedSections).isEmpty,
            "Invalid update: a section is both deleted and reloaded")
        let inserted = updates.insertedSections.count, deleted = updates.deletedSections.count
        precondition(
            after == before - deleted + inserted,
            "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) after "
                + "the update (\(after)) must be equal to the number of sections contained in the \(words.view) before "
                + "the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted).")
        var free = (0..<after).filter { !taken.contains($0) }.makeIterator()
        return (0..<before).map { section in
            if updates.deletedSections.contains(section) { return nil }
            return moved[section] ?? free.next()
        }
    }
}
