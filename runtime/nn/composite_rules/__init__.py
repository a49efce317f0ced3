"""The nn operators ops.yaml declares ``kind: composite`` with a ``rule:``: each
rule is a function of the nn module that owns the subject, listed here once so
importing this module registers them all with the composite family (the
nn package imports it)."""
from ..families import composite as _composite
from .ctc_fn import ctc_loss
from .embedding_bag_fn import embedding_bag
from .embedding_grad_fn import embedding_sparse_backward
from .grid_sample_fn import affine_grid_generator, grid_sampler
from .pdist_fn import pdist
from .resample_fn import (_upsample_bicubic2d, _upsample_bicubic2d_aa, _upsample_bilinear2d_aa,
                          _upsample_lanczos2d_aa)
from .unpool_fn import _max_unpool2d, _max_unpool3d

RULES = (ctc_loss, embedding_bag, embedding_sparse_backward, affine_grid_generator, grid_sampler, pdist, _max_unpool2d, _max_unpool3d, _upsample_bicubic2d,
         _upsample_bicubic2d_aa, _upsample_bilinear2d_aa, _upsample_lanczos2d_aa)

_composite.register({fn.__name__: fn for fn in RULES})
