import Foundation
import Testing
@testable import AutoLayout

/// An image view of a fixed intrinsic size, named.
func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> ImageView {
    let view = ImageView(image: Image(size: CGSize(width: width, height: height)))
    view.identifier = name
    return view
}

/// A horizontal stack of A (48x20), B (24x40) and C (24x10) at the root's
/// origin, 240 wide (height free unless `height` is given), spacing 12.
func threeBoxStack(
    root: View, width: CGFloat? = 240, height: CGFloat? = nil, spacing: CGFloat = 12
) -> (stack: StackView, a: ImageView, b: ImageView, c: ImageView) {
    let a = box("A", 48, 20), b = box("B", 24, 40), c = box("C", 24, 10)
    let stack = constrained(StackView(arrangedSubviews: [a, b, c]), in: root, "stack")
    stack.spacing = spacing
    var pins = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { pins.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    LayoutConstraint.activate(pins)
    return (stack, a, b, c)
}

/// The generated constraints' identifiers, in order.
func identifiers(_ stack: StackView) -> [String] {
    stack.generatedConstraints.map { $0.identifier ?? "?" }
}
