import KissLayout

/// Controls that UIKit draws at a size of their own whatever frame Kiss gives them
/// (docs/kiss-semantics.md, "Controls of a fixed size"). The frame Yoga computes stays the
/// library's; this is where a device draws the control inside (or over) that frame.
public enum FixedSizeControl {
    /// How a control places its own size in its frame.
    public enum Placement: Sendable {
        /// At the frame's top-left corner: `UISwitch` (its documented `init(frame:)` ignores
        /// the frame's size and keeps its origin) and `UIStepper`.
        case topLeft
        /// Centred in the frame: `UIActivityIndicatorView`'s spinner, a slider's track and
        /// thumb, a progress view's bar across its height.
        case centred
    }

    /// The size the control draws at: both axes for `switch`, `stepper` and `activity`, the
    /// height only (nil width: it follows the frame) for `slider` and `progress`; nil for
    /// other kinds.
    public static func ownSize(of instance: ElementInstance) -> (width: Double?, height: Double, placement: Placement)? {
        switch instance.kind {
        case .switch: return (51, 31, .topLeft)
        case .stepper: return (94, 32, .topLeft)
        case .activity:
            let large: Bool
            if case .enumCase("large")? = instance.arguments["style"]?.value { large = true } else { large = false }
            return large ? (37, 37, .centred) : (20, 20, .centred)
        case .slider: return (nil, 31, .centred)
        case .progress: return (nil, 4, .centred)
        default: return nil
        }
    }

    /// The UIKit class a control kind is (`UISwitch` for `switch`).
    public static func uikitClass(of kind: BuiltinKind) -> String {
        switch kind {
        case .switch: return "UISwitch"
        case .stepper: return "UIStepper"
        case .activity: return "UIActivityIndicatorView"
        case .slider: return "UISlider"
        case .progress: return "UIProgressView"
        default: return kind.rawValue
        }
    }

    /// Where the control draws, in the coordinates of `frame`; nil for kinds that fill their frame.
    public static func drawnFrame(of instance: ElementInstance, in frame: LayoutFrame) -> LayoutFrame? {
        guard let own = ownSize(of: instance) else { return nil }
        let width = own.width ?? frame.width
        switch own.placement {
        case .topLeft:
            return LayoutFrame(x: frame.x, y: frame.y, width: width, height: own.height)
        case .centred:
            return LayoutFrame(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - own.height) / 2, width: width, height: own.height)
        }
    }
}
