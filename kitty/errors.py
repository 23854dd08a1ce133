"""The errors the Kitty Stack Tower engine raises; all are `ValueError`s."""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Self


class KittyError(ValueError):
    """Base class of every error the package raises for bad input. Besides its English message,
    an error may name its kind for a page that says it in another language: ``reason``, a short
    code (``"tag_twice"``), and ``parts``, its parameters in order; set by `because`, and ``""``
    and ``()`` on an error that names none."""

    reason = ""
    parts: "tuple[object, ...]" = ()

    def because(self, reason: str, *parts: object) -> "Self":
        """This error, naming its kind ``reason`` and its ``parts``."""
        self.reason = reason
        self.parts = parts
        return self


class InvalidMoveError(KittyError):
    """Move text that is not Kitty notation at all, e.g. ``'c4+d4'`` or ``'z1'``."""


class IllegalMoveError(KittyError):
    """A well-formed move that the rules forbid in the current position."""


class PositionError(KittyError):
    """Position text that is malformed or describes a position that cannot occur."""


class OptionError(KittyError):
    """A game option out of range: players not 2-4, a board side not 5 or 6."""
