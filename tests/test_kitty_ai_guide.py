"""The cheap one-ply judgement the card search opens its moves and plays its playouts by
(`kitty.ai.guide`), the search's progressive widening (`kitty.ai.widening`), and the card
playouts' soft value (`kitty.ai.seats.CardPlayouts`)."""

import math
import random

import pytest
from card_tables import card_game
from test_kitty_ai_cards import CELLS, played

from kitty import Game, Move
from kitty.ai import guide, widening
from kitty.ai.baselines import greedy_move
from kitty.ai.seats import CardPlayouts, KittySeats, SampledSeats, final_scores, playout_move
from kitty.moves import CHAIN, CLAIM, DISASSEMBLE, FLIP, PASS_MOVE, STACK
from search.ismcts import Available

ACTIONS = (STACK, FLIP, DISASSEMBLE, CHAIN)


def piece_lead(game: Game, mover: int) -> int:
    counts = guide.totals(game)
    return counts[mover] - max(c for p, c in enumerate(counts) if p != mover)


def test_the_guide_reads_each_actions_lead_as_the_board_has_it_after() -> None:
    kinds = set()
    for players, seed in ((3, 7), (3, 11), (4, 2), (4, 5)):
        game = Game(players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            mover = game.players.index(game.turn)
            counts = guide.totals(game)
            moves = game.legal_moves()
            for move, judged in zip(moves, guide.leads(game, mover, moves), strict=True):
                assert judged == guide.lead_after(game, counts, mover, move)
                if move.kind in ACTIONS or move is PASS_MOVE:
                    kinds.add(move.kind)
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


def test_the_guide_takes_the_tallest_stack_of_the_leader() -> None:
    # Red's rrrr on c3 may stack onto Yellow's yyyy on c2 or its yy on c4, and Red's stacks of
    # the top rows onto Blue's there: the four pieces of the leader, Yellow, are the best.
    cells = {"c2": "yyyy", "c3": "rrrr", "c4": "yy", "c6": "ry"}
    game = card_game(cells, hands="r:mf,cm y:fp,tk b:vc,fe")
    assert guide.totals(game) == [14, 16, 15]
    actions = [move for move in game.legal_moves() if move.kind in ACTIONS]
    taking = game.parse_move("c3-c2")
    assert taking in actions
    for seed in range(5):
        assert guide.best(game, 0, actions, random.Random(seed)) == taking
    # A playout's guided action is that best; with no guidance it is any action.
    assert playout_move(game, random.Random(1), guided=1.0) == taking
    drawn = {playout_move(game, random.Random(seed)) for seed in range(40)}
    assert len(drawn) > 3 and drawn <= set(actions)


def test_the_root_opens_the_best_moves_first_as_many_as_its_visits_allow() -> None:
    game = played(3, 5, 0)
    rng = random.Random(3)
    search = widening.Search(SampledSeats(game, rng), CardPlayouts(), rng)
    mover = game.players.index(game.turn)
    moves = game.legal_moves()
    search.run(iterations=300)
    root = search.root
    leads = dict(zip(moves, guide.leads(game, mover, moves), strict=True))
    opened = [leads[child.move] for child in root.children]  # type: ignore[index]
    assert opened == sorted(opened, reverse=True)
    assert opened[0] == max(leads.values())
    # The root holds as many of its moves as its visits allow, the best ones, not all.
    assert len(root.children) <= widening.ROOT_BASE + widening.WIDEN_SLOPE * math.sqrt(300) + 1
    assert len(root.children) < len(moves)
    assert min(opened) >= sorted(leads.values(), reverse=True)[len(opened) - 1]


def test_a_node_below_the_root_opens_the_guides_best_and_widens_with_its_visits() -> None:
    game = played(3, 5, 0)
    rng = random.Random(3)
    search = widening.Search(SampledSeats(game, rng), CardPlayouts(), rng)
    seats = search.seats
    legal = seats.legal_moves()
    leads = dict(zip(legal, guide.leads(seats.game, seats.turn, legal), strict=True))
    node: Available[Move] = Available(None, -1, 3)
    # While it may widen, a node opens the best of its unopened moves by the guide.
    for _ in range(widening.WIDEN_BASE):
        child, new = search._choose(node, legal)
        assert new and child is node.children[-1]
        unopened = [leads[move] for move in legal if move not in node.by_move]
        assert leads[child.move] >= max(unopened)  # type: ignore[index]
    for opened in node.children:
        opened.visits, opened.value = 1, 0.5
    # Three children and no visit: it walks to one of them; four visits open a fourth.
    child, new = search._choose(node, legal)
    assert not new and len(node.children) == widening.WIDEN_BASE
    node.visits = 4
    child, new = search._choose(node, legal)
    assert new and len(node.children) == widening.WIDEN_BASE + 1


def test_a_card_playout_is_worth_the_standing_softened_by_the_totals() -> None:
    game = card_game(CELLS, hands="r:tk,lp y:fp,cm b:vc,fe")
    seats = KittySeats(game)
    soft = CardPlayouts().value(seats)
    hard = seats.standing()
    assert sum(soft) == pytest.approx(1)
    totals = [total for total, _ in final_scores(game)]
    # The leader keeps most of its win; the others' shares follow their totals.
    assert soft.index(max(soft)) == hard.index(1.0)
    order = sorted(range(3), key=lambda seat: totals[seat])
    assert [soft[seat] for seat in order] == sorted(soft)
    assert all(abs(s - h) <= 0.25 for s, h in zip(soft, hard, strict=True))
