import Foundation
@testable import AutoLayout

/// Collects a hierarchy's layout reports instead of printing them.
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    var messages: [String] { lock.withLock { items } }
    func append(_ s: String) { lock.withLock { items.append(s) } }
}

/// A root view of the given size whose layout reports are collected.
func makeRoot(_ width: CGFloat = 375, _ height: CGFloat = 200, reports: Reports? = nil) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    let sink = reports ?? Reports()
    root.setDiagnosticsHandler { sink.append($0) }
    return root
}

/// `view` named `name`, added to `parent`, laid out by constraints.
func constrained<V: View>(_ view: V, in parent: View, _ name: String) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.identifier = name
    parent.addSubview(view)
    return view
}

/// A font whose every character is 10 points wide and whose lines are 20 tall.
let tenPoint = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)
