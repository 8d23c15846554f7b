import KissSyntax

extension Rules {
    /// K208: pin: no anchor on an axis. Checked here (`check`, for each child of a pin
    /// container, from the edges the instantiator's walk over its anchors collected);
    /// documented in docs/diagnostics/K208.md.
    enum PinUnanchored: Rule {
        static let code = DiagnosticCode("K208")
        static let name = "pin-unanchored"
        static let title = "pin: no anchor on an axis"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K207-pin.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let pinUnanchored = Rules.PinUnanchored.code
}

extension Rules.PinUnanchored {
    /// An axis on which none of the child's pins gives an edge: it is placed at the parent's
    /// left or top. Reported at the child's head.
    static func check(_ child: ElementInstance, edges: Set<String>) -> [PinFinding] {
        var findings: [PinFinding] = []
        if edges.isDisjoint(with: PinLayout.horizontalEdges) {
            findings.append(.init(code: code, message: "`\(child.kind.rawValue)` has no horizontal anchor in this pin; it is placed at the parent's left. Add `.pin(left: …)`",
                                  place: child.location))
        }
        if edges.isDisjoint(with: PinLayout.verticalEdges) {
            findings.append(.init(code: code, message: "`\(child.kind.rawValue)` has no vertical anchor in this pin; it is placed at the parent's top. Add `.pin(top: …)`",
                                  place: child.location))
        }
        return findings
    }
}
