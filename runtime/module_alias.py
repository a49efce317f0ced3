"""Lets a script that imports ``torch`` run on tensorgen after ``sys.modules["torch"] = tensorgen``.

Without this, ``import torch.nn`` under such an alias would load a second copy
of ``tensorgen.nn`` (found through the package's ``__path__``) with its own
Tensor class. The finder below hands back the already-imported
``tensorgen.<sub>`` module instead; it answers only for names whose top-level
module *is* tensorgen under another name.
"""
import importlib
import importlib.abc
import importlib.util
import sys


class _ExistingModule(importlib.abc.Loader):
    def __init__(self, module):
        self.module = module

    def create_module(self, spec):
        return self.module

    def exec_module(self, module):
        pass


class AliasFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path, target=None):
        head, dot, rest = fullname.partition(".")
        if not dot or head == "tensorgen" or sys.modules.get(head) is not sys.modules.get("tensorgen"):
            return None
        module = importlib.import_module("tensorgen." + rest)
        return importlib.util.spec_from_loader(fullname, _ExistingModule(module))


def install():
    if not any(isinstance(f, AliasFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, AliasFinder())
