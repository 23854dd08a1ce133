"""HTML markup for the table around the board: the players' cards (name, reserve, score, whose
turn), the move list in official notation, and the buttons that choose how many pieces to take.

Pure functions of a `Session`, so they are tested without a browser; the page sets them with
`innerHTML`. No inline styles or handlers (the page's Content-Security-Policy forbids them).
"""

from mixtour import RED, WHITE, Game
from mixtour.ui import words
from mixtour.ui.board import escape, piece_icon
from mixtour.ui.options import SEAT_CHOICES, SEAT_COLOURS
from mixtour.ui.review import SIGNS
from mixtour.ui.session import Session

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from mixtour.ui.keeping import Notice


def player_card(session: Session, colour: str) -> str:
    """One player's card: who plays, pieces in reserve, score against the target, turn (of the
    position the board shows, so while reviewing, of that earlier position)."""
    game = session.shown()
    classes = ["player", colour]
    # The live game may have been ended by the players (a resignation, an agreed draw).
    result = game.result if session.review is not None else session.result
    on_turn = result is None and game.turn == colour
    if on_turn:
        classes.append("to-move")
    if result == colour:
        classes.append("winner")
    score = game.score(colour)
    target = game.target
    pips = "".join(
        f'<span class="pip{" on" if index < score else ""}"></span>' for index in range(target)
    )
    flag = ""
    if session.review is not None:
        pass  # the past: nobody is to move now
    elif on_turn:
        if session.thinking():
            flag = f'<span class="flag thinking">{words.FLAG_THINKING}</span>'
        else:
            flag = f'<span class="flag">{words.FLAG_TO_MOVE}</span>'
    elif result == colour:
        flag = f'<span class="flag">{words.FLAG_WINNER}</span>'
    reserve = game.reserve(colour)
    return (
        f'<div class="{" ".join(classes)}" data-colour="{colour}">'
        f"{piece_icon(colour)}"
        f'<div class="who"><span class="colour">{words.colour_name(colour)}</span>'
        f'<span class="name">{escape(session.player_name(colour))}</span></div>'
        f'<div class="stats"><span class="reserve" data-reserve="{reserve}">'
        f"<b>{reserve}</b> {words.IN_RESERVE}</span>"
        f'<span class="score" data-score="{score}" role="img" '
        f'aria-label="{words.score_of(score, target)}">'
        f'<span class="score-label" aria-hidden="true">{words.POINTS_LABEL}</span>{pips}</span>'
        "</div>"
        f"{flag}</div>"
    )


def players(session: Session) -> str:
    if session.game.players == 3:
        return "".join(player_card(session, colour) for colour in session.game.colours)
    return player_card(session, WHITE) + player_card(session, RED)


def red_first(game: Game) -> bool:
    """Whether Red made the game's first move (the move list then starts with a gap)."""
    # Red began if Red is to move after an even number of moves.
    return (game.turn == RED) == (game.plies % 2 == 0)


def move_list(
    session: Session,
    first_row: int = 0,
    marks: "dict[int, str] | None" = None,
    end_row: int | None = None,
) -> str:
    """The moves as numbered rows, White's move then Red's, in official notation, from row
    ``first_row`` (0: all of them; a long game's list is redrawn from where it changed) up to
    row ``end_row`` (None: the last; a row drawn again alone ends at the next). Each
    move is a button that shows the position after it (`data-action="goto"`, `data-ply`: how
    many moves the board then shows); the move the board shows is marked `aria-current`.
    ``marks`` are the game review's, by ply (`review.SIGNS`: ``??`` blunder, ``?`` mistake,
    ``!`` good)."""
    game = session.game
    moves = session.texts()
    if not moves:
        return f'<li class="empty">{words.NO_MOVES_YET}</li>'
    if game.players == 3:
        return _three_move_list(session, first_row, marks or {}, end_row)
    offset = 1 if red_first(game) else 0
    last = len(moves) - 1 + offset  # the cell of the last move
    shown = session.shown_ply() - 1 + offset  # the cell of the last move shown
    rows = []
    end = last + 1 if end_row is None else min(last + 1, end_row * 2)
    for number, first in enumerate(range(first_row * 2, end, 2), first_row + 1):
        items = []
        for index in (first, first + 1):
            if index > last:
                continue
            text = "…" if index < offset else moves[index - offset]
            kind = "w" if index % 2 == 0 else "r"
            if text == "…":
                items.append(f'<span class="move {kind} gap">{text}</span>')
                continue
            classes = f"move {kind}" + (" last" if index == last else "")
            current = ""
            if session.review is not None and index == shown:
                classes += " shown"
                current = ' aria-current="step"'
            colour = words.colour_name(WHITE if kind == "w" else RED)
            mark = (marks or {}).get(index + 1 - offset, "")
            sign = f'<span class="sign {mark}">{SIGNS[mark]}</span>' if mark else ""
            said = f", {mark}" if mark else ""
            items.append(
                f'<button type="button" class="{classes}" data-action="goto" '
                f'data-ply="{index + 1 - offset}"{current} '
                f'aria-label="{number}. {colour} {text}{said}">{text}{sign}</button>'
            )
        rows.append(f'<li><span class="num">{number}.</span>{"".join(items)}</li>')
    return "".join(rows)


def count_buttons(session: Session) -> str:
    """Buttons 1..height to choose how many pieces of the held stack to take."""
    if session.picked is None:
        return ""
    height = session.game.height(session.picked)
    buttons = []
    for count in range(1, height + 1):
        pressed = "true" if count == session.count else "false"
        buttons.append(
            f'<button type="button" data-action="count" data-count="{count}" '
            f'aria-pressed="{pressed}" aria-label="{words.take(count)}">{count}</button>'
        )
    return f'<span class="label">{words.TAKE}</span>' + "".join(buttons)


def options(names: "tuple[str, ...]") -> str:
    """A select's options: levels or speeds, labelled as players read them."""
    return "".join(f'<option value="{name}">{words.level_label(name)}</option>' for name in names)


def notice(item: "Notice") -> str:
    """A notice: its text and buttons (the first is the primary one), then Dismiss."""
    buttons: list[str] = []
    for action, label in item.actions + [("dismiss-notice", words.DISMISS)]:  # noqa: RUF005 (MicroPython)
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
            f"<li><span>{escape(words.found_at(when[:10], when[11:16]))}</span> "
            f'<button type="button" data-action="download-kept" data-key="{escape(key)}">'
            "Download</button> "
            f'<button type="button" data-action="delete-kept" data-key="{escape(key)}">'
            "Delete</button></li>"
        )
    return "".join(items)


def keys_list() -> str:
    """The "?" overlay's list of every key and what it does."""
    return "".join(
        f"<dt><kbd>{escape(key)}</kbd></dt><dd>{escape(what)}</dd>" for key, what in words.KEYS_HELP
    )


def record_rounds(moves: str) -> str:
    """The moves of a record (`transfer.record_moves`), each round (its number and its moves) in
    a span that the page keeps on one line, so that no move breaks at its hyphen."""
    rounds: list[list[str]] = []
    for word in moves.split():
        if word.endswith(".") or not rounds:
            rounds.append([])
        rounds[-1].append(escape(word))
    return " ".join(f'<span class="round">{" ".join(words)}</span>' for words in rounds)


# -- Mixtour à trois -----------------------------------------------------------------------------

# The New game dialog's seat selects, White's, Red's and Blue's.
SEAT_SELECTS = tuple(f"ng-seat-{colour}" for colour in SEAT_COLOURS)


def seat_options() -> str:
    """A seat select's options: a person, or the computer at each level."""
    return "".join(
        f'<option value="{seat}">{escape(words.seat_label(seat))}</option>' for seat in SEAT_CHOICES
    )


def _three_move_list(
    session: Session, first_row: int, marks: "dict[int, str]", end_row: int | None
) -> str:
    """The moves of a game of three from row ``first_row`` up to ``end_row`` (None: the last),
    one row each, numbered by move and named by who played it (a pass hands the turn back, so
    the colours do not simply take turns); each a button that shows the position after it,
    with the review's ``marks``, as with two players."""
    game = session.game
    rows = []
    shown = session.shown_ply()
    last = game.plies
    movers = session.movers()
    texts = session.texts()
    for ply in range(first_row + 1, (last if end_row is None else min(last, end_row)) + 1):
        text = texts[ply - 1]
        colour = movers[ply - 1]
        classes = f"move {colour[0]}" + (" last" if ply == last else "")
        current = ""
        if session.review is not None and ply == shown:
            classes += " shown"
            current = ' aria-current="step"'
        name = words.colour_name(colour)
        mark = marks.get(ply, "")
        sign = f'<span class="sign {mark}">{SIGNS[mark]}</span>' if mark else ""
        said = f", {mark}" if mark else ""
        rows.append(
            f'<li class="three"><span class="num">{ply}.</span>'
            f'<button type="button" class="{classes}" data-action="goto" data-ply="{ply}"'
            f'{current} aria-label="{ply}. {name} {text}{said}">'
            f'<span class="mover">{name}</span> {text}{sign}</button></li>'
        )
    return "".join(rows)
