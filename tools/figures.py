"""How the browser benchmarks print a series of times."""

import statistics


def summary(milliseconds: list[float]) -> str:
    """The median and the range of a series of times: ``'    812 ms (777-837)'``."""
    low, high = min(milliseconds), max(milliseconds)
    return f"{statistics.median(milliseconds):7.0f} ms ({low:.0f}-{high:.0f})"
