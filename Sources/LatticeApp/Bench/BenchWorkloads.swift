import LatticeLayout

/// The benchmark's workloads (CommandLineContract §2.6, `lattice bench`).
///
/// Every list case is vertical with sticky headers on, viewport 375x667, screenScale 2, and every
/// section has header 30, insets 8 all round, lineSpacing 4, interitemSpacing 4 and no footer.
/// Item sizes are uniform integers in 20...120 x 10...60 from a seeded SplitMix64.
struct BenchWorkload {
    var name: String
    var layoutName: String
    var sections: Int
    var itemsPerSection: Int
    /// Builds a new layout from sizes already in memory (the timed part of `prepare`). On the
    /// main actor, as UIKit makes its layouts (`uikitList`); `lattice bench` runs there.
    var makeLayout: @MainActor (CollectionViewGeometry) -> CollectionLayout

    var items: Int { sections * itemsPerSection }

    static let viewport = Size(width: 375, height: 667)

    /// Seeded sizes, uniform in 20...120 x 10...60.
    static func sizes(count: Int, seed: UInt64) -> [Size] {
        var rng = SplitMix64(seed: seed)
        var out = [Size]()
        out.reserveCapacity(count)
        for _ in 0..<count {
            let w = Double(20 + rng.next() % 101), h = Double(10 + rng.next() % 51)
            out.append(Size(width: w, height: h))
        }
        return out
    }

    /// `items` seeded sizes for each of `sections` sections, as one slice a section (of one array).
    static func sectionSizes(sections: Int, items: Int, seed: UInt64) -> [ArraySlice<Size>] {
        let sizes = Self.sizes(count: sections * items, seed: seed)
        return (0..<sections).map { s in sizes[(s * items)..<((s + 1) * items)] }
    }

    /// The list workload's sections, as IGList's or UICollectionViewFlowLayout's delegate answers
    /// them: seeded sizes (seed 7), header 30, insets 8 and spacings 4.
    static func listSections<Layout>(sections: Int, items: Int) -> [FlowDelegateSection<Layout>] {
        sectionSizes(sections: sections, items: items, seed: 7).map { sizes in
            FlowDelegateSection(insets: EdgeInsets(all: 8), lineSpacing: 4, interitemSpacing: 4,
                                headerSize: Size(width: 30, height: 30), footerSize: .zero, itemSizes: Array(sizes))
        }
    }

    static func list(sections: Int, items: Int, name: String) -> BenchWorkload {
        let listSections: [ListSection] = listSections(sections: sections, items: items)
        var options = ListLayoutOptions()
        options.stickyHeaders = true
        options.screenScale = 2
        return BenchWorkload(name: name, layoutName: "list", sections: sections, itemsPerSection: items) { geometry in
            ListLayout(sections: listSections, options: options, collectionView: geometry)
        }
    }

    static func aligned(sections: Int, items: Int, name: String) -> BenchWorkload {
        let alignedSections = sectionSizes(sections: sections, items: items, seed: 11).enumerated().map { s, sizes in
            var section = AlignedSection()
            section.horizontalAlignment = s % 3 == 0 ? .left : (s % 3 == 1 ? .center : .right)
            section.verticalAlignment = .center
            section.headerHeight = 30
            section.items = sizes.map { size in
                var item = AlignedItem()
                item.size = size
                return item
            }
            return section
        }
        return BenchWorkload(name: name, layoutName: "aligned", sections: sections, itemsPerSection: items) { geometry in
            AlignedLayout(sections: alignedSections, options: AlignedLayoutOptions(), collectionView: geometry)
        }
    }

    static func line(sections: Int, items: Int, name: String) -> BenchWorkload {
        let lineSections = sectionSizes(sections: sections, items: items, seed: 13).map { sizes in
            var section = LineSection()
            section.headerSize = Size(width: 30, height: 30)
            section.items = sizes.map { size in
                var item = LineItem()
                item.size = Size(width: min(size.width, 150), height: size.height)
                return item
            }
            return section
        }
        var options = LineLayoutOptions()
        options.itemSide = .either
        options.displayArrows = true
        return BenchWorkload(name: name, layoutName: "line", sections: sections, itemsPerSection: items) { geometry in
            LineLayout(sections: lineSections, options: options, collectionView: geometry)
        }
    }

    /// The list workload on UICollectionViewFlowLayout: the same sections (`listSections`) and
    /// pinned headers, so `flow-*` and `list-*` compare directly.
    static func flow(sections: Int, items: Int, name: String) -> BenchWorkload {
        let flowSections: [FlowSection] = listSections(sections: sections, items: items)
        var options = FlowLayoutOptions()
        options.sectionHeadersPinToVisibleBounds = true
        return BenchWorkload(name: name, layoutName: "flow", sections: sections, itemsPerSection: items) { geometry in
            FlowLayout(sections: flowSections, options: options, collectionView: geometry)
        }
    }

    /// A comparable compositional workload: every section under a 30-tall header, insets 8,
    /// a list-like group of one row 44 tall holding cells a quarter of the width (4 per row)
    /// with 4 between rows and between cells; one section in ten scrolls sideways, so the
    /// query meets both kinds of section.
    static func compositional(sections: Int, items: Int, name: String) -> BenchWorkload {
        let item = CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                     contentInsets: EdgeInsets(all: 2))
        var group = CompositionalGroup.horizontal(CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), [.item(item)])
        group.interItemSpacing = .fixed(4)
        let header = CompositionalBoundaryItem(elementKind: ElementKind.uiKitSectionHeader,
                                               layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                               alignment: .top, pinToVisibleBounds: true)
        let compositionalSections = (0..<sections).map { s in
            CompositionalSection(group: group, itemCount: items, interGroupSpacing: 4, contentInsets: EdgeInsets(all: 8),
                                 orthogonalScrollingBehavior: sections > 1 && s % 10 == 9 ? .continuous : .none,
                                 boundarySupplementaryItems: [header])
        }
        return BenchWorkload(name: name, layoutName: "compositional", sections: sections, itemsPerSection: items) { geometry in
            CompositionalLayout(sections: compositionalSections, collectionView: geometry)
        }
    }

    /// The cases `lattice bench` runs, by name (`LAYOUT-SECTIONSxITEMS`, every layout at every
    /// shape); each workload (its sizes) is built only when its case runs, so a million-item case
    /// does not hold memory while another is measured. The first two are required by
    /// CommandLineContract §2.6.
    static func all(quick: Bool) -> [(name: String, make: () -> BenchWorkload)] {
        let shapes: [(sections: Int, items: Int, label: String)] = quick
            ? [(1, 10_000, "1x10k"), (100, 100, "100x100")]
            : [(1, 1_000_000, "1x1M"), (10_000, 100, "10000x100")]
        let layouts: [(name: String, make: (Int, Int, String) -> BenchWorkload)] =
            [("list", list), ("flow", flow), ("aligned", aligned), ("line", line), ("compositional", compositional), ("uikit-list", uikitList)]
        return layouts.flatMap { layout in
            shapes.map { shape in
                let name = "\(layout.name)-\(shape.label)"
                return (name, { layout.make(shape.sections, shape.items, name) })
            }
        }
    }
}
