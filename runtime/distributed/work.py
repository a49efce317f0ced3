"""``Work``: the handle an ``async_op=True`` call returns (torch's
``dist.Work``): the communication runs in the background until ``wait()``,
which also puts the received values in place (a staged copy written back, an
average divided, a half-precision sum rounded back)."""
from . import process_group as _groups


class Work:
    def __init__(self, requests, pg, what, finish=None, result=()):
        self._requests = list(requests)
        self._pg = pg
        self._what = what
        self._finish = finish
        self._result = list(result)
        self._done = False
        self._error = None

    def wait(self, timeout=None):
        """Block until the operation is complete (within ``timeout``, a
        timedelta, else the group's timeout); True once done."""
        if not self._done:
            limit = _groups._seconds(timeout, self._what)
            try:
                _groups.wait(self._requests, self._pg, self._what, limit)
                self._complete()
            except Exception as e:
                self._error = e
                self._done = True
                raise
        elif self._error is not None:
            raise self._error
        return True

    synchronize = wait

    def is_completed(self):
        """Whether the operation has finished (completing it if its messages have arrived)."""
        if self._done:
            return True
        if all(r.Test() for r in self._requests):
            self.wait()
        return self._done

    def is_success(self):
        return self._done and self._error is None

    def exception(self):
        return self._error

    def result(self):
        """The tensors the operation wrote (after wait())."""
        return self._result

    def _complete(self):
        if self._finish is not None:
            more = self._finish()
            if more:  # a second stage (a receive posted once its header named the sender)
                self._requests, self._finish = more
                _groups.wait(self._requests, self._pg, self._what)
                self._complete()
                return
        self._done = True


def run(work, async_op):
    """A call's result: the Work itself (async_op), else None once it is done."""
    if async_op:
        return work
    work.wait()
    return None
