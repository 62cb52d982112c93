import LatticeFixtures
import LatticeLayout
import Testing

/// The aligned layout's section attributes (alignments, item spacing) are its own: kept in its
/// `SectionPayload`, read from the same keys (FixtureFormat §8), a section's own over
/// `defaults:`'s over FSQ's (left, top, 5); the other types read the keys and keep nothing.
@Suite struct AlignedSectionPayloadTests {
    static let yaml = """
        layout: {type: aligned}
        defaults: {itemSpacing: 7}
        sections:
          - horizontalAlignment: center
            verticalAlignment: bottom
            itemSpacing: 3
            items: [[10, 10]]
          - items: [[10, 10]]
          - itemSpacing: 5
            items: [[10, 10]]
        """

    @Test func theyAreTheAlignedTypesPayload() throws {
        let f = try FixtureLoader.load(text: Self.yaml, name: "aligned.yaml")
        let own = try #require(f.sections[0].payload(as: AlignedLayoutType.SectionData.self))
        #expect(own.horizontalAlignment == .center && own.verticalAlignment == .bottom && own.itemSpacing == 3)
        let fromDefaults = try #require(f.sections[1].payload(as: AlignedLayoutType.SectionData.self))
        #expect(fromDefaults.horizontalAlignment == .left && fromDefaults.verticalAlignment == .top && fromDefaults.itemSpacing == 7)
        // Its own 5 over the defaults' 7: FSQ's own values, so no payload at all.
        #expect(f.sections[2].payload == nil)
        #expect(f.sections[2].itemSpacing == 5 && f.sections[2].horizontalAlignment == .left)
        // The engine's sections carry them.
        let engine = f.alignedSections()
        #expect(engine.map(\.itemSpacing) == [3, 7, 5])
        #expect(engine.map(\.horizontalAlignment) == [.center, .left, .left])
        #expect(engine.map(\.verticalAlignment) == [.bottom, .top, .top])
    }

    @Test func anotherTypeKeepsNone() throws {
        let f = try FixtureLoader.load(text: Self.yaml.replacingOccurrences(of: "type: aligned", with: "type: list"), name: "list.yaml")
        #expect(f.sections.allSatisfy { $0.payload == nil })
        #expect(f.sections[0].horizontalAlignment == .left && f.sections[0].itemSpacing == 5)
    }

    @Test func aWrongValueIsLocatedAsBefore() {
        let bad = Self.yaml.replacingOccurrences(of: "itemSpacing: 3", with: "itemSpacing: -3")
        do throws(FixtureError) { _ = try FixtureLoader.load(text: bad, name: "aligned.yaml"); Issue.record("a negative itemSpacing loaded") } catch {
            #expect(error.description == "aligned.yaml:6:18: error: sections[0].itemSpacing: must not be negative (got -3)")
        }
    }
}
