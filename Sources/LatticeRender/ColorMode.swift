/// `--color auto|always|never`, the same on every command that draws (the viewer and `render`).
public enum ColorMode: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour. `auto` colours when the output is a terminal (that has colours) and
    /// `NO_COLOR` does not ask otherwise.
    public func wantsColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return outputIsTerminal && !Self.noColorRequested(environment)
        }
    }

    /// The no-color.org rule: `NO_COLOR` set to a non-empty value means no colour; unset or
    /// empty changes nothing.
    public static func noColorRequested(_ environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }
}
