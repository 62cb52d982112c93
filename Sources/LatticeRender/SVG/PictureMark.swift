import LatticeLayout

/// The kinds of mark a layout picture is made of, each with its role (the colour meaning shared
/// with the terminal, `Palette`) and its name in the legend. One drawing per mark serves both the
/// picture and the legend's swatch.
enum PictureMark: CaseIterable {
    case cell, header, pinnedHeader, ghost, footer, supplementary, decoration
    /// SWCollectionViewLineLayout's line, grips, tails, line labels and start / end arrows.
    case line, grip, tail, lineLabel, arrow
    case viewport, content

    /// The mark of a layout element.
    init(_ a: LayoutAttributes) {
        switch a.category {
        case .cell: self = .cell
        case .supplementary where ElementKind.isSectionHeader(a.kind):
            self = a.isPinned ? .pinnedHeader : .header
        case .supplementary where ElementKind.isSectionFooter(a.kind): self = .footer
        case .supplementary where a.kind == LineElementKind.itemGrip: self = .grip
        case .supplementary where a.kind == LineElementKind.itemTail: self = .tail
        case .supplementary where a.kind == LineElementKind.itemLineLabel: self = .lineLabel
        case .supplementary: self = .supplementary
        case .decoration where a.kind == LineElementKind.line: self = .line
        case .decoration where a.kind == LineElementKind.arrow: self = .arrow
        case .decoration: self = .decoration
        }
    }

    /// The role whose colour the mark takes.
    var role: CellRole {
        switch self {
        case .cell: return .cell
        case .header: return .header
        case .pinnedHeader: return .pinnedHeader
        case .ghost: return .ghost
        case .footer: return .footer
        case .supplementary: return .supplementary
        case .decoration: return .decoration
        case .line: return .line
        case .grip: return .grip
        case .tail: return .tail
        case .lineLabel: return .lineLabel
        case .arrow: return .lineArrow
        case .viewport: return .viewportEdge
        case .content: return .indicatorTrack
        }
    }

    var legendName: String {
        switch self {
        case .cell: return "cell"
        case .header: return "header"
        case .pinnedHeader: return "pinned header"
        case .ghost: return "resting place (pinned)"
        case .footer: return "footer"
        case .supplementary: return "supplementary view"
        case .decoration: return "decoration view"
        case .line: return "line"
        case .grip: return "grip"
        case .tail: return "tail"
        case .lineLabel: return "line label"
        case .arrow: return "start / end arrow"
        case .viewport: return "viewport (bounds)"
        case .content: return "content bounds"
        }
    }

    /// How much a filled mark is filled (0: outline only).
    var fillOpacity: Double {
        switch self {
        case .cell, .supplementary: return 0.18
        case .header: return 0.5
        case .pinnedHeader: return 0.75
        case .footer: return 0.4
        case .decoration: return 0.3
        case .line, .grip, .arrow: return 1
        case .ghost, .tail, .lineLabel, .viewport, .content: return 0
        }
    }

    /// Dashes of the outline, in pixels (nil: solid).
    var dashes: (Double, Double)? {
        switch self {
        case .ghost: return (5, 3)
        case .content: return (2, 3)
        default: return nil
        }
    }

    /// Outline width in pixels (0: no outline).
    var strokeWidth: Double {
        switch self {
        case .viewport: return 2
        case .pinnedHeader, .ghost: return 1.5
        case .line, .grip, .arrow, .lineLabel: return 0
        default: return 1
        }
    }
}
