"""Kitty Stack Tower for 2-4 players: the rules engine (docs/kitty-rules.md), with the
Objective Cards for 3-4 players; `kitty.knowledge` tells what one player has seen of the hidden
cards and samples the rest, for a computer player that must not peek.

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
