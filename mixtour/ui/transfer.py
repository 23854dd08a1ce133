"""Export and import: the game record a player copies or downloads, and the reader for what a
player pastes or opens — a game record, a position text or a game link, told apart by their
shape. Whatever it is, it becomes a table state (`Session.state()`) that keeps the current mode
(who plays) and takes the rules' options from the game itself; anything unreadable raises
`GameTextError` saying what it took the text for and what is wrong.
"""

from mixtour import WHITE, Game, MixtourError, read_record, write_record
from mixtour.record import agreed_ending
from mixtour.ui import link, words
from mixtour.ui.options import (
    AI_VS_AI,
    MAX_LENGTH,
    MAX_PLIES,
    RESERVES,
    TARGETS,
    THREE,
    THREE_RESERVE,
    THREE_TARGETS,
    TWO_PLAYERS,
    VS_AI,
    Options,
    check_start,
    table_state,
)
from mixtour.ui.session import Session

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RECORD = "record"
POSITION = "position"
LINK = "link"
# How the page names each of them.
WHAT = {RECORD: "the game record", POSITION: "the position", LINK: "the game from the link"}


class GameTextError(MixtourError):
    """Pasted or opened text that is no game this page can open; the message says why."""


def player_tags(session: Session) -> "dict[str, str]":
    """The record's White and Red tags: who played, where the page knows."""
    options = session.options
    computer = words.computer_player(options.level)
    if options.mode == AI_VS_AI:
        return {"White": computer, "Red": computer}
    if options.mode == VS_AI:
        player = "Player"
        white, red = (player, computer) if options.human == WHITE else (computer, player)
        return {"White": white, "Red": red}
    if options.mode == TWO_PLAYERS:
        return {"White": "Player 1", "Red": "Player 2"}
    if options.mode == THREE and not options.by_link:  # by link, as with two, nobody is named
        return {name: session.player_name(name.lower()) for name in ("White", "Red", "Blue")}
    return {}


def export_record(session: Session, date: str) -> str:
    """The record of the game as it stands (not the redo branch), dated ``date``."""
    tags = player_tags(session)
    tags["Date"] = date
    return write_record(session.game, tags)


def record_moves(record: str) -> str:
    """The moves of a record `export_record` wrote, without its tags: what the Save dialog shows
    (Copy record and Download give the whole record)."""
    return " ".join(record.partition("\n\n")[2].split())


def record_filename(date: str) -> str:
    """The name a downloaded record gets, e.g. ``mixtour-2026-11-22.txt``."""
    return f"mixtour-{date}.txt"


def _looks_like_position(text: str) -> bool:
    """One line with a field like ``20/20`` or ``15/15/15`` (reserves or scores), which no
    record has."""
    if "\n" in text:
        return False
    for field in text.split():
        numbers = field.split("/")
        if len(numbers) > 1 and all(number.isdigit() for number in numbers):
            return True
    return False


def open_game_text(text: str, current: "dict[str, Any]") -> "tuple[dict[str, Any], str, Game]":
    """The table state for pasted or opened ``text``, what it was (`RECORD`, `POSITION` or
    `LINK`), and its game with the moves played, which the table takes as it is
    (`Session.load`) instead of playing them again. ``current`` is the current table's state,
    whose mode a record or position keeps (a link brings its own). Raises `GameTextError`."""
    if not isinstance(text, str):
        raise GameTextError("a game is text")
    if len(text) > MAX_LENGTH:
        raise GameTextError(words.too_long_to_open(len(text)))
    stripped = text.strip()
    if not stripped:
        raise GameTextError(words.NOTHING_TO_OPEN)
    fragment = link.fragment_of(stripped)
    if fragment is not None:
        try:
            state, game = link.read_game(fragment)
        except link.LinkError as error:
            raise GameTextError(words.link_unopenable(str(error))) from None
        return state, LINK, game
    if _looks_like_position(stripped):
        game = _position_game(stripped, current)
        _check_target(game)
        try:
            _check_start(game)
        except ValueError as error:
            raise GameTextError(words.position_unreadable(str(error))) from None
        return _state_of(game, current), POSITION, game
    one_line = "\n" not in stripped
    try:
        game = read_record(stripped, MAX_PLIES)
    except MixtourError as error:
        raise GameTextError(words.record_unreadable(str(error), one_line)) from None
    _check_target(game)
    try:
        _check_start(game)
    except ValueError as error:
        raise GameTextError(words.record_unreadable(str(error), one_line)) from None
    return _state_of(game, current), RECORD, game


def _check_target(game: Game) -> None:
    """Raise GameTextError unless ``game``'s target is one the page offers for that many
    players."""
    targets = TARGETS if game.players == 2 else THREE_TARGETS
    if game.target not in targets:
        raise GameTextError(words.target_not_offered(game.target, targets))


def _check_start(game: Game) -> None:
    """Raise ValueError unless ``game`` starts where the page can open it: a reserve it offers
    for that many players, nobody has won yet at the start."""
    reserve = game.starting_reserve
    reserves = RESERVES if game.players == 2 else (THREE_RESERVE,)
    if reserve not in reserves:
        offered = " or ".join(str(number) for number in reserves)
        raise ValueError(f"it gives each player {reserve} pieces; this page plays with {offered}")
    start = Game.from_position(game.start_position, game.target, game.repetition_draw)
    check_start(start, reserve)


def _position_game(text: str, current: "dict[str, Any]") -> Game:
    """The game from a position, played to the current target score, or to the next one the
    page offers if the scores in the position have already reached it (a finished position is
    no start: `_check_start` refuses it when no target offered is out of reach)."""
    target = current["target"]
    repetition_draw = current["repetition_draw"]
    first_error: MixtourError | None
    try:
        game = Game.from_position(text, target, repetition_draw)
    except MixtourError as error:
        first_error = error
    else:
        if game.result is None:
            return game
        first_error = None
    for higher in TARGETS:
        if higher > target:
            try:
                game = Game.from_position(text, higher, repetition_draw)
            except MixtourError:
                continue
            if game.result is None:
                return game
    if first_error is None:
        return game
    raise GameTextError(words.position_unreadable(str(first_error)))


def _state_of(game: Game, current: "dict[str, Any]") -> "dict[str, Any]":
    """The state of ``game`` played with the current table's players."""
    options = Options.from_dict(current)
    if game.players != options.players:
        # A game of three opened at a table of two, or the other way round: its own players,
        # people at every seat.
        values = {"mode": THREE if game.players == 3 else TWO_PLAYERS, "target": game.target}
        options = Options.from_dict(values)
    options.target = game.target
    options.reserve = game.starting_reserve
    options.repetition_draw = game.repetition_draw
    return table_state(options, game, paused=options.mode == AI_VS_AI)


def opened_sentence(kind: str, state: "dict[str, Any]", game: Game) -> str:
    """What the page says after opening a game: what it was and where it stands."""
    agreed = agreed_ending(game)  # a resignation or an agreed draw
    if agreed is not None:
        where = words.result_sentence(agreed[0], agreed[1], game.target)
    elif game.result is not None:
        where = words.result_sentence(game.result, game.result_reason, game.target)
    else:
        where = words.to_move(game.turn)
    return words.opened(WHAT[kind], len(state["moves"]), where)
