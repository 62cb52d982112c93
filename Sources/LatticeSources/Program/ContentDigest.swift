/// A 128-bit digest of texts (two FNV-1a hashes with different seeds), for cache keys: which
/// sources, which lattice. Not a cryptographic hash; the cache is the user's own.
struct ContentDigest {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x84222325_cbf29ce4

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 0x9e37_79b9
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        a = (a ^ 0xff) &* 0x0000_0100_0000_01b3
        b = (b ^ 0xfe) &* 0x0000_0100_0000_01b3
    }

    mutating func add(_ text: String) { add(text.utf8) }

    /// 32 hexadecimal digits.
    var hex: String {
        func h(_ v: UInt64) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 16 - s.count) + s }
        return h(a) + h(b)
    }
}
