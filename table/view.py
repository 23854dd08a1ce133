"""What the page shows of the table: one `Screen` drawn from the table and its features, by
element id (`panels`), the board (`board`), and the move list redrawn only from where it changed
(`move_list`)."""

from table import panels as markup
from table import seats as seating
from table import words
from table.catalogue import NAME as LANGUAGE
from table.model import AI_FAILED
from table.played import still_standing
from table.screen import Screen

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def panels(host: "Any") -> Screen:
    """Everything but the board."""
    table = host.table
    spec = host.spec
    host.reviewing.changed()
    screen = Screen()
    screen.title = table.title()
    screen.attributes.append(("board", "data-thinking", "1" if table.moving else ""))
    screen.markup["players"] = spec.players(table)
    screen.text["mode-line"] = table.mode_line()
    screen.text["status"] = table.status_turn(host.ai_state)
    screen.attributes.append(("status", "data-state", _status_state(host)))
    move_list(host, screen)
    host.reviewing.show(screen)
    host.chances.show(screen)
    screen.markup["count-picker"] = spec.hand_controls(table)
    screen.hidden["count-picker"] = not screen.markup["count-picker"]
    screen.markup["side-panel"] = spec.side_panel(table)
    screen.hidden["side-panel"] = not screen.markup["side-panel"]
    warning = spec.warning(table) if table.human_to_move() else ""
    screen.text["threat"] = warning
    screen.hidden["threat"] = not warning
    computers_only = seating.computers_only(table.seats)
    screen.hidden["watch-controls"] = not computers_only
    screen.text["pause"] = words.pause_label(table.paused)
    screen.attributes.append(("pause", "aria-pressed", "true" if table.paused else "false"))
    screen.disabled["pause"] = table.over  # nothing to pause once the game has ended
    screen.values["speed"] = table.speed
    screen.disabled["undo"] = not table.can_undo()
    screen.disabled["redo"] = not table.can_redo()
    host.hint.show(screen)
    screen.attributes.append(("help-switch", "aria-pressed", "true" if table.help else "false"))
    failed = host.ai_state == AI_FAILED
    screen.hidden["ai-offers"] = not failed
    screen.hidden["ai-play-on"] = not (failed and table.needs_ai())
    # Reviewing: the bar over the board, the replay buttons, the board's look.
    reviewing = table.review is not None
    shown = table.shown_ply()
    screen.hidden["review-bar"] = not reviewing
    # Out of the review the hidden bar keeps no words of it (a page reader finds none).
    label = words.review_label(shown, table.plies, table.before_marked()) if reviewing else ""
    screen.text["review-text"] = label
    screen.classes.append(("board-wrap", "reviewing", reviewing))
    screen.disabled["replay-first"] = screen.disabled["replay-back"] = shown == 0
    screen.disabled["replay-forward"] = screen.disabled["replay-live"] = not reviewing
    host.sharing.show(screen)
    host.offers.show(screen)
    host.guide.show(screen)
    host.puzzles.show(screen)
    return screen


def board(host: "Any", screen: Screen, dragging: bool = False) -> None:
    """The board, and what the page marks on it for scripts and tests."""
    table = host.table
    spec = host.spec
    lines = []
    if table.before_marked():  # the better line, from the position before the marked move
        lines.append((table.better_lines[table.shown_ply()], "line"))
    lines.extend(host.puzzles.lines())
    cursor = host.input.cursor
    key = board_key(table, cursor, dragging, lines)
    if not key or key != host.board_shown:  # else the page shows this very board already
        screen.board = spec.board(table, cursor, dragging, lines)
    host.board_shown = key
    screen.cursor = spec.cell_name(table, cursor)
    review = table.review
    screen.attributes += [
        ("board", "data-position", table.shown().position()),
        ("board", "data-turn", str(table.shown().turn)),
        ("board", "data-result", spec.result_token(table)),
        ("board", "data-seats", " ".join(table.seats)),
        ("board", "data-review", "" if review is None else str(review)),
    ]


def board_key(
    table: "Any", cursor: int, dragging: bool, lines: "list[tuple[list[str], str]]"
) -> str:
    """All that the board's drawing depends on while it marks nothing but the position and the
    cursor (a new game, a position opened from a link); "" for any other board.
    `tools/prerender.py` writes the key of the board it draws into the page (``data-drawn``), so
    that the page's Python keeps that board rather than drawing it again."""
    game = table.shown()
    if (
        dragging
        or lines
        or table.hint
        or table.review is not None
        or table.hand.picked is not None
        or game.last_move is not None
    ):
        return ""
    person = "person" if table.human_to_move() else "waits"
    return f"{LANGUAGE}|{game.position()}|{cursor}|{person}"


def _status_state(host: "Any") -> str:
    table = host.table
    if table.review is not None:
        return "review"
    if table.over:
        return "over"
    if table.ai_error or (host.ai_state == AI_FAILED and not table.is_human(table.turn)):
        return "error"
    if table.human_to_move():
        return "your-turn"
    return "waiting"


def move_list(host: "Any", screen: Screen) -> None:
    """The move list, from the first row that changed since it was last shown: a click
    costs as much at the 5,000th move as at the 50th."""
    table = host.table
    offset = 1 if markup.in_pairs(table) and markup.second_first(table) else 0
    marks = host.reviewing.marks()
    # Whether the game is over too: a game may write its moves otherwise then (Kitty names
    # the cards given), every row drawn again.
    review = None if table.review is None else table.shown_ply()
    shape = (offset, review, sorted(marks.items()), table.over)
    step = table.game.last_step  # the same object exactly while the moves are (by identity)
    then = host.listed_shape
    if step is host.listed_step and table.game is host.listed_game:
        if shape == then:
            return
        if shape[0] == then[0] and shape[2:] == then[2:]:
            # Only the move the board shows changed (reviewing): its row and the one the
            # board showed are drawn again, alone (out of the review, the last move's).
            marked = [table.plies if ply is None else ply for ply in (then[1], shape[1])]
            for row in sorted({markup.row_of(table, ply) for ply in marked if ply}):
                screen.move_rows.append((row, markup.move_list(table, row, marks, row + 1)))
            host.listed_shape = shape
            return
    steps = table.steps()
    listed = host.listed
    if listed is not None and shape == host.listed_shape:
        common = still_standing(listed, steps)
        if common:
            # Redrawn from the row of the last move both have (no longer the last, or now).
            screen.moves_from = markup.row_of(table, common)
    screen.markup["moves"] = markup.move_list(table, screen.moves_from, marks)
    host.listed = steps
    host.listed_shape = shape
    host.listed_step = step
    host.listed_game = table.game


def dialog_choices(host: "Any", screen: Screen) -> None:
    """The New game dialog's lists: the seats' choices and the speeds."""
    spec = host.spec
    seat_choices = markup.seat_options(spec.options.LEVELS)
    for index in range(spec.most_players):
        screen.markup[f"ng-seat-{index}"] = seat_choices
    screen.markup["ng-speed"] = screen.markup["speed"] = markup.options(seating.SPEEDS)
