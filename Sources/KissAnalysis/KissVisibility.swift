import Foundation

/// Which elements are in the layout at all, as the Kiss library decides
/// (`UIViewLayout.isVisibleLayout`, `GroupLayout.isVisibleLayout`; docs/kiss-semantics.md).
///
/// An element that is not in the layout is not a Yoga node: Kiss never adds it as a subview.
/// A view is in the layout unless it is hidden. A stack is in the layout unless it is hidden
/// or, under `.autoInvisible(.allInvisible)` — the library's default, whatever its README
/// says — none of its children is (spacers always are). `pin` is one view to Kiss, so it
/// follows the rule for views.
extension ElementInstance {
    public var isInKissLayout: Bool {
        KissVisibility.isInLayout(self)
    }

    /// The stack's `.autoInvisible(_)`, or the library's default.
    public var autoInvisibility: AutoInvisibility {
        if case .enumCase("never")? = modifierValue("autoInvisible", "mode")?.value { return .never }
        return .allInvisible
    }
}

/// Kiss's `AutoInvisibility`.
public enum AutoInvisibility: Sendable {
    case never
    case allInvisible
}

/// Works the answer out once per element, children first and without recursion (a stack's
/// answer depends on its children's, and expanded layouts can nest thousands deep), and keeps
/// it with the element: lowering and every rule ask for every element at every preview.
enum KissVisibility {
    private static let lock = NSLock()

    static func isInLayout(_ element: ElementInstance) -> Bool {
        lock.lock()
        let known = element.visibilityMemo
        lock.unlock()
        if let known { return known }
        // Post-order over the part of the subtree not yet known.
        var answers: [ObjectIdentifier: Bool] = [:]
        var pending: [(ElementInstance, childrenDone: Bool)] = [(element, false)]
        while let (current, childrenDone) = pending.popLast() {
            if current.isHiddenByModifier {
                answers[ObjectIdentifier(current)] = false
                continue
            }
            guard current.kind.isStack, current.autoInvisibility == .allInvisible else {
                answers[ObjectIdentifier(current)] = true
                continue
            }
            if childrenDone {
                answers[ObjectIdentifier(current)] = current.children.contains { child in
                    answers[ObjectIdentifier(child)] ?? memo(of: child) ?? false
                }
                continue
            }
            pending.append((current, true))
            for child in current.children where memo(of: child) == nil { pending.append((child, false)) }
        }
        lock.lock()
        defer { lock.unlock() }
        // Keep the answers for the whole subtree: the siblings' and children's questions come next.
        var stack: [ElementInstance] = [element]
        while let current = stack.popLast() {
            guard let answer = answers[ObjectIdentifier(current)] else { continue }
            current.visibilityMemo = answer
            stack.append(contentsOf: current.children)
        }
        return answers[ObjectIdentifier(element)] ?? true
    }

    /// Lets `copy`, the same subtree at other offsets, keep the answer `original` has.
    static func share(from original: ElementInstance, to copy: ElementInstance) {
        lock.lock()
        copy.visibilityMemo = original.visibilityMemo
        lock.unlock()
    }

    private static func memo(of element: ElementInstance) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        return element.visibilityMemo
    }
}
