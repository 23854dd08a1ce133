"""The rules of docs/rules.md, case by case, against the engine's public API."""

import copy
import pickle
import subprocess
import sys

import pytest

import mixtour
from mixtour import (
    PASS,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    MixtourError,
    Move,
    PositionError,
)


def play_all(game: Game, moves: str) -> Game:
    for move in moves.split():
        game.play(move)
    return game


def legal(game: Game) -> set[str]:
    texts = [str(move) for move in game.legal_moves()]
    assert len(texts) == len(set(texts)), "legal_moves() lists a move twice"
    return set(texts)


def illegal_message(game: Game, move: str) -> str:
    """Play an illegal move; check that nothing changed and return the error message."""
    before = (game.position(), list(game.moves), game.result)
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert (game.position(), list(game.moves), game.result) == before
    message = str(caught.value)
    assert message.startswith(f"illegal move {move!r}: "), message
    return message


# ----- squares and moves -----------------------------------------------------------------------


def test_square_names_and_indices() -> None:
    assert len(mixtour.SQUARE_NAMES) == 25
    assert mixtour.SQUARE_NAMES[:6] == ("a1", "b1", "c1", "d1", "e1", "a2")
    assert mixtour.SQUARE_NAMES[24] == "e5"
    for index, square in enumerate(mixtour.SQUARE_NAMES):
        assert mixtour.parse_square(square) == index
        assert mixtour.square_name(index) == square
    assert mixtour.parse_square("c4") == 2 + 5 * 3
    for bad in ("", "f1", "a0", "a6", "A1", "a", "a10", " a1"):
        with pytest.raises(InvalidMoveError):
            mixtour.parse_square(bad)


def test_move_values() -> None:
    entry = Move.parse("b2")
    assert (entry.origin, entry.target, entry.count) == (None, 6, 0)
    assert entry.is_entry and not entry.is_pass
    step = Move.parse("c4-d3")
    assert (step.origin, step.target, step.count) == (17, 13, 1)
    assert not step.is_entry and not step.is_pass
    assert Move.parse("c4:3-d3").count == 3
    assert Move.parse("pass") == PASS
    assert PASS.is_pass and not PASS.is_entry
    assert (PASS.origin, PASS.target, PASS.count) == (None, None, 0)


def test_move_notation_is_canonical() -> None:
    for text in ("b2", "c4-d3", "c4:2-d3", "c4:3-d3", "c4:4-d3", "pass"):
        assert str(Move.parse(text)) == text
    assert Move.parse("c4:1-d3") == Move.parse("c4-d3")
    assert str(Move.parse("c4:1-d3")) == "c4-d3"


def test_moves_are_hashable_values_and_immutable() -> None:
    assert Move.parse("c4-d3") == Move.parse("c4-d3")
    assert Move.parse("c4-d3") != Move.parse("c4:2-d3")
    assert Move.parse("b2") != Move.parse("b3")
    assert len({Move.parse("c4-d3"), Move.parse("c4:1-d3"), Move.parse("b2"), PASS}) == 3
    move = Move.parse("c4-d3")
    try:
        move.count = 2
    except (AttributeError, TypeError):
        pass
    else:
        move.count = 1  # put it back: the engine may share Move objects
        pytest.fail("a Move's attributes can be assigned: Move is not immutable")
    assert move.count == 1


def test_each_move_is_one_shared_object_that_survives_copying_and_pickling() -> None:
    move = Move.parse("c4:2-d3")
    assert Move(move.origin, move.target, 2) is move
    assert copy.copy(move) is move
    assert copy.deepcopy([move])[0] is move
    assert pickle.loads(pickle.dumps(move)) is move
    assert Move(None, None, 0) is PASS
    for origin, target, count in [(0, 0, 1), (0, 7, 1), (0, 1, 5), (0, 1, 0), (None, 25, 0)]:
        with pytest.raises(InvalidMoveError):
            Move(origin, target, count)


# ----- the named cases -----------------------------------------------------------------


@pytest.mark.parametrize(("depth", "count"), [(1, 25), (2, 600), (3, 14_088), (4, 330_384)])
def test_perft_from_the_start(depth: int, count: int) -> None:
    assert mixtour.perft(Game(), depth) == count


def test_perft_leaves_the_game_unchanged() -> None:
    game = play_all(Game(), "a2 b3 a2-b3")
    before = game.position()
    mixtour.perft(game, 2)
    assert game.position() == before
    assert [str(move) for move in game.moves] == ["a2", "b3", "a2-b3"]


def test_perft_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mixtour", "perft", "2"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert done.stdout.strip() == "600"


def test_after_a_few_moves_only_entries_remain() -> None:
    game = play_all(Game(), "a2 b3 a2-b3 e5")
    moves = game.legal_moves()
    assert len(moves) == 23
    assert all(move.is_entry for move in moves)


def test_take_back_ban_example() -> None:
    game = Game.from_position("b4=r,b5=rww w 18/18 0/0 -")
    assert len(game.legal_moves()) == 26
    game.play("b5:2-b4")
    assert game.turn == "red"
    assert len(game.legal_moves()) == 25
    assert "b4:2-b5" not in legal(game)
    assert game.is_legal(Move.parse("b4-b5"))
    assert game.is_legal(Move.parse("b4:3-b5"))
    assert not game.is_legal(Move.parse("b4:2-b5"))
    message = illegal_message(game, "b4:2-b5")
    assert message == "illegal move 'b4:2-b5': takes back White's last move"


def test_take_back_message_names_red() -> None:
    game = Game.from_position("b4=r,b5=rww r 18/18 0/0 -")
    game.play("b5:2-b4")
    message = illegal_message(game, "b4:2-b5")
    assert message == "illegal move 'b4:2-b5': takes back Red's last move"


def test_forced_pass() -> None:
    game = Game.from_position("a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -")
    assert game.legal_moves() == [PASS]
    assert str(game.legal_moves()[0]) == "pass"
    game.play("pass")
    assert game.turn == "red"
    assert game.result is None
    assert game.ban is None
    assert game.position() == "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww r 0/20 0/0 -"
    assert len(game.legal_moves()) == 20  # Red enters anywhere; Red cannot move the 4-stacks


def test_removal_wins_the_standard_game() -> None:
    game = play_all(Game(), "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1")
    assert game.result == "white"
    assert game.result_reason == "target"
    assert (game.score("white"), game.score("red")) == (1, 0)
    assert all(game.stack(square) == () for square in mixtour.SQUARE_NAMES)
    assert (game.reserve("white"), game.reserve("red")) == (20, 20)
    assert game.legal_moves() == []
    assert game.position() == "- r 20/20 1/0 -"


# ----- the take-back ban, in detail ------------------------------------------------------------

# after White's b5:2-b4 here, Red may not play b4:2-b5 (the take-back) but may do anything else
BAN_POSITION = "b4=r,e4=www,b5=rww,c5=w w 14/18 0/0 -"


def test_no_ban_at_the_start() -> None:
    game = Game()
    assert game.ban is None
    assert game.position() == "- w 20/20 0/0 -"


def test_no_ban_after_an_entry() -> None:
    game = Game.from_position("b4=rww,b5=r w 18/18 0/0 -")
    game.play("a1")
    assert game.ban is None
    assert game.position().endswith(" -")
    assert game.is_legal(Move.parse("b4:2-b5"))


def test_no_ban_after_a_pass() -> None:
    game = Game.from_position("a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -")
    game.play("pass")
    assert game.ban is None
    assert game.position().endswith(" -")


def test_ban_forbids_only_the_same_count_back() -> None:
    game = Game.from_position(BAN_POSITION)
    game.play("b5:2-b4")
    assert game.ban == Move.parse("b4:2-b5")
    moves = legal(game)
    assert "b4:2-b5" not in moves
    assert {"b4-b5", "b4:3-b5"} <= moves  # a different number of pieces back
    assert {"c5-b5", "c5-b4"} & moves == {"c5-b5"}  # another stack onto A
    assert {"b4-e4", "b4:2-e4", "b4:3-e4"} <= moves  # B elsewhere


def test_ban_lasts_one_turn() -> None:
    game = Game.from_position(BAN_POSITION)
    play_all(game, "b5:2-b4 a1 a2")
    assert game.turn == "red"
    assert game.ban is None
    assert game.is_legal(Move.parse("b4:2-b5"))
    game.play("b4:2-b5")
    assert game.stack("b5") == ("red", "white", "white")


def test_mover_may_undo_own_move_later() -> None:
    game = Game.from_position(BAN_POSITION)
    play_all(game, "b5:2-b4 a1")
    assert game.is_legal(Move.parse("b4:2-b5"))  # White's own pieces, White's own turn


def test_ban_written_only_when_effective() -> None:
    game = play_all(Game(), "a2 b3 a2-b3")
    # a2 is empty now, so b3-a2 could not be played anyway: no ban in the text
    assert game.ban is None
    assert game.position() == "b3=rw r 19/19 0/0 -"
    game = Game.from_position("b4=r,b5=rww w 18/18 0/0 -")
    game.play("b5:2-b4")
    assert game.position() == "b4=rww,b5=r r 18/18 0/0 b4:2-b5"


def test_ban_in_position_text_is_read() -> None:
    game = Game.from_position("b4=rww,b5=r r 18/18 0/0 b4:2-b5")
    assert game.ban == Move.parse("b4:2-b5")
    assert not game.is_legal(Move.parse("b4:2-b5"))
    assert len(game.legal_moves()) == 25
    game = Game.from_position("b4=rww,b5=r r 18/18 0/0 -")
    assert game.is_legal(Move.parse("b4:2-b5"))
    assert len(game.legal_moves()) == 26


# ----- moving ----------------------------------------------------------------------------------


def test_distance_must_equal_target_height() -> None:
    game = Game.from_position("d3=wr,c4=wrw w 17/18 0/0 -")
    message = illegal_message(game, "c4:3-d3")
    assert message == "illegal move 'c4:3-d3': d3 is 2 high but 1 square from c4"
    assert not any(move.origin is not None for move in game.legal_moves())
    game = Game.from_position("a1=w,c1=wr w 18/19 0/0 -")
    assert {"a1-c1"} == {str(m) for m in game.legal_moves() if not m.is_entry}


def test_path_must_be_empty() -> None:
    open_path = Game.from_position("a1=w,c1=wr w 18/19 0/0 -")
    assert open_path.is_legal(Move.parse("a1-c1"))
    blocked = Game.from_position("a1=w,b1=r,c1=wr w 18/18 0/0 -")
    assert not blocked.is_legal(Move.parse("a1-c1"))
    illegal_message(blocked, "a1-c1")
    assert blocked.is_legal(Move.parse("a1-b1"))
    diagonal = Game.from_position("a1=w,b2=r,c3=rr w 19/17 0/0 -")
    assert not diagonal.is_legal(Move.parse("a1-c3"))
    assert not diagonal.is_legal(Move.parse("c3-a1"))
    assert diagonal.is_legal(Move.parse("a1-b2"))


def test_never_onto_an_empty_square() -> None:
    game = Game.from_position("c3=ww w 18/20 0/0 -")
    assert all(move.is_entry for move in game.legal_moves())
    illegal_message(game, "c3-c4")
    illegal_message(game, "c3:2-c4")


def test_no_move_from_an_empty_square_or_of_too_many_pieces() -> None:
    game = Game.from_position("a1=w,b1=r w 19/19 0/0 -")
    illegal_message(game, "c1-b1")
    illegal_message(game, "a1:2-b1")


def test_moves_that_are_not_in_a_line_are_refused() -> None:
    game = Game.from_position("a1=ww,b3=rr w 18/18 0/0 -")
    with pytest.raises(MixtourError):
        game.play("a1-b3")
    assert game.position() == "a1=ww,b3=rr w 18/18 0/0 -"


def test_any_stack_may_be_moved_whoever_is_on_top() -> None:
    game = Game.from_position("a1=r,b1=r w 20/18 0/0 -")
    assert {"a1-b1", "b1-a1"} <= legal(game)
    game.play("a1-b1")
    assert game.stack("b1") == ("red", "red")
    assert game.stack(1) == ("red", "red")
    assert game.stack("a1") == ()


def test_partial_move_keeps_order_and_leaves_the_rest() -> None:
    game = Game.from_position("a1=wrw,b2=r,c3=rw w 17/17 0/0 -")
    game.play("a1:2-b2")
    assert game.stack("a1") == ("white",)
    assert game.stack("b2") == ("red", "red", "white")


def test_whole_stack_move_names_its_count() -> None:
    game = Game.from_position("d3=w,c4=wrw w 17/19 0/0 -")
    moves = legal(game)
    assert {"c4-d3", "c4:2-d3", "c4:3-d3"} <= moves
    assert "d3-c4" not in moves  # c4 is 3 high, 1 square away
    assert "c4:1-d3" not in moves
    game.play("c4:3-d3")
    assert str(game.moves[-1]) == "c4:3-d3"
    assert game.stack("d3") == ("white", "white", "red", "white")
    assert game.stack("c4") == ()
    single = Game.from_position("d3=w,c4=r w 19/19 0/0 -")
    assert {"c4-d3", "d3-c4"} <= legal(single)
    single.play("c4:1-d3")
    assert str(single.moves[-1]) == "c4-d3"


# ----- removal and scoring ---------------------------------------------------------------------


def test_suicide_removal_scores_for_the_top_piece_owner() -> None:
    game = Game.from_position("a1=wwww,e1=r w 16/19 0/0 -")
    assert game.is_legal(Move.parse("e1-a1"))
    game.play("e1-a1")
    assert game.result == "red"
    assert game.result_reason == "target"
    assert (game.score("white"), game.score("red")) == (0, 1)
    assert (game.reserve("white"), game.reserve("red")) == (20, 20)
    assert game.stack("a1") == ()
    assert game.position() == "- r 20/20 0/1 -"


def test_removal_returns_each_piece_to_its_owner() -> None:
    game = Game.from_position("a1=wrwr,e1=rw w 17/17 0/0 -", target=3)
    game.play("e1-a1")
    assert game.result is None
    assert (game.score("white"), game.score("red")) == (1, 0)
    assert (game.reserve("white"), game.reserve("red")) == (20, 19)
    assert game.stack("a1") == ()
    assert game.stack("e1") == ("red",)
    assert game.position() == "e1=r r 20/19 1/0 -"


def test_six_high_stack_is_removed() -> None:
    game = Game.from_position("a1=rrrr,e1=ww w 18/16 0/0 -", target=2)
    assert game.is_legal(Move.parse("e1:2-a1"))
    game.play("e1:2-a1")
    assert (game.score("white"), game.score("red")) == (1, 0)
    assert (game.reserve("white"), game.reserve("red")) == (20, 20)
    assert game.position() == "- r 20/20 1/0 -"


def test_target_three_game_continues_after_the_first_point() -> None:
    game = play_all(Game(target=3), "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1")
    assert game.target == 3
    assert game.result is None
    assert game.result_reason is None
    assert game.turn == "red"
    assert len(game.legal_moves()) == 25
    assert game.position() == "- r 20/20 1/0 -"


def test_reaching_the_target_wins_at_once() -> None:
    game = Game.from_position("a1=wwww,e1=w w 15/20 2/0 -", target=3)
    assert game.result is None
    game.play("e1-a1")
    assert game.result == "white"
    assert game.legal_moves() == []


def test_reserve_option() -> None:
    game = Game(reserve=25)
    assert game.position() == "- w 25/25 0/0 -"
    assert (game.reserve("white"), game.reserve("red")) == (25, 25)
    assert len(game.legal_moves()) == 25


def test_no_piece_in_reserve() -> None:
    game = Game.from_position("a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -")
    message = illegal_message(game, "c3")
    assert message == "illegal move 'c3': White has no piece in reserve"


# ----- the end ---------------------------------------------------------------------------------

# files a and b full of 4-stacks: no entries (reserves 0/0) and no moves for either side
STUCK = (
    "a1=wwww,b1=rrrr,a2=wwww,b2=rrrr,a3=wwww,b3=rrrr,a4=wwww,b4=rrrr,a5=wwww,b5=rrrr w 0/0 0/0 -"
)


def test_two_passes_draw() -> None:
    game = Game.from_position(STUCK)
    assert game.legal_moves() == [PASS]
    game.play("pass")
    assert game.result is None
    assert game.legal_moves() == [PASS]
    game.play("pass")
    assert game.result == "draw"
    assert game.result_reason == "passes"
    assert game.legal_moves() == []
    assert [str(move) for move in game.moves] == ["pass", "pass"]


def test_pass_only_when_forced() -> None:
    game = Game()
    assert not game.is_legal(PASS)
    illegal_message(game, "pass")


# a1/a2 and e4/e5 shuffle one piece to and fro; after each cycle of four plies the text recurs
CYCLE = "a1-a2 e4-e5 a2-a1 e5-e4"
CYCLE_START = "a1=wr,a2=w,e4=rw,e5=r w 17/17 0/0 e4-e5"


def test_threefold_repetition_draw_start_counts() -> None:
    game = Game.from_position(CYCLE_START)
    assert game.repetition_draw
    play_all(game, CYCLE)
    assert game.position() == CYCLE_START  # second occurrence
    assert game.result is None
    play_all(game, "a1-a2 e4-e5 a2-a1")
    assert game.result is None
    game.play("e5-e4")  # third occurrence, counting the start
    assert game.result == "draw"
    assert game.result_reason == "repetition"
    assert game.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play("a1-a2")


def test_repetition_needs_the_same_ban() -> None:
    # without the ban the start never recurs; the first position to occur three times is the one
    # after the first ply of the third cycle
    game = Game.from_position(CYCLE_START.replace(" e4-e5", " -"))
    play_all(game, f"{CYCLE} {CYCLE}")
    assert game.result is None
    game.play("a1-a2")
    assert game.result == "draw"
    assert game.result_reason == "repetition"


def test_repetition_draw_can_be_switched_off() -> None:
    game = Game.from_position(CYCLE_START, repetition_draw=False)
    assert not game.repetition_draw
    for _cycle in range(5):
        play_all(game, CYCLE)
    assert game.result is None
    assert len(game.legal_moves()) > 0


def test_game_over_message() -> None:
    game = play_all(Game(), "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1")
    message = illegal_message(game, "c3")
    assert message == "illegal move 'c3': the game is over"


def test_occupied_message() -> None:
    game = play_all(Game(), "b2")
    message = illegal_message(game, "b2")
    assert message == "illegal move 'b2': b2 is occupied"


# ----- errors ----------------------------------------------------------------------------------


def test_error_classes() -> None:
    for error in (InvalidMoveError, IllegalMoveError, PositionError):
        assert issubclass(error, MixtourError)
        assert issubclass(error, ValueError)
    assert issubclass(MixtourError, ValueError)
    assert not issubclass(InvalidMoveError, IllegalMoveError)
    assert not issubclass(IllegalMoveError, InvalidMoveError)


@pytest.mark.parametrize(
    "text", ["", "z9", "f1", "a0", "a6", "b", "b22", "c4-", "-d3", "c4:-d3", "c4:x-d3", "c4:0-d3"]
)
def test_malformed_move_text(text: str) -> None:
    with pytest.raises(InvalidMoveError) as caught:
        Move.parse(text)
    assert repr(text) in str(caught.value)
    assert str(caught.value)[0].islower()
    game = play_all(Game(), "a1 b1")
    before = (game.position(), list(game.moves))
    with pytest.raises(InvalidMoveError):
        game.play(text)
    with pytest.raises(InvalidMoveError):
        game.parse_move(text)
    assert (game.position(), list(game.moves)) == before


def test_parse_move_checks_legality_without_playing() -> None:
    game = play_all(Game(), "b2")
    assert game.parse_move("c3") == Move.parse("c3")
    with pytest.raises(IllegalMoveError):
        game.parse_move("b2")
    assert game.position() == "b2=w r 19/20 0/0 -"
    assert [str(move) for move in game.moves] == ["b2"]


def test_play_returns_the_move_and_records_it() -> None:
    game = Game()
    assert game.play("c3") == Move.parse("c3")
    assert game.play("d4") == Move.parse("d4")
    assert game.play("c3:1-d4") == Move.parse("c3-d4")
    assert [str(move) for move in game.moves] == ["c3", "d4", "c3-d4"]


def test_failed_play_changes_nothing() -> None:
    game = play_all(Game(), "a2 b3 a2-b3 e5")
    for bad in ("b3", "b3-e5", "b3:3-a4", "pass", "x", "e5-b3"):
        before = (game.position(), list(game.moves), game.turn, game.result, game.ban)
        with pytest.raises(MixtourError):
            game.play(bad)
        assert (game.position(), list(game.moves), game.turn, game.result, game.ban) == before
    assert len(game.legal_moves()) == 23


# ----- position text ---------------------------------------------------------------------------


def test_position_example_round_trips() -> None:
    text = "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -"
    game = Game.from_position(text)
    assert game.position() == text
    assert game.stack("e1") == ("red", "white")
    assert game.stack("b4") == ("white", "white", "red")
    assert game.stack("a1") == ()
    assert (game.reserve("white"), game.reserve("red")) == (15, 17)
    assert game.turn == "white"
    assert game.moves == []
    assert game.result is None


def test_start_position_text() -> None:
    assert Game().position() == "- w 20/20 0/0 -"
    assert Game.from_position("- w 20/20 0/0 -").position() == "- w 20/20 0/0 -"
    assert Game.from_position("- r 3/3 0/0 -").turn == "red"


def test_copy_is_independent() -> None:
    game = play_all(Game(), "a2 b3")
    twin = game.copy()
    twin.play("a2-b3")
    assert game.position() == "a2=w,b3=r w 19/19 0/0 -"
    assert len(game.moves) == 2
    assert twin.position() == "b3=rw r 19/19 0/0 -"


def test_position_with_a_score_reached_is_over() -> None:
    game = Game.from_position("a1=w w 19/20 1/0 -")
    assert game.result == "white"
    assert game.legal_moves() == []
    game = Game.from_position("a1=w w 19/20 1/0 -", target=2)
    assert game.result is None
    assert len(game.legal_moves()) > 0


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("z9=w w 19/20 0/0 -", "stack"),
        ("a1=x w 20/20 0/0 -", "stack"),
        ("a1= w 20/20 0/0 -", "stack"),
        ("a1w w 19/20 0/0 -", "stack"),
        ("a1=w,a1=r w 19/19 0/0 -", "stack"),
        ("a1=w;b1=r w 19/19 0/0 -", "stack"),
        ("- x 20/20 0/0 -", "side"),
        ("- white 20/20 0/0 -", "side"),
        ("- W 20/20 0/0 -", "side"),
        ("- w 20 0/0 -", "reserve"),
        ("- w a/b 0/0 -", "reserve"),
        ("- w 20/-20 0/0 -", "reserve"),
        ("- w 20/20/20 0/0 -", "reserve"),
        ("- w 20/20 0 -", "score"),
        ("- w 20/20 x/0 -", "score"),
        ("- w 20/20 0/-1 -", "score"),
        ("- w 20/20 0/0 zz", "ban"),
        ("- w 20/20 0/0 b4:x-b5", "ban"),
    ],
)
def test_bad_position_field_is_named(text: str, field: str) -> None:
    with pytest.raises(PositionError) as caught:
        Game.from_position(text)
    assert field in str(caught.value).lower(), str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "-",
        "- w 20/20 0/0",
        "- w 20/20 0/0 - -",
        "-  w 20/20 0/0 -",
        " - w 20/20 0/0 -",
        "- w 20/20 0/0 -\n",
    ],
)
def test_bad_position_shape(text: str) -> None:
    with pytest.raises(PositionError):
        Game.from_position(text)


@pytest.mark.parametrize(
    "text",
    [
        "a1=wwwww w 15/20 0/0 -",  # a stack of 5
        "a1=wwrrr w 18/17 0/0 -",  # a stack of 5, totals equal
        "a1=w w 20/20 0/0 -",  # White has 21 pieces, Red 20
        "a1=w,b1=r w 19/20 0/0 -",
        "b4=r,b5=rww r 18/18 0/0 b4:2-b5",  # b4 has one piece: the ban could not be played
        "b4=rww,b5=r r 18/18 0/0 b4:2-c5",  # c5 is empty
        "b4=rww,b5=r r 18/18 0/0 b4:4-b5",  # b4 is only 3 high
        "- w 20/20 1/1 -",  # both reached the target
    ],
)
def test_impossible_position_rejected(text: str) -> None:
    with pytest.raises(PositionError):
        Game.from_position(text)


def test_position_squares_read_in_any_order_and_written_in_order() -> None:
    # The order of the squares carries no meaning (issue 13, defect 16).
    game = Game.from_position("e4=wr,b4=wwr,c3=w,e1=rw w 15/17 0/0 -")
    assert game.position() == "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -"
    trois = Game.from_position("c3=wb,a1=r r 14/14/14 0/0/0 -")
    assert trois.position().startswith("a1=r,c3=wb r ")


def test_position_square_listed_twice_is_named() -> None:
    with pytest.raises(PositionError) as caught:
        Game.from_position("a1=w,c3=r,a1=r w 18/19 0/0 -")
    assert "a1 is listed twice" in str(caught.value)


def test_position_errors_quote_lower_case() -> None:
    with pytest.raises(PositionError) as caught:
        Game.from_position("- x 20/20 0/0 -")
    assert str(caught.value)[0].islower()
