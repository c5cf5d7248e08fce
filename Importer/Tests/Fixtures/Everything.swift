// Not from a seed: one view that uses every construct docs/import.md lists,
// translated or reported as a TODO. The BookCommands menu is the WWDC20
// example quoted by the @FocusedBinding article (seeds/000).
import SwiftUI

struct BookCommands: Commands {
    @FocusedBinding(\.selectedBook) private var selectedBook: Book?
    var body: some Commands {
        CommandMenu("Book") {
            Section {
                Button("Update Progress...", action: updateProgress)
                    .keyboardShortcut("u")
                Button("Mark Completed", action: markCompleted)
                    .keyboardShortcut("C")
            }
            .disabled(selectedBook == nil)
        }
    }

    private func updateProgress() {
        selectedBook?.updateProgress()
    }
    private func markCompleted() {
        selectedBook?.markCompleted()
    }
}

struct TagRow: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        Toggle(title, isOn: $isOn)
            .focusable(interactions: .activate)
    }
}

struct EditorView: View {
    enum Field: Hashable { case title, body }

    @StateObject private var model = EditorModel()
    @State private var title = ""
    @State private var notes = ""
    @State private var pinned = false
    @State private var tags = ["home", "work"]
    @State private var log: [String] = []
    @FocusState private var field: Field?
    @FocusState private var searching: Bool
    @Namespace private var editor

    var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($field, equals: .title)
                .onSubmit { field = .body }
                .submitScope()
                .prefersDefaultFocus(in: editor)
            TextEditor(text: $notes)
                .focused($field, equals: .body)
                .overlay(alignment: .topLeading) { Text("Notes") }
            TagRow(isOn: $pinned, title: "Pinned")
            ForEach(tags, id: \.self) { tag in
                Button(tag) { log.append(tag) }
            }
            HStack {
                Button("Pin") { pinned.toggle() }
                    .keyboardShortcut("p", modifiers: [.command, .option])
                Button("Clear") { clear() }
                    .disabled(title.isEmpty && notes.isEmpty)
                Button("Save") { save() }
                    .keyboardShortcut(.defaultAction)
            }
            .focusSection()
            if !pinned {
                Text("Not pinned")
            }
            switch field {
            case .title: Text("Editing the title")
            default: EmptyView()
            }
            SharedFooter()
        }
        .focusScope(editor)
        .defaultFocus($field, .title)
        .onAppear { log = [] }
        .onChange(of: field) { oldValue, newValue in
            if newValue == nil { log.append("blurred") }
        }
    }

    private func clear() {
        title = ""
        notes = ""
        field = .title
    }

    private func save() {
        guard !title.isEmpty else { return }
        Task { await model.save(title) }
    }
}
