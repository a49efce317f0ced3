"""The generator's validation of one extra ops.yaml entry, in-process: the SpecError message an
entry appended to the checkout's ops.yaml raises (or None when the table stays valid)."""
from pathlib import Path

from tensorgen.codegen import model, parse

ROOT = Path(__file__).resolve().parents[2]


def spec_error(tmp_path, entry):
    path = tmp_path / "ops.yaml"
    path.write_text((ROOT / "ops.yaml").read_text(encoding="utf-8").rstrip("\n") + "\n" + entry, encoding="utf-8")
    try:
        model.build(str(path), parse.load(path))
    except parse.SpecError as e:
        return str(e)
    return None
