import KissAnalysis

/// `kisslint rules` and `kisslint explain CODE`.
enum RulesCommand {
    static func list() -> String {
        var output = "code  severity  fix         name\n"
        for rule in DiagnosticCatalogue.rules {
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let fix = rule.fixKind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            output += "\(rule.code)  \(severity)  \(fix)  \(rule.name) — \(rule.title)\n"
        }
        return output
    }

    static func explain(_ text: String) -> String? {
        let code = text.uppercased()
        guard let rule = DiagnosticCatalogue.rules.first(where: { $0.code.rawValue == code || $0.name == text }) else { return nil }
        var output = "\(rule.code) \(rule.name): \(rule.title)\n\n"
        output += "Default severity: \(rule.defaultSeverity.rawValue). Fix: \(rule.fixKind == .none ? "none" : rule.fixKind.rawValue).\n"
        if let page = DiagnosticDocumentation.pages[rule.code.rawValue] {
            output += "\n" + page + "\n"
        }
        return output
    }
}
