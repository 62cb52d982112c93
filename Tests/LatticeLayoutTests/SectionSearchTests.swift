import Testing
@testable import LatticeLayout

/// The section search the list, flow, aligned and compositional rect queries share.
@Suite struct SectionSearchTests {
    /// Four sections along S, the second reaching back over the first (a negative inset) and
    /// the third empty (+inf ... -inf):
    ///
    ///     s  extent       prefix max of ends   suffix min of starts
    ///     0  0 ... 10     10                   -5
    ///     1  -5 ... 20    20                   -5
    ///     2  inf ... -inf 20                   30
    ///     3  30 ... 40    40                   30
    static let extents: [(start: Double, end: Double)] = [(0, 10), (-5, 20), (.infinity, -.infinity), (30, 40)]

    static func search() -> SectionSearch {
        var search = SectionSearch()
        search.rebuild(count: extents.count, start: { extents[$0].start }, end: { extents[$0].end })
        return search
    }

    @Test func keysRunOverTheSections() {
        let search = Self.search()
        #expect(search.prefixMaxEnd == [10, 20, 20, 40])
        #expect(search.suffixMinStart == [-5, -5, 30, 30])
    }

    /// Candidates: from the first section whose prefix max passes `after`, to before the first
    /// whose suffix min is at or past `before`.
    @Test func candidatesAreOneRun() {
        let search = Self.search()
        // (12, 25): section 0 ends at 10 (out); 20 > 12 from section 1; 30 >= 25 from section 2.
        #expect(search.candidates(after: 12, before: 25) == 1 ..< 2)
        // (-10, -6): every section ends past -10; section 0's suffix min -5 >= -6 ends the run.
        #expect(search.candidates(after: -10, before: -6) == 0 ..< 0)
        // (20, 30): ends touching 20 are out (20 > 20 fails until section 3); 30 >= 30 there.
        #expect(search.candidates(after: 20, before: 30) == 3 ..< 3)
        // (5, 35): sections 0 to 3.
        #expect(search.candidates(after: 5, before: 35) == 0 ..< 4)
    }

    /// A rebuild keeping the prefix maxima of the sections before a relaid one gives the keys
    /// of a full rebuild.
    @Test func partialRebuildMatchesAFullOne() {
        var search = Self.search()
        let moved: [(start: Double, end: Double)] = Array(Self.extents.prefix(2)) + [(25, 26), (27, 50), (60, 70)]
        search.rebuild(count: moved.count, keeping: 2, start: { moved[$0].start }, end: { moved[$0].end })
        #expect(search.prefixMaxEnd == [10, 20, 26, 50, 70])
        #expect(search.suffixMinStart == [-5, -5, 25, 27, 60])
    }

    /// A relaid section that reaches back before the kept ones (a negative leading inset)
    /// lowers their suffix minima too; a shorter layout drops the last keys. Sections 0 and 1
    /// kept, section 2 now starts at -8: every suffix min before it is -8; then only sections 0
    /// and 1 are left: the minima of a fresh rebuild of those two, -5 and -5.
    @Test func partialRebuildLowersTheKeptMinima() {
        var search = Self.search()
        let reaching: [(start: Double, end: Double)] = Array(Self.extents.prefix(2)) + [(-8, 15)]
        search.rebuild(count: reaching.count, keeping: 2, start: { reaching[$0].start }, end: { reaching[$0].end })
        #expect(search.prefixMaxEnd == [10, 20, 20])
        #expect(search.suffixMinStart == [-8, -8, -8])
        let two = Array(Self.extents.prefix(2))
        search.rebuild(count: 2, keeping: 2, start: { two[$0].start }, end: { two[$0].end })
        #expect(search.prefixMaxEnd == [10, 20])
        #expect(search.suffixMinStart == [-5, -5])
    }
}
