"""Parse an operator signature: ``name(Type a, Type b=default, *, Type c=default) -> Ret``."""
import re
from dataclasses import dataclass

# Argument types the generator understands and what a value of each looks like.
TYPES = ("Tensor", "Scalar", "int", "float", "bool", "str", "dtype", "dim", "int[]", "dim[]", "Device", "Tensor[]",
         "float[]", "Layout", "Generator")

_IDENT = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
_FUNC = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*\((.*)\)\s*->\s*(.+?)\s*$")


@dataclass(frozen=True)
class Arg:
    name: str
    type: str          # one of TYPES
    optional: bool     # written `Type?`: None is accepted
    default: str | None  # Python source of the default, None when required
    kwonly: bool

    @property
    def is_tensor(self):
        return self.type == "Tensor"


@dataclass(frozen=True)
class Signature:
    name: str
    args: tuple
    returns: str

    def arg(self, name):
        for a in self.args:
            if a.name == name:
                return a
        return None

    @property
    def tensor_args(self):
        return tuple(a for a in self.args if a.is_tensor)

    def __str__(self):
        parts, star = [], False
        for a in self.args:
            if a.kwonly and not star:
                parts.append("*")
                star = True
            t = a.type + ("?" if a.optional else "")
            parts.append(f"{t} {a.name}" + (f"={a.default}" if a.default is not None else ""))
        return f"{self.name}({', '.join(parts)}) -> {self.returns}"


def _python_default(text):
    if text in ("None", "True", "False"):
        return text
    if re.fullmatch(r"-?\d+", text) or re.fullmatch(r"-?\d*\.\d+(e-?\d+)?", text):
        return text
    if re.fullmatch(r"'[^']*'|\"[^\"]*\"", text):
        return text
    if re.fullmatch(r"\[[-\d, ]*\]", text):
        return text
    raise ValueError(f"default '{text}' is not a literal (None, True, False, a number, a string or an int list)")


def parse(text):
    """Parse a signature; raises ValueError with a precise reason."""
    if not isinstance(text, str):
        raise ValueError("expected a string like 'add(Tensor self, Tensor other) -> Tensor'")
    m = _FUNC.match(text)
    if not m:
        raise ValueError(f"'{text}' is not of the form 'name(Type arg, ...) -> Return'")
    name, body, ret = m.groups()
    args, seen, kwonly, had_default = [], set(), False, False
    for raw in [p.strip() for p in body.split(",")] if body.strip() else []:
        if raw == "*":
            if kwonly:
                raise ValueError("'*' appears twice")
            kwonly = True
            continue
        decl, eq, default = raw.partition("=")
        parts = decl.split()
        if len(parts) != 2:
            raise ValueError(f"argument '{raw}' must be 'Type name' or 'Type name=default'")
        typ, argname = parts
        optional = typ.endswith("?")
        typ = typ.rstrip("?")
        if typ not in TYPES:
            raise ValueError(f"argument '{argname}' has unknown type '{typ}' (known: {', '.join(TYPES)})")
        if not _IDENT.match(argname):
            raise ValueError(f"argument name '{argname}' is not an identifier")
        if argname in seen:
            raise ValueError(f"argument '{argname}' appears twice")
        if argname == "out":
            raise ValueError("'out' is added by the 'out' variant; do not declare it")
        seen.add(argname)
        default = default.strip() if eq else None
        if default is not None:
            default = _python_default(default)
            if default == "None" and not optional:
                raise ValueError(f"argument '{argname}' defaults to None but its type is not optional ('{typ}?')")
            had_default = True
        elif had_default and not kwonly:
            raise ValueError(f"argument '{argname}' without a default follows one with a default")
        args.append(Arg(argname, typ, optional, default, kwonly))
    return Signature(name, tuple(args), ret.strip())
