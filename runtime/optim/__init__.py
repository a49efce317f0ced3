"""tensorgen.optim: optimizers and learning-rate schedules, as torch.optim's."""
from .optimizer import Optimizer  # noqa: F401
from .sgd import SGD  # noqa: F401
from .adam import Adam, AdamW  # noqa: F401
from . import lr_scheduler  # noqa: F401
from .rmsprop import RMSprop  # noqa: F401
from .adagrad import Adagrad, Adadelta  # noqa: F401
from .adam_variants import Adamax, NAdam, RAdam  # noqa: F401
from .rprop import Rprop  # noqa: F401
from .asgd import ASGD  # noqa: F401
from .lbfgs import LBFGS  # noqa: F401
