"""A first look at tensorgen: factories, arithmetic with promotion, out= and in-place ops, views."""
import tensorgen as tg

tg.manual_seed(0)
x = tg.tensor([[1, 2], [3, 4]], dtype=tg.float32)
y = tg.randn(2, 2)
print("x =", x)
print("(x + y * 2).exp().numpy() =", (x + y * 2).exp().numpy().tolist())

z = tg.empty(2, 2)
tg.add(x, y, out=z)
print("add(x, y, out=z) ->", z)

x.add_(y)
print("x after x.add_(y) =", x)
print("x.sum() =", x.sum())
print("int32 tensor + 5 has dtype", (tg.ones(2, dtype=tg.int32) + 5).dtype)
print("int64 tensor + float32 tensor has dtype", (tg.ones(2, dtype=tg.int64) + tg.ones(2)).dtype)
print("x.t() is a view with strides", x.t().stride(), "- x.t() + x.t() keeps that layout:",
      (x.t() + x.t()).stride())
