"""The site's games, as every page tells them apart: each one's title as its records name it
(``[Game "Mixtour"]``), how its links' fragments begin, and how its records' moves begin when a
record is pasted without its tags. A record or link of one game, pasted or opened on another's
page, is told so (`table.transfer`); each game's spec and link module take their title and
marker from here. It imports nothing.
"""


class SiteGame:
    """One of the site's games, by what its records and links look like."""

    def __init__(self, title: str, marker: str, movetext: str | None) -> None:
        self.title = title  # as players and its records' Game tag name it
        self.marker = marker  # how its links' fragments begin: ``'g='``
        # How its records' moves begin, so that the moves alone are still its record; None
        # when a record of it always has its tags.
        self.movetext = movetext

    def has_record(self, text: str) -> bool:
        """Whether ``text`` (stripped) is, by its shape, a record of this game: its Game tag
        first, or its moves alone as they begin."""
        if text.startswith("["):
            return text.startswith(f'[Game "{self.title}"]')
        return self.movetext is not None and text.startswith(self.movetext)


MIXTOUR = SiteGame("Mixtour", "g=", "1.")  # ``1. a1 e5 *``: the moves alone are a record
KITTY = SiteGame("Kitty Stack Tower", "k=", None)
GAMES = (MIXTOUR, KITTY)
