/// A stack's arranged views as its rules read them: as they are now, or as
/// they were before some changes (see ``ArrangementEdit``), without a copy
/// for the last one.
struct ArrangedViews {
    private let list: [View]
    /// The views read with the other visibility (it changed since).
    private var flipped: [View] = []
    /// A view put back at an index (it left since), and the index of one
    /// left out (it joined since); -1: none.
    private var restored: View?
    private var restoredAt = -1
    private var leftOut = -1
    private(set) var count: Int

    /// The views of `list`, as they are.
    init(_ list: [View]) {
        self.list = list
        count = list.count
    }

    /// The views as they were before `edit`, given where it happened in
    /// these views (a removal: where the view was).
    func before(_ edit: ArrangementEdit, at index: Int) -> ArrangedViews {
        var old = self
        switch edit {
        case .visibility(let view):
            if let i = flipped.firstIndex(where: { $0 === view }) { old.flipped.remove(at: i) } else { old.flipped.append(view) }
        case .insertion:
            old = materialized()
            old.leftOut = index
            old.count -= 1
        case .removal(let view, _):
            old = materialized()
            old.restored = view
            old.restoredAt = index
            old.count += 1
        }
        return old
    }

    /// These views in a list of their own if one was left out or put back
    /// (an earlier change is then read without a chain of them).
    private func materialized() -> ArrangedViews {
        guard leftOut >= 0 || restoredAt >= 0 else { return self }
        var plain = ArrangedViews((0..<count).map { self[$0] })
        plain.flipped = flipped
        return plain
    }

    /// The index of `view` among these views, or nil: looked for from the
    /// end, where views are appended.
    func index(of view: View) -> Int? {
        (0..<count).reversed().first { self[$0] === view }
    }

    subscript(i: Int) -> View {
        if leftOut >= 0, i >= leftOut { return list[i + 1] }
        if restoredAt >= 0, i >= restoredAt { return i == restoredAt ? restored! : list[i - 1] }
        return list[i]
    }

    func isHidden(_ view: View) -> Bool { view.isHidden != flipped.contains { $0 === view } }

    /// The index of the first visible view at or after `i`, or nil.
    func firstVisible(from i: Int) -> Int? {
        var k = i
        while k < count {
            if !isHidden(self[k]) { return k }
            k += 1
        }
        return nil
    }

    /// The index of the last visible view before `i`, or nil.
    func lastVisible(before i: Int) -> Int? {
        var k = i - 1
        while k >= 0 {
            if !isHidden(self[k]) { return k }
            k -= 1
        }
        return nil
    }

    /// The visible views, in order.
    var visible: [View] { (0..<count).map { self[$0] }.filter { !isHidden($0) } }
}

/// One change to a stack's arranged views that only the constraints of
/// the views around it follow (see `StackView.updateWindows`).
enum ArrangementEdit {
    /// `view` was hidden or shown.
    case visibility(View)
    /// `view` joined the arranged views.
    case insertion(View)
    /// `view` left the arranged views from `index`.
    case removal(View, at: Int)
}
