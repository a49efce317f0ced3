"""tensorgen.nn: modules, parameters, initialisers and the functional interface, as torch.nn's."""
from . import functional  # noqa: F401
from . import init  # noqa: F401
from .parameter import Parameter  # noqa: F401
from .module import Module  # noqa: F401
from .container import Sequential, ModuleList, ModuleDict  # noqa: F401
from .layers import Identity, Linear, Embedding, LayerNorm, Dropout, Flatten, Unflatten  # noqa: F401
from .activation import (ReLU, ReLU6, LeakyReLU, ELU, GELU, SiLU, Mish, Hardswish, Hardtanh, Softplus,  # noqa: F401
                         Tanh, Sigmoid, LogSigmoid, GLU, Softmax, LogSoftmax)
from .attention import MultiheadAttention  # noqa: F401
from .loss import (CrossEntropyLoss, NLLLoss, MSELoss, L1Loss, SmoothL1Loss, BCELoss,  # noqa: F401
                   BCEWithLogitsLoss)
from .batchnorm import BatchNorm1d, BatchNorm2d, BatchNorm3d  # noqa: F401
from . import utils  # noqa: F401
from . import parallel  # noqa: F401 - DistributedDataParallel
from .conv import (Conv1d, Conv2d, Conv3d, MaxPool1d, MaxPool2d, MaxPool3d, AvgPool1d, AvgPool2d,  # noqa: F401
                   AvgPool3d, AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d, AdaptiveMaxPool1d,
                   AdaptiveMaxPool2d, AdaptiveMaxPool3d)
from .group_instance_norm import GroupNorm, InstanceNorm1d, InstanceNorm2d, InstanceNorm3d  # noqa: F401
from .activation_dropout_distance import (PReLU, Softmin, Softsign, Threshold, Hardshrink, Softshrink,  # noqa: F401
                               Tanhshrink, Dropout1d, Dropout2d, Dropout3d, CosineSimilarity, PairwiseDistance,
                               AlphaDropout, LocalResponseNorm)
from .loss_divergence_margin import (KLDivLoss, HuberLoss, CosineEmbeddingLoss, MarginRankingLoss,  # noqa: F401
                         TripletMarginLoss, PoissonNLLLoss, SoftMarginLoss, HingeEmbeddingLoss, GaussianNLLLoss,
                         MultiLabelSoftMarginLoss, MultiMarginLoss, CTCLoss)
from .param_containers import ParameterList, ParameterDict  # noqa: F401
from .rnn import RNNBase, RNN, LSTM, GRU, RNNCellBase, RNNCell, LSTMCell, GRUCell  # noqa: F401
from .upsample import Upsample, UpsamplingNearest2d, UpsamplingBilinear2d  # noqa: F401
from .transformer import (Transformer, TransformerEncoder, TransformerDecoder, TransformerEncoderLayer,  # noqa: F401
                          TransformerDecoderLayer)
from .pad_pixelshuffle_rmsnorm import (RMSNorm, ConstantPad1d, ConstantPad2d, ConstantPad3d, ZeroPad1d, ZeroPad2d,  # noqa: F401
                          ZeroPad3d, ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReplicationPad1d,
                          ReplicationPad2d, ReplicationPad3d, CircularPad1d, CircularPad2d, CircularPad3d,
                          PixelShuffle, PixelUnshuffle, SELU, CELU, Hardsigmoid, RReLU, Softmax2d)
from .bilinear import Bilinear  # noqa: F401
from . import rnn_utils as _rnn_utils
utils.rnn = _rnn_utils  # tg.nn.utils.rnn.pad_sequence, as torch.nn.utils.rnn (nn/utils.py stays one module)
from .conv_transpose import ConvTranspose1d, ConvTranspose2d, ConvTranspose3d  # noqa: F401
from .fold import Unfold, Fold  # noqa: F401,E402
from .unpool import MaxUnpool1d, MaxUnpool2d, MaxUnpool3d  # noqa: F401,E402
from .embedding_bag import EmbeddingBag  # noqa: F401,E402
from . import composite_rules as _composite_rules  # noqa: F401 - registers nn's composite rules
