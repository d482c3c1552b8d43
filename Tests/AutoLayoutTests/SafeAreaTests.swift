import Foundation
import Testing
@testable import AutoLayout

/// Safe area insets and guide on a screen with a notch, and the readable content guide.
@Suite struct SafeAreaTests {
    /// An iPhone 14 in portrait: 390 x 844, top 47 (the notch), bottom 34 (the home indicator).
    static let notchPhone = Screen(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3,
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    func root(on screen: Screen = notchPhone) -> View {
        let root = View(frame: screen.bounds)
        root.screen = screen
        return root
    }

    func constrained(in parent: View) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func theRootsSafeAreaIsTheScreens() {
        let root = root()
        let content = constrained(in: root)
        let guide = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // A screen without insets: the guide is the bounds.
        root.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aSubviewGetsThePartOfItsSuperviewsUnsafeEdgesItOverlaps() {
        let root = root()
        // A header under the notch, 100 tall; a footer 20 in from the sides at the bottom, 144 tall;
        // a card in the middle, clear of both.
        let header = constrained(in: root), footer = constrained(in: root), card = constrained(in: root)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            footer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            footer.heightAnchor.constraint(equalToConstant: 144),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        // A title pinned to the header's safe area; a button to the footer's.
        let title = constrained(in: header), button = constrained(in: footer)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: header.safeAreaLayoutGuide.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            title.widthAnchor.constraint(equalToConstant: 200),
            button.bottomAnchor.constraint(equalTo: footer.safeAreaLayoutGuide.bottomAnchor),
            button.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: footer.trailingAnchor),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(header.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 53))
        #expect(title.frame == CGRect(x: 16, y: 47, width: 200, height: 53))
        #expect(footer.frame == CGRect(x: 20, y: 700, width: 350, height: 144))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(footer.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 350, height: 110))
        #expect(button.frame == CGRect(x: 0, y: 60, width: 350, height: 50))
        #expect(card.safeAreaInsets == .zero)
        #expect(card.safeAreaLayoutGuide.layoutFrame == .zero)   // asked for after the layout
        root.layoutIfNeeded()
        #expect(card.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aViewThatMovesUnderTheNotchHearsOfIt() {
        final class Watching: View {
            var changes: [EdgeInsets] = []
            override func safeAreaInsetsDidChange() {
                super.safeAreaInsetsDidChange()
                changes.append(safeAreaInsets)
            }
        }
        let root = root()
        let view = Watching()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        LayoutConstraint.activate([
            top, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(view.changes.isEmpty)
        top.constant = 7
        root.layoutIfNeeded()
        #expect(view.changes == [EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)])
    }

    @Test func landscapeInsetsOnTheSides() {
        let screen = Screen(
            bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 3,
            safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let root = root(on: screen)
        let guide = root.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 47, y: 0, width: 750, height: 369))
    }

    @Test func theReadableGuideIsTheMarginsOnAPhoneAndCentredOnAPad() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let text = constrained(in: root)
        let guide = root.readableContentGuide
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 584))
        #expect(text.frame == CGRect(x: 8, y: 8, width: 359, height: 100))
        root.frame.size.width = 1024
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 584))
        #expect(text.frame == CGRect(x: 176, y: 8, width: 672, height: 100))
        // A larger text size: a wider column.
        root.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2,
                             preferredContentSizeCategory: .extraLarge)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 136.5, y: 8, width: 751, height: 100))
    }

    @Test func aSizingCellMeasuresAtTheReadableWidthOfTheWidthItIsGiven() {
        // Two cells never laid out (frame zero): the same wrapping text pinned to the readable
        // guide and to the margins guide. On a phone the two guides are the same width.
        func cell(_ guide: (View) -> LayoutGuide) -> View {
            let cell = View()
            let body = Label(text: "Readable columns keep lines short enough to follow from one to the next, even on a wide screen.")
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(body)
            let g = guide(cell)
            LayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                body.topAnchor.constraint(equalTo: g.topAnchor),
                body.bottomAnchor.constraint(equalTo: g.bottomAnchor),
            ])
            return cell
        }
        func fit(_ cell: View, _ width: CGFloat) -> CGSize {
            cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        let readable = cell(\.readableContentGuide), margins = cell(\.layoutMarginsGuide)
        #expect(fit(readable, 320) == fit(margins, 320))
        #expect(fit(readable, 320) == CGSize(width: 320, height: 75))   // three lines
        // On a wide view the readable column is 672: two lines where the margins (1008) take one.
        #expect(fit(readable, 1024) == CGSize(width: 1024, height: 55.5))
        #expect(fit(margins, 1024) == CGSize(width: 1024, height: 36))
    }

    @Test func readableWidthsByCategory() {
        #expect(View.readableWidth(for: .large) == 672)
        #expect(View.readableWidth(for: .extraSmall) == 553)
        #expect(View.readableWidth(for: .extraLarge) == 751)
        #expect(View.readableWidth(for: .accessibilityMedium) == 1107)
    }
}
