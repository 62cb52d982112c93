import LatticeFixtures

/// The built-in demo (`lattice` with no argument): a list layout (IGListCollectionViewLayout)
/// with sticky headers, showing what the viewer is for. Headers of three lengths, footers, a
/// headerless section that goes on typing on the row of the section before it, rows that wrap
/// differently as the terminal (and so the viewport, which follows it) changes size, and sizes
/// that read well in both directions (`d`).
public enum DemoFixture {
    /// The fixture, in the format of FixtureFormat §1.
    public static let yaml = """
    name: "demo: sticky headers"
    layout:
      type: list
      scrollDirection: vertical
      stickyHeaders: true
    defaults: {insets: {top: 4, left: 8, bottom: 12, right: 8}, lineSpacing: 4, interitemSpacing: 4}
    sections:
      - header: 24
        headerLabel: "Inbox"
        footer: 16
        items:
          - {size: [200, 40], label: "Welcome to lattice"}
          - {size: [96, 40], label: "j k scroll"}
          - {size: [96, 40], label: "d turns"}
          - {size: [96, 40], label: "s sticky"}
          - {size: [150, 24], label: "] nudges the pin"}
          - {size: [150, 24], label: "i explains it"}
      - header: 40
        headerLabel: "Photos (a tall header)"
        items:
          - {size: [64, 64], repeat: 10}
      - header: 16
        headerLabel: "Tags (a short header)"
        items: [[60, 20], [84, 20], [44, 20], [110, 20], [52, 20], [72, 20], [96, 20]]
      - insets: {top: 4, left: 4, bottom: 12, right: 8}
        items:
          - {size: [120, 20], label: "no header: shares the row"}
          - {size: [80, 20], label: "same row"}
      - header: 24
        headerLabel: "Archive"
        footer: 24
        items:
          - {size: [240, 32], repeat: 12}
      - header: 24
        headerLabel: "Last section: its header never stops"
        items:
          - {size: [160, 48], repeat: 6}
    """
}

extension FixtureLoader {
    /// The fixture file at `path`, or the built-in demo (`DemoFixture`) when `path` is nil, with
    /// `overrides` applied: how the viewer, its comparison pane and every command load FIXTURE.
    public static func load(fileOrDemo path: String?, overrides: [String],
                            layouts: LayoutCatalogue = LayoutCatalogue()) throws(FixtureError) -> Fixture {
        try load(fileOrDemo: path, applying: FixtureOverride.set(overrides), layouts: layouts)
    }

    /// The same, with overrides of any origin (each error worded for its own).
    public static func load(fileOrDemo path: String?, applying overrides: [FixtureOverride],
                            layouts: LayoutCatalogue = LayoutCatalogue()) throws(FixtureError) -> Fixture {
        guard let path else { return try load(text: DemoFixture.yaml, name: "demo", applying: overrides) }
        return try load(path: path, applying: overrides, layouts: layouts)
    }
}
