"""The errors the rules engine raises; all are `ValueError`s, so callers may catch either."""


class MixtourError(ValueError):
    """Base class of every error the package raises for bad input."""


class InvalidMoveError(MixtourError):
    """Move text that is not Mixtour notation at all, e.g. ``'c4:9-d3'`` or ``'z1'``."""


class IllegalMoveError(MixtourError):
    """A well-formed move that the rules forbid in the current position."""


class PositionError(MixtourError):
    """Position text that is malformed or describes a position that cannot occur."""
