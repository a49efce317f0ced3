"""Load ops.yaml keeping the line of every mapping and key, for error messages."""
import yaml


class SpecError(Exception):
    """An invalid ops.yaml: the message names file, line, op and field."""

    def __init__(self, path, line, op, field, message):
        self.path, self.line, self.op, self.field = path, line, op, field
        where = f"{path}:{line}" if line else str(path)
        who = f" op '{op}'" if op else ""
        what = f" field '{field}'" if field else ""
        super().__init__(f"{where}:{who}{what}: {message}")


class LineDict(dict):
    """A mapping that remembers where it and each of its keys stand."""
    line = 0
    key_lines = None

    def line_of(self, key):
        return (self.key_lines or {}).get(key, self.line)


class _Loader(yaml.SafeLoader):
    pass


def _construct_mapping(loader, node):
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key '{key}'", key_node.start_mark)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
# `None:` as a mapping key (a switch case) must stay the string "None".
_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:null"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise SpecError(path, 0, None, None, f"cannot read: {e.strerror}") from None
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise SpecError(path, line, None, None, f"invalid YAML: {getattr(e, 'problem', e)}") from None
    return data
