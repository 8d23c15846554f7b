import KissAnalysis

/// What hover says about a built-in kind: its call shape and how it is
/// sized (language §4.1, §4.2).
enum KindDocumentation {
    static func markdown(_ kind: BuiltinKind) -> String {
        "`\(kind.signature.rendered(kind.rawValue))` — \(sizing(kind))"
    }

    static func sizing(_ kind: BuiltinKind) -> String {
        switch kind {
        case .vstack: return "children top to bottom (flex column); fits its children unless sized"
        case .hstack: return "children left to right (flex row); fits its children unless sized"
        case .wrap: return "a row that wraps onto new lines; fits its children unless sized"
        case .pin: return "children placed by their `.pin(…)` anchors in source order; fits their extent plus padding"
        case .view: return "intrinsic size none × none: 0 unless something else sizes it"
        case .label: return "intrinsic size: the measured text"
        case .button: return "intrinsic size: (title width + 16) × max(30, line height + 12)"
        case .image: return "intrinsic size: the given natural size; none × none when not given"
        case .switch: return "intrinsic size 51 × 31"
        case .slider: return "intrinsic size none × 31"
        case .progress: return "intrinsic size none × 4"
        case .textField: return "intrinsic size none × (line height + 14)"
        case .textView: return "intrinsic size: the text wrapped in the width offered, + 10 × + 16 (UITextView's insets), 12 pt by default"
        case .activity: return "intrinsic size 20 × 20, `.large` 37 × 37"
        case .stepper: return "intrinsic size 94 × 32"
        case .spacer: return "a fixed length n along the parent's main axis (`relative:` parent spacing + n), nothing across"
        case .growSpacer: return "grows by `factor` (1) along the parent's main axis"
        case .stretchSpacer: return "flexible gap: basis 0, grow 1, shrink 1, never below `min`"
        case .keyValue: return "intrinsic size: the measured key and value labels"
        }
    }
}
