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


def best(game: Game, mover: int, moves: list[Move], rng: Random) -> Move:
    """The move of ``moves`` with the best `lead_after` (among equals, one at random)."""
    counts = totals(game)
    chosen: list[Move] = []
    most = -math.inf
    for move in moves:
        lead = lead_after(game, counts, mover, move)
        if lead > most:
            chosen, most = [move], lead
        elif lead == most:
            chosen.append(move)
    return chosen[int(rng.random() * len(chosen))]
