"""Share links of Kitty Stack Tower: a whole game in the fragment of the page's URL
(``kitty.html#k=1&n=3&b=5&s=42&seats=person.friend.friend&m=c4.d5``). The fields are in
docs/saving-and-sharing.md, "Kitty Stack Tower's records and links"; reading is strict
(`table.links`): a field or move that is wrong raises `table.links.LinkError` saying why.
"""

from kitty.record import MAX_SEED
from kitty.ui.options import LEVELS, Options
from table import keeping_words, links
from table.games import KITTY
from table.links import LINK_VERSION, LinkError
from table.model import MAX_PLIES, Table
from table.seats import FRIEND, PERSON

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Spec

MARKER = KITTY.marker
FIELDS = ("k", "n", "b", "s", "d", "seats", "m", "o", "e")
# A link to the longest game the page keeps: at most 8 characters a move (``c10<d10.``).
MAX_LENGTH = MAX_PLIES * 8 + 1_000
SEAT_CHOICES = (PERSON, FRIEND) + LEVELS  # noqa: RUF005 (MicroPython has no unpacking)


def write(state: "dict[str, Any]") -> str:
    """The fragment (without ``#``) for a table's state (`table.state.write`)."""
    pairs = [("k", LINK_VERSION), ("n", str(state["players"])), ("b", str(state["side"]))]
    if state.get("seed") is not None:
        pairs.append(("s", str(state["seed"])))
    if state.get("deal") is not None:
        pairs.append(("d", str(state["deal"])))
    pairs.append(("seats", ".".join(state["seats"])))
    pairs.append(("m", ".".join(state["moves"])))
    if state.get("offer"):
        pairs.append(("o", state["offer"]))
    if state.get("ending"):
        pairs.append(("e", state["ending"]))
    return "&".join(name + "=" + value for name, value in pairs)


def _seed(fields: "dict[str, str]", name: str, what: str) -> int | None:
    """The whole number 0 to `MAX_SEED` in the field ``name`` (``what`` it gives, a key of
    `table.keeping_words.LINK_FIELDS`); None when there is none."""
    if name not in fields:
        return None
    text = fields[name]
    if not text.isdigit() or len(text) > 10 or int(text) > MAX_SEED or str(int(text)) != text:
        raise LinkError("seed", keeping_words.LINK_FIELDS[what], name, MAX_SEED)
    return int(text)


def read_game(spec: "Spec", fragment: str) -> Table:
    """The table a link's fragment describes, its moves replayed through the rules. Raises
    `LinkError` saying what is wrong."""
    fields = links.game_fields(fragment, FIELDS, MAX_LENGTH, spec.title)
    players = int(links.choice(fields, "n", "player_count", ("2", "3", "4")))
    side = int(links.choice(fields, "b", "side", ("5", "6")))
    seed = _seed(fields, "s", "seed")
    deal = _seed(fields, "d", "deal")
    if deal is not None and players == 2:
        raise LinkError("deal_for_two")
    seats = tuple(fields.get("seats", "").split("."))
    if "seats" not in fields:
        raise LinkError("no_seats")
    for seat in seats:
        if seat not in SEAT_CHOICES:
            raise LinkError("seat_choice", keeping_words.one_of(SEAT_CHOICES), seat)
    try:
        chosen = Options(players=players, side=side, seed=seed, cards=deal is not None, deal=deal)
        table = Table(spec, chosen, seats)
    except ValueError as error:
        raise LinkError("seats_cannot_play", error) from None
    links.play_moves(fields, table.game.play, spec.refused)
    links.agree(table, fields.get("o", ""), fields.get("e"))
    table.paused = all(seat in LEVELS for seat in seats)
    return table
