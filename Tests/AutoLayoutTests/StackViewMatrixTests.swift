import Foundation
import Testing
@testable import AutoLayout

/// One configuration of the distribution x alignment x axis x spacing matrix.
struct StackCase: Sendable, CustomTestStringConvertible {
    let axis: LayoutAxis
    let distribution: StackView.Distribution
    let alignment: StackView.Alignment
    let spacing: CGFloat
    var testDescription: String { "\(axis) \(distribution) \(alignment) spacing \(Int(spacing))" }

    static let all: [StackCase] = LayoutAxis.allCases.flatMap { axis in
        StackView.Distribution.allCases.flatMap { d in
            StackView.Alignment.allCases.flatMap { a in [0, 48].map { StackCase(axis: axis, distribution: d, alignment: a, spacing: $0) } }
        }
    }
}

/// The frame rounded to a millionth of a point: multipliers such as
/// fillProportionally's leave solver noise around 1e-14.
func micro(_ r: CGRect) -> CGRect {
    func m(_ x: CGFloat) -> CGFloat { (x * 1_000_000).rounded() / 1_000_000 }
    return CGRect(x: m(r.minX), y: m(r.minY), width: m(r.width), height: m(r.height))
}

/// Three labels whose sizes along the stack's axis are 48, 24, 24 and across
/// it 20, 40, 10 (ascenders are 0.8 of the line height: 16, 32, 8).
func matrixLabels(_ axis: LayoutAxis) -> [Label] {
    let specs: [(String, CGFloat, CGFloat)] = axis == .horizontal
        ? [("aaaa", 12, 20), ("bb", 12, 40), ("cc", 12, 10)]
        : [("aa", 10, 48), ("bb", 20, 24), ("cc", 5, 24)]
    return specs.enumerated().map { i, s in
        let label = Label(text: s.0, font: .fixedAdvance(characterWidth: s.1, lineHeight: s.2))
        label.identifier = ["A", "B", "C"][i]
        return label
    }
}

@Suite struct StackViewMatrixTests {
    /// Positions and lengths along the axis in a stack 240 long, computed by hand
    /// (spacing 0 or 48; 48 keeps every multiplier a binary fraction, so frames are exact).
    ///
    /// fill: the first view absorbs the extra length (240 - 96 - spacings).
    /// fillEqually: (240 - spacings) / 3. fillProportionally: D = 96 + spacings;
    /// lengths 240 × (48, 24, 24) / D at 999, 998, 997: the last absorbs what the
    /// spacings leave over. equalSpacing: gaps (240 - 96) / 2 = 72.
    /// equalCentering: centres 24, 126, 228.
    static func along(_ d: StackView.Distribution, _ s: CGFloat) -> [(CGFloat, CGFloat)] {
        switch (d, s) {
        case (.fill, 0): [(0, 192), (192, 24), (216, 24)]
        case (.fill, _): [(0, 96), (144, 24), (216, 24)]
        case (.fillEqually, 0): [(0, 80), (80, 80), (160, 80)]
        case (.fillEqually, _): [(0, 48), (96, 48), (192, 48)]
        case (.fillProportionally, 0): [(0, 120), (120, 60), (180, 60)]
        case (.fillProportionally, _): [(0, 60), (108, 30), (186, 54)]
        case (.equalSpacing, _): [(0, 48), (120, 24), (216, 24)]
        case (.equalCentering, _): [(0, 48), (114, 24), (216, 24)]
        }
    }

    /// Positions and thicknesses across the axis; the stack hugs the views
    /// (40 thick, 36 for lastBaseline: UIKit ties the stack's bottom to the
    /// first view only). Vertical stacks treat baselines as leading/trailing.
    static func across(_ a: StackView.Alignment, _ axis: LayoutAxis) -> (rows: [(CGFloat, CGFloat)], thickness: CGFloat) {
        switch (a, axis) {
        case (.fill, _): ([(0, 40), (0, 40), (0, 40)], 40)
        case (.leading, _), (.firstBaseline, .vertical): ([(0, 20), (0, 40), (0, 10)], 40)
        case (.center, _): ([(10, 20), (0, 40), (15, 10)], 40)
        case (.trailing, _), (.lastBaseline, .vertical): ([(20, 20), (0, 40), (30, 10)], 40)
        case (.firstBaseline, _): ([(16, 20), (0, 40), (24, 10)], 40)
        case (.lastBaseline, _): ([(16, 20), (0, 40), (24, 10)], 36)
        }
    }

    static func rect(_ axis: LayoutAxis, along: (CGFloat, CGFloat), across: (CGFloat, CGFloat)) -> CGRect {
        axis == .horizontal
            ? CGRect(x: along.0, y: across.0, width: along.1, height: across.1)
            : CGRect(x: across.0, y: along.0, width: across.1, height: along.1)
    }

    @Test(arguments: StackCase.all)
    func framesMatchUIKit(_ c: StackCase) {
        let reports = Reports()
        let root = makeRoot(400, 400, reports: reports)
        let views = matrixLabels(c.axis)
        let stack = constrained(StackView(arrangedSubviews: views), in: root, "stack")
        stack.axis = c.axis
        stack.distribution = c.distribution
        stack.alignment = c.alignment
        stack.spacing = c.spacing
        let length = c.axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            length.constraint(equalToConstant: 240),
        ])
        root.layoutIfNeeded()

        let along = Self.along(c.distribution, c.spacing)
        let (rows, thickness) = Self.across(c.alignment, c.axis)
        for i in 0..<3 {
            #expect(micro(views[i].frame) == Self.rect(c.axis, along: along[i], across: rows[i]), "view \(i)")
            #expect(!views[i].hasAmbiguousLayout, "view \(i)")
        }
        let size = c.axis == .horizontal ? CGSize(width: 240, height: thickness) : CGSize(width: thickness, height: 240)
        #expect(stack.frame == CGRect(origin: CGPoint(x: 10, y: 20), size: size))
        #expect(reports.messages.isEmpty)
    }

    /// A stack thicker than its views: fill stretches them, the others place them.
    @Test(arguments: [StackView.Alignment.fill, .leading, .center, .trailing])
    func thickStackPlacesViews(_ alignment: StackView.Alignment) {
        let root = makeRoot(400, 400)
        let views = matrixLabels(.horizontal)
        let stack = constrained(StackView(arrangedSubviews: views), in: root, "stack")
        stack.alignment = alignment
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        let expected: [(CGFloat, CGFloat)] = switch alignment {
        case .fill: [(0, 60), (0, 60), (0, 60)]
        case .leading: [(0, 20), (0, 40), (0, 10)]
        case .center: [(20, 20), (10, 40), (25, 10)]
        default: [(40, 20), (20, 40), (50, 10)]
        }
        #expect(views.map(\.frame.minY) == expected.map(\.0))
        #expect(views.map(\.frame.height) == expected.map(\.1))
        #expect(views.map(\.frame.minX) == [0, 48, 72])
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 96, height: 60))
    }
}
