"""The engine's small public helpers: height, top, heights, tops, scoring_moves, scorer and
last_removal."""

import random

import pytest

import mixtour
from mixtour import Game, InvalidMoveError, MixtourError, Move


def random_games(count: int, seed: int) -> list[Game]:
    """Positions from seeded random games, stopped at random lengths, over before or not."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        game = Game(target=rng.choice((1, 2, 3)))
        for _ in range(rng.randrange(120)):
            moves = game.legal_moves()
            if not moves:
                break
            game.push(rng.choice(moves))
        games.append(game)
    return games


def test_height_and_top_read_the_stack() -> None:
    game = Game.from_position("a1=wwr,c3=w,e5=rrrw w 16/16 0/0 -")
    assert [game.height(square) for square in ("a1", "c3", "e5", "b2")] == [3, 1, 4, 0]
    assert [game.top(square) for square in ("a1", "c3", "e5", "b2")] == [
        "red",
        "white",
        "white",
        None,
    ]
    assert game.height(0) == 3
    assert game.top(24) == "white"
    with pytest.raises(InvalidMoveError):
        game.height("f6")


def test_height_and_top_agree_with_stack_in_random_games() -> None:
    for game in random_games(40, seed=3):
        for square in range(25):
            stack = game.stack(square)
            assert game.height(square) == len(stack)
            assert game.top(square) == (stack[-1] if stack else None)
        assert game.heights() == tuple(game.height(square) for square in range(25))
        assert game.tops() == tuple(game.top(square) for square in range(25))


def test_scoring_moves_are_the_legal_moves_that_remove_a_stack() -> None:
    checked = 0
    for game in random_games(300, seed=5):
        expected = []
        for move in game.legal_moves():
            before = game.score("white") + game.score("red")
            game.push(move)
            scored = game.score("white") + game.score("red") - before
            game.pop()
            if scored:
                expected.append(move)
        assert game.scoring_moves() == expected, game.position()
        checked += len(expected)
    assert checked > 50  # the random games did reach positions where moves score


def test_a_scoring_move_scores_for_the_top_of_the_moving_stack() -> None:
    # Red's move d4:2-a1 builds a 5-stack topped by White: a point for White.
    game = Game.from_position("a1=rrr,d4=rw r 19/16 0/0 -", target=2)
    assert [str(move) for move in game.scoring_moves()] == ["d4:2-a1"]
    assert [str(move) for move in game.scoring_moves("white")] == ["d4:2-a1"]
    assert game.scoring_moves("red") == []
    game.push(game.scoring_moves()[0])
    assert (game.score("white"), game.score("red")) == (1, 0)


def test_scoring_moves_for_a_colour_are_those_that_score_for_it() -> None:
    for game in random_games(300, seed=7):
        for colour in ("white", "red"):
            expected = []
            for move in game.scoring_moves():
                points = game.score(colour)
                game.push(move)
                if game.score(colour) > points:
                    expected.append(move)
                game.pop()
            assert game.scoring_moves(colour) == expected, game.position()
    with pytest.raises(MixtourError):
        Game().scoring_moves("blue")


def test_no_scoring_moves_once_the_game_is_over() -> None:
    game = Game.from_position("a1=rrr,d4=rw r 19/16 0/0 -")
    game.push(Move.parse("d4:2-a1"))
    assert game.result == "white"
    assert game.scoring_moves() == []


def test_opponent_is_the_other_colour() -> None:
    assert mixtour.opponent("white") == "red"
    assert mixtour.opponent("red") == "white"


def test_last_removal_names_the_removed_stack_and_who_scored() -> None:
    # Red's d4:2-a1 builds a 5-stack on a1, red, red, red under White's red-white pair.
    game = Game.from_position("a1=rrr,d4=rw r 19/16 0/0 -", target=2)
    assert game.last_removal() is None  # no move yet
    game.play("d4:2-a1")
    removal = game.last_removal()
    assert removal is not None
    assert (removal.square, removal.stack, removal.scorer) == (
        mixtour.parse_square("a1"),
        ("red", "red", "red", "red", "white"),
        "white",
    )
    assert repr(removal) == "Removal('a1', ('red', 'red', 'red', 'red', 'white'), scorer='white')"
    game.play("c3")
    assert game.last_removal() is None  # an entry removes nothing
    game.pop()
    assert game.last_removal() is not None  # it is the last move's, read again after a pop


def test_last_removal_and_scorer_agree_with_playing_the_move_in_random_games() -> None:
    removals = 0
    for game in random_games(200, seed=11):
        for move in game.legal_moves():
            stack_before = game.stack(move.target) if move.target is not None else ()
            carried = game.stack(move.origin)[-move.count :] if move.origin is not None else ()
            scores = (game.score("white"), game.score("red"))
            scorer = game.scorer(move)
            game.push(move)
            removal = game.last_removal()
            gained = [
                colour
                for colour, before in zip(("white", "red"), scores, strict=True)
                if game.score(colour) > before
            ]
            if removal is None:
                assert gained == [] and scorer is None, (game.position(), str(move))
            else:
                removals += 1
                assert removal.square == move.target
                assert removal.stack == stack_before + carried
                assert gained == [removal.scorer] == [scorer]
            game.pop()
    assert removals > 50
