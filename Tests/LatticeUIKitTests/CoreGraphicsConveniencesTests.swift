import LatticeUIKit
import Testing

/// CoreGraphics' geometry conveniences iOS layouts call, with Apple's meaning (CGGeometry's
/// reference: rectangles are standardized before anything is computed from them; a point on a
/// rectangle's max edge is outside it). Some are Linux Foundation's and some lattice's
/// (`equalTo`, `CGVector`): both are checked here, since layouts rely on all of them alike.
struct CoreGraphicsConveniencesTests {
    @Test func equalToComparesStandardizedRectanglesAndExactSizesAndPoints() {
        // (10, 10, −10, −10) standardized is (0, 0, 10, 10).
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
        #expect(CGRect.null.equalTo(CGRect.null))
        // A size is not standardized: 1 x −1 is not 1 x 1.
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 1, height: -1).equalTo(CGSize(width: 1, height: 1)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    }

    @Test func integralAndStandardized() {
        // (1.5, 2.5, −3, 4) standardized: x 1.5 − 3 = −1.5, width 3 → (−1.5, 2.5, 3, 4).
        let r = CGRect(x: 1.5, y: 2.5, width: -3, height: 4)
        #expect(r.standardized == CGRect(x: -1.5, y: 2.5, width: 3, height: 4))
        // Integral: min edges floored (−2, 2), max edges ceiled (ceil 1.5 = 2, ceil 6.5 = 7):
        // width 2 − (−2) = 4, height 7 − 2 = 5.
        let i = r.integral
        #expect([i.origin.x, i.origin.y, i.size.width, i.size.height] == [-2, 2, 4, 5])
    }

    @Test func edgesAndMidpointsReadTheStandardizedRectangle() {
        // (10, 20, −30, 40): x runs from 10 − 30 = −20 to 10; mid −5; y 20…60.
        let r = CGRect(x: 10, y: 20, width: -30, height: 40)
        #expect([r.minX, r.midX, r.maxX, r.width] == [-20, -5, 10, 30])
        #expect([r.minY, r.midY, r.maxY, r.height] == [20, 40, 60, 40])
    }

    @Test func insetOffsetUnionIntersection() {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        // 10 off each side, 5 off top and bottom: (10, 5, 100 − 20, 100 − 10).
        #expect(square.insetBy(dx: 10, dy: 5) == CGRect(x: 10, y: 5, width: 80, height: 90))
        // Insetting by more than half the width leaves nothing: the null rectangle.
        #expect(square.insetBy(dx: 60, dy: 0).isNull)
        #expect(square.offsetBy(dx: 5, dy: -5) == CGRect(x: 5, y: -5, width: 100, height: 100))
        let a = CGRect(x: 0, y: 0, width: 10, height: 10), b = CGRect(x: 20, y: 20, width: 10, height: 10)
        // The union spans 0…30 both ways; null is the union's identity.
        #expect(a.union(b) == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(CGRect.null.union(a) == a)
        // Overlap of (0…10) and (5…15) is 5…10; disjoint rectangles meet in the null rectangle.
        #expect(a.intersection(CGRect(x: 5, y: 5, width: 10, height: 10)) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(b).isNull)
    }

    @Test func containsExcludesTheMaxEdges() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(CGPoint(x: 0, y: 5)))           // min edge: inside
        #expect(!r.contains(CGPoint(x: 10, y: 5)))         // max edge x = 10: outside
        #expect(r.contains(CGRect(x: 2, y: 2, width: 8, height: 8)))    // reaches 10, not past
        #expect(!r.contains(CGRect(x: 2, y: 2, width: 9, height: 8)))   // reaches 11
    }

    @Test func dividedCutsASliceFromTheNamedEdge() {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        // 30 from the top: slice y 0…30, remainder 30…100.
        let top = square.divided(atDistance: 30, from: .minYEdge)
        #expect(top.slice == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(top.remainder == CGRect(x: 0, y: 30, width: 100, height: 70))
        // 40 from the right: slice x 100 − 40 = 60…100, remainder 0…60.
        let right = square.divided(atDistance: 40, from: .maxXEdge)
        #expect(right.slice == CGRect(x: 60, y: 0, width: 40, height: 100))
        #expect(right.remainder == CGRect(x: 0, y: 0, width: 60, height: 100))
        // More than the width: the slice is everything, the remainder empty at the far edge.
        let all = square.divided(atDistance: 140, from: .minXEdge)
        #expect(all.slice == square)
        #expect(all.remainder.width == 0 && all.remainder.minX == 100)
    }

    @Test func applyingATransformGivesTheBoundingBox() {
        // Scale (2, 3) of (10, 20, 30, 40): x 20…80, y 60…180.
        let scaled = CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransform(scaleX: 2, y: 3))
        #expect(scaled == CGRect(x: 20, y: 60, width: 60, height: 120))
        // A quarter turn (+x towards +y) of (0, 0, 10, 20): (x, y) ↦ (−y, x), so x −20…0, y 0…10.
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 20) < 1e-9 && abs(turned.maxX) < 1e-9)
        #expect(abs(turned.minY) < 1e-9 && abs(turned.maxY - 10) < 1e-9)
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 5, y: 5)) == CGPoint(x: 6, y: 7))
    }

    @Test func vectorsHoldTheirComponents() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(v != .zero)
    }
}
