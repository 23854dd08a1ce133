"""The game at the table without a browser: what taps, keys, undo and the computer's moves do to a
`table.model.Table` of Mixtour (its spec `mixtour.ui.spec`, its hand `mixtour.ui.hand`), the
sentences the page says, the broker that carries the computer's answers, and the board's SVG. The
same modules run under MicroPython on the page (`test_table_modules_run_under_micropython`)."""

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest
from fake_page import DictStore, FakePage, open_page, seated
from micropython_run import micropython_output

from kitty.ai import player as kitty_player
from kitty.ui.options import Options as KittyOptions
from kitty.ui.spec import SPEC as KITTY_SPEC
from mixtour import SQUARE_NAMES, Game, IllegalMoveError, Move, parse_square
from mixtour.ai import levels
from mixtour.ui import board, panels, threats, words
from mixtour.ui.options import (
    AI_VS_AI,
    DEFAULT_LEVEL,
    LEVELS,
    TWO_PLAYERS,
    VS_AI,
    Options,
)
from mixtour.ui.spec import SPEC
from search import levels as level_names
from table import saved
from table import state as layout
from table.broker import Broker
from table.controller import Controller, query_hooks
from table.model import AI_FAILED, AI_LOADING, Table
from table.panels import move_list
from table.seats import PERSON

ROOT = Path(__file__).resolve().parent.parent

# A short hot-seat game: White ends it by building a 5-stack topped by White.
SCORING_GAME = ["b5", "c4", "b4", "b5-b4", "b3", "b4:2-c4", "c4:3-b3", "a3", "b3:4-a3"]
# White has filled the a-file and has no piece in reserve.
NO_RESERVE = "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -"


def sq(name: str) -> int:
    return parse_square(name)


def two_players(*moves: str) -> Table:
    table = Table(SPEC, *seated(TWO_PLAYERS))
    for move in moves:
        table.play(move)
    return table


def from_state(**state: "Any") -> Table:
    """The table a state of format 1 with these fields describes."""
    return layout.read(SPEC, {"version": 1, **state})


def click(table: Table, name: str, count: int | None = None) -> str | None:
    """A tap on the square ``name`` (``count``: on that piece of its stack)."""
    return table.tap(sq(name), count)


def test_the_pages_and_the_worker_read_the_level_names_from_a_module_that_imports_nothing() -> None:
    # The pages cannot import the AI (the worker's, too big for MicroPython's start): they read
    # the names from search/levels.py, which imports nothing, nor does its package's __init__.
    for module in ("levels.py", "__init__.py"):
        tree = ast.parse((ROOT / "search" / module).read_text(encoding="utf-8"))
        assert not [
            node for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)
        ]
    names = list(level_names.LEVEL_NAMES)
    assert list(LEVELS) == list(SPEC.options.LEVELS) == list(KITTY_SPEC.options.LEVELS) == names
    assert list(levels.LEVELS) == list(levels.TROIS_LEVELS) == list(kitty_player.LEVELS) == names
    assert DEFAULT_LEVEL == SPEC.options.DEFAULT_LEVEL == KITTY_SPEC.options.DEFAULT_LEVEL
    assert DEFAULT_LEVEL == level_names.DEFAULT_LEVEL


def test_a_new_table_is_you_as_white_against_the_computer_at_the_default_level() -> None:
    table = Table(SPEC)
    assert table.seats == (PERSON, DEFAULT_LEVEL)
    assert table.colours == ("white", "red")
    assert table.player_name("white") == "You"
    assert table.human_to_move() and table.needs_ai()
    assert table.status_turn() == "Your move: tap an empty square to enter a piece."


def test_clicking_an_empty_square_enters_a_piece() -> None:
    table = two_players()
    assert click(table, "c3") == "White enters a piece on c3."
    assert table.game.stack("c3") == ("white",)
    assert table.turn == "red"


def test_clicking_a_stack_picks_it_and_lights_its_targets() -> None:
    table = two_players("c3", "d4", "c4", "b4")
    said = click(table, "c4")
    assert table.hand.picked == sq("c4")
    assert table.hand.count == 1
    expected = {move.target for move in table.game.legal_moves() if move.origin == sq("c4")}
    assert set(table.hand.reachable(table)) == expected == {sq("c3"), sq("d4"), sq("b4")}
    assert said == "Holding 1 piece from c4: it can go onto b4, c3, d4."


def test_the_piece_clicked_and_keys_choose_how_many_pieces() -> None:
    table = two_players("c3", "d4", "c4", "c3-c4")  # c4: two White pieces
    click(table, "c4", 2)
    assert table.hand.count == 2
    click(table, "c4", 1)  # another piece of the held stack
    assert (table.hand.picked, table.hand.count) == (sq("c4"), 1)
    table.hand.choose(table, 2)
    assert table.hand.count == 2
    assert table.hand.choose(table, 3) == "The stack on c4 has only 2 pieces."
    assert table.hand.count == 2


def test_clicking_a_lit_square_moves_the_held_pieces() -> None:
    table = two_players("c3", "d4", "c4", "c3-c4")
    click(table, "c4", 2)
    said = click(table, "d4")
    assert said == "White moves 2 pieces from c4 onto d4."
    assert table.texts()[-1] == "c4:2-d4"
    assert table.game.stack("d4") == ("red", "white", "white")
    assert table.hand.picked is None


def test_clicking_elsewhere_or_the_held_stack_again_puts_the_pieces_back() -> None:
    table = two_players("c3", "d4")
    click(table, "c3")
    assert click(table, "a1") == "Put the pieces back."  # cancel, not an entry
    assert table.hand.picked is None
    assert table.game.height("a1") == 0
    click(table, "c3")
    click(table, "c3")
    assert table.hand.picked is None
    click(table, "c3")
    assert table.cancel() is True
    assert table.cancel() is False


def test_an_unreachable_stack_explains_why_and_is_not_picked_up() -> None:
    table = two_players("a1", "c3", "a3")
    click(table, "a1")
    said = click(table, "c3")
    assert said == "Can't play a1-c3: c3 is 1 high but 2 squares from a1."
    assert table.hand.picked == sq("a1")
    assert click(table, "e2") == "Put the pieces back."  # not in line: an empty square
    click(table, "a1")
    said = click(table, "a3")  # in line and 1 high, but 2 away: held pieces stay
    assert said is not None and said.startswith("Can't play a1-a3")
    assert table.hand.picked == sq("a1")


def test_the_take_back_ban_is_explained_in_the_engines_words() -> None:
    # Red moves 1 piece from c3 (2 high) onto d4: moving it straight back is banned.
    table = two_players("c3", "c4", "b2", "c4-c3", "d4", "c3-d4")
    click(table, "d4", 1)
    assert sq("c3") not in table.hand.reachable(table)
    said = click(table, "c3")
    assert said is not None
    assert said.startswith("Can't play d4-c3: it takes back Red's last move.")
    assert table.texts()[-1] == "c3-d4"  # nothing was played


def test_a_drop_that_is_not_a_move_says_why() -> None:
    table = two_players("c3", "d4")
    assert table.hand.drop(table, sq("c3"), 1, sq("e4")) == (
        "Can't move from c3 to e4: pieces move along a rank, a file or a diagonal."
    )
    assert table.hand.drop(table, sq("c3"), 1, sq("c4")) == (
        "Can't play c3-c4: c4 is empty, and pieces only move onto a stack."
    )
    assert table.hand.drop(table, sq("c3"), 1, sq("d4")) == "White moves 1 piece from c3 onto d4."


def test_entering_without_a_reserve_is_explained() -> None:
    table = from_state(mode=TWO_PLAYERS, start=NO_RESERVE)
    assert click(table, "c3") == "Can't play c3: White has no piece in reserve."


def test_a_forced_pass_is_played_and_announced() -> None:
    table = from_state(mode=TWO_PLAYERS, start=NO_RESERVE)
    assert table.forced_pass() == "White has no legal move and passes."
    assert table.texts() == ["pass"]
    assert table.forced_pass() is None  # Red can enter
    against_ai = from_state(mode=VS_AI, human="red", start=NO_RESERVE)
    assert against_ai.seats == (DEFAULT_LEVEL, PERSON)
    assert against_ai.forced_pass() is None  # the AI passes for itself


def test_two_passes_end_the_game_in_a_draw() -> None:
    table = from_state(
        mode=TWO_PLAYERS,
        start="a1=wwww,b1=rrrr,a2=wwww,b2=rrrr,a3=wwww,b3=rrrr,a4=wwww,b4=rrrr,"
        "a5=wwww,b5=rrrr w 0/0 0/0 -",
    )
    said = table.forced_pass()
    assert said == "White has no legal move and passes."
    said = table.forced_pass()
    assert said is not None
    assert said.endswith(
        "Draw. Neither player could move: two passes in a row end the game in a draw."
    )
    assert table.game.result == "draw"


def test_a_threat_is_the_opponents_scoring_move() -> None:
    table = from_state(mode=TWO_PLAYERS, start="a1=wrr,c1=wr w 18/17 0/0 -")
    assert table.status_turn() == (
        "White to move: enter a piece on an empty square, or pick up a stack."
    )
    assert [str(m) for m in threats.threats(table.game)] == ["a1:3-c1"]
    assert words.threat_sentence("red", ["a1:3-c1"]) == (
        "Watch out: Red can score next turn (a1:3-c1)."
    )
    assert SPEC.warning(table) == "Watch out: Red can score next turn (a1:3-c1)."
    # Three or more are counted, not listed (the board marks each): two lines at most.
    three = ["a1-e5", "e1-e5", "a5-e5"]
    assert words.threat_sentence("white", three) == (
        "Watch out: White can score in 3 ways (marked on the board)."
    )
    scene = board.table_scene(table)
    assert "threat" in scene.marks[sq("c1")]
    assert any(arrow.kind == "threat" for arrow in scene.arrows)


def test_a_move_that_scores_says_so_and_flashes_the_removed_stack() -> None:
    table = two_players(*SCORING_GAME[:-1])
    click(table, "b3", 4)
    assert table.game.scorer(table.hand.reachable(table)[sq("a3")]) == "white"
    said = click(table, "a3")
    assert said == (
        "White moves 4 pieces from b3 onto a3. "
        "The stack of 5 on a3 is removed: White scores (White 1, Red 0). "
        "White wins! White reached 1 point."
    )
    flash: Any = table.flash
    assert flash is not None
    assert (flash.square, flash.stack, flash.scorer) == (
        sq("a3"),
        ("red", "white", "red", "white", "white"),
        "white",
    )
    assert table.status_turn() == "White wins! White reached 1 point."
    assert not table.human_to_move()


def test_undo_against_the_computer_goes_back_to_the_players_previous_turn() -> None:
    table = Table(SPEC)
    table.play("c3")
    assert table.ai_to_move() and table.level_to_move() == DEFAULT_LEVEL
    assert table.take_move("d4") == "Red enters a piece on d4."
    assert table.can_undo()
    table.undo()
    assert table.texts() == []
    assert table.redo_moves == ["d4", "c3"]
    assert not table.can_undo()
    table.redo()
    assert table.texts() == ["c3", "d4"]
    assert table.human_to_move()


# -- the computer's answers, through the broker ----------------------------------------------


def reply_to(page: FakePage, game: Game, move: str) -> "dict[str, Any]":
    """The worker's answer ``move`` to the page's last request, about ``game``'s position."""
    request = page.requests[-1][0]
    return {"id": request["id"], "ok": True, "move": move, "position": game.position()}


def test_the_broker_numbers_every_request_and_drops_a_stale_reply() -> None:
    broker = Broker()
    got: list[tuple[str, Any]] = []
    move = broker.ask("move", {"moves": []}, lambda reply: got.append(("move", reply["id"])))
    hint = broker.ask("hint", {"moves": []}, lambda reply: got.append(("hint", reply["id"])))
    again = broker.ask("move", {"moves": ["c3"]}, lambda reply: got.append(("again", 0)))
    assert [move["id"], hint["id"], again["id"]] == [1, 2, 3]  # one counter, whoever asks
    assert again == {"moves": ["c3"], "id": 3}
    assert broker.deliver({"id": move["id"]}) is None  # asked again since: stale
    assert broker.deliver({"id": hint["id"]}) == "hint"
    assert broker.deliver({"id": hint["id"]}) is None  # answered once
    broker.cancel("move")
    assert broker.deliver({"id": again["id"]}) is None
    assert broker.deliver({"id": "eval:3"}) is None and not broker.waits("move")
    assert got == [("hint", 2)]


def test_undo_while_the_computer_thinks_takes_back_the_players_move_and_drops_the_reply() -> None:
    controller, page = open_page()
    controller.input.click_board(sq("c3"), None)
    request = page.requests[-1][0]
    position = controller.table.game.position()
    controller.act("undo", {})
    assert controller.table.texts() == []
    assert not controller.wants(request)
    controller.ai_replied({"id": request["id"], "ok": True, "position": position, "move": "d4"})
    assert controller.table.texts() == []


def test_a_new_game_makes_earlier_replies_stale() -> None:
    controller, page = open_page()
    controller.new_game(*seated(human="red"))
    request = page.requests[-1][0]
    controller.new_game()
    assert not controller.wants(request)
    controller.ai_replied(reply_to(page, Game(), "c3") | {"id": request["id"]})
    assert controller.table.texts() == []
    asked = page.requests[-1][0]
    assert isinstance(asked["id"], int) and asked["id"] > request["id"] > 0


def test_an_illegal_computer_move_is_refused_by_the_engine() -> None:
    table = Table(SPEC, *seated(human="red"))
    said = table.take_move("c3-c4")
    assert said.startswith("The computer chose an illegal move")
    assert table.texts() == []
    assert table.status_turn() == f"{said}. Undo, or start a new game, to go on."
    assert not table.ai_to_move()


def test_a_failed_computer_move_is_reported() -> None:
    controller, page = open_page()
    controller.new_game(*seated(human="red"))
    request = page.requests[-1][0]
    controller.ai_replied({"id": request["id"], "ok": False, "error": "out of memory"})
    assert page.announced[-1] == ("The computer could not move: out of memory", "error")
    assert not controller.table.ai_to_move()


def test_undo_and_redo_between_two_players_step_one_move() -> None:
    table = two_players("c3", "d4", "c4")
    assert table.undo() == "Took back c4. White to move: enter a piece on an empty square, " + (
        "or pick up a stack."
    )
    assert table.texts() == ["c3", "d4"]
    table.redo()
    assert table.texts() == ["c3", "d4", "c4"]
    table.undo()
    table.play("c4")  # the same move keeps the rest of the redo branch
    assert table.redo_moves == []
    table.undo()
    table.undo()
    assert table.redo_moves == ["c4", "d4"]
    table.play("d4")  # the same move as the branch's next: the rest is kept
    assert table.redo_moves == ["c4"]
    table.undo()
    table.play("b2")  # another move drops it
    assert table.redo_moves == []


def test_the_computer_s_request_follows_the_protocol() -> None:
    controller, page = open_page()
    controller.new_game(*seated(level="casual", target=3, reserve=25))
    controller.input.click_board(sq("c3"), None)
    request = page.requests[-1][0]
    assert request == {
        "id": request["id"],
        "start": "- w 25/25 0/0 -",
        "moves": ["c3"],
        "target": 3,
        "repetition_draw": True,
        "level": "casual",
    }
    assert isinstance(request["id"], int) and request["id"] > 0
    controller.ai_replied(reply_to(page, controller.table.game, "d4"))
    controller.act("hint", {})
    hint = page.requests[-1][0]
    assert hint["level"] == "strong" and hint["moves"] == ["c3", "d4"]
    assert hint["id"] > request["id"]
    fixed, fixed_page = open_page(query="?ai-iterations=50&ai-seed=7")
    fixed.input.click_board(sq("c3"), None)
    asked = fixed_page.requests[-1][0]
    assert (asked["iterations"], asked["seed"]) == (50, 7)
    assert "level" not in asked


def test_the_step_numbers_of_a_line_that_comes_back_to_a_square_do_not_overlap() -> None:
    # A line that enters a1 (2) and then moves from a1 to b2 (4): the ring's number sat at a1's
    # top right corner, and so did the arrow's, half way along (issue 29, Mixtour 12).
    scene = board.Scene([""] * 25, True, "a board")
    line = [Move.parse(text) for text in ("c3", "a1", "d4", "a1-b2")]
    scene.arrows.extend(board.line_arrows(line, "hint"))
    svg = board.render(scene)
    found = re.findall(r'<g class="step"><circle cx="([\d.]+)" cy="([\d.]+)" r="13"/>', svg)
    spots = [(float(x), float(y)) for x, y in found]
    assert len(spots) == 4
    for index, (x, y) in enumerate(spots):
        for other_x, other_y in spots[index + 1 :]:
            assert (x - other_x) ** 2 + (y - other_y) ** 2 >= 26 * 26, spots
    # Nor over a1's height, at its top left corner.
    left, top = board.square_origin(parse_square("a1"))
    assert not any(left <= x <= left + 29 + 13 and top <= y <= top + 31 + 13 for x, y in spots)


def test_a_hint_is_shown_until_the_position_changes() -> None:
    controller, page = open_page()
    controller.new_game(*seated(TWO_PLAYERS))
    controller.act("help-switch", {})
    table = controller.table
    table.play("c3")
    controller.act("hint", {})
    controller.ai_replied(reply_to(page, table.game, "c3"))
    assert page.announced[-1] == ("No hint: Can't play c3: c3 is occupied.", "hint")
    assert table.hint == ""
    controller.act("hint", {})
    controller.ai_replied(reply_to(page, table.game, "d4"))
    assert page.announced[-1] == ("Hint: enter a piece on d4.", "hint")
    assert table.hint == "d4"
    scene = board.table_scene(table)
    assert "hint" in scene.marks[sq("d4")]
    controller.input.click_board(sq("b2"), None)
    assert table.hint == ""
    assert "hint" not in board.table_scene(table).marks[sq("d4")]


def test_computers_only_pause_and_their_speed_sets_the_delay() -> None:
    table = Table(SPEC, *seated(AI_VS_AI))
    table.set_speed("slow")
    assert table.ai_to_move()
    assert table.delay() == 2.0
    table.set_speed("fast")
    assert table.delay() == 0.0
    with pytest.raises(ValueError, match="unknown speed 'warp'"):
        table.set_speed("warp")
    table.pause(True)
    assert not table.ai_to_move()
    assert table.status_turn() == "Paused. White to move."
    table.pause(False)
    assert table.ai_to_move()
    assert click(table, "c3") == (
        "The computer plays both sides: start a new game to play yourself."
    )


def test_a_reply_while_paused_is_dropped_and_asked_again_on_resume() -> None:
    controller, page = open_page()
    controller.new_game(*seated(AI_VS_AI))
    request = page.requests[-1][0]
    controller.act("pause", {})
    controller.ai_replied(reply_to(page, controller.table.game, "c3"))
    assert controller.table.texts() == []  # paused: dropped
    controller.act("pause", {})
    assert page.requests[-1][0]["id"] > request["id"]  # asked again on resume
    controller.ai_replied(reply_to(page, controller.table.game, "c3"))
    assert controller.table.texts() == ["c3"]


def test_the_status_follows_the_ai_worker() -> None:
    table = Table(SPEC, *seated(human="red"))
    assert table.status_turn(AI_LOADING) == "White will move as soon as the AI has loaded…"
    assert table.status_turn(AI_FAILED).startswith("The AI could not start")
    assert table.status_turn() == "White is thinking…"


def test_the_state_round_trips() -> None:
    table = two_players("c3", "d4", "c4")
    table.undo()
    state = json.loads(json.dumps(layout.write(table)))
    restored = layout.read(SPEC, state)
    assert layout.write(restored) == state
    assert restored.game.position() == table.game.position()
    assert restored.redo_moves == ["c4"]
    assert restored.seats == table.seats == (PERSON, PERSON)


@pytest.mark.parametrize(
    ("state", "message"),
    [
        ({"version": 2}, "unknown saved-table version 2"),
        ({"version": 1, "mode": "chess"}, "unknown mode 'chess'"),
        ({"version": 1, "target": 4}, "the target score must be 1, 2, 3 or 5"),
        ({"version": 1, "moves": ["c3", "c3"]}, "illegal move 'c3': c3 is occupied"),
        ({"version": 1, "moves": ["c3"], "redo": ["c3"]}, "illegal move 'c3'"),
        ({"version": 1, "seats": ["person", "person", "person", "person"]}, "a game of 2 has 2"),
        ({"version": 1, "seats": ["friend", "strong"]}, "a game by link has no computer seat"),
        ({"version": 1, "seats": ["friend", "friend"]}, "a game by link has one person"),
    ],
)
def test_a_bad_state_is_refused_and_leaves_the_table_alone(
    state: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        layout.read(SPEC, state)
    store = DictStore()
    first, _ = open_page(store)
    first.input.click_board(sq("c3"), None)
    controller, page = open_page(store, state=state)  # the tests' hook opens a state
    assert controller.table.texts() == ["c3"]
    assert message in page.notices["game"].text
    assert json.loads(store.items[saved.Keys(SPEC.key_prefix).game])["moves"] == ["c3"]


def test_a_game_of_three_keeps_a_resignation_only_where_a_player_could_resign() -> None:
    """At one device a player of three may resign and the state keeps it; by link nobody can
    (the link goes round the players one at a time), so a state saying somebody did is
    refused, and the table offers no Resign."""
    table = Table(KITTY_SPEC, KittyOptions(players=3, seed=7), ("person", "strong", "strong"))
    assert table.resigner() == "red"
    table.resign()
    state = layout.write(table)
    assert state["ending"] == "-red" and layout.read(KITTY_SPEC, state).over
    state["seats"] = ["person", "friend", "friend"]
    with pytest.raises(layout.StateError) as refused:
        layout.read(KITTY_SPEC, state)
    assert str(refused.value) == (
        "nobody at this table can end a game by agreement or resigning, not '-red'"
    )  # it said "a game ends by agreement as one of , not '-red'"
    by_link = Table(KITTY_SPEC, KittyOptions(players=3, seed=7), ("person", "friend", "friend"))
    assert by_link.resigner() is None and by_link.resign() is None and not by_link.over


def test_test_hooks_read_only_whole_numbers() -> None:
    assert query_hooks("?ai-iterations=50&ai-seed=3&x=1") == {"ai-iterations": 50, "ai-seed": 3}
    assert query_hooks("?ai-iterations=lots") == {}
    assert query_hooks("") == {}
    controller = Controller(FakePage(), DictStore(), lambda: "", SPEC)
    controller.start("?ai-iterations=lots&ai-seed=3", None, "")
    assert (controller.iterations, controller.seed) == (None, 3)


def test_illegal_sentences_read_well() -> None:
    error = IllegalMoveError("illegal move 'b4:2-b5': takes back White's last move")
    said = words.illegal_sentence(error, "b4:2-b5")
    assert said == "Can't play b4:2-b5: it takes back White's last move."
    assert words.illegal_sentence(IllegalMoveError("the game is over"), "c3") == "The game is over."


def test_every_square_is_a_labelled_focusable_button_with_test_hooks() -> None:
    table = two_players("c3", "c4", "c3-c4")
    svg = board.render(board.table_scene(table, cursor=sq("b2")))
    squares = re.findall(r'<g class="sq[^"]*" data-square="(\w\d)" data-height="(\d)"', svg)
    assert len(squares) == 25
    assert dict(squares)["c4"] == "2"
    assert svg.count('role="button"') == 25
    assert svg.count('tabindex="0"') == 1
    assert 'data-square="b2" data-height="0" role="button" tabindex="0"' in svg
    assert 'aria-label="c4, 2 pieces: Red, White on top. Last move arrived here."' in svg
    assert "style=" not in svg  # the page's Content-Security-Policy forbids inline styles
    assert SPEC.board(table, sq("b2"), False, []) == svg  # the spec draws the same board


def test_each_piece_band_says_how_many_pieces_it_takes() -> None:
    table = two_players("c3", "c4", "c3-c4", "b4", "c4:2-b4")  # b4: Red, Red, White
    svg = board.render(board.table_scene(table))
    b4 = svg[svg.index('data-square="b4"') :]
    b4 = b4[: b4.index("data-square=", 10)]
    assert re.findall(r'class="hit" data-count="(\d)"', b4) == ["3", "2", "1"]
    assert b4.count('class="piece white') == 1
    assert b4.count('class="piece red') == 2
    assert b4.count('class="notches"') == 2  # Red is marked without colour too


def test_the_rules_diagrams_are_drawn_by_the_board() -> None:
    assert SPEC.diagram_names == board.DIAGRAM_NAMES
    for name in board.DIAGRAM_NAMES:
        svg = board.diagram(name)
        assert svg.startswith('<svg class="board diagram"')
        assert 'role="img" aria-label="' in svg
        assert "tabindex" not in svg
    assert 'class="arrow no"' in board.diagram("ban")
    assert 'class="badge white"' in board.diagram("scoring")
    with pytest.raises(ValueError, match="unknown diagram"):
        board.diagram("castling")


def test_the_move_list_is_numbered_in_notation() -> None:
    table = two_players("c3", "d4", "c4", "c3-c4")
    html = move_list(table)
    assert re.sub(r"<[^>]+>", " ", html).split() == ["1.", "c3", "d4", "2.", "c4", "c3-c4"]
    assert 'class="move r last"' in html
    red_first = from_state(mode=TWO_PLAYERS, start="- r 20/20 0/0 -")
    red_first.play("c3")
    assert re.sub(r"<[^>]+>", " ", move_list(red_first)).split() == ["1.", "…", "c3"]


def test_the_players_cards_show_reserve_score_and_turn() -> None:
    table = Table(SPEC, Options(target=3, reserve=25))
    html = panels.players(table)
    assert html.count('data-reserve="25"') == 2
    assert html.count('class="pip"') == 6
    assert 'class="player white to-move"' in html
    assert ">You<" in html
    assert f">Computer ({DEFAULT_LEVEL})<" in html


def test_count_buttons_offer_one_to_the_stacks_height() -> None:
    table = two_players("c3", "c4", "c3-c4")
    assert panels.count_buttons(table) == ""
    click(table, "c4", 1)
    html = panels.count_buttons(table)
    assert re.findall(r'data-count="(\d)" aria-pressed="(\w+)"', html) == [
        ("1", "true"),
        ("2", "false"),
    ]


def test_an_illegal_move_never_changes_the_game() -> None:
    table = two_players("c3")
    with pytest.raises(IllegalMoveError):
        table.play("c3")
    assert table.texts() == ["c3"]
    assert table.attempt("c3") == "Can't play c3: c3 is occupied."
    assert table.texts() == ["c3"]


@pytest.mark.runtime
@pytest.mark.timeout(120)
def test_table_modules_run_under_micropython(tmp_path: Path) -> None:
    # The page imports these modules under MicroPython: play the scoring game through clicks.
    script = tmp_path / "table_check.py"
    script.write_text(
        f"""
from mixtour import parse_square
from mixtour.ui import board, panels
from mixtour.ui.options import Options
from mixtour.ui.spec import SPEC
from table import panels as table_panels
from table import state as layout
from table.model import Table
table = Table(SPEC, Options(), ("person", "person"))
for text in {SCORING_GAME!r}:
    if len(text) == 2:
        table.hand.click(table, parse_square(text))
    else:
        count = int(text[3]) if ":" in text else 1
        table.hand.click(table, parse_square(text[:2]), count)
        board.render(board.table_scene(table))
        table.hand.click(table, parse_square(text[-2:]))
    panels.players(table)
    table_panels.move_list(table)
for name in board.DIAGRAM_NAMES:
    board.diagram(name)
print(table.status_turn())
print(layout.write(table)["moves"][-1])
""",
        encoding="utf-8",
    )
    assert micropython_output(script).splitlines() == [
        "White wins! White reached 1 point.",
        "b3:4-a3",
    ]


def test_the_rules_diagrams_show_what_the_engine_says() -> None:
    # Each diagram's arrows are a legal ("ok") or an illegal ("no") move in its position.
    positions = {
        "move": ("b2=wrw,c3=r,e5=w w 17/18 0/0 -", ["b2:2-c3"], []),
        "distance": ("a1=r,c3=wr,d3=w,e5=rw w 17/17 0/0 -", ["a1-c3"], ["d3-c3"]),
        "blocking": ("a3=r,c3=w,e3=wwrr w 17/17 0/0 -", [], ["a3-e3"]),
        "scoring": ("d1=r,a3=rww,c3=wr w 17/17 0/0 -", ["a3:3-c3"], []),
        "ban": ("c3=w,d4=wr,b5=r w 18/18 0/0 d4-c3", ["d4:2-c3"], ["d4-c3"]),
    }
    for name, (position, legal, illegal) in positions.items():
        game = Game.from_position(position)
        for text in legal:
            game.parse_move(text)
        for text in illegal:
            with pytest.raises(IllegalMoveError):
                game.parse_move(text)
        svg = board.diagram(name)
        for index, letters in enumerate(board.stacks_of(game)):
            square = f'data-square="{SQUARE_NAMES[index]}" data-height="{len(letters)}"'
            assert square in svg, (name, square)
