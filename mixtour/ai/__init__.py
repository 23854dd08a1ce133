"""The computer player: it runs in the page's Pyodide worker and uses only the rules' public API.

>>> from mixtour import Game
>>> move = choose_move(Game(), iterations=200, seed=1)
>>> str(move) in {str(legal) for legal in Game().legal_moves()}
True

`choose_move` and `analyse` take a level's name (`LEVELS`; `DEFAULT_LEVEL` when none is given) or
a budget of seconds or iterations. The stronger levels (and any budget) read with `reading`, a
tree search over positions judged by the heuristic `evaluation`; the weaker ones play Monte Carlo
tree search (`mcts`) with tactical playouts (`playout`). `baselines` has the random and greedy
players, `alphabeta` the depth-4 alpha-beta sparring partner, `arena` plays series, and `worker`
is the browser worker's entry, speaking the JSON of `protocol`.
"""

from mixtour.ai.levels import DEFAULT_LEVEL, LEVELS, Level
from mixtour.ai.player import Analysis, analyse, choose_move

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Analysis", "Level", "analyse", "choose_move"]
