"""Opening a game from text: what a player pastes or opens — a game record, a position text or a
game link, told apart by their shape. A link brings its own players; a record or position keeps
the current table's (who plays), taking the rules' options from the game itself. Anything
unreadable raises `GameTextError` saying what it took the text for and what is wrong.
"""

from table import keeping_words, links, words
from table.games import GAMES
from table.state import MAX_LENGTH

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Spec, Table

RECORD = "record"
POSITION = "position"
LINK = "link"


class GameTextError(ValueError):
    """Pasted or opened text that is no game this page can open; the message says why."""


def open_game_text(spec: "Spec", text: str, current: "Table") -> "tuple[Table, str]":
    """The table for pasted or opened ``text`` and what it was (`RECORD`, `POSITION` or
    `LINK`). ``current`` is the table it would replace, whose players a record or position
    keeps (a link brings its own). Raises `GameTextError`."""
    if not isinstance(text, str):
        raise GameTextError("a game is text")
    if len(text) > MAX_LENGTH:
        raise GameTextError(keeping_words.too_long_to_open(len(text)))
    stripped = text.strip()
    if not stripped:
        raise GameTextError(keeping_words.NOTHING_TO_OPEN)
    for game in GAMES:
        if game.title != spec.title and game.has_record(stripped):
            raise GameTextError(
                keeping_words.record_unreadable(keeping_words.other_game(game.title), False)
            )
    fragment = links.fragment(stripped)
    elsewhere = other_game(spec, fragment)
    if elsewhere is not None:
        raise GameTextError(keeping_words.link_unopenable(elsewhere))
    if fragment.startswith(spec.link.MARKER):
        try:
            return links.read(spec, fragment), LINK
        except links.LinkError as error:
            raise GameTextError(keeping_words.link_unopenable(str(error))) from None
    try:
        return spec.records.open_text(spec, stripped, current)
    except ValueError as error:
        raise GameTextError(str(error)) from None


def other_game(spec: "Spec", fragment: str) -> str | None:
    """Why a link's ``fragment`` (`links.fragment`: pasted, opened, or the page's address) is
    not opened on this page when it is a link of another of the site's games; None when not."""
    for game in GAMES:
        if game.title != spec.title and fragment.startswith(game.marker):
            return keeping_words.other_game(game.title)
    return None


def opened_sentence(table: "Table", kind: str) -> str:
    """What the page says after opening a game: what it was and where it stands."""
    return keeping_words.opened(words.OPENED_WHAT[kind], table.plies, where(table))


def where(table: "Table") -> str:
    if table.over:
        return table.result_sentence()
    return words.to_move(table.spec.colour_name(table.turn))
