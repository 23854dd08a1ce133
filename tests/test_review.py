"""The game review (`table.review`) of a game of Mixtour: which positions the worker is asked
about, how moves are marked, the comments of the exported record, the winning-chance graph, and
the puzzle made of a blunder."""

import json
from xml.etree import ElementTree

import pytest

from mixtour import Game, read_record
from mixtour.ai import protocol
from mixtour.ui.options import Options
from mixtour.ui.spec import BUDGETS, SPEC
from table import puzzle, review
from table.model import Table
from table.review import Review

# White builds a stack of five on a1 while Red plays along the a-file.
SCORING_GAME = "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1"
SVG = "{http://www.w3.org/2000/svg}"


def played(moves: str, target: int = 1) -> Table:
    """A table of two people with ``moves`` played (to ``target`` points)."""
    table = Table(SPEC, Options(target=target), ("person", "person"))
    for move in moves.split():
        table.play(move)
    return table


def of_three(*moves: str) -> Table:
    """A table of Mixtour à trois, three people, with ``moves`` played."""
    table = Table(SPEC, Options(players=3), ("person", "person", "person"))
    for move in moves:
        table.play(move)
    return table


class FakeWorker:
    """Answers review requests as the worker would, with chances and choices set by the test:
    ``chances`` maps the moves of a position (space-separated) to the side to move's chance,
    ``choices`` to the worker's move there (else the move the game played next)."""

    def __init__(self, table: Table, chances: "dict[str, float]", choices: "dict[str, str]"):
        self.moves = list(table.texts())
        self.chances = chances
        self.choices = choices
        self.asked: list[str] = []

    def reply(self, request: "dict[str, object]") -> "dict[str, object]":
        moves = request["moves"]
        assert isinstance(moves, list)
        key = " ".join(moves)
        self.asked.append(key)
        game = Game.from_position(str(request["start"]), int(str(request["target"])))
        for move in moves:
            game.play(move)
        default = self.moves[len(moves)] if len(moves) < len(self.moves) else "b2"
        choice = self.choices.get(key, default)
        return {
            "id": request.get("id"),
            "ok": True,
            "position": game.position(),
            "move": choice,
            "win_probability": self.chances.get(key, 0.5),
            "principal_variation": [choice, "e5"],
        }


def run(subject: Review, answer: "object") -> int:
    """Feed every request of the review to ``answer`` until it is done; the number asked."""
    asked = 0
    while True:
        request = subject.next_request()
        if request is None:
            return asked
        asked += 1
        assert subject.record(answer(request))  # type: ignore[operator]


def test_every_position_is_asked_in_order_and_the_worker_choice_when_it_differs() -> None:
    table = played("c3 b2 c3-b2")
    # Red's chance: 0.7 before b2 by the leaning search, 0.5 after it; and after c3-b2 White
    # has as much as the search gave White before it (0.5): no mistake can show there.
    worker = FakeWorker(table, {"c3": 0.7}, {"c3": "d4", "c3 b2": "e5"})
    subject = Review(table)
    assert subject.total == 4 and subject.done == 0
    run(subject, worker.reply)
    # After "c3" the worker would have played d4, not b2: "c3 d4" is analysed as well, once
    # the position after b2 is known.
    assert worker.asked == ["", "c3", "c3 b2", "c3 d4", "c3 b2 c3-b2"]
    assert subject.done == subject.total == 4
    assert subject.finished


def test_a_finished_game_last_position_is_its_result_not_a_question() -> None:
    table = played(SCORING_GAME)
    subject = Review(table)
    assert subject.total == table.plies
    assert subject.chance(table.plies, "white") == 1.0
    worker = FakeWorker(table, {}, {})
    run(subject, worker.reply)
    assert "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1" not in worker.asked


def test_a_reply_for_another_position_or_a_failed_one_changes_nothing_and_is_asked_again() -> None:
    table = played("c3 b2")
    subject = Review(table)
    good = FakeWorker(table, {}, {}).reply(dict(SPEC.request(table.game, []), id=1))
    assert not subject.record(good)  # nothing was asked: no reply is the review's
    request = subject.next_request()
    assert request is not None
    assert request["moves"] == [] and request["iterations"] == BUDGETS[("review", 2)] == 50
    assert not subject.record(good | {"position": "c3=w r 19/20 0/0 -"})
    assert subject.done == 0
    again = subject.next_request()
    assert again == request
    assert not subject.record({"ok": False, "error": "internal error"})
    assert subject.done == 0
    assert subject.next_request() == request
    assert subject.record(good)
    assert subject.done == 1


def test_moves_are_marked_by_the_drop_in_the_movers_chance() -> None:
    table = played("c3 b2 c3-b2 d4 e5")
    # Side to move's chances; a key is the moves before the position, space-separated.
    chances = {
        "c3": 0.5,  # Red to move: White's c3 kept the game even (the worker's own choice)
        "c3 a1": 0.4,  # after Red's better a1, White has 0.4: Red 0.6
        "c3 b2": 0.7,  # after b2 White has 0.7: Red 0.3, a drop of 0.3 from 0.6: a blunder
        "c3 b2 c3-b2": 0.7,  # Red has 0.7 (leaning) after White's own choice: White 0.3
        "c3 b2 c3-b2 e1": 0.35,  # Red's better e1: Red 0.65
        "c3 b2 c3-b2 d4": 0.5,  # Red 0.5 after d4, a drop of 0.15: a mistake
        "c3 b2 c3-b2 d4 e5": 0.55,  # White 0.45 after e5: a drop of 0.05, unmarked
    }
    choices = {"c3": "a1", "c3 b2 c3-b2": "e1", "c3 b2 c3-b2 d4": "a2"}
    subject = Review(table)
    worker = FakeWorker(table, chances, choices)
    run(subject, worker.reply)
    judged = {item.ply: item for item in subject.judgements()}
    assert subject.marks() == {1: "good", 2: "blunder", 3: "good", 4: "mistake"}
    assert judged[2].before == pytest.approx(0.6) and judged[2].after == pytest.approx(0.3)
    assert judged[2].better == "a1" and judged[2].line == ["a1", "e5"]
    # e5 left White 0.45 where the leaning search gave 0.5: a2 is not even asked about.
    assert judged[5].drop == 0 and judged[5].mark == ""
    assert "c3 b2 c3-b2 d4 a2" not in worker.asked and "c3 d4" not in worker.asked
    assert review.comments(subject)[2] == "blunder, Red 60% to 30%: a1 was better (a1 e5)"
    assert review.comments(subject)[4] == "mistake, Red 65% to 50%: e1 was better (e1 e5)"


def test_the_worker_choice_is_never_an_error_and_is_good_only_in_an_open_game() -> None:
    table = played("c3 b2")
    # The worker's own moves: after c3 White has 0.95, the game decided; after b2 Red has 0.7.
    subject = Review(table)
    run(subject, FakeWorker(table, {"": 0.5, "c3": 0.05, "c3 b2": 0.3}, {}).reply)
    judged = subject.judgements()
    assert [item.mark for item in judged] == ["", "good"]
    assert all(item.drop == 0 for item in judged)


def test_a_better_move_that_wins_at_once_is_judged_by_its_result() -> None:
    table = played("a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1")
    table.play("b1")  # White had a2:4-a1 to win
    before = " ".join(table.texts()[:8])
    worker = FakeWorker(table, {before: 0.95}, {before: "a2:4-a1"})
    subject = Review(table)
    run(subject, worker.reply)
    last = subject.judgements()[-1]
    assert (last.ply, last.before, last.after, last.mark) == (9, 1.0, 0.5, "blunder")
    assert "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1" not in worker.asked


def test_the_review_comments_go_into_the_record_and_come_back() -> None:
    table = played("c3 b2 c3-b2")
    subject = Review(table)
    run(subject, FakeWorker(table, {"c3 a1": 0.1, "c3 b2": 0.9}, {"c3": "a1"}).reply)
    table.comments = review.comments(subject)
    text = SPEC.records.export_record(table, "2026-11-23")
    assert "1. c3 {good} b2 {blunder, Red 90% to 10%: a1 was better (a1 e5)} 2. c3-b2" in text
    assert read_record(text).comments == table.comments


def test_the_real_worker_reviews_a_whole_game() -> None:
    table = played(SCORING_GAME)
    subject = Review(table, iterations=200)
    asked = run(
        subject,
        lambda request: json.loads(protocol.think(json.dumps(dict(request, id=1)))),
    )
    assert subject.finished and asked >= subject.total
    assert [item.ply for item in subject.judgements()] == list(range(1, 10))
    assert all(0.0 <= value <= 1.0 for value in subject.curve("white") if value is not None)


def iterations_asked(request: "dict[str, object] | None") -> object:
    assert request is not None
    return request["iterations"]


def test_two_players_get_the_reading_search_s_budget_three_the_max_n_search_s() -> None:
    two = played("c3 b2")
    three = of_three("c3")
    assert iterations_asked(Review(two).next_request()) == 50
    assert iterations_asked(Review(three).next_request()) == 100
    assert iterations_asked(Review(three, iterations=40).next_request()) == 40  # a test hook
    # The chance bar's budgets: `review_checks.py` and `trois_checks.py`.


def test_a_game_of_three_is_judged_by_the_movers_share() -> None:
    table = of_three("c3", "b2", "d4", "c3-b2")
    even = {"white": 0.34, "red": 0.33, "blue": 0.33}
    # Blue's d4 leaves Blue 20% where the worker's e5 would have kept 45%: a blunder.
    shares = {"c3 b2 d4": {"white": 0.5, "red": 0.3, "blue": 0.2}}
    shares["c3 b2 e5"] = {"white": 0.3, "red": 0.25, "blue": 0.45}
    choices = {"c3 b2": "e5"}

    def answer(request: "dict[str, object]") -> "dict[str, object]":
        moves = request["moves"]
        assert isinstance(moves, list)
        key = " ".join(moves)
        replay = Game.from_position(str(request["start"]))
        for move in moves:
            replay.play(move)
        share = shares.get(key, even)
        choice = choices.get(key, table.texts()[len(moves)] if len(moves) < 4 else "e5")
        return {
            "ok": True,
            "position": replay.position(),
            "move": choice,
            "win_probability": share[replay.turn],
            "shares": share,
            "principal_variation": [choice],
        }

    subject = Review(table)
    run(subject, answer)
    good = review.GOOD_MARK  # the worker's own choices, the game still open
    assert subject.finished
    assert subject.marks() == {1: good, 2: good, 3: review.BLUNDER_MARK, 4: good}
    assert review.comments(subject)[3] == "blunder, Blue 45% to 20%: e5 was better (e5)"
    assert subject.curve("blue")[3] is not None
    svg = ElementTree.fromstring(review.graph(subject))
    assert len(svg.findall(f"{SVG}polyline")) == 3  # a line for each colour's share


def test_the_curve_evens_out_the_lean_towards_the_side_to_move() -> None:
    table = played("c3 b2 c3-b2")
    subject = Review(table)
    chances = {"": 0.7, "c3": 0.7, "c3 b2": 0.7, "c3 b2 c3-b2": 0.7}
    run(subject, FakeWorker(table, chances, {}).reply)
    white = [subject.chance(ply, "white") for ply in range(4)]
    assert white == pytest.approx([0.7, 0.3, 0.7, 0.3])
    assert subject.curve("white") == pytest.approx([0.5, 0.5, 0.5, 0.3])


def test_the_graph_has_a_clickable_point_per_analysed_position() -> None:
    table = played("c3 b2 c3-b2")
    subject = Review(table)
    request = subject.next_request()
    assert request is not None
    worker = FakeWorker(table, {"c3 a1": 0.1, "c3 b2": 0.9, "": 0.5}, {"c3": "a1"})
    subject.record(worker.reply(request))
    half = ElementTree.fromstring(review.graph(subject))
    assert [group.get("data-ply") for group in half.iter(f"{SVG}g")] == ["0"]
    run(subject, worker.reply)
    svg = ElementTree.fromstring(review.graph(subject, shown=2))
    assert svg.get("role") == "img" and "winning chance" in str(svg.get("aria-label"))
    groups = list(svg.iter(f"{SVG}g"))
    assert [group.get("data-ply") for group in groups] == ["0", "1", "2", "3"]
    assert all(group.get("data-action") == "goto" for group in groups)
    assert "blunder" in str(groups[2].get("class")) and "shown" in str(groups[2].get("class"))
    titles = [group.find(f"{SVG}title") for group in groups]
    assert titles[2] is not None and titles[2].text == "move 2, Red b2: White 70%, blunder"
    heights = [float(str(group.findall(f"{SVG}circle")[1].get("cy"))) for group in groups]
    # A higher chance for White is drawn higher (smaller y).
    assert heights[2] < heights[0]


def test_the_graph_s_names_are_drawn_over_its_line_away_from_where_it_ends() -> None:
    # White wins at the last move: the line ends in the top right corner, where "White ahead"
    # was written under it.
    table = played(SCORING_GAME)
    subject = Review(table)
    run(subject, FakeWorker(table, {}, {}).reply)
    svg = ElementTree.fromstring(review.graph(subject))
    drawn = [element.tag.removeprefix(SVG) for element in svg]
    names = [element for element in svg if element.get("class") == "side-name"]
    assert [name.text for name in names] == ["White ahead", "Red ahead"]
    assert drawn.index("text") > drawn.index("polyline")  # painted after (over) the line
    assert drawn.index("text") > max(i for i, tag in enumerate(drawn) if tag == "g")
    end = list(svg.iter(f"{SVG}g"))[-1].findall(f"{SVG}circle")[1]
    assert float(str(end.get("cx"))) > review.WIDTH - 20  # the last point, at the right
    assert all(float(str(name.get("x"))) < review.WIDTH / 4 for name in names)  # names: left
    assert all(name.get("text-anchor") in (None, "start") for name in names)


def test_a_puzzle_takes_a_try_that_wins_at_once_and_remembers_its_position() -> None:
    table = played(SCORING_GAME)
    # Say White's last move had been judged a blunder with a1 better: the winning move played
    # instead is then known without the worker, as is the move played and the better one.
    judged = review.Judgement(
        9, "e5", mover="white", name="White", before=0.6, after=0.2, line=["a1", "b1"]
    )
    subject = puzzle.Puzzle(Review(table), judged)
    position = subject.game()
    assert position.position() == Review(table).positions[8] == subject.position
    assert subject.judge("a2:4-a1") == (puzzle.WINS, 1.0)
    assert subject.judge("e5") == (puzzle.PLAYED, 0.2)
    assert subject.judge("a1") == (puzzle.BEST, 0.6)
    assert subject.judge("e4") is None  # only a search can tell
    assert position.position() == subject.game().position()  # judging played nothing here
    request = subject.request("e4")
    assert request["moves"][-1] == "e4" and request["seed"] == 8
    after = subject.game()
    after.play("e4")
    reply = {"ok": True, "position": after.position(), "win_probability": 0.45}
    assert subject.verdict(reply) == (puzzle.AS_GOOD, 0.55)  # Red to move: White's 55%
    assert subject.verdict(dict(reply, win_probability=0.6)) == (puzzle.WORSE, 0.4)
    assert subject.verdict({"ok": False, "error": "gone"}) is None
    kept = puzzle.remember(puzzle.remember(None, subject), subject)
    assert puzzle.solved_keys(kept) == [subject.position]
    assert puzzle.solved_keys("x" * 300 + "\n\n") == []  # not a position: nothing solved
