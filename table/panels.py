"""HTML markup for the table around the board, for every game: the move list, notices, the kept
unreadable games, the list of keys, and the New game dialog's choices.

Pure functions, so they are tested without a browser; the page sets them with `innerHTML`. No
inline styles or handlers (the page's Content-Security-Policy forbids them).
"""

from table import keeping_words, words
from table.review import SIGNS
from table.seats import FRIEND, PERSON

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Table
    from table.screen import Notice


def num(value: float) -> str:
    """A coordinate as short text, whole numbers without a decimal point, as CPython and
    MicroPython both write it (MicroPython's `str` of 74.9 is 74.90000000000001), so that the
    page's Python draws what the build drew in advance."""
    whole = int(value)
    return str(whole) if whole == value else f"{value:.1f}"


def escape(text: str) -> str:  # safe inside markup and attribute values
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


def card_flag(text: str, thinking: bool = False) -> str:
    """The flag on a player's card: whose turn, the computer thinking, a winner or a place."""
    return f'<span class="flag{" thinking" if thinking else ""}">{text}</span>'


def turn_flag(thinking: bool) -> str:
    return card_flag(words.turn_flag(thinking), thinking)


def player_card(
    table: "Table", colour: str, icon: str, stats: str, after: str, *, classes: "list[str]"
) -> str:
    """A player's card: the colour's icon and name, who plays it, the game's own ``stats``, then
    ``after`` (its flag, and what else the game shows there)."""
    return (
        f'<div class="{" ".join(classes)}" data-colour="{colour}">{icon}'
        f'<div class="who"><span class="colour">{table.spec.colour_name(colour)}</span>'
        f'<span class="name">{escape(table.player_name(colour))}</span></div>'
        f'<div class="stats">{stats}</div>{after}</div>'
    )


def in_pairs(table: "Table") -> bool:
    """Whether the move list pairs the moves in numbered rows (two players, who take turns);
    else each move has a row of its own, named by who played it."""
    return len(table.colours) == 2


def second_first(table: "Table") -> bool:
    """With two players, whether the second colour made the game's first move (the move list
    then starts with a gap)."""
    movers = table.movers()
    if movers:
        return movers[0] == table.colours[1]
    return table.turn == table.colours[1]


def row_of(table: "Table", ply: int) -> int:
    if not in_pairs(table):
        return ply - 1
    return (ply - 1 + (1 if second_first(table) else 0)) // 2


def move_list(
    table: "Table",
    first_row: int = 0,
    marks: "dict[int, str] | None" = None,
    end_row: int | None = None,
) -> str:
    """The moves as rows from row ``first_row`` (0: all) up to row ``end_row`` (None: the
    last): with two players numbered pairs, with more one move a row, named by who played it.
    Each move is a button that shows the position after it (``data-ply``); the move shown is
    marked (`aria-current`), with the review's ``marks`` by ply. A game the players ended
    themselves ends with a row that says so, as the result card does."""
    rows = _rows(table, first_row, marks or {}, end_row)
    if end_row is None and table.ending is not None:
        rows += f'<li class="ending">{escape(table.result_reason())}</li>'
    return rows


def _rows(table: "Table", first_row: int, marks: "dict[int, str]", end_row: int | None) -> str:
    texts = table.texts()
    if not texts:
        return f'<li class="empty">{words.NO_MOVES_YET}</li>'
    if not in_pairs(table):
        return _single_rows(table, first_row, marks, end_row)
    colours = table.colours
    offset = 1 if second_first(table) else 0
    last = len(texts) - 1 + offset  # the cell of the last move
    rows = []
    end = last + 1 if end_row is None else min(last + 1, end_row * 2)
    for number, first in enumerate(range(first_row * 2, end, 2), first_row + 1):
        items = []
        for index in (first, first + 1):
            if index > last:
                continue
            colour = colours[index % 2]
            kind = colour[0]
            if index < offset:
                items.append(f'<span class="move {kind} gap">…</span>')
                continue
            ply = index + 1 - offset
            mark = marks.get(ply, "")
            items.append(_move(table, ply, texts[ply - 1], colour, number, mark=mark, named=False))
        rows.append(f'<li><span class="num">{number}.</span>{"".join(items)}</li>')
    return "".join(rows)


def _single_rows(
    table: "Table", first_row: int, marks: "dict[int, str]", end_row: int | None
) -> str:
    """One move a row, named by who played it (turns need not go round in order)."""
    rows = []
    last = table.plies
    movers = table.movers()
    texts = table.texts()
    for ply in range(first_row + 1, (last if end_row is None else min(last, end_row)) + 1):
        mark = marks.get(ply, "")
        button = _move(table, ply, texts[ply - 1], movers[ply - 1], ply, mark=mark, named=True)
        rows.append(f'<li class="three"><span class="num">{ply}.</span>{button}</li>')
    return "".join(rows)


def _move(
    table: "Table", ply: int, text: str, colour: str, number: int, *, mark: str, named: bool
) -> str:
    """The ``ply``-th move's button in the list (``text`` in notation, played by ``colour``,
    ``number`` the row's), with the review's ``mark``; ``named``: who played it shown too."""
    spec = table.spec
    listed = spec.list_text(table, ply, text)
    classes = f"move {colour[0]}"
    classes += " said" if listed != text else ""  # in words, not in notation
    text = escape(listed)
    current = ""
    if table.review is None:
        classes += " last" if ply == table.plies else ""
    elif ply == table.shown_ply():
        classes += " shown"
        current = ' aria-current="step"'
    name = spec.colour_name(colour)
    sign = f'<span class="sign {mark}">{SIGNS[mark]}</span>' if mark else ""
    said = f", {mark}" if mark else ""
    mover = f'<span class="mover">{name}</span> ' if named else ""
    return (
        f'<button type="button" class="{classes}" data-action="goto" data-ply="{ply}"'
        f'{current} aria-label="{number}. {name} {text}{said}">{mover}{text}{sign}</button>'
    )


def notice(item: "Notice") -> str:
    """A notice: its text and buttons (the first is the primary one), then Dismiss."""
    buttons: list[str] = []
    for action, label in item.actions + [("dismiss-notice", keeping_words.DISMISS)]:  # noqa: RUF005 (MicroPython)
        primary = ' class="primary"' if not buttons else ""
        buttons.append(
            f'<button type="button"{primary} data-action="{action}" '
            f'data-key="{escape(item.key)}">{label}</button>'
        )
    return (
        f'<div class="notice-item" data-topic="{item.topic}" data-kind="{item.kind}">'
        f'<p>{escape(item.text)}</p><div class="row">{"".join(buttons)}</div></div>'
    )


def kept_list(keys: "list[str]", prefix: int) -> str:
    """The unreadable saved games kept aside (storage keys ending in when they were found, after
    ``prefix`` characters), each with Download and Delete."""
    items = []
    for key in keys:
        when = key[prefix:]
        items.append(
            f"<li><span>{escape(keeping_words.found_at(when[:10], when[11:16]))}</span> "
            f'<button type="button" data-action="download-kept" data-key="{escape(key)}">'
            f"{keeping_words.DOWNLOAD}</button> "
            f'<button type="button" data-action="delete-kept" data-key="{escape(key)}">'
            f"{keeping_words.DELETE}</button></li>"
        )
    return "".join(items)


def recent_list(games: "list[tuple[str, str]]") -> str:
    """The recent games (each its storage key and how the page describes it), newest first,
    each with a button that goes back to it."""
    return "".join(
        f"<li><span>{escape(text)}</span> "
        f'<button type="button" data-action="restore-previous" data-key="{escape(key)}">'
        f"{keeping_words.OPEN}</button></li>"
        for key, text in games
    )


def keys_list(game_keys: "tuple[tuple[str, str], ...]") -> str:
    """The "?" overlay's list of every key and what it does: the board's keys (``game_keys``,
    the game's own) then the table's."""
    keys = game_keys + words.KEYS_HELP
    return "".join(
        f"<dt><kbd>{escape(key)}</kbd></dt><dd>{escape(what)}</dd>" for key, what in keys
    )


def options(names: "tuple[str, ...]") -> str:
    """A select's options: levels or speeds."""
    return "".join(f'<option value="{name}">{words.level_label(name)}</option>' for name in names)


def seat_options(levels: "tuple[str, ...]") -> str:
    """A seat's options: a person here, a friend by link, or the computer at each level."""
    choices = (PERSON,) + levels + (FRIEND,)  # noqa: RUF005 (MicroPython has no unpacking)
    return "".join(
        f'<option value="{seat}">{escape(words.seat_label(seat))}</option>' for seat in choices
    )
