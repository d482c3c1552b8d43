import Foundation
import Testing
@testable import AutoLayout

/// `LayoutConstraint.activate { ... }`: anchor constraints one per line,
/// with `if`, `if/else`, `for` and optionals; priorities and identifiers set
/// by methods.
@Suite struct DSLBuilderTests {
    func build(compact: Bool, showsBadge: Bool, extra: LayoutConstraint?) -> (View, [View], [LayoutConstraint]) {
        let root = makeRoot(300, 100)
        let tags = (0..<3).map { i in constrained(View(), in: root, "tag\(i)") }
        let badge = constrained(View(), in: root, "badge")
        let made = LayoutConstraint.activate {
            tags[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            for (left, right) in zip(tags, tags.dropFirst()) {
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
            }
            for tag in tags {
                tag.topAnchor.constraint(equalTo: root.topAnchor)
                tag.heightAnchor.constraint(equalToConstant: 20)
                if compact {
                    tag.widthAnchor.constraint(equalToConstant: 30)
                } else {
                    tag.widthAnchor.constraint(equalToConstant: 60)
                }
            }
            if showsBadge {
                badge.leadingAnchor.constraint(equalTo: tags[2].trailingAnchor, constant: 4)
                badge.topAnchor.constraint(equalTo: root.topAnchor)
                badge.widthAnchor.constraint(equalToConstant: 10).identified("badge-width")
                badge.heightAnchor.constraint(equalToConstant: 10)
            }
            extra
        }
        return (root, tags + [badge], made)
    }

    @Test func branchesLoopsAndOptionals() {
        let (root, views, made) = build(compact: true, showsBadge: true, extra: nil)
        root.layoutIfNeeded()
        #expect(made.count == 1 + 2 + 9 + 4)
        #expect(made.allSatisfy { $0.isActive })
        #expect(views.map(\.frame) == [
            CGRect(x: 10, y: 0, width: 30, height: 20), CGRect(x: 48, y: 0, width: 30, height: 20),
            CGRect(x: 86, y: 0, width: 30, height: 20), CGRect(x: 120, y: 0, width: 10, height: 10),
        ])
    }

    @Test func elseBranchAndPresentOptional() {
        let spare = View()
        let extra = spare.widthAnchor.constraint(equalToConstant: 5)
        let (root, views, made) = build(compact: false, showsBadge: false, extra: extra)
        root.addSubview(spare)
        #expect(made.count == 1 + 2 + 9 + 1)
        #expect(made.last === extra)
        root.layoutIfNeeded()
        #expect(views[2].frame == CGRect(x: 146, y: 0, width: 60, height: 20))
    }

    @Test func priorityAndIdentifierMethodsReturnTheConstraint() {
        let root = makeRoot(300, 100)
        let box = constrained(View(), in: root, "box")
        let line = #line + 2
        let made = LayoutConstraint.activate {
            box.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultLow).identified("wide")
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh)
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
            box.topAnchor.constraint(equalTo: root.topAnchor)
            box.leftAnchor.constraint(equalTo: root.leftAnchor)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(made.map(\.priority) == [.defaultLow, .defaultHigh, .required, .required, .required])
        #expect(made[0].identifier == "wide")
        #expect(made[0].description.contains("'wide'"))
        #expect(made[0].description.contains("[AutoLayoutTests/DSLBuilderTests.swift:\(line)]"))
    }

    @Test func deactivateBlock() {
        let root = makeRoot(300, 100)
        let box = constrained(View(), in: root, "box")
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate { width; height }
        LayoutConstraint.deactivate {
            width
            if width.isActive { height }
        }
        #expect(!width.isActive && !height.isActive)
    }
}
