"""The table in the page: what each click, key, drag and worker reply does, for any game.

The page (`app.dom`) calls this controller with plain values: a clicked button's action and its
``data-*`` attributes, a cell, a key, pointer coordinates, a worker's reply. The controller
decides, through the `Table`, the `Keeper` (autosave and kept games), the `Broker` (every
question to the computer) and the features, and answers through the *port* (`table.port`), so
everything here is tested without a browser, with a fake port and a dict for storage.

Actions (``data-action``) are dispatched by one table built from the controller's own and its
features'; keys and the pointer by `table.input`.
"""

import json

from table import helping, keeping, keeping_words, links, transfer, view, words
from table import seats as seating
from table import state as layout
from table.broker import Broker
from table.chance_bar import ChanceBar
from table.guide import Guide
from table.hint import TOPIC as HINT
from table.hint import Hint
from table.input import Input
from table.model import AI_FAILED, AI_IDLE, AI_LOADING, AI_READY, Table
from table.offers import Offers
from table.puzzle_desk import PuzzleDesk
from table.reviewing import Reviewing
from table.screen import Notice, Screen
from table.sharing import Sharing

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from table.model import Spec
    from table.port import Port

# The computer's move, as the broker names its topic.
MOVE = "move"


def query_hooks(query: str) -> "dict[str, int]":
    """The test hooks in a page URL's query, e.g. ``?ai-iterations=50&ai-seed=3``: a fixed
    iteration budget and seed for every AI request, so that tests are quick and reproducible.
    Anything else in the query is ignored; so are values that are not whole numbers."""
    hooks: dict[str, int] = {}
    for item in query.lstrip("?").split("&"):
        name, _, value = item.partition("=")
        if name in ("ai-iterations", "ai-seed") and value.isdigit():
            hooks[name] = int(value)
    return hooks


class Controller:
    """The table in the page (see the module's description)."""

    def __init__(self, port: "Port", store: "keeping.Store", now: "Any", spec: "Spec") -> None:
        self.spec = spec
        self.port = port
        self.table = Table(spec)
        self.keeper = keeping.Keeper(store, now, spec)
        self.broker = Broker()
        self.ai_state = AI_IDLE
        # The tests' hooks: a fixed iteration budget (and seed) for every question.
        self.iterations: int | None = None
        self.seed: int | None = None
        self.diagrams_drawn = False
        # The key (`view.board_key`) of the board the page shows: at first the build's
        # (`tools/prerender.py`), which stays until the table has another board to show.
        self.board_shown = port.drawn_board()
        self.tab_notice = False  # the "Play here" notice is shown
        # The moves the move list shows, and its shape (`view.move_list`); None until drawn.
        self.listed: Any = None
        self.listed_shape: Any = (0, None, [], False)
        self.listed_step: object = None
        self.listed_game: object = None
        self.hint = Hint(self)
        self.chances = ChanceBar(self)
        self.reviewing = Reviewing(self)
        self.puzzles = PuzzleDesk(self, self.reviewing)
        self.guide = Guide(self)
        self.offers = Offers(self)
        self.sharing = Sharing(self)
        self.input = Input(self)
        self.actions: dict[str, Callable[[dict[str, str]], None]] = {
            "count": self.hand_action,
            "choose": self.hand_action,
            "undo": self.undo,
            "redo": self.redo,
            "pause": self.pause,
            "help-switch": self.switch_help,
            "new": self.open_new_game,
            "link-mode": lambda data: self.open_new_game(data, link=True),
            "start": self.start_from_dialog,
            "close-dialog": self.close_dialog,
            "rules": self.open_rules,
            # Replay: the move list's moves and the buttons over the board.
            "goto": lambda data: self._review(self.table.review_to(int(data["ply"]))),
            "first": lambda data: self._review(self.table.review_to(0)),
            "back": lambda data: self._review(self.table.review_step(-1)),
            "forward": lambda data: self._review(self.table.review_step(1)),
            "live": self.review_end,
            "branch": self.ask_branch,
            "branch-confirm": self.branch,
            "dismiss-notice": self.dismiss_notice,
            "restore-previous": self.restore_previous,
            "play-here": self.play_here,
            "ai-retry": self.ai_retry,
            "ai-play-on": self.ai_play_on,
        }
        for feature in self.features():
            self.actions.update(feature.actions)

    def features(self) -> "list[Any]":
        return [
            self.hint,
            self.chances,
            self.reviewing,
            self.puzzles,
            self.guide,
            self.offers,
            self.sharing,
        ]

    # -- start -----------------------------------------------------------------------------

    def start(self, query: str, test_state: str | None, address: str) -> None:
        """Open the page: the saved game, then a link in ``address``. The tests' hooks
        (``query``, and ``test_state``: a table's state as JSON text, opened over the saved
        game) are given only when the tests enabled them (`app.dom`), never to a player."""
        hooks = query_hooks(query)
        self.iterations = hooks.get("ai-iterations")
        self.seed = hooks.get("ai-seed")
        state, notice = self.keeper.resume()
        if notice is not None:
            self.port.notice(notice)
        if state is not None:
            self._adopt_state(state)
        if test_state is not None:
            self._open_test_state(test_state)
        screen = Screen()
        # The guided game is offered once, to a first visit with nothing to resume.
        first_visit = state is None and test_state is None and "#" not in address
        screen.hidden["tutorial-offer"] = not (first_visit and self.guide.offered())
        view.dialog_choices(self, screen)
        self.port.show(screen)
        self.open_link(address, True)
        self.after(None)  # a restored table may start with a forced pass
        if self.ai_state == AI_IDLE:
            self._ai_status("idle", words.AI_IDLE)

    def _adopt_state(self, state: "dict[str, Any]") -> None:
        self.adopt(layout.read(self.spec, state))

    def _open_test_state(self, text: str) -> None:
        """The tests' table, read like any other; the game it replaces is kept as the
        previous game, and one that cannot be read leaves the page as it was, saying why."""
        try:
            opened = layout.read(self.spec, json.loads(text))
        except (ValueError, TypeError) as error:  # the engine's errors are ValueErrors too
            self.port.notice(Notice(keeping_words.bad_test_state(str(error)), [], "warn"))
            return
        new = layout.write(opened)
        ok, notice = self.keeper.replace(layout.write(self.table), new, "the test state")
        if notice is not None:
            self.port.notice(notice)
        if ok:
            self.load(opened)

    # -- showing ---------------------------------------------------------------------------

    def render(self, dragging: bool = False) -> None:
        table = self.table
        screen = view.panels(self)
        view.board(self, screen, dragging)
        # A move just played sounds, if the player turned sound on: the end or a move (a
        # removal, when it removed a stack).
        sound = ""
        if table.fresh and table.review is None:
            sound = "end" if table.over else "removal" if table.flash is not None else "move"
        table.fresh = False  # the arriving pieces drop in once, not at every re-render
        self.port.show(screen)
        if sound:
            self.port.sound(sound)
        if sound == "end":  # the result card, under the board on a phone: scrolled into view
            self.port.reveal("banner")
        self._tab_notice()
        flash = table.flash
        if flash is not None:
            table.flash = None
            self.port.flash(self.spec.flash_markup(flash))
        self.autosave()

    def render_panels(self) -> None:
        """Show everything but the board (whose pieces may still be moving into place)."""
        self.port.show(view.panels(self))
        self.autosave()

    def draw_move_list(self, screen: Screen) -> None:
        view.move_list(self, screen)

    def _tab_notice(self) -> None:
        """The "Play here" notice, while another tab plays this game against the computer."""
        elsewhere = self.table.played_elsewhere()
        if elsewhere == self.tab_notice:
            return
        self.tab_notice = elsewhere
        if elsewhere:
            actions = [("play-here", words.PLAY_HERE)]
            self.port.notice(Notice(words.PLAYED_ELSEWHERE, actions, "info", "tab", lasts=0))
        else:
            self.port.dismiss_notice("tab")

    def after(self, sentence: str | None, kind: str = "event") -> None:
        """After anything changed the table: lesson checks, forced passes, render, announce,
        and whatever the computer is to be asked."""
        if not self.table.moving:
            self.broker.cancel(MOVE)  # undone, paused or reviewed meanwhile
        sentence = self.guide.check(sentence)
        sentence = self.puzzles.check(sentence)
        sentences = [sentence] if sentence else []
        while True:
            passed = self.table.forced_pass()
            if not passed:
                break
            sentences.append(passed)
        for feature in (self.hint, self.offers):
            feature.changed()
        self.render()
        if sentences:
            self.port.announce(" ".join(sentences), kind)
        self.pump()
        self.chances.changed()

    def in_puzzle(self) -> bool:
        return self.puzzles.puzzle is not None

    def in_lesson(self) -> bool:
        return self.guide.back is not None

    def put_result_aside(self) -> None:
        self.offers.card_aside = True

    def leave_puzzle(self) -> None:
        self.puzzles.close()

    def leave_lessons(self) -> None:
        """Back to the player's own table from the guided game or a puzzle, if one is on."""
        self.puzzles.close()
        self.guide.close()

    # -- keeping games ---------------------------------------------------------------------

    def autosave(self) -> None:
        if self.in_lesson() or self.in_puzzle():
            return  # the guided game's and a puzzle's positions are not the player's game
        line, notice = self.keeper.autosave(layout.write(self.table))
        if notice is not None:
            self.port.notice(notice)
        if line is not None:
            ok = line == keeping.SAVED
            screen = Screen()
            screen.text["autosave"] = keeping_words.autosave_line(ok)
            screen.attributes.append(("autosave", "data-state", line))
            self.port.show(screen)
            if ok:
                self.port.dismiss_notice("storage")
            elif notice is None or notice.topic != "storage":
                self.port.notice(
                    Notice(keeping_words.NOT_SAVED, keeping.SAVE_ACTIONS, "warn", "storage")
                )

    def adopt(self, table: Table) -> None:
        """Put ``table`` at the table in place of the current one: the tab and the hooks go
        on, every question asked for the old one is stale."""
        table.elsewhere = self.table.elsewhere
        self.table = table
        self.broker.cancel(MOVE)
        self.broker.cancel(HINT)
        self.offers.card_aside = False

    def load(self, table: Table) -> None:
        """The player's table becomes ``table`` (a guided game or puzzle on is left)."""
        self.guide.back = None
        self.puzzles.puzzle = self.puzzles.back = None
        self.adopt(table)

    def new_game(self, options: "Any" = None, seats: "tuple[str, ...] | None" = None) -> None:
        """Start again; an unfinished game with moves is kept as the previous game."""
        self.leave_lessons()
        ok, notice = self.keeper.new_game(layout.write(self.table), self.table.over)
        if notice is not None:
            self.port.notice(notice)
        if not ok:
            self.port.announce(notice.text if notice else "", "warn")
            return
        table = Table(self.spec, options or self.table.options, seats or self.table.seats)
        table.speed = self.table.speed
        table.help = helping.chosen(self.keeper, table.seats)
        self.adopt(table)
        self.after(words.new_game(table.status_turn()))

    def replace_game(self, table: Table, kind: str) -> None:
        """Open another game (``kind``: `transfer.RECORD`, `POSITION` or `LINK`); the game it
        replaces is kept as the previous game unless the new one continues it."""
        self.leave_lessons()  # the game it replaces is the player's, not the guided one
        what = words.OPENED_WHAT[kind]
        ok, notice = self.keeper.replace(layout.write(self.table), layout.write(table), what)
        if notice is not None:
            self.port.notice(notice)
        if not ok:
            self.port.announce(notice.text if notice else "", "warn")
            return
        self.load(table)
        self.after(transfer.opened_sentence(table, kind))

    def open_link(self, address: str, on_start: bool) -> None:
        """Open the game in the address's fragment, if there is one, then remove it (so a
        reload resumes the game as it goes on, not the link's)."""
        fragment = links.fragment(address)
        marker = self.spec.link.MARKER
        if not fragment.startswith(marker):
            # Fields that do not begin as this game's links do: refused, not silently ignored.
            reason = transfer.other_game(self.spec, fragment) or links.not_a_game(fragment, marker)
            if reason is not None:
                self._refuse_link(reason, on_start)
            return
        try:
            opened = links.read(self.spec, fragment)
        except links.LinkError as error:
            self._refuse_link(str(error), on_start)
            return
        self.port.clear_fragment()
        self.replace_game(opened, transfer.LINK)

    def link_too_long(self, length: int, on_start: bool) -> None:
        """The address's fragment is far too long to be a game: the page did not read it (it
        would not even become a string on MicroPython)."""
        self._refuse_link(links.too_long(length), on_start)

    def _refuse_link(self, reason: str, on_start: bool) -> None:
        """A link the page cannot open: the player is told why, and it is removed from the
        address, so that a reload resumes the game."""
        self.port.clear_fragment()
        unopenable = keeping_words.link_unopenable(reason)
        self.port.notice(Notice(keeping_words.unchanged(unopenable), [], "warn"))
        if not on_start:
            self.port.announce(unopenable, "warn")

    def tab_changed(self, state: str) -> None:
        """Which tab plays the game (web/tabs.js): ``"owner"`` (this one) or ``"elsewhere"``."""
        elsewhere = state == "elsewhere"
        if elsewhere != self.table.elsewhere:
            self.table.set_elsewhere(elsewhere)
            if elsewhere:
                self.broker.cancel(MOVE)
            self.after(None)

    def play_here(self, data: "dict[str, str]") -> None:
        self.port.claim_tab()

    def address_changed(self, address: str) -> None:  # a link was opened in this tab
        self.port.close_dialogs()
        self.open_link(address, False)

    def storage_changed(self, key: str | None, text: str | None) -> None:
        """Another tab of this page saved a game: show it here too."""
        state, notice = self.keeper.other_tab(key, text, layout.write(self.table))
        if notice is not None:
            self.port.notice(notice)
        if state is not None:
            self.load(layout.read(self.spec, state))
            self.after(words.OTHER_TAB)

    def restore_previous(self, data: "dict[str, str]") -> None:
        self.leave_lessons()
        try:
            current = layout.write(self.table)
            state, notice = self.keeper.restore_previous(current, data.get("key", ""))
        except keeping.KeepingError as error:
            if data.get("key"):  # from the Open dialog's list: said there
                self.sharing.recent_refused(str(error))
            else:
                self.port.notice(Notice(str(error), [], "warn"))
            return
        self.load(layout.read(self.spec, state))
        self.port.close_dialog("import")
        self.port.notice(notice)
        self.after(keeping_words.back_to_previous(self.table.status_turn(self.ai_state)))

    # -- the computer ----------------------------------------------------------------------

    def ask(
        self,
        topic: str,
        request: "dict[str, Any]",
        on_reply: "Callable[[dict[str, Any]], None]",
        delay: float = 0.0,
    ) -> None:
        if self.seed is not None and "seed" not in request:
            request["seed"] = self.seed
        self.port.think(self.broker.ask(topic, request, on_reply), delay)

    def pump(self) -> None:
        """Ask the computer for a move when it is its turn and nothing is asked; start it
        first when the computer plays at this table."""
        table = self.table
        if self.ai_state == AI_IDLE and table.needs_ai():
            self.start_ai()
        if self.ai_state != AI_READY or table.moving or not table.ai_to_move():
            return
        table.moving = True
        self.render_panels()
        self.ask(MOVE, self.move_request(), self._move_reply, table.delay())

    def move_request(self, hint: bool = False) -> "dict[str, Any]":
        """The computer's move (or a hint) asked at the tests' fixed budget, else its level."""
        table = self.table
        request = self.spec.request(table.game, table.texts())
        if self.iterations is not None:
            request["iterations"] = self.iterations
        else:
            request["level"] = table.level_to_move(hint)
        return request

    def _move_reply(self, reply: "dict[str, Any]") -> None:
        table = self.table
        if not table.moving:
            return  # interrupted meanwhile (undone, paused, reviewed)
        table.moving = False
        if not reply.get("ok"):
            self.after(table.ai_failed(str(reply.get("error", words.NO_REASON))), "error")
            return
        if reply.get("position") != table.game.position() or not table.ai_to_move():
            return  # asked about another position
        sentence = table.take_move(str(reply.get("move")))
        self.after(sentence, "error" if table.ai_error else "event")

    def wants(self, request: "dict[str, Any]") -> bool:
        """Whether a request is still to be asked (not undone, paused or replaced meanwhile)."""
        topic = self.broker.topic_of(request.get("id"))
        if topic is None or (topic == MOVE and not self.table.moving):
            return False
        return self.ai_state == AI_READY

    def ai_replied(self, reply: "dict[str, Any]", elapsed_ms: float | None = None) -> None:
        if self.broker.deliver(reply) == MOVE and elapsed_ms is not None:
            self.port.mark("ai-ms", str(round(elapsed_ms)))

    def ai_lost(self, request: "dict[str, Any]", reason: str) -> None:
        """The worker failed while answering ``request`` (``reason``: the error's message): the
        player is told, as for a move it could not find, and keeps the game."""
        self.ai_replied({"id": request["id"], "ok": False, "error": reason})

    def start_ai(self) -> None:
        """Start the AI worker, once, when it is first needed (not to compete with the page's
        own start)."""
        if self.ai_state != AI_IDLE:
            return
        self.ai_state = AI_LOADING
        self._ai_status("loading", words.AI_STARTING)
        self.port.start_ai()

    def ai_ready(self) -> None:
        """The worker has answered: it can move (even after `ai_waited` gave up on it)."""
        self.ai_state = AI_READY
        self._ai_status("ready", words.AI_READY)
        # Not the board: nothing on it waits for the computer, and drawing it again was most
        # of the longest task after the board is playable (docs/measurements.md).
        self.render_panels()
        self.pump()
        self.reviewing.ready()
        self.chances.ready()
        self.hint.ready()

    def ai_broke(self, reason: str) -> None:  # the worker failed to start
        self.ai_failed(words.ai_failed_to_load(reason))

    def ai_failed(self, message: str) -> None:
        """The worker did not start: the player is told, and offered to try again or to play
        on with a person in each computer's seat (`view.panels` shows the offers)."""
        self.ai_state = AI_FAILED
        self._ai_status("error", message)
        self.render()
        # Said aloud when it holds the game up, or a hint the player waits for.
        if self.table.ai_to_move() or self.hint.waits():
            self.port.announce(message, "error")

    def ai_retry(self, data: "dict[str, str]") -> None:
        if self.ai_state != AI_FAILED:
            return
        self.ai_state = AI_LOADING
        self._ai_status("loading", words.AI_STARTING)
        self.render()
        self.port.start_ai()

    def ai_play_on(self, data: "dict[str, str]") -> None:
        """Play on without the computer: a person at this device takes each of its seats."""
        table = self.table
        if self.ai_state != AI_FAILED or not table.needs_ai():
            return
        table.seats = seating.played_here(table.seats)
        self.after(words.PLAYING_ON)

    def ai_waited(self, seconds: int, deadline: float) -> bool:
        """The worker has not answered after ``seconds``; whether to go on waiting. A worker
        whose runtime cannot be fetched or compiled hangs without an error."""
        if self.ai_state != AI_LOADING:
            return False
        if seconds < deadline:
            screen = Screen()
            screen.text["ai-status-text"] = words.ai_loading(seconds)
            self.port.show(screen)
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
        handler = self.actions.get(action)
        if handler is not None:
            self.stirred(action)
            handler(data)

    def stirred(self, action: str = "") -> None:
        """The player pressed a button (its ``action``), a key the page acts on, or tapped the
        page: a notice that a game was kept goes (on a phone it lay over New game and Rules),
        and Resign's question lapses unless this is its answer."""
        self.port.dismiss_notice(keeping.KEPT)
        self.offers.stirred(action)

    def hand_action(self, data: "dict[str, str]") -> None:
        self.after(self.spec.hand_action(self.table, data), self.input.kind())
        if data.get("kind") == "pass":  # the pass that ends the game asks in a row of its own:
            self.port.reveal("count-picker")  # whole on a phone (it ended 18 px under 640)

    def undo(self, data: "dict[str, str]") -> None:
        if self.puzzles.holds_undo():
            return  # nothing before the puzzle's position is taken back
        self.after(self.table.undo())

    def redo(self, data: "dict[str, str]") -> None:
        self.after(self.table.redo())

    def pause(self, data: "dict[str, str]") -> None:
        table = self.table
        table.pause(not table.paused)
        if table.paused:
            self.broker.cancel(MOVE)
        self.after(words.paused(table.paused))

    def switch_help(self, data: "dict[str, str]") -> None:
        """Computer help (Hint, the chance bar) on or off for this game: said in the mode line,
        kept with the game and sent in its links, and the player's choice for new games like
        it (`table.helping`). Off, a hint shown goes."""
        table = self.table
        table.help = not table.help
        helping.remember(self.keeper, table.seats, table.help)
        if not table.help:
            table.hint = ""
            table.hint_line = []
            self.broker.cancel(HINT)
        self.after(words.help_switched(table.help))

    def speed_changed(self, speed: str) -> None:
        self.table.set_speed(speed)
        self.render()

    def open_new_game(self, data: "dict[str, str] | None" = None, link: bool = False) -> None:
        """The New game dialog, filled for a game like this one (``link``: with friends' seats
        by link, to play a friend far away)."""
        table = self.table
        seats = seating.link_seats(len(table.colours)) if link else table.seats
        self.port.fill_new_game(self.spec.options.dialog_values(table.options, seats, table.speed))
        self.new_game_changed()
        self.port.open_dialog("new-game")

    def _dialog_seats(self, values: "dict[str, str]") -> "tuple[str, ...]":
        players = self.spec.options.dialog_players(values)
        return tuple(values.get(f"seat-{index}", seating.PERSON) for index in range(players))

    def new_game_changed(self) -> None:
        """A field of the New game dialog changed: show the fields its choices use."""
        values = self.port.read_new_game()
        seats = self._dialog_seats(values)
        screen = Screen()
        screen.hidden.update(self.spec.options.dialog_hidden(values))
        screen.hidden["ng-speed-field"] = not seating.computers_only(seats)
        screen.hidden["ng-link-note"] = not seating.by_link(seats)
        screen.hidden["new-game-error"] = True  # said of the choices before
        self.port.show(screen)

    def start_from_dialog(self, data: "dict[str, str]") -> None:
        values = self.port.read_new_game()
        try:
            options = self.spec.options.dialog_options(values)
            seats = self._dialog_seats(values)
            Table(self.spec, options, seats)  # seats that cannot play together are refused
        except ValueError as error:
            screen = Screen()
            screen.text["new-game-error"] = words.cannot_start(str(error))
            screen.hidden["new-game-error"] = False
            self.port.show(screen)
            return
        self.port.close_dialog("new-game")
        speed = values.get("speed", "")
        self.table.speed = speed if speed in seating.SPEEDS else seating.DEFAULT_SPEED
        self.new_game(options, seats)

    def close_dialog(self, data: "dict[str, str]") -> None:
        self.port.close_dialog(data.get("dialog", ""))

    def open_rules(self, data: "dict[str, str]") -> None:
        if not self.diagrams_drawn:
            names = self.spec.diagram_names
            self.port.draw_diagrams({name: self.spec.diagram(name) for name in names})
            self.diagrams_drawn = True
        self.port.open_dialog("rules")

    def dismiss_notice(self, data: "dict[str, str]") -> None:
        self.port.dismiss_notice(data.get("topic", ""))

    # -- replay ----------------------------------------------------------------------------

    def _review(self, sentence: str | None) -> None:
        if sentence:
            self.after(sentence)

    def review_end(self, data: "dict[str, str] | None" = None) -> None:
        self._review(self.table.end_review())

    def ask_branch(self, data: "dict[str, str] | None" = None) -> None:
        table = self.table
        if table.review is None:
            return
        screen = Screen()
        screen.text["branch-text"] = words.branch_question(table.board_ply(), table.later_moves())
        self.port.show(screen)
        self.port.open_dialog("confirm-branch")

    def branch(self, data: "dict[str, str]") -> None:
        self.port.close_dialog("confirm-branch")
        self.after(self.table.branch())

    # -- the page's own events, handed on --------------------------------------------------

    def copied(self, what: str, status: str, ok: bool) -> None:
        self.sharing.copied(what, status, ok)

    def import_file(self, name: str, size: float) -> bool:
        return self.sharing.import_file(name, size)

    def import_file_read(self, name: str, text: str | None, reason: str = "") -> None:
        self.sharing.import_file_read(name, text, reason)
