import LatticeLayout

/// A captured element's `transform` (`CGAffineTransform`) or `transform3D` (`CATransform3D`),
/// kept beside the snapshot element (FixtureFormat §9a): the element's `frame` is already the
/// transformed bounding box, which is what lattice draws; the matrix is carried so that what
/// lattice writes keeps it.
public struct SnapshotTransform: Hashable, Sendable {
    /// `m11 … m44`, row by row (Core Animation's order; `ElementTransform.matrix`).
    public let matrix: [Double]

    /// A 3D transform from its 16 numbers (nil for another count).
    public init?(matrix3D: [Double]) {
        guard matrix3D.count == 16 else { return nil }
        matrix = matrix3D
    }

    /// An affine transform `[a, b, c, d, tx, ty]` (nil for another count), as Core Animation
    /// embeds it (`CATransform3DMakeAffineTransform`).
    public init?(affine t: [Double]) {
        guard t.count == 6 else { return nil }
        matrix = [t[0], t[1], 0, 0, t[2], t[3], 0, 0, 0, 0, 1, 0, t[4], t[5], 0, 1]
    }

    /// True when the matrix is an affine transform (`CATransform3DIsAffine`): written back as
    /// `transform`, else as `transform3D`.
    public var isAffine: Bool {
        let m = matrix
        return m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0
            && m[10] == 1 && m[11] == 0 && m[14] == 0 && m[15] == 1
    }

    /// `[a, b, c, d, tx, ty]` (meaningful when `isAffine`).
    public var affine: [Double] { [matrix[0], matrix[1], matrix[4], matrix[5], matrix[12], matrix[13]] }
}
