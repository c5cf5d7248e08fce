// The "incorrect re-use of .name" example on Apple's FocusState page (seeds/002,
// https://developer.apple.com/documentation/SwiftUI/FocusState): two fields
// bound to the same value. The page elides the text bindings
// (`TextField("Name", ...)`); `text:` bindings and their @State stand in for them.
import SwiftUI

struct ContentView: View {
    enum Field: Hashable {
        case name
        case fullName
    }
    @State private var nameText = ""
    @State private var fullNameText = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        TextField("Name", text: $nameText)
            .focused($focusedField, equals: .name)
        TextField("Full Name", text: $fullNameText)
            .focused($focusedField, equals: .name) // incorrect re-use of .name
    }
}
