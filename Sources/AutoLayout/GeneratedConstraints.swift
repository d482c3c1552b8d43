import Cassowary
import Foundation

/// The solver constraints the engine makes for one view, as UIKit does:
/// the frame of a view that translates it (`UIView-Encapsulated-Layout`),
/// the intrinsic size (`NSContentSizeLayoutConstraint`) and the margins guide.
struct GeneratedConstraints {
    var marginsGuide: LayoutGuide?
    /// Root: minX == 0, minY == 0. Others that translate: minX, minY relative to the superview.
    var position: [Constraint] = []
    /// Width and height from the frame, for views that translate it.
    var size: [Constraint] = []
    /// Hugging and compression resistance, per axis: [hug w, resist w, hug h,
    /// resist h], then their tie-breaking copies in the same order, then
    /// `width >= 0` and `height >= 0` once needed (see
    /// `LayoutEngine.keepIntrinsicSizesNonNegative`). Where neither priority
    /// is required, the hugging slot holds one two-sided equality for both
    /// (UIKit's `NSContentSizeLayoutConstraint`: hugging above the intrinsic
    /// size, resistance below) and the resistance slot none; so do the
    /// copies.
    var intrinsic = IntrinsicConstraints()
    /// The margins guide's edges relative to the view.
    var margins: [Constraint] = []
    /// The safe area guide, and its edges relative to the view.
    var safeAreaGuide: LayoutGuide?
    var safeArea: [Constraint] = []
    /// The safe area insets as of the last layout (kept with the constraints cleared).
    var safeAreaInsets = EdgeInsets.zero
    /// The readable content guide, and its place in the margins guide.
    var readableGuide: LayoutGuide?
    var readable: [Constraint] = []
    /// Whether required equalities alone fix the width and the height (nil:
    /// not asked yet), as of the solver `revision` (see `LayoutEngine.isFixed`).
    /// Forgotten with the constraints: another engine's solver counts its
    /// own revisions.
    var fixed: (revision: Int, width: Bool?, height: Bool?) = (-1, nil, nil)
    /// Where the view's entry was in the engine's list of deferred
    /// tie-breaking copies when last made (see `LayoutEngine.intrinsicLengthDidMove`).
    var deferredTieIndex: Int32 = -1

    /// Where `intrinsic` keeps an axis's constraints: hugging, compression
    /// resistance, their tie-breaking copies, and the size kept at or
    /// above zero.
    struct IntrinsicSlots {
        let hug, resist, tieHug, tieResist, nonNegative: Int

        init(_ axis: LayoutAxis) {
            hug = axis.rawValue * 2
            resist = hug + 1
            tieHug = 4 + hug
            tieResist = tieHug + 1
            nonNegative = 8 + axis.rawValue
        }

        /// The slots whose constant is the intrinsic size, hugging first.
        var sized: [Int] { [hug, resist, tieHug, tieResist] }

        /// The `k`th of `sized` (0..<4), without making the list.
        func sized(_ k: Int) -> Int { k < 2 ? hug + k : tieHug + k - 2 }
    }

    /// The compression resistance priority on the axis of `slots`: of its
    /// own constraint, or the side below of the hugging slot's two-sided
    /// one; nil without an intrinsic size.
    func resistance(_ slots: IntrinsicSlots) -> Priority? {
        intrinsic[slots.resist]?.priority ?? intrinsic[slots.hug]?.priorityBelow
    }

    var all: [Constraint] { position + size + intrinsic.compactMap { $0 } + margins + safeArea + readable }

    /// Forgets the constraints (the guides stay).
    mutating func clearConstraints() {
        position = []
        size = []
        intrinsic = IntrinsicConstraints()
        margins = []
        safeArea = []
        readable = []
        fixed = (-1, nil, nil)
        deferredTieIndex = -1
    }
}

/// A view's intrinsic-size constraints by slot (see
/// `GeneratedConstraints.IntrinsicSlots`), nil where there is none: a list
/// only as long as the last slot that holds one (none without an intrinsic
/// size), so that a view sized without tie-breaking copies, or on one axis,
/// keeps a short one.
struct IntrinsicConstraints: Sequence {
    private var slots: [Constraint?] = []

    subscript(slot: Int) -> Constraint? {
        get { slot < slots.count ? slots[slot] : nil }
        set {
            if slot >= slots.count {
                guard newValue != nil else { return }
                // Hugging and resistance of both axes (the first four) at
                // once, as a view sets them one after the other; past them
                // to the slot exactly: a view fills a few of the ten.
                let count = Swift.max(slot + 1, 4)
                slots.reserveCapacity(count)
                slots += repeatElement(nil, count: count - slots.count)
            }
            slots[slot] = newValue
        }
    }

    func makeIterator() -> IndexingIterator<[Constraint?]> { slots.makeIterator() }

    /// The slot that holds `c`, or nil.
    func slot(of c: Constraint) -> Int? { slots.firstIndex { $0 === c } }
}
