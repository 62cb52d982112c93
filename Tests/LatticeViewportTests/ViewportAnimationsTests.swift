import Testing
import LatticeLayout
import LatticeViewport

/// The viewport's animation clock in virtual time (`<wait 120ms>` steps).
@Suite struct ViewportAnimationsTests {
    @Test func transitionRunsFor250ms() {
        var clock = ViewportAnimations()
        var from = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        from.alpha = 0
        let to = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 40, width: 10, height: 10))
        clock.start(UpdateTransition(tracks: [.init(from: from, to: to)], curve: .linear))
        let all = Rect(x: -100, y: -100, width: 400, height: 400)
        #expect(clock.attributes(in: all) == [])            // alpha 0 at the start: not drawn
        clock.advance(byMilliseconds: 120)
        // Linear: 120 / 250 = 0.48 of the way → y 19.2, alpha 0.48.
        let mid = clock.attributes(in: all)
        #expect(mid?.count == 1 && mid?.first?.frame.y == 19.2 && mid?.first?.alpha == 0.48)
        clock.advance(byMilliseconds: 120)
        #expect(clock.isAnimating)
        clock.advance(byMilliseconds: 120)                   // 360 ms: done
        #expect(!clock.isAnimating && clock.attributes(in: all) == nil)
    }

    @Test func flingEndsOnItsTarget() {
        var clock = ViewportAnimations()
        let fling = Fling(start: .zero, velocity: Point(x: 0, y: 2000)) { _, _ in Point(x: 0, y: 300) }
        clock.start(fling)
        var last = Point.zero
        var steps = 0
        while clock.isAnimating, steps < 1000 {
            if let p = clock.advance(byMilliseconds: 120) { #expect(p.y >= last.y); last = p }
            steps += 1
        }
        #expect(last == Point(x: 0, y: 300))
        // 300 · 0.998ᵗ < 0.5 after ln(0.5/300)/ln 0.998 = 3195.3 ms: 27 steps of 120 ms.
        #expect(steps == 27)
    }
}
