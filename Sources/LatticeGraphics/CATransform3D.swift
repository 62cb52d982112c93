#if !canImport(Darwin)
import Foundation

/// QuartzCore's `CATransform3D`: a 4 x 4 matrix applied to row vectors, as Core Animation's is:
/// a point (x, y, z) maps to (x·m11 + y·m21 + z·m31 + m41, …) divided by
/// w = x·m14 + y·m24 + z·m34 + m44. Setting `m34 = -1 / d` gives the perspective of an eye at
/// distance `d`. Not `Equatable`, as on Apple platforms: compare with
/// `CATransform3DEqualToTransform`.
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
    /// All zeros, as `CATransform3D()` is on Apple platforms (a C structure's zero value, not the
    /// identity: start from `CATransform3DIdentity`).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The sixteen entries, row by row.
    var rows: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
    init(rows m: [CGFloat]) {
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { CATransform3DEqualToTransform(t, CATransform3DIdentity) }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.rows == b.rows }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); the identity when the axis has no
/// length. About (0, 0, 1) it turns +x towards +y, as `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle))), k = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors.
    return CATransform3D(m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
                         m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
                         m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b` (the matrix product a·b).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var out = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            out[i * 4 + j] = (0..<4).reduce(0) { $0 + x[i * 4 + $1] * y[$1 * 4 + j] }
        }
    }
    return CATransform3D(rows: out)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none (as Apple's).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [t | I].
    var m = t.rows, inv = CATransform3DIdentity.rows
    for col in 0..<4 {
        let pivot = (col..<4).max { abs(m[$0 * 4 + col]) < abs(m[$1 * 4 + col]) }!
        guard abs(m[pivot * 4 + col]) > 1e-12 else { return t }
        for k in 0..<4 { m.swapAt(col * 4 + k, pivot * 4 + k); inv.swapAt(col * 4 + k, pivot * 4 + k) }
        let p = m[col * 4 + col]
        for k in 0..<4 { m[col * 4 + k] /= p; inv[col * 4 + k] /= p }
        for row in 0..<4 where row != col {
            let f = m[row * 4 + col]
            guard f != 0 else { continue }
            for k in 0..<4 { m[row * 4 + k] -= f * m[col * 4 + k]; inv[row * 4 + k] -= f * inv[col * 4 + k] }
        }
    }
    return CATransform3D(rows: inv)
}

/// `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// True when `t` maps the plane z = 0 to itself without perspective: it is a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// `CATransform3DGetAffineTransform`: the affine part (the entries that act on x and y).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
#endif
