"""The package layout: the source folders become one import name, ``tensorgen``.

runtime/ is the package ``tensorgen`` and every folder below it with an
``__init__.py`` its subpackage of the same name (found, never listed, so a new
folder ships without editing this file); codegen/ and generated/ are the
subpackages ``tensorgen.codegen`` and ``tensorgen.generated``, so no generic
module name (runtime, codegen) lands in site-packages. Everything else is in
pyproject.toml.
"""
from setuptools import find_packages, setup

FOLDERS = {"tensorgen": "runtime", "tensorgen.codegen": "codegen", "tensorgen.generated": "generated"}


def _packages():
    found = []
    for name, folder in FOLDERS.items():
        found.append(name)
        found.extend(f"{name}.{sub}" for sub in find_packages(folder))
    return sorted(found)


setup(packages=_packages(), package_dir=FOLDERS)
