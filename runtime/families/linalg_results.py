"""The named tuples torch.linalg's functions return (``torch.return_types``):
their fields, and torch's repr (each field on its own line)."""
import collections


def _result(name, fields):
    def __repr__(self):
        body = ",\n".join(f"{f}={getattr(self, f)!r}" for f in fields)
        return f"tensorgen.return_types.{name}(\n{body})"
    return type(name, (collections.namedtuple(name, fields),),
                {"__slots__": (), "__module__": "tensorgen.return_types", "__repr__": __repr__})


SLOGDET = _result("slogdet", ("sign", "logabsdet"))
LINALG_SLOGDET = _result("linalg_slogdet", ("sign", "logabsdet"))
LINALG_SVD = _result("linalg_svd", ("U", "S", "Vh"))
SVD = _result("svd", ("U", "S", "V"))
LINALG_QR = _result("linalg_qr", ("Q", "R"))
QR = _result("qr", ("Q", "R"))
LINALG_EIGH = _result("linalg_eigh", ("eigenvalues", "eigenvectors"))
LINALG_CHOLESKY_EX = _result("linalg_cholesky_ex", ("L", "info"))
LINALG_INV_EX = _result("linalg_inv_ex", ("inverse", "info"))
LU_FACTOR_EX = _result("linalg_lu_factor_ex", ("LU", "pivots", "info"))
LU_FACTOR = _result("linalg_lu_factor", ("LU", "pivots"))
LINALG_LU = _result("linalg_lu", ("P", "L", "U"))
LU_UNPACK = _result("lu_unpack", ("P", "L", "U"))
LU_WITH_INFO = _result("_lu_with_info", ("LU", "pivots", "info"))
LINALG_LSTSQ = _result("linalg_lstsq", ("solution", "residuals", "rank", "singular_values"))
TRIANGULAR_SOLVE = _result("triangular_solve", ("solution", "cloned_coefficient"))
