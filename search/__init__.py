"""Game-agnostic search for the games' computer players; nothing here names a game.

- `protocol`: what a search knows of a game (an *adapter* each game's AI writes) and of its
  evaluator (playouts, or a static judgement);
- `mcts`: Monte Carlo tree search for any number of players (max-n), with playouts and an
  optional solver of proven wins;
- `reading`: the reading search for two players: UCT over judged positions, minimax backups,
  threats read out, proven wins and losses;
- `budget`: the budget loop and the checks of a level or a budget;
- `player`: one computer player's calls (choose a move, analyse) and its `Analysis`, which each
  game's AI sets up with its levels and searches;
- `levels`: the level names and the `Level` type;
- `arena`: seeded series between players, seats rotated;
- `request`: reading an AI worker's JSON requests.

This file imports nothing, so that `search.levels` can be imported without the search (the
pages' MicroPython reads the level names from it). See docs/ai.md.
"""
