import Foundation
import Testing
@testable import AutoLayout

/// A view that records its `layoutSubviews()` and `updateConstraints()` calls in a shared log.
final class RecordingView: View {
    final class Log { var entries: [String] = [] }
    let log: Log
    var onLayout: (RecordingView) -> Void = { _ in }
    var onUpdate: (RecordingView) -> Void = { _ in }

    init(_ name: String, log: Log) {
        self.log = log
        super.init(frame: .zero)
        identifier = name
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(identifier!) \(format(bounds.width))x\(format(bounds.height))")
        onLayout(self)
    }

    override func updateConstraints() {
        log.entries.append("update \(identifier!)")
        onUpdate(self)
        super.updateConstraints()
    }
}

/// `layoutSubviews`, `updateConstraints`, `sizeThatFits` and `sizeToFit`, called when UIKit calls them.
@Suite struct LayoutHookTests {
    /// root (300 x 200) > card (pinned 10 in) > badge (40 x 20 at the card's top right).
    func scene() -> (log: RecordingView.Log, root: RecordingView, card: RecordingView, badge: RecordingView) {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let card = RecordingView("card", log: log)
        let badge = RecordingView("badge", log: log)
        card.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        card.addSubview(badge)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            badge.topAnchor.constraint(equalTo: card.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (log, root, card, badge)
    }

    @Test func firstLayoutUpdatesConstraintsBottomUpThenLaysOutTopDown() {
        let (log, root, _, _) = scene()
        root.layoutIfNeeded()
        #expect(log.entries == [
            "update badge", "update card", "update root",
            "layout root 300x200", "layout card 280x180", "layout badge 40x20",
        ])
        log.entries = []
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func aResizedViewAndItsSuperviewAreLaidOutAgain() {
        let (log, root, card, badge) = scene()
        root.layoutIfNeeded()
        log.entries = []
        badge.constraints.first { $0.firstAttribute == .width }!.constant = 60
        root.layoutIfNeeded()
        // The card places the badge (its frame moved); the badge's size changed.
        #expect(log.entries == ["layout card 280x180", "layout badge 60x20"])
        #expect(badge.frame == CGRect(x: 220, y: 0, width: 60, height: 20))
        log.entries = []
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(log.entries == ["layout root 200x200", "layout card 180x180"])
        #expect(card.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
    }

    @Test func setNeedsUpdateConstraintsRunsBeforeTheSolve() {
        let (log, root, card, badge) = scene()
        root.layoutIfNeeded()
        log.entries = []
        let height = badge.constraints.first { $0.firstAttribute == .height }!
        card.setNeedsUpdateConstraints()
        #expect(card.needsUpdateConstraints())
        // An override that changes a constant: the layout that follows sees it.
        final class Updating: View {
            var update: () -> Void = {}
            override func updateConstraints() {
                update()
                super.updateConstraints()
            }
        }
        let updater = Updating()
        updater.update = { height.constant = 30 }
        root.addSubview(updater)
        root.layoutIfNeeded()
        #expect(!card.needsUpdateConstraints())
        #expect(log.entries == ["update card", "layout root 300x200", "layout card 280x180", "layout badge 40x30"])
        #expect(badge.frame == CGRect(x: 240, y: 0, width: 40, height: 30))
    }

    @Test func fittingMakesThePendingUpdateConstraintsCallsFirst() {
        // A cell that makes its constraints in updateConstraints, once.
        final class Cell: View {
            let body = View()
            var made = false
            override func updateConstraints() {
                if !made {
                    made = true
                    body.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(body)
                    LayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        body.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                        body.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
                super.updateConstraints()
            }
        }
        let cell = Cell(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 44))
        #expect(cell.made && !cell.needsUpdateConstraints())
    }

    @Test func framesSetInLayoutSubviewsHoldAndTheirSubviewsFollow() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        // A hand-placed panel (translating its frame) with a constrained label inside.
        let panel = RecordingView("panel", log: log)
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        panel.addSubview(inner)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 4),
            inner.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -4),
            inner.topAnchor.constraint(equalTo: panel.topAnchor),
            inner.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
        ])
        root.onLayout = { view in
            panel.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: view.bounds.height)
        }
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 160, height: 100))
        #expect(inner.frame == CGRect(x: 4, y: 0, width: 152, height: 100))
        // The panel is called after its parent placed it, at its new size.
        #expect(log.entries.filter { $0.hasPrefix("layout") } == ["layout root 320x100", "layout panel 160x100"])
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(inner.frame == CGRect(x: 4, y: 0, width: 92, height: 100))
    }

    /// Once the tree keeps its views due (`incrementalFrom` 0: from the
    /// first pass on), `updateConstraints()` is called as a walk of every
    /// view calls it: subviews first, each once a cycle, a view that joined
    /// last included; a subview that asks for its superview's call in its
    /// own gets it in the same cycle; a view asking again in its own call
    /// waits for the next cycle.
    @Test func updateConstraintsFromTheViewsThatAsked() {
        final class Asking: View {
            var calls = 0
            var again = false
            override func updateConstraints() {
                calls += 1
                superview?.setNeedsUpdateConstraints()
                if again { setNeedsUpdateConstraints() }
                super.updateConstraints()
            }
        }
        let (log, root, card, badge) = scene()
        root.layoutEngine().incrementalFrom = 0
        root.layoutIfNeeded()
        #expect(root.layoutEngine().logsMoves)
        log.entries = []
        root.setNeedsUpdateConstraints()
        badge.setNeedsUpdateConstraints()
        card.setNeedsUpdateConstraints()
        badge.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(log.entries.filter { $0.hasPrefix("update") } == ["update badge", "update card", "update root"])
        log.entries = []
        let asking = Asking()
        card.addSubview(asking)
        root.layoutIfNeeded()
        #expect(asking.calls == 1)
        #expect(log.entries.filter { $0.hasPrefix("update") } == ["update card"])
        log.entries = []
        asking.again = true
        asking.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(asking.calls == 2 && asking.needsUpdateConstraints())
        #expect(log.entries.filter { $0.hasPrefix("update") } == ["update card"])
        asking.again = false
        root.layoutIfNeeded()
        #expect(asking.calls == 3 && !asking.needsUpdateConstraints())
    }

    /// A view that joins inside another's `updateConstraints()` (the
    /// engine's list of views changes in place): the walk starts again on
    /// the list as it is, so every view asking is called, subviews before
    /// their superview, the new one included.
    @Test func aViewJoiningInUpdateConstraintsLeavesNoCallOut() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = RecordingView("p", log: log), a = RecordingView("a", log: log), c = RecordingView("c", log: log)
        root.addSubview(p)
        p.addSubview(a)
        p.addSubview(c)
        let n = RecordingView("n", log: log)
        c.onUpdate = { c in
            c.onUpdate = { _ in }
            p.insertSubview(n, at: 0)
        }
        root.layoutIfNeeded()
        let updates = log.entries.filter { $0.hasPrefix("update") }
        #expect(Set(updates) == ["update root", "update p", "update a", "update c", "update n"] && updates.count == 5)
        #expect(updates.firstIndex(of: "update a")! < updates.firstIndex(of: "update p")!, "\(updates)")
        // A view that asked, passed over by a walk that the join cut short, is called.
        let m = RecordingView("m", log: log)
        m.layoutIfNeeded()
        log.entries = []
        a.setNeedsUpdateConstraints()
        c.setNeedsUpdateConstraints()
        c.onUpdate = { c in
            c.onUpdate = { _ in }
            p.insertSubview(m, at: 0)
        }
        root.layoutIfNeeded()
        #expect(log.entries.contains("update a") && !a.needsUpdateConstraints(), "\(log.entries)")
    }

    /// A view that joins inside another's `layoutSubviews()`, before it in
    /// the tree, with a subview: both are laid out in the same cycle, the
    /// superview first, whether the tree keeps its views due or not.
    @Test(arguments: [false, true])
    func aViewJoiningBeforeTheOneLaidOutIsLaidOut(keepingViewsDue: Bool) {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = RecordingView("a", log: log), x = RecordingView("x", log: log)
        root.addSubview(a)
        root.addSubview(x)
        if keepingViewsDue { root.layoutEngine().incrementalFrom = 0 }
        root.layoutIfNeeded()
        let r = RecordingView("r", log: log), s = RecordingView("s", log: log)
        r.addSubview(s)
        log.entries = []
        x.setNeedsLayout()
        x.onLayout = { x in
            x.onLayout = { _ in }
            root.insertSubview(r, at: 1)
        }
        root.layoutIfNeeded()
        let layouts = log.entries.filter { $0.hasPrefix("layout") }.map { $0.split(separator: " ")[1] }
        #expect(layouts.contains("r") && layouts.contains("s") && !r.layoutPending, "\(log.entries)")
        #expect(layouts.firstIndex(of: "r")! < layouts.firstIndex(of: "s")!)
    }

    @Test func setNeedsLayoutInsideLayoutSubviewsWaitsForTheNextCycle() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.onLayout = { $0.setNeedsLayout() }
        root.layoutIfNeeded()
        #expect(log.entries == ["update root", "layout root 100x100"])
        root.layoutIfNeeded()
        #expect(log.entries == ["update root", "layout root 100x100", "layout root 100x100"])
    }

    @Test func layoutIfNeededInsideLayoutSubviewsOnlySolves() {
        let (log, root, card, _) = scene()
        card.onLayout = { $0.layoutIfNeeded() }
        root.layoutIfNeeded()
        #expect(log.entries.filter { $0.hasPrefix("layout") }.count == 3)
        #expect(card.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    @Test func sizeThatFitsOfAPlainViewIsItsBoundsSize() {
        let view = View(frame: CGRect(x: 5, y: 6, width: 70, height: 30))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 70, height: 30))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 30))
    }

    @Test func sizeToFitOfALabelTakesItsTextSizeAndKeepsItsOrigin() {
        let label = Label(text: "Hello, world")
        label.frame = CGRect(x: 12, y: 8, width: 10, height: 10)
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 12, y: 8))
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.size == CGSize(width: 89, height: 20))
        #expect(Label().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func aMultilineLabelWrapsAtTheWidthItIsGiven() {
        let label = Label(text: "The quick brown fox jumps over the lazy dog")
        label.numberOfLines = 0
        let oneLine = label.sizeThatFits(.zero)
        #expect(oneLine == CGSize(width: 336.5, height: 20))
        label.frame = CGRect(x: 0, y: 0, width: 150, height: 0)
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 139, height: 59))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 150, height: 0)) == oneLine)
    }

    @Test func sizeToFitOfAnImageViewTakesTheImageSize() {
        let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 30)))
        avatar.sizeToFit()
        #expect(avatar.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }
}
