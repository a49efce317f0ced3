"""The generator's validation of one extra ops.yaml entry, in-process: the SpecError message an
entry appended to the checkout's ops.yaml raises (or None when the table stays valid), and the
table a test's own small spec text plus one entry builds (or the SpecError it raises)."""
from pathlib import Path

import pytest

from tensorgen.codegen import key_order, model, parse

ROOT = Path(__file__).resolve().parents[2]


def spec_error(tmp_path, entry):
    path = tmp_path / "ops.yaml"
    path.write_text((ROOT / "ops.yaml").read_text(encoding="utf-8").rstrip("\n") + "\n" + entry, encoding="utf-8")
    try:
        model.build(str(path), parse.load(path))
    except parse.SpecError as e:
        return str(e)
    return None


def build_on(base, tmp_path, entry):
    """The table of the spec text ``base`` with ``entry`` appended, its keys put
    in the one order first (a case appends its extra fields at the end)."""
    p = tmp_path / "ops.yaml"
    p.write_text(base.rstrip("\n") + "\n" + key_order.rewrite(entry), encoding="utf-8")
    return model.build(str(p), parse.load(p))


def error_on(base, tmp_path, entry):
    """The SpecError ``build_on`` raises for ``entry``."""
    with pytest.raises(parse.SpecError) as e:
        build_on(base, tmp_path, entry)
    return e.value
