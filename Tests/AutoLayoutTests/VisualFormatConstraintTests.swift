import Foundation
import Testing
@testable import AutoLayout

/// A root 300 x 100 with views a, b, c (not translating their frames) and
/// the visual formats applied.
private func laidOut(
    _ formats: [String], options: FormatOptions = [], metrics: [String: Double] = [:],
    width: CGFloat = 300, height: CGFloat = 100
) throws -> [String: View] {
    let root = makeRoot(width, height)
    var views: [String: View] = ["root": root]
    for name in ["a", "b", "c"] { views[name] = constrained(View(), in: root, name) }
    for format in formats {
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        LayoutConstraint.activate(cs)
    }
    root.layoutIfNeeded()
    return views
}

private func frame(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

private func vflError(_ format: String, options: FormatOptions = [], views: [String: LayoutItem]) -> VisualFormatError? {
    do {
        _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, views: views)
        return nil
    } catch {
        return error
    }
}

@Suite struct VisualFormatConstraintTests {
    @Test func standardSpacingBetweenViewsAndToSuperview() throws {
        let v = try laidOut(["H:|-[a(50)]-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"])
        #expect(v["a"]!.frame == frame(20, 0, 50, 10))
        #expect(v["b"]!.frame == frame(78, 0, 60, 10))
    }

    @Test func trailingSuperviewAndFlexibleView() throws {
        let v = try laidOut(["H:|-10-[a]-[b(100)]-|", "V:|-5-[a(20)]-(>=0)-|", "V:|-5-[b(20)]"])
        #expect(v["a"]!.frame == frame(10, 5, 162, 20))
        #expect(v["b"]!.frame == frame(180, 5, 100, 20))
    }

    @Test func metricsRelationsAndPriorities() throws {
        // Required >= 40, <= 100 at 750 beats == 150 at 250: the width is 100.
        let v = try laidOut(
            ["H:|-m-[a(>=40,<=w@750,==150@250)]-(>=gap)-|", "V:|[a(h)]"],
            metrics: ["m": 12, "w": 100, "gap": 30, "h": 15])
        #expect(v["a"]!.frame == frame(12, 0, 100, 15))
    }

    @Test func optionalPriorityLosesToRequired() throws {
        let v = try laidOut(["H:|[a(==200@500)]-(>=150)-|", "V:|[a(10)]"])
        #expect(v["a"]!.frame == frame(0, 0, 150, 10))
    }

    @Test func sizeRelativeToAnotherView() throws {
        let v = try laidOut(["H:|[a][b(==a)]|", "V:|[a(30)]", "V:|[b(==a)]"])
        #expect(v["a"]!.frame == frame(0, 0, 150, 30))
        #expect(v["b"]!.frame == frame(150, 0, 150, 30))
    }

    @Test func verticalFormat() throws {
        let v = try laidOut(["V:|-[a(20)]-[b(30)]-(>=0)-|", "H:|[a(10)]", "H:|[b(10)]"])
        #expect(v["a"]!.frame == frame(0, 20, 10, 20))
        #expect(v["b"]!.frame == frame(0, 48, 10, 30))
    }

    @Test func alignAllCenterYBetweenConsecutiveViews() throws {
        let root = makeRoot()
        let views = ["a", "b", "c"].map { constrained(View(), in: root, $0) }
        let named = ["a": views[0], "b": views[1], "c": views[2]]
        for (format, options) in [("V:|-40-[a(20)]", FormatOptions()), ("V:[b(10)]", []), ("V:[c(40)]", []),
                                  ("H:|[a(10)][b(10)][c(10)]", .alignAllCenterY)] {
            LayoutConstraint.activate(try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, views: named))
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == frame(0, 40, 10, 20))
        #expect(views[1].frame == frame(10, 45, 10, 10))
        #expect(views[2].frame == frame(20, 30, 10, 40))
    }

    @Test func alignmentConstraintsPairNeighbours() throws {
        let root = makeRoot()
        let a = constrained(View(), in: root, "a"), b = constrained(View(), in: root, "b")
        let c = constrained(View(), in: root, "c")
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: "[a][b][c]", options: [.alignAllTop, .alignAllBottom],
            views: ["a": a, "b": b, "c": c])
        #expect(cs.map(\.firstAttribute) == [.leading, .leading, .top, .top, .bottom, .bottom])
        #expect(cs[2].firstItem === b && cs[2].secondItem === a)
        #expect(cs[3].firstItem === c && cs[3].secondItem === b)
    }

    @Test func leadingFollowsRightToLeft() throws {
        let root = makeRoot(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let a = constrained(View(), in: root, "a"), b = constrained(View(), in: root, "b")
        let views = ["a": a, "b": b]
        for f in ["H:|-[a(50)]-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"] {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: f, views: views))
        }
        root.layoutIfNeeded()
        #expect(a.frame == frame(230, 0, 50, 10))
        #expect(b.frame == frame(162, 0, 60, 10))
    }

    @Test func directionOptions() throws {
        let ltr = try laidOut(["H:|-[a(50)]-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionLeftToRight)
        #expect(ltr["b"]!.frame == frame(78, 0, 60, 10))
        let rtl = try laidOut(["H:|-[a(50)]-[b(60)]-(>=0)-|", "V:|[a(10)]", "V:|[b(10)]"],
                              options: .directionRightToLeft)
        #expect(rtl["a"]!.frame == frame(230, 0, 50, 10))
        #expect(rtl["b"]!.frame == frame(162, 0, 60, 10))
        let root = makeRoot()
        let a = constrained(View(), in: root, "a")
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: "|-[a]-|", options: .directionRightToLeft, views: ["a": a])
        #expect(cs.map { "\($0.firstItem!.debugName).\($0.firstAttribute) \($0.relation) \($0.secondItem!.debugName).\($0.secondAttribute) + \($0.constant)" }
            == ["root.right == a.right + 20.0", "a.left == root.left + 20.0"])
    }

    @Test func baselineToBaselineSpacing() throws {
        let root = makeRoot(300, 200)
        let top = constrained(Label(text: "One", font: tenPoint), in: root, "top")
        let bottom = constrained(Label(text: "Two", font: tenPoint), in: root, "bottom")
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: "V:|[top]-10-[bottom]", options: .spacingBaselineToBaseline,
            views: ["top": top, "bottom": bottom])
        #expect(cs[1].firstAttribute == .firstBaseline && cs[1].secondAttribute == .lastBaseline)
        LayoutConstraint.activate(cs + [top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                        bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        // tenPoint: line 20, ascender 16, descender -4. top's last baseline is at
        // 20 - 4 = 16; bottom's first baseline at 16 + 10 = 26, so its top is at 10.
        #expect(top.frame == frame(0, 0, 30, 20))
        #expect(bottom.frame == frame(0, 10, 30, 20))
    }

    @Test func constraintDetails() throws {
        let root = makeRoot()
        let a = constrained(View(), in: root, "a"), b = constrained(View(), in: root, "b")
        let cs = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-(>=8@750)-[a(==b@300)]-0-[b]", views: ["a": a, "b": b])
        #expect(cs.count == 3)
        #expect(cs[0].firstItem === a && cs[0].secondItem === root && cs[0].relation == .greaterThanOrEqual)
        #expect(cs[0].constant == 8 && cs[0].priority == 750 && cs[0].firstAttribute == .leading)
        #expect(cs[1].firstAttribute == .width && cs[1].secondItem === b && cs[1].priority == 300)
        #expect(cs[2].firstItem === b && cs[2].firstAttribute == .leading && cs[2].secondAttribute == .trailing)
        #expect(cs.allSatisfy { !$0.isActive })
    }

    @Test func layoutGuidesTakePart() throws {
        let root = makeRoot(300, 100)
        let guide = LayoutGuide(identifier: "g")
        root.addLayoutGuide(guide)
        let a = constrained(View(), in: root, "a")
        let views: [String: LayoutItem] = ["g": guide, "a": a]
        for f in ["H:|[g(100)][a]|", "V:|[g(10)]", "V:|[a(10)]"] {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: f, views: views))
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == frame(0, 0, 100, 10))
        #expect(a.frame == frame(100, 0, 200, 10))
    }

    @Test func missingSuperviewPointsAtTheBar() {
        let lonely = View()
        let e = vflError("H:[a]-|", views: ["a": lonely])
        #expect(e?.code == .missingSuperview)
        #expect(e?.column == 6)
        let lead = vflError("  |-[a]", views: ["a": lonely])
        #expect(lead?.code == .missingSuperview && lead?.column == 2)
    }

    @Test func parseAndOptionErrorsPassThrough() {
        let root = makeRoot()
        let a = constrained(View(), in: root, "a")
        let unknown = vflError("H:|-[a]-[zz]", views: ["a": a])
        #expect(unknown?.code == .unknownView && unknown?.column == 9)
        let options = vflError("H:|-[a]", options: .alignAllLeft, views: ["a": a])
        #expect(options?.code == .invalidOptions && options?.column == 0)
        let metric = vflError("H:|-m-[a]", views: ["a": a])
        #expect(metric?.code == .unknownMetric && metric?.column == 4)
    }
}
