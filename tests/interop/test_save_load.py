"""tg.save / tg.load (safetensors): round trips of tensors, dicts and nested
state_dicts in every dtype, metadata, views, and files exchanged with torch."""
import json

import numpy as np
import pytest
import safetensors

import tensorgen as tg
from support.common import ALL, cuda  # noqa: F401 - the cuda fixture


def _t(dtype, shape=(2, 3)):
    n = int(np.prod(shape))
    return tg.tensor((np.arange(n).reshape(shape) * 7 % 5) - (0 if dtype in (tg.uint8, tg.bool) else 2),
                     dtype=dtype)


def _same(a, b):
    assert a.dtype is b.dtype and tuple(a.shape) == tuple(b.shape)
    np.testing.assert_array_equal(np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_tensor_round_trip(tmp_path, dtype):
    for shape in [(2, 3), (), (0, 4), (5,)]:
        t = _t(dtype, shape)
        p = tmp_path / f"t{len(shape)}.safetensors"
        tg.save(t, p)
        back = tg.load(p)
        assert isinstance(back, tg.Tensor)
        _same(back, t)
        back.zero_()  # loaded tensors own writable memory of their own
        _same(t, _t(dtype, shape))


def test_bfloat16_bits_kept(tmp_path):
    t = tg.tensor([1.0, 1.0078125, -3.5, 65280.0], dtype=tg.bfloat16)  # exact in bfloat16, not all in float16
    tg.save(t, tmp_path / "b.safetensors")
    back = tg.load(tmp_path / "b.safetensors")
    assert back.dtype is tg.bfloat16
    np.testing.assert_array_equal(np.asarray(back).view(np.uint16), np.asarray(t).view(np.uint16))


def test_nested_state_dict_round_trip_and_keys(tmp_path):
    sd = {"encoder": {"weight": _t(tg.float32, (3, 4)), "bias": _t(tg.float32, (3,)),
                      "layers": {"0": {"w": _t(tg.float64)}, "1": {"w": _t(tg.bfloat16)}}},
          "step": _t(tg.int64, ()), "mask": _t(tg.bool, (2, 2))}
    p = tmp_path / "sd.safetensors"
    tg.save(sd, p)
    back = tg.load(p)
    assert list(back) == list(sd) and list(back["encoder"]) == list(sd["encoder"])
    _same(back["encoder"]["layers"]["1"]["w"], sd["encoder"]["layers"]["1"]["w"])
    _same(back["step"], sd["step"])
    with safetensors.safe_open(str(p), "numpy") as f:
        keys = set(f.keys())
        meta = f.metadata()
    assert keys == {"encoder.weight", "encoder.bias", "encoder.layers.0.w", "encoder.layers.1.w", "step", "mask"}
    assert "d" in json.loads(meta["tensorgen"])["tree"]


def test_training_checkpoint_round_trip(tmp_path):
    """The checkpoint a PyTorch training loop saves: epoch, model and optimizer
    state (int keys, tuples), a float loss, strings, lists and None."""
    model = tg.nn.Linear(2, 2)
    opt = tg.optim.Adam(model.parameters(), lr=1e-3)
    model(tg.ones(3, 2)).sum().backward()
    opt.step()
    ck = {"epoch": 3, "model_state_dict": model.state_dict(), "optimizer_state_dict": opt.state_dict(),
          "loss": 0.25, "name": "run1", "hist": [1.0, 2.5], "none": None, "shape": (2, 3), 7: True}
    tg.save(ck, tmp_path / "ck.pt")
    back = tg.load(tmp_path / "ck.pt", weights_only=True)
    assert [back[k] for k in ("epoch", "loss", "name", "hist", "none", "shape", 7)] == \
        [3, 0.25, "run1", [1.0, 2.5], None, (2, 3), True]
    assert back["optimizer_state_dict"]["param_groups"] == opt.state_dict()["param_groups"]
    assert list(back["optimizer_state_dict"]["state"]) == [0, 1]
    model2 = tg.nn.Linear(2, 2)
    opt2 = tg.optim.Adam(model2.parameters(), lr=1e-3)
    model2.load_state_dict(back["model_state_dict"])
    opt2.load_state_dict(back["optimizer_state_dict"])
    _same(model2.weight.detach(), model.weight.detach())
    _same(opt2.state_dict()["state"][0]["exp_avg"], opt.state_dict()["state"][0]["exp_avg"])
    with safetensors.safe_open(str(tmp_path / "ck.pt"), "numpy") as f:
        assert "optimizer_state_dict.state.0.exp_avg" in set(f.keys())


def test_file_objects(tmp_path):
    import io
    buf = io.BytesIO()
    sd = {"w": _t(tg.float32, (2, 2)), "b": [_t(tg.int64, (3,))]}
    tg.save(sd, buf)
    buf.seek(0)
    back = tg.load(buf, map_location="cpu")
    _same(back["w"], sd["w"])
    _same(back["b"][0], sd["b"][0])


def test_flat_dotted_state_dict(tmp_path):
    sd = {"fc.weight": _t(tg.float32, (2, 2)), "fc.bias": _t(tg.float32, (2,))}
    tg.save(sd, tmp_path / "f.safetensors")
    back = tg.load(tmp_path / "f.safetensors")
    assert list(back) == ["fc.weight", "fc.bias"]
    _same(back["fc.bias"], sd["fc.bias"])


def test_dimension_names_kept(tmp_path):
    t = tg.ones(2, 3, names=("batch", "feature"))
    tg.save({"x": t, "y": tg.zeros(2)}, tmp_path / "n.safetensors")
    back = tg.load(tmp_path / "n.safetensors")
    assert back["x"].names == ("batch", "feature") and back["y"].names == (None,)


def test_views_are_saved_as_independent_copies(tmp_path):
    base = tg.arange(12, dtype=tg.float32).reshape(3, 4)
    sd = {"base": base, "col": base[:, 1], "t": base.t()}
    tg.save(sd, tmp_path / "v.safetensors")
    back = tg.load(tmp_path / "v.safetensors")
    for k in sd:
        _same(back[k], sd[k])
        assert back[k].is_contiguous()
    back["base"].fill_(0.0)  # documented: storage sharing is not kept by the format
    assert float(back["col"][0]) == 1.0 and float(back["t"][1, 0]) == 1.0


def test_cuda_tensors_save_and_map_location(tmp_path, cuda):
    t = tg.arange(6, dtype=tg.float32, device=cuda).reshape(2, 3)
    tg.save({"w": t}, tmp_path / "c.safetensors")
    back = tg.load(tmp_path / "c.safetensors")
    assert back["w"].device.type == "cpu"
    _same(back["w"], t.cpu())
    on_cuda = tg.load(tmp_path / "c.safetensors", map_location="cuda")
    assert on_cuda["w"].device.type == "cuda"


def test_errors(tmp_path):
    with pytest.raises(TypeError, match=r"tensors and the dicts, .* obj\['a'\]\['n'\] is a object"):
        tg.save({"a": {"n": object()}}, tmp_path / "x")
    with pytest.raises(TypeError, match=r"obj\[1\] is a set"):
        tg.save([tg.ones(2), {1}], tmp_path / "x")
    with pytest.raises(TypeError, match="dict keys must be str, int, float, bool, None or tuples"):
        tg.save({frozenset(): tg.ones(2)}, tmp_path / "x")
    with pytest.raises(ValueError, match="flatten to the key 'a.b'"):
        tg.save({"a.b": tg.ones(1), "a": {"b": tg.ones(1)}}, tmp_path / "x")
    (tmp_path / "junk").write_bytes(b"not a safetensors file at all")
    with pytest.raises(RuntimeError, match="not a safetensors file"):
        tg.load(tmp_path / "junk")
    assert not (tmp_path / "x").exists()  # nothing written by a refused save


# ------------------------------------------------------------------ with torch
@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_torch_reads_our_file(tmp_path, dtype):
    torch = pytest.importorskip("torch")
    from safetensors.torch import load_file
    sd = {"layer": {"w": _t(dtype, (3, 2)), "s": _t(dtype, ())}}
    tg.save(sd, tmp_path / "ours.safetensors")
    theirs = load_file(str(tmp_path / "ours.safetensors"))
    assert set(theirs) == {"layer.w", "layer.s"}
    w = theirs["layer.w"]
    assert str(w.dtype) == "torch." + ("bool" if dtype is tg.bool else dtype.name)
    np.testing.assert_array_equal(w.double().numpy(), np.asarray(sd["layer"]["w"], dtype=np.float64))
    assert theirs["layer.s"].shape == torch.Size([])


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_we_read_torchs_file(tmp_path, dtype):
    torch = pytest.importorskip("torch")
    from safetensors.torch import save_file
    tdt = getattr(torch, "bool" if dtype is tg.bool else dtype.name)
    sd = {"fc.weight": (torch.arange(6).reshape(2, 3) % 3).to(tdt), "fc.bias": torch.ones(2).to(tdt)}
    save_file(sd, str(tmp_path / "theirs.safetensors"), metadata={"format": "pt"})
    ours = tg.load(tmp_path / "theirs.safetensors")
    assert set(ours) == set(sd)
    for k, v in sd.items():
        assert ours[k].dtype is dtype
        np.testing.assert_array_equal(np.asarray(ours[k], dtype=np.float64), v.double().numpy())
