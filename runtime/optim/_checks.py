"""Argument checks shared by the optimizers, with torch.optim's messages."""


def check_nonneg(name, value):
    """torch's ``Invalid <name>: <value>`` for a negative hyper-parameter."""
    if not 0.0 <= value:
        raise ValueError(f"Invalid {name}: {value}")


def check_betas(betas):
    for i, b in enumerate(betas):
        if not 0.0 <= b < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {b}")


def check_adam_args(lr, eps, betas, weight_decay):
    """The Adam family's checks, in torch's order."""
    check_nonneg("learning rate", lr)
    check_nonneg("epsilon value", eps)
    check_betas(betas)
    check_nonneg("weight_decay value", weight_decay)
