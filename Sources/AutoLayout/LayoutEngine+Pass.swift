import Cassowary
import Foundation

/// A label whose height depends on the width the layout gives it.
protocol WidthDependentContent: View {
    /// Whether the view measures in two passes now (wrapping, automatic width).
    var needsWidthPass: Bool { get }
    /// The width the layout last gave the view, or nil for the first pass.
    var layoutWidthHint: CGFloat? { get set }
}

extension LayoutEngine {
    /// The most passes a layout makes for labels that wrap; two normally
    /// suffice (one-line size, then the height at the resolved width).
    static let maximumWidthPasses = 4

    /// Resolves the width-dependent content: each wrapping label first
    /// reports its one-line size; then, until nothing changes, the size it
    /// needs at the width the solver gave it.
    func resolveWidthDependentContent() {
        let labels = root.allViews().compactMap { $0 as? any WidthDependentContent }.filter(\.needsWidthPass)
        guard !labels.isEmpty else { return }
        for label in labels where label.layoutWidthHint != nil {
            label.layoutWidthHint = nil
            intrinsicSizeDidChange(label)
        }
        for _ in 0..<LayoutEngine.maximumWidthPasses {
            var changed = false
            for label in labels {
                let width = CGFloat(solver.value(of: label.width))
                if label.layoutWidthHint != width {
                    label.layoutWidthHint = width
                    intrinsicSizeDidChange(label)
                    changed = true
                }
            }
            if !changed { break }
        }
    }

    /// The item's rectangle in root coordinates, as the solver has it now.
    func absoluteFrame(of item: LayoutItem) -> CGRect {
        CGRect(
            x: solver.value(of: item.left), y: solver.value(of: item.top),
            width: solver.value(of: item.width), height: solver.value(of: item.height))
    }

    /// Solves and writes every view's frame (relative to its superview) and
    /// every guide's layout frame.
    func layout() {
        resolveWidthDependentContent()
        isWritingFrames = true
        defer { isWritingFrames = false }
        var absolute: [ObjectIdentifier: CGRect] = [:]
        for view in root.allViews() {
            let a = absoluteFrame(of: view)
            absolute[ObjectIdentifier(view)] = a
            let origin = view.superview.flatMap { absolute[ObjectIdentifier($0)]?.origin } ?? .zero
            let frame = view === root
                ? CGRect(origin: root.frame.origin, size: a.size)
                : a.offsetBy(dx: -origin.x, dy: -origin.y)
            if view.frame != frame { view.frame = frame }
            for guide in view.layoutGuides + [view.generated.marginsGuide].compactMap({ $0 }) {
                guide.layoutFrame = absoluteFrame(of: guide).offsetBy(dx: -a.minX, dy: -a.minY)
            }
        }
    }

    /// The size `view` takes with its width and height pulled toward
    /// `target` at the given priorities, rounded up to the pixel grid. The
    /// frames are not changed.
    func fittingSize(
        of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        let suspended = view.generated.size
        for c in suspended { try? solver.remove(c) }
        var temporary: [Constraint] = []
        for (variable, value, priority) in [(view.width, target.width, horizontal), (view.height, target.height, vertical)] {
            let c = Constraint(
                variable - Double(value), .equal, priority: priority.solverPriority,
                identifier: "\(view.debugName)-fitting-\(variable.name)")
            if let added = addGenerated(c) { temporary.append(added) }
        }
        resolveWidthDependentContent()
        let size = CGSize(width: solver.value(of: view.width), height: solver.value(of: view.height))
        for c in temporary { try? solver.remove(c) }
        for c in suspended { _ = addGenerated(c) }
        let scale = view.contentScaleFactor > 0 ? view.contentScaleFactor : 1
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
