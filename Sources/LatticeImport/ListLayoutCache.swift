import LatticeFixtures
import LatticeLayout

/// The fit's sections as IGList lays them out (`ListLayout`), kept between the layouts a fit
/// asks for. Each asks with its sections as they stand; only the sections from the first one
/// that differs from the last layout's are laid out again, the way `prepareLayout` lays out a
/// modified section (ListLayoutRules §9.6: the cursor the section before it saved is restored).
/// A fit lays its sections out several times for every section it adds; laid out whole each
/// time, that costs every section so far per section, the square of the paste.
///
/// Shared by reference between the copies a search makes of a fitter (they share the layout's
/// options: direction, scale, viewport). The layout returned is valid until the next call.
final class ListLayoutCache {
    private var layout: ListLayout?
    private var laidOut: [FixtureSection] = []

    /// `fixture`'s sections laid out and prepared; `fixture` is the same but for its sections on
    /// every call.
    func layout(_ fixture: Fixture, viewport: Size) -> CollectionLayout {
        let sections = fixture.sections
        guard let layout else {
            let made = fixture.makeLayout(viewport: viewport)
            made.prepare()
            if let list = made as? ListLayout { self.layout = list; laidOut = sections }
            return made
        }
        let common = Swift.min(sections.count, laidOut.count)
        let k = (0 ..< common).first { sections[$0] != laidOut[$0] } ?? common
        if k < sections.count || k < laidOut.count {
            var tail = fixture
            tail.sections = Array(sections[k...])
            layout.sections.replaceSubrange(k..., with: tail.listSections())
            layout.invalidate(with: InvalidationContext(modifiedSection: k))
            // The cache's own copy, changed from `k` on: holding the fit's array itself would
            // make the fit's next append copy every section.
            laidOut.replaceSubrange(k..., with: sections[k...])
        }
        layout.prepare()
        return layout
    }
}
