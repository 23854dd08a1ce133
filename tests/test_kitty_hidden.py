"""Hidden cards: what a player has seen, deals sampled from it (kitty/knowledge.py), and the
properties of games with cards under random play: pieces conserved, push/pop restoring
everything, round trips, and bad text raising only the project's errors."""

import contextlib
import random

from card_tables import card_game, plays
from hypothesis import given, settings
from hypothesis import strategies as st

from kitty import Game, KittyError, record
from kitty.cardtext import claimed_pieces
from kitty.deck import CARDS, CODES
from kitty.knowledge import OUT, sample, seen, seen_moves
from kitty.moves import parse

HANDS = "r:lp,cm y:fp,tk b:vc,fe"
CELLS = {"c4": "rr", "c5": "yy", "e5": "b", "e6": "y"}
PLAIN = ("stack", "flip", "disassemble", "pass", "end")


def code(card: str) -> int:
    return CODES.index(card)


def random_game(players: int, seed: int, plies: int) -> Game:
    """A game with cards after up to `plies` random moves (a pass only one time in ten)."""
    rng = random.Random(seed)
    game = Game(players, seed=seed if seed % 3 else None, deal=seed)
    while not game.is_over and len(game.moves) < plies:
        moves = game.legal_moves()
        others = [move for move in moves if move.kind != "pass"]
        game.push(rng.choice(others if others and rng.random() < 0.9 else moves))
    return game


# --- what a player has seen ----------------------------------------------------------------


def test_a_player_knows_its_own_cards_and_nothing_of_the_others_at_first() -> None:
    game = card_game(CELLS, hands=HANDS)
    masks = seen(game, "red")
    assert masks[code("lp")] == masks[code("cm")] == 1 << 0
    unknown = (1 << 1) | (1 << 2) | (1 << OUT)
    assert all(masks[code(c)] == unknown for c in ("fp", "tk", "vc", "fe", "mf", "cs"))


def test_a_player_learns_the_cards_of_its_own_exchange_and_others_only_that_one_happened() -> None:
    game = plays(card_game(CELLS, hands=HANDS), "?y yes >lp >fp")
    red, blue = seen(game, "red"), seen(game, "blue")
    assert red[code("lp")] == 1 << 1 and red[code("fp")] == 1 << 0
    # Blue knew none of them: any card Red or Yellow might hold may be with either now.
    assert blue[code("lp")] == blue[code("tk")] == (1 << 0) | (1 << 1) | (1 << OUT)
    assert seen_moves(game, "red") == ["?y", "yes", ">lp", ">fp"]
    assert seen_moves(game, "yellow") == ["?y", "yes", ">lp", ">fp"]
    assert seen_moves(game, "blue") == ["?y", "yes", ">?", ">?"]


def test_a_card_put_forward_is_hidden_from_its_receiver_until_the_swap() -> None:
    game = plays(card_game(CELLS, hands=HANDS), "?y yes >lp")
    assert seen_moves(game, "yellow") == ["?y", "yes", ">?"]
    offered = set()
    for k in range(40):  # Yellow knows neither Red's cards nor which one is coming
        copy = sample(game, "yellow", random.Random(k))
        card = copy.position().split(" ")[-1].removeprefix("?y+")
        assert CARDS[CODES.index(card)] in copy.cards("red") and card not in ("fp", "tk")
        offered.add(card)
    assert len(offered) > 4
    assert {sample(game, "red", random.Random(k)).position().split(" ")[-1] for k in range(9)} == {
        "?y+lp"
    }


def test_forced_exchange_shows_its_holder_and_hides_the_card_given() -> None:
    game = plays(card_game(CELLS, hands=HANDS, turn="b"), "!r>vc")
    assert seen(game, "yellow")[code("fe")] == 1 << 2
    assert seen_moves(game, "red") == ["!r>?"]
    game.play(">cm")
    assert seen_moves(game, "red") == ["!r>vc", ">cm"] and seen_moves(game, "yellow") == [
        "!r>?",
        ">?",
    ]
    assert seen(game, "red")[code("cm")] == 1 << 2 and seen(game, "yellow")[code("fe")] == 0


def test_an_action_that_would_have_scored_shows_the_mover_lacks_that_card() -> None:
    game = card_game({"c4": "yy", "c5": "yrr", "e5": "b"}, hands="r:lp,cm y:fp,tk b:vc,fe")
    plays(game, "pass")
    assert game.action_gains(parse("c4^c5", game.board)) == (0, 2)
    game.play("c4^c5")  # Yellow takes a Red stack by a flip, and scores no Twist
    assert game.card_points("yellow") == 0
    assert not seen(game, "red")[code("dt")] & (1 << 1)
    assert all(
        "dramatic_twist" not in sample(game, "red", random.Random(k)).cards("yellow")
        for k in range(30)
    )


def test_a_sample_keeps_all_the_viewer_saw_and_deals_the_rest_among_the_unseen() -> None:
    hands = "r:lp,cm y:rb,tk b:vc,fe"
    game = plays(card_game(CELLS, hands=hands, points="rb=2"), "?b yes >lp >vc")
    unseen = {"monochromatic_frenzy", "focused_power", "tower_king", "dramatic_twist"}
    unseen |= {"forced_exchange", "continuous_stacking"}
    drawn = set()
    for k in range(60):
        copy = sample(game, "red", random.Random(k))
        assert copy.cards("red") == game.cards("red") == ["color_master", "vibrant_colors"]
        (yellow,) = set(copy.cards("yellow")) - {"rainbow_bridge"}  # revealed: stays
        (blue,) = set(copy.cards("blue")) - {"layered_peaks"}  # Red gave it: stays
        assert {yellow, blue} <= unseen
        drawn |= {(yellow, blue)}
        assert copy.position().split(" ")[:5] == game.position().split(" ")[:5]
        assert copy.position().split(" ")[6:] == game.position().split(" ")[6:]
    assert len(drawn) > 15  # of the 30 ways to draw two of the six unseen


def twin(game: Game, viewer: int, rng: random.Random) -> Game:
    """`game`'s position with two cards the viewer has not seen swapping places."""
    fields = game.position().split(" ")
    holders = list(fields[5])
    hands = game.hands
    assert hands is not None
    unseen = [
        card
        for card, at in enumerate(hands.holder)
        if at != viewer and at >= -1 and not hands.revealed(card)
    ]
    first, second = rng.sample(unseen, 2)
    holders[first], holders[second] = holders[second], holders[first]
    fields[5] = "".join(holders)
    return Game.from_position(" ".join(fields))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([3, 4]), st.integers(0, 10**6), st.integers(0, 80), st.integers(0, 30))
def test_games_differing_only_in_cards_a_player_has_not_seen_give_it_the_same_sample(
    players: int, seed: int, plies: int, more: int
) -> None:
    rng = random.Random(seed)
    start = random_game(players, seed, plies)
    if start.is_over or start.hands is None or start.hands.stage != 0:
        return
    viewer = start.players.index(start.turn)
    one = Game.from_position(start.position())
    other = twin(one, viewer, rng)
    for _ in range(more):  # the same plain moves in both, while everything seen stays alike
        plain = [m for m in one.legal_moves() if m.kind in PLAIN and other.is_legal(m)]
        if one.is_over or not plain:
            break
        move = rng.choice(plain)
        one.push(move)
        other.push(move)
        public = [g.position().split(" ") for g in (one, other)]
        if public[0][:5] + public[0][6:] != public[1][:5] + public[1][6:]:
            one.pop()
            other.pop()
            break
    colour = start.players[viewer]
    for k in range(3):
        a, b = sample(one, colour, random.Random(k)), sample(other, colour, random.Random(k))
        assert a.position() == b.position()
    if one.turn == colour and not one.is_over:
        assert sample(one, colour, random.Random(9)).legal_moves() == one.legal_moves()


# --- properties of games with cards --------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([3, 4]), st.integers(0, 10**6), st.integers(0, 400))
def test_pieces_are_conserved_and_pop_restores_everything(
    players: int, seed: int, plies: int
) -> None:
    game = random_game(players, seed, plies)
    for colour in range(players):
        pieces = sum(s.count(colour) for s in game.stacks) + claimed_pieces(game.hands, colour)
        assert pieces + game.in_hand[colour] == 15
    history = game.moves
    states = []
    while game.moves:
        states.append((game.position(), dict(game._seen), game.turn, game.is_over))
        game.pop()
    assert game.position() == Game(players, seed=seed if seed % 3 else None, deal=seed).position()
    for move, state in zip(history, reversed(states), strict=True):
        game.push(move)
        assert (game.position(), game._seen, game.turn, game.is_over) == state


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([3, 4]), st.integers(0, 10**6), st.integers(0, 300))
def test_positions_records_and_moves_round_trip(players: int, seed: int, plies: int) -> None:
    game = random_game(players, seed, plies)
    text = game.position()
    again = Game.from_position(text)
    assert again.position() == text and again.turn == game.turn
    if not game.is_over:
        assert again.legal_moves() == game.legal_moves()
    for move in game.legal_moves():
        assert game.parse_move(game.format_move(move)) == move
    saved = record.write(game)
    replayed = record.read(saved)
    assert record.write(replayed) == saved and replayed.position() == text
    assert [replayed.score(c) for c in game.players] == [game.score(c) for c in game.players]


FIELD_NOISE = "rybg-x.,=@!?+*>0123456789abcdefilmpstv "


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 120), st.data())
def test_mangled_card_positions_raise_only_kitty_errors(
    seed: int, plies: int, data: st.DataObject
) -> None:
    text = random_game(3, seed, plies).position()
    cut = text.index(" play ") if " play " in text else 0
    at = data.draw(st.integers(cut, len(text)))
    noise = data.draw(st.text(alphabet=FIELD_NOISE, max_size=10))
    with contextlib.suppress(KittyError):
        game = Game.from_position(text[:at] + noise + text[at + data.draw(st.integers(0, 6)) :])
        game.legal_moves()
        game.position()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.data())
def test_mangled_card_records_raise_only_kitty_errors(seed: int, data: st.DataObject) -> None:
    text = record.write(random_game(4, seed, 60))
    at = data.draw(st.integers(0, len(text)))
    noise = data.draw(st.text(alphabet='[]"Deal0123456789?!>*yesno -\n', max_size=12))
    with contextlib.suppress(KittyError):
        record.read(text[:at] + noise + text[at + data.draw(st.integers(0, 12)) :])


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="abcdefghijkl0123456789-^<*?!>rybgmftvsx yesnopadn", max_size=9))
def test_card_move_text_reads_as_itself_or_raises_invalid(text: str) -> None:
    game = card_game(CELLS, hands=HANDS)
    with contextlib.suppress(KittyError):
        move = game.parse_move(text)
        assert game.format_move(move) == text
