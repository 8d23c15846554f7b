import KissLayout
import KissText

/// UITextView's own geometry, which `textView` measures with: its text container is inset
/// 8 pt at the top and bottom (`textContainerInset`, default `(8, 0, 8, 0)`) and lays each
/// line out 5 pt in from either side (`NSTextContainer.lineFragmentPadding`, default 5), and
/// with no font set it draws 12 pt system text (UIKit documentation of `UITextView`,
/// `textContainerInset`, `NSTextContainer.lineFragmentPadding`). `sizeThatFits(_:)`, which
/// YogaKit measures a view with, answers the wrapped text plus these insets.
enum TextViewMetrics {
    static let topInset = 8.0
    static let verticalInsets = 16.0
    static let horizontalInsets = 10.0
    static let defaultFontSize = 12.0

    /// The view's size around measured text; an empty text view is one line high.
    static func size(ofText measured: TextMeasurement, font: Font, scale: Double) -> LayoutSize {
        LayoutSize(width: PixelGrid.ceil(measured.width + horizontalInsets, scale: scale),
                   height: PixelGrid.ceil(max(measured.height, font.lineHeight) + verticalInsets, scale: scale))
    }
}
