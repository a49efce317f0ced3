"""Transformer encoder/decoder layers, stacks and nn.Transformer against torch with copied weights
(float64, dropout 0): outputs and input/weight gradients for post- and pre-norm, relu/gelu,
batch_first, causal and key-padding masks; reprs, state_dict keys, the causal-mask helper."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(0)
TOL = 1e-9


def _sync(m, tm):
    assert list(m.state_dict()) == list(tm.state_dict())
    m.load_state_dict({k: tg.tensor(v.detach().numpy()) for k, v in tm.state_dict().items()})


def _close(a, b, tol=TOL):
    assert tuple(a.shape) == tuple(b.shape)
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=tol, atol=tol)


def _leaf(arr):
    return tg.tensor(arr, requires_grad=True), torch.tensor(arr, requires_grad=True)


def _build(lib, kind, kw):
    nn = lib.nn
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # torch's nested-tensor notice
        if kind == "encoder":
            return nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, 0.0, dtype=lib.float64, **kw), 2,
                                         norm=nn.LayerNorm(8, dtype=lib.float64))
        if kind == "decoder":
            return nn.TransformerDecoder(nn.TransformerDecoderLayer(8, 2, 16, 0.0, dtype=lib.float64, **kw), 2)
        return nn.Transformer(8, 2, 2, 1, 16, 0.0, dtype=lib.float64, **kw)


OPTS = [dict(), dict(norm_first=True), dict(activation="gelu"), dict(batch_first=True),
        dict(batch_first=True, norm_first=True, activation="gelu")]


@pytest.mark.filterwarnings("ignore:Support for mismatched src_key_padding_mask")
@pytest.mark.parametrize("kind", ["encoder", "decoder", "transformer"])
@pytest.mark.parametrize("kw", OPTS)
@pytest.mark.parametrize("masks", [False, True])
def test_matches_torch(kind, kw, masks):
    m, tm = _build(tg, kind, kw), _build(torch, kind, kw)
    assert repr(m) == repr(tm)
    _sync(m, tm)
    S, T, N = 5, 4, 3
    bf = kw.get("batch_first", False)
    src, tsrc = _leaf(RNG.standard_normal((N, S, 8) if bf else (S, N, 8)))
    tgt, ttgt = _leaf(RNG.standard_normal((N, T, 8) if bf else (T, N, 8)))
    pad = np.zeros((N, S), bool)
    pad[1, -2:] = True
    extra, textra = {}, {}
    if kind == "encoder":
        if masks:
            extra = dict(mask=tg.nn.Transformer.generate_square_subsequent_mask(S, dtype=tg.float64),
                         src_key_padding_mask=tg.tensor(pad))
            textra = dict(mask=torch.nn.Transformer.generate_square_subsequent_mask(S, dtype=torch.float64),
                          src_key_padding_mask=torch.tensor(pad))
        out, tout = m(src, **extra), tm(tsrc, **textra)
    elif kind == "decoder":
        if masks:
            extra = dict(tgt_mask=tg.nn.Transformer.generate_square_subsequent_mask(T, dtype=tg.float64),
                         memory_key_padding_mask=tg.tensor(pad))
            textra = dict(tgt_mask=torch.nn.Transformer.generate_square_subsequent_mask(T, dtype=torch.float64),
                          memory_key_padding_mask=torch.tensor(pad))
        out, tout = m(tgt, src, **extra), tm(ttgt, tsrc, **textra)
    else:
        if masks:
            extra = dict(tgt_mask=tg.nn.Transformer.generate_square_subsequent_mask(T, dtype=tg.float64),
                         src_key_padding_mask=tg.tensor(pad), memory_key_padding_mask=tg.tensor(pad))
            textra = dict(tgt_mask=torch.nn.Transformer.generate_square_subsequent_mask(T, dtype=torch.float64),
                          src_key_padding_mask=torch.tensor(pad), memory_key_padding_mask=torch.tensor(pad))
        out, tout = m(src, tgt, **extra), tm(tsrc, ttgt, **textra)
    _close(out, tout)
    w = RNG.standard_normal(tuple(tout.shape))
    (out * tg.tensor(w)).sum().backward()
    (tout * torch.tensor(w)).sum().backward()
    _close(src.grad, tsrc.grad)
    if kind != "encoder":
        _close(tgt.grad, ttgt.grad)
    for (_, p), (_, tp) in zip(m.named_parameters(), tm.named_parameters()):
        _close(p.grad, tp.grad)


def test_causal_hint_needs_a_mask_and_bad_activation():
    layer = tg.nn.TransformerEncoderLayer(8, 2, 16)
    with pytest.raises(RuntimeError, match="Need attn_mask if specifying the is_causal hint"):
        layer(tg.ones(3, 2, 8), is_causal=True)
    with pytest.raises(RuntimeError, match="activation should be relu/gelu, not tanh"):
        tg.nn.TransformerEncoderLayer(8, 2, activation="tanh")
    with pytest.raises(RuntimeError, match="the feature number of src and tgt must be equal to d_model"):
        tg.nn.Transformer(8, 2, 1, 1, 16)(tg.ones(3, 2, 8), tg.ones(3, 2, 4))


def test_module_activation_is_registered():
    m, tm = tg.nn.TransformerEncoderLayer(8, 2, 16, activation=tg.nn.GELU()), \
        torch.nn.TransformerEncoderLayer(8, 2, 16, activation=torch.nn.GELU())
    assert repr(m) == repr(tm)


def test_training_reduces_loss():
    tg.manual_seed(0)
    enc = tg.nn.TransformerEncoder(tg.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.1, batch_first=True), 1)
    head = tg.nn.Linear(8, 1)
    opt = tg.optim.AdamW(list(enc.parameters()) + list(head.parameters()), lr=1e-2)
    x = tg.tensor(RNG.standard_normal((8, 6, 8)), dtype=tg.float32)
    y = x.mean((1, 2)).unsqueeze(1)
    losses = []
    for _ in range(20):
        opt.zero_grad()
        loss = ((head(enc(x).mean(1)) - y) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < 0.5 * losses[0]
