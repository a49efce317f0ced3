"""Parse an operator signature: ``name(Type a, Type b=default, *, Type c=default) -> Ret``.

The grammar is closed (as torchgen's FunctionSchema): a signature is one line of
printable ASCII; names are ASCII identifiers that are not Python keywords; a
default is a literal of a fixed form; the return is an argument type, a
parenthesised list of them, each optionally named, or ``()`` (nothing).  Nothing in a signature can
become other code in the generated files than a name or a literal.
"""
import keyword
import re
from dataclasses import dataclass

# Argument types the generator understands and what a value of each looks like.
TYPES = ("Tensor", "Scalar", "int", "float", "bool", "str", "dtype", "dim", "int[]", "dim[]", "Device", "Tensor[]",
         "float[]", "Layout", "Generator", "MemoryFormat")

_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9_]*", re.ASCII)  # an argument's name
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*", re.ASCII)
_FUNC = re.compile(r" *([A-Za-z_][A-Za-z0-9_]*) *\((.*)\) *-> *(.+?) *", re.ASCII)
_FORM = re.compile(r" *([A-Za-z_][A-Za-z0-9_]*) *\((.*)\) *(?:-> *(.+?))? *", re.ASCII)  # an `overloads:` form
# defaults: the literals a default may be, each kept as written
_DEFAULTS = (
    re.compile(r"None|True|False"),
    re.compile(r"-?[0-9]+", re.ASCII),
    re.compile(r"-?[0-9]*\.[0-9]+(?:e-?[0-9]+)?", re.ASCII),
    re.compile(r"'[A-Za-z0-9_ .-]*'|\"[A-Za-z0-9_ .-]*\"", re.ASCII),
    re.compile(r"\[ *(?:-?[0-9]+(?: *, *-?[0-9]+)* *)?\]", re.ASCII),
)


@dataclass(frozen=True)
class Arg:
    name: str
    type: str          # one of TYPES
    optional: bool     # written `Type?`: None is accepted
    default: str | None  # Python source of the default, None when required
    kwonly: bool

    @property
    def is_tensor(self) -> bool:
        return self.type == "Tensor"


@dataclass(frozen=True)
class Signature:
    name: str
    args: tuple[Arg, ...]
    returns: str       # the return type, in its canonical spelling

    def arg(self, name: str) -> Arg | None:
        for a in self.args:
            if a.name == name:
                return a
        return None

    def type_of(self, name: str) -> str | None:
        """The type of the argument ``name``; None when the signature has none of that name."""
        a = self.arg(name)
        return a.type if a is not None else None

    @property
    def tensor_args(self) -> tuple[Arg, ...]:
        return tuple(a for a in self.args if a.is_tensor)

    def __str__(self) -> str:
        parts, star = [], False
        for a in self.args:
            if a.kwonly and not star:
                parts.append("*")
                star = True
            t = a.type + ("?" if a.optional else "")
            parts.append(f"{t} {a.name}" + (f"={a.default}" if a.default is not None else ""))
        return f"{self.name}({', '.join(parts)})" + (f" -> {self.returns}" if self.returns else "")


def is_name(text: str) -> bool:
    """An ASCII identifier, no Python keyword and no dunder (an op, helper, result or case name)."""
    return isinstance(text, str) and _NAME.fullmatch(text) is not None and not keyword.iskeyword(text) \
        and not text.startswith("__")


def _python_default(text: str) -> str:
    if any(rx.fullmatch(text) for rx in _DEFAULTS):
        return text
    raise ValueError(f"default {text!r} is not a literal (None, True, False, a number, a string of letters, "
                     "digits, '_', '.', '-' and spaces, or an int list)")


def _type(text: str, what: str) -> tuple[str, bool]:
    """``Type`` or ``Type?``: (type, optional)."""
    optional = text.endswith("?")
    typ = text[:-1] if optional else text
    if typ not in TYPES:
        raise ValueError(f"{what} has unknown type {text!r} (known: {', '.join(TYPES)})")
    return typ, optional


def parse_returns(text: str) -> str:
    """The canonical spelling of a return type: one argument type, a
    parenthesised list of ``Type`` / ``Type name`` (torchgen's returns), or
    ``()`` for none."""
    text = text.strip()
    if text.replace(" ", "") == "()":  # no result: an op updating its arguments (torch's _foreach_add_)
        return "()"
    if not (text.startswith("(") and text.endswith(")")):
        typ, optional = _type(text, "the return")
        return typ + ("?" if optional else "")
    parts = [p.strip() for p in text[1:-1].split(",")]
    if len(parts) < 2:
        raise ValueError(f"return {text!r}: a parenthesised return lists two or more results")
    out, names = [], set()
    for p in parts:
        bits = p.split(" ")
        if len(bits) not in (1, 2):
            raise ValueError(f"return {text!r}: each result is 'Type' or 'Type name', got {p!r}")
        typ, optional = _type(bits[0], "a result")
        if len(bits) == 2:
            if not is_name(bits[1]):
                raise ValueError(f"return {text!r}: result name {bits[1]!r} is not an identifier")
            if bits[1] in names:
                raise ValueError(f"return {text!r}: result name {bits[1]!r} appears twice")
            names.add(bits[1])
        out.append(typ + ("?" if optional else "") + (f" {bits[1]}" if len(bits) == 2 else ""))
    return "(" + ", ".join(out) + ")"


def _split_args(body: str) -> list[str]:
    """The comma-separated arguments, commas inside a list default (`[0, 1]`) kept."""
    parts, depth, cur = [], 0, ""
    for ch in body:
        depth += ch == "["
        depth -= ch == "]"
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def parse(text: str, returns: bool = True) -> Signature:
    """Parse a signature; raises ValueError with a precise reason. With
    ``returns=False`` (an `overloads:` form) the ``-> Return`` part may be left
    out and ``Tensor? out=None`` may be placed (PyTorch's Python functions
    take it positionally: ``norm(input, p, dim, keepdim, out, dtype)``)."""
    if not isinstance(text, str):
        raise ValueError("expected a string like 'add(Tensor self, Tensor other) -> Tensor'")
    if not (text.isascii() and text.isprintable()):
        raise ValueError("a signature is one line of printable ASCII text")
    m = (_FUNC if returns else _FORM).fullmatch(text)
    if not m:
        raise ValueError(f"{text!r} is not of the form 'name(Type arg, ...) -> Return'")
    name, body, ret = m.groups()
    ret = ret or ""
    args, seen, kwonly, had_default = [], set(), False, False
    for raw in _split_args(body):
        if raw == "*":
            if kwonly:
                raise ValueError("'*' appears twice")
            kwonly = True
            continue
        decl, eq, default = raw.partition("=")
        parts = decl.split()
        if len(parts) != 2:
            raise ValueError(f"argument {raw!r} must be 'Type name' or 'Type name=default'")
        argname = parts[1]
        typ, optional = _type(parts[0], f"argument {argname!r}")
        if not (is_name(argname) and _IDENT.fullmatch(argname)):
            raise ValueError(f"argument name {argname!r} is not an identifier (or is a Python keyword)")
        if argname in seen:
            raise ValueError(f"argument '{argname}' appears twice")
        if argname == "out" and (returns or decl.strip() != "Tensor? out" or default.strip() != "None"):
            raise ValueError("'out' is added by the 'out' variant; do not declare it"
                             + ("" if returns else " (a form may place it: 'Tensor? out=None')"))
        seen.add(argname)
        default: str | None = default.strip() if eq else None  # type: ignore[no-redef]  # the text, then the value
        if default is not None:
            default = _python_default(default)
            if default == "None" and not optional:
                raise ValueError(f"argument '{argname}' defaults to None but its type is not optional ('{typ}?')")
            had_default = True
        elif had_default and not kwonly:
            raise ValueError(f"argument '{argname}' without a default follows one with a default")
        args.append(Arg(argname, typ, optional, default, kwonly))
    if kwonly and not any(a.kwonly for a in args):
        raise ValueError("'*' must be followed by keyword-only arguments")
    return Signature(name, tuple(args), parse_returns(ret) if ret else "")
