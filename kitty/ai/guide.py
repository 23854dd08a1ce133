"""A cheap one-ply judgement of a Kitty move, read straight off the stacks (no push, no pop):
the lead in pieces the player to move would have over the best other player after it, as the
greedy player counts its lead (`kitty.ai.baselines.lead`) but without the cards. The card
search tries moves in this order (`kitty.ai.widening`) and its playouts lean on it
(`kitty.ai.seats.playout_move`)."""

import math
from random import Random

from kitty import Game, Move
from kitty.moves import CHAIN, CLAIM, DISASSEMBLE, FLIP, STACK

# A claim keeps the lead in pieces as it is (the stack's pieces leave the board and score as
# many points), yet its pieces can no longer be taken: it counts this much more.
CLAIM_BONUS = 0.5


def totals(game: Game) -> list[int]:
    """The pieces in the stacks each player owns."""
    counts = [0] * len(game.players)
    for stack in game.stacks:
        if stack:
            counts[stack[-1]] += len(stack)
    return counts


def lead_after(game: Game, counts: list[int], mover: int, move: Move) -> float:
    """The lead in pieces over the best other player that ``mover``, whose turn it is and who
    owns ``counts`` now (`totals`), has after ``move``: a stack or a disassembly takes the
    target stack, a flip gives the jumped stack to its bottom piece's owner, a chain takes
    every stack on its line; a claim counts `CLAIM_BONUS` more; a pass or any other step
    leaves the lead as it is."""
    stacks = game.stacks
    kind = move.kind
    after = counts
    if kind in (STACK, DISASSEMBLE):
        after = _moved(counts, stacks[move.target], mover)
    elif kind == FLIP:
        jumped = stacks[move.target]
        after = _moved(counts, jumped, jumped[0])
    elif kind == CHAIN:
        for cell in game.board.line(move.source, move.target):
            after = _moved(after, stacks[cell], mover)
    best = max(count for player, count in enumerate(after) if player != mover)
    return after[mover] - best + (CLAIM_BONUS if kind == CLAIM else 0.0)


def _moved(counts: list[int], stack: "tuple[int, ...]", taker: int) -> list[int]:
    """``counts`` once the pieces of ``stack`` belong to ``taker`` instead of its owner."""
    owner = stack[-1]
    if owner == taker:
        return counts
    after = counts[:]
    after[owner] -= len(stack)
    after[taker] += len(stack)
    return after


def leads(game: Game, mover: int, moves: list[Move]) -> list[float]:
    """`lead_after` of each of ``moves`` for ``mover``, whose turn it is. A stack or a
    disassembly, most of the moves, is judged here without a list made: only the target's
    owner loses pieces, so the best other player after it is the best other now unless that
    owner was the only one at the top."""
    stacks = game.stacks
    counts = totals(game)
    mine = counts[mover]
    others = sorted(count for player, count in enumerate(counts) if player != mover)
    top = others[-1]
    # The best other player's count once the one at the top alone (if so) has lost pieces.
    second = others[-2] if len(others) > 1 else -math.inf
    alone = second != top
    judged: list[float] = []
    for move in moves:
        kind = move.kind
        if kind in (STACK, DISASSEMBLE):
            target = stacks[move.target]
            owner = target[-1]
            if owner == mover:
                judged.append(mine - top)
            else:
                height = len(target)
                left = counts[owner] - height
                rival = max(left, second) if alone and counts[owner] == top else top
                judged.append(mine + height - rival)
        else:
            judged.append(lead_after(game, counts, mover, move))
    return judged


def best(game: Game, mover: int, moves: list[Move], rng: Random) -> Move:
    """The move of ``moves`` with the best `lead_after` (among equals, one at random)."""
    chosen: list[Move] = []
    most = -math.inf
    for move, lead in zip(moves, leads(game, mover, moves), strict=True):
        if lead > most:
            chosen, most = [move], lead
        elif lead == most:
            chosen.append(move)
    return chosen[int(rng.random() * len(chosen))]
