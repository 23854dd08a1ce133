"""What a game supplies to be played at the table: its *spec*, written down for the type checker
(`mixtour.ui.spec.SPEC` and `kitty.ui.spec.SPEC`; `table.game_spec.GameSpec` writes what both do
alike). Only imported while type checking, so the page's MicroPython never compiles it.

The table knows a game only through this and the game object itself (``turn``, ``plies``,
``pop()``, ``position()``, ``last_step``, ``steps()``, ``moves_from(ply)``, ``movers_from(ply)``).
Colours are the engine's names (``'white'``, ``'yellow'``); cells are ints.
"""

from typing import Any, Protocol, TypeVar

from table.screen import Key

# The table (`table.model.Table`): a parameter, so that this module stays below the table's.
Table = TypeVar("Table")
Table_contra = TypeVar("Table_contra", contravariant=True)


class Hand(Protocol[Table_contra]):
    """What the player holds (a picked stack, how many pieces, a choice of actions) and what a
    tap, a drag or a drop means with it. The table keeps one per game (`Table.hand`)."""

    def cancel(self) -> bool:
        """Put down what is held; whether anything was."""

    def click(self, table: Table_contra, cell: int, detail: int | None) -> str | None:
        """A tap (or Enter) on ``cell`` (``detail``: what of it was tapped) while a person here
        is to move (`Table.tap` checks); the sentence."""

    def drag_from(
        self, table: Table_contra, cell: int, detail: int | None
    ) -> tuple[bool, int | None]:
        """Whether a press on ``cell`` may start a drag, and what it would take."""

    def lift(self, table: Table_contra, cell: int, detail: int | None) -> int | None:
        """A drag from ``cell`` begins; what it holds, None when nothing could be lifted."""

    def drop(self, table: Table_contra, origin: int, detail: int, target: int | None) -> str | None:
        """A drag released over ``target`` (None: off the board); the sentence."""


class GameOptions(Protocol):
    """A game's options module: how a game is set up, who sits where at first, its fields of a
    table's state and the New game dialog's choices."""

    LEVELS: tuple[str, ...]  # the computer's levels, weakest first
    DEFAULT_LEVEL: str
    HINT_LEVEL: str  # hints come from a quick, fairly strong search whatever the level
    STATE_FIELDS: tuple[str, ...]  # its fields of a table's state (`table.state`)
    RULES_FIELDS: tuple[str, ...]  # those two states must share for one to continue the other
    Options: type[Any]  # its options: ``Options()`` are a new table's

    def default_seats(self, options: Any) -> tuple[str, ...]: ...
    def state_fields(self, options: Any, seats: tuple[str, ...]) -> dict[str, Any]: ...

    def read_fields(self, state: dict[str, Any]) -> tuple[Any, tuple[str, ...]]:
        """The options and seats a table's state gives; ValueError saying what is wrong."""

    def options_line(self, options: Any) -> str: ...
    def dialog_values(self, options: Any, seats: tuple[str, ...], speed: str) -> dict[str, str]: ...

    def dialog_players(self, values: dict[str, str]) -> int:
        """How many players the New game dialog chose (the table reads a seat for each)."""

    def dialog_options(self, values: dict[str, str]) -> Any:
        """The options the New game dialog chose; ValueError if none."""

    def dialog_hidden(self, values: dict[str, str]) -> dict[str, bool]:
        """Which of the dialog's own parts (by element id) its values leave out."""

    def rematch(self, options: Any) -> Any:
        """The options of a rematch of a game with ``options`` (Kitty deals its cards anew)."""


class GameRecords(Protocol[Table]):
    """A game's records module: the record a player copies or downloads, and its reader."""

    def export_record(self, table: Table, date: str) -> str: ...

    def record_markup(self, table: Table, record: str) -> str:
        """A record's moves as the Save dialog shows them while ``table`` is as it stands."""

    def record_filename(self, date: str) -> str: ...

    def open_text(self, spec: "Spec[Table]", text: str, current: Table) -> tuple[Table, str]:
        """The table for a pasted record or position, and which it was; ValueError if none."""


class GameLink(Protocol[Table]):
    """A game's link module: its fields of a link."""

    MARKER: str  # how its links' fragments begin: ``'g='``
    MAX_LENGTH: int  # the longest fragment one of its links may have

    def write(self, state: dict[str, Any]) -> str:
        """A link's fragment for a table's state."""

    def read_game(self, spec: "Spec[Table]", fragment: str) -> Table:
        """The table a link describes; `table.links.LinkError` if it cannot be read."""


class Spec(Protocol[Table]):
    """A game at the table."""

    name: str  # the game's name in files and requests: ``'mixtour'``
    title: str  # as players read it: ``'Mixtour'``
    key_prefix: str  # its storage keys' prefix (`table.saved.Keys`)
    worker_call: str  # the AI worker's function that answers its requests
    lessons: tuple[Any, ...]  # the guided game's: ``title``, ``task``, ``game()``, ``check``
    cursor: int  # the cell keyboard focus first lands on
    diagram_names: tuple[str, ...]  # the rules panel's diagrams
    most_players: int
    # Whether a game of three or four may be resigned: it ends at once, who resigned ranked
    # last and the others by their totals as they stand (docs/kitty-rules.md, "Resigning").
    resigns_among_more: bool
    put_back: str  # what putting down what is held says
    keys_help: tuple[tuple[str, str], ...]  # the board's keys, for the "?" list

    options: GameOptions  # its options and seats

    def saved_entry(self, entry: dict[str, Any]) -> dict[str, Any]:
        """A saved entry as a table's state (an older page's entries, read as they meant)."""

    # -- the rules -------------------------------------------------------------------------

    def new_game(self, options: Any) -> Any: ...

    def start_game(self, options: Any, start: str | None) -> Any:
        """A game from the position text ``start`` (None: the usual start), checked to fit
        ``options``; ValueError otherwise."""

    def colours(self, game: Any) -> tuple[str, ...]:
        """The colours in turn order."""

    def outcome(self, game: Any) -> tuple[tuple[str, ...], str] | None:
        """How the rules ended the game: the winners (every colour for a draw) and why."""

    def agree(self, game: Any, ending: str | None) -> None:
        """The players' own ending (`Table.ending`), for the engine's record."""

    def play(self, game: Any, move: Any) -> Any:
        """Play a move (or its notation), checked; the engine's ValueError if illegal."""

    def text(self, game: Any, move: Any) -> str: ...
    def is_pass(self, move: Any) -> bool: ...

    def must_pass(self, game: Any) -> str | None:
        """The pass's notation when the player to move can do nothing else."""

    def why_not(self, game: Any, text: str) -> str | None:
        """Why the rules refuse ``text`` now, in words; None if they allow it."""

    def replay(self, game: Any, moves: list[Any]) -> Any:
        """A new game from ``game``'s start, ``moves`` played (moves or notation)."""

    def start(self, game: Any) -> str:
        """The position text the game started from."""

    # -- words -----------------------------------------------------------------------------

    def colour_name(self, colour: str) -> str: ...

    def refused(self, error: Exception) -> str:
        """Why the rules (or the page) refused something, in the page's words."""

    def announce(self, table: Table, colour: str, move: Any) -> list[str]:
        """What a move just played did, the move first (the table adds the result)."""

    def warning(self, table: Table) -> str:
        """A warning for the person to move (Mixtour's "Watch out"), or nothing."""

    def passed_back(self, table: Table) -> str:
        """After a pass that hands the turn back, who could not move; else nothing."""

    def status_for(self, table: Table, you: str) -> str:
        """The status line of the person to move (``you``: "Your move" or "White to move")."""

    def result_reason(self, game: Any, winners: tuple[str, ...], reason: str) -> str: ...

    def result_token(self, table: Table) -> str:
        """The result as the board's ``data-result`` says it; empty while the game goes on."""

    def hint_sentence(self, game: Any, move: str) -> str: ...

    # -- the AI worker ---------------------------------------------------------------------

    def request(self, start: Any, moves: list[str]) -> dict[str, Any]:
        """A worker request's fields for the position after ``moves`` from ``start``'s start."""

    def shares(self, reply: dict[str, Any], colours: tuple[str, ...]) -> dict[str, float] | None:
        """Each colour's share of the game in a worker's reply; None without them."""

    def budget(self, kind: str, players: int) -> int:
        """The worker's budget for the table's own questions (``review``, ``chances``)."""

    # -- the board -------------------------------------------------------------------------

    def new_hand(self) -> Hand[Table]: ...

    def board(
        self, table: Table, cursor: int, dragging: bool, lines: list[tuple[list[str], str]]
    ) -> str:
        """The board as SVG: the position shown, what is held, the hint, and ``lines`` of play
        (notation, and the kind of arrow)."""

    def flash(self, game: Any) -> Any:
        """What the last move did that the board shows once (None: nothing)."""

    def flash_markup(self, flash: Any) -> str: ...

    def square_at(self, table: Table, x: float, y: float) -> int | None:
        """The cell under a point of the board's view box."""

    def cell_name(self, table: Table, cell: int) -> str: ...
    def parse_cell(self, table: Table, name: str) -> int | None: ...

    def step(self, table: Table, cell: int, key: str) -> int:
        """The cell an arrow key leads to from ``cell``."""

    def diagram(self, name: str) -> str: ...

    def players(self, table: Table) -> str:
        """The players' cards."""

    def hand_controls(self, table: Table) -> str:
        """The hand's own buttons (Mixtour's count buttons); empty when there are none."""

    def hand_key(self, table: Table, key: Key) -> bool | str | None:
        """A key of the hand's own: the sentence (or None); False when it is not the hand's."""

    def hand_action(self, table: Table, data: dict[str, str]) -> str | None:
        """A button of the hand's own (``data-action="count"``)."""

    def side_panel(self, table: Table) -> str:
        """Markup of the game's own panel under the hand's controls (Kitty's card steps and its
        "pass the device" screen); empty hides it."""

    def result_details(self, table: Table) -> str:
        """Markup under the result card's reason (Kitty's totals by card); empty for none."""

    def list_text(self, table: Table, ply: int, text: str) -> str:
        """How the move list writes the ``ply``-th move, ``text`` in notation (a game may
        hide there what not everyone at the device may see)."""

    # -- records and links -----------------------------------------------------------------

    records: "GameRecords[Table]"
    link: "GameLink[Table]"
