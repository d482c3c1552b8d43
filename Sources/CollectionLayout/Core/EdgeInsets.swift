import AutoLayout
import Foundation

// The layouts take AutoLayout's EdgeInsets and DirectionalEdgeInsets (one
// type for views and layouts alike); these are the checks they need.

extension EdgeInsets {
    var isValid: Bool { [top, left, bottom, right].allSatisfy(\.isFiniteNonNegative) }
}

extension DirectionalEdgeInsets {
    var isValid: Bool { [top, leading, bottom, trailing].allSatisfy(\.isFiniteNonNegative) }
}

extension CGFloat {
    var isFiniteNonNegative: Bool { isFinite && self >= 0 }
}

extension CGSize {
    var isFiniteNonNegative: Bool { width.isFiniteNonNegative && height.isFiniteNonNegative }
}
