"""What the page does, checked without a browser, continued from `controller_checks.py`: the
game review, its puzzles and the guided first game over a fake page (`fake_page.py`). pytest
runs them under CPython (`test_controller.py`); run as a script, this runs them all under
whatever Python runs it, which is how `test_controller.py` checks them under MicroPython too:

    node tests/runtimes/run_micropython.mjs tests/review_checks.py
"""

from controller_checks import KEYS, SCORING_GAME, moves, play, reply_to, two_players
from fake_page import DictStore, open_page, seated

from mixtour import Game
from mixtour.ui.options import BY_LINK, TWO_PLAYERS
from table import words as table_words
from table.model import AI_FAILED

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# White ends this hot-seat game by building a 5-stack topped by White on a3.


# -- the game review ---------------------------------------------------------------------------


def review_reply(page: "Any", chances: "dict[str, float]", choices: "dict[str, str]") -> "Any":
    """The worker's answer to the page's last request, a review's: the side to move's chance
    and choice by the moves before the position (space-separated; default 0.5 and ``e5``)."""
    request = page.requests[-1][0]
    game = Game.from_position(request["start"], request["target"])
    for move in request["moves"]:
        game.play(move)
    key = " ".join(request["moves"])
    choice = choices.get(key, "e5")
    return {
        "id": request["id"],
        "ok": True,
        "position": game.position(),
        "move": choice,
        "win_probability": chances.get(key, 0.5),
        "principal_variation": [choice, "a1"],
    }


def check_a_game_review_asks_one_position_at_a_time_and_marks_the_moves() -> None:
    controller, page = two_players("c3", "b2", "c3-b2")
    controller.act("game-review", {})
    assert page.shown("review-box") and page.shown("review-run")
    chances = {"c3 d4": 0.2, "c3 b2": 0.8}  # after b2 White has 0.8: Red 0.2, not 0.8
    choices = {"": "c3", "c3": "d4", "c3 b2": "c3-b2"}
    asked = []
    while page.shown("review-run"):
        request = page.requests[-1][0]
        asked.append(" ".join(request["moves"]))
        assert isinstance(request["id"], int) and request["iterations"] == 50
        assert page.text("review-progress-text").startswith("Analysing position")
        controller.ai_replied(review_reply(page, chances, choices))
    assert asked == ["", "c3", "c3 b2", "c3 d4", "c3 b2 c3-b2"]
    assert page.announced[-1] == (
        "Review done: 1 blunder, 2 good moves. Marked moves are in the move list; tap a point of"
        " the graph to see it.",
        "event",
    )
    assert 'aria-label="1. Red b2, blunder">b2<span class="sign blunder">??</span>' in (
        page.element("moves").markup
    )
    assert page.element("review-graph").markup.count('data-action="goto"') == 4
    controller.act("goto", {"ply": "2"})
    assert page.text("review-verdict") == (
        "Move 2, Red b2: a blunder, Red's chance 80% to 20%. Better: d4, then a1 (arrows on"
        " the board)."
    )
    assert '<g class="arrow line">' in page.board and ">1</text>" in page.board
    controller.act("review-export", {})
    comment = "b2 {blunder, Red 80% to 20%: d4 was better (d4 a1)}"
    assert comment in page.element("export-record").markup  # the moves the Save dialog shows
    controller.act("copy-record", {})
    assert comment in page.copied[-1], page.copied  # and the whole record copied
    controller.act("live", {})
    controller.act("undo", {})
    assert not page.shown("review-box")
    assert "??" not in page.element("moves").markup


def marked_moves(page: "Any") -> "list[str]":
    """The moves the move list marks (the last move, the move the board shows), as
    ``'<ply> <class>'``."""
    marked = []
    for button in page.element("moves").markup.split("<button")[1:]:
        classes = button.split('class="')[1].split('"')[0].split()
        ply = button.split('data-ply="')[1].split('"')[0]
        marked += [f"{ply} {name}" for name in ("last", "shown") if name in classes]
    return marked


def check_the_move_list_marks_the_move_the_review_shows_and_only_it() -> None:
    controller, page = two_players(*SCORING_GAME)
    assert marked_moves(page) == ["9 last"]
    controller.act("review", {})  # the result card's Review: the game from its start
    assert page.text("status").startswith("Viewing the start") and marked_moves(page) == []
    controller.act("goto", {"ply": "3"})
    assert marked_moves(page) == ["3 shown"]
    controller.act("live", {})
    assert marked_moves(page) == ["9 last"]


def check_a_game_review_can_be_stopped_and_goes_on_from_there() -> None:
    controller, page = two_players("c3", "b2")
    controller.act("game-review", {})
    first = page.requests[-1][0]
    controller.ai_replied(review_reply(page, {}, {"": "c3", "c3": "b2"}))
    second = page.requests[-1][0]
    controller.act("stop-review", {})
    assert page.announced[-1] == ("Review stopped after 1 of 3 positions.", "event")
    assert not page.shown("review-run") and page.shown("review-box")
    assert not controller.wants(second)
    controller.ai_replied(review_reply(page, {}, {}))  # the stale reply changes nothing
    assert controller.reviewing.review is not None and controller.reviewing.review.done == 1
    controller.act("game-review", {})
    again = page.requests[-1][0]
    assert again["moves"] == second["moves"] == ["c3"] and again["id"] != first["id"]


def check_a_game_review_starts_the_ai_and_is_refused_without_moves() -> None:
    controller, page = open_page(ai=False)
    controller.new_game(*seated(TWO_PLAYERS))
    controller.act("game-review", {})
    assert page.announced[-1] == ("There is no move to review yet.", "warn")
    play(controller, "c3")
    controller.act("game-review", {})
    assert page.ai_starts == 1 and not page.requests
    controller.ai_ready()
    assert page.requests[-1][0]["moves"] == []


def reviewed_blunder(
    store: "DictStore | None" = None, options: "tuple[Any, Any] | None" = None
) -> "Any":
    """A reviewed game (c3 b2 c3-b2) whose 2nd move, Red's b2, is a blunder (80% to 20%; the
    review's better move d4), the board showing it."""
    controller, page = two_players("c3", "b2", "c3-b2", store=store, options=options)
    controller.act("game-review", {})
    chances = {"c3 d4": 0.2, "c3 b2": 0.8}
    choices = {"": "c3", "c3": "d4", "c3 b2": "c3-b2"}
    while page.shown("review-run"):
        controller.ai_replied(review_reply(page, chances, choices))
    controller.act("goto", {"ply": "2"})
    return controller, page


def check_a_reviewed_blunder_is_shown_on_the_position_before_it_with_the_better_line() -> None:
    controller, page = reviewed_blunder()  # move 2, Red's b2, a blunder: d4 was better
    after_c3 = Game()
    after_c3.play("c3")
    # The board shows the position before b2, where the better move d4 is played from (at the
    # position after b2 its arrow would run over the b2 piece), and says so.
    assert page.attribute("board", "data-position") == after_c3.position()
    assert page.attribute("board", "data-review") == "2"  # the move list still marks b2
    assert '<g class="arrow line">' in page.board
    assert page.text("review-text") == "Before move 2 of 3: the better line"
    assert page.announced[-1][0] == (
        "Viewing move 2 of 3: Red played b2. Shown before it, with the better line in arrows."
    )
    # Move 1 is not marked: its own position, no arrows.
    controller.act("goto", {"ply": "1"})
    assert page.attribute("board", "data-position") == after_c3.position()
    assert '<g class="arrow' not in page.board
    assert page.text("review-text") == "Viewing move 1 of 3"
    controller.act("forward", {})
    assert page.attribute("board", "data-review") == "2" and '<g class="arrow line">' in page.board
    controller.act("forward", {})  # move 3, the last: the game as it stands
    assert page.attribute("board", "data-review") == ""
    assert page.attribute("board", "data-position") == controller.table.game.position()
    # Playing on at the blunder plays on from the position the board shows, before b2.
    controller.act("goto", {"ply": "2"})
    controller.act("branch", {})
    assert page.text("branch-text").startswith("Play on from move 1? The 2 moves after it")
    controller.act("branch-confirm", {})
    assert moves(controller) == ["c3"] and controller.table.review is None
    play(controller, "d4")
    assert moves(controller) == ["c3", "d4"]


def puzzle_reply(page: "Any", chance: float, request: "Any" = None) -> "dict[str, Any]":
    """The worker's answer to a puzzle's check (the last request, unless another is given):
    ``chance`` for the side to move after the try."""
    request = request or page.requests[-1][0]
    game = Game.from_position(request["start"], request["target"])
    for move in request["moves"]:
        game.play(move)
    return {"id": request["id"], "ok": True, "position": game.position(), "win_probability": chance}


def check_a_blunder_becomes_a_puzzle_checked_by_the_engine_and_left_as_it_was() -> None:
    store = DictStore()
    controller, page = reviewed_blunder(store)
    game = controller.table.game
    assert page.shown("review-puzzle")
    controller.act("goto", {"ply": "1"})  # not a blunder: no puzzle
    assert not page.shown("review-puzzle")
    controller.act("goto", {"ply": "2"})
    controller.act("puzzle", {})
    assert page.shown("puzzle") and not page.shown("review-box")
    assert page.text("puzzle-task") == (
        "Move 2: Red played b2 here, a blunder (Red's chance 80% to 20%). Find a better move"
        " for Red."
    )
    assert moves(controller) == ["c3"]
    # A legal try the review did not consider: the worker searches the position after it.
    play(controller, "e5")
    request = page.requests[-1][0]
    assert request["moves"] == ["c3", "e5"] and request["iterations"] == 50
    assert request["seed"] == 1 and controller.wants(request)
    assert page.last_announced() == "Checking e5 with the computer…"
    controller.ai_replied(puzzle_reply(page, 0.7))  # White 70% after it: Red 30%
    assert moves(controller) == ["c3"]
    assert page.announced[-1] == (
        "e5 taken back: after it Red's chance is 30%, against 80% after the best move. Not the"
        " best: try again, or show the answer.",
        "warn",
    )
    # The move played in the game is known without the worker.
    asked = len(page.requests)
    play(controller, "b2")
    assert len(page.requests) == asked and moves(controller) == ["c3"]
    assert page.last_announced().startswith("b2 taken back: it is the move played in the game,")
    controller.act("puzzle-answer", {})
    assert page.last_announced() == "The answer: d4, then a1 (arrows on the board)."
    assert '<g class="arrow line">' in page.board and not page.shown("puzzle-answer")
    play(controller, "d4")
    assert page.last_announced() == "Solved: d4 is the review's better move. Red's chance 80%."
    assert moves(controller) == ["c3", "d4"] and page.shown("puzzle")
    solved = Game()
    solved.play("c3")
    assert store.items["mixtour.puzzles.v1"] == solved.position()  # remembered by position
    # Back: the same game object, its review, its comments and the move shown.
    controller.act("puzzle-leave", {})
    assert controller.table.game is game and moves(controller) == ["c3", "b2", "c3-b2"]
    assert page.shown("review-box") and not page.shown("puzzle")
    assert page.attribute("board", "data-review") == "2"
    assert page.text("review-verdict").startswith("Move 2, Red b2: a blunder")
    assert controller.table.comments[2].startswith("blunder")
    assert page.last_announced() == table_words.PUZZLE_LEFT


def check_a_puzzle_says_its_goal_shows_no_game_controls_and_offers_the_next_step() -> None:
    controller, page = two_players("c3", "b2", "c3-b2")
    controller.act("game-review", {})
    # Two blunders: Red's b2 (d4 was better) and White's c3-b2 (e5 was better).
    chances = {"c3 d4": 0.2, "c3 b2": 0.8, "c3 b2 e5": 0.2}
    choices = {"": "c3", "c3": "d4", "c3 b2": "e5"}
    while page.shown("review-run"):
        controller.ai_replied(review_reply(page, chances, choices))
    assert controller.reviewing.marks()[2] == controller.reviewing.marks()[3] == "blunder"
    controller.act("goto", {"ply": "2"})
    controller.act("puzzle", {})
    # Not a new game of two: its goal on the mode line, the cards say who finds the move.
    assert page.text("mode-line") == (
        "Puzzle from your game: find a better move for Red · first to 1 point · 20 pieces each"
    )
    cards = page.element("players").markup
    assert "Player 1" not in cards and "Player 2" not in cards
    assert ">You<" in cards and table_words.PUZZLE_OPPONENT in cards
    assert not any(page.shown(name) for name in ("resign", "offer-draw", "link-tip"))
    assert not page.shown("puzzle-next")
    play(controller, "d4")  # the better move: solved
    # Not "White to move" with nothing to do: the next puzzle, or back to the game; no card
    # says anyone is to move.
    assert page.text("status") == table_words.PUZZLE_DONE
    assert "to-move" not in page.element("players").markup
    assert table_words.turn_flag(False) not in page.element("players").markup
    assert page.shown("puzzle-next") and not page.shown("puzzle-answer")
    controller.act("puzzle-next", {})
    assert page.text("puzzle-task").startswith("Move 3: White played c3-b2 here, a blunder")
    assert page.text("mode-line").startswith("Puzzle from your game: find a better move for White")
    assert moves(controller) == ["c3", "b2"] and not page.shown("puzzle-next")
    play(controller, "e5")  # solved, and the last puzzle of the review
    assert page.text("status") == table_words.PUZZLE_LAST and not page.shown("puzzle-next")
    assert "to-move" not in page.element("players").markup
    assert "primary" in page.element("puzzle-leave").classes
    controller.act("puzzle-leave", {})
    assert moves(controller) == ["c3", "b2", "c3-b2"] and page.shown("review-box")
    assert page.text("mode-line").startswith("Two players on this device")
    assert "Player 1" in page.element("players").markup


def check_a_puzzle_accepts_a_move_about_as_good_and_remembers_it_was_solved() -> None:
    store = DictStore()
    controller, page = reviewed_blunder(store)
    controller.act("puzzle", {})
    play(controller, "a1")
    controller.ai_replied(puzzle_reply(page, 0.29))  # Red 71%: within 10% of 80%
    assert page.last_announced() == (
        "Solved: after a1 Red's chance is 71%, about as good as the review's better move (80%)."
    )
    assert moves(controller) == ["c3", "a1"]
    controller.act("puzzle-leave", {})
    controller.act("goto", {"ply": "2"})
    controller.act("puzzle", {})
    assert page.text("puzzle-task").endswith("You solved this one before.")
    # A new game leaves the puzzle first: the reviewed game is the one kept.
    controller.new_game(*seated(TWO_PLAYERS))
    assert (
        controller.puzzles.puzzle is None and not page.shown("puzzle") and moves(controller) == []
    )


def check_a_puzzle_judges_only_the_try_on_its_board_and_keeps_to_its_position() -> None:
    rules = seated(TWO_PLAYERS, target=3, reserve=25)
    store = DictStore()
    controller, page = reviewed_blunder(store, rules)
    controller.act("puzzle", {})
    assert page.text("mode-line").endswith("first to 3 points · 25 pieces each")  # its rules
    assert page.element("undo").disabled  # nothing before the puzzle's position to take back
    assert all(page.element(name).disabled for name in ("resign", "offer-draw", "hint"))
    asked = len(page.requests)
    controller.act("resign", {})
    controller.act("hint", {})
    assert not controller.table.over and len(page.requests) == asked
    controller.act("undo", {})
    assert moves(controller) == ["c3"]
    play(controller, "e5")  # sent to the worker, then taken back before the answer
    checking = page.requests[-1][0]
    controller.act("undo", {})
    play(controller, "b2")  # the move played in the game: known at once
    assert page.last_announced().startswith("b2 taken back: it is the move played in the game,")
    controller.ai_replied(puzzle_reply(page, 0.1, checking))
    assert not controller.puzzles.puzzle.solved and "mixtour.puzzles.v1" not in store.items
    assert moves(controller) == ["c3"]
    play(controller, "e5")  # sent again, and followed by a move: its answer is forgotten too
    checking = page.requests[-1][0]
    play(controller, "a1")
    controller.ai_replied(puzzle_reply(page, 0.1, checking))
    assert not controller.puzzles.puzzle.solved and moves(controller) == ["c3", "e5", "a1"]
    controller.act("undo", {})  # e5 back alone on the board: checked again, and solved now
    controller.ai_replied(puzzle_reply(page, 0.25))  # Red 75%: within 10% of 80%
    assert controller.puzzles.puzzle.solved and moves(controller) == ["c3", "e5"]


def check_a_puzzle_try_waits_for_no_computer_that_is_not_there() -> None:
    controller, page = reviewed_blunder()
    controller.act("puzzle", {})
    controller.ai_state = AI_FAILED
    play(controller, "e5")
    assert moves(controller) == ["c3"] and not controller.puzzles.puzzle.pending
    assert page.last_announced() == (
        "The computer could not check e5 (the computer is not ready). Try it again."
    )


def check_the_chance_bar_is_off_until_switched_on_and_remembered() -> None:
    store = DictStore()
    controller, page = two_players("c3", store=store)
    controller.act("help-switch", {})
    assert not page.shown("eval-bar") and page.attribute("eval-switch", "aria-pressed") == "false"
    assert not page.requests
    controller.act("eval-switch", {})
    assert page.attribute("eval-switch", "aria-pressed") == "true" and page.shown("eval-bar")
    assert page.text("eval-text") == "Winning chance: thinking…"
    request = page.requests[-1][0]
    assert request["moves"] == ["c3"] and controller.wants(request)
    assert request["iterations"] == 100  # the reading search's budget with two players
    position = "c3=w r 19/20 0/0 -"
    reply = {"id": request["id"], "ok": True, "position": position, "win_probability": 0.3}
    controller.ai_replied(reply)
    assert page.text("eval-text") == "Red to move: 30% winning chance (White 70%)."
    assert 'width="140.0"' in page.element("eval-graphic").markup  # White's 70% from the left
    play(controller, "b2")  # after a move the bar asks again; the player plays on meanwhile
    assert page.requests[-1][0]["moves"] == ["c3", "b2"]
    assert page.text("eval-text") == "Winning chance: thinking…"
    again, _ = open_page(store)
    assert again.chances.on  # remembered in this browser
    controller.act("eval-switch", {})
    assert not page.shown("eval-bar")
    assert not open_page(store)[0].chances.on


def check_the_chance_bar_is_hidden_while_a_friend_by_link_is_to_move() -> None:
    controller, page = open_page()
    controller.act("eval-switch", {})
    controller.new_game(*seated(BY_LINK))
    controller.act("help-switch", {})
    assert page.shown("eval-bar")
    play(controller, "c3")
    assert not page.shown("eval-bar")
    assert page.requests[-1][0]["moves"] == []


def check_the_chance_bar_goes_when_a_player_resigns() -> None:
    controller, page = two_players("c3", "b2")
    controller.act("help-switch", {})
    controller.act("eval-switch", {})
    assert page.shown("eval-bar")
    controller.act("resign", {})
    controller.act("resign", {})
    assert controller.table.over and not page.shown("eval-bar")  # not "thinking…" for good


def check_the_chance_bar_says_the_result_when_the_rules_end_the_game() -> None:
    controller, page = two_players(*SCORING_GAME[:-1])
    controller.act("eval-switch", {})
    play(controller, SCORING_GAME[-1])  # White scores and wins
    assert page.shown("eval-bar") and page.attribute("board", "data-result") == "white"
    assert page.text("eval-text") == "White wins!"  # not "Red to move: 0% winning chance"
    assert 'width="200.0"' in page.element("eval-graphic").markup  # all of the bar White's


def check_the_hint_shows_the_expected_line_as_numbered_arrows() -> None:
    controller, page = two_players("c3", "b2")
    controller.act("help-switch", {})
    controller.act("hint", {})
    reply = reply_to(page, controller.table.game, "c3-b2")
    reply["principal_variation"] = ["c3-b2", "d4", "d4-b2", "zz"]
    controller.ai_replied(reply, 1.0)
    assert [str(move) for move in controller.table.hint_line] == ["c3-b2", "d4", "d4-b2"]
    assert page.board.count('<g class="arrow hint">') == 3
    assert ">1</text>" in page.board and ">3</text>" in page.board


# -- the guided first game --------------------------------------------------------------------


def check_the_guided_game_is_offered_once_to_a_first_visit() -> None:
    store = DictStore()
    controller, page = open_page(store)
    assert page.shown("tutorial-offer")
    controller.act("tutorial-no", {})
    assert not page.shown("tutorial-offer")
    _, again = open_page(store)
    assert not again.shown("tutorial-offer")
    played = DictStore()
    two_players("c3", store=played)
    _, later = open_page(played)  # a page with a game to resume offers nothing
    assert not later.shown("tutorial-offer")


def check_the_guided_game_offer_goes_once_the_first_game_is_under_way() -> None:
    controller, page = open_page(DictStore())
    assert page.shown("tutorial-offer")
    play(controller, "c3")  # the player's first move: the offer no longer pushes the table down
    assert not page.shown("tutorial-offer")
    controller.act("tutorial", {})  # Rules still has the guided game
    assert page.shown("tutorial")


def check_the_guided_game_checks_each_step_and_gives_the_game_back() -> None:
    store = DictStore()
    controller, page = two_players("e5", "a1", store=store)
    saved_game = store.items[KEYS.game]
    controller.act("tutorial", {})
    assert page.shown("tutorial") and page.text("tutorial-title") == "Step 1 of 8: Enter a piece"
    assert moves(controller) == [] and not page.shown("tutorial-next")
    play(controller, "b2")
    assert page.announced[-1][0].endswith("Well done! On to the next step when you are ready.")
    assert page.shown("tutorial-next") and store.items["mixtour.tutorial.v1"] == "0"
    controller.act("tutorial-next", {})
    assert page.text("tutorial-title") == "Step 2 of 8: Move onto a 1-high stack"
    play(controller, "a1")  # legal, but not what the step asks: taken back, and why
    assert moves(controller) == []
    assert page.announced[-1][0].endswith(
        "That entered a piece. This step asks you to move pieces already on the board."
    )
    play(controller, "c3-d4")
    assert moves(controller) == ["c3-d4"] and page.shown("tutorial-next")
    controller.act("tutorial-next", {})
    controller.act("tutorial-next", {})  # Skip: step 3 stays to do
    assert page.text("tutorial-title") == "Step 4 of 8: Blocked lines"
    play(controller, "a1")  # an entry on an occupied square: the engine's own refusal
    assert "a1" in page.announced[-1][0] and moves(controller) == []
    assert store.items[KEYS.game] == saved_game  # the guided game is never autosaved
    controller.act("tutorial-leave", {})
    assert not page.shown("tutorial") and moves(controller) == ["e5", "a1"]
    controller.act("tutorial", {})  # back where it was left: the first step not done
    assert page.text("tutorial-title") == "Step 3 of 8: Onto a 2-high stack, from 2 away"


def check_opening_a_game_during_the_guided_game_keeps_the_players_game() -> None:
    store = DictStore()
    controller, page = two_players("e5", "a1", "b2", store=store)
    controller.act("tutorial", {})
    controller.act("import", {})
    page.element("import-text").value = "e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -"
    controller.act("import-open", {"dialog": "import"})
    assert not page.shown("tutorial")
    assert page.attribute("board", "data-position") == "e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -"
    controller.act("restore-previous", {})  # the game before the guided one, not a step's
    assert moves(controller) == ["e5", "a1", "b2"]


def check_the_comments_of_an_opened_record_are_kept_with_the_game() -> None:
    store = DictStore()
    controller, page = open_page(store)
    controller.act("import", {})
    page.element("import-text").value = "1. c3 {a quiet start} b2 2. d4 {keeps the centre} *"
    controller.act("import-open", {"dialog": "import"})
    assert moves(controller) == ["c3", "b2", "d4"]
    again, shown = open_page(store)  # a reload
    assert again.table.comments == {1: "a quiet start", 3: "keeps the centre"}
    again.act("copy-record", {})
    assert "1. c3 {a quiet start} b2 2. d4 {keeps the centre} *" in shown.copied[-1]


def check_the_take_back_ban_step_shows_the_engine_refusal() -> None:
    controller, page = open_page(DictStore({"mixtour.tutorial.v1": "0,1,2,3,4"}))
    controller.act("tutorial", {})
    assert page.text("tutorial-title") == "Step 6 of 8: No taking back"
    assert moves(controller) == ["c3-d4"]
    play(controller, "d4-c3")
    assert moves(controller) == ["c3-d4"]
    assert "takes back" in page.announced[-1][0], page.announced[-1]
    play(controller, "d4:2-c3")
    assert page.shown("tutorial-next")
    controller.act("tutorial-next", {})
    assert page.text("tutorial-task").endswith(
        "Take the whole stack of 4 on b2: tap its bottom piece (or press 4), then move it onto"
        " c3 to build five with White on top."
    )
    play(controller, "b2:4-c3")  # five with White on top: White scores, no result card
    assert page.shown("tutorial-next") and not page.shown("banner")
    controller.act("tutorial-next", {})
    play(controller, "e5-a1")  # Red's own stack: legal, but a Red point
    assert page.announced[-1][0].endswith("Red scores: the top piece's owner always does.")
    play(controller, "a1:2-a2")
    assert page.announced[-1][0].endswith("You know the rules of Mixtour.")
    controller.act("tutorial-next", {})  # Finish
    assert not page.shown("tutorial")
    assert page.announced[-1][0] == table_words.TUTOR_ALL_DONE


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"review checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
