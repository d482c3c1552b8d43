import AutoLayout
import Foundation

/// The headers and footers on screen, both hosts' share: each visible supplementary element gets a
/// view from the host's data source or delegate (`provide`, which may answer `nil` for "no view"),
/// kept while it stays on screen and handed back (`recycle`) when it leaves.
final class SupplementaryHost {
    /// The views on screen by element, and their elements in display order.
    private(set) var visible: [ElementKey: View] = [:]
    private(set) var order: [ElementKey] = []
    /// Views got to be measured (self-sizing headers and footers) that are not on screen (yet).
    private var measuring: [ElementKey: View] = [:]
    /// Gets a configured view for an element, or `nil` if it has none.
    var provide: (ElementKey) -> View? = { _ in nil }
    /// Takes back a view that left the screen (to its kind's reuse queue).
    var recycle: (ElementKey, View) -> Void = { _, _ in }
    /// Tells the delegate a view comes on screen, after it is placed.
    var willDisplay: (ElementKey, View) -> Void = { _, _ in }
    /// Tells the delegate a view left the screen, with the element it showed.
    var didEndDisplaying: (ElementKey, View) -> Void = { _, _ in }

    /// Shows a view for each of `elements` (supplementary ones; cells are ignored): views that stay
    /// keep their place (moved if their frame changed), the others go back first, then new ones come.
    func show(_ elements: [LayoutAttributes]) {
        let wanted = elements.filter { $0.kind != .cell }
        let keys = Set(wanted.map { ElementKey(kind: $0.kind, path: $0.itemPath) })
        for key in order where !keys.contains(key) {
            if let view = visible.removeValue(forKey: key) { retire(view, key) }
        }
        var shown: [ElementKey: View] = [:]
        var shownOrder: [ElementKey] = []
        for attributes in wanted {
            let key = ElementKey(kind: attributes.kind, path: attributes.itemPath)
            if let view = visible[key] {
                if view.frame != attributes.frame { view.place(with: attributes) }
                shown[key] = view
            } else if let view = measuring.removeValue(forKey: key) ?? provide(key) {
                view.place(with: attributes)
                shown[key] = view
                willDisplay(key, view)
            } else {
                continue
            }
            shownOrder.append(key)
        }
        visible = shown
        order = shownOrder
        recycleMeasuring()
    }

    /// `fit` applied to the view of `key`: the one on screen or already measured, else a new one from
    /// `provide` (kept to be shown); `nil` if the element has no view.
    func measure(_ key: ElementKey, _ fit: (View) -> CGFloat) -> CGFloat? {
        if let view = visible[key] ?? measuring[key] { return fit(view) }
        guard let view = provide(key) else { return nil }
        measuring[key] = view
        return fit(view)
    }

    /// Hands back the views measured but not shown.
    private func recycleMeasuring() {
        for key in measuring.keys.sorted() { recycle(key, measuring[key]!) }
        measuring = [:]
    }

    /// Hands back every view (data reloaded).
    func removeAll() {
        for key in order { if let view = visible[key] { retire(view, key) } }
        recycleMeasuring()
        visible = [:]
        order = []
    }

    /// Moves the views on screen to their sections after a batch update; the views of deleted and
    /// reloaded sections are handed back.
    func remap(_ mapping: ItemMapping) {
        var kept: [ElementKey: View] = [:]
        for key in order {
            guard let view = visible[key] else { continue }
            if !mapping.reloadedSections.contains(key.path.section), let section = mapping.newSection(key.path.section) {
                kept[ElementKey(kind: key.kind, path: ItemPath(item: key.path.item, section: section))] = view
            } else {
                retire(view, key)
            }
        }
        recycleMeasuring()
        visible = kept
        order = kept.keys.sorted()
    }

    /// Takes a view off the screen: the delegate hears it, then it is handed back.
    private func retire(_ view: View, _ key: ElementKey) {
        didEndDisplaying(key, view)
        recycle(key, view)
    }

    /// The views of `kind` on screen, in display order.
    func views(ofKind kind: ElementKind) -> [View] {
        order.filter { $0.kind == kind }.compactMap { visible[$0] }
    }

    /// The elements of `kind` on screen, in display order.
    func elements(ofKind kind: ElementKind) -> [ElementKey] {
        order.filter { $0.kind == kind }
    }
}
