"""Launch a script on N processes: ``python -m tensorgen.distributed.run -n N script.py [args]``.

A convenience over ``mpiexec -n N python script.py [args]``: it finds the
``mpiexec`` installed beside this Python (the mpich wheel of the
``distributed`` extra puts it in the venv's bin/) or on PATH, and starts each
rank so that an exception anywhere in the script, even before
``init_process_group``, or a non-zero ``sys.exit``, stops every rank (MPI_Abort)
instead of leaving the others waiting.

    python -m tensorgen.distributed.run -n 2 examples/train_digits.py --ddp
    python -m tensorgen.distributed.run -n 8 --hostfile hosts.txt train.py
    python -m tensorgen.distributed.run -n 4 -m mypackage.train --epochs 3
"""
import argparse
import os
import runpy
import shutil
import subprocess
import sys

from . import faults, mpi


def find_mpiexec():
    """The mpiexec beside this interpreter (a venv's bin/), else the first on PATH."""
    beside = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    if os.path.isfile(beside) and os.access(beside, os.X_OK):
        return beside
    found = shutil.which("mpiexec")
    if found is None:
        raise SystemExit(f"tensorgen.distributed.run: no mpiexec beside {sys.executable} nor on PATH; install the "
                         f"MPI extra: {mpi.INSTALL_HINT}")
    return found


def _hostfile_flag(mpiexec):
    """Hydra (MPICH) reads hosts with -f, Open MPI with --hostfile."""
    try:
        version = subprocess.run([mpiexec, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        version = ""
    return "-f" if "HYDRA" in version.upper() else "--hostfile"


def command(nproc, target, args, module=False, hostfile=None, mpiexec=None):
    """The mpiexec command line that runs ``target`` (a script, or a module with ``module``) on ``nproc`` ranks."""
    mpiexec = mpiexec or find_mpiexec()
    cmd = [mpiexec, "-n", str(nproc)]
    if hostfile:
        cmd += [_hostfile_flag(mpiexec), hostfile]
    cmd += [sys.executable, "-m", "tensorgen.distributed.run", "--rank"]
    cmd += (["-m", target] if module else [target]) + list(args)
    return cmd


def _rank(argv):
    """One rank: the script run as __main__, any failure aborting every rank."""
    faults.install()
    if argv[0] == "-m":
        sys.argv = [argv[1]] + argv[2:]
        target = (runpy.run_module, argv[1], dict(run_name="__main__", alter_sys=True))
    else:
        sys.argv = list(argv)
        sys.path.insert(0, os.path.dirname(os.path.abspath(argv[0])))
        target = (runpy.run_path, argv[0], dict(run_name="__main__"))
    try:
        target[0](target[1], **target[2])
    except SystemExit as e:
        if e.code not in (None, 0):
            faults.abort_on_exit_code(e.code)
        raise


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--rank"]:
        return _rank(argv[1:])
    ap = argparse.ArgumentParser(prog="python -m tensorgen.distributed.run", description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--nproc", type=int, default=1, help="number of processes (ranks)")
    ap.add_argument("--hostfile", help="hosts to run on, one per line (passed to mpiexec)")
    ap.add_argument("--mpiexec", help="the mpiexec to use (default: the venv's, else PATH's)")
    ap.add_argument("-m", dest="module", action="store_true", help="run the target as a module, as python -m")
    ap.add_argument("target", help="the script (or, with -m, the module) to run")
    ap.add_argument("args", nargs=argparse.REMAINDER, help="its arguments")
    opts = ap.parse_args(argv)
    if opts.nproc < 1:
        ap.error(f"-n must be at least 1, got {opts.nproc}")
    cmd = command(opts.nproc, opts.target, opts.args, opts.module, opts.hostfile, opts.mpiexec)
    return subprocess.call(cmd)


if __name__ == "__main__":
    sys.exit(main())
