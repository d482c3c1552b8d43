import Foundation
import Testing
@testable import AutoLayout

/// A profile header cell with 37 layout constraints in one function of
/// maker chains: the file is built with
/// `-warn-long-expression-type-checking=100 -warn-long-function-bodies=100`
/// to show it type-checks fast (see the report); here its frames are checked.
final class ProfileHeader {
    let host = ScenarioCell(width: 320, height: 100)
    let cover = View()
    let avatar = View()
    let follow = View()
    let name = Label(text: "Grace Hopper", font: tenPoint)
    let handle = Label(text: "@grace", font: tenPoint)
    let bio = Label(text: "Invented the first compiler and found the first bug.", font: tenPoint)
    let posts = View()
    let followers = View()
    let following = View()
    let divider = View()

    var views: [View] { [cover, avatar, follow, name, handle, bio, posts, followers, following, divider] }

    init() {
        bio.numberOfLines = 0
        for (view, id) in zip(views, ["cover", "avatar", "follow", "name", "handle", "bio", "posts", "followers",
            "following", "divider"])
        {
            _ = host.add(view, id)
        }
    }

    /// 37 layout constraints from 30 chains.
    func constrain() {
        host.contentView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        cover.snp.makeConstraints { make in
            make.top.left.right.equalTo(0)
            make.height.equalTo(100)
        }
        avatar.snp.makeConstraints { make in
            make.left.equalTo(16)
            make.centerY.equalTo(cover.snp.bottom)
            make.size.equalTo(CGSize(width: 64, height: 64))
        }
        follow.snp.makeConstraints { make in
            make.right.equalTo(-16)
            make.top.equalTo(cover.snp.bottom).offset(12)
            make.size.equalTo(CGSize(width: 80, height: 32))
        }
        name.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(8)
            make.left.equalTo(avatar)
            make.right.lessThanOrEqualTo(-16)
        }
        handle.snp.makeConstraints { make in
            make.top.equalTo(name.snp.bottom).offset(2)
            make.left.equalTo(name)
        }
        bio.snp.makeConstraints { make in
            make.top.equalTo(handle.snp.bottom).offset(8)
            make.left.equalTo(16)
            make.right.equalTo(-16)
        }
        posts.snp.makeConstraints { make in
            make.top.equalTo(bio.snp.bottom).offset(12)
            make.left.equalTo(bio)
            make.height.equalTo(40)
        }
        followers.snp.makeConstraints { make in
            make.top.height.equalTo(posts)
            make.left.equalTo(posts.snp.right).offset(9)
            make.width.equalTo(posts)
        }
        following.snp.makeConstraints { make in
            make.top.height.width.equalTo(posts)
            make.left.equalTo(followers.snp.right).offset(9)
            make.right.equalTo(bio)
        }
        divider.snp.makeConstraints { make in
            make.top.equalTo(posts.snp.bottom).offset(12)
            make.horizontalEdges.equalToSuperview()
            make.height.equalTo(1).priority(.required).labeled("divider-height")
            make.bottom.equalTo(0)
        }
    }
}

/// `rect` with every value rounded to 1e-9 points.
func snapped(_ rect: CGRect) -> CGRect {
    func r(_ x: CGFloat) -> CGFloat { (x * 1e9).rounded() / 1e9 }
    return CGRect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
}

@Suite struct DSLCompileTimeTests {
    // Width 320: cover (0, 0, 320, 100); avatar 64 centred on y 100 at x 16;
    // follow 80 x 32 at 320 - 16 - 80 = 224, y 112; name (120 x 20) at y 132 + 8;
    // handle (60) at y 162; bio at y 190, width 288 = 28 characters:
    // "Invented the first compiler" / "and found the first bug." = 40 high;
    // stats at y 242, three columns of (288 - 18) / 3 = 90; divider at y 294;
    // height 295.
    @Test func profileHeaderFrames() {
        let header = ProfileHeader()
        header.constrain()
        let size = header.host.fit(CGSize(width: 320, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 295))
        // The engine writes the solver's values unrounded; the equal-width columns
        // come out as 89.99999999999999 (solver round-off, see the report), so
        // frames are compared on a 1e-9 grid.
        #expect(header.views.map { snapped($0.frame) } == [
            CGRect(x: 0, y: 0, width: 320, height: 100),
            CGRect(x: 16, y: 68, width: 64, height: 64),
            CGRect(x: 224, y: 112, width: 80, height: 32),
            CGRect(x: 16, y: 140, width: 120, height: 20),
            CGRect(x: 16, y: 162, width: 60, height: 20),
            CGRect(x: 16, y: 190, width: 288, height: 40),
            CGRect(x: 16, y: 242, width: 90, height: 40),
            CGRect(x: 115, y: 242, width: 90, height: 40),
            CGRect(x: 214, y: 242, width: 90, height: 40),
            CGRect(x: 0, y: 294, width: 320, height: 1),
        ])
        let count = header.views.map { $0.snp.layoutConstraints.count }.reduce(0, +)
        #expect(count == 37)
        #expect(header.host.reports.messages.isEmpty)
    }
}
