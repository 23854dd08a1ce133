"""The computer player of Mixtour à trois: the max-n playout search through `mixtour.ai.seats`
and the playouts of `mixtour.ai.trois`."""

import json
from random import Random

import pytest

from mixtour import START_THREE, Game
from mixtour.ai import TROIS_LEVELS, analyse, choose_move, protocol
from mixtour.ai.player import PLAYER
from mixtour.ai.seats import MixtourSeats
from mixtour.ai.trois import TroisPlayouts, values
from mixtour.ai.trois_baselines import greedy_move, random_move


def position_with_a_win_for(turn: str) -> Game:
    """A position of three where ``turn`` (to move) scores with a1:4-b1, among ~30 moves."""
    stack = "".join(colour for colour in "wrb" if colour != turn) + turn + turn
    pieces = stack + "brwb"
    reserves = "/".join(str(15 - pieces.count(colour)) for colour in "wrb")
    return Game.from_position(f"a1={stack},b1=b,e4=r,d5=w,e5=b {turn} {reserves} 0/0/0 -")


@pytest.mark.parametrize("turn", ["w", "r", "b"])
def test_the_computer_takes_its_own_win_in_every_seat(turn: str) -> None:
    game = position_with_a_win_for(turn)
    before = game.position()
    analysis = analyse(game, iterations=2, seed=1)
    game.push(analysis.move)
    assert game.result == game.colours["wrb".index(turn)]
    game.pop()
    assert game.position() == before


def test_the_seats_speak_the_game_protocol() -> None:
    game = position_with_a_win_for("r")
    seats = MixtourSeats(game)
    assert (seats.players, seats.turn, seats.result) == (3, 1, None)
    assert seats.winning_move() == game.scoring_moves("red")[0]
    assert seats.legal_moves() == game.legal_moves()
    seats.push(game.scoring_moves("red")[0])
    assert seats.result == (0.0, 1.0, 0.0)
    seats.pop()
    assert values(seats) == (1 / 3, 1 / 3, 1 / 3)
    # A playout comes back to the position it started from, with shares summing to one.
    assert sum(TroisPlayouts().evaluate(seats, Random(2))) == pytest.approx(1)
    assert game.position() == position_with_a_win_for("r").position()


def test_no_win_for_a_player_a_point_short_of_a_higher_target() -> None:
    game = Game.from_position(position_with_a_win_for("w").position(), target=2)
    assert MixtourSeats(game).winning_move() is None


def test_a_draw_is_shared() -> None:
    seats = MixtourSeats(Game(players=3))
    assert seats._wins["draw"] == (1 / 3, 1 / 3, 1 / 3)


def test_the_computer_never_plays_an_unavailable_move() -> None:
    # White to move: several of its legal moves would hand Red an instant win.
    game = position_with_a_win_for("r")
    game = Game.from_position(game.position().replace(" r ", " w "))
    unavailable = {str(denial.move) for denial in game.unavailable_moves()}
    assert unavailable
    for seed in range(8):
        move = choose_move(game, iterations=30, seed=seed)
        assert str(move) not in unavailable
        assert move in game.legal_moves()


def test_the_levels_search_more_as_they_rise_and_a_bad_budget_is_refused() -> None:
    budgets = [level.iterations for level in TROIS_LEVELS.values()]
    assert budgets == sorted(budgets) and len(set(budgets)) == 4
    game = Game(players=3)
    beginner = TROIS_LEVELS["beginner"]
    assert PLAYER.budget(game, "beginner", None, None) == (
        beginner,
        beginner.seconds,
        beginner.iterations,
    )
    assert PLAYER.budget(game, None, None, None) == PLAYER.budget(game, "strong", None, None)
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        choose_move(game, level="grandmaster")
    with pytest.raises(ValueError, match="not both"):
        choose_move(game, level="strong", iterations=5)


def test_the_analysis_gives_every_colour_a_share() -> None:
    analysis = analyse(Game(players=3), iterations=40, seed=3)
    assert set(analysis.shares) == {"white", "red", "blue"}
    assert sum(analysis.shares.values()) == pytest.approx(1)
    reply = analysis.as_dict(str(analysis.move))
    assert reply["win_probability"] == round(analysis.shares["white"], 3)
    assert reply["principal_variation"][0] == reply["move"]  # type: ignore[index]


def test_greedy_takes_its_win_and_random_plays_available_moves() -> None:
    game = position_with_a_win_for("b")
    move = greedy_move(game, Random(1))
    game.push(move)
    assert game.result == "blue"
    game.pop()
    moves = game.legal_moves()
    assert all(random_move(game, Random(seed)) in moves for seed in range(10))


def test_greedy_scores_for_nobody_else_when_it_can() -> None:
    # Red to move may give White the game with a1:4-b1 (White's piece on top).
    game = Game.from_position("a1=rbww,b1=b,e4=r,d5=w,e5=b r 12/13/12 0/0/0 -")
    gifts = [move for move in game.legal_moves() if move in game.scoring_moves()]
    assert gifts
    for seed in range(20):
        assert greedy_move(game, Random(seed)) not in gifts


def test_the_worker_answers_a_request_for_three_players() -> None:
    request = {"id": 7, "start": START_THREE, "moves": ["c3", "b2"], "iterations": 30, "seed": 1}
    reply = json.loads(protocol.think(json.dumps(request)))
    assert reply["ok"] is True and reply["id"] == 7
    game = Game.from_position(START_THREE)
    game.play("c3")
    game.play("b2")
    assert reply["position"] == game.position()
    assert reply["move"] in {str(move) for move in game.legal_moves()}
    assert set(reply["shares"]) == {"white", "red", "blue"}
    assert reply["win_probability"] == reply["shares"]["blue"]
    assert reply["iterations"] == 30


def test_the_worker_refuses_an_unavailable_move_of_three_players() -> None:
    game = position_with_a_win_for("r")
    start = game.position().replace(" r ", " w ")
    unavailable = str(Game.from_position(start).unavailable_moves()[0].move)
    request = {"start": start, "moves": [unavailable], "iterations": 5}
    reply = json.loads(protocol.think(json.dumps(request)))
    assert reply["ok"] is False
    assert "not available" in reply["error"]
