"""The computer player: it runs in the page's Pyodide worker and uses only the rules' public API.

>>> from mixtour import Game
>>> move = choose_move(Game(), iterations=200, seed=1)
>>> str(move) in {str(legal) for legal in Game().legal_moves()}
True

`choose_move` and `analyse` (in `player`, on the shared `search.player`) take a level's name
(`LEVELS`, or `TROIS_LEVELS` with three players; `search.levels.DEFAULT_LEVEL` when none is
given) or a budget of seconds or iterations, for a game of two or three. The searches are the
shared ones of `search/`; Mixtour supplies its adapter (`seats`), its evaluators (`playout`,
`trois` and, for the reading search, `judge` on `evaluation`) and its levels (`levels`).
`baselines` and `trois_baselines` have the random and greedy players, `alphabeta` the alpha-beta
sparring partner, `arena` Mixtour's players for `search.arena`, and `worker` is the browser
worker's entry, speaking the JSON of `protocol`.
"""

from mixtour.ai.levels import LEVELS, TROIS_LEVELS
from mixtour.ai.player import analyse, choose_move
from search.levels import DEFAULT_LEVEL, Level
from search.player import Analysis

__all__ = ["DEFAULT_LEVEL", "LEVELS", "TROIS_LEVELS", "Analysis", "Level", "analyse", "choose_move"]
