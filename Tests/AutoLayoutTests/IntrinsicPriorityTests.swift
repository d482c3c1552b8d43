import Foundation
import Testing
@testable import AutoLayout

/// Hugging and compression resistance priorities: invalid ones are reported
/// where they are set and the previous priority stays.
@Suite struct IntrinsicPriorityTests {
    @Test func invalidPrioritiesAreReportedAndTheOldOnesKept() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let label = constrained(Label(text: "a long text", font: tenPoint), in: root, "label")
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        label.setContentHuggingPriority(0, for: .horizontal)
        label.setContentCompressionResistancePriority(-5, for: .horizontal)
        label.setContentHuggingPriority(LayoutPriority(.nan), for: .vertical)
        label.setContentCompressionResistancePriority(1001, for: .vertical)
        #expect(reports.messages == [
            "content hugging priority 0 of label (horizontal) is outside (0, 1000]; kept 250",
            "compression resistance priority -5 of label (horizontal) is outside (0, 1000]; kept 750",
            "content hugging priority nan of label (vertical) is outside (0, 1000]; kept 250",
            "compression resistance priority 1001 of label (vertical) is outside (0, 1000]; kept 750",
        ])
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 110, height: 20))
        // The next intrinsic-size change updates the one pair per axis in place.
        label.text = "x"
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
        // One content-size constraint per axis (hugging above, resistance
        // below), and no tie-break copies outside a stack.
        #expect((0..<10).map { label.generated.intrinsic[$0] != nil } == [true, false, true, false] + Array(repeating: false, count: 6))
        #expect(label.generated.intrinsic[0].map { $0.priority.rawValue == 250 && $0.priorityBelow.rawValue == 750 } == true)
        #expect(reports.messages.count == 4)
    }

    @Test func anInvalidPriorityBeforeLayoutIsReportedToo() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let label = constrained(Label(text: "abc", font: tenPoint), in: root, "label")
        label.setContentHuggingPriority(1000, for: .horizontal)
        label.setContentHuggingPriority(0, for: .horizontal)
        #expect(label.contentHuggingPriority(for: .horizontal) == .required)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 50).withPriority(999),
        ])
        root.layoutIfNeeded()
        // Required hugging holds the label at its text's width.
        #expect(label.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(reports.messages == ["content hugging priority 0 of label (horizontal) is outside (0, 1000]; kept 1000"])
    }
}

private extension LayoutConstraint {
    func withPriority(_ p: LayoutPriority) -> LayoutConstraint { priority = p; return self }
}
