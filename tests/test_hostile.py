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
from kitty.ai import protocol as kitty_protocol
from kitty.ai.player import TWO_LEVELS as KITTY_TWO_LEVELS
from mixtour import Game, parse_square
from mixtour.ai import protocol
from mixtour.ai.levels import LEVELS
from mixtour.ui import link
from mixtour.ui.options import Options
from mixtour.ui.spec import SPEC
from table import links, panels, played, saved, transfer
from table import state as layout
from table.model import MAX_PLIES, Table
from table.screen import Screen
from table.seats import PERSON
from tools.kitty_long_game import long_moves as kitty_long_moves
from tools.long_game import LONG, long_game, long_moves, long_table
from tools.quiet_table import LONG_SEATS


def two_players(*moves: str) -> Table:
    table = Table(SPEC, Options(), (PERSON, PERSON))
    for move in moves:
        table.play(move)
    return table


def long_state(plies: int) -> "dict[str, object]":
    """The state of a table of two people at the game of `long_moves` (``plies`` moves)."""
    return layout.write(long_table(plies))


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
    with pytest.raises(links.LinkError) as raised:
        link.read_game(SPEC, f"g=1&p=two&t=1&r=20&rep=1&s={start}&m=")
    assert "start position (s) does not fit its options" in str(raised.value)
    assert why in str(raised.value)


def test_a_saved_game_s_start_must_fit_its_options() -> None:
    entry = dict(layout.write(two_players("c3")), saved="2026-11-23T16:00:00Z")
    entry["start"] = "c3=w r 24/25 0/0 -"
    entry["moves"] = []
    with pytest.raises(saved.SavedGameError, match=r"25 pieces .* played with 20"):
        saved.decode(SPEC, json.dumps(entry))
    entry["start"] = "- w 20/20 0/1 -"
    with pytest.raises(saved.SavedGameError, match="finished game"):
        saved.decode(SPEC, json.dumps(entry))


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
        transfer.open_game_text(SPEC, text, two_players())
    assert str(raised.value).startswith(why)


def test_a_position_that_has_reached_the_target_opens_at_a_higher_one() -> None:
    opened, kind = transfer.open_game_text(SPEC, "- w 20/20 1/0 -", two_players())
    assert (kind, opened.options.target, opened.options.reserve) == (transfer.POSITION, 2, 20)
    assert opened.game.result is None
    assert layout.read(SPEC, layout.write(opened)).game.result is None


# -- finding 5: the longest game, in every format --------------------------------------------


def test_the_long_game_used_here_is_legal() -> None:
    game = Game(repetition_draw=False)
    for move in long_moves(400):
        game.play(move)
    assert game.result is None
    assert long_game(400).position() == game.position()
    assert long_table(400).game.position() == game.position()


def test_kittys_long_game_goes_on_past_2000_moves_and_ends_on_a_position_seen_thrice() -> None:
    # Issue 34, finding 14: how a game of Kitty reaches ply 900 under its rules.
    game = KittyGame(2, 5)
    texts = kitty_long_moves(2094)
    for text in texts:
        game.play(text)
    assert not game.is_over and game.passes == (1 if texts[-1] == "pass" else 0)
    game.play(kitty_long_moves(2095)[-1])  # Red's walk back to a position seen twice before
    assert game.is_over and game.result is not None


def test_a_game_at_the_longest_takes_no_more_moves_and_says_why() -> None:
    controller, page = open_page(state=long_state(MAX_PLIES), ai=False)
    before = controller.table.game.position()
    controller.input.click_board(parse_square("c3"), None)
    assert page.announced[-1][0] == (
        "This game has reached 5000 moves, the longest a game here can have: start a new game"
        " to play on."
    )
    assert controller.table.game.position() == before
    controller.undo({})
    controller.input.click_board(parse_square("c3"), None)  # one short of the longest: it plays
    assert controller.table.plies == MAX_PLIES


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
    controller, page = open_page(state=long_state(1000), ai=False)
    table = controller.table
    shown = _screens(page)
    stack = next(square for square in range(25) if table.game.height(square))
    controller.input.click_board(stack, None)  # picking up a stack changes no move
    assert not [screen for screen in shown if "moves" in screen.markup]
    controller.input.click_board(stack, None)
    move = next(move for move in table.game.legal_moves() if move.target is not None)
    controller.after(table.play(move))
    controller.undo({})
    controller.after(table.play(move))
    drawn = [screen for screen in shown if "moves" in screen.markup]
    assert [screen.moves_from for screen in drawn] == [499, 499, 499]
    assert page.element("moves").markup == panels.move_list(table)  # the same as drawn whole
    shown.clear()
    # Reviewing: the row of the move shown, and the last move's as the review starts and ends
    # (marked as the last move out of the review only); then the rows of the move shown
    # before and now.
    controller.act("goto", {"ply": "600"})
    controller.act("back", {})
    controller.act("goto", {"ply": "3"})
    controller.act("live", {})
    assert not [screen for screen in shown if "moves" in screen.markup]
    rows = [sorted(row for row, _ in screen.move_rows) for screen in shown if screen.move_rows]
    assert rows == [[299, 500], [299], [1, 299], [1, 500]]
    assert page.element("moves").markup == panels.move_list(table)
    controller.act("goto", {"ply": "3"})
    assert page.element("moves").markup == panels.move_list(table)
    assert 'data-ply="3" aria-current="step"' in page.element("moves").markup


def test_a_long_game_of_three_s_move_list_is_redrawn_only_where_it_changed() -> None:
    rng = random.Random(3)
    game = Game(1, 15, True, 3)
    while game.plies < 60:  # a random game of three still going on after 60 moves
        if game.result is not None:
            game = Game(1, 15, True, 3)
        game.push(rng.choice(game.legal_moves()))
    three = Table(SPEC, Options(players=3, target=1), (PERSON, PERSON, PERSON))
    three.game = game
    controller, page = open_page(state=layout.write(three), ai=False)
    table = controller.table
    shown = _screens(page)
    plies = table.plies
    controller.after(table.play(table.game.legal_moves()[0]))
    controller.undo({})
    drawn = [screen.moves_from for screen in shown if "moves" in screen.markup]
    assert drawn == [plies - 1, plies - 1]  # the last move's row (no longer the last) on
    assert page.element("moves").markup == panels.move_list(table)


def test_the_moves_kept_move_by_move_follow_undo_a_new_branch_and_another_game() -> None:
    table = Table(SPEC, LONG, LONG_SEATS)
    for text in long_moves(12):
        table.play(table.game.parse_move(text))
    kept = table.texts()
    table.game.pop()
    table.game.pop()
    table.game.play("c3")  # another branch from ply 10
    assert table.texts() == [*long_moves(10), "c3"]
    assert table.texts()[:10] == kept[:10] and kept == long_moves(12)  # the old list kept
    assert table.moves() == table.game.moves
    assert table.movers() == ["white", "red"] * 5 + ["white"]
    table.game = long_game(4)  # another game with the same first moves (a record, a link)
    assert table.texts() == long_moves(4)
    assert table.moves() == table.game.moves


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
    state = layout.write(layout.read(SPEC, long_state(40)))
    assert json.loads(saved.encode(state, "2026-11-23T10:00:00Z")) == {
        **state,
        "saved": "2026-11-23T10:00:00Z",
    }
    odd = {**state, "moves": ['a"1', "b\\2"], "redo": []}  # no page writes these: still JSON
    assert json.loads(saved.body(odd)) == odd
    assert json.loads(saved.body({**state, "moves": [], "redo": []}))["moves"] == []


def _counting_plays(monkeypatch: pytest.MonkeyPatch) -> "list[object]":
    """Every move `Game.play` plays from now on."""
    plays: list[object] = []
    play = Game.play

    def counted(game: Game, move: object) -> object:
        plays.append(move)
        return play(game, move)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "play", counted)
    return plays


def test_an_opened_record_or_link_is_played_once(monkeypatch: pytest.MonkeyPatch) -> None:
    record = SPEC.records.export_record(long_table(30), "")
    plays = _counting_plays(monkeypatch)
    opened, kind = transfer.open_game_text(SPEC, record, Table(SPEC, LONG, LONG_SEATS))
    assert kind == transfer.RECORD and opened.texts() == long_moves(30)
    assert len(plays) == 30  # read, checked and taken by the table in one replay
    assert layout.write(opened) == layout.write(layout.read(SPEC, layout.write(opened)))
    fragment = link.write(layout.write(opened))
    plays.clear()
    from_link = link.read_game(SPEC, fragment)
    assert len(plays) == 30 and from_link.texts() == long_moves(30)
    controller, _ = open_page(ai=False)
    plays.clear()
    controller.sharing.import_text("https://example.org/mixtour/#" + fragment)
    assert controller.table.texts() == long_moves(30)
    assert len(plays) == 30  # the page opens it without playing it again


def test_no_format_holds_more_than_the_longest_game() -> None:
    longest = long_state(0)
    longest["moves"] = long_moves(MAX_PLIES)
    too_long = dict(longest, moves=long_moves(MAX_PLIES + 1))
    assert layout.read(SPEC, longest).plies == MAX_PLIES
    with pytest.raises(ValueError, match=f"5001 moves, more than the {MAX_PLIES}"):
        layout.read(SPEC, too_long)
    with pytest.raises(ValueError, match="5001 moves"):
        layout.read(SPEC, dict(longest, moves=long_moves(MAX_PLIES - 1), redo=["x", "y"]))
    fragment = link.write(longest)
    assert len(fragment) <= link.MAX_LENGTH
    assert link.read_game(SPEC, fragment).texts() == longest["moves"]
    with pytest.raises(links.LinkError, match="the link holds 5001 moves"):
        link.read_game(SPEC, link.write(too_long))
    table = layout.read(SPEC, longest)
    record = SPEC.records.export_record(table, "2026-11-23")
    assert transfer.open_game_text(SPEC, record, table)[0].texts() == longest["moves"]
    longer = record.replace(" *", " " + long_moves(MAX_PLIES + 1)[-1] + " *")
    with pytest.raises(transfer.GameTextError, match="the record holds 5001 moves"):
        transfer.open_game_text(SPEC, longer, table)


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
    most = KITTY_TWO_LEVELS["expert"]  # two players' expert reads the most of any level
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
        transfer.open_game_text(SPEC, text, two_players())
    assert why in str(raised.value)


def test_a_link_to_a_game_of_three_has_no_agreed_ending() -> None:
    with pytest.raises(links.LinkError, match="a game of three has no draw offer"):
        link.read_game(SPEC, "g=1&p=trois&t=1&r=15&rep=1&seats=person.person.person&m=c3&e=w")
