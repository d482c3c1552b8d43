import Foundation
import Testing
@testable import AutoLayout

/// UIKit names that ported code calls outside layout: the device, the main screen, archives.
struct PortingAPITests {
    @Test func orientationsAndIdioms() {
        #expect(Device().orientation == .portrait && Device().userInterfaceIdiom == .phone)
        #expect(DeviceOrientation.portraitUpsideDown.isPortrait && !DeviceOrientation.portraitUpsideDown.isLandscape)
        #expect(DeviceOrientation.landscapeRight.isLandscape)
        #expect(!DeviceOrientation.faceUp.isPortrait && !DeviceOrientation.faceUp.isLandscape)
        #expect(!DeviceOrientation.unknown.isPortrait)
    }

    @Test func theMainScreenIsTheDefaultOne() {
        #expect(Screen.main == .default)
        #expect(Screen.main.bounds.width * 0.5 == 187.5)
    }

    @Test func thereAreNoArchivesToDecode() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(View(coder: unarchiver) == nil)
        View().awakeFromNib()   // callable; does nothing
    }
}

/// A root made as tall as possible to measure its content (UIKit code sets
/// `CGFloat.greatestFiniteMagnitude`) keeps that height: snapping to pixels does not overflow.
struct HugeFrameTests {
    @Test func aRootOfTheLargestHeightKeepsIt() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: CGFloat.greatestFiniteMagnitude))
        let label = Label(text: "Hi", font: .fixedAdvance(characterWidth: 10, lineHeight: 20))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(root.frame.height == CGFloat.greatestFiniteMagnitude)
        #expect(label.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
    }
}
