import KissSyntax

extension Rules {
    /// K207: pin: an anchor to a later sibling, or an over-determined size. Checked here
    /// (`overDetermined`, for each child of a pin container); an anchor to a later sibling is
    /// found by the instantiator's walk over anchors (`PinChecks`, which also raises K104 and
    /// K106 there) and worded here. Documented in docs/diagnostics/K207.md.
    enum PinConflict: Rule {
        static let code = DiagnosticCode("K207")
        static let name = "pin-conflict"
        static let title = "pin: an anchor to a later sibling, or an over-determined size"
        static let defaultSeverity = Severity.error
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K207-pin.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let pinConflict = Rules.PinConflict.code
}

extension Rules.PinConflict {
    static func laterSiblingMessage(_ target: String) -> String {
        "`\(target)` is placed after this element; a pin anchor can only refer to `parent` or an earlier sibling"
    }

    /// Both edges of an axis and its size given: one of the three is ignored. Reported at the
    /// child's first `.pin`.
    static func overDetermined(_ child: ElementInstance, edges: Set<String>, pins: [AppliedModifier]) -> [PinFinding] {
        guard let first = pins.first else { return [] }
        var findings: [PinFinding] = []
        if edges.contains("left"), edges.contains("right"), child.hasModifier("width") {
            findings.append(PinFinding(code: code, message: "left, right and `.width` together over-determine the width; drop one of them", place: first.location))
        }
        if edges.contains("top"), edges.contains("bottom"), child.hasModifier("height") {
            findings.append(PinFinding(code: code, message: "top, bottom and `.height` together over-determine the height; drop one of them", place: first.location))
        }
        return findings
    }
}
