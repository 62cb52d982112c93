import LatticeUIKit
import Testing

/// Exact for the values here (scales by powers of two, translations by integers); rotations are
/// compared to 1e-9.
private func close(_ a: CGRect, _ b: CGRect, _ e: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) < e && abs(a.minY - b.minY) < e && abs(a.width - b.width) < e && abs(a.height - b.height) < e
}

@MainActor
@Suite struct TransformTests {
    @Test func affineTransformsComposeInUIKitsOrder() {
        let p = CGPoint(x: 10, y: 20)
        // Scale (2, 3) then translate (5, −1): (10·2 + 5, 20·3 − 1) = (25, 59).
        let st = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: -1))
        #expect(p.applying(st) == CGPoint(x: 25, y: 59))
        // Translate then scale: ((10 + 5)·2, (20 − 1)·3) = (30, 57).
        let ts = CGAffineTransform(translationX: 5, y: -1).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(p.applying(ts) == CGPoint(x: 30, y: 57))
        // `t.scaledBy` puts the scale before `t`: the scale, then the translation, as `st`.
        #expect(p.applying(CGAffineTransform(translationX: 5, y: -1).scaledBy(x: 2, y: 3)) == CGPoint(x: 25, y: 59))
        #expect(st.inverted().concatenating(st) == .identity)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))   // not invertible
        // A quarter turn takes +x to +y: (1, 0) → (0, 1).
        let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(q.x) < 1e-12 && abs(q.y - 1) < 1e-12)
        // A rect: the bounding box of its transformed corners. (0,0,10,20) turned a quarter:
        // corners (0,0) (10,0) (0,20) (10,20) → (0,0) (0,10) (−20,0) (−20,10): x −20…0, y 0…10.
        #expect(close(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                      CGRect(x: -20, y: 0, width: 20, height: 10)))
        #expect(CGSize(width: 4, height: 6).applying(CGAffineTransform(scaleX: 0.5, y: 2)) == CGSize(width: 2, height: 12))
    }

    @Test func transform3DFunctionsComposeInCoreAnimationsOrder() {
        // Scale by 2 then translate by (10, 0, 0): m11 = 2, m41 = 10.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(t.m11 == 2 && t.m41 == 10 && t.m22 == 2 && t.m44 == 1)
        // CATransform3DTranslate(t, …) translates before t: the translation is scaled, m41 = 2·10.
        let u = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(u.m41 == 20)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t))))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(CATransform3D()))
        // About z, the 3D rotation is the affine one.
        let r = CATransform3DMakeRotation(0.3, 0, 0, 1), a = CGAffineTransform(rotationAngle: 0.3)
        #expect(abs(r.m11 - a.a) < 1e-12 && abs(r.m12 - a.b) < 1e-12 && abs(r.m21 - a.c) < 1e-12 && CATransform3DIsAffine(r))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a)) == a)
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
    }

    @Test func aScaledCellsFrameIsItsTransformedBoundingBox() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 100, y: 200, width: 100, height: 50)       // centre (150, 225)
        a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // 100 x 50 halved about the centre: 50 x 25 at (150 − 25, 225 − 12.5).
        #expect(a.frame == CGRect(x: 125, y: 212.5, width: 50, height: 25))
        #expect(a.center == CGPoint(x: 150, y: 225) && a.size == CGSize(width: 100, height: 50))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(a.transform3D.m11 == 0.5 && a.transform3D.m22 == 0.5)
        // Setting the frame sets centre and (untransformed) size; the transform stays:
        // a 40 x 20 frame at (0, 0) → centre (20, 10), drawn 20 x 10 about it.
        a.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(a.center == CGPoint(x: 20, y: 10) && a.size == CGSize(width: 40, height: 20))
        #expect(a.frame == CGRect(x: 10, y: 5, width: 20, height: 10))
        let copy = a.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.isEqual(a) && copy.frame == a.frame)
        copy.transform = .identity
        #expect(!copy.isEqual(a) && copy.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func aQuarterTurnAndAPerspectiveTiltAreBoundedToo() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 50)           // centre (50, 25)
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turned a quarter, 100 x 50 stands 50 x 100 about (50, 25): x 25…75, y −25…75.
        #expect(close(a.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        // Perspective: a turn of 60° about y, then m34 = −1/500. Row vectors: the turn has
        // m11 = cos60, m13 = −sin60; after the concat m14 = m13·m34 = sin60/500. A corner (x, y)
        // of the bounds (x = ±50, y = ±25 from the centre) lands at (x·cos60, y) / w with
        // w = 1 + x·sin60/500: the right edge (w > 1) shrinks, the left edge (w < 1) grows.
        // Right: x' = 25 / wRight; left: x' = −25 / wLeft; the tallest edge is the left,
        // y' = ±25 / wLeft. The centre (50, 25) is added back.
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        a.transform3D = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), p)
        let s = sin(Double.pi / 3)
        let wRight = 1 + 50 * s / 500, wLeft = 1 - 50 * s / 500
        let expected = CGRect(x: 50 - 25 / wLeft, y: 25 - 25 / wLeft, width: 25 / wRight + 25 / wLeft, height: 50 / wLeft)
        #expect(close(a.frame, expected, 1e-9))
        #expect(!CATransform3DIsAffine(a.transform3D))
    }
}
