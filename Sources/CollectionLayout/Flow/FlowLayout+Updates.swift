import Foundation

extension FlowLayout {
    /// Edits the laid-out sections for a batch update that only deletes, inserts and moves items, when
    /// the layout estimates and is laid out for the counts before it; returns false (nothing changed)
    /// otherwise. Arriving items take their measured size if they have one (a move), else the estimate.
    func applyItemEdits(_ mapping: ItemMapping) -> Bool {
        guard isEstimating, !needsFullLayout, error == nil, let edits = mapping.itemEdits,
            mapping.countsBefore == sections.map(\.sizes.count)
        else { return false }
        var firstEdited: Int?
        for (index, edit) in edits.enumerated() where !edit.removed.isEmpty || !edit.arrived.isEmpty {
            let sizes = edit.arrived.map { cache[ItemPath(item: $0, section: index)] }
            sections[index].update(
                removing: edit.removed, arriving: edit.arrived, sizes: sizes.map { $0 ?? estimate },
                measured: sizes.map { $0 != nil }, metrics: metrics(forSection: index))
            firstEdited = firstEdited ?? index
        }
        if let firstEdited { updateOrigins(from: firstEdited) }
        return true
    }

    /// Whether `context` only hands the layout the item counts a batch update's edits already laid out.
    func isEditedCounts(_ context: CollectionViewLayoutInvalidationContext) -> Bool {
        guard let editedCounts, context.invalidateDataSourceCounts, !context.invalidateEverything,
            context.invalidatedItemIndexPaths == nil, context.boundsChange == nil,
            dataSource.numberOfSections == editedCounts.count
        else { return false }
        return editedCounts.indices.allSatisfy { dataSource.numberOfItems(inSection: $0) == editedCounts[$0] }
    }
}
