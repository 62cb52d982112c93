import Testing
@testable import LatticeLayout

/// `HeaderPin.motion(takenAt:)`: the pin rule as exact linear pieces of the content offset, what
/// `export --html` hands its page. Taken at one offset, the motion must give the frame the
/// layout itself returns at every other offset.
@Suite struct OffsetMotionTests {
    /// ListLayoutRules §10.2's sticky walk, taken at offset 0: header 0 has lower 0 and upper
    /// 50 − 10 = 40 (section 1 starts at 50, the header is 10 long), and line = offset + 0, so
    /// its pieces are 0 until offset 0, then the offset, then 40 from offset 40. Header 1 (the
    /// last section, no upper) is 50 until offset 50, then the offset.
    @Test func theStickyWalkAsPieces() throws {
        let l = makeList(ListStickyHeaderTests.walk, options: ListStickyHeaderTests.sticky)
        let m0 = try #require(l.headerPin(section: 0)?.motion(takenAt: 0))
        let m1 = try #require(l.headerPin(section: 1)?.motion(takenAt: 0))
        typealias P = OffsetMotion.Piece
        #expect(m0.pieces == [P(from: -.infinity, intercept: 0, slope: 0), P(from: 0, intercept: 0, slope: 1), P(from: 40, intercept: 40, slope: 0)])
        #expect(m1.pieces == [P(from: -.infinity, intercept: 50, slope: 0), P(from: 50, intercept: 0, slope: 1)])
        // The walk's table: (offset, header 0 start, header 1 start).
        for (offset, h0, _, h1, _) in ListStickyHeaderTests.walkTable {
            #expect(m0.position(atOffset: offset) == h0, "offset \(offset)")
            #expect(m1.position(atOffset: offset) == h1, "offset \(offset)")
        }
        // Over the scroll range 0 … 50 (content 150, viewport 100): header 0 takes 0 … 40,
        // header 1 takes 50 … 50.
        #expect(m0.range(over: 0 ... 50) == 0 ... 40)
        #expect(m1.range(over: 0 ... 50) == 50 ... 50)
    }

    /// The offset terms move the pieces: with topContentInset 10 and stickyHeaderYOffset 5,
    /// line = offset + 15, so header 0 leaves its lower clamp 0 at offset −15 and reaches its
    /// upper 40 at offset 25.
    @Test func theLineTermsShiftThePieces() throws {
        var options = ListStickyHeaderTests.sticky
        options.topContentInset = 10
        options.stickyHeaderYOffset = 5
        let l = makeList(ListStickyHeaderTests.walk, options: options, offset: Point(x: 0, y: 30))
        let m = try #require(l.headerPin(section: 0)?.motion(takenAt: 30))
        #expect(m.pieces.map(\.from) == [-.infinity, -15, 25])
        #expect(m.position(atOffset: -15) == 0 && m.position(atOffset: 0) == 15 && m.position(atOffset: 25) == 40)
    }

    /// Upper below lower: a header is held at upper everywhere (upper wins), a footer at lower
    /// (lower wins), as `HeaderPin.pinnedHeaderStart` and `pinnedFooterStart` say.
    @Test func degenerateClampsFollowTheSharedArithmetic() throws {
        var pin = HeaderPin(section: 0, restingFrame: R(0, 10, 100, 10), frame: R(0, 10, 100, 10), line: 0,
                            lowerClamp: 10, upperClamp: 0, activeClamp: .upper, isPinnable: true, isPinned: true)
        #expect(pin.motion(takenAt: 0) == .constant(0))
        pin.element = .footer
        #expect(pin.motion(takenAt: 0) == .constant(10))
        pin.isPinnable = false
        #expect(pin.motion(takenAt: 0) == nil)
    }

    /// Random clamps, terms and offsets: the motion equals the shared pin arithmetic at every
    /// offset, for headers and footers. A fresh seed each run, printed on failure.
    @Test func piecesEqualThePinArithmetic() {
        let seed = UInt64.random(in: 0 ... .max)
        var g = SplitMix64(seed: seed)
        func value() -> Double { Double(Int(g.next() % 801)) / 4 - 100 }
        for _ in 0 ..< 2000 {
            let lower = value(), upper: Double? = g.next() % 5 == 0 ? nil : value()
            let takenAt = value(), k = value()
            let header = HeaderPin(section: 0, restingFrame: R(0, lower, 10, 10), frame: R(0, lower, 10, 10), line: takenAt + k,
                                   lowerClamp: lower, upperClamp: upper, activeClamp: .none, isPinnable: true, isPinned: false)
            var footer = header
            footer.element = .footer
            for _ in 0 ..< 8 {
                let o = value()
                let wantHeader = HeaderPin.pinnedHeaderStart(line: o + k, lower: lower, upper: upper).position
                #expect(header.motion(takenAt: takenAt)?.position(atOffset: o) == wantHeader,
                        "seed \(seed): lower \(lower) upper \(String(describing: upper)) k \(k) offset \(o)")
                if let upper {
                    let wantFooter = HeaderPin.pinnedFooterStart(line: o + k, lower: lower, upper: upper).position
                    #expect(footer.motion(takenAt: takenAt)?.position(atOffset: o) == wantFooter,
                            "seed \(seed): footer lower \(lower) upper \(upper) k \(k) offset \(o)")
                }
            }
        }
    }

    /// The aligned layout (AlignedLayoutRules §10), taken at one offset, predicts its own pinned
    /// frames at others.
    @Test func theAlignedLayoutsMotionPredictsItsFrames() throws {
        let seed = UInt64.random(in: 0 ... .max)
        let (sections, options, width) = AlignedQueryTests.randomSections(seed: seed, negativeInsets: false, hangingCells: false)
        var pinning = options
        pinning.pinSectionHeaders = true
        let l = alignedLayout(sections, width: width, height: 200, options: pinning, offsetY: 0)
        let motions = (0 ..< l.numberOfSections).map { l.headerPin(section: $0)?.motion(takenAt: 0) }
        var g = SplitMix64(seed: seed ^ 0x5EED)
        for _ in 0 ..< 20 {
            let y = Double(Int(g.next() % 1200)) - 100
            l.collectionView.bounds.origin.y = y
            for s in 0 ..< l.numberOfSections {
                guard let pin = l.headerPin(section: s), let m = motions[s] else { continue }
                #expect(m.position(atOffset: y) == pin.frame.minY, "seed \(seed): section \(s) offset \(y)")
            }
        }
    }
}
