"""The computer player of Kitty Stack Tower (Pyodide and CPython; the engine itself also runs on
MicroPython, this package need not).

`player` chooses and analyses moves with the game-agnostic search (`search`) through the game
protocol of `seats`, whose short playouts end in the standing; `baselines` has the random and
greedy players the arena measures it against; `protocol` answers the AI worker's JSON requests.
"""

from kitty.ai.player import DEFAULT_LEVEL, LEVELS, Analysis, analyse, choose_move

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Analysis", "analyse", "choose_move"]
