/// The transform a UIKit layout gave one element (`UICollectionViewLayoutAttributes.transform3D`,
/// or `transform` as a 3D transform), kept beside its frame so that what draws the element can
/// draw its true shape. The attributes' `frame` is already the bounding box of the transformed
/// bounds (what the viewer and `render` draw); `export --svg` draws `corners`.
public struct ElementTransform: Hashable, Sendable {
    /// `m11 … m44`, row by row, in Core Animation's convention (row vectors: a point (x, y, 0)
    /// maps to (x·m11 + y·m21 + m41, x·m12 + y·m22 + m42) / (x·m14 + y·m24 + m44)).
    public var matrix: [Double]
    /// The untransformed size (`bounds.size`).
    public var size: Size
    /// The point the transform is applied about (`center`).
    public var center: Point

    public init(matrix: [Double], size: Size, center: Point) {
        self.matrix = matrix.count == 16 ? matrix : ElementTransform.identityMatrix
        self.size = size; self.center = center
    }

    public static let identityMatrix: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// True when the matrix maps the plane to itself without perspective (a `CGAffineTransform`).
    public var isAffine: Bool {
        let m = matrix
        return m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0
            && m[10] == 1 && m[11] == 0 && m[14] == 0 && m[15] == 1
    }

    /// `(a, b, c, d, tx, ty)`: the affine part, as `CGAffineTransform` names it.
    public var affine: [Double] { [matrix[0], matrix[1], matrix[4], matrix[5], matrix[12], matrix[13]] }

    /// Where the point (x, y) of the bounds, measured from the centre, lands in the content.
    /// Behind the eye (w ≤ 0) the perspective division is skipped.
    public func apply(_ x: Double, _ y: Double) -> Point {
        let m = matrix
        let w = x * m[3] + y * m[7] + m[15]
        let d = w > 1e-9 ? w : 1
        return Point(x: center.x + (x * m[0] + y * m[4] + m[12]) / d,
                     y: center.y + (x * m[1] + y * m[5] + m[13]) / d)
    }

    /// The transformed corners, clockwise from the top left of the bounds.
    public var corners: [Point] {
        let hw = size.width / 2, hh = size.height / 2
        return [apply(-hw, -hh), apply(hw, -hh), apply(hw, hh), apply(-hw, hh)]
    }

    /// The smallest rectangle holding `corners`: the element's frame.
    public var boundingBox: Rect {
        let c = corners
        let xs = c.map(\.x), ys = c.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
