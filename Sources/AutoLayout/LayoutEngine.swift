import Cassowary
import Foundation

/// The layout engine of one view hierarchy (a window's, in UIKit): it turns
/// the hierarchy's constraints into solver constraints, keeps them in step
/// with every change, and writes frames back.
///
/// Every change is applied to the solver in place where the solver allows it
/// (constants, intrinsic sizes, frames, margins); nothing is rebuilt.
/// Removals, new constants and new priorities wait for the solver's next
/// use and go in together (`PendingChange`); the rest goes in as it
/// happens. Frames are written by `layoutIfNeeded()`.
final class LayoutEngine {
    /// The solver, once the changes waiting for it are made (see `PendingChanges`).
    var solver: Solver {
        makePendingChangesIfAny()
        return core
    }
    /// The solver itself, for reads right after `makePendingChangesIfAny()`
    /// (reached through `solver`, a reference is retained and released at each use).
    let core = Solver()
    /// Removals, new constants and new priorities not yet made in the solver.
    var pending = PendingChanges()
    unowned let root: View
    /// This engine's number: the active constraints in its solver carry it
    /// (`LayoutConstraint.installation`).
    let serial = LayoutEngine.counter.next()
    private static let counter = Counter()
    /// Active constraints the engine had to break to stay satisfiable.
    var broken: [ObjectIdentifier: LayoutConstraint] = [:]
    var isWritingFrames = false
    /// The solver's change count when `layout()` last wrote the frames (see `Solver.changes`).
    var framesWrittenAt = -1
    /// Whether `layoutIfNeeded()` is calling views' `updateConstraints()` or `layoutSubviews()`.
    var isRunningHooks = false
    /// Whether a view has had a safe area or a readable content guide (see `updateBoundsDependentGuides`).
    var tracksBoundsDependentGuides = false
    /// The fitting constraints of the last `systemLayoutSizeFitting`, kept for the next one.
    var fitting: Fitting?
    /// The hierarchy's views and labels (see `views`), until it changes.
    var viewList: HierarchyViews?
    /// The sizes kept from going below zero (see `sizesToWatch`), as of `intrinsicChanges`.
    var watchedSizes: VariableWatch<WatchedSize>?
    /// The stacks' tie-breaking copies not made yet (see `settleTieBreaks`), as of `intrinsicChanges`.
    var deferredTies: VariableWatch<DeferredTieBreak>?
    /// How many times the views' intrinsic constraints (`GeneratedConstraints.intrinsic`)
    /// were made or taken out: the two lists above hold while it stays, whatever
    /// else changes (a stack's constraints, a constant).
    private(set) var intrinsicChanges = 0
    /// The views of the last changes counted by `intrinsicChanges` (at most
    /// `intrinsicLogLimit`), the first being change `intrinsicLogStart + 1`:
    /// a list behind by a few changes remakes those views' entries only
    /// (nil where the view left the tree since).
    var intrinsicLog: [View?] = []
    private var intrinsicLogStart = 0
    static let intrinsicLogLimit = 256
    /// How many times `watchedSizes` or `deferredTies` was made from every view: a count for tests.
    var watchedListsMade = 0
    /// The variables (ids) whose value moved since the frames were last
    /// written, taken from the solver's log as needed (repeats allowed).
    var moved: [Int] = []
    /// Whether the next layout pass writes every frame: the views changed
    /// (but for a subtree that joined, see `joined`), or no pass has
    /// run (else it writes those whose variables moved, see `layout()`).
    var needsFullFramePass = true
    /// Whether the solver logs the variables that move: from the end of the
    /// first layout pass of a tree of `incrementalFrom` views or more on (a
    /// sizing cell, measured and never laid out, or a small tree reads what
    /// it watches in full, walks every view, and logs nothing).
    var logsMoves = false
    /// The pixel grid the frames were last written on.
    var framesScale: CGFloat = 0
    /// Views whose frame was set other than by the layout pass since it
    /// last ran, or that joined since: the next pass writes theirs.
    var framesSetByHand: [View] = []
    /// While a subtree is adopted: the solver constraints collected so far,
    /// added as one batch (all or none) when the subtree is complete.
    var batch: [Constraint]?
    /// The views a tree needs for a layout to read only what moved (see
    /// `watchesEveryEntry`); 0 reads only what moved whatever the tree and
    /// the share that moved (tests check that way on small trees).
    var incrementalFrom = 64
    /// How many views the layout passes and cycles have read, in all: a count
    /// for tests that a change costs in proportion to the views it moves.
    var viewsVisited = 0
    /// The list of views the layout cycle last walked in full (see `layoutCycle`).
    weak var walkedViews: HierarchyViews?
    /// While `gatheringConstants` runs: the engine-made constants to change.
    private var gatheredConstants: [(Constraint, Double)]?

    init(root: View) {
        self.root = root
        adopt(root)
    }

    // MARK: Views and guides

    /// Brings a subtree (just added to this hierarchy) into the solver: its
    /// constraints go in as one batch, all or none, in one solver call (a
    /// call journals nothing of the rows it makes; split into calls, each
    /// later call would journal its changes to the earlier calls' rows).
    /// If the batch cannot be satisfied, nothing of it stays and the
    /// constraints go in one by one, so that each conflict is reported and
    /// only the constraints that cause it are broken.
    func adopt(_ view: View) {
        batch = []
        var walked = collect(view)
        let all = batch ?? []
        batch = nil
        do {
            try solver.add(contentsOf: all)
        } catch {
            // The layout constraints of the batch were noted as in the solver when collected.
            let batched = Set(all.map(ObjectIdentifier.init))
            for v in view.allViews() {
                for c in v.constraints where c.installation.map({ batched.contains(ObjectIdentifier($0.solver)) }) ?? false {
                    c.installation = nil
                }
                v.generated.clearConstraints()
            }
            walked = collect(view)
        }
        if let list = viewList, view !== root, let place = place(ofJoined: view, in: list) {
            joined(walked, at: place, in: list)
            return
        }
        subviewsDidChange()
        // A whole tree's walk is the list every layout pass reads: kept
        // rather than walked again (on a tree of 10,000 views each walk
        // reads every view from memory).
        if view === root { viewList = HierarchyViews(walked) }
    }

    /// The hierarchy's views, root first (`View.allViews`), and those of
    /// them that measure against their width: walked once, then kept for
    /// every layout pass and fitting query (a sizing cell is measured for
    /// every item); a view that joins is put in its place, one that leaves
    /// taken out, one that moves among its siblings moved.
    var views: HierarchyViews {
        if let list = viewList { return list }
        let list = HierarchyViews(root.allViews())
        viewList = list
        return list
    }

    /// Forgets the views kept by `views`: a view joined, left or moved
    /// where the list could not follow, or a label started or stopped
    /// measuring in two passes.
    func subviewsDidChange() {
        viewList = nil
        needsFullFramePass = true
        framesSetByHand.removeAll()
        watchedSizes = nil
        deferredTies = nil
        intrinsicLog.removeAll()
        intrinsicLogStart = intrinsicChanges
    }

    /// Counts a change to the intrinsic constraints of `view`.
    func intrinsicConstraintsDidChange(_ view: View) {
        intrinsicChanges += 1
        guard watchedSizes != nil || deferredTies != nil else {
            // No list to catch up (a tree being built): nothing to log.
            if !intrinsicLog.isEmpty { intrinsicLog.removeAll() }
            intrinsicLogStart = intrinsicChanges
            return
        }
        if intrinsicLog.count == Self.intrinsicLogLimit {
            // The changes both lists took in go; all go if one list is
            // behind them all (it is made anew when next read).
            let taken = min(watchedSizes?.revision ?? intrinsicChanges, deferredTies?.revision ?? intrinsicChanges)
            let drop = taken - intrinsicLogStart
            if drop > 0 {
                intrinsicLog.removeFirst(drop)
                intrinsicLogStart = taken
            } else {
                intrinsicLog.removeAll()
                intrinsicLogStart = intrinsicChanges - 1
            }
        }
        intrinsicLog.append(view)
    }

    /// Brings `watch` up to `intrinsicChanges` by remaking the entries of the
    /// views changed since (`entries(view)`, then `placed(view, where)`);
    /// false if the log does not reach back that far, or if half the list is
    /// entries taken out (the list is then made anew).
    func catchUp<Entry>(
        _ watch: inout VariableWatch<Entry>, entries: (View) -> [Entry], placed: (View, Range<Int>) -> Void = { _, _ in }
    ) -> Bool {
        guard watch.revision >= intrinsicLogStart, watch.holes <= watch.entries.count / 2 else { return false }
        var done: Set<ObjectIdentifier> = []
        for case let view? in intrinsicLog[(watch.revision - intrinsicLogStart)...] where done.insert(ObjectIdentifier(view)).inserted {
            placed(view, watch.replaceEntries(of: ObjectIdentifier(view), with: entries(view)))
        }
        watch.revision = intrinsicChanges
        return true
    }

    /// Makes the generated constraints of a subtree and adds its constraints:
    /// frames and margins first, then the views' constraints, descendants
    /// before ancestors, then hugging and compression resistance.
    ///
    /// The order keeps the solver's work linear. Descendants first: a stack
    /// row's inner layout is built around the row's own position before
    /// the stack chains the rows, so chaining a row reorders only its own
    /// rows. Hugging and compression last: each meets its view's size
    /// already tied to the others (a stack's labels to the stack's width)
    /// and is solved for its own slack or error, without pivots.
    /// Returns the subtree's views (`View.allViews`).
    private func collect(_ view: View) -> [View] {
        let views = view.allViews()
        for v in views {
            v.engine = v === root ? self : nil
            autoresizingDidChange(v)
            if v.generated.marginsGuide != nil { marginsDidChange(v) }
            safeAreaGuideDidChange(v)
            readableGuideDidChange(v)
            for guide in v.layoutGuides { adopt(guide) }
        }
        for v in views.reversed() {
            for c in v.constraints { add(c) }
        }
        for v in views { intrinsicSizeDidChange(v) }
        return views
    }

    func adopt(_ guide: LayoutGuide) {
        guard let view = guide.owningView else { return }
        // The guide may have had another owner: every item's place is read afresh.
        needsFullFramePass = true
        viewList?.forgetVariables()
        if view.generated.marginsGuide === guide { marginsDidChange(view) }
        if view.generated.safeAreaGuide === guide { safeAreaGuideDidChange(view) }
        if view.generated.readableGuide === guide { readableGuideDidChange(view) }
    }

    /// Takes a subtree (about to leave this hierarchy: `view` and its
    /// descendants, `views`) out of the solver.
    func release(_ view: View, _ views: [View]) {
        if let f = fitting, f.view.isDescendant(of: view) { endFitting() }
        for v in views {
            remove(v.constraints)
            removeFromSolver(v.generated.all)
            v.generated.clearConstraints()
        }
    }

    // MARK: Constraints

    /// The solver constraint of `c` if `c` is in this engine's solver.
    func installation(of c: LayoutConstraint) -> SolverInstallation? {
        guard let entry = c.installation, entry.engine == serial else { return nil }
        return entry
    }

    /// Notes that `s`, the solver constraint of `c`, went into the solver.
    func install(_ c: LayoutConstraint, _ s: Constraint) {
        c.installation = SolverInstallation(engine: serial, solver: s, base: s.expression.constant + Double(c.constant))
    }

    func add(_ c: LayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard installation(of: c) == nil, broken.isEmpty || broken[id] == nil else { return }
        let s = c.solverConstraint()
        if batch != nil {
            // Noted as in the solver now (no list of pairs kept for the
            // end of the batch); `adopt` takes the note back if the batch fails.
            batch!.append(s)
            install(c, s)
            return
        }
        do {
            try solver.add(s)
            install(c, s)
        } catch {
            broken[id] = c
            reportConflict(error, breaking: c.description, adding: (c, s))
        }
    }

    func remove(_ c: LayoutConstraint) {
        remove([c])
    }

    /// Re-makes the constraints on a view's baselines, whose offsets changed
    /// with its font.
    func baselinesDidChange(_ view: View) {
        for v in root.allViews() {
            for c in v.constraints where (c.firstItem === view && c.firstAttribute.isBaseline)
                || (c.secondItem === view && c.secondAttribute.isBaseline)
            {
                remove(c)
                add(c)
            }
        }
    }

    /// Adds an engine-made constraint; reports and skips it when it conflicts.
    func addGenerated(_ c: Constraint) -> Constraint? {
        if batch != nil {
            batch!.append(c)
            return c
        }
        do {
            try solver.add(c)
            return c
        } catch {
            reportConflict(error, breaking: name(of: c))
            return nil
        }
    }

    /// Changes an engine-made constraint's constant, or re-adds it on conflict.
    func setGenerated(_ c: Constraint, constant: Double) {
        do {
            try solver.setConstant(constant, of: c)
        } catch {
            reportConflict(error, breaking: name(of: c))
        }
    }

    /// An engine-made constraint's name: its identifier, or the name of an
    /// intrinsic-size constraint, made now.
    func name(of c: Constraint) -> String {
        c.identifier ?? intrinsicName(of: c) ?? readable(c).description
    }

    /// Changes several engine-made constants in one solver call; if that
    /// fails, one by one, so that only the conflicting ones are reported.
    func setGenerated(_ changes: [(Constraint, Double)]) {
        if gatheredConstants != nil { return gatheredConstants! += changes }
        do {
            try solver.setConstants(changes)
        } catch {
            for (c, constant) in changes { setGenerated(c, constant: constant) }
        }
    }

    /// Runs `body`, its changes to engine-made constants (`setGenerated`)
    /// made in one solver call at the end: the values of the views they
    /// move are added up once, not once per view (every label of a stack of
    /// 4,000 changing height in one width pass: quadratic). Values read
    /// inside `body` are those before its changes.
    func gatheringConstants(_ body: () -> Void) {
        guard gatheredConstants == nil else { return body() }
        gatheredConstants = []
        body()
        // A constraint remade meanwhile is no longer held.
        let changes = gatheredConstants!.filter { solver.contains($0.0) }
        gatheredConstants = nil
        if !changes.isEmpty { setGenerated(changes) }
    }

    /// Tries again, silently, the constraints broken earlier: a later change
    /// (a constant, a deactivation, a new frame) may have made room for them.
    func retryBroken() {
        makePendingChangesIfAny()
        guard !broken.isEmpty else { return }
        for c in root.allViews().flatMap(\.constraints) where broken[ObjectIdentifier(c)] != nil {
            let s = c.solverConstraint()
            guard (try? solver.add(s)) != nil else { continue }
            broken[ObjectIdentifier(c)] = nil
            install(c, s)
        }
    }

    /// Reports a conflict; the solver constraints of layout constraints are
    /// listed by the layout constraints' descriptions (the installed ones,
    /// and `adding`, the one that could not go in).
    func reportConflict(_ error: SolverError, breaking name: String, adding: (LayoutConstraint, Constraint)? = nil) {
        var named = error
        if case let .unsatisfiable(constraint, conflicts) = error {
            var layoutConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
            for view in root.allViews() {
                for c in view.constraints {
                    if let entry = installation(of: c) { layoutConstraints[ObjectIdentifier(entry.solver)] = c }
                }
            }
            if let (c, s) = adding { layoutConstraints[ObjectIdentifier(s)] = c }
            // Deactivated after the change that conflicts, and still held.
            for case let .removal(s, c) in pending.unmade {
                if let c = c.constraint, layoutConstraints[ObjectIdentifier(s)] == nil { layoutConstraints[ObjectIdentifier(s)] = c }
            }
            func name(_ s: Constraint) -> Constraint {
                if let c = layoutConstraints[ObjectIdentifier(s)] { return readable(s.identified(c.description)) }
                return readable(s.identifier == nil ? intrinsicName(of: s).map(s.identified) ?? s : s)
            }
            named = .unsatisfiable(name(constraint), conflicts: conflicts.map(name))
        }
        LayoutDiagnostics.report(.unsatisfiable(error: named, broken: name), root: root)
    }
}

/// A view's width or height that must not go below zero (see
/// `LayoutEngine.keepIntrinsicSizesNonNegative`).
struct WatchedSize: WatchEntry {
    let size: Variable
    let axis: LayoutAxis
    let view: ObjectIdentifier
}
