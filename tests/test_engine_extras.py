"""The engine's small public helpers for search: height, top and scoring_moves."""

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
