// The public API of the Kiss library (trungnguyenthien/Kiss, master 4c9e3c5; layout code as of
// d26c24e), declared from its public declarations so that `kisslint export --swift` output can
// be type-checked without the library or UIKit. Signatures as the library declares them; the
// bodies are placeholders. `@resultBuilder` stands for the library's `@_functionBuilder`
// (the same transform; the old spelling is deprecated in Swift 6).
import UIKit

public protocol LayoutItem {
    var isVisibleLayout: Bool { get }
}

@resultBuilder
public struct LayoutItemBuilder {
    public static func buildBlock(_ lItems: LayoutItem...) -> [LayoutItem] { lItems }
}

@resultBuilder
public struct GroupLayoutBuilder {
    public static func buildBlock(_ groups: GroupLayout...) -> [GroupLayout] { groups }
}

public enum CrossAxisAlignment { case start, end, center, stretch }
public enum MainAxisAlignment { case start, end, center }
public enum AutoInvisibility { case never, allInvisible }

public protocol MarginSetter {
    @discardableResult func marginLeft(_ value: Double) -> Self
    @discardableResult func marginRight(_ value: Double) -> Self
    @discardableResult func marginTop(_ value: Double) -> Self
    @discardableResult func marginBottom(_ value: Double) -> Self
    @discardableResult func marginHorizontal(_ value: Double) -> Self
    @discardableResult func marginVertical(_ value: Double) -> Self
    @discardableResult func margin(_ value: Double) -> Self
}

public protocol SizeSetter {
    @discardableResult func width(_ value: Double) -> Self
    @discardableResult func height(_ value: Double) -> Self
    @discardableResult func grow(_ value: Double) -> Self
    @discardableResult func growFull() -> Self
    @discardableResult func ratio(_ value: Double) -> Self
    @discardableResult func size(_ value: CGSize) -> Self
    @discardableResult func size(_ width: Double, _ height: Double) -> Self
    @discardableResult func maxHeight(_ value: Double) -> Self
    @discardableResult func minHeight(_ value: Double) -> Self
    @discardableResult func maxWidth(_ value: Double) -> Self
    @discardableResult func minWidth(_ value: Double) -> Self
}

public protocol PaddingSetter {
    @discardableResult func padding(_ value: Double) -> Self
    @discardableResult func padding(top: Double, bottom: Double, left: Double, right: Double) -> Self
}

public protocol AlignmentSetter {
    @discardableResult func mainAlign(_ value: MainAxisAlignment) -> Self
    @discardableResult func crossAlign(self value: CrossAxisAlignment) -> Self
    @discardableResult func crossAlign(items value: CrossAxisAlignment) -> Self
}

public extension MarginSetter where Self: LayoutItem {
    func marginLeft(_ value: Double) -> Self { self }
    func marginRight(_ value: Double) -> Self { self }
    func marginTop(_ value: Double) -> Self { self }
    func marginBottom(_ value: Double) -> Self { self }
    func marginHorizontal(_ value: Double) -> Self { self }
    func marginVertical(_ value: Double) -> Self { self }
    func margin(_ value: Double) -> Self { self }
}

public extension SizeSetter where Self: LayoutItem {
    func width(_ value: Double) -> Self { self }
    func height(_ value: Double) -> Self { self }
    func grow(_ value: Double) -> Self { self }
    func growFull() -> Self { self }
    func ratio(_ value: Double) -> Self { self }
    func size(_ value: CGSize) -> Self { self }
    func size(_ width: Double, _ height: Double) -> Self { self }
    func maxHeight(_ value: Double) -> Self { self }
    func minHeight(_ value: Double) -> Self { self }
    func maxWidth(_ value: Double) -> Self { self }
    func minWidth(_ value: Double) -> Self { self }
}

public extension PaddingSetter where Self: LayoutItem {
    func padding(_ value: Double) -> Self { self }
    func padding(top: Double, bottom: Double, left: Double, right: Double) -> Self { self }
}

public extension AlignmentSetter where Self: LayoutItem {
    func mainAlign(_ value: MainAxisAlignment) -> Self { self }
    func crossAlign(self value: CrossAxisAlignment) -> Self { self }
    func crossAlign(items value: CrossAxisAlignment) -> Self { self }
}

public class UIViewLayout: LayoutItem, MarginSetter, SizeSetter {
    init() {}
    public func crossAlign(self value: CrossAxisAlignment) -> Self { self }
    public var isVisibleLayout: Bool { true }
    public var cloned: Self { self }
}

public extension UIViewLayout {
    func overlay(@GroupLayoutBuilder builder: () -> [GroupLayout]) -> Self { self }
}

public class GroupLayout: UIViewLayout, PaddingSetter, AlignmentSetter {
    public func autoInvisible(_ type: AutoInvisibility) -> Self { self }
}

public class VStackLayout: GroupLayout {}
public class HStackLayout: GroupLayout {}
public class WrapLayout: GroupLayout {
    public func line(spacing: Double) -> Self { self }
}

public class Spacer: LayoutItem {
    init() {}
    public var isVisibleLayout: Bool { true }
}

public func vstack(@LayoutItemBuilder builder: () -> [LayoutItem]) -> VStackLayout { VStackLayout() }
public func hstack(@LayoutItemBuilder builder: () -> [LayoutItem]) -> HStackLayout { HStackLayout() }
public func wrap(@LayoutItemBuilder builder: () -> [LayoutItem]) -> WrapLayout { WrapLayout() }
public func spacer(_ size: Double) -> Spacer { Spacer() }
public func growSpacer(_ grow: Double) -> Spacer { Spacer() }
public func stretchSpacer() -> Spacer { Spacer() }

public extension UIView {
    var isVisible: Bool {
        get { !isHidden }
        set { isHidden = !newValue }
    }

    var kiss: Kiss { Kiss() }

    final class Kiss {
        init() {}
        public func constructIfNeed(layout: GroupLayout) {}
        public var layout: UIViewLayout { UIViewLayout() }
        public func updateChange(width: CGFloat? = nil, height: CGFloat? = nil) {}
        public func estimatedSize(width: CGFloat? = nil, height: CGFloat? = nil) -> CGSize { .zero }
        public func vstack(@LayoutItemBuilder builder: () -> [LayoutItem]) -> VStackLayout { VStackLayout() }
        public func hstack(@LayoutItemBuilder builder: () -> [LayoutItem]) -> HStackLayout { HStackLayout() }
        public func wrap(@LayoutItemBuilder builder: () -> [LayoutItem]) -> WrapLayout { WrapLayout() }
    }
}
