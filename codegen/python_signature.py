"""How an operator's Python functions are spelled: PyTorch's binding rules
applied to an ops.yaml signature (torchgen's api/python.py does the same).

- In a function (``tg.abs(input)``, ``tg.abs_(input)``) the Tensor ``self``
  is named ``input``; a method's receiver stays ``self``.
- A function has ``out=`` (the `out` variant); a method never does.
- An int list that is a method's only positional argument is also taken as
  ``*args`` (``x.view(2, 3)``) beside one sequence or its keyword
  (``x.view(size=(2, 3))``); a function's never is (``tg.permute(x, (1, 0))``).
  A Tensor list a function takes as varargs (``tg.broadcast_tensors(*tensors)``)
  is only that, as PyTorch's Python functions.
- An op with `overloads:` takes ``(*args, **kwargs)`` and binds them with the
  first of its forms that fits (runtime/core/overloads.py).

Every variant's function is rendered from the same template body: the
prologue here rebinds the Python names to the op's own argument names.
"""

# ops.yaml type -> runtime/core/overloads.py predicate of a value of that type
CHECKS = {"Tensor": "is_tensor", "Scalar": "is_scalar", "int": "is_int", "float": "is_float", "bool": "is_bool",
          "str": "is_str", "dtype": "is_dtype", "dim": "is_dim", "int[]": "is_int_list", "dim[]": "is_dim_list",
          "Device": "is_device", "Tensor[]": "is_tensor_list", "Layout": "is_layout",
          "MemoryFormat": "is_memory_format", "Generator": "is_generator"}
LIST_TYPES = ("int[]", "dim[]")


def py_name(arg, variant):
    """An argument's Python name in a variant's function."""
    if variant in ("function", "inplace") and arg.name == "self" and arg.type in ("Tensor", "Scalar"):
        return "input"
    return arg.name


def self_first(op):
    args = op.signature.args
    return bool(args) and args[0].name == "self" and not args[0].kwonly


def varargs(op):
    return op.varargs


def has_out(op, variant):
    return variant == "function" and "out" in op.variants


def method_variant(op):
    """Whether the method needs a function of its own (the function's would
    take out= or name its receiver's list differently); otherwise the method
    is the function itself."""
    if "method" not in op.variants or not self_first(op):
        return False
    va = varargs(op)
    return bool(op.overloads) or "out" in op.variants or \
        (va is not None and op.signature.arg(va).type in LIST_TYPES)


def variants(op):
    """The functions rendered for an op: always the function (the method may
    be it), then its in-place twin and its method where they are their own."""
    out = ["function"]
    if "inplace" in op.variants:
        out.append("inplace")
    if method_variant(op):
        out.append("method")
    return out


def def_name(op, variant):
    return {"function": op.name, "inplace": op.name + "_", "method": f"_{op.name}_method"}[variant]


def _method_like(variant):
    # The in-place function is also the in-place method (x.resize_(2, 3)).
    return variant in ("method", "inplace")


def _param(a, name):
    return name + (f"={a.default}" if a.default is not None else "")


def forms(op, variant):
    """The `overloads:` forms a variant takes (a method lacks `variants: [function]` forms)."""
    return [f for f in op.overloads if variant == "function" or not f.function_only]


def single_form(op, variant):
    """An op whose variant takes one form: that form is its Python signature."""
    fs = forms(op, variant)
    return fs[0].signature if len(fs) == 1 else None


def overloaded(op, variant):
    return len(forms(op, variant)) > 1


def _form_params(op, form, variant):
    """A form's parameter list in a variant: Python names, out= where the form
    places it (else last, for a function), none in a method."""
    pos, kw = [], []
    for a in form.args:
        if a.name == "out":
            if has_out(op, variant):
                (kw if a.kwonly else pos).append("out=None")
            continue
        (kw if a.kwonly else pos).append(_param(a, py_name(a, variant)))
    if has_out(op, variant) and form.arg("out") is None:
        kw.append("out=None")
    if variant == "method" and pos:
        pos[0] = "self" + pos[0][len(pos[0].split("=")[0]):]
    return pos, kw


def params(op, variant):
    """The def's parameter list."""
    form = single_form(op, variant)
    if form is not None:
        pos, kw = _form_params(op, form, variant)
        return ", ".join(pos + (["*"] + kw if kw else []))
    if op.overloads:
        return "self, *args, **kwargs" if variant == "method" else "*args, **kwargs"
    va = varargs(op)
    pos, kw, star = [], [], False
    for a in op.signature.args:
        name = py_name(a, variant)
        if a.name == va:
            if a.type == "Tensor[]":
                pos.append("*" + name)
                star = True
                continue
            if _method_like(variant):
                pos.append("*args")
                kw.append(f"{name}=None")
                star = True
                continue
        (kw if a.kwonly else pos).append(_param(a, name))
    if has_out(op, variant):
        kw.append("out=None")
    if variant == "method" and pos and pos[0] != "self":
        pos[0] = "self"
    return ", ".join(pos + ([] if star or not kw else ["*"]) + kw)


def prologue(op, variant):
    """The lines after the docstring that give the body the op's own names."""
    lines = []
    form = single_form(op, variant)
    if form is not None:
        for a in op.signature.args:
            given = form.arg(a.name)
            if given is None:
                lines.append(f"{a.name} = {a.default}")
            elif py_name(a, variant) != a.name and not (variant == "method" and a is op.signature.args[0]):
                lines.append(f"{a.name} = {py_name(a, variant)}")
        return lines
    if op.overloads:
        names = [a.name for a in op.signature.args] + (["out"] if has_out(op, variant) else [])
        call = f"{forms_name(op, variant)}(" + ("(self,) + args" if variant == "method" else "args") + ", kwargs)"
        if any(f.calls for f in forms(op, variant)):
            lines.append(f"bound = {call}")
            lines.append("if bound.__class__ is _ov.Done:")
            lines.append("    return bound.result")
            lines.append(f"{', '.join(names)}{',' if len(names) == 1 else ''} = bound")
        else:
            lines.append(f"{', '.join(names)}{',' if len(names) == 1 else ''} = {call}")
        return lines
    for a in op.signature.args:
        name = py_name(a, variant)
        if a.name == varargs(op) and a.type in LIST_TYPES and _method_like(variant):
            lines.append(f"{a.name} = _ov.varargs({op.name!r}, {a.name!r}, args, {a.name}, "
                         f"{a.default if a.default is not None else '()'})")
        elif name != a.name and not (variant == "method" and a is op.signature.args[0]):
            lines.append(f"{a.name} = {name}")
    return lines


def forms_name(op, variant):
    return f"_{op.name}_{variant}_forms"


def forms_source(op, variant):
    """The form functions of an op with `overloads:` and their Overloads record."""
    fs = forms(op, variant)
    shapes = [_shape(f.signature) for f in fs]
    opname = op.name + ("_" if variant == "inplace" else "")
    out = []
    names = []
    for i, f in enumerate(fs):
        fname = f"_{op.name}_{variant}_form{i}"
        names.append(fname)
        s = f.signature
        pos, kw = _form_params(op, s, variant)
        out_here = has_out(op, variant)
        checks = []
        for key, a in _shape(s):
            if a.name == "out" or all(key in dict(shape) for shape in shapes):
                continue  # the same in every form: it tells the forms apart no better than Python's binding
            pname = "self" if variant == "method" and a is s.args[0] else py_name(a, variant)
            test = f"_ov.{CHECKS[a.type]}({pname})"
            checks.append(f"({pname} is None or {test})" if a.optional else test)
        out.append(f"def {fname}({', '.join(pos + (['*'] + kw if kw else []))}):")
        if checks:
            out.append(f"    if not ({' and '.join(checks)}):")
            out.append("        return None")
        given = {a.name: ("self" if variant == "method" and a is s.args[0] else py_name(a, variant)) for a in s.args
                 if a.name != "out"}
        if f.calls is not None:
            call = ", ".join([given[a.name] for a in s.args if not a.kwonly] +
                             [f"{a.name}={given[a.name]}" for a in s.args if a.kwonly] + (["out=out"] if out_here else []))
            out.append(f"    return _ov.Done({f.calls}({call}))")
        else:
            values = [given.get(a.name, a.default) for a in op.signature.args]
            if has_out(op, variant):
                values.append("out")
            out.append(f"    return {', '.join(values)}{',' if len(values) == 1 else ''}")
        out.append("")
        out.append("")
    out.append(f"{forms_name(op, variant)} = _ov.Overloads({opname!r}, ({', '.join(names)},))")
    return "\n".join(out)


def _shape(s):
    """A form's arguments, each with its position (None: keyword-only)."""
    return [((None if a.kwonly else i, a), a) for i, a in enumerate(s.args)]


def docstring_head(op, variant):
    """The first lines of the docstring: the op's forms, PyTorch's way."""
    if op.overloads:
        return "\n    ".join(str(f.signature) for f in forms(op, variant))
    return str(op.signature)
