import Foundation
import Testing
@testable import AutoLayout

/// `autoresizingMask` turned into constraints: fixed margins and sizes stay, flexible ones share
/// the superview's change in proportion to their sizes.
@Suite struct AutoresizingMaskTests {
    /// A 300 x 200 root with a subview at `frame` resized by `mask`.
    func scene(_ frame: CGRect, _ mask: View.AutoresizingMask) -> (root: View, view: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = View(frame: frame)
        view.autoresizingMask = mask
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == frame)
        return (root, view)
    }

    func resized(_ root: View, to size: CGSize) {
        root.frame.size = size
        root.layoutIfNeeded()
    }

    @Test func noMaskKeepsTheFrame() {
        let (root, view) = scene(CGRect(x: 10, y: 20, width: 100, height: 50), [])
        resized(root, to: CGSize(width: 400, height: 300))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func flexibleWidthKeepsBothMargins() {
        let (root, view) = scene(CGRect(x: 10, y: 20, width: 100, height: 50), [.flexibleWidth, .flexibleBottomMargin])
        resized(root, to: CGSize(width: 400, height: 300))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 50))
        resized(root, to: CGSize(width: 250, height: 100))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 50))
    }

    @Test func flexibleLeftAndTopMarginsKeepTheBottomRightCorner() {
        let (root, view) = scene(CGRect(x: 180, y: 130, width: 100, height: 50), [.flexibleLeftMargin, .flexibleTopMargin])
        resized(root, to: CGSize(width: 400, height: 300))
        #expect(view.frame == CGRect(x: 280, y: 230, width: 100, height: 50))
    }

    @Test func flexibleMarginsOnBothSidesKeepTheViewCentred() {
        let (root, view) = scene(CGRect(x: 100, y: 75, width: 100, height: 50), [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ])
        resized(root, to: CGSize(width: 400, height: 300))
        #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func severalFlexiblePartsShareTheChangeInProportion() {
        // Horizontally all three flexible: everything scales. Vertically the top margin (30) and the
        // height (50) share the change; the bottom margin (120) stays.
        let (root, view) = scene(CGRect(x: 10, y: 30, width: 100, height: 50), [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
        ])
        resized(root, to: CGSize(width: 600, height: 400))
        #expect(view.frame == CGRect(x: 20, y: 105, width: 200, height: 175))
    }

    @Test func aFrameSetLaterIsTheNewStartingPoint() {
        let (root, view) = scene(CGRect(x: 10, y: 20, width: 100, height: 50), .flexibleWidth)
        resized(root, to: CGSize(width: 400, height: 200))
        view.frame = CGRect(x: 20, y: 20, width: 100, height: 50)   // right margin now 280
        resized(root, to: CGSize(width: 500, height: 200))
        #expect(view.frame == CGRect(x: 20, y: 20, width: 200, height: 50))
    }

    @Test func aSuperviewSizedByConstraintsResizesItsSubviews() {
        // A constrained container; inside, a content view that fills it and a badge at its top right.
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let width = container.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            width, container.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        let content = View(frame: container.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = View(frame: CGRect(x: 176, y: 4, width: 20, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        container.addSubview(content)
        container.addSubview(badge)
        width.constant = 300
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 10, y: 10, width: 300, height: 100))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(badge.frame == CGRect(x: 276, y: 4, width: 20, height: 20))
    }

    @Test func changingTheMaskOrTurningTranslationOffRemakesTheConstraints() {
        let (root, view) = scene(CGRect(x: 10, y: 20, width: 100, height: 50), [])
        view.autoresizingMask = .flexibleWidth
        resized(root, to: CGSize(width: 400, height: 200))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 50))
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 30),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])
        resized(root, to: CGSize(width: 500, height: 200))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test func sharesOfAMask() {
        let mask: View.AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let s = mask.shares(.horizontal, origin: 10, size: 30, in: 100)
        #expect(s.origin == 0.25 && s.size == 0.75)
        // Flexible parts of no size share evenly.
        let centred = View.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin])
            .shares(.horizontal, origin: 0, size: 100, in: 100)
        #expect(centred.origin == 0.5 && centred.size == 0)
        #expect(View.AutoresizingMask.flexibleRightMargin.shares(.horizontal, origin: 5, size: 5, in: 50) == (0, 0))
        #expect(View.AutoresizingMask(rawValue: 18) == [.flexibleWidth, .flexibleHeight])
    }
}
