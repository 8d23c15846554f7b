import Foundation
import KissAnalysis
import KissLayout

/// What a UIKit control or an image placeholder looks like, drawn into its frame: a
/// resemblance to tell kinds apart at a glance, not the system's artwork.
enum KindPainter {
    static func paint(_ box: PictureBox) -> String {
        // A control of a fixed size draws at its own size, wherever UIKit puts it in its frame.
        let f = box.controlFrame ?? box.frame
        guard f.width > 0, f.height > 0 else { return "" }
        let n = Markup.number
        switch box.kind {
        case .image:
            var out = "<rect class=\"image\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"#e5e5ea\"/>\n"
            out += "<path d=\"M\(n(f.x)) \(n(f.y))L\(n(f.x + f.width)) \(n(f.y + f.height))M\(n(f.x + f.width)) \(n(f.y))L\(n(f.x)) \(n(f.y + f.height))\" stroke=\"#c7c7cc\" stroke-width=\"1\"/>\n"
            if let name = box.imageName, f.width >= 16, f.height >= 12 {
                out += "<text x=\"\(n(f.x + f.width / 2))\" y=\"\(n(f.y + f.height / 2 + 3.5))\" font-size=\"10\" fill=\"#6e6e73\" text-anchor=\"middle\">\(Markup.escape(name))</text>\n"
            }
            return out
        case .switch:
            let r = f.height / 2
            var out = "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"\(n(min(r, f.width / 2)))\" fill=\"#e9e9eb\"/>\n"
            out += "<circle cx=\"\(n(f.x + min(r, f.width / 2)))\" cy=\"\(n(f.y + r))\" r=\"\(n(max(0, min(r, f.width / 2) - 2)))\" fill=\"#ffffff\" stroke=\"#d1d1d6\" stroke-width=\"0.5\"/>\n"
            return out
        case .slider:
            let y = f.y + f.height / 2
            let knob = min(14, f.height / 2, f.width / 2)
            var out = "<line x1=\"\(n(f.x + knob))\" y1=\"\(n(y))\" x2=\"\(n(f.x + f.width - knob))\" y2=\"\(n(y))\" stroke=\"#d1d1d6\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n"
            out += "<line x1=\"\(n(f.x + knob))\" y1=\"\(n(y))\" x2=\"\(n(f.x + f.width / 2))\" y2=\"\(n(y))\" stroke=\"#007aff\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n"
            out += "<circle cx=\"\(n(f.x + f.width / 2))\" cy=\"\(n(y))\" r=\"\(n(knob))\" fill=\"#ffffff\" stroke=\"#c7c7cc\" stroke-width=\"0.5\"/>\n"
            return out
        case .progress:
            let r = f.height / 2
            var out = "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"\(n(r))\" fill=\"#e5e5ea\"/>\n"
            out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width * 0.4))\" height=\"\(n(f.height))\" rx=\"\(n(min(r, f.width * 0.2)))\" fill=\"#007aff\"/>\n"
            return out
        case .activity:
            let cx = f.x + f.width / 2, cy = f.y + f.height / 2, r = min(f.width, f.height) / 2
            var out = ""
            for spoke in 0..<8 {
                let angle = Double(spoke) * .pi / 4
                let (s, c) = (sin(angle), cos(angle))
                out += "<line x1=\"\(n(cx + c * r * 0.45))\" y1=\"\(n(cy + s * r * 0.45))\" x2=\"\(n(cx + c * r * 0.9))\" y2=\"\(n(cy + s * r * 0.9))\" "
                out += "stroke=\"#8e8e93\" stroke-opacity=\"\(n(0.3 + 0.7 * Double(spoke) / 7))\" stroke-width=\"\(n(max(1, r * 0.18)))\" stroke-linecap=\"round\"/>\n"
            }
            return out
        case .stepper:
            let mid = f.x + f.width / 2, y = f.y + f.height / 2
            var out = "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"\(n(min(8, f.height / 2)))\" fill=\"#eeeef0\"/>\n"
            out += "<line x1=\"\(n(mid))\" y1=\"\(n(f.y + f.height * 0.25))\" x2=\"\(n(mid))\" y2=\"\(n(f.y + f.height * 0.75))\" stroke=\"#c7c7cc\"/>\n"
            for (x, sign) in [(f.x + f.width / 4, "−"), (f.x + f.width * 3 / 4, "+")] {
                out += "<text x=\"\(n(x))\" y=\"\(n(y + 6))\" font-size=\"18\" fill=\"#1c1c1e\" text-anchor=\"middle\">\(sign)</text>\n"
            }
            return out
        case .textField:
            return "<rect x=\"\(n(f.x + 0.25))\" y=\"\(n(f.y + 0.25))\" width=\"\(n(max(0, f.width - 0.5)))\" height=\"\(n(max(0, f.height - 0.5)))\" rx=\"5\" fill=\"#ffffff\" stroke=\"#c7c7cc\" stroke-width=\"0.5\"/>\n"
        default:
            return ""
        }
    }
}
