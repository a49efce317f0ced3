"""An exception raised in a worker process, carried to the main process and raised
there with the worker's traceback as text (torch._utils.ExceptionWrapper):
``ValueError: Caught ValueError in DataLoader worker process 1.`` followed by
``Original Traceback (most recent call last): ...``."""
import pickle
import sys
import traceback

__all__ = ["ExceptionWrapper"]


class KeyErrorMessage(str):
    """A KeyError shows repr() of its argument: this keeps the traceback's line breaks."""

    def __repr__(self):
        return self


class ExceptionWrapper:
    """The type and the formatted traceback of the exception being handled
    (never the exception itself: its frames would keep the worker's objects alive)."""

    def __init__(self, exc_info=None, where="in background"):
        if exc_info is None:
            exc_info = sys.exc_info()
        self.exc_type = exc_info[0] if _travels(exc_info[0]) else RuntimeError
        self.exc_msg = "".join(traceback.format_exception(*exc_info))
        self.where = where
        self.type_name = exc_info[0].__name__

    def reraise(self):
        msg = f"Caught {self.type_name} {self.where}.\nOriginal {self.exc_msg}"
        if self.exc_type is KeyError:
            msg = KeyErrorMessage(msg)
        elif getattr(self.exc_type, "message", None):
            raise self.exc_type(message=msg)
        try:
            exception = self.exc_type(msg)
        except Exception:  # noqa: BLE001 - a type whose constructor wants other arguments
            raise RuntimeError(msg) from None
        raise exception


def _travels(exc_type):
    """Whether the main process can name this type (a class local to a function cannot be
    pickled: it is re-raised as a RuntimeError whose message names it)."""
    try:
        pickle.dumps(exc_type)
        return True
    except Exception:  # noqa: BLE001 - any pickling failure
        return False
