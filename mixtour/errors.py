"""The errors the rules engine raises; all are `ValueError`s, so callers may catch either."""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Self


class MixtourError(ValueError):
    """Base class of every error the package raises for bad input. Besides its English message,
    an error may name its kind for a page that says it in another language: ``reason``, a short
    code (``"listed_twice"``), and ``parts``, its parameters in order; set by `because`, and
    ``""`` and ``()`` on an error that names none."""

    reason = ""
    parts: "tuple[object, ...]" = ()

    def because(self, reason: str, *parts: object) -> "Self":
        """This error, naming its kind ``reason`` and its ``parts``."""
        self.reason = reason
        self.parts = parts
        return self


class InvalidMoveError(MixtourError):
    """Move text that is not Mixtour notation at all, e.g. ``'c4:9-d3'`` or ``'z1'``."""


class IllegalMoveError(MixtourError):
    """A well-formed move that the rules forbid in the current position."""


class PositionError(MixtourError):
    """Position text that is malformed or describes a position that cannot occur."""
