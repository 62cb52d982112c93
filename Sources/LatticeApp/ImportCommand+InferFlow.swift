import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeTerminal

/// `--infer flow`, and `--infer` on a capture (FixtureFormat §9a): the capture's elements are
/// fitted at their resting frames, its tracks give the pinning (`TrackedPinning` for the list
/// layout's sticky line, held stretches for flow's `sectionHeadersPinToVisibleBounds` and
/// `sectionFootersPinToVisibleBounds`), its geometry the viewport and insets.
extension ImportCommand {
    /// `--infer list|flow` on a capture (`importCapture`): the fitted fixture's text.
    func inferFromCapture(_ capture: Fixture, layout: String, name: String, viewport: Size?) throws -> String {
        let given = viewport ?? capture.viewport
        if layout == "flow" {
            return try inferFlow(capture.elements, tracks: capture.tracks, base: capture, direction: capture.layout.scrollDirection,
                                 name: name, viewport: given)
        }
        let pinning = TrackedPinning(elements: capture.elements, tracks: capture.tracks, direction: capture.layout.scrollDirection)
        return try inferList(TrackedPinning.restingElements(capture.elements, tracks: capture.tracks), name: name,
                             viewport: given, pinning: pinning, capture: capture.capture)
    }

    /// `--infer flow`: the fitted flow fixture; its report (text, or JSON with `--json`) on stderr.
    func inferFlow(_ elements: [SnapshotElement], tracks: [Int: SnapshotTrack] = [:], base: Fixture? = nil,
                   direction: ScrollDirection? = nil, name: String, viewport: Size?) throws -> String {
        let chosen = Self.fitViewport(elements, given: viewport)
        var template = base ?? Fixture()
        template.viewportWidth = chosen.width; template.viewportHeight = chosen.height
        template.name = name == "<stdin>" ? "inferred flow" : "\(name), inferred flow"
        let progress = WorkProgress.reporter
        progress.begin("fitting a flow layout to \(WorkProgress.count(elements.count)) elements")
        let fit = FlowInference.fit(elements, tracks: tracks, base: template, direction: direction, capture: base?.capture)
        progress.finish()
        if let stopped = fit.stopped {
            throw NewFile.Failure(path: name, message: "--infer flow: \(stopped) (the snapshot, without --infer, keeps every frame as printed)")
        }
        printError(json ? Self.flowReportJSON(fit, viewport: chosen) : Self.flowReportText(fit, viewport: chosen))
        return FlowFixtureText.fixture(fit.fixture, comment: "Fitted by lattice import --infer flow to the frames of \(name).")
    }

    static func flowReportText(_ fit: FlowFit, viewport: Size) -> String {
        var lines = ["lattice: fitted a flow fixture to \(fit.compared) elements in a \(fmtExact(viewport.width))x\(fmtExact(viewport.height)) viewport"]
        lines += valueLines(fit.values)
        if fit.ignored > 0 { lines.append("lattice: \(fit.ignored) elements of other kinds (not headers or footers) are not part of a flow fixture") }
        if fit.mismatches.isEmpty && fit.trackMisses.isEmpty {
            lines.append("lattice: the fitted fixture reproduces every frame (\(fit.compared)) and every track")
        } else {
            lines.append("lattice: the fitted fixture differs on \(fit.mismatches.count) of \(fit.compared) elements and \(fit.trackMisses.count) tracks:")
            lines += mismatchLines(fit.mismatches)
            for t in fit.trackMisses.prefix(20) {
                lines.append("  \(LayoutDiff.name(of: t.element)): from offset \(fmt(t.offset)) captured \(t.old), fitted \(t.new)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func flowReportJSON(_ fit: FlowFit, viewport: Size) -> String {
        let values = fit.values.map { v in
            "{\"name\": \(jsonString(v.name)), \"value\": \(v.word.map(jsonString) ?? jsonNumber(v.value)), \"basis\": \(jsonString(v.basisText))"
                + (v.note.map { ", \"note\": \(jsonString($0))" } ?? "") + "}"
        }
        let mismatches = fit.mismatches.map { m in
            "{\"change\": \"\(m.kind.rawValue)\", \"name\": \(jsonString(m.name)), "
                + "\"imported\": \(m.old.map { jsonRect($0.frame) } ?? "null"), \"fitted\": \(m.new.map { jsonRect($0.frame) } ?? "null")}"
        }
        let tracks = fit.trackMisses.map { t in
            "{\"name\": \(jsonString(LayoutDiff.name(of: t.element))), \"offset\": \(jsonNumber(t.offset)), \"captured\": \(jsonRect(t.old)), \"fitted\": \(jsonRect(t.new))}"
        }
        return "{\"layout\": \"flow\", \"viewport\": \(jsonSize(viewport)), \"compared\": \(fit.compared), \"ignored\": \(fit.ignored), "
            + "\"reproduced\": \(fit.reproduces),\n \"values\": [" + values.joined(separator: ",\n   ") + "],\n \"mismatches\": ["
            + mismatches.joined(separator: ",\n   ") + "],\n \"trackMisses\": [" + tracks.joined(separator: ",\n   ") + "]}"
    }
}
