import AutoLayout
import Foundation

extension OutlineFont {
    /// The file name of the bundled font: Liberation Sans Regular 2.1.5, the font whose metrics
    /// `Font.systemFont(ofSize:)` uses (SIL Open Font License 1.1; `LiberationSans-OFL.txt`
    /// beside it in the package's resources).
    ///
    /// ```swift
    /// OutlineFont.liberationSansFileName   // "LiberationSans-Regular.ttf"
    /// ```
    public static let liberationSansFileName = "LiberationSans-Regular.ttf"

    /// The bundled Liberation Sans Regular, read once. Throws `FontError.unreadableFile` if
    /// the package's resources were not installed beside the program, naming where it looked.
    ///
    /// ```swift
    /// let font = try OutlineFont.liberationSans()
    /// font.name   // "LiberationSans"
    /// ```
    public static func liberationSans() throws(FontError) -> OutlineFont {
        try bundled.get()
    }

    /// The bundled Liberation Sans Bold 2.1.5, the outlines of `Font.boldSystemFont(ofSize:)`,
    /// read once; throws as ``liberationSans()`` does.
    static func liberationSansBold() throws(FontError) -> OutlineFont {
        try bundledBold.get()
    }

    private static let bundled = loadBundled(liberationSansFileName)
    private static let bundledBold = loadBundled("LiberationSans-Bold.ttf")

    private static func loadBundled(_ fileName: String) -> Result<OutlineFont, FontError> {
        let candidates = bundledFileCandidates(fileName)
        guard let url = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) else {
            return .failure(.unreadableFile(path: fileName,
                                            reason: "not found in " + candidates.map(\.path).joined(separator: ", ")))
        }
        return Result { () throws(FontError) in try OutlineFont(contentsOf: url) }
    }

    /// Where the font may be: in SwiftPM's resource bundle beside the program (Linux
    /// `.resources` folder, Apple `.bundle`), else in this source tree (a program run from
    /// the build folder of a checkout). Looked up by hand, since `Bundle.module` traps when the
    /// bundle is missing.
    private static func bundledFileCandidates(_ fileName: String) -> [URL] {
        let bundleName = "swift-autolayout_LayoutRendering"
        var folders: [URL] = [Bundle.main.bundleURL]
        if let resources = Bundle.main.resourceURL { folders.append(resources) }
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        var urls: [URL] = []
        for folder in folders {
            urls.append(folder.appendingPathComponent(bundleName + ".resources").appendingPathComponent(fileName))
            urls.append(folder.appendingPathComponent(bundleName + ".bundle").appendingPathComponent(fileName))
            urls.append(folder.appendingPathComponent(bundleName + ".bundle/Contents/Resources")
                .appendingPathComponent(fileName))
        }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        urls.append(sources.appendingPathComponent("Resources").appendingPathComponent(fileName))
        return urls
    }
}
