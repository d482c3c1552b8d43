import Foundation
import Testing
@testable import AutoLayout

/// Two labels at the same compression resistance with too little room
/// (issue: the SnapKit feed row of seed 004, third row): every required
/// constraint holds, neither label goes below zero, and the layout is the
/// same every time.
@Suite struct EqualCompressionTests {
    let font = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)

    func layOut(_ a: String, _ b: String) -> (a: CGRect, b: CGRect, reports: [String]) {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let first = constrained(Label(text: a, font: font), in: root, "a")
        let second = constrained(Label(text: b, font: font), in: root, "b")
        LayoutConstraint.activate([
            first.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 58),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.leftAnchor.constraint(equalTo: first.rightAnchor, constant: 10),
            second.topAnchor.constraint(equalTo: root.topAnchor),
            second.rightAnchor.constraint(lessThanOrEqualTo: root.leftAnchor, constant: 367),
        ])
        root.layoutIfNeeded()
        return (first.frame, second.frame, reports.messages)
    }

    @Test func requiredConstraintsHoldAndNoSizeGoesNegative() {
        // 20 and 40 characters: 600 pt wanted, 299 available.
        let (a, b, reports) = layOut(String(repeating: "a", count: 20), String(repeating: "b", count: 40))
        #expect(reports.isEmpty)
        #expect(a.minX == 58)
        #expect(b.minX == a.maxX + 10)
        #expect(b.maxX == 367)
        #expect(a.width >= 0 && b.width >= 0)
        #expect(a.width <= 200 && b.width <= 400)
        // The solver's choice here: b gives way, a keeps its 200 pt.
        #expect(a == CGRect(x: 58, y: 0, width: 200, height: 20))
        #expect(b == CGRect(x: 268, y: 0, width: 99, height: 20))
        // Deterministic: the same layout every time.
        let again = layOut(String(repeating: "a", count: 20), String(repeating: "b", count: 40))
        #expect(again.a == a && again.b == b)
    }

    /// Every pair of lengths, in both orders of adding the labels' texts.
    @Test func noLengthsMakeANegativeSize() {
        for m in stride(from: 1, through: 40, by: 3) {
            for n in stride(from: 1, through: 60, by: 4) {
                let (a, b, reports) = layOut(String(repeating: "a", count: m), String(repeating: "b", count: n))
                #expect(reports.isEmpty && a.minX == 58 && b.minX == a.maxX + 10 && b.maxX <= 367,
                        "\(m), \(n): \(a), \(b)")
                #expect(a.width >= 0 && b.width >= 0, "\(m), \(n): \(a), \(b)")
            }
        }
    }

    @Test func aLabelShorterThanTheDeficitStopsAtZero() {
        // 5 and 40 characters: the deficit (551 - 299 = 252) exceeds a's 50.
        let (a, b, _) = layOut("aaaaa", String(repeating: "b", count: 40))
        #expect(a.minX == 58 && a.width >= 0 && b.minX == a.maxX + 10 && b.maxX == 367)
    }
}
