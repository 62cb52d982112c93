import LatticeFixtures
import LatticeLayout

/// The fit's sections as IGList lays them out (`ListLayout`), kept between the layouts a fit
/// asks for. Each asks with its sections as they stand; only the sections from the first one
/// that differs from the last layout's are laid out again, the way `prepareLayout` lays out a
/// modified section (ListLayoutRules §9.6: the cursor the section before it saved is restored).
/// A fit lays its sections out several times for every section it adds; laid out whole each
/// time, that costs every section so far per section, the square of the paste.
///
/// The layout's own sections are the record of what it laid out: a fixture section is compared
/// with them field by field, in place, on the six values a list section is made of
/// (`Fixture.listSections()`). The settled front of the fit's sections
/// (`SettlingArray`) is compared only as far as the last call did not see it under the same
/// token: a fit that adds a section compares a few sections, not every one so far.
///
/// Shared by reference between the copies a search makes of a fitter (they share the layout's
/// options: direction, scale, viewport). The layout returned is valid until the next call.
final class ListLayoutCache {
    private var layout: ListLayout?
    /// The settled front the layout's first sections were laid out from at the last call, and
    /// how many of them: `layout.sections[..<count]` are that front's first `count` sections.
    private var known: (token: SettlingArray<FixtureSection>.Token, count: Int)?

    /// `sections` laid out and prepared with `fixture`'s options (its own sections are not
    /// read); `fixture` is the same on every call.
    func layout(_ fixture: Fixture, sections: SettlingArray<FixtureSection>, viewport: Size) -> CollectionLayout {
        defer { known = (sections.token, sections.settled.count) }
        guard let layout else {
            var whole = fixture
            whole.sections = Array(sections)
            let made = whole.makeLayout(viewport: viewport)
            made.prepare()
            if let list = made as? ListLayout { self.layout = list }
            return made
        }
        let seen = known.map { $0.token === sections.token ? Swift.min($0.count, sections.settled.count) : 0 } ?? 0
        let k = Self.firstChange(sections, from: seen, layout.sections)
        if k < sections.count || k < layout.sections.count {
            var tail = fixture
            tail.sections = Array(sections[k...])
            layout.sections.replaceSubrange(k..., with: tail.listSections())
            layout.invalidate(with: InvalidationContext(modifiedSection: k))
        }
        layout.prepare()
        return layout
    }

    /// The index of the first of `sections` from `start` on that lays out otherwise than
    /// `laidOut`'s section of the same index (or the shorter count where one is a prefix of the
    /// other). The sections before `start` are the same on both sides.
    static func firstChange(_ sections: SettlingArray<FixtureSection>, from start: Int, _ laidOut: [ListSection]) -> Int {
        let common = Swift.min(sections.count, laidOut.count)
        var i = start
        while i < common, same(sections[i], laidOut[i]) { i += 1 }
        return Swift.min(i, common)
    }

    /// True when `section` lays out as `laidOut` does: the six values of a list section.
    static func same(_ section: FixtureSection, _ laidOut: ListSection) -> Bool {
        section.insets == laidOut.insets && section.lineSpacing == laidOut.lineSpacing
            && section.interitemSpacing == laidOut.interitemSpacing && section.header == laidOut.headerSize
            && section.footer == laidOut.footerSize && section.itemSizes == laidOut.itemSizes
    }
}
