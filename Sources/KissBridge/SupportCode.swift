/// What exported code needs beyond UIKit and the Kiss library, written once per file when a
/// layout uses it (docs/swift-export.md, "Beyond the library").
enum SupportCode: String, CaseIterable, Hashable {
    /// `import YogaKit`: `.shrink` and `.basis` are set on the view's Yoga node, which Kiss
    /// never writes them on (it bundles YogaKit as a framework of its own).
    case yogaKit
    /// A label with insets, for `.padding` on a label.
    case paddedLabel
    /// A plain view with insets, for `.padding` on a view: its fitting size is its padding.
    case paddedView
    /// `keyValue`: KeyValueLabel's two labels in one view, laid out by the rules kisslint
    /// predicts them with (docs/language.md, "Sizes of leaves").
    case keyValue

    /// What the written code names: the module it imports, or the helper's class.
    var name: String {
        switch self {
        case .yogaKit: return "YogaKit"
        case .paddedLabel: return "KissPaddedLabel"
        case .paddedView: return "KissPaddedView"
        case .keyValue: return "KissKeyValueView"
        }
    }

    /// The helper's Swift, or nil for an import.
    var declaration: String? {
        switch self {
        case .yogaKit: return nil
        case .paddedLabel:
            // YogaKit measures a leaf with `sizeThatFits` and clamps the answer to the room
            // offered; giving the text the room less the insets and adding them back is what
            // Yoga does with a measured node's padding, so the frame is the `.kiss` one.
            return """
                /// A label with padding: `.padding` on a label in the .kiss file (UIKit labels have none).
                fileprivate final class KissPaddedLabel: UILabel {
                    var padding = UIEdgeInsets.zero {
                        didSet { invalidateIntrinsicContentSize() }
                    }

                    override func sizeThatFits(_ size: CGSize) -> CGSize {
                        let horizontal = padding.left + padding.right, vertical = padding.top + padding.bottom
                        let room = CGSize(width: max(0, size.width - horizontal), height: max(0, size.height - vertical))
                        let text = super.sizeThatFits(room)
                        return CGSize(width: text.width + horizontal, height: text.height + vertical)
                    }

                    override var intrinsicContentSize: CGSize {
                        let text = super.intrinsicContentSize
                        return CGSize(width: text.width + padding.left + padding.right, height: text.height + padding.top + padding.bottom)
                    }

                    override func drawText(in rect: CGRect) {
                        super.drawText(in: rect.inset(by: padding))
                    }
                }

                """
        case .paddedView:
            return """
                /// A view with padding: `.padding` on a view in the .kiss file. It has no content, so it
                /// fits its padding.
                fileprivate final class KissPaddedView: UIView {
                    var padding = UIEdgeInsets.zero

                    override func sizeThatFits(_ size: CGSize) -> CGSize {
                        CGSize(width: padding.left + padding.right, height: padding.top + padding.bottom)
                    }
                }

                """
        case .keyValue:
            return Self.keyValueDeclaration
        }
    }
}

extension SupportCode {
    /// `KissKeyValueView`: the same rules as KissAnalysis's KeyValueMeasurement, measuring
    /// with the labels themselves. YogaKit asks `sizeThatFits` (what it needs within a width)
    /// and then gives it its frame (`layoutSubviews` lays the labels out at exactly that width).
    static let keyValueDeclaration = """
        /// A key and a value in one view: `keyValue` in the .kiss file (KeyValueLabel's layout, by
        /// the rules kisslint predicts it with).
        fileprivate final class KissKeyValueView: UIView {
            enum Orientation { case horizontal, vertical }
            enum Multiline { case equal, singleLineKey, singleLineValue }
            enum VerticalAlignment { case top, center, bottom }
            enum ValueAlignment { case left, center, right }

            let keyLabel = UILabel()
            let valueLabel = UILabel()
            var orientation = Orientation.horizontal { didSet { setNeedsLayout() } }
            var multiline = Multiline.equal { didSet { setNeedsLayout() } }
            var margin: CGFloat = 8 { didSet { setNeedsLayout() } }
            var verticalAlignment = VerticalAlignment.top { didSet { setNeedsLayout() } }
            var valueAlignment = ValueAlignment.left { didSet { setNeedsLayout() } }
            /// The smallest font scales a part may shrink to before it truncates.
            var keyMinScale: CGFloat = 1 {
                didSet { keyLabel.adjustsFontSizeToFitWidth = keyMinScale < 1; keyLabel.minimumScaleFactor = keyMinScale }
            }
            var valueMinScale: CGFloat = 1 {
                didSet { valueLabel.adjustsFontSizeToFitWidth = valueMinScale < 1; valueLabel.minimumScaleFactor = valueMinScale }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                for label in [keyLabel, valueLabel] {
                    label.numberOfLines = 0
                    addSubview(label)
                }
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                for label in [keyLabel, valueLabel] {
                    label.numberOfLines = 0
                    addSubview(label)
                }
            }

            private struct Parts {
                var size: CGSize
                var key: CGRect
                var value: CGRect
            }

            /// A label's text within `width` (nil: no limit), on `lines` lines (0: any number);
            /// `truncated` when one line does not hold it.
            private func measure(_ label: UILabel, _ width: CGFloat?, lines: Int = 0) -> (size: CGSize, truncated: Bool) {
                let probe = UILabel()
                probe.text = label.text
                probe.font = label.font
                probe.numberOfLines = lines
                let room = width.map { max($0, 0.001) } ?? .greatestFiniteMagnitude
                let natural = probe.sizeThatFits(CGSize(width: lines == 1 ? .greatestFiniteMagnitude : room, height: .greatestFiniteMagnitude))
                return (CGSize(width: min(natural.width, room), height: natural.height), natural.width > room)
            }

            /// The widest word of a label's text, on one line.
            private func longestWord(_ label: UILabel) -> CGFloat {
                let probe = UILabel()
                probe.font = label.font
                var widest: CGFloat = 0
                for word in (label.text ?? "").split(whereSeparator: { $0 == " " || $0 == "\\n" }) {
                    probe.text = String(word)
                    widest = max(widest, probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width)
                }
                return widest
            }

            /// Where the value starts in its column, by `valueAlignment`.
            private func valueX(_ width: CGFloat, from start: CGFloat, to end: CGFloat) -> CGFloat {
                switch valueAlignment {
                case .left: return start
                case .center: return start + max(end - start - width, 0) / 2
                case .right: return max(end - width, start)
                }
            }

            /// The layout within `maxWidth`; `exact` when laid out at exactly that width.
            private func parts(maxWidth: CGFloat?, exact: Bool) -> Parts {
                if orientation == .vertical {
                    let key = measure(keyLabel, maxWidth).size
                    let value = measure(valueLabel, maxWidth).size
                    let width = max(key.width, value.width)
                    return Parts(size: CGSize(width: width, height: key.height + margin + value.height),
                                 key: CGRect(x: 0, y: 0, width: key.width, height: key.height),
                                 value: CGRect(x: valueX(value.width, from: 0, to: width), y: key.height + margin, width: value.width, height: value.height))
                }
                var key: CGSize
                var value: CGSize
                var valueColumn: CGFloat
                if let maxWidth {
                    let available = max(maxWidth - margin, 0)
                    // A one-line part leaves the wrapping part its longest word (up to half the row).
                    func room(leaving other: UILabel) -> CGFloat {
                        (other.text ?? "").isEmpty ? available : available - min(longestWord(other), available / 2)
                    }
                    switch multiline {
                    case .singleLineKey:
                        let keyRoom = room(leaving: valueLabel)
                        let measured = measure(keyLabel, keyRoom, lines: 1)
                        key = measured.size
                        let keyColumn = measured.truncated ? keyRoom : key.width
                        value = measure(valueLabel, max(available - keyColumn, 0)).size
                        valueColumn = keyColumn + margin
                    case .singleLineValue:
                        let valueRoom = room(leaving: keyLabel)
                        let measured = measure(valueLabel, valueRoom, lines: 1)
                        value = measured.size
                        let valueColumnWidth = measured.truncated ? valueRoom : value.width
                        key = measure(keyLabel, max(available - valueColumnWidth, 0)).size
                        valueColumn = max(maxWidth - valueColumnWidth, key.width + margin)
                    case .equal:
                        key = measure(keyLabel, available / 2).size
                        value = measure(valueLabel, available / 2).size
                        valueColumn = available / 2 + margin
                    }
                } else {
                    key = measure(keyLabel, nil, lines: 1).size
                    value = measure(valueLabel, nil, lines: 1).size
                    valueColumn = key.width + margin
                }
                let height = max(key.height, value.height)
                func offset(_ own: CGFloat) -> CGFloat {
                    switch verticalAlignment {
                    case .top: return 0
                    case .center: return (height - own) / 2
                    case .bottom: return height - own
                    }
                }
                // Within a width it takes what its parts want on one line each (for `.equal`
                // two columns as wide as the wider part), and all of it when they wrap.
                var width = key.width + margin + value.width
                if let maxWidth {
                    let keyLine = measure(keyLabel, nil, lines: 1).size.width
                    let valueLine = measure(valueLabel, nil, lines: 1).size.width
                    let natural = multiline == .equal ? 2 * max(keyLine, valueLine) + margin : keyLine + margin + valueLine
                    width = exact ? max(maxWidth, 0) : min(max(maxWidth, 0), natural)
                    if multiline == .equal { valueColumn = (width - margin) / 2 + margin }
                }
                let keyWidth = min(key.width, max(width - (value.width > 0 ? margin + value.width : 0), 0))
                let valueStart = min(max(valueColumn, keyWidth + margin), width)
                let valueWidth = min(value.width, width - valueStart)
                return Parts(size: CGSize(width: width, height: height),
                             key: CGRect(x: 0, y: offset(key.height), width: keyWidth, height: key.height),
                             value: CGRect(x: valueX(valueWidth, from: valueStart, to: width), y: offset(value.height), width: valueWidth, height: value.height))
            }

            override func sizeThatFits(_ size: CGSize) -> CGSize {
                // YogaKit offers an unknown width as the largest float.
                parts(maxWidth: size.width >= .greatestFiniteMagnitude / 2 ? nil : size.width, exact: false).size
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                let laid = parts(maxWidth: bounds.width, exact: true)
                keyLabel.frame = laid.key
                valueLabel.frame = laid.value
            }
        }

        """
}
