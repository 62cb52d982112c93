import LatticeLayout

/// Section keys as written in a section or in `defaults:`; nil where left out.
struct SectionSettings {
    var insets: EdgeInsets?
    var lineSpacing: Double?
    var interitemSpacing: Double?
    var itemSpacing: Double?
    var header: Size?
    var footer: Size?
    var headerLabel: String?
    var horizontalAlignment: AlignedHorizontalAlignment?
    var verticalAlignment: AlignedVerticalAlignment?
    /// The compositional layout's keys (nil for the other layouts).
    var compositional: CompositionalSettings?

    /// The `UICollectionViewDelegateFlowLayout` values these settings give (the others are nil).
    var delegateAnswers: FlowDelegateAnswers {
        var given: FlowDelegateAnswers = []
        if insets != nil { given.insert(.insets) }
        if lineSpacing != nil { given.insert(.lineSpacing) }
        if interitemSpacing != nil { given.insert(.interitemSpacing) }
        if header != nil { given.insert(.header) }
        if footer != nil { given.insert(.footer) }
        return given
    }

    /// These settings, with `defaults` filling what they leave out.
    func over(_ d: SectionSettings) -> SectionSettings {
        SectionSettings(insets: insets ?? d.insets, lineSpacing: lineSpacing ?? d.lineSpacing,
                        interitemSpacing: interitemSpacing ?? d.interitemSpacing, itemSpacing: itemSpacing ?? d.itemSpacing,
                        header: header ?? d.header, footer: footer ?? d.footer, headerLabel: headerLabel ?? d.headerLabel,
                        horizontalAlignment: horizontalAlignment ?? d.horizontalAlignment,
                        verticalAlignment: verticalAlignment ?? d.verticalAlignment,
                        compositional: compositional.map { $0.over(d.compositional ?? CompositionalSettings()) } ?? d.compositional)
    }
}

/// `sections:` and `defaults:`.
extension FixtureDecoder {
    static let settingKeys = ["insets", "lineSpacing", "interitemSpacing", "itemSpacing", "header", "footer",
                              "headerLabel", "horizontalAlignment", "verticalAlignment"]
    static let sectionKeys = settingKeys + ["repeat", "items"]

    /// The settings of a section or of `defaults:` (which takes no `items` or `repeat`).
    func sectionSettings(_ n: RawNode, _ path: FieldPath, isDefaults: Bool) throws -> SectionSettings {
        if let own = try fixtureLayout.sectionSettings(self, n, path, isDefaults: isDefaults) { return own }
        let entries = try mapping(n, path, allowed: isDefaults ? Self.settingKeys : Self.sectionKeys,
                                  what: isDefaults ? "a mapping of section keys" : "a section (a mapping)") { key in
            isDefaults && (key == "items" || key == "repeat")
                ? "\"\(key)\" cannot be given in defaults: (only section settings such as lineSpacing or insets)" : nil
        }
        let e = present(entries)
        var s = SectionSettings()
        // Each field recovers on its own (nil: left out).
        func field<T>(_ k: String, _ decode: (RawNode, FieldPath) throws -> T) throws -> T? { try self.field(e, k, path, decode) }
        s.insets = try field("insets", insets)
        s.lineSpacing = try field("lineSpacing") { try number($0, $1, .nonNegative) }
        s.interitemSpacing = try field("interitemSpacing") { try number($0, $1, .nonNegative) }
        s.itemSpacing = try field("itemSpacing") { try number($0, $1, .nonNegative) }
        s.header = try field("header", referenceSize)
        s.footer = try field("footer", referenceSize)
        s.headerLabel = try field("headerLabel", text)
        s.horizontalAlignment = try field("horizontalAlignment") { try choice($0, $1, AlignedHorizontalAlignment.self) }
        s.verticalAlignment = try field("verticalAlignment") { try choice($0, $1, AlignedVerticalAlignment.self) }
        return s
    }

    /// The sections list, `repeat` expanded. Repeated sections share their item storage.
    mutating func sections(_ n: RawNode, _ path: FieldPath, defaults: SectionSettings, layout: FixtureLayout) throws -> [FixtureSection] {
        guard case let .sequence(entries) = n.kind else {
            throw fail(n.mark, path, "expected a list of sections, found \(n.typeDescription)")
        }
        var result: [FixtureSection] = []
        result.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let p = path.index(index)
            // A bare `-` (null) is an empty section.
            let node = entry.isNull ? RawNode(kind: .mapping([]), mark: entry.mark) : entry
            // A section that is no mapping is recorded and skipped.
            guard let own = try recover(nil, { try sectionSettings(node, p, isDefaults: false) }) else { continue }
            let settings = own.over(defaults)
            guard case let .mapping(fields) = node.kind else { continue }
            let e = present(fields)

            var copies = 1
            if let r = e["repeat"] { copies = try recover(1) { try count(r.value, p.key("repeat"), maximum: Self.maximumSections) } }
            if totalSections + copies > Self.maximumSections {
                throw log.fatal(fail(e["repeat"]?.value.mark ?? node.mark, e["repeat"] != nil ? p.key("repeat") : p,
                                     "too many sections (at most \(Self.maximumSections) in all, repeat included)"))
            }

            var section = resolved(settings, layout: layout, sourceIndex: index)
            section.givenInSection = own.delegateAnswers
            if let items = e["items"] {
                try recover(()) { try self.items(items.value, p.key("items"), layout: layout, sectionCopies: copies, into: &section) }
            }
            totalSections += copies
            totalItems += section.itemCount * copies
            result.append(contentsOf: repeatElement(section, count: copies))
        }
        return result
    }

    /// A section's values for this layout: its own, else `defaults:`, else the layout's.
    func resolved(_ s: SectionSettings, layout: FixtureLayout, sourceIndex: Int) -> FixtureSection {
        var section = FixtureSection(sourceIndex: sourceIndex)
        section.headerLabel = s.headerLabel
        section.given = s.delegateAnswers
        layout.resolve(s, into: &section)
        return section
    }
}
