import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeTerminal

/// `--infer list`: the fitted fixture and its report (text, or JSON with `--json`) on stderr.
extension ImportCommand {
    func inferList(_ paste: DebuggerPaste, name: String, viewport: Size?) throws -> String {
        try inferList(paste.elements, name: name, viewport: viewport)
    }

    /// `--infer list` on elements; a capture's header tracks (`pinning`) give the sticky line.
    func inferList(_ elements: [SnapshotElement], name: String, viewport: Size?, pinning: TrackedPinning? = nil,
                   capture: CaptureInfo? = nil) throws -> String {
        let chosen = Self.fitViewport(elements, given: viewport)
        let progress = WorkProgress.reporter
        progress.begin("fitting a list layout to \(WorkProgress.count(elements.count)) elements")
        let fit = ListInference.fit(elements, viewport: chosen, name: name == "<stdin>" ? "inferred list" : "\(name), inferred list",
                                    known: pinning?.knownValues(capture: capture) ?? ListKnownValues())
        progress.finish()
        if let stopped = fit.stopped {
            throw NewFile.Failure(path: name, message: "--infer list: \(stopped) (\(fit.compared) elements; the snapshot, without --infer, keeps every frame as printed)")
        }
        printError(json ? Self.reportJSON(fit, viewport: chosen) : Self.reportText(fit, viewport: chosen, given: viewport != nil))
        return ListFixtureText.fixture(fit.fixture, comment: "Fitted by lattice import --infer list to the frames of \(name).")
    }

    static func reportText(_ fit: ListFit, viewport: Size, given: Bool) -> String {
        var lines = ["lattice: fitted a list fixture to \(fit.compared) elements in a \(fmtExact(viewport.width))x\(fmtExact(viewport.height)) viewport"
                     + (given ? "" : " (not given: as wide as the content, \(fmtExact(phoneHeight)) tall; give --viewport for an exact fit)")]
        lines += valueLines(fit.values)
        if fit.ignored > 0 { lines.append("lattice: \(fit.ignored) elements of other kinds (not headers or footers) are not part of a list fixture") }
        if fit.missingItems > 0 { lines.append("lattice: \(fit.missingItems) items are not in the paste; they are sized like a neighbour") }
        if fit.mismatches.isEmpty {
            lines.append("lattice: the fitted fixture reproduces all \(fit.compared) frames (within \(fmt(fit.tolerance)) pt)")
        } else {
            lines.append("lattice: the fitted fixture differs on \(fit.mismatches.count) of \(fit.compared) elements:")
            lines += mismatchLines(fit.mismatches)
        }
        return lines.joined(separator: "\n")
    }

    /// The viewport a fit lays out in: the one given, else as wide as the content (390, an
    /// iPhone's width, when there is none) and `phoneHeight` tall.
    static func fitViewport(_ elements: [SnapshotElement], given: Size?) -> Size {
        let content = elements.reduce(Size.zero) { Size(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY)) }
        return given ?? Size(width: content.width > 0 ? content.width : 390, height: phoneHeight)
    }

    /// The report's table of fitted values: name, value, how it was found and any note.
    static func valueLines(_ values: [FittedValue]) -> [String] {
        let width = values.map(\.name.count).max() ?? 0
        return values.map { v in
            var line = "  " + v.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + v.valueText + "  " + v.basisText
            if let note = v.note { line += ": " + note }
            return line
        }
    }

    /// The first 20 elements the fitted fixture lays out other than the paste: both frames.
    static func mismatchLines(_ mismatches: [LayoutDiff.Change]) -> [String] {
        mismatches.prefix(20).map { m in
            "  \(m.name): imported \(m.old.map(\.frame.description) ?? "none"), fitted \(m.new.map(\.frame.description) ?? "none")"
        }
    }

    static func reportJSON(_ fit: ListFit, viewport: Size) -> String {
        let values = fit.values.map { v -> String in
            var fields = ["\"name\": \(jsonString(v.name))", "\"value\": \(v.word.map(jsonString) ?? jsonNumber(v.value))"]
            switch v.basis {
            case .observed: fields.append("\"basis\": \"observed\"")
            case .unobservable: fields.append("\"basis\": \"unobservable\"")
            case let .chosen(low, high, strict):
                fields.append("\"basis\": \"chosen\"")
                fields.append("\"low\": \(low.map(jsonNumber) ?? "null"), \"lowIsStrict\": \(strict), \"high\": \(high.map(jsonNumber) ?? "null")")
            }
            if let note = v.note { fields.append("\"note\": \(jsonString(note))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let mismatches = fit.mismatches.map { m in
            "{\"change\": \"\(m.kind.rawValue)\", \"name\": \(jsonString(m.name)), "
                + "\"imported\": \(m.old.map { jsonRect($0.frame) } ?? "null"), \"fitted\": \(m.new.map { jsonRect($0.frame) } ?? "null")}"
        }
        return "{\"viewport\": \(jsonSize(viewport)), \"compared\": \(fit.compared), \"ignored\": \(fit.ignored), "
            + "\"missingItems\": \(fit.missingItems), \"tolerance\": \(jsonNumber(fit.tolerance)), \"reproduced\": \(fit.mismatches.isEmpty),\n"
            + " \"values\": [" + values.joined(separator: ",\n   ") + "],\n \"mismatches\": [" + mismatches.joined(separator: ",\n   ") + "]}"
    }
}
