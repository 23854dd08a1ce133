"""Issue 34's findings at the table, without a browser: nothing a player has is lost on either
page. Games set aside are kept among the recent games, every write is checked, writes of two tabs
within the same moment keep both games, and every entry the page reads is read safely. Each check
runs under CPython (tests/test_controller.py) and, all together, under MicroPython in Node.
"""

import json

from controller_checks import play, two_players
from fake_page import DictStore, open_page, seated
from kitty_checks import kitty, tap

from kitty import Game, record
from kitty.ui.spec import SPEC as KITTY
from mixtour.ui import link
from mixtour.ui.spec import SPEC
from table import keeping, keeping_words, saved
from table import state as layout

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

KEYS = saved.Keys(SPEC.key_prefix)
KITTY_KEYS = saved.Keys(KITTY.key_prefix)


def link_of(*played: str) -> str:
    """The address of a two-player game by link with ``played``."""
    state = layout.write(two_players()[0].table)
    state["moves"] = list(played)
    return "https://example.org/#" + link.write(state)


def moves(controller: "Any") -> "list[str]":
    return list(controller.table.texts())


def recent_moves(controller: "Any") -> "list[list[str]]":
    """The recent games' moves, newest first."""
    return [table.texts() for _, table in controller.keeper.recent()]


# -- 1: games are never pushed out ---------------------------------------------------------


def check_two_links_in_a_row_keep_the_game_they_replace() -> None:
    store = DictStore()
    controller, page = two_players("c3", "d4", "e5", store=store)
    controller.address_changed(link_of("e1"))
    controller.address_changed(link_of("e2"))
    assert moves(controller) == ["e2"]
    assert recent_moves(controller) == [["e1"], ["c3", "d4", "e5"]]
    assert page.notices["kept"].text.startswith("Opened the game from the link. The game you had")
    controller.act("restore-previous", {})  # the latest: e1
    assert moves(controller) == ["e1"]
    key = controller.keeper.recent()[-1][0]  # the oldest: the game of three moves
    controller.act("restore-previous", {"key": key})
    assert moves(controller) == ["c3", "d4", "e5"]
    assert ["e2"] in recent_moves(controller) and ["e1"] in recent_moves(controller)


def check_two_new_games_in_a_row_keep_both_and_the_list_shows_them() -> None:
    store = DictStore()
    controller, page = two_players("c3", "d4", store=store)
    controller.act("again", {})
    play(controller, "e5")
    controller.act("again", {})
    assert recent_moves(controller) == [["e5"], ["c3", "d4"]]
    controller.act("import", {})
    listed = page.element("recent-list").markup
    assert listed.count('data-action="restore-previous"') == 2, listed
    # Who played each game, as the mode line says it (a tester could not tell them apart).
    said = " · Two players on this device: 2 moves. Last move: d4. White to move.</span>"
    assert "2026-11-22 10:" in listed and said in listed, listed
    assert page.text("recent-none") == ""
    controller.act("close-dialog", {"dialog": "import"})
    controller.new_game(*seated(level="beginner"))
    play(controller, "c3")  # the computer (Red) to move
    controller.act("again", {})
    controller.act("import", {})
    said = " · You (White) against the computer (beginner): 1 move. Last move: c3. Red to move."
    assert said + "</span>" in page.element("recent-list").markup


def check_only_the_latest_five_are_kept_and_the_old_slot_is_one_of_them() -> None:
    old = layout.write(two_players("a1")[0].table)
    store = DictStore({KEYS.previous: saved.encode(old, "2026-11-01T00:00:00.000Z")})
    controller, _ = two_players("c3", store=store)
    assert recent_moves(controller)[-1] == ["a1"]
    for square in ("b2", "c4", "d4", "e5", "a2"):
        controller.address_changed(link_of(square))
    assert len(recent_moves(controller)) == keeping.RECENT
    assert recent_moves(controller)[0] == ["e5"] and ["a1"] not in recent_moves(controller)


def check_going_back_to_a_recent_game_with_five_kept_lets_none_go() -> None:
    # The game in play was kept before the one opened left the list: a sixth, and the oldest
    # (a2) went, on a swap the notice called keeping "the other game too".
    store = DictStore()
    controller, _ = two_players("a2", store=store)
    for square in ("a3", "a4", "a5", "b1", "b2"):
        controller.act("again", {})
        play(controller, square)
    assert recent_moves(controller) == [["b1"], ["a5"], ["a4"], ["a3"], ["a2"]]
    key = controller.keeper.recent()[0][0]
    controller.act("restore-previous", {"key": key})
    assert moves(controller) == ["b1"]
    assert recent_moves(controller) == [["b2"], ["a5"], ["a4"], ["a3"], ["a2"]]


def check_games_alike_set_aside_in_the_same_minute_are_told_apart_by_their_last_move() -> None:
    # Five lines read "... · Two players on this device: 1 move. Red to move." (tester15).
    controller, page = two_players("a2")
    for square in ("a3", "a4", "a5", "b1", "b2"):
        controller.act("again", {})
        play(controller, square)
    controller.act("import", {})
    lines = [
        line.split("</span>")[0] for line in page.element("recent-list").markup.split("<span>")[1:]
    ]
    assert len(lines) == 5 and len(set(lines)) == 5, lines
    assert lines[0].endswith(": 1 move. Last move: b1. Red to move."), lines


def check_a_game_undone_is_listed_by_the_moves_redo_offers() -> None:
    # A game undone to its start was listed among the recent games as "0 moves", as if nothing
    # had been played: the player did not recognise the game kept.
    controller, page = two_players("c3", "d4", "e5")
    for _ in range(3):
        controller.act("undo", {})
    controller.act("again", {})
    play(controller, "a1")
    play(controller, "b2")
    controller.act("undo", {})
    controller.act("again", {})
    controller.act("import", {})
    listed = page.element("recent-list").markup
    assert ": 3 moves, all undone. White to move.</span>" in listed, listed
    assert ": 1 move and 1 undone. Last move: a1. Red to move.</span>" in listed, listed


def check_a_game_undone_to_its_start_is_kept_like_any_other() -> None:
    # Every move taken back (Redo still offers them): New game and a recent game opened over it
    # threw it away, the notice saying it was kept.
    store = DictStore()
    controller, page = two_players("c3", "d4", store=store)
    controller.act("again", {})
    play(controller, "e5")
    controller.act("undo", {})
    controller.act("again", {})
    assert len(recent_moves(controller)) == 2, recent_moves(controller)
    controller.act("restore-previous", {})  # the latest: the game undone to its start
    # The new game left had no moves: nothing was kept in its place, and no way back is offered
    # (it said "The other game is kept too." with Switch back, which then found nothing).
    assert page.notices["kept"].text == keeping_words.BACK_TO_KEPT
    assert page.notices["kept"].actions == []
    controller.act("redo", {})
    assert moves(controller) == ["e5"]
    controller.act("undo", {})
    key = next(key for key, table in controller.keeper.recent() if table.texts() == ["c3", "d4"])
    controller.act("restore-previous", {"key": key})
    assert moves(controller) == ["c3", "d4"]
    controller.act("restore-previous", {})  # Switch back
    controller.act("redo", {})
    assert moves(controller) == ["e5"]


def check_a_refused_recent_copy_holds_the_game_and_saves_nothing_over_it() -> None:
    store = DictStore()
    controller, page = two_players("c3", "d4", store=store)
    written = store.items[KEYS.game]
    store.refuse = True
    controller.act("again", {})
    assert page.notices["game"].text == keeping_words.NOT_KEPT  # not "kept"
    assert page.attribute("autosave", "data-state") == "failed"
    store.refuse = False
    play(controller, "e5")
    assert store.items[KEYS.game] == written  # the held game is not saved over
    controller.act("restore-previous", {})
    assert moves(controller) == ["c3", "d4"]
    assert recent_moves(controller) == [["e5"]]  # the game it replaced, kept in turn


def check_a_second_game_storage_cannot_keep_is_refused_not_lost() -> None:
    store = DictStore()
    controller, page = two_players("c3", store=store)
    store.refuse = True
    controller.address_changed(link_of("e1"))
    play(controller, "e2")
    controller.address_changed(link_of("a1"))  # nothing could keep the game with e1 e2
    assert moves(controller) == ["e1", "e2"]
    assert page.notices["game"].text == keeping_words.REFUSED_NOT_KEPT
    controller.act("download-held", {})
    assert page.downloads[-1][1].rstrip().endswith("c3 *"), page.downloads[-1]
    store.refuse = False
    controller.act("again", {})
    assert recent_moves(controller) == [["e1", "e2"]]


# -- 2: every write is checked ---------------------------------------------------------------


def check_a_refused_autosave_is_said_at_once_with_save_and_copy() -> None:
    store = DictStore()
    controller, page = two_players("c3", store=store)
    store.refuse = True
    play(controller, "d4")
    notice = page.notices["storage"]
    assert notice.text == keeping_words.NOT_SAVED and notice.kind == "warn"
    assert [action for action, _ in notice.actions][:2] == ["export", "copy-link"]
    store.refuse = False
    play(controller, "e5")
    assert "storage" not in page.notices


def check_kitty_full_storage_never_claims_an_unreadable_save_is_kept() -> None:
    broken = '{"record": [1, 2], "seats": ["person", "person"]}'
    store = DictStore({KITTY_KEYS.game: broken})
    store.refuse = True
    controller, page = kitty(store)
    text = page.notices["unreadable"].text
    assert "is left where it was" in text and "is kept" not in text, text
    store.refuse = False
    tap(controller, "c4")
    assert store.items[KITTY_KEYS.game] == broken


# -- 3: one owner per game; writes a moment apart drop nothing --------------------------------


class Lagging:
    """One tab's view of shared storage as a browser gives it: its own writes at once, the other
    tabs' only once their storage event reaches it (`deliver`)."""

    def __init__(self, shared: DictStore) -> None:
        self.shared = shared
        self.seen = dict(shared.items)

    def get(self, key: str) -> str | None:
        return self.seen.get(key)

    def set(self, key: str, value: str) -> bool:
        self.seen[key] = value
        return self.shared.set(key, value)

    def remove(self, key: str) -> None:
        self.seen.pop(key, None)
        self.shared.remove(key)

    def keys(self) -> "list[str]":
        return list(self.seen)

    def size(self, key: str) -> int:
        value = self.seen.get(key)
        return -1 if value is None else len(value)

    def move(self, key: str, new_key: str) -> bool:
        return False

    def deliver(self) -> "list[tuple[str, str]]":
        """The other tabs' writes, now seen here: their storage events."""
        events = [
            (key, value) for key, value in self.shared.items.items() if self.seen.get(key) != value
        ]
        self.seen = dict(self.shared.items)
        return events


def tab(shared: DictStore) -> "tuple[Any, Any, Lagging]":
    lagging = Lagging(shared)
    controller, page = open_page(lagging)  # type: ignore[arg-type]
    return controller, page, lagging


def check_two_tabs_moving_the_same_moment_keep_both_moves() -> None:
    shared = DictStore()
    first, _, first_store = tab(shared)
    first.new_game(*layout_two())
    play(first, "c3")
    second, second_page, second_store = tab(shared)
    assert moves(second) == ["c3"]
    play(first, "d4")  # each moves before the other's write reaches it
    play(second, "e5")
    for controller, store in ((first, first_store), (second, second_store)):
        for key, value in store.deliver():
            controller.storage_changed(key, value)
    games = [moves(first), moves(second)]
    games += recent_moves(first) + recent_moves(second)
    assert ["c3", "d4"] in games and ["c3", "e5"] in games, games
    assert moves(first) == moves(second) == ["c3", "e5"]
    assert "game" in second_page.notices or recent_moves(first) == [["c3", "d4"]]


def check_a_recent_game_another_tab_opened_is_said_gone_and_the_list_follows() -> None:
    # Tab A's Open dialog still listed a game tab B had opened; its Open said "There is no
    # previous game to go back to." and the stale list stayed.
    shared = DictStore()
    first, first_page, first_store = tab(shared)
    first.new_game(*layout_two())
    play(first, "c3")
    first.act("again", {})
    play(first, "d4")
    second, _, _ = tab(shared)
    first.act("import", {})
    key = first.keeper.recent()[0][0]
    assert key in first_page.element("recent-list").markup
    second.act("restore-previous", {"key": key})
    assert moves(second) == ["c3"]
    first_store.deliver()  # tab A sees the storage as it now is
    first.act("restore-previous", {"key": key})
    # Said in the dialog, over its list (a notice under the dialog was dimmed, or unseen on
    # a phone).
    gone = keeping_words.RECENT_GONE
    assert first_page.text("import-error") == gone and first_page.shown("import-error")
    assert first_page.last_announced() == gone
    assert moves(first) == ["d4"] and "import" in first_page.dialogs
    listed = first_page.element("recent-list").markup
    assert key not in listed, listed  # the game tab B set aside in its place is listed instead
    assert listed.count('data-action="restore-previous"') == 1, listed


def layout_two() -> "tuple[Any, Any]":
    options, seats = two_players()[0].table.options, ("person", "person")
    return options, seats


def check_a_tab_that_saw_the_other_s_game_takes_it_without_a_copy() -> None:
    shared = DictStore()
    first, _, first_store = tab(shared)
    first.new_game(*layout_two())
    play(first, "c3")
    second, _, _ = tab(shared)
    play(second, "d4")
    for key, value in first_store.deliver():
        first.storage_changed(key, value)
    assert moves(first) == ["c3", "d4"] and recent_moves(first) == []


def check_kitty_against_the_computer_moves_only_in_the_owning_tab() -> None:
    store = DictStore()
    owner, owner_page = kitty(store)
    other, other_page = kitty(store)
    other.tab_changed("elsewhere")
    tap(owner, "c4")
    other.storage_changed(KITTY_KEYS.game, store.items[KITTY_KEYS.game])
    assert moves(other) == moves(owner) == ["c4"]
    assert owner_page.requests and not other_page.requests  # only the owner asks its computer
    assert "tab" in other_page.notices


def check_kitty_new_game_and_open_game_keep_the_game_they_replace() -> None:
    store = DictStore()
    controller, page = kitty(store)
    tap(controller, "c4")
    controller.act("start", {})  # New game's Start, the dialog's choices as they were
    assert moves(controller) == [] and page.notices["kept"].actions[0][0] == "restore-previous"
    tap(controller, "d4")
    game = Game(2, seed=3)
    game.play("pass")
    controller.act("import", {})
    page.element("import-text").value = record.write(game)
    controller.act("import-open", {})
    assert [played[:1] for played in recent_moves(controller)] == [["d4"], ["c4"]]


def check_the_other_game_s_record_or_link_says_which_game_it_is() -> None:
    # A Kitty link pasted on Mixtour's page was "move 1 'http://…': invalid move…"; a Mixtour
    # record on Kitty's, "the Game tag is missing"; a Kitty link at Mixtour's address, "the link
    # begins with the field 'k'"; a Mixtour record's moves alone on Kitty's, "the Game tag is
    # missing" too.
    kitty_game = Game(2, seed=3)
    kitty_game.play("pass")
    kitty_record = record.write(kitty_game)
    kitty_link = "https://example.org/kitty.html#k=1&n=2&s=5&r=3&m=pass"
    mixtour, mixtour_page = two_players("c3")
    mixtour_record = mixtour.spec.records.export_record(mixtour.table, "2026-11-27")
    kitty_table, kitty_page = kitty()
    tap(kitty_table, "c4")
    opened = [
        (mixtour, mixtour_page, kitty_record, "record cannot be read", "Kitty Stack Tower"),
        (mixtour, mixtour_page, kitty_link, "link cannot be opened", "Kitty Stack Tower"),
        (kitty_table, kitty_page, mixtour_record, "record cannot be read", "Mixtour"),
        (kitty_table, kitty_page, "1. a1 e5 *", "record cannot be read", "Mixtour"),
        (kitty_table, kitty_page, link_of("e1"), "link cannot be opened", "Mixtour"),
    ]
    for controller, page, text, what, game in opened:
        before = moves(controller)
        controller.act("import", {})
        page.element("import-text").value = text
        controller.act("import-open", {})
        said = page.text("import-error")
        assert what in said and f"it is a game of {game}, to open on the {game} page" in said
        assert moves(controller) == before, said
        controller.act("close-dialog", {"dialog": "import"})
    mixtour.address_changed(kitty_link)
    said = mixtour_page.notices["game"].text
    assert said.startswith("This game link cannot be opened: it is a game of Kitty Stack Tower")
    assert moves(mixtour) == ["c3"]


# -- 4: every entry read safely ----------------------------------------------------------------

HUGE = "x" * (layout.MAX_LENGTH + 10)
NESTED = "[" * 5000 + "]" * 5000


def bad_values(key: str) -> "list[str]":
    """What a hostile or broken browser may hold under ``key``."""
    return [HUGE, NESTED, "{}", "[]", "null", '"on"', '{"record": [1]}', '{"record": {}}', "\x00"]


def site_keys(spec: "Any") -> "list[str]":
    """Every key the page writes for the game ``spec``, and its settings."""
    keys = saved.Keys(spec.key_prefix)
    return [
        keys.game,
        keys.previous,
        keys.recent("2026-11-22T10:00:00.000Z"),
        keys.unreadable("2026-11-22T10:00:00.000Z"),
        "mixtour.eval-bar.v1",
        spec.key_prefix + "tutorial.v1",
        spec.key_prefix + "puzzles.v1",
    ]


def check_every_key_with_any_value_leaves_the_page_playable() -> None:
    for spec, first in ((SPEC, "c3"), (KITTY, "c4")):
        for key in site_keys(spec):
            for value in bad_values(key):
                page_controller, _ = open_page(DictStore({key: value}), spec=spec)
                for action in ("import", "restore-previous", "export", "eval-switch", "tutorial"):
                    page_controller.act(action, {})
                page_controller.act("close-dialog", {"dialog": "import"})
                page_controller.leave_lessons()
                page_controller.new_game()
                cell = spec.parse_cell(page_controller.table, first)
                page_controller.input.click_board(cell, None)
                assert page_controller.table.plies == 1, (key, value[:20])


def check_the_puzzle_and_lesson_keys_read_only_what_the_page_wrote() -> None:
    keys = site_keys(SPEC)
    store = DictStore({keys[5]: "0," * 5000, keys[6]: json.dumps([1] * 10)})
    controller, _ = open_page(store)
    assert controller.keeper.setting(keys[5]) is None  # longer than any progress written
    assert controller.keeper.setting(keys[6], 100) == "[1, 1, 1, 1, 1, 1, 1, 1, 1, 1]"


# -- 5: linear readers (their figures: tools/bench_readers.py) ---------------------------------


def check_a_record_of_a_hundred_thousand_comments_is_refused_saying_why() -> None:
    controller, page = two_players("e5")
    controller.act("import", {})
    page.element("import-text").value = "c3 " + "{}" * 99_000
    controller.act("import-open", {})
    assert "the record holds 99000 comments, more than a game of 5000 moves" in (
        page.text("import-error")
    ), page.text("import-error")
    assert moves(controller) == ["e5"]
    page.element("import-text").value = "c3 {a {b} d4 {c}{d}"  # "{" inside one is its text
    controller.act("import-open", {})
    assert moves(controller) == ["c3", "d4"]
    assert controller.table.comments == {1: "a {b", 2: "c d"}, controller.table.comments


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"nothing lost checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
