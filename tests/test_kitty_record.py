"""Kitty Stack Tower's game records and move text (kitty/record.py, kitty/moves.py)."""

import contextlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitty import BOARDS, Game, InvalidMoveError, KittyError, record
from kitty.moves import parse
from kitty.record import RecordError


def played(
    players: int, seed: int | None, plies: int, rng_seed: int, cards: bool | None = None
) -> Game:
    rng = random.Random(rng_seed)
    game = Game(players, seed=seed, cards=cards)
    while not game.is_over and len(game.moves) < plies:
        game.push(rng.choice(game.legal_moves()))
    return game


def test_a_record_names_the_setup_and_replays_to_the_same_position() -> None:
    game = played(3, 42, 1000, 1)
    text = record.write(game)
    assert text.startswith('[Game "Kitty Stack Tower"]\n[Players "3"]\n[Board "5"]\n')
    assert '[Setup "random"]\n[Seed "42"]\n' in text and "[Result " in text
    again = record.read(text)
    assert again.position() == game.position() and again.result == game.result


def test_a_placement_game_in_progress_has_no_seed_and_no_result() -> None:
    game = Game(2)
    game.play("c4")
    game.play("e5")
    text = record.write(game)
    assert text == (
        '[Game "Kitty Stack Tower"]\n[Players "2"]\n[Board "5"]\n[Setup "placement"]\n\nc4 e5\n'
    )
    assert record.read(text).stack("e5") == "y"


def test_a_shared_win_is_written_as_fractions() -> None:
    game = Game.from_position(
        "/".join(["y,.,.,.,."] + [",".join("." * n) for n in (6, 7, 8, 9, 8, 7, 6)] + ["r,.,.,.,."])
        .replace("y,.", "y" * 15 + ",.")
        .replace("r,.", "r" * 15 + ",.")
        + " 2 r play 0"
    )
    assert game.is_over and record.result_text(game) == "1/2-1/2"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda t: t.replace("Kitty Stack Tower", "Mixtour"), "not Kitty Stack Tower"),
        (lambda t: t.replace('[Players "3"]', '[Players "5"]'), "Players must be"),
        (lambda t: t.replace('[Board "5"]\n', ""), "Board tag is missing"),
        (lambda t: t.replace('[Seed "42"]', '[Seed "042"]'), "leading zeros"),
        (lambda t: t.replace('[Seed "42"]\n', ""), "needs a Seed"),
        (lambda t: t.replace('[Result "1-0-0"]', '[Result "0-1-0"]'), "not the game's"),
        (lambda t: t.replace('[Result "1-0-0"]\n', ""), "Result tag is needed"),
        (lambda t: t.replace('[Players "3"]\n[Board "5"]', '[Board "5"]\n[Players "3"]'), "order"),
        (lambda t: t.replace('[Game "', '[Game "Kitty Stack Tower"]\n[Game "'), "comes twice"),
        (lambda t: t.replace('[Game "', '[Date "x"]\n[Game "'), "no tag is called"),
        (lambda t: t.replace("b4-c4", "b4+c4", 1), "move 1: invalid move"),
        (lambda t: t.replace("b4-c4", "b4^c4", 1), "move 1: illegal move"),
        (lambda t: t + "pass\n", "the game is over"),
        (lambda t: t + " " * record.MAX_TEXT, "longer than any game"),
    ],
)
def test_bad_records_say_what_is_wrong(change: object, words: str) -> None:
    text = record.write(played(3, 42, 1000, 1, cards=False))
    assert callable(change)
    with pytest.raises(RecordError, match=words):
        record.read(change(text))


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), st.one_of(st.none(), st.integers(0, 2**32 - 1)), st.integers(0, 200),
       st.integers(0, 10**6))  # fmt: skip
def test_records_round_trip(players: int, seed: int | None, plies: int, rng_seed: int) -> None:
    game = played(players, seed, plies, rng_seed)
    text = record.write(game)
    again = record.read(text)
    assert record.write(again) == text
    assert again.position() == game.position() and again.moves == game.moves
    assert again.result == game.result


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6), st.data())
def test_mangled_records_raise_only_kitty_errors(rng_seed: int, data: st.DataObject) -> None:
    text = record.write(played(2, rng_seed, 40, rng_seed))
    at = data.draw(st.integers(0, len(text)))
    cut = data.draw(st.integers(0, 12))
    noise = data.draw(st.text(alphabet='[]"abcgiy0123456789-^< \n', max_size=12))
    with contextlib.suppress(KittyError):
        record.read(text[:at] + noise + text[at + cut :])


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10**6), st.integers(0, 150))
def test_every_legal_move_reads_back_from_its_text(players: int, rng_seed: int, plies: int) -> None:
    game = played(players, rng_seed, plies, rng_seed)
    for move in game.legal_moves():
        text = game.format_move(move)
        assert parse(text, game.board) == move
        assert game.parse_move(text) == move


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([5, 6]), st.text(alphabet="abcdefghijkl0123456789-^<pas +", max_size=9))
def test_move_text_reads_as_itself_or_raises_invalid(side: int, text: str) -> None:
    board = BOARDS[side]
    try:
        move = parse(text, board)
    except InvalidMoveError:
        return
    assert move.text(board) == text


def test_a_record_names_who_played_and_keeps_the_names_through_a_round_trip() -> None:
    game = Game(3, seed=5)
    game.play(game.format_move(game.legal_moves()[0]))
    text = record.write(game, {"red": "Player", "blue": "Computer (expert)"})
    assert '[Deal "5"]\n[Red "Player"]\n[Blue "Computer (expert)"]\n' in text
    again = record.read(text)
    assert again.names == {"red": "Player", "blue": "Computer (expert)"}
    assert record.write(again) == text
    assert record.write(again, {}) == record.write(game)  # names left out on request
    # Any colour may go unnamed; a colour the game lacks, or names out of turn order, may not.
    assert record.read(text.replace('[Red "Player"]\n', "")).names == {"blue": "Computer (expert)"}
    with pytest.raises(RecordError, match="a game of 3 has no Green player"):
        record.read(text.replace("[Blue", "[Green"))
    swapped = '[Blue "B"]\n[Red "R"]'
    with pytest.raises(RecordError, match="out of order"):
        record.read(text.replace('[Red "Player"]\n[Blue "Computer (expert)"]', swapped))
