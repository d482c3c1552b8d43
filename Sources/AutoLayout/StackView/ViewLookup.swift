/// Whether a view is in a list of views, asked in constant time: by a
/// search of the list while it is short, by a set of the views' identities
/// once it is long.
///
/// A stack asks whether a view is arranged at every change of a view's
/// size or visibility; a stack of 10,000 views needs the set, and the row
/// of a cell (two or three views) would carry one for each row of a
/// screen for nothing.
struct ViewLookup {
    /// The identities, made once the list holds more than `searchedUpTo` views.
    private var set: Set<ObjectIdentifier>?

    /// The longest list searched in place.
    static let searchedUpTo = 16

    /// Whether `view` is in `list`, the list this lookup follows.
    func contains(_ view: View, in list: [View]) -> Bool {
        if let set { return set.contains(ObjectIdentifier(view)) }
        return list.contains { $0 === view }
    }

    /// Follows `list` after `view` joined it.
    mutating func inserted(_ view: View, into list: [View]) {
        if set != nil {
            set!.insert(ObjectIdentifier(view))
        } else if list.count > ViewLookup.searchedUpTo {
            set = Set(list.map(ObjectIdentifier.init))
        }
    }

    /// Follows `list` after `view` left it.
    mutating func removed(_ view: View) {
        set?.remove(ObjectIdentifier(view))
    }

    /// Follows a list made anew.
    init(_ list: [View] = []) {
        set = list.count > ViewLookup.searchedUpTo ? Set(list.map(ObjectIdentifier.init)) : nil
    }
}
