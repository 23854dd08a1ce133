"""The one layout of a table's saved and shared state, and its one reader.

A table's *state* is a dict of plain values (JSON-ready): the format version, who sits where
(``seats``), the speed of a game of computers and whether it is paused, the game's own options
(its spec's fields), the start position, the moves, the redo branch, and, only when there are
any, a draw offered (``offer``), the players' own ending (``ending``, one of `endings`:
``'draw'`` or the winner's colour between two, ``'-red'`` when Red resigned among more), the
review's record comments (``comments``, by move number) and computer help (``help``) where it
is not the seats' default. `write` is the only place that builds one — autosave, links and
opened games all go through it — and `read` the only place that reads one back, replaying every
move through the rules.
"""

from table import keeping_words
from table import seats as seating
from table.model import DRAW, MAX_PLIES, RESIGNED, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Spec

STATE_VERSION = 1
# The fields every state has, and those it has only when they hold something.
FIELDS = ("version", "speed", "start", "moves", "redo", "paused")
# ``seats`` is missing only from the states of games whose spec derives them from its own fields.
OPTIONAL_FIELDS = ("seats", "offer", "ending", "comments", "help")
# The most text the page reads as one game (a saved entry, a pasted or opened record): a game is
# a few kilobytes, so anything far bigger is not one.
MAX_LENGTH = 200_000


class StateError(ValueError):
    """A state that cannot be read: ``reason``, a key of `table.keeping_words.STATE_REASONS`,
    and its ``parts``; the message says what is wrong with it in the page's words."""

    def __init__(self, reason: str, *parts: object) -> None:
        super().__init__(keeping_words.STATE_REASONS[reason].format(*parts))
        self.reason = reason
        self.parts = parts


def listed(numbers: "tuple[int, ...]") -> str:  # '1, 2, 3 or 5', in the page's words
    return keeping_words.one_of(tuple(str(number) for number in numbers))


def is_whole(value: object) -> bool:  # not true or false
    return isinstance(value, int) and not isinstance(value, bool)


def write(table: Table) -> "dict[str, Any]":
    spec = table.spec
    state = spec.options.state_fields(table.options, table.seats)
    state["version"] = STATE_VERSION
    state["seats"] = list(table.seats)
    state["speed"] = table.speed
    state["start"] = spec.start(table.game)
    state["moves"] = table.texts()
    state["redo"] = list(table.redo_moves)
    state["paused"] = table.paused
    if table.ending is not None:
        state["ending"] = table.ending
    if table.offer:
        state["offer"] = table.offer
    plies = table.plies
    comments = {str(ply): text for ply, text in table.comments.items() if ply <= plies}
    if comments:
        state["comments"] = comments
    if table.help != seating.with_computer(table.seats):
        state["help"] = table.help
    return state


def endings(table: Table) -> "tuple[str, ...]":
    """How the players of ``table`` may have ended their game themselves (`Table.ending`): a
    draw agreed or the winner by resignation between two; who resigned among more, where a
    player may resign (`Table.resigns_here`)."""
    colours = table.colours
    if len(colours) == 2:
        return (DRAW,) + colours  # noqa: RUF005 (MicroPython has no unpacking)
    return tuple(RESIGNED + colour for colour in colours) if table.resigns_here() else ()


def agree(table: Table, offer: object, ending: object) -> None:
    """Give ``table``, its moves played, the draw ``offer`` and the players' own ``ending`` that
    a state or a link holds (``""`` and None: none, as `Table.offer` and `Table.ending`), where
    its players could have made them. Raises `StateError` saying why they could not."""
    if ending is not None:
        choices = endings(table)
        if not choices:
            raise StateError("no_ending", ending)
        if ending not in choices:
            raise StateError("ending", ", ".join(choices), ending)
        if table.spec.outcome(table.game) is not None:
            raise StateError("over")
        table.ending = str(ending)
    table.spec.agree(table.game, table.ending)
    if offer != "":
        if offer not in table.colours or len(table.colours) != 2:
            raise StateError("offer", offer)
        if table.over:
            raise StateError("offer_over")
        table.offer = str(offer)


def check_plies(plies: int) -> None:
    if plies > MAX_PLIES:
        raise StateError("too_many_moves", plies, MAX_PLIES)


def read_comments(state: "dict[str, Any]", plies: int) -> "dict[int, str]":
    """A table's record comments, by ply (1 is the first move), as `write` writes them
    (``{"3": "blunder: ..."}``; none when the state has none). Raises `StateError`."""
    comments = state.get("comments", {})
    if not isinstance(comments, dict):
        raise StateError("comments")
    read: dict[int, str] = {}
    for key, text in comments.items():
        if not (isinstance(key, str) and key.isdigit() and 1 <= int(key) <= plies):
            raise StateError("comment_ply", plies, key)
        if not isinstance(text, str):
            raise StateError("comment_text", text)
        read[int(key)] = text
    return read


def read(spec: "Spec", state: "dict[str, Any]") -> Table:
    """The table a state describes, its moves replayed through the rules. Raises ValueError
    (`StateError`, the engine's errors, the options' and the seats') saying what is wrong."""
    if not isinstance(state, dict):
        raise StateError("not_object")
    if state.get("version") != STATE_VERSION:
        raise StateError("version", state.get("version"))
    options, seats = spec.options.read_fields(state)
    table = Table(spec, options, seats)
    speed = state.get("speed", seating.DEFAULT_SPEED)
    if speed not in seating.SPEEDS:
        raise StateError("speed", speed, ", ".join(seating.SPEEDS))
    table.speed = str(speed)
    start = state.get("start")
    if start is not None and not isinstance(start, str):
        raise StateError("start")
    game = spec.start_game(options, start)
    moves = state.get("moves", [])
    redo = state.get("redo", [])
    if not isinstance(moves, list) or not isinstance(redo, list):
        raise StateError("moves")
    check_plies(len(moves) + len(redo))
    table.game = game
    for text in moves:
        spec.play(game, str(text))
    table.colours = spec.colours(table.game)
    agree(table, state.get("offer", ""), state.get("ending") or None)
    table.comments = read_comments(state, table.plies)
    # The redo branch must replay from here too.
    if redo:
        replay = spec.replay(table.game, table.moves())
        for text in reversed(redo):
            spec.play(replay, str(text))
    table.redo_moves = [str(text) for text in redo]
    table.paused = bool(state.get("paused", False))
    seating.check(table.seats, table.colours, spec.options.LEVELS)
    helps = state.get("help", table.help)
    if not isinstance(helps, bool):
        raise StateError("help", helps)
    table.help = helps
    return table
