"""Mixtour's records at the table: the game record a player copies or downloads (with who
played, the date, the review's comments), and the reader for a pasted or opened record or
position text (`table.transfer` tells them apart from links).
"""

from mixtour import Game, MixtourError, read_record, write_record
from mixtour.record import agreed_ending
from mixtour.ui import panels, words
from mixtour.ui.options import RESERVES, TARGETS, THREE_RESERVE, THREE_TARGETS, Options, check_start
from table import keeping_words
from table.model import MAX_PLIES, Table
from table.names import opened_table, record_names
from table.transfer import POSITION, RECORD

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Spec


class GameTextError(MixtourError):
    """Pasted or opened text that is no Mixtour game; the message says why."""


def export_record(table: Table, date: str) -> str:
    """The record of the game as it stands (not the redo branch), dated ``date``, with who
    played (`table.names.record_names`) and the review's comments."""
    tags = {words.colour_name(colour): name for colour, name in record_names(table).items()}
    tags["Date"] = date
    game = table.game
    game.comments = dict(table.comments)
    return write_record(game, tags)


def record_markup(table: Table, record: str) -> str:
    """A record's moves without its tags, as the Save dialog shows them (Copy record and
    Download give the whole record)."""
    return panels.record_rounds(" ".join(record.partition("\n\n")[2].split()))


def record_filename(date: str) -> str:  # mixtour-2026-11-22.txt
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


def open_text(spec: "Spec", text: str, current: Table) -> "tuple[Table, str]":
    """The table for a pasted or opened record or position ``text`` (stripped) and what it was
    (`RECORD` or `POSITION`), played by the current table's players where the game has as
    many. Raises `GameTextError`."""
    if _looks_like_position(text):
        kind, game = POSITION, _position_game(text, current.options)
    else:
        kind = RECORD
        try:
            game = read_record(text, MAX_PLIES)
        except MixtourError as error:
            raise GameTextError(_unreadable(kind, text, error)) from None
    _check_target(game)
    try:
        _check_start(game)
    except ValueError as error:
        raise GameTextError(_unreadable(kind, text, error)) from None
    return _table_of(spec, game, current), kind


def _unreadable(kind: str, text: str, error: Exception) -> str:
    if kind == POSITION:
        return keeping_words.position_unreadable(words.refused(error))
    return keeping_words.record_unreadable(words.refused(error), "\n" not in text)


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
        raise ValueError(words.reserve_not_offered(reserve, reserves))
    start = Game.from_position(game.start_position, game.target, game.repetition_draw)
    check_start(start, reserve)


def _position_game(text: str, current: Options) -> Game:
    """The game from a position, played to the current target score, or to the next one the
    page offers if the scores in the position have already reached it (a finished position is
    no start: `_check_start` refuses it when no target offered is out of reach)."""
    target = current.target
    repetition_draw = current.repetition_draw
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
    raise GameTextError(keeping_words.position_unreadable(words.refused(first_error)))


def _table_of(spec: "Spec", game: Game, current: Table) -> Table:
    """A table for ``game`` played by the players its record names (`table.names`), else by
    the current table's; a game of three opened at a table of two, or the other way round, has
    its own players, people at every seat."""
    options = Options(
        players=game.players,
        target=game.target,
        reserve=game.starting_reserve,
        repetition_draw=game.repetition_draw,
    )
    names = [game.tags.get(words.colour_name(colour)) for colour in game.colours]
    table = opened_table(spec, options, game, names, current)
    table.comments = dict(game.comments)
    agreed = agreed_ending(game)  # how the players ended it themselves: a draw, or the winner
    if agreed is not None:
        table.ending = agreed[0]
    return table
