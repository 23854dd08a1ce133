"""Hostile input without a browser (issue 12): start positions checked against the options, the
longest game every format may hold, the AI budget clamped whatever asks for it, and two tabs
writing the same game. Each test is a finding of the hostile test of the built page, and failed
before its fix; the page's own part (sizes read through JavaScript, test hooks, frames, tab
ownership) is in `test_hostile_page.py`.
"""

import json
import random

import pytest
from fake_page import FakePage, open_page

from kitty import Game as KittyGame
from kitty.ai import LEVELS as KITTY_LEVELS
from kitty.ai import protocol as kitty_protocol
from mixtour import Game, parse_square
from mixtour.ai import protocol
from mixtour.ai.levels import LEVELS
from mixtour.ui import link, panels, played, saved, transfer
from mixtour.ui.controller import Screen
from mixtour.ui.options import MAX_PLIES, PERSON, THREE, TWO_PLAYERS, Options, table_state
from mixtour.ui.session import Session
from tools.long_game import long_game, long_moves


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
        link.read_game(f"g=1&p=two&t=1&r=20&rep=1&s={start}&m=")[0]
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
        transfer.open_game_text(text, two_players().state())
    assert str(raised.value).startswith(why)


def test_a_position_that_has_reached_the_target_opens_at_a_higher_one() -> None:
    state, kind, _ = transfer.open_game_text("- w 20/20 1/0 -", two_players().state())
    assert (kind, state["target"], state["reserve"]) == (transfer.POSITION, 2, 20)
    assert Session.from_state(state).game.result is None


# -- finding 5: the longest game, in every format --------------------------------------------


LONG = Options(mode=TWO_PLAYERS, repetition_draw=False)


def test_the_long_game_used_here_is_legal() -> None:
    game = Game(repetition_draw=False)
    for move in long_moves(400):
        game.play(move)
    assert game.result is None
    assert long_game(400).position() == game.position()


def test_a_game_at_the_longest_takes_no_more_moves_and_says_why() -> None:
    state = table_state(LONG, long_game(MAX_PLIES))
    controller, page = open_page(state=state, ai=False)
    before = controller.session.game.position()
    controller.click_board(parse_square("c3"), None)
    assert page.announced[-1][0] == (
        "This game has reached 5000 moves, the longest a game here can have: start a new game"
        " to play on."
    )
    assert controller.session.game.position() == before
    controller.undo({})
    controller.click_board(parse_square("c3"), None)  # one short of the longest: it plays
    assert controller.session.game.plies == MAX_PLIES


def _screens(page: FakePage) -> list[Screen]:
    """Every screen the controller shows ``page`` from now on, as well as showing it."""
    shown: list[Screen] = []
    original = page.show

    def show(screen: Screen) -> None:
        shown.append(screen)
        original(screen)

    page.show = show  # type: ignore[method-assign]
    return shown


def test_a_long_game_s_move_list_is_redrawn_only_where_it_changed() -> None:
    controller, page = open_page(state=table_state(LONG, long_game(1000)), ai=False)
    session = controller.session
    shown = _screens(page)
    stack = next(square for square in range(25) if session.game.height(square))
    controller.click_board(stack, None)  # picking up a stack changes no move
    assert not [screen for screen in shown if "moves" in screen.markup]
    controller.click_board(stack, None)
    move = next(move for move in session.game.legal_moves() if move.target is not None)
    controller.after(session.play(move))
    controller.undo({})
    controller.after(session.play(move))
    drawn = [screen for screen in shown if "moves" in screen.markup]
    assert [screen.moves_from for screen in drawn] == [499, 499, 499]
    assert page.element("moves").markup == panels.move_list(session)  # the same as drawn whole
    shown.clear()
    controller.act("goto", {"ply": "600"})  # reviewing: the row of the move shown, alone
    controller.act("back", {})  # and the rows of the move shown before and now
    controller.act("goto", {"ply": "3"})
    controller.act("live", {})
    assert not [screen for screen in shown if "moves" in screen.markup]
    rows = [[row for row, _ in screen.move_rows] for screen in shown if screen.move_rows]
    assert rows == [[299], [299], [1, 299], [1]]
    assert page.element("moves").markup == panels.move_list(session)
    controller.act("goto", {"ply": "3"})
    assert page.element("moves").markup == panels.move_list(session)
    assert 'data-ply="3" aria-current="step"' in page.element("moves").markup


def test_a_long_game_of_three_s_move_list_is_redrawn_only_where_it_changed() -> None:
    rng = random.Random(3)
    game = Game(1, 15, True, 3)
    while game.plies < 60:  # a random game of three still going on after 60 moves
        if game.result is not None:
            game = Game(1, 15, True, 3)
        game.push(rng.choice(game.legal_moves()))
    seats = (PERSON, PERSON, PERSON)
    state = table_state(Options(mode=THREE, target=1, reserve=15, seats=seats), game)
    controller, page = open_page(state=state, ai=False)
    session = controller.session
    shown = _screens(page)
    plies = session.game.plies
    controller.after(session.play(session.game.legal_moves()[0]))
    controller.undo({})
    drawn = [screen.moves_from for screen in shown if "moves" in screen.markup]
    assert drawn == [plies - 1, plies - 1]  # the last move's row (no longer the last) on
    assert page.element("moves").markup == panels.move_list(session)


def test_the_moves_kept_move_by_move_follow_undo_a_new_branch_and_another_game() -> None:
    session = Session(LONG)
    for text in long_moves(12):
        session.play(session.game.parse_move(text))
    kept = session.texts()
    session.game.pop()
    session.game.pop()
    session.game.play("c3")  # another branch from ply 10
    assert session.texts() == [*long_moves(10), "c3"]
    assert session.texts()[:10] == kept[:10] and kept == long_moves(12)  # the old list kept
    assert session.moves() == session.game.moves
    assert session.movers() == ["white", "red"] * 5 + ["white"]
    session.load(table_state(LONG, long_game(4)))  # another game with the same first moves
    assert session.texts() == long_moves(4)


def test_a_step_stands_only_while_every_step_before_it_does() -> None:
    game = long_game(6)
    kept = game.steps()
    game.pop()
    game.pop()
    game.play("a1-b1")  # the same move as the one taken back: a new step all the same
    game.play("e5-d5")
    assert played.still_standing(kept, game.steps()) == 4
    assert played.still_standing(kept, kept) == 6
    assert played.still_standing(kept, long_game(6).steps()) == 0  # another game's steps


def test_a_saved_entry_is_the_json_of_the_table_even_for_moves_that_need_escaping() -> None:
    state = Session.from_state(table_state(LONG, long_game(40))).state()
    assert json.loads(saved.encode(state, "2026-11-23T10:00:00Z")) == {
        **state,
        "saved": "2026-11-23T10:00:00Z",
    }
    odd = {**state, "moves": ['a"1', "b\\2"], "redo": []}  # no page writes these: still JSON
    assert json.loads(saved.body(odd)) == odd
    assert json.loads(saved.body({**state, "moves": [], "redo": []}))["moves"] == []


def test_an_opened_record_or_link_is_played_once_and_the_table_takes_that_game() -> None:
    record = transfer.export_record(Session.from_state(table_state(LONG, long_game(30))), "")
    state, kind, game = transfer.open_game_text(record, Session(LONG).state())
    session = Session()
    session.load(state, game)
    assert session.game is game and kind == transfer.RECORD
    assert session.state() == Session.from_state(state).state()
    fragment = link.write(state)
    state, game = link.read_game(fragment)
    other = long_game(29)  # not the state's game: played again from the state instead
    session.load(state, other)
    assert session.game is not other and session.texts() == long_moves(30)


def test_no_format_holds_more_than_the_longest_game() -> None:
    longest = {
        "version": 1,
        **LONG.as_dict(),
        "start": Game().position(),
        "moves": long_moves(MAX_PLIES),
        "redo": [],
        "paused": False,
    }
    too_long = dict(longest, moves=long_moves(MAX_PLIES + 1))
    assert longest["moves"] == long_moves(MAX_PLIES)
    assert Session.from_state(longest).game.moves[-1]
    with pytest.raises(ValueError, match=f"5001 moves, more than the {MAX_PLIES}"):
        Session.from_state(too_long)
    with pytest.raises(ValueError, match="5001 moves"):
        Session.from_state(dict(longest, moves=long_moves(MAX_PLIES - 1), redo=["x", "y"]))
    fragment = link.write(longest)
    assert len(fragment) <= link.MAX_LENGTH
    assert link.read_game(fragment)[0]["moves"] == longest["moves"]
    with pytest.raises(link.LinkError, match="the link holds 5001 moves"):
        link.read_game(link.write(too_long))[0]
    session = Session.from_state(longest)
    record = transfer.export_record(session, "2026-11-23")
    assert transfer.open_game_text(record, longest)[0]["moves"] == longest["moves"]
    longer = record.replace(" *", " " + long_moves(MAX_PLIES + 1)[-1] + " *")
    with pytest.raises(transfer.GameTextError, match="the record holds 5001 moves"):
        transfer.open_game_text(longer, longest)


# -- finding 1: no AI budget beyond the strongest level ---------------------------------------


def test_the_worker_searches_no_longer_than_the_strongest_level_whatever_it_is_asked() -> None:
    asked = {"id": 1, "moves": ["c3"], "iterations": 200_000_000, "seed": 1}
    reply = json.loads(protocol.think(json.dumps(asked)))
    assert reply["ok"], reply
    assert LEVELS["expert"].iterations == protocol.MOST_ITERATIONS
    # The budget counts opened nodes; the last line read may open a few threats past it.
    assert protocol.MOST_ITERATIONS <= reply["iterations"] < protocol.MOST_ITERATIONS + 100


def test_kitty_s_worker_searches_no_longer_than_its_strongest_level_either() -> None:
    asked = {"id": 1, "start": KittyGame(2).position(), "iterations": 200_000_000, "seed": 1}
    reply = json.loads(kitty_protocol.think(json.dumps(asked)))
    assert reply["ok"], reply
    most = KITTY_LEVELS["expert"]
    assert reply["iterations"] == kitty_protocol.MOST_ITERATIONS == most.iterations


# -- games of three: only what a table of three can be ----------------------------------------


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('[Players "3"]\n[Target "5"]\n\n1. c3 *\n', "this page plays to 1, 2 or 3"),
        ("- w 15/15/15 0/0/3 -", "this page plays to 1, 2 or 3"),
        (
            '[Players "3"]\n[Result "0-0-1"]\n[Termination "resignation"]\n\n1. c3 0-0-1\n',
            "a game of three ends by its moves only",
        ),
    ],
)
def test_a_game_of_three_a_table_of_three_cannot_be_is_refused(text: str, why: str) -> None:
    with pytest.raises(transfer.GameTextError) as raised:
        transfer.open_game_text(text, two_players().state())
    assert why in str(raised.value)


def test_a_link_to_a_game_of_three_has_no_agreed_ending() -> None:
    with pytest.raises(link.LinkError, match="a game of three has no draw offer"):
        link.read_game("g=1&p=trois&t=1&r=15&rep=1&seats=person.person.person&m=c3&e=w")[0]
