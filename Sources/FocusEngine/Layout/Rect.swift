/// A frame in scene coordinates: x grows rightwards, y downwards (F2).
///
///     let frame = Rect(x: 16, y: 100, width: 358, height: 44)
///     frame.midY          // 122
///     frame.description   // "[16, 100, 358, 44]"
public struct Rect: Sendable, Hashable, CustomStringConvertible, Encodable {
  /// The left edge.
  public var x: Double
  /// The top edge (y grows downwards).
  public var y: Double
  /// The width; zero for a node that takes no space.
  public var width: Double
  /// The height; zero for a node that takes no space.
  public var height: Double

  /// A frame from its origin (top left) and size:
  ///
  ///     Rect(x: 0, y: 40, width: 200, height: 30).maxY   // 70
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The left edge, `x`.
  public var minX: Double { x }
  /// The top edge, `y`.
  public var minY: Double { y }
  /// The right edge, `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }
  /// The horizontal centre, which directional moves measure from (F20).
  public var midX: Double { x + width / 2 }
  /// The vertical centre, which directional moves measure from (F20).
  public var midY: Double { y + height / 2 }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    let maxX = Swift.max(self.maxX, other.maxX)
    let maxY = Swift.max(self.maxY, other.maxY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// `[x, y, width, height]`, as `frame:` in scenario files and traces.
  public var description: String {
    "[\(Value.format(number: x)), \(Value.format(number: y)), \(Value.format(number: width)), \(Value.format(number: height))]"
  }
}
