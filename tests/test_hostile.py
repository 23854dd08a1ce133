"""Hostile input without a browser (issue 12): start positions checked against the options, the
longest game every format may hold, the AI budget clamped whatever asks for it, and two tabs
writing the same game. Each test is a finding of the hostile test of the built page, and failed
before its fix; the page's own part (sizes read through JavaScript, test hooks, frames, tab
ownership) is in `test_hostile_page.py`.
"""

import json
import random

import pytest

from mixtour import PASS, Game
from mixtour.ai import protocol
from mixtour.ai.levels import LEVELS
from mixtour.ui import link, saved, transfer
from mixtour.ui.options import MAX_PLIES, TWO_PLAYERS, Options
from mixtour.ui.session import Session


def two_players(*moves: str) -> Session:
    session = Session(Options(mode=TWO_PLAYERS))
    for move in moves:
        session.play(move)
    return session


# -- finding 6: start positions against the options -------------------------------------------


@pytest.mark.parametrize(
    ("start", "why"),
    [
        # One white piece on the board and 24/25 in reserve: 25 each, but the link says r=20.
        ("c3=w_r_24/25_0/0_-", "gives each player 25 pieces"),
        ("-_w_" + "1" + "0" * 25 + "/" + "1" + "0" * 25 + "_0/0_-", "gives each player 1000"),
        ("-_w_20/20_1/0_-", "a finished game"),
        ("-_w_15/15/15_0/0/0_-", "for 3 players"),
    ],
)
def test_a_link_s_start_must_fit_its_options(start: str, why: str) -> None:
    with pytest.raises(link.LinkError) as raised:
        link.read(f"g=1&p=two&t=1&r=20&rep=1&s={start}&m=")
    assert "start position (s) does not fit its options" in str(raised.value)
    assert why in str(raised.value)


def test_a_saved_game_s_start_must_fit_its_options() -> None:
    entry = dict(two_players("c3").state(), saved="2026-11-23T16:00:00Z")
    entry["start"] = "c3=w r 24/25 0/0 -"
    entry["moves"] = []
    with pytest.raises(saved.SavedGameError, match=r"25 pieces .* played with 20"):
        saved.decode(json.dumps(entry))
    entry["start"] = "- w 20/20 0/1 -"
    with pytest.raises(saved.SavedGameError, match="finished game"):
        saved.decode(json.dumps(entry))


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("c3=w r 23/24 0/0 -", "This position cannot be read: it gives each player 24 pieces; "),
        ('[Reserve "30"]\n\n1. c3 *', "This game record cannot be read: it gives each player 30"),
        ('[Start "- w 20/20 0/0 -"]\n[Players "3"]', "This game record cannot be read"),
        ("- w 20/20 5/0 -", "This position cannot be read: the start position is a finished"),
    ],
)
def test_a_pasted_start_must_be_one_the_page_offers(text: str, why: str) -> None:
    with pytest.raises(transfer.GameTextError) as raised:
        transfer.read_game_text(text, two_players().state())
    assert str(raised.value).startswith(why)


def test_a_position_that_has_reached_the_target_opens_at_a_higher_one() -> None:
    state, kind = transfer.read_game_text("- w 20/20 1/0 -", two_players().state())
    assert (kind, state["target"], state["reserve"]) == (transfer.POSITION, 2, 20)
    assert Session.from_state(state).game.result is None


# -- finding 5: the longest game, in every format --------------------------------------------


def long_moves(plies: int, seed: int = 1) -> list[str]:
    """``plies`` legal moves of a game to 5 points with 25 pieces each and no repetition draw,
    chosen at random among the moves that neither end the game nor leave the next player
    without a move (so it goes on for as long as needed)."""
    rng = random.Random(seed)
    game = Game(5, 25, False)
    moves: list[str] = []
    while len(moves) < plies:
        choices = game.legal_moves()
        rng.shuffle(choices)
        choices.sort(key=lambda move: game.scorer(move) is not None)  # stable: quiet ones first
        for move in choices:
            game.push(move)
            if game.result is None and game.legal_moves() != [PASS]:
                moves.append(str(move))
                break
            game.pop()
    return moves


LONG = Options(mode=TWO_PLAYERS, target=5, reserve=25, repetition_draw=False)


def test_the_long_game_used_here_is_legal() -> None:
    game = Game(5, 25, False)
    for move in long_moves(400):
        game.play(move)
    assert game.result is None


def test_no_format_holds_more_than_the_longest_game() -> None:
    longest = {
        "version": 1,
        **LONG.as_dict(),
        "start": Game(5, 25).position(),
        "moves": long_moves(MAX_PLIES),
        "redo": [],
        "paused": False,
    }
    too_long = dict(longest, moves=long_moves(MAX_PLIES + 1))
    assert Session.from_state(longest).game.moves[-1]
    with pytest.raises(ValueError, match=f"5001 moves, more than the {MAX_PLIES}"):
        Session.from_state(too_long)
    with pytest.raises(ValueError, match="5001 moves"):
        Session.from_state(dict(longest, moves=long_moves(MAX_PLIES - 1), redo=["x", "y"]))
    fragment = link.write(longest)
    assert len(fragment) <= link.MAX_LENGTH
    assert link.read(fragment)["moves"] == longest["moves"]
    with pytest.raises(link.LinkError, match="the link holds 5001 moves"):
        link.read(link.write(too_long))
    session = Session.from_state(longest)
    record = transfer.export_record(session, "2026-11-23")
    assert transfer.read_game_text(record, longest)[0]["moves"] == longest["moves"]
    longer = record.replace(" *", " " + long_moves(MAX_PLIES + 1)[-1] + " *")
    with pytest.raises(transfer.GameTextError, match="the record holds 5001 moves"):
        transfer.read_game_text(longer, longest)


# -- finding 1: no AI budget beyond the strongest level ---------------------------------------


def test_the_worker_searches_no_longer_than_the_strongest_level_whatever_it_is_asked() -> None:
    asked = {"id": 1, "moves": ["c3"], "iterations": 200_000_000, "seed": 1}
    reply = json.loads(protocol.think(json.dumps(asked)))
    assert reply["ok"], reply
    assert reply["iterations"] == protocol.MOST_ITERATIONS == LEVELS["expert"].iterations
    assert LEVELS["expert"].seconds == protocol.MOST_SECONDS
