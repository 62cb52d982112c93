import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// An option value that does not parse: exit code 1 (invalid input), CommandLineContract §2.7.
struct OptionValueError: Error, CustomStringConvertible {
    var option: String
    var value: String
    var expected: String
    var description: String { "\(option): expected \(expected), got '\(value)'" }
}

/// Parses option values such as `100x100`, `0,45` and `0,0,100,200`.
enum OptionValues {
    static func numbers(_ text: String, separator: Character, count: Int) -> [Double]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == count else { return nil }
        var values: [Double] = []
        for part in parts {
            // The fixture's bound holds for values given here too (the fixture format, "Values": Bounds).
            guard let v = parseNumber(String(part.trimmingSpaces)), abs(v) <= Fixture.maximumPoints else { return nil }
            values.append(v)
        }
        return values
    }

    /// `WxH` in points: finite, not negative.
    static func size(_ text: String, option: String) throws -> Size {
        guard let v = numbers(text.lowercased(), separator: "x", count: 2), v[0] >= 0, v[1] >= 0 else {
            throw OptionValueError(option: option, value: text, expected: "WIDTHxHEIGHT with non-negative numbers up to 1e15, e.g. 100x100")
        }
        return Size(width: v[0], height: v[1])
    }

    /// `--viewport WxH` as the fixture overrides `viewport.width=W` and `viewport.height=H`.
    static func viewportOverrides(_ text: String) throws -> [String] {
        let size = try size(text, option: "--viewport")
        // A viewport of no width or height shows nothing and holds no element.
        guard size.width > 0, size.height > 0 else {
            throw OptionValueError(option: "--viewport", value: text, expected: "WIDTHxHEIGHT greater than 0, e.g. 390x844")
        }
        return ["viewport.width=\(size.width)", "viewport.height=\(size.height)"]
    }

    /// `COLSxROWS` in terminal cells: positive integers.
    static func terminalSize(_ text: String, option: String) throws -> (cols: Int, rows: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), c == 0 || r == 0 {
            throw OptionValueError(option: option, value: text, expected: "COLSxROWS with positive sizes (0 is not a size)")
        }
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), c > 0, r > 0,
              c <= ViewerKey.maximumTerminalSize.cols, r <= ViewerKey.maximumTerminalSize.rows else {
            throw OptionValueError(option: option, value: text, expected: "COLSxROWS, e.g. 80x24")
        }
        return (c, r)
    }

    /// `COLSxROWS` for a screen the viewer draws: at least its minimum size (smaller screens
    /// only say "terminal too small").
    static func screenSize(_ text: String, option: String) throws -> (cols: Int, rows: Int) {
        let size = try terminalSize(text, option: option)
        let minimum = ViewerModel.minimumTerminalSize
        guard size.cols >= minimum.cols, size.rows >= minimum.rows else {
            throw OptionValueError(option: option, value: text,
                                   expected: "a screen of at least \(minimum.cols)x\(minimum.rows) (the smallest the viewer draws)")
        }
        return size
    }

    /// One of an enum's names (`--format svg`). Enum-like options are read as text and checked
    /// here, so a wrong value is invalid input (exit 1) with lattice's message, not a usage error.
    static func choice<E: RawRepresentable & CaseIterable>(_ text: String, option: String, _: E.Type) throws -> E
    where E.RawValue == String {
        if let value = E(rawValue: text) { return value }
        let names = E.allCases.map(\.rawValue)
        throw OptionValueError(option: option, value: text, expected: "one of " + names.joined(separator: ", "))
    }

    /// `X,Y`: any finite numbers (offsets may be negative, written after an equals sign:
    /// CommandLineContract §4.7).
    static func point(_ text: String, option: String) throws -> Point {
        guard let v = numbers(text, separator: ",", count: 2) else {
            throw OptionValueError(option: option, value: text, expected: "X,Y with numbers up to 1e15 either way, e.g. 0,45 (negative: --offset=-5,0)")
        }
        return Point(x: v[0], y: v[1])
    }

    /// `X,Y,W,H` with non-negative width and height.
    static func rect(_ text: String, option: String) throws -> Rect {
        guard let v = numbers(text, separator: ",", count: 4), v[2] >= 0, v[3] >= 0 else {
            throw OptionValueError(option: option, value: text, expected: "X,Y,W,H with numbers up to 1e15 either way, e.g. 0,0,100,200")
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
