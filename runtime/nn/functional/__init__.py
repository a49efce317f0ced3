"""``tensorgen.nn.functional``, as torch.nn.functional: one module per subject (activation, dropout,
linear, normalization, batchnorm, embedding, distance, loss, margin_loss, pooling, unpooling, fold,
padding, pixelshuffle, upsampling, grid_sample, attention), each with its ``__all__``, imported here by name.

The pointwise activations, softmax/log_softmax and dropout's draw are generated operators from ops.yaml;
the rest is written over differentiable operators, so autograd records every step through the ops'
declared derivatives. These modules add torch.nn.functional's argument conventions (``inplace=``,
``training=``, ``reduction=``) and its argument errors.
"""
from ...core.tensor import Tensor  # noqa: F401 - as torch.nn.functional.Tensor
from .activation import (relu, relu_, gelu, silu, tanh, sigmoid, leaky_relu, leaky_relu_, elu, elu_, selu, celu,
                         softplus, logsigmoid, hardtanh, hardtanh_, relu6, mish, hardswish, hardsigmoid, glu,
                         softmax, log_softmax, prelu, softmin, softsign, threshold, threshold_, hardshrink,
                         softshrink, tanhshrink, rrelu, rrelu_, gumbel_softmax)
from .dropout import dropout, dropout1d, dropout2d, dropout3d, alpha_dropout
from .linear import linear, bilinear
from .normalization import layer_norm, normalize, group_norm, instance_norm, rms_norm, local_response_norm
from .batchnorm import batch_norm
from .embedding import embedding, embedding_bag
from .distance import cosine_similarity, pairwise_distance, pdist
from .loss import (one_hot, nll_loss, cross_entropy, mse_loss, l1_loss, smooth_l1_loss, huber_loss,
                   binary_cross_entropy, binary_cross_entropy_with_logits, kl_div, poisson_nll_loss,
                   gaussian_nll_loss, ctc_loss)
from .margin_loss import (cosine_embedding_loss, margin_ranking_loss, triplet_margin_loss, soft_margin_loss,
                          hinge_embedding_loss, multilabel_soft_margin_loss, multi_margin_loss)
from .conv import conv1d, conv2d, conv3d, conv_transpose1d, conv_transpose2d, conv_transpose3d
from .pooling import (max_pool1d, max_pool2d, max_pool3d, avg_pool1d, avg_pool2d, avg_pool3d, adaptive_avg_pool1d,
                      adaptive_avg_pool2d, adaptive_avg_pool3d, adaptive_max_pool1d, adaptive_max_pool2d,
                      adaptive_max_pool3d)
from .unpooling import max_unpool1d, max_unpool2d, max_unpool3d
from .fold import unfold, fold
from .padding import pad
from .pixelshuffle import pixel_shuffle, pixel_unshuffle
from .upsampling import interpolate, upsample, upsample_nearest, upsample_bilinear
from .grid_sample import grid_sample, affine_grid
from .attention import scaled_dot_product_attention

__all__ = ["relu", "relu_", "gelu", "silu", "tanh", "sigmoid", "leaky_relu", "leaky_relu_", "elu", "elu_", "selu",
           "celu", "softplus", "logsigmoid", "hardtanh", "hardtanh_", "relu6", "mish", "hardswish", "hardsigmoid",
           "glu", "softmax", "log_softmax", "prelu", "softmin", "softsign", "threshold", "threshold_", "hardshrink",
           "softshrink", "tanhshrink", "rrelu", "rrelu_", "gumbel_softmax", "dropout", "dropout1d", "dropout2d",
           "dropout3d", "alpha_dropout", "linear", "bilinear", "layer_norm", "normalize", "group_norm",
           "instance_norm", "rms_norm", "local_response_norm", "batch_norm", "embedding", "embedding_bag",
           "cosine_similarity", "pairwise_distance", "pdist", "one_hot", "nll_loss", "cross_entropy", "mse_loss",
           "l1_loss", "smooth_l1_loss", "huber_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits",
           "kl_div", "poisson_nll_loss", "gaussian_nll_loss", "ctc_loss", "cosine_embedding_loss",
           "margin_ranking_loss", "triplet_margin_loss", "soft_margin_loss", "hinge_embedding_loss",
           "multilabel_soft_margin_loss", "multi_margin_loss", "conv1d", "conv2d", "conv3d", "conv_transpose1d",
           "conv_transpose2d", "conv_transpose3d", "max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d",
           "avg_pool2d", "avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d",
           "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d", "max_unpool1d", "max_unpool2d",
           "max_unpool3d", "unfold", "fold", "pad", "pixel_shuffle", "pixel_unshuffle", "interpolate", "upsample",
           "upsample_nearest", "upsample_bilinear", "grid_sample", "affine_grid", "scaled_dot_product_attention"]
