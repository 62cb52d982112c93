#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Glyphs {
    /// The glyphs the viewer draws with: ASCII when asked (`--ascii`), otherwise UTF-8 when the
    /// terminal's locale uses it: the codeset the C library settled on when the executable set
    /// the locale from the environment (`setlocale(LC_CTYPE, "")` in `LatticeCLI.main`, which
    /// ncurses needs anyway to write UTF-8), so a locale named in the environment but not
    /// installed counts as ASCII, as it does for ncurses. A process that set no locale is ASCII.
    public static func forTerminal(ascii: Bool) -> Glyphs {
        if ascii { return .ascii }
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return .ascii }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8" ? .utf8 : .ascii
    }

    /// The glyphs of output meant for files and pipes (`render`): UTF-8 whatever the locale,
    /// ASCII when asked.
    public static func forFiles(ascii: Bool) -> Glyphs { ascii ? .ascii : .utf8 }
}
