"""The reading search's judge of a two-player position (`search.protocol.Judge`): the heuristic
`evaluation` turned into a chance, and the threat hooks the search reads out.

Both come from one scan of the scoring moves (the engine's `scoring_moves`, the dearest part of
a judgement): the player to move wins at once when one of them scores its last point; the other
player threatens when one scores its last point (it would, were it its turn). The scan is handed
on to the evaluation, which weighs the same moves.
"""

import math

from mixtour import opponent
from mixtour.ai.evaluation import evaluate
from mixtour.ai.seats import MixtourSeats
from search.protocol import QUIET, THREAT, WINS_AT_ONCE

# At target 1, an evaluation of this many hundredths of a point is a chance of 1/(1 + e^-1) ≈ 0.73;
# the scale grows with the target, so that one point of a longer race is not a won game.
CHANCE_SCALE = 300
# A chance is read from at most this many scales either side of even (`math.exp` stays finite).
CLIP = 30


def chance(evaluation: int, target: int = 1) -> float:
    """The side to move's chance of winning, read from `evaluate`'s hundredths of a point in a
    game to ``target`` points."""
    scaled = max(-CLIP, min(CLIP, evaluation / (CHANCE_SCALE * target)))
    return 1.0 / (1.0 + math.exp(-scaled))


class Judgement:
    """Judges positions of two-player Mixtour for the reading search."""

    def judge(self, game: MixtourSeats) -> tuple[float, int]:
        """The chance of the player to move, and `WINS_AT_ONCE`, `THREAT` or `QUIET`."""
        engine = game.game
        turn = engine.turn
        scoring = engine.scoring_moves()
        holds = QUIET
        if scoring:
            scorer = engine.scorer
            target = engine.target
            wins_at_once = engine.score(turn) + 1 >= target
            for move in scoring:
                if scorer(move) != turn:
                    holds = THREAT
                elif wins_at_once:
                    return 0.0, WINS_AT_ONCE
            if holds == THREAT and engine.score(opponent(turn)) + 1 < target:
                holds = QUIET  # a point, but not the last one: not read out
        return chance(evaluate(engine, scoring), engine.target), holds
