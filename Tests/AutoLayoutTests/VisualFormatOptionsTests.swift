import Testing
@testable import AutoLayout

@Suite struct VisualFormatOptionsTests {
    @Test func rawValuesMatchUIKit() {
        #expect(FormatOptions.alignAllLeft.rawValue == 2)
        #expect(FormatOptions.alignAllRight.rawValue == 4)
        #expect(FormatOptions.alignAllTop.rawValue == 8)
        #expect(FormatOptions.alignAllBottom.rawValue == 16)
        #expect(FormatOptions.alignAllLeading.rawValue == 32)
        #expect(FormatOptions.alignAllTrailing.rawValue == 64)
        #expect(FormatOptions.alignAllCenterX.rawValue == 512)
        #expect(FormatOptions.alignAllCenterY.rawValue == 1024)
        #expect(FormatOptions.alignAllLastBaseline.rawValue == 2048)
        #expect(FormatOptions.alignAllFirstBaseline.rawValue == 4096)
        #expect(FormatOptions.directionLeadingToTrailing.rawValue == 0)
        #expect(FormatOptions.directionLeftToRight.rawValue == 0x10000)
        #expect(FormatOptions.directionRightToLeft.rawValue == 0x20000)
        #expect(FormatOptions.spacingEdgeToEdge.rawValue == 0)
        #expect(FormatOptions.spacingBaselineToBaseline.rawValue == 0x80000)
    }

    @Test func decoding() {
        let options: FormatOptions = [.alignAllFirstBaseline, .alignAllTop, .directionRightToLeft]
        #expect(options.alignments == [.top, .firstBaseline])
        #expect(options.direction == .rightToLeft)
        #expect(FormatOptions().direction == .leadingToTrailing)
        #expect(FormatOptions.directionLeftToRight.direction == .leftToRight)
        #expect(FormatOptions(rawValue: 3 << 16).direction == nil)
        #expect(FormatOptions.spacingBaselineToBaseline.isBaselineToBaseline)
        #expect(!FormatOptions.alignAllTop.isBaselineToBaseline)
    }

    @Test(arguments: [FormatOptions.alignAllTop, .alignAllBottom, .alignAllCenterY,
                      .alignAllLastBaseline, .alignAllFirstBaseline,
                      [.alignAllTop, .alignAllBottom, .directionLeftToRight], .directionRightToLeft, []])
    func horizontalFormatAcceptsVerticalAlignments(options: FormatOptions) throws {
        try VF.parse("H:[a]-[b]").validate(options: options)
    }

    @Test(arguments: [FormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading,
                      .alignAllTrailing, .alignAllCenterX, .spacingBaselineToBaseline,
                      [.alignAllLeading, .alignAllCenterX, .spacingBaselineToBaseline],
                      .directionLeftToRight])
    func verticalFormatAcceptsHorizontalAlignments(options: FormatOptions) throws {
        try VF.parse("V:[a]-[b]").validate(options: options)
    }

    @Test(arguments: [FormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading,
                      .alignAllTrailing, .alignAllCenterX, [.alignAllTop, .alignAllCenterX]])
    func horizontalFormatRejectsHorizontalAlignments(options: FormatOptions) throws {
        let f = try VF.parse("H:[a]-[b]")
        let error = try #require(throws: VisualFormatError.self) { try f.validate(options: options) }
        #expect(error.code == .invalidOptions)
        #expect(error.column == 0)
        #expect(error.format == "H:[a]-[b]")
    }

    @Test(arguments: [FormatOptions.alignAllTop, .alignAllBottom, .alignAllCenterY,
                      .alignAllLastBaseline, .alignAllFirstBaseline])
    func verticalFormatRejectsVerticalAlignments(options: FormatOptions) throws {
        let f = try VF.parse("V:[a]-[b]")
        let error = try #require(throws: VisualFormatError.self) { try f.validate(options: options) }
        #expect(error.code == .invalidOptions)
    }

    @Test func messages() throws {
        let h = try VF.parse("[a]")
        let left = try #require(throws: VisualFormatError.self) { try h.validate(options: .alignAllLeft) }
        #expect(left.message == "Options mask required views to be aligned on a horizontal edge (left), which is not allowed for layout that is also horizontal")
        #expect(left.description == "Invalid options for constraint format: \n\(left.message)\n[a]\n^")
        let baseline = try #require(throws: VisualFormatError.self) {
            try h.validate(options: .spacingBaselineToBaseline)
        }
        #expect(baseline.message == "spacingBaselineToBaseline applies only to a vertical layout")
        let v = try VF.parse("V:[a]")
        let top = try #require(throws: VisualFormatError.self) { try v.validate(options: .alignAllTop) }
        #expect(top.message == "Options mask required views to be aligned on a vertical edge (top), which is not allowed for layout that is also vertical")
    }

    @Test func unknownBitsAndBadDirectionAreRejected() throws {
        let f = try VF.parse("V:[a]")
        let width = try #require(throws: VisualFormatError.self) {
            try f.validate(options: FormatOptions(rawValue: 1 << 7))
        }
        #expect(width.message == "Unknown format option bits 0x80")
        let high = try #require(throws: VisualFormatError.self) {
            try f.validate(options: FormatOptions(rawValue: 1 << 20 | 1))
        }
        #expect(high.message == "Unknown format option bits 0x100001")
        let direction = try #require(throws: VisualFormatError.self) {
            try f.validate(options: FormatOptions(rawValue: 3 << 16))
        }
        #expect(direction.message == "The direction bits 0x30000 name no direction")
    }
}
