"""Kitty Stack Tower's records at the table: the game record a player copies or downloads, and
the reader for a pasted or opened record (`table.transfer` tells records apart from links). A
record starts from the empty board or a seeded random setup, so a position text alone opens no
game here.
"""

from kitty import record
from kitty.errors import KittyError
from kitty.ui import words
from kitty.ui.options import game_options
from table import keeping_words
from table.model import Table
from table.names import opened_table, record_names
from table.panels import escape
from table.transfer import RECORD

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Spec


class GameTextError(KittyError):
    """Pasted or opened text that is no Kitty Stack Tower game; the message says why."""


def export_record(table: Table, date: str) -> str:
    """The record of the game as it stands (not the redo branch), naming who played (Kitty's
    records have no date)."""
    return record.write(table.game, record_names(table))


def record_filename(date: str) -> str:  # kitty-stack-tower-2026-11-22.txt
    return f"kitty-stack-tower-{date}.txt"


def record_markup(table: Table, text: str) -> str:
    """A record's moves as the Save dialog shows them, ten to a line (as written). Until the
    game is over the cards given in exchanges show as ``>?``, as the move list names none, for
    someone else may be looking at the device (Copy record and Download give them)."""
    lines = text.partition("\n\n")[2].strip().split("\n")
    if not table.over:
        lines = [" ".join(_unnamed(move) for move in line.split()) for line in lines]
    markup = "".join(f'<span class="round">{escape(line)}</span> ' for line in lines if line)
    if not table.over and any(">?" in line for line in lines):
        markup += f'<span class="aside">{escape(words.GIVEN_CARDS_UNNAMED)}</span>'
    return markup


def _unnamed(move: str) -> str:
    """A move of the record with the card it gives (``>dt``, ``!y>dt``) left unnamed."""
    head, given, _card = move.partition(">")
    return head + ">?" if given else move


def open_text(spec: "Spec", text: str, current: Table) -> "tuple[Table, str]":
    """The table for a pasted or opened record ``text`` (stripped), played by the players it
    names (`table.names`), else by the current table's where the game has as many. Raises
    `GameTextError`."""
    try:
        game = record.read(text)
    except KittyError as error:
        # Not "(nor is it a position…)": Kitty's page opens no positions.
        raise GameTextError(keeping_words.record_unreadable(words.refused(error), False)) from None
    options = game_options(game)
    names = [game.names.get(colour) for colour in game.players]
    return opened_table(spec, options, game, names, current), RECORD
