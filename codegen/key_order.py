"""The one order of an ops.yaml entry's keys and the rewrite that applies it (the
order and its check are codegen/fields.py key_order and misplaced_key, which
model.py runs; this module imports model.py for the kinds' fields).

An entry reads as a reference page does: what the op is (``func``, ``kind``,
``doc``), how it is called (aliases, namespace, variants, operators,
overloads), how it computes (its kind's own fields, in the order the kind
declares them), the rules the pipeline applies to it (names, promotion,
dtypes, layouts, devices), then its derivatives and its test samples.
``func`` comes first as in torchgen's native_functions.yaml.

``python -m tensorgen.codegen.key_order [ops.yaml]`` rewrites a file's entries
to this order, moving each key with its value lines and the comment lines
just above it (block scalars and comments are moved as written, never
re-dumped).
"""
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from .fields import key_order as order
from .model import KINDS


# ---------------------------------------------------------------- the rewrite (text in, text out)
_ENTRY = re.compile(r"^- func:")
_KEY = re.compile(r"^  ([A-Za-z_][A-Za-z0-9_]*):")


def _split_entry(lines: list[str]) -> tuple[list[tuple[str, list[str]]], list[str]]:
    """An entry's lines -> [(key, lines)], each key with its value lines and the
    comment and blank lines just above it; trailing blank and comment lines stay last."""
    end = len(lines)
    while end > 0 and (not lines[end - 1].strip() or lines[end - 1].lstrip().startswith("#")):
        end -= 1
    parts: list[tuple[str, list[str]]] = []
    pending: list[str] = []
    for line in lines[:end]:
        m = _KEY.match(line)
        if _ENTRY.match(line) or m:
            parts.append(("func" if not m else m.group(1), pending + [line]))
            pending = []
        elif not line.strip() or line.lstrip().startswith("#") and len(line) - len(line.lstrip()) <= 2:
            pending.append(line)
        else:
            parts[-1][1].extend(pending + [line])
            pending = []
    return parts, lines[end:]


def rewrite_entry(lines: list[str], kind_fields_of: Callable[[str | None], Sequence[str]]) -> list[str]:
    """One entry's lines (from its ``- func:`` line) in the one key order."""
    parts, trailer = _split_entry(lines)
    kind = next((text[-1].split(":", 1)[1].split("#")[0].strip() for key, text in parts if key == "kind"), None)
    rank = {k: i for i, k in enumerate(order(kind_fields_of(kind)))}
    parts.sort(key=lambda p: rank.get(p[0], len(rank)))  # stable: unknown keys keep their order, last
    return [line for _, text in parts for line in text] + trailer


def _declared_fields(kind: str | None) -> tuple[str, ...]:
    return KINDS[kind][0] if kind in KINDS else ()


def rewrite(text: str, kind_fields_of: Callable[[str | None], Sequence[str]] = _declared_fields) -> str:
    """The text of an ops.yaml with every entry's keys in the one order
    (``kind_fields_of(kind)``: the kind's own fields, in their order)."""
    lines = text.split("\n")
    out, entry = [], None
    for line in lines:
        if _ENTRY.match(line) or (entry is not None and line and not line.startswith((" ", "#"))):
            if entry is not None:
                out += rewrite_entry(entry, kind_fields_of)
            entry = [line] if _ENTRY.match(line) else None
            if entry is None:
                out.append(line)
        elif entry is not None:
            entry.append(line)
        else:
            out.append(line)
    if entry is not None:
        out += rewrite_entry(entry, kind_fields_of)
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "ops.yaml"
    text = path.read_text(encoding="utf-8")
    new = rewrite(text)
    if new != text:
        path.write_text(new, encoding="utf-8")
    print(f"{path}: {'keys reordered' if new != text else 'already in order'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
