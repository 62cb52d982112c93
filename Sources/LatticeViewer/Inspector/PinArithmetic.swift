import LatticeLayout
import LatticeRender

/// A pinned header's or footer's place written as the sums a person would write, the same for
/// every layout's inspector (`HeaderPin`'s rule: a header's `pos = min(max(line, lo), hi)`, a
/// footer's `pos = max(min(line, hi), lo)`):
///
///      line = off + view − inset − len
///           = 620 + 480 − 0 − 44 = 1056
///      lo = `§3` start = 1000
///      hi = `§3` end 1300 − len 44 = 1256
///      pos = min(max(line, lo), hi)
///          = min(max(1056, 1000), 1256) = 1056
///      → follows the line (no clamp holds it)
///
/// Terms whose name starts with `-` are subtracted (the layouts name them so, with the value
/// already negative): they read `− name` and `− 44`.
struct PinArithmetic {
    var pin: HeaderPin
    var context: InspectorContext
    /// What the clamps are, in words (`§3 start`); nil takes them from the pin's clamp sources.
    var lowerName: String? = nil
    var upperName: String? = nil

    private var c: InspectorContext { context }
    private var isFooter: Bool { pin.element == .footer }
    private var length: Double { pin.restingFrame.lenS(c.direction) }

    /// `line = …` with names, then `= …` with numbers and the total; the terms the layout names.
    func lineLines() -> [Panel.Line] {
        let terms = pin.lineTerms
        guard !terms.isEmpty else { return [Panel.Line(" line = \(fmt(pin.line))")] }
        func joined(_ part: (HeaderPin.Term) -> String) -> String {
            terms.enumerated().map { i, t in
                let minus = t.name.hasPrefix("-")
                let sign = minus ? "\(c.minus) " : (i > 0 ? "+ " : "")
                return sign + part(t)
            }.joined(separator: " ")
        }
        let names = joined { $0.name.hasPrefix("-") ? String($0.name.dropFirst()) : $0.name }
        let numbers = joined { fmt($0.name.hasPrefix("-") ? -$0.value : $0.value) }
        return [Panel.Line(" line = \(names)"), Panel.Line("      = \(numbers) = \(fmt(pin.line))")]
    }

    /// `lo = …`, `hi = …`, `pos = …` with its numbers, and the verdict naming what decided.
    func clampLines() -> [Panel.Line] {
        let s = pin.section, sec = c.sectionSign
        let lo = fmt(pin.lowerClamp)
        var lines = [Panel.Line(" lo = \(lowerName ?? "\(sec)\(s) start") = \(lo)", CellStyle(.panel, bold: pin.activeClamp == .lower))]
        let line = fmt(pin.line), pos = fmt(pin.frame.minS(c.direction))
        if let up = pin.upperClamp {
            lines.append(Panel.Line(" hi = \(upperName ?? defaultUpperName(up)) = \(fmt(up))", CellStyle(.panel, bold: pin.activeClamp == .upper)))
            lines.append(Panel.Line(isFooter ? " pos = max(min(line, hi), lo)" : " pos = min(max(line, lo), hi)", CellStyle(.panel, dim: true)))
            lines.append(Panel.Line(isFooter ? "     = max(min(\(line), \(fmt(up))), \(lo)) = \(pos)" : "     = min(max(\(line), \(lo)), \(fmt(up))) = \(pos)"))
        } else {
            lines.append(Panel.Line(" hi: none (the last section)", CellStyle(.panel, dim: true)))
            lines.append(Panel.Line(" pos = max(line, lo)", CellStyle(.panel, dim: true)))
            lines.append(Panel.Line("     = max(\(line), \(lo)) = \(pos)"))
        }
        lines.append(Panel.Line(" \(c.arrow) \(verdict)", CellStyle(.panel, bold: true)))
        return lines
    }

    /// The hi clamp's terms when the layout does not name them: where its value comes from.
    private func defaultUpperName(_ up: Double) -> String {
        let s = pin.section, sec = c.sectionSign, len = fmt(length)
        switch pin.upperClampSource {
        case .nextSectionStart, .sectionStart: return "\(sec)\(s + 1) start \(fmt(up + length)) \(c.minus) len \(len)"
        case .sectionEnd: return "\(sec)\(s) end \(fmt(up + length)) \(c.minus) len \(len)"
        case .restingPosition: return "its resting place"
        }
    }

    /// Which term decided, in words.
    private var verdict: String {
        let s = pin.section, sec = c.sectionSign
        switch pin.activeClamp {
        case .none: return "follows the line (no clamp holds it)"
        case .lower: return isFooter ? "lo holds it at \(sec)\(s)'s start" : "lo holds it at its resting place"
        case .upper:
            if isFooter { return "hi holds it at its resting place" }
            return pin.upperClampSource == .sectionEnd ? "hi: pushed by \(sec)\(s)'s end" : "hi: pushed by \(sec)\(s + 1)"
        }
    }
}
