"""The module classes of ``tensorgen.nn``, laid out as torch.nn.modules: one file per subject, each class
in the file torch puts it in (``tensorgen.nn.modules.conv.Conv2d`` as ``torch.nn.modules.conv.Conv2d``)."""
from .module import Module
from .container import Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict
from .linear import Identity, Linear, Bilinear
from .activation import (ReLU, ReLU6, LeakyReLU, ELU, GELU, SiLU, Mish, Hardswish, Hardtanh, Softplus, Tanh,
                         Sigmoid, LogSigmoid, GLU, Softmax, LogSoftmax, PReLU, Softmin, Softsign, Tanhshrink,
                         Threshold, Hardshrink, Softshrink, SELU, CELU, Hardsigmoid, RReLU, Softmax2d,
                         MultiheadAttention)
from .dropout import Dropout, Dropout1d, Dropout2d, Dropout3d, AlphaDropout
from .normalization import LayerNorm, GroupNorm, RMSNorm, LocalResponseNorm
from .batchnorm import BatchNorm1d, BatchNorm2d, BatchNorm3d
from .instancenorm import InstanceNorm1d, InstanceNorm2d, InstanceNorm3d
from .sparse import Embedding, EmbeddingBag
from .distance import CosineSimilarity, PairwiseDistance
from .loss import (CrossEntropyLoss, NLLLoss, MSELoss, L1Loss, SmoothL1Loss, BCELoss, BCEWithLogitsLoss, KLDivLoss,
                   HuberLoss, CosineEmbeddingLoss, MarginRankingLoss, TripletMarginLoss, PoissonNLLLoss,
                   SoftMarginLoss, HingeEmbeddingLoss, GaussianNLLLoss, MultiLabelSoftMarginLoss, MultiMarginLoss,
                   CTCLoss)
from .conv import Conv1d, Conv2d, Conv3d, ConvTranspose1d, ConvTranspose2d, ConvTranspose3d
from .pooling import (MaxPool1d, MaxPool2d, MaxPool3d, AvgPool1d, AvgPool2d, AvgPool3d, AdaptiveAvgPool1d,
                      AdaptiveAvgPool2d, AdaptiveAvgPool3d, AdaptiveMaxPool1d, AdaptiveMaxPool2d,
                      AdaptiveMaxPool3d, MaxUnpool1d, MaxUnpool2d, MaxUnpool3d)
from .fold import Unfold, Fold
from .padding import (ConstantPad1d, ConstantPad2d, ConstantPad3d, ZeroPad1d, ZeroPad2d, ZeroPad3d,
                      ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReplicationPad1d, ReplicationPad2d,
                      ReplicationPad3d, CircularPad1d, CircularPad2d, CircularPad3d)
from .pixelshuffle import PixelShuffle, PixelUnshuffle
from .upsampling import Upsample, UpsamplingNearest2d, UpsamplingBilinear2d
from .flatten import Flatten, Unflatten
from .rnn import RNNBase, RNN, GRU, LSTM, RNNCellBase, RNNCell, GRUCell, LSTMCell
from .transformer import (TransformerEncoderLayer, TransformerDecoderLayer, TransformerEncoder, TransformerDecoder,
                          Transformer)

__all__ = ["Module", "Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict", "Identity",
           "Linear", "Bilinear", "ReLU", "ReLU6", "LeakyReLU", "ELU", "GELU", "SiLU", "Mish", "Hardswish",
           "Hardtanh", "Softplus", "Tanh", "Sigmoid", "LogSigmoid", "GLU", "Softmax", "LogSoftmax", "PReLU",
           "Softmin", "Softsign", "Tanhshrink", "Threshold", "Hardshrink", "Softshrink", "SELU", "CELU",
           "Hardsigmoid", "RReLU", "Softmax2d", "MultiheadAttention", "Dropout", "Dropout1d", "Dropout2d",
           "Dropout3d", "AlphaDropout", "LayerNorm", "GroupNorm", "RMSNorm", "LocalResponseNorm", "BatchNorm1d",
           "BatchNorm2d", "BatchNorm3d", "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d", "Embedding",
           "EmbeddingBag", "CosineSimilarity", "PairwiseDistance", "CrossEntropyLoss", "NLLLoss", "MSELoss",
           "L1Loss", "SmoothL1Loss", "BCELoss", "BCEWithLogitsLoss", "KLDivLoss", "HuberLoss",
           "CosineEmbeddingLoss", "MarginRankingLoss", "TripletMarginLoss", "PoissonNLLLoss", "SoftMarginLoss",
           "HingeEmbeddingLoss", "GaussianNLLLoss", "MultiLabelSoftMarginLoss", "MultiMarginLoss", "CTCLoss",
           "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d", "MaxPool1d",
           "MaxPool2d", "MaxPool3d", "AvgPool1d", "AvgPool2d", "AvgPool3d", "AdaptiveAvgPool1d",
           "AdaptiveAvgPool2d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "AdaptiveMaxPool3d",
           "MaxUnpool1d", "MaxUnpool2d", "MaxUnpool3d", "Unfold", "Fold", "ConstantPad1d", "ConstantPad2d",
           "ConstantPad3d", "ZeroPad1d", "ZeroPad2d", "ZeroPad3d", "ReflectionPad1d", "ReflectionPad2d",
           "ReflectionPad3d", "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d", "CircularPad1d",
           "CircularPad2d", "CircularPad3d", "PixelShuffle", "PixelUnshuffle", "Upsample", "UpsamplingNearest2d",
           "UpsamplingBilinear2d", "Flatten", "Unflatten", "RNNBase", "RNN", "GRU", "LSTM", "RNNCellBase",
           "RNNCell", "GRUCell", "LSTMCell", "TransformerEncoderLayer", "TransformerDecoderLayer",
           "TransformerEncoder", "TransformerDecoder", "Transformer"]
