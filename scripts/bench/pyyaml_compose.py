#!/usr/bin/env python3
"""The bench's peer (issue 20): PyYAML's C loader composing the same files.

  pyyaml_compose.py -            # the files listed on stdin, one a line

Each file is read whole (as the tool and the C loops read it) and composed
with `yaml.compose_all(text, Loader=yaml.CLoader)`: libyaml's events turned
into a node tree whose every node keeps its start and end mark, which is
what the tool's reader builds before any of its own work (walking the tree
after it would be Python's cost, not the loader's). Prints the number of
documents. Exits 3 when PyYAML has no CLoader
(the bench then installs python3-yaml).
"""
import sys

try:
    import yaml
    from yaml import CLoader
except ImportError:
    sys.exit(3)


def main():
    if sys.argv[1:] != ["-"]:
        sys.exit(__doc__)
    nodes = 0
    for line in sys.stdin:
        path = line.rstrip("\n")
        if not path:
            continue
        with open(path, "rb") as handle:
            text = handle.read()
        for document in yaml.compose_all(text, Loader=CLoader):
            # The marks are part of the work: every node has them.
            assert document.start_mark is not None
            nodes += 1
    print(f"{nodes} documents")


if __name__ == "__main__":
    main()
