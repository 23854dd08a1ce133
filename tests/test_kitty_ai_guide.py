"""The cheap one-ply judgement the card search opens its moves by (`kitty.ai.guide`), and the
search's progressive widening (`kitty.ai.widening`)."""

import math
import random

from card_tables import card_game
from test_kitty_ai_cards import played

from kitty import Game
from kitty.ai import guide, widening
from kitty.ai.baselines import greedy_move
from kitty.ai.seats import KittyPlayouts, SampledSeats
from kitty.moves import CHAIN, CLAIM, DISASSEMBLE, FLIP, PASS_MOVE, STACK

ACTIONS = (STACK, FLIP, DISASSEMBLE, CHAIN)


def piece_lead(game: Game, mover: int) -> int:
    counts = guide.totals(game)
    return counts[mover] - max(c for p, c in enumerate(counts) if p != mover)


def test_the_guide_reads_each_actions_lead_as_the_board_has_it_after() -> None:
    kinds = set()
    for players, seed in ((3, 7), (3, 11), (4, 2)):
        game = Game(players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            mover = game.players.index(game.turn)
            counts = guide.totals(game)
            for move in game.legal_moves():
                if move.kind in ACTIONS or move is PASS_MOVE:
                    kinds.add(move.kind)
                    judged = guide.lead_after(game, counts, mover, move)
                    game.push(move)
                    assert judged == piece_lead(game, mover), game.format_move(move)
                    game.pop()
            game.push(greedy_move(game, rng))
    assert kinds >= {STACK, FLIP, DISASSEMBLE, CHAIN}


def test_a_flip_gives_the_jumped_stack_to_its_bottom_piece_and_a_claim_counts_a_little() -> None:
    # Red's rr on c4 may flip Yellow's ryy on c5 (landing on c6): Red gets its three pieces.
    game = card_game({"c4": "rr", "c5": "ryy", "a1": "rrrrr"}, hands="r:mf,cm y:fp,tk b:vc,fe")
    counts = guide.totals(game)
    assert counts == [14, 16, 15]
    before = guide.lead_after(game, counts, 0, PASS_MOVE)
    assert before == 14 - 16
    # Red 17, Yellow 13: Blue's 15 is now the best other.
    assert guide.lead_after(game, counts, 0, game.parse_move("c4^c5")) == 17 - 15
    assert guide.lead_after(game, counts, 0, game.parse_move("*a1")) == before + guide.CLAIM_BONUS
    assert game.parse_move("*a1").kind == CLAIM
    best = guide.best(game, 0, game.legal_moves(), random.Random(1))
    assert guide.lead_after(game, counts, 0, best) == max(
        guide.lead_after(game, counts, 0, move) for move in game.legal_moves()
    )


def test_the_search_opens_the_best_moves_first_and_widens_with_the_visits() -> None:
    game = played(3, 5, 9)
    rng = random.Random(3)
    search = widening.Search(SampledSeats(game, rng), KittyPlayouts(), rng)
    counts = guide.totals(game)
    mover = game.players.index(game.turn)
    search.run(iterations=300)
    root = search.root
    leads = [guide.lead_after(game, counts, mover, child.move) for child in root.children]
    assert leads == sorted(leads, reverse=True)
    assert len(root.children) == len(game.legal_moves())
    # Below the root a node holds about as many children as its visits allow, not all its moves.
    wide = [
        (node.visits, len(node.children))
        for child in root.children
        for node in child.children
        if node.visits >= 4
    ]
    assert wide
    for visits, children in wide:
        assert children <= widening.WIDEN_BASE + widening.WIDEN_SLOPE * math.sqrt(visits) + 2
