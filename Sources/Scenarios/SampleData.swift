import Foundation

/// The built-in sample data: varied, realistic texts in more than one script.
/// e.g. `SampleData.topics[1].title   // "东京美食"`
public enum SampleData {
    /// Topics for S0: a title and its tags, in Latin and Chinese scripts.
    /// e.g. `let allTags = SampleData.topics.flatMap { $0.tags }`
    public static let topics: [(title: String, tags: [String])] = [
        ("Weekend in Lisbon", ["Alfama", "pastel de nata", "tram 28", "fado", "LX Factory", "Belém", "miradouro", "sardines"]),
        ("东京美食", ["拉面", "寿司", "天妇罗", "居酒屋", "抹茶", "筑地市场", "烤鸡串"]),
        ("Swift on the server", ["Vapor", "Hummingbird", "SwiftNIO", "async/await", "Linux", "Docker", "gRPC", "PostgreSQL", "observability"]),
        ("Café", ["crème brûlée", "espresso", "Ça va", "naïve", "Zürich"]),
    ]

    /// Cards for S3: a title, a subtitle and a body, short and long, in English, German and Chinese.
    /// e.g. `CardCell().configure(SampleData.cards[2])`
    public static let cards: [(title: String, subtitle: String, body: String)] = [
        ("Stack views", "UIStackView, constraint for constraint", "Fill, equal spacing, centring and baselines, generated exactly as UIKit generates them."),
        ("Short", "One line", "Tiny."),
        ("Übersicht", "Größen und Abstände", "Die Karte schrumpft auf ihren Inhalt, weil ihr unterer Rand mit >= angeheftet ist."),
        ("卡片", "自适应高度", "三个多行标签放在竖直的栈视图里。"),
        ("A card whose title is long enough to wrap onto a second line", "Subtitle", "And a body that also wraps when the column is narrow, as on a phone in portrait."),
    ]

    /// Photos for S1: a title and the pixel size whose aspect ratio the cell keeps.
    /// e.g. `let (title, width, height) = SampleData.photos[0]   // "Harbour at dawn", 1200 x 800`
    public static let photos: [(title: String, width: CGFloat, height: CGFloat)] = [
        ("Harbour at dawn", 1200, 800), ("Portrait", 800, 1200), ("Square", 1000, 1000),
        ("Panorama", 2400, 900), ("Tall tower", 600, 1400), ("Market", 1200, 900),
        ("Cat", 900, 1100), ("Dunes", 1600, 1000), ("Lantern", 700, 1000), ("Street", 1000, 700),
    ]

    /// Body texts for S2, from one word to several lines, some in Chinese or with accents.
    /// e.g. `BodyRowCell().body.text = SampleData.paragraphs[1]`
    public static let paragraphs: [String] = [
        "Self-sizing rows take the height their constraints give them.",
        "A longer row: the body label wraps over several lines when the table is narrow, as it is in portrait, and over fewer lines after rotation to landscape.",
        "Short.",
        "Auto Layout resolves the label's width first, then asks it for the height it needs at that width.",
        "混合文字：布局引擎先求出标签的宽度，再按这个宽度计算需要的高度。",
        "Ünïcödé text with accents, and a very-long-hyphenated-compound-word that must break somewhere.",
    ]

    /// Feed posts for S4: the user, the source app, the relative time and the text.
    /// e.g. `let post = SampleData.posts[0]; FeedRowCell().configure(user: post.user, time: post.time, from: post.source, text: post.text)`
    public static let posts: [(user: String, source: String, time: String, text: String)] = [
        ("Ada", "iPhone", "2 min", "Shipped the layout engine today. Cells size themselves on Linux now!"),
        ("Grace", "Web", "1 h", "Strict priorities: one constraint at 251 beats ten thousand at 250."),
        ("李雷", "Android", "3 h", "今天天气很好，我们去公园散步吧。"),
        ("Linus", "iPad", "yesterday", "Short post."),
    ]

    /// Products for S4's grid: the name, the price and the sales count.
    /// e.g. `let p = SampleData.products[1]; ProductCell().configure(name: p.name, price: p.price, sales: p.sales)`
    public static let products: [(name: String, price: String, sales: String)] = [
        ("Wireless earbuds with noise cancelling and a long battery life", "$129", "2.1k sold"),
        ("Desk lamp", "$35", "812 sold"),
        ("有机绿茶 250g 礼盒装", "¥88", "5k sold"),
        ("Running shoes, lightweight, breathable mesh", "$89", "1.4k sold"),
    ]
}
