"""Operator families (ops.yaml ``kind:``): each supplies the shape rule and the
kernel launch of its ops; generated/ops.py calls them."""
