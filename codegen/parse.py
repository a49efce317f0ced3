"""Load ops.yaml keeping the line of every mapping and key, for error messages.

What the loader accepts is already a grammar of its own (docs/design.md, "Trust
model"): plain YAML data (no anchors or aliases, so no value can stand for a
billion copies of itself), at most ``MAX_DEPTH`` levels deep, and text without
control, format or line-separator characters other than tab and newline
(a carriage return or U+2028 would split a generated line where Python's
tokenizer does not; a bidi override would show a reader other code than
Python runs).  Every error names the file and line.
"""
import os
import reprlib
import unicodedata
from typing import TYPE_CHECKING, Any, NoReturn, Protocol

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from . import python_subset

MAX_DEPTH = 32           # ops.yaml needs 6; deeper nesting is refused before recursion can fail
MAX_MESSAGE = 2000       # an error message is cut here, whatever it quotes
_ALLOWED_CONTROLS = frozenset("\t\n")
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})

_repr = reprlib.Repr()
_repr.maxstring = 80
_repr.maxother = 80
_repr.maxlist = _repr.maxtuple = _repr.maxdict = _repr.maxset = 6
_repr.maxlevel = 3


def quote(value: object) -> str:
    """A bounded repr of a value from the spec, for error messages: a huge list
    or string is shown by its start (reprlib), never expanded whole."""
    return _repr.repr(value)


class SpecError(Exception):
    """An invalid ops.yaml: the message names file, line, op and field."""

    def __init__(self, path: object, line: int, op: str | None, field: str | None, message: object) -> None:
        self.path, self.line, self.op, self.field = path, line, op, field
        where = f"{path}:{line}" if line else str(path)
        who = f" op {_bounded_name(op)}" if op else ""
        what = f" field {_bounded_name(field)}" if field else ""
        message = str(message)
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + f"... ({len(message) - MAX_MESSAGE} more characters)"
        super().__init__(f"{where}:{who}{what}: {message}" if who or what else f"{where}: {message}")


class Ctx(Protocol):
    """Where a validator reports: an entry's error, located by the field's line."""

    def fail(self, fieldname: str, message: str, mapping: Any = None) -> NoReturn: ...


class EntryCtx(Ctx, Protocol):
    """A reporter that also holds the op's entry, for a check that reads another field."""
    entry: Any


def _bounded_name(name: object) -> str:
    text = name if isinstance(name, str) else str(name)
    if len(text) <= 80 and text.isprintable():
        return f"'{text}'"
    return quote(text)


def bad_character(text: str) -> int | None:
    """The index of the first character ops.yaml text may not hold, or None."""
    for i, c in enumerate(text):
        if c in _ALLOWED_CONTROLS:
            continue
        if unicodedata.category(c) in _REFUSED_CATEGORIES:
            return i
    return None


class LineDict(dict[Any, Any]):
    """A mapping that remembers where it and each of its keys stand."""
    line = 0
    key_lines: dict[Any, int] | None = None

    if TYPE_CHECKING:
        # What the spec holds under a key is any YAML value: the validators check it.
        def get(self, key: Any, default: Any = None) -> Any: ...

    def line_of(self, key: object) -> int:
        return (self.key_lines or {}).get(key, self.line)


class LineList(list[Any]):
    """A sequence that remembers the line of each of its items."""
    line = 0
    item_lines: tuple[int, ...] = ()

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if 0 <= index < len(self.item_lines) else self.line


class _Refused(yaml.YAMLError):
    """Valid YAML that ops.yaml does not accept (an alias, a control character)."""

    def __init__(self, problem: str, line: int) -> None:
        super().__init__(problem)
        self.problem, self.line = problem, line


class _Loader(yaml.SafeLoader):
    _depth = 0

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        event: Any = self.peek_event()  # type: ignore[no-untyped-call]  # unannotated in types-PyYAML
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise _Refused("anchors (&name) and aliases (*name) are not allowed in ops.yaml: write the value out",
                           event.start_mark.line + 1)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused(f"nested more than {MAX_DEPTH} levels deep", event.start_mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_scalar(self, node: ScalarNode | MappingNode) -> str:
        value = super().construct_scalar(node)
        if isinstance(value, str):
            i = bad_character(value)
            if i is not None:
                # a block scalar's text starts on the line after its `|`
                first = node.start_mark.line + 1 + (1 if isinstance(node, ScalarNode) and node.style in ("|", ">") else 0)
                raise _Refused(f"character U+{ord(value[i]):04X} ({unicodedata.name(value[i], 'unnamed')}) is not "
                               "allowed: ops.yaml text holds no control, format or line-separator characters "
                               "but tab and newline", first + value[:i].count("\n"))
        return value


def _construct_mapping(loader: _Loader, node: MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(None, None, "a mapping key must be a plain value",
                                                    key_node.start_mark) from None
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {quote(key)}", key_node.start_mark)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: _Loader, node: SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = tuple(child.start_mark.line + 1 for child in node.value)
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)
# `None:` as a mapping key (a switch case) must stay the string "None".
_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:null"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(path: str | os.PathLike[str]) -> Any:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise SpecError(path, 0, None, None, f"cannot read: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise SpecError(path, 0, None, None, f"not UTF-8 text: {e.reason} at byte {e.start}") from None
    try:
        data = yaml.load(text, Loader=_Loader)
    except _Refused as e:
        raise SpecError(path, e.line, None, None, e.problem) from None
    except yaml.reader.ReaderError as e:  # a character YAML itself refuses: no mark, a position
        line = text[:e.position].count("\n") + 1
        code = e.character if isinstance(e.character, int) else ord(e.character)
        raise SpecError(path, line, None, None, f"character U+{code:04X} is not allowed (YAML refuses control "
                                                "characters)") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise SpecError(path, line, None, None, f"invalid YAML: {getattr(e, 'problem', e)}") from None
    return data


def load_helpers(path: str, what: str) -> LineDict:
    """A helper module (codegen/helpers/*.py) read as text, never imported: its
    functions as a LineDict of name -> source whose line_of(name) is the line
    above the function's first (a helper's errors add the line within it)."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise SpecError(path, 0, None, None, f"cannot read: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise SpecError(path, 0, None, None, f"not UTF-8 text: {e.reason} at byte {e.start}") from None
    i = bad_character(text)
    if i is not None:
        raise SpecError(path, text[:i].count("\n") + 1, None, None,
                        f"character U+{ord(text[i]):04X} ({unicodedata.name(text[i], 'unnamed')}) is not allowed: "
                        "a helper module holds no control, format or line-separator characters but tab and newline")
    try:
        functions = python_subset.module_functions(text, what)
    except SyntaxError as e:
        raise SpecError(path, e.lineno or 0, None, None, f"{what} does not compile: {e.msg}") from None
    except python_subset.Refused as e:
        raise SpecError(path, e.lineno, None, None, str(e)) from None
    result = LineDict()
    result.line, result.key_lines = 1, {}
    for name, source, first in functions:
        result[name] = source
        result.key_lines[name] = first - 1
    return result
