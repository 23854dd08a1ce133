"""The table's behaviour in the page: what each click, key, drag and worker reply does.

The page (`page.py`, the only module that touches the DOM) binds the listeners and calls this
controller with plain values: the action of a clicked button and its ``data-*`` attributes, a
square, a key, pointer coordinates, a worker's reply. The controller decides, through the
`Session` (the game at the table) and the `Keeper` (autosave and kept games), and answers through
the *port* (`port.py`), the page's small interface: `Screen`s to show, announcements, notices,
dialogs, the clipboard, downloads and the AI worker. So everything here is tested without a
browser, with a fake port and a dict for storage, under CPython and MicroPython.

Actions (`data-action`) and keys are dispatched by the tables `ACTIONS` and `KEYS`; a drag is a
`Drag` that becomes a move when the pointer has travelled far enough.
"""

import json

from mixtour import SQUARE_NAMES, Game, MixtourError, Move, opponent
from mixtour.ui import board, keeping, link, panels, played, saved, transfer, words
from mixtour.ui.eval_bar import KEY as EVAL_KEY
from mixtour.ui.eval_bar import EvalBar
from mixtour.ui.options import (
    AI_VS_AI,
    BY_LINK,
    LEVELS,
    MAX_LENGTH,
    PERSON,
    SPEEDS,
    THREE,
    THREE_LINK,
    TWO_PLAYERS,
    VS_AI,
    Options,
    dialog_options,
    read_state,
)
from mixtour.ui.puzzle import KEY as PUZZLE_KEY
from mixtour.ui.puzzle import PLAYED, SOLVING, Puzzle, remember, solved_keys
from mixtour.ui.review_desk import ReviewDesk
from mixtour.ui.session import AI_FAILED, AI_IDLE, AI_LOADING, AI_READY, Session, query_hooks
from mixtour.ui.tutorial import KEY as TUTOR_KEY
from mixtour.ui.tutorial import Tutorial

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from mixtour.ui.port import Port
    from mixtour.ui.review import Review


# A press turns into a drag once the pointer has moved this far (in CSS pixels, squared).
DRAG_DISTANCE_SQUARED = 64
# The arrow keys on the board, as (file, rank) steps.
STEPS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, 1), "ArrowDown": (0, -1)}


class Screen:
    """What to show, by element id: text, markup, hidden or not, disabled or not, form values,
    attributes and classes. The page sets exactly what is given."""

    __slots__ = (
        "attributes",
        "board",
        "classes",
        "cursor",
        "disabled",
        "hidden",
        "markup",
        "move_rows",
        "moves_from",
        "text",
        "title",
        "values",
    )

    def __init__(self) -> None:
        self.board: str | None = None  # the board's SVG, when it is redrawn
        self.cursor = ""  # the square keyboard focus stays on, when the board is redrawn
        self.title: str | None = None
        self.text: dict[str, str] = {}
        self.markup: dict[str, str] = {}
        # The row of the move list from which ``markup["moves"]`` replaces the rows shown (0:
        # the whole list), so that a long game's list is not redrawn at every click.
        self.moves_from = 0
        # Rows of the move list drawn again alone (row, its markup), when nothing else in the
        # list changed: the move the board shows, while reviewing.
        self.move_rows: list[tuple[int, str]] = []
        self.hidden: dict[str, bool] = {}
        self.disabled: dict[str, bool] = {}
        self.values: dict[str, str] = {}
        self.attributes: list[tuple[str, str, str]] = []  # (id, name, value)
        self.classes: list[tuple[str, str, bool]] = []  # (id, class, on)

    def __repr__(self) -> str:
        return f"Screen(text={self.text!r}, hidden={self.hidden!r})"


class Drag:
    """A press on a stack that may become a drag: where it started, how many pieces, the
    pointer, and whether it has started moving."""

    __slots__ = ("count", "origin", "pointer", "started", "x", "y")

    def __init__(self, origin: int, count: int | None, x: float, y: float, pointer: object):
        self.origin = origin
        self.count = count
        self.x = x
        self.y = y
        self.pointer = pointer
        self.started = False


class Key:
    """A key press as the controller needs it: the key, the board square it was pressed on
    (None elsewhere), Shift, whether it was pressed on a count button, in a text field or while
    a dialog is open, whether Ctrl, Alt or Meta was held, and whether it was a command (Ctrl or
    Cmd without Alt: Ctrl+Z is Undo)."""

    __slots__ = (
        "command",
        "dialog_open",
        "in_field",
        "in_picker",
        "modified",
        "name",
        "shift",
        "square",
    )

    def __init__(
        self,
        name: str,
        square: int | None = None,
        *,
        shift: bool = False,
        in_picker: bool = False,
        in_field: bool = False,
        dialog_open: bool = False,
        modified: bool = False,
        command: bool = False,
    ) -> None:
        self.name = name
        self.command = command
        self.square = square
        self.shift = shift
        self.in_picker = in_picker
        self.in_field = in_field
        self.dialog_open = dialog_open
        self.modified = modified


class Controller:
    """The table in the page: a `Session`, a `Keeper`, and what the page shows of them."""

    def __init__(self, port: "Port", store: "keeping.Store", now: "Any") -> None:
        self.port = port
        self.session = Session()
        self.keeper = keeping.Keeper(store, now)
        self.ai_state = AI_IDLE
        # A hint asked for before the AI was ready: the number of moves then, or None. The hint
        # follows when the AI is ready, if the game is still there.
        self.hint_wanted: int | None = None
        self.cursor = 12  # the square keyboard focus returns to (c3)
        self.drag: Drag | None = None
        self.suppress_click = False  # the click that ends a drag was handled as a drop
        # The game-over banner put aside: until the game is no longer over, or another is loaded.
        self.banner_closed = False
        self.diagrams_drawn = False
        self.tab_notice = False  # the "Play here" notice is shown
        # The moves the move list shows, and its shape (`_move_list`); None until it is drawn.
        self.listed: Sequence[object] | None = None
        self.listed_shape: tuple[int, int | None, list[tuple[int, str]]] = (0, None, [])
        self.listed_step: object = None
        self.listed_game: object = None
        # Copy link pressed outside the Save dialog: copied at once, confirmed by a toast.
        self.copy_outside = False
        self.desk = ReviewDesk()  # the game review (Review, from the result card or the moves)
        self.eval_bar = EvalBar(store.get(EVAL_KEY) == "on")  # off unless switched on
        # The guided first game, while it is on, and the table to go back to afterwards.
        self.tutorial: Tutorial | None = None
        self.tutorial_return: dict[str, Any] | None = None
        # A puzzle from a reviewed game, while it is on, and the table, game, review and move
        # shown to go back to afterwards; its requests' count, for their ids.
        self.puzzle: Puzzle | None = None
        self.puzzle_return: tuple[dict[str, Any], Game, Review, int] | None = None
        self.puzzle_asked = 0

    # -- start -----------------------------------------------------------------------------

    def start(self, query: str, test_state: str | None, address: str) -> None:
        """Open the page: the saved game, then a link in ``address``. The tests' hooks
        (``query``, and ``test_state``: a table's state as JSON text, opened over the saved
        game) are given only when the tests enabled them (`page.py`), never to a player."""
        hooks = query_hooks(query)
        self.session.ai_iterations = hooks.get("ai-iterations")
        self.session.ai_seed = hooks.get("ai-seed")
        state, notice = self.keeper.resume()
        if notice is not None:
            self.port.notice(notice)
        if state is not None:
            self.session.load(state)
        if test_state is not None:
            self._open_test_state(test_state)
        screen = Screen()
        # The guided game is offered once, to a first visit with nothing to resume.
        first_visit = state is None and test_state is None and "#" not in address
        screen.hidden["tutorial-offer"] = not (
            first_visit and self.keeper.store.get(TUTOR_KEY) is None
        )
        screen.markup["ng-level"] = panels.options(LEVELS)
        screen.markup["ng-speed"] = screen.markup["speed"] = panels.options(SPEEDS)
        for seat in panels.SEAT_SELECTS:
            screen.markup[seat] = panels.seat_options()
        self.port.show(screen)
        self.open_link(address, True)
        self.after(None)  # a restored table may start with a forced pass
        if self.ai_state == AI_IDLE:
            self._ai_status("idle", words.AI_IDLE)

    def _open_test_state(self, text: str) -> None:
        """The tests' table, read like any other; the game it replaces is kept as the
        previous game, and one that cannot be read leaves the page as it was, saying why."""
        try:
            state = json.loads(text)
            read_state(state)
        except (ValueError, TypeError) as error:  # the engine's errors are ValueErrors too
            self.port.notice(keeping.Notice(words.bad_test_state(str(error)), [], "warn"))
            return
        notice = self.keeper.replace(self.session.state(), state, "the test state")
        self._load(state)
        if notice is not None:
            self.port.notice(notice)

    # -- showing ---------------------------------------------------------------------------

    def render(self, dragging: bool = False) -> None:
        """Show everything, the board included."""
        session = self.session
        shown = session.shown()
        screen = self._panels()
        scene = board.table_scene(session, self.cursor, dragging)
        scene.arrows.extend(self.desk.arrows(session.shown_ply()))
        scene.arrows.extend(self._puzzle_arrows())
        screen.board = board.render(scene)
        screen.cursor = SQUARE_NAMES[self.cursor]
        review = session.review
        screen.attributes += [
            ("board", "data-position", shown.position()),
            ("board", "data-turn", shown.turn),
            ("board", "data-result", session.result or ""),
            ("board", "data-mode", session.options.mode),
            ("board", "data-review", "" if review is None else str(review)),
        ]
        # A move just played sounds, if the player turned sound on: the end, a removal or a move.
        sound = ""
        if session.fresh and review is None:
            sound = "end" if session.over else "removal" if session.flash is not None else "move"
        session.fresh = False  # the arriving pieces drop in once, not at every re-render
        self.port.show(screen)
        if sound:
            self.port.sound(sound)
        self._tab_notice()
        removal = session.flash
        if removal is not None:
            session.flash = None
            self.port.flash(board.flash_layer(removal))
        self.autosave()

    def _tab_notice(self) -> None:
        """The "Play here" notice, while another tab plays this game against the computer."""
        elsewhere = self.session.played_elsewhere()
        if elsewhere == self.tab_notice:
            return
        self.tab_notice = elsewhere
        if elsewhere:
            actions = [("play-here", words.PLAY_HERE)]
            self.port.notice(keeping.Notice(words.PLAYED_ELSEWHERE, actions, "info", "tab"))
        else:
            self.port.dismiss_notice("tab")

    def render_panels(self) -> None:
        """Show everything but the board (whose pieces may still be moving into place)."""
        self.port.show(self._panels())
        self.autosave()

    def _panels(self) -> Screen:
        session = self.session
        game = session.game
        options = session.options
        screen = Screen()
        screen.title = session.title()
        screen.attributes.append(("board", "data-thinking", "1" if session.thinking() else ""))
        screen.markup["players"] = panels.players(session)
        screen.text["mode-line"] = session.mode_line()
        screen.text["status"] = session.status_turn(self.ai_state)
        screen.attributes.append(("status", "data-state", self._status_state()))
        self.desk.forget_unless(game)
        self._move_list(screen)
        self.desk.show(screen, session.shown_ply())
        waiting = session.friend_to_move()
        # A game the players ended (resigned, agreed) has no chance left to show.
        agreed = session.over and game.result is None and session.review is None
        self.eval_bar.show(screen, session.shown(), not waiting and not agreed)
        screen.markup["count-picker"] = panels.count_buttons(session)
        screen.hidden["count-picker"] = session.picked is None
        threats = session.threats() if session.human_to_move() else []
        screen.text["threat"] = (
            words.threat_sentence(session.threat_colour(), [str(m) for m in threats])
            if threats
            else ""
        )
        screen.hidden["threat"] = not threats
        screen.hidden["watch-controls"] = options.mode != AI_VS_AI
        screen.text["pause"] = words.pause_label(session.paused)
        screen.attributes.append(("pause", "aria-pressed", "true" if session.paused else "false"))
        screen.disabled["pause"] = session.over  # nothing to pause once the game has ended
        # Resign (every mode with a person), Offer draw and the answer to one (between people).
        screen.hidden["agree-controls"] = options.mode in (AI_VS_AI, THREE)
        screen.hidden["offer-draw"] = options.mode not in (TWO_PLAYERS, BY_LINK)
        screen.disabled["offer-draw"] = not session.can_offer_draw()
        screen.disabled["resign"] = session.resigner() is None
        answer = session.can_answer_draw()
        screen.hidden["draw-offer"] = not answer
        screen.text["draw-offer-text"] = words.draw_offer_status(session.offer) if answer else ""
        screen.values["speed"] = options.speed
        screen.disabled["undo"] = not session.can_undo()
        screen.disabled["redo"] = not session.can_redo()
        screen.disabled["hint"] = not session.ask_hint() or self.ai_state == AI_FAILED
        screen.text["hint"] = words.hint_label(session.pending_kind == "hint" or self._hint_waits())
        # Reviewing: the bar over the board, the replay buttons, the board's look.
        reviewing = session.review is not None
        shown = session.shown_ply()
        screen.hidden["review-bar"] = not reviewing
        if reviewing:
            screen.text["review-text"] = words.review_label(shown, game.plies)
        screen.classes.append(("board-wrap", "reviewing", reviewing))
        screen.disabled["replay-first"] = screen.disabled["replay-back"] = shown == 0
        screen.disabled["replay-forward"] = screen.disabled["replay-live"] = not reviewing
        # "Send your move" when playing by link and the friend is to move.
        screen.hidden["send-move"] = not (
            options.by_link
            and not reviewing
            and bool(game.plies)
            and (session.over or not session.is_human(game.turn))
        )
        screen.text["send-move-tip"] = words.send_tip(self._link_to()[1])
        screen.hidden["link-tip"] = not (options.mode == TWO_PLAYERS and not reviewing)
        over = session.over and not reviewing
        if over:
            person = options.human if options.mode == VS_AI else session.lone_person()
            screen.text["banner-title"] = (
                words.result_for(session.result, person)
                if person is not None
                else words.result_title(session.result)
            )
            screen.text["banner-reason"] = words.result_reason(
                session.result, session.result_reason, game.target
            )
            screen.attributes.append(("banner", "data-result", session.result or ""))
        screen.hidden["banner"] = not over or self.banner_closed or self.tutorial is not None
        self._tutorial_panel(screen)
        self._puzzle_panel(screen)
        return screen

    def _move_list(self, screen: Screen) -> None:
        """The move list, from the first row that changed since it was last shown: a click
        costs as much at the 5,000th move as at the 50th."""
        session = self.session
        game = session.game
        offset = 1 if panels.red_first(game) else 0
        marks = self.desk.marks()
        shape = (
            offset,
            None if session.review is None else session.shown_ply(),
            sorted(marks.items()),
        )
        step = game.last_step  # the same object exactly while the moves are (by identity)
        then = self.listed_shape
        if step is self.listed_step and game is self.listed_game:
            if shape == then:
                return
            if shape[0] == then[0] and shape[2] == then[2]:
                # Only the move the board shows changed (reviewing): its row and the one the
                # board showed are drawn again, alone.
                for row in sorted({self._row_of(ply) for ply in (then[1], shape[1]) if ply}):
                    screen.move_rows.append((row, panels.move_list(session, row, marks, row + 1)))
                self.listed_shape = shape
                return
        steps = session.steps()
        listed = self.listed
        if listed is not None and shape == self.listed_shape:
            common = played.still_standing(listed, steps)
            if common:
                # Redrawn from the row of the last move both have (no longer the last, or now).
                screen.moves_from = self._row_of(common)
        screen.markup["moves"] = panels.move_list(session, screen.moves_from, marks)
        self.listed = steps
        self.listed_shape = shape
        self.listed_step = step
        self.listed_game = game

    def _row_of(self, ply: int) -> int:
        """The move list's row of the ``ply``-th move: two moves a row, or with three players
        one."""
        game = self.session.game
        if game.players == 3:
            return ply - 1
        return (ply - 1 + (1 if panels.red_first(game) else 0)) // 2

    def _status_state(self) -> str:
        session = self.session
        game = session.game
        if session.review is not None:
            return "review"
        if session.over:
            return "over"
        if session.ai_error or (self.ai_state == AI_FAILED and not session.is_human(game.turn)):
            return "error"
        if session.human_to_move():
            return "your-turn"
        return "waiting"

    def _show_text(self, texts: "dict[str, str]") -> None:
        screen = Screen()
        screen.text = texts
        self.port.show(screen)

    def _kind(self) -> str:
        """How to show the latest sentence: a warning when it explains a refused attempt."""
        return "warn" if self.session.note else "event"

    def after(self, sentence: str | None, kind: str = "event") -> None:
        """After anything changed the table: forced passes, render, announce, maybe ask the AI."""
        if self.tutorial is not None:
            sentence = self._tutor_check(sentence)
        if self.puzzle is not None:
            sentence = self._puzzle_check(sentence)
        sentences = [sentence] if sentence else []
        while True:
            passed = self.session.forced_pass()
            if not passed:
                break
            sentences.append(passed)
        if not self.session.over:
            self.banner_closed = False
        self.render()
        if sentences:
            self.port.announce(" ".join(sentences), kind)
        self.pump()
        self._evaluate()

    def _review(self, sentence: str | None) -> None:
        if sentence:
            self.after(sentence)

    # -- keeping games ---------------------------------------------------------------------

    def autosave(self) -> None:
        """Keep the table in storage whenever it changed (reviewing changes nothing)."""
        if self.tutorial is not None or self.puzzle is not None:
            return  # the guided game's and a puzzle's positions are not the player's game
        line, notice = self.keeper.autosave(self.session.state())
        if notice is not None:
            self.port.notice(notice)
        if line is not None:
            screen = Screen()
            screen.text["autosave"] = words.autosave_line(line == keeping.SAVED)
            screen.attributes.append(("autosave", "data-state", line))
            self.port.show(screen)

    def _load(self, state: "dict[str, Any]", replayed: Game | None = None) -> None:
        self.tutorial = None
        self.puzzle = self.puzzle_return = None
        self.session.load(state, replayed)
        self.banner_closed = False

    def new_game(self, options: Options | None = None) -> None:
        """Start again; an unfinished game with moves is kept as the previous game."""
        self._leave_tutorial()
        notice = self.keeper.new_game(self.session.state(), self.session.over)
        if notice is not None:
            self.port.notice(notice)
        self.after(self.session.new_game(options))

    def replace_game(
        self, state: "dict[str, Any]", kind: str, replayed: Game | None = None
    ) -> None:
        """Open another game (`transfer.RECORD`, `POSITION` or `LINK`; ``replayed``: its game
        as the reader played it); the game it replaces is kept as the previous game unless the
        new one continues it."""
        self._leave_tutorial()  # the game it replaces is the player's, not the guided one
        notice = self.keeper.replace(self.session.state(), state, transfer.WHAT[kind])
        self._load(state, replayed)
        if notice is not None:
            self.port.notice(notice)
        self.after(transfer.opened_sentence(kind, state, self.session.game))

    def open_link(self, address: str, on_start: bool) -> None:
        """Open the game in the address's fragment, if there is one, then remove it (so a
        reload resumes the game as it goes on, not the link's)."""
        fragment = link.fragment_of(address)
        if fragment is None:
            return
        self.port.clear_fragment()
        try:
            state, game = link.read_game(fragment)
        except MixtourError as error:
            self.port.notice(keeping.Notice(words.bad_link(str(error)), [], "warn"))
            if not on_start:
                self.port.announce(words.bad_link_short(str(error)), "warn")
            return
        self.replace_game(state, transfer.LINK, game)

    def link_too_long(self, length: int, on_start: bool) -> None:
        """The address's fragment is far too long to be a game: the page did not read it (it
        would not even become a string on MicroPython). It is removed, so a reload works."""
        self.port.clear_fragment()
        reason = link.too_long(length)
        self.port.notice(keeping.Notice(words.bad_link(reason), [], "warn"))
        if not on_start:
            self.port.announce(words.bad_link_short(reason), "warn")

    def tab_changed(self, state: str) -> None:
        """Which tab plays the game (web/tabs.js): ``"owner"``, this one, or ``"elsewhere"``,
        another tab of the page, while this one only shows it."""
        elsewhere = state == "elsewhere"
        if elsewhere != self.session.elsewhere:
            self.session.set_elsewhere(elsewhere)
            self.after(None)

    def play_here(self, data: "dict[str, str]") -> None:
        """The "Play here" button: this tab takes the game over from the tab that plays it."""
        self.port.claim_tab()

    def address_changed(self, address: str) -> None:
        """The page's address changed: a link was opened in this tab."""
        self.port.close_dialogs()
        self.open_link(address, False)

    def storage_changed(self, key: str | None, text: str | None) -> None:
        """Another tab of this page saved a game: show it here too."""
        state = self.keeper.other_tab(key, text, self.session.state())
        if state is not None:
            self._load(state)
            self.after(words.OTHER_TAB)

    def restore_previous(self, data: "dict[str, str]") -> None:
        self._leave_tutorial()
        try:
            state, notice = self.keeper.restore_previous(self.session.state())
        except keeping.KeepingError as error:
            self.port.notice(keeping.Notice(str(error), [], "warn"))
            return
        self._load(state)
        self.port.notice(notice)
        self.after(words.back_to_previous(self.session.status_turn(self.ai_state)))

    # -- export and import -----------------------------------------------------------------

    def _share_url(self) -> str:
        """The link to this game; by link, the link for the other player (with three, the
        player to move)."""
        state = link.for_opponent(self.session.state(), self.session.game.turn)
        return self.port.page_address() + "#" + link.write(state)

    def _link_to(self) -> "tuple[bool, str]":
        """Whether the game is played by link, and with three players who the link goes to:
        the player to move, or nobody in particular once the game is over."""
        session = self.session
        three = session.game.players == 3 and not session.over
        return session.options.by_link, session.game.turn if three else ""

    def open_export(self, data: "dict[str, str] | None" = None) -> None:
        screen = Screen()
        screen.values["export-link"] = self._share_url()
        record = transfer.export_record(self.session, self.port.today())
        screen.markup["export-record"] = panels.record_rounds(transfer.record_moves(record))
        screen.text["export-status"] = ""
        screen.text["export-link-note"] = words.link_note(*self._link_to())
        self._kept_list(screen)
        self.port.show(screen)
        self.port.open_dialog("export")

    def _kept_list(self, screen: Screen) -> None:
        keys = self.keeper.kept_aside()
        screen.markup["kept-list"] = panels.kept_list(keys, len(saved.UNREADABLE_PREFIX))
        screen.hidden["kept"] = not keys

    def copy_link(self, data: "dict[str, str]") -> None:
        url = self._share_url()
        # Outside the Save dialog the link is copied at once; only a refused clipboard opens
        # the dialog, to copy it by hand (see `copied`).
        self.copy_outside = not data.get("dialog")
        screen = Screen()
        screen.values["export-link"] = url
        self.port.show(screen)
        what = words.link_name(*self._link_to())
        self.port.copy(url, "export-link", what, "export-status")

    def send_move(self, data: "dict[str, str]") -> None:
        self.copy_link({})

    def copy_record(self, data: "dict[str, str]") -> None:
        record = transfer.export_record(self.session, self.port.today())
        self.port.copy(record, "export-record", "Record", "export-status")

    def copied(self, what: str, status: str, ok: bool) -> None:
        """The clipboard's answer to `Port.copy`."""
        message = words.copied(what, ok)
        if self.copy_outside:
            self.copy_outside = False
            if not ok:  # the dialog shows the link, selected for the player to copy
                self.open_export()
                self.copy_link({"dialog": "export"})
                return
            self.port.toast(message)
        self._show_text({status: message})
        self.port.announce(message, "event" if ok else "warn")

    def download_record(self, data: "dict[str, str]") -> None:
        today = self.port.today()
        filename = transfer.record_filename(today)
        self.port.download(transfer.export_record(self.session, today), filename)
        self._show_text({"export-status": words.downloaded(filename)})

    def download_kept(self, data: "dict[str, str]") -> None:
        key = data.get("key", "")
        text = self.keeper.unreadable_text(key)
        if text is None:
            return
        self.port.download(text, saved.unreadable_filename(self.port.today()))
        if self.keeper.downloaded(key):
            self.autosave()

    def delete_kept(self, data: "dict[str, str]") -> None:
        self.keeper.delete(data.get("key", ""))
        screen = Screen()
        self._kept_list(screen)
        screen.text["export-status"] = words.DELETED_UNREADABLE
        self.port.show(screen)

    def open_import(self, data: "dict[str, str]") -> None:
        screen = Screen()
        screen.text["import-error"] = ""
        screen.hidden["import-error"] = True
        screen.values["import-file"] = ""
        self.port.show(screen)
        self.port.open_dialog("import")
        self.port.focus("import-text")

    def _import_error(self, message: str) -> None:
        screen = Screen()
        screen.text["import-error"] = message
        screen.hidden["import-error"] = False
        self.port.show(screen)

    def _refuse_import(self, message: str) -> None:
        self._import_error(message)
        self.port.announce(message, "warn")

    def import_text(self, text: str) -> None:
        """Open a pasted or opened game record, position or link."""
        try:
            state, kind, game = transfer.open_game_text(text, self.session.state())
        except MixtourError as error:
            self._refuse_import(words.unchanged(str(error)))
            return
        self.port.close_dialog("import")
        self.replace_game(state, kind, game)

    def import_file(self, name: str, size: float) -> bool:
        """A file chosen to open: whether to read it (a file far too big is refused)."""
        if size > MAX_LENGTH:
            self._import_error(words.file_too_big(name, int(size)))
            return False
        return True

    def import_file_read(self, name: str, text: str | None, reason: str = "") -> None:
        """The chosen file's text, or None and why it could not be read."""
        if text is None:
            self._import_error(words.file_unreadable(name, reason))
            return
        screen = Screen()
        screen.values["import-text"] = text
        self.port.show(screen)
        self.import_text(text)

    # -- the AI ----------------------------------------------------------------------------

    def pump(self) -> None:
        """Ask the AI for a move when it is its turn and nothing is pending; start it first
        when the computer plays at this table."""
        session = self.session
        if self.ai_state == AI_IDLE and session.needs_ai():
            self.start_ai()
        if self.ai_state != AI_READY or session.pending is not None or not session.ai_to_move():
            return
        request = session.ai_request("move")
        self.render_panels()
        self.port.think(request, session.delay())

    def wants(self, request: "dict[str, Any]") -> bool:
        """Whether a request is still to be asked (not undone, paused or replaced meanwhile)."""
        ids = request["id"]
        asked = self.session.pending == ids or self.desk.owns(ids) or self.eval_bar.owns(ids)
        asked = asked or (self.puzzle is not None and self.puzzle.pending == ids)
        return asked and self.ai_state == AI_READY

    def ai_replied(self, reply: "dict[str, Any]", elapsed_ms: float | None = None) -> None:
        """The worker's reply to a request, ``elapsed_ms`` after it was asked."""
        if self.eval_bar.owns(reply.get("id")):
            self.eval_bar.reply(reply)
            self.render_panels()
            self._evaluate()
            return
        if self.desk.owns(reply.get("id")):
            self.desk.reply(reply, self.session.game)
            self._review_next()
            return
        if self.puzzle is not None and self.puzzle.pending == reply.get("id"):
            self._puzzle_reply(self.puzzle, reply)
            return
        session = self.session
        kind = session.pending_kind
        sentence = session.ai_reply(reply)
        if sentence is None:
            return  # stale
        if kind == "move" and elapsed_ms is not None:
            self.port.mark("ai-ms", str(round(elapsed_ms)))
        self.after(
            sentence, "error" if session.ai_error else ("hint" if kind == "hint" else "event")
        )

    def ai_lost(self, request: "dict[str, Any]", reason: str) -> None:
        """The worker failed while answering ``request`` (``reason``: the error's message): the
        player is told, as for a move it could not find, and keeps the game."""
        self.ai_replied({"id": request["id"], "ok": False, "error": reason})

    def start_ai(self) -> None:
        """Start the AI worker, once: the page starts it only when it is first needed, so that
        its start does not compete with the page's own."""
        if self.ai_state != AI_IDLE:
            return
        self.ai_state = AI_LOADING
        self._ai_status("loading", words.AI_STARTING)
        self.port.start_ai()

    def hint(self, data: "dict[str, str] | None" = None) -> None:
        if self.ai_state == AI_FAILED or not self.session.ask_hint() or self.puzzle is not None:
            return
        if self.ai_state != AI_READY:  # the hint follows when the AI is ready
            self.hint_wanted = self.session.game.plies
            self.start_ai()
            self.render_panels()
            self.port.announce(words.HINT_AFTER_LOADING, "hint")
            return
        request = self.session.ai_request("hint")
        self.render_panels()
        self.port.announce(words.LOOKING_FOR_HINT, "hint")
        self.port.think(request, 0.0)

    def ai_ready(self) -> None:
        """The worker has answered: it can move (even after `ai_waited` gave up on it)."""
        self.ai_state = AI_READY
        self._ai_status("ready", words.AI_READY)
        self.render()
        self.pump()
        self._review_next()
        self._evaluate()
        if self._hint_waits():
            self.hint()
        self.hint_wanted = None

    def _hint_waits(self) -> bool:
        """Whether a hint asked for before the AI was ready is still for the game as it is."""
        return self.hint_wanted == self.session.game.plies

    def ai_broke(self, reason: str) -> None:
        """The worker failed to start (``reason``: the error's message)."""
        self.ai_failed(words.ai_failed_to_load(reason))

    def ai_failed(self, message: str) -> None:
        self.ai_state = AI_FAILED
        self.hint_wanted = None
        self._ai_status("error", message)
        self.render()

    def ai_waited(self, seconds: int, deadline: float) -> bool:
        """The worker has not answered after ``seconds``; whether to go on waiting. A worker
        whose runtime cannot be fetched or compiled hangs without an error."""
        if self.ai_state != AI_LOADING:
            return False
        if seconds < deadline:
            self._show_text({"ai-status-text": words.ai_loading(seconds)})
            return True
        self.ai_failed(words.ai_not_started(deadline))
        return False

    def _ai_status(self, state: str, text: str) -> None:
        screen = Screen()
        screen.attributes.append(("ai-status", "data-state", state))
        screen.text["ai-status-text"] = text
        self.port.show(screen)

    # -- actions (`data-action`) -----------------------------------------------------------

    def act(self, action: str, data: "dict[str, str]") -> None:
        """A click on a button with ``data-action``; ``data`` has its ``data-*`` attributes and
        ``dialog``, the id of the dialog it is in."""
        handler = ACTIONS.get(action)
        if handler is not None:
            handler(self, data)

    def choose_count(self, data: "dict[str, str]") -> None:
        self.after(self.session.choose_count(int(data["count"])), self._kind())

    def undo(self, data: "dict[str, str]") -> None:
        puzzle = self.puzzle
        if puzzle is not None and self.session.game.plies <= len(puzzle.moves):
            return  # nothing before the puzzle's position is taken back
        self.after(self.session.undo())

    def redo(self, data: "dict[str, str]") -> None:
        self.after(self.session.redo())

    def resign(self, data: "dict[str, str]") -> None:
        if self.puzzle is not None:
            return
        ended = self.session.resign()
        self.after(ended)
        if ended is not None:
            self.port.sound("end")

    def offer_draw(self, data: "dict[str, str]") -> None:
        if self.puzzle is not None:
            return
        self.after(self.session.offer_draw())

    def accept_draw(self, data: "dict[str, str]") -> None:
        ended = self.session.accept_draw()
        self.after(ended)
        if ended is not None:
            self.port.sound("end")

    def decline_draw(self, data: "dict[str, str]") -> None:
        self.after(self.session.decline_draw())

    def pause(self, data: "dict[str, str]") -> None:
        self.session.pause(not self.session.paused)
        self.after(words.paused(self.session.paused))

    def open_new_game(self, data: "dict[str, str] | None" = None, mode: str = "") -> None:
        values = self.session.options.as_dict()
        values["mode"] = mode or values["mode"]
        values["seats"] = list(self.session.options.seats)  # a game of three's, or its default
        you = self.session.lone_person()
        if self.session.options.by_link and you is not None:  # three by link: your colour
            values.update({"mode": mode or THREE_LINK, "human": you, "seats": [PERSON] * 3})
        self.port.fill_new_game(values)
        self.port.show_fields_for(values["mode"])
        self.port.open_dialog("new-game")

    def open_link_mode(self, data: "dict[str, str]") -> None:
        self.open_new_game(data, BY_LINK)

    def play_again(self, data: "dict[str, str]") -> None:
        """Rematch: the same game again, the colours swapped where a player has one."""
        options = Options.from_dict(self.session.options.as_dict())
        options.human = opponent(options.human)
        options.seats = options.seats[-1:] + options.seats[:-1]  # three: each takes the next colour
        self.new_game(options)

    def review_game(self, data: "dict[str, str]") -> None:
        """The result card's Review: the game from its start, move by move; the card is put
        aside."""
        self.banner_closed = True
        sentence = self.session.review_to(0)
        if sentence is None:
            self.render()
        self._review(sentence)
        self.game_review()

    def game_review(self, data: "dict[str, str] | None" = None) -> None:
        """Review the game: the worker analyses every position, one request at a time."""
        if self.ai_state == AI_FAILED:
            return
        why_not = self.desk.start(self.session.game, self.session.ai_iterations)
        if why_not is not None:
            self.port.announce(why_not, "warn")
            return
        if self.ai_state != AI_READY:
            self.start_ai()
            self.port.announce(words.REVIEW_STARTING, "event")
        self._review_next()

    def _review_next(self) -> None:
        """Ask the worker about the review's next position, or say that the review is done.
        While it runs, only the review box's progress is redrawn after each reply, the graph and
        the marks in the move list every few replies (`ReviewDesk.due`), and only once the next
        request is asked: the worker searches while the page draws."""
        was_running = self.desk.running
        request = self.desk.next_request() if self.ai_state == AI_READY else None
        if request is not None:
            self.port.think(request, 0.0)
            screen = Screen()
            if self.desk.due():
                self._move_list(screen)
                self.desk.show(screen, self.session.shown_ply())
            else:
                self.desk.show_progress(screen)
            self.port.show(screen)
            return
        self.render()
        if was_running and not self.desk.running:
            self.port.announce(self.desk.summary(), "event")

    def switch_eval_bar(self, data: "dict[str, str]") -> None:
        """The Chance bar switch: on or off, remembered in this browser."""
        bar = self.eval_bar
        bar.on = not bar.on
        bar.forget()
        self.keeper.store.set(EVAL_KEY, "on" if bar.on else "off")
        self.render_panels()
        self._evaluate()

    def _evaluate(self) -> None:
        """Ask the worker for the shown position's chance when the bar is on and needs it."""
        session = self.session
        if not self.eval_bar.on:
            return
        if self.ai_state == AI_IDLE:
            self.start_ai()
        if self.ai_state != AI_READY:
            return
        if session.friend_to_move():
            return  # no advice while the friend is to move
        shown = session.shown()
        moves = session.texts()[: session.shown_ply()]
        request = self.eval_bar.request(shown, moves, session.ai_iterations)
        if request is not None:
            self.port.think(request, 0.0)

    # -- the guided first game (`tutorial.py`) --------------------------------------------

    def start_tutorial(self, data: "dict[str, str] | None" = None) -> None:
        """Start (or go on with) the guided game; the table as it was comes back after it."""
        self.port.close_dialogs()
        if self.tutorial is None:
            self.tutorial_return = self.session.state()
            self.tutorial = Tutorial.from_text(self.keeper.store.get(TUTOR_KEY))
            self.keeper.store.set(TUTOR_KEY, self.tutorial.text())
        self._tutorial_step(self.tutorial.index)

    def _tutorial_step(self, index: int) -> None:
        tutorial = self.tutorial
        if tutorial is None:
            return
        tutorial.go(index)
        self.desk.forget_unless(Game())
        self.session.new_game(Options(mode=TWO_PLAYERS))
        self.session.game = tutorial.step.game()
        self.after(f"{tutorial.heading()}. {tutorial.step.task}")

    def _tutor_check(self, sentence: str | None) -> str | None:
        """After a move in the guided game: does it do what the step asks? A legal move that
        does not is taken back, and the step says why."""
        tutorial = self.tutorial
        game = self.session.game
        if tutorial is None or tutorial.solved:
            return sentence
        if game.plies != len(tutorial.step.before.split()) + 1:
            return sentence
        move = game.pop()
        why = tutorial.step.check(game, move)
        if why is not None:
            self.session.note = f"{words.tutor_taken_back(str(move))} {why}"
            return self.session.note
        game.push(move)
        tutorial.solve()
        self.keeper.store.set(TUTOR_KEY, tutorial.text())
        praise = words.tutor_solved(tutorial.at_last())
        return f"{sentence} {praise}" if sentence else praise

    def tutorial_next(self, data: "dict[str, str]") -> None:
        """The next step (Skip and Next step), or the end of the guided game after the last."""
        tutorial = self.tutorial
        if tutorial is None:
            return
        if tutorial.at_last():
            self.leave_tutorial(data)
            return
        self._tutorial_step(tutorial.index + 1)

    def leave_tutorial(self, data: "dict[str, str]") -> None:
        finished = self.tutorial is not None and self.tutorial.finished()
        self._leave_tutorial()
        self.after(words.TUTOR_ALL_DONE if finished else words.TUTOR_LEFT)

    def _leave_tutorial(self) -> None:
        """Back to the table as it was before the guided game or a puzzle, if one is on."""
        self._leave_puzzle()
        if self.tutorial is None:
            return
        self.tutorial = None
        state = self.tutorial_return
        self.tutorial_return = None
        if state is not None:
            self.session.load(state)

    def no_tutorial(self, data: "dict[str, str]") -> None:
        """No thanks to the first visit's offer: not offered again (Rules still has it)."""
        self.keeper.store.set(TUTOR_KEY, "")
        self._show_hidden("tutorial-offer")

    def _show_hidden(self, element: str) -> None:
        screen = Screen()
        screen.hidden[element] = True
        self.port.show(screen)

    def _tutorial_panel(self, screen: Screen) -> None:
        tutorial = self.tutorial
        screen.hidden["tutorial"] = tutorial is None
        if tutorial is None:
            return
        screen.hidden["tutorial-offer"] = True
        screen.text["tutorial-title"] = tutorial.heading()
        screen.text["tutorial-task"] = tutorial.step.task
        screen.hidden["tutorial-next"] = not tutorial.solved
        last = tutorial.at_last()
        screen.text["tutorial-next"] = words.TUTOR_FINISH if last else words.TUTOR_NEXT
        screen.text["tutorial-skip"] = words.TUTOR_FINISH if last else words.TUTOR_SKIP
        screen.hidden["tutorial-skip"] = tutorial.solved

    # -- a puzzle from your own game (`puzzle.py`) ------------------------------------------

    def open_puzzle(self, data: "dict[str, str]") -> None:
        """The position before the blunder the board shows, as a puzzle: find the better move.
        The table, the game and its review come back as they were when the player leaves."""
        current = self.desk.review
        judged = self.desk.blunder(self.session.shown_ply())
        if current is None or judged is None or self.desk.running or self.puzzle is not None:
            return
        puzzle = Puzzle(current, judged)
        session = self.session
        state = session.state()
        self.puzzle_return = (state, session.game, current, judged.ply)
        self.puzzle = puzzle
        options = Options.from_dict(state)  # the game's rules and pieces, both sides played here
        options.mode = TWO_PLAYERS
        session.new_game(options)
        session.game = puzzle.game()
        puzzle.before = puzzle.position in solved_keys(self.keeper.store.get(PUZZLE_KEY))
        self.after(puzzle.task())

    def _puzzle_try(self, puzzle: Puzzle) -> "Move | None":
        """The move tried from the puzzle's position, if the board shows the position one move
        after it (None before the try, or once another move follows it)."""
        game = self.session.game
        if game.plies != len(puzzle.moves) + 1:
            return None
        move = game.pop()
        at = game.position() == puzzle.position
        game.push(move)
        return move if at else None

    def _puzzle_check(self, sentence: str | None) -> str | None:
        """After a move in the puzzle: solved, taken back with why, or sent to the worker. A try
        being checked that is no longer on the board (taken back, or followed by a move) is
        forgotten: its answer, when it comes, is for another position."""
        puzzle = self.puzzle
        if puzzle is None or puzzle.solved:
            return sentence
        move = self._puzzle_try(puzzle)
        if puzzle.pending is not None:
            if move is not None and str(move) == puzzle.trying:
                return sentence
            puzzle.pending = None
        if move is None:
            return sentence
        game = self.session.game
        game.pop()
        judged = puzzle.judge(game, move)
        game.push(move)
        if judged is not None:
            return self._puzzle_verdict(puzzle, str(move), judged[0], judged[1])
        # Only a search can tell: the try stays on the board meanwhile.
        if self.ai_state == AI_IDLE:
            self.start_ai()
        if self.ai_state != AI_READY:
            self._puzzle_take_back(puzzle)
            return words.puzzle_failed(str(move), words.PUZZLE_COMPUTER_NOT_READY)
        self.puzzle_asked += 1
        self.port.think(puzzle.request(f"puzzle:{self.puzzle_asked}", str(move)), 0.0)
        return words.puzzle_checking(str(move))

    def _puzzle_reply(self, puzzle: Puzzle, reply: "dict[str, Any]") -> None:
        move = puzzle.trying
        tried = self._puzzle_try(puzzle)
        if tried is None or str(tried) != move:  # (not on the board any more: forgotten)
            puzzle.pending = None
            return
        found = puzzle.verdict(reply)
        if found is None:
            self._puzzle_take_back(puzzle)
            self.after(words.puzzle_failed(move, str(reply.get("error", "no answer"))), "warn")
            return
        sentence = self._puzzle_verdict(puzzle, move, found[0], found[1])
        self.after(sentence, "event" if puzzle.solved else "warn")

    def _puzzle_verdict(self, puzzle: Puzzle, move: str, verdict: str, chance: float) -> str:
        """Solved (remembered in this browser), or the try taken back with why."""
        if verdict in SOLVING:
            puzzle.solved = True
            store = self.keeper.store
            store.set(PUZZLE_KEY, remember(store.get(PUZZLE_KEY), puzzle))
            return words.puzzle_solved(move, verdict, puzzle.mover, chance, puzzle.best)
        self._puzzle_take_back(puzzle)
        shown = puzzle.fell if verdict == PLAYED else chance
        self.session.note = words.puzzle_wrong(move, verdict, puzzle.mover, shown, puzzle.best)
        return self.session.note

    def _puzzle_take_back(self, puzzle: Puzzle) -> None:
        game = self.session.game
        while game.plies > len(puzzle.moves):
            game.pop()

    def puzzle_answer(self, data: "dict[str, str]") -> None:
        """Show the answer: the puzzle's position, the better line as arrows."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        puzzle.answered = True
        puzzle.pending = None
        self._puzzle_take_back(puzzle)
        self.after(words.puzzle_answer(puzzle.line))

    def _puzzle_arrows(self) -> "list[board.Arrow]":
        puzzle = self.puzzle
        if puzzle is None or not puzzle.answered:
            return []
        if self.session.game.plies != len(puzzle.moves):
            return []
        return board.line_arrows(puzzle.line_moves(), "line")

    def _puzzle_panel(self, screen: Screen) -> None:
        puzzle = self.puzzle
        screen.hidden["puzzle"] = puzzle is None
        if puzzle is None:
            return
        screen.text["puzzle-task"] = puzzle.task()
        screen.hidden["puzzle-answer"] = puzzle.solved or puzzle.answered
        # Nothing before the puzzle's position is taken back; nobody resigns or offers a draw
        # in a puzzle, and its hint is Show the answer.
        if self.session.game.plies <= len(puzzle.moves):
            screen.disabled["undo"] = True
        for control in ("resign", "offer-draw", "hint"):
            screen.disabled[control] = True

    def leave_puzzle(self, data: "dict[str, str]") -> None:
        self._leave_puzzle()
        self.after(words.PUZZLE_LEFT)

    def _leave_puzzle(self) -> None:
        """Back to the table, the game (the same object, so its review still belongs to it),
        the review and the move shown, as they were before the puzzle, if one is on."""
        back = self.puzzle_return
        self.puzzle = None
        self.puzzle_return = None
        if back is None:
            return
        state, game, kept, ply = back
        self.session.load(state, game)  # the same game object, not played again
        self.desk.review = kept
        self.session.review_to(ply)

    def stop_review(self, data: "dict[str, str]") -> None:
        self.desk.stop()
        current = self.desk.review
        self.render()
        if current is not None:
            self.port.announce(words.review_stopped(current.done, current.total), "event")

    def start_from_dialog(self, data: "dict[str, str]") -> None:
        options = dialog_options(self.port.read_new_game())
        self.port.close_dialog("new-game")
        self.new_game(options)

    def new_game_changed(self) -> None:
        """A field of the New game dialog changed."""
        self.port.show_fields_for(str(self.port.read_new_game()["mode"]))

    def close_dialog(self, data: "dict[str, str]") -> None:
        self.port.close_dialog(data.get("dialog", ""))

    def dismiss_banner(self, data: "dict[str, str]") -> None:
        self.banner_closed = True
        self.render()

    def open_rules(self, data: "dict[str, str]") -> None:
        if not self.diagrams_drawn:
            self.port.draw_diagrams({name: board.diagram(name) for name in board.DIAGRAM_NAMES})
            self.diagrams_drawn = True
        self.port.open_dialog("rules")

    def review_goto(self, data: "dict[str, str]") -> None:
        self._review(self.session.review_to(int(data["ply"])))

    def review_first(self, data: "dict[str, str]") -> None:
        self._review(self.session.review_to(0))

    def review_back(self, data: "dict[str, str]") -> None:
        self._review(self.session.review_step(-1))

    def review_forward(self, data: "dict[str, str]") -> None:
        self._review(self.session.review_step(1))

    def review_end(self, data: "dict[str, str] | None" = None) -> None:
        self._review(self.session.end_review())

    def ask_branch(self, data: "dict[str, str] | None" = None) -> None:
        """The in-page confirmation before playing on from the reviewed position."""
        session = self.session
        if session.review is None:
            return
        self._show_text(
            {"branch-text": words.branch_question(session.review, session.later_moves())}
        )
        self.port.open_dialog("confirm-branch")

    def branch(self, data: "dict[str, str]") -> None:
        self.port.close_dialog("confirm-branch")
        self.after(self.session.branch())

    def import_open(self, data: "dict[str, str]") -> None:
        length = self.port.value_length("import-text")
        if length > MAX_LENGTH:  # not read: it would not even become a string on MicroPython
            self._refuse_import(words.unchanged(words.too_long_to_open(length)))
            return
        self.import_text(self.port.value("import-text"))

    def dismiss_notice(self, data: "dict[str, str]") -> None:
        self.port.dismiss_notice(data.get("topic", ""))

    def speed_changed(self, speed: str) -> None:
        self.session.set_speed(speed)
        self.render()

    # -- the board: clicks, keys and drags -------------------------------------------------

    def click_board(self, square: int | None, count: int | None) -> None:
        """A click or tap on the board: on ``square`` (``count``: the piece of the stack that
        was clicked takes that many), or off the squares (None)."""
        if self.suppress_click:  # the end of a drag, already handled
            self.suppress_click = False
            return
        if square is None:
            if self.session.cancel():
                self.render()
                self.port.announce(words.PUT_BACK, "event")
            return
        self._click_square(square, count)

    def click_elsewhere(self, on_picker: bool) -> None:
        """A click off the board and the buttons: puts held pieces back (not on the picker)."""
        if self.session.picked is not None and not on_picker:
            self.session.cancel()
            self.render()
            self.port.announce(words.PUT_BACK, "event")

    def _click_square(self, square: int, count: int | None) -> None:
        self.cursor = square
        if self.session.review is not None:
            self.ask_branch()  # a tap on an earlier position: play on from there?
            return
        self.after(self.session.click(square, count), self._kind())

    def focused(self, square: int) -> None:
        """Keyboard focus reached a square."""
        self.cursor = square

    def key(self, key: Key) -> bool:
        """A key press; whether the page should not do its default for it."""
        handler = KEYS.get(key.name)
        if key.command and not (key.in_field or key.dialog_open):
            handler = COMMAND_KEYS.get(key.name)
            return handler is not None and bool(handler(self, key))
        # Not the board's: the player is typing, in a dialog, or using a shortcut.
        if key.in_field or key.dialog_open or key.modified or handler is None:
            return False
        return bool(handler(self, key))

    # The shortcuts: Ctrl/Cmd+Z, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z, H, N and ? (`words.KEYS_HELP`
    # lists every key).

    def _undo_key(self, key: Key) -> bool:
        if key.shift:  # Ctrl/Cmd+Shift+Z
            return self._redo_key(key)
        if self.session.can_undo():
            self.undo({})
        return True

    def _redo_key(self, key: Key) -> bool:
        if self.session.can_redo():
            self.redo({})
        return True

    def _hint_key(self, key: Key) -> bool:
        self.hint()
        return True

    def _new_key(self, key: Key) -> bool:
        self.open_new_game()
        return True

    def _keys_key(self, key: Key) -> bool:
        screen = Screen()
        screen.markup["keys-list"] = panels.keys_list()
        self.port.show(screen)
        self.port.open_dialog("keys")
        return True

    def _escape(self, key: Key) -> bool:
        if self.session.cancel():
            self.render()
            self.port.announce(words.PUT_BACK, "event")
        elif self.session.review is not None:
            self.review_end()
        return False

    def _arrow(self, key: Key) -> bool:
        # Replay: ←/→ step through the moves; on the board the arrows move between squares, so
        # there it takes Shift+←/→.
        if key.name in ("ArrowLeft", "ArrowRight") and (key.square is None or key.shift):
            if key.in_picker:
                return False
            self._review(self.session.review_step(-1 if key.name == "ArrowLeft" else 1))
            return True
        if key.square is None:
            return False
        file_step, rank_step = STEPS[key.name]
        file = min(4, max(0, key.square % 5 + file_step))
        rank = min(4, max(0, key.square // 5 + rank_step))
        self.cursor = file + 5 * rank
        self.port.focus_square(SQUARE_NAMES[self.cursor])
        return True

    def _home(self, key: Key) -> bool:
        if key.square is not None or not self.session.game.plies:
            return False
        self._review(self.session.review_to(0))
        return True

    def _end(self, key: Key) -> bool:
        if key.square is not None or self.session.review is None:
            return False
        self.review_end()
        return True

    def _count(self, key: Key) -> bool:
        count = int(key.name)
        session = self.session
        if session.picked is not None:
            self.after(session.choose_count(count), self._kind())
        elif key.square is not None and session.game.height(key.square):
            self._click_square(key.square, count)
        else:
            return False
        return True

    def _activate(self, key: Key) -> bool:
        if key.square is None:
            return False
        self._click_square(key.square, None)
        self.port.focus_square(SQUARE_NAMES[self.cursor])
        return True

    def pointer_down(
        self,
        button: int,
        square: int | None,
        count: int | None,
        at: "tuple[float, float]",
        pointer: object,
    ) -> None:
        """A press on the board: on a stack, it may become a drag."""
        self.suppress_click = False
        self.drag = None
        session = self.session
        if button != 0 or not session.human_to_move():
            return
        if square is None or not session.game.height(square):
            return
        if count is None and square == session.picked:
            count = session.count
        self.drag = Drag(square, count, at[0], at[1], pointer)

    def pointer_move(self, x: float, y: float) -> bool:
        """The pointer moved; whether the page should not do its default (scrolling)."""
        drag = self.drag
        if drag is None:
            return False
        if not drag.started:
            dx, dy = x - drag.x, y - drag.y
            if dx * dx + dy * dy < DRAG_DISTANCE_SQUARED:
                return False
            drag.started = True
            self.session.pick(drag.origin, drag.count)
            if self.session.picked is None:
                self.drag = None
                return False
            drag.count = self.session.count
            self.render(dragging=True)
            self.port.capture_pointer(drag.pointer)
        self.port.move_ghost(x, y)
        return True

    def pointer_up(self, x: float, y: float) -> None:
        """The pointer was released: a drag drops its pieces on the square under it."""
        drag = self.drag
        self.drag = None
        if drag is None or not drag.started or drag.count is None:
            return
        self.suppress_click = True
        target = self.port.square_at(x, y)
        self.after(self.session.drop(drag.origin, drag.count, target), self._kind())

    def pointer_cancel(self) -> None:
        if self.drag is not None and self.drag.started:
            self.session.cancel()
            self.render()
        self.drag = None


# What each `data-action` does.
ACTIONS: "dict[str, Callable[[Controller, dict[str, str]], None]]" = {
    "count": Controller.choose_count,
    "undo": Controller.undo,
    "redo": Controller.redo,
    "hint": Controller.hint,
    "pause": Controller.pause,
    "resign": Controller.resign,
    "offer-draw": Controller.offer_draw,
    "accept-draw": Controller.accept_draw,
    "decline-draw": Controller.decline_draw,
    "new": Controller.open_new_game,
    "again": Controller.play_again,
    "start": Controller.start_from_dialog,
    "close-dialog": Controller.close_dialog,
    "dismiss": Controller.dismiss_banner,
    "review": Controller.review_game,
    "rules": Controller.open_rules,
    "goto": Controller.review_goto,
    "first": Controller.review_first,
    "back": Controller.review_back,
    "forward": Controller.review_forward,
    "live": Controller.review_end,
    "branch": Controller.ask_branch,
    "branch-confirm": Controller.branch,
    "copy-link": Controller.copy_link,
    "send-move": Controller.send_move,
    "copy-record": Controller.copy_record,
    "download": Controller.download_record,
    "export": Controller.open_export,
    "import": Controller.open_import,
    "import-open": Controller.import_open,
    "dismiss-notice": Controller.dismiss_notice,
    "download-kept": Controller.download_kept,
    "delete-kept": Controller.delete_kept,
    "restore-previous": Controller.restore_previous,
    "link-mode": Controller.open_link_mode,
    "game-review": Controller.game_review,
    "stop-review": Controller.stop_review,
    "eval-switch": Controller.switch_eval_bar,
    "review-export": Controller.open_export,
    "tutorial": Controller.start_tutorial,
    "tutorial-next": Controller.tutorial_next,
    "tutorial-leave": Controller.leave_tutorial,
    "tutorial-no": Controller.no_tutorial,
    "puzzle": Controller.open_puzzle,
    "puzzle-answer": Controller.puzzle_answer,
    "puzzle-leave": Controller.leave_puzzle,
    "play-here": Controller.play_here,
}

# What each key does (`Key.name`, as the browser names it): whether it was the page's.
KEYS: "dict[str, Callable[[Controller, Key], bool]]" = {
    "Escape": Controller._escape,
    "ArrowLeft": Controller._arrow,
    "ArrowRight": Controller._arrow,
    "ArrowUp": Controller._arrow,
    "ArrowDown": Controller._arrow,
    "Home": Controller._home,
    "End": Controller._end,
    "1": Controller._count,
    "2": Controller._count,
    "3": Controller._count,
    "4": Controller._count,
    "Enter": Controller._activate,
    " ": Controller._activate,
    "Spacebar": Controller._activate,
    "h": Controller._hint_key,
    "H": Controller._hint_key,
    "n": Controller._new_key,
    "N": Controller._new_key,
    "?": Controller._keys_key,
}
# What each key does with Ctrl (Cmd on a Mac) held.
COMMAND_KEYS: "dict[str, Callable[[Controller, Key], bool]]" = {
    "z": Controller._undo_key,
    "Z": Controller._undo_key,
    "y": Controller._redo_key,
    "Y": Controller._redo_key,
}
