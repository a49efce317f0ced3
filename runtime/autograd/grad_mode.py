"""Whether calls record history: ``no_grad``, ``enable_grad``,
``set_grad_enabled`` and ``inference_mode``, as PyTorch's (thread-local)."""
import functools
import threading


class _State(threading.local):
    def __init__(self):
        self.enabled = True
        self.inference = False


STATE = _State()


def is_grad_enabled():
    return STATE.enabled


def is_inference_mode_enabled():
    return STATE.inference


class _Mode:
    """A context manager and decorator setting the grad mode for its block."""

    def __init__(self, enabled, inference=None):
        self._enabled, self._inference = enabled, inference

    def __enter__(self):
        self._saved = (STATE.enabled, STATE.inference)
        STATE.enabled = self._enabled
        if self._inference is not None:
            STATE.inference = self._inference
        return self

    def __exit__(self, *exc):
        STATE.enabled, STATE.inference = self._saved
        return False

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            with type(self)(*self._args()):
                return fn(*args, **kwargs)
        return wrapped

    def _args(self):
        return (self._enabled, self._inference)

    def clone(self):
        return type(self)(*self._args())


class no_grad(_Mode):
    """Calls inside record no history (their results do not require grad)."""

    def __init__(self):
        super().__init__(False)

    def _args(self):
        return ()


class enable_grad(_Mode):
    def __init__(self):
        super().__init__(True)

    def _args(self):
        return ()


class set_grad_enabled(_Mode):
    """Sets the mode at once (as a plain call too); as a context manager, the
    previous mode comes back on exit."""

    def __init__(self, mode):
        super().__init__(bool(mode))
        self._prev = STATE.enabled
        STATE.enabled = bool(mode)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        STATE.enabled = self._prev
        return False

    def __call__(self, fn):
        STATE.enabled = self._prev  # as a decorator it takes effect only inside the function
        return super().__call__(fn)

    def _args(self):
        return (self._enabled,)


class inference_mode(_Mode):
    """As no_grad (tensorgen keeps no version counters apart for it)."""

    def __init__(self, mode=True):
        super().__init__(not mode, bool(mode))

    def _args(self):
        return (not self._enabled,)
