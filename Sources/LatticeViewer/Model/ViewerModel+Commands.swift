import LatticeFixtures
import LatticeLayout

extension ViewerModel {
    /// Runs a `:` command line: `set PATH=VALUE`, `offset X,Y`, `viewport WxH` (also `q`, `help`).
    mutating func runCommand(_ line: String) {
        let trimmed = line.trimmingSpaces()
        guard !trimmed.isEmpty else { return }
        let (verb, rest) = trimmed.splitFirstWord()
        switch verb {
        case "offset":
            guard let p = parsePair(rest, separator: ",") else {
                message = ("usage: :offset X,Y  (points, used as given, not clamped)", true); return
            }
            collectionView.setContentOffset(Point(x: p.0, y: p.1), clamped: false)
        case "viewport": setViewport(rest)
        case "set": set(rest)
        case "w", "w!", "w!!": save(to: rest, overwrite: verb != "w", overDiskChange: verb == "w!!")
        case "wq", "wq!", "x", "x!":
            // vim's: write, then quit once written; `:x` writes only when there is something to.
            if verb.hasPrefix("x"), !hasUnsavedChanges { quit(); return }
            let before = effects.count
            quitAfterWrite = true
            save(to: rest, overwrite: verb.hasSuffix("!"), overDiskChange: false)
            if effects.count == before { quitAfterWrite = false }   // refused before writing: stay
        case "goto": goto(rest)
        case "q", "quit": requestQuit()
        case "q!", "quit!": quit()
        case "help": helpOpen = true
        default:
            message = ("unknown command :\(verb) (try :set PATH=VALUE, :offset X,Y, :viewport WxH, :goto 3.14, :w, :wq, :q)", true)
        }
    }

    /// `:viewport WxH`: a fixed viewport of positive size. It joins the overrides, as the CLI's
    /// `--viewport` does, so a later `:set` or reload keeps it.
    mutating func setViewport(_ rest: String) {
        guard let p = parsePair(rest.lowercased(), separator: "x") else {
            message = ("usage: :viewport WxH  (points, e.g. :viewport 375x667)", true); return
        }
        guard p.0 > 0, p.1 > 0 else {
            let zero = p.0 <= 0 && p.1 <= 0 ? "width and height" : p.0 <= 0 ? "width" : "height"
            message = (":viewport \(rest.trimmingSpaces()): the \(zero) must be greater than 0 (e.g. :viewport 375x667)", true); return
        }
        overrides += [FixtureOverride("viewport.width=\(fmt(p.0))", origin: .command), FixtureOverride("viewport.height=\(fmt(p.1))", origin: .command)]
        scene.fixedViewport = Size(width: p.0, height: p.1)
        userZoomed = false
        refit(); syncViewport()
        // A larger viewport may leave the offset past the new end: pulled back, as UIKit does.
        collectionView.setContentOffset(collectionView.contentOffset, clamped: true)
    }

    /// `:set PATH=VALUE`: the fixture again with one more override. Options changed with keys
    /// survive a `:set` of anything outside `layout.`, and unsaved edits are run again on it
    /// (ViewerModel+KeepEdits.swift). Errors name the `:set`, not `--set`.
    mutating func set(_ rest: String) {
        guard let eq = rest.firstIndex(of: "="), !rest[..<eq].isEmpty else {
            message = ("usage: :set PATH=VALUE  (e.g. :set sections.0.header=30)", true); return
        }
        guard source != nil else { message = (":set needs a fixture", true); return }
        if let madeFrom {
            message = (":set changes a fixture file, and \(madeFrom) is a paste: :w FILE writes it as one, then lattice FILE --set \(rest.trimmingSpaces())", true)
            return
        }
        let key = String(rest[..<eq]).trimmingSpaces(), value = String(rest[rest.index(after: eq)...]).trimmingSpaces()
        // The answer (`.loaded`, ViewerModel+Fixture.swift) shows the new scene or the error.
        effects.append(.load(FixtureRequest(path: path, overrides: overrides + [FixtureOverride("\(key)=\(value)", origin: .command)],
                                            purpose: .set(key: key, value: value))))
    }

    func parsePair(_ s: String, separator: Character) -> (Double, Double)? {
        let parts = s.trimmingSpaces().split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let a = parseNumber(parts[0].trimmingSpaces()), let b = parseNumber(parts[1].trimmingSpaces()),
              abs(a) <= Fixture.maximumPoints, abs(b) <= Fixture.maximumPoints else { return nil }
        return (a, b)
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
    func splitFirstWord() -> (String, String) {
        let s = String(self)
        guard let sp = s.firstIndex(of: " ") else { return (s, "") }
        return (String(s[..<sp]), String(s[s.index(after: sp)...]).trimmingSpaces())
    }
}
