import Foundation

/// A view that lays out a row or a column of views with constraints (UIKit's `UIStackView`).
///
/// The stack generates the constraints UIKit's stack view generates, with
/// UIKit's identifiers and priorities (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, ...): read them in
/// ``generatedConstraints`` to see why a frame is what it is. Changing a
/// property or hiding an arranged view replaces only the constraints that
/// change; the engine applies them incrementally.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(stack)
/// ```
///
/// Where UIKit leaves a layout open, the stack decides, deterministically:
/// - Equal hugging or compression resistance along the axis (fill,
///   fillEqually, equalSpacing): the first visible view stretches or
///   shrinks, then, once it is squeezed to nothing, the next by index
///   (each later view's hugging and compression resistance get a copy
///   just below them, weighted by the view's place, made when a layout
///   first stretches or squeezes it). A nested stack, which has no
///   intrinsic size, passes its place on to the views whose length follows
///   its own: it stretches or shrinks after the views before it and before
///   the views after it, its own first view first.
/// - A hidden view sits `==` half a spacing after the visible view before it
///   (UIKit uses `>=` for equalSpacing and equalCentering).
/// - A vertical stack treats firstBaseline alignment as leading and
///   lastBaseline as trailing.
/// - Multi-line label tie-breakers count visible labels only.
open class StackView: View {
    /// How a stack sizes and positions its views along its axis (UIKit's `UIStackView.Distribution`).
    ///
    /// ```swift
    /// buttons.distribution = .fillEqually
    /// ```
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// Fill the axis, giving the difference to views by hugging and compression resistance; equal
        /// sizes; sizes in proportion to intrinsic sizes; equal gaps; equal distances between centres.
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How a stack positions its views across its axis (UIKit's `UIStackView.Alignment`).
    ///
    /// ```swift
    /// row.alignment = .firstBaseline
    /// ```
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        /// Fill across the axis; align leading (top) edges, first baselines, centres,
        /// trailing (bottom) edges or last baselines.
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The top edge, for horizontal stacks (the same as `leading`).
        /// e.g. `row.alignment = .top`
        public static let top = Alignment.leading
        /// The bottom edge, for horizontal stacks (the same as `trailing`).
        /// e.g. `row.alignment = .bottom`
        public static let bottom = Alignment.trailing
    }

    /// What `customSpacing(after:)` returns for a view without custom spacing (UIKit's `spacingUseDefault`).
    /// e.g. `stack.customSpacing(after: title) == StackView.spacingUseDefault   // no custom spacing`
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The views the stack arranges, in order; always a subset of `subviews`.
    /// e.g. `stack.arrangedSubviews.count`
    public private(set) var arrangedSubviews: [View] = []
    /// The views in `arrangedSubviews`, for lookup: whether a view is
    /// arranged is asked at every change of a view's size or visibility, and
    /// a stack of 10,000 views is built in linear time.
    private var arrangedLookup = ViewLookup()

    /// The axis the views are laid out along.
    /// e.g. `stack.axis = .vertical`
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { setNeedsArrangement() } } }
    /// How the views share the length along the axis.
    /// e.g. `stack.distribution = .fillEqually`
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsArrangement() } } }
    /// How the views are placed across the axis.
    /// e.g. `stack.alignment = .center`
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsArrangement() } } }
    /// The space between adjacent views (a minimum for equalSpacing and equalCentering).
    /// e.g. `stack.spacing = 8`
    public var spacing: CGFloat = 0 {
        didSet {
            guard spacing != oldValue else { return }
            guard spacing.isFinite else {
                LayoutDiagnostics.report(.invalidNumber("spacing \(spacing) of \(debugName) is not finite; kept \(oldValue)"), root: rootView)
                spacing = oldValue
                return
            }
            setNeedsArrangement()
        }
    }
    /// Whether the views are laid out inside `layoutMarginsGuide` rather than the bounds.
    /// e.g. `stack.isLayoutMarginsRelativeArrangement = true`
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }
    /// Whether vertical spacing runs from one view's last baseline to the next one's first (vertical stacks).
    /// e.g. `stack.isBaselineRelativeArrangement = true`
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// The constraints the stack made, in the order it made them; all active.
    ///
    /// ```swift
    /// for c in stack.generatedConstraints { print(c) }
    /// // <LayoutConstraint 'UISV-spacing' B.leading == A.trailing + 8   (active) [...]>
    /// ```
    public var generatedConstraints: [LayoutConstraint] {
        arrangeIfNeeded()
        return arrangement.constraints
    }

    /// The generated constraints as last made (see `updateArrangement`).
    var arrangement = Arrangement()
    /// The changes to the arranged views since the arrangement was made,
    /// oldest first, if every change since is one of these and there are
    /// at most `editsFollowed` (see `setNeedsArrangement`).
    var pendingEdits: [ArrangementEdit]?
    /// The most changes before one arrangement that are followed one by one.
    static let editsFollowed = 8
    /// How many times the arrangement was made for every view: a count for tests.
    var fullArrangements = 0
    /// Whether the arrangement is out of date: changes are gathered and
    /// applied once, before the next layout or fitting query (as UIKit
    /// does in `updateConstraints`), so building a stack of n views one
    /// `addArrangedSubview` at a time costs O(n), not O(n²).
    var needsArrangement = false

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// `_UILayoutSpacer 'UISV-alignment-spanner'`: encloses the views across the axis.
    var alignmentGuide: LayoutGuide?
    /// `_UIOLAGapGuide 'UISV-distributing'`: one per gap, for equalSpacing and equalCentering.
    var gapGuides: [LayoutGuide] = []
    /// The arranged views last given tie-breaking copies, in order, the
    /// axis they were given them on, which views they are (see
    /// `ViewLookup`), and each one's place among them: by a search of the
    /// list while it is short, from a table made when first asked once it
    /// is long (a change to one view moves the places of the views after it).
    var tieBrokenViews: [View] = []
    var tieBrokenAxis = LayoutAxis.horizontal
    var tieBrokenLookup = ViewLookup()
    var tieBrokenPlaces: [ObjectIdentifier: Int]?
    /// The axes on which the arranged views' lengths followed the stack's
    /// when the tie-breaking views were last applied (see `passesLength(on:)`).
    var tieFollowingAxes: (horizontal: Bool, vertical: Bool) = (false, false)

    /// Makes a stack of `arrangedSubviews` (horizontal, fill, fill, spacing 0).
    ///
    /// ```swift
    /// let column = StackView(arrangedSubviews: [title, subtitle])
    /// column.axis = .vertical
    /// ```
    public init(arrangedSubviews views: [View] = []) {
        super.init(frame: .zero)
        for view in views { _ = arrange(view, at: lastIndex(for: view)) }
        setNeedsArrangement()
    }

    /// A stack view from an archive: there are none to decode here, so this returns nil
    /// (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of `arrangedSubviews` (and as a subview if it is not one).
    /// e.g. `stack.addArrangedSubview(title)`
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: lastIndex(for: view))
    }

    /// The index that puts `view` last.
    private func lastIndex(for view: View) -> Int {
        isArranged(view) ? arrangedSubviews.count - 1 : arrangedSubviews.count
    }

    /// Whether `view` is in `arrangedSubviews` (constant time).
    func isArranged(_ view: View) -> Bool {
        arrangedLookup.contains(view, in: arrangedSubviews)
    }

    /// Inserts `view` into `arrangedSubviews` at `index` (0...count); a new view
    /// becomes the last subview. An index out of range is reported and ignored.
    ///
    /// ```swift
    /// stack.insertArrangedSubview(badge, at: 0)
    /// ```
    public func insertArrangedSubview(_ view: View, at index: Int) {
        let moved = isArranged(view)
        if arrange(view, at: index) { setNeedsArrangement(moved ? nil : .insertion(view)) }
    }

    /// Puts `view` at `index` in `arrangedSubviews`; false (and a report) when it cannot.
    private func arrange(_ view: View, at index: Int) -> Bool {
        let existing = isArranged(view) ? arrangedSubviews.firstIndex { $0 === view } : nil
        let limit = existing == nil ? arrangedSubviews.count : arrangedSubviews.count - 1
        guard index >= 0, index <= limit else {
            LayoutDiagnostics.report(.invalidHierarchy(
                "index \(index) out of bounds for arranged subview \(view.debugName) of \(debugName): expected 0...\(limit)"),
                root: rootView)
            return false
        }
        if let existing {
            arrangedSubviews.remove(at: existing)
        } else {
            if view.superview !== self {
                addSubview(view)
                guard view.superview === self else { return false }  // refused (and reported) by addSubview
            }
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        arrangedSubviews.insert(view, at: index)
        arrangedLookup.inserted(view, into: arrangedSubviews)
        return true
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit).
    /// e.g. `stack.removeArrangedSubview(badge); badge.removeFromSuperview()`
    public func removeArrangedSubview(_ view: View) {
        guard isArranged(view), let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        arrangedLookup.removed(view)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement(.removal(view, at: index))
    }

    /// Sets the space after `view` (an arranged subview), replacing `spacing` there.
    ///
    /// ```swift
    /// stack.setCustomSpacing(20, after: header)
    /// ```
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        guard isArranged(view) else {
            LayoutDiagnostics.report(.invalidHierarchy(
                "custom spacing after \(view.debugName), which is not arranged by \(debugName)"), root: rootView)
            return
        }
        guard spacing.isFinite || spacing == StackView.spacingUseDefault else {
            LayoutDiagnostics.report(.invalidNumber("custom spacing \(spacing) after \(view.debugName) is not finite"), root: rootView)
            return
        }
        customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The custom space after `view`, or `StackView.spacingUseDefault`.
    /// e.g. `stack.setCustomSpacing(16, after: title); stack.customSpacing(after: title)   // 16`
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// The space after `view`: its custom spacing, else `spacing`.
    func gap(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    // MARK: Hooks

    override func arrangedSubviewVisibilityDidChange(_ view: View) {
        if isArranged(view) { setNeedsArrangement(.visibility(view)) }
    }

    override func subviewWasRemoved(_ view: View) {
        removeArrangedSubview(view)
    }

    override func subviewIntrinsicContentSizeDidChange(_ view: View) {
        guard isArranged(view) else { return }
        // Proportional multipliers depend on content, and the multi-line
        // label tie-breaker of horizontal stacks on the number of lines.
        let labelTies = view is Label && axis == .horizontal && distribution != .fillEqually
        if distribution == .fillProportionally || labelTies { setNeedsArrangement() }
    }

    override func intrinsicTieWeight(of view: View, axis: LayoutAxis) -> Double? {
        guard axis == tieBrokenAxis, let place = tieBrokenPlace(of: view) else { return nil }
        return Double(place + 1)
    }

    override func breaksTie(of view: View, axis: LayoutAxis) -> Bool {
        axis == tieBrokenAxis && tieBrokenLookup.contains(view, in: tieBrokenViews)
    }

    /// Whether the arranged views' lengths on `axis` follow the stack's:
    /// along its axis, one of them takes what the stack gains or loses (by
    /// its own ties); across it, with fill alignment, all do. A stack has
    /// no intrinsic size to break a tie with, so its arranged views carry
    /// its tie-breaking weight instead (see `View.tieWeight(on:)`).
    func passesLength(on axis: LayoutAxis) -> Bool { axis == self.axis || alignment == .fill }

    // A hidden view's length along the axis is 0; across it, with fill
    // alignment, it still follows the stack's.
    override func lengthFollowers(on axis: LayoutAxis) -> [View] {
        guard passesLength(on: axis) else { return [] }
        return axis == self.axis ? arrangedSubviews.filter { !$0.isHidden } : arrangedSubviews
    }

    override var breaksTies: Bool { true }

    override func passesLength(to view: View, on axis: LayoutAxis) -> Bool {
        passesLength(on: axis) && (axis != self.axis || !view.isHidden) && isArranged(view)
    }

    /// The place of `view` among the tie-broken views, or nil.
    func tieBrokenPlace(of view: View) -> Int? {
        guard tieBrokenViews.count > ViewLookup.searchedUpTo else { return tieBrokenViews.firstIndex { $0 === view } }
        if tieBrokenPlaces == nil {
            tieBrokenPlaces = Dictionary(uniqueKeysWithValues: tieBrokenViews.enumerated().map { (ObjectIdentifier($1), $0) })
        }
        return tieBrokenPlaces![ObjectIdentifier(view)]
    }

    /// The most tie-broken views whose copies come with them. A short stack
    /// (a row of a cell) is often stretched or squeezed by its container,
    /// and its few copies cost little with its views; made at the first
    /// layout instead, a screen of rows would be walked a second time. A
    /// long one (a list) usually fits its content and never needs them.
    static let eagerTieBreakLimit = 8

    override var defersIntrinsicTieBreaks: Bool { tieBrokenViews.count > StackView.eagerTieBreakLimit }
}
