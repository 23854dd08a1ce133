"""The Kitty Stack Tower page's decisions, in plain Python (tested in CPython and MicroPython).

The page (kitty/ui/page.py, the only module that touches the DOM) hands it what the player did
(a cell clicked, a key, a button's ``data-action``) and shows what `screen()` returns; it never
decides anything itself. Storage is any object with ``get(key)`` and ``set(key, value)``.

Playing: in the placement phase a click on an empty cell places a piece. In play, a click on one
of your stacks picks it and marks its targets (S stack, F flip, D disassemble, and where a flip
lands); a click on a target makes the action, or, when several actions act on it, offers them
to choose. Any other try is answered with the engine's own reason.
"""

import json

from kitty import record
from kitty.errors import KittyError
from kitty.game import COLOURS, Game
from kitty.moves import DISASSEMBLE, FLIP, PASS, PLACE, STACK, Move
from kitty.ui import board
from search.levels import LEVEL_NAMES

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

    class Store(Protocol):
        def get(self, key: str) -> str | None: ...
        def set(self, key: str, value: str) -> bool: ...


KEY = "mixtour.kitty.game.v1"  # the autosaved game: JSON of the record and the seats
UNREADABLE_KEY = "mixtour.kitty.unreadable.v1"  # a saved game that could not be read, kept
NAMES = {"red": "Red", "yellow": "Yellow", "blue": "Blue", "green": "Green"}
ACTION_NAMES = {STACK: "Stack onto", FLIP: "Flip", DISASSEMBLE: "Disassemble"}
CHOICE_KEYS = {"s": STACK, "f": FLIP, "d": DISASSEMBLE}
PERSON = "person"
# A seat is a person or the computer at a level (`search.levels`, which the AI worker reads too).
LEVELS = LEVEL_NAMES
SEATS = (PERSON,) + LEVELS  # noqa: RUF005 (MicroPython has no unpacking in displays)
RECORD_FILE = "kitty-stack-tower.txt"
PLACES = ("1st", "2nd", "3rd", "4th")


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Screen:
    """What the page shows: markup and text by part, which buttons are off, and requests
    (open a dialog with the record, download a file)."""

    __slots__ = (
        "board",
        "choice",
        "dialog",
        "disabled",
        "download",
        "message",
        "message_kind",
        "moves",
        "players",
        "position",
        "record",
        "result",
        "status",
    )

    def __init__(self) -> None:
        self.board = ""
        self.status = ""
        self.players = ""
        self.moves = ""
        self.choice = ""
        self.message = ""
        self.message_kind = "info"
        self.position = ""
        self.result = ""
        self.disabled: dict[str, bool] = {}
        self.dialog = ""
        self.record = ""
        self.download: tuple[str, str] | None = None


class Controller:
    """One table of Kitty Stack Tower: the game, its seats, the picked stack, undo and redo."""

    def __init__(self, store: "Store") -> None:
        self.store = store
        self.game = Game(2)
        self.seats = [PERSON, PERSON]
        self.redo: list[Move] = []
        self.picked = -1
        self.choice: list[Move] = []
        self.cursor = self.game.board.rows[self.game.board.side - 1][self.game.board.side - 1]
        self.message = ""
        self.message_kind = "info"
        self._dialog = ""
        self._download: tuple[str, str] | None = None
        self.asked = 0  # the id of the last request to the computer
        self.changes = 0  # counts every change of the game, so a request is sent once
        self._asked_at = -1  # self.changes when the last request was made
        self.ai = "off"  # the worker: off, starting, ready or broken

    # --- starting, saving -----------------------------------------------------------------

    def start(self) -> None:
        """Resume the autosaved game, or keep a new one; an unreadable save is kept aside."""
        text = self.store.get(KEY)
        if text is None:
            self.message = "A new game: Red places first. Open New game to change the players."
            return
        try:
            saved = json.loads(text)
            game = record.read(saved["record"])
            seats = [str(seat) for seat in saved["seats"]]
            if len(seats) != len(game.players) or any(seat not in SEATS for seat in seats):
                raise KittyError("the seats do not match the players")
        except (ValueError, KeyError, TypeError) as error:  # KittyError is a ValueError
            self.store.set(UNREADABLE_KEY, text)
            self._say(
                f"Your saved game could not be read ({error}); it is kept in this browser under"
                f" {UNREADABLE_KEY}, and a new game begins.",
                "error",
            )
            return
        self._begin(game, seats)
        self.message = f"Welcome back: your game is resumed after {len(game.moves)} moves."

    def _save(self) -> None:
        self.changes += 1
        state = {"record": record.write(self.game), "seats": self.seats}
        if not self.store.set(KEY, json.dumps(state)):
            self._say("This browser would not save the game (storage is off or full).", "error")

    def _begin(self, game: Game, seats: "list[str]") -> None:
        self.changes += 1
        self.game = game
        self.seats = seats
        self.redo = []
        self._drop()
        side = game.board.side
        self.cursor = game.board.rows[side - 1][side - 1]

    def _say(self, text: str, kind: str = "info") -> None:
        self.message = text
        self.message_kind = kind

    def _drop(self) -> None:
        self.picked = -1
        self.choice = []

    # --- playing ---------------------------------------------------------------------------

    def _play(self, move: Move) -> None:
        mover = NAMES[self.game.turn]
        text = self.game.format_move(move)
        self.game.push(move)
        self.redo = []
        self._drop()
        self._say(f"{mover} played {text}.")
        self._save()

    def click(self, name: str) -> None:
        """A click (or Enter) on the cell called `name`."""
        game = self.game
        cell = game.board.cell(name)
        if cell < 0:
            return
        self.cursor = cell
        if game.is_over:
            self._say("The game is over: start a new game, or undo to play on from earlier.")
            return
        if self._computer_to_move():
            self._say(f"It is the computer's turn ({NAMES[game.turn]}): a moment.")
            return
        if game.phase == "setup":
            move = Move(PLACE, cell)
            reason = game.why_illegal(move)
            if reason is None:
                self._play(move)
            else:
                self._say(f"You cannot place on {name}: {reason}.", "error")
            return
        if self.picked >= 0:
            chosen = [m for m in game.legal_moves() if m.source == self.picked and m.target == cell]
            if len(chosen) == 1:
                self._play(chosen[0])
                return
            if chosen:
                self.choice = chosen
                self._say(f"Several actions act on {name}: choose one.")
                return
            if cell == self.picked:
                self._drop()
                self._say("Put down: pick a stack.")
                return
        if game.owner(cell) == COLOURS.index(game.turn):
            self.picked = cell
            self.choice = []
            if any(m.source == cell for m in game.legal_moves()):
                self._say(
                    f"Picked {name}: choose a marked target (S stack, F flip, D disassemble)."
                )
            else:
                self._say(f"The stack on {name} has no action now: pick another, or pass.")
            return
        if self.picked >= 0:
            self._say(self._why_not(self.picked, cell), "error")
            return
        reason = game.why_illegal(Move(STACK, cell, cell))
        self._say(f"You cannot pick {name}: {reason}.", "error")

    def _why_not(self, source: int, target: int) -> str:
        """Why no action of `source` acts on `target`, in the engine's words."""
        game = self.game
        names = game.board.names
        reasons = []
        for kind in (STACK, FLIP, DISASSEMBLE):
            reason = game.why_illegal(Move(kind, source, target))
            if reason is not None and reason not in reasons:
                reasons.append(reason)
        if len(reasons) == 1:
            return f"{names[source]} cannot act on {names[target]}: {reasons[0]}."
        kinds = ("stack", "flip", "disassemble")
        said = "; ".join(f"{kind}: {reason}" for kind, reason in zip(kinds, reasons))  # noqa: B905
        return f"{names[source]} cannot act on {names[target]}. {said[0].upper()}{said[1:]}."

    def choose(self, kind: str) -> None:
        """One of the actions offered when several act on the same target."""
        for move in self.choice:
            if move.kind == kind:
                self._play(move)
                return

    def act(self, action: str, data: "dict[str, str]") -> None:
        """A button: ``pass``, ``undo``, ``redo``, ``choose``, ``cancel``, ``new``, ``export``,
        ``download``, ``import`` (the record in ``data['text']``), ``rules``."""
        self._dialog = ""
        if action == "pass":
            if self._computer_to_move():
                self._say(f"It is the computer's turn ({NAMES[self.game.turn]}): a moment.")
            elif can_pass(self.game):
                self._play(Move(PASS))
            else:
                self._say("You can pass only once every piece is placed.", "error")
        elif action == "undo":
            self.undo()
        elif action == "redo":
            self.redo_move()
        elif action == "choose":
            self.choose(data.get("kind", ""))
        elif action == "cancel":
            self._drop()
            self._say("Put down: pick a stack.")
        elif action == "new":
            self.new_game(data)
        elif action == "export":
            self._dialog = "record"
        elif action == "download":
            self._download = (RECORD_FILE, record.write(self.game))
        elif action == "import":
            self.open_record(data.get("text", ""))

    def undo(self) -> None:
        """Take back the last move, and the computers' moves before it, back to a person's turn
        (or the start); one move when every seat is the computer's."""
        if not self.game.moves:
            return
        taken: list[str] = []
        people = PERSON in self.seats  # with computers only, one move at a time
        while self.game.moves and (not taken or (people and self._computer_to_move())):
            move = self.game.pop()
            self.redo.append(move)
            taken.insert(0, self.game.format_move(move))
        self._drop()
        self._say(f"Took back {' '.join(taken)}.")
        self._save()

    def redo_move(self) -> None:
        if not self.redo:
            return
        move = self.redo.pop()
        self.game.push(move)
        self._drop()
        self._say(f"Played {self.game.format_move(move)} again.")
        self._save()

    def new_game(self, data: "dict[str, str]") -> None:
        """A new game from the New game form: ``players``, ``side`` (0 for the usual),
        ``setup`` (``placement`` or ``random``) and ``seed`` (random setup)."""
        try:
            players = int(data.get("players", "2"))
            side = int(data.get("side", "0"))
            seed = int(data.get("seed", "0")) if data.get("setup") == "random" else None
            game = Game(players, side, seed, cards=False)  # the page plays the base game
        except ValueError as error:
            self._say(f"No new game: {error}.", "error")
            return
        seats = [data.get(f"seat{n}", PERSON) for n in range(players)]
        if any(seat not in SEATS for seat in seats):
            self._say("No new game: a seat must be a person or a computer level.", "error")
            return
        self._begin(game, seats)
        first = "places first" if game.phase == "setup" else "moves first"
        self._say(f"A new game for {players} on the side-{game.board.side} board: Red {first}.")
        self._save()

    def file_chosen(self, size: float) -> bool:
        """Whether a chosen file of `size` bytes is worth reading as a record."""
        if size > record.MAX_TEXT:
            self._say(
                f"That file is {int(size)} bytes, longer than any game record; your game is"
                " unchanged.",
                "error",
            )
            return False
        return True

    def text_fits(self, length: int) -> bool:
        """Whether pasted text of ``length`` characters is worth reading as a record (the page
        asks before the text becomes a Python string)."""
        if length > record.MAX_TEXT:
            self._say(
                f"That text is {length} characters, longer than any game record; your game is"
                " unchanged.",
                "error",
            )
            return False
        return True

    def open_record(self, text: str) -> None:
        try:
            game = record.read(text)
        except KittyError as error:
            self._say(f"That record could not be opened: {error}. Your game is unchanged.", "error")
            self._dialog = "record"
            return
        self._begin(game, [PERSON] * len(game.players))
        self._say(f"Opened a game of {len(game.players)} players after {len(game.moves)} moves.")
        self._save()

    def key(self, key: str, on_board: bool, command: bool, shift: bool) -> bool:
        """A key press; True when the controller used it."""
        lower = key.lower()
        if command and lower == "z":
            if shift:
                self.redo_move()
            else:
                self.undo()
            return True
        if command and lower == "y":
            self.redo_move()
            return True
        if command:
            return False
        if self.choice and lower in CHOICE_KEYS:
            self.choose(CHOICE_KEYS[lower])
            return True
        if key == "Escape" and (self.picked >= 0 or self.choice):
            self._drop()
            self._say("Put down: pick a stack.")
            return True
        if not on_board:
            return False
        if key in ("Enter", " "):
            self.click(self.game.board.names[self.cursor])
            return True
        step = {"ArrowLeft": (0, -1), "ArrowRight": (0, 1), "ArrowUp": (1, 0), "ArrowDown": (-1, 0)}
        if key in step:
            self.cursor = self._step(*step[key])
            return True
        return False

    def _step(self, rows: int, along: int) -> int:
        """The cell beside the cursor: along its row, or in the row above or below, the one
        nearest across."""
        board_ = self.game.board
        row_index = next(r for r, row in enumerate(board_.rows) if self.cursor in row)
        row = board_.rows[row_index]
        if along:
            at = row.index(self.cursor) + along
            return row[at] if 0 <= at < len(row) else self.cursor
        other = row_index + rows
        if not 0 <= other < len(board_.rows):
            return self.cursor
        centres = board.centres(board_)
        x = centres[self.cursor][0]
        return min(board_.rows[other], key=lambda cell: abs(centres[cell][0] - x))

    # --- computer seats --------------------------------------------------------------------

    def _computer_to_move(self) -> bool:
        game = self.game
        return not game.is_over and self.seats[game.players.index(game.turn)] != PERSON

    def ai_request(self) -> "dict[str, object] | None":
        """The request to send the AI worker now (kitty.ai.protocol), or None when a person is
        to move, the game is over or the position is already asked about. A reply is taken only
        while its request is the last one asked and the game has not changed since."""
        if not self._computer_to_move() or self._asked_at == self.changes:
            return None
        game = self.game
        self.asked += 1
        self._asked_at = self.changes
        start = Game(
            len(game.players), game.board.side, game.seed, cards=game.has_cards, deal=game.deal
        ).position()
        return {
            "id": self.asked,
            "start": start,
            "moves": [game.format_move(move) for move in game.moves],
            "level": self.seats[game.players.index(game.turn)],
        }

    def ai_replied(self, reply: "dict[str, object]") -> None:
        """The worker's answer: play its move if it answers the question still asked."""
        if reply.get("id") != self.asked or self._asked_at != self.changes:
            return  # undone, a new game or another request meanwhile
        if not reply.get("ok"):
            self._say(f"The computer could not move: {reply.get('error')}", "error")
            return
        try:
            move = self.game.parse_move(str(reply.get("move")))
        except KittyError as error:
            self._say(f"The computer's move was refused: {error}", "error")
            return
        self._play(move)

    def ai_state(self, state: str, reason: str = "") -> None:
        """The worker is ``starting``, ``ready`` or ``broken`` (with the reason)."""
        self.ai = state
        if state == "broken":
            self._say(f"The computer player could not start ({reason}); people can play on.")

    def needs_ai(self) -> bool:
        """Whether a seat is the computer's, so the worker should start."""
        return any(seat != PERSON for seat in self.seats)

    # --- what the page shows ---------------------------------------------------------------

    def screen(self) -> Screen:
        game = self.game
        screen = Screen()
        marks = board.Marks()
        if self.picked >= 0:
            marks = board.targets_of(game, self.picked)
        elif game.phase == "setup" and not game.is_over:
            marks.open = [cell for cell, stack in enumerate(game.stacks) if not stack]
        marks.cursor = self.cursor
        if game.moves:
            last = game.moves[-1]
            marks.last = [cell for cell in (last.source, last.target) if cell >= 0]
        screen.board = board.render(game, marks)
        screen.status = self._status()
        screen.players = self._players()
        screen.moves = self._moves()
        screen.choice = "".join(
            f'<button type="button" data-action="choose" data-kind="{move.kind}">'
            f"{ACTION_NAMES[move.kind]} {game.board.names[move.target]}"
            f" <kbd>{move.kind[0].upper()}</kbd></button>"
            for move in self.choice
        )
        screen.message = self.message
        screen.message_kind = self.message_kind
        screen.position = game.position()
        screen.result = "" if game.result is None else record.result_text(game)
        screen.disabled = {
            "undo": not game.moves,
            "redo": not self.redo,
            "pass": not can_pass(game) or self._computer_to_move(),
        }
        screen.dialog = self._dialog
        if self._dialog == "record":
            screen.record = record.write(game)
        screen.download = self._download
        self._dialog = ""
        self._download = None
        return screen

    def _status(self) -> str:
        game = self.game
        if game.is_over:
            return "Game over: " + self._outcome()
        name = NAMES[game.turn]
        if self._computer_to_move():
            if self.ai == "broken":
                return f"{name} is the computer's seat, but the computer could not start."
            if self.ai != "ready":
                return f"{name} is the computer's: it is getting ready…"
            return f"{name} (computer) is thinking…"
        if game.phase == "setup":
            left = game.in_hand[COLOURS.index(game.turn)]
            return f"{name} to place a piece ({left} in hand): pick an empty cell."
        if self.choice:
            return f"{name}: choose the action on {game.board.names[self.choice[0].target]}."
        if self.picked >= 0:
            return f"{name}: choose a target for {game.board.names[self.picked]}, or pick again."
        if not game.can_act(game.turn):
            return f"{name} has no action and must pass."
        return f"{name} to move: pick one of your stacks, or pass."

    def _outcome(self) -> str:
        game = self.game
        result = game.result or ()
        winners = [c for c, value in zip(game.players, result) if value]  # noqa: B905
        if game.passes >= len(game.players):
            why = "every player passed in one round"
        elif not any(game.can_act(colour) for colour in game.players):
            why = "no player can act"
        else:
            why = "the same position came a third time"
        if len(winners) == 1:
            total, own = game.score(winners[0])
            return f"{NAMES[winners[0]]} wins with {total} pieces ({own} of their own); {why}."
        return " and ".join(NAMES[c] for c in winners) + f" share the win; {why}."

    def _players(self) -> str:
        game = self.game
        ranking = game.ranking() if game.is_over else []
        items = []
        for n, colour in enumerate(game.players):
            total, own = game.score(colour)
            now = not game.is_over and colour == game.turn
            extra = " · to move" if now else ""
            if ranking:
                extra = f" · {PLACES[ranking[n] - 1]}"
            if game.phase == "setup":
                extra += f" · {game.in_hand[n]} in hand"
            current = ' aria-current="true"' if now else ""
            items.append(
                f'<li class="seat {colour}"{current}>{board.sign_icon(colour)}'
                f' <span class="seat-name">{NAMES[colour]}</span>'
                f' <span class="seat-kind">({_seat_words(self.seats[n])})</span>'
                f' <span class="score">score {total} · own {own}{extra}</span></li>'
            )
        return "".join(items)

    def _moves(self) -> str:
        game = self.game
        items = []
        for n, move in enumerate(game.moves):
            # Red moves first in both phases, and 15 pieces each keep the turns in step.
            mover = game.players[n % len(game.players)]
            items.append(
                f'<li class="{mover}">{board.sign_icon(mover)} {NAMES[mover]}'
                f" {_escape(move.text(game.board))}</li>"
            )
        return "".join(items)


def _seat_words(seat: str) -> str:
    return seat if seat == PERSON else f"computer, {seat}"


def can_pass(game: Game) -> bool:
    """Whether the player to move may pass now (in play, the game not over)."""
    return not game.is_over and game.phase == "play"
