import Foundation
import CollectionLayout

/// Text width as the tests fake it: 10 points per character.
func textWidth(_ text: String) -> CGFloat { CGFloat(10 * text.count) }

/// A sizing that records every call and answers from a closure.
final class RecordingSizing: ItemSizing {
    struct Call: Equatable {
        var path: IndexPath
        var target: CGSize
        var horizontal: Float
        var vertical: Float
    }
    private(set) var calls: [Call] = []
    var answer: (IndexPath, CGSize) -> CGSize

    init(_ answer: @escaping (IndexPath, CGSize) -> CGSize) {
        self.answer = answer
    }

    func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float
    ) -> CGSize {
        calls.append(Call(path: path, target: target, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
        return answer(path, target)
    }

    var measuredPaths: [IndexPath] { calls.map(\.path) }
}

/// A multi-line label cell: 20 points per line, 8 points of padding above and below, wrapping at the target width.
func labelCellHeight(characters: Int, width: CGFloat) -> CGFloat {
    let lines = max(1, (CGFloat(characters * 10) / width).rounded(.up))
    return 20 * lines + 16
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

extension CollectionViewLayout {
    /// The frames of the cells, in item order.
    func cellFrames() -> [CGRect] {
        allLayoutAttributes().filter { $0.kind == .cell }.map(\.frame)
    }

    /// The elements in `rect`, as (kind, section, item) triples.
    func elements(in rect: CGRect) -> [String] {
        (layoutAttributesForElements(in: rect) ?? []).map { "\($0.kind) \($0.indexPath.section).\($0.indexPath.item)" }
    }
}
