import Foundation
import Testing
@testable import AutoLayout

/// The bold face, Dynamic Type sizes per content size category, and the traits a screen derives
/// from its bounds.
@Suite("Bold font, Dynamic Type and screen traits")
struct TextEnvironmentTests {
    @Test("bold advances are Liberation Sans Bold's, in units of 2048 per em; vertical metrics are the regular face's")
    func boldAdvances() {
        let bold = LiberationSansBoldMetrics(), regular = LiberationSansMetrics()
        let expected: [(Unicode.Scalar, Double, Double)] = [
            ("A", 1479, 1366), ("H", 1479, 1479), ("e", 1139, 1139), ("l", 569, 455), ("o", 1251, 1139),
            ("i", 569, 455), (" ", 569, 569), ("0", 1139, 1139), ("!", 682, 569), ("W", 1933, 1933),
        ]
        for (scalar, boldAdvance, regularAdvance) in expected {
            #expect(bold.advance(for: scalar) == boldAdvance, "U+\(String(scalar.value, radix: 16))")
            #expect(regular.advance(for: scalar) == regularAdvance, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(bold.advance(for: "漢") == nil)
        #expect([bold.unitsPerEm, bold.ascender, bold.descender, bold.lineGap] == [2048, 1854, -434, 67])
    }

    @Test("boldSystemFont: 'Hello' is 1479 + 1139 + 569 + 569 + 1251 = 5007 units against 4667 regular")
    func boldSystemFont() {
        let bold = Font.boldSystemFont(ofSize: 17), regular = Font.systemFont(ofSize: 17)
        #expect(bold.width(of: "Hello") == 5007.0 * 17 / 2048)  // 41.562
        #expect(regular.width(of: "Hello") == 4667.0 * 17 / 2048)  // 38.740
        #expect(bold.lineHeight == regular.lineHeight)
        #expect(bold.name == "LiberationSans-Bold" && bold != regular)
        #expect("Hello".size(withFont: bold) == CGSize(width: 42, height: 20))
        #expect(Font.boldSystemFont(ofSize: -3).pointSize == 0)
        #expect(Font.boldSystemFont(ofSize: 17).withSize(34).width(of: "Hello") == 5007.0 * 34 / 2048)
    }

    @Test("body at every content size category, xSmall to AX5, as UIKit's table")
    func bodySizes() {
        let categories: [ContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        let sizes = categories.map {
            Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: $0)).pointSize
        }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(categories.filter(\.isAccessibilityCategory).count == 5)
        #expect(categories == categories.sorted() && ContentSizeCategory.unspecified < .extraSmall)
    }

    @Test("every style at Large, the extremes, and unspecified or no traits as Large")
    func styleSizes() {
        let large = Font.TextStyle.allCases.map { Font.preferredFont(forTextStyle: $0).pointSize }
        #expect(large == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(Font.TextStyle.allCases.map { $0.pointSize(for: .extraSmall) } == [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
        #expect(Font.TextStyle.allCases.map { $0.pointSize(for: .accessibilityExtraExtraExtraLarge) }
            == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        #expect(Font.TextStyle.allCases.map { $0.pointSize(for: .extraExtraExtraLarge) } == [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17])
        #expect(Font.TextStyle.caption2.pointSize(for: .unspecified) == 11)
        #expect(Font.preferredFont(forTextStyle: .title2, compatibleWith: TraitCollection()).pointSize == 22)
        #expect(Font.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize == 13)
    }

    @Test("headline is the bold face, the other styles regular")
    func headlineIsBold() {
        #expect(Font.preferredFont(forTextStyle: .headline) == Font.boldSystemFont(ofSize: 17))
        #expect(Font.preferredFont(forTextStyle: .body) == Font.systemFont(ofSize: 17))
        #expect(Font.preferredFont(forTextStyle: .headline).width(of: "Hello") == 5007.0 * 17 / 2048)
        let names = Set(Font.TextStyle.allCases.filter { $0 != .headline }.map { Font.preferredFont(forTextStyle: $0).name })
        #expect(names == ["LiberationSans"])
    }

    @Test("size classes and orientation from the bounds: phones, a large phone, a pad")
    func sizeClasses() {
        func traits(_ width: CGFloat, _ height: CGFloat) -> (UserInterfaceSizeClass, UserInterfaceSizeClass, UserInterfaceIdiom) {
            let t = Screen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: 2).traitCollection
            return (t.horizontalSizeClass, t.verticalSizeClass, t.userInterfaceIdiom)
        }
        #expect(traits(375, 667) == (.compact, .regular, .phone))
        #expect(traits(667, 375) == (.compact, .compact, .phone))
        #expect(traits(390, 844) == (.compact, .regular, .phone))
        #expect(traits(844, 390) == (.compact, .compact, .phone))
        #expect(traits(414, 896) == (.compact, .regular, .phone))
        #expect(traits(896, 414) == (.regular, .compact, .phone))
        #expect(traits(932, 430) == (.regular, .compact, .phone))
        #expect(traits(768, 1024) == (.regular, .regular, .pad))
        #expect(traits(1366, 1024) == (.regular, .regular, .pad))
        #expect(Screen.default.interfaceOrientation == .portrait)
        #expect(Screen(bounds: CGRect(x: 0, y: 0, width: 667, height: 375), scale: 2).interfaceOrientation.isLandscape)
        #expect(Screen.default.traitCollection.displayScale == 2)
        #expect(Screen.default.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test("a view reads its root's screen traits")
    func viewTraits() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 896, height: 414))
        let child = View()
        root.addSubview(child)
        #expect(child.traitCollection == Screen.default.traitCollection)
        root.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 896, height: 414), scale: 3,
                             preferredContentSizeCategory: .accessibilityLarge)
        #expect(child.traitCollection == TraitCollection(
            horizontalSizeClass: .regular, verticalSizeClass: .compact,
            preferredContentSizeCategory: .accessibilityLarge, userInterfaceIdiom: .phone, displayScale: 3))
    }

    @Test("a label that adjusts follows its screen's category, on the 2x grid: 17 pt, then 21, then 14")
    func labelFollowsCategory() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = Label(text: "Hello", font: .preferredFont(forTextStyle: .body))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 39, height: 20))  // 38.740 x 19.548
        root.screen.preferredContentSizeCategory = .extraExtraLarge
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 39, height: 20))  // does not adjust by default
        label.adjustsFontForContentSizeCategory = true
        root.layoutIfNeeded()
        #expect(label.effectiveFont.pointSize == 21 && label.font.pointSize == 17)
        #expect(label.frame.size == CGSize(width: 48, height: 24.5))  // 47.855 x 24.148
        #expect(label.firstBaselineOffsetFromTop == 21.0 * 1854 / 2048)
        root.screen.preferredContentSizeCategory = .extraSmall
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 32, height: 16.5))  // 31.903 x 16.099
        label.font = .systemFont(ofSize: 19)  // no text style: keeps its size
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 43.5, height: 22))  // 43.297 x 21.848
    }
}
