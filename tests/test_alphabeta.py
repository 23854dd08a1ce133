"""The alpha-beta sparring partner: it is a baseline, so it must see what its depth allows."""

import random

import pytest
from tactics import ONLY_DEFENCES, WINS_IN_ONE, WINS_IN_THREE

from mixtour import Game
from mixtour.__main__ import main
from mixtour.ai.alphabeta import WIN, AlphaBeta, Evaluation, alphabeta_move, horizon_value
from mixtour.ai.arena import SIMPLE, alphabeta_depth, counted, run_arena
from mixtour.ai.baselines import (
    SIMPLE_POINT,
    SIMPLE_SCORING_MOVE,
    SIMPLE_TALL_TOP,
    hands_over_a_point,
    simple_evaluation,
)
from mixtour.ai.evaluation import (
    DOUBLE_THREAT,
    POINT,
    RESERVE,
    TEMPO,
    THREAT,
    TOP_BY_HEIGHT,
    evaluate,
)

# Quiet positions (no one can score at once).
MIDDLE_GAMES = [
    "b1=w,d1=rr,e1=w,b2=ww,d2=r,c3=rrw,d3=w,a4=w,c4=rw,c5=rr w 12/12 0/0 -",
    "a1=w,c1=rr,b2=wr,d2=w,c3=rw,e3=r,b4=ww,d5=r r 13/13 0/0 -",
    "c2=w,b3=rr,c3=w,d3=wr,c4=r r 17/16 0/0 -",
]


def minimax(game: Game, depth: int, ply: int, evaluation: Evaluation = evaluate) -> int:
    """Plain negamax over every move: what alpha-beta must equal."""
    if depth == 0 or game.result is not None:
        return horizon_value(game, ply, evaluation)
    best = -WIN - 1
    for move in game.legal_moves():
        game.push(move)
        best = max(best, -minimax(game, depth - 1, ply + 1, evaluation))
        game.pop()
    return best


@pytest.mark.parametrize("evaluation", [evaluate, simple_evaluation])
@pytest.mark.parametrize("position", WINS_IN_ONE + ONLY_DEFENCES + MIDDLE_GAMES)
def test_depth_two_equals_brute_force_minimax(position: str, evaluation: Evaluation) -> None:
    game = Game.from_position(position)
    before = game.position()
    value, move = AlphaBeta(game, random.Random(1), evaluation).search(2)
    assert game.position() == before
    assert value == minimax(game, 2, 0, evaluation)
    game.push(move)
    # the move chosen is one that gets the value
    assert -minimax(game, 1, 1, evaluation) == value


def test_the_simplest_evaluation_counts_points_scoring_moves_and_tall_tops() -> None:
    # Red's 4-high c3 (Red on top) scores onto either lone White piece one square away; White
    # owns the 3-high a1: one tall top each, so only the two scoring moves count.
    game = Game.from_position("a1=rrw,b3=w,c3=wwwr,d3=w r 14/17 0/0 -")
    assert [game.scorer(move) for move in game.scoring_moves()] == ["red", "red"]
    assert simple_evaluation(game) == 2 * SIMPLE_SCORING_MOVE
    game.push(game.parse_move("e5"))  # White to move, facing both
    assert simple_evaluation(game) == -2 * SIMPLE_SCORING_MOVE
    game = Game.from_position("a1=rrw,b3=w,c3=wwwr r 15/17 0/0 -")  # one partner left
    assert simple_evaluation(game) == SIMPLE_SCORING_MOVE
    # No partner for c3: the tall tops alone, White's against Red's.
    assert simple_evaluation(Game.from_position("a1=rrw,c3=wwwr w 16/17 0/0 -")) == 0
    assert simple_evaluation(Game.from_position("a1=rrw,c3=wwr w 17/17 0/0 -")) == 0
    # White's a1 scores onto c3 two squares away, and its top is White's.
    game = Game.from_position("a1=rrw,c3=rr w 19/16 0/0 -")
    assert simple_evaluation(game) == SIMPLE_SCORING_MOVE + SIMPLE_TALL_TOP
    points = Game.from_position("c3=ww w 18/20 0/1 -", target=2)
    assert simple_evaluation(points) == -SIMPLE_POINT


@pytest.mark.parametrize("position", WINS_IN_ONE)
@pytest.mark.parametrize("depth", [1, 2, 4])
def test_every_win_is_taken(position: str, depth: int) -> None:
    game = Game.from_position(position)
    for seed in range(3):
        assert alphabeta_move(game, depth, random.Random(seed)) in game.scoring_moves(game.turn)


@pytest.mark.parametrize("position", ONLY_DEFENCES)
@pytest.mark.parametrize("depth", [2, 4])
def test_the_only_defence_is_found(position: str, depth: int) -> None:
    game = Game.from_position(position)
    safe = [move for move in game.legal_moves() if not hands_over_a_point(game, move)]
    assert len(safe) == 1
    assert alphabeta_move(game, depth, random.Random(depth)) == safe[0]


@pytest.mark.parametrize(("position", "winning"), WINS_IN_THREE)
def test_the_win_in_three_is_found(position: str, winning: str) -> None:
    game = Game.from_position(position)
    assert not game.scoring_moves(game.turn)
    value, move = AlphaBeta(game, random.Random(3)).search(3)
    assert (value, str(move)) == (WIN - 3, winning)


def test_a_lost_position_is_seen_as_lost() -> None:
    game = Game.from_position(
        "e1=rwrr,a2=r,b2=w,c2=rwrw,a3=r,a4=ww,d4=rwr,e4=r,b5=ww,c5=rr r 11/8 0/0 -"
    )
    value, _ = AlphaBeta(game).search(2)
    assert value == 2 - WIN  # White wins on the second ply, whatever Red plays


def test_a_point_short_of_the_target_is_worth_taking() -> None:
    game = Game.from_position(WINS_IN_ONE[0], target=2)
    value, move = AlphaBeta(game, random.Random(1)).search(2)
    assert move in game.scoring_moves("white")
    assert value < WIN // 2  # a point, not the game


def test_evaluation_sees_points_threats_and_tops() -> None:
    quiet = Game.from_position("c3=w,d4=r w 19/19 0/0 -")
    assert evaluate(quiet) > 0  # equal material: the side to move moves first
    ahead = Game.from_position("c3=w,d4=r w 19/19 1/0 -", target=2)
    assert evaluate(ahead) > evaluate(quiet) + 500
    tall = Game.from_position("c3=rrw,d4=r w 19/17 0/0 -")
    assert evaluate(tall) > evaluate(quiet)
    # Red threatens e5-b2 (onto a 3-high stack, 3 squares away): White must stop it.
    threatened = Game.from_position("b2=www,e5=wr w 16/19 0/0 -")
    assert evaluate(threatened) < -100
    # Two threats sharing no square are worse than one.
    double = Game.from_position("a2=www,b2=www,a5=wr,e5=wr w 12/18 0/0 -")
    assert double.scoring_moves("red") and evaluate(double) < evaluate(threatened) - 300


def judged_square_by_square(game: Game) -> int:
    """The evaluation as its docstring states it, one question to the engine at a time."""
    me = game.turn
    other = "red" if me == "white" else "white"
    value = POINT * (game.score(me) - game.score(other)) + TEMPO
    threats = game.scoring_moves(other)
    if threats:
        shared = set.intersection(*({move.origin, move.target} for move in threats))
        value -= THREAT if shared else DOUBLE_THREAT
    if game.scoring_moves(me):
        value += POINT // 2
    for square in range(25):
        height = game.height(square)
        if height:
            sign = 1 if game.top(square) == me else -1
            value += sign * TOP_BY_HEIGHT[height]
    return value + RESERVE * (game.reserve(me) - game.reserve(other))


def test_the_evaluation_is_what_it_says_in_random_and_greedy_games() -> None:
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        game = Game(target=1 + seed % 3)
        while game.result is None and game.plies < 80:
            assert evaluate(game) == judged_square_by_square(game), game.position()
            assert evaluate(game, game.scoring_moves()) == evaluate(game)
            checked += 1
            moves = game.legal_moves()
            points = game.scoring_moves(game.turn)
            game.push(rng.choice(points) if points and seed % 2 else rng.choice(moves))
    assert checked > 1000


def test_the_game_is_left_as_it_was_and_a_finished_game_refused() -> None:
    game = Game.from_position(MIDDLE_GAMES[1])
    before = (game.position(), game.moves)
    alphabeta_move(game, 3, random.Random(2))
    assert (game.position(), game.moves) == before
    game = Game.from_position(WINS_IN_ONE[0])
    game.play(game.scoring_moves("white")[0])
    with pytest.raises(ValueError, match="game is over"):
        AlphaBeta(game)
    with pytest.raises(ValueError, match="at least 1"):
        AlphaBeta(Game()).search(0)


def test_the_arena_knows_alphabeta_by_depth(capsys: pytest.CaptureFixture[str]) -> None:
    assert alphabeta_depth("alphabeta") == 4
    assert alphabeta_depth("alphabeta:2") == 2
    assert alphabeta_depth("strong") is None
    for bad in ("alphabeta:0", "alphabeta:x", "alphabeta:9"):
        with pytest.raises(ValueError, match="depth"):
            alphabeta_depth(bad)
    records = run_arena("alphabeta:2", "random", 4, seed=3)
    assert sum(record.shares[0] for record in records) == 4
    assert main(["arena", "alphabeta:1", "greedy", "--games", "2"]) == 0
    assert "alphabeta:1 vs greedy: 2 games" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["arena", "alphabeta:0", "greedy", "--games", "1"])
    assert "'alphabeta:0'" in capsys.readouterr().err


def test_the_arena_knows_the_simple_partner_and_the_reading_search_by_nodes() -> None:
    assert alphabeta_depth("simple", SIMPLE) == 4
    assert alphabeta_depth("simple:5", SIMPLE) == 5
    assert alphabeta_depth("simple:5") is None
    assert counted("reading:2500", "reading", 10_000) == 2500
    assert counted("reading", "reading", 10_000) is None
    for bad in ("reading:0", "reading:x", "reading:10001"):
        with pytest.raises(ValueError, match="number of nodes after 'reading:'"):
            counted(bad, "reading", 10_000)
    with pytest.raises(ValueError, match="depth after 'simple:'"):
        run_arena("simple:7", "random", 1)
    records = run_arena("simple:2", "reading:30", 2, seed=3)
    assert [record.seats for record in records] == [[0, 1], [1, 0]]
    assert all(record.plies > 0 for record in records)
