// The Swift blocks of README.md's "Quick start" section, each as written (its
// imports are at the top of this file), followed by checks of what it makes.
// Change both together.
import AutoLayout
import Cassowary
import CollectionLayout
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    @Test func anchorsAndFittingSize() throws {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let body = Label(text: "Self-sizing rows, computed on Linux.", font: .systemFont(ofSize: 17))
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(      // 375 wide, as tall as the text needs
            CGSize(width: 375, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 375 && size.height > 20)
    }

    @Test func makerDSLAndResultBuilder() throws {
        let row = View(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        let avatar = View(), name = Label(text: "Ada Lovelace"), price = Label(text: "£4")
        for view in [avatar, name, price] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        avatar.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(8)
            make.width.height.equalTo(40)
        }
        let showsPrice = true
        LayoutConstraint.activate {
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8)
            name.topAnchor.constraint(equalTo: avatar.topAnchor)
            if showsPrice { price.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8) }
            price.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor).withPriority(.defaultHigh)
        }
        row.layoutIfNeeded()
        let avatarFrame = avatar.frame   // (8, 8, 40, 40)
        #expect(avatarFrame == CGRect(x: 8, y: 8, width: 40, height: 40))
        #expect(name.frame.minX == 56 && name.frame.minY == 8)
        #expect(price.frame.maxX == 367)
        #expect(price.frame.minY == name.frame.minY)   // same font: baselines align at the same top
    }

    @Test func visualFormat() throws {
        let bar = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let back = Button(title: "Back"), title = Label(text: "Inbox")
        for view in [back, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(view)
        }
        let views: [String: LayoutItem] = ["back": back, "title": title]
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[back]-(>=8)-[title]-|", options: .alignAllCenterY, views: views))
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "V:|-12-[back]", views: views))
        bar.layoutIfNeeded()
        let backX = back.frame.minX   // 20: the standard spacing to the superview's edge
        #expect(backX == 20)
        #expect(back.frame.minY == 12)
        #expect(title.frame.maxX == 300)
        #expect(title.frame.midY == back.frame.midY)
        #expect(title.frame.minX >= back.frame.maxX + 8)
    }

    @Test func stackViewFittingSize() throws {
        let card = StackView(arrangedSubviews: [
            ImageView(image: Image(size: CGSize(width: 64, height: 64))),
            Label(text: "Hummingbird", font: .preferredFont(forTextStyle: .headline)),
            Button(title: "Follow"),
        ])
        card.axis = .vertical
        card.alignment = .center
        card.spacing = 8
        let fitting = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let sizes = card.arrangedSubviews.map(\.intrinsicContentSize)
        #expect(fitting.width == sizes.map(\.width).max())
        #expect(fitting.height == sizes.map(\.height).reduce(0, +) + 16)
    }

    @Test func dynamicTypeAndAttributedText() throws {
        let page = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        page.screen = Screen(bounds: page.bounds, scale: 2, preferredContentSizeCategory: .extraExtraLarge)
        let heading = Label(text: "Hummingbird", font: .preferredFont(forTextStyle: .headline))
        heading.adjustsFontForContentSizeCategory = true    // 21 pt at xxLarge, in the bold face
        let offer = NSMutableAttributedString(string: "From ", attributes: [.font: Font.systemFont(ofSize: 15)])
        offer.append(NSAttributedString(string: "$9", attributes: [.font: Font.boldSystemFont(ofSize: 15)]))
        let price = Label()
        price.attributedText = offer                         // each run measured in its own font
        price.textAlignment = .right
        page.addSubview(heading)
        page.addSubview(price)
        let compact = page.traitCollection.horizontalSizeClass == .compact   // an iPhone in portrait

        #expect(heading.effectiveFont == Font.boldSystemFont(ofSize: 21))
        #expect(heading.intrinsicContentSize.height == 24.5)  // 21 x 2355 / 2048 = 24.15, on the 2x grid
        // "From " regular (5347 units) and "$9" bold (2278 units) at 15 / 2048: 55.85, on the 2x grid 56.
        #expect(price.intrinsicContentSize == CGSize(width: 56, height: 17.5))
        #expect(compact)
    }

    @Test func viewHooksAndGuides() throws {
        final class Banner: View {
            let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            override func layoutSubviews() {
                super.layoutSubviews()
                badge.center = CGPoint(x: bounds.maxX - 10, y: 10)   // placed by hand, after the solve
            }
        }

        let phone = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        phone.screen = Screen(bounds: phone.bounds, scale: 3,
                              safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))   // a notch
        let banner = Banner()
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.addSubview(banner.badge)
        phone.addSubview(banner)
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: phone.safeAreaLayoutGuide.topAnchor),   // below the notch
            banner.leadingAnchor.constraint(equalTo: phone.readableContentGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: phone.readableContentGuide.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
        ])
        let footer = View(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]   // stays at the bottom edge
        phone.addSubview(footer)
        phone.layoutIfNeeded()   // banner (8, 47, 374, 44), its badge (354, 0, 20, 20)
        #expect(banner.frame == CGRect(x: 8, y: 47, width: 374, height: 44))
        #expect(banner.badge.frame == CGRect(x: 354, y: 0, width: 20, height: 20))
        phone.frame.size.height = 900
        phone.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 856, width: 390, height: 44))
    }

    @Test func selfSizingCellsInACollectionView() throws {
        final class TagCell: CollectionViewCell {
            let label = Label(font: .systemFont(ofSize: 14))
            required init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(6) }
            }
            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        final class Tags: CollectionViewDataSource {
            let tags = ["swift", "linux", "auto layout", "cassowary", "self-sizing"]
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
                cell.label.text = tags[indexPath.item]
                return cell
            }
        }

        let flow = FlowLayout()
        flow.lineAlignment = .left                          // a tag cloud's fixed gaps
        flow.estimatedItemSize = FlowLayout.automaticSize   // self-sizing
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: flow)
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
        let tags = Tags()
        collectionView.dataSource = tags
        let frames = collectionView.visibleCells.map(\.frame)   // each cell as wide as its tag
        let font = Font.systemFont(ofSize: 14)
        #expect(frames.count == tags.tags.count)
        for (frame, tag) in zip(frames.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }, tags.tags) {
            #expect(abs(frame.width - (font.width(of: tag) + 12)) <= 0.5)
            #expect(abs(frame.height - (font.lineHeight + 12)) <= 0.5)
        }
        #expect(frames.allSatisfy { $0.maxX <= 375 })
    }

    @Test func headersAndBatchUpdates() throws {
        final class Groups: CollectionViewDataSource {
            var groups = [["a", "b"], ["c"]]
            func numberOfSections(in collectionView: CollectionView) -> Int { groups.count }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { groups[section].count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> CollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            }
        }

        let grid = FlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        grid.headerReferenceSize = CGSize(width: 0, height: 40)
        let sections = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: grid)
        sections.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        sections.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                          withReuseIdentifier: "Header")
        let model = Groups()
        sections.dataSource = model
        sections.performBatchUpdates({                      // the surviving cells stay, at their new paths
            model.groups[0].insert("new", at: 0)
            sections.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        let headers = sections.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(\.frame)
        // Three items on the first row below the first header; the second section below them.
        #expect(headers == [CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 140, width: 320, height: 40)])
        #expect(sections.visibleCells.map(\.frame.origin) == [
            CGPoint(x: 0, y: 40), CGPoint(x: 110, y: 40), CGPoint(x: 220, y: 40), CGPoint(x: 0, y: 180),
        ])
    }

    @Test func solverOnItsOwn() throws {
        let solver = Solver()
        let x = Variable("x"), width = Variable("width")
        try solver.add(x == 10)
        try solver.add(width >= 100)
        try solver.add((width == 50).priority(.strong))
        let w = solver.value(of: width)   // 100: the strong constraint gives way to the required one
        #expect(w == 100)
        #expect(solver.value(of: x) == 10)

        // A content size in one constraint: hugging above 120, compression resistance below
        let label = Variable("label")
        try solver.add(Constraint(label - 120, priorityAbove: .medium, priorityBelow: .strong))
        try solver.add((label == 200).priority(500))
        let l = solver.value(of: label)   // 200: the pull at 500 beats the hugging at 250
        #expect(l == 200)
    }
}
