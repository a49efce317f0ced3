"""RNN, LSTM and GRU (multi-layer, bidirectional, batch_first, dropout between layers; LSTM's
proj_size) and their single-step cells, as torch.nn's: parameter names (weight_ih_l0, weight_hr_l0,
..._reverse), init, shapes, errors.

Each layer and direction is one call of its ops.yaml ``kind: rnn`` op (_lstm_layer, _gru_layer,
_rnn_tanh_layer, _rnn_relu_layer), whose kernel runs the whole time loop, and whose derivative runs
back through time in one kernel; the input projection of every step (x W_ih^T + b_ih) is one matrix
product before it, as cuDNN's. A packed sequence runs on the padded, length-sorted batch with each
row's length: a row past its end keeps its state. The cells (RNNCell, GRUCell, LSTMCell) are one
step written over the generated differentiable operators."""
import math
import warnings

from ...core import dtypes as _dtypes
from ...families import factories as _f
from ...generated import ops as _ops
from .. import init
from ..functional.dropout import dropout
from ..parameter import Parameter
from ..rnn_utils import PackedSequence, packed_from_padded, padded_from_packed
from .module import Module


_GATES = {"RNN_TANH": 1, "RNN_RELU": 1, "LSTM": 4, "GRU": 3}


# one layer in one direction: its whole time loop in one kernel (ops.yaml kind: rnn)
_LAYER_OPS = {"RNN_TANH": _ops._rnn_tanh_layer, "RNN_RELU": _ops._rnn_relu_layer, "LSTM": _ops._lstm_layer,
              "GRU": _ops._gru_layer}


def _linear(x, w, b):
    out = _ops.matmul(x, w.t())
    return out if b is None else out + b


def _projection(x, w, b):
    """The input projection of every step, x (L, N, I) -> (L, N, gates * H): one matrix product."""
    steps, batch = x.shape[0], x.shape[1]
    flat = x.reshape(steps * batch, x.shape[2])
    gi = _ops.matmul(flat, w.t()) if b is None else _ops.addmm(b, flat, w.t())
    return gi.reshape(steps, batch, w.shape[0])


def _step(mode, gi, h, c, w_hh, b_hh):
    """One cell step from the input's projection gi = x W_ih^T + b_ih; returns (h', c')."""
    gh = _linear(h, w_hh, b_hh)
    if mode == "RNN_TANH":
        return _ops.tanh(gi + gh), None
    if mode == "RNN_RELU":
        return _ops.relu(gi + gh), None
    if mode == "LSTM":
        i, f, g, o = _ops.chunk(gi + gh, 4, -1)
        c2 = _ops.sigmoid(f) * c + _ops.sigmoid(i) * _ops.tanh(g)
        return _ops.sigmoid(o) * _ops.tanh(c2), c2
    ir, iz, inn = _ops.chunk(gi, 3, -1)
    hr, hz, hn = _ops.chunk(gh, 3, -1)
    r = _ops.sigmoid(ir + hr)
    z = _ops.sigmoid(iz + hz)
    n = _ops.tanh(inn + r * hn)
    return (h - n) * z + n, None  # ATen's order: newgate + updategate * (hx - newgate)


class RNNBase(Module):
    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        if not isinstance(dropout, (int, float)) or isinstance(dropout, bool) or not 0 <= dropout <= 1:
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an element "
                             "being zeroed")
        if dropout > 0 and num_layers == 1:
            warnings.warn("dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                          f"expects num_layers greater than 1, but got dropout={dropout} and num_layers={num_layers}",
                          stacklevel=2)
        if not isinstance(bias, bool):
            raise TypeError(f"bias should be of type bool, got: {type(bias).__name__}")
        if not isinstance(batch_first, bool):
            raise TypeError(f"batch_first should be of type bool, got: {type(batch_first).__name__}")
        if not isinstance(input_size, int):
            raise TypeError(f"input_size should be of type int, got: {type(input_size).__name__}")
        if input_size <= 0:
            raise ValueError("input_size must be greater than zero")
        if not isinstance(hidden_size, int):
            raise TypeError(f"hidden_size should be of type int, got: {type(hidden_size).__name__}")
        if hidden_size <= 0:
            raise ValueError("hidden_size must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if mode not in _GATES:
            raise ValueError("Unrecognized RNN mode: " + mode)
        self.mode = mode
        self.input_size, self.hidden_size, self.num_layers = input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional, self.proj_size = bidirectional, proj_size
        gate_size = _GATES[mode] * hidden_size
        directions = 2 if bidirectional else 1
        real_hidden = proj_size if proj_size > 0 else hidden_size  # the state h (and each output) is projected
        self._flat_weights_names = []
        self._all_weights = []
        for layer in range(num_layers):
            for direction in range(directions):
                layer_input = input_size if layer == 0 else real_hidden * directions
                suffix = "_reverse" if direction == 1 else ""
                shapes = [("weight_ih", (gate_size, layer_input)), ("weight_hh", (gate_size, real_hidden))]
                if bias:
                    shapes += [("bias_ih", (gate_size,)), ("bias_hh", (gate_size,))]
                if proj_size > 0:
                    shapes.append(("weight_hr", (proj_size, hidden_size)))
                names = []
                for base, shape in shapes:
                    name = f"{base}_l{layer}{suffix}"
                    setattr(self, name, Parameter(_f.empty(shape, device=device, dtype=dtype)))
                    names.append(name)
                self._flat_weights_names.extend(names)
                self._all_weights.append(names)
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def flatten_parameters(self):
        """A cuDNN layout hint in torch; the weights here are used as they are."""

    @property
    def all_weights(self):
        return [[getattr(self, name) for name in names] for names in self._all_weights]

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size != 0:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s

    # ------------------------------------------------------------------ forward
    def _check_hidden(self, h, expected, msg):
        if tuple(h.shape) != expected:
            raise RuntimeError(msg.format(expected, list(h.shape)))

    def _check_input(self, input):
        w = getattr(self, self._flat_weights_names[0])
        if input.dtype != w.dtype:
            raise ValueError(f"RNN input dtype ({input.dtype}) does not match weight dtype ({w.dtype}). Convert "
                             f"input: input.to({w.dtype}), or convert model: model.to({input.dtype})")
        if self.input_size != input.shape[-1]:
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got "
                               f"{input.shape[-1]}")

    def _unpack(self, input):
        """A PackedSequence as a time-major padded tensor in its sorted batch order, and its batch sizes."""
        if input.data.dim() != 2:
            raise RuntimeError(f"input must have 2 dimensions, got {input.data.dim()}")
        self._check_input(input.data)
        x, _ = padded_from_packed(input)
        return x, [int(b) for b in input.batch_sizes.tolist()]

    def _prepare(self, input, hx, name):
        if input.dim() not in (2, 3):
            raise ValueError(f"{name}: Expected input to be 2D or 3D, got {input.dim()}D "
                             + ("tensor instead" if name == "RNN" else "instead"))
        batched = input.dim() == 3
        self._check_input(input)
        x = input if batched else input.unsqueeze(1)
        if batched and self.batch_first:
            x = x.transpose(0, 1)
        return x, batched

    def _run(self, x, h0, c0, batch_sizes=None):
        """x: (L, N, I) time-major; h0/c0: (layers * directions, N, H), or None for zeros. Returns
        (output, h_n, c_n).
        With batch_sizes (a packed input, longest first), a row past its sequence's end keeps its
        state, so h_n is each sequence's state at its own last step (the reverse direction starts there)."""
        if x.shape[0] == 0:  # (after the state checks, as torch's)
            raise RuntimeError("Expected sequence length to be larger than 0 in RNN")
        directions = 2 if self.bidirectional else 1
        lengths = None
        if batch_sizes is not None:
            lengths = _f.tensor([sum(1 for b in batch_sizes if b > row) for row in range(x.shape[1])],
                                dtype=_dtypes.int64)
        layer_op = _LAYER_OPS[self.mode]
        lstm = self.mode == "LSTM"
        zeros = {}

        def state(s, k, width):
            if s is not None:
                return s.select(0, k)
            if width not in zeros:  # (one zero state for every layer: the ops only read it)
                zeros[width] = _f.zeros((x.shape[1], width), dtype=x.dtype, device=x.device)
            return zeros[width]

        real_hidden = self.proj_size if self.proj_size > 0 else self.hidden_size
        hs, cs = [], []
        layer_in = x
        for layer in range(self.num_layers):
            outs = []
            for d in range(directions):
                sfx = "_reverse" if d == 1 else ""
                w_ih, w_hh = getattr(self, f"weight_ih_l{layer}{sfx}"), getattr(self, f"weight_hh_l{layer}{sfx}")
                b_ih = getattr(self, f"bias_ih_l{layer}{sfx}") if self.bias else None
                b_hh = getattr(self, f"bias_hh_l{layer}{sfx}") if self.bias else None
                k = layer * directions + d
                gi = _projection(layer_in, w_ih, b_ih)
                if self.mode == "GRU" and gi.dtype is not w_hh.dtype:
                    # an autocast region made the projection lower precision; torch's GRU has no
                    # lower-precision layer there (its LSTM and RNN do: their ops declare autocast)
                    gi = gi.to(w_hh.dtype)
                h = state(h0, k, real_hidden)
                if lstm:
                    w_hr = getattr(self, f"weight_hr_l{layer}{sfx}") if self.proj_size > 0 else None
                    out, h, c, _ = layer_op(gi, w_hh, b_hh, w_hr, h, state(c0, k, self.hidden_size), d == 1, lengths)
                    cs.append(c)
                else:
                    out, h, _ = layer_op(gi, w_hh, b_hh, h, d == 1, lengths)
                outs.append(out)
                hs.append(h)
            layer_in = outs[0] if directions == 1 else _ops.cat(outs, 2)
            if self.dropout and self.training and layer < self.num_layers - 1:
                layer_in = dropout(layer_in, self.dropout, True)
        h_n = _ops.stack(hs, 0)
        c_n = _ops.stack(cs, 0) if lstm else None
        return layer_in, h_n, c_n

    def _finish(self, out, batched):
        if not batched:
            return out.squeeze(1)
        return out.transpose(0, 1) if self.batch_first else out


class _SimpleRNNBase(RNNBase):
    _name = "RNN"

    def forward(self, input, hx=None):
        packed = isinstance(input, PackedSequence)
        if packed:
            x, sizes = self._unpack(input)
            batched = True
            if hx is not None and input.sorted_indices is not None:
                hx = hx.index_select(1, input.sorted_indices)
        else:
            x, batched = self._prepare(input, hx, self._name)
            sizes = None
        directions = 2 if self.bidirectional else 1
        expected = (self.num_layers * directions, x.shape[1], self.hidden_size)
        if hx is not None:  # (None: zero states, made once in _run)
            if batched and hx.dim() != 3:
                raise RuntimeError(f"For batched 3-D input, hx should also be 3-D but got {hx.dim()}-D tensor")
            if not batched:
                if hx.dim() != 2:
                    raise RuntimeError(f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D tensor")
                hx = hx.unsqueeze(1)
            self._check_hidden(hx, expected, "Expected hidden size {}, got {}")
        out, h_n, _ = self._run(x, hx, None, sizes)
        if packed:
            return packed_from_padded(out, sizes, input), _unsort(h_n, input)
        return self._finish(out, batched), (h_n if batched else h_n.squeeze(1))


class RNN(_SimpleRNNBase):
    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            self.nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            self.nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif self.nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError(f"Unknown nonlinearity '{self.nonlinearity}'. Select from 'tanh' or 'relu'.")
        super().__init__(mode, *args, **kwargs)


class GRU(_SimpleRNNBase):
    _name = "GRU"

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)


class LSTM(RNNBase):
    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    def forward(self, input, hx=None):
        packed = isinstance(input, PackedSequence)
        if packed:
            x, sizes = self._unpack(input)
            batched = True
            if hx is not None and input.sorted_indices is not None:
                hx = (hx[0].index_select(1, input.sorted_indices), hx[1].index_select(1, input.sorted_indices))
        else:
            x, batched = self._prepare(input, hx, "LSTM")
            sizes = None
        directions = 2 if self.bidirectional else 1
        expected = (self.num_layers * directions, x.shape[1], self.hidden_size)
        expected_h = expected[:2] + (self.proj_size if self.proj_size > 0 else self.hidden_size,)
        if hx is None:
            h0 = c0 = None  # zero states, made once in _run
        else:
            h0, c0 = hx
            want = 3 if batched else 2
            if h0.dim() != want or c0.dim() != want:
                kind = "batched 3-D" if batched else "unbatched 2-D"
                raise RuntimeError(f"For {kind} input, hx and cx should also be {want}-D but got ({h0.dim()}-D, "
                                   f"{c0.dim()}-D) tensors")
            if not batched:
                h0, c0 = h0.unsqueeze(1), c0.unsqueeze(1)
            self._check_hidden(h0, expected_h, "Expected hidden[0] size {}, got {}")
            self._check_hidden(c0, expected, "Expected hidden[1] size {}, got {}")
        out, h_n, c_n = self._run(x, h0, c0, sizes)
        if packed:
            return packed_from_padded(out, sizes, input), (_unsort(h_n, input), _unsort(c_n, input))
        if not batched:
            h_n, c_n = h_n.squeeze(1), c_n.squeeze(1)
        return self._finish(out, batched), (h_n, c_n)


def _unsort(h, packed):
    """Final states back in the caller's batch order."""
    return h if packed.unsorted_indices is None else h.index_select(1, packed.unsorted_indices)


# ---------------------------------------------------------------------- cells
class RNNCellBase(Module):
    _mode = None
    _name = None

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size, self.hidden_size, self.bias = input_size, hidden_size, bias
        self.weight_ih = Parameter(_f.empty((num_chunks * hidden_size, input_size), device=device, dtype=dtype))
        self.weight_hh = Parameter(_f.empty((num_chunks * hidden_size, hidden_size), device=device, dtype=dtype))
        if bias:
            self.bias_ih = Parameter(_f.empty(num_chunks * hidden_size, device=device, dtype=dtype))
            self.bias_hh = Parameter(_f.empty(num_chunks * hidden_size, device=device, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if getattr(self, "nonlinearity", "tanh") != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _check_input(self, input):
        if input.dim() not in (1, 2):
            raise ValueError(f"{self._name}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        return input.dim() == 2

    def _check_hidden(self, hx):
        if hx is not None and hx.dim() not in (1, 2):
            raise ValueError(f"{self._name}: Expected hidden to be 1D or 2D, got {hx.dim()}D instead")

    def _zeros(self, x):
        return _f.zeros((x.shape[0], self.hidden_size), dtype=x.dtype, device=x.device)

    def _cell(self, x, h, c):
        gi = _linear(x, self.weight_ih, self.bias_ih)
        return _step(self._mode, gi, h, c, self.weight_hh, self.bias_hh)


class RNNCell(RNNCellBase):
    _name = "RNNCell"

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        self.nonlinearity = nonlinearity
        super().__init__(input_size, hidden_size, bias, 1, device, dtype)
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity: {nonlinearity}")

    def forward(self, input, hx=None):
        batched = self._check_input(input)
        self._check_hidden(hx)
        x = input if batched else input.unsqueeze(0)
        h = self._zeros(x) if hx is None else (hx if batched else hx.unsqueeze(0))
        self._mode = "RNN_TANH" if self.nonlinearity == "tanh" else "RNN_RELU"
        out, _ = self._cell(x, h, None)
        return out if batched else out.squeeze(0)


class GRUCell(RNNCellBase):
    _name = "GRUCell"
    _mode = "GRU"

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 3, device, dtype)

    def forward(self, input, hx=None):
        batched = self._check_input(input)
        self._check_hidden(hx)
        x = input if batched else input.unsqueeze(0)
        h = self._zeros(x) if hx is None else (hx if batched else hx.unsqueeze(0))
        out, _ = self._cell(x, h, None)
        return out if batched else out.squeeze(0)


class LSTMCell(RNNCellBase):
    _name = "LSTMCell"
    _mode = "LSTM"

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 4, device, dtype)

    def forward(self, input, hx=None):
        batched = self._check_input(input)
        x = input if batched else input.unsqueeze(0)
        if hx is None:
            h, c = self._zeros(x), self._zeros(x)
        else:
            h, c = hx
            if not batched:
                h, c = h.unsqueeze(0), c.unsqueeze(0)
        h2, c2 = self._cell(x, h, c)
        return (h2, c2) if batched else (h2.squeeze(0), c2.squeeze(0))
