import Foundation
import AutoLayout

/// Measured sizes per item, valid for one measuring context (`key`: a width, a target size...).
///
/// Asking for sizes under a different key forgets the old ones: a width change re-measures.
struct MeasurementCache<Key: Equatable> {
    private(set) var key: Key?
    fileprivate(set) var sizes: [ItemPath: CGSize] = [:]

    /// Makes the cache valid for `key`, emptying it if it held sizes for another key.
    mutating func use(key newKey: Key) {
        if key != newKey {
            sizes.removeAll(keepingCapacity: true)
            key = newKey
        }
    }

    subscript(path: ItemPath) -> CGSize? {
        get { sizes[path] }
        set { sizes[path] = newValue }
    }

    var count: Int { sizes.count }

    mutating func remove(_ paths: [ItemPath]) {
        for path in paths { sizes[path] = nil }
    }

    mutating func removeAll() {
        sizes.removeAll()
    }
}

/// Calls the sizing and checks its answer.
struct Measurer {
    let sizing: any ItemSizing
    let horizontalPriority: Float
    let verticalPriority: Float
    /// The layout's screen, passed to the sizing.
    let screen: Screen

    /// The measured size, or the error that makes it unusable.
    func measure(_ path: ItemPath, target: CGSize) -> Result<CGSize, CollectionLayoutError> {
        let size = sizing.size(
            for: path.indexPath, fitting: target,
            horizontalFittingPriority: horizontalPriority, verticalFittingPriority: verticalPriority, screen: screen)
        return size.isFiniteNonNegative ? .success(size) : .failure(.invalidMeasuredSize(path.indexPath, size))
    }
}

extension MeasurementCache {
    /// The cached or freshly measured height of a card or row `width` wide
    /// (width required, height as small as its content allows), or the
    /// reason there is none: no sizing, or an unusable measurement.
    mutating func height(
        of path: ItemPath, width: CGFloat, sizing: (any ItemSizing)?, screen: Screen
    ) -> Result<CGFloat, CollectionLayoutError> {
        if let cached = self[path] { return .success(cached.height) }
        guard let sizing else { return .failure(.missingSizing(path.indexPath)) }
        let measurer = Measurer(
            sizing: sizing, horizontalPriority: FittingPriority.required, verticalPriority: FittingPriority.fittingSizeLevel,
            screen: screen)
        return measurer.measure(path, target: CGSize(width: width, height: 0)).map { size in
            self[path] = size
            return size.height
        }
    }
}

extension MeasurementCache {
    /// Moves each measured size to its item's path after a batch update; deleted and reloaded items' go.
    mutating func remap(_ mapping: ItemMapping) {
        var moved: [ItemPath: CGSize] = [:]
        moved.reserveCapacity(sizes.count)
        for (path, size) in sizes where !mapping.isReloaded(path) {
            if let new = mapping.newPath(path) { moved[new] = size }
        }
        sizes = moved
    }
}
