"""Share links: a whole game in the fragment of the page's URL (``#g=1&p=ai&…``), which browsers
never send to a server. Each game writes and reads its own fields (Mixtour's are in
`mixtour.ui.link`, Kitty Stack Tower's in `kitty.ui.link`); this is what every link shares:
finding a game in a pasted address, reading its fields strictly, percent-escapes decoded first,
as chat programs sometimes add them, its format's version, a field's choices and its moves.
"""

from table import keeping_words, state
from table.model import MAX_PLIES

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from table.model import Spec, Table


class LinkError(ValueError):
    """A game link that cannot be read: ``reason``, a key of `table.keeping_words.LINK_REASONS`, and
    its ``parts`` (a field's name, the value found…); the message says it in the page's words."""

    def __init__(self, reason: str, *parts: object) -> None:
        super().__init__(keeping_words.LINK_REASONS[reason].format(*parts))
        self.reason = reason
        self.parts = parts


# The version of every game's link format, in its first field (``g=1``, ``k=1``).
LINK_VERSION = "1"
# The table's own field, after the game's: computer help (``h=1`` on, ``h=0`` off), written only
# where it is not the seats' default, so both players see the same setting.
HELP_FIELD = "h"


def write(spec: "Spec", state: "dict[str, Any]") -> str:
    """The fragment of a link to a table's ``state`` (`table.sharing.link_state`), with the
    table's help field when the state has one (not the seats' default)."""
    fragment = spec.link.write(state)
    if "help" in state:
        fragment += f"&{HELP_FIELD}={'1' if state['help'] else '0'}"
    return fragment


def read(spec: "Spec", fragment: str) -> "Table":
    """The table a link's fragment describes: the game's fields read by its spec, the help
    field by the table. Raises `LinkError` saying what is wrong."""
    items = fragment.split("&")
    helps = [item for item in items[1:] if item.partition("=")[0] == HELP_FIELD]
    kept = [item for item in items if item not in helps or item is items[0]]
    table = spec.link.read_game(spec, "&".join(kept))
    if len(helps) > 1:
        raise LinkError("field_twice", HELP_FIELD)
    if helps:
        value = helps[0].partition("=")[2]
        if value not in ("0", "1"):
            raise LinkError("help", HELP_FIELD, value)
        table.help = value == "1"
    return table


_HEX = "0123456789abcdefABCDEF"


def fragment(text: str) -> str:
    """What follows ``#`` in a pasted link or the page's address, stripped; the whole text when
    it has no ``#``. A game link's fields, when it is one: they begin with its game's marker
    (``'g='``, `table.games.SiteGame.marker`)."""
    text = text.strip()
    return text[text.find("#") + 1 :]


def not_a_game(fragment: str, marker: str) -> str | None:
    """Why the page address's ``fragment`` is no link to this page's game, when it looks like
    one (fields given with ``=`` or joined by ``&``) but does not begin with ``marker``; None for
    a game link, no fragment, or one without fields (an anchor such as ``#rules``)."""
    if fragment.startswith(marker) or ("=" not in fragment and "&" not in fragment):
        return None
    ampersand = fragment.find("&")
    first = (fragment if ampersand < 0 else fragment[:ampersand]).partition("=")[0]
    if not first:
        return str(LinkError("begins_empty"))
    return str(LinkError("begins_other", _shown(first), marker))


def too_long(length: int) -> str:
    """Why a fragment of ``length`` characters is no game link."""
    return str(LinkError("too_long", length))


def unquote(text: str) -> str:
    """``%XX`` escapes decoded as UTF-8, in one pass over the text; raises `LinkError` for a
    broken one."""
    if "%" not in text:
        return text
    parts = text.split("%")
    data = bytearray(parts[0].encode("utf-8"))
    at = len(parts[0])  # where the next escape starts, in characters
    for part in parts[1:]:
        pair = part[:2]
        if len(pair) != 2 or pair[0] not in _HEX or pair[1] not in _HEX:
            raise LinkError("broken_escape", at + 1)
        data.append(int(pair, 16))
        data.extend(part[2:].encode("utf-8"))
        at += len(part) + 1
    try:
        return bytes(data).decode("utf-8")
    except UnicodeError:
        raise LinkError("escape_not_utf8") from None


def fields(fragment: str, allowed: "tuple[str, ...]", max_length: int) -> "dict[str, str]":
    """The fields of a link's fragment (``name=value`` joined by ``&``), each decoded; raises
    `LinkError` for an empty, unknown or repeated field, or a fragment longer than any game's
    link (``max_length``)."""
    if fragment.startswith("#"):
        fragment = fragment[1:]
    if not fragment:
        raise LinkError("no_game")
    if len(fragment) > max_length:
        raise LinkError("too_long", len(fragment))
    read: dict[str, str] = {}
    for item in fragment.split("&"):
        name, equals, value = item.partition("=")
        name = unquote(name)
        if not equals:
            if not name:
                raise LinkError("empty_field")
            raise LinkError("no_value", _shown(name))
        if name not in allowed:
            raise LinkError("unknown_field", _shown(name))
        if name in read:
            raise LinkError("field_twice", name)
        read[name] = unquote(value)
    return read


def game_fields(
    fragment: object, allowed: "tuple[str, ...]", max_length: int, title: str
) -> "dict[str, str]":
    """The fields of a link to a game of ``title`` (`fields`), the first of ``allowed`` the
    link format's version, which must be `LINK_VERSION`. Raises `LinkError`."""
    if not isinstance(fragment, str):
        raise LinkError("not_text")
    read = fields(fragment, allowed, max_length)
    name = allowed[0]
    version = read.get(name)
    if version is None:
        raise LinkError("not_this_game", title, name)
    if version != LINK_VERSION:
        raise LinkError("format", version, LINK_VERSION)
    return read


def choice(read: "dict[str, str]", name: str, what: str, allowed: "tuple[str, ...]") -> str:
    """The field ``name`` (``what`` it gives, a key of `table.keeping_words.LINK_FIELDS`), one of
    ``allowed``; raises
    `LinkError` when it is missing or another value."""
    value = read.get(name)
    if value is None:
        raise LinkError("missing", keeping_words.LINK_FIELDS[what], name)
    if value not in allowed:
        raise LinkError(
            "not_one_of",
            keeping_words.LINK_FIELDS[what],
            name,
            keeping_words.one_of(allowed),
            value,
        )
    return value


def play_moves(
    read: "dict[str, str]", play: "Callable[[str], object]", refused: "Callable[[Exception], str]"
) -> None:
    """Play the link's moves (``m``, in notation joined by ``.``) with ``play`` (the rules'
    ValueError when one is illegal). Raises `LinkError` saying which move is wrong and why
    (``refused``: the rules' error in the page's words)."""
    if "m" not in read:
        raise LinkError("no_moves")
    moves = read["m"].split(".") if read["m"] else []
    if len(moves) > MAX_PLIES:
        raise LinkError("too_many_moves", len(moves), MAX_PLIES)
    for number, text in enumerate(moves, 1):
        if not text:
            raise LinkError("empty_move", number)
        try:
            play(text)
        except ValueError as error:  # the engines' errors are ValueErrors
            raise LinkError("illegal_move", number, text, refused(error)) from None


def agree(table: "Table", offer: str, ending: str | None) -> None:
    """Give ``table``, its moves played, the link's draw offer (``o``; ``""``: none) and the
    players' own ending (``e``; None: none), as `table.state.agree` decides for every game.
    Raises `LinkError` saying why its players could not have made them."""
    try:
        state.agree(table, offer, ending)
    except state.StateError as error:
        reason = error.reason
        if reason == "no_ending":
            raise LinkError("no_ending_by_link") from None
        if reason == "ending":
            choices = keeping_words.one_of(state.endings(table))
            raise LinkError("ending_value", choices, ending) from None
        if reason == "over":
            raise LinkError("ending_over") from None
        if reason == "offer" and len(table.colours) != 2:
            raise LinkError("only_two_offer") from None
        if reason == "offer":
            raise LinkError("offer_by", keeping_words.one_of(table.colours), offer) from None
        raise LinkError("offer_over") from None


def _shown(name: str) -> str:
    """A field's name as an error quotes it: cut short, so that a huge one stays readable."""
    return repr(name if len(name) <= 20 else name[:20] + "…")
