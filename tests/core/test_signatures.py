"""Every public name tensorgen shares with PyTorch 2.13 (tg.*, Tensor methods,
tg.nn.functional, tg.linalg, tg.special, tg.fft, tg.nested) takes each call
form torch's Python binding takes, with torch's parameter names, order,
keyword-only marks and defaults. tests/support/torch_signatures.py reads torch's
forms (its Python signatures, torchgen's binding of native_functions.yaml,
docstrings, the testing overrides' lambdas) and states the rule.

A name torch has and tensorgen lacks is listed as absent, not failed.
``PYTHONPATH=tests python tests/core/test_signatures.py`` prints the counts and the absent names.
"""
import functools
import inspect

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
from support import torch_signatures as S  # noqa: E402 - after the torch skip

P, R = S.Param, S.REQUIRED
_PRESERVE = ("obj", "preserve_format")
_NONE = ("none",)


def _cast_form():
    return [S.Form((P("memory_format", "kw", _PRESERVE),), source="correction")]


# Where torch's readable forms are wrong: the forms its argument parser really
# takes (torch/csrc/autograd/python_variable_methods.cpp), each with a call to
# torch showing the difference. Only hand-written bindings need this: their
# docstrings are the one readable source, and they omit the `*`.
_CASTS = ("bfloat16", "bool", "byte", "char", "double", "float", "half", "int", "long", "short", "cpu")
CORRECTIONS = {
    **{("Tensor", name): (
        "the docstring shows memory_format positional; the binding takes it by keyword only",
        _cast_form,
        lambda t, n=name: _refuses(lambda: getattr(t.zeros(1), n)(t.preserve_format))
        and _accepts(lambda: getattr(t.zeros(1), n)(memory_format=t.preserve_format)))
       for name in _CASTS},
    ("Tensor", "to"): (
        "the docstring shows memory_format positional and names the tensor form's argument `other`; "
        "the binding takes memory_format by keyword only and names it `tensor`",
        lambda: [
            S.Form((P("device", "pos", _NONE), P("dtype", "pos", _NONE), P("non_blocking", "pos", ("bool", False)),
                    P("copy", "pos", ("bool", False)), P("memory_format", "kw", _PRESERVE)), source="correction"),
            S.Form((P("dtype", "pos", R), P("non_blocking", "pos", ("bool", False)), P("copy", "pos", ("bool", False)),
                    P("memory_format", "kw", _PRESERVE)), source="correction"),
            S.Form((P("tensor", "pos", R), P("non_blocking", "pos", ("bool", False)),
                    P("copy", "pos", ("bool", False)), P("memory_format", "kw", _PRESERVE)), source="correction")],
        lambda t: _refuses(lambda: t.zeros(1).to(t.float64, False, False, t.preserve_format))
        and _refuses(lambda: t.zeros(1).to(other=t.zeros(1)))
        and _accepts(lambda: t.zeros(1).to(tensor=t.zeros(1), memory_format=t.preserve_format))),
    ("Tensor", "cuda"): (
        "the docstring shows memory_format positional; the binding takes it by keyword only",
        lambda: [S.Form((P("device", "pos", _NONE), P("non_blocking", "pos", ("bool", False)),
                         P("memory_format", "kw", _PRESERVE)), source="correction")],
        lambda t: _refuses(lambda: t.zeros(1).cuda(None, False, t.preserve_format), "positional")),
    ("Tensor", "type"): (
        "the docstring shows **kwargs; the binding's only keyword beside dtype and non_blocking is memory_format",
        lambda: [S.Form((P("dtype", "pos", _NONE), P("non_blocking", "pos", ("bool", False)),
                         P("memory_format", "kw", _PRESERVE)), source="correction")],
        lambda t: _accepts(lambda: t.zeros(1).type(t.float64, False, memory_format=t.preserve_format))
        and _refuses(lambda: t.zeros(1).type(t.float64, False, t.preserve_format))
        and _refuses(lambda: t.zeros(1).type(t.float64, foo=1))),
    ("Tensor", "stride"): (
        "the docstring shows `stride(dim)`; the binding's dim defaults to None (all strides)",
        lambda: [S.Form((P("dim", "pos", _NONE),), source="correction")],
        lambda t: _accepts(lambda: t.zeros(1).stride())),
    ("Tensor", "nonzero"): (
        "the docstring shows `nonzero()` only; the binding also takes as_tuple by keyword",
        lambda: [S.Form((P("as_tuple", "kw", ("bool", False)),), source="correction")],
        lambda t: _accepts(lambda: t.zeros(1).nonzero(as_tuple=True))),
    ("Tensor", "new"): (
        "no docstring; the binding's forms (torch/csrc/utils/tensor_new.cpp legacy_tensor_new) less those of "
        "torch.Storage and sparse indices/values, objects tensorgen has not",
        lambda: [S.Form((P("device", "kw", _NONE),), source="correction"),
                 S.Form((P("other", "pos", R),), source="correction"),
                 S.Form((P("size", "pos", R), P("device", "kw", _NONE)), varargs="size", source="correction"),
                 S.Form((P("data", "pos", R), P("device", "kw", _NONE)), source="correction")],
        lambda t: _accepts(lambda: t.zeros(1).new(2, 3)) and _accepts(lambda: t.zeros(1).new(size=(2,)))
        and _accepts(lambda: t.zeros(1).new(data=[1.0])) and _accepts(lambda: t.zeros(1).new(other=t.zeros(1)))),
    ("torch", "as_tensor"): (
        "the docstring gives device no default; the binding's is None",
        lambda: [S.Form((P("data", "pos", R), P("dtype", "kw", _NONE), P("device", "kw", _NONE)),
                        source="correction")],
        lambda t: _accepts(lambda: t.as_tensor([1])) and _refuses(lambda: t.as_tensor([1], t.float64))),
    ("torch", "get_autocast_dtype"): (
        "no docstring; the binding is get_autocast_dtype(device_type)",
        lambda: [S.Form((P("device_type", "pos", R),), source="correction")],
        lambda t: _accepts(lambda: t.get_autocast_dtype(device_type="cpu")) and _refuses(t.get_autocast_dtype)),
    ("torch", "is_autocast_enabled"): (
        "no docstring; the binding is is_autocast_enabled() or is_autocast_enabled(device_type)",
        lambda: [S.Form((), source="correction"), S.Form((P("device_type", "pos", R),), source="correction")],
        lambda t: _accepts(t.is_autocast_enabled) and _accepts(lambda: t.is_autocast_enabled(device_type="cpu"))),
    ("Tensor", "new_tensor"): (
        "the docstring lists layout and pin_memory; the binding takes data, dtype, device and requires_grad",
        lambda: [S.Form((P("data", "pos", R), P("dtype", "kw", _NONE), P("device", "kw", _NONE),
                         P("requires_grad", "kw", ("bool", False))), source="correction")],
        lambda t: _refuses(lambda: t.zeros(1).new_tensor([1], pin_memory=False))
        and _refuses(lambda: t.zeros(1).new_tensor([1], layout=t.strided))),
}

# Where tensorgen differs on purpose: (namespace, name) -> (parameters it may
# add, why). Never a mismatch of a parameter torch has.
_NAMED = "named tensors: torch 2.13 no longer ships them, tensorgen keeps torch's named-tensor API"
EXTENSIONS = {
    **{("torch", n): ({"names"}, _NAMED + " (the factories' names=)")
       for n in ("empty", "zeros", "ones", "full", "rand", "randn", "arange", "tensor", "empty_like", "zeros_like",
                 "ones_like", "full_like", "rand_like", "randn_like")},
    **{(space, "flatten"): ({"dims", "out_dim"}, _NAMED + " (flatten(dims, out_dim), flatten(start, end, out_dim))")
       for space in ("torch", "Tensor")},
}


def _refuses(call, words=""):
    try:
        call()
    except TypeError as e:
        return words in str(e)
    except Exception:  # noqa: BLE001 - another error means the arguments were parsed
        return False
    return False


def _accepts(call):
    try:
        call()
    except TypeError:
        return False
    except Exception:  # noqa: BLE001 - the arguments were parsed (cuda on a CPU build, say)
        return True
    return True


@functools.cache
def _rows(label):
    """(name, torch's forms, tensorgen's forms or None when absent, why unchecked or None)."""
    _, tpath, gpath = next(s for s in S.SPACES if s[0] == label)
    tspace, gspace = S._resolve(torch, tpath), S._resolve(tg, gpath)
    overrides = torch.overrides.get_testing_overrides()
    rows = []
    for name, obj in S.public_names(torch, label, tspace):
        if gspace is None or not hasattr(gspace, name) or \
                (label == "Tensor" and inspect.getattr_static(gspace, name, None) is None):
            rows.append((name, None, None, None))
            continue
        if (label, name) in CORRECTIONS:
            t_forms = CORRECTIONS[(label, name)][1]()
        else:
            t_forms = S.torch_forms(torch, obj, name, label, overrides)
        try:
            g_forms = S.tg_forms(gspace, name, label)
        except (TypeError, ValueError) as e:
            rows.append((name, t_forms, [], f"tensorgen's signature is unreadable: {e}"))
            continue
        rows.append((name, t_forms, g_forms, None))
    return rows


@functools.cache
def mismatches(label):
    out = []
    for name, t_forms, g_forms, why in _rows(label):
        if g_forms is None:
            continue
        if why:
            out.append(f"{label}.{name}: {why}")
            continue
        if not t_forms:
            out.append(f"{label}.{name}: torch gives no readable signature")
            continue
        allowed, _ = EXTENSIONS.get((label, name), (set(), ""))
        problems = S.check(t_forms, [_without(g, allowed) for g in g_forms])
        out += [f"{label}.{name}: {p}" for p in problems]
    return out


def _without(form, names):
    return S.Form(tuple(p for p in form.params if p.name not in names), form.varargs, form.source)


@pytest.mark.parametrize("label", [s[0] for s in S.SPACES])
def test_every_shared_name_takes_torchs_forms(label):
    bad = mismatches(label)
    assert not bad, f"{len(bad)} signature mismatches with torch:\n" + "\n".join(bad)


@pytest.mark.parametrize("key", sorted(CORRECTIONS))
def test_each_correction_of_torchs_docstring_is_what_torch_does(key):
    reason, _, proof = CORRECTIONS[key]
    assert proof(torch), f"{key}: torch no longer behaves as the correction says ({reason})"


def test_the_exception_lists_hold_only_live_entries():
    """Each correction and extension names a name both libraries have, and an
    extension's parameters are ones tensorgen has (no stale entry hides anything)."""
    for label, name in list(CORRECTIONS) + list(EXTENSIONS):
        row = next((r for r in _rows(label) if r[0] == name), None)
        assert row is not None and row[2] is not None, f"{label}.{name} is not a name both libraries have"
        if (label, name) in EXTENSIONS:
            have = {p.name for f in row[2] for p in f.params}
            extra = EXTENSIONS[(label, name)][0]
            assert extra <= have, f"{label}.{name}: tensorgen has none of {sorted(extra - have)}"


def test_the_rule_catches_a_mismatch():
    """The rule itself: each kind of difference is reported."""
    t = [S.from_inspect(inspect.signature(lambda input, dim=None, *, keepdim=False, out=None: 0))]

    def g(fn):
        return [S.from_inspect(inspect.signature(fn))]
    assert S.check(t, g(lambda input, dim=None, *, keepdim=False, out=None: 0)) == []
    assert S.check(t, g(lambda self, dim=None, *, keepdim=False, out=None: 0))       # a name
    assert S.check(t, g(lambda input, dim=None, keepdim=False, *, out=None: 0))      # keyword-only mark
    assert S.check(t, g(lambda input, dim=0, *, keepdim=False, out=None: 0))         # a default
    assert S.check(t, g(lambda input, dim=None, *, keepdim=False: 0))                # a missing keyword
    assert S.check(t, g(lambda input, dim=None, *, keepdim=False, out=None, x=1: 0))  # an extra one
    assert S.check(t, g(lambda input, *a, **k: 0))                                   # anything goes
    # two torch forms a single signature cannot take (std(x, 0, True) and std(x, True))
    t2 = [S.from_inspect(inspect.signature(lambda input, dim, unbiased=True, keepdim=False: 0)),
          S.from_inspect(inspect.signature(lambda input, unbiased=True: 0))]
    assert S.check(t2, g(lambda input, dim=None, unbiased=True, keepdim=False: 0))
    assert S.check(t2, [t2[0], t2[1]]) == []


def test_overloaded_names_bind_each_form_by_type():
    """Known signature mismatches, through the forms the mechanical test reads."""
    x = tg.tensor([[1.0, 2.0, 4.0], [0.5, 3.0, 9.0]], dtype=tg.float64)
    tx = torch.tensor(x.numpy())
    for fn in ("std", "var"):
        for args, kwargs in [((True,), {}), ((False,), {}), ((1, False), {}), ((1, True, True), {}),
                             ((), {"dim": 0, "unbiased": False}), ((1,), {"correction": 0, "keepdim": True})]:
            got = getattr(tg, fn)(x, *args, **kwargs)
            want = getattr(torch, fn)(tx, *args, **kwargs)
            np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=1e-12)
            np.testing.assert_allclose(np.asarray(getattr(x, fn)(*args, **kwargs)), want.numpy(), rtol=1e-12)
    for fn in ("std_mean", "var_mean"):
        got = getattr(tg, fn)(x, True)
        want = getattr(torch, fn)(tx, True)
        for g, w in zip(got, want):
            np.testing.assert_allclose(np.asarray(g), w.numpy(), rtol=1e-12)


def test_the_calls_of_issue_21():
    """Calls PyTorch accepts that tensorgen refused, each against torch."""
    a = np.array([[1.5, -2.0], [3.25, 0.5]])
    x, tx = tg.tensor(a, dtype=tg.float32), torch.tensor(a, dtype=torch.float32)
    r, tr = x.to("cpu", tg.float64, False, True), tx.to("cpu", torch.float64, False, True)
    assert r.dtype is tg.float64 and r is not x and np.array_equal(np.asarray(r), tr.numpy())
    assert x.to(tg.float32, copy=True) is not x and x.to(tg.float32) is x
    np.testing.assert_array_equal(np.asarray(tg.flip(x, dims=(0,))), torch.flip(tx, dims=(0,)).numpy())
    for cast in _CASTS[:-1]:
        got = getattr(x, cast)(memory_format=tg.preserve_format)
        want = getattr(tx, cast)(memory_format=torch.preserve_format)
        assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1], cast
        np.testing.assert_array_equal(np.asarray(got.float()), want.float().numpy())
        with pytest.raises(TypeError):
            getattr(x, cast)(tg.preserve_format)  # keyword-only, as torch
    assert x.cpu(memory_format=tg.contiguous_format) is x
    r = tg.randint(low=0, high=5, size=(3,))
    assert r.shape == (3,) and r.dtype is tg.int64 and bool(((r >= 0) & (r < 5)).all())
    for name in ("abs_", "tanh_"):
        y, ty = x.clone(), tx.clone()
        assert getattr(tg, name)(y) is y
        getattr(torch, name)(ty)
        np.testing.assert_allclose(np.asarray(y), ty.numpy(), rtol=1e-6)


if __name__ == "__main__":
    total = matching = absent = 0
    absent_names = {}
    for label, _, _ in S.SPACES:
        rows = _rows(label)
        bad = {m.split(":")[0] for m in mismatches(label)}
        for name, _t_forms, g_forms, _ in rows:
            total += 1
            if g_forms is None:
                absent += 1
                absent_names.setdefault(label, []).append(name)
            elif f"{label}.{name}" not in bad:
                matching += 1
    present = total - absent
    excepted = len(CORRECTIONS) + len(EXTENSIONS)
    print(f"names torch has: {total}; in tensorgen: {present} (matching {matching}, mismatching {present - matching});"
          f" absent: {absent}; corrections of torch's docstrings: {len(CORRECTIONS)}; tensorgen extensions: "
          f"{len(EXTENSIONS)} ({excepted} excepted in all)")
    for label, names in absent_names.items():
        print(f"absent from {label} ({len(names)}): {' '.join(names)}")
