import Foundation
import Testing
@testable import AutoLayout

/// The S3 card (SCENARIOS.md): a horizontal stack (centre, spacing 8) of a
/// 40-point square image and a vertical stack (spacing 4) of three
/// multi-line labels, pinned to the content view's margins.
struct Card {
    let cell: View
    let outer: StackView
    let image: ImageView
    let inner: StackView
    let labels: [Label]

    static let texts = [
        "Stack views",                                              // 11 characters: one line at 256
        "aaaa bbbb cccc dddd eeee ffff",                            // 29: two lines of 24 + 4
        "gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp qqqq",   // 54: three lines
    ]

    /// `bottomEqual`: the stack's bottom `==` the margin instead of `<=`.
    init(width: CGFloat, height: CGFloat, font: Font = tenPoint, bottomEqual: Bool = false) {
        cell = makeRoot(width, height)
        labels = Card.texts.enumerated().map { i, text in
            let label = Label(text: text, font: font)
            label.numberOfLines = 0
            label.identifier = ["title", "subtitle", "body"][i]
            return label
        }
        image = box("image", 80, 80)
        inner = StackView(arrangedSubviews: labels)
        inner.identifier = "inner"
        inner.axis = .vertical
        inner.spacing = 4
        outer = constrained(StackView(arrangedSubviews: [image, inner]), in: cell, "outer")
        outer.alignment = .center
        outer.spacing = 8
        let margins = cell.layoutMarginsGuide
        LayoutConstraint.activate([
            image.widthAnchor.constraint(equalToConstant: 40),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            outer.topAnchor.constraint(equalTo: margins.topAnchor),
            outer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bottomEqual
                ? margins.bottomAnchor.constraint(equalTo: outer.bottomAnchor)
                : margins.bottomAnchor.constraint(greaterThanOrEqualTo: outer.bottomAnchor),
        ])
    }

    func fittingSize() -> CGSize {
        cell.systemLayoutSizeFitting(
            CGSize(width: cell.frame.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}

@Suite struct StackViewCardTests {
    /// At 320: the inner column is 320 - 16 - 40 - 8 = 256 wide (25 characters
    /// a line), labels 20 + 40 + 60 high, column 128 with spacing, card 8 + 128 + 8.
    @Test func cardFitsItsContent() {
        let card = Card(width: 320, height: 1000)
        #expect(card.fittingSize() == CGSize(width: 320, height: 144))
        card.cell.frame.size.height = 144
        card.cell.layoutIfNeeded()
        #expect(card.outer.frame == CGRect(x: 8, y: 8, width: 304, height: 128))
        #expect(card.image.frame == CGRect(x: 0, y: 44, width: 40, height: 40))
        #expect(card.inner.frame == CGRect(x: 48, y: 0, width: 256, height: 128))
        #expect(card.labels.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 256, height: 20), CGRect(x: 0, y: 24, width: 256, height: 40),
            CGRect(x: 0, y: 68, width: 256, height: 60),
        ])
    }

    /// With `==` in a taller cell the outer stack is 184 high. Its centre
    /// alignment pulls the column's height to 0 only at 25
    /// (UISV-ambiguity-suppression), below the labels' hugging (250): the
    /// column keeps its content height and is centred, as UIKit does. The
    /// fitting size is the same as with `>=`.
    @Test func equalBottomInATallerCellCentres() {
        let card = Card(width: 320, height: 200, bottomEqual: true)
        card.cell.layoutIfNeeded()
        #expect(card.outer.frame == CGRect(x: 8, y: 8, width: 304, height: 184))
        #expect(card.image.frame == CGRect(x: 0, y: 72, width: 40, height: 40))
        #expect(card.inner.frame == CGRect(x: 48, y: 28, width: 256, height: 128))
        #expect(card.labels.map(\.frame.height) == [20, 40, 60])
        #expect(card.fittingSize() == CGSize(width: 320, height: 144))
    }

    /// When the column itself is stretched (pinned `==` to the margins of a
    /// taller cell), fill stretches the label with the LOWEST vertical
    /// hugging; with equal hugging the first label absorbs. At 304 wide:
    /// 30 characters a line, labels 20 + 20 + 40, column 88 of 184.
    @Test func stretchedColumnStretchesTheLowestHugging() {
        let cell = makeRoot(320, 200)
        let labels = Card.texts.map { text -> Label in
            let label = Label(text: text, font: tenPoint)
            label.numberOfLines = 0
            return label
        }
        let column = constrained(StackView(arrangedSubviews: labels), in: cell, "column")
        column.axis = .vertical
        column.spacing = 4
        let margins = cell.layoutMarginsGuide
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        cell.layoutIfNeeded()
        #expect(labels.map(\.frame.height) == [116, 20, 40])
        #expect(!labels.contains { $0.hasAmbiguousLayout })
        labels[1].setContentHuggingPriority(249, for: .vertical)
        cell.layoutIfNeeded()
        #expect(labels.map(\.frame.height) == [20, 116, 40])
        #expect(labels.map(\.frame.minY) == [0, 24, 144])
    }

    /// The card with the built-in font: the column is the three labels'
    /// wrapped heights at 256 plus 8, the card that plus the margins.
    @Test func cardWithTheBuiltInFont() {
        let card = Card(width: 320, height: 1000, font: .systemFont(ofSize: 15))
        let heights = card.labels.map { $0.textLayout(width: 256).size.height }
        #expect(heights.allSatisfy { $0 > 0 })
        #expect(heights[2] > heights[0])   // the body wraps
        let column = heights.reduce(0, +) + 8
        #expect(card.fittingSize() == CGSize(width: 320, height: ((16 + max(40, column)) * 2).rounded(.up) / 2))
        card.cell.frame.size.height = 1000
        card.cell.layoutIfNeeded()
        #expect(card.inner.frame.size == CGSize(width: 256, height: column))
        #expect(card.labels.map(\.frame.height) == heights)
    }

    /// Two multi-line labels side by side in a horizontal fill stack get
    /// `width <= 0.5 x stack.width - 5` at 950 and 951 and share the row.
    @Test func multilineLabelsShareTheRow() {
        let root = makeRoot(400, 300)
        let a = Label(text: "aaaa bbbb cccc dddd", font: tenPoint)
        let b = Label(text: "eeee ffff", font: tenPoint)
        a.numberOfLines = 0
        b.numberOfLines = 0
        let stack = constrained(StackView(arrangedSubviews: [a, b]), in: root, "stack")
        stack.spacing = 10
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        let breakers = stack.generatedConstraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(breakers.map(\.priority) == [950, 951])
        #expect(breakers.allSatisfy { $0.relation == .lessThanOrEqual && $0.multiplier == 0.5 && $0.constant == -5 })
        #expect(a.frame == CGRect(x: 0, y: 0, width: 95, height: 40))   // "aaaa bbbb" / "cccc dddd"
        #expect(b.frame == CGRect(x: 105, y: 0, width: 95, height: 40))
        b.numberOfLines = 1                 // one multi-line label left: no tie-breaker
        #expect(!identifiers(stack).contains("UISV-text-width-disambiguation"))
        b.numberOfLines = 0
        #expect(identifiers(stack).filter { $0 == "UISV-text-width-disambiguation" }.count == 2)
        stack.distribution = .fillEqually   // not for fillEqually
        #expect(!identifiers(stack).contains("UISV-text-width-disambiguation"))
    }
}
