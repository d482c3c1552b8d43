import AutoLayout
import Foundation

/// What the two hosts share in batch updates: recording the changes, then checking them against the
/// data source's new counts and carrying cells, headers, the selection and measured sizes over.
protocol BatchUpdatingHost: AnyObject {
    associatedtype Cell: HostedCell
    var batch: BatchRecorder { get set }
    /// The counts as last read (before the update in progress).
    var counts: [Int] { get set }
    var host: CellHost<Cell> { get }
    var supplementaries: SupplementaryHost { get }
    var updatedLayout: CollectionViewLayout { get }
    static var vocabulary: UpdateVocabulary { get }
    func reloadIfNeeded()
    func readCounts() -> [Int]
}

extension BatchUpdatingHost {
    /// Runs `updates` as one batch: the calls it makes are applied together at its end.
    func runBatch(_ updates: (() -> Void)?) {
        reloadIfNeeded()
        batch.begin()
        updates?()
        if let recorded = batch.end() { apply(recorded) }
    }

    /// Opens a batch that `endBatch()` applies (a table's `beginUpdates()`).
    func beginBatch() {
        if !batch.isBatching { reloadIfNeeded() }
        batch.begin()
    }

    /// Closes a batch, applying it if it was the outermost.
    func endBatch() {
        if let recorded = batch.end() { apply(recorded) }
    }

    /// Records a change: into the open batch, or as a batch of its own.
    func record(_ change: (inout BatchUpdates) -> Void) {
        let alone = !batch.isBatching
        if alone { beginBatch() }
        batch.record(change)
        if alone { endBatch() }
    }

    /// Checks the batch against the new counts (a mismatch stops the program, as UIKit raises), moves
    /// cells, headers and footers, the selection and measurements to their new paths, then tells the
    /// layout: `prepare()` for the new counts, `prepare(forCollectionViewUpdates:)`, `finalizeCollectionViewUpdates()`.
    private func apply(_ updates: BatchUpdates) {
        let after = readCounts()
        let mapping = ItemMapping(updates, before: counts, after: after, vocabulary: Self.vocabulary)
        counts = after
        host.remap(mapping)
        supplementaries.remap(mapping)
        updatedLayout.remapMeasurements(mapping)
        updatedLayout.dataSource = ItemCounts(after)
        updatedLayout.prepareIfNeeded()
        updatedLayout.prepare(forCollectionViewUpdates: updates.updateItems(mapping))
        updatedLayout.finalizeCollectionViewUpdates()
    }
}

extension CollectionView: BatchUpdatingHost {
    var updatedLayout: CollectionViewLayout { collectionViewLayout }
    static var vocabulary: UpdateVocabulary { .collection }
}

extension TableView: BatchUpdatingHost {
    var updatedLayout: CollectionViewLayout { layout }
    static var vocabulary: UpdateVocabulary { .table }
}
