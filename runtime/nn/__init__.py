"""tensorgen.nn: modules, parameters, initialisers and the functional interface, as torch.nn's.

The module classes live in nn/modules/ (one file per subject, as torch.nn.modules), the functional
forms in nn/functional/, and the ops.yaml composite rules behind some of them in nn/composite_rules/."""
from . import functional  # noqa: F401
from . import init  # noqa: F401
from .parameter import Parameter  # noqa: F401
from . import modules  # noqa: F401
from .modules import *  # noqa: F401,F403 - every class modules/__init__.py lists in its __all__
from . import utils  # noqa: F401
from . import parallel  # noqa: F401 - DistributedDataParallel
from . import rnn_utils as _rnn_utils
from . import composite_rules as _composite_rules  # noqa: F401 - registers nn's composite rules

utils.rnn = _rnn_utils  # tg.nn.utils.rnn.pad_sequence, as torch.nn.utils.rnn (nn/utils.py stays one module)
