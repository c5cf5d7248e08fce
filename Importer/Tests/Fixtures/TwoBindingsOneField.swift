// "Avoid ambiguous focus bindings" on Apple's FocusState page (seeds/002,
// https://developer.apple.com/documentation/SwiftUI/FocusState): one field
// bound to two values. The page elides the TextField's text binding
// (`TextField("Full Name", ...)`); `text: $fullNameText` and its @State stand in for it.
import SwiftUI

struct ContentView: View {
    enum Field: Hashable {
        case name
        case fullName
    }
    @State private var fullNameText = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        TextField("Full Name", text: $fullNameText)
            .focused($focusedField, equals: .name)
            .focused($focusedField, equals: .fullName)
    }
}
