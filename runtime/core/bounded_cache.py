"""The fast paths' memo tables: what a call's shapes, strides and dtypes decide
(a kernel, a layout), kept per key and dropped wholesale past a bound, so a
program cycling through many shapes cannot grow them without limit."""

LIMIT = 4096


class BoundedCache(dict):
    """A dict whose ``put`` empties it first when it holds more than LIMIT entries."""
    __slots__ = ()

    def put(self, key, value):
        """Store and return ``value`` under ``key``."""
        if len(self) > LIMIT:
            self.clear()
        self[key] = value
        return value
