"""Keeping games without a browser (issue 7): the autosave entry (`table.saved`), share links
(`mixtour.ui.link`), export and import (`table.transfer`, `mixtour.ui.records`), replaying and
reviewing a game and playing by link (`table.model`). Round trips, strict readers whose every
failure is the project's own error, and the same modules under MicroPython
(`test_keeping_games_runs_under_micropython`).
"""

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from fake_page import open_page, seated
from hypothesis import given, settings
from hypothesis import strategies as st
from micropython_run import micropython_output

from mixtour import MixtourError, parse_square
from mixtour.ui import board, link, panels
from mixtour.ui.options import (
    AI_VS_AI,
    BY_LINK,
    LEVELS,
    RESERVES,
    TARGETS,
    THREE_TARGETS,
    TWO_PLAYERS,
    VS_AI,
    Options,
)
from mixtour.ui.spec import SPEC
from table import links, saved, transfer
from table import panels as table_panels
from table import state as layout
from table.model import Table
from table.seats import FRIEND, PERSON, SPEEDS

ROOT = Path(__file__).resolve().parent.parent
KEYS = saved.Keys(SPEC.key_prefix)

SCORING_GAME = ["b5", "c4", "b4", "b5-b4", "b3", "b4:2-c4", "c4:3-b3", "a3", "b3:4-a3"]


def random_seats(rng: random.Random, players: int) -> "tuple[str, ...]":
    """Seats a table may have: each a person or the computer at a level, or one person and
    friends (by link)."""
    if rng.random() < 0.2:
        seats = [FRIEND] * players
        seats[rng.randrange(players)] = PERSON
        return tuple(seats)
    return tuple(rng.choice((PERSON, *LEVELS)) for _ in range(players))


def random_table(seed: int, plies: int) -> Table:
    """A table whose game has up to ``plies`` random legal moves, some of them undone."""
    rng = random.Random(seed)
    if rng.random() < 0.2:  # a game of three
        options = Options(
            players=3, target=rng.choice(THREE_TARGETS), repetition_draw=rng.random() < 0.7
        )
    else:
        options = Options(
            target=rng.choice(TARGETS),
            reserve=rng.choice(RESERVES),
            repetition_draw=rng.random() < 0.7,
        )
    table = Table(SPEC, options, random_seats(rng, options.players))
    table.set_speed(rng.choice(SPEEDS))
    for _ in range(plies):
        moves = table.game.legal_moves()
        if not moves:
            break
        table.play(rng.choice(moves))
    if table.plies and rng.random() < 0.4:
        table.undo()
    return table


def two_players(*moves: str) -> Table:
    table = Table(SPEC, *seated(TWO_PLAYERS))
    for move in moves:
        table.play(move)
    return table


def state_of(table: Table) -> "dict[str, Any]":
    return layout.write(table)


def read(state: "dict[str, Any]") -> Table:
    return layout.read(SPEC, state)


# -- links -----------------------------------------------------------------------------------


def test_a_link_carries_players_options_and_moves_compactly() -> None:
    table = two_players("c3", "b2", "c3-b2")
    assert link.write(state_of(table)) == "g=1&p=two&t=1&r=20&rep=1&m=c3.b2.c3-b2"
    ai = Table(SPEC, *seated(VS_AI, human="red", level="expert", target=3, reserve=25))
    ai.play("c3")
    assert link.write(state_of(ai)) == "g=1&p=ai&c=r&l=expert&t=3&r=25&rep=1&m=c3"
    watch = Table(SPEC, *seated(AI_VS_AI, level="casual", repetition_draw=False))
    assert link.write(state_of(watch)) == "g=1&p=watch&l=casual&t=1&r=20&rep=0&m="
    # Seats no mode names (two computers at different levels) are written out.
    mixed = Table(SPEC, Options(), ("casual", "expert"))
    assert (
        link.write(state_of(mixed)) == "g=1&p=watch&l=casual&t=1&r=20&rep=1&seats=casual.expert&m="
    )
    assert link.read_game(SPEC, link.write(state_of(mixed))).seats == ("casual", "expert")


def test_a_link_carries_22_pieces_each() -> None:
    table = Table(SPEC, *seated(TWO_PLAYERS, reserve=22))
    table.play("c3")
    text = link.write(state_of(table))
    assert "&r=22&" in text
    opened = link.read_game(SPEC, text)
    assert opened.options.reserve == 22
    assert opened.game.position() == "c3=w r 21/22 0/0 -"


def test_a_game_from_a_position_carries_its_start_with_underscores() -> None:
    table = read(
        {"version": 1, "mode": TWO_PLAYERS, "start": "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -"}
    )
    table.play("a1")
    fragment = link.write(state_of(table))
    assert "&s=e1=rw,c3=w,b4=wwr,e4=wr_w_15/17_0/0_-&m=a1" in fragment
    opened = link.read_game(SPEC, fragment)
    assert SPEC.start(opened.game) == "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -"
    assert opened.game.position() == table.game.position()


def test_by_link_the_link_is_for_the_other_player() -> None:
    controller, page = open_page(ai=False)
    controller.new_game(*seated(BY_LINK, human="white"))
    controller.input.click_board(parse_square("c3"), None)
    controller.act("copy-link", {})
    fragment = page.copied[-1].partition("#")[2]
    assert fragment == "g=1&p=link&c=r&t=1&r=20&rep=1&m=c3"
    theirs = link.read_game(SPEC, fragment)
    assert theirs.seats == (FRIEND, PERSON)  # Red is the person at their device
    assert theirs.human_to_move()  # Red opens it and moves


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60))
def test_link_to_game_to_link_is_exact(seed: int, plies: int) -> None:
    table = random_table(seed, plies)
    state = state_of(table)
    fragment = link.write(state)
    opened = link.read_game(SPEC, fragment)
    read_state = state_of(opened)
    assert link.write(read_state) == fragment
    assert opened.seats == table.seats
    for name in ("mode", "human", "level", "target", "reserve", "repetition_draw", "start"):
        assert read_state[name] == state[name], name
    assert read_state["moves"] == state["moves"]
    assert opened.game.position() == table.game.position()
    # A game of computers only opens paused, so the position can be seen first.
    assert opened.paused == all(seat in LEVELS for seat in table.seats)
    assert state_of(link.read_game(SPEC, "#" + fragment)) == read_state  # with or without '#'


def test_percent_escapes_are_decoded() -> None:
    opened = link.read_game(SPEC, "g=1&p=two&t=1&r=20&rep=1&m=c3.b2.c3%2Db2")
    assert opened.texts() == ["c3", "b2", "c3-b2"]
    start = link.read_game(SPEC, "g=1&p=two&t=1&r=20&rep=1&s=c3=w%20r%2019/20%200/0%20-&m=")
    assert SPEC.start(start.game) == "c3=w r 19/20 0/0 -"


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
        (  # as a saved game's draw offer (`table.state.agree` decides for both)
            "g=1&p=two&t=1&r=20&rep=1&m=b5.c4.b4.b5-b4.b3.b4:2-c4.c4:3-b3.a3.b3:4-a3&o=r",
            "the link offers a draw (o) in a game that is",
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
        (
            "g=1&p=two&t=1&r=20&rep=1&seats=person.chess&m=",
            "the link's seats must each be person, ",
        ),
        (
            "g=1&p=two&t=1&r=20&rep=1&seats=friend.strong&m=",
            "the link's seats by link must be one person (who opens it) and friends",
        ),
    ],
)
def test_a_bad_link_says_what_is_wrong(fragment: str, message: str) -> None:
    with pytest.raises(links.LinkError) as raised:
        link.read_game(SPEC, fragment)
    assert message in str(raised.value)


LINK_PIECES = st.sampled_from(
    ["g=1", "&", "=", "p=two", "p=ai", "c=w", "l=strong", "t=1", "r=20", "rep=1", "m=", "c3", ".",
     "b2", "c3-b2", "s=", "_", "%", "%20", "#", "w", "/", "0", "seats=", "person", "friend"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(LINK_PIECES, st.text(max_size=5)), max_size=16))
def test_any_text_reads_as_a_link_or_raises_a_link_error(pieces: list[str]) -> None:
    text = "".join(pieces)
    try:
        opened = link.read_game(SPEC, text)
    except links.LinkError:
        return
    assert state_of(read(state_of(opened))) == state_of(opened)


# -- the autosave entry ----------------------------------------------------------------------


def test_the_saved_entry_is_the_tables_state_and_when() -> None:
    table = two_players("c3", "d4", "c4")
    table.undo()
    text = saved.encode(state_of(table), "2026-11-22T10:00:00.000Z")
    entry = json.loads(text)
    assert entry["saved"] == "2026-11-22T10:00:00.000Z"
    assert entry["moves"] == ["c3", "d4"]
    assert entry["redo"] == ["c4"]
    assert saved.decode(SPEC, text) == state_of(table)
    assert KEYS.game == "mixtour.game.v1"


def test_a_saved_entry_keeps_a_draw_offer_and_a_resignation() -> None:
    table = two_players("c3")
    table.offer_draw()
    offered = saved.encode(state_of(table), "2026-11-23T10:00:00.000Z")
    assert json.loads(offered)["offer"] == "red"
    assert read(saved.decode(SPEC, offered)).offer == "red"
    table.resign()  # Red, to move, resigns
    ended = saved.decode(SPEC, saved.encode(state_of(table), "2026-11-23T10:00:00.000Z"))
    assert ended["ending"] == "white" and "offer" not in ended
    assert read(ended).status_turn() == "White wins! Red resigned."
    older = json.loads(offered)
    del older["offer"]  # entries written before these fields read as before
    assert saved.decode(SPEC, json.dumps(older))["moves"] == ["c3"]
    older["ending"] = "blue"
    with pytest.raises(
        saved.SavedGameError, match="a game ends by agreement as one of draw, white, red"
    ):
        saved.decode(SPEC, json.dumps(older))


def test_a_saved_entry_of_before_seats_opens_with_the_seats_its_mode_meant() -> None:
    entry = state_of(two_players("c3"))
    del entry["seats"]
    entry.update(mode=VS_AI, human="red", level="casual", saved="2026-11-23T10:00:00.000Z")
    state = saved.decode(SPEC, json.dumps(entry))
    assert state["seats"] == ["casual", "person"]
    assert (
        read(state).status_turn()
        == "Your move: enter a piece on an empty square, or pick up a stack."
    )
    entry.update(mode=BY_LINK, human="white")
    assert saved.decode(SPEC, json.dumps(entry))["seats"] == ["person", "friend"]


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60))
def test_saved_game_to_table_to_saved_game_is_exact(seed: int, plies: int) -> None:
    table = random_table(seed, plies)
    table.pause(seed % 2 == 0)
    text = saved.encode(state_of(table), "2026-11-22T10:00:00.000Z")
    restored = read(saved.decode(SPEC, text))
    assert state_of(restored) == state_of(table)
    assert restored.seats == table.seats
    assert restored.game.position() == table.game.position()
    assert saved.encode(state_of(restored), "2026-11-22T10:00:00.000Z") == text


def _entry(**changes: object) -> str:
    entry: dict[str, Any] = {**state_of(two_players("c3")), "saved": "2026-11-22T10:00:00Z"}
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
        (_entry(seats=["person", "chess"]), "cannot be replayed: a seat is taken by one of"),
        (_entry(seats=["person"]), "cannot be replayed: a game of 2 has 2 seats, one per colour"),
        (_entry(speed="warp"), "cannot be replayed: unknown speed 'warp'"),
    ],
)
def test_a_bad_saved_game_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(saved.SavedGameError) as raised:
        saved.decode(SPEC, text)
    assert message in str(raised.value)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.sampled_from(["c3", "two", "white", ""]),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text(max_size=40),
        JSON.map(json.dumps),
        st.builds(_entry, moves=JSON),
        st.builds(_entry, seats=JSON),
    )
)
def test_any_text_reads_as_a_saved_game_or_raises_a_saved_game_error(text: str) -> None:
    try:
        state = saved.decode(SPEC, text)
    except saved.SavedGameError:
        return
    assert state_of(read(state)) == state


def test_unreadable_entries_are_kept_under_their_own_keys() -> None:
    key = KEYS.unreadable("2026-11-22T10:00:00.000Z")
    assert key == "mixtour.game.v1.unreadable.2026-11-22T10:00:00.000Z"
    later = KEYS.unreadable("2026-11-23T10:00:00.000Z")
    keys = [later, "mixtour.game.v1", key, "other"]
    assert KEYS.unreadable_keys(keys) == [key, later]


def test_a_game_that_continues_another_loses_nothing_of_it() -> None:
    rules = SPEC.options.RULES_FIELDS

    def continues(old: Table, new: Table) -> bool:
        return saved.continues(state_of(old), state_of(new), rules)

    old = two_players("c3", "b2")
    assert continues(old, two_players("c3", "b2", "c3-b2"))
    assert continues(old, old)
    assert not continues(old, two_players("c3"))  # shorter: b2 would be lost
    assert not continues(old, two_players("c3", "d4"))
    assert continues(two_players(), two_players("e5"))  # nothing to lose
    other_rules = Table(SPEC, *seated(TWO_PLAYERS, target=3))
    for move in ("c3", "b2", "c3-b2"):
        other_rules.play(move)
    assert not continues(old, other_rules)
    undone = two_players("c3", "b2")
    undone.undo()  # b2 is in the redo branch: a game without it loses it
    assert not continues(undone, two_players("c3", "d4"))
    assert continues(undone, two_players("c3", "b2", "a1"))


# -- export and import -----------------------------------------------------------------------


def test_the_exported_record_names_the_players_and_reads_back() -> None:
    table = Table(SPEC, *seated(VS_AI, human="red", level="casual", target=3))
    for move in ("c3", "b2", "c3-b2"):
        table.play(move)
    record = SPEC.records.export_record(table, "2026-11-22")
    assert record.startswith('[Game "Mixtour"]\n[Date "2026-11-22"]\n')
    assert '[White "Computer (casual)"]\n[Red "Player"]\n[Target "3"]' in record
    assert record.endswith("1. c3 b2 2. c3-b2 *\n")
    opened, kind = transfer.open_game_text(SPEC, record, table)
    assert kind == transfer.RECORD
    assert state_of(opened) == state_of(table)
    assert SPEC.records.record_filename("2026-11-22") == "mixtour-2026-11-22.txt"


def test_a_resigned_game_is_exported_and_opened_as_resigned() -> None:
    table = two_players("c3", "b2")
    table.resign()  # White, to move, resigns
    record = SPEC.records.export_record(table, "2026-11-23")
    assert '[Result "0-1"]\n[Termination "resignation"]' in record
    opened, kind = transfer.open_game_text(SPEC, record, table)
    assert state_of(opened)["ending"] == "red"
    assert opened.status_turn() == "Red wins! White resigned."
    said = transfer.opened_sentence(opened, kind)
    assert "Red wins! White resigned." in said


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 80))
def test_record_to_game_to_record_through_the_page_is_exact(seed: int, plies: int) -> None:
    table = random_table(seed, plies)
    record = SPEC.records.export_record(table, "2026-11-22")
    again = transfer.open_game_text(SPEC, record, table)[0]
    assert again.game.position() == table.game.position()
    if FRIEND in table.seats:
        # A record is no game by link: it opens with people at every seat, who are named.
        assert again.seats == (PERSON,) * len(table.seats)
        table = read(dict(state_of(table), seats=list(again.seats)))
    assert again.seats == table.seats
    assert SPEC.records.export_record(again, "2026-11-22") == SPEC.records.export_record(
        table, "2026-11-22"
    )


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 80))
def test_position_to_game_to_position_through_the_page_is_exact(seed: int, plies: int) -> None:
    position = random_table(seed, plies).game.position()
    opened, kind = transfer.open_game_text(SPEC, position, two_players())
    assert kind == transfer.POSITION
    assert opened.game.position() == position


def test_import_keeps_who_plays_and_takes_the_rules_from_the_game() -> None:
    current = Table(SPEC, *seated(VS_AI, human="red", level="beginner"))
    opened, kind = transfer.open_game_text(
        SPEC, '[Target "2"]\n[Reserve "25"]\n[Repetition "off"]\n\n1. c3 b2', current
    )
    assert kind == transfer.RECORD
    assert opened.seats == current.seats == ("beginner", PERSON)
    state = state_of(opened)
    assert (state["mode"], state["human"], state["level"]) == (VS_AI, "red", "beginner")
    assert (state["target"], state["reserve"], state["repetition_draw"]) == (2, 25, False)
    assert state["moves"] == ["c3", "b2"]
    position, kind = transfer.open_game_text(SPEC, "  c3=w r 19/20 0/0 -\n", current)
    assert kind == transfer.POSITION
    assert SPEC.start(position.game) == "c3=w r 19/20 0/0 -"
    assert position.texts() == []
    pasted = "https://example.org/mixtour/#g=1&p=two&t=1&r=20&rep=1&m=c3"
    from_link, kind = transfer.open_game_text(SPEC, pasted, current)
    assert kind == transfer.LINK
    assert from_link.seats == (PERSON, PERSON)  # a link brings its own players
    assert transfer.opened_sentence(from_link, kind) == (
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
        ("- w 30/30 0/0 -", "This position cannot be read: it gives each player 30 pieces; "
         "this page plays with 20, 22 or 25."),
        ("https://x.org/#g=1&p=two&t=1&r=20&rep=1&m=c3.c3", "This game link cannot be opened: "
         "the link's move 2 'c3' cannot be played"),
        ("x" * 200_001, "This is too long to be a game"),
    ],
)  # fmt: skip
def test_a_bad_import_says_what_it_took_the_text_for_and_what_is_wrong(
    text: str, message: str
) -> None:
    with pytest.raises(transfer.GameTextError) as raised:
        transfer.open_game_text(SPEC, text, two_players())
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
        opened, _ = transfer.open_game_text(SPEC, text, two_players())
    except transfer.GameTextError:
        return
    except MixtourError as error:  # pragma: no cover - the assertion explains the failure
        pytest.fail(f"{type(error).__name__} instead of GameTextError for {text!r}")
    assert state_of(read(state_of(opened))) == state_of(opened)


# -- replaying and reviewing -----------------------------------------------------------------


def test_reviewing_shows_an_earlier_position_without_changing_the_game() -> None:
    table = two_players(*SCORING_GAME[:6])
    live = table.game.position()
    assert table.review_to(2) == "Viewing move 2 of 6: Red played c4."
    assert table.shown().position() == two_players("b5", "c4").game.position()
    assert table.game.position() == live
    assert state_of(table) == state_of(two_players(*SCORING_GAME[:6]))  # nothing to save
    assert table.status_turn() == "Viewing move 2 of 6: Red played c4."
    assert not table.human_to_move()
    assert not table.can_undo()
    assert not table.can_redo()
    assert table.review_step(-1) == "Viewing move 1 of 6: White played b5."
    assert table.review_step(-1) == "Viewing the start of the game, before move 1 of 6."
    assert table.review_step(-1) is None  # nothing before the start
    table.review_to(5)
    said = table.review_step(1)  # the last move, named: back to the game
    assert said is not None
    assert said.startswith("Viewing move 6 of 6: Red played b4:2-c4. Back to the game. White to")
    assert table.review is None
    assert table.review_step(1) is None


def test_the_board_and_cards_show_the_reviewed_position() -> None:
    table = two_players(*SCORING_GAME)  # White has scored
    table.review_to(3)
    svg = board.render(board.table_scene(table))
    assert 'data-square="b4" data-height="1"' in svg
    assert 'data-square="b5" data-height="1"' in svg
    assert "Board at move 3 of 9, an earlier position" in svg
    cards = panels.players(table)
    assert 'data-score="0"' in cards and 'data-score="1"' not in cards
    assert "to move" not in cards  # the past: nobody is to move
    moves = table_panels.move_list(table)
    assert re.findall(r'data-ply="(\d)"', moves) == [str(n) for n in range(1, 10)]
    assert 'class="move w shown" data-action="goto" data-ply="3" aria-current="step"' in moves


def test_a_tap_while_reviewing_plays_nothing_and_says_why() -> None:
    table = two_players("c3", "b2")
    table.review_to(1)
    said = table.hand.click(table, parse_square("a1"))
    assert said is not None and "Play from here" in said
    assert table.texts() == ["c3", "b2"]


def test_playing_on_from_an_earlier_move_turns_the_later_moves_into_redo() -> None:
    table = two_players("c3", "b2", "c3-b2", "d4")
    table.review_to(1)
    assert table.later_moves() == 3
    said = table.branch()
    assert said is not None and said.startswith(
        "Playing on from move 1: the next move replaces the 3 moves that followed"
    )
    assert table.texts() == ["c3"]
    assert table.redo_moves == ["d4", "c3-b2", "b2"]
    table.play("e5")  # a different move: the old continuation is gone
    assert table.redo_moves == []
    assert table.review is None


def test_the_ai_never_moves_while_the_game_is_reviewed() -> None:
    controller, page = open_page()
    controller.new_game(*seated(VS_AI, human="white"))
    controller.input.click_board(parse_square("c3"), None)
    request = page.requests[-1][0]
    assert request["moves"] == ["c3"] and controller.wants(request)
    controller.act("first", {})
    table = controller.table
    assert not table.ai_to_move()
    assert not controller.wants(request)  # the request was dropped
    position = table.game.position()
    controller.ai_replied({"id": request["id"], "ok": True, "move": "b2", "position": position})
    assert table.texts() == ["c3"]
    asked = len(page.requests)
    controller.act("live", {})
    assert table.ai_to_move()  # and it is asked again
    assert len(page.requests) == asked + 1 and page.requests[-1][0]["moves"] == ["c3"]


def test_ai_against_ai_pauses_when_played_on_from_an_earlier_move() -> None:
    table = Table(SPEC, *seated(AI_VS_AI))
    for move in ("c3", "b2"):
        table.play(move)
    table.review_to(1)
    table.branch()
    assert table.paused


# -- playing by link -------------------------------------------------------------------------


def test_by_link_each_player_moves_only_their_colour_and_nobody_asks_the_ai() -> None:
    controller, page = open_page()
    controller.new_game(*seated(BY_LINK, human="white"))
    table = controller.table
    assert table.human_to_move()
    assert table.mode_line() == (
        "You (White) against a friend, by link · no computer help · first to 1 point · 20 pieces"
        " each"
    )
    assert (table.player_name("white"), table.player_name("red")) == ("You", "Friend")
    controller.input.click_board(parse_square("c3"), None)
    assert not table.human_to_move()
    assert not table.ai_to_move()
    assert page.requests == []  # the AI is ready, and asked nothing
    assert table.status_turn() == "Waiting for Red, who plays on your friend's device."
    assert table.hand.click(table, parse_square("b2")) == (
        "Waiting for Red, who plays on your friend's device."
    )
    assert table.can_undo()  # before sending it, a move can be taken back
    assert table.title() == "Mixtour"
    controller.act("copy-link", {})
    theirs = link.read_game(SPEC, page.copied[-1].partition("#")[2])
    assert theirs.status_turn() == (
        "Your move: enter a piece on an empty square, or pick up a stack."
    )
    assert theirs.title() == "Your move · Mixtour"


def test_the_link_format_is_what_the_readme_says() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"#(g=1&p=[^\s`]+)", readme)
    assert example, "the README shows an example link"
    opened = link.read_game(SPEC, example.group(1))
    assert link.write(state_of(opened)) == example.group(1)


@pytest.mark.runtime
@pytest.mark.timeout(120)
def test_keeping_games_runs_under_micropython(tmp_path: Path) -> None:
    # The page runs these modules under MicroPython: the same round trips and errors.
    script = tmp_path / "keeping_check.py"
    script.write_text(
        """
from mixtour.ui import board, link
from mixtour.ui.options import BY_LINK, WHITE, Options, seats_of
from mixtour.ui.spec import SPEC
from table import panels, saved, sharing, transfer
from table import state as layout
from table.model import Table
table = Table(SPEC, Options(), seats_of(BY_LINK, WHITE, "strong"))
for move in ["b5", "c4", "b4", "b5-b4", "b3"]:
    table.play(move)
state = layout.write(table)
fragment = link.write(sharing.link_state(table))
print(fragment)
print(layout.write(link.read_game(SPEC, link.write(state))) == state)
text = saved.encode(state, "2026-11-22T10:00:00Z")
print(saved.decode(SPEC, text) == state)
record = SPEC.records.export_record(table, "2026-11-22")
print(transfer.open_game_text(SPEC, record, table)[0].texts() == state["moves"])
print(transfer.open_game_text(SPEC, "c3=w r 19/20 0/0 -", table)[1])
print(table.review_to(2))
board.render(board.table_scene(table))
panels.move_list(table)
print(table.branch())
for reader, text in ((link.read_game, "g=1&p=two&t=1&r=20&rep=1&m=c3.c3"),
                     (saved.decode, '{"version": 1, "saved": "2026-11-22T10:00:00Z"}'),
                     (transfer.open_game_text, "1. c3 zz")):
    try:
        reader(SPEC, text) if reader is not transfer.open_game_text else reader(SPEC, text, table)
    except Exception as error:
        print(type(error).__name__, error)
""",
        encoding="utf-8",
    )
    assert micropython_output(script).splitlines() == [
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
        "SavedGameError the saved game has no 'speed'",
        "GameTextError This game record cannot be read (nor is it a position or a game link):"
        " record line 1: move 2 'zz': invalid move 'zz': 'zz' is not a square (a1 to e5).",
    ]
