import Foundation

/// The changes of one batch update as the host's calls recorded them (UIKit's update items): deletes,
/// reloads and move sources in the paths of before the update; inserts and move destinations in the
/// paths of after it, whatever order the calls came in.
struct BatchUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [ItemPath] = []
    var insertedItems: [ItemPath] = []
    var reloadedItems: [ItemPath] = []
    var moves: [(from: ItemPath, to: ItemPath)] = []
    var sectionMoves: [(from: Int, to: Int)] = []
}

/// How a host names itself and its items in the messages of an invalid update.
struct UpdateVocabulary {
    /// "collection view" or "table view".
    let view: String
    /// "item" or "row".
    let item: String

    static let collection = UpdateVocabulary(view: "collection view", item: "item")
    static let table = UpdateVocabulary(view: "table view", item: "row")
}

/// A host's batch in progress: updates recorded inside `performBatchUpdates` (or between `beginUpdates`
/// and `endUpdates`) wait for the end; outside, each call is a batch of its own.
struct BatchRecorder {
    private(set) var depth = 0
    private(set) var updates = BatchUpdates()

    var isBatching: Bool { depth > 0 }

    mutating func begin() { depth += 1 }

    /// Ends one level; returns the batch when the outermost ends.
    mutating func end() -> BatchUpdates? {
        precondition(depth > 0, "endUpdates() was called without a matching beginUpdates()")
        depth -= 1
        guard depth == 0 else { return nil }
        defer { updates = BatchUpdates() }
        return updates
    }

    mutating func record(_ change: (inout BatchUpdates) -> Void) {
        change(&updates)
    }
}
