"""Argument checks shared by the optimizers, with torch.optim's messages."""


def check_nonneg(name, value):
    """torch's ``Invalid <name>: <value>`` for a negative hyper-parameter."""
    if not 0.0 <= value:
        raise ValueError(f"Invalid {name}: {value}")


def check_betas(betas):
    for i, b in enumerate(betas):
        if not 0.0 <= b < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {b}")


def grad_of(p, maximize):
    return -p.grad if maximize else p.grad
