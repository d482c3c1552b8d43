import AutoLayout
import Foundation

/// What a reuse queue needs of the views it hands out: an identifier and a reset.
protocol ReusableView: View {
    var reuseIdentifier: String? { get set }
    func prepareForReuse()
}

extension CollectionReusableView: ReusableView {}
extension TableViewHeaderFooterView: ReusableView {}

/// Registered view makers and, per reuse identifier, the views waiting to be handed out again.
struct ReuseQueue<Element: ReusableView> {
    private var makers: [String: () -> Element] = [:]
    private var waiting: [String: [Element]] = [:]
    /// How many views were made (not reused) so far.
    private(set) var made = 0

    mutating func register(_ identifier: String, make: @escaping () -> Element) {
        makers[identifier] = make
    }

    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A waiting view after `prepareForReuse()`, else a new one. An identifier never registered is a
    /// programming error, as in UIKit: `what` names the view ("a cell") and `registerCall` the fix.
    mutating func dequeue(_ identifier: String, what: String = "a cell", registerCall: String) -> Element {
        if let view = waiting[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let make = makers[identifier] else {
            preconditionFailure(
                "unable to dequeue \(what) with identifier \"\(identifier)\": "
                    + "no class was registered for it; call \(registerCall) first")
        }
        let view = make()
        view.reuseIdentifier = identifier
        made += 1
        return view
    }

    /// Puts a view that left the screen back in its identifier's queue (views of unregistered
    /// identifiers, and views made without a queue, are dropped).
    mutating func enqueue(_ view: Element) {
        guard let identifier = view.reuseIdentifier, makers[identifier] != nil else { return }
        waiting[identifier, default: []].append(view)
    }
}
