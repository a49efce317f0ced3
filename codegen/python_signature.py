"""How an operator's Python functions are spelled: PyTorch's binding rules
applied to an ops.yaml entry (torchgen's api/python.py and torch's argument
parser do the same).

- In a function (``tg.abs(input)``, ``tg.abs_(input)``) the Tensor ``self``
  is named ``input``; a method's receiver stays ``self``.
- A function has ``out=`` (the `out` variant); a method never does.
- An int list that is a method's only positional argument (a size, or a dim
  list the entry declares `varargs:`) is also taken as ``*args``
  (``x.view(2, 3)``), beside one sequence or its keyword
  (``x.view(size=(2, 3))``); a function's never is (``tg.permute(x, (1, 0))``).
  A Tensor list declared `varargs:` is a function's ``*tensors``
  (``tg.broadcast_tensors(a, b)``), as PyTorch's Python functions.
- An op with `overloads:` takes the forms it lists (codegen/overloads.py);
  a variant with several takes ``(*args, **kwargs)`` and binds them with the
  first form that fits (runtime/core/overloads.py); a variant with one takes
  that form's signature.

Every variant's function is rendered from the same template body: the
prologue here gives the body the op's own argument names.
"""
from dataclasses import dataclass, field
from .model import Op
from .signature import Arg, Signature

# ops.yaml type -> runtime/core/overloads.py predicate of a value of that type
CHECKS = {"Tensor": "is_tensor", "Scalar": "is_scalar", "int": "is_int", "float": "is_float", "bool": "is_bool",
          "str": "is_str", "dtype": "is_dtype", "dim": "is_dim", "int[]": "is_int_list", "dim[]": "is_dim_list",
          "Device": "is_device", "Tensor[]": "is_tensor_list", "Layout": "is_layout",
          "MemoryFormat": "is_memory_format", "Generator": "is_generator"}
LIST_TYPES = ("int[]", "dim[]")


@dataclass(frozen=True)
class _Form:
    signature: Signature
    binds: dict[str, str] = field(default_factory=dict)   # form argument -> the op's argument it stands for
    calls: str | None = None


def py_name(arg: Arg, variant: str, op: Op) -> str:
    """An argument's Python name in a variant's function: PyTorch's functions
    name `Tensor self` input; a function that is no public one (a method-only
    op's, an in-place op's without `inplace_function`) is only ever the
    method, whose receiver torch names self."""
    public = "function" if variant == "function" else "inplace_function"
    if variant in ("function", "inplace") and arg.name == "self" and arg.type in ("Tensor", "Scalar") and \
            public in op.variants:
        return "input"
    return arg.name


def self_first(op: Op) -> bool:
    args = op.signature.args
    return bool(args) and args[0].name == "self" and not args[0].kwonly


def has_out(op: Op, variant: str) -> bool:
    return variant == "function" and "out" in op.variants


def _method_like(variant: str) -> bool:
    # the in-place function is also the in-place method (x.resize_(2, 3))
    return variant in ("method", "inplace")


def forms(op: Op, variant: str) -> list[_Form]:
    """The forms a variant takes: the `overloads:` it has, else the op's own signature."""
    if not op.overloads:
        return [_Form(op.signature)]
    method = _method_like(variant)
    return [_Form(f.signature, dict(f.binds), f.calls) for f in op.overloads
            if not (f.function_only and method) and not (f.method_only and not method)]


def overloaded(op: Op, variant: str) -> bool:
    return len(forms(op, variant)) > 1


def _varargs_arg(op: Op, form: _Form, variant: str) -> Arg | None:
    """The list a method form also takes as *args: its only positional argument
    after self, an int[] (a size) or the dim[] the entry names `varargs:`."""
    if not _method_like(variant):
        return None
    pos = [a for a in form.signature.args[1:] if not a.kwonly and a.name != "out"]
    if len(pos) != 1:
        return None
    a = pos[0]
    return a if a.type == "int[]" or (a.type == "dim[]" and form.binds.get(a.name, a.name) == op.varargs) else None


def _param(a: Arg, name: str) -> str:
    return name + (f"={a.default}" if a.default is not None else "")


def _form_params(op: Op, form: _Form, variant: str, placed_out_only: bool = False) -> str:
    """A form's def parameters in a variant (out= where the form places it, else
    last for a function with the out variant; only where placed, for an alias)."""
    va = _varargs_arg(op, form, variant)
    pos: list[str] = []
    kw: list[str] = []
    star = False
    for i, a in enumerate(form.signature.args):
        if a.name == "out":
            if has_out(op, variant):
                (kw if a.kwonly else pos).append("out=None")
            continue
        name = "self" if variant == "method" and i == 0 and not a.kwonly else py_name(a, variant, op)
        if a is va:
            pos.append("*args")
            kw.append(f"{name}=None")
            star = True
        elif a.type == "Tensor[]" and a.name == op.varargs and variant == "function":
            pos.append("*" + name)
            star = True
        else:
            (kw if a.kwonly else pos).append(_param(a, name))
    if has_out(op, variant) and form.signature.arg("out") is None and not placed_out_only:
        kw.append("out=None")
    return ", ".join(pos + ([] if star or not kw else ["*"]) + kw)


def _bindings(op: Op, form: _Form, variant: str) -> tuple[list[str], dict[str, str]]:
    """(lines making the form's arguments the op's, {op argument: the expression holding it})."""
    va = _varargs_arg(op, form, variant)
    lines: list[str] = []
    given: dict[str, str] = {}
    for i, a in enumerate(form.signature.args):
        if a.name == "out":
            continue
        name = "self" if variant == "method" and i == 0 and not a.kwonly else py_name(a, variant, op)
        own = form.binds.get(a.name, a.name)
        if a is va:
            own_arg = op.signature.arg(own)
            default = own_arg.default if form.calls is None and own_arg is not None else None
            lines.append(f"{name} = _ov.varargs({op.name!r}, {a.name!r}, args, {name}, "
                         f"{default if default is not None else '()'})")
        given[own] = name
    return lines, given


def params(op: Op, variant: str) -> str:
    """The def's parameter list."""
    fs = forms(op, variant)
    if len(fs) > 1:
        return "self, *args, **kwargs" if variant == "method" else "*args, **kwargs"
    return _form_params(op, fs[0], variant)


def prologue(op: Op, variant: str) -> list[str]:
    """The lines after the docstring that give the body the op's own names."""
    fs = forms(op, variant)
    if len(fs) > 1:
        names = [a.name for a in op.signature.args] + (["out"] if has_out(op, variant) else [])
        call = f"{forms_name(op, variant)}(" + ("(self,) + args" if variant == "method" else "args") + ", kwargs)"
        target = f"{', '.join(names)}{',' if len(names) == 1 else ''}"
        if any(f.calls for f in fs):
            return [f"bound = {call}", "if bound.__class__ is _ov.Done:", "    return bound.result",
                    f"{target} = bound"]
        return [f"{target} = {call}"]
    lines, given = _bindings(op, fs[0], variant)
    for a in op.signature.args:
        if a.name not in given:
            lines.append(f"{a.name} = {a.default}")
        elif given[a.name] != a.name:
            lines.append(f"{a.name} = {given[a.name]}")
    return lines


def method_variant(op: Op) -> bool:
    """Whether the method needs a function of its own; otherwise the method is
    the function itself (its first parameter then takes the receiver)."""
    if "method" not in op.variants or not self_first(op):
        return False
    fn = params(op, "function").split(", ")
    fn[0] = "self" if fn and fn[0].split("=")[0] == "input" else fn[0]
    return fn != params(op, "method").split(", ") or prologue(op, "method") != \
        [line for line in prologue(op, "function") if line != "self = input"]


def variants(op: Op) -> list[str]:
    """The functions rendered for an op: always the function (the method may
    be it), then its in-place twin and its method where they are their own."""
    out = ["function"]
    if "inplace" in op.variants:
        out.append("inplace")
    if method_variant(op):
        out.append("method")
    return out


def def_name(op: Op, variant: str) -> str:
    return {"function": op.name, "inplace": op.name + "_", "method": f"_{op.name}_method"}[variant]


def forms_name(op: Op, variant: str) -> str:
    return f"_{op.name}_{variant}_forms"


def _checked(fs: list[_Form]) -> list[set[int | str]]:
    """Per form, the arguments whose type tells the forms apart: another form
    has an argument of another type at its position (or, keyword-only, of
    its name). The rest is told apart by Python's binding (the number of
    arguments, the keywords), as torch's parser does."""
    def slots(f: _Form) -> dict[int | str, str]:
        return {(i if not a.kwonly else a.name): a.type for i, a in enumerate(f.signature.args) if a.name != "out"}
    all_slots = [slots(f) for f in fs]
    out = []
    for n in range(len(fs)):
        mine = set()
        for slot, typ in all_slots[n].items():
            if any(slot in other and other[slot] != typ for m, other in enumerate(all_slots) if m != n):
                mine.add(slot)
        out.append(mine)
    return out


def forms_source(op: Op, variant: str) -> str:
    """The form functions of a variant with several forms and their Overloads record."""
    fs = forms(op, variant)
    checked = _checked(fs)
    opname = op.name + ("_" if variant == "inplace" else "")
    out, names = [], []
    for n, f in enumerate(fs):
        fname = f"_{op.name}_{variant}_form{n}"
        names.append(fname)
        out.append(f"def {fname}({_form_params(op, f, variant)}):")
        lines, given = _bindings(op, f, variant)
        out += ["    " + line for line in lines]
        checks = []
        for i, a in enumerate(f.signature.args):
            if a.name == "out" or (i if not a.kwonly else a.name) not in checked[n]:
                continue
            pname = given[f.binds.get(a.name, a.name)]
            test = f"_ov.{CHECKS[a.type]}({pname})"
            checks.append(f"({pname} is None or {test})" if a.optional else test)
        if checks:
            cond = checks[0] if len(checks) == 1 and checks[0].startswith("(") else f"({' and '.join(checks)})"
            out.append(f"    if not {cond}:")
            out.append("        return None")
        if f.calls is not None:
            args = [given[a.name] for a in f.signature.args if not a.kwonly and a.name != "out"]
            args += [f"{a.name}={given[a.name]}" for a in f.signature.args if a.kwonly and a.name != "out"]
            args += ["out=out"] if has_out(op, variant) else []
            out.append(f"    return _ov.Done({f.calls}({', '.join(args)}))")
        else:
            # an argument a form leaves out has a default (overloads.py checks it)
            values = [given[a.name] if a.name in given else str(a.default) for a in op.signature.args]
            values += ["out"] if has_out(op, variant) else []
            out.append(f"    return {', '.join(values)}{',' if len(values) == 1 else ''}")
        out += ["", ""]
    out.append(f"{forms_name(op, variant)} = _ov.Overloads({opname!r}, ({', '.join(names)},))")
    return "\n".join(out)


def docstring_head(op: Op, variant: str) -> str:
    """The first lines of the docstring: the op's forms, PyTorch's way."""
    if op.overloads:
        return "\n    ".join(str(f.signature) for f in forms(op, variant))
    return str(op.signature)


def alias_form(op: Op, alias: str) -> Signature | None:
    return dict(op.alias_forms).get(alias)


def alias_function(alias: str) -> str:
    """The generated function of an alias with a signature of its own: its own
    name, or for a namespace's alias (special.softmax) a private one the
    namespace's module binds."""
    module, dot, short = alias.rpartition(".")
    return f"_{module}_{short}" if dot else alias


def alias_source(op: Op, alias: str) -> str:
    """The functions of an alias PyTorch binds with a signature of its own:
    each takes that signature and calls the op's own function of its variant
    (a namespace's alias is a function only)."""
    signature = alias_form(op, alias)
    assert signature is not None  # the alias binds a signature of its own
    form = _Form(signature)
    args = form.signature.args
    if args[0].name != op.signature.args[0].name:
        raise ValueError(f"alias {alias}: its first argument must be the op's ({op.signature.args[0].name})")
    out = []
    for variant in ("function", "inplace", "method"):
        if variant not in op.variants or ("." in alias and variant != "function"):
            continue
        name = {"function": alias_function(alias), "inplace": alias + "_", "method": f"_{alias}_method"}[variant]
        target = {"function": op.name, "inplace": op.name + "_",
                  "method": f"_{op.name}_method" if method_variant(op) else op.name}[variant]
        call = ["self" if variant == "method" else py_name(args[0], variant, op)]
        call += [f"{py_name(a, variant, op)}={py_name(a, variant, op)}" for a in args[1:] if a.name != "out"]
        call += ["out=out"] if has_out(op, variant) and form.signature.arg("out") is not None else []
        out.append(f"def {name}({_form_params(op, form, variant, placed_out_only=True)}):")
        out.append(f'    """{form.signature}{" (in place)" if variant == "inplace" else ""}: {op.name}'
                   f'{"_" if variant == "inplace" else ""} under PyTorch\'s signature of {alias}"""')
        out.append(f"    return {target}({', '.join(call)})")
        out += ["", ""]
    return "\n".join(out)
