/// The cells of one group, laid out once per section: a section repeats one group, so every
/// repetition reuses these frames moved to the group's origin (CompositionalLayoutRules §3, §4.3).
struct CompositionalGroupShape: Sendable {
    /// The group's resolved size.
    var size: Size
    /// Every cell frame, relative to the group's origin, in slot order: leaves filled
    /// depth-first (CompositionalLayoutRules §3.9). Only leaves are kept: a group draws nothing
    /// (CompositionalLayoutRules §3.1).
    var leaves: [Rect] = []
    /// The bounding box of the group and its leaves, relative to the group's origin (a leaf
    /// may overhang its group, CompositionalLayoutRules §3.5).
    var reach: Rect
    /// True when the group made more slots than `maximumLeaves` and the rest were dropped.
    var isTruncated = false

    /// A cap on the cells of one group, so a zero-length item cannot fill a group forever.
    static let maximumLeaves = 10_000
    /// Slots whose end passes the group's end by less than this still fit
    /// (CompositionalLayoutRules §3.2).
    static let tolerance = 1e-6

    init(group: CompositionalGroup, size: Size) {
        self.size = size
        reach = Rect(x: 0, y: 0, width: size.width, height: size.height)
        layOut(group, size: size, origin: Point(x: 0, y: 0))
        for leaf in leaves { reach = reach.union(leaf) }
    }

    /// One slot of a group: the subitem placed, its slot size and its start along the group.
    private struct Slot {
        var subitem: CompositionalSubitem
        var size: Size
        var start: Double
    }

    /// Lays `group` out at `origin` with the resolved `size`, appending its leaves
    /// (CompositionalLayoutRules §3.8).
    private mutating func layOut(_ group: CompositionalGroup, size: Size, origin: Point) {
        if case let .custom(frames) = group.arrangement {
            for frame in frames {
                guard leaves.count < Self.maximumLeaves else { isTruncated = true; return }
                leaves.append(frame.offsetBy(dx: origin.x, dy: origin.y))
            }
            return
        }
        let along = group.axis.along
        for slot in Self.slots(of: group, size: size) {
            guard leaves.count < Self.maximumLeaves else { isTruncated = true; return }
            let frame = Rect(minS: slot.start, lenS: slot.size.s(along), minF: 0, lenF: slot.size.f(along), along)
                .offsetBy(dx: origin.x, dy: origin.y)
            switch slot.subitem {
            case let .item(item): leaves.append(Self.inset(frame, item))
            case let .group(nested): layOut(nested, size: slot.size, origin: frame.origin)
            }
        }
    }

    /// The cell inside its slot: the slot inset by the item's content insets, except on an
    /// estimated axis (CompositionalLayoutRules §2.2, §2.3); never narrower than zero.
    static func inset(_ slot: Rect, _ item: CompositionalItem) -> Rect {
        let i = item.contentInsets
        let h = item.layoutSize.widthDimension.isEstimated ? (0.0, 0.0) : (i.left, i.right)
        let v = item.layoutSize.heightDimension.isEstimated ? (0.0, 0.0) : (i.top, i.bottom)
        return Rect(x: slot.x + h.0, y: slot.y + v.0,
                    width: max(0, slot.width - h.0 - h.1), height: max(0, slot.height - v.0 - v.1))
    }

    /// The slots of one group along its axis (CompositionalLayoutRules §3.2 to §3.7); at most
    /// `maximumLeaves`.
    private static func slots(of group: CompositionalGroup, size: Size) -> [Slot] {
        guard let first = group.subitems.first else { return [] }
        let along = group.axis.along
        let spacing = group.interItemSpacing?.spacing ?? 0
        switch group.arrangement {
        case let .count(n):
            // CompositionalLayoutRules §3.4: n equal slots; the item's own length along the group
            // is ignored.
            let n = min(max(n, 0), maximumLeaves)
            guard n > 0 else { return [] }
            let length = max(0, (size.s(along) - Double(n - 1) * spacing) / Double(n))
            let cross = first.layoutSize.resolved(in: size).f(along)
            let slotSize = Size(s: length, f: cross, along)
            return (0 ..< n).map { Slot(subitem: first, size: slotSize, start: Double($0) * (length + spacing)) }
        case let .repeating(n):
            // CompositionalLayoutRules §3.5: n slots at the item's own size, overflowing ones
            // included.
            let n = min(max(n, 0), maximumLeaves)
            let slotSize = first.layoutSize.resolved(in: size)
            return (0 ..< n).map { Slot(subitem: first, size: slotSize, start: Double($0) * (slotSize.s(along) + spacing)) }
        case .subitems:
            return fittingSlots(of: group, size: size, spacing: spacing)
        case .custom:
            return []       // placed by their frames in layOut
        }
    }

    /// CompositionalLayoutRules §3.2: the subitems repeat from the leading edge while they fit (at
    /// least one slot); CompositionalLayoutRules §3.7: flexible spacing then shares what is left
    /// among the gaps.
    private static func fittingSlots(of group: CompositionalGroup, size: Size, spacing: Double) -> [Slot] {
        let along = group.axis.along
        let length = size.s(along)
        var slots: [Slot] = []
        var cursor = 0.0
        var index = 0
        while slots.count < maximumLeaves {
            let subitem = group.subitems[index % group.subitems.count]
            let slotSize = subitem.layoutSize.resolved(in: size)
            if !slots.isEmpty && cursor + slotSize.s(along) > length + tolerance { break }
            slots.append(Slot(subitem: subitem, size: slotSize, start: cursor))
            cursor += slotSize.s(along) + spacing
            index += 1
        }
        guard group.interItemSpacing?.isFlexible == true, slots.count > 1 else { return slots }
        let used = slots.reduce(0) { $0 + $1.size.s(along) } + Double(slots.count - 1) * spacing
        let gap = spacing + (length - used) / Double(slots.count - 1)
        cursor = 0
        for i in slots.indices {
            slots[i].start = cursor
            cursor += slots[i].size.s(along) + gap
        }
        return slots
    }
}
