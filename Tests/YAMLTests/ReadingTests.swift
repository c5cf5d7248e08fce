import Foundation
import Testing

@testable import YAML

@Suite("Reading files and bytes")
struct ReadingTests {
  /// A fresh directory under the system temporary directory.
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("yaml-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("A file on disk is read with its path kept verbatim")
  func readsFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("a.yaml").path
    try Data("a: 1\n---\nb: [x]\n".utf8).write(to: URL(fileURLWithPath: path))
    let stream = try YAMLReader.read(path: path)
    #expect(stream.file.path == path)
    #expect(stream.documents.count == 2)
    #expect(stream.documents[1].root["b"]?.sequence?.first?.scalar?.text == "x")
  }

  @Test("A missing file or a directory is unreadable")
  func unreadable() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.yaml").path
    #expect(throws: Diagnostic.self) { try YAMLReader.read(path: missing) }
    do {
      _ = try YAMLReader.read(path: missing)
    } catch {
      #expect(error.code == .unreadableFile)
      #expect(error.location.description == "\(missing):1:1")
      #expect(error.message.contains("No such file"))
    }
    do {
      _ = try YAMLReader.read(path: directory.path)
      Issue.record("a directory was read")
    } catch {
      #expect(error.code == .unreadableFile)
      #expect(error.message.contains("directory"))
    }
  }

  @Test("A file over a small size limit is too large")
  func smallSizeLimit() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("a.yaml").path
    try Data("key: value\n".utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try YAMLReader.read(path: path, limits: YAMLReader.Limits(maxFileSize: 10))
      Issue.record("the file was read")
    } catch {
      #expect(error.code == .fileTooLarge)
      #expect(error.message == "file is 11 bytes, over the limit of 10 bytes")
    }
    #expect(try YAMLReader.read(path: path, limits: YAMLReader.Limits(maxFileSize: 11)).documents.count == 1)
    let inMemory = try #require(diagnostic("key: value\n", limits: YAMLReader.Limits(maxFileSize: 4)))
    #expect(inMemory.code == .fileTooLarge)
  }

  @Test("A real file just over 16 MiB is refused before parsing")
  func sixteenMebibytes() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.yaml").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(16 << 20) + 1)
    try handle.close()
    let clock = ContinuousClock()
    var failure: Diagnostic?
    let elapsed = clock.measure {
      do throws(Diagnostic) { _ = try YAMLReader.read(path: path) } catch { failure = error }
    }
    let found = try #require(failure)
    #expect(found.code == .fileTooLarge)
    #expect(found.message == "file is 16777217 bytes, over the limit of 16777216 bytes")
    #expect(elapsed < .milliseconds(500))
  }

  @Test("Invalid UTF-8 is reported at the line and column of the first bad byte")
  func invalidUTF8() throws {
    let bytes = Array("a: 1\nbé: x".utf8) + [0xFF] + Array("y\n".utf8)
    let error = try #require(diagnostic(bytes: bytes))
    #expect(error.code == .invalidUTF8)
    #expect(error.message == "invalid UTF-8 byte 0xFF")
    #expect(error.location.description == "test.yaml:2:6")
    #expect(error.sourceLine == "bé: x\u{FFFD}y")
  }

  @Test("Truncated, overlong and surrogate sequences are invalid UTF-8", arguments: [
    [0xC3, 0x28], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    [0x80],
  ] as [[UInt8]])
  func invalidSequences(sequence: [UInt8]) throws {
    let error = try #require(diagnostic(bytes: Array("key: ".utf8) + sequence))
    #expect(error.code == .invalidUTF8)
    #expect(error.location.description == "test.yaml:1:6")
  }

  @Test("Binary garbage and NUL bytes give a clean error")
  func binaryGarbage() throws {
    var generator = SystemRandomNumberGenerator()
    let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect(diagnostic(bytes: garbage) != nil)

    let nul = try #require(diagnostic(bytes: Array("a: b\nc: ".utf8) + [0, 0, 0]))
    #expect(nul.code == .syntax)
    #expect(nul.location.description == "test.yaml:2:4")
    #expect(nul.message == "control characters are not allowed (found U+0000)")
    #expect(DiagnosticRenderer(style: .plain).render(nul).contains("c: ␀␀␀"))
  }

  @Test("'a: [1, 2' is a syntax error with libyaml's text at the end of the list")
  func unterminatedFlowSequence() throws {
    let error = try #require(diagnostic("a: [1, 2"))
    #expect(error.code == .syntax)
    #expect(error.location.description == "test.yaml:1:9")
    #expect(
      error.message
        == "while parsing a flow sequence that starts at line 1, column 4: did not find expected ',' or ']'")
    #expect(error.sourceLine == "a: [1, 2")
    let withNewlines = try #require(diagnostic("a: [1, 2\n\n"))
    #expect(withNewlines.location.description == "test.yaml:1:9")
  }

  @Test("Other libyaml errors keep their problem text and position")
  func otherSyntaxErrors() throws {
    let error = try #require(diagnostic("a: 1\nb: c: d\n"))
    #expect(error.code == .syntax)
    #expect(error.message == "mapping values are not allowed in this context")
    #expect(error.location.description == "test.yaml:2:5")
    #expect(error.hint == nil)
  }

  @Test("Tab indentation is a syntax error with a hint")
  func tabIndentation() throws {
    let error = try #require(diagnostic("view:\n\tForm: []\n"))
    #expect(error.code == .syntax)
    #expect(error.location.description == "test.yaml:2:1")
    #expect(error.hint == "tabs are not allowed in YAML indentation; use spaces")
  }
}
