"""PyTorch 2.13's accepted call forms for its public names, read from torch
itself, and the rule deciding whether a tensorgen callable accepts each of
them (tests/core/test_signatures.py).

A *form* is one way of calling a name: its parameters in order, each with
its keyword-only mark and default. Where torch's forms come from, best first:
- a Python function's own signature (`inspect`), when it names its parameters;
- the Python binding of a native operator: torchgen's PythonSignature of each
  native_functions.yaml overload (the very strings torch's argument parser
  parses: `self` renamed `input` in functions, out= and the factory keywords
  added), deprecated overloads left out as torch's documentation leaves them;
- the first lines of the docstring (`.. function:: name(...)` too), for the
  bindings written by hand in torch's C++ (Tensor.to, the cast methods, ...);
- the lambda of `torch.overrides.get_testing_overrides()`, last (it writes
  keyword-only arguments as positional ones).
"""
import ast
import functools
import inspect
import math
import re
from dataclasses import dataclass

REQUIRED = inspect.Parameter.empty


@dataclass(frozen=True)
class Param:
    name: str
    kind: str          # 'pos' (positional or keyword), 'posonly', 'kw', 'varpos', 'varkw'
    default: object    # a token (see token()) or REQUIRED


@dataclass(frozen=True)
class Form:
    params: tuple
    varargs: str | None = None   # the int-list parameter also taken as `*sizes` (torch's parser rule)
    source: str = ""

    @property
    def positional(self):
        return [p for p in self.params if p.kind in ("pos", "posonly")]

    def get(self, name):
        for p in self.params:
            if p.name == name:
                return p
        return None

    def __str__(self):
        out, star = [], False
        for p in self.params:
            if p.kind == "kw" and not star:
                out.append("*")
                star = True
            prefix = {"varpos": "*", "varkw": "**"}.get(p.kind, "")
            out.append(prefix + p.name + ("" if p.default is REQUIRED else f"={show(p.default)}"))
        return "(" + ", ".join(out) + ")" + (f"  [*{self.varargs}]" if self.varargs else "")


def show(tok):
    if isinstance(tok, tuple) and tok and tok[0] in ("obj", "src", "num", "bool", "str", "none", "seq"):
        kind = tok[0]
        if kind == "none":
            return "None"
        if kind == "seq":
            return "(" + ", ".join(show(t) for t in tok[1]) + ")"
        return repr(tok[1]) if kind == "str" else str(tok[1])
    return repr(tok)


def token(value):
    """A default made comparable across libraries: True is not 1, 1 is 1.0,
    torch.float32 is tensorgen.float32 (by name), lists are tuples."""
    if value is REQUIRED:
        return REQUIRED
    if value is None:
        return ("none",)
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, (int, float)):
        if isinstance(value, float) and math.isinf(value):
            return ("num", value)
        return ("num", float(value) if isinstance(value, float) and not value.is_integer() else value)
    if isinstance(value, _Src):  # a docstring default no expression reads
        return ("src", str.__str__(value))
    if isinstance(value, str):
        return ("str", value)
    if isinstance(value, (list, tuple)):
        return ("seq", tuple(token(v) for v in value))
    text = str(value)
    for prefix in ("torch.", "tensorgen."):
        if text.startswith(prefix):
            return ("obj", text[len(prefix):])
    return ("obj", text)


def same_default(a, b):
    """Equal defaults; an int list's default may be written as one int (`stride=1`)."""
    if a == b:
        return True
    for x, y in ((a, b), (b, a)):
        if isinstance(x, tuple) and x[0] == "seq" and y[0] == "num" and x[1] and all(t == y for t in x[1]):
            return True
    return False


# ---------------------------------------------------------------- sources

def _eval_default(src, torch):
    try:
        return ast.literal_eval(src)
    except (ValueError, SyntaxError):
        pass
    try:
        return eval(src, {"torch": torch, "inf": math.inf, "math": math})  # noqa: S307 - torch's own docstrings
    except Exception:  # noqa: BLE001 - an unreadable default stays its text
        return _Src(src)


class _Src(str):
    """The text of a docstring default that does not evaluate."""


def from_inspect(sig, drop_first=False, source="inspect"):
    kinds = {inspect.Parameter.POSITIONAL_ONLY: "posonly", inspect.Parameter.POSITIONAL_OR_KEYWORD: "pos",
             inspect.Parameter.KEYWORD_ONLY: "kw", inspect.Parameter.VAR_POSITIONAL: "varpos",
             inspect.Parameter.VAR_KEYWORD: "varkw"}
    params = list(sig.parameters.values())
    if drop_first and params and params[0].kind in (inspect.Parameter.POSITIONAL_ONLY,
                                                     inspect.Parameter.POSITIONAL_OR_KEYWORD):
        params = params[1:]
    return Form(tuple(Param(p.name, kinds[p.kind], token(p.default)) for p in params), source=source)


def _generic(form):
    """(*args, **kwargs): a signature that says nothing."""
    return any(p.kind == "varkw" for p in form.params) and all(p.kind in ("varpos", "varkw") for p in form.params)


_DOC_LINE = re.compile(r"^\s*(?:\.\.\s+(?:function|method)::\s+)?(?:torch\.(?:Tensor\.)?)?"
                       r"([A-Za-z_][\w.]*)\((.*)\)\s*(?:->.*)?$")


def from_docstring(fn, name, torch, method):
    """Every `name(...)` line of the docstring, parsed as a Python parameter list."""
    forms = []
    for line in (getattr(fn, "__doc__", None) or "").splitlines():
        m = _DOC_LINE.match(line)
        if not m or m.group(1).split(".")[-1] != name:
            continue
        body = m.group(2).replace("\\*", "*")
        try:
            tree = ast.parse(f"def f({body}): pass").body[0].args
        except SyntaxError:
            continue
        params = []
        pos = tree.posonlyargs + tree.args
        pos_defaults = [None] * (len(pos) - len(tree.defaults)) + list(tree.defaults)
        for a, d in zip(pos, pos_defaults):
            params.append(Param(a.arg, "pos", REQUIRED if d is None else token(_eval_default(ast.unparse(d), torch))))
        if tree.vararg:
            params.append(Param(tree.vararg.arg, "varpos", REQUIRED))
        for a, d in zip(tree.kwonlyargs, tree.kw_defaults):
            params.append(Param(a.arg, "kw", REQUIRED if d is None else token(_eval_default(ast.unparse(d), torch))))
        if tree.kwarg:
            params.append(Param(tree.kwarg.arg, "varkw", REQUIRED))
        if method and params and params[0].name == "self":
            params = params[1:]
        form = Form(tuple(params), source="docstring")
        if not _generic(form):
            forms.append(form)
    return forms


# torchgen's default expressions that are not Python literals, as the values the argument parser gives
_CPP_DEFAULTS = {"None": ("none",), "::std::nullopt": ("none",), "{}": ("none",), "c10::MemoryFormat::Contiguous":
                 ("obj", "contiguous_format"), "at::Reduction::Mean": ("num", 1)}  # (ctc_loss's reduction is the enum's int)


def _cpp_default(text, typ):
    if text is None:
        return REQUIRED
    if text in _CPP_DEFAULTS:
        return _CPP_DEFAULTS[text]
    if text.startswith("[") or text.startswith("{"):
        inner = text[1:-1].strip()
        return token(tuple(ast.literal_eval(v.strip()) for v in inner.split(",")) if inner else ())
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return ("src", text)
    size = getattr(typ, "size", None)
    if size and isinstance(value, int) and not isinstance(value, bool) and "int" in str(typ):
        return token((value,) * size)
    return token(value)


@functools.cache
def native_forms():
    """{(namespace, name): [Form, ...]}: the Python bindings torchgen generates
    from native_functions.yaml; namespace 'torch', 'Tensor', 'nn', 'linalg',
    'special', 'fft', 'nested', 'sparse'."""
    import os
    import torchgen
    from torchgen.api.python import PythonSignatureNativeFunctionPair, signature
    from torchgen.gen import parse_native_yaml
    from torchgen.packaged.autograd import gen_python_functions as gpf

    base = os.path.join(os.path.dirname(torchgen.__file__), "packaged", "ATen", "native")
    fns = parse_native_yaml(os.path.join(base, "native_functions.yaml"),
                            os.path.join(base, "tags.yaml")).native_functions
    fns = [f for f in fns if gpf.should_generate_py_binding(f)]
    spaces = {"Tensor": gpf.is_py_variable_method, "torch": gpf.is_py_torch_function, "nn": gpf.is_py_nn_function,
              "linalg": gpf.is_py_linalg_function, "special": gpf.is_py_special_function,
              "fft": gpf.is_py_fft_function, "nested": gpf.is_py_nested_function,
              "sparse": gpf.is_py_sparse_function}
    out = {}
    for space, pred in spaces.items():
        method = space == "Tensor"
        pairs = [PythonSignatureNativeFunctionPair(signature=signature(f, method=method), function=f)
                 for f in fns if pred(f)]
        by_name = {}
        for pair in pairs:
            by_name.setdefault(pair.signature.name, []).append(pair)
        for name, group in by_name.items():
            forms = []
            for g in gpf.group_overloads(group, symint=True):
                sig = g.signature
                params = []
                for a in sig.input_args:
                    pname = "input" if a.name == "self" and not method and str(a.type) in ("Tensor", "Scalar") \
                        else a.name
                    params.append(Param(_py_ident(pname), "pos", _cpp_default(a.default, a.type)))
                kw = list(sig.input_kwargs) + ([sig.output_args] if sig.output_args is not None else []) \
                    + list(sig.tensor_options_args)
                for a in kw:
                    params.append(Param(_py_ident(a.name), "kw", _cpp_default(a.default, a.type)))
                # torch's parser also takes an unsized int list that is the only positional
                # argument as *args (`x.view(2, 3)`; the reductions' `int[1] dim` is no such list)
                pos = sig.input_args
                varargs = pos[0].name if len(pos) == 1 and str(pos[0].type).replace("?", "") in \
                    ("int[]", "SymInt[]") else None
                forms.append(Form(tuple(params), varargs=varargs, source="native"))
            out[(space, name)] = _dedupe(forms)
    return out


def _py_ident(name):
    """`from` (uniform_, random_) is a Python keyword no def can name: torch's
    own type stubs call it `from_` (torchgen api/python.py argument_str_pyi)."""
    return name + "_" if name == "from" else name


def _dedupe(forms):
    seen, out = set(), []
    for f in forms:
        key = (f.params, f.varargs)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


_NATIVE_SPACE = {"torch": "torch", "torch._C._VariableFunctions": "torch", "torch._C._nn": "nn",
                 "torch._C._linalg": "linalg", "torch._C._special": "special", "torch._C._fft": "fft",
                 "torch._C._nested": "nested", "torch._C._sparse": "sparse"}


def torch_forms(torch, fn, name, namespace, overrides):
    """The forms torch accepts for `fn` (reached as `name` in `namespace`:
    'torch', 'Tensor', 'nn.functional', 'linalg', 'special', 'fft', 'nested')."""
    method = namespace == "Tensor"
    if isinstance(fn, (staticmethod, classmethod)):
        fn = fn.__func__
    if inspect.isfunction(fn) or inspect.isfunction(getattr(fn, "__wrapped__", None)):
        try:
            form = from_inspect(inspect.signature(fn), drop_first=method, source="inspect")
            if not _generic(form):
                return [form]
        except (TypeError, ValueError):
            pass
    forms = []
    if not inspect.isfunction(fn):
        space = "Tensor" if method else _NATIVE_SPACE.get(getattr(fn, "__module__", None) or "", None)
        if space is not None:
            forms = native_forms().get((space, getattr(fn, "__name__", name)), [])
            if not forms and space == "torch":
                forms = native_forms().get(("nn", getattr(fn, "__name__", name)), [])
    if not forms:
        forms = from_docstring(fn, getattr(fn, "__name__", name), torch, method)
    if not forms and fn in overrides:
        try:
            form = from_inspect(inspect.signature(overrides[fn]), drop_first=method, source="testing_overrides")
            if not _generic(form):
                forms = [form]
        except (TypeError, ValueError):
            pass
    return _dedupe(forms)


# ---------------------------------------------------------------- the rule

def accepts(s, f, all_forms):
    """Why tensorgen's form `s` does not accept torch's form `f` (None: it does).
    Accepting means every call written in `f` binds each argument to the
    parameter of the same name, with `f`'s defaults. Where `s` is looser than
    `f` (a default `f` lacks, a keyword-only argument of `f` taken positionally
    too), another torch form must be so: `s` then merges torch's forms."""
    spos = [p for p in s.params if p.kind in ("pos", "posonly")]
    svar = next((i for i, p in enumerate(s.params) if p.kind == "varpos"), None)
    by_name = {p.name: p for p in s.params if p.kind in ("pos", "kw")}
    for i, p in enumerate(f.positional):
        if f.varargs == p.name:
            if svar is None or len(spos) != i:
                return f"`{p.name}` is taken as varargs (`*{p.name}`) by torch"
            kwp = by_name.get(p.name)
            if kwp is None or kwp.kind != "kw":
                return f"`{p.name}=` is accepted by torch beside `*{p.name}`"
            continue
        if i >= len(spos):
            kwp = by_name.get(p.name)
            if svar == len(spos) == i == len(f.positional) - 1 and kwp is not None and kwp.kind == "kw":
                continue  # `*args` and `name=` take the one value (x.squeeze(0) as x.squeeze(dim=0))
            return f"positional parameter {i} `{p.name}` missing"
        q = spos[i]
        if q.name != p.name:
            return f"positional parameter {i} is `{q.name}`, torch's is `{p.name}`"
        if q.kind == "posonly" and p.kind != "posonly":
            return f"`{p.name}` is positional-only"
        why = _default_ok(p, q, all_forms, f)
        if why:
            return why
    for p in f.params:
        if p.kind != "kw":
            continue
        q = by_name.get(p.name)
        if q is None:
            return f"keyword `{p.name}` missing"
        if q.kind != "kw" and not _positional_somewhere(p.name, spos.index(q), all_forms):
            return f"`{p.name}` is keyword-only in torch"
        why = _default_ok(p, q, all_forms, f)
        if why:
            return why
    fnames = {p.name for p in f.params}
    for q in s.params:
        if q.kind in ("pos", "kw") and q.name not in fnames and q.default is REQUIRED \
                and not (f.varargs and q.name == f.varargs):
            return f"`{q.name}` is required, torch's form lacks it"
        if q.kind == "varpos" and not f.varargs and not any(g.varargs for g in all_forms) \
                and not any(p.kind == "varpos" for p in f.params):
            return f"`*{q.name}` takes positional arguments torch does not"
    return None


def _positional_somewhere(name, index, all_forms):
    for g in all_forms:
        pos = g.positional
        if index < len(pos) and pos[index].name == name:
            return True
    return False


def _default_ok(p, q, all_forms, f):
    if p.default is not REQUIRED:
        if q.default is REQUIRED:
            return f"`{p.name}` has no default; torch's is {show(p.default)}"
        if not same_default(p.default, q.default) and not _earlier_default(p, q, all_forms, f):
            return f"`{p.name}` defaults to {show(q.default)}, torch's to {show(p.default)}"
        return None
    if q.default is REQUIRED:
        return None
    for other in all_forms:
        op = other.get(p.name)
        if op is None or (op.default is not REQUIRED and same_default(op.default, q.default)):
            return None
    return f"`{p.name}` has a default ({show(q.default)}) where torch requires it"


def _earlier_default(p, q, all_forms, f):
    """A form whose parameters an earlier form has too (by name and kind) never
    binds an omitted argument: torch's parser takes the earlier form
    (conv2d's padding=0 before its padding='valid')."""
    layout = [(x.name, x.kind) for x in f.params]
    for g in all_forms:
        if g is f:
            return False
        if [(x.name, x.kind) for x in g.params] == layout and same_default(g.get(p.name).default, q.default):
            return True
    return False


def extra_names(s_forms, t_forms):
    """Parameters tensorgen has that no torch form names."""
    names = {p.name for f in t_forms for p in f.params}
    return sorted({p.name for s in s_forms for p in s.params
                   if p.kind in ("pos", "kw", "posonly") and p.name not in names})


# ---------------------------------------------------------------- the names

SPACES = (  # (label, torch attribute path, tensorgen attribute path)
    ("torch", "", ""),
    ("Tensor", "Tensor", "Tensor"),
    ("nn.functional", "nn.functional", "nn.functional"),
    ("linalg", "linalg", "linalg"),
    ("special", "special", "special"),
    ("fft", "fft", "fft"),
    ("nested", "nested", "nested"),
)


def _resolve(root, path):
    obj = root
    for part in filter(None, path.split(".")):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def public_names(torch, label, space):
    """torch's public callables in a namespace: functions and builtins of
    torch's own (the testing overrides and ignored functions list them, or a
    torch module defines them), and every public method of torch.Tensor."""
    known = _known(torch)
    out = []
    for name in sorted(dir(space)):
        if name.startswith("_"):
            continue
        static = inspect.getattr_static(space, name, None) if label == "Tensor" else None
        if isinstance(static, property) or (label == "Tensor" and not callable(static) and
                                             not isinstance(static, (staticmethod, classmethod))):
            continue
        obj = getattr(space, name, None)
        if obj is None or inspect.isclass(obj) or inspect.ismodule(obj) or not callable(obj):
            continue
        if label != "Tensor":
            mod = getattr(obj, "__module__", None) or ""
            try:
                listed = obj in known
            except TypeError:
                listed = False
            if not (listed or mod == "torch" or mod.startswith("torch.")):
                continue
        out.append((name, obj))
    return out


def _known(torch):
    known = set()
    for f in list(torch.overrides.get_testing_overrides()) + list(torch.overrides.get_ignored_functions()):
        try:
            known.add(f)
        except TypeError:
            pass
    return known


def tg_forms(space, name, label):
    """tensorgen's forms of a name: its overloads' signatures, or its own."""
    obj = getattr(space, name)
    static = inspect.getattr_static(space, name, None) if label == "Tensor" else None
    if isinstance(static, property):
        raise TypeError("a property in tensorgen, a method in torch")
    drop = label == "Tensor" and not isinstance(static, staticmethod)
    overloads = getattr(obj, "overloads", None)
    if overloads is not None:
        return [from_inspect(s, drop_first=drop, source="tensorgen") for s in overloads.signatures()]
    return [from_inspect(inspect.signature(obj), drop_first=drop, source="tensorgen")]


def check(t_forms, g_forms):
    """The mismatches of tensorgen's forms against torch's (empty: they match)."""
    problems = []
    for f in t_forms:
        whys = [accepts(g, f, t_forms) for g in g_forms]
        if all(whys):
            problems.append(f"torch's {f} <{f.source}>: " + "; ".join(sorted(set(whys))))
    extra = extra_names(g_forms, t_forms)
    if extra:
        problems.append(f"tensorgen's parameters {extra} are in no torch form")
    for g in g_forms:
        for i, q in enumerate(p for p in g.params if p.kind in ("pos", "posonly")):
            if q.name not in extra and not _positional_somewhere(q.name, i, t_forms):
                problems.append(f"tensorgen's {g} takes `{q.name}` as positional {i}, no torch form does")
    for g in g_forms:
        if any(p.kind == "varkw" for p in g.params) and not any(p.kind == "varkw" for f in t_forms for p in f.params):
            problems.append(f"tensorgen's {g} takes any keyword")
    return problems
