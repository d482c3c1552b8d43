import Cassowary
import Foundation

/// A label whose height depends on the width the layout gives it.
protocol WidthDependentContent: View {
    /// Whether the view measures in two passes now (wrapping, automatic width).
    var needsWidthPass: Bool { get }
    /// The width the layout last gave the view, or nil for the first pass.
    var layoutWidthHint: CGFloat? { get set }
}

extension LayoutEngine {
    /// The most passes a layout makes for labels that wrap; two normally
    /// suffice (one-line size, then the height at the resolved width).
    static let maximumWidthPasses = 4

    /// Resolves the width-dependent content: each wrapping label first
    /// reports its one-line size; then, until nothing changes, the size it
    /// needs at the width the solver gave it.
    func resolveWidthDependentContent(in views: HierarchyViews) {
        var any = false
        gatheringConstants {
            any = views.forEachLabelNeedingWidthPass { label in
                let first = firstPassWidth(of: label)
                guard label.layoutWidthHint != first else { return }
                label.layoutWidthHint = first
                intrinsicSizeDidChange(label)
            }
        }
        guard any else { return }
        for _ in 0..<LayoutEngine.maximumWidthPasses {
            var changed = false
            // The widths read are those of the layout with every tie-breaking copy it needs.
            settleTieBreaks(views)
            solver.updateVariables()
            gatheringConstants {
                views.forEachLabelNeedingWidthPass { label in
                    let width = CGFloat(solver.value(of: label.width))
                    if label.layoutWidthHint != width {
                        label.layoutWidthHint = width
                        intrinsicSizeDidChange(label)
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
    }

    /// The width a label's first pass measures at: none (its one-line size),
    /// unless required equalities alone fix its width, as in a sizing cell
    /// pinned at both sides at a required fitting width. Then the first pass
    /// could not change the width it leads to, and measuring at that width
    /// at once gives the same layout with one measurement and one solve
    /// instead of two.
    func firstPassWidth(of label: any WidthDependentContent) -> CGFloat? {
        guard isFixed(label, .horizontal) else { return nil }
        return CGFloat(solver.value(of: label.width))
    }

    /// Whether required equalities alone fix the view's width or height:
    /// asked of the solver once per view and axis while the solver holds
    /// the same constraints (a sizing cell asks at every item, and only
    /// constants change in between), then kept with the view.
    func isFixed(_ view: View, _ axis: LayoutAxis) -> Bool {
        let revision = solver.revision
        if view.generated.fixed.revision != revision { view.generated.fixed = (revision, nil, nil) }
        let known = axis == .horizontal ? view.generated.fixed.width : view.generated.fixed.height
        if let known { return known }
        let fixed = solver.isFixedByRequiredEqualities(axis == .horizontal ? view.width : view.height)
        if axis == .horizontal { view.generated.fixed.width = fixed } else { view.generated.fixed.height = fixed }
        return fixed
    }

    /// Brings width-dependent labels to their resolved widths, gives the
    /// stacks that need them their tie-breaking copies and keeps intrinsic
    /// sizes at or above zero, until none of them changes anything (each
    /// may move a label's width). The copies come first: a size kept at or
    /// above zero is then one of the layout with them.
    func settleIntrinsicContent(in views: HierarchyViews) {
        resolveWidthDependentContent(in: views)
        while settleTieBreaks(views) || keepIntrinsicSizesNonNegative(views) { resolveWidthDependentContent(in: views) }
    }

    /// The item's rectangle in root coordinates, as the solver has it now.
    func absoluteFrame(of item: LayoutItem) -> CGRect {
        makePendingChangesIfAny()
        return CGRect(
            x: core.value(of: item.left), y: core.value(of: item.top),
            width: core.value(of: item.width), height: core.value(of: item.height))
    }

    /// Solves and writes the views' frames (relative to their superviews)
    /// and the guides' layout frames: every one after the views changed,
    /// else those of the items whose variables the solver says moved (with
    /// the subviews of a view whose origin moved), and those set by hand.
    /// A change that moves a few views costs a few frames, not the tree.
    func layout() {
        endFitting()
        retryBroken()
        let views = self.views
        settleIntrinsicContent(in: views)
        // Every frame reads four values: each one lookup from here on.
        solver.updateVariables()
        isWritingFrames = true
        defer {
            isWritingFrames = false
            framesWrittenAt = solver.changes
        }
        let scale = root.contentScaleFactor.isFinite && root.contentScaleFactor > 0 ? root.contentScaleFactor : 1
        let full = needsFullFramePass || scale != framesScale
        if full {
            // What moved is not needed: the lists watched are read in full next.
            solver.forgetChangedVariables()
            writeEveryFrame(in: views, scale: scale)
        } else {
            let changed = takeMoved()
            if writesEveryFrame(moving: changed.count) || !writeMovedFrames(changed, in: views, scale: scale) {
                writeEveryFrame(in: views, scale: scale)
            }
        }
        needsFullFramePass = false
        framesScale = scale
        framesSetByHand.removeAll()
        views.forgetDeparted()
        clearMoved(readingAgain: full)
        if !logsMoves && (views.count >= incrementalFrom || incrementalFrom == 0) {
            // From here on, what moved is read (a small tree is read in full:
            // its log would cost more than it saves).
            solver.logChangedVariables()
            logsMoves = true
            // The views due are kept from now on; the next cycle walks every view once.
            let tree = root.currentHierarchy()
            tree.tracksPendingLayouts = true
            // So are the views asking for updateConstraints(): those asking
            // already are found by a walk, if the tree says one may be.
            if tree.updatesConstraints {
                tree.pendingUpdates = views.filter(\.constraintsUpdatePending).map { PendingLayout(view: $0) }
            }
            walkedViews = nil
        }
    }

    /// Whether the lists a layout watches are read in full: before the first
    /// layout pass (nothing is logged), and below `incrementalFrom` views,
    /// where that costs less than finding what moved.
    var watchesEveryEntry: Bool { !logsMoves || views.count < incrementalFrom }

    /// Whether a pass writes every frame in one walk rather than those the
    /// `moving` variables move: in a tree below `incrementalFrom` views, or
    /// where they are half as many as the views (a variable or two a view).
    private func writesEveryFrame(moving: Int) -> Bool {
        !logsMoves || (incrementalFrom > 0 && (watchesEveryEntry || 2 * moving >= views.count))
    }

    /// `moved`, with the variables the solver logged since added.
    func takeMoved() -> [Int] {
        solver.takeChangedVariables(into: &moved)
        // Fitting query after fitting query without a layout: past a few times
        // the tree's size, the next pass writes every frame and the lists are read in full.
        if moved.count > 4 * views.count + 64 {
            clearMoved(readingAgain: true)
            needsFullFramePass = true
        }
        return moved
    }

    /// Empties `moved` once the frames are written (see `VariableWatch.movedListCleared`);
    /// `readingAgain`: the lists watched are read in full next (some of what moved went unread).
    func clearMoved(readingAgain: Bool = false) {
        let count = moved.count
        moved.removeAll(keepingCapacity: count <= 4096)
        watchedSizes?.movedListCleared(count: readingAgain ? -1 : count)
        deferredTies?.movedListCleared(count: readingAgain ? -1 : count)
    }

    /// Writes every frame, root first, depth first.
    private func writeEveryFrame(in views: HierarchyViews, scale: CGFloat) {
        viewsVisited += views.count
        // The superview of each view is on the path to the one before it.
        // The path's absolute origins are kept on a stack (no table of every view's frame).
        var path: [(view: ObjectIdentifier, origin: CGPoint)] = []
        for view in views {
            let a = snapped(absoluteFrame(of: view), scale: scale)
            // One load of the (weak) superview for both uses.
            let parent = view.superview
            let parentID = parent.map(ObjectIdentifier.init)
            while let last = path.last, last.view != parentID { path.removeLast() }
            let origin = path.last?.origin ?? .zero
            path.append((ObjectIdentifier(view), a.origin))
            write(a, of: view, in: parent, at: origin, scale: scale)
        }
    }

    /// Writes the frames of the views that `changed` (variable ids) moves, and
    /// of those set by hand or joined (a variable of a view that left is
    /// passed over); false, writing nothing, if a variable is not a known
    /// item's (a guide joined since the table was made).
    private func writeMovedFrames(_ changed: [Int], in views: HierarchyViews, scale: CGFloat) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var toWrite: [View] = []
        func add(_ view: View) {
            if seen.insert(ObjectIdentifier(view)).inserted { toWrite.append(view) }
        }
        for id in changed {
            guard let (view, movesSubviews) = views.viewOfVariable(id) else {
                if views.hasLeft(id) { continue }
                views.forgetVariables()
                return false
            }
            add(view)
            if movesSubviews { view.subviews.forEach(add) }
        }
        framesSetByHand.forEach(add)
        viewsVisited += toWrite.count
        // Siblings come together (a stack's views): the parent's origin is read once for them.
        var lastParent: (id: ObjectIdentifier, origin: CGPoint)?
        for view in toWrite {
            let a = snapped(absoluteFrame(of: view), scale: scale)
            let parent = view.superview
            var origin = CGPoint.zero
            if let parent {
                if let last = lastParent, last.id == ObjectIdentifier(parent) {
                    origin = last.origin
                } else {
                    origin = snapped(absoluteFrame(of: parent), scale: scale).origin
                    lastParent = (ObjectIdentifier(parent), origin)
                }
            }
            write(a, of: view, in: parent, at: origin, scale: scale)
        }
        return true
    }

    /// Writes the frame of `view`, whose absolute frame is `a`, in `parent`,
    /// whose absolute origin is `origin`, and places its guides.
    private func write(_ a: CGRect, of view: View, in parent: View?, at origin: CGPoint, scale: CGFloat) {
        let frame = view === root
            ? CGRect(origin: root.frame.origin, size: a.size)
            : a.offsetBy(dx: -origin.x, dy: -origin.y)
        if view.frame != frame {
            view.setLayoutFrame(frame)
            parent?.layoutPending = true
        }
        view.forEachGuide { guide in
            guide.layoutFrame = snapped(absoluteFrame(of: guide), scale: scale).offsetBy(dx: -a.minX, dy: -a.minY)
        }
    }

    /// Notes a frame set other than by the layout pass: the next pass writes it
    /// again from the solution (as a pass over every view would).
    func frameSetByHand(_ view: View) {
        guard logsMoves, !needsFullFramePass else { return }
        // Past the hierarchy's size, a pass over every view costs less.
        if framesSetByHand.count >= views.count {
            needsFullFramePass = true
            framesSetByHand.removeAll()
            return
        }
        framesSetByHand.append(view)
    }

    /// The rectangle with each edge rounded to the nearest pixel (1 / scale),
    /// as UIKit places views on the pixel grid: neighbours that share an edge
    /// still share it, and solver round-off (89.99999999999999) disappears.
    /// A coordinate too large to scale (a sizing cell made `greatestFiniteMagnitude`
    /// tall) stays as it is rather than becoming infinite.
    func snapped(_ r: CGRect, scale: CGFloat) -> CGRect {
        func snap(_ x: CGFloat) -> CGFloat {
            let pixels = x * scale
            return pixels.isFinite ? pixels.rounded() / scale : x
        }
        let minX = snap(r.minX), minY = snap(r.minY)
        return CGRect(x: minX, y: minY, width: snap(r.maxX) - minX, height: snap(r.maxY) - minY)
    }

    /// The size `view` takes with its width and height pulled toward
    /// `target` at the given priorities, rounded up to the pixel grid. The
    /// frames are not changed.
    ///
    /// The fitting constraints stay in the solver between queries on the same
    /// view with the same priorities, and only their constants change: a
    /// sizing cell measured item after item costs a few in-place updates per
    /// item, not a rebuild. The next `layout()` takes them out again.
    func fittingSize(
        of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        if let f = fitting, f.viewID != ObjectIdentifier(view) || f.horizontal != horizontal || f.vertical != vertical {
            endFitting()
        }
        retryBroken()
        if let f = fitting {
            setGenerated(f.width, constant: -Double(target.width))
            setGenerated(f.height, constant: -Double(target.height))
        } else {
            // The frame-size constraints leave while the view is measured;
            // their constants may have changed in place since they were made.
            let sizeConstants = view.generated.size.map { solver.constant(of: $0) ?? $0.expression.constant }
            for c in view.generated.size { try? solver.remove(c) }
            let name = view.debugName
            let width = Constraint(
                view.width - Double(target.width), .equal, priority: horizontal.solverPriority,
                identifier: "\(name)-fitting-width")
            let height = Constraint(
                view.height - Double(target.height), .equal, priority: vertical.solverPriority,
                identifier: "\(name)-fitting-height")
            _ = addGenerated(width)
            _ = addGenerated(height)
            fitting = Fitting(
                view: view, horizontal: horizontal, vertical: vertical, width: width, height: height,
                sizeConstants: sizeConstants)
        }
        settleIntrinsicContent(in: views)
        settleReadableGuides(in: views)
        let size = CGSize(width: solver.value(of: view.width), height: solver.value(of: view.height))
        let scale = view.contentScaleFactor.isFinite && view.contentScaleFactor > 0 ? view.contentScaleFactor : 1
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// Takes the fitting constraints out and puts the fitted view's frame size
    /// back, with the constants it had when the fitting began (not those it
    /// was made with: a frame change updates them in place).
    func endFitting() {
        guard let f = fitting else { return }
        fitting = nil
        for c in [f.width, f.height] where solver.contains(c) { try? solver.remove(c) }
        let view = f.view
        view.generated.size = zip(view.generated.size, f.sizeConstants).compactMap { c, constant in
            var e = c.expression
            e.constant = constant
            return addGenerated(Constraint(e, c.relation, priority: c.priority, identifier: c.identifier))
        }
    }
}

/// The fitting constraints left in the solver by the last fitting query.
///
/// A class, and the view compared by identity: a sizing cell's query checks
/// it at every item, and copying or loading an unowned reference to a view
/// (which weak references give a side table) costs atomic operations.
final class Fitting {
    unowned let view: View
    let viewID: ObjectIdentifier
    let horizontal: LayoutPriority
    let vertical: LayoutPriority
    let width: Constraint
    let height: Constraint
    /// The constants of the view's frame-size constraints when they were taken out.
    let sizeConstants: [Double]

    init(
        view: View, horizontal: LayoutPriority, vertical: LayoutPriority, width: Constraint, height: Constraint,
        sizeConstants: [Double]
    ) {
        self.view = view
        viewID = ObjectIdentifier(view)
        self.horizontal = horizontal
        self.vertical = vertical
        self.width = width
        self.height = height
        self.sizeConstants = sizeConstants
    }
}

extension View {
    /// Calls `body` with each of the view's layout guides, then its margins,
    /// safe area and readable content guides (no array joined per view).
    func forEachGuide(_ body: (LayoutGuide) -> Void) {
        layoutGuides.forEach(body)
        if let guide = generated.marginsGuide { body(guide) }
        if let guide = generated.safeAreaGuide { body(guide) }
        if let guide = generated.readableGuide { body(guide) }
    }
}
