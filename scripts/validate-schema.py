#!/usr/bin/env python3
"""Validates scenario files against schema/focus-scenario.schema.json.

    scripts/validate-schema.py Scenarios/seeds/*.yaml
    scripts/validate-schema.py --schema other.schema.json FILE...

Every document of every file is checked; empty documents are skipped, as the
decoder skips them. Scalars are resolved as YAML 1.1 (like the decoder)
except timestamps, which stay strings, and mapping keys are kept as written.

Exit status: 0 all valid, 1 a document is invalid, 2 a file cannot be read
or parsed, 3 a Python module is missing, 64 usage.
"""
import json
import os
import sys

try:
    import yaml
except ImportError:
    sys.stderr.write("validate-schema.py: the Python module 'yaml' is missing; "
                     "install it with: python3 -m pip install pyyaml\n")
    sys.exit(3)
try:
    import jsonschema
except ImportError:
    sys.stderr.write("validate-schema.py: the Python module 'jsonschema' is missing; "
                     "install it with: python3 -m pip install jsonschema\n")
    sys.exit(3)


class ScenarioLoader(yaml.SafeLoader):
    """SafeLoader without timestamps, '=' and '<<' merges, keys as written."""

    def construct_mapping(self, node, deep=False):
        mapping = {}
        for key_node, value_node in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                key = key_node.value
            else:
                key = repr(self.construct_object(key_node, deep=True))
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping


ScenarioLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag not in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:value")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def location(error):
    path = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)
    return path.lstrip(".") or "(document)"


def reason(error):
    """Inside anyOf/oneOf, the most specific failure: the deepest, preferring
    an unknown key or a bad value to a mere type mismatch of another branch."""
    if not error.context:
        return error
    leaves = [reason(branch) for branch in error.context]
    return max(leaves, key=lambda e: (len(e.absolute_path), e.validator not in ("type", "enum")))


def main(arguments):
    here = os.path.dirname(os.path.abspath(__file__))
    schema_path = os.path.join(here, "..", "schema", "focus-scenario.schema.json")
    if arguments[:1] == ["--schema"]:
        if len(arguments) < 2:
            sys.stderr.write("usage: validate-schema.py [--schema SCHEMA] FILE...\n")
            return 64
        schema_path, arguments = arguments[1], arguments[2:]
    if not arguments:
        sys.stderr.write("usage: validate-schema.py [--schema SCHEMA] FILE...\n")
        return 64
    try:
        with open(schema_path, encoding="utf-8") as handle:
            schema = json.load(handle)
    except (OSError, ValueError) as error:
        sys.stderr.write(f"validate-schema.py: cannot read the schema {schema_path}: {error}\n")
        return 2
    validator = jsonschema.Draft7Validator(schema)
    status, documents = 0, 0
    for path in arguments:
        try:
            with open(path, encoding="utf-8") as handle:
                loaded = list(yaml.load_all(handle, Loader=ScenarioLoader))
        except (OSError, yaml.YAMLError) as error:
            print(f"{path}: cannot read: {error}")
            status = max(status, 2)
            continue
        for index, document in enumerate(loaded, start=1):
            if document is None:
                continue
            documents += 1
            errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
            for error in errors:
                error = reason(error)
                print(f"{path}: document {index}: {location(error)}: {error.message}")
            if errors:
                status = max(status, 1)
    print(f"{documents} documents in {len(arguments)} files checked, "
          f"{'all valid' if status == 0 else 'some invalid'}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
