"""The errors the Kitty Stack Tower engine raises; all are `ValueError`s."""


class KittyError(ValueError):
    """Base class of every error the package raises for bad input."""


class InvalidMoveError(KittyError):
    """Move text that is not Kitty notation at all, e.g. ``'c4+d4'`` or ``'z1'``."""


class IllegalMoveError(KittyError):
    """A well-formed move that the rules forbid in the current position."""


class PositionError(KittyError):
    """Position text that is malformed or describes a position that cannot occur."""


class OptionError(KittyError):
    """A game option out of range: players not 2-4, a board side not 5 or 6."""
