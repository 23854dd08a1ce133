"""The computer player of Kitty Stack Tower (Pyodide and CPython; the engine itself also runs on
MicroPython, this package need not).

`player` chooses and analyses moves with the shared max-n playout search (`search.mcts`, through
`search.player`) and the adapter and playouts of `seats`, whose short playouts end in the
standing (every end-of-game card counted); with the Objective Cards, with the information-set
search (`search.ismcts`) over deals of the cards the player has not seen; two players of the
base game meet the reading search at the stronger levels, judged by `judge`. `baselines` has the
random and greedy players the arena measures it against, `arena` Kitty's players for
`search.arena`; `protocol` answers the AI worker's JSON requests.
"""

from kitty.ai.player import LEVELS, analyse, choose_move
from search.levels import DEFAULT_LEVEL
from search.player import Analysis

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Analysis", "analyse", "choose_move"]
