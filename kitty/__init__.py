"""Kitty Stack Tower for 2-4 players: the rules engine (docs/kitty-rules.md).

Shares nothing with `mixtour`; runs on CPython, Pyodide and MicroPython.
"""

from kitty.board import BOARDS, Board
from kitty.errors import IllegalMoveError, InvalidMoveError, KittyError, OptionError, PositionError
from kitty.game import COLOURS, Game
from kitty.moves import Move

__all__ = [
    "BOARDS",
    "COLOURS",
    "Board",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "KittyError",
    "Move",
    "OptionError",
    "PositionError",
]
