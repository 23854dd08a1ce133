"""Kitty Stack Tower's rules, one condition at a time (docs/kitty-rules.md)."""

import contextlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitty import BOARDS, Game, IllegalMoveError, InvalidMoveError, KittyError, PositionError

LETTERS = "rybg"


def game_with(cells: dict[str, str], players: int = 2, turn: str = "r", passes: int = 0) -> Game:
    """A play-phase game with `cells` as given; each colour's other pieces wait in one stack
    in a top corner (i1, i5, h1, h6), far from the cells the tests use."""
    board = BOARDS[5]
    assert all(board.cell(name) >= 0 for name in cells), cells
    stacks = dict(cells)
    for colour, corner in zip(LETTERS[:players], ("i1", "i5", "h1", "h6"), strict=False):
        rest = 15 - sum(text.count(colour) for text in cells.values())
        if rest:
            stacks[corner] = colour * rest
    rows = [",".join(stacks.get(board.names[c], ".") for c in row) for row in board.rows]
    text = f"{'/'.join(reversed(rows))} {players} {turn} play {passes}"
    return Game.from_position(text)


def test_cells_are_named_by_row_from_the_left() -> None:
    board = BOARDS[5]
    assert len(board) == 61 and len(BOARDS[6]) == 91
    assert [board.names[c] for c in board.rows[0]] == ["a1", "a2", "a3", "a4", "a5"]
    assert board.names[board.rows[4][-1]] == "e9" and board.names[-1] == "i5"
    c4 = board.cell("c4")
    assert sorted(board.names[n] for n in board.neighbours[c4]) == [
        "b3", "b4", "c3", "c5", "d4", "d5",
    ]  # fmt: skip
    assert len(board.neighbours[board.cell("a1")]) == 3


def test_stack_needs_a_height_at_least_the_target() -> None:
    game = game_with({"c4": "rr", "c5": "yy", "c3": "yyy"})
    assert game.play("c4-c5").kind == "stack"
    assert game.stack("c5") == "yyrr" and game.stack("c4") == ""
    game = game_with({"c4": "rr", "c3": "yyy"})
    with pytest.raises(IllegalMoveError, match="no higher than itself"):
        game.play("c4-c3")


def test_stack_onto_ones_own_stack_is_allowed() -> None:
    game = game_with({"c4": "yr", "c5": "r"})
    game.play("c4-c5")
    assert game.stack("c5") == "ryr"


def test_flip_turns_the_target_over_and_jumps_beyond() -> None:
    game = game_with({"c4": "rr", "c5": "ryy"})
    game.play("c4^c5")
    assert game.stack("c4") == "" and game.stack("c6") == "rr"
    assert game.stack("c5") == "yyr"  # old bottom on top: red now owns it
    assert game.score("red") == (17, 15)  # 12 waiting in i1


def test_flip_conditions_one_by_one() -> None:
    with pytest.raises(IllegalMoveError, match="at least 2 high"):
        game_with({"c4": "r", "c5": "y"}).play("c4^c5")
    with pytest.raises(IllegalMoveError, match="at least as high"):
        game_with({"c4": "rrr", "c5": "yy"}).play("c4^c5")
    with pytest.raises(IllegalMoveError, match="on the board and empty"):
        game_with({"c4": "rr", "c5": "yy", "c6": "y"}).play("c4^c5")
    # b3 -> a2 runs off the bottom edge: nothing beyond a2
    with pytest.raises(IllegalMoveError, match="on the board and empty"):
        game_with({"b3": "rr", "a2": "yy"}).play("b3^a2")
    game = game_with({"c4": "rr", "b3": "yy"})
    game.play("c4^b3")
    assert game.stack("a2") == "rr"


def test_disassemble_takes_what_lies_above_ones_highest_piece() -> None:
    with pytest.raises(IllegalMoveError, match="outnumber"):
        game_with({"c4": "rrr", "c5": "yryy"}).play("c4<c5")  # 3 mine against 3 others
    game = game_with({"c4": "rrrr", "c5": "yryy"})
    game.play("c4<c5")
    assert game.stack("c5") == "yr" and game.stack("c4") == "yyrrrr"


def test_disassemble_counts_every_other_colour_as_others() -> None:
    cells = {"c4": "rrr", "c5": "ybrgy"}  # three others... plus y on top: 4 others
    with pytest.raises(IllegalMoveError, match="outnumber"):
        game_with(cells, players=4).play("c4<c5")
    game = game_with({"c4": "rrrr", "c5": "ybrg"}, players=4)
    game.play("c4<c5")
    assert game.stack("c5") == "ybr" and game.stack("c4") == "grrrr"


def test_disassemble_needs_a_foreign_stack_holding_ones_colour() -> None:
    with pytest.raises(IllegalMoveError, match="stack you own"):
        game_with({"c4": "rrr", "c5": "yr"}).play("c4<c5")
    with pytest.raises(IllegalMoveError, match="none of your pieces"):
        game_with({"c4": "rrr", "c5": "y"}).play("c4<c5")


def test_only_ones_own_stacks_act() -> None:
    with pytest.raises(IllegalMoveError, match="does not own"):
        game_with({"c4": "ry", "c5": "y"}).play("c4-c5")


def test_a_round_of_passes_ends_and_scores_with_the_tie_break() -> None:
    game = game_with({"c4": "rr", "c5": "yy"}, players=3)
    for _ in range(3):
        assert game.result is None
        game.play("pass")
    # red 15 in i1+c4... each owns exactly its own 15 pieces: a three-way tie shared
    assert game.result == (1 / 3, 1 / 3, 1 / 3)
    assert game.ranking() == [1, 1, 1]
    assert Game.from_position(game.position()).result == game.result  # "3" passes: over


def test_equal_scores_break_by_own_colour_else_share_the_win() -> None:
    game = game_with({"c4": "yr", "c5": "ry"})
    game.play("pass")
    game.play("pass")
    assert game.score("red") == game.score("yellow") == (15, 14)
    assert game.result == (0.5, 0.5) and game.ranking() == [1, 1]
    # red owns 2 blue pieces, yellow 3 blue but lost one of its own under blue: 17 each
    game = game_with({"c4": "bbr", "c6": "bbby", "e8": "yb"}, players=3)
    for _ in range(3):
        game.play("pass")
    assert game.score("red") == (17, 15) and game.score("yellow") == (17, 14)
    assert game.result == (1.0, 0.0, 0.0) and game.ranking() == [1, 2, 3]


def test_the_third_repetition_ends_the_game() -> None:
    game = game_with({"c4": "rr", "c5": "yyy", "e5": "yy", "e6": "rrr"})
    cycle = ["c4^c5", "e5^e6", "c6^c5", "e7^e6"]
    for move in cycle * 2:
        assert game.result is None
        game.play(move)
    assert game.result == (0.5, 0.5)  # the start position, a third time
    game.pop()
    assert game.result is None


def test_nobody_able_to_act_ends_at_once() -> None:
    game = game_with({"a1": "r", "a3": "y"})
    assert game.result is not None


def test_placement_phase_then_red_moves_first() -> None:
    game = Game(2)
    assert game.phase == "setup" and game.turn == "red"
    with pytest.raises(IllegalMoveError, match="placed"):
        game.play("pass")
    rng = random.Random(3)
    while game.phase == "setup":
        game.push(rng.choice(game.legal_moves()))
    assert game.turn == "red" and len(game.moves) == 30
    with pytest.raises(IllegalMoveError, match="every piece is placed"):
        game.play("a1")


def test_random_setup_is_seeded() -> None:
    one, two = Game(3, seed=11), Game(3, seed=11)
    assert one.position() == two.position() != Game(3, seed=12).position()
    assert one.phase == "play" and all(len(one.stack(c)) <= 1 for c in range(61))


def test_bad_text_raises_the_projects_errors() -> None:
    game = game_with({"c4": "rr"})
    with pytest.raises(InvalidMoveError):
        game.play("c4+c5")
    with pytest.raises(InvalidMoveError):
        game.play("z1-c4")
    with pytest.raises(PositionError):
        Game.from_position(game.position().replace(" 2 r ", " 2 b "))


def random_game(players: int, seed: int, plies: int) -> Game:
    """A random base game (the cards' properties, claims taking pieces away included, are
    tests/test_kitty_hidden.py's)."""
    rng = random.Random(seed)
    game = Game(players, seed=None if seed % 2 else seed, cards=False)
    while game.result is None and len(game.moves) < plies:
        moves = [m for m in game.legal_moves() if m.kind != "pass"] or game.legal_moves()
        game.push(rng.choice(moves))
    return game


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 120))
def test_pieces_conserved_and_pop_restores(players: int, seed: int, plies: int) -> None:
    game = random_game(players, seed, plies)
    for colour in range(players):
        on_board = sum(s.count(colour) for s in game.stacks)
        assert on_board + game.in_hand[colour] == 15
    text = game.position()
    assert Game.from_position(text).position() == text
    if game.moves:
        move = game.pop()
        game.push(move)
        assert game.position() == text
    while game.moves:
        game.pop()
    assert game.position() == Game(players, seed=None if seed % 2 else seed, cards=False).position()


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="rybg.,/ 0123456789playsetu", max_size=200))
def test_bad_position_text_raises_only_kitty_errors(text: str) -> None:
    with contextlib.suppress(KittyError):
        Game.from_position(text)


def test_the_rules_page_is_drawn_by_the_engine() -> None:
    from tools import kitty_rules_doc

    assert kitty_rules_doc.PAGE.read_text(encoding="utf-8") == kitty_rules_doc.page()
    for name, svg in kitty_rules_doc.pictures().items():
        assert (kitty_rules_doc.DOCS / "kitty" / name).read_text(encoding="utf-8") == svg + "\n"
    assert BOARDS[5].diagram().splitlines()[0].split() == ["i1", "i2", "i3", "i4", "i5"]
