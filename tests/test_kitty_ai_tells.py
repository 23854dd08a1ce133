"""The card search reads the others' cards from their actions (`kitty.ai.tells`): a player who
counts its cards shows them by what it does, so the deals the search plays hold the others'
real hands more often than deals drawn from what is seen alone, and never a card it has seen
elsewhere."""

import random

from kitty import Game, knowledge
from kitty.ai import tells
from kitty.ai.baselines import greedy_move
from kitty.ai.seats import SampledSeats


def test_the_deals_hold_the_others_real_hands_more_often_once_they_have_acted() -> None:
    told = blind = 0
    for seed in range(1, 5):
        game = Game(3, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.push(greedy_move(game, rng))
            hands = game.hands
            assert hands is not None
            if len(game.moves) % 6 or game.is_over or hands.stage:
                continue
            viewer = game.players.index(game.turn)
            others = [p for p in range(3) if p != viewer]
            real = [hands.held(p) for p in others]
            masks = knowledge.seen(game, game.turn)
            seats = SampledSeats(game, random.Random(seed))
            for k in range(100):
                seats.redeal(random.Random(k))
                drawn = seats.game.hands
                assert drawn is not None
                told += [drawn.held(p) for p in others] == real
                deal = knowledge.dealt(game, game.turn, masks, random.Random(k))
                blind += [deal.held(p) for p in others] == real
                assert drawn.held(viewer) == hands.held(viewer)
    assert told > 1.3 * blind


def test_an_action_a_card_would_score_makes_that_card_likelier_and_a_tie_tells_nothing() -> None:
    leads = [1.0, 1.0, 0.0]
    choice = (leads, {3: [0.0, 0.0, 0.0], 5: [2.0, 0.0, 0.0]}, 0)
    held_tower = tells.likelihood([choice], [5])
    held_nothing = tells.likelihood([choice], [3])
    assert held_tower > held_nothing
    other = (leads, {3: [0.0, 0.0, 0.0], 5: [0.0, 0.0, 0.0]}, 0)
    assert tells.likelihood([other], [5]) == tells.likelihood([other], [3])
