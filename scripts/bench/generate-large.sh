#!/usr/bin/env bash
# One large scenario file of a given shape, for the "decoding scales
# linearly" measurement (issue 13): each shape is one thing a document or a
# file can hold many of, which a quadratic decoder once scanned per item.
#
#   scripts/bench/generate-large.sh SHAPE COUNT OUT.yaml
#
# Shapes: states (state variables, each set once), scenarios (documents),
# commands (commands, each invoked once), undefined-ids (clicks on ids that
# no node has: one error and one hint search each), undefined-vars (sets of
# undeclared variables beside COUNT declared ones).
set -euo pipefail
shape=$1; count=$2; out=$3
case "$shape" in
  states)
    awk -v n="$count" 'BEGIN {
      print "scenario: many states"; print "state:"
      for (i = 0; i < n; i++) printf "  v%d: %d\n", i, i
      print "view: { Text: Hi }"; print "steps:"
      for (i = 0; i < n; i++) printf "  - set: { v%d: %d }\n", i, i + 1
    }' > "$out" ;;
  scenarios)
    awk -v n="$count" 'BEGIN {
      for (i = 0; i < n; i++) printf "---\nscenario: s%d\nview: { Text: Hi }\n", i
    }' > "$out" ;;
  commands)
    awk -v n="$count" 'BEGIN {
      print "scenario: many commands"; print "platform: macOS"; print "view: { Text: Hi }"; print "commands:"
      for (i = 0; i < n; i++) printf "  - { id: c%d, title: C%d }\n", i, i
      print "steps:"
      for (i = 0; i < n; i++) printf "  - invoke: c%d\n", i
    }' > "$out" ;;
  undefined-ids)
    awk -v n="$count" 'BEGIN {
      print "scenario: many undefined ids"; print "view:"; print "  VStack:"
      for (i = 0; i < n; i++) printf "    - Button: { id: b%d, label: B }\n", i
      print "steps:"
      for (i = 0; i < n; i++) printf "  - click: x%d\n", i
    }' > "$out" ;;
  undefined-vars)
    awk -v n="$count" 'BEGIN {
      print "scenario: many undefined variables"; print "state:"
      for (i = 0; i < n; i++) printf "  v%d: 0\n", i
      print "view: { Text: Hi }"; print "steps:"
      for (i = 0; i < n; i++) printf "  - set: { w%d: 1 }\n", i
    }' > "$out" ;;
  *) echo "unknown shape: $shape" >&2; exit 64 ;;
esac
