import Foundation
import Testing
@testable import AutoLayout

/// Weak references to the objects a test made: how many are still alive.
final class LiveObjects {
    private var objects: [() -> AnyObject?] = []

    func track(_ object: AnyObject) { objects.append { [weak object] in object } }
    func track(_ objects: [AnyObject]) { objects.forEach { track($0) } }
    /// Tracks every view, guide and installed constraint of a hierarchy, and its engine.
    func trackHierarchy(_ root: View) {
        for v in root.allViews() {
            track(v)
            track(v.layoutGuides)
            track(v.constraints)
            if let g = v.existingMarginsGuide { track(g) }
        }
        if let engine = root.engine { track(engine) }
    }

    var count: Int { objects.count }
    var alive: Int { objects.reduce(0) { $0 + ($1() == nil ? 0 : 1) } }
}

/// Hierarchies of every kind the package builds, dropped after layout: all
/// their views, constraints, guides and engines are freed (constraints do
/// not retain their items, as in UIKit).
@Suite struct HierarchyLifetimeTests {
    /// One hierarchy: labels, a stack, a guide, VFL, the DSL, a conflict and a
    /// fitting query; returns the root and the frame of its first label.
    static func build(_ i: Int) -> (View, CGRect) {
        let root = makeRoot(320, 200)
        let title = constrained(Label(text: "Title \(i)", font: tenPoint), in: root, "title")
        let a = Label(text: "a", font: tenPoint)
        let b = Label(text: "bb", font: tenPoint)
        let stack = constrained(StackView(arrangedSubviews: [a, b]), in: root, "stack")
        stack.spacing = 4
        let guide = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(guide)
        let box = View()
        box.identifier = "box"
        root.addSubview(box)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: title.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 6),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 1),
            stack.topAnchor.constraint(equalTo: guide.bottomAnchor),
            // A conflict: reported, one of the two broken.
            title.widthAnchor.constraint(equalToConstant: 100),
            title.widthAnchor.constraint(equalToConstant: 120),
        ])
        if let vfl = try? LayoutConstraint.constraints(withVisualFormat: "H:|-[stack]", views: ["stack": stack]) {
            LayoutConstraint.activate(vfl)
        }
        box.snp.makeConstraints { make in
            make.top.equalTo(stack.snp.bottom).offset(8)
            make.left.equalTo(20)
            make.size.equalTo(CGSize(width: 30, height: 30))
        }
        _ = root.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
        root.layoutIfNeeded()
        return (root, title.frame)
    }

    @Test func droppedHierarchiesAreFreed() {
        let live = LiveObjects()
        for i in 0..<2_000 {
            do {
                let (root, frame) = Self.build(i)
                if i == 0 { #expect(frame == CGRect(x: 8, y: 10, width: 100, height: 20)) }
                live.trackHierarchy(root)
            }
        }
        #expect(live.count > 2_000 * 20)
        #expect(live.alive == 0)
    }

    @Test func tenThousandSmallHierarchiesAreFreed() {
        let live = LiveObjects()
        for _ in 0..<10_000 {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let label = constrained(Label(text: "x", font: tenPoint), in: root, "label")
            LayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
            root.layoutIfNeeded()
            live.trackHierarchy(root)
        }
        #expect(live.count == 10_000 * 5)
        #expect(live.alive == 0)
    }

    @Test func aConstraintOutlivingItsViewsIsInactiveAndReportsActivation() {
        var width: LayoutConstraint?
        var pin: LayoutConstraint?
        do {
            let root = makeRoot()
            let box = constrained(View(), in: root, "box")
            width = box.widthAnchor.constraint(equalToConstant: 40)
            pin = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
            LayoutConstraint.activate([width!, pin!])
            root.layoutIfNeeded()
            #expect(width!.isActive)
        }
        #expect(width!.isActive == false)
        #expect(width!.firstItem == nil && pin!.firstItem == nil && pin!.secondItem == nil)
        width!.constant = 50          // no engine: nothing to update, nothing to crash
        #expect(width!.description.hasPrefix("<LayoutConstraint (freed).width == 50"))
        #expect(pin!.description.hasPrefix("<LayoutConstraint (freed).leading == (freed).leading + 5"))
        // Activating reports the reason (to the process-wide handler: the
        // constraint belongs to no hierarchy any more) and leaves it inactive.
        #expect(pin!.invalidity == "an item of the constraint has been freed (constraints do not keep their items alive)")
        #expect(throws: LayoutError.self) { try pin!.installationView() }
    }

    @Test func aRemovedSubviewLeavesTheEngineAndIsFreed() {
        let root = makeRoot()
        weak var weakBox: View?
        weak var weakOwn: LayoutConstraint?
        let keeper = constrained(View(), in: root, "keeper")
        LayoutConstraint.activate([
            keeper.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            keeper.topAnchor.constraint(equalTo: root.topAnchor),
            keeper.widthAnchor.constraint(equalToConstant: 10),
            keeper.heightAnchor.constraint(equalToConstant: 10),
        ])
        do {
            let box = constrained(View(), in: root, "box")
            let own = box.widthAnchor.constraint(equalToConstant: 30)
            LayoutConstraint.activate([
                own,
                box.leadingAnchor.constraint(equalTo: keeper.trailingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 10, y: 0, width: 30, height: 30))
            weakBox = box
            weakOwn = own
            box.removeFromSuperview()
        }
        #expect(weakBox == nil)
        #expect(weakOwn == nil)
        let engine = root.engine!
        #expect(root.allViews().flatMap(\.constraints).filter { engine.installation(of: $0) != nil }.count == 4)
        root.layoutIfNeeded()
        #expect(keeper.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
