#!/usr/bin/env python3
"""Generates the benchmark corpora (issue 5).

  generate.py corpus DIR [FILES]   - FILES scenario files (default 3000), two
                                     scenarios each: a form with 8 fields walked
                                     by Tab, typing, programmatic focus, focused
                                     values and a button.
  generate.py tree FILE NODES STEPS - one scenario: NODES text fields in a List,
                                     then STEPS focus steps (Tab, Shift-Tab,
                                     programmatic set) each read back by expect.
"""
import os
import sys

FIELDS = ["name", "email", "phone", "street", "city", "zip", "country", "notes"]


def scenario(file_index, variant):
    platform = "macOS" if variant else "iOS"
    lines = [
        f'scenario: "Form {file_index}-{variant}: Tab walks the fields and Save focuses the first empty one"',
        f"description: Generated benchmark scenario {file_index}, variant {variant}.",
        f"tags: [bench, form-{file_index % 10}]",
        f"platform: {platform}",
        "state:",
    ]
    for field in FIELDS:
        lines.append(f'  {field}: ""')
    lines += ["  saved: false", "focusState:", "  field: null", "view:", "  Form:"]
    for field in FIELDS:
        lines += [
            f"    - TextField:",
            f"        id: {field}",
            f"        label: {field.capitalize()}",
            f"        text: ${field}",
            f"        focused: {{ $field: {field} }}",
            f"        focusedValue: {{ current: ${field} }}",
        ]
    lines += [
        "    - Button:",
        "        id: save",
        "        label: Save",
        "        disabled: { isNil: $focusedValues.current }",
        "        action:",
    ]
    for field in FIELDS:
        lines.append(f"          - if: {{ isEmpty: ${field} }}")
        lines.append(f"            then: {{ set: {{ field: {field} }} }}")
    lines.append("          - set: { saved: true }")
    lines.append("steps:")
    start = FIELDS[0] if variant else None
    if variant:
        lines.append(f"  - expect: {{ focused: {start}, focusState: {{ field: {start} }} }}")
    else:
        lines.append("  - tab")
    for i, field in enumerate(FIELDS):
        lines.append(f'  - type: "{field}-{file_index}"')
        lines.append(f"  - expect:")
        lines.append(f"      focused: {field}")
        lines.append(f"      focusState: {{ field: {field} }}")
        lines.append(f'      focusedValues: {{ current: "{field}-{file_index}" }}')
        lines.append("  - tab")
    lines.append("  - shift-tab")
    lines.append(f"  - set: {{ field: {FIELDS[3]} }}")
    lines.append(f"  - expect: {{ focused: {FIELDS[3]}, state: {{ saved: false }} }}")
    lines.append(f"  - set: {{ {FIELDS[5]}: \"\" }}")
    lines.append("  - click: save")
    lines.append(f"  - expect: {{ focused: {FIELDS[5]}, focusState: {{ field: {FIELDS[5]} }} }}")
    return "\n".join(lines) + "\n"


def corpus(directory, count):
    os.makedirs(directory, exist_ok=True)
    total = 0
    for index in range(count):
        sub = os.path.join(directory, f"group-{index // 100:02d}")
        os.makedirs(sub, exist_ok=True)
        text = scenario(index, 0) + "---\n" + scenario(index, 1)
        with open(os.path.join(sub, f"form-{index:04d}.yaml"), "w") as handle:
            handle.write(text)
        total += len(text)
    print(f"{count} files, {2 * count} scenarios, {total / 1e6:.1f} MB in {directory}")


def tree(path, nodes, steps):
    lines = [
        f"scenario: {nodes} nodes, {steps} focus steps",
        "platform: macOS",
        "settings: { initialFocus: none }",
        "focusState:",
        "  field: null",
        "state:",
        "  rows: [" + ", ".join(str(i) for i in range(nodes)) + "]",
        "view:",
        "  List:",
        "    - ForEach:",
        "        data: $rows",
        "        row:",
        "          TextField:",
        '            id: "f${item}"',
        "            focused: { $field: $item }",
        "            focusedValue: { row: $item }",
        "steps:",
    ]
    for i in range(steps):
        kind = i % 4
        if kind == 0:
            lines.append("  - tab")
        elif kind == 1:
            lines.append("  - shift-tab")
        elif kind == 2:
            target = (i * 7919) % nodes
            lines.append(f"  - set: {{ field: {target} }}")
        else:
            target = ((i - 1) * 7919) % nodes
            lines.append(f"  - expect: {{ focused: f{target}, focusState: {{ field: {target} }}, focusedValues: {{ row: {target} }} }}")
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    if sys.argv[1] == "corpus":
        corpus(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 3000)
    elif sys.argv[1] == "tree":
        tree(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        sys.exit(__doc__)
