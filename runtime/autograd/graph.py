"""The graph autograd records: one ``Node`` per call of a differentiable
operator, made by the call pipeline's hook (``before``/``after``), holding
what the op's generated derivative (ops.yaml `derivatives:`) reads.

A node's ``next_functions`` point at the nodes that made its inputs (or at the
``AccumulateGrad`` of a leaf). Saved tensors keep the version they had; the
engine refuses to use one modified in place since, as PyTorch does.
"""
import itertools
import sys

from ..core import layout_hooks
from ..core.tensor import Tensor
from ..families import factories
from . import grad_mode

_seq = itertools.count()


class SavedTensor:
    """A tensor a derivative reads, with its version when it was saved."""
    __slots__ = ("tensor", "version", "node_name", "output_nr")

    def __init__(self, tensor, node_name, output_nr=None):
        self.tensor, self.version = tensor, tensor._vc[0]
        self.node_name, self.output_nr = node_name, output_nr

    def unpack(self):
        t = self.tensor
        if t._vc[0] != self.version:
            where = f"output {self.output_nr} of {self.node_name}" if self.output_nr is not None else \
                f"an input of {self.node_name}"
            raise RuntimeError(
                "one of the variables needed for gradient computation has been modified by an inplace operation: "
                f"[{_type_name(t)} {list(t._shape)}], which is {where}, is at version {t._vc[0]}; expected "
                f"version {self.version} instead. Hint: the backtrace further above shows the operation that "
                "failed to compute its gradient. The variable in question was changed in there or anywhere later. "
                "Good luck!")
        return t


def _type_name(t):
    return "tensorgen." + {"float32": "FloatTensor", "float64": "DoubleTensor", "float16": "HalfTensor",
                           "bfloat16": "BFloat16Tensor"}.get(t._dtype.name, t._dtype.name)


class Node:
    """One recorded call. ``apply(grads)`` gives a gradient per input edge."""
    __slots__ = ("next_functions", "_saved", "_fn", "_needs", "_inputs_meta", "_out_meta", "_lists",
                 "_pre_hooks", "_hooks", "_seq", "_freed", "__weakref__")

    def __init__(self):
        self.next_functions = ()
        # hooks are rare: the containers are made by the first register_*hook
        self._pre_hooks = None  # output index -> [hook]
        self._hooks = ()
        self._seq = next(_seq)
        self._freed = False

    def name(self):
        return type(self).__name__

    def __repr__(self):
        return f"<{type(self).__name__} object at {hex(id(self))}>"

    def register_hook(self, fn):
        if type(self._hooks) is tuple:
            self._hooks = []
        self._hooks.append(fn)
        return _Handle(self._hooks, fn)

    def register_prehook(self, fn, output_nr=0):
        if self._pre_hooks is None:
            self._pre_hooks = {}
        hooks = self._pre_hooks.setdefault(output_nr, [])
        hooks.append(fn)
        return _Handle(hooks, fn)


class OpNode(Node):
    """A node of a generated operator: its derivative and saved arguments."""
    __slots__ = ()

    def apply(self, grads):
        if self._freed:
            raise RuntimeError("Trying to backward through the graph a second time (or directly access saved "
                               "tensors after they have already been freed). Saved intermediate values of the graph "
                               "are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if "
                               "you need to backward through the graph a second time or if you need to access saved "
                               "tensors after calling backward.")
        saved = {k: (v.unpack() if type(v) is SavedTensor else
                     [s.unpack() if type(s) is SavedTensor else s for s in v] if type(v) is _SavedList else v)
                 for k, v in self._saved.items() if k != "@results"}
        results = tuple(s.unpack() if type(s) is SavedTensor else s for s in self._saved.get("@results", ()))
        grads = tuple(g if g is not None or m is None else _zeros(m) for g, m in zip(grads, self._out_meta))
        return self._fn(self._needs, grads, results, **saved)

    def free(self):
        self._saved = None
        self._freed = True


class _SavedList(list):
    """A saved Tensor[] argument (cat's tensors)."""


class AccumulateGrad(Node):
    """The end of the graph at a leaf that requires grad: its grad accumulates in ``.grad``."""
    __slots__ = ("variable", "_post_hooks")

    def __init__(self, variable):
        super().__init__()
        # runs as soon as it is ready, ahead of any operator's node (PyTorch gives
        # AccumulateGrad the top priority too): a leaf's .grad is final early, so
        # its post-accumulate hooks (DDP's all-reduce) overlap the rest of backward
        self._seq = sys.maxsize
        self.variable = variable
        self._post_hooks = ()

    def register_post_accumulate_hook(self, fn):
        """fn(leaf), called once the leaf's .grad holds this backward's gradient."""
        if type(self._post_hooks) is tuple:
            self._post_hooks = []
        self._post_hooks.append(fn)
        return _Handle(self._post_hooks, fn)


class _Handle:
    """What register_hook returns: ``remove()`` takes the hook back."""

    def __init__(self, hooks, fn):
        self._hooks, self._fn = hooks, fn

    def remove(self):
        if self._fn in self._hooks:
            self._hooks.remove(self._fn)


def _zeros(meta):
    """A zero gradient for a result that received none (its shape, dtype, device)."""
    if len(meta) == 1:
        return meta[0].detach() * 0
    shape, dtype, device = meta
    return factories.zeros(shape, dtype=dtype, device=device)


# ------------------------------------------------------------------ per-tensor state
class Meta:
    """Autograd's state of one tensor, made when first needed (``Tensor._ag``)."""
    __slots__ = ("acc", "retain", "__weakref__")

    def __init__(self):
        self.acc = None      # the AccumulateGrad node of a leaf
        self.retain = False  # retain_grad() on a non-leaf


def meta(t):
    m = t._ag
    if m is None:
        m = t._ag = Meta()
    return m


def accumulator(t):
    """The AccumulateGrad node of a leaf that requires grad (one per leaf)."""
    m = meta(t)
    if m.acc is None:
        m.acc = AccumulateGrad(t)
    return m.acc


def edge(t):
    """Where a gradient for tensor t goes: (node, output index), or None."""
    if not t._rg:
        return None
    if t.grad_fn is not None:
        return (t.grad_fn, t._out_nr)
    return (accumulator(t), 0)


def input_meta(t):
    """What a gradient for t must be made to: shape, dtype, device, names (a
    tensor of another layout gives its own meta through the layout hook: a
    nested gradient has its structure already, its broadcast dims summed back)."""
    if isinstance(t, Tensor):
        return (t._shape, t._dtype, t._device, t._names)
    return (layout_hooks.handler_for(t).grad_meta(t), t._dtype, t._device, None)


# ------------------------------------------------------------------ recording (the pipeline's hook)
_node_classes = {}
_record_classes = {}  # record()'s FunctionNode classes, by name


def node_class(name):
    """The node class of an op: ``MulBackward0`` for mul, as PyTorch names them."""
    cls = _node_classes.get(name)
    if cls is None:
        camel = "".join(p[:1].upper() + p[1:] for p in name.strip("_").split("_"))
        cls = _node_classes[name] = type(f"{camel}Backward0", (OpNode,), {"__slots__": ()})
    return cls


class Pending:
    """A call being recorded: its node, made before the kernel runs (saved
    inputs keep their values), finished on the results."""
    __slots__ = ("node", "uses_result", "missing_none", "outputs")

    def __init__(self, node, uses_result, missing_none=False, outputs=()):
        self.node, self.uses_result, self.missing_none = node, uses_result, missing_none
        self.outputs = outputs  # ops.yaml output_differentiability (() : every floating result)


def _inplace_name(op):
    return op.name if op.name.endswith("_") else op.name + "_"


def before(op, target, args, inplace, out, diverted=False):
    """Called by the pipeline, before the kernel, for a call some input of which
    requires grad while grad mode is on (``target``: the tensor an in-place call
    writes, None for a metadata op; ``diverted``: another layout's handler runs
    the call). Returns a Pending, or None."""
    d = op.backward
    if not inplace:
        target = None
    if d is None or d.fn is None:
        if target is not None and target._rg and d is not None:
            raise RuntimeError(f"{_inplace_name(op)}: not differentiable ({d.reason}), but it would write a tensor "
                               "that requires grad")
        if getattr(op.spec, "written", None):  # a foreach op: its plan's inputs are the tensors it updates in place
            raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
        return None
    bound = op.family.bind(op, args)
    # transpose_, squeeze_: self's geometry changes, not its values
    geometry_only = inplace and target is None and not diverted
    if inplace and target is None:
        target = bound.get("self")
    needs, edges, metas = [], [], []
    any_need = has_list = False
    for name in d.inputs:
        x = bound.get(name)
        if type(x) is Tensor:  # the common case first: one dense tensor
            if x._rg:
                e = (x.grad_fn, x._out_nr) if x.grad_fn is not None else (accumulator(x), 0)
                any_need = True
            else:
                e = None
            needs.append(e is not None)
            edges.append(e)
            metas.append((x._shape, x._dtype, x._device, x._names))
        elif isinstance(x, (list, tuple)):
            sub = [edge(t) if isinstance(t, layout_hooks.GRADIENT_CLASSES) else None for t in x]
            need = any(e is not None for e in sub)
            any_need = any_need or need
            has_list = True
            needs.append(need)
            edges.append(sub)
            metas.append([input_meta(t) if isinstance(t, layout_hooks.GRADIENT_CLASSES) else None for t in x])
        elif isinstance(x, layout_hooks.GRADIENT_CLASSES):
            e = edge(x)
            any_need = any_need or e is not None
            needs.append(e is not None)
            edges.append(e)
            metas.append(input_meta(x))
        else:
            needs.append(False)
            edges.append(None)
            metas.append(None)
    if not any_need:
        return None
    if out is not None:
        raise RuntimeError(f"{op.name}(): functions with out=... arguments don't support automatic "
                           "differentiation, but one of the arguments requires grad.")
    if target is not None:
        if target.grad_fn is None and target._rg:
            raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
        if getattr(target, "_base", None) is not None and not geometry_only:
            raise RuntimeError(f"{_inplace_name(op)}: an in-place operation on a view that records gradients is "
                               "not supported (tensorgen does not rebase a view's history onto its base); use the "
                               "out-of-place operation")
    node = node_class(op.name)()
    name = type(node).__name__
    saved = {}
    for arg in d.reads:
        v = bound.get(arg)
        if type(v) is Tensor and v is not target and not d.meta_reads:  # the common case first
            saved[arg] = SavedTensor(v, name)
        elif arg in d.meta_reads:  # read for its shape only: keep that, not the tensor
            saved[arg] = [_stand_in(t) for t in v] if isinstance(v, (list, tuple)) else \
                _stand_in(v) if isinstance(v, layout_hooks.GRADIENT_CLASSES) else v
        elif isinstance(v, layout_hooks.GRADIENT_CLASSES):
            if v is target:  # self before the op changes it: its original values (or geometry)
                v = _alias(v) if geometry_only else _detached_copy(v)
            saved[arg] = SavedTensor(v, name)
        elif isinstance(v, (list, tuple)) and v and all(isinstance(t, layout_hooks.GRADIENT_CLASSES) for t in v):
            saved[arg] = _SavedList(SavedTensor(t, name) for t in v)
        else:
            saved[arg] = v
    node._saved, node._fn, node._needs = saved, d.fn, tuple(needs)
    node._inputs_meta = metas
    node._lists = tuple(isinstance(e, list) for e in edges) if has_list else (False,) * len(edges)
    node.next_functions = tuple(edges)
    return Pending(node, d.uses_result, d.missing_none, d.outputs)


def after(pending, res):
    """The results of a recorded call: they require grad and point at its node."""
    node = pending.node
    if type(res) is Tensor:  # the common case first: one dense result
        outs = (res,)
        if res._dtype.is_floating_point:
            node._out_meta = ((res._shape, res._dtype, res._device),)
            res._rg, res.grad_fn, res._out_nr = True, node, 0
        else:
            node._out_meta = (None,)
    else:
        outs = tuple(res) if isinstance(res, (tuple, list)) else (res,)
        diff = pending.outputs or (True,) * len(outs)  # a result declared non-differentiable never requires grad
        node._out_meta = tuple(_out_meta(o) if d else None for o, d in zip(outs, diff))
        for i, o in enumerate(outs):
            if diff[i] and isinstance(o, layout_hooks.GRADIENT_CLASSES) and o._dtype.is_floating_point:
                o._rg, o.grad_fn, o._out_nr = True, node, i
    if pending.missing_none:  # ops.yaml `missing_grads: none`: no zeros made for a result without a gradient
        node._out_meta = (None,) * len(node._out_meta)
    if pending.uses_result:
        node._saved["@results"] = tuple(SavedTensor(o, node.name(), i) if isinstance(o, layout_hooks.GRADIENT_CLASSES) else o
                                        for i, o in enumerate(outs))
    return res


def _out_meta(o):
    """What a missing gradient of a result is made as: (shape, dtype, device), or
    the nested result itself (its zeros have its structure)."""
    if not isinstance(o, layout_hooks.GRADIENT_CLASSES) or not o._dtype.is_floating_point:
        return None
    return (o._shape, o._dtype, o._device) if isinstance(o, Tensor) else (o,)


def _stand_in(t):
    """A tensor with t's geometry, dtype, device and names and no values: what a
    derivative that reads only the shape keeps (reading values from it fails).
    A nested tensor keeps itself: its structure is its per-component sizes."""
    if not isinstance(t, Tensor):
        return t
    return Tensor._make(None, t._shape, t._stride, t._offset, t._dtype, t._device, t._names)


def _alias(t):
    """t's geometry now, over its storage (what a geometry-only in-place op read)."""
    a = Tensor._make(t._storage, t._shape, t._stride, t._offset, t._dtype, t._device, t._names, t._base)
    a._vc = t._vc
    return a


def _detached_copy(t):
    with grad_mode.no_grad():
        c = t.clone()
    if type(t) is Tensor:
        c._names = t._names
    return c


class FunctionNode(Node):
    """A layout conversion's node (as_nested_tensor, to_padded_tensor): its
    backward maps the result's gradient to the inputs' (one per input)."""
    __slots__ = ("_backward",)

    def apply(self, grads):
        if self._freed:
            raise RuntimeError("Trying to backward through the graph a second time; specify retain_graph=True")
        return self._backward(grads[0])

    def free(self):
        self._freed = True


def record(name, inputs, result, backward):
    """`result`, made from `inputs` by a layout conversion outside the operator
    table, recorded with `backward(grad) -> [grad per input]`."""
    if not grad_mode.STATE.enabled or not any(isinstance(t, layout_hooks.GRADIENT_CLASSES) and t._rg for t in inputs):
        return result
    # (their own cache: an operator of the same name has an OpNode class, `_to_copy`)
    cls = _record_classes.get(name)
    if cls is None:  # "CopySlices" as PyTorch names it; "to_padded_tensor" -> ToPaddedTensorBackward0
        cls_name = name if name[:1].isupper() else "".join(p[:1].upper() + p[1:] for p in name.split("_")) + \
            "Backward0"
        cls = _record_classes[name] = type(cls_name, (FunctionNode,), {"__slots__": ()})
    node = cls()
    edges = [edge(t) if isinstance(t, layout_hooks.GRADIENT_CLASSES) else None for t in inputs]
    node.next_functions = tuple(edges)
    node._needs = tuple(e is not None for e in edges)
    node._inputs_meta = [input_meta(t) if isinstance(t, layout_hooks.GRADIENT_CLASSES) else None for t in inputs]
    node._lists = (False,) * len(inputs)
    node._backward = backward
    node._out_meta = (_out_meta(result),)
    result._rg, result.grad_fn, result._out_nr = True, node, 0
    return result


def next_edges(node):
    """A node's edges as PyTorch's next_functions: ((node, index), ...), Tensor[] inputs flattened."""
    out = []
    for e in node.next_functions:
        if isinstance(e, list):
            out.extend(x if x is not None else (None, 0) for x in e)
        else:
            out.append(e if e is not None else (None, 0))
    return tuple(out)
