"""The site's games, as every page tells them apart: each one's title as its records name it
(``[Game "Mixtour"]``), how its links' fragments begin, and what its records' moves look like
when a record is pasted without its tags (Kitty's moves alone, numbered as its move list shows
them, are not Mixtour's). A record or link of one game, pasted or opened on another's page, is
told so (`table.transfer`); each game's spec and link module take their title and marker from
here. It imports nothing.
"""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable


class SiteGame:
    """One of the site's games, by what its records and links look like."""

    def __init__(self, title: str, marker: str, moves: "Callable[[str], bool] | None") -> None:
        self.title = title  # as players and its records' Game tag name it
        self.marker = marker  # how its links' fragments begin: ``'g='``
        # Whether a text is its records' moves alone, by their shape, so that the moves alone
        # are still its record; None when a record of it always has its tags.
        self.moves = moves

    def has_record(self, text: str) -> bool:
        """Whether ``text`` (stripped) is, by its shape, a record of this game: its Game tag
        first, or its moves alone."""
        if text.startswith("["):
            return text.startswith(f'[Game "{self.title}"]')
        return self.moves is not None and self.moves(text)


# Mixtour's results, for two and for three.
_RESULTS = ("*", "1-0", "0-1", "1/2-1/2", "1-0-0", "0-1-0", "0-0-1", "1/3-1/3-1/3")


def _mixtour_moves(text: str) -> bool:
    """Whether ``text`` is Mixtour's moves alone, ``1. a1 e5 *``: numbered from 1, every word
    (comments in braces aside) a move number, a move on the squares a1-e5 (``c3``, ``c3-c4``,
    ``b4:2-c4``, ``pass``) or a result. Kitty's moves, numbered as its move list shows them,
    are not: cells past e5 (``f1``, ``e9``), a flip ``c4^c5``, a card step ``?y``."""
    if not text.startswith("1."):
        return False
    pieces = text.split("{")
    outside = [pieces[0]] + [piece.partition("}")[2] for piece in pieces[1:]]
    for text_word in " ".join(outside).split():
        after_digits = text_word.lstrip("0123456789")
        numbered = after_digits[:1] == "." and len(after_digits) < len(text_word)
        # A move number, maybe with its move (``12.c3``), as Mixtour's reader takes it.
        word = after_digits.lstrip(".") if numbered else text_word
        if word and word not in _RESULTS and word != "pass" and not _mixtour_move(word):
            return False
    return True


def _mixtour_move(word: str) -> bool:
    """Whether ``word`` is shaped as a Mixtour entry or move: ``c3``, ``c3-c4``, ``b4:2-c4``."""
    origin, dash, target = word.partition("-")
    if dash:
        square, colon, count = origin.partition(":")
        if colon and not count.isdigit():
            return False
        return _square(square) and _square(target)
    return _square(word)


def _square(name: str) -> bool:
    return len(name) == 2 and name[0] in "abcde" and name[1] in "12345"


MIXTOUR = SiteGame("Mixtour", "g=", _mixtour_moves)  # ``1. a1 e5 *``: the moves alone are a record
KITTY = SiteGame("Kitty Stack Tower", "k=", None)
GAMES = (MIXTOUR, KITTY)
