import KissAnalysis
import KissIDE
import KissSyntax

/// Reads the analysis settings from the client's settings JSON (a `kiss`
/// object if there is one, else the top level), as `.kisslint.json` spells
/// them:
///
/// - `previews`: `[{ "name", "width"?, "height"?, "scale"? }]`, used for files
///   that neither declare previews nor have a `.kisslint.json` that does;
/// - `rules`: `{ "K403": "off", "K301": "error" }`, layered over the file's
///   configuration.
///
/// An entry that cannot be used is left out and named in `problems`, so the
/// server can report it rather than silently drop it.
enum IDESettingsDecoding {
    static func decode(_ settings: JSONValue) -> (settings: IDESettings, problems: [String]) {
        guard case .object = settings else { return (IDESettings(), []) }
        let scope: JSONValue
        if let kiss = settings["kiss"], case .object = kiss { scope = kiss } else { scope = settings }
        var result = IDESettings()
        var problems: [String] = []
        if let value = scope["previews"], !value.isNull {
            if let items = value.arrayValue {
                for (index, item) in items.enumerated() {
                    switch preview(item) {
                    case .success(let preview): result.previews.append(preview)
                    case .failure(let problem): problems.append("previews[\(index)]\(problem.message)")
                    }
                }
            } else {
                problems.append("previews must be an array of { name, width, height, scale } objects")
            }
        }
        if let value = scope["rules"], !value.isNull {
            if case .object(let table) = value {
                for (code, setting) in table.sorted(by: { $0.key < $1.key }) {
                    guard DiagnosticCatalogue.rule(for: DiagnosticCode(code)) != nil else {
                        problems.append("rules.\(code) is not a diagnostic code")
                        continue
                    }
                    if setting.stringValue == "off" {
                        result.rules[DiagnosticCode(code)] = .off
                    } else if let text = setting.stringValue, let severity = Severity(rawValue: text) {
                        result.rules[DiagnosticCode(code)] = .severity(severity)
                    } else {
                        problems.append("rules.\(code) must be \"off\", \"error\", \"warning\", \"info\" or \"hint\"")
                    }
                }
            } else {
                problems.append("rules must be an object of codes to severities")
            }
        }
        return (result, problems)
    }

    private struct Problem: Error {
        var message: String
    }

    private static func preview(_ item: JSONValue) -> Result<Preview, Problem> {
        guard case .object(let fields) = item else { return .failure(Problem(message: " must be an object")) }
        if let unknown = fields.keys.sorted().first(where: { !["name", "width", "height", "scale"].contains($0) }) {
            return .failure(Problem(message: ".\(unknown) is not a preview key (name, width, height, scale)"))
        }
        guard let name = fields["name"]?.stringValue, !name.isEmpty else { return .failure(Problem(message: ".name must be a non-empty string")) }
        func number(_ key: String, _ range: ClosedRange<Double>) -> Result<Double?, Problem> {
            guard let value = fields[key], !value.isNull else { return .success(nil) }
            guard let number = value.doubleValue, range.contains(number) else {
                return .failure(Problem(message: ".\(key) must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))"))
            }
            return .success(number)
        }
        do throws(Problem) {
            return .success(Preview(name: name, width: try number("width", 1...100_000).get(), height: try number("height", 1...100_000).get(),
                                    scale: try number("scale", 1...4).get() ?? 3))
        } catch {
            return .failure(error)
        }
    }
}
