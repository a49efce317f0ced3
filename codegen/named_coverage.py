"""The named-tensor operator coverage table (docs/named_tensor_coverage.md).

Each reference API (codegen/named_coverage.yaml) is resolved to what
tensorgen provides: an ops.yaml operator (its `names:` rule and variants), a
hand-written runtime API (the `runtime:` table), or nothing (a `missing:`
reason). A rule differing from the reference needs a `notes:` entry; a row
without one is marked UNEXPLAINED in the document (tests fail on it).
"""
import re
from dataclasses import dataclass
from pathlib import Path

import yaml
from typing import Any

from .model import Op, Spec

# named_coverage.yaml as loaded: rules, runtime, missing, notes (mappings), reference (pairs)
Coverage = dict[str, Any]

PATH = Path(__file__).parent / "named_coverage.yaml"
UNEXPLAINED = "UNEXPLAINED"
_API = re.compile(r"^(Tensor|torch(?:\.nn\.functional)?)\.([A-Za-z_][A-Za-z0-9_]*)(\(\))?$")


@dataclass(frozen=True)
class Token:
    api: str
    rule: str | None      # tensorgen's rule, None when not provided
    source: str           # "ops.yaml", "runtime" or "missing"
    reason: str           # the `missing:` reason


@dataclass(frozen=True)
class Row:
    api: str
    ref_rule: str
    tokens: tuple[Token, ...]
    rule_text: str        # tensorgen's rule in the reference's words
    note: str             # why it differs / what is missing; UNEXPLAINED if no reason is written


def load(path: Path = PATH) -> Coverage:
    with open(path, encoding="utf-8") as f:
        data: Coverage = yaml.safe_load(f)
    for key in ("rules", "runtime", "missing", "notes", "reference"):
        if key not in data:
            raise ValueError(f"{path}: missing top-level key '{key}'")
    return data


def _resolve(api: str, ops: dict[str, Op], cov: Coverage) -> Token:
    if api in cov["runtime"]:
        return Token(api, cov["runtime"][api], "runtime", "")
    m = _API.match(api)
    if m is None:
        raise ValueError(f"named_coverage.yaml: cannot read the API '{api}'")
    owner, name, call = m.groups()
    op = None
    if owner == "Tensor" and call:
        if name.endswith("_") and name[:-1] in ops and "inplace" in ops[name[:-1]].variants:
            op = ops[name[:-1]]
        elif name in ops and "method" in ops[name].variants:
            op = ops[name]
    elif owner != "Tensor" and name in ops and "function" in ops[name].variants:
        op = ops[name]
    if op is not None:
        return Token(api, op.names, "ops.yaml", "")
    return Token(api, None, "missing", cov["missing"].get(api, ""))


def _equivalent(api: str, ref: str, ours: str | None) -> bool:
    if ref == ours:
        return True
    # In-place variants listed as None: §4's in-place rule gives self the
    # computed names (the document's note says so once for all of them).
    return ref == "none" and api.startswith("Tensor.") and api.endswith("_()")


def rows(spec: Spec, cov: Coverage | None = None) -> list[Row]:
    cov = cov if cov is not None else load()
    ops = {op.name: op for op in spec.ops}
    out = []
    for api, ref in cov["reference"]:
        tokens = tuple(_resolve(t.strip(), ops, cov) for t in api.split(","))
        notes = []
        provided = [t for t in tokens if t.rule is not None]
        for t in tokens:
            if t.rule is None:
                notes.append(f"`{t.api}` is not provided: {t.reason}" if t.reason else
                             f"`{t.api}` is not provided: {UNEXPLAINED}")
        differ = [t for t in provided if not _equivalent(t.api, ref, t.rule)]
        if differ:
            written = [cov["notes"][t.api] for t in tokens if t.api in cov["notes"]]
            notes.append(" ".join(written) if written else
                         f"{UNEXPLAINED}: the reference says \"{cov['rules'][ref]}\"")
        ours = sorted({t.rule for t in provided if t.rule is not None})  # provided: those with a rule
        rule_text = " / ".join(cov["rules"].get(r, r) for r in ours) if ours else "—"
        out.append(Row(api, ref, tokens, rule_text, " ".join(notes)))
    return out


def extra_ops(spec: Spec, cov: Coverage | None = None) -> list[tuple[str, str]]:
    """ops.yaml operators the reference list does not mention: (api, rule text)."""
    cov = cov if cov is not None else load()
    listed = set()
    for api, _ in cov["reference"]:
        for t in api.split(","):
            m = _API.match(t.strip())
            if m:
                name = m.group(2)
                listed.add(name)
                if name.endswith("_") and m.group(1) == "Tensor":
                    listed.add(name[:-1])
    res = []
    for op in sorted(spec.ops, key=lambda o: o.name):
        if op.name.startswith("_") or op.name in listed:
            continue
        apis = []
        if "method" in op.variants:
            apis.append(f"Tensor.{op.name}()")
        if "function" in op.variants:
            apis.append(f"torch.{op.name}()")
        if "inplace" in op.variants:
            apis.append(f"Tensor.{op.name}_()")
        res.append((", ".join(apis), cov["rules"].get(op.names, op.names)))
    return res
