"""The recurrent layers' kernels (ops.yaml kind: rnn: _lstm_layer, _gru_layer, _rnn_tanh_layer,
_rnn_relu_layer and their backward ops), through nn.LSTM / GRU / RNN and the ops themselves:
float32, float16 and bfloat16 against torch, the BLAS-sized products, the simulated CUDA kernels
against the CPU's, double backward (create_graph) against torch, per-row lengths, empty batches,
the argument errors and the kind's declared fields. (tests/nn/test_nn_rnn.py covers every module
option in float64; tests/autograd/test_autograd_ops.py gradchecks the ops' samples.)"""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.generated import ops as O

torch = pytest.importorskip("torch")

CELLS = [("LSTM", {}), ("GRU", {}), ("RNN", {}), ("RNN", dict(nonlinearity="relu"))]


def _pair(cls, kw, size, hidden, dtype, seed=0):
    """A tensorgen module and a torch one holding the same weights (float64 draws, cast)."""
    m = getattr(tg.nn, cls)(size, hidden, **kw)
    tm = getattr(torch.nn, cls)(size, hidden, **kw)
    rng = np.random.default_rng(seed)
    for (_, p), (_, tp) in zip(m.named_parameters(), tm.named_parameters()):
        v = rng.uniform(-0.5, 0.5, tuple(tp.shape))
        p.detach().copy_(tg.tensor(v))
        with torch.no_grad():
            tp.copy_(torch.tensor(v))
    return m.to(getattr(tg, dtype)), tm.to(getattr(torch, dtype))


def _np(t):
    return np.asarray(t.detach().float().numpy() if hasattr(t, "float") and t.dtype in (
        tg.float16, tg.bfloat16) else t.detach().numpy(), np.float64)


def _torch_np(t):
    return t.detach().double().numpy()


def _run_both(m, tm, x, hx, dtype, packed=None):
    """Outputs, final states and every gradient (input, states, weights) of both libraries."""
    dt, tdt = getattr(tg, dtype), getattr(torch, dtype)
    xs = tg.tensor(x, dtype=dt, requires_grad=True)
    txs = torch.tensor(x, dtype=tdt, requires_grad=True)
    if hx is not None:
        hs = [tg.tensor(h, dtype=dt, requires_grad=True) for h in hx]
        ths = [torch.tensor(h, dtype=tdt, requires_grad=True) for h in hx]
        state, tstate = (tuple(hs), tuple(ths)) if len(hx) == 2 else (hs[0], ths[0])
    else:
        hs, ths, state, tstate = [], [], None, None
    inp, tinp = xs, txs
    if packed is not None:
        inp = tg.nn.utils.rnn.pack_padded_sequence(xs, packed, enforce_sorted=False)
        tinp = torch.nn.utils.rnn.pack_padded_sequence(txs, torch.tensor(packed), enforce_sorted=False)
    out, hn = m(inp, state)
    tout, thn = tm(tinp, tstate)
    if packed is not None:
        out = tg.nn.utils.rnn.pad_packed_sequence(out)[0]
        tout = torch.nn.utils.rnn.pad_packed_sequence(tout)[0]
    hn, thn = (hn if isinstance(hn, tuple) else (hn,)), (thn if isinstance(thn, tuple) else (thn,))
    rng = np.random.default_rng(1)
    w = rng.standard_normal(tuple(tout.shape))
    # (the loss in float64 on both sides: narrow results' gradients then differ only by the layers')
    loss = (out.double() * tg.tensor(w)).sum() + sum((s.double() * s.double()).sum() for s in hn)
    tloss = (tout.double() * torch.tensor(w)).sum() + sum((s.double() * s.double()).sum() for s in thn)
    loss.backward()
    tloss.backward()
    mine = [out, *hn, xs.grad, *[h.grad for h in hs]] + [p.grad for p in m.parameters()]
    theirs = [tout, *thn, txs.grad, *[h.grad for h in ths]] + [p.grad for p in tm.parameters()]
    return mine, theirs


def _assert_close(mine, theirs, rtol, atol):
    for a, b in zip(mine, theirs, strict=True):
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(_np(a), _torch_np(b), rtol=rtol, atol=atol)


@pytest.mark.parametrize("cls,kw", CELLS)
@pytest.mark.parametrize("cfg", [dict(), dict(num_layers=2, bidirectional=True)])
def test_float32_matches_torch(cls, kw, cfg):
    m, tm = _pair(cls, dict(kw, **cfg), 3, 5, "float32")
    rng = np.random.default_rng(2)
    layers = cfg.get("num_layers", 1) * (2 if cfg.get("bidirectional") else 1)
    hx = [rng.standard_normal((layers, 4, 5))] * (2 if cls == "LSTM" else 1)
    mine, theirs = _run_both(m, tm, rng.standard_normal((6, 4, 3)), hx, "float32")
    _assert_close(mine, theirs, 2e-5, 2e-5)


@pytest.mark.parametrize("dtype,tol", [("float16", 2e-2), ("bfloat16", 1e-1)])
@pytest.mark.parametrize("cls,kw", [("LSTM", dict(proj_size=2)), ("GRU", dict(bidirectional=True)),
                                    ("RNN", {})])
def test_narrow_dtypes_match_torch(cls, kw, dtype, tol):
    # computed in float32 (the states kept in float32 between steps, where torch rounds them to the
    # narrow type at every step): within the narrow type's rounding of torch's
    m, tm = _pair(cls, kw, 3, 4, dtype)
    rng = np.random.default_rng(3)
    mine, theirs = _run_both(m, tm, rng.uniform(-1, 1, (5, 2, 3)), None, dtype)
    assert all(t.dtype is getattr(tg, dtype) for t in mine)
    _assert_close(mine, theirs, tol, tol)


@pytest.mark.parametrize("cls", ["LSTM", "GRU", "RNN"])
def test_autocast_matches_torch(cls):
    # torch's CPU autocast runs the LSTM and RNN layers in bfloat16 (its mkldnn_rnn_layer is on the
    # lower-precision list; here the ops declare `autocast:`), the GRU in float32 after bfloat16 projections
    m, tm = _pair(cls, dict(num_layers=2), 3, 4, "float32")
    x = np.random.default_rng(14).uniform(-1, 1, (5, 2, 3))
    with tg.autocast("cpu"):
        out, hn = m(tg.tensor(x, dtype=tg.float32))
    with torch.autocast("cpu"):
        tout, thn = tm(torch.tensor(x, dtype=torch.float32))
    hn, thn = (hn if isinstance(hn, tuple) else (hn,)), (thn if isinstance(thn, tuple) else (thn,))
    for a, b in zip((out, *hn), (tout, *thn), strict=True):
        assert str(a.dtype).split(".")[-1] == str(b.dtype).split(".")[-1]
        np.testing.assert_allclose(_np(a), _torch_np(b), rtol=5e-2, atol=5e-2)


@pytest.mark.parametrize("cls,kw", [("LSTM", dict(bidirectional=True)), ("GRU", {}), ("LSTM", dict(proj_size=20))])
def test_blas_sized_products_match_torch(cls, kw):
    # 12 rows x 40 x 160 per step: above _RNN_HAND, the per-step and weight-gradient products go to BLAS
    m, tm = _pair(cls, kw, 7, 40, "float64")
    rng = np.random.default_rng(4)
    mine, theirs = _run_both(m, tm, rng.standard_normal((5, 12, 7)), None, "float64",
                             packed=[5, 3, 5, 1, 4, 5, 2, 5, 5, 3, 1, 4])
    _assert_close(mine, theirs, 1e-10, 1e-10)


@pytest.mark.parametrize("cls,kw", [("LSTM", dict(proj_size=2, bidirectional=True)), ("GRU", dict(num_layers=2)),
                                    ("RNN", dict(nonlinearity="relu", bidirectional=True))])
@pytest.mark.parametrize("packed", [None, [3, 1]])
def test_double_backward_matches_torch(cls, kw, packed):
    # a gradient penalty: the backward recorded (create_graph) runs the recursion in operators
    m, tm = _pair(cls, kw, 2, 3, "float64")
    rng = np.random.default_rng(5)
    x = rng.standard_normal((3, 2, 2))
    xs, txs = tg.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    inp, tinp = xs, txs
    if packed is not None:
        inp = tg.nn.utils.rnn.pack_padded_sequence(xs, packed)
        tinp = torch.nn.utils.rnn.pack_padded_sequence(txs, torch.tensor(packed))
    out, _ = m(inp)
    tout, _ = tm(tinp)
    if packed is not None:
        out, tout = out.data, tout.data
    g, = tg.autograd.grad((out * out).sum(), xs, create_graph=True)
    tgr, = torch.autograd.grad((tout * tout).sum(), txs, create_graph=True)
    np.testing.assert_allclose(g.detach().numpy(), tgr.detach().numpy(), rtol=1e-10, atol=1e-12)
    (g * g).sum().backward()
    (tgr * tgr).sum().backward()
    np.testing.assert_allclose(xs.grad.numpy(), txs.grad.numpy(), rtol=1e-9, atol=1e-11)
    for p, tp in zip(m.parameters(), tm.parameters()):
        np.testing.assert_allclose(p.grad.numpy(), tp.grad.numpy(), rtol=1e-9, atol=1e-11)


def _lstm_args(rng, steps=4, batch=3, hid=3, hp=3, dtype=tg.float64, device="cpu"):
    def t(*shape):
        return tg.tensor(rng.standard_normal(shape), dtype=dtype, device=device, requires_grad=True)
    return [t(steps, batch, 4 * hid), t(4 * hid, hp), t(4 * hid), t(hp, hid) if hp != hid else None, t(batch, hp),
            t(batch, hid)]


def test_create_graph_gives_the_kernels_gradients():
    rng = np.random.default_rng(6)
    args = _lstm_args(rng, hp=2)
    grads = []
    for create in (False, True):
        out, hy, cy, _ = O._lstm_layer(*args, True, tg.tensor([4, 0, 2]))
        loss = (out * out).sum() + (hy * hy).sum() * (cy * cy).sum()
        grads.append(tg.autograd.grad(loss, [a for a in args if a is not None], create_graph=create))
    for a, b in zip(*grads):
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-12, atol=1e-13)


def test_lengths_keep_a_finished_rows_state():
    rng = np.random.default_rng(7)
    gi, w, b, _, h0, c0 = _lstm_args(rng)
    lengths = tg.tensor([4, 2, 0])
    for reverse in (False, True):
        out, hy, cy, ws = O._lstm_layer(gi, w, b, None, h0, c0, reverse, lengths)
        assert not ws.requires_grad and ws.dtype is tg.float64 and tuple(ws.shape) == (4, 3, 18)
        o = out.detach().numpy()
        assert not o[2:, 1].any() and not o[:, 2].any()  # past a row's length: zeros
        np.testing.assert_array_equal(hy.detach().numpy()[2], h0.detach().numpy()[2])  # length 0: h0 and c0
        np.testing.assert_array_equal(cy.detach().numpy()[2], c0.detach().numpy()[2])
        # row 1 alone, over its 2 steps, gives the same results
        one = O._lstm_layer(gi[:2, 1:2], w, b, None, h0[1:2], c0[1:2], reverse)
        np.testing.assert_allclose(o[:2, 1:2], one[0].detach().numpy(), rtol=1e-14, atol=1e-15)
        np.testing.assert_allclose(hy.detach().numpy()[1:2], one[1].detach().numpy(), rtol=1e-14, atol=1e-15)


def test_empty_batch_and_rows():
    rng = np.random.default_rng(8)
    gi, w, b, _, h0, c0 = _lstm_args(rng, batch=0)
    out, hy, cy, _ = O._lstm_layer(gi, w, b, None, h0, c0)
    assert tuple(out.shape) == (4, 0, 3) and tuple(hy.shape) == (0, 3)
    (out.sum() + hy.sum()).backward()
    assert tuple(w.grad.shape) == (12, 3) and not w.grad.numpy().any()
    m, tm = _pair("GRU", {}, 3, 4, "float64")
    assert tuple(m(tg.zeros(5, 0, 3, dtype=tg.float64))[0].shape) == tuple(tm(torch.zeros(5, 0, 3, dtype=torch.float64))[0].shape)
    with pytest.raises(RuntimeError, match="Expected sequence length to be larger than 0 in RNN"):
        m(tg.zeros(0, 2, 3, dtype=tg.float64))
    with pytest.raises(RuntimeError, match="Expected sequence length to be larger than 0 in RNN"):
        tm(torch.zeros(0, 2, 3, dtype=torch.float64))


def test_missing_gradients_are_zeros_and_absent_weights_none():
    rng = np.random.default_rng(9)
    gi, w, b, _, h0, c0 = _lstm_args(rng)
    out, hy, cy, ws = O._lstm_layer(gi, w, b, None, h0, c0)
    res = O._lstm_layer_backward(None, None, None, w, None, h0, c0, out, ws)
    assert res[3] is None  # no weight_hr
    assert all(not r.numpy().any() for r in res if r is not None)
    g = O._lstm_layer_backward(None, hy * 0 + 1, None, w, None, h0, c0, out, ws)
    hy.sum().backward()
    np.testing.assert_allclose(g[0].numpy(), gi.grad.numpy(), rtol=1e-14)
    np.testing.assert_allclose(g[1].numpy(), w.grad.numpy(), rtol=1e-14)


@pytest.mark.parametrize("call,exc,match", [
    (lambda a: O._lstm_layer(a[0][0], *a[1:]), RuntimeError, r"input \(the input projections\) must be 3-D"),
    (lambda a: O._lstm_layer(a[0], a[1][:5], *a[2:]), RuntimeError, r"weight_hh must be 2-D \(4 \* hidden_size"),
    (lambda a: O._lstm_layer(a[0][..., :8], *a[1:]), RuntimeError, r"expected input of shape \[4, 3, 12\]"),
    (lambda a: O._lstm_layer(*a[:4], a[4][:2], a[5]), RuntimeError, r"expected hx of shape \[3, 3\]"),
    (lambda a: O._lstm_layer(*a[:5], a[5].float()), RuntimeError,
     r"_lstm_layer: expected cx to have dtype Double \(the input's\), but got Float"),
    (lambda a: O._lstm_layer(*a[:2], a[2][:4], *a[3:]), RuntimeError, r"expected bias_hh of shape \[12\]"),
    (lambda a: O._lstm_layer(*a, False, tg.tensor([4, 5, 1])), RuntimeError,
     r"lengths must lie in \[0, 4\] \(the number of steps\), but got 5"),
    (lambda a: O._lstm_layer(*a, False, tg.tensor([4, 1])), RuntimeError, r"expected lengths of shape \[3\]"),
    (lambda a: O._lstm_layer(*a, False, tg.tensor([4.0, 1.0, 1.0])), RuntimeError, "lengths must be an integer"),
    (lambda a: O._lstm_layer(a[0].numpy(), *a[1:]), TypeError,
     r"_lstm_layer\(\): argument 'input' \(position 1\) must be Tensor, not ndarray"),
    (lambda a: O._lstm_layer(a[0].long(), *[x.long() if x is not None else None for x in a[1:]]),
     NotImplementedError, "\"_lstm_layer\" not implemented for 'Long'"),
    (lambda a: O._gru_layer(a[0][..., :9], a[1][:9, :2], None, a[4][:, :2]), RuntimeError,
     r"weight_hh must be \(3 \* hidden_size, hidden_size\) without weight_hr"),
])
def test_argument_errors(call, exc, match):
    rng = np.random.default_rng(10)
    args = [None if a is None else a.detach() for a in _lstm_args(rng)]
    with pytest.raises(exc, match=match):
        call(args)


def test_backward_op_checks_its_workspace():
    rng = np.random.default_rng(11)
    gi, w, b, _, h0, c0 = [None if a is None else a.detach() for a in _lstm_args(rng)]
    out, hy, cy, ws = O._lstm_layer(gi, w, b, None, h0, c0)
    with pytest.raises(RuntimeError, match=r"expected workspace of shape \[4, 3, 18\]"):
        O._lstm_layer_backward(out, None, None, w, None, h0, c0, out, ws[:, :, :4])
    with pytest.raises(RuntimeError, match=r"expected the workspace of the forward op \(Double on cpu\), but got Float"):
        O._lstm_layer_backward(out, None, None, w, None, h0, c0, out, ws.float())


# ------------------------------------------------------------------ CUDA (Numba's simulator)
@pytest.mark.parametrize("cls,kw,packed", [("LSTM", dict(proj_size=2, bidirectional=True), [3, 1]),
                                           ("GRU", {}, None), ("RNN", dict(nonlinearity="relu"), [2, 3])])
def test_cuda_matches_cpu(cls, kw, packed):
    results = []
    for device in ("cpu", "cuda"):
        m = getattr(tg.nn, cls)(2, 3, dtype=tg.float64, **kw)
        rng = np.random.default_rng(12)
        for p in m.parameters():
            p.detach().copy_(tg.tensor(rng.uniform(-0.5, 0.5, tuple(p.shape))))
        m = m.to(device)
        x = tg.tensor(rng.standard_normal((3, 2, 2)), device=device, requires_grad=True)
        inp = x if packed is None else tg.nn.utils.rnn.pack_padded_sequence(x, packed, enforce_sorted=False)
        out, hn = m(inp)
        out = out if packed is None else out.data
        hn = hn if isinstance(hn, tuple) else (hn,)
        ((out * out).sum() + sum(h.sum() for h in hn)).backward()
        results.append([out, *hn, x.grad] + [p.grad for p in m.parameters()])
    for a, b in zip(*results):
        assert b.device.type == "cuda"
        np.testing.assert_allclose(a.detach().numpy(), b.detach().cpu().numpy(), rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize("op,hid,hp", [("_lstm_layer", 40, 33), ("_gru_layer", 40, 40)])
def test_cuda_hidden_wider_than_a_block(op, hid, hp):
    # the simulator's blocks have 32 threads: each thread then walks several units, and must own
    # the same units in every phase of a step
    rng = np.random.default_rng(15)
    gates = 4 if op == "_lstm_layer" else 3

    def t(*shape):
        return tg.tensor(rng.uniform(-0.3, 0.3, shape), requires_grad=True)
    args = [t(2, 2, gates * hid), t(gates * hid, hp), t(gates * hid)]
    args += [t(hp, hid), t(2, hp), t(2, hid)] if op == "_lstm_layer" else [t(2, hid)]
    results = []
    for device in ("cpu", "cuda"):
        a = [x.detach().to(device).requires_grad_() for x in args]
        res = getattr(O, op)(*a, True, tg.tensor([2, 1]))
        (res[0] * res[0]).sum().backward()
        results.append([res[0], res[1]] + [x.grad for x in a])
    for x, y in zip(*results):
        np.testing.assert_allclose(x.detach().numpy(), y.detach().cpu().numpy(), rtol=1e-12, atol=1e-14)


def test_cuda_float32_and_bfloat16_match_cpu():
    for dtype in (tg.float32, tg.bfloat16):
        rng = np.random.default_rng(13)
        args = _lstm_args(rng, steps=2, batch=2, hid=2, hp=2, dtype=dtype)
        outs = []
        for device in ("cpu", "cuda"):
            a = [None if x is None else x.detach().to(device).requires_grad_() for x in args]
            out, hy, cy, ws = O._lstm_layer(*a)
            assert out.dtype is dtype and ws.dtype is tg.float32
            (out.float().sum() + cy.float().sum()).backward()
            outs.append([out, hy, cy] + [x.grad for x in a if x is not None])
        for x, y in zip(*outs):
            np.testing.assert_allclose(x.float().detach().numpy(), y.float().detach().cpu().numpy(), rtol=1e-6,
                                       atol=1e-6)


# ------------------------------------------------------------------ the kind's declared fields
RNN_ENTRY = """ops:
- func: {func}
  kind: rnn
  form: {form}
  names: refuse
  dtypes: {dtypes}
  devices: [cpu]
  derivatives: {{not_differentiable: "a test op"}}
"""
GRU = "layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) " \
      "-> (Tensor, Tensor, Tensor)"


@pytest.mark.parametrize("func,form,dtypes,field,words", [
    (GRU, "lstm_cell", "[float32]", "form", "an rnn op names its form, one of: lstm, lstm_backward, gru"),
    (GRU.replace(", Tensor hx", ""), "gru", "[float32]", "func", "form 'gru' reads the argument(s) hx"),
    (GRU, "lstm", "[float32]", "func", "form 'lstm' reads the argument(s) weight_hr, cx"),
    (GRU.replace("(Tensor, Tensor, Tensor)", "(Tensor, Tensor)"), "gru", "[float32]", "func",
     "form 'gru' returns 3 Tensor(s)"),
    (GRU, "gru", "[float32, int64]", "dtypes", "floating dtypes only, not int64"),
])
def test_rnn_kind_fields_are_validated(tmp_path, func, form, dtypes, field, words):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text(RNN_ENTRY.format(func=func, form=form, dtypes=dtypes), encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p), None)  # a table of its own: no helper modules
    assert f"op 'layer' field '{field}'" in str(e.value) and words in str(e.value)


@pytest.mark.parametrize("value", ["[true, false]", "[true, true, 1]", "[false, false, false]", "yes"])
def test_output_differentiability_is_validated(tmp_path, value):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text(RNN_ENTRY.format(func=GRU, form="gru", dtypes="[float32]").replace(
        '{not_differentiable: "a test op"}', "\n    input: grad\n    output_differentiability: " + value),
        encoding="utf-8")
    with pytest.raises(parse.SpecError, match="field 'derivatives.output_differentiability': expected a list of 3"):
        model.build(str(p), parse.load(p), None)  # a table of its own: no helper modules
