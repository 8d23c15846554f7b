import KissSyntax
import KissRuntime

/// Expands layouts into `ElementInstance` trees and reports what is wrong on
/// the way (K101–K109). Findings are kept only for the primary file: the same
/// mistake in an imported file is that file's to report.
/// The part of an `Instantiator` that spans a file's layouts: the element
/// budget and the cycles already reported.
struct ExpansionState: Sendable {
    /// A fresh state for expanding `file`'s layouts, with its budget.
    init(for file: SourceFile) {
        budget = Instantiator.elementBudget(forSourceBytes: file.tree.source.count)
    }

    /// A state with the smallest budget (a file not in the workspace, a test's).
    init() {
        budget = Instantiator.minimumElementBudget
    }

    /// How many elements the file's layouts may expand to (`Instantiator.elementBudget`).
    var budget: Int
    var instanceCount = 0
    var reportedLimit = false
    var reportedDepth = false
    /// Cycles already reported, by their members: one finding per cycle.
    var reportedCycles = Set<[String]>()
}

final class Instantiator {
    let workspace: Workspace
    let primary: String
    private(set) var diagnostics: [Diagnostic] = []
    private var reported = Set<DiagnosticKey>()
    private(set) var symbolTables: [String: [String: LayoutDeclaration]] = [:]
    /// Layouts being expanded, outermost first: a repeat is a cycle.
    private var expanding: [(name: String, file: String, use: SourceLocation?)] = []
    /// What expanding one layout leaves for the next ones of the same file.
    private(set) var state: ExpansionState
    /// Whether a cycle or the size limit was met since this instantiator was made.
    private(set) var metCycleOrLimit = false
    /// Expansions of layout uses kept across versions (`LintSession`), if any.
    var expansionCache: ExpansionCache?
    /// Expansions a session kept, read by an expansion outside the lint (hover's); used only
    /// when there is no `expansionCache`.
    var keptExpansions: KeptExpansionReader?
    /// Findings asked for while expanding uses that may be kept, innermost last.
    private var recordings: [[ExpansionCache.Recorded]] = []
    /// Kept subtrees handed out while expanding those uses, each once: a layout that uses the
    /// next one twice, 64 deep, would otherwise list its subtrees 2^64 times.
    private var nestedEntries: [Set<ObjectIdentifier>] = []
    /// Bindings and modifiers already evaluated in this lint (`BindingMemo`), if any.
    var bindingMemo: BindingMemo?
    /// The parameters read while an evaluation is being memoized (nil otherwise).
    var parameterReads: [(name: String, value: LocatedValue)]?
    /// The deepest nesting of layouts reached.
    private var deepest = 0
    /// How deep the element being expanded is in the whole expansion (its root is 0).
    private var elementDepth = -1
    /// The deepest element reached.
    private var deepestElement = 0

    /// Bounds that keep hostile files finite: a layout used twice in each of 40 nested
    /// layouts would otherwise expand to 2^40 elements. The element budget grows with the
    /// file, so that it stops exponential expansion, not size: a screen file gets 20,000
    /// elements, and a larger one one element per four bytes of its text, up to a million
    /// (an expanded element costs about 1 KB while it is checked). A 4.5 MB catalogue of
    /// 100,000 lines, every row used by a section and every section by a screen, expands to
    /// about 450,000 of its 1.1 million. Time and memory stay linear in the text.
    static let minimumElementBudget = 20_000
    static let maximumElementBudget = 1_000_000
    static func elementBudget(forSourceBytes bytes: Int) -> Int {
        min(maximumElementBudget, max(minimumElementBudget, bytes / 4))
    }
    static let maximumLayoutNesting = 64
    /// Every pass over the expanded tree may recurse per level (the threads they run on have
    /// stacks sized for it: `DeepWork`); layouts nested in layouts could otherwise stack the
    /// parser's 160 levels 64 times.
    static let maximumElementDepth = 256

    private struct DiagnosticKey: Hashable {
        var code: DiagnosticCode
        var range: Range<Int>
        var message: String
    }

    /// `state` and `symbolTables` carry on from the expansions of a file's
    /// earlier layouts, so that expanding each layout on its own gives what
    /// expanding them all in one go gives.
    init(workspace: Workspace, primary: String, state: ExpansionState? = nil,
         symbolTables: [String: [String: LayoutDeclaration]] = [:]) {
        self.workspace = workspace
        self.primary = primary
        self.state = state ?? workspace.file(primary).map(ExpansionState.init(for:)) ?? ExpansionState()
        self.symbolTables = symbolTables
    }

    /// Places turned into bytes of the texts being expanded.
    var places: Places { Places(primary: nil, workspace: workspace) }

    func report(
        _ code: DiagnosticCode, _ message: String, at range: Range<Int>, in file: String,
        related: [RelatedLocation] = [], fixes: [FixIt] = []
    ) {
        guard file == primary else { return }
        let diagnostic = Diagnostic(code: code, severity: code.ruleSeverity, message: message, range: range, related: related, fixes: fixes)
        if !recordings.isEmpty {
            let recorded = ExpansionCache.Recorded(diagnostic, in: file, places: places)
            for index in recordings.indices { recordings[index].append(recorded) }
        }
        let key = DiagnosticKey(code: code, range: range, message: message)
        guard reported.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    /// K107: a cycle or a limit met while expanding. It comes of how files use each other, so
    /// met in an imported file it is still the primary file's to report: at the innermost use
    /// in the primary file that led there, with a note where it was met.
    func reportLimit(_ message: String, at range: Range<Int>, in file: String, related: [RelatedLocation] = []) {
        guard file != primary else {
            report(.cyclicLayout, message, at: range, in: file, related: related)
            return
        }
        guard let use = expanding.reversed().compactMap(\.use).first(where: { $0.file == primary }) else { return }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        report(.cyclicLayout, "through this use, in \(name): " + message, at: places.range(use), in: primary,
               related: [RelatedLocation(file: file, range: range, message: "met here")] + related)
    }

    /// K107 for the element budget, at the use that led there: the first use in the layout
    /// being expanded (where a chain of uses that multiply starts, and what to look at), with
    /// a note at each use it went through and where it stopped. A layout too large by itself
    /// is reported where it stopped.
    private func reportBudgetMet(at range: Range<Int>, in file: String) {
        // Grouped by hand: what a number formatter writes depends on the machine's locale.
        func grouped(_ number: Int) -> String {
            var text = String(number)
            for index in stride(from: text.count - 3, to: 0, by: -3) { text.insert(",", at: text.index(text.startIndex, offsetBy: index)) }
            return text
        }
        let budget = grouped(state.budget)
        let rule = "one per four bytes of its text, from \(grouped(Self.minimumElementBudget)) to \(grouped(Self.maximumElementBudget))"
        let chain = expanding.dropFirst().compactMap { entry in entry.use.map { (entry.name, $0) } }
        guard let (first, use) = chain.first, use.file == primary else {
            reportLimit("layouts expand to more than \(budget) elements, all this file may (\(rule)); the rest is not expanded",
                        at: range, in: file)
            return
        }
        let through = chain.dropFirst().prefix(8).map { related($0.1, "through `\($0.0)` here") }
        report(.cyclicLayout,
               "this use of `\(first)` takes `\(expanding[0].name)` past the \(budget) elements this file may expand to (\(rule)); the rest is not expanded. A layout used several times in each of several nested layouts multiplies",
               at: places.range(use), in: primary, related: Array(through) + [related(SourceLocation(file: file, absolute: range), "the budget ran out here")])
    }

    func related(_ location: SourceLocation, _ message: String) -> RelatedLocation {
        RelatedLocation(file: location.file == primary ? nil : location.file, range: places.range(location), message: message)
    }

    // MARK: - Declarations

    /// The layouts a file can use: its own, then those of the files it imports.
    func symbols(for file: SourceFile) -> [String: LayoutDeclaration] {
        if let cached = symbolTables[file.path] { return cached }
        let layouts = file.tree.sourceFile.layouts
        var table = [String: LayoutDeclaration](minimumCapacity: layouts.count)
        for layout in layouts {
            guard let name = layout.name, table[name] == nil else { continue }
            table[name] = LayoutDeclaration(name: name, syntax: layout, file: file)
        }
        for importSyntax in file.tree.sourceFile.imports {
            guard let path = importSyntax.path, case .success(let target) = workspace.resolveImport(path, from: file.path),
                  let imported = workspace.file(target) else { continue }
            for layout in imported.tree.sourceFile.layouts {
                guard let name = layout.name, table[name] == nil else { continue }
                table[name] = LayoutDeclaration(name: name, syntax: layout, file: imported)
            }
        }
        symbolTables[file.path] = table
        return table
    }

    /// K108 for layouts and previews declared twice, K109 for imports.
    func checkDeclarations(of file: SourceFile) {
        let declared = file.tree.sourceFile.layouts
        var layouts: [String: LayoutSyntax] = [:]
        layouts.reserveCapacity(declared.count)
        for layout in declared {
            guard let name = layout.name, let token = layout.nameToken else { continue }
            if let first = layouts[name], let firstToken = first.nameToken {
                report(.duplicateDeclaration, "layout `\(name)` is declared twice; rename one of them", at: token.range, in: file.path,
                       related: [RelatedLocation(range: firstToken.range, message: "the first declaration of `\(name)`")])
            } else {
                layouts[name] = layout
            }
        }
        var previews: [String: PreviewSyntax] = [:]
        for preview in file.tree.sourceFile.previews {
            guard let name = preview.name, let token = preview.nameToken else { continue }
            if let first = previews[name], let firstToken = first.nameToken {
                report(.duplicateDeclaration, "preview `\(name)` is declared twice; rename one of them", at: token.range, in: file.path,
                       related: [RelatedLocation(range: firstToken.range, message: "the first declaration of `\(name)`")])
            } else {
                previews[name] = preview
            }
        }
        for importSyntax in file.tree.sourceFile.imports {
            guard let path = importSyntax.path, let token = importSyntax.pathToken else { continue }
            switch workspace.resolveImport(path, from: file.path) {
            case .success(let target):
                guard let imported = workspace.file(target) else { continue }
                for layout in imported.tree.sourceFile.layouts {
                    guard let name = layout.name, let local = layouts[name], let localToken = local.nameToken else { continue }
                    report(.duplicateDeclaration, "layout `\(name)` is also declared in \"\(path)\"; this file's declaration hides it",
                           at: localToken.range, in: file.path,
                           related: [RelatedLocation(file: target, range: layout.nameToken?.range ?? 0..<0, message: "the imported `\(name)`")])
                }
            case .failure(.notFound):
                report(.importProblem, "cannot import \"\(path)\": no such file (paths are relative to this file)", at: token.range, in: file.path)
            case .failure(.outsideWorkspace):
                report(.importProblem, "cannot import \"\(path)\": it is outside the workspace folder; imports must stay inside the project", at: token.range, in: file.path)
            case .failure(.linkLeavesWorkspace(let real)):
                report(.importProblem, "cannot import \"\(path)\": it is a link to \(real), outside the workspace folder; imports must stay inside the project", at: token.range, in: file.path)
            case .failure(.tooLarge(_, let bytes)):
                report(.importProblem, "cannot import \"\(path)\": it is \(SourceFileReader.describe(bytes: bytes)), more than the \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes)) a .kiss file may be", at: token.range, in: file.path)
            case .failure(.overBudget):
                report(.importProblem, "cannot import \"\(path)\": this analysis has read \(SourceFileReader.describe(bytes: SourceFileReader.maximumWorkspaceBytes)) of imports and project files already, all it may", at: token.range, in: file.path)
            }
        }
    }

    // MARK: - Layouts

    /// Default values of a layout's parameters, typed by themselves.
    func defaults(of layout: LayoutDeclaration) -> [String: LocatedValue] {
        guard let cache = expansionCache else { return evaluateDefaults(of: layout) }
        let key = ExpansionCache.DeclarationKey(tree: ObjectIdentifier(layout.file.tree), node: layout.syntax.node.index)
        if let known = cache.defaults[key] {
            replay(known.reports)
            return known.values
        }
        recordings.append([])
        let values = evaluateDefaults(of: layout)
        cache.defaults[key] = (values, recordings.removeLast())
        return values
    }

    private func evaluateDefaults(of layout: LayoutDeclaration) -> [String: LocatedValue] {
        var values: [String: LocatedValue] = [:]
        let scope = Scope(declarationAt: layout.syntax.node.range, in: layout.file, parameters: [:])
        for parameter in layout.syntax.parameters {
            guard let name = parameter.name else { continue }
            if values[name] != nil {
                report(.duplicateDeclaration, "parameter `\(name)` is declared twice", at: parameter.range, in: layout.file.path)
                continue
            }
            values[name] = parameter.defaultValue.map { evaluate($0, in: scope) }
                ?? LocatedValue(.invalid, at: scope.location(parameter.range))
        }
        return values
    }

    /// A layout on its own, with its parameters' defaults, as a lint or an editor shows it: its
    /// tree settled (`KissVisibility.settle`) before it is handed to anything that may read it on
    /// another thread. Nil when it has no root.
    func expandWithDefaults(_ layout: LayoutDeclaration) -> ElementInstance? {
        let root = instantiate(layout, parameters: defaults(of: layout), use: nil, parentKind: nil)
        if let root { KissVisibility.settle(root) }
        return root
    }

    /// Expands one layout with the given parameter values; nil when it has no root.
    func instantiate(_ layout: LayoutDeclaration, parameters: [String: LocatedValue], use: SourceLocation?, parentKind: BuiltinKind?) -> ElementInstance? {
        if let index = expansionIndex(of: layout) {
            let members = expanding[index...].map(\.name) + [layout.name]
            metCycleOrLimit = true
            if let use, state.reportedCycles.insert(Array(Set(members)).sorted()).inserted {
                let related = expanding[(index + 1)...].compactMap { entry in entry.use.map { self.related($0, "`\(entry.name)` is used here") } }
                reportLimit("layout `\(layout.name)` uses itself: \(members.joined(separator: " → ")); a layout cannot contain itself",
                       at: places.range(use), in: use.file, related: related)
            }
            return nil
        }
        guard expanding.count < Self.maximumLayoutNesting else {
            metCycleOrLimit = true
            if let use {
                reportLimit("layouts are nested more than \(Self.maximumLayoutNesting) deep here; the rest is not expanded", at: places.range(use), in: use.file)
            }
            return nil
        }
        guard let rootSyntax = layout.syntax.root else { return nil }
        expanding.append((layout.name, layout.file.path, use))
        deepest = max(deepest, expanding.count)
        defer { expanding.removeLast() }
        let scope = Scope(declarationAt: layout.syntax.node.range, in: layout.file, parameters: parameters)
        var ids: [String: SourceLocation] = [:]
        return element(rootSyntax, scope: scope, parentKind: parentKind, inOverlay: false, ids: &ids)
    }

    // MARK: - Elements

    func element(_ syntax: ElementSyntax, scope: Scope, parentKind: BuiltinKind?, inOverlay: Bool, ids: inout [String: SourceLocation]) -> ElementInstance? {
        guard state.instanceCount < state.budget else {
            metCycleOrLimit = true
            if !state.reportedLimit {
                state.reportedLimit = true
                reportBudgetMet(at: syntax.headToken.range, in: scope.file.path)
            }
            return nil
        }
        guard elementDepth < Self.maximumElementDepth else {
            metCycleOrLimit = true
            if !state.reportedDepth {
                state.reportedDepth = true
                reportLimit("elements are nested more than \(Self.maximumElementDepth) deep here, counting those of the layouts used; the rest is not expanded",
                       at: syntax.headToken.range, in: scope.file.path)
            }
            return nil
        }
        elementDepth += 1
        defer { elementDepth -= 1 }
        deepestElement = max(deepestElement, elementDepth)
        state.instanceCount += 1
        let name = syntax.name
        let head = scope.location(syntax.headToken.range)
        let instance: ElementInstance
        if let kind = BuiltinKind(rawValue: name) {
            instance = boundElement(syntax, kind: kind, head: head, scope: scope)
            if kind.isLeafView { instance.leafFunctions = LeafFunctions() }
            if let block = syntax.block {
                if kind.isContainer {
                    for child in block.elements {
                        if let childInstance = element(child, scope: scope, parentKind: kind, inOverlay: false, ids: &ids) {
                            instance.children.append(childInstance)
                        }
                    }
                } else {
                    report(.argumentMismatch, "`\(name)` cannot hold elements; only vstack, hstack, wrap and pin have children",
                           at: block.leftBrace?.range ?? syntax.headToken.range, in: scope.file.path)
                }
            }
        } else if let layout = symbols(for: scope.file)[name] {
            if let block = syntax.block {
                report(.argumentMismatch, "layout `\(name)` takes no children; pass values as parameters instead",
                       at: block.leftBrace?.range ?? syntax.headToken.range, in: scope.file.path)
            }
            var parameters = defaults(of: layout)
            bindLayoutArguments(syntax, layout: layout, scope: scope, into: &parameters)
            // The layout's root takes the place of the use: it is not a level of its own.
            elementDepth -= 1
            let expanded = expandUse(layout, parameters: parameters, use: head, parentKind: parentKind)
            elementDepth += 1
            guard let root = expanded else { return nil }
            root.layoutUses.insert((name, head), at: 0)
            instance = root
        } else {
            reportUnknownHead(name, at: syntax.headToken.range, scope: scope)
            // Children and modifier names are still checked: their mistakes are their own.
            for child in syntax.children {
                _ = element(child, scope: scope, parentKind: nil, inOverlay: false, ids: &ids)
            }
            for modifier in syntax.modifiers {
                guard let modifierName = modifier.name, let token = modifier.nameToken, ModifierSpec.all[modifierName] == nil else { continue }
                let (suggestion, fixes) = modifierSpellingFixes(modifierName, at: token.range)
                report(.unknownModifier, "unknown modifier `.\(modifierName)`" + (suggestion.map { "; did you mean `.\($0)`?" } ?? ""),
                       at: token.range, in: scope.file.path, fixes: fixes)
            }
            return nil
        }
        for modifier in syntax.modifiers {
            apply(modifier, to: instance, scope: scope, parentKind: parentKind, inOverlay: inOverlay,
                  fromUseSite: !instance.layoutUses.isEmpty && instance.layoutUses[0].location == head, ids: &ids)
        }
        if instance.kind == .pin, instance.layoutUses.isEmpty {
            checkPinAnchors(of: instance)
        }
        return instance
    }

    /// A built-in element with its own arguments bound and checked (K104–K106), its children
    /// and modifiers still to come: from `bindingMemo` when this node was bound before with
    /// the same values of the parameters it reads.
    private func boundElement(_ syntax: ElementSyntax, kind: BuiltinKind, head: SourceLocation, scope: Scope) -> ElementInstance {
        func bound() -> ElementInstance {
            let instance = ElementInstance(
                kind: kind, location: head,
                arguments: bind(syntax.argumentList, syntax.arguments, to: kind.signature, owner: "`\(kind.rawValue)`",
                                at: syntax.headToken.range, scope: scope))
            validateArguments(of: instance)
            if kind == .label { instance.labelFacts = LabelFacts(instance) }
            return instance
        }
        guard let memo = bindingMemo, parameterReads == nil else { return bound() }
        let key = BindingMemo.Key(tree: ObjectIdentifier(syntax.node.tree), node: syntax.node.index, kind: kind, parentKind: nil,
                                  inOverlay: false, fromUseSite: false)
        if let known = memo.entry(for: key, in: scope) {
            replay(known.reports)
            let instance = ElementInstance(kind: kind, location: head, arguments: known.arguments)
            instance.labelFacts = known.labelFacts
            return instance
        }
        let (instance, reads, reports) = memoizing(bound)
        memo.store(BindingMemo.Entry(reads: reads, reports: reports, arguments: instance.arguments, labelFacts: instance.labelFacts), for: key)
        return instance
    }

    /// `work`'s result, with the parameters it read and the findings it reported (which are
    /// reported as usual as well). Not while another evaluation is being memoized (its callers
    /// check `parameterReads` is nil: the reads of one would be lost to the other).
    func memoizing<T>(_ work: () -> T) -> (result: T, reads: [(name: String, value: LocatedValue)], reports: [ExpansionCache.Recorded]) {
        parameterReads = []
        recordings.append([])
        let result = work()
        let reports = recordings.removeLast()
        let reads = parameterReads ?? []
        parameterReads = nil
        return (result, reads, reports)
    }

    /// A layout use's subtree: kept from an earlier expansion when the cache
    /// has one for the same layout, parameters and context, else expanded
    /// (and kept, when it met no cycle or limit).
    private func expandUse(_ layout: LayoutDeclaration, parameters: [String: LocatedValue], use: SourceLocation, parentKind: BuiltinKind?) -> ElementInstance? {
        guard let cache = expansionCache, let key = cache.key(for: layout, parentKind: parentKind) else {
            if expansionCache == nil, let kept = keptExpansion(of: layout, parameters: parameters, parentKind: parentKind) { return kept }
            return instantiate(layout, parameters: parameters, use: use, parentKind: parentKind)
        }
        if let entry = cache.entry(for: key, parameters: parameters), fits(entry), expansionIndex(of: layout) == nil {
            return adopt(entry)
        }
        let startCount = state.instanceCount
        let startDepth = expanding.count
        let metBefore = metCycleOrLimit
        let deepestBefore = deepest
        let rootDepth = elementDepth + 1
        let deepestElementBefore = deepestElement
        metCycleOrLimit = false
        deepest = startDepth
        deepestElement = rootDepth
        recordings.append([])
        nestedEntries.append([])
        let root = instantiate(layout, parameters: parameters, use: use, parentKind: parentKind)
        let recorded = recordings.removeLast()
        let nested = Array(nestedEntries.removeLast())
        let clean = !metCycleOrLimit
        let depth = deepest - startDepth
        let elementSpan = deepestElement - rootDepth
        metCycleOrLimit = metCycleOrLimit || metBefore
        deepest = max(deepest, deepestBefore)
        deepestElement = max(deepestElement, deepestElementBefore)
        if clean, let root {
            let pristine = root.shallowCopy()
            pristine.markElementsAsKeptTops()
            let entry = ExpansionCache.Entry(parameters: parameters, root: pristine, diagnostics: recorded,
                                             instanceCount: state.instanceCount - startCount, depth: depth, elementDepth: elementSpan, nested: nested)
            cache.store(entry, for: key)
            root.keptOrigin = pristine
            // What it holds was noted at every level as it was handed out; only its root is new.
            noteHandedOut([ObjectIdentifier(pristine)])
        }
        return root
    }

    /// A use's expansion from `keptExpansions`, under the same limits as a kept one of the lint's.
    private func keptExpansion(of layout: LayoutDeclaration, parameters: [String: LocatedValue], parentKind: BuiltinKind?) -> ElementInstance? {
        guard let reader = keptExpansions, expansionIndex(of: layout) == nil,
              let entry = reader.entry(for: layout, parameters: parameters, parentKind: parentKind, accept: fits) else { return nil }
        return adopt(entry)
    }

    /// Whether a kept expansion stays within the limits where the use being expanded puts it.
    private func fits(_ entry: ExpansionCache.Entry) -> Bool {
        state.instanceCount + entry.instanceCount <= state.budget
            && expanding.count + entry.depth <= Self.maximumLayoutNesting
            && elementDepth + 1 + entry.elementDepth <= Self.maximumElementDepth
    }

    /// A kept expansion taken for the use being expanded: its findings reported again, its
    /// size counted, and a copy of its root, to which the use adds its own modifiers.
    private func adopt(_ entry: ExpansionCache.Entry) -> ElementInstance {
        replay(entry.diagnostics)
        state.instanceCount += entry.instanceCount
        deepest = max(deepest, expanding.count + entry.depth)
        deepestElement = max(deepestElement, elementDepth + 1 + entry.elementDepth)
        noteHandedOut(entry.sharedRoots)
        let copy = entry.root.shallowCopy()
        copy.keptOrigin = entry.root
        return copy
    }

    /// Where `layout` is in the stack of layouts being expanded (a use of it there is a cycle).
    private func expansionIndex(of layout: LayoutDeclaration) -> Int? {
        expanding.firstIndex { $0.name == layout.name && $0.file == layout.file.path }
    }

    /// Reports what an earlier expansion reported, as it did: through `report`, so
    /// deduplication and the recordings of enclosing uses see it again.
    func replay(_ recorded: [ExpansionCache.Recorded]) {
        let places = places
        for finding in recorded {
            let diagnostic = finding.placed(places)
            report(diagnostic.code, diagnostic.message, at: diagnostic.range, in: finding.file, related: diagnostic.related, fixes: diagnostic.fixes)
        }
    }

    private func noteHandedOut(_ roots: [ObjectIdentifier]) {
        for index in nestedEntries.indices { nestedEntries[index].formUnion(roots) }
    }

    private func reportUnknownHead(_ name: String, at range: Range<Int>, scope: Scope) {
        let layouts = symbols(for: scope.file).keys
        let kinds = BuiltinKind.allCases.map(\.rawValue)
        if let first = name.first, first.isUppercase {
            if let habit = SwiftUIHabits.kind(name, at: range) {
                report(.unknownName, habit.message, at: range, in: scope.file.path, fixes: habit.fixes)
                return
            }
            let suggestion = Suggestions.closest(to: name, in: layouts) ?? Suggestions.closest(to: name, in: kinds)
            report(.unknownName, "unknown layout `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "; declare it with `layout \(name) { … }` or import the file that does"),
                   at: range, in: scope.file.path, fixes: suggestion.map { [replace(range, with: $0, frameNeutral: false)] } ?? [])
        } else {
            let suggestion = Suggestions.closest(to: name, in: kinds) ?? Suggestions.closest(to: name, in: layouts)
            report(.unknownKind, "unknown element kind `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "; see the built-in kinds in the language reference"),
                   at: range, in: scope.file.path, fixes: suggestion.map { [replace(range, with: $0, frameNeutral: false)] } ?? [])
        }
    }

    /// A spelling replacement. It is a safe fix only when it cannot change a frame (tooling §2:
    /// safe fixes never change the layout): a color, or a modifier that only paints. Any other
    /// correction changes what is laid out — the misspelled name was ignored — so it is a
    /// suggestion, applied by `--unsafe-fixes` or by hand.
    func replace(_ range: Range<Int>, with text: String, frameNeutral: Bool) -> FixIt {
        FixIt(message: "Replace with `\(text)`", edits: [TextEdit(range: range, replacement: text)], isSafe: frameNeutral)
    }

    /// The modifier spelling fix for `name`, when one is close enough.
    func modifierSpellingFixes(_ name: String, at range: Range<Int>) -> (suggestion: String?, fixes: [FixIt]) {
        guard let suggestion = Suggestions.closest(to: name, in: ModifierSpec.all.keys) else { return (nil, []) }
        return (suggestion, [replace(range, with: suggestion, frameNeutral: ModifierSpec.framesNeutral.contains(suggestion))])
    }

    private func bindLayoutArguments(_ syntax: ElementSyntax, layout: LayoutDeclaration, scope: Scope, into parameters: inout [String: LocatedValue]) {
        let declared = layout.syntax.parameters.compactMap(\.name)
        var nextPositional = 0
        var given = Set<String>()
        for argument in syntax.arguments {
            guard let valueSyntax = argument.value else { continue }
            let value = evaluate(valueSyntax, in: scope)
            let name: String
            if let label = argument.label {
                guard declared.contains(label) else {
                    report(.argumentMismatch, "layout `\(layout.name)` has no parameter `\(label)`" + Suggestions.hint(label, declared),
                           at: argument.labelToken?.range ?? argument.range, in: scope.file.path)
                    continue
                }
                name = label
            } else {
                while nextPositional < declared.count, given.contains(declared[nextPositional]) { nextPositional += 1 }
                guard nextPositional < declared.count else {
                    report(.argumentMismatch, "layout `\(layout.name)` takes \(declared.count) parameter\(declared.count == 1 ? "" : "s"); this argument is one too many",
                           at: argument.range, in: scope.file.path)
                    continue
                }
                name = declared[nextPositional]
                nextPositional += 1
            }
            guard given.insert(name).inserted else {
                report(.argumentMismatch, "parameter `\(name)` is given twice", at: argument.range, in: scope.file.path)
                continue
            }
            if let expected = parameters[name]?.value, !isCompatible(value.value, withDefault: expected) {
                report(.argumentMismatch, "parameter `\(name)` of `\(layout.name)` takes \(expected.typeName.replacingOccurrences(of: "the case", with: "a case like")) (from its default), not \(value.value.typeName)",
                       at: places.range(value), in: scope.file.path)
                continue
            }
            parameters[name] = value
        }
    }

    private func isCompatible(_ value: Value, withDefault expected: Value) -> Bool {
        if case .invalid = value { return true }
        if case .invalid = expected { return true }
        return value.parameterType == expected.parameterType
    }
}
