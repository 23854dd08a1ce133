"""The computer player of Kitty Stack Tower: the game-agnostic max-n search through
`kitty.ai.seats`, and the baseline players."""

import json
from random import Random

import pytest

from app import worker
from kitty import Game
from kitty.ai import LEVELS, analyse, choose_move
from kitty.ai.arena import arena, player
from kitty.ai.baselines import greedy_move, lead, random_move
from kitty.ai.judge import KittyJudge
from kitty.ai.player import PLAYER
from kitty.ai.seats import KittyPlayouts, KittySeats
from kitty.moves import PASS_MOVE, STACK
from kitty.ui.diagrams import example
from kitty.ui.spec import SPEC
from search import mcts, reading
from search.levels import PLAYOUTS, READING
from search.protocol import QUIET


def win_by_passing(players: int, seat: int, seed: int = 3) -> Game:
    """A game in play where ``seat`` is to move, leads alone, and ends the game by passing:
    the others passed until its turn, it stacked onto another colour, the others passed."""
    game = Game(players, seed=seed, cards=False)
    while game.players.index(game.turn) != seat:
        game.push(PASS_MOVE)
    own = [
        move
        for move in game.legal_moves()
        if move.kind == STACK and game.owner(move.target) != seat
    ]
    game.push(own[0])
    for _ in range(players - 1):
        game.push(PASS_MOVE)
    assert game.players.index(game.turn) == seat and not game.is_over
    return game


@pytest.mark.parametrize(("players", "seat"), [(2, 0), (2, 1), (3, 1), (3, 2), (4, 3)])
def test_the_computer_ends_the_game_by_passing_when_it_leads_in_every_seat(
    players: int, seat: int
) -> None:
    game = win_by_passing(players, seat)
    seats = KittySeats(game)
    assert seats.standing()[seat] == 1.0
    assert seats.winning_move() == PASS_MOVE
    before = game.position()
    assert choose_move(game, iterations=1, seed=1) == PASS_MOVE
    assert game.position() == before
    assert greedy_move(game, Random(1)) == PASS_MOVE


def test_no_winning_pass_for_a_player_behind() -> None:
    game = win_by_passing(3, 1)
    game.pop()  # the last pass: now the player before is to move, behind the leader
    assert KittySeats(game).winning_move() is None


def test_the_seats_speak_the_game_protocol() -> None:
    game = Game(3, seed=5, cards=False)
    seats = KittySeats(game)
    assert (seats.players, seats.turn, seats.result) == (3, 0, None)
    assert seats.standing() == (1 / 3, 1 / 3, 1 / 3)
    for _ in range(3):
        seats.push(PASS_MOVE)
    assert seats.result == (1 / 3, 1 / 3, 1 / 3)  # a round of passes ends a level game
    for _ in range(3):
        seats.pop()
    values = KittyPlayouts().evaluate(seats, Random(1))
    assert sum(values) == pytest.approx(1)
    assert game.position() == Game(3, seed=5, cards=False).position()


def test_the_analysis_plays_a_legal_move_and_leaves_the_game_as_it_was() -> None:
    game = Game(4, seed=9)
    game.push(game.legal_moves()[0])
    before = game.position()
    analysis = analyse(game, iterations=40, seed=2)
    assert game.position() == before
    assert analysis.move in game.legal_moves()
    assert set(analysis.shares) == set(game.players)
    assert sum(analysis.shares.values()) == pytest.approx(1)
    assert analysis.principal_variation[0] == game.format_move(analysis.move)
    assert analysis.iterations == 40


def test_greedy_leaves_the_greatest_lead() -> None:
    game = Game(2, seed=11)
    game.push(game.legal_moves()[0])
    colour = game.turn
    before = lead(game, colour)
    leads = []
    for move in game.legal_moves():
        game.push(move)
        leads.append(lead(game, colour))
        game.pop()
    move = greedy_move(game, Random(4))
    game.push(move)
    assert lead(game, colour) == max(leads)
    assert max(leads) > before


def test_random_plays_legal_moves() -> None:
    game = Game(3, seed=2)
    moves = game.legal_moves()
    assert {random_move(game, Random(seed)) in moves for seed in range(10)} == {True}


def test_a_bad_budget_or_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        choose_move(Game(2, seed=1), level="grandmaster")
    with pytest.raises(ValueError, match="not both"):
        choose_move(Game(2, seed=1), level="strong", seconds=1.0)


def test_the_worker_answers_a_kitty_request() -> None:
    start = Game(3, seed=1).position()
    request = {"id": "k", "start": start, "moves": ["pass"], "iterations": 20, "seed": 1}
    reply = json.loads(worker.think_kitty(json.dumps(request)))
    assert reply["ok"] is True and reply["id"] == "k"
    game = Game.from_position(start)
    game.play("pass")
    assert reply["position"] == game.position()
    assert reply["move"] in {game.format_move(move) for move in game.legal_moves()}
    assert set(reply["shares"]) == {"red", "yellow", "blue"}
    assert reply["win_probability"] == reply["shares"]["yellow"]


@pytest.mark.parametrize(
    ("request_json", "error"),
    [
        ('{"moves": []}', "'start' is required"),
        ('{"start": "nonsense"}', "bad position"),
        ('{"start": "%s", "moves": ["zz9"]}', "invalid move"),
        ('{"start": "%s", "level": "grandmaster"}', "unknown level"),
        ('{"start": "%s", "colour": "red"}', "unknown field 'colour'"),
        ("[1]", "must be a JSON object"),
    ],
)
def test_the_worker_says_what_is_wrong_with_a_kitty_request(request_json: str, error: str) -> None:
    if "%s" in request_json:
        request_json = request_json % Game(2, seed=1).position()
    reply = json.loads(worker.think_kitty(request_json))
    assert reply["ok"] is False
    assert error in reply["error"]


def test_the_page_offers_the_ais_own_levels() -> None:
    assert tuple(LEVELS) == SPEC.options.LEVELS


def test_kitty_s_page_calls_a_function_the_worker_exports() -> None:
    assert SPEC.worker_call in worker.__export__
    assert getattr(worker, SPEC.worker_call) is worker.think_kitty


def test_two_players_of_the_base_game_meet_the_reading_search_at_the_stronger_levels() -> None:

    two = PLAYER.levels(Game(2, seed=1))
    assert [level.search for level in two.values()] == [PLAYOUTS, PLAYOUTS, READING, READING]
    for game in (Game(3, seed=1), Game(3, seed=1, cards=False), Game(4, seed=1)):
        assert all(level.search == PLAYOUTS for level in PLAYER.levels(game).values())
    # The same names, the same time caps: only the search and its budget differ.
    assert list(two) == list(LEVELS)
    assert [level.seconds for level in two.values()] == [each.seconds for each in LEVELS.values()]
    # In play the strong level reads; while the players place their pieces it plays out.
    strong = two["strong"]
    assert isinstance(PLAYER.search(Game(2, seed=1), strong.search, Random(1)), reading.Search)
    assert isinstance(PLAYER.search(Game(2), strong.search, Random(1)), mcts.Search)


def test_the_reading_search_does_not_pass_into_a_loss_nor_past_a_win() -> None:
    """Yellow has passed: Red's pass ends the game. Leading, Red passes and wins; trailing, it
    stacks instead (its pass would lose at once)."""

    def yellow_passed(cells: dict[str, str]) -> Game:
        return Game.from_position(example(cells).position().rsplit(" ", 1)[0] + " 1")

    ahead = yellow_passed({"c4": "yr", "e5": "r", "e6": "y"})
    behind = yellow_passed({"c4": "ry", "e5": "r", "e6": "y"})
    assert ahead.score("red") > ahead.score("yellow") and behind.score("red") < behind.score(
        "yellow"
    )
    for level in ("strong", "expert"):
        assert ahead.format_move(choose_move(ahead, level=level, seed=1)) == "pass"
        assert behind.format_move(choose_move(behind, level=level, seed=1)) == "e5-e6"


def test_the_judge_reads_the_score_lead_and_the_move_in_hand_as_a_chance() -> None:

    judge = KittyJudge()
    level, _ = judge.judge(KittySeats(example({"e5": "r", "e6": "y"})))
    ahead, holds = judge.judge(KittySeats(example({"c4": "yr", "e5": "r", "e6": "y"})))
    far, _ = judge.judge(KittySeats(example({"c4": "yyr", "e5": "r", "e6": "y"})))
    assert holds == QUIET and 0.5 < level < ahead < far < 1

    # The move in hand: a level score favours the player to move, whichever colour it is.
    def yellow_to_move(cells: dict[str, str]) -> KittySeats:
        return KittySeats(Game.from_position(example(cells).position().replace(" r ", " y ")))

    assert judge.judge(yellow_to_move({"e5": "r", "e6": "y"}))[0] == pytest.approx(level)
    behind, _ = judge.judge(yellow_to_move({"c4": "yyr", "e5": "r", "e6": "y"}))
    assert behind < 0.5 < level


def test_the_arena_sets_one_search_against_the_other() -> None:

    record = arena(2).play_game(["reading:20", "playouts:20"], 0, seed=3)
    assert sum(record.shares) == pytest.approx(1) and record.plies > 1
    with pytest.raises(ValueError, match="two players of the base game only"):
        player("reading:20", 3)
    with pytest.raises(ValueError, match="say how many iterations"):
        player("reading")
