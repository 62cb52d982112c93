/// How many terminal columns text takes (CONTRACT section 4, "Display width"): a character of
/// East Asian Width class W (wide) or F (fullwidth) takes 2 columns, a combining or zero-width
/// character 0 (general category Mn, Me or Cf, but the soft hyphen, and the Hangul medial and
/// final jamo), everything else 1. The one measure used wherever text is placed or cut: the
/// screen buffer's writes, labels, the status line, panels.
///
/// The W/F ranges are those of Unicode's EastAsianWidth.txt (assigned characters, plus the CJK
/// ideograph blocks that file gives W by default).
public enum DisplayWidth {
    /// The columns of one scalar: 0, 1 or 2. Control characters count 1 (`write` shows them as `?`).
    @inline(__always)
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x300 { return 1 }
        if isZeroWidth(s) { return 0 }
        return v >= 0x1100 && isWide(v) ? 2 : 1
    }

    /// The columns of a string.
    public static func of(_ text: String) -> Int {
        var n = 0
        for s in text.unicodeScalars { n += of(s) }
        return n
    }

    /// The longest prefix of `text` that fits in `columns` columns (a wide character that would
    /// straddle the limit is left out).
    public static func prefix(_ text: String, columns: Int) -> String {
        var n = 0
        var end = text.unicodeScalars.startIndex
        for i in text.unicodeScalars.indices {
            let w = of(text.unicodeScalars[i])
            if n + w > columns { break }
            n += w
            end = text.unicodeScalars.index(after: i)
        }
        return String(text.unicodeScalars[..<end])
    }

    static func isZeroWidth(_ s: Unicode.Scalar) -> Bool {
        if (0x1160...0x11FF).contains(s.value) { return true }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        case .format: return s.value != 0xAD
        default: return false
        }
    }

    /// Binary search in the sorted, disjoint W/F ranges.
    static func isWide(_ v: UInt32) -> Bool {
        var lo = 0, hi = wideRanges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if wideRanges[mid].1 < v { lo = mid + 1 } else { hi = mid }
        }
        return lo < wideRanges.count && wideRanges[lo].0 <= v
    }

    /// East Asian Width W and F, as closed ranges of code points.
    static let wideRanges: [(UInt32, UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
        (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
        (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
        (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
        (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        (0x2E80, 0x2E99), (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x2FFB), (0x3000, 0x303E),
        (0x3041, 0x3096), (0x3099, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E3),
        (0x31F0, 0x321E), (0x3220, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA48C), (0xA490, 0xA4C6),
        (0xA960, 0xA97C), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE52),
        (0xFE54, 0xFE66), (0xFE68, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4),
        (0x16FF0, 0x16FF1), (0x17000, 0x187F7), (0x18800, 0x18CD5), (0x18D00, 0x18D08), (0x1AFF0, 0x1AFF3),
        (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE), (0x1B000, 0x1B122), (0x1B150, 0x1B152), (0x1B164, 0x1B167),
        (0x1B170, 0x1B2FB), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A),
        (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265),
        (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA),
        (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440),
        (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A),
        (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC),
        (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DD, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC),
        (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF),
        (0x1FA70, 0x1FA74), (0x1FA78, 0x1FA7C), (0x1FA80, 0x1FA86), (0x1FA90, 0x1FAAC), (0x1FAB0, 0x1FABA),
        (0x1FAC0, 0x1FAC5), (0x1FAD0, 0x1FAD9), (0x1FAE0, 0x1FAE7), (0x1FAF0, 0x1FAF6), (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD),
    ]
}
