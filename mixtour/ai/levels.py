"""The computer's levels in Mixtour: for each name of `search.levels`, a search, an iteration
budget and a time cap for the browser, with two players and with three.

With two players the two weaker levels play the playout search (`search.mcts` with
`mixtour.ai.playout`: an iteration is a playout), the two stronger ones the reading search
(`search.reading` judged by `mixtour.ai.judge`: an iteration opens a node, or several when it
reads threats out). With three, every level plays the max-n playout search
(`mixtour.ai.trois`) with fewer iterations: a simulation costs ~5 times as much as with two (the
next-player rule checks moves by playing them), stopped at the same seconds.
"""

from search.levels import PLAYOUTS, READING, levels

DESCRIPTIONS = (
    "takes a point it sees, looks little further",
    "avoids the obvious traps",
    "reads a few moves ahead",
    "thinks longest and sees most",
)
SECONDS = (0.2, 0.4, 1.0, 3.0)
# What each level wins with two players, as the New game dialog says it under the level: the
# seeded series of docs/ai.md ("Strength", "Spending the time"), rounded to games in 10.
RECORDS = (
    # 71.5% (62.0-79.4) of 100 games against `greedy`
    "Wins 7 games in 10 against a player who takes every point it sees.",
    # 88.0% (80.2-93.0) of 100 games against `beginner`
    "Wins 9 games in 10 against Beginner.",
    # 80.8% (72.9-86.9) of 120 games against `alphabeta` (depth 4), 73.8% (63.2-82.1) of 80
    # against `alphabeta:5`
    "Wins 8 games in 10 against a program that searches 4 moves deep, 7 in 10 at 5 deep.",
    # 78.8% (63.9-88.6) of 40 games against `strong`
    "Wins 8 games in 10 against Strong.",
)
# The reading levels' node caps: about what their seconds open in the Pyodide worker from a
# mid-game position (docs/ai.md, "Spending the time"), so the page spends the time, and the cap,
# which the arena plays, keeps series reproducible. 3 000 nodes won 30 of 40 games against
# `alphabeta:5` where 1 000 won 18.
STRONG_NODES = 3000
EXPERT_NODES = 8000

LEVELS = levels(
    list(
        zip(
            (PLAYOUTS, PLAYOUTS, READING, READING),
            (60, 300, STRONG_NODES, EXPERT_NODES),
            SECONDS,
            DESCRIPTIONS,
            strict=True,
        )
    )
)
TROIS_LEVELS = levels(
    list(zip((PLAYOUTS,) * 4, (25, 80, 250, 800), SECONDS, DESCRIPTIONS, strict=True))
)
