"""Game-agnostic search: max-n Monte Carlo tree search for games of two or more players.

The search knows games only through the small protocol of `search.protocol` (the turn, the
players, the legal moves, push and pop, the result, and the game's own winning-move check and
playout). Each game's package supplies an adapter speaking it; nothing here names a game.
`search.maxn` is the search, `search.arena` plays series between players with seats rotated,
`search.request` reads the fields of an AI worker's JSON requests.
"""

from search.maxn import Search, check_budget, level_budget
from search.protocol import Game

__all__ = ["Game", "Search", "check_budget", "level_budget"]
