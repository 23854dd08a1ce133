"""The computer player of Kitty Stack Tower with the Objective Cards: it never reads a hand it
has not seen (it searches deals of the unseen cards, `search.ismcts`), it values its own cards,
and the baselines and the worker play card games too."""

import json
import random

import pytest
from card_tables import card_game, plays

from app import worker
from kitty import Game, Move, knowledge
from kitty.ai import analyse, choose_move
from kitty.ai.baselines import greedy_move, lead
from kitty.ai.seats import (
    CardPlayouts,
    KittyPlayouts,
    KittySeats,
    SampledSeats,
    final_scores,
)
from kitty.moves import ACCEPT, DECLINE, FORCE, PASS_MOVE, PROPOSE

# A few stacks of every colour in the lower rows (the rest wait on the top rows).
CELLS = {"c2": "rrr", "c3": "y", "c4": "by", "c5": "yy", "c6": "yyyy"}


def swapped(game: Game, viewer: str, rng: random.Random) -> Game:
    """``game``'s position with two cards ``viewer`` has not seen (in others' hands or face
    down, unrevealed) changing places."""
    fields = game.position().split(" ")
    holders = list(fields[5])
    hands = game.hands
    assert hands is not None
    me = game.players.index(viewer)
    unseen = [
        card
        for card, at in enumerate(hands.holder)
        if at != me and at >= -1 and not hands.revealed(card)
    ]
    while True:
        first, second = rng.sample(unseen, 2)
        if holders[first] != holders[second]:
            break
    holders[first], holders[second] = holders[second], holders[first]
    fields[5] = "".join(holders)
    return Game.from_position(" ".join(fields))


def played(players: int, seed: int, plies: int) -> Game:
    """A game with cards after ``plies`` moves of greedy play, as a position."""
    game = Game(players, seed=seed)
    rng = random.Random(seed)
    while len(game.moves) < plies and not game.is_over:
        game.push(greedy_move(game, rng))
    return Game.from_position(game.position())


@pytest.mark.parametrize(("players", "seed", "plies"), [(3, 1, 0), (3, 7, 9), (4, 2, 12)])
def test_the_others_hidden_cards_do_not_change_the_computers_move(
    players: int, seed: int, plies: int
) -> None:
    game = played(players, seed, plies)
    other = swapped(game, game.turn, random.Random(seed))
    assert [other.cards(c) for c in game.players] != [game.cards(c) for c in game.players]
    assert other.cards(game.turn) == game.cards(game.turn)
    one, two = analyse(game, iterations=80, seed=5), analyse(other, iterations=80, seed=5)
    assert one.move == two.move
    assert one.principal_variation == two.principal_variation
    assert one.shares == two.shares


@pytest.mark.parametrize(("players", "seed", "plies"), [(3, 5, 18), (3, 9, 18), (4, 4, 18)])
def test_the_others_hidden_cards_do_not_change_the_move_after_their_actions(
    players: int, seed: int, plies: int
) -> None:
    """The same, in a game with its history (which the computer's knowledge replays): the same
    actions from two deals that differ in two cards the computer has not seen give the same
    move."""
    game = Game(players, seed=seed)
    start = game.position()
    rng = random.Random(seed)
    while len(game.moves) < plies:
        game.push(greedy_move(game, rng))
    other = swapped(Game.from_position(start), game.turn, random.Random(seed))
    for move in game.moves:
        other.push(move)
    assert [other.cards(c) for c in game.players] != [game.cards(c) for c in game.players]
    assert knowledge.seen_moves(other, game.turn) == knowledge.seen_moves(game, game.turn)
    one, two = analyse(game, iterations=80, seed=5), analyse(other, iterations=80, seed=5)
    assert one.move == two.move
    assert one.principal_variation == two.principal_variation
    assert one.shares == two.shares


def test_the_search_deals_the_unseen_cards_again_and_keeps_the_seen_ones() -> None:
    game = plays(card_game(CELLS, hands="r:lp,cm y:fp,tk b:vc,fe"), "?y yes >lp >fp")
    seats = SampledSeats(game, random.Random(1))
    deals = set()
    for k in range(40):
        seats.redeal(random.Random(k))
        copy = seats.game
        assert copy.cards("red") == ["color_master", "focused_power"]
        assert "layered_peaks" in copy.cards("yellow")
        deals.add(tuple(copy.cards("yellow") + copy.cards("blue")))
        assert copy.stacks == game.stacks
    assert len(deals) > 5


def test_the_standing_counts_every_end_of_game_card_as_if_the_game_ended() -> None:
    game = card_game(CELLS, hands="r:tk,lp y:fp,cm b:vc,fe")
    base = [game.score(colour) for colour in game.players]
    scores = final_scores(game)
    red_stacks = [s for s in game.stacks if s and s[-1] == 0]
    assert scores[0][0] == base[0][0] + len(red_stacks) + max(map(len, red_stacks)) // 2
    assert [own for _, own in scores] == [own for _, own in base]
    assert scores[2] == base[2]  # Vibrant Colors: no stack of 5 alternating
    leader = scores.index(max(scores))
    assert KittySeats(game).standing() == tuple(float(seat == leader) for seat in range(3))


def leading_pass(hands: str) -> Game:
    """Red to move after two passes, ahead by pieces: its pass ends the game."""
    cells = {"a1": "yyrrr", "a3": "y", "a5": "b"}
    return card_game(cells, hands=hands, passes=2)


def test_the_winning_pass_counts_the_end_of_game_cards_and_needs_a_pass() -> None:
    ahead = leading_pass("r:tk,cm y:fp,fe b:vc,mf")
    assert final_scores(ahead)[0] > max(final_scores(ahead)[1:])
    assert KittySeats(ahead).winning_move() == PASS_MOVE
    behind = leading_pass("r:fe,mf y:lp,fp b:vc,cm")  # Yellow's many stacks: Layered Peaks
    assert final_scores(behind)[0] < final_scores(behind)[1]
    assert KittySeats(behind).winning_move() is None
    # Proposing hands the decision to Yellow: no pass is open there, winning or not.
    asked = plays(leading_pass("r:tk,cm y:fp,fe b:vc,mf"), "?y")
    assert PASS_MOVE not in asked.legal_moves()
    assert KittySeats(asked).winning_move() is None


def test_playouts_and_searches_of_card_games_leave_the_game_as_it_was() -> None:
    game = played(4, 3, 20)
    before = game.position()
    KittyPlayouts().evaluate(KittySeats(game), random.Random(2))
    CardPlayouts().evaluate(KittySeats(game), random.Random(2))
    analysis = analyse(game, iterations=40, seed=2)
    assert game.position() == before and not game.moves
    assert analysis.move in game.legal_moves()
    assert sum(analysis.shares.values()) == pytest.approx(1)


def test_greedy_counts_its_own_end_cards_but_cannot_see_the_others() -> None:
    game = card_game(CELLS, hands="r:lp,cm y:fp,tk b:vc,fe")
    plain = card_game(CELLS, hands="r:mf,fe y:fp,tk b:vc,lp")
    red_stacks = [s for s in game.stacks if s and s[-1] == 0]
    points = len(red_stacks) + sum(len(set(s)) - 1 for s in red_stacks)
    assert lead(game, "red")[0] == lead(plain, "red")[0] + points
    other = swapped(game, "red", random.Random(3))
    assert lead(other, "red") == lead(game, "red")
    assert greedy_move(other, random.Random(4)) == greedy_move(game, random.Random(4))


def test_greedy_says_no_and_never_offers_an_exchange() -> None:
    asked = plays(card_game(CELLS), "?y")
    assert greedy_move(asked, random.Random(1)) == asked.parse_move("no")
    assert asked.parse_move("no").kind == DECLINE
    for seed in range(6):
        game = played(3 + seed % 2, seed, 2 * seed)
        assert greedy_move(game, random.Random(seed)).kind not in (PROPOSE, FORCE)


def test_the_worker_answers_card_positions_without_reading_the_others_hands() -> None:
    game = Game(3, seed=7)
    other = swapped(game, "yellow", random.Random(1))
    replies = []
    for start in (game.position(), other.position()):
        request = {"id": 3, "start": start, "moves": ["?y"], "iterations": 40, "seed": 2}
        replies.append(json.loads(worker.think_kitty(json.dumps(request))))
    answer = replies[0]
    assert answer["ok"] is True and answer["move"] in ("yes", "no")
    assert set(answer["shares"]) == {"red", "yellow", "blue"}
    assert answer["win_probability"] == answer["shares"]["yellow"]  # Yellow decides
    assert choose_move(plays(Game(3, seed=7), "?y"), iterations=40, seed=2).kind in (
        "accept",
        "decline",
    )
    # Yellow answers; its hand is the same in both, Red's or Blue's differ.
    assert replies[1]["move"] == answer["move"]
    assert replies[1]["shares"] == answer["shares"]


def test_the_arena_plays_card_games_and_levels_on_other_budgets() -> None:
    from kitty.ai.arena import arena, player

    with pytest.raises(ValueError, match="iterations after ':'"):
        player("strong:none")
    with pytest.raises(ValueError, match="unknown level"):
        player("grandmaster:40")
    record = arena(3).play_game(["casual:10", "greedy", "random"], 0, seed=2)
    assert sum(record.shares) == pytest.approx(1) and record.plies > 3
    cards = arena(3).new_game(random.Random(1)).game
    base = arena(3, cards=False).new_game(random.Random(1)).game
    assert cards.has_cards and not base.has_cards and cards.stacks == base.stacks


def test_the_computer_does_not_ask_for_an_exchange_it_expects_to_be_refused() -> None:
    from kitty.ai.player import CardSearch
    from search.mcts import Node

    game = Game(3, seed=5)
    rng = random.Random(1)
    search = CardSearch(SampledSeats(game, rng), CardPlayouts(), rng)
    propose = Node(game.parse_move("?y"), 0, 3)
    no, yes = Node(Move(DECLINE), 1, 3), Node(Move(ACCEPT), 1, 3)
    propose.children = [no, yes]
    action = Node(game.legal_moves()[0], 0, 3)
    propose.visits, no.visits, yes.visits, action.visits = 60, 45, 14, 40
    search.root.children = [propose, action]
    # Visited most, but Yellow is expected to say no: asking would change nothing.
    assert search.best_move() == action.move
    assert search.principal_variation()[0] == action.move
    no.visits, yes.visits = 14, 45  # expected to say yes: worth asking
    assert search.best_move() == propose.move
