"""Share links of Mixtour: a whole game in the fragment of the page's URL, which browsers never
send to a server (``#g=1&p=link&c=r&t=1&r=20&rep=1&m=c3.b2.c3-b2``). The fields, and the older
modes (``p``) that name the seats, are in docs/saving-and-sharing.md, "Share by link"; reading is
strict (`table.links`): a field or move that is wrong raises `table.links.LinkError` saying why.
"""

from mixtour import RED, WHITE, Game, MixtourError
from mixtour.ui import options as mixtour_options
from mixtour.ui import words as mixtour_words
from mixtour.ui.options import (
    AI_VS_AI,
    BY_LINK,
    DEFAULT_LEVEL,
    LEVELS,
    MODES,
    RESERVES,
    TARGETS,
    THREE,
    THREE_RESERVE,
    THREE_TARGETS,
    VS_AI,
    Options,
    seats_of,
)
from table import keeping_words, links
from table.games import MIXTOUR
from table.links import LINK_VERSION, LinkError, choice
from table.model import DRAW, MAX_PLIES, Table
from table.seats import FRIEND, PERSON

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Spec

MARKER = MIXTOUR.marker  # how its links' fragments begin
FIELDS = ("g", "p", "c", "l", "t", "r", "rep", "seats", "s", "m", "o", "e")
_ENDINGS = {"d": DRAW, "w": WHITE, "r": RED}
# A link to the longest game the page keeps: at most 8 characters a ply (``a4:2-a3.``), and the
# other fields and a start position well within the rest. (A 300-move game's link is under 2,500.)
MAX_LENGTH = MAX_PLIES * 8 + 1_000
_COLOURS = {"w": WHITE, "r": RED}
SEAT_CHOICES = (PERSON,) + LEVELS + (FRIEND,)  # noqa: RUF005 (MicroPython has no unpacking)


def _colour_letter(colour: str) -> str:
    return "w" if colour == WHITE else "r"


def write(state: "dict[str, Any]") -> str:
    """The fragment (without ``#``) for a table's state (`table.state.write`)."""
    seats = tuple(state["seats"])
    mode = state["mode"]
    pairs = [("g", LINK_VERSION), ("p", mode)]
    if mode in (VS_AI, BY_LINK):
        pairs.append(("c", _colour_letter(state["human"])))
    if mode in (VS_AI, AI_VS_AI):
        pairs.append(("l", state["level"]))
    pairs.append(("t", str(state["target"])))
    pairs.append(("r", str(state["reserve"])))
    pairs.append(("rep", "1" if state["repetition_draw"] else "0"))
    players = len(seats)
    if mode == THREE or seats_of(mode, state["human"], state["level"]) != seats:
        pairs.append(("seats", ".".join(seats)))
    start = state.get("start")
    if start and start != Game(reserve=state["reserve"], players=players).position():
        pairs.append(("s", start.replace(" ", "_")))
    pairs.append(("m", ".".join(state["moves"])))
    if state.get("offer"):
        pairs.append(("o", _colour_letter(state["offer"])))
    if state.get("ending"):
        pairs.append(("e", "d" if state["ending"] == DRAW else _colour_letter(state["ending"])))
    return "&".join(name + "=" + value for name, value in pairs)


def _only_with(
    fields: "dict[str, str]", name: str, what: str, mode: str, modes: "tuple[str, ...]"
) -> None:
    if name in fields and mode not in modes:
        raise LinkError("not_in_mode", keeping_words.LINK_FIELDS[what], name, mode)


def read_game(spec: "Spec", fragment: str) -> Table:
    """The table that a link's fragment describes, its moves replayed through the rules.
    Raises `LinkError` saying what is wrong."""
    fields = links.game_fields(fragment, FIELDS, MAX_LENGTH, spec.title)
    mode = choice(fields, "p", "players", MODES)
    _only_with(fields, "c", "a_colour", mode, (VS_AI, BY_LINK))
    _only_with(fields, "l", "a_level", mode, (VS_AI, AI_VS_AI))
    human = WHITE
    if mode in (VS_AI, BY_LINK):
        human = _COLOURS[choice(fields, "c", "colour", ("w", "r"))]
    level = DEFAULT_LEVEL
    if mode in (VS_AI, AI_VS_AI):
        level = choice(fields, "l", "level", LEVELS)
    targets, reserves = (THREE_TARGETS, (THREE_RESERVE,)) if mode == THREE else (TARGETS, RESERVES)
    target = int(choice(fields, "t", "target", tuple(str(t) for t in targets)))
    reserve = int(choice(fields, "r", "pieces", tuple(str(r) for r in reserves)))
    repetition_draw = choice(fields, "rep", "repetition", ("1", "0")) == "1"
    if mode == THREE:
        seats = _seats(fields, 3)
    elif "seats" in fields:
        seats = _seats(fields, 2)
    else:
        seats = seats_of(mode, human, level)
    players = len(seats)
    start = fields.get("s")
    if start is None:
        game = Game(target, reserve, repetition_draw, players)
    else:
        try:
            game = Game.from_position(start.replace("_", " "), target, repetition_draw)
        except MixtourError as error:
            raise LinkError("start_unreadable", mixtour_words.refused(error)) from None
        if game.players != players:
            raise LinkError("start_players", game.players)
        try:
            mixtour_options.check_start(game, reserve)
        except ValueError as error:
            raise LinkError("start_unfit", error) from None
    links.play_moves(fields, game.play, mixtour_words.refused)
    options = Options(
        players=players, target=target, reserve=reserve, repetition_draw=repetition_draw
    )
    try:
        table = Table(spec, options, seats)
    except ValueError as error:
        raise LinkError("seats_cannot_play", error) from None
    table.game = game
    if players == 3 and ("o" in fields or "e" in fields):
        raise LinkError("three_no_ending")
    offer = _COLOURS[choice(fields, "o", "offer", ("w", "r"))] if "o" in fields else ""
    ending = _ENDINGS[choice(fields, "e", "ending", ("d", "w", "r"))] if "e" in fields else None
    links.agree(table, offer, ending)
    # A game of computers only opens paused, so the position can be seen first.
    table.paused = all(seat in LEVELS for seat in seats)
    return table


def _seats(fields: "dict[str, str]", players: int) -> "tuple[str, ...]":
    """The seats of the link (``seats=person.strong.person``). Raises `LinkError`."""
    if "seats" not in fields:
        raise LinkError("no_seats_trois")
    seats = tuple(fields["seats"].split("."))
    if len(seats) != players:
        raise LinkError("seats_count", players, fields["seats"])
    for seat in seats:
        if seat not in SEAT_CHOICES:
            raise LinkError("seat_choice", keeping_words.one_of(SEAT_CHOICES), seat)
    if FRIEND in seats and (seats.count(PERSON) != 1 or seats.count(FRIEND) != len(seats) - 1):
        raise LinkError("seats_by_link", fields["seats"])
    return seats
