/// A strict reader of the HTML report: what an HTML5 parser reads without
/// error recovery, in the polyglot subset the report keeps to. It returns
/// the problems found (empty when the page is clean) and the ids, so tests
/// can say what is wrong rather than that a browser would cope.
///
///     HTMLChecker.problems(in: "<!DOCTYPE html><html lang=\"en\"><p>a</html>")
///     // ["</html> closes <p>, opened at 31"]
enum HTMLChecker {
  static let voidElements: Set<String> = ["meta", "br", "hr", "img", "input", "link", "wbr", "col", "area", "base", "source"]

  static func problems(in page: String) -> [String] {
    var problems: [String] = []
    let characters = Array(page.unicodeScalars)
    var index = 0
    var stack: [(name: String, at: Int)] = []
    var ids: Set<String> = []
    func peek(_ text: String) -> Bool {
      let scalars = Array(text.unicodeScalars)
      guard index + scalars.count <= characters.count else { return false }
      return Array(characters[index..<index + scalars.count]) == scalars
    }
    func checkReference(at position: Int) -> Int? {
      // &name; or &#digits; — returns the index after it.
      var end = position + 1
      while end < characters.count, end - position < 12, characters[end] != ";" {
        guard characters[end].properties.isAlphabetic || ("0"..."9").contains(characters[end]) || characters[end] == "#" else { return nil }
        end += 1
      }
      guard end < characters.count, characters[end] == ";" else { return nil }
      let name = String(String.UnicodeScalarView(characters[(position + 1)..<end]))
      guard ["amp", "lt", "gt", "quot", "#39", "#10", "#9"].contains(name) || name.hasPrefix("#") else { return nil }
      if name == "#13" { return nil }
      return end + 1
    }
    guard peek("<!DOCTYPE html>") else { return ["the page does not start with <!DOCTYPE html>"] }
    index += "<!DOCTYPE html>".unicodeScalars.count
    while index < characters.count {
      let scalar = characters[index]
      if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) {
        problems.append("control character U+\(String(scalar.value, radix: 16)) at \(index)")
      }
      if scalar == "&" {
        if let next = checkReference(at: index) { index = next } else {
          problems.append("a bare & at \(index)")
          index += 1
        }
        continue
      }
      guard scalar == "<" else {
        if scalar == ">" { problems.append("a bare > at \(index)") }
        index += 1
        continue
      }
      let start = index
      index += 1
      let closing = index < characters.count && characters[index] == "/"
      if closing { index += 1 }
      var name = ""
      while index < characters.count, characters[index].properties.isAlphabetic || ("0"..."9").contains(characters[index]) || characters[index] == "-" {
        name.unicodeScalars.append(characters[index])
        index += 1
      }
      guard !name.isEmpty else {
        problems.append("a bare < at \(start)")
        continue
      }
      var selfClosing = false
      // Attributes: name="value", values with no < and only known references.
      while index < characters.count, characters[index] != ">" {
        let c = characters[index]
        if c == " " || c == "\n" { index += 1; continue }
        if c == "/" {
          selfClosing = true
          index += 1
          continue
        }
        var attribute = ""
        while index < characters.count, !" =>/".unicodeScalars.contains(characters[index]) {
          attribute.unicodeScalars.append(characters[index])
          index += 1
        }
        guard index < characters.count, characters[index] == "=" else {
          if attribute.isEmpty {
            problems.append("<\(name)> at \(start): unexpected \(characters[index])")
            index += 1
          }
          continue  // a boolean attribute (open)
        }
        index += 1
        guard index < characters.count, characters[index] == "\"" else {
          problems.append("<\(name) \(attribute)=…> at \(start): the value is not double-quoted")
          continue
        }
        index += 1
        var value = ""
        while index < characters.count, characters[index] != "\"" {
          if characters[index] == "<" { problems.append("< in an attribute of <\(name)> at \(start)") }
          if characters[index] == "&" {
            guard let next = checkReference(at: index) else {
              problems.append("a bare & in an attribute of <\(name)> at \(start)")
              index += 1
              continue
            }
            value += String(String.UnicodeScalarView(characters[index..<next]))
            index = next
            continue
          }
          value.unicodeScalars.append(characters[index])
          index += 1
        }
        index += 1
        if attribute == "id", !closing, !ids.insert(value).inserted { problems.append("duplicate id \(value)") }
      }
      index += 1
      if closing {
        guard let open = stack.popLast() else {
          problems.append("</\(name)> at \(start) closes nothing")
          continue
        }
        if open.name != name { problems.append("</\(name)> at \(start) closes <\(open.name)>, opened at \(open.at)") }
        continue
      }
      let inSVG = name == "svg" || stack.contains { $0.name == "svg" }
      if selfClosing {
        if !voidElements.contains(name) && !inSVG { problems.append("<\(name)/> at \(start): not a void element") }
        continue
      }
      if voidElements.contains(name) { continue }
      if name == "style" || name == "title" {
        // Raw text up to its end tag.
        let end = "</\(name)>"
        while index < characters.count, !peek(end) {
          if name == "title", characters[index] == "<" { problems.append("< in <title>") }
          index += 1
        }
        index += end.unicodeScalars.count
        continue
      }
      stack.append((name, start))
    }
    for open in stack { problems.append("<\(open.name)> opened at \(open.at) is never closed") }
    return problems
  }
}
