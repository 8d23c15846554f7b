// The part of YogaKit (as the Kiss library bundles it: KissLib/YogaKit, a framework of its own
// beside Kiss, master 4c9e3c5) that `kisslint export --swift` output uses: the Yoga node of a
// view, for what Kiss never writes on it (flex factors without `.grow`, a flex basis, a wrap's
// alignContent). Declared from YGLayout.h, UIView+Yoga.h and YGLayoutExtensions.swift;
// placeholders, no behaviour.
import UIKit

public enum YGUnit { case undefined, point, percent, auto }

/// yoga's `YGValue` (a C struct in the `yoga` module YogaKit re-exports).
public struct YGValue {
    public var value: Float
    public var unit: YGUnit
    public init(value: Float, unit: YGUnit) { self.value = value; self.unit = unit }
    /// YGLayoutExtensions.swift: points.
    public init(_ value: Float) { self.init(value: value, unit: .point) }
}

public enum YGAlign { case auto, flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround }

open class YGLayout {
    open var flex: CGFloat = 0
    open var flexGrow: CGFloat = 0
    open var flexShrink: CGFloat = 0
    open var flexBasis = YGValue(value: 0, unit: .auto)
    open var alignContent: YGAlign = .flexStart
}

extension UIView {
    public var yoga: YGLayout { YGLayout() }
}
