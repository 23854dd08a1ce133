"""Mixtour, Dieter Stein's stacking game: the complete rules as a small, fast engine, for two
players or for three (Mixtour à trois, ``Game(players=3)``).

>>> game = Game()
>>> game.play("c3")
Move.parse('c3')
>>> game.position()
'c3=w r 19/20 0/0 -'

The same code runs on CPython, Pyodide and MicroPython.
"""

from mixtour.errors import IllegalMoveError, InvalidMoveError, MixtourError, PositionError
from mixtour.game import PASSES, REPETITION, TARGET, Game, Removal, Unavailable
from mixtour.moves import PASS, Move
from mixtour.perft import perft
from mixtour.position import START, START_THREE
from mixtour.record import RecordError, read_record, write_record
from mixtour.squares import SQUARE_NAMES, parse_square, square_name
from mixtour.stacks import BLUE, COLOURS, RED, WHITE, opponent

__version__ = "0.1.0"

__all__ = [
    "BLUE",
    "COLOURS",
    "PASS",
    "PASSES",
    "RED",
    "REPETITION",
    "SQUARE_NAMES",
    "START",
    "START_THREE",
    "TARGET",
    "WHITE",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "MixtourError",
    "Move",
    "PositionError",
    "RecordError",
    "Removal",
    "Unavailable",
    "__version__",
    "opponent",
    "parse_square",
    "perft",
    "read_record",
    "square_name",
    "write_record",
]
