import AutoLayout
import Foundation

/// An RGBA image with 8 bits a channel, rows top to bottom, for the PNG encoder.
///
/// ```swift
/// var bitmap = Bitmap(width: 4, height: 2, background: .white)
/// bitmap.fill(x0: 0, y0: 0, x1: 2, y1: 2, color: .black)
/// bitmap.pixel(x: 1, y: 1)   // RenderColor(0, 0, 0)
/// ```
public struct Bitmap: Equatable, Sendable {
    /// The width in pixels.
    /// e.g. `Bitmap(width: 4, height: 2).width   // 4`
    public let width: Int
    /// The height in pixels.
    /// e.g. `Bitmap(width: 4, height: 2).height   // 2`
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    /// e.g. `Bitmap(width: 4, height: 2).pixels.count   // 32`
    public private(set) var pixels: [UInt8]

    /// The largest width or height a bitmap has, in pixels.
    /// e.g. `Bitmap(width: 10_000, height: 10).width == Bitmap.maximumSide   // true`
    public static let maximumSide = 8_192

    /// A bitmap filled with `background`; negative sizes count as 0, sizes
    /// above ``maximumSide`` as ``maximumSide``.
    /// e.g. `var bitmap = Bitmap(width: 320, height: 240, background: .white)`
    public init(width: Int, height: Int, background: RenderColor = .white) {
        self.width = min(max(0, width), Self.maximumSide)
        self.height = min(max(0, height), Self.maximumSide)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = background.red; pixels[i + 1] = background.green
            pixels[i + 2] = background.blue; pixels[i + 3] = background.alpha
        }
    }

    /// The colour at a pixel, or nil outside the bitmap.
    /// e.g. `bitmap.pixel(x: 0, y: 0)   // RenderColor(255, 255, 255) on a white bitmap`
    public func pixel(x: Int, y: Int) -> RenderColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return RenderColor(pixels[i], pixels[i + 1], pixels[i + 2], alpha: pixels[i + 3])
    }

    /// Paints the pixels whose centres lie in [x0, x1) x [y0, y1) (pixel
    /// units), blending by `color.alpha`; a non-empty rectangle thinner than
    /// a pixel still paints one.
    /// e.g. `bitmap.fill(x0: 0, y0: 0, x1: 10, y1: 1, color: .black)   // a 10-pixel line`
    public mutating func fill(x0: Double, y0: Double, x1: Double, y1: Double, color: RenderColor) {
        guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        // Clamped before converting: far outside, every coordinate is as good as the edge.
        func pixel(_ v: Double, _ limit: Int) -> Int { Int(min(max(v.rounded(), -2), Double(limit) + 2)) }
        var left = pixel(x0, width), right = pixel(x1, width)
        var top = pixel(y0, height), bottom = pixel(y1, height)
        if right == left { right += 1 }
        if bottom == top { bottom += 1 }
        left = max(left, 0); top = max(top, 0)
        right = min(right, width); bottom = min(bottom, height)
        guard left < right, top < bottom else { return }
        let a = Int(color.alpha)
        for y in top..<bottom {
            var i = (y * width + left) * 4
            for _ in left..<right {
                if a == 255 {
                    pixels[i] = color.red; pixels[i + 1] = color.green; pixels[i + 2] = color.blue; pixels[i + 3] = 255
                } else {
                    pixels[i] = Self.blend(pixels[i], color.red, a)
                    pixels[i + 1] = Self.blend(pixels[i + 1], color.green, a)
                    pixels[i + 2] = Self.blend(pixels[i + 2], color.blue, a)
                    pixels[i + 3] = UInt8(min(255, Int(pixels[i + 3]) + a * (255 - Int(pixels[i + 3])) / 255))
                }
                i += 4
            }
        }
    }

    /// Paints one pixel with `color` at `coverage` (0...1) of its alpha: an anti-aliased edge.
    /// Pixels outside the bitmap are left alone.
    ///
    /// ```swift
    /// var bitmap = Bitmap(width: 1, height: 1)
    /// bitmap.blend(x: 0, y: 0, color: .black, coverage: 0.5)
    /// bitmap.pixel(x: 0, y: 0)   // RenderColor(127, 127, 127)
    /// ```
    public mutating func blend(x: Int, y: Int, color: RenderColor, coverage: Double) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let a = Int((min(coverage, 1) * Double(color.alpha)).rounded())
        guard a > 0 else { return }
        let i = (y * width + x) * 4
        pixels[i] = Self.blend(pixels[i], color.red, a)
        pixels[i + 1] = Self.blend(pixels[i + 1], color.green, a)
        pixels[i + 2] = Self.blend(pixels[i + 2], color.blue, a)
        pixels[i + 3] = UInt8(min(255, Int(pixels[i + 3]) + a * (255 - Int(pixels[i + 3])) / 255))
    }

    private static func blend(_ under: UInt8, _ over: UInt8, _ alpha: Int) -> UInt8 {
        UInt8((Int(over) * alpha + Int(under) * (255 - alpha) + 127) / 255)
    }
}
