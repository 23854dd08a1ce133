"""How a table is set up, and the one layout of its saved and shared state.

The modes, the computer's levels, the speeds of AI against AI, the target scores and reserves the
page offers, and `Options`, one choice of them. A table's *state* is a dict of plain values
(JSON-ready): the options, the state version, the start position, the moves, the redo branch and
whether AI against AI is paused. `table_state` is the only place that builds one — the session
(`Session.state()`), a link (`link.read_game`), an imported game (`transfer`) and a saved entry
(`saved.decode`) all go through it — and `read_state` the only place that reads one back,
replaying every move through the rules.
"""

from mixtour import BLUE, RED, WHITE, Game, Move
from mixtour.record import agreed_ending, end_by_agreement
from search import levels

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Modes.
VS_AI = "ai"
TWO_PLAYERS = "two"
AI_VS_AI = "watch"
# Correspondence play: each player has their own copy of the game, and the moves travel in links.
BY_LINK = "link"
# Mixtour à trois: White, Red and Blue, each seat a person or the computer at a level.
THREE = "trois"
MODES = (VS_AI, TWO_PLAYERS, AI_VS_AI, BY_LINK, THREE)

# The computer's levels, weakest first (`search.levels`, which the AI worker reads too).
LEVELS = levels.LEVEL_NAMES
DEFAULT_LEVEL = levels.DEFAULT_LEVEL
# Hints come from a quick, fairly strong search whatever level the opponent plays at.
HINT_LEVEL = "strong"

# AI against AI: the pause between moves, in seconds, so that a person can follow the game.
SPEEDS = ("slow", "normal", "fast")
SPEED_SECONDS = (2.0, 0.8, 0.0)
DEFAULT_SPEED = "normal"

TARGETS = (1, 2, 3, 5)
# 22 each is the count of one published rule text, 25 that of the 2011 rules.
RESERVES = (20, 22, 25)

# Mixtour à trois (docs/rules.md): the seats in turn order, what a seat may be (a person, or the
# computer at one of `LEVELS`), its targets and its 15 pieces each.
SEAT_COLOURS = (WHITE, RED, BLUE)
PERSON = "person"
SEAT_CHOICES = (PERSON,) + LEVELS  # noqa: RUF005 (MicroPython has no unpacking in displays)
# Mixtour à trois by link: a person on their own device, who gets the game in a link. A table by
# link has one `PERSON` seat (this device's player) and two `FRIEND` seats, and no computer.
FRIEND = "friend"
# The New game dialog's choice of three people each on their own device: a game of `THREE` whose
# seats are the player's `PERSON` (the dialog's colour) and two `FRIEND`s.
THREE_LINK = "trois-link"
THREE_TARGETS = (1, 2, 3)
THREE_RESERVE = 15
# The seats of a table's state, there only in a game of three (older states have none).
THREE_FIELDS = ("seats",)

STATE_VERSION = 1
OPTION_FIELDS = ("mode", "human", "level", "target", "reserve", "repetition_draw", "speed")
# Every field of a table's state. (Concatenated: MicroPython has no unpacking in tuple displays.)
STATE_FIELDS = OPTION_FIELDS + ("version", "start", "moves", "redo", "paused")  # noqa: RUF005
# A game the players ended themselves (``'draw'``, or the winner's colour when one resigned) and
# a draw offered (by the colour offering): in a state only when there is one, so that states
# written before them read as they did.
AGREED_FIELDS = ("ending", "offer")
# Record comments after moves (`Game.comments`), by move number: in a state only when there are.
COMMENT_FIELDS = ("comments",)

# The most text the page reads as one game (a saved entry, a pasted or opened record): a game is
# a few kilobytes, so anything far bigger is not one.
MAX_LENGTH = 200_000
# The longest game the page keeps, in plies (moves and passes, the redo branch included), in
# every format it reads: a saved game, a link, a record. A real game is a few hundred plies.
MAX_PLIES = 5_000


class Options:
    """How a game is set up: the mode, the human's colour against the AI, the AI's level and the
    speed of AI against AI, and the rules' options (target score, reserve, repetition draw).
    A game of three (`THREE`) has ``seats``: White's, Red's and Blue's, each `PERSON` or a level;
    its reserve is 15 and its target 1, 2 or 3."""

    __slots__ = (
        "human",
        "level",
        "mode",
        "repetition_draw",
        "reserve",
        "seats",
        "speed",
        "target",
    )

    def __init__(
        self,
        *,
        mode: str = VS_AI,
        human: str = WHITE,
        level: str = DEFAULT_LEVEL,
        target: int = 1,
        reserve: int | None = None,
        repetition_draw: bool = True,
        speed: str = DEFAULT_SPEED,
        seats: "tuple[str, ...] | list[str] | None" = None,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: expected one of {', '.join(MODES)}")
        if human not in (WHITE, RED):
            raise ValueError(f"unknown colour {human!r}: expected 'white' or 'red'")
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}: expected one of {', '.join(SPEEDS)}")
        if mode == THREE:
            reserve, seats = _three_options(target, reserve, seats)
        else:
            reserve = 20 if reserve is None else reserve
            if target not in TARGETS:
                raise ValueError(f"the target score must be 1, 2, 3 or 5, not {target!r}")
            if reserve not in RESERVES:
                raise ValueError(f"the reserve must be 20, 22 or 25, not {reserve!r}")
            seats = (PERSON, PERSON, PERSON)
        self.mode = mode
        self.human = human
        self.level = level
        self.target = target
        self.reserve = reserve
        self.repetition_draw = bool(repetition_draw)
        self.speed = speed
        self.seats: tuple[str, ...] = tuple(seats)

    @property
    def by_link(self) -> bool:
        """Whether the players each play on their own device and send the game in links."""
        return self.mode == BY_LINK or FRIEND in self.seats

    @property
    def players(self) -> int:
        """How many play: 3 in a game of three, else 2."""
        return 3 if self.mode == THREE else 2

    def seat(self, colour: str) -> str:
        """Who plays ``colour`` in a game of three: `PERSON` or the computer's level."""
        return self.seats[SEAT_COLOURS.index(colour)]

    def as_dict(self) -> "dict[str, Any]":
        values: dict[str, Any] = {
            "mode": self.mode,
            "human": self.human,
            "level": self.level,
            "target": self.target,
            "reserve": self.reserve,
            "repetition_draw": self.repetition_draw,
            "speed": self.speed,
        }
        if self.mode == THREE:
            values["seats"] = list(self.seats)
        return values

    @classmethod
    def from_dict(cls, values: "dict[str, Any]") -> "Options":
        default = cls()
        return cls(
            mode=values.get("mode", default.mode),
            human=values.get("human", default.human),
            level=values.get("level", default.level),
            target=values.get("target", default.target),
            reserve=values.get("reserve"),
            repetition_draw=values.get("repetition_draw", default.repetition_draw),
            speed=values.get("speed", default.speed),
            seats=values.get("seats"),
        )

    def __repr__(self) -> str:
        return f"Options({self.as_dict()!r})"


def _three_options(
    target: int, reserve: "int | None", seats: "tuple[str, ...] | list[str] | None"
) -> "tuple[int, tuple[str, ...]]":
    """The reserve and seats of a game of three, checked. Raises ValueError."""
    if target not in THREE_TARGETS:
        raise ValueError(f"a game of three is played to 1, 2 or 3 points, not {target!r}")
    if reserve not in (None, THREE_RESERVE):
        raise ValueError(f"a game of three has 15 pieces each, not {reserve!r}")
    if seats is None:
        return THREE_RESERVE, (PERSON, PERSON, PERSON)
    if not isinstance(seats, (list, tuple)) or len(seats) != 3:
        raise ValueError("a game of three has three seats: White's, Red's and Blue's")
    for seat in seats:
        if seat not in SEAT_CHOICES and seat != FRIEND:
            choices = ", ".join(SEAT_CHOICES) + " or " + FRIEND
            raise ValueError(f"a seat is taken by one of {choices}, not {seat!r}")
    if FRIEND in seats and sorted(seats) != [FRIEND, FRIEND, PERSON]:
        raise ValueError(
            "a game of three by link has one person at this device and two friends on theirs"
        )
    return THREE_RESERVE, tuple(str(seat) for seat in seats)


def dialog_options(values: "dict[str, Any]") -> Options:
    """The options the New game dialog's ``values`` choose: for a game of three, its 15 pieces
    and (when the dialog showed a target of 5 before the players were chosen) 1 point; for
    three by link (`THREE_LINK`), the seats of the colour chosen and two friends."""
    values = dict(values)
    if values.get("mode") == THREE_LINK:
        # Three people, each on their own device: the dialog's colour is this device's seat.
        you = values.get("human")
        values["seats"] = [PERSON if colour == you else FRIEND for colour in SEAT_COLOURS]
        values["mode"] = THREE
    if values.get("human") not in (WHITE, RED):
        values["human"] = WHITE  # Blue, a colour only a game of three by link has
    if values.get("mode") == THREE:
        values["reserve"] = THREE_RESERVE
        if values.get("target") not in THREE_TARGETS:
            values["target"] = 1
    return Options.from_dict(values)


def speed_seconds(speed: str) -> float:
    """The pause before each move of AI against AI at ``speed``."""
    return SPEED_SECONDS[SPEEDS.index(speed)]


# The notation of each move played so far, written once per move (not at every autosave).
_TEXTS: "dict[Move, str]" = {}


def move_text(move: Move) -> str:
    """A move in notation, written once and remembered."""
    text = _TEXTS.get(move)
    if text is None:
        text = _TEXTS[move] = str(move)
    return text


def move_texts(game: Game) -> "list[str]":
    """The moves of ``game`` in notation."""
    return [move_text(move) for move in game.moves]


def table_state(
    options: Options,
    game: Game,
    redo: "list[str] | None" = None,
    paused: bool = False,
    offer: str = "",
    *,
    texts: "list[str] | None" = None,
) -> "dict[str, Any]":
    """A table's state: ``options``, ``game``'s start and moves, the redo branch (the next move to
    redo last), whether AI against AI is paused, and the `AGREED_FIELDS` when there are any.
    ``texts``: the moves in notation, when the caller has them already."""
    state = options.as_dict()
    state["version"] = STATE_VERSION
    state["start"] = game.start_position
    state["moves"] = move_texts(game) if texts is None else texts
    state["redo"] = list(redo or [])
    state["paused"] = paused
    ending = agreed_ending(game)
    if ending is not None:
        state["ending"] = ending[0]
    if offer:
        state["offer"] = offer
    comments = {str(ply): text for ply, text in game.comments.items() if ply <= game.plies}
    if comments:
        state["comments"] = comments
    return state


def _same_game(replayed: Game, start: Game, moves: "list[Any]") -> bool:
    """Whether ``replayed`` is the game of ``start``'s position and rules, ``moves`` played."""
    return (
        replayed.start_position == start.start_position
        and replayed.players == start.players
        and replayed.target == start.target
        and replayed.repetition_draw == start.repetition_draw
        and move_texts(replayed) == moves
    )


def read_comments(state: "dict[str, Any]", plies: int) -> "dict[int, str]":
    """A table's record comments, by ply (1 is the first move), as `table_state` writes them
    (``{"3": "blunder: ..."}``; none when the state has none). Raises ValueError."""
    comments = state.get("comments", {})
    if not isinstance(comments, dict):
        raise ValueError("comments must be an object of comments by move number")
    read: dict[int, str] = {}
    for key, text in comments.items():
        if not (isinstance(key, str) and key.isdigit() and 1 <= int(key) <= plies):
            raise ValueError(f"a comment follows a move of the game (1 to {plies}), not {key!r}")
        if not isinstance(text, str):
            raise ValueError(f"a comment is text, not {text!r}")
        read[int(key)] = text
    return read


def check_plies(plies: int, what: str) -> None:
    """Raise ValueError when ``what`` (e.g. "the link") holds more than `MAX_PLIES` plies."""
    if plies > MAX_PLIES:
        raise ValueError(
            f"{what} holds {plies} moves, more than the {MAX_PLIES} a game here can have"
        )


def check_start(game: Game, reserve: int) -> None:
    """Raise ValueError unless ``game``'s start may open a game with the reserve option
    ``reserve``: each player with ``reserve`` pieces on the board and in reserve, and nobody
    has won yet. (Whether it has as many players as the table is the caller's check.)"""
    if game.starting_reserve != reserve:
        raise ValueError(
            f"the start position gives each player {game.starting_reserve} pieces (on the "
            f"board and in reserve), but the game is played with {reserve}"
        )
    if game.result is not None:
        raise ValueError("the start position is a finished game: someone has already won")


def read_offer(state: "dict[str, Any]", game: Game) -> str:
    """The colour offering a draw in a table's state, or ``''``. Raises ValueError."""
    offer = state.get("offer", "")
    if offer not in ("", WHITE, RED):
        raise ValueError(f"a draw is offered by 'white' or 'red', not {offer!r}")
    if offer and (game.result is not None or agreed_ending(game) is not None):
        raise ValueError("a draw is offered in a game that is over")
    return str(offer)


def read_state(
    state: "dict[str, Any]", replayed: Game | None = None
) -> "tuple[Options, Game, list[str], bool]":
    """The options, game (moves replayed), redo branch and pause of a table's state. Raises
    ValueError (the engine's errors included) saying what is wrong. ``replayed``: the game a
    record or link reader already played the state's moves into, checked; it is taken as the
    game instead of playing them again (the longest game's replay costs a second in
    MicroPython), after checking it has the state's start and moves."""
    if not isinstance(state, dict):
        raise ValueError("a saved table is a JSON object")
    if state.get("version") != STATE_VERSION:
        raise ValueError(f"unknown saved-table version {state.get('version')!r}")
    options = Options.from_dict(state)
    start = state.get("start")
    if start is None:
        game = Game(options.target, options.reserve, options.repetition_draw, options.players)
    elif isinstance(start, str):
        game = Game.from_position(start, options.target, options.repetition_draw)
    else:
        raise ValueError("start must be a position text")
    if game.players != options.players:
        raise ValueError(
            f"the start position is for {game.players} players, the table for {options.players}"
        )
    check_start(game, options.reserve)
    moves = state.get("moves", [])
    redo = state.get("redo", [])
    if not isinstance(moves, list) or not isinstance(redo, list):
        raise ValueError("moves and redo must be lists of moves in notation")
    check_plies(len(moves) + len(redo), "the game")
    if replayed is not None and _same_game(replayed, game, moves):
        game = replayed
        game.tags = {}  # what the table keeps of the players' own ending is read below
    else:
        for text in moves:
            game.play(str(text))
    ending = state.get("ending", "")
    if ending:
        if ending not in ("draw", WHITE, RED):
            raise ValueError(f"a game ends 'draw', 'white' or 'red', not {ending!r}")
        end_by_agreement(game, ending)  # a game the moves ended raises ValueError
    game.comments = read_comments(state, game.plies)
    # The redo branch must replay from here too.
    if redo:
        replay = game.copy()
        for text in reversed(redo):
            replay.play(str(text))
    return options, game, [str(text) for text in redo], bool(state.get("paused", False))
