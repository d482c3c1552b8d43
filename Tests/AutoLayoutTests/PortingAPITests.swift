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
