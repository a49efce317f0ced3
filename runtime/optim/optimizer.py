"""``Optimizer``: parameter groups, per-parameter state, zero_grad and state_dict, as torch.optim's.

Updates run under no_grad with in-place tensor operators, so a parameter keeps
its identity (and the modules holding it see the new values).
"""
import copy
from collections import defaultdict

from ..core import dtypes as D
from ..core import layouts as _layouts
from ..core.tensor import Tensor
from ..autograd import api as _autograd_api
from ..autograd.grad_mode import no_grad, enable_grad
from ..families import convert as _convert
from ..families import factories as _f


class _Required:
    def __repr__(self):
        return "<required parameter>"


required = _Required()


class Optimizer:
    def __init__(self, params, defaults):
        self.defaults = defaults
        if isinstance(params, Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, "
                            f"but got {type(params).__name__}")
        self.state = defaultdict(dict)
        self.param_groups = []
        groups = list(params)
        if len(groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def __getstate__(self):
        return {"defaults": self.defaults, "state": self.state, "param_groups": self.param_groups}

    def __setstate__(self, state):
        self.__dict__.update(state)

    def __repr__(self):
        s = self.__class__.__name__ + " ("
        for i, group in enumerate(self.param_groups):
            s += "\n" + f"Parameter Group {i}"
            for key in sorted(group.keys()):
                if key != "params":
                    s += "\n" + f"    {key}: {group[key]}"
        return s + "\n)"

    def add_param_group(self, param_group):
        if not isinstance(param_group, dict):
            raise TypeError(f"param_group must be a dict, but got {type(param_group).__name__}")
        params = param_group["params"]
        if isinstance(params, Tensor):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError("optimizer parameters need to be organized in ordered collections, but the ordering of "
                            "tensors in sets will change between runs. Please use a list instead.")
        else:
            param_group["params"] = list(params)
        for p in param_group["params"]:
            if not isinstance(p, Tensor):
                raise TypeError("optimizer can only optimize Tensors, but one of the params is " + type(p).__name__)
            if not p.is_leaf:
                raise ValueError("can't optimize a non-leaf Tensor")
        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(f"parameter group didn't specify a value of required optimization parameter {name}")
            param_group.setdefault(name, default)
        if len(set(id(p) for p in param_group["params"])) != len(param_group["params"]):
            import warnings
            warnings.warn("optimizer contains a parameter group with duplicate parameters; in future, this will "
                          "cause an error; see github.com/pytorch/pytorch/issues/40967 for more information",
                          stacklevel=3)
        seen = set()
        for g in self.param_groups:
            seen.update(id(p) for p in g["params"])
        if any(id(p) in seen for p in param_group["params"]):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    def zero_grad(self, set_to_none=True):
        _autograd_api.zero_grads((p for group in self.param_groups for p in group["params"]), set_to_none)

    # Whether the update takes sparse COO gradients (embedding(..., sparse=True)); the others
    # refuse them with torch's message before anything is updated.
    _takes_sparse = False

    def _sparse_message(self):
        return f"{type(self).__name__} does not support sparse gradients"

    def step(self, closure=None):
        self._opt_called = True  # a scheduler stepped before the first optimizer step warns, as torch
        loss = None
        if closure is not None:
            with enable_grad():
                loss = closure()
        if not self._takes_sparse:
            for group in self.param_groups:
                for p in group["params"]:
                    if p.grad is not None and p.grad.layout is _layouts.sparse_coo:
                        raise RuntimeError(self._sparse_message())
        with no_grad():
            for group in self.param_groups:
                self._update_group(group)
        return loss

    def _alias(self, p):
        """``p.detach()``, made once and kept while p keeps its memory, geometry,
        dtype, names and version counter (``p.data = ...`` makes a new one): the
        updates then write through a plain Tensor, one detach call fewer per
        parameter per step."""
        cache = self.__dict__.get("_aliases")
        if cache is None:
            cache = self.__dict__["_aliases"] = {}
        a = cache.get(p)
        if a is None or a._storage is not p._storage or a._vc is not p._vc or a._offset != p._offset or \
                a._shape != p._shape or a._stride != p._stride or a._dtype is not p._dtype or \
                a._device != p._device or a._names != p._names:
            a = cache[p] = p.detach()
        return a

    def _update_group(self, group):
        raise NotImplementedError(f"{type(self).__name__} does not define its update")

    # ----------------------------------------------------------- per-parameter bookkeeping
    # Whether a parameter's state holds torch's "step" count (a 0-d float32 tensor, made first
    # with the state and counted up before each update); SGD keeps none (LBFGS has its own step).
    _counts_steps = True

    def _keeps_state(self, group):
        """Whether the single-tensor update reads per-parameter state (SGD without momentum keeps
        none, and torch's state_dict then lists no entry for its parameters)."""
        return True

    def _init_state(self, state, p_data, grad, group):
        """A parameter's buffers, made on its first update (after the step count): the subclasses'."""

    def _params_with_grad(self, group):
        """(parameter, its gradient (negated with maximize=True), a plain-Tensor alias of its memory,
        its state) for each parameter of the group that has a gradient, in order: the bookkeeping
        every single-tensor update starts with. A new state is made here (the step count, then
        ``_init_state``'s buffers) and the step count goes up by one before the update reads it.
        The alias lets the in-place updates run the pointwise flat loop (see ``_alias``)."""
        maximize = group.get("maximize", False)
        stateful = self._keeps_state(group)
        for p in group["params"]:
            if p.grad is None:
                continue
            grad = -p.grad if maximize else p.grad
            p_data = self._alias(p)
            state = None
            if stateful:
                state = self.state[p]
                if not state:
                    if self._counts_steps:
                        state["step"] = _f.tensor(0.0, dtype=D.float32)
                    self._init_state(state, p_data, grad, group)
                if self._counts_steps:
                    state["step"].add_(1)
            yield p, grad, p_data, state

    @staticmethod
    def _l2(grad, p_data, weight_decay):
        """The gradient with L2 weight decay added (torch's ``grad.add(param, alpha=weight_decay)``)."""
        return grad.add(p_data, alpha=weight_decay) if weight_decay != 0 else grad

    @staticmethod
    def _decay(grad, p_data, lr, weight_decay, decoupled):
        """torch's two weight decays: decoupled (the parameter shrunk in place by lr * weight_decay)
        or L2 (added to the gradient); returns the gradient the update then reads."""
        if not decoupled:
            return Optimizer._l2(grad, p_data, weight_decay)
        if weight_decay != 0:
            p_data.mul_(1 - lr * weight_decay)
        return grad

    # ----------------------------------------------------------- state_dict
    def state_dict(self):
        index = {}
        groups = []
        start = 0
        for g in self.param_groups:
            packed = {k: v for k, v in g.items() if k != "params"}
            for i, p in enumerate(g["params"], start):
                index.setdefault(id(p), i)
            packed["params"] = [index[id(p)] for p in g["params"]]
            start += len(g["params"])
            groups.append(packed)
        state = {index[id(p)]: v for p, v in self.state.items() if id(p) in index}
        return {"state": state, "param_groups": groups}

    def load_state_dict(self, state_dict):
        state_dict = copy.deepcopy(_detached(state_dict))
        groups, saved = self.param_groups, state_dict["param_groups"]
        if len(groups) != len(saved):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(g["params"]) != len(s["params"]) for g, s in zip(groups, saved)):
            raise ValueError("loaded state dict contains a parameter group that doesn't match the size of optimizer's "
                             "group")
        id_map = {}
        for g, s in zip(groups, saved):
            for old, p in zip(s["params"], g["params"]):
                id_map[old] = p
        state = defaultdict(dict)
        for k, v in state_dict["state"].items():
            if k in id_map:
                p = id_map[k]
                state[p] = {key: _cast_state(p, key, val) for key, val in v.items()}
        self.__dict__["state"] = state
        new_groups = []
        for g, s in zip(groups, saved):
            s = dict(s)
            s["params"] = g["params"]
            new_groups.append(s)
        self.param_groups[:] = new_groups


def _detached(obj):
    if isinstance(obj, Tensor):
        return obj.detach().clone()
    if isinstance(obj, dict):
        return {k: _detached(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return type(obj)(_detached(v) for v in obj)
    return obj


def _cast_state(param, key, value):
    """A loaded state tensor moves to the parameter's device (and dtype, except the step count)."""
    if not isinstance(value, Tensor):
        return value
    if key == "step":
        return _convert.to(value, None, param.device)
    dtype = param.dtype if value.dtype.is_floating_point else None
    return _convert.to(value, dtype, param.device)
