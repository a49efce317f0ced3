"""Render the validated model through the Jinja templates, then write
generated/ only if everything rendered (changed files only, each atomically)."""
import ast
import io
import os
import tempfile
import tokenize
from pathlib import Path

import jinja2

from . import model as M
from .fields import DTYPE_GROUPS
from .kinds.pointwise import Case
from . import named_coverage
from . import derivatives as _derivatives
from . import python_signature as _pysig
from . import vector_math

MARKER = "# generated from ops.yaml — do not edit"
TEMPLATES = Path(__file__).parent / "templates"
# output file -> template; each kind contributes macros through templates/<kind>.j2
FILES = {
    "__init__.py": "init.py.j2",
    "kernels_cpu.py": "kernels_cpu.py.j2",
    "kernels_cuda.py": "kernels_cuda.py.j2",
    "ops.py": "ops.py.j2",
    "methods.py": "methods.py.j2",
}
# Public functions a hand-written wrapper of the runtime's api/ layer provides
# (the generated function stays, and the wrapper calls it): by-name flatten and
# unflatten (api/named.py), where(condition) alone (api/indexing.py). They are
# left out of generated/ops.py's __all__, so the package defines each name once.
API_WRAPPED = ("flatten", "unflatten", "where")
# each namespace of codegen/model.py PYTHON_MODULES -> generated/<module>.py
MODULE_TEMPLATE = "python_module.py.j2"
# docs/ file -> template: documents rendered from the same model, written to
# ROOT/docs and checked for staleness like generated/.
DOCS = {
    "named_tensor_coverage.md": "named_coverage.md.j2",
}
DOC_MARKER = "<!-- generated from ops.yaml — do not edit"
_DT_ATTR = {"bool": "bool_"}


class OpView:
    """Read-only helpers the templates use to spell an op's pieces."""

    def __init__(self, op):
        self.op = op

    def __getattr__(self, name):
        return getattr(self.op, name)

    @property
    def tensor_names(self):
        return [a.name for a in self.op.signature.tensor_args]

    @property
    def scalar_names(self):
        return [a.name for a in self.op.kernel_scalars]

    @property
    def scalar_kinds(self):
        return [(a.name, a.type) for a in self.op.kernel_scalars]

    @property
    def kernel_params(self):
        sw = getattr(self.op.spec, "switch", None)
        return [a.name for a in self.op.signature.args if a.name != sw]

    def call_args(self, fmt):
        tensors = set(self.tensor_names)
        return [a + fmt.format(t=a) if a in tensors else a for a in self.kernel_params]

    @property
    def all_cases(self):
        cases = []
        for c in self.op.spec.cases:
            cases.append(c)
            if c.bool_kernel:
                key = "bool" if c.key in (None, "None") else c.key + "__bool"
                cases.append(Case(key, c.bool_kernel, None, c.promotion, c.dtypes))
            if c.int_kernel:
                key = "int" if c.key in (None, "None") else c.key + "__int"
                cases.append(Case(key, c.int_kernel, None, c.promotion, c.dtypes))
            for dt, kernel in c.dtype_kernels:
                cases.append(Case(dt, kernel, None, c.promotion, c.dtypes))
        return cases

    @property
    def negative_int_error_src(self):
        neg = getattr(self.op.spec, "negative_int_error", ())
        return repr((self.tensor_names.index(neg[0]), neg[1])) if neg else None

    @property
    def integer_error_src(self):
        err = getattr(self.op.spec, "integer_error", ())
        return repr((tuple(self.tensor_names.index(a) for a in err[0]), err[1])) if err else None

    @property
    def tensor_only_indexes(self):
        names = self.tensor_names
        return tuple(names.index(a) for a in getattr(self.op.spec, "tensor_only", ()))

    @property
    def checked_scalars_src(self):
        names = self.tensor_names
        return tuple((names.index(a), r) for a, r in getattr(self.op.spec, "checked_scalars", ()))

    @property
    def same_dtype_src(self):
        same = getattr(self.op.spec, "same_dtype", ())
        if not same:
            return None
        names = self.tensor_names
        return repr((tuple(names.index(a) for a in same[0]), same[1], tuple(names.index(a) for a in same[2])))

    @property
    def zero_divisor_index(self):
        zd = getattr(self.op.spec, "zero_divisor", None)
        return None if zd is None else self.tensor_names.index(zd)

    @staticmethod
    def dtype_tuple(names):
        return "(" + ", ".join("_D." + _DT_ATTR.get(n, n) for n in names) + ",)"

    @staticmethod
    def dtypes_src(names):
        """A dtype list as its group name (``_D.GROUPS['numeric']``) when it is one."""
        for group, members in DTYPE_GROUPS.items():
            if tuple(names) == tuple(members):
                return f"_D.GROUPS[{group!r}]"
        return OpView.dtype_tuple(names)

    @property
    def promote_indexes(self):
        names = self.tensor_names
        return [names.index(p) for p in self.op.spec.promote]

    @property
    def fixed_dtypes_src(self):
        names = self.tensor_names
        items = ", ".join(f"{names.index(a)}: _D.{_DT_ATTR.get(d, d)}" for a, d in self.op.spec.fixed_dtypes)
        return "{" + items + "}"

    @property
    def output_names(self):
        return _derivatives._output_names(self.op.signature)

    @property
    def self_first(self):
        """The op's first argument is ``self``: its function is its method as it stands."""
        return _pysig.self_first(self.op)

    @property
    def method_variant(self):
        """The method is a function of its own (codegen/python_signature.py)."""
        return _pysig.method_variant(self.op)

    def composite_src(self, text):
        """A composite body or check as it runs in generated/ops.py: factories
        from runtime/families/factories.py, `Tensor` the runtime's class."""
        factories = set(_derivatives.FACTORIES)

        class Rewrite(ast.NodeTransformer):
            def visit_Name(self, node):
                if node.id in factories:
                    return ast.copy_location(ast.Attribute(ast.Name("_fac", ast.Load()), node.id, ast.Load()), node)
                if node.id == "Tensor":
                    return ast.copy_location(ast.Name("_Tensor", ast.Load()), node)
                return node
        return ast.unparse(Rewrite().visit(ast.parse(text, mode="eval")))

    @property
    def record_fields(self):
        """The keyword fields every op record (core/op.py Op) takes from the entry."""
        fields = [f"names={self.op.names!r}", f"nested={self.op.nested!r}"]
        if self.op.sparse != "none":
            fields.append(f"sparse={self.op.sparse!r}")
        if self.op.internal_overlap != "error":
            fields.append(f"internal_overlap={self.op.internal_overlap!r}")
        if self.op.autocast != "none":
            fields.append(f"autocast={self.op.autocast!r}")
        if self.op.derivatives is not None:
            fields.append(f"backward=_derivative_{self.op.name}")
        return ", ".join(fields)

    @property
    def wrapper_variants(self):
        return _pysig.variants(self.op)

    def has_out(self, variant):
        return _pysig.has_out(self.op, variant)

    def def_name(self, variant):
        return _pysig.def_name(self.op, variant)

    def params(self, variant):
        return _pysig.params(self.op, variant)

    def prologue(self, variant):
        return _pysig.prologue(self.op, variant)

    def overloaded(self, variant):
        return _pysig.overloaded(self.op, variant)

    def alias_form(self, alias):
        return _pysig.alias_form(self.op, alias)

    def alias_source(self, alias):
        return _pysig.alias_source(self.op, alias)

    def forms_name(self, variant):
        return _pysig.forms_name(self.op, variant)

    def forms_source(self, variant):
        return _pysig.forms_source(self.op, variant)

    def docstring_head(self, variant):
        return _pysig.docstring_head(self.op, variant)

    def method_params(self):
        """A method of an op whose receiver is not its first argument (polygamma's n comes first)."""
        pos = ["self"] + [a.name + (f"={a.default}" if a.default is not None else "")
                          for a in self.op.signature.args if not a.kwonly and a.name != "self"]
        kw = [a.name + (f"={a.default}" if a.default is not None else "") for a in self.op.signature.args if a.kwonly]
        return ", ".join(pos + (["*"] + kw if kw else []))

    def dunder_pipeline_args(self, dunder, reflected):
        """The pipeline call a Python operator of a pointwise op makes, when
        the function wrapper would only pass its arguments and defaults on
        (no switch, no absent or required arguments): the operator then skips
        that frame (an eighth of a 10-element ``a + b``). None otherwise."""
        spec = self.op.spec
        if self.op.kind != "pointwise" or spec.switch or spec.absent or spec.required_one_of \
                or dunder.startswith("__i"):
            return None
        tensors = self.tensor_names
        if len(tensors) not in (1, 2) or (reflected and len(tensors) != 2):
            return None
        scalars = []
        for a in self.op.kernel_scalars:
            if a.default is None:
                return None
            scalars.append(a.default)
        names = [a.name for a in self.op.signature.args]
        if names != tensors + [a.name for a in self.op.kernel_scalars]:
            return None
        operands = ("other, self" if reflected else "self, other") if len(tensors) == 2 else "self,"
        return (f"_ops._op_{self.op.name}, (({operands}), ({', '.join(scalars)}{',' if len(scalars) == 1 else ''}), "
                f"_ops._{self.op.name}_case)")

    def method_call(self, variant):
        """The function call such a method makes: its arguments in the function's order."""
        pos = [a.name for a in self.op.signature.args if not a.kwonly]
        kw = [f"{_pysig.py_name(a, variant, self.op)}={a.name}" for a in self.op.signature.args if a.kwonly]
        return ", ".join(pos + kw)


def _env():
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), trim_blocks=True,
                             lstrip_blocks=True, keep_trailing_newline=True, undefined=jinja2.StrictUndefined,
                             autoescape=False)
    env.filters["pyrepr"] = repr
    env.filters["layout_names"] = layout_names
    env.filters["pytuple"] = lambda xs: repr(tuple(xs))
    env.filters["pyrepr_kv"] = lambda name: f"{name!r}: {name}"
    # __radd__ swaps its operands and __iadd__ works in place, but __rshift__ and
    # __invert__ do neither: a prefix counts only when the rest names an operator.
    env.filters["dunder_reflected"] = lambda d: d.startswith("__r") and "__" + d[3:] in M.OPERATORS
    env.filters["dunder_inplace"] = lambda d: d.startswith("__i") and "__" + d[3:] in M.OPERATORS
    # CPU kernels: math.<fn>(e) -> _vm_<fn>(witness, e) (codegen/vector_math.py)
    env.filters["cpu_math"] = vector_math.rewrite
    env.tests["vector_math"] = vector_math.uses  # `expr is vector_math(vm_helpers)`
    env.globals["vector_math_functions"] = vector_math.FUNCTIONS
    env.globals["vector_math_prefix"] = vector_math.PREFIX
    return env


def layout_names(source):
    """A derivative formula or autograd helper with the nested layout's
    conversions it calls (codegen/derivatives.py NESTED_CONSTRUCTORS) renamed to
    the private names generated/ops.py imports them under: an op may have the
    same public name (the method form ``to_padded_tensor``), and a formula
    means the layout's own function. Only names are renamed (not an attribute
    ``x.to_padded_tensor``, not a string); the rest of the text is kept as it is."""
    wanted = set(_derivatives.NESTED_CONSTRUCTORS)
    spots, prev = [], None
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.NAME and tok.string in wanted and not (prev and prev.string == "."):
                spots.append(tok.start)
            if tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
                prev = tok
    except (tokenize.TokenError, IndentationError):
        return source  # (a fragment tokenize cannot finish: the check of the rendered module reports it)
    lines = source.splitlines(keepends=True)
    for row, col in reversed(spots):
        line = lines[row - 1]
        lines[row - 1] = line[:col] + "_layout_" + line[col:]
    return "".join(lines)


def _tidy(text):
    # Collapse runs of blank lines left by template control blocks (3+ → 2).
    lines, blank = [], 0
    for line in text.splitlines():
        line = line.rstrip()
        blank = blank + 1 if not line else 0
        if blank <= 2:
            lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def render(spec):
    """All generated files as {relative path: text}; raises on any template error."""
    env = _env()
    # The kernels a record names (cpu_kernel/cuda_kernel in a wrapper): checked
    # below against the kernels rendered, so a renamed kernel fails here, not at import or a call.
    refs = {"kernels_cpu.py": set(), "kernels_cuda.py": set()}
    env.globals["cpu_kernel"] = lambda name: refs["kernels_cpu.py"].add(name) or f"_cpu.{name}"
    env.globals["cuda_kernel"] = lambda name: refs["kernels_cuda.py"].add(name) or repr(name)
    # a global, not a context variable: the kinds' macros (template modules) read it
    env.globals["vm_helpers"] = vector_math.helpers_using([(h.name, h.source) for h in spec.helpers])
    kinds = {k: env.get_template(f"{k}.j2").module for k in M.KINDS}
    ops = [OpView(op) for op in spec.ops]
    public = sorted([op.name for op in spec.ops if "function" in op.variants and not op.name.startswith("_")
                     and op.name not in API_WRAPPED and not op.python_module] +
                    [a for op in spec.ops if "function" in op.variants for a in op.top_aliases] +
                    [n + "_" for op in spec.ops if "inplace_function" in op.variants
                     for n in (op.name,) + tuple(op.top_aliases)])
    # the nested conversions a derivative reads are the layout's own (nested/api.py), not
    # the method form an op may declare under the same name (Tensor.to_padded_tensor)
    op_names = ({op.name for op in spec.ops} | {op.name + "_" for op in spec.ops if "inplace" in op.variants}) - \
        set(_derivatives.NESTED_CONSTRUCTORS)
    grad_sources = [(h.source, ()) for h in spec.autograd_helpers] + \
        [(f, [a.name for a in op.signature.args] + ["grad_input_mask"]) for op in spec.ops
         if op.derivatives is not None for _, f in op.derivatives.formulas + op.derivatives.joint]
    ctx = {"spec": spec, "ops": ops, "kinds": kinds, "public": public, "sparse": env.get_template("sparse.j2").module,
           "grad_ops": _derivatives.operators_read(grad_sources, op_names),
           "grad_factories": _derivatives.operators_read(grad_sources, set(_derivatives.FACTORIES)),
           "grad_nested": _derivatives.operators_read(grad_sources, set(_derivatives.NESTED_CONSTRUCTORS)),
           "grad_mode": _derivatives.operators_read(grad_sources, set(_derivatives.GRAD_MODE))}
    out = {}
    for fname, tname in FILES.items():
        text = _tidy(env.get_template(tname).render(**ctx))
        if not text.startswith(MARKER):
            raise RuntimeError(f"template {tname} must start with the generated marker")
        _check_python(fname, tname, text)
        _check_bindings(fname, text, spec)
        out[fname] = text
    for fname, names in refs.items():
        missing = sorted(names - set(_module_bindings(ast.parse(out[fname]))))
        if missing:
            raise TemplateError(f"generated/ops.py names kernel(s) {', '.join(missing)} that {fname} does not define")
    for module in M.PYTHON_MODULES:
        fname = f"{module}.py"
        names = sorted((name, _pysig.alias_function(f"{module}.{name}") if f"{module}.{name}" in
                        dict(op.alias_forms) else op.name) for op in spec.ops if "function" in op.variants
                       for name in op.module_aliases(module))
        text = _tidy(env.get_template(MODULE_TEMPLATE).render(module=module, names=names))
        _check_python(fname, MODULE_TEMPLATE, text)
        out[fname] = text
    return out


class TemplateError(RuntimeError):
    """A template produced something that cannot be written."""


def _check_python(fname, tname, text):
    # A generated module that does not parse would break `import tensorgen`,
    # and with it the generator itself (it lives in the same package): refuse
    # to write it.
    try:
        compile(text, fname, "exec", dont_inherit=True)
    except SyntaxError as e:
        line = text.splitlines()[e.lineno - 1].strip() if e.lineno else ""
        raise TemplateError(f"template {tname} rendered invalid Python: {fname}:{e.lineno}: {e.msg}: {line!r}") \
            from None


def _module_bindings(tree):
    """name -> what binds it at the module's top level (an import's source, or the line of a def/assignment)."""
    bound = {}

    def add(name, how):
        bound.setdefault(name, []).append(how)

    def visit(stmts):
        for n in stmts:
            if isinstance(n, ast.Import):
                for a in n.names:
                    add(a.asname or a.name.split(".")[0], ("import", a.name))
            elif isinstance(n, ast.ImportFrom):
                for a in n.names:
                    add(a.asname or a.name, ("from", n.module, n.level, a.name))
            elif isinstance(n, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
                add(n.name, ("def", n.lineno))
            elif isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = list(n.targets if isinstance(n, ast.Assign) else [n.target])
                while targets:  # names, and names inside tuple targets (not `f.attr = ...`)
                    t = targets.pop()
                    if isinstance(t, ast.Name):
                        add(t.id, ("assign", n.lineno))
                    elif isinstance(t, (ast.Tuple, ast.List)):
                        targets += t.elts
                    elif isinstance(t, ast.Starred):
                        targets.append(t.value)
            elif isinstance(n, (ast.If, ast.Try, ast.For, ast.While, ast.With)):
                visit([c for c in ast.iter_child_nodes(n) if isinstance(c, ast.stmt)])
                for h in getattr(n, "handlers", []):
                    visit(h.body)
    visit(tree.body)
    return bound


def _check_bindings(fname, text, spec):
    """Every module-level name of a generated file is bound once (a repeated
    identical import aside).  An op or helper named like one of the template's
    imports would otherwise replace it, and the template's module-level uses of
    that name (a decorator, a registration) would call the spec's function when
    the module is imported."""
    for name, hows in _module_bindings(ast.parse(text)).items():
        if len(hows) > 1 and not (all(h[0] in ("import", "from") for h in hows) and len(set(hows)) == 1):
            where = {op.name: (op.line, op.name) for op in spec.ops}
            where.update({h.name: (h.line, None) for h in spec.helpers + spec.autograd_helpers})
            for op in spec.ops:
                for a in op.aliases:
                    where.setdefault(a, (op.line, op.name))
            stem = name.rstrip("_")
            for key in (name, stem):
                if key in where:
                    line, op = where[key]
                    raise M.SpecError(spec.path, line, op, None if op else "helpers",
                                      f"the name '{name}' is already taken in generated/{fname} (a name the "
                                      "generated code imports or defines itself): rename it")
            raise TemplateError(f"{fname}: the module-level name '{name}' is bound {len(hows)} times")


def render_docs(spec):
    """The documents under docs/ as {relative path: text}."""
    env = _env()
    cov = named_coverage.load()
    ctx = {"spec": spec, "cov": cov, "rows": named_coverage.rows(spec, cov),
           "extra": named_coverage.extra_ops(spec, cov)}
    out = {}
    for fname, tname in DOCS.items():
        text = _tidy(env.get_template(tname).render(**ctx))
        if not text.startswith(DOC_MARKER):
            raise RuntimeError(f"template {tname} must start with the generated marker")
        out[fname] = text
    return out


def stale_files(files, out_dir):
    """Paths under out_dir that differ from `files`, plus generated files that should not exist."""
    out_dir = Path(out_dir)
    stale = []
    for name, text in files.items():
        p = out_dir / name
        if not p.exists() or p.read_text(encoding="utf-8") != text:
            stale.append(str(p))
    if out_dir.exists():
        for p in sorted(out_dir.glob("*.py")):
            if p.name not in files and p.read_text(encoding="utf-8").startswith(MARKER):
                stale.append(str(p))
    return stale


def _file_mode():
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


_FILE_MODE = _file_mode()


def write(files, out_dir):
    """Write changed files only (unchanged ones keep their mtime, so Numba's
    disk cache stays warm); each file is replaced atomically."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in files.items():
        p = out_dir / name
        if p.exists() and p.read_text(encoding="utf-8") == text:
            continue
        fd, tmp = tempfile.mkstemp(prefix=f".{name}.", dir=out_dir)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.chmod(tmp, _FILE_MODE)  # mkstemp makes it owner-only
        os.replace(tmp, p)
        written.append(str(p))
    for p in sorted(out_dir.glob("*.py")):
        if p.name not in files and p.read_text(encoding="utf-8").startswith(MARKER):
            p.unlink()
            written.append(str(p) + " (removed)")
    return written
