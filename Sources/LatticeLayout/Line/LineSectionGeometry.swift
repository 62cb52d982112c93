/// What the line layout keeps about one section after `prepare()` (one value per section in a
/// flat array). Item frames live in the layout's flat per-item arrays; this holds the section's
/// own frames (header, footer, line) and where its items sit in those arrays.
struct LineSectionGeometry: FlatItemsSection {
    /// Header along the scroll axis (length 0: no header). Across, it spans the whole content.
    var headerS: Double = 0
    var headerLen: Double = 0
    /// Footer along the scroll axis (length 0: no footer).
    var footerS: Double = 0
    var footerLen: Double = 0
    /// Where the next section starts.
    var endS: Double = 0
    /// The box (content width minus the section inset) across the scroll axis
    /// (LineLayoutRules §2.1).
    var boxMinF: Double = 0
    var boxLenF: Double = 0
    /// The item area along the scroll axis.
    var areaStartS: Double = 0
    var areaEndS: Double = 0
    /// The first item's start and the latest item end: the line runs between them.
    /// +inf / -inf without items.
    var firstItemS: Double = .infinity
    var lastItemEndS: Double = -.infinity
    /// The section's items in the flat per-item arrays.
    var items: Range<Int> = 0 ..< 0
    /// The extent along the scroll axis of every element of the section (for rect queries).
    var lo: Double = .infinity
    var hi: Double = -.infinity
    /// How many of its items were narrowed to their side's room (for `warnings`).
    var narrowedCount: Int = 0

    /// The line's centre across the scroll axis.
    @inline(__always) var lineCentreF: Double { boxMinF + boxLenF / 2 }
}

/// The keys by which queries binary-search the sections (one value per section, kept in
/// `LineLayout.sectionKeys`), valid even when negative insets let sections overlap: each is a
/// running maximum from the first section or a running minimum from the last, so it does not
/// decrease with the section index. The four sit side by side in 32 bytes: the searches of one
/// scroll step (the arrows' two, the rect query's one) look for nearby sections, so they walk
/// the same few cache lines.
struct LineSectionKeys {
    /// The largest `hi` (extent end) of this and the earlier sections.
    var prefixMaxHi: Double
    /// The smallest `lo` (extent start) of this and the later sections.
    var suffixMinLo: Double
    /// The latest item end (`lastItemEndS`) of this and the earlier sections.
    var prefixMaxItemEnd: Double
    /// The earliest first item start (`firstItemS`) of this and the later sections.
    var suffixMinFirstItem: Double
}
