// The part of UIKit that `kisslint export --swift` output uses, declared (not implemented)
// so the generated code can be type-checked on a machine without UIKit (Linux CI):
//   swiftc -typecheck UIKit.swift Kiss.swift Generated.swift
// Signatures follow UIKit's; bodies are placeholders. Names only, no behaviour.
@_exported import Foundation

open class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var darkGray: UIColor { black }
    open class var lightGray: UIColor { black }
    open class var white: UIColor { black }
    open class var gray: UIColor { black }
    open class var red: UIColor { black }
    open class var green: UIColor { black }
    open class var blue: UIColor { black }
    open class var cyan: UIColor { black }
    open class var yellow: UIColor { black }
    open class var magenta: UIColor { black }
    open class var orange: UIColor { black }
    open class var purple: UIColor { black }
    open class var brown: UIColor { black }
    open class var clear: UIColor { black }
    open class var systemPink: UIColor { black }
    open var cgColor: CGColor { CGColor() }
}

public final class CGColor {}

public struct UIFontWeight: Hashable {
    public static let ultraLight = UIFontWeight(), thin = UIFontWeight(), light = UIFontWeight(), regular = UIFontWeight()
    public static let medium = UIFontWeight(), semibold = UIFontWeight(), bold = UIFontWeight(), heavy = UIFontWeight()
    public static let black = UIFontWeight()
}

open class UIFont {
    public typealias Weight = UIFontWeight
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
}

public enum NSLineBreakMode: Int {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

public struct UIControlState: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: UIControlState = []
}

open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var masksToBounds = false
}

open class UIView {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience init() { self.init(frame: .zero) }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var frame: CGRect = .zero
    open var layer: CALayer { CALayer() }
    open var clipsToBounds = false
    open func layoutSubviews() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open var intrinsicContentSize: CGSize { .zero }
    open func invalidateIntrinsicContentSize() {}
    open var bounds: CGRect = .zero
    open func addSubview(_ view: UIView) {}
    open func setNeedsLayout() {}
}

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { self }
}

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open func drawText(in rect: CGRect) {}
}

public final class UIImage {
    public init?(named name: String) {}
}

open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

public enum UIButtonType: Int { case custom, system }

open class UIButton: UIView {
    public typealias ButtonType = UIButtonType
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: UIControlState) {}
    open var titleLabel: UILabel? { nil }
}

open class UISwitch: UIView {}
open class UISlider: UIView {}
open class UIStepper: UIView {}
open class UIProgressView: UIView {}

public enum UITextBorderStyle: Int { case none, line, bezel, roundedRect }

open class UITextField: UIView {
    public typealias BorderStyle = UITextBorderStyle
    open var placeholder: String?
    open var font: UIFont?
    open var borderStyle: UITextField.BorderStyle = .none
}

public enum UIActivityIndicatorViewStyle: Int { case medium, large }

open class UIActivityIndicatorView: UIView {
    public typealias Style = UIActivityIndicatorViewStyle
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
