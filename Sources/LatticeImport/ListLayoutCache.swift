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
/// (`Fixture.listSections()`), without copying either.
///
/// Shared by reference between the copies a search makes of a fitter (they share the layout's
/// options: direction, scale, viewport). The layout returned is valid until the next call.
final class ListLayoutCache {
    private var layout: ListLayout?

    /// `fixture`'s sections laid out and prepared; `fixture` is the same but for its sections on
    /// every call.
    func layout(_ fixture: Fixture, viewport: Size) -> CollectionLayout {
        let sections = fixture.sections
        guard let layout else {
            let made = fixture.makeLayout(viewport: viewport)
            made.prepare()
            if let list = made as? ListLayout { self.layout = list }
            return made
        }
        let k = Self.firstChange(sections, layout.sections)
        if k < sections.count || k < layout.sections.count {
            var tail = fixture
            tail.sections = Array(sections[k...])
            layout.sections.replaceSubrange(k..., with: tail.listSections())
            layout.invalidate(with: InvalidationContext(modifiedSection: k))
        }
        layout.prepare()
        return layout
    }

    /// The index of the first of `sections` that lays out otherwise than `laidOut`'s section of
    /// the same index (or the shorter count where one is a prefix of the other).
    static func firstChange(_ sections: [FixtureSection], _ laidOut: [ListSection]) -> Int {
        sections.withUnsafeBufferPointer { now in
            laidOut.withUnsafeBufferPointer { before in
                let common = Swift.min(now.count, before.count)
                var i = 0
                while i < common, now[i].insets == before[i].insets, now[i].lineSpacing == before[i].lineSpacing,
                      now[i].interitemSpacing == before[i].interitemSpacing, now[i].header == before[i].headerSize,
                      now[i].footer == before[i].footerSize, now[i].itemSizes == before[i].itemSizes {
                    i += 1
                }
                return i
            }
        }
    }
}
