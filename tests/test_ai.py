"""The computer player: search, tactics, budgets, baselines, arena and the worker's JSON."""

import itertools
import json
import math
import random
import time

import pytest
from tactics import (
    ESCAPES_FROM_THREATS,
    ONLY_DEFENCES,
    PARTNER_WINS,
    TRAPS,
    WINS_BY_THREATS,
    WINS_IN_ONE,
    WINS_IN_THREE,
)

from mixtour import PASS, Game, Move
from mixtour.__main__ import main
from mixtour.ai import analyse, choose_move
from mixtour.ai.alphabeta import WON, AlphaBeta
from mixtour.ai.arena import run_arena
from mixtour.ai.baselines import greedy_move, hands_over_a_point, random_move
from mixtour.ai.evaluation import evaluate
from mixtour.ai.judge import Judgement, chance
from mixtour.ai.levels import LEVELS
from mixtour.ai.player import PLAYER, MixtourPlayer, level_move
from mixtour.ai.playout import Playouts
from mixtour.ai.protocol import think
from mixtour.ai.seats import MixtourSeats
from search import mcts, reading
from search.arena import wilson_interval
from search.levels import DEFAULT_LEVEL, PLAYOUTS, READING
from search.mcts import uct_value
from search.player import Searcher
from search.protocol import WINS_AT_ONCE
from search.reading import Node
from search.solver import LOSS, WIN


def reading_search(game: Game, seed: int) -> reading.Search[Move]:
    return reading.Search(MixtourSeats(game), Judgement(), random.Random(seed))


def play_all(game: Game, moves: str) -> Game:
    for move in moves.split():
        game.play(move)
    return game


# ----- the UCT formula ---------------------------------------------------------------------------


def test_uct_value_is_the_mean_plus_the_exploration_bonus() -> None:
    assert uct_value(3.0, 4, math.log(16), 0.0) == 0.75
    assert uct_value(3.0, 4, math.log(16), 1.0) == pytest.approx(0.75 + math.sqrt(math.log(16) / 4))
    assert uct_value(0.0, 1, 0.0, 2.0) == 0.0


def test_uct_value_favours_the_less_visited_of_two_equal_means() -> None:
    log_parent = math.log(110)
    assert uct_value(5.0, 10, log_parent, 0.7) > uct_value(50.0, 100, log_parent, 0.7)


# ----- budgets -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("budget", "message"),
    [
        ({"seconds": 1.0, "iterations": 10}, "exactly one"),
        ({"iterations": 0}, "at least 1"),
        ({"iterations": 2.5}, "whole number"),
        ({"iterations": True}, "whole number"),
        ({"seconds": 0}, "positive"),
        ({"seconds": -1.0}, "positive"),
        ({"seconds": math.nan}, "positive"),
        ({"seconds": math.inf}, "finite"),
        ({"level": "grandmaster"}, "unknown level 'grandmaster'"),
        ({"level": "casual", "iterations": 10}, "not both"),
    ],
)
def test_a_bad_budget_is_refused_with_a_clear_error(
    budget: dict[str, object], message: str
) -> None:
    game = play_all(Game(), "c3 b2")
    with pytest.raises(ValueError, match=message):
        choose_move(game, **budget)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=message):
        analyse(game, **budget)  # type: ignore[arg-type]


def test_the_levels_climb_in_budget_and_fit_the_browser() -> None:
    levels = list(LEVELS.values())
    assert len(levels) >= 4
    for lower, higher in itertools.pairwise(levels):
        assert lower.iterations < higher.iterations
        assert lower.seconds <= higher.seconds
    assert LEVELS[DEFAULT_LEVEL].seconds <= 1.0
    assert levels[-1].seconds <= 3.0


def test_a_seconds_budget_is_kept() -> None:
    started = time.perf_counter()
    analysis = analyse(Game(), seconds=0.2, seed=1)
    # Stopped by the clock, not by a count: far sooner than a search without end. (The margin
    # is wide because a process on a loaded machine can wait a second for a core.)
    assert time.perf_counter() - started < 5.0
    assert analysis.iterations > 0


def test_a_finished_game_has_no_move_to_choose() -> None:
    game = Game.from_position(WINS_IN_ONE[0])
    game.play("d4:2-a1")
    with pytest.raises(ValueError, match="game is over"):
        choose_move(game, iterations=10)


# ----- tactics -----------------------------------------------------------------------------------


@pytest.mark.parametrize("position", WINS_IN_ONE)
def test_every_immediate_win_is_taken(position: str) -> None:
    game = Game.from_position(position)
    winning = game.scoring_moves(game.turn)
    assert winning and len(game.legal_moves()) > len(winning)
    for seed in range(5):
        assert choose_move(game, iterations=1, seed=seed) in winning
        for level in LEVELS.values():
            assert level_move(game, level, seed) in winning
        analysis = analyse(game, iterations=50, seed=seed)
        assert analysis.move in winning
        assert analysis.proven == "win"
        assert analysis.win_probability == 1.0


@pytest.mark.parametrize("target", [2, 3, 5])
def test_the_point_that_reaches_the_target_is_taken(target: int) -> None:
    scores = f"{target - 1}/{target - 1}"
    game = Game.from_position(f"a1=rrr,e1=w,d4=wr,e5=wwww r 14/16 {scores} -", target=target)
    winning = game.scoring_moves("red")
    for seed in range(3):
        analysis = analyse(game, iterations=20, seed=seed)
        assert analysis.move in winning
        assert analysis.proven == "win"


# The levels' iteration budgets, without the time cap the browser adds (on a loaded machine
# the cap would cut the search short and the tests would read the machine's load).
@pytest.mark.parametrize("position", ONLY_DEFENCES)
def test_the_only_move_that_stops_an_immediate_loss_is_found(position: str) -> None:
    game = Game.from_position(position)
    moves = game.legal_moves()
    safe = [move for move in moves if not hands_over_a_point(game, move)]
    assert len(safe) == 1 and len(moves) >= 20
    for seed in range(3):
        for level in LEVELS.values():
            assert level_move(game, level, seed) == safe[0]


@pytest.mark.parametrize(("position", "winning"), WINS_IN_THREE)
def test_the_default_level_finds_the_win_in_three(position: str, winning: str) -> None:
    game = Game.from_position(position)
    for seed in range(3):
        analysis = analyse(game, iterations=LEVELS[DEFAULT_LEVEL].iterations, seed=seed)
        assert str(analysis.move) == winning
        assert analysis.proven == "win"


def loses_within(game: Game, move: Move, plies: int) -> bool:
    """Whether the opponent can win within ``plies`` plies of ``move`` (``move`` counted)
    whatever is replied."""
    game.push(move)
    try:
        if game.result is not None:
            return game.result == game.turn
        return AlphaBeta(game).search(plies - 1)[0] > WON
    finally:
        game.pop()


@pytest.mark.parametrize("position", TRAPS)
def test_the_default_level_avoids_the_traps_of_the_lost_games(position: str) -> None:
    game = Game.from_position(position)
    moves = game.legal_moves()
    losing = [move for move in moves if loses_within(game, move, 4)]
    assert 0 < len(losing) < len(moves)
    for seed in range(3):
        assert level_move(game, LEVELS[DEFAULT_LEVEL], seed) not in losing


@pytest.mark.parametrize(("position", "winning"), WINS_BY_THREATS)
def test_the_default_level_wins_by_a_chain_of_threats(position: str, winning: str) -> None:
    game = Game.from_position(position)
    move = game.parse_move(winning)
    game.push(move)
    assert AlphaBeta(game).search(6)[0] < -WON  # every defence loses within six plies
    game.pop()
    for seed in range(3):
        analysis = analyse(game, iterations=LEVELS[DEFAULT_LEVEL].iterations, seed=seed)
        assert analysis.move == move
        assert analysis.proven == "win"


@pytest.mark.parametrize(("position", "lost", "escapes"), ESCAPES_FROM_THREATS)
def test_the_default_level_escapes_a_chain_of_threats(
    position: str, lost: str, escapes: tuple[str, ...]
) -> None:
    game = Game.from_position(position)
    assert loses_within(game, game.parse_move(lost), 7)
    for seed in range(3):
        move = level_move(game, LEVELS[DEFAULT_LEVEL], seed)
        assert str(move) in escapes
        assert not loses_within(game, move, 7)


@pytest.mark.parametrize(("position", "plies"), PARTNER_WINS)
def test_the_default_level_proves_the_wins_a_deeper_searcher_found_against_it(
    position: str, plies: int
) -> None:
    game = Game.from_position(position)
    found = set()
    for seed in range(3):
        analysis = analyse(game, iterations=LEVELS[DEFAULT_LEVEL].iterations, seed=seed)
        assert analysis.proven == "win"
        found.add(analysis.move)
    for move in found:
        game.push(move)
        assert AlphaBeta(game).search(plies - 1)[0] < -WON  # every defence loses in time
        game.pop()


def test_the_solver_proves_a_lost_position() -> None:
    # Found in a random game: whatever Red plays, White can then win at once.
    game = Game.from_position(
        "e1=rwrr,a2=r,b2=w,c2=rwrw,a3=r,a4=ww,d4=rwr,e4=r,b5=ww,c5=rr r 11/8 0/0 -"
    )
    moves = game.legal_moves()
    assert not game.scoring_moves("red")
    assert all(hands_over_a_point(game, move) for move in moves)
    search = mcts.Search(MixtourSeats(game), Playouts(), random.Random(1), solve=True)
    search.run(iterations=5000)
    assert search.proven_result() == "loss"
    assert search.shares() == [1.0, 0.0]  # White's, Red's
    assert search.iterations == len(moves)  # each move is refuted on its first visit


def test_the_reading_search_proves_a_lost_position_when_it_opens_the_root() -> None:
    game = Game.from_position(
        "e1=rwrr,a2=r,b2=w,c2=rwrw,a3=r,a4=ww,d4=rwr,e4=r,b5=ww,c5=rr r 11/8 0/0 -"
    )
    search = reading_search(game, 1)
    assert search.proven_result() == "loss"
    assert search.shares() == [1.0, 0.0]
    assert all(child.proven == LOSS for child in search.root.children or [])
    search.run(iterations=100)
    assert search.iterations == 0  # nothing is left to read
    move, reply = search.principal_variation()  # the move, then White's winning reply
    game.push(move)
    assert game.scorer(reply) == "white"
    game.pop()


def opened_nodes(node: Node[Move]) -> list[Node[Move]]:
    found = []
    if node.children is not None:
        found.append(node)
        for child in node.children:
            found += opened_nodes(child)
    return found


def threatens(game: Game, move: Move, mover: str) -> bool:
    """Whether ``mover`` could reach the target with its next move after ``move``, which the
    judgement of the position does not already prove."""
    game.push(move)
    try:
        unproven = game.result is None and Judgement().judge(MixtourSeats(game))[1] != WINS_AT_ONCE
        return unproven and game.score(mover) + 1 >= game.target and bool(game.scoring_moves(mover))
    finally:
        game.pop()


def test_opening_a_node_reads_its_threats_out() -> None:
    # White's four-high c5 scores onto any lone piece beside it: entering beside it threatens.
    game = Game.from_position(WINS_BY_THREATS[0][0])
    search = reading_search(game, 1)
    threats = []
    countered = []
    for threat in search.root.children or []:
        assert (threat.children is not None) == threatens(game, threat.move, "white")  # type: ignore[arg-type]
        if threat.children is None:
            continue
        threats.append(threat)
        # Each defence is opened only when it threatens in turn, and no threat after it.
        game.push(threat.move)  # type: ignore[arg-type]
        for defence in threat.children:
            countering = threatens(game, defence.move, "red")  # type: ignore[arg-type]
            assert (defence.children is not None) == countering
            if countering:
                countered.append(defence)
                assert all(reply.children is None for reply in defence.children or [])
        game.pop()
    assert {"b4", "c4", "b5", "d5"} <= {str(threat.move) for threat in threats}
    assert len(threats) < len(search.root.children or [])
    assert countered
    assert search.iterations == 0  # setting up is not part of the budget


def test_a_point_that_does_not_reach_the_target_is_not_read_out() -> None:
    stacks = WINS_BY_THREATS[0][0].split(" 0/0 ")[0]
    far = reading_search(Game.from_position(f"{stacks} 0/0 -", target=3), 1)
    assert all(child.children is None for child in far.root.children or [])
    near = reading_search(Game.from_position(f"{stacks} 2/0 -", target=3), 1)
    assert any(child.children is not None for child in near.root.children or [])


def test_the_reading_search_backs_up_the_minimax_of_the_judged_positions() -> None:
    rng = random.Random(4)
    for plies in (6, 14, 22):
        game = Game()
        while game.plies < plies:
            game.push(greedy_move(game, rng))
        search = reading_search(game, plies)
        # Opening a node judges the position after each move, for the player who moved there
        # (a threat is opened at once, and worth what its children leave it: checked below).
        for child in search.root.children or []:
            if not child.proven and child.children is None:
                game.push(child.move)  # type: ignore[arg-type]
                assert child.value == pytest.approx(1.0 - chance(evaluate(game)))
                game.pop()
        opened_at_first = len(opened_nodes(search.root))
        search.run(iterations=300)
        nodes = opened_nodes(search.root)
        # The budget counts opened nodes; a line that reads threats out may open a few past it.
        assert 300 <= search.iterations < 400 or search.root.proven  # a proof ends the search
        assert len(nodes) == opened_at_first + search.iterations
        assert search.root.visits <= search.iterations
        for node in nodes:
            children = node.children or []
            if any(child.proven == WIN for child in children):
                assert (node.proven, node.value) == (LOSS, 0.0)
            elif all(child.proven == LOSS for child in children):
                assert (node.proven, node.value) == (WIN, 1.0)
            else:
                best = max(child.value for child in children if child.proven != LOSS)
                assert node.value == pytest.approx(1.0 - best)


def test_the_reading_search_reads_the_best_line_deeper_than_the_rest() -> None:
    game = play_all(Game(), "c3 b2 c2 d4 b3 d3")
    search = reading_search(game, 2)
    search.run(iterations=1000)
    assert judged_plies(search.root) >= 5  # past the four plies the alpha-beta reads
    assert len(search.principal_variation()) >= 3
    visits = sorted((child.visits for child in search.root.children or []), reverse=True)
    assert visits[0] > 2 * visits[len(visits) // 2]


def judged_plies(node: Node[Move]) -> int:
    """How many plies below ``node`` its deepest judged position is."""
    if node.children is None:
        return 0
    return 1 + max((judged_plies(child) for child in node.children), default=0)


def test_each_level_plays_its_own_search_and_a_bare_budget_reads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert [level.search for level in LEVELS.values()] == [PLAYOUTS, PLAYOUTS, READING, READING]
    built: list[str] = []
    search = MixtourPlayer.search

    def recording(self: MixtourPlayer, game: Game, kind: str, rng: random.Random) -> Searcher[Move]:
        built.append(kind)
        return search(self, game, kind, rng)

    monkeypatch.setattr(MixtourPlayer, "search", recording)
    game = play_all(Game(), "c3 b2 c2 d4")
    for level in LEVELS.values():
        built.clear()
        analyse(game, level=level.name, seed=1)
        level_move(game, level, 1)
        assert built == [level.search, level.search]
    built.clear()
    analyse(game, seed=1)  # the default level
    analyse(game, iterations=20, seed=1)
    analyse(game, seconds=0.01, seed=1)
    assert built == [LEVELS[DEFAULT_LEVEL].search, READING, READING]
    assert isinstance(PLAYER.search(game, READING, random.Random(1)), reading.Search)
    assert isinstance(PLAYER.search(game, PLAYOUTS, random.Random(1)), mcts.Search)


def test_a_point_ahead_is_a_won_game_only_in_a_race_to_one() -> None:
    assert chance(0) == 0.5
    assert chance(1000) > 0.96 and chance(-1000) < 0.04
    assert 0.7 < chance(1000, target=3) < 0.8
    assert chance(10**9) == pytest.approx(1.0) and chance(-(10**9)) == pytest.approx(0.0)


def test_the_principal_variation_starts_with_the_move_and_is_legal() -> None:
    game = play_all(Game(), "c3 b2 c2 d4 b3")
    analysis = analyse(game, iterations=400, seed=2)
    line = analysis.principal_variation
    assert line[0] == str(analysis.move)
    replay = game.copy()
    for move in line:
        replay.play(move)
    assert 0.0 <= analysis.win_probability <= 1.0
    assert 400 <= analysis.iterations < 500  # the last line read may open a few nodes past it


# ----- the caller's game -------------------------------------------------------------------------


def test_choose_move_is_legal_and_leaves_the_game_as_it_was() -> None:
    # Positions repeat in this history: the search's moves must count and uncount them exactly.
    game = Game.from_position("a1=ww,b1=w,d1=rr,e1=r,c3=w,c5=r w 0/0 0/0 -")
    play_all(game, "a1-b1 d1-e1 b1-a1 e1-d1 a1-b1 d1-e1 b1-a1 e1-d1")
    game.push(game.parse_move("a1-b1"))
    assert game.result_reason == "repetition"  # so the search meets a repetition draw
    game.pop()
    before = (game.position(), list(game.moves), game.legal_moves(), game.result)
    move = choose_move(game, iterations=300, seed=4)
    assert move in game.legal_moves()
    assert (game.position(), list(game.moves), game.legal_moves(), game.result) == before
    game.play(move)


def test_the_same_seed_and_iterations_give_the_same_move() -> None:
    game = play_all(Game(), "c3 b2 c2 d4")
    first = analyse(game, iterations=300, seed=9)
    second = analyse(game, iterations=300, seed=9)
    assert first.move == second.move
    assert first.principal_variation == second.principal_variation
    assert first.win_probability == second.win_probability


def test_a_forced_pass_is_returned_at_once() -> None:
    game = Game.from_position("a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -")
    assert choose_move(game, level="expert") == PASS


# ----- baselines and arena -----------------------------------------------------------------------


def test_greedy_takes_a_win_and_dodges_a_loss() -> None:
    rng = random.Random(3)
    for position in WINS_IN_ONE:
        game = Game.from_position(position)
        assert greedy_move(game, rng) in game.scoring_moves(game.turn)
    for position in ONLY_DEFENCES:
        game = Game.from_position(position)
        assert not hands_over_a_point(game, greedy_move(game, rng))
    game = Game()
    assert random_move(game, rng) in game.legal_moves()


def test_greedy_beats_random_and_a_level_beats_greedy() -> None:
    greedy = run_arena("greedy", "random", 20, seed=5)
    assert sum(record.shares[0] for record in greedy) >= 17
    casual = run_arena("casual", "greedy", 6, seed=5)
    assert sum(record.shares[0] for record in casual) >= 5
    assert all(record.plies > 0 for record in casual)


def test_arena_games_are_reproducible_and_alternate_colours() -> None:
    first = run_arena("greedy", "random", 4, seed=8)
    again = run_arena("greedy", "random", 4, seed=8, workers=2)
    assert [(r.plies, r.shares) for r in first] == [(r.plies, r.shares) for r in again]
    assert [record.seats for record in first] == [[0, 1], [1, 0], [0, 1], [1, 0]]  # White 0
    assert run_arena("greedy", "random", 4, seed=9)[0].plies != first[0].plies


def test_wilson_interval() -> None:
    low, high = wilson_interval(1.0, 100)
    assert high == pytest.approx(1.0) and 0.96 < low < 0.97
    low, high = wilson_interval(0.5, 100)
    assert low == pytest.approx(0.404, abs=0.001) and high == pytest.approx(0.596, abs=0.001)


def test_the_arena_command_prints_the_score(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "greedy", "random", "--games", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "greedy vs random: 4 games" in out
    assert "score" in out and "95% interval" in out and "moves/s" in out
    with pytest.raises(SystemExit):
        main(["arena", "greedy", "grandmaster", "--games", "1"])
    assert "unknown level 'grandmaster'" in capsys.readouterr().err


# ----- the worker's JSON -------------------------------------------------------------------------


def test_think_answers_with_a_legal_move_and_echoes_the_id() -> None:
    request = {"id": "req-42", "moves": ["c3", "b2", "c2"], "iterations": 200, "seed": 1}
    reply = json.loads(think(json.dumps(request)))
    assert reply["id"] == "req-42"
    assert reply["ok"] is True
    game = play_all(Game(), "c3 b2 c2")
    assert reply["position"] == game.position()
    game.play(reply["move"])
    assert reply["principal_variation"][0] == reply["move"]
    assert 200 <= reply["iterations"] < 300
    assert 0.0 <= reply["win_probability"] <= 1.0
    assert reply["proven"] is None
    assert reply["seconds"] >= 0


def test_think_uses_the_options_and_the_start_position() -> None:
    request = {"id": 3, "start": WINS_IN_ONE[0], "target": 2, "level": "beginner", "seed": 1}
    reply = json.loads(think(json.dumps(request)))
    assert reply["position"] == WINS_IN_ONE[0]
    assert Game.from_position(WINS_IN_ONE[0], target=2).is_legal(Move.parse(reply["move"]))
    assert reply["proven"] is None  # at target 2 the point does not win yet
    request = {"id": 4, "start": WINS_IN_ONE[0], "seed": 1, "iterations": 10}
    assert json.loads(think(json.dumps(request)))["proven"] == "win"


@pytest.mark.parametrize(
    ("request_json", "message"),
    [
        ("{not json", "not JSON"),
        ("[1, 2]", "JSON object"),
        ('{"id": 5, "start": "zz"}', "invalid position 'zz'"),
        ('{"id": 5, "moves": ["c3", "c3"]}', "illegal move 'c3'"),
        ('{"id": 5, "moves": "c3"}', "'moves' must be a list"),
        ('{"id": 5, "level": "grandmaster"}', "unknown level"),
        ('{"id": 5, "seconds": 1, "iterations": 10}', "exactly one"),
        ('{"id": 5, "iterations": "10"}', "'iterations' must be a whole number"),
        ('{"id": 5, "depth": 3}', "unknown field 'depth'"),
        ('{"id": 5, "target": 0}', "target score"),
        ('{"id": 5, "start": "b2=rw,c3=rrr r 19/16 1/0 -"}', "game is over"),
    ],
)
def test_think_answers_a_bad_request_with_an_error_reply(request_json: str, message: str) -> None:
    reply = json.loads(think(request_json))
    assert reply["ok"] is False
    assert message in reply["error"]
    assert reply["id"] == (5 if request_json.startswith('{"id"') else None)


def test_think_answers_even_when_the_search_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("out of cheese")

    monkeypatch.setattr("mixtour.ai.protocol.analyse", broken)
    reply = json.loads(think('{"id": 6}'))
    assert reply == {"id": 6, "ok": False, "error": "internal error: RuntimeError('out of cheese')"}


def test_the_worker_exports_think() -> None:
    from app import worker

    assert "think" in worker.__export__ and "hello" in worker.__export__
    reply = json.loads(worker.think('{"id": [1, "a"], "iterations": 20, "seed": 3}'))
    assert reply["id"] == [1, "a"] and reply["ok"] is True


def test_the_worker_hello_lists_the_levels_for_the_page() -> None:
    from app import worker

    reply = json.loads(worker.hello())
    assert [level["name"] for level in reply["levels"]] == list(LEVELS)
    assert reply["default_level"] == DEFAULT_LEVEL
    assert all(level["description"] and level["seconds"] > 0 for level in reply["levels"])
