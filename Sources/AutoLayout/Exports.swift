// `import AutoLayout` brings Foundation with it, as `import UIKit` does: code
// ported from UIKit uses CGRect, CGSize, CGFloat and IndexPath without
// importing Foundation itself.
@_exported import Foundation
