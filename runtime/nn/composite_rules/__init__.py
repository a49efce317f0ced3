"""The nn operators ops.yaml declares ``kind: composite`` with a ``rule:`` (torch's aten functions behind
torch.nn.functional: ctc_loss, embedding_bag, grid_sampler, pdist, max_unpool, the resampling upsamples):
one module per operator, each rule listed here once so importing this package registers them all with
the composite family (the nn package imports it)."""
from ...families import composite as _composite
from .ctc_loss import ctc_loss
from .embedding_bag import embedding_bag
from .embedding_backward import embedding_sparse_backward
from .grid_sampler import affine_grid_generator, grid_sampler
from .max_unpool import _max_unpool2d, _max_unpool3d
from .pdist import pdist
from .resample import _upsample_bicubic2d, _upsample_bicubic2d_aa, _upsample_bilinear2d_aa, _upsample_lanczos2d_aa

RULES = (ctc_loss, embedding_bag, embedding_sparse_backward, affine_grid_generator, grid_sampler, pdist, _max_unpool2d,
         _max_unpool3d, _upsample_bicubic2d, _upsample_bicubic2d_aa, _upsample_bilinear2d_aa, _upsample_lanczos2d_aa)

_composite.register({fn.__name__: fn for fn in RULES})
