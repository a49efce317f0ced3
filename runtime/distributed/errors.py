"""The errors of tensorgen.distributed, as torch.distributed names them."""


class DistError(RuntimeError):
    """A distributed operation failed."""


class DistBackendError(DistError):
    """The communication layer (MPI) failed or timed out."""
