"""The one layout of a table's saved and shared state, and its one reader.

A table's *state* is a dict of plain values (JSON-ready): the format version, who sits where
(``seats``), the speed of a game of computers and whether it is paused, the game's own options
(its spec's fields), the start position, the moves, the redo branch, and, only when there are
any, a draw offered (``offer``), the players' own ending (``ending``: ``'draw'`` or the winner's
colour), the review's record comments (``comments``, by move number) and computer help
(``help``) where it is not the seats' default. `write` is the only
place that builds one — autosave, links and opened games all go through it — and `read` the
only place that reads one back, replaying every move through the rules.
"""

from table import seats as seating
from table.model import DRAW, MAX_PLIES, Table

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
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


def write(table: Table) -> "dict[str, Any]":
    """The state of ``table``: its options, seats, game, redo branch and what the players
    agreed."""
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


def check_plies(plies: int, what: str) -> None:
    """Raise ValueError when ``what`` (e.g. "the link") holds more than `MAX_PLIES` plies."""
    if plies > MAX_PLIES:
        raise ValueError(
            f"{what} holds {plies} moves, more than the {MAX_PLIES} a game here can have"
        )


def read_comments(state: "dict[str, Any]", plies: int) -> "dict[int, str]":
    """A table's record comments, by ply (1 is the first move), as `write` writes them
    (``{"3": "blunder: ..."}``; none when the state has none). Raises ValueError."""
    comments = state.get("comments", {})
    if not isinstance(comments, dict):
        raise ValueError("comments must be an object of comments by move number")
    read: dict[int, str] = {}
    for key, text in comments.items():
        if not (isinstance(key, str) and key.isdigit() and 1 <= int(key) <= plies):
            raise ValueError(f"a comment follows a move of the game (1 to {plies}), not {key!r}")
        if not isinstance(text, str):
            raise ValueError(f"a comment is text, not {text!r}")
        read[int(key)] = text
    return read


def read(spec: "Spec", state: "dict[str, Any]") -> Table:
    """The table a state describes, its moves replayed through the rules. Raises ValueError
    (the engine's errors included) saying what is wrong."""
    if not isinstance(state, dict):
        raise ValueError("a saved table is a JSON object")
    if state.get("version") != STATE_VERSION:
        raise ValueError(f"unknown saved-table version {state.get('version')!r}")
    options, seats = spec.options.read_fields(state)
    table = Table(spec, options, seats)
    speed = state.get("speed", seating.DEFAULT_SPEED)
    if speed not in seating.SPEEDS:
        raise ValueError(f"unknown speed {speed!r}: expected one of {', '.join(seating.SPEEDS)}")
    table.speed = str(speed)
    start = state.get("start")
    if start is not None and not isinstance(start, str):
        raise ValueError("start must be a position text")
    game = spec.start_game(options, start)
    moves = state.get("moves", [])
    redo = state.get("redo", [])
    if not isinstance(moves, list) or not isinstance(redo, list):
        raise ValueError("moves and redo must be lists of moves in notation")
    check_plies(len(moves) + len(redo), "the game")
    table.game = game
    for text in moves:
        spec.play(game, str(text))
    table.colours = spec.colours(table.game)
    ending = state.get("ending", "")
    if ending:
        if ending != DRAW and (ending not in table.colours or len(table.colours) != 2):
            choices = ", ".join((DRAW,) + table.colours)  # noqa: RUF005 (MicroPython)
            raise ValueError(f"a game ends by agreement as one of {choices}, not {ending!r}")
        if spec.outcome(table.game) is not None:
            raise ValueError("the game is already over")
        table.ending = str(ending)
    spec.agree(table.game, table.ending)
    offer = state.get("offer", "")
    offered_by = ("",) + table.colours  # noqa: RUF005 (MicroPython has no unpacking)
    if offer not in offered_by or (offer and len(table.colours) != 2):
        raise ValueError(f"a draw is offered by one of two players, not {offer!r}")
    if offer and table.over:
        raise ValueError("a draw is offered in a game that is over")
    table.offer = str(offer)
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
        raise ValueError(f"help is true or false, not {helps!r}")
    table.help = helps
    return table
