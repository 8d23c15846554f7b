import KissAnalysis
import KissSyntax
import XCTest

/// The SwiftUI spellings a newcomer writes first: each finding names the `.kiss` spelling, and
/// the fixes that are offered (suggestions) turn the file into `.kiss` that means it.
final class SwiftUIHabitsTests: XCTestCase {
    private func lint(_ text: String) -> [Diagnostic] {
        let workspace = Workspace(root: "/virtual")
        let file = workspace.add(path: "/virtual/Card.kiss", bytes: Array(text.utf8))
        return Linter.lint(file, in: workspace, configuration: .empty).diagnostics
    }

    /// `--unsafe-fixes` with only the fixes of these findings (the fixed file has others, K201's sizes).
    private func fixAll(_ text: String) -> (text: String, applied: Int) {
        func habits(_ text: String) -> [Diagnostic] { lint(text).filter { ["K102", "K104", "K106"].contains($0.code.rawValue) } }
        let outcome = FixAll.apply(to: Array(text.utf8), diagnostics: habits(text), includeSuggestions: true) { habits(String(decoding: $0, as: UTF8.self)) }
        return (String(decoding: outcome.source, as: UTF8.self), outcome.applied)
    }

    func testTheFixesWriteTheKissSpelling() {
        let (fixed, applied) = fixAll("""
        layout Card {
          VStack {
            Text("Hi")
            Spacer()
            Image("logo")
            Button("OK")
            HStack {
              label("Title").font(17)
              label("Body").foregroundColor(.red)
              label("Small", fontSize: 12)
            }
            view.frame(width: 100)
            view.frame(height: 40)
            view.frame(width: 100, height: 40)
            view.padding(10, 20)
          }
        }
        """)
        XCTAssertEqual(fixed, """
        layout Card {
          vstack {
            label("Hi")
            stretchSpacer()
            image("logo")
            button("OK")
            hstack {
              label("Title", font: 17)
              label("Body", color: .red)
              label("Small", font: 12)
            }
            view.width(100)
            view.height(40)
            view.size(100, 40)
            view.padding(vertical: 10, horizontal: 20)
          }
        }
        """)
        XCTAssertEqual(applied, 13)
        XCTAssertEqual(lint(fixed).filter { $0.severity == .error }.map(\.message), [])
    }

    func testOnlyTheMessageWhenTheSpellingIsNotCertain() {
        let diagnostics = lint("""
        layout Card {
          vstack(spacing: 8) {
            Toggle("Wi-Fi", isOn: on)
            label("Title").font(size: 17)
            label("Title").font(.title)
            label("Title").foregroundColor(Color.red)
            view.foregroundColor(.red)
            view.frame(maxWidth: 100)
          }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.message), [
            "`vstack` has no argument `spacing`; write `vstack { … }.spacing(…)`",
            "unknown layout `Toggle`: SwiftUI's `Toggle` is `switch` in `.kiss`; write `switch`",
            "unknown modifier `.font`: in `.kiss` `font:` is an argument of `label`: `label(…, font: 17)`",
            "unknown modifier `.font`: in `.kiss` `font:` is an argument of `label`: `label(…, font: 17)`",
            "unknown modifier `.foregroundColor`: in `.kiss` `color:` is an argument of `label`: `label(…, color: .red)`",
            "unknown modifier `.foregroundColor`: in `.kiss` `color:` is an argument of `label`: `label(\"…\", color: .red)`",
            "unknown modifier `.frame`: in `.kiss` write `.width(…)`, `.height(…)`, or `.size(width, height)` for both",
        ])
        XCTAssertTrue(diagnostics.allSatisfy { $0.fixes.isEmpty }, "\(diagnostics.map(\.fixes))")
    }
}
