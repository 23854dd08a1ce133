"""The table's logic without a browser: what clicks, keys, undo and AI replies do to a `Session`,
the sentences the page says, and the board's SVG. The same modules run under MicroPython on the
page (`test_ui_modules_run_under_micropython`)."""

import ast
import json
import re
import subprocess
from pathlib import Path

import pytest

from kitty.ai import player as kitty_player
from kitty.ui import controller as kitty_controller
from mixtour import SQUARE_NAMES, Game, IllegalMoveError, parse_square
from mixtour.ai import levels
from mixtour.ui import board, panels, words
from mixtour.ui.options import (
    AI_VS_AI,
    DEFAULT_LEVEL,
    LEVELS,
    TWO_PLAYERS,
    VS_AI,
    Options,
)
from mixtour.ui.session import (
    AI_FAILED,
    AI_LOADING,
    Session,
    query_hooks,
)
from search import levels as level_names

ROOT = Path(__file__).resolve().parent.parent

# A short hot-seat game: White ends it by building a 5-stack topped by White.
SCORING_GAME = ["b5", "c4", "b4", "b5-b4", "b3", "b4:2-c4", "c4:3-b3", "a3", "b3:4-a3"]


def sq(name: str) -> int:
    return parse_square(name)


def two_players(*moves: str) -> Session:
    session = Session(Options(mode=TWO_PLAYERS))
    for move in moves:
        session.play(move)
    return session


def test_the_pages_and_the_worker_read_the_level_names_from_a_module_that_imports_nothing() -> None:
    # The pages cannot import the AI (the worker's, too big for MicroPython's start): they read
    # the names from search/levels.py, which imports nothing, nor does its package's __init__.
    for module in ("levels.py", "__init__.py"):
        tree = ast.parse((ROOT / "search" / module).read_text(encoding="utf-8"))
        assert not [
            node for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)
        ]
    names = list(level_names.LEVEL_NAMES)
    assert list(LEVELS) == names == list(kitty_controller.LEVELS)
    assert list(levels.LEVELS) == list(levels.TROIS_LEVELS) == list(kitty_player.LEVELS) == names
    assert DEFAULT_LEVEL == level_names.DEFAULT_LEVEL


def test_a_new_table_is_against_the_ai_as_white_at_the_default_level() -> None:
    session = Session()
    assert session.options.mode == VS_AI
    assert session.options.human == "white"
    assert session.options.level == DEFAULT_LEVEL
    assert session.human_to_move()
    assert session.status_turn() == "Your move: tap an empty square to enter a piece."


def test_clicking_an_empty_square_enters_a_piece() -> None:
    session = two_players()
    assert session.click(sq("c3")) == "White enters a piece on c3."
    assert session.game.stack("c3") == ("white",)
    assert session.game.turn == "red"


def test_clicking_a_stack_picks_it_and_lights_its_targets() -> None:
    session = two_players("c3", "d4", "c4", "b4")
    said = session.click(sq("c4"))
    assert session.picked == sq("c4")
    assert session.count == 1
    expected = {move.target for move in session.game.legal_moves() if move.origin == sq("c4")}
    assert set(session.reachable()) == expected == {sq("c3"), sq("d4"), sq("b4")}
    assert said == "Holding 1 piece from c4: they can go onto b4, c3, d4."


def test_the_piece_clicked_and_keys_choose_how_many_pieces() -> None:
    session = two_players("c3", "d4", "c4", "c3-c4")  # c4: two White pieces
    session.click(sq("c4"), 2)
    assert session.count == 2
    session.click(sq("c4"), 1)  # another piece of the held stack
    assert (session.picked, session.count) == (sq("c4"), 1)
    session.choose_count(2)
    assert session.count == 2
    assert session.choose_count(3) == "The stack on c4 has only 2 pieces."
    assert session.count == 2


def test_clicking_a_lit_square_moves_the_held_pieces() -> None:
    session = two_players("c3", "d4", "c4", "c3-c4")
    session.click(sq("c4"), 2)
    said = session.click(sq("d4"))
    assert said == "White moves 2 pieces from c4 onto d4."
    assert str(session.game.moves[-1]) == "c4:2-d4"
    assert session.game.stack("d4") == ("red", "white", "white")
    assert session.picked is None


def test_clicking_elsewhere_or_the_held_stack_again_puts_the_pieces_back() -> None:
    session = two_players("c3", "d4")
    session.click(sq("c3"))
    assert session.click(sq("a1")) == "Put the pieces back."  # cancel, not an entry
    assert session.picked is None
    assert session.game.height("a1") == 0
    session.click(sq("c3"))
    session.click(sq("c3"))
    assert session.picked is None
    session.click(sq("c3"))
    assert session.cancel() is True
    assert session.cancel() is False


def test_an_unreachable_stack_explains_why_and_is_not_picked_up() -> None:
    session = two_players("a1", "c3", "a3")
    session.click(sq("a1"))
    said = session.click(sq("c3"))
    assert said == "Can't play a1-c3: c3 is 1 high but 2 squares from a1."
    assert session.picked == sq("a1")
    assert session.click(sq("e2")) == "Put the pieces back."  # not in line: an empty square
    session.click(sq("a1"))
    said = session.click(sq("a3"))  # in line and 1 high, but 2 away: held pieces stay
    assert said is not None and said.startswith("Can't play a1-a3")
    assert session.picked == sq("a1")


def test_the_take_back_ban_is_explained_in_the_engines_words() -> None:
    # Red moves 1 piece from c3 (2 high) onto d4: moving it straight back is banned.
    session = two_players("c3", "c4", "b2", "c4-c3", "d4", "c3-d4")
    session.click(sq("d4"), 1)
    assert sq("c3") not in session.reachable()
    said = session.click(sq("c3"))
    assert said is not None
    assert said.startswith("Can't play d4-c3: it takes back Red's last move.")
    assert str(session.game.moves[-1]) == "c3-d4"  # nothing was played


def test_a_drop_that_is_not_a_move_says_why() -> None:
    session = two_players("c3", "d4")
    assert session.drop(sq("c3"), 1, sq("e4")) == (
        "Can't move from c3 to e4: pieces move along a rank, a file or a diagonal."
    )
    assert session.drop(sq("c3"), 1, sq("c4")) == (
        "Can't play c3-c4: c4 is empty, and pieces only move onto a stack."
    )
    assert session.drop(sq("c3"), 1, sq("d4")) == "White moves 1 piece from c3 onto d4."


def test_entering_without_a_reserve_is_explained() -> None:
    session = Session.from_state(
        {
            "version": 1,
            "mode": TWO_PLAYERS,
            "start": "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -",
        }
    )
    assert session.click(sq("c3")) == "Can't play c3: White has no piece in reserve."


def test_a_forced_pass_is_played_and_announced() -> None:
    session = Session.from_state(
        {
            "version": 1,
            "mode": TWO_PLAYERS,
            "start": "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -",
        }
    )
    assert session.forced_pass() == "White has no legal move and passes."
    assert [str(m) for m in session.game.moves] == ["pass"]
    assert session.forced_pass() is None  # Red can enter
    against_ai = Session.from_state(
        {
            "version": 1,
            "mode": VS_AI,
            "human": "red",
            "start": "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -",
        }
    )
    assert against_ai.forced_pass() is None  # the AI passes for itself


def test_two_passes_end_the_game_in_a_draw() -> None:
    session = Session.from_state(
        {
            "version": 1,
            "mode": TWO_PLAYERS,
            "start": "a1=wwww,b1=rrrr,a2=wwww,b2=rrrr,a3=wwww,b3=rrrr,a4=wwww,b4=rrrr,"
            "a5=wwww,b5=rrrr w 0/0 0/0 -",
        }
    )
    said = session.forced_pass()
    assert said == "White has no legal move and passes."
    said = session.forced_pass()
    assert said is not None
    assert said.endswith(
        "Draw. Neither player could move: two passes in a row end the game in a draw."
    )
    assert session.game.result == "draw"


def test_a_threat_is_the_opponents_scoring_move() -> None:
    session = Session.from_state(
        {"version": 1, "mode": TWO_PLAYERS, "start": "a1=wrr,c1=wr w 18/17 0/0 -"}
    )
    assert session.status_turn() == (
        "White to move: enter a piece on an empty square, or pick up a stack."
    )
    assert [str(m) for m in session.threats()] == ["a1:3-c1"]
    assert words.threat_sentence("red", ["a1:3-c1"]) == (
        "Watch out: Red can score next turn (a1:3-c1)."
    )
    scene = board.table_scene(session)
    assert "threat" in scene.marks[sq("c1")]
    assert any(arrow.kind == "threat" for arrow in scene.arrows)


def test_a_move_that_scores_says_so_and_flashes_the_removed_stack() -> None:
    session = two_players(*SCORING_GAME[:-1])
    session.click(sq("b3"), 4)
    assert session.game.scorer(session.reachable()[sq("a3")]) == "white"
    said = session.click(sq("a3"))
    assert said == (
        "White moves 4 pieces from b3 onto a3. "
        "The stack of 5 on a3 is removed: White scores (White 1, Red 0). "
        "White wins! White reached 1 point."
    )
    assert session.flash is not None
    assert (session.flash.square, session.flash.stack, session.flash.scorer) == (
        sq("a3"),
        ("red", "white", "red", "white", "white"),
        "white",
    )
    assert session.status_turn() == "White wins! White reached 1 point."
    assert not session.human_to_move()


def test_undo_against_the_ai_goes_back_to_the_players_previous_turn() -> None:
    session = Session()
    session.play("c3")
    request = session.ai_request()
    reply = {"id": request["id"], "ok": True, "position": "c3=w r 19/20 0/0 -", "move": "d4"}
    assert session.ai_reply(reply) == "Red enters a piece on d4."
    assert session.can_undo()
    session.undo()
    assert session.game.moves == []
    assert session.redo_moves == ["d4", "c3"]
    assert not session.can_undo()
    session.redo()
    assert [str(m) for m in session.game.moves] == ["c3", "d4"]
    assert session.human_to_move()


def test_undo_while_the_ai_thinks_takes_back_the_players_move_and_drops_the_reply() -> None:
    session = Session()
    session.play("c3")
    request = session.ai_request()
    position = session.game.position()
    session.undo()
    assert session.game.moves == []
    reply = {"id": request["id"], "ok": True, "position": position, "move": "d4"}
    assert session.ai_reply(reply) is None
    assert session.game.moves == []


def test_a_new_game_makes_earlier_replies_stale() -> None:
    session = Session(Options(human="red"))
    request = session.ai_request()
    session.new_game()
    reply = {"id": request["id"], "ok": True, "position": "- w 20/20 0/0 -", "move": "c3"}
    assert session.ai_reply(reply) is None
    assert session.ai_request()["id"] != request["id"]


def test_an_illegal_ai_move_is_refused_by_the_engine() -> None:
    session = Session(Options(human="red"))
    request = session.ai_request()
    said = session.ai_reply(
        {"id": request["id"], "ok": True, "position": "- w 20/20 0/0 -", "move": "c3-c4"}
    )
    assert said is not None
    assert said.startswith("The computer chose an illegal move")
    assert session.game.moves == []
    assert session.status_turn() == f"{said}. Undo, or start a new game, to go on."


def test_a_failed_ai_request_is_reported() -> None:
    session = Session(Options(human="red"))
    request = session.ai_request()
    said = session.ai_reply({"id": request["id"], "ok": False, "error": "out of memory"})
    assert said == "The computer could not move: out of memory"
    assert not session.ai_to_move()


def test_undo_and_redo_in_two_player_mode_step_one_move() -> None:
    session = two_players("c3", "d4", "c4")
    assert session.undo() == "Took back c4. White to move: enter a piece on an empty square, " + (
        "or pick up a stack."
    )
    assert [str(m) for m in session.game.moves] == ["c3", "d4"]
    session.redo()
    assert [str(m) for m in session.game.moves] == ["c3", "d4", "c4"]
    session.undo()
    session.play("c4")  # the same move keeps the rest of the redo branch
    assert session.redo_moves == []
    session.undo()
    session.undo()
    session.play("b2")  # another move drops it
    assert session.redo_moves == []


def test_the_ai_request_follows_the_protocol() -> None:
    session = Session(Options(level="casual", target=3, reserve=25))
    session.play("c3")
    request = session.ai_request()
    assert request == {
        "id": request["id"],
        "start": "- w 25/25 0/0 -",
        "moves": ["c3"],
        "target": 3,
        "repetition_draw": True,
        "level": "casual",
    }
    hint = session.ai_request("hint")
    assert hint["level"] == "strong"
    session.ai_iterations, session.ai_seed = 50, 7
    fixed = session.ai_request()
    assert (fixed["iterations"], fixed["seed"]) == (50, 7)
    assert "level" not in fixed


def test_a_hint_is_shown_until_the_position_changes() -> None:
    session = two_players("c3")
    request = session.ai_request("hint")
    said = session.ai_reply(
        {"id": request["id"], "ok": True, "position": session.game.position(), "move": "c3"}
    )
    assert said == "No hint: illegal move 'c3': c3 is occupied"
    assert session.hint is None
    request = session.ai_request("hint")
    said = session.ai_reply(
        {"id": request["id"], "ok": True, "position": session.game.position(), "move": "d4"}
    )
    assert said == "Hint: enter a piece on d4."
    assert session.hint is not None
    scene = board.table_scene(session)
    assert "hint" in scene.marks[sq("d4")]
    session.play("b2")
    assert session.hint is None


def test_ai_against_ai_pauses_and_its_speed_sets_the_delay() -> None:
    session = Session(Options(mode=AI_VS_AI, speed="slow"))
    assert session.ai_to_move()
    assert session.delay() == 2.0
    session.set_speed("fast")
    assert session.delay() == 0.0
    request = session.ai_request()
    session.pause(True)
    assert not session.ai_to_move()
    assert session.status_turn() == "Paused. White to move."
    reply = {"id": request["id"], "ok": True, "position": "- w 20/20 0/0 -", "move": "c3"}
    assert session.ai_reply(reply) is None  # paused: dropped, asked again on resume
    session.pause(False)
    assert session.ai_to_move()
    assert session.click(sq("c3")) == (
        "The computer plays both sides: start a new game to play yourself."
    )


def test_the_status_follows_the_ai_worker() -> None:
    session = Session(Options(human="red"))
    assert session.status_turn(AI_LOADING) == "White will move as soon as the AI has loaded…"
    assert session.status_turn(AI_FAILED).startswith("The AI could not start")
    assert session.status_turn() == "White is thinking…"


def test_the_state_round_trips() -> None:
    session = two_players("c3", "d4", "c4")
    session.undo()
    state = json.loads(json.dumps(session.state()))
    restored = Session.from_state(state)
    assert restored.state() == state
    assert restored.game.position() == session.game.position()
    assert restored.redo_moves == ["c4"]


@pytest.mark.parametrize(
    ("state", "message"),
    [
        ({"version": 2}, "unknown saved-table version 2"),
        ({"version": 1, "mode": "chess"}, "unknown mode 'chess'"),
        ({"version": 1, "target": 4}, "the target score must be 1, 2, 3 or 5"),
        ({"version": 1, "moves": ["c3", "c3"]}, "illegal move 'c3': c3 is occupied"),
        ({"version": 1, "moves": ["c3"], "redo": ["c3"]}, "illegal move 'c3'"),
    ],
)
def test_a_bad_state_is_refused_and_leaves_the_table_alone(
    state: dict[str, object], message: str
) -> None:
    session = two_players("c3")
    with pytest.raises(ValueError, match=re.escape(message)):
        session.load(state)
    assert [str(m) for m in session.game.moves] == ["c3"]


def test_test_hooks_read_only_whole_numbers() -> None:
    assert query_hooks("?ai-iterations=50&ai-seed=3&x=1") == {"ai-iterations": 50, "ai-seed": 3}
    assert query_hooks("?ai-iterations=lots") == {}
    assert query_hooks("") == {}


def test_illegal_sentences_read_well() -> None:
    error = "illegal move 'b4:2-b5': takes back White's last move"
    assert words.illegal_sentence(error) == "Can't play b4:2-b5: it takes back White's last move."
    assert words.illegal_sentence("the game is over") == "The game is over."


def test_every_square_is_a_labelled_focusable_button_with_test_hooks() -> None:
    session = two_players("c3", "c4", "c3-c4")
    svg = board.render(board.table_scene(session, cursor=sq("b2")))
    squares = re.findall(r'<g class="sq[^"]*" data-square="(\w\d)" data-height="(\d)"', svg)
    assert len(squares) == 25
    assert dict(squares)["c4"] == "2"
    assert svg.count('role="button"') == 25
    assert svg.count('tabindex="0"') == 1
    assert 'data-square="b2" data-height="0" role="button" tabindex="0"' in svg
    assert 'aria-label="c4, 2 pieces: Red, White on top. Last move arrived here."' in svg
    assert "style=" not in svg  # the page's Content-Security-Policy forbids inline styles


def test_each_piece_band_says_how_many_pieces_it_takes() -> None:
    session = two_players("c3", "c4", "c3-c4", "b4", "c4:2-b4")  # b4: Red, Red, White
    svg = board.render(board.table_scene(session))
    b4 = svg[svg.index('data-square="b4"') :]
    b4 = b4[: b4.index("data-square=", 10)]
    assert re.findall(r'class="hit" data-count="(\d)"', b4) == ["3", "2", "1"]
    assert b4.count('class="piece white') == 1
    assert b4.count('class="piece red') == 2
    assert b4.count('class="notches"') == 2  # Red is marked without colour too


def test_the_rules_diagrams_are_drawn_by_the_board() -> None:
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
    session = two_players("c3", "d4", "c4", "c3-c4")
    html = panels.move_list(session)
    assert re.sub(r"<[^>]+>", " ", html).split() == ["1.", "c3", "d4", "2.", "c4", "c3-c4"]
    assert 'class="move r last"' in html
    red_first = Session.from_state({"version": 1, "mode": TWO_PLAYERS, "start": "- r 20/20 0/0 -"})
    red_first.play("c3")
    assert re.sub(r"<[^>]+>", " ", panels.move_list(red_first)).split() == ["1.", "…", "c3"]


def test_the_players_cards_show_reserve_score_and_turn() -> None:
    session = Session(Options(target=3, reserve=25))
    html = panels.players(session)
    assert html.count('data-reserve="25"') == 2
    assert html.count('class="pip"') == 6
    assert 'class="player white to-move"' in html
    assert "You" in html
    assert "Computer" in html


def test_count_buttons_offer_one_to_the_stacks_height() -> None:
    session = two_players("c3", "c4", "c3-c4")
    assert panels.count_buttons(session) == ""
    session.click(sq("c4"), 1)
    html = panels.count_buttons(session)
    assert re.findall(r'data-count="(\d)" aria-pressed="(\w+)"', html) == [
        ("1", "true"),
        ("2", "false"),
    ]


def test_an_illegal_move_never_changes_the_game() -> None:
    session = two_players("c3")
    with pytest.raises(IllegalMoveError):
        session.play("c3")
    assert [str(m) for m in session.game.moves] == ["c3"]


@pytest.mark.runtime
@pytest.mark.timeout(120)
def test_ui_modules_run_under_micropython(tmp_path: Path) -> None:
    # The page imports these modules under MicroPython: play the scoring game through clicks.
    script = tmp_path / "ui_check.py"
    script.write_text(
        f"""
from mixtour import parse_square
from mixtour.ui import board, panels, words
from mixtour.ui.options import Options, TWO_PLAYERS
from mixtour.ui.session import Session
session = Session(Options(mode=TWO_PLAYERS))
for text in {SCORING_GAME!r}:
    if len(text) == 2:
        session.click(parse_square(text))
    else:
        count = int(text[3]) if ":" in text else 1
        session.click(parse_square(text[:2]), count)
        board.render(board.table_scene(session))
        session.click(parse_square(text[-2:]))
    panels.players(session)
    panels.move_list(session)
for name in board.DIAGRAM_NAMES:
    board.diagram(name)
print(session.status_turn())
print(session.state()["moves"][-1])
""",
        encoding="utf-8",
    )
    result = subprocess.run(
        ["node", str(ROOT / "tests" / "runtimes" / "run_micropython.mjs"), str(script)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == ["White wins! White reached 1 point.", "b3:4-a3"]


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
