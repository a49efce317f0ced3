"""tensorgen.nn is laid out as torch.nn: every module class sits in the file of nn/modules/ torch puts it
in, nn.functional and nn.modules list their names in ``__all__`` (the package's the union of its
subject modules'), and each optimizer has its module, as torch.optim's."""
import ast
import importlib
from pathlib import Path

import pytest

import tensorgen.nn as nn
import tensorgen.nn.functional as F
import tensorgen.optim as optim

FUNCTIONAL = Path(__file__).resolve().parents[2] / "runtime" / "nn" / "functional"


def test_each_module_class_lives_where_torch_puts_it():
    torch = pytest.importorskip("torch")
    assert nn.modules.__all__, "nn.modules lists its classes"
    for name in nn.modules.__all__:
        ours, theirs = getattr(nn, name), getattr(torch.nn, name)
        assert ours.__module__.replace("tensorgen.", "torch.", 1) == theirs.__module__, name
        assert getattr(importlib.import_module(ours.__module__), name) is ours


def test_each_optimizer_has_its_module_as_torch():
    torch = pytest.importorskip("torch")
    classes = {n: getattr(optim, n) for n in dir(optim) if isinstance(getattr(optim, n), type)}
    names = [n for n, c in classes.items() if issubclass(c, optim.Optimizer) and c is not optim.Optimizer]
    assert len(names) == 12  # SGD, Adam, AdamW, RMSprop, Adagrad, Adadelta, Adamax, NAdam, RAdam, Rprop, ASGD, LBFGS
    for name in names:
        ours = classes[name].__module__.replace("tensorgen.", "torch.", 1)
        assert ours == getattr(torch.optim, name).__module__, name
    for name in ("ReduceLROnPlateau", "OneCycleLR", "LRScheduler", "CyclicLR", "SequentialLR"):
        assert getattr(optim.lr_scheduler, name).__module__ == "tensorgen.optim.lr_scheduler"


def _listed(path):
    """A module's literal ``__all__`` and whether it star-imports anything."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = [ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
             and any(getattr(t, "id", None) == "__all__" for t in n.targets)]
    stars = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and any(a.name == "*" for a in n.names)]
    return names, stars


def test_functional_is_subject_modules_with_explicit_all():
    union = []
    for path in sorted(FUNCTIONAL.glob("*.py")):
        names, stars = _listed(path)
        assert len(names) == 1, f"{path.name}: one literal __all__"
        assert not stars, f"{path.name}: no star import"
        if path.name != "__init__.py":
            mod = importlib.import_module(f"tensorgen.nn.functional.{path.stem}")
            for n in names[0]:
                assert callable(getattr(mod, n)), (path.name, n)
            union += names[0]
    assert len(union) == len(set(union)), "a name listed by two subject modules"
    assert sorted(F.__all__) == sorted(union)
    for n in F.__all__:
        assert callable(getattr(F, n)), n  # a function, never the subject module of the same name
