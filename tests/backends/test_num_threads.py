"""tg.set_num_threads governs the BLAS threads matmul uses, as
PyTorch's does: threadpoolctl sets the pool of the BLAS NumPy loaded."""
import numpy as np
import pytest

import tensorgen as tg

threadpoolctl = pytest.importorskip("threadpoolctl")


def _blas_threads():
    return [i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"]


def test_set_num_threads_limits_blas():
    if not _blas_threads():
        pytest.skip("no BLAS library loaded")
    start, blas_start = tg.get_num_threads(), threadpoolctl.threadpool_info()
    a = tg.tensor(np.random.default_rng(0).standard_normal((64, 64)))
    try:
        tg.set_num_threads(1)
        assert tg.get_num_threads() == 1 and set(_blas_threads()) == {1}
        one = (a @ a).numpy()
        tg.set_num_threads(2)
        if min(i["num_threads"] for i in blas_start if i["user_api"] == "blas") >= 2:  # (a 1-thread build stays 1)
            assert set(_blas_threads()) == {2}
        np.testing.assert_allclose((a @ a).numpy(), one, rtol=1e-12)
    finally:
        tg.set_num_threads(start)
        threadpoolctl.threadpool_limits(limits={i["prefix"]: i["num_threads"] for i in blas_start})


def test_bad_counts_are_refused_before_anything_changes():
    before = _blas_threads()
    for bad in (0, -1, 1.5, True):
        with pytest.raises(RuntimeError, match="set_num_threads expects a positive integer"):
            tg.set_num_threads(bad)
    assert _blas_threads() == before


def test_set_num_threads_limits_the_kernels_blas():
    # Numba binds np.dot / np.linalg inside the kernels (the recurrent layers' products, svd) to
    # SciPy's own OpenBLAS: set_num_threads loads and limits it too, even before a kernel ran
    start, blas_start = tg.get_num_threads(), threadpoolctl.threadpool_info()
    try:
        tg.set_num_threads(1)
        scipy_blas = [i for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas" and "scipy" in
                      i["filepath"].replace("\\", "/").split("/site-packages/")[-1].split("/")[0]]
        if not scipy_blas:
            pytest.skip("SciPy's BLAS is not a library of its own here")
        assert {i["num_threads"] for i in scipy_blas} == {1}
    finally:
        tg.set_num_threads(start)
        threadpoolctl.threadpool_limits(limits={i["prefix"]: i["num_threads"] for i in blas_start})
