// Apple's FocusedBinding example (seeds/001, "FocusedBinding struct"), as published.
import SwiftUI

struct FocusedBindingDemo: View {
    @State private var note = "Hello"

    var body: some View {
        VStack(spacing: 16) {
            TextField("Note", text: $note)
                .textFieldStyle(.roundedBorder)
                .focusedValue(\.noteKey, $note)
            EditorToolbar()
            Text("You typed: \(note)")
        }
        .padding()
    }
}

struct EditorToolbar: View {
    @FocusedBinding(\.noteKey) var note: String?

    var body: some View {
        Button("Clear") { note = "" }
            .disabled(note == nil)
    }
}

struct NoteKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    var noteKey: Binding<String>? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
}
