import LatticeLayout
import LatticeRender

/// Scrolling (keys, wheel, pages, ends, flings) and the layout's options (`d` `s` `e` `]` `[`
/// `}` `{`, zoom): the two concerns that move what the viewport shows.
extension ViewerModel {
    mutating func applyScroll(_ action: Action.ScrollAction) {
        // A scroll key stops a fling, as a touch stops a decelerating UIScrollView.
        if case .fling = action {} else { animations.stopFling() }
        let d = direction, cv = collectionView
        let row = 2 * pointsPerColumn, col = pointsPerColumn
        switch action {
        case .by(let dx, let dy):
            let rest = panFirst(dx: dx, dy: dy)
            cv.scroll(by: Point(x: Double(rest.dx) * col, y: Double(rest.dy) * row))
        case .wheel(let steps):
            applyScroll(d == .vertical ? .by(dx: 0, dy: 3 * steps) : .by(dx: 3 * steps, dy: 0))
        case .wheelAcross(let steps):
            // Over a layout with sections of their own sideways scroll, Shift+wheel scrolls one.
            if sidewaysSection != nil { applyScroll(.sideways(steps)); return }
            applyScroll(d == .vertical ? .by(dx: 3 * steps, dy: 0) : .by(dx: 0, dy: 3 * steps))
        case .page(let n):
            cv.scroll(by: Point(s: Double(n) * cv.viewportSize.s(d), f: 0, d))
        case .halfPage(let n):
            cv.scroll(by: Point(s: Double(n) * cv.viewportSize.s(d) / 2, f: 0, d))
        case .home:
            let o = cv.contentOffset
            cv.setContentOffset(Point(s: cv.minimumContentOffset.s(d), f: o.f(d), d), clamped: true)
        case .end:
            let o = cv.contentOffset
            cv.setContentOffset(Point(s: cv.maximumContentOffset.s(d), f: o.f(d), d), clamped: true)
        case .fling(let sign):
            fling(sign)
        case .sideways(let steps):
            scrollSideways(by: Double(3 * steps) * (d == .vertical ? col : row))
        case .flingSideways(let sign):
            flingSideways(sign)
        }
    }

    mutating func applyKnob(_ action: Action.KnobAction) {
        switch action {
        case .toggleDirection:
            guard supports(.scrollDirection, "scrolls \(direction == .vertical ? "vertically" : "horizontally") only") else { return }
            let o = collectionView.contentOffset
            changeKnobs { $0.scrollDirection = $0.scrollDirection.toggled }
            // The scroll position carries over to the new scroll axis.
            collectionView.setContentOffset(Point(x: o.y, y: o.x), clamped: true)
            if scene.fixedViewport == nil { syncViewport() } else { refit() }
            if let why = layout.hiddenSupplementaryReason { message = (why, false) }
        case .toggleSticky:
            guard layout.supportedKnobs.contains(.stickyHeaders) else {
                message = (layout.noStickyHeadersReason, false)
                return
            }
            changeKnobs { $0.stickyHeaders.toggle() }
        case .toggleStretch:
            guard supports(.stretchToEdge, "has no stretchToEdge") else { return }
            changeKnobs { $0.stretchToEdge.toggle() }
        case .yOffset(let n):
            guard supports(.stickyHeaderYOffset, "has no stickyHeaderYOffset") else { return }
            let step = scrollAxisStep
            changeKnobs { $0.stickyHeaderYOffset += Double(n) * step }
        case .topInset(let n):
            guard supports(.topContentInset, "has no topContentInset") else { return }
            let step = scrollAxisStep
            changeKnobs { $0.topContentInset += Double(n) * step }
        case .zoom(let n):
            let z = Swift.min(Swift.max(zoomIndex - n, 0), ZoomLadder.steps.count - 1)
            if z == zoomIndex { message = (n > 0 ? "fully zoomed in" : "fully zoomed out", false); return }
            zoomIndex = z; userZoomed = true
            syncViewport()
        case .textSize(let n): stepContentSizeCategory(by: n)
        }
    }

    /// True when the layout has the knob; else says so (`the aligned layout has no …`).
    mutating func supports(_ knob: KnobSupport, _ otherwise: String) -> Bool {
        if layout.supportedKnobs.contains(knob) { return true }
        message = ("the \(layout.layoutName) layout \(otherwise)", false)
        return false
    }

    /// Changes layout options in place and lets the layout recompute what it invalidated.
    mutating func changeKnobs(_ change: (inout LayoutKnobs) -> Void) {
        var k = layout.knobs
        change(&k)
        guard k != layout.knobs else { return }
        stopAnimations()
        layout.knobs = k
        collectionView.layoutIfNeeded()
    }
}
