#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable run of plain values in one `malloc`ed block: what the composer
/// appends nodes, links, text and open collections to, about ten times per
/// YAML event.
///
/// An `Array` checks that its buffer is not shared before every change
/// (`isUniquelyReferenced`) and appends a buffer of bytes through the
/// generic `append(contentsOf:)`; on the composer's path those checks were
/// about a tenth of composing (issue 20). This buffer is noncopyable, so it
/// cannot be shared and needs no check; its elements are `BitwiseCopyable`,
/// so growing is a `realloc` and nothing needs destroying. `finish()` hands
/// the block, trimmed to its count, to a `NodeStore` without copying it.
///
/// Indices are checked (`precondition`): a wrong index is a crash, never a
/// read past the block.
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  /// An empty buffer with room for `capacity` elements before it grows.
  init(capacity: Int = 16) {
    self.capacity = max(1, capacity)
    base = Self.allocate(self.capacity)
  }

  deinit { free(base) }

  var isEmpty: Bool { count == 0 }

  /// The elements, lent: valid until the buffer next changes.
  var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

  subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < count, "GrowableBuffer index out of range")
      return UnsafePointer(base + index)
    }
    unsafeMutableAddress {
      precondition(index >= 0 && index < count, "GrowableBuffer index out of range")
      return base + index
    }
  }

  var last: Element? { count == 0 ? nil : base[count - 1] }

  mutating func append(_ element: Element) {
    if count == capacity { grow(toHold: count + 1) }
    (base + count).initialize(to: element)
    count += 1
  }

  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    guard let source = elements.baseAddress, elements.count > 0 else { return }
    if capacity - count < elements.count { grow(toHold: count + elements.count) }
    (base + count).initialize(from: source, count: elements.count)
    count += elements.count
  }

  @discardableResult
  mutating func removeLast() -> Element {
    precondition(count > 0, "removeLast on an empty GrowableBuffer")
    count -= 1
    return base[count]
  }

  mutating func popLast() -> Element? { count == 0 ? nil : removeLast() }

  /// Drops the elements from `index` on.
  mutating func removeSuffix(from index: Int) {
    precondition(index >= 0 && index <= count, "GrowableBuffer suffix out of range")
    count = index
  }

  /// Drops every element and keeps the block for reuse.
  mutating func removeAll() { count = 0 }

  /// The block, trimmed to the elements, for a reader that frees it with
  /// `free` (a `NodeStore`).
  consuming func finish() -> UnsafeBufferPointer<Element> {
    let trimmed = Self.reallocate(base, max(1, count))
    let elements = UnsafeBufferPointer(start: trimmed, count: count)
    discard self
    return elements
  }

  private mutating func grow(toHold needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    base = Self.reallocate(base, newCapacity)
    capacity = newCapacity
  }

  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Element> {
    let (bytes, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
    guard !overflow, let raw = malloc(max(1, bytes)) else { fatalError("out of memory for \(capacity) elements") }
    return raw.bindMemory(to: Element.self, capacity: capacity)
  }

  private static func reallocate(_ base: UnsafeMutablePointer<Element>, _ capacity: Int) -> UnsafeMutablePointer<Element> {
    let (bytes, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
    guard !overflow, let raw = realloc(base, max(1, bytes)) else { fatalError("out of memory for \(capacity) elements") }
    return raw.bindMemory(to: Element.self, capacity: capacity)
  }
}
