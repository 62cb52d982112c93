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
    /// Builds a new layout from sizes already in memory (the timed part of `prepare`).
    var makeLayout: (CollectionViewGeometry) -> CollectionLayout

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

    static func list(sections: Int, items: Int, name: String) -> BenchWorkload {
        let sizes = Self.sizes(count: sections * items, seed: 7)
        let listSections = (0..<sections).map { s in
            ListSection(insets: EdgeInsets(all: 8), lineSpacing: 4, interitemSpacing: 4,
                        headerSize: Size(width: 30, height: 30), footerSize: .zero,
                        itemSizes: Array(sizes[(s * items)..<((s + 1) * items)]))
        }
        var options = ListLayoutOptions()
        options.stickyHeaders = true
        options.screenScale = 2
        return BenchWorkload(name: name, layoutName: "list", sections: sections, itemsPerSection: items) { geometry in
            ListLayout(sections: listSections, options: options, collectionView: geometry)
        }
    }

    static func aligned(sections: Int, items: Int, name: String) -> BenchWorkload {
        let sizes = Self.sizes(count: sections * items, seed: 11)
        let alignedSections = (0..<sections).map { s in
            var section = AlignedSection()
            section.horizontalAlignment = s % 3 == 0 ? .left : (s % 3 == 1 ? .center : .right)
            section.verticalAlignment = .center
            section.headerHeight = 30
            section.items = sizes[(s * items)..<((s + 1) * items)].map { size in
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
        let sizes = Self.sizes(count: sections * items, seed: 13)
        let lineSections = (0..<sections).map { s in
            var section = LineSection()
            section.headerSize = Size(width: 30, height: 30)
            section.items = sizes[(s * items)..<((s + 1) * items)].map { size in
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

    /// The cases `lattice bench` runs, by name; each workload (its sizes) is built only when its
    /// case runs, so a million-item case does not hold memory while another is measured. The
    /// first two are required by CommandLineContract §2.6.
    static func all(quick: Bool) -> [(name: String, make: () -> BenchWorkload)] {
        if quick {
            return [("list-1x10k", { list(sections: 1, items: 10_000, name: "list-1x10k") }),
                    ("list-100x100", { list(sections: 100, items: 100, name: "list-100x100") }),
                    ("aligned-1x10k", { aligned(sections: 1, items: 10_000, name: "aligned-1x10k") }),
                    ("aligned-100x100", { aligned(sections: 100, items: 100, name: "aligned-100x100") }),
                    ("line-1x10k", { line(sections: 1, items: 10_000, name: "line-1x10k") }),
                    ("line-100x100", { line(sections: 100, items: 100, name: "line-100x100") }),
                    ("uikit-list-1x10k", { uikitList(sections: 1, items: 10_000, name: "uikit-list-1x10k") }),
                    ("uikit-list-100x100", { uikitList(sections: 100, items: 100, name: "uikit-list-100x100") })]
        }
        return [
            ("list-1x1M", { list(sections: 1, items: 1_000_000, name: "list-1x1M") }),
            ("list-10000x100", { list(sections: 10_000, items: 100, name: "list-10000x100") }),
            ("aligned-1x1M", { aligned(sections: 1, items: 1_000_000, name: "aligned-1x1M") }),
            ("aligned-10000x100", { aligned(sections: 10_000, items: 100, name: "aligned-10000x100") }),
            ("line-1x1M", { line(sections: 1, items: 1_000_000, name: "line-1x1M") }),
            ("line-10000x100", { line(sections: 10_000, items: 100, name: "line-10000x100") }),
            ("uikit-list-1x1M", { uikitList(sections: 1, items: 1_000_000, name: "uikit-list-1x1M") }),
            ("uikit-list-10000x100", { uikitList(sections: 10_000, items: 100, name: "uikit-list-10000x100") }),
        ]
    }
}
