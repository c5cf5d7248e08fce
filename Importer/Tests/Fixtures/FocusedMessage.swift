// The @FocusedBinding article in Spanish (seeds/000): InputView1 and InputView2
// publish their text as the `message` focused value, ShowView reads it. As
// published, but for the FocusedMessageKey's comments (translated out).
import SwiftUI

struct FocusedMessageKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    var message: Binding<String>? {
        get { self[FocusedMessageKey.self] }
        set { self[FocusedMessageKey.self] = newValue }
    }
}

struct ShowView: View {
    @FocusedValue(\.message) var focusedMessage
    var body: some View {
        VStack {
            Text("focused:\(focusedMessage?.wrappedValue ?? "")")
        }
    }
}

struct InputView1: View {
    @State private var text = ""
    var body: some View {
        VStack {
            TextField("input1:", text: $text)
                .textFieldStyle(RoundedBorderTextFieldStyle())
                .focusedValue(\.message, $text)
        }
    }
}

struct InputView2: View {
    @State private var text = ""
    var body: some View {
        TextField("input2:", text: $text)
            .textFieldStyle(RoundedBorderTextFieldStyle())
            .focusedValue(\.message, $text)
    }
}

struct RootView: View {
    var body: some View {
        VStack {
            InputView1()
            InputView2()
            ShowView()
        }
        .padding(.all, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
