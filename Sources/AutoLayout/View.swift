import Cassowary
import Synchronization
import Foundation

/// A rectangle in a hierarchy, laid out by constraints (UIKit's `UIView`).
///
/// Views made in code translate their frame into constraints
/// (`translatesAutoresizingMaskIntoConstraints` is true) until you turn that
/// off, as in UIKit. The root of a hierarchy owns the layout engine;
/// `layoutIfNeeded()` solves and writes every frame.
///
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// LayoutConstraint.activate([
///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor),
/// ])
/// root.layoutIfNeeded()
/// box.frame   // (16, 16, 100, 100)
/// ```
open class View: LayoutItem {
    /// A name shown in descriptions, traces and conflict reports.
    /// e.g. `view.identifier = "avatar"`
    public var identifier: String?
    /// The view this view was added to, or nil for a root.
    /// e.g. `title.superview === cell   // after cell.addSubview(title)`
    public internal(set) weak var superview: View?
    /// The views added with `addSubview(_:)`, back to front.
    /// e.g. `cell.subviews.last === badge   // after cell.addSubview(badge)`
    public internal(set) var subviews: [View] = []
    /// The layout guides added with `addLayoutGuide(_:)`.
    /// e.g. `view.layoutGuides.count`
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// Constraints installed on this view (those whose closest common ancestor it is).
    /// e.g. `cell.constraints.count   // constraints between its subviews`
    public internal(set) var constraints: [LayoutConstraint] = []

    /// The frame in the superview's coordinates. With
    /// `translatesAutoresizingMaskIntoConstraints` it also drives the layout.
    /// e.g. `header.frame = CGRect(x: 0, y: 0, width: 375, height: 44)`
    public var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            setLayoutFrame(newValue)
            guard newValue != old, let engine = rootView.engine else { return }
            if translatesAutoresizingMaskIntoConstraints { engine.frameDidChange(self) }
            engine.frameSetByHand(self)
        }
    }

    /// The frame as the layout pass last wrote it, or as set since.
    private var storedFrame: CGRect

    /// Writes the frame the layout pass computed (which the engine holds
    /// already): `frame` without telling the engine.
    func setLayoutFrame(_ frame: CGRect) {
        if frame.size != storedFrame.size { layoutPending = true }
        storedFrame = frame
    }

    /// Whether the frame becomes required constraints (position relative to
    /// the superview, and size). True for views made in code.
    /// e.g. `title.translatesAutoresizingMaskIntoConstraints = false   // before constraining it`
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { rootView.engine?.autoresizingDidChange(self) } }
    }

    /// Which margins and sizes follow the superview's bounds when the view translates its frame
    /// into constraints (none by default, as in UIKit: the frame stays as set).
    /// e.g. `header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]`
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if autoresizingMask != oldValue, translatesAutoresizingMaskIntoConstraints {
                rootView.engine?.autoresizingDidChange(self)
            }
        }
    }

    /// Hidden views still take part in layout (as in UIKit); a stack view collapses them.
    /// e.g. `badge.isHidden = count == 0`
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.arrangedSubviewVisibilityDidChange(self) } }
    }

    /// The colour the view's bounds are filled with; nil (the default) is transparent.
    /// Layout ignores it; the renderer draws it, with `layer.cornerRadius`.
    ///
    /// ```swift
    /// cell.backgroundColor = .white
    /// ```
    public var backgroundColor: Color? {
        get { options?.backgroundColor }
        set { if newValue != nil || options != nil { ensuredOptions.backgroundColor = newValue } }
    }

    /// The drawing properties of the view's layer: corner radius, border, clipping.
    ///
    /// ```swift
    /// avatar.layer.cornerRadius = 20
    /// ```
    public var layer: Layer {
        if let layer = madeLayer { return layer }
        let layer = Layer()
        madeLayer = layer
        return layer
    }
    /// The layer, once asked for: most views of a large screen never are.
    private var madeLayer: Layer?

    /// Whether subviews are cut to the view's bounds when drawn (the layer's `masksToBounds`).
    ///
    /// ```swift
    /// imageView.clipsToBounds = true
    /// ```
    public var clipsToBounds: Bool {
        get { madeLayer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// How content of another size is fitted to the bounds (default `.scaleToFill`); the renderer
    /// places an image view's image with it.
    ///
    /// ```swift
    /// imageView.contentMode = .scaleAspectFit
    /// ```
    public var contentMode: ContentMode = .scaleToFill

    /// The screen this view is shown on: the one set on it, else its
    /// superview's, up to the root; ``Screen/default`` (375 x 667 at 2x)
    /// when none is set. Setting it re-measures the subtree's content.
    ///
    /// ```swift
    /// root.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 1)
    /// ```
    public var screen: Screen {
        get {
            var view = self
            while true {
                if let s = view.ownScreen { return s }
                guard let parent = view.superview else { return .default }
                view = parent
            }
        }
        set {
            ensuredOptions.screen = newValue
            for v in allViews() { v.screenDidChange() }
        }
    }

    /// Called on each view under one whose screen was set: content measured on the screen's
    /// pixel grid is measured again.
    func screenDidChange() {
        if ownScale == nil { invalidateIntrinsicContentSize() }
    }

    /// The pixel grid: fitting sizes and text round up to 1 / contentScaleFactor,
    /// and layout snaps frames to it (with the root's). Default: the
    /// screen's scale (2 unless a screen says otherwise).
    ///
    /// ```swift
    /// label.contentScaleFactor = 3   // this label measures on a 1/3-point grid
    /// ```
    public var contentScaleFactor: CGFloat {
        get { ownScale ?? screen.scale }
        set {
            let old = contentScaleFactor
            ensuredOptions.scale = newValue
            if newValue != old { invalidateIntrinsicContentSize() }
        }
    }
    /// The settings most views leave at their defaults (see ``ViewOptions``).
    var options: ViewOptions?

    /// The layout direction of this view's content.
    /// e.g. `row.semanticContentAttribute = .forceRightToLeft`
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            if semanticContentAttribute != .unspecified { currentHierarchy().forcesDirection = true }
            rootView.engine?.directionDidChange(under: self)
        }
    }

    /// Whether `layoutSubviews()` is due at the next `layoutIfNeeded()`; a
    /// view that becomes due joins its tree's list if the tree keeps one
    /// (`Hierarchy.pendingLayouts`).
    var layoutPending: Bool {
        get { layoutIsPending }
        set {
            if newValue && !layoutIsPending, let tree = madeHierarchy, tree.tracksPendingLayouts {
                tree.pendingLayouts.append(PendingLayout(view: self))
            }
            layoutIsPending = newValue
        }
    }
    private var layoutIsPending = true
    /// The view's place in its engine's list of views (`HierarchyViews`), as of the list last made.
    var layoutOrder: Int32 = 0
    /// Whether `updateConstraints()` is due at the next `layoutIfNeeded()`.
    var constraintsUpdatePending = true
    /// The hook cycles (`LayoutEngine.cycles`) that last called `layoutSubviews()` and `updateConstraints()`.
    var layoutCycle = 0, updateCycle = 0
    var contentHugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The engine, on a root view once layout has run.
    var engine: LayoutEngine?
    /// Constraints the engine made for this view (frame, intrinsic size, margins).
    var generated = GeneratedConstraints()
    /// The tree this view belongs to (see ``Hierarchy``), made on first use.
    var hierarchy: Hierarchy {
        get {
            if let tree = madeHierarchy { return tree }
            let tree = Hierarchy(root: self)
            madeHierarchy = tree
            return tree
        }
        set { madeHierarchy = newValue }
    }
    /// `hierarchy` once made: a view added to a tree before anything asked
    /// for a tree of its own takes the tree's without making one.
    private(set) var madeHierarchy: Hierarchy?
    private static let counter = Counter()
    let serial: Int

    /// A view with this frame in its superview's coordinates.
    ///
    /// A root view keeps its frame's size through layout. A subview made for
    /// Auto Layout sets `translatesAutoresizingMaskIntoConstraints = false`,
    /// as in UIKit, and its frame comes from its constraints.
    ///
    /// ```swift
    /// let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// let box = View()
    /// box.translatesAutoresizingMaskIntoConstraints = false
    /// root.addSubview(box)
    /// ```
    public init(frame: CGRect = .zero) {
        storedFrame = frame
        serial = View.counter.next()
        super.init()
    }

    /// A view from an archive (a nib or storyboard): there are none to decode here, so this returns
    /// nil. It is `required`, as UIKit's is, so UIKit code's `required init?(coder:)` ports as it is
    /// written (and a subclass with initializers of its own writes one, as in UIKit).
    ///
    /// ```swift
    /// required init?(coder aDecoder: NSCoder) {
    ///     super.init(coder: aDecoder)
    /// }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called on views loaded from a nib once their outlets are connected (UIKit's). Nothing loads
    /// nibs here, so it is only called by code that calls it; overrides call `super`.
    ///
    /// ```swift
    /// override func awakeFromNib() {
    ///     super.awakeFromNib()
    ///     setup()
    /// }
    /// ```
    open func awakeFromNib() {}

    // MARK: Layout hooks (overridden as in UIKit)

    /// Lays out the subviews by hand, after the engine has placed them: called by
    /// `layoutIfNeeded()` on each view whose layout ran (its size changed, a subview moved or joined,
    /// or `setNeedsLayout()` was called), parents before children, as UIKit does. The default does
    /// nothing (the engine has already written the frames); overrides call `super` first.
    ///
    /// Frames set here on subviews that translate their frames (a badge at a corner) hold, and their
    /// own constrained subviews are laid out at the new size before they are called. `setNeedsLayout()`
    /// here asks for the next `layoutIfNeeded()`, not for another call in this one.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     badge.frame = CGRect(x: bounds.width - 20, y: 0, width: 20, height: 20)
    /// }
    /// ```
    open func layoutSubviews() {}

    /// Updates the view's constraints: called by `layoutIfNeeded()` before the layout, once for each
    /// view the first time it is laid out and again after `setNeedsUpdateConstraints()`, subviews before
    /// their superview, as UIKit does. The default does nothing; overrides call `super` last.
    ///
    /// ```swift
    /// override func updateConstraints() {
    ///     heightConstraint.constant = isExpanded ? 200 : 44
    ///     super.updateConstraints()
    /// }
    /// ```
    open func updateConstraints() {}

    /// The size that fits the view's content within `size`. For a plain view UIKit returns the
    /// current bounds size, and so does this; a label returns its text's size (wrapped at
    /// `size.width` when it has more than one line), an image view its image's size.
    /// Constraints are not consulted (that is `systemLayoutSizeFitting`).
    ///
    /// ```swift
    /// let label = Label(text: "Hello")
    /// label.sizeThatFits(CGSize(width: 200, height: 100))   // the one-line size of "Hello"
    /// ```
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    ///
    /// ```swift
    /// let label = Label(text: "Hello")
    /// label.sizeToFit()
    /// label.frame.size   // the text's size
    /// ```
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Called when the view's `safeAreaInsets` changed in a layout, before its `layoutSubviews()`.
    /// The default does nothing; overrides call `super`.
    ///
    /// ```swift
    /// override func safeAreaInsetsDidChange() {
    ///     super.safeAreaInsetsDidChange()
    ///     toolbarHeight.constant = 44 + safeAreaInsets.bottom
    /// }
    /// ```
    open func safeAreaInsetsDidChange() {}

    override package var owner: View? { self }
    override var debugName: String { identifier ?? "\(type(of: self))#\(serial)" }

    /// The size the content wants, or `noIntrinsicMetric` per axis. Override
    /// in subclasses and call `invalidateIntrinsicContentSize()` when it changes.
    ///
    /// Each axis with a size gets `dimension <= size` at the hugging priority
    /// and `dimension >= size` at the compression resistance priority; their
    /// constants update in place when the size changes.
    /// e.g. `override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 40) }`
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    // MARK: Geometry

    /// The view's own coordinate space: origin zero, size of the frame.
    /// e.g. `cell.bounds.size == cell.frame.size   // true`
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The center of the frame, in the superview's coordinates.
    /// e.g. `badge.center = CGPoint(x: 20, y: 20)`
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The direction leading and trailing follow, from `semanticContentAttribute` up the hierarchy.
    /// e.g. `row.effectiveUserInterfaceLayoutDirection   // .leftToRight unless forced`
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        guard currentHierarchy().forcesDirection else { return .leftToRight }
        var view: View? = self
        while let v = view {
            switch v.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: view = v.superview
            }
        }
        return .leftToRight
    }

    /// The root of the hierarchy (the view itself when it has no superview).
    /// e.g. `title.rootView === cell   // cell has no superview`
    public var rootView: View {
        // One load of the tree's weak root when it is alive (asked at every
        // intrinsic size change), else the tree repaired.
        // A view that has no tree yet was never added to one: its own root.
        guard let tree = madeHierarchy else { return self }
        if let root = tree.root { return root }
        return currentHierarchy().root!
    }

    /// The first baseline's distance below the top, or nil for a view without
    /// text, whose baselines are its bottom edge (as in UIKit).
    /// e.g. `override var firstBaselineOffsetFromTop: CGFloat? { 14 }`
    open var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// The last baseline's distance above the bottom, or nil (the bottom edge).
    /// e.g. `override var lastBaselineOffsetFromBottom: CGFloat? { 6 }`
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// The first line's baseline (a view without text: its top edge).
    ///
    /// ```swift
    /// price.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor).isActive = true
    /// ```
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last line's baseline (a view without text: its bottom edge).
    /// e.g. `price.lastBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor).isActive = true`
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    /// Called when an arranged subview is hidden or shown (stack views react).
    func arrangedSubviewVisibilityDidChange(_ view: View) {}
    /// Called when a subview invalidates its intrinsic content size (proportional stacks react).
    func subviewIntrinsicContentSizeDidChange(_ view: View) {}
    /// The weight of the tie-breaking copies of a subview's hugging and
    /// compression resistance on `axis`, or nil if it has none: stack views
    /// use them to break ties by index (see `StackView.tieBreakViews`).
    func intrinsicTieWeight(of view: View, axis: LayoutAxis) -> Double? { nil }
    /// Whether this view gives `view` a tie-breaking weight on `axis` (`intrinsicTieWeight` is not nil).
    func breaksTie(of view: View, axis: LayoutAxis) -> Bool { false }
    /// The subviews whose length on `axis` follows this view's (a stack's
    /// visible arranged views along its axis; all of them across it, with
    /// fill alignment): they inherit its tie-breaking weight (see `tieWeight`).
    func lengthFollowers(on axis: LayoutAxis) -> [View] { [] }
    /// Whether `view`'s length on `axis` follows this view's (see `lengthFollowers`).
    func passesLength(to view: View, on axis: LayoutAxis) -> Bool { false }
    /// Whether the view breaks ties among its subviews' lengths (a stack).
    var breaksTies: Bool { false }
    /// Whether those tie-breaking copies wait until a layout needs them
    /// (see `LayoutEngine.settleTieBreaks`) rather than come with the views.
    var defersIntrinsicTieBreaks: Bool { true }
    /// The view as content whose height depends on its width (a label), or
    /// nil: a method call where a protocol cast would search conformances.
    var widthDependentContent: (any WidthDependentContent)? { nil }

    /// Called after `view` left the subviews (a stack drops it from its
    /// arranged views); overridden, so in the class.
    func subviewWasRemoved(_ view: View) {}
}

/// A thread-safe serial number source for view names.
/// An atomic add, which the thread sanitizer sees (it does not see the
/// futex inside `Mutex` on Linux).
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    func next() -> Int { value.wrappingAdd(1, ordering: .relaxed).newValue }
}
