"""Mixtour à trois (docs/rules.md, "Mixtour à trois"): crafted positions for each clause of the
next-player rule, the pass back and the draw, the take-back ban across three players, position
text and records, and properties of random games."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mixtour import (
    PASS,
    SQUARE_NAMES,
    START_THREE,
    Game,
    IllegalMoveError,
    Move,
    PositionError,
    perft,
    read_record,
    write_record,
)

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
COLOURS = ("white", "red", "blue")


def texts(moves: list[Move]) -> list[str]:
    return [str(move) for move in moves]


def denials(game: Game) -> dict[str, tuple[str, str | None]]:
    """Each unavailable move with the player it would hand a win and that player's reply."""
    return {
        str(item.move): (item.player, None if item.reply is None else str(item.reply))
        for item in game.unavailable_moves()
    }


# ----- the start ---------------------------------------------------------------------------------


def test_the_start_of_a_three_player_game() -> None:
    game = Game(players=3)
    assert game.position() == START_THREE == "- w 15/15/15 0/0/0 -"
    assert game.colours == ("white", "red", "blue")
    assert game.starting_reserve == 15
    assert [game.reserve(colour) for colour in COLOURS] == [15, 15, 15]
    game.play("a1")
    game.play("b1")
    assert game.turn == "blue"
    game.play("c1")
    assert game.stack("c1") == ("blue",)
    assert game.turn == "white"
    assert game.position() == "a1=w,b1=r,c1=b w 14/14/14 0/0/0 -"


def test_perft_from_the_start_of_a_three_player_game() -> None:
    # docs/rules.md, "Mixtour à trois": within four moves nobody can score, so nothing is
    # unavailable and the counts equal the two-player game's.
    game = Game(players=3)
    assert [perft(game, depth) for depth in range(1, 5)] == [25, 600, 14_088, 330_384]
    assert game.position() == START_THREE


def test_the_players_option_is_checked() -> None:
    with pytest.raises(ValueError, match="2 or 3 players"):
        Game(players=4)
    with pytest.raises(ValueError, match="unknown colour 'blue'"):
        Game().reserve("blue")
    assert Game().unavailable_moves() == []


# ----- the next-player rule, clause by clause -----------------------------------------------------

# Red's a5-a1 would build five topped by Red on a1: Red threatens to win at once.
RED_THREATENS = "a1=rrrr,a5=r,e5=w w 14/10/15 0/0/0 -"


def test_a_suicide_move_for_the_next_player_is_unavailable() -> None:
    # Clause (a): White's a5-a1 builds five topped by Red, the next player, who would win.
    game = Game.from_position(RED_THREATENS)
    assert denials(game)["a5-a1"] == ("red", None)
    assert Move.parse("a5-a1") not in game.legal_moves()
    with pytest.raises(IllegalMoveError, match="not available: it scores Red's winning point"):
        game.play("a5-a1")
    assert game.position() == RED_THREATENS


def test_ignoring_the_next_players_winning_move_is_unavailable() -> None:
    # Clause (b): any move that leaves a5-a1 open lets Red win; blocking it on a3 or a4 does
    # not, but a2 does: it gives Red's four on a1 a one-high neighbour to move onto.
    game = Game.from_position(RED_THREATENS)
    refused = denials(game)
    assert refused["c3"] == ("red", "a5-a1")
    assert refused["b2"] == ("red", "a5-a1")
    with pytest.raises(IllegalMoveError, match="Red would win at once with a5-a1"):
        game.play("c3")
    assert refused["a2"] == ("red", "a1:4-a2")
    # An own winning move stays available, even though the next player has a winning move too.
    assert texts(game.legal_moves()) == ["a3", "a4", "e5-a1"]
    assert set(refused) | {"a3", "a4", "e5-a1"} == {
        str(move) for move in Game.from_position(RED_THREATENS, target=2).legal_moves()
    }


def test_an_own_winning_move_stays_available() -> None:
    game = Game.from_position(RED_THREATENS)
    game.play("e5-a1")
    assert game.result == "white"
    assert game.result_reason == "target"


def test_enabling_the_next_players_win_is_unavailable() -> None:
    # Red has no winning move now; d4-a1 makes a1 four high with a clear line from e5, and
    # e5-d4 puts Red's piece on d4, three squares from the three-high a1.
    text = "a1=www,d4=w,e5=r w 11/14/15 0/0/0 -"
    game = Game.from_position(text)
    game.push(Move.parse("c5"))
    assert game.scoring_moves("red") == []
    game.pop()
    refused = denials(game)
    assert refused == {"d4-a1": ("red", "e5-a1"), "e5-d4": ("red", "d4:2-a1")}
    legal = texts(game.legal_moves())
    assert "d4-a1" not in legal and "e5-d4" not in legal
    assert "c3" in legal and "d4-e5" in legal


def test_a_point_for_the_third_player_stays_available() -> None:
    # White's e5-a1 builds five topped by Blue: Blue is the player after next, so it may.
    text = "a1=wwww,e5=b w 11/15/14 0/0/0 -"
    game = Game.from_position(text, target=2)
    assert game.unavailable_moves() == []
    game.play("e5-a1")
    assert game.score("blue") == 1
    assert game.reserve("white") == 15 and game.reserve("blue") == 15
    assert game.turn == "red"
    # ... even when the point wins the game for Blue.
    game = Game.from_position(text)
    game.play("e5-a1")
    assert game.result == "blue"


def test_blue_is_judged_against_white_who_moves_after_blue() -> None:
    # White threatens e5-a1; Blue must block it or leave it, and leaving it is unavailable.
    game = Game.from_position("a1=wwww,e5=w b 10/15/15 0/0/0 -")
    assert game.next_player() == "white"
    refused = denials(game)
    assert refused["e5-a1"] == ("white", None)
    assert refused["c1"] == ("white", "e5-a1")
    # b2 blocks the line but gives White's four on a1 a neighbour to move onto.
    assert refused["b2"] == ("white", "a1:4-b2")
    assert texts(game.legal_moves()) == ["c3", "d4"]


# ----- passing back, and the draw -----------------------------------------------------------------

# Four Red-topped four-stacks cover every empty square: any piece entered next to one of them
# lets Red move that stack onto it and build five topped by Red. No stack can move.
COVERED = "b2=wbbr,d2=wbbr,b4=wwbr,d4=wwbr"


def test_a_player_without_an_available_move_passes_back_to_the_player_before() -> None:
    game = Game.from_position(f"{COVERED} w 1/3/1 0/0/0 -")
    assert game.legal_moves() == [PASS]
    assert len(game.unavailable_moves()) == 21
    assert game.next_player() == "red"
    game.play("pass")
    assert game.turn == "blue"
    assert game.result is None
    game.play("a1")
    # Play goes on in the normal order from Blue: White is next again.
    assert game.turn == "white"
    game.pop()
    game.pop()
    assert game.position() == f"{COVERED} w 1/3/1 0/0/0 -"


def test_when_the_player_before_cannot_move_either_the_game_is_drawn() -> None:
    # One more Blue piece on the board, and Blue has none left to enter.
    game = Game.from_position("b2=wbbr,d2=wbbr,b4=wbbr,d4=wwbr w 2/3/0 0/0/0 -")
    assert game.legal_moves() == [PASS]
    game.play("pass")
    assert game.turn == "blue"
    assert game.legal_moves() == [PASS]
    game.play("pass")
    assert game.result == "draw"
    assert game.result_reason == "passes"
    assert game.legal_moves() == []


def test_passing_is_refused_while_a_move_is_available() -> None:
    game = Game.from_position(RED_THREATENS)
    with pytest.raises(IllegalMoveError, match="no other move is available"):
        game.play("pass")


# ----- the take-back ban across three players -----------------------------------------------------


def test_the_take_back_ban_binds_only_the_next_player() -> None:
    game = Game.from_position("c3=ww,d4=r w 13/14/15 0/0/0 -")
    game.play("c3-d4")
    assert game.position() == "c3=w,d4=rw r 13/14/15 0/0/0 d4-c3"
    assert Move.parse("d4-c3") not in game.legal_moves()
    with pytest.raises(IllegalMoveError, match="takes back White's last move"):
        game.play("d4-c3")
    game.play("a1")
    # Blue moves after Red's entry: no ban, and taking the pieces back is Blue's to do.
    assert game.ban is None
    game.play("d4-c3")
    assert game.stack("c3") == ("white", "white")
    assert game.turn == "white"


def test_a_ban_after_the_second_player_binds_the_third() -> None:
    game = Game.from_position("c3=ww,d4=r r 13/14/15 0/0/0 -")
    game.play("c3-d4")
    assert game.turn == "blue"
    with pytest.raises(IllegalMoveError, match="takes back Red's last move"):
        game.play("d4-c3")


# ----- repetition ---------------------------------------------------------------------------------


def test_the_third_occurrence_of_a_position_is_a_draw() -> None:
    # Each player shuttles a piece to and fro beside their own stack; nobody can score.
    start = "a1=ww,b1=w,e1=rr,e2=r,d5=b,e5=bb w 12/12/12 0/0/0 -"
    game = Game.from_position(start)
    cycle = ["a1-b1", "e1-e2", "e5-d5", "b1-a1", "e2-e1", "d5-e5"]
    for move in cycle * 2:
        game.play(move)
        assert game.result is None
    game.play("a1-b1")
    assert game.position() == "a1=w,b1=ww,e1=rr,e2=r,d5=b,e5=bb r 12/12/12 0/0/0 b1-a1"
    assert game.result == "draw"
    assert game.result_reason == "repetition"
    game.pop()
    assert game.result is None


# ----- position text and records ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "- w 15/15/15 0/0/0 -",
        "c3=wb r 14/15/14 0/0/0 -",
        "a1=rbw,c3=b,e5=wwrb b 12/13/12 1/0/2 -",
        "c3=w,d4=rw r 13/14/15 0/0/0 d4-c3",
    ],
)
def test_three_sided_position_text_round_trips(text: str) -> None:
    game = Game.from_position(text, target=3)
    assert game.players == 3
    assert game.position() == text


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("c3=b w 20/19 0/0 -", "stacks"),
        ("c3=w b 19/20 0/0 -", "side to move"),
        ("- w 15/15/15 0/0 -", "scores"),
        ("c3=b w 15/15/15 0/0/0 -", "reserves"),
        ("- w 15/15/15/15 0/0/0/0 -", "reserves"),
        ("a1=wwww,e5=b w 11/15/14 1/0/1 -", "scores"),
    ],
)
def test_bad_three_sided_position_text_is_refused(text: str, field: str) -> None:
    with pytest.raises(PositionError, match=f": {field}: "):
        Game.from_position(text)


def test_a_three_player_record_round_trips() -> None:
    game = Game(players=3, target=2)
    rng = random.Random(7)
    while game.legal_moves():
        game.push(rng.choice(game.legal_moves()))
    record = write_record(game, {"Blue": "Carol"})
    assert '[Players "3"]' in record and '[Blue "Carol"]' in record
    assert record.split("\n\n")[1].startswith("1. ")
    again = read_record(record)
    assert again.players == 3
    assert again.moves == game.moves
    assert again.position() == game.position()
    assert again.result == game.result
    assert again.tags["Blue"] == "Carol"


def test_a_record_that_mixes_player_counts_is_refused() -> None:
    record = '[Players "3"]\n[Start "c3=w r 19/20 0/0 -"]\n\n1... d4 *\n'
    with pytest.raises(ValueError, match="Start position is for 2 players"):
        read_record(record)


# ----- properties of random games -----------------------------------------------------------------


def pieces(game: Game, colour: str) -> int:
    on_board = sum(game.stack(square).count(colour) for square in SQUARE_NAMES)
    return on_board + game.reserve(colour)


def random_game(seed: int, target: int) -> tuple[Game, list[str]]:
    """A random game of three, and the position text before each of its moves."""
    rng = random.Random(seed)
    game = Game(players=3, target=target)
    before = []
    while game.result is None and len(game.moves) < 200:
        before.append(game.position())
        game.push(rng.choice(game.legal_moves()))
    return game, before


@settings(SETTINGS, max_examples=60)
@given(SEEDS, st.sampled_from([1, 2, 3]))
def test_random_three_player_games_conserve_pieces_and_undo_exactly(seed: int, target: int) -> None:
    game, before = random_game(seed, target)
    ended = game.position()
    while game.moves:
        for colour in COLOURS:
            assert pieces(game, colour) == 15
        game.pop()
        assert game.position() == before.pop()
    assert game.position() == START_THREE
    replayed = Game(players=3, target=target)
    for move in random_game(seed, target)[0].moves:
        replayed.play(move)
    assert replayed.position() == ended


@settings(SETTINGS, max_examples=60)
@given(SEEDS)
def test_every_position_of_a_random_three_player_game_round_trips(seed: int) -> None:
    game, _ = random_game(seed, 2)
    while game.moves:
        text = game.position()
        copy = Game.from_position(text, target=2)
        assert copy.position() == text
        if game.result is None:
            assert copy.legal_moves() == game.legal_moves()
            assert texts([item.move for item in copy.unavailable_moves()]) == texts(
                [item.move for item in game.unavailable_moves()]
            )
        game.pop()
