"""``python -m tensorgen.codegen [--check] [--spec ops.yaml] [--out generated/]``"""
import argparse
import sys
import time
from pathlib import Path

from . import model, parse, render

ROOT = Path(__file__).resolve().parent.parent


def generate(spec_path: Path, out_dir: Path, check: bool = False, docs_dir: Path | None = None,
             helpers_dir: Path | None = model.HELPERS_DIR) -> tuple[int, list[str]]:
    """Returns (exit code, message lines). With docs_dir, docs/ too (render.DOCS)."""
    try:
        spec = model.build(str(spec_path), parse.load(spec_path), helpers_dir)
        files = render.render(spec)
        docs = render.render_docs(spec) if docs_dir is not None else {}
    except (parse.SpecError, render.TemplateError) as e:
        return 1, [f"error: {e}", "generated/ was left untouched."]
    if check:
        stale = render.stale_files(files, out_dir) + (render.stale_files(docs, docs_dir) if docs and docs_dir else [])
        if stale:
            return 1, ["generated/ is stale; regenerate with `python -m tensorgen.codegen`:"] + \
                [f"  {p}" for p in stale]
        return 0, [f"generated/ is up to date ({len(spec.ops)} ops)"]
    written = render.write(files, out_dir) + (render.write(docs, docs_dir) if docs and docs_dir else [])
    return 0, [f"{len(spec.ops)} ops from {spec_path}: "
               + (f"wrote {', '.join(Path(w).name for w in written)}" if written else "no change")]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tensorgen.codegen",
                                description="Regenerate generated/ from ops.yaml.")
    p.add_argument("--spec", type=Path, default=ROOT / "ops.yaml", help="the operator table (default: ops.yaml)")
    p.add_argument("--out", type=Path, default=ROOT / "generated", help="output folder (default: generated/)")
    p.add_argument("--docs", type=Path, default=None,
                   help="documents folder (default: docs/ beside the output folder)")
    p.add_argument("--helpers", type=Path, default=model.HELPERS_DIR,
                   help="the folder of the helper modules scalar.py and autograd.py (default: codegen/helpers/)")
    p.add_argument("--check", action="store_true", help="only report whether generated/ is stale (exit 1 if so)")
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    # Beside --out, so that generating into a copy never rewrites this checkout's docs/.
    docs = args.docs if args.docs is not None else args.out.resolve().parent / "docs"
    code, lines = generate(args.spec, args.out, args.check, docs, args.helpers)
    stream = sys.stderr if code else sys.stdout
    for line in lines:
        print(line, file=stream)
    if code == 0 and not args.check:
        print(f"done in {time.perf_counter() - t0:.2f} s")
    return code


if __name__ == "__main__":
    sys.exit(main())
