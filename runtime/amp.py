"""Mixed precision, as ``torch.amp``: ``autocast`` regions and ``GradScaler``.

In an autocast region the ops that declare ``autocast: lower_precision`` in
ops.yaml (the matrix products, hence Linear and the convolutions built on them)
cast their floating inputs to the region's dtype (bfloat16 on the CPU unless
given); the call pipeline applies it (dispatch/pipeline.py). A region asked for
on a device that is not there (``device_type="cuda"`` without CUDA) is disabled
with PyTorch's warning. ``GradScaler`` scales the loss, unscales the gradients
before the optimizer step and skips steps whose gradients are not finite,
growing and backing off its scale as PyTorch's.
"""
import functools
import types
import warnings

from .autograd import grad_mode as _grad_mode
from .backends import cuda as _cuda
from .core import dtypes as D
from .core.tensor import Tensor
from .dispatch import pipeline as _pipeline
from .families import factories as _f

_SUPPORTED = {"cpu": (D.bfloat16, D.float16), "cuda": (D.float16, D.bfloat16)}
_DEFAULT = {"cpu": D.bfloat16, "cuda": D.float16}


class autocast:
    """``with tg.autocast("cpu"):`` (or as a decorator): the declared ops compute in lower precision."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        if device_type not in _SUPPORTED:
            raise RuntimeError(f"User specified an unsupported autocast device_type '{device_type}'")
        self.device = device_type
        self.fast_dtype = _DEFAULT[device_type] if dtype is None else dtype
        self._enabled = bool(enabled)
        if self._enabled and device_type == "cuda" and not _cuda.is_available():
            warnings.warn("User provided device_type of 'cuda', but CUDA is not available. Disabling", stacklevel=2)
            self._enabled = False
        if self._enabled and self.fast_dtype not in _SUPPORTED[device_type]:
            names = " and ".join(d.pt_name.capitalize() for d in _SUPPORTED[device_type])
            warnings.warn(f"In {device_type.upper()} autocast, but the target dtype is not supported. Disabling "
                          f"autocast.\n{device_type.upper()} Autocast only supports dtypes of {names} currently.", stacklevel=2)
            self._enabled = False
        self._prev = []

    def __enter__(self):
        self._prev.append(_pipeline.set_autocast(self.fast_dtype if self._enabled else None))
        return self

    def __exit__(self, *exc):
        _pipeline.set_autocast(self._prev.pop())
        return False

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with self:
                return fn(*args, **kwargs)
        return wrapper


def is_autocast_enabled(device_type=None):
    return _pipeline._autocast[0] is not None


def get_autocast_dtype(device_type):
    return _pipeline._autocast[0] or _DEFAULT.get(device_type, D.bfloat16)


class GradScaler:
    """Loss scaling against gradient underflow in lower precision:
    ``scaler.scale(loss).backward(); scaler.step(opt); scaler.update()``."""

    def __init__(self, device="cuda", init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        self._device = device
        self._enabled = bool(enabled)
        if self._enabled and device == "cuda" and not _cuda.is_available():
            warnings.warn("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.", stacklevel=2)
            self._enabled = False
        if growth_factor <= 1.0:
            raise ValueError("The growth factor must be > 1.0.")
        if backoff_factor >= 1.0:
            raise ValueError("The backoff factor must be < 1.0.")
        self._init_scale = float(init_scale)
        self._growth_factor, self._backoff_factor = float(growth_factor), float(backoff_factor)
        self._growth_interval = int(growth_interval)
        self._scale = None  # a float32 0-dim tensor once scale() has run
        self._growth_tracker = 0
        self._per_optimizer = {}  # id(optimizer) -> {"unscaled": bool, "stepped": bool, "found_inf": bool}

    def is_enabled(self):
        return self._enabled

    def scale(self, outputs):
        if not self._enabled:
            return outputs
        if isinstance(outputs, Tensor):
            if self._scale is None:
                self._scale = _f.full((), self._init_scale, dtype=D.float32, device=outputs.device)
            return outputs * self._scale.to(outputs.device)
        if isinstance(outputs, (list, tuple)):
            return type(outputs)(self.scale(o) for o in outputs)
        raise ValueError("outputs must be a Tensor or an iterable of Tensors")

    def _state(self, optimizer):
        return self._per_optimizer.setdefault(id(optimizer), {"unscaled": False, "stepped": False,
                                                              "found_inf": False})

    def unscale_(self, optimizer):
        """Divide the optimizer's gradients by the scale (in place), noting any inf or NaN."""
        if not self._enabled:
            return
        if self._scale is None:
            raise AssertionError("Attempted unscale_ but _scale is None.  This may indicate your script did not "
                                 "use scaler.scale(loss or outputs) earlier in the iteration.")
        state = self._state(optimizer)
        if state["unscaled"]:
            raise RuntimeError("unscale_() has already been called on this optimizer since the last update().")
        if state["stepped"]:
            raise RuntimeError("unscale_() is being called after step().")
        inv = self._scale.double().reciprocal().float()
        found = False
        with _grad_mode.no_grad():
            for group in optimizer.param_groups:
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    if not bool(p.grad.isfinite().all()):
                        found = True
                    p.grad.mul_(inv.to(p.grad.device))
        state["unscaled"], state["found_inf"] = True, found

    def step(self, optimizer, *args, **kwargs):
        """optimizer.step(), unless the unscaled gradients hold an inf or NaN."""
        if not self._enabled:
            return optimizer.step(*args, **kwargs)
        if "closure" in kwargs:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        state = self._state(optimizer)
        if state["stepped"]:
            raise RuntimeError("step() has already been called since the last update().")
        if not state["unscaled"]:
            self.unscale_(optimizer)
        result = None if state["found_inf"] else optimizer.step(*args, **kwargs)
        state["stepped"] = True
        return result

    def update(self, new_scale=None):
        """The next iteration's scale: backed off after an inf/NaN, grown after
        ``growth_interval`` clean steps (PyTorch's _amp_update_scale_)."""
        if not self._enabled:
            return
        if new_scale is not None:
            value = float(new_scale.item() if isinstance(new_scale, Tensor) else new_scale)
            self._scale = _f.full((), value, dtype=D.float32, device=self._scale.device)
        elif self._scale is not None:
            if not self._per_optimizer:
                raise AssertionError("No inf checks were recorded prior to update.")
            found = any(s["found_inf"] for s in self._per_optimizer.values())
            value = float(self._scale.item())
            if found:
                value *= self._backoff_factor
                self._growth_tracker = 0
            else:
                self._growth_tracker += 1
                if self._growth_tracker == self._growth_interval:
                    value *= self._growth_factor
                    self._growth_tracker = 0
            self._scale = _f.full((), value, dtype=D.float32, device=self._scale.device)
        self._per_optimizer = {}

    def get_scale(self):
        if not self._enabled:
            return 1.0
        return self._init_scale if self._scale is None else float(self._scale.item())

    def get_growth_factor(self):
        return self._growth_factor

    def get_backoff_factor(self):
        return self._backoff_factor

    def get_growth_interval(self):
        return self._growth_interval

    def state_dict(self):
        if not self._enabled:
            return {}
        return {"scale": self.get_scale(), "growth_factor": self._growth_factor,
                "backoff_factor": self._backoff_factor, "growth_interval": self._growth_interval,
                "_growth_tracker": self._growth_tracker}

    def load_state_dict(self, state_dict):
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The source state dict is empty, possibly because it was saved from a disabled "
                               "instance of GradScaler.")
        self._init_scale = float(state_dict["scale"])
        if self._scale is not None:
            self._scale = _f.full((), self._init_scale, dtype=D.float32, device=self._scale.device)
        self._growth_factor = float(state_dict["growth_factor"])
        self._backoff_factor = float(state_dict["backoff_factor"])
        self._growth_interval = int(state_dict["growth_interval"])
        self._growth_tracker = int(state_dict["_growth_tracker"])


def _device_amp(device, default_dtype):
    """torch.cuda.amp / torch.cpu.amp: the same two names with the device fixed."""
    def device_autocast(enabled=True, dtype=default_dtype, cache_enabled=True):
        return autocast(device, dtype, enabled, cache_enabled)
    device_autocast.__name__ = "autocast"
    return types.SimpleNamespace(autocast=device_autocast, GradScaler=functools.partial(GradScaler, device))


cuda_amp = _device_amp("cuda", D.float16)
cpu_amp = _device_amp("cpu", D.bfloat16)
