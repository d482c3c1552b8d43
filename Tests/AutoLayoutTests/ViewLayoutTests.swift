import Foundation
import Testing
@testable import AutoLayout

/// A root view of the given size whose layout reports are collected.
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    var messages: [String] { lock.withLock { items } }
    func append(_ s: String) { lock.withLock { items.append(s) } }
}

func makeRoot(_ width: CGFloat = 375, _ height: CGFloat = 200, reports: Reports? = nil) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    let sink = reports ?? Reports()
    root.setDiagnosticsHandler { sink.append($0) }
    return root
}

func constrained<V: View>(_ view: V, in parent: View, _ name: String) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.identifier = name
    parent.addSubview(view)
    return view
}

let tenPoint = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)

@Suite struct ViewLayoutTests {
    @Test func pinnedBox() {
        let root = makeRoot()
        let box = constrained(View(), in: root, "box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 16, width: 100, height: 50))
    }

    @Test func framesAreRelativeToSuperview() {
        let root = makeRoot()
        root.contentScaleFactor = 2
        let outer = constrained(View(), in: root, "outer")
        let inner = constrained(View(), in: outer, "inner")
        LayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            outer.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
            outer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
            inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 40),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 20, y: 30, width: 335, height: 140))
        #expect(inner.frame == CGRect(x: 147.5, y: 60, width: 40, height: 20))
    }

    @Test func constantChangesUpdateInPlace() {
        let root = makeRoot()
        let box = constrained(View(), in: root, "box")
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        left.constant = 42
        root.layoutIfNeeded()
        #expect(box.frame.minX == 42)
    }

    @Test func marginsGuideAndRightToLeft() {
        let root = makeRoot(300, 100)
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
        let box = constrained(View(), in: root, "box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 50, height: 80))
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // Leading is the right margin now: 300 - 30 - 50.
        #expect(box.frame == CGRect(x: 220, y: 10, width: 50, height: 80))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 245, y: 0, width: 50, height: 100))
    }

    @Test func leftAndRightDoNotFlip() {
        let root = makeRoot(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let box = constrained(View(), in: root, "box")
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
    }

    @Test func compressionBeatsHugging() {
        let root = makeRoot(100, 100)
        let a = constrained(Label(text: "aaaaaa", font: tenPoint), in: root, "a")   // 60 wide
        let b = constrained(Label(text: "bbbbbbbb", font: tenPoint), in: root, "b") // 80 wide
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 140 of text in 100: b resists harder, so a is compressed.
        #expect(b.frame.width == 80)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func strictPriorities() {
        let root = makeRoot(100, 100)
        let box = constrained(View(), in: root, "box")
        var weak: [LayoutConstraint] = []
        for _ in 0..<200 {
            let c = box.widthAnchor.constraint(equalToConstant: 10)
            c.priority = .defaultLow
            weak.append(c)
        }
        let one = box.widthAnchor.constraint(equalToConstant: 90)
        one.priority = .defaultLow + 1
        LayoutConstraint.activate(weak + [one, box.heightAnchor.constraint(equalToConstant: 1),
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(box.frame.width == 90)
    }

    @Test func fittingSizeDoesNotTouchFrames() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = constrained(Label(text: "one two three four five", font: tenPoint), in: cell, "label")
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        // 230 points of text at 100 - 16 = 84 wide: "one two" / "three" / "four" / "five" = 4 lines.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: CGFloat(4 * 20 + 16)))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        // One line at full width: 230 + 16.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 246, height: 36))
    }

    @Test func twoPassLabelInLayout() {
        let root = makeRoot(120, 300)
        let label = constrained(Label(text: "aaa bbb ccc ddd", font: tenPoint), in: root, "label")
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // Pass 1 wants 150 wide; it gets 100; at 100 it wraps to "aaa bbb" / "ccc ddd" (70 wide).
        #expect(label.frame == CGRect(x: 10, y: 10, width: 70, height: 40))
        label.text = "aaa"
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 30, height: 20))
    }

    @Test func noCommonAncestorIsReported() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let other = makeRoot(reports: reports)
        let a = constrained(View(), in: root, "a")
        let b = constrained(View(), in: other, "b")
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("because they have no common ancestor") == true)
    }

    @Test func conflictIsReportedAndBroken() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let box = constrained(View(), in: root, "box")
        let w100 = box.widthAnchor.constraint(equalToConstant: 100)
        w100.identifier = "w100"
        let w50 = box.widthAnchor.constraint(equalToConstant: 50)
        w50.identifier = "w50"
        LayoutConstraint.activate([w100, box.heightAnchor.constraint(equalToConstant: 5),
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        w50.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        let message = try! #require(reports.messages.last)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'w100'"))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        #expect(message.contains("ViewLayoutTests.swift"))
        w100.isActive = false
        w50.constant = 60
        root.layoutIfNeeded()
        #expect(box.frame.width == 60)
    }

    /// The solver's variables have no names of their own: a solver
    /// constraint described for a report is named after the views (their
    /// identifiers) when the report is written.
    @Test func solverConstraintsAreDescribedWithTheViewsNames() throws {
        let root = makeRoot()
        let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        box.identifier = "box"
        root.addSubview(box)
        root.layoutIfNeeded()
        let engine = try #require(root.engine)
        let width = try #require(box.generated.size.first)
        #expect(!width.description.contains("box.width"))
        #expect(engine.readable(width).description.contains("box.Encapsulated-Layout-Width: box.width - 100 == 0"))
        let gap = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        #expect(engine.readable(gap.solverConstraint()).description.hasPrefix("box.minX - root.minX - 8 == 0"))
    }

    @Test func removeFromSuperviewDeactivatesCrossingConstraints() {
        let root = makeRoot()
        let a = constrained(View(), in: root, "a")
        let inner = constrained(View(), in: a, "inner")
        let crossing = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let local = inner.widthAnchor.constraint(equalTo: a.widthAnchor)
        LayoutConstraint.activate([crossing, local])
        a.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(local.isActive)
    }

    /// UIKit's ways of reordering subviews: the constraints stay, the
    /// engine's list follows, a sibling that is not one is reported.
    @Test func subviewsReorderAsInUIKit() {
        let reports = Reports()
        let root = makeRoot(320, reports: reports)
        let views = (0..<4).map { constrained(View(), in: root, "v\($0)") }
        for (i, v) in views.enumerated() {
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(10 * i)),
                v.topAnchor.constraint(equalTo: root.topAnchor),
                v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        func order() -> [String] { root.subviews.map { $0.identifier ?? "?" } }
        root.bringSubviewToFront(views[0])
        #expect(order() == ["v1", "v2", "v3", "v0"])
        root.sendSubviewToBack(views[3])
        #expect(order() == ["v3", "v1", "v2", "v0"])
        root.insertSubview(views[3], aboveSubview: views[2])
        #expect(order() == ["v1", "v2", "v3", "v0"])
        root.insertSubview(views[0], belowSubview: views[1])
        #expect(order() == ["v0", "v1", "v2", "v3"])
        root.exchangeSubview(at: 3, withSubviewAt: 1)
        #expect(order() == ["v0", "v3", "v2", "v1"])
        let added = View()
        root.insertSubview(added, aboveSubview: views[0])
        #expect(order() == ["v0", "?", "v3", "v2", "v1"])
        // Mistakes are reported and change nothing.
        let stranger = View()
        root.insertSubview(views[1], belowSubview: stranger)
        root.exchangeSubview(at: 0, withSubviewAt: 5)
        root.bringSubviewToFront(stranger)
        root.insertSubview(views[2], aboveSubview: views[2])
        stranger.addSubview(added)
        root.insertSubview(added, aboveSubview: added)
        #expect(order() == ["v0", "v3", "v2", "v1"])
        #expect(reports.messages.count == 3)
        #expect(reports.messages.first?.contains("is not a subview of root") == true)
        root.layoutIfNeeded()
        let engine = root.layoutEngine()
        #expect(engine.views.count == 5 && zip(engine.views, root.allViews()).allSatisfy { $0 === $1 })
        #expect(views.map(\.frame) == (0..<4).map { CGRect(x: 10 * $0, y: 0, width: 10, height: 10) })
    }

    /// The constraints a leaving subtree takes with it, its guides' included,
    /// and only those: `removeFromSuperview` looks at the items' keys first.
    @Test func aLeavingSubtreeTakesItsGuidesConstraintsAndNoOthers() {
        let root = makeRoot(320)
        let a = constrained(View(), in: root, "a")
        let b = constrained(View(), in: root, "b")
        let inner = constrained(View(), in: a, "inner")
        let leaf = constrained(View(), in: root, "leaf")
        let guide = LayoutGuide()
        inner.addLayoutGuide(guide)
        let leaving = [
            guide.leadingAnchor.constraint(equalTo: b.leadingAnchor),
            inner.layoutMarginsGuide.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.5),
        ]
        let staying = [
            b.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            b.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            inner.heightAnchor.constraint(equalTo: a.heightAnchor),
            guide.widthAnchor.constraint(equalTo: inner.widthAnchor),
            leaf.topAnchor.constraint(equalTo: b.bottomAnchor),
        ]
        LayoutConstraint.activate(leaving + staying)
        root.layoutIfNeeded()
        a.removeFromSuperview()
        #expect(leaving.map(\.isActive) == [false, false, false])
        #expect(staying.map(\.isActive) == [true, true, true, true, true])
        // A leaf: the one constraint that names it goes.
        leaf.removeFromSuperview()
        #expect(staying.map(\.isActive) == [true, true, true, true, false])
        root.layoutIfNeeded()
        #expect(b.frame.width == 80)
    }
}

@Suite struct DebuggingTests {
    @Test func ambiguityAndTrace() {
        let root = makeRoot(200, 100)
        let a = constrained(View(), in: root, "a")
        let b = constrained(View(), in: root, "b")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        let before = a.frame.width
        a.exerciseAmbiguityInLayout()
        #expect(a.frame.width != before)
        #expect(a.frame.width + b.frame.width == 200)
        #expect(root.autolayoutTrace().hasPrefix("•root {0, 0, 200, 100}\n|   *a {"))
        #expect(root.autolayoutTrace().contains("- AMBIGUOUS LAYOUT"))
        let fix = a.widthAnchor.constraint(equalToConstant: 50)
        fix.isActive = true
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        #expect(root.autolayoutTrace() == """
            •root {0, 0, 200, 100}
            |   *a {0, 0, 50, 10}
            |   *b {50, 0, 150, 10}
            """)
        #expect(a.constraintsAffectingLayout(for: .horizontal).count == 3)
        #expect(a.constraintsAffectingLayout(for: .vertical).count == 2)
    }
}

@Suite struct EngineRecoveryTests {
    @Test func brokenConstraintIsRetriedWhenThereIsRoom() {
        let reports = Reports()
        let root = makeRoot(320, 100, reports: reports)
        let a = constrained(View(), in: root, "a")
        let tall = a.heightAnchor.constraint(equalToConstant: 150)
        let pin = a.heightAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: root.topAnchor), pin,
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        tall.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.height == 40)
        #expect(reports.messages.count == 1)
        pin.isActive = false
        root.layoutIfNeeded()
        #expect(a.frame.height == 150)
        #expect(reports.messages.count == 1)
    }

    @Test func contentSizesARootThroughFitting() {
        let root = makeRoot(320, 100)
        let a = constrained(View(), in: root, "a")
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: root.topAnchor),
            a.bottomAnchor.constraint(equalTo: root.bottomAnchor), a.heightAnchor.constraint(equalToConstant: 40)])
        let size = root.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 40))
    }

    @Test func framesSnapToThePixelGrid() {
        let root = makeRoot(100, 10)
        root.contentScaleFactor = 1
        let views = (0..<3).map { constrained(View(), in: root, "c\($0)") }
        var cs = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                  views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        for (i, v) in views.enumerated() {
            cs += [v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)]
            if i > 0 {
                cs += [v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor),
                       v.widthAnchor.constraint(equalTo: views[0].widthAnchor)]
            }
        }
        LayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        // 100 / 3 = 33.33...: edges at 0, 33, 67, 100 on a 1-point grid.
        #expect(views.map(\.frame.minX) == [0, 33, 67])
        #expect(views.map(\.frame.width) == [33, 34, 33])
        root.contentScaleFactor = 2
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
    }
}

@Suite struct BaselineTests {
    @Test func plainViewBaselineIsItsBottom() {
        let root = makeRoot(100, 100)
        let a = constrained(View(), in: root, "a")
        let b = constrained(View(), in: root, "b")
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: a.firstBaselineAnchor), b.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minY == 30)
    }

    @Test func labelBaselinesFollowTheFont() {
        let root = makeRoot(200, 100)
        root.contentScaleFactor = 100
        let label = constrained(Label(text: "Hg", font: .systemFont(ofSize: 17)), in: root, "label")
        let rule = constrained(View(), in: root, "rule")
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor), label.leftAnchor.constraint(equalTo: root.leftAnchor),
            rule.topAnchor.constraint(equalTo: label.firstBaselineAnchor), rule.leftAnchor.constraint(equalTo: root.leftAnchor),
            rule.widthAnchor.constraint(equalToConstant: 10), rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(abs(rule.frame.minY - Font.systemFont(ofSize: 17).ascender) < 0.01)
        label.font = .systemFont(ofSize: 34)
        root.layoutIfNeeded()
        #expect(abs(rule.frame.minY - Font.systemFont(ofSize: 34).ascender) < 0.01)
    }
}

@Suite struct EngineBuildTests {
    @Test func conflictPresentAtFirstLayoutIsReportedOnce() {
        let reports = Reports()
        let root = makeRoot(200, 100, reports: reports)
        let box = constrained(View(), in: root, "box")
        let wide = box.widthAnchor.constraint(equalToConstant: 120)
        wide.identifier = "wide"
        let narrow = box.widthAnchor.constraint(equalToConstant: 80)
        narrow.identifier = "narrow"
        LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 5),
            wide, narrow])
        root.layoutIfNeeded()
        // The batch fails, so the constraints go in one by one: the later one breaks.
        #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 5))
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("'narrow'") == true)
    }

    @Test func largeStackBuildsInOneBatch() {
        let root = makeRoot(320, 3000)
        let labels = (0..<60).map { Label(text: String(repeating: "x", count: 1 + $0 % 7), font: tenPoint) }
        let stack = constrained(StackView(arrangedSubviews: labels), in: root, "stack")
        stack.axis = .vertical
        LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(labels.last!.frame.minY == CGFloat(59 * 20))
        #expect(stack.frame.width == 70)
    }
}
