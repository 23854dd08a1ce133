"""Game records: writing, reading back, and rejecting bad records with the line and the reason."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mixtour import Game, MixtourError, RecordError, read_record, write_record
from mixtour.record import agreed_ending, end_by_agreement

SCORING_GAME = "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1"


def played(moves: str) -> Game:
    game = Game()
    for move in moves.split():
        game.play(move)
    return game


def random_game(seed: int, plies: int, target: int, reserve: int) -> Game:
    rng = random.Random(seed)
    game = Game(target, reserve)
    for _ in range(plies):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(rng.choice(moves))
    return game


def test_a_finished_game_is_written_with_its_options_result_and_numbered_moves() -> None:
    game = played(SCORING_GAME)
    record = write_record(game, {"Date": "2026-11-22", "White": "Ann", "Red": "AI (casual)"})
    assert record == (
        '[Game "Mixtour"]\n'
        '[Date "2026-11-22"]\n'
        '[White "Ann"]\n'
        '[Red "AI (casual)"]\n'
        '[Target "1"]\n'
        '[Reserve "20"]\n'
        '[Repetition "draw"]\n'
        '[Result "1-0"]\n'
        '[Termination "target"]\n'
        "\n"
        "1. a5 a4 2. a5-a4 a3 3. a4:2-a3 a2 4. a3:3-a2 a1 5. a2:4-a1 1-0\n"
    )


def test_record_to_game_to_record_is_exact() -> None:
    for seed in range(30):
        game = random_game(seed, 60, target=1 + seed % 3, reserve=(20, 25)[seed % 2])
        record = write_record(game, {"Date": "2026-01-02", "White": 'Ann "A" \\ B'})
        again = read_record(record)
        assert again.position() == game.position()
        assert again.moves == game.moves
        assert again.result == game.result
        assert write_record(again) == record


def test_a_game_from_a_position_keeps_its_start_and_numbers_red_first() -> None:
    game = Game.from_position("e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -", target=3)
    game.play("c3-e1")
    game.play("a1")
    record = write_record(game, {"Date": "2026-11-22"})
    assert '[Start "e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -"]' in record
    assert record.endswith("1... c3-e1 2. a1 *\n")
    assert read_record(record).position() == game.position()


def test_move_numbers_and_the_result_token_are_optional_on_input() -> None:
    bare = read_record(SCORING_GAME)
    numbered = read_record("1.a5 a4 2. a5-a4 a3 3... a4:2-a3\n a2 a3:3-a2 a1 a2:4-a1 1-0")
    assert bare.position() == numbered.position() == played(SCORING_GAME).position()
    assert bare.result == "white"


@pytest.mark.parametrize(
    ("result", "token", "reason"),
    [
        ("draw", "1/2-1/2", "agreement"),
        ("white", "1-0", "resignation"),
        ("red", "0-1", "resignation"),
    ],
)
def test_a_game_the_players_ended_is_written_and_read_with_its_own_reason(
    result: str, token: str, reason: str
) -> None:
    game = played("c3 b2 c3-b2")
    end_by_agreement(game, result)
    assert game.result is None  # not a rule of the board: the moves go on being legal
    text = write_record(game, {"Date": "2026-11-23"})
    assert f'[Result "{token}"]\n[Termination "{reason}"]' in text
    assert text.endswith(f"1. c3 b2 2. c3-b2 {token}\n")
    again = read_record(text)
    assert agreed_ending(again) == (result, reason)
    assert write_record(again) == text
    end_by_agreement(again, None)  # taken back: the game goes on
    assert agreed_ending(again) is None
    assert '[Result "*"]' in write_record(again)


def test_a_game_the_moves_ended_cannot_be_ended_by_agreement() -> None:
    game = played(SCORING_GAME)
    with pytest.raises(ValueError):
        end_by_agreement(game, "draw")
    assert agreed_ending(game) is None


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ("", "the record is empty"),
        ('[Target "0"]', "record line 1: Target must be a whole number of at least 1, not '0'"),
        ("1. c3 c3", "record line 1: move 2 'c3': illegal move 'c3': c3 is occupied"),
        ("c3\nb2\nc3-b4", "record line 3: move 3 'c3-b4': illegal move 'c3-b4': b4 is empty"),
        ("1. c3 zz", "record line 1: move 2 'zz': invalid move 'zz': 'zz' is not a square"),
        ("c3 b2 1-0", "the result '1-0' does not match the moves, which give '*'"),
        ('[Result "0-1"]\n\n' + SCORING_GAME, "record line 1: the result '0-1' does not match"),
        ("c3 1-0 b2", "record line 1: moves or comments follow the result '1-0'"),
        ("c3 1-0 {late}", "record line 1: moves or comments follow the result '1-0'"),
        ("{first} c3", "record line 1: a comment in braces must follow a move"),
        ("c3 {good\nb2 b3", "record line 2: a comment opened with { is never closed by }"),
        ('[Start "x"]', "record line 1: Start: invalid position 'x'"),
        ('[Reserve "25"]\n[Start "- w 20/20 0/0 -"]', "Reserve 25 does not match the Start"),
        ('[Repetition "maybe"]', "Repetition is 'draw' or 'off', not 'maybe'"),
        ('[Game "Chess"]', "this is a record of 'Chess'"),
        ('[Target "1"\nc3', "record line 1: expected a tag like"),
        ("c3\n[Target 1]", "record line 2: tags must come before the moves"),
        ('[Date "1"]\n[Date "2"]', "record line 2: the tag Date appears twice"),
        (
            '[Result "1-0"]\n[Termination "agreement"]\n\nc3',
            "record line 2: a game ended by agreement has the result a draw, not '1-0'",
        ),
        (
            '[Result "1/2-1/2"]\n[Termination "resignation"]\n\nc3',
            "a game ended by resignation has the result a win, not '1/2-1/2'",
        ),
        ('[Termination "resignation"]\n\nc3', "the result a win, not '*'"),
        (
            '[Result "1/2-1/2"]\n[Termination "agreement"]\n\n' + SCORING_GAME,
            "Termination 'agreement' does not match the moves, which end 'target'",
        ),
        ('[Termination "timeout"]', "agreement or resignation, not 'timeout'"),
    ],
)
def test_a_bad_record_says_which_line_and_what_is_wrong(record: str, message: str) -> None:
    with pytest.raises(RecordError) as raised:
        read_record(record)
    assert message in str(raised.value)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["[", "]", '"', "\\", "\n", " ", ".", "1.", "1-0", "*", "c3", "b2"]),
            st.sampled_from(["{", "}", "{good}", "{ a {b}", "\n[x]}"]),
            st.sampled_from(['[Target "2"]', '[Start "- r 20/20 0/0 -"]', "c3-b2", "a1:2-b2"]),
            st.text(max_size=6),
        ),
        max_size=12,
    )
)
def test_any_text_reads_as_a_game_or_raises_a_record_error(pieces: list[str]) -> None:
    text = "".join(pieces)
    try:
        game = read_record(text)
    except RecordError:
        return
    except MixtourError as error:  # pragma: no cover - the assertion explains the failure
        pytest.fail(f"{type(error).__name__} instead of RecordError for {text!r}")
    again = read_record(write_record(game))
    assert again.position() == game.position()
    assert again.comments == game.comments


def test_comments_in_braces_are_kept_under_their_move_and_written_back_after_it() -> None:
    record = (
        '[Date "2026-11-23"]\n\n'
        "1. a5 {the corner} a4 2. a5-a4 {blunder: a3 keeps\n  the lead} {see the graph} a3"
    )
    game = read_record(record)
    assert game.comments == {1: "the corner", 3: "blunder: a3 keeps the lead see the graph"}
    assert game.position() == played("a5 a4 a5-a4 a3").position()
    written = write_record(game)
    assert written.endswith(
        "1. a5 {the corner} a4 2. a5-a4 {blunder: a3 keeps the lead see the graph} a3 *\n"
    )
    again = read_record(written)
    assert again.comments == game.comments
    assert write_record(again) == written
    assert game.copy().comments == game.comments


def test_a_comment_line_starting_with_a_bracket_is_not_a_tag() -> None:
    game = read_record("c3 {a long comment\n[not a tag] ends here} b2")
    assert game.comments == {1: "a long comment [not a tag] ends here"}


def test_a_written_comment_cannot_break_out_of_its_braces() -> None:
    game = played("c3 b2")
    game.comments[2] = "a } b { c"
    game.comments[5] = "after a move that was taken back"
    written = write_record(game, {"Date": "2026-11-23"})
    assert written.endswith("1. c3 b2 {a ) b { c} *\n")
    assert read_record(written).comments == {2: "a ) b { c"}


def test_every_move_of_a_long_game_can_carry_a_comment() -> None:
    game = random_game(7, 200, target=5, reserve=25)
    for ply in range(1, len(game.moves) + 1):
        game.comments[ply] = f"comment {ply} " + "x" * 50
    again = read_record(write_record(game))
    assert again.comments == game.comments
