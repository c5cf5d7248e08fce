/// A frame in scene coordinates: x grows rightwards, y downwards (F2).
public struct Rect: Sendable, Hashable, CustomStringConvertible, Encodable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    let maxX = Swift.max(self.maxX, other.maxX)
    let maxY = Swift.max(self.maxY, other.maxY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  public var description: String {
    "[\(Value.format(number: x)), \(Value.format(number: y)), \(Value.format(number: width)), \(Value.format(number: height))]"
  }
}
