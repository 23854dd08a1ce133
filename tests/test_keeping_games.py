"""Keeping games without a browser (issue 7): the autosave entry (`saved.py`), share links
(`link.py`), export and import (`transfer.py`), replaying and reviewing a game and playing by
link (`session.py`). Round trips, strict readers whose every failure is the project's own error,
and the same modules under MicroPython (`test_keeping_games_runs_under_micropython`).
"""

import json
import random
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mixtour import MixtourError, parse_square, read_record
from mixtour.ui import board, link, panels, saved, transfer
from mixtour.ui.options import (
    AI_VS_AI,
    BY_LINK,
    LEVELS,
    MODES,
    RESERVES,
    SEAT_CHOICES,
    SPEEDS,
    TARGETS,
    THREE,
    THREE_TARGETS,
    TWO_PLAYERS,
    VS_AI,
    Options,
)
from mixtour.ui.session import Session

ROOT = Path(__file__).resolve().parent.parent

SCORING_GAME = ["b5", "c4", "b4", "b5-b4", "b3", "b4:2-c4", "c4:3-b3", "a3", "b3:4-a3"]


def random_session(seed: int, plies: int, options: Options | None = None) -> Session:
    """A table whose game has up to ``plies`` random legal moves, some of them undone."""
    rng = random.Random(seed)
    if options is None and rng.random() < 0.2:
        options = Options(  # a game of three
            mode=THREE,
            target=rng.choice(THREE_TARGETS),
            repetition_draw=rng.random() < 0.7,
            seats=[rng.choice(SEAT_CHOICES) for _ in range(3)],
        )
    if options is None:
        options = Options(
            mode=rng.choice([mode for mode in MODES if mode != THREE]),
            human=rng.choice(["white", "red"]),
            level=rng.choice(LEVELS),
            target=rng.choice(TARGETS),
            reserve=rng.choice(RESERVES),
            repetition_draw=rng.random() < 0.7,
            speed=rng.choice(SPEEDS),
        )
    session = Session(options)
    for _ in range(plies):
        moves = session.game.legal_moves()
        if not moves:
            break
        session.play(rng.choice(moves))
    if session.game.moves and rng.random() < 0.4:
        session.undo()
    return session


def two_players(*moves: str) -> Session:
    session = Session(Options(mode=TWO_PLAYERS))
    for move in moves:
        session.play(move)
    return session


# -- links -----------------------------------------------------------------------------------


def test_a_link_carries_players_options_and_moves_compactly() -> None:
    session = two_players("c3", "b2", "c3-b2")
    assert link.write(session.state()) == "g=1&p=two&t=1&r=20&rep=1&m=c3.b2.c3-b2"
    ai = Session(Options(mode=VS_AI, human="red", level="expert", target=3, reserve=25))
    ai.play("c3")
    assert link.write(ai.state()) == "g=1&p=ai&c=r&l=expert&t=3&r=25&rep=1&m=c3"
    watch = Session(Options(mode=AI_VS_AI, level="casual", repetition_draw=False))
    assert link.write(watch.state()) == "g=1&p=watch&l=casual&t=1&r=20&rep=0&m="


def test_a_link_carries_22_pieces_each() -> None:
    session = Session(Options(mode=TWO_PLAYERS, reserve=22))
    session.play("c3")
    text = link.write(session.state())
    assert "&r=22&" in text
    state = link.read_game(text)[0]
    assert state["reserve"] == 22
    assert Session.from_state(state).game.position() == "c3=w r 21/22 0/0 -"


def test_a_game_from_a_position_carries_its_start_with_underscores() -> None:
    session = Session.from_state(
        {"version": 1, "mode": TWO_PLAYERS, "start": "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -"}
    )
    session.play("a1")
    fragment = link.write(session.state())
    assert "&s=e1=rw,c3=w,b4=wwr,e4=wr_w_15/17_0/0_-&m=a1" in fragment
    state = link.read_game(fragment)[0]
    assert state["start"] == "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -"
    assert Session.from_state(state).game.position() == session.game.position()


def test_by_link_the_link_is_for_the_other_player() -> None:
    session = Session(Options(mode=BY_LINK, human="white"))
    session.play("c3")
    fragment = link.write(link.for_opponent(session.state()))
    assert fragment == "g=1&p=link&c=r&t=1&r=20&rep=1&m=c3"
    theirs = Session.from_state(link.read_game(fragment)[0])
    assert theirs.options.human == "red"
    assert theirs.human_to_move()  # Red opens it and moves


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60))
def test_link_to_game_to_link_is_exact(seed: int, plies: int) -> None:
    state = random_session(seed, plies).state()
    fragment = link.write(state)
    read = link.read_game(fragment)[0]
    assert link.write(read) == fragment
    assert read["moves"] == state["moves"]
    assert read["start"] == state["start"]
    for name in ("mode", "target", "reserve", "repetition_draw"):
        assert read[name] == state[name]
    if state["mode"] in (VS_AI, BY_LINK):
        assert read["human"] == state["human"]
    if state["mode"] in (VS_AI, AI_VS_AI):
        assert read["level"] == state["level"]
    restored = Session.from_state(read)
    assert restored.game.position() == Session.from_state(state).game.position()
    assert link.read_game("#" + fragment)[0] == read  # with or without the '#'


def test_percent_escapes_are_decoded() -> None:
    moves = link.read_game("g=1&p=two&t=1&r=20&rep=1&m=c3.b2.c3%2Db2")[0]["moves"]
    assert moves == ["c3", "b2", "c3-b2"]
    start = link.read_game("g=1&p=two&t=1&r=20&rep=1&s=c3=w%20r%2019/20%200/0%20-&m=")[0]["start"]
    assert start == "c3=w r 19/20 0/0 -"


@pytest.mark.parametrize(
    ("fragment", "message"),
    [
        ("", "the link holds no game"),
        ("p=two", "this is not a Mixtour game link (it has no g=…)"),
        ("g=2&p=two", "this game link has format '2', which this version of the page cannot read"),
        ("g=1&p=chess", "the link's players (p) must be ai, two, watch, link or trois, not 'chess"),
        ("g=1&p=ai&t=1", "the link has no colour (c=…)"),
        ("g=1&p=two&c=w", "the link gives a colour (c=…), which a game with p=two has not"),
        (
            "g=1&p=two&t=4&r=20&rep=1&m=",
            "the link's target score (t) must be 1, 2, 3 or 5, not '4'",
        ),
        (
            "g=1&p=two&t=1&r=30&rep=1&m=",
            "the link's number of pieces (r) must be 20, 22 or 25, not '30'",
        ),
        ("g=1&p=two&t=1&r=20&rep=yes&m=", "the link's repetition rule (rep) must be 1 or 0"),
        ("g=1&p=two&t=1&r=20&rep=1&m=c3&e=x", "the link's ending (e) must be d, w or r, not 'x'"),
        ("g=1&p=two&t=1&r=20&rep=1&m=c3&o=b", "the link's draw offer (o) must be w or r, not 'b'"),
        ("g=1&p=two&t=1&r=20&rep=1&m=c3&o=w&e=d", "the link offers a draw (o) in a game that is"),
        (
            "g=1&p=two&t=1&r=20&rep=1&m=b5.c4.b4.b5-b4.b3.b4:2-c4.c4:3-b3.a3.b3:4-a3&e=r",
            "the link's ending (e) is for a game its moves have already ended",
        ),
        ("g=1&p=two&t=1&r=20&rep=1", "the link has no moves field (m=…"),
        ("g=1&p=two&t=1&r=20&rep=1&m=c3..b2", "the link's move 2 is empty"),
        (
            "g=1&p=two&t=1&r=20&rep=1&m=c3.c3",
            "the link's move 2 'c3' cannot be played: illegal move 'c3': c3 is occupied",
        ),
        ("g=1&p=two&t=1&r=20&rep=1&m=c3.b2.c3-b9", "the link's move 3 'c3-b9' cannot be played"),
        ("g=1&p=two&t=1&r=20&rep=1&s=x&m=", "the link's start position (s) cannot be read"),
        ("g=1&p=two&x=1", "the link has an unknown field 'x'"),
        ("g=1&g=1", "the link gives the field 'g' twice"),
        ("g=1&&p=two", "the link has an empty field"),
        ("g=1&p", "the link's field 'p' has no value"),
        ("g=1&p=two&m=c3%2", "the link has a broken %-escape"),
        ("g=1&p=two&m=%ff", "the link's %-escapes are not UTF-8 text"),
    ],
)
def test_a_bad_link_says_what_is_wrong(fragment: str, message: str) -> None:
    with pytest.raises(link.LinkError) as raised:
        link.read_game(fragment)[0]
    assert message in str(raised.value)


LINK_PIECES = st.sampled_from(
    ["g=1", "&", "=", "p=two", "p=ai", "c=w", "l=strong", "t=1", "r=20", "rep=1", "m=", "c3", ".",
     "b2", "c3-b2", "s=", "_", "%", "%20", "#", "w", "/", "0"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(LINK_PIECES, st.text(max_size=5)), max_size=16))
def test_any_text_reads_as_a_link_or_raises_a_link_error(pieces: list[str]) -> None:
    text = "".join(pieces)
    try:
        state = link.read_game(text)[0]
    except link.LinkError:
        return
    assert Session.from_state(state).state()["moves"] == state["moves"]


# -- the autosave entry ----------------------------------------------------------------------


def test_the_saved_entry_is_the_tables_state_and_when() -> None:
    session = two_players("c3", "d4", "c4")
    session.undo()
    text = saved.encode(session.state(), "2026-11-22T10:00:00.000Z")
    entry = json.loads(text)
    assert entry["saved"] == "2026-11-22T10:00:00.000Z"
    assert entry["moves"] == ["c3", "d4"]
    assert entry["redo"] == ["c4"]
    assert saved.decode(text) == session.state()
    assert saved.KEY == "mixtour.game.v1"


def test_a_saved_entry_keeps_a_draw_offer_and_a_resignation() -> None:
    session = two_players("c3")
    session.offer_draw()
    offered = saved.encode(session.state(), "2026-11-23T10:00:00.000Z")
    assert json.loads(offered)["offer"] == "red"
    assert Session.from_state(saved.decode(offered)).offer == "red"
    session.resign()  # Red, to move, resigns
    ended = saved.decode(saved.encode(session.state(), "2026-11-23T10:00:00.000Z"))
    assert ended["ending"] == "white" and "offer" not in ended
    assert Session.from_state(ended).status_turn() == "White wins! Red resigned."
    older = json.loads(offered)
    del older["offer"]  # entries written before these fields read as before
    assert saved.decode(json.dumps(older))["moves"] == ["c3"]
    older["ending"] = "blue"
    with pytest.raises(saved.SavedGameError, match="a game ends 'draw', 'white' or 'red'"):
        saved.decode(json.dumps(older))


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60))
def test_saved_game_to_table_to_saved_game_is_exact(seed: int, plies: int) -> None:
    session = random_session(seed, plies)
    session.pause(seed % 2 == 0)
    text = saved.encode(session.state(), "2026-11-22T10:00:00.000Z")
    restored = Session.from_state(saved.decode(text))
    assert restored.state() == session.state()
    assert restored.game.position() == session.game.position()
    assert saved.encode(restored.state(), "2026-11-22T10:00:00.000Z") == text


def _entry(**changes: object) -> str:
    entry: dict[str, Any] = {**two_players("c3").state(), "saved": "2026-11-22T10:00:00Z"}
    for name, value in changes.items():
        if value is None:
            del entry[name]
        else:
            entry[name] = value
    return json.dumps(entry)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "the saved game is not valid JSON"),
        ("[1, 2]", "the saved game is not a JSON object"),
        ("{}", "the saved game has no format version ('version')"),
        ("[" * 100_000, "the saved game is not valid JSON"),
        (_entry(version=2), "the saved game has format 2, which this version of the page cannot"),
        (_entry(version=True), "the saved game has format True"),
        (_entry(moves=None), "the saved game has no 'moves'"),
        (_entry(colour="blue"), "the saved game has an unknown field 'colour'"),
        (_entry(target="1"), "the saved game's 'target' is not a whole number"),
        (_entry(paused=0), "the saved game's 'paused' is not true or false"),
        (_entry(moves=["c3", 4]), "the saved game's 'moves' is not a list of moves"),
        (_entry(mode="chess"), "the saved game cannot be replayed: unknown mode 'chess'"),
        (_entry(moves=["c3", "c3"]), "cannot be replayed: illegal move 'c3': c3 is occupied"),
        (_entry(redo=["c3"]), "cannot be replayed: illegal move 'c3'"),
        (_entry(start="x"), "cannot be replayed: invalid position 'x'"),
    ],
)
def test_a_bad_saved_game_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(saved.SavedGameError) as raised:
        saved.decode(text)
    assert message in str(raised.value)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.sampled_from(["c3", "two", "white", ""]),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=40), JSON.map(json.dumps), st.builds(_entry, moves=JSON)))
def test_any_text_reads_as_a_saved_game_or_raises_a_saved_game_error(text: str) -> None:
    try:
        state = saved.decode(text)
    except saved.SavedGameError:
        return
    assert Session.from_state(state).state() == state


def test_unreadable_entries_are_kept_under_their_own_keys() -> None:
    key = saved.unreadable_key("2026-11-22T10:00:00.000Z")
    assert key == "mixtour.game.v1.unreadable.2026-11-22T10:00:00.000Z"
    later = saved.unreadable_key("2026-11-23T10:00:00.000Z")
    keys = [later, "mixtour.game.v1", key, "other"]
    assert saved.unreadable_keys(keys) == [key, later]


def test_a_game_that_continues_another_loses_nothing_of_it() -> None:
    old = two_players("c3", "b2").state()
    assert saved.continues(old, two_players("c3", "b2", "c3-b2").state())
    assert saved.continues(old, old)
    assert not saved.continues(old, two_players("c3").state())  # shorter: b2 would be lost
    assert not saved.continues(old, two_players("c3", "d4").state())
    assert saved.continues(two_players().state(), two_players("e5").state())  # nothing to lose
    other_rules = Session(Options(mode=TWO_PLAYERS, target=3))
    for move in ("c3", "b2", "c3-b2"):
        other_rules.play(move)
    assert not saved.continues(old, other_rules.state())
    undone = two_players("c3", "b2")
    undone.undo()  # b2 is in the redo branch: a game without it loses it
    assert not saved.continues(undone.state(), two_players("c3", "d4").state())
    assert saved.continues(undone.state(), two_players("c3", "b2", "a1").state())


# -- export and import -----------------------------------------------------------------------


def test_the_exported_record_names_the_players_and_reads_back() -> None:
    session = Session(Options(mode=VS_AI, human="red", level="casual", target=3))
    for move in ("c3", "b2", "c3-b2"):
        session.play(move)
    record = transfer.export_record(session, "2026-11-22")
    assert record.startswith('[Game "Mixtour"]\n[Date "2026-11-22"]\n')
    assert '[White "Computer (casual)"]\n[Red "Player"]\n[Target "3"]' in record
    assert record.endswith("1. c3 b2 2. c3-b2 *\n")
    state, kind, _ = transfer.open_game_text(record, session.state())
    assert kind == transfer.RECORD
    assert state == session.state()
    assert transfer.record_filename("2026-11-22") == "mixtour-2026-11-22.txt"


def test_a_resigned_game_is_exported_and_opened_as_resigned() -> None:
    session = two_players("c3", "b2")
    session.resign()  # White, to move, resigns
    record = transfer.export_record(session, "2026-11-23")
    assert '[Result "0-1"]\n[Termination "resignation"]' in record
    state, kind, _ = transfer.open_game_text(record, session.state())
    assert state["ending"] == "red"
    opened = Session.from_state(state)
    assert opened.status_turn() == "Red wins! White resigned."
    said = transfer.opened_sentence(kind, state, read_record(record))
    assert "Red wins! White resigned." in said


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 80))
def test_record_to_game_to_record_through_the_page_is_exact(seed: int, plies: int) -> None:
    session = random_session(seed, plies)
    record = transfer.export_record(session, "2026-11-22")
    state, _, _ = transfer.open_game_text(record, session.state())
    again = Session.from_state(state)
    assert again.game.position() == session.game.position()
    assert transfer.export_record(again, "2026-11-22") == record


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 80))
def test_position_to_game_to_position_through_the_page_is_exact(seed: int, plies: int) -> None:
    position = random_session(seed, plies).game.position()
    current = two_players().state()
    state, kind, _ = transfer.open_game_text(position, current)
    assert kind == transfer.POSITION
    assert Session.from_state(state).game.position() == position


def test_import_keeps_who_plays_and_takes_the_rules_from_the_game() -> None:
    current = Session(Options(mode=VS_AI, human="red", level="beginner")).state()
    state, kind, _ = transfer.open_game_text(
        '[Target "2"]\n[Reserve "25"]\n[Repetition "off"]\n\n1. c3 b2', current
    )
    assert kind == transfer.RECORD
    assert (state["mode"], state["human"], state["level"]) == (VS_AI, "red", "beginner")
    assert (state["target"], state["reserve"], state["repetition_draw"]) == (2, 25, False)
    assert state["moves"] == ["c3", "b2"]
    position, kind, _ = transfer.open_game_text("  c3=w r 19/20 0/0 -\n", current)
    assert kind == transfer.POSITION
    assert position["start"] == "c3=w r 19/20 0/0 -"
    assert position["moves"] == []
    pasted = "https://example.org/mixtour/#g=1&p=two&t=1&r=20&rep=1&m=c3"
    from_link, kind, _ = transfer.open_game_text(pasted, current)
    assert kind == transfer.LINK
    assert from_link["mode"] == TWO_PLAYERS  # a link brings its own players
    game = Session.from_state(from_link).game
    assert transfer.opened_sentence(kind, from_link, game) == (
        "Opened the game from the link (1 move). Red to move."
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("  \n ", "There is nothing to open"),
        ("1. c3 c3", "This game record cannot be read (nor is it a position or a game link): "
         "record line 1: move 2 'c3': illegal move 'c3': c3 is occupied."),
        ("c3\nb2\nc3-b4", "This game record cannot be read: record line 3: move 3 'c3-b4'"),
        ("e1=rw w 15/17 0/0 -", "This position cannot be read: invalid position"),
        ("- w 20/20 0/0", "This position cannot be read: invalid position '- w 20/20 0/0'"),
        ('[Target "4"]\n\nc3', "This record plays to 4 points; this page plays to 1, 2, 3 or 5."),
        ("https://x.org/#g=1&p=two&t=1&r=20&rep=1&m=c3.c3", "This game link cannot be opened: "
         "the link's move 2 'c3' cannot be played"),
        ("x" * 200_001, "This is too long to be a game"),
    ],
)  # fmt: skip
def test_a_bad_import_says_what_it_took_the_text_for_and_what_is_wrong(
    text: str, message: str
) -> None:
    with pytest.raises(transfer.GameTextError) as raised:
        transfer.open_game_text(text, two_players().state())
    assert message in str(raised.value)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["[", "]", '"', "\n", " ", "1.", "c3", "b2", "c3-b2", "/", "w", "r"]),
            st.sampled_from(["20/20", "0/0", "-", "#g=1&p=two&t=1&r=20&rep=1&m=", "c3=w", ","]),
            st.text(max_size=5),
        ),
        max_size=14,
    )
)
def test_any_text_imports_as_a_game_or_raises_a_game_text_error(pieces: list[str]) -> None:
    text = "".join(pieces)
    try:
        state, _, _ = transfer.open_game_text(text, two_players().state())
    except transfer.GameTextError:
        return
    except MixtourError as error:  # pragma: no cover - the assertion explains the failure
        pytest.fail(f"{type(error).__name__} instead of GameTextError for {text!r}")
    Session.from_state(state)


# -- replaying and reviewing -----------------------------------------------------------------


def test_reviewing_shows_an_earlier_position_without_changing_the_game() -> None:
    session = two_players(*SCORING_GAME[:6])
    live = session.game.position()
    assert session.review_to(2) == "Viewing move 2 of 6: Red played c4."
    assert session.shown().position() == two_players("b5", "c4").game.position()
    assert session.game.position() == live
    assert session.state() == two_players(*SCORING_GAME[:6]).state()  # nothing to save
    assert session.status_turn() == "Viewing move 2 of 6: Red played c4."
    assert not session.human_to_move()
    assert not session.can_undo()
    assert not session.can_redo()
    assert session.review_step(-1) == "Viewing move 1 of 6: White played b5."
    assert session.review_step(-1) == "Viewing the start of the game, before move 1 of 6."
    assert session.review_step(-1) is None  # nothing before the start
    session.review_to(5)
    said = session.review_step(1)  # the last move: back to the game
    assert said is not None and said.startswith("Back to the game. White to move")
    assert session.review is None
    assert session.review_step(1) is None


def test_the_board_and_cards_show_the_reviewed_position() -> None:
    session = two_players(*SCORING_GAME)  # White has scored
    session.review_to(3)
    svg = board.render(board.table_scene(session))
    assert 'data-square="b4" data-height="1"' in svg
    assert 'data-square="b5" data-height="1"' in svg
    assert "Board at move 3 of 9, an earlier position" in svg
    cards = panels.players(session)
    assert 'data-score="0"' in cards and 'data-score="1"' not in cards
    assert "to move" not in cards  # the past: nobody is to move
    moves = panels.move_list(session)
    assert re.findall(r'data-ply="(\d)"', moves) == [str(n) for n in range(1, 10)]
    assert 'class="move w shown" data-action="goto" data-ply="3" aria-current="step"' in moves


def test_a_tap_while_reviewing_plays_nothing_and_says_why() -> None:
    session = two_players("c3", "b2")
    session.review_to(1)
    said = session.click(parse_square("a1"))
    assert said is not None and "Play from here" in said
    assert [str(move) for move in session.game.moves] == ["c3", "b2"]


def test_playing_on_from_an_earlier_move_turns_the_later_moves_into_redo() -> None:
    session = two_players("c3", "b2", "c3-b2", "d4")
    session.review_to(1)
    assert session.later_moves() == 3
    said = session.branch()
    assert said is not None and said.startswith(
        "Playing on from move 1: the next move replaces the 3 moves that followed"
    )
    assert [str(move) for move in session.game.moves] == ["c3"]
    assert session.redo_moves == ["d4", "c3-b2", "b2"]
    session.play("e5")  # a different move: the old continuation is gone
    assert session.redo_moves == []
    assert session.review is None


def test_the_ai_never_moves_while_the_game_is_reviewed() -> None:
    session = Session(Options(mode=VS_AI, human="white"))
    session.play("c3")
    request = session.ai_request("move")
    assert session.ai_to_move()
    session.review_to(0)
    assert not session.ai_to_move()
    assert session.pending is None  # the request was dropped
    position = session.game.position()
    reply = {"id": request["id"], "ok": True, "move": "b2", "position": position}
    assert session.ai_reply(reply) is None
    assert [str(move) for move in session.game.moves] == ["c3"]
    session.end_review()
    assert session.ai_to_move()  # and it is asked again


def test_ai_against_ai_pauses_when_played_on_from_an_earlier_move() -> None:
    session = Session(Options(mode=AI_VS_AI))
    for move in ("c3", "b2"):
        session.play(move)
    session.review_to(1)
    session.branch()
    assert session.paused


# -- playing by link -------------------------------------------------------------------------


def test_by_link_each_player_moves_only_their_colour_and_nobody_asks_the_ai() -> None:
    session = Session(Options(mode=BY_LINK, human="white"))
    assert session.human_to_move()
    assert session.mode_line() == (
        "You (White) against a friend, by link · first to 1 point · 20 pieces each"
    )
    assert (session.player_name("white"), session.player_name("red")) == ("You", "Friend")
    session.play("c3")
    assert not session.human_to_move()
    assert not session.ai_to_move()
    assert session.status_turn() == "Waiting for Red, who plays on your friend's device."
    assert session.click(parse_square("b2")) == (
        "Waiting for Red, who plays on your friend's device."
    )
    assert session.can_undo()  # before sending it, a move can be taken back
    assert session.title() == "Mixtour"
    theirs = Session.from_state(link.read_game(link.write(link.for_opponent(session.state())))[0])
    assert (
        theirs.status_turn() == "Your move: enter a piece on an empty square, or pick up a stack."
    )
    assert theirs.title() == "Your move · Mixtour"


def test_the_link_format_is_what_the_readme_says() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"#(g=1&p=[^\s`]+)", readme)
    assert example, "the README shows an example link"
    state = link.read_game(example.group(1))[0]
    assert link.write(state) == example.group(1)


@pytest.mark.runtime
@pytest.mark.timeout(120)
def test_keeping_games_runs_under_micropython(tmp_path: Path) -> None:
    # The page runs these modules under MicroPython: the same round trips and errors.
    script = tmp_path / "keeping_check.py"
    script.write_text(
        """
from mixtour.ui import link, saved, transfer, board, panels
from mixtour.ui.options import BY_LINK, Options
from mixtour.ui.session import Session
session = Session(Options(mode=BY_LINK))
for move in ["b5", "c4", "b4", "b5-b4", "b3"]:
    session.play(move)
state = session.state()
fragment = link.write(link.for_opponent(state))
print(fragment)
print(link.read_game(link.write(state))[0] == state)
text = saved.encode(state, "2026-11-22T10:00:00Z")
print(saved.decode(text) == state)
record = transfer.export_record(session, "2026-11-22")
print(transfer.open_game_text(record, state)[0]["moves"] == state["moves"])
print(transfer.open_game_text("c3=w r 19/20 0/0 -", state)[1])
print(session.review_to(2))
board.render(board.table_scene(session))
panels.move_list(session)
print(session.branch())
for reader, text in ((link.read_game, "g=1&p=two&t=1&r=20&rep=1&m=c3.c3"),
                     (saved.decode, '{"version": 1}'),
                     (transfer.open_game_text, "1. c3 zz")):
    try:
        reader(text) if reader is not transfer.open_game_text else reader(text, state)
    except Exception as error:
        print(type(error).__name__, error)
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
    assert result.stdout.splitlines() == [
        "g=1&p=link&c=r&t=1&r=20&rep=1&m=b5.c4.b4.b5-b4.b3",
        "True",
        "True",
        "True",
        "position",
        "Viewing move 2 of 5: Red played c4.",
        "Playing on from move 2: the next move replaces the 3 moves that followed (until then,"
        " Redo brings them back). Your move: enter a piece on an empty square, or pick up a"
        " stack.",
        "LinkError the link's move 2 'c3' cannot be played: illegal move 'c3': c3 is occupied",
        "SavedGameError the saved game has no 'mode'",
        "GameTextError This game record cannot be read (nor is it a position or a game link):"
        " record line 1: move 2 'zz': invalid move 'zz': 'zz' is not a square (a1 to e5).",
    ]
