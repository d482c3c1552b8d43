import Foundation

/// The layout constraints the maker DSL made for each item, so that
/// `updateConstraints`, `remakeConstraints` and `removeConstraints` find
/// them (SnapKit keeps them on the view; here a table of weak references,
/// which keeps neither the items nor the constraints alive).
final class MakerRegistry: @unchecked Sendable {
    static let shared = MakerRegistry()

    private struct Entry {
        weak var item: LayoutItem?
        var constraints: [WeakConstraint]
    }

    private struct WeakConstraint {
        weak var constraint: LayoutConstraint?
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneAt = 64

    /// Records constraints made for `item` (once each).
    func register(_ constraints: [LayoutConstraint], for item: LayoutItem) {
        lock.withLock {
            let key = ObjectIdentifier(item)
            var entry = entries[key].flatMap { $0.item === item ? $0 : nil } ?? Entry(item: item, constraints: [])
            for c in constraints where !entry.constraints.contains(where: { $0.constraint === c }) {
                entry.constraints.append(WeakConstraint(constraint: c))
            }
            entries[key] = entry
            if entries.count >= pruneAt {
                entries = entries.filter { $0.value.item != nil }
                pruneAt = max(64, entries.count * 2)
            }
        }
    }

    /// Forgets constraints of `item`.
    func unregister(_ constraints: [LayoutConstraint], for item: LayoutItem) {
        lock.withLock {
            let key = ObjectIdentifier(item)
            guard var entry = entries[key], entry.item === item else { return }
            entry.constraints.removeAll { w in w.constraint.map { c in constraints.contains { $0 === c } } ?? true }
            entries[key] = entry
        }
    }

    /// The active constraints the DSL made for `item`, in the order they were made.
    func activeConstraints(of item: LayoutItem) -> [LayoutConstraint] {
        let all: [LayoutConstraint] = lock.withLock {
            let key = ObjectIdentifier(item)
            guard var entry = entries[key], entry.item === item else { return [] }
            entry.constraints.removeAll { $0.constraint == nil }
            entries[key] = entry
            return entry.constraints.compactMap(\.constraint)
        }
        return all.filter(\.isActive)
    }
}
