import Foundation
import Testing
import AutoLayout

/// Sizing cells away from the main thread: each task builds its own hierarchy (a view
/// hierarchy belongs to one task at a time) and hands back only a `CGSize`, which is
/// `Sendable`. Run it under the thread sanitizer with
/// `swift test --sanitize=thread --filter ConcurrentSizingTests`.
@Suite struct ConcurrentSizingTests {
    /// One cell: a multi-line label 8 points inside a content view, sized at `width`.
    static func cellHeight(text: String, width: CGFloat) -> CGFloat {
        let contentView = View(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        let label = Label(text: text, font: .systemFont(ofSize: 15))
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
        return contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    static func text(_ index: Int) -> String {
        String(repeating: "Cell \(index) says hello. ", count: 1 + index % 7)
    }

    /// 10,000 cells sized in a task group give the same heights as sizing them one by one.
    @Test func taskGroupSizesTenThousandCells() async {
        let count = 10_000, width: CGFloat = 320
        let heights = await withTaskGroup(of: (Int, CGFloat).self, returning: [CGFloat].self) { group in
            for index in 0..<count {
                group.addTask { (index, Self.cellHeight(text: Self.text(index), width: width)) }
            }
            var heights = [CGFloat](repeating: 0, count: count)
            for await (index, height) in group { heights[index] = height }
            return heights
        }
        // The same answers as sizing one by one (every 97th cell checked), and all of them real.
        for index in stride(from: 0, to: count, by: 97) {
            #expect(heights[index] == Self.cellHeight(text: Self.text(index), width: width), "cell \(index)")
        }
        #expect(heights.allSatisfy { $0 > 16 })
        #expect(heights[6] > heights[0])
    }
}
