import Foundation
import KissLSP
import KissRuntime
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Language-server latency as an editor sees it: the real `LanguageServer`
/// with `IDEAnalyzer`, run in this process on its own thread and driven over
/// `InMemoryByteChannel`s with framed JSON-RPC, exactly as over stdio but
/// without process and pipe noise. Timings run from just before a message is
/// written to the server's input to the moment the framed answer is read
/// from its output (before the client decodes it).
///
/// Two documents are open together: a hand-written 200-line file of screens
/// and components, and a generated 10,000-line catalogue. For each: the time
/// from `didOpen` to the first `publishDiagnostics`; keystrokes (a character
/// typed into a label string, then deleted, each one `didChange` with a
/// range) to the `publishDiagnostics` of that version; hovers on elements.
/// The diagnostics debounce is 0 for these figures; the editor-facing delay
/// (50 ms by default) is measured separately.
enum LSPBenchmark {
    /// The two documents the benchmark edits, written to `folder` (to lint or profile them alone).
    static func emitDocuments(to folder: String, lines: Int, singleRoot: Bool) {
        let url = URL(fileURLWithPath: folder)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        _ = writeDocuments(to: url, lines: lines, singleRoot: singleRoot)
    }

    /// Writes the two documents into `folder` and returns them.
    private static func writeDocuments(to folder: URL, lines: Int, singleRoot: Bool) -> [BenchDocument] {
        let documents = [
            BenchDocument(name: "Screen.kiss", text: screen, folder: folder),
            BenchDocument(name: "Catalogue.kiss", text: generateCatalogue(lines: lines, sectionsPerScreen: singleRoot ? nil : 4), folder: folder),
        ]
        for document in documents { try! Data(document.text.utf8).write(to: document.url) }
        return documents
    }

    /// A temporary project folder holding the two documents (a configuration file marks the
    /// workspace root, so K403 scans the folder); the caller removes it.
    static func project(named name: String, lines: Int, singleRoot: Bool) -> (folder: URL, documents: [BenchDocument]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try! Data("{}\n".utf8).write(to: folder.appendingPathComponent(".kisslint.json"))
        return (folder, writeDocuments(to: folder, lines: lines, singleRoot: singleRoot))
    }

    static func run(edits requested: Int, hovers: Int, lines: Int, singleRoot: Bool, catalogueOnly: Bool = false) {
        let edits = requested + requested % 2  // an even number leaves the text as it was
        // As kiss-lsp's main does, before any thread starts.
        ProcessMemory.limitAllocatorArenas()
        let machineThroughput = ParseBenchmark.machineThroughput()
        let rssBefore = residentMemory()
        let (folder, documents) = project(named: "kiss-lsp-bench", lines: lines, singleRoot: singleRoot)
        defer { try? FileManager.default.removeItem(at: folder) }

        var options = ServerOptions()
        options.configuration.diagnosticDelay = 0
        let analyzer = IDEAnalyzer()
        let client = BenchClient(options: options, analyzer: analyzer)
        let initialize = client.call("initialize", [
            "processId": .integer(Int(getpid())), "rootUri": .string(folder.absoluteString),
            "workspaceFolders": [["uri": .string(folder.absoluteString), "name": "bench"]],
            "capabilities": ["general": ["positionEncodings": ["utf-16"]]],
        ]).message
        let encoding = initialize["result"]?["capabilities"]?["positionEncoding"]?.stringValue ?? "?"
        client.notify("initialized", [:])

        print("lsp: LanguageServer + IDEAnalyzer in process over InMemoryByteChannel; position encoding \(encoding); diagnostics debounce 0 ms")
        // Figures from a machine slower than the one the targets were set on are read against
        // this (BENCHMARKS.md, session 21).
        print(String(format: "  this machine: kiss-bench parse at %.0f MB/s (%.0f MB/s where the targets were set)",
                     machineThroughput, ParseBenchmark.targetMachineThroughput))
        for document in documents {
            print("  \(document.name): \(document.lineCount) lines, \(document.layoutCount) layouts, 2 previews")
        }

        // `--catalogue-only`: the catalogue's first diagnostics when it is the first document
        // opened (no other document's analysis has read it from disk in this process), and stop.
        if catalogueOnly {
            let document = documents[1]
            let start = client.notify("textDocument/didOpen", [
                "textDocument": ["uri": .string(document.uri), "languageId": "kiss", "version": 1, "text": .string(document.text)],
            ])
            let published = client.diagnostics(for: document.uri, version: 1)
            print(String(format: "  %@ opened alone: first diagnostics after didOpen %.2f ms", document.name, milliseconds(published.time - start)))
            _ = client.call("shutdown")
            client.notify("exit")
            _ = client.waitForExit()
            return
        }

        var results: [String: Results] = [:]
        // didOpen → first publishDiagnostics; both documents stay open for everything after.
        for document in documents {
            var result = Results()
            let start = client.notify("textDocument/didOpen", [
                "textDocument": ["uri": .string(document.uri), "languageId": "kiss", "version": 1, "text": .string(document.text)],
            ])
            let published = client.diagnostics(for: document.uri, version: 1)
            result.open = milliseconds(published.time - start)
            result.findings = published.message["params"]?["diagnostics"]?.arrayValue?.count ?? -1
            results[document.name] = result
        }
        for document in documents {
            var result = results[document.name]!
            // Keystrokes: type a character into a label string, delete it again. The first round
            // over the labels is a warm-up, reported on its own: the first edit of each label
            // after opening fills caches (its new text measured for the first time, the
            // server's kept expansions and measure functions made) that steady typing finds.
            let sites = document.labelSites
            let warmUp = 2 * sites.count
            var version = 1
            for index in 0..<(warmUp + edits) {
                let site = sites[(index / 2) % sites.count]
                version += 1
                let change: JSONValue = index % 2 == 0
                    ? rangeEdit(site.line, site.column, site.line, site.column, "x")
                    : rangeEdit(site.line, site.column, site.line, site.column + 1, "")
                let sent = client.notify("textDocument/didChange", [
                    "textDocument": ["uri": .string(document.uri), "version": .integer(version)], "contentChanges": [change],
                ])
                let answer = client.diagnostics(for: document.uri, version: version)
                if index < warmUp {
                    result.warmUp.append(milliseconds(answer.time - sent))
                } else {
                    result.keystrokes.append(milliseconds(answer.time - sent))
                }
                let count = answer.message["params"]?["diagnostics"]?.arrayValue?.count ?? -1
                if count != result.findings { result.unexpectedFindings += 1 }
            }
            document.version = version
            if let dump = ProcessInfo.processInfo.environment["KISS_BENCH_DUMP"] {
                try? result.keystrokes.map { String(format: "%.3f", $0) }.joined(separator: "\n").write(toFile: dump + "." + document.name, atomically: true, encoding: .utf8)
            }

            // Hovers on elements spread over the document (its current version is analysed already).
            let heads = document.elementHeads
            for index in 0..<hovers {
                let head = heads[index * heads.count / hovers]
                let answer = client.call("textDocument/hover", [
                    "textDocument": ["uri": .string(document.uri)],
                    "position": ["line": .integer(head.line), "character": .integer(head.column)],
                ])
                result.hovers.append(milliseconds(answer.time - answer.sent))
                if answer.message["result"] == nil || answer.message["result"] == .null { result.emptyHovers += 1 }
            }
            results[document.name] = result
        }
        let rssAfter = residentMemory()
        // At rest: the server returns freed memory once it has been idle for a second after an analysis.
        Thread.sleep(forTimeInterval: 1.5)
        let rssAtRest = residentMemory()
        let heapAtRest = heapInUse()
        // `KISS_BENCH_SMAPS=FILE`: the process's memory map at rest, to see what holds it.
        if let path = ProcessInfo.processInfo.environment["KISS_BENCH_SMAPS"] {
            // /proc files report no size: read until the end.
            if let map = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd() {
                try? map.write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        }
        trimHeap()
        let rssTrimmed = residentMemory().current
        // What the analyses kept for hover hold: drop them and look again.
        analyzer.workspaceDidChange(files: nil)
        trimHeap()
        let rssWithoutCache = residentMemory().current

        // The editor-facing delay: the default debounce, set the way a client would.
        let debounce = 50
        client.notify("workspace/didChangeConfiguration", ["settings": ["kiss": ["diagnosticDelayMilliseconds": .integer(debounce)]]])
        for document in documents { _ = client.diagnostics(for: document.uri, version: document.version) }
        var debounced: [Double] = []
        let small = documents[0]
        let sites = small.labelSites
        for index in 0..<20 {
            let site = sites[(index / 2) % sites.count]
            small.version += 1
            let change: JSONValue = index % 2 == 0
                ? rangeEdit(site.line, site.column, site.line, site.column, "x")
                : rangeEdit(site.line, site.column, site.line, site.column + 1, "")
            let sent = client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(small.uri), "version": .integer(small.version)], "contentChanges": [change],
            ])
            debounced.append(milliseconds(client.diagnostics(for: small.uri, version: small.version).time - sent))
        }
        _ = client.call("shutdown")
        client.notify("exit")
        let exitCode = client.waitForExit()

        for document in documents {
            guard let result = results[document.name] else { continue }
            let small = document === documents[0]
            print("")
            print("\(document.name) (\(document.lineCount) lines):")
            print(String(format: "  first diagnostics after didOpen  %8.2f ms  (%d findings)", result.open, result.findings))
            print(String(format: "  warm-up: first edit of each label  max %6.2f ms  (n = %d, not counted below)",
                         result.warmUp.max() ?? 0, result.warmUp.count))
            print("  keystroke → publishDiagnostics   " + summary(result.keystrokes)
                + "  target p99 ≤ \(small ? 2 : 16) ms " + mark(percentile(result.keystrokes, 0.99) <= (small ? 2 : 16)))
            print("  hover → response                 " + summary(result.hovers) + "  target p99 ≤ 5 ms " + mark(percentile(result.hovers, 0.99) <= 5))
            if result.unexpectedFindings > 0 { print("  note: \(result.unexpectedFindings) edits changed the number of findings") }
            if result.emptyHovers > 0 { print("  note: \(result.emptyHovers) hovers answered null") }
        }
        print("")
        print(String(format: "resident memory right after the runs: VmRSS %.1f MB (peak VmHWM %.1f MB; %.1f MB before the server started)",
                     rssAfter.current, rssAfter.peak, rssBefore.current))
        print(String(format: "resident memory at rest (1.5 s idle, the server has returned freed memory): VmRSS %.1f MB  target ≤ 50 MB ",
                     rssAtRest.current) + mark(rssAtRest.current <= 50))
        print(String(format: "  after malloc_trim: %.1f MB; %.1f MB once IDEService also drops the analyses it keeps for hover", rssTrimmed, rssWithoutCache))
        // What VmRSS at rest varies by from run to run is mostly how freed memory lies in
        // malloc's arenas; the bytes in use do not vary so.
        print(String(format: "  malloc's bytes in use at rest (the whole process): %.1f MB", heapAtRest))
        print("with the default \(debounce) ms debounce, \(small.name), 20 keystrokes: " + summary(debounced) + "  (editor-facing)")
        print("server exit code \(exitCode.map(String.init) ?? "none"); window/logMessage received: \(client.logMessages) (on standard error)")
    }

    // MARK: - Measuring

    struct Results {
        var open = 0.0
        var findings = 0
        var keystrokes: [Double] = []
        var warmUp: [Double] = []
        var hovers: [Double] = []
        var unexpectedFindings = 0
        var emptyHovers = 0
    }

    static func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }

    /// Nearest rank: the smallest value with at least `fraction` of the values at or below it.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    static func summary(_ values: [Double]) -> String {
        String(format: "p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms  (n = %d)",
               percentile(values, 0.5), percentile(values, 0.99), values.max() ?? .nan, values.count)
    }

    static func mark(_ met: Bool) -> String { met ? "✅" : "❌" }

    /// VmRSS and VmHWM of this process in MB (the server runs in it).
    static func residentMemory() -> (current: Double, peak: Double) {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (.nan, .nan) }
        func field(_ name: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
                  let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
            return kilobytes / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }

    /// The bytes malloc has handed out and not had back, in MB (glibc's `malloc_info`: what its
    /// arenas took from the system less what lies free in them); NaN where it cannot tell.
    static func heapInUse() -> Double {
        #if canImport(Glibc)
        typealias Info = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return .nan }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-bench-malloc-\(getpid()).xml").path
        guard let file = fopen(path, "w") else { return .nan }
        _ = unsafeBitCast(symbol, to: Info.self)(0, file)
        fclose(file)
        defer { unlink(path) }
        guard let xml = try? String(contentsOfFile: path, encoding: .utf8) else { return .nan }
        // The last lines are the totals over all arenas: `<total type="fast" count=".." size=".."/>`,
        // `<total type="rest" …/>`, `<total type="mmap" …/>`, `<system type="current" size=".."/>`.
        var free = 0.0
        var system = 0.0
        var mapped = 0.0
        let totals = xml.split(separator: "\n").suffix(8)
        func size(_ line: Substring) -> Double {
            guard let range = line.range(of: "size=\"") else { return 0 }
            return Double(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        for line in totals {
            if line.contains("<total type=\"fast\"") || line.contains("<total type=\"rest\"") { free += size(line) }
            if line.contains("<total type=\"mmap\"") { mapped += size(line) }
            if line.contains("<system type=\"current\"") { system += size(line) }
        }
        return (system - free + mapped) / 1_048_576
        #else
        return .nan
        #endif
    }

    /// Returns the memory malloc holds free to the system (glibc keeps
    /// freed blocks in per-thread arenas), so what remains is what is in use.
    static func trimHeap() {
        #if canImport(Glibc)
        // malloc.h is not in the Glibc module: look the function up.
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }

    static func rangeEdit(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int, _ text: String) -> JSONValue {
        ["range": ["start": ["line": .integer(startLine), "character": .integer(startColumn)],
                   "end": ["line": .integer(endLine), "character": .integer(endColumn)]],
         "text": .string(text)]
    }

    // MARK: - Documents

    /// A generated catalogue of about `lines` lines, valid and clean under
    /// `kisslint`: rows in the shape of `ParseBenchmark.generate` (nested
    /// stacks, labels with arguments, modifier chains, comments, doc
    /// comments), grouped eight to a section layout.
    ///
    /// The sections are shown by screen layouts of `sectionsPerScreen`
    /// sections each, as an app's screens are; the screens are used from
    /// Swift, so K403 is disabled for the file. With nil, one first layout
    /// shows every section instead: the worst case, where every keystroke
    /// re-solves a layout that expands the whole file.
    static func generateCatalogue(lines target: Int, sectionsPerScreen: Int?) -> String {
        let rowsPerSection = 8
        var blocks = ""
        var lines = 0
        var sections = 0
        while true {
            let first = sections * rowsPerSection
            var block = "/// Section \(sections): a header over \(rowsPerSection) rows.\nlayout Section\(sections) {\n  vstack {\n"
            block += "    label(\"Section \(sections)\", font: 22, weight: .bold).margin(horizontal: 16, bottom: 8)\n"
            for row in first..<(first + rowsPerSection) { block += "    Row\(row)(title: \"Item \(row)\")\n" }
            block += "  }\n}\n\n"
            for row in first..<(first + rowsPerSection) {
                block += """
                /// Row \(row) of the generated catalogue.
                layout Row\(row)(title: "Title \(row)", count: "\(row % 7)", tint: #3366FF) {
                  hstack {
                    image("icon\(row)", 29, 29).cornerRadius(6).margin(right: 12).crossAlign(self: .center)
                    vstack {
                      label(title, font: 17, weight: .semibold)
                      label("Subtitle with some words in it", font: 13, color: .gray, lines: 2)
                    }.grow(1).shrink(1).crossAlign(self: .center) // flexible middle
                    label(count, font: 15).padding(horizontal: 8, vertical: 2).background(tint).crossAlign(self: .center)
                    /* a disclosure indicator */
                    image("chevron", 8, 13).margin(left: 8).crossAlign(self: .center)
                  }.padding(horizontal: 16, vertical: 8)
                }


                """
            }
            blocks += block
            lines += block.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            sections += 1
            if lines + 11 + sections >= target { break }
        }
        var head = "preview phone(width: 390)\npreview se(width: 320, scale: 2)\n\n"
        guard let perScreen = sectionsPerScreen else {
            head += "/// The catalogue: every section, top to bottom.\nlayout Catalogue {\n  vstack {\n"
            for section in 0..<sections { head += "    Section\(section)\n" }
            head += "  }\n}\n\n"
            return head + blocks
        }
        head = "// kisslint-disable-file K403 -- the screens are shown from Swift\n" + head
        for (screen, first) in stride(from: 0, to: sections, by: perScreen).enumerated() {
            head += "/// Screen \(screen): sections \(first) to \(min(first + perScreen, sections) - 1).\nlayout Screen\(screen) {\n  vstack {\n"
            for section in first..<min(first + perScreen, sections) { head += "    Section\(section)\n" }
            head += "  }\n}\n\n"
        }
        return head + blocks
    }

    /// A realistic hand-written document of 200 lines: screens and components
    /// in the style of Examples/, nested stacks, labels, layouts used by others.
    static let screen = """
        preview phone(width: 390)
        preview se(width: 320, scale: 2)

        /// The profile screen: a header, stats, a tag cloud, settings and a tab bar.
        layout ProfileScreen {
          vstack {
            NavigationBar(title: "Profile")
            vstack {
              ProfileHeader(name: "Nguyen Thien Trung", role: "iOS developer")
              StatsRow
              view(.lightGray).height(1)
              wrap {
                Chip(text: "swift")
                Chip(text: "yoga")
                Chip(text: "uikit")
                Chip(text: "layout")
                Chip(text: "lsp")
                Chip(text: "benchmarks")
              }.spacing(6).lineSpacing(6).padding(horizontal: 16, vertical: 8)
              SettingsGroup
              FeedSection
              InboxSection
            }
            TabBar
          }
        }

        /// A navigation bar with a back button, a centred title and an action.
        layout NavigationBar(title: "Title") {
          hstack {
            button("Back", font: 17).width(64).crossAlign(self: .center)
            label(title, font: 17, weight: .semibold).grow(1).shrink(1).crossAlign(self: .center)
            button("Edit", font: 17).width(64).crossAlign(self: .center)
          }.padding(horizontal: 8, vertical: 10).background(#F7F7F7)
        }

        /// Avatar, name and role.
        layout ProfileHeader(name: "Name", role: "Role") {
          hstack {
            image("avatar", 64, 64).cornerRadius(32).margin(right: 12).crossAlign(self: .center)
            vstack {
              label(name, font: 20, weight: .bold, lines: 2)
              label(role, font: 15, color: .gray)
              label("Joined in 2019", font: 13, color: .gray).margin(top: 2)
            }.grow(1).shrink(1).crossAlign(self: .center)
            switch.crossAlign(self: .center)
          }.padding(16)
        }

        /// Three numbers side by side.
        layout StatsRow {
          hstack {
            Stat(value: "128", caption: "Posts")
            Stat(value: "2,048", caption: "Followers")
            Stat(value: "311", caption: "Following")
          }.mainAlign(.spaceAround).padding(vertical: 8)
        }

        /// One number with its caption.
        layout Stat(value: "0", caption: "Caption") {
          vstack {
            label(value, font: 20, weight: .semibold).crossAlign(self: .center)
            label(caption, font: 12, color: .gray).crossAlign(self: .center)
          }
        }

        /// A rounded tag.
        layout Chip(text: "tag") {
          label(text, font: 13).padding(horizontal: 8, vertical: 4).background(.lightGray).cornerRadius(4)
        }

        /// One row of the settings list: icon, title, value and a chevron.
        layout SettingsRow(title: "Notifications", value: "On") {
          hstack {
            image("bell", 29, 29).cornerRadius(6).crossAlign(self: .center)
            label(title, font: 17).margin(left: 12).shrink(1).crossAlign(self: .center)
            growSpacer
            label(value, font: 17, color: .gray).crossAlign(self: .center)
            image("chevron", 8, 13).margin(left: 8).crossAlign(self: .center)
          }.padding(horizontal: 16, vertical: 8)
        }

        /// The settings group, rows separated by hairlines.
        layout SettingsGroup {
          vstack {
            SettingsRow(title: "Notifications", value: "On")
            Divider
            SettingsRow(title: "Sounds & Haptics", value: "Default")
            Divider
            SettingsRow(title: "Privacy", value: "Friends")
            Divider
            SettingsRow(title: "Language", value: "English")
            Divider
            SettingsRow(title: "Storage", value: "2.1 GB")
          }.background(.white).margin(top: 8)
        }

        /// A hairline indented past the row icons.
        layout Divider {
          view(.lightGray).height(1).margin(left: 57)
        }

        /// The tab bar at the bottom of every screen.
        layout TabBar {
          hstack {
            TabItem(title: "Home")
            TabItem(title: "Search")
            TabItem(title: "Inbox")
            TabItem(title: "Profile")
          }.mainAlign(.spaceAround).padding(vertical: 8).background(#F7F7F7)
        }

        /// An icon over its title.
        layout TabItem(title: "Tab") {
          vstack {
            image("tab", 24, 24).crossAlign(self: .center)
            label(title, font: 10).crossAlign(self: .center)
          }
        }

        /// A post in the feed, reusing the header and the chips.
        layout PostCard(text: "Post") {
          vstack {
            hstack {
              image("avatar", 40, 40).cornerRadius(20).margin(right: 8).crossAlign(self: .center)
              vstack {
                label("Nguyen Thien Trung", font: 15, weight: .semibold)
                label("2 hours ago", font: 12, color: .gray)
              }.grow(1).shrink(1).crossAlign(self: .center)
              button("Follow", font: 15).crossAlign(self: .center)
            }
            label(text, font: 15, lines: 4).margin(vertical: 8)
            image("photo", 358, 200).cornerRadius(8)
            hstack {
              keyValue("Likes", "128", orientation: .vertical, keyFont: 12, valueFont: 15)
              keyValue("Comments", "16", orientation: .vertical, keyFont: 12, valueFont: 15)
              keyValue("Shares", "4", orientation: .vertical, keyFont: 12, valueFont: 15)
            }.spacing(24).padding(top: 8)
          }.padding(16).background(.white)
        }

        /// The feed section: a story strip and two posts.
        layout FeedSection {
          vstack {
            hstack {
              Story(name: "Linh")
              Story(name: "Minh")
              Story(name: "Trung")
              Story(name: "Mai")
            }.spacing(12).padding(horizontal: 16, vertical: 8)
            PostCard(text: "Shipped the new settings screen today, with a layout linter in CI catching collapsed rows before review.")
            PostCard(text: "Hover shows why every frame is the size it is.")
          }
        }

        /// A story bubble with an online dot.
        layout Story(name: "name") {
          vstack {
            image("story", 56, 56).cornerRadius(28).overlay(alignment: .bottomRight) {
              view(.green).size(12).cornerRadius(6).position(bottom: 0, right: 0)
            }.crossAlign(self: .center)
            label(name, font: 12).margin(top: 4).crossAlign(self: .center)
          }
        }

        /// An empty state with a message and an action.
        layout EmptyState(message: "Nothing here yet") {
          vstack {
            image("empty", 120, 120).margin(bottom: 16).crossAlign(self: .center)
            label(message, font: 17, weight: .semibold).crossAlign(self: .center)
            label("Pull to refresh, or start something new.", font: 15, color: .gray, lines: 2).margin(top: 4).crossAlign(self: .center)
            button("Create", font: 17).margin(top: 16).crossAlign(self: .center)
          }.padding(32)
        }

        /// The inbox section: the latest conversations and the empty state.
        layout InboxSection {
          vstack {
            ConversationRow(name: "Linh", last: "See you tomorrow at the office!")
            Divider
            ConversationRow(name: "Minh", last: "The build is green again.")
            Divider
            ConversationRow(name: "Mai", last: "Can you review my pull request?")
            EmptyState(message: "No more messages")
          }
        }

        /// One conversation: avatar, name, last message and time.
        layout ConversationRow(name: "Name", last: "Message") {
          hstack {
            image("avatar", 44, 44).cornerRadius(22).margin(right: 12).crossAlign(self: .center)
            vstack {
              hstack {
                label(name, font: 17, weight: .semibold).grow(1).shrink(1)
                label("09:41", font: 13, color: .gray)
              }
              label(last, font: 15, color: .gray, lines: 2)
            }.grow(1).shrink(1).crossAlign(self: .center)
          }.padding(horizontal: 16, vertical: 8)
        }

        """
}

/// One open document and where to type and hover in it.
final class BenchDocument {
    let name: String
    let text: String
    let url: URL
    var uri: String { url.absoluteString }
    var version = 1
    let lines: [Substring]

    init(name: String, text: String, folder: URL) {
        self.name = name
        self.text = text
        url = folder.appendingPathComponent(name)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    var lineCount: Int { text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
    var layoutCount: Int { lines.filter { $0.hasPrefix("layout ") }.count }

    /// Positions inside label string literals (after their first character),
    /// about 10 spread over the document: where the keystrokes go.
    var labelSites: [(line: Int, column: Int)] {
        var sites: [(line: Int, column: Int)] = []
        for (number, line) in lines.enumerated() {
            guard let range = line.range(of: "label(\"") else { continue }
            sites.append((number, line.distance(from: line.startIndex, to: range.upperBound) + 1))
        }
        precondition(!sites.isEmpty, "no label string to type into")
        let step = max(1, sites.count / 10)
        return stride(from: step / 2, to: sites.count, by: step).map { sites[$0] }
    }

    /// The first character of each element line (a kind or a layout use).
    var elementHeads: [(line: Int, column: Int)] {
        var heads: [(line: Int, column: Int)] = []
        for (number, line) in lines.enumerated() {
            guard let first = line.firstIndex(where: { $0 != " " }), line[first].isLetter else { continue }
            let word = line[first...].prefix { $0.isLetter || $0.isNumber }
            if ["layout", "preview", "import"].contains(word) { continue }
            heads.append((number, line.distance(from: line.startIndex, to: first) + 1))
        }
        return heads
    }
}

/// The client side: writes framed messages to the server's input and
/// collects what it writes back, timestamped as each frame arrives.
final class BenchClient: Sendable {
    private let toServer = InMemoryByteChannel()
    private let fromServer = InMemoryByteChannel()
    private struct State {
        var received: [(time: UInt64, message: JSONValue)] = []
        var logCount = 0
        var exitCode: Int32?
    }
    private let state = Waitable(State())
    private let finished = DispatchSemaphore(value: 0)
    private let nextID = Atomic<Int>(1)

    init(options: ServerOptions, analyzer: IDEAnalyzer) {
        let server = LanguageServer(analyzer: analyzer, options: options)
        let (input, output, finished) = (toServer, fromServer, finished)
        Thread { [self] in
            let code = server.run(input: input, output: output)
            output.close()
            state.withLock { $0.exitCode = code }
            finished.signal()
        }.start()
        Thread { [self] in
            let framer = MessageFramer(source: output, stallTimeout: nil)
            while case .body(let body) = framer.next() {
                let time = DispatchTime.now().uptimeNanoseconds
                guard let message = try? JSONValue.parse(Data(body)) else { continue }
                state.withLock { state in
                    if message["method"]?.stringValue == "window/logMessage" {
                        state.logCount += 1
                        FileHandle.standardError.write(Data("server: \(message["params"]?["message"]?.stringValue ?? "")\n".utf8))
                    } else {
                        state.received.append((time, message))
                        self.state.broadcast()
                    }
                }
            }
        }.start()
    }

    var logMessages: Int {
        state.withLock { $0.logCount }
    }

    /// Sends a message; returns the time just before it was written.
    @discardableResult
    private func send(_ message: [String: JSONValue]) -> UInt64 {
        let body = Array(JSONValue.object(message).jsonText.utf8)
        let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        let time = DispatchTime.now().uptimeNanoseconds
        toServer.write(frame)
        return time
    }

    @discardableResult
    func notify(_ method: String, _ params: JSONValue? = nil) -> UInt64 {
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        return send(message)
    }

    /// Sends a request and waits for its response; `sent` is when it was written.
    func call(_ method: String, _ params: JSONValue? = nil) -> (sent: UInt64, time: UInt64, message: JSONValue) {
        let id = nextID.add(1, ordering: .relaxed).oldValue
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
        if let params { message["params"] = params }
        let sent = send(message)
        let answer = take("response to \(method)") { $0["id"] == .integer(id) && $0["method"] == nil }
        return (sent, answer.time, answer.message)
    }

    func diagnostics(for uri: String, version: Int) -> (time: UInt64, message: JSONValue) {
        take("publishDiagnostics for \(uri) version \(version)") {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics"
                && $0["params"]?["uri"]?.stringValue == uri && $0["params"]?["version"]?.intValue == version
        }
    }

    /// The first message that matches, waiting for it. Every message the
    /// benchmark waits for is claimed, so nothing piles up.
    private func take(_ what: String, timeout: TimeInterval = 120, where matches: (JSONValue) -> Bool) -> (time: UInt64, message: JSONValue) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        let found = state.wait(for: { state in
            state.received.firstIndex { matches($0.message) }.map { state.received.remove(at: $0) }
        }, before: deadline)
        guard let found else { fatalError("kiss-bench lsp: no \(what) within \(Int(timeout)) s") }
        return found
    }

    func waitForExit() -> Int32? {
        guard finished.wait(timeout: .now() + 30) == .success else { return nil }
        return state.withLock { $0.exitCode }
    }
}
