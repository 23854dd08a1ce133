"""What the page does, checked without a browser: the controller and the keeping of games over a
fake page (`fake_page.py`) and a dict for storage.

Each ``check_*`` function is one behaviour a player would notice. pytest runs them under CPython
(`test_controller.py`); run as a script, this runs them all under whatever Python runs it, which is
how `test_controller.py` checks them under MicroPython too (the page's Python):

    node tests/runtimes/run_micropython.mjs tests/controller_checks.py
"""

import json

from fake_page import DictStore, open_page, seated

from mixtour import Game, parse_square
from mixtour.ui import link
from mixtour.ui.options import AI_VS_AI, BY_LINK, TWO_PLAYERS
from mixtour.ui.spec import SPEC
from table import saved
from table import state as layout
from table import words as table_words
from table.screen import Key

KEYS = saved.Keys(SPEC.key_prefix)

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# White ends this hot-seat game by building a 5-stack topped by White on a3.
SCORING_GAME = ["b5", "c4", "b4", "b5-b4", "b3", "b4:2-c4", "c4:3-b3", "a3", "b3:4-a3"]


def sq(name: str) -> int:
    return parse_square(name)


def two_players(
    *moves: str, store: DictStore | None = None, options: "tuple[Any, Any] | None" = None
) -> "Any":
    """A page with a two-player game (``options``: other rules) and ``moves`` played by
    clicks."""
    controller, page = open_page(store)
    controller.new_game(*(options or seated(TWO_PLAYERS)))
    for move in moves:
        play(controller, move)
    return controller, page


def play(controller: "Any", move: str) -> None:
    """Play a move in notation by clicks, as a player does."""
    if len(move) == 2:
        controller.input.click_board(sq(move), None)
        return
    count = int(move[3]) if ":" in move else 1
    controller.input.click_board(sq(move[:2]), count)
    controller.input.click_board(sq(move[-2:]), None)


def moves(controller: "Any") -> "list[str]":
    return [str(move) for move in controller.table.game.moves]


def stored(store: DictStore) -> "dict[str, Any]":
    return dict(json.loads(store.items[KEYS.game]))


def reply_to(page: "Any", game: Game, move: str, index: int = -1) -> "dict[str, Any]":
    """The worker's reply to the page's request ``index``: ``move`` played in ``game``."""
    request = page.requests[index][0]
    return {"id": request["id"], "ok": True, "move": move, "position": game.position()}


# -- autosave and resume ---------------------------------------------------------------------


def check_the_board_the_build_drew_stays_and_a_link_draws_its_own() -> None:
    controller, page = open_page(prerendered=True)
    prerendered = page.board
    assert page.board_drawings == 0  # a first visit: the build's board is the table's
    controller.render()  # nothing changed: kept
    assert page.board_drawings == 0
    assert controller.input.key(Key("ArrowUp", sq("c3")))  # the keyboard's cell is c4 now
    controller.render()
    assert page.board_drawings == 1 and page.board != prerendered
    assert page.board == SPEC.board(controller.table, sq("c4"), False, [])
    sender, sent = open_page()
    sender.new_game(*seated(BY_LINK))
    play(sender, "c3")
    sender.act("send-move", {})
    friend, seen = open_page(address=sent.copied[-1], prerendered=True, ai=False)
    assert moves(friend) == ["c3"] and seen.board_drawings > 0
    assert seen.board == SPEC.board(friend.table, friend.input.cursor, False, [])


def check_a_reload_resumes_the_game_exactly() -> None:
    store = DictStore()
    controller, page = open_page(store)
    controller.new_game(*seated(TWO_PLAYERS, target=3, reserve=25))
    for move in ("c3", "d4", "c4", "c3-c4", "e5"):
        play(controller, move)
    controller.act("undo", {})  # e5 waits in the redo branch
    entry = stored(store)
    assert entry["moves"] == ["c3", "d4", "c4", "c3-c4"], entry
    assert entry["redo"] == ["e5"]
    status = page.text("status")
    again, reopened = open_page(store)
    assert moves(again) == ["c3", "d4", "c4", "c3-c4"]
    assert reopened.text("mode-line") == (
        "Two players on this device · no computer help · first to 3 points · 25 pieces each"
    )
    assert reopened.text("status") == status
    assert not reopened.element("redo").disabled
    assert reopened.notices == {}  # nothing to report
    again.act("redo", {})
    assert moves(again) == ["c3", "d4", "c4", "c3-c4", "e5"]


def check_an_unchanged_table_is_not_written_again() -> None:
    store = DictStore()
    controller, _ = two_players("c3", store=store)
    written = store.items[KEYS.game]
    controller.render()
    controller.act("dismiss", {})
    assert store.items[KEYS.game] == written  # the same stamp: not rewritten


def check_reviewing_writes_nothing() -> None:
    store = DictStore()
    controller, _ = two_players("c3", "d4", store=store)
    written = store.items[KEYS.game]
    controller.act("first", {})
    assert controller.table.review == 0
    assert store.items[KEYS.game] == written


def check_a_corrupted_save_is_kept_reported_and_downloadable() -> None:
    broken = '{"version": 1, "mode": "two", "moves": ["c3", "c3"'  # cut short
    store = DictStore({KEYS.game: broken})
    controller, page = open_page(store)
    notice = page.notices["unreadable"]
    assert notice.text == (
        "Your saved game could not be read: the saved game is not valid JSON. A new game has "
        "started. It is kept in this browser, so you can still download it."
    ), notice.text
    assert notice.kind == "warn"
    assert moves(controller) == []
    kept = controller.keeper.kept_aside()
    assert len(kept) == 1 and store.items[kept[0]] == broken
    assert notice.key == kept[0]
    controller.act("download-kept", {"key": notice.key})
    assert page.downloads == [("mixtour-unreadable-save-2026-11-22.txt", broken)]
    # Still listed in Save game… until the player deletes it.
    controller.act("export", {})
    assert page.shown("kept") and kept[0] in page.element("kept-list").markup
    controller.act("delete-kept", {"key": kept[0]})
    assert controller.keeper.kept_aside() == []
    assert not page.shown("kept")
    assert page.text("export-status") == "Deleted the unreadable saved game."


def check_a_save_from_an_incompatible_version_is_kept_too() -> None:
    newer = json.dumps({"version": 2, "board": "something new"})
    store = DictStore({KEYS.game: newer})
    _, page = open_page(store)
    assert "the saved game has format 2, which this version of the page cannot read" in (
        page.notices["unreadable"].text
    )
    kept = [key for key in store.items if key.startswith(KEYS.unreadable_prefix)]
    assert [store.items[key] for key in kept] == [newer]


def check_an_unreadable_save_storage_cannot_keep_aside_is_never_overwritten() -> None:
    broken = "{not json"
    store = DictStore({KEYS.game: broken})
    store.refuse = True
    controller, page = open_page(store)
    assert "It is left where it was and this game is not saved until you download it." in (
        page.notices["unreadable"].text
    )
    store.refuse = False
    play(controller, "c3")
    assert store.items[KEYS.game] == broken  # not saved over
    controller.act("download-kept", {"key": ""})
    assert page.downloads[-1][1] == broken
    assert stored(store)["moves"] == ["c3"]  # downloaded: saving goes on


def check_a_browser_that_refuses_storage_is_told_and_the_game_goes_on() -> None:
    store = DictStore()
    store.refuse = True
    controller, page = open_page(store)
    play(controller, "c3")
    assert page.attribute("autosave", "data-state") == "failed"
    assert page.text("autosave") == (
        "This browser does not let the page keep the game: use Save game… for a copy."
    )
    assert moves(controller) == ["c3"]
    store.refuse = False
    play(controller, "b2")
    assert page.attribute("autosave", "data-state") == "saved"
    assert page.text("autosave") == "Saved in this browser as you play."


def check_another_tab_s_game_is_shown_so_neither_saves_an_older_one() -> None:
    store = DictStore()
    first, first_page = two_players("c3", store=store)
    second, _ = open_page(store)
    assert moves(second) == ["c3"]
    play(second, "b2")
    first.storage_changed(KEYS.game, store.items[KEYS.game])
    assert moves(first) == ["c3", "b2"]
    assert "went on in another tab" in first_page.last_announced()
    play(first, "c3-b2")
    assert stored(store)["moves"] == ["c3", "b2", "c3-b2"]
    # Its own write, another key or an unreadable entry change nothing here.
    announced = len(first_page.announced)
    first.storage_changed(KEYS.game, store.items[KEYS.game])
    first.storage_changed("elsewhere", "{}")
    first.storage_changed(KEYS.game, "{broken")
    assert moves(first) == ["c3", "b2", "c3-b2"]
    assert len(first_page.announced) == announced


# -- the previous game -----------------------------------------------------------------------


def check_a_new_game_keeps_the_unfinished_one_and_can_swap_back() -> None:
    store = DictStore()
    controller, page = two_players("c3", "d4", store=store)
    controller.act("again", {})
    assert moves(controller) == []
    notice = page.notices["kept"]
    assert notice.text == "New game started. The unfinished game is kept: you can go back to it."
    assert notice.actions[0] == ("restore-previous", "Back to that game")
    play(controller, "e5")
    controller.act("restore-previous", {})
    assert moves(controller) == ["c3", "d4"]
    assert page.last_announced().startswith("Back to your previous game. ")
    assert page.notices["kept"].actions[0] == ("restore-previous", "Switch back")
    controller.act("restore-previous", {})  # a swap: either can come back
    assert moves(controller) == ["e5"]


def check_the_kept_game_notice_waits_for_the_player_as_a_warning_does() -> None:
    controller, page = two_players("c3", "d4")
    controller.act("again", {})
    # Not gone by itself after a set time (app.dom): on a phone it takes a room of its own at
    # the top of the page, which would move the page under the player's finger as it went; it
    # goes at their next action (below). It lay over New game and Rules for 10 s.
    assert page.notices["kept"].lasts == 0
    controller.open_link("https://example.org/#g=1&p=nobody", False)
    warnings = [notice for notice in page.notices.values() if notice.kind == "warn"]
    assert warnings and all(notice.lasts == 0 for notice in warnings)


def check_the_kept_game_notice_goes_at_the_players_next_move_key_or_button() -> None:
    # On a phone it lay over the title bar (New game, Rules) or what is scrolled under it; it
    # stayed up after the player's moves until dismissed (tester15 #7). A warning stays.
    controller, page = two_players("c3", "d4")
    controller.act("again", {})
    assert "kept" in page.notices
    play(controller, "e5")  # a move
    assert "kept" not in page.notices and moves(controller) == ["e5"]
    controller.act("again", {})
    controller.input.key(Key("n"))  # a key the page acts on: the New game dialog
    assert "kept" not in page.notices and "new-game" in page.dialogs
    controller.act("close-dialog", {"dialog": "new-game"})
    controller.act("restore-previous", {})  # the notice's own button: it says what it did
    assert page.notices["kept"].text == "Back to the game you had open before."
    controller.input.key(Key("Tab"))  # moving to the notice's buttons leaves it
    assert "kept" in page.notices
    controller.act("rules", {})  # any other button
    assert "kept" not in page.notices
    controller.open_link("https://example.org/#g=1&p=nobody", False)
    warning = page.notices["game"]
    play(controller, "a1")
    assert page.notices["game"] is warning and warning.kind == "warn"


def check_really_resign_lapses_when_anything_else_is_done() -> None:
    # It stayed armed after a dialog opened and closed, and for good without a move: a stray tap
    # much later resigned (tester15 #8, s14.py).
    controller, page = two_players("c3")
    for kind, name in (
        ("act", "rules"),
        ("act", "close-dialog"),
        ("key", "?"),
        ("key", "Escape"),
        ("tap", ""),  # off the board and the buttons
        ("act", "first"),
    ):
        controller.act("resign", {})
        assert page.text("resign") == "Really resign?"
        said = len(page.announced)
        if kind == "act":
            controller.act(name, {"dialog": "rules"})
        elif kind == "key":
            controller.input.key(Key(name))
        else:
            controller.input.click_elsewhere(False)
        assert page.text("resign") == "Resign"
        assert page.announced[said] == ("Not resigned: the game goes on.", "event")
        controller.act("live", {})
        controller.act("resign", {})  # asks again: the slip ends no game
        assert not controller.table.over and page.text("resign") == "Really resign?"
        controller.input.key(Key("Escape"))
    controller.act("resign", {})
    controller.input.key(Key("Tab"))  # on to the button, by keyboard
    controller.act("resign", {})
    assert controller.table.over and page.text("status") == "White wins! Red resigned."


def check_a_finished_game_or_an_empty_one_is_not_kept() -> None:
    store = DictStore()
    controller, page = two_players(*SCORING_GAME, store=store)
    assert controller.table.game.result == "white"
    controller.act("again", {})
    assert "kept" not in page.notices
    assert KEYS.previous not in store.items
    controller.act("restore-previous", {})
    assert page.notices["game"].text == "There is no previous game to go back to."


# -- links ------------------------------------------------------------------------------------


def check_opening_a_link_replaces_the_game_and_keeps_the_one_it_replaces() -> None:
    store = DictStore()
    controller, page = two_players("e5", store=store)
    fragment = "g=1&p=two&t=1&r=20&rep=1&m=c3.d4"
    controller.address_changed("https://example.org/#" + fragment)
    assert page.fragment_cleared
    assert moves(controller) == ["c3", "d4"]
    assert page.last_announced() == "Opened the game from the link (2 moves). White to move."
    assert page.notices["kept"].text == (
        "Opened the game from the link. The game you had open is kept: you can go back to it."
    )
    controller.act("restore-previous", {})
    assert moves(controller) == ["e5"]


def check_a_link_that_continues_the_game_keeps_nothing() -> None:
    controller, page = two_players("c3")
    state = layout.write(controller.table)
    state["moves"] = ["c3", "d4"]
    controller.address_changed("#" + link.write(state))
    assert moves(controller) == ["c3", "d4"]
    assert "kept" not in page.notices


def check_a_tampered_link_says_what_is_wrong_and_keeps_the_game() -> None:
    controller, page = two_players("c3")
    page.dialogs.add("export")
    controller.address_changed("#g=1&p=two&t=1&r=20&rep=1&m=c3.c3")
    assert page.dialogs == set()
    assert moves(controller) == ["c3"]
    expected = (
        "This game link cannot be opened: the link's move 2 'c3' cannot be played: illegal "
        "move 'c3': c3 is occupied"
    )
    assert page.notices["game"].text == expected + ". Your game is unchanged."
    assert page.last_announced() == expected + "."


def check_a_link_that_does_not_begin_as_a_game_link_says_so() -> None:
    controller, page = two_players("c3")
    # A field name with markup first, and a fragment of nothing but '&' (issue 34, finding 12).
    controller.address_changed("#<b>g</b>=1&p=two&t=1&r=20&rep=1&m=c3.d4")
    expected = (
        "This game link cannot be opened: the link begins with the field '<b>g</b>'; this "
        "page's game links begin 'g='"
    )
    assert page.notices["game"].text == expected + ". Your game is unchanged."
    assert page.last_announced() == expected + "."
    assert page.fragment_cleared and moves(controller) == ["c3"]
    controller.address_changed("#" + "&" * 40_000)
    assert page.last_announced() == (
        "This game link cannot be opened: the link begins with an empty field."
    )
    assert moves(controller) == ["c3"]
    page.fragment_cleared = False
    controller.address_changed("#rules")  # an anchor, no fields: no link at all
    assert not page.fragment_cleared and page.last_announced().endswith("empty field.")


def check_a_bad_link_at_start_is_a_notice_only() -> None:
    _, page = open_page(address="#g=9")
    assert "this game link has format '9'" in page.notices["game"].text
    assert page.announced == []


def check_copy_link_copies_the_game_for_the_other_player() -> None:
    controller, page = open_page()
    controller.new_game(*seated(BY_LINK))
    play(controller, "c3")
    assert page.shown("send-move")
    controller.act("send-move", {})
    assert "export" not in page.dialogs  # copied at once, confirmed by a toast
    assert page.copied == ["https://example.org/mixtour/#g=1&p=link&c=r&t=1&r=20&rep=1&m=c3"]
    assert page.toasts == ["Link for your friend copied."]
    assert page.last_announced() == "Link for your friend copied."
    controller.act("export", {})
    assert page.text("export-link-note").startswith("Send this link to your friend")


def check_computer_help_is_off_between_people_said_switched_kept_and_sent_in_links() -> None:
    store = DictStore()
    controller, page = two_players("c3", store=store)
    assert page.text("mode-line").startswith("Two players on this device · no computer help ·")
    assert page.element("hint").disabled and page.element("eval-switch").disabled
    assert page.attribute("help-switch", "aria-pressed") == "false"
    controller.act("hint", {})  # (the H key)
    assert page.announced[-1] == (table_words.HELP_OFF, "warn") and not page.requests
    controller.act("help-switch", {})
    assert page.text("mode-line").startswith("Two players on this device · computer help on ·")
    assert not page.element("hint").disabled and not page.element("eval-switch").disabled
    assert page.last_announced() == table_words.help_switched(True)
    again, shown = open_page(store)  # a reload: kept with the game
    assert again.table.help and shown.attribute("help-switch", "aria-pressed") == "true"
    # Against the computer it is on, and the mode line says nothing of it until switched off.
    controller.new_game(*seated())
    assert controller.table.help and "help" not in page.text("mode-line")
    assert not page.element("hint").disabled
    controller.act("help-switch", {})
    assert " · no computer help · " in page.text("mode-line")
    # By link: off, and a switch travels in the link, so the friend's page says it too.
    controller.new_game(*seated(BY_LINK))
    play(controller, "c3")
    controller.act("send-move", {})
    assert "&h=" not in page.copied[-1]
    controller.act("help-switch", {})
    controller.act("send-move", {})
    assert page.copied[-1].endswith("&m=c3&h=1")
    friend, friends_page = open_page(address=page.copied[-1])
    assert friend.table.help and not friends_page.element("hint").disabled
    assert " · computer help on · " in friends_page.text("mode-line")
    friend.address_changed(page.copied[-1].replace("h=1", "h=2"))
    assert friends_page.last_announced().endswith("computer help (h) must be 0 or 1, not '2'.")
    # Once the game is over, help is back for everyone: the chance bar says the result.
    controller, page = two_players(*SCORING_GAME)
    controller.act("eval-switch", {})
    assert page.shown("eval-bar") and not page.element("eval-switch").disabled


def check_two_players_offer_a_draw_and_decline_or_accept_it() -> None:
    controller, page = two_players("c3", "b2")
    assert not page.shown("draw-offer") and not page.element("offer-draw").disabled
    controller.act("offer-draw", {})
    assert page.announced[-1] == ("White offers a draw.", "event")
    assert page.element("offer-draw").disabled  # once per turn
    assert page.text("draw-offer-text") == "White offers a draw: accept it, or play on."
    controller.act("decline-draw", {})
    assert page.last_announced() == "Red declines the draw. Play on."
    assert not page.shown("draw-offer") and moves(controller) == ["c3", "b2"]
    controller.act("offer-draw", {})
    play(controller, "d4")  # White offers and moves: the offer waits for Red's answer
    assert page.shown("draw-offer")
    play(controller, "e5")  # Red plays on: declined
    assert not page.shown("draw-offer")
    controller.act("offer-draw", {})
    controller.act("accept-draw", {})
    assert controller.table.over and controller.table.game.result is None
    assert page.text("status") == "Draw. The players agreed a draw."
    assert page.attribute("board", "data-result") == "draw"
    assert page.element("resign").disabled and page.element("offer-draw").disabled
    record = layout.write(controller.table)
    assert record["ending"] == "draw" and "offer" not in record
    controller.act("undo", {})  # takes the agreement back, not a move
    assert not controller.table.over and moves(controller) == ["c3", "b2", "d4", "e5"]


def check_resigning_ends_the_game_for_the_other_side_and_undo_takes_it_back() -> None:
    controller, page = open_page()
    controller.new_game(*seated(human="red"))
    controller.ai_replied(reply_to(page, controller.table.game, "c3"), 5.0)
    assert not page.element("resign").disabled
    assert not page.shown("offer-draw")  # the computer neither offers nor accepts draws
    controller.act("resign", {})  # one press asks first: a slip ends no game
    assert not controller.table.over and page.text("resign") == "Really resign?"
    assert page.last_announced().startswith("Press “Really resign?” to resign")
    play(controller, "d4")  # anything else played: the question lapses
    controller.ai_replied(reply_to(page, controller.table.game, "e5"), 5.0)
    assert page.text("resign") == "Resign"
    controller.act("resign", {})
    controller.act("resign", {})
    assert page.text("status") == "White wins! Red resigned."
    assert '<div class="player white winner"' in page.element("players").markup
    assert "to-move" not in page.element("players").markup
    assert page.shown("banner") and page.text("banner-reason") == "Red resigned."
    _, again = open_page(state=layout.write(controller.table))
    assert again.text("status") == "White wins! Red resigned."
    controller.act("undo", {})
    assert page.text("status").startswith("Your move")
    watch, shown = open_page()
    watch.new_game(*seated(AI_VS_AI))
    assert not shown.shown("agree-controls")


def check_the_move_list_ends_with_a_resignation_kept_on_reload_and_in_the_record() -> None:
    store = DictStore()
    controller, page = two_players("c3", "d4", store=store)
    controller.act("resign", {})  # asked first
    controller.act("resign", {})  # White, to move, resigns
    ending = '<li class="ending">White resigned.</li>'
    assert page.element("moves").markup.endswith("</li>" + ending)
    _, again = open_page(store)  # a reload: the game resumes as it ended
    assert again.element("moves").markup.endswith(ending)
    controller.act("download", {})
    record = page.downloads[-1][1]
    assert '[Termination "resignation"]' in record
    other, shown = two_players("e5")
    other.act("import", {})
    other.sharing.import_text(record)
    assert moves(other) == ["c3", "d4"] and shown.element("moves").markup.endswith(ending)
    controller.act("undo", {})  # the resignation taken back
    assert "ending" not in page.element("moves").markup


def check_a_draw_offer_and_an_ending_travel_in_the_link() -> None:
    controller, page = open_page()
    controller.new_game(*seated(BY_LINK))
    play(controller, "c3")
    controller.act("offer-draw", {})  # it was already the friend's turn: no offer
    assert page.element("offer-draw").disabled
    controller.act("undo", {})
    controller.act("offer-draw", {})
    play(controller, "c3")
    controller.act("send-move", {})
    sent = page.copied[-1]
    assert sent.endswith("#g=1&p=link&c=r&t=1&r=20&rep=1&m=c3&o=w")
    friend, seen = open_page(address=sent.split("#")[1])
    assert seen.text("draw-offer-text") == "White offers a draw: accept it, or play on."
    friend.act("accept-draw", {})
    assert seen.text("status") == "Draw. The players agreed a draw."
    friend.act("send-move", {})
    assert seen.copied[-1].endswith("&m=c3&e=d")
    controller.address_changed("#" + seen.copied[-1].split("#")[1])
    assert page.text("status") == "Draw. The players agreed a draw."
    assert not page.shown("draw-offer")


def check_copy_link_outside_the_dialog_opens_it_only_when_the_clipboard_refuses() -> None:
    controller, page = two_players("c3")
    controller.act("copy-link", {})
    assert page.copied == ["https://example.org/mixtour/#g=1&p=two&t=1&r=20&rep=1&m=c3"]
    assert page.dialogs == set() and page.toasts == ["Link copied."]
    page.clipboard_works = False
    controller.act("copy-link", {})
    assert page.dialogs == {"export"}  # the link is there, selected, to copy by hand
    assert page.toasts == ["Link copied."]
    assert page.text("export-status").startswith("This browser did not let the page copy the link")


def check_a_move_a_removal_and_the_end_each_ask_for_their_sound() -> None:
    controller, page = open_page()
    controller.new_game(*seated(TWO_PLAYERS, target=2))
    for move in SCORING_GAME:
        play(controller, move)
    assert page.sounds == ["move"] * 8 + ["removal"]  # two points to win: play goes on
    controller.act("undo", {})
    controller.act("redo", {})
    assert len(page.sounds) == 9  # taking back and replaying make no sound
    controller.act("resign", {})
    controller.act("resign", {})
    assert page.sounds[-1] == "end" and len(page.sounds) == 10
    controller, page = two_players(*SCORING_GAME)  # one point: the removal ends the game
    assert page.sounds[-1] == "end" and page.sounds.count("removal") == 0


def check_save_shows_the_moves_each_round_whole_and_copies_the_whole_record() -> None:
    controller, page = two_players("c3", "d4", "c4", "c3-c4", "b2")
    controller.act("export", {})
    assert page.element("export-record").markup == (
        '<span class="round">1. c3 d4</span> <span class="round">2. c4 c3-c4</span> '
        '<span class="round">3. b2 *</span>'
    )
    controller.act("copy-record", {"dialog": "export"})
    assert page.copied[-1].startswith('[Game "Mixtour"]\n')
    assert page.copied[-1].endswith("\n\n1. c3 d4 2. c4 c3-c4 3. b2 *\n")


def check_a_refused_clipboard_leaves_the_text_selected_and_says_so() -> None:
    controller, page = two_players("c3")
    page.clipboard_works = False
    controller.act("export", {})
    controller.act("copy-record", {"dialog": "export"})
    message = (
        "This browser did not let the page copy the record: it is selected, press Ctrl+C "
        "(⌘C on a Mac) to copy it."
    )
    assert page.text("export-status") == message
    assert page.announced[-1] == (message, "warn")


# -- export and import -----------------------------------------------------------------------


def check_the_record_downloads_and_reads_back() -> None:
    controller, page = two_players("c3", "d4", "c3-d4")
    controller.act("download", {})
    filename, record = page.downloads[-1]
    assert filename == "mixtour-2026-11-22.txt"
    assert page.text("export-status") == "Downloaded mixtour-2026-11-22.txt."
    assert '[Date "2026-11-22"]' in record and "c3-d4" in record
    again, _ = two_players("e5")
    again.act("import", {})
    again.sharing.import_text(record)
    assert moves(again) == ["c3", "d4", "c3-d4"]


def check_a_record_names_its_players_and_opens_with_them_seated() -> None:
    """Issue 29: a record says who played, the computer with its level, and opening it seats
    them again, whoever sits at the table that opens it."""
    controller, _ = open_page()
    controller.new_game(*seated(level="casual"))
    play(controller, "c3")
    record = SPEC.records.export_record(controller.table, "2026-11-26")
    assert '[White "Player"]' in record and '[Red "Computer (casual)"]' in record
    again, page = two_players("e5")
    again.act("import", {})
    page.element("import-text").value = record
    again.act("import-open", {})
    assert moves(again) == ["c3"] and again.table.seats == ("person", "casual")
    assert page.requests and page.requests[-1][0]["level"] == "casual"  # Red's move is asked
    # A record that names nobody (a position, or one written elsewhere) keeps the table's.
    third, page = two_players("e5")
    third.act("import", {})
    page.element("import-text").value = "1. c3 d4 *"
    third.act("import-open", {})
    assert moves(third) == ["c3", "d4"] and third.table.seats == ("person", "person")


def check_bad_imports_say_what_is_wrong_and_keep_the_game() -> None:
    controller, page = two_players("c3")
    controller.act("import", {})
    assert "import" in page.dialogs and page.focused == "import-text"
    for text, message in (
        ("", "There is nothing to open: paste a game record, a position or a link."),
        ("1. c3 c3", "This game record cannot be read (nor is it a position or a game link)"),
        ("c3=w r 19/21 0/0 -", "This position cannot be read: invalid position"),
    ):
        page.element("import-text").value = text
        controller.act("import-open", {})
        error = page.element("import-error")
        assert error.text.startswith(message), error.text
        assert error.text.endswith("Your game is unchanged.")
        assert not error.hidden and page.announced[-1][1] == "warn"
        assert "import" in page.dialogs
    assert moves(controller) == ["c3"]


def check_a_file_far_too_big_is_not_read() -> None:
    controller, page = two_players("c3")
    assert not controller.import_file("huge.txt", 5_000_000.0)
    assert page.text("import-error") == (
        "huge.txt is too big to be a game record (5000000 bytes). Your game is unchanged."
    )
    assert controller.import_file("game.txt", 300.0)
    controller.import_file_read("game.txt", None, "permission denied")
    assert page.text("import-error") == "game.txt could not be read: permission denied."
    controller.import_file_read("game.txt", "c3=w r 19/20 0/0 -")
    assert page.element("import-text").value == "c3=w r 19/20 0/0 -"
    assert controller.table.game.position() == "c3=w r 19/20 0/0 -"


# -- the board: clicks, keys, drags ----------------------------------------------------------


def check_the_keyboard_walks_the_board_and_plays() -> None:
    controller, page = two_players()
    assert controller.input.key(Key("ArrowUp", sq("c3")))
    assert page.focused == "c4" and controller.input.cursor == sq("c4")
    assert controller.input.key(Key("ArrowLeft", sq("a4")))  # the edge stops it
    assert page.focused == "a4"
    assert controller.input.key(Key("Enter", sq("c4")))
    assert moves(controller) == ["c4"]
    play(controller, "d4")
    assert controller.input.key(Key(" ", sq("d4")))  # picks up the whole stack
    assert controller.table.hand.picked == sq("d4")
    assert not controller.input.key(Key("Escape", sq("d4")))
    assert controller.table.hand.picked is None
    assert page.last_announced() == "Put the pieces back."
    assert controller.input.key(Key("1", sq("d4")))  # the top piece
    assert controller.table.hand.count == 1
    assert controller.input.key(Key("Enter", sq("c4")))
    assert moves(controller) == ["c4", "d4", "d4-c4"]


def check_keys_that_are_not_the_board_s_do_nothing() -> None:
    controller, _ = two_players("c3")
    assert not controller.input.key(Key("Enter", sq("d4"), in_field=True))
    assert not controller.input.key(Key("Enter", sq("d4"), dialog_open=True))
    assert not controller.input.key(Key("Enter", sq("d4"), modified=True))  # e.g. Ctrl+Enter
    assert not controller.input.key(Key("x", sq("d4")))
    assert not controller.input.key(Key("ArrowUp"))  # off the board
    assert not controller.input.key(Key("3"))  # nothing held, not on a stack
    assert moves(controller) == ["c3"]


def check_the_shortcut_keys_undo_redo_hint_and_open_dialogs() -> None:
    controller, page = two_players("c3", "b2")
    assert controller.input.key(Key("z", command=True))
    assert moves(controller) == ["c3"]
    assert controller.input.key(Key("Z", shift=True, command=True))  # Ctrl+Shift+Z
    assert moves(controller) == ["c3", "b2"]
    controller.input.key(Key("z", command=True))
    assert controller.input.key(Key("y", command=True))
    assert moves(controller) == ["c3", "b2"]
    assert not controller.input.key(Key("z", in_field=True, command=True))  # the field's own undo
    assert moves(controller) == ["c3", "b2"]
    assert not controller.input.key(Key("z", modified=True))  # Alt+Z is not a shortcut
    assert controller.input.key(Key("h"))
    assert page.announced[-1] == (table_words.HELP_OFF, "warn")  # between people: off
    controller.act("help-switch", {})
    assert controller.input.key(Key("h"))
    assert page.last_announced() in ("Looking for a good move…", table_words.HINT_AFTER_LOADING)
    assert controller.input.key(Key("?", shift=True))
    assert "keys" in page.dialogs
    assert "<kbd>Ctrl+Z (⌘Z)</kbd></dt><dd>Undo.</dd>" in page.element("keys-list").markup
    assert not controller.input.key(Key("N", shift=True, dialog_open=True))
    controller.act("close-dialog", {"dialog": "keys"})
    assert controller.input.key(Key("n"))
    assert "new-game" in page.dialogs
    assert not controller.input.key(Key("z", command=True, dialog_open=True))
    assert moves(controller) == ["c3", "b2"]


def check_the_count_keys_choose_how_many_pieces() -> None:
    controller, page = two_players("c3", "d4", "d4-c3")
    assert controller.input.key(Key("2", sq("c3")))
    assert (controller.table.hand.picked, controller.table.hand.count) == (sq("c3"), 2)
    assert controller.input.key(Key("4"))
    assert page.announced[-1] == ("The stack on c3 has only 2 pieces.", "warn")
    controller.act("count", {"count": "1"})
    assert controller.table.hand.count == 1
    assert (
        page.shown("count-picker") and 'aria-pressed="true"' in page.element("count-picker").markup
    )


def check_replay_keys_step_through_the_game() -> None:
    controller, page = two_players("c3", "d4", "e5")
    assert controller.input.key(Key("ArrowLeft"))
    assert controller.table.review == 2
    assert page.text("review-text") == "Viewing move 2 of 3"
    assert page.shown("review-bar") and "reviewing" in page.element("board-wrap").classes
    assert controller.input.key(Key("Home"))
    assert controller.table.review == 0
    assert not controller.input.key(Key("ArrowLeft", in_picker=True))
    assert controller.input.key(Key("ArrowRight", sq("c3"), shift=True))
    assert controller.table.review == 1
    assert controller.input.key(Key("End"))
    assert controller.table.review is None
    assert not page.shown("review-bar")
    assert page.attribute("status", "data-state") == "your-turn"


def check_stepping_onto_the_last_move_names_it_and_leaves_no_words_of_the_review() -> None:
    controller, page = two_players("c3", "d4", "e5")
    controller.act("goto", {"ply": "2"})
    assert page.text("review-text") == "Viewing move 2 of 3"
    controller.act("forward", {})  # onto the last move: the game as it stands
    assert controller.table.review is None and not page.shown("review-bar")
    assert page.text("review-text") == ""  # the hidden bar says no stale "move 2 of 3"
    assert page.last_announced() == (
        "Viewing move 3 of 3: White played e5. Back to the game. Red to move: enter a piece on"
        " an empty square, or pick up a stack."
    )
    assert page.attribute("status", "data-state") == "your-turn"
    assert page.element("moves").markup.count("move w last") == 1  # e5, the last move
    controller.act("live", {})  # already there: nothing to name
    assert page.last_announced().startswith("Back to the game. Red to move")


def check_a_tap_on_an_earlier_position_asks_before_playing_on() -> None:
    controller, page = two_players("c3", "d4", "e5")
    controller.act("goto", {"ply": "1"})
    controller.input.click_board(sq("a1"), None)
    assert "confirm-branch" in page.dialogs
    assert page.text("branch-text") == (
        "Play on from move 1? The 2 moves after it will be replaced by the moves played from here."
    )
    assert moves(controller) == ["c3", "d4", "e5"]
    controller.act("branch-confirm", {})
    assert "confirm-branch" not in page.dialogs
    assert moves(controller) == ["c3"]
    assert controller.table.redo_moves == ["e5", "d4"]


def check_a_drag_moves_the_stack_it_picked_up() -> None:
    controller, page = two_players("c3", "d4")
    controller.input.pointer_down(0, sq("d4"), None, (100.0, 100.0), "pointer-1")
    assert not controller.input.pointer_move(103.0, 102.0)  # a tremble is not a drag
    assert controller.table.hand.picked is None
    assert controller.input.pointer_move(130.0, 100.0)
    assert controller.table.hand.picked == sq("d4")
    assert page.captured == ["pointer-1"] and page.ghost == (130.0, 100.0)
    assert 'id="drag-ghost"' in page.board
    page.square_under = sq("c3")
    controller.input.pointer_up(160.0, 100.0)
    assert moves(controller) == ["c3", "d4", "d4-c3"]
    controller.input.click_board(sq("c3"), None)  # the click that ends the drag
    assert controller.table.hand.picked is None
    controller.input.click_board(sq("c3"), 1)
    assert controller.table.hand.picked == sq("c3")


def check_a_drop_that_is_no_move_says_why_and_a_cancel_puts_back() -> None:
    controller, page = two_players("c3", "d4", "e5")
    controller.input.pointer_down(0, sq("e5"), None, (0.0, 0.0), 1)
    controller.input.pointer_move(50.0, 0.0)
    page.square_under = sq("c4")
    controller.input.pointer_up(50.0, 0.0)
    assert page.announced[-1] == (
        "Can't move from e5 to c4: pieces move along a rank, a file or a diagonal.",
        "warn",
    )
    controller.input.pointer_down(0, sq("d4"), None, (0.0, 0.0), 2)
    controller.input.pointer_move(0.0, 50.0)
    controller.input.pointer_cancel()
    assert controller.table.hand.picked is None
    assert moves(controller) == ["c3", "d4", "e5"]
    controller.input.pointer_down(2, sq("d4"), None, (0.0, 0.0), 3)  # not the main button
    assert controller.input.drag is None


def check_a_click_off_the_board_puts_the_pieces_back() -> None:
    controller, page = two_players("c3")
    controller.input.click_board(sq("c3"), None)
    controller.input.click_elsewhere(on_picker=True)
    assert controller.table.hand.picked == sq("c3")
    controller.input.click_elsewhere(on_picker=False)
    assert controller.table.hand.picked is None
    controller.input.click_board(sq("c3"), None)
    controller.input.click_board(None, None)
    assert controller.table.hand.picked is None
    assert page.announced[-1] == ("Put the pieces back.", "event")


def check_a_tap_on_an_empty_square_puts_back_and_says_so() -> None:
    # The last sentence was "Holding …"; it must not stay once the pieces are back.
    controller, page = two_players("c3")
    controller.input.click_board(sq("c3"), None)
    assert page.last_announced().startswith("Holding 1 piece from c3")
    controller.input.click_board(sq("a1"), None)
    assert controller.table.hand.picked is None and moves(controller) == ["c3"]
    assert page.announced[-1] == ("Put the pieces back.", "event")
    assert "Holding" not in page.text("status")


def check_holding_one_piece_or_more_says_where_it_or_they_can_go() -> None:
    controller, page = two_players("c3", "d4", "c4", "c3-c4")  # c4: White on White, Red d4
    controller.input.click_board(sq("c4"), 2)
    assert page.last_announced() == "Holding 2 pieces from c4: they can go onto d4."
    controller.input.click_board(sq("c4"), 1)
    assert page.last_announced() == "Holding 1 piece from c4: it can go onto d4."
    controller, page = two_players("c3", "a4")
    controller.input.click_board(sq("c3"), None)
    assert page.last_announced() == "Holding 1 piece from c3: it cannot move anywhere now."


def check_a_1_high_stack_that_cannot_move_offers_no_other_count() -> None:
    # c3 holds 1 White piece; nothing stands in line with it, so it cannot move.
    controller, page = two_players("c3", "a4")
    controller.input.click_board(sq("c3"), None)
    assert page.text("status") == (
        "White to move: the 1 piece from c3 cannot move anywhere. Take another stack."
    )


def check_an_illegal_attempt_is_explained_in_the_engine_s_words() -> None:
    # Red moved 1 piece from c3 onto d4; moving it straight back is the take-back ban.
    controller, page = two_players("c3", "c4", "b2", "c4-c3", "d4", "c3-d4")
    controller.input.click_board(sq("d4"), 1)
    controller.input.click_board(sq("c3"), None)
    said, kind = page.announced[-1]
    assert said.startswith("Can't play d4-c3: it takes back Red's last move.") and kind == "warn"
    assert moves(controller)[-1] == "c3-d4"
    assert controller.input.key(Key("Escape", sq("c3"))) is False
    controller.input.click_board(sq("c3"), None)
    # The wrong distance: says why; the pieces stay in hand and d4 is not picked up.
    controller.input.click_board(sq("d4"), None)
    said, kind = page.announced[-1]
    assert said == "Can't play c3-d4: d4 is 2 high but 1 square from c3." and kind == "warn"
    assert controller.table.hand.picked == sq("c3")
    assert 'class="sq dark last-to picked"' not in page.board


def check_a_forced_pass_is_announced_and_played() -> None:
    # White has no piece in reserve and no stack can move.
    start = "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -"
    state = {"version": 1, "mode": TWO_PLAYERS, "start": start}
    controller, page = open_page(state=state)
    assert moves(controller) == ["pass"]
    assert page.announced[-1] == ("White has no legal move and passes.", "event")
    listed = page.element("moves").markup  # in words, as Kitty's list says it; noted "pass"
    assert ">passes<" in listed and 'aria-label="1. White passes"' in listed, listed
    assert page.text("status") == (
        "Red to move: enter a piece on an empty square, or pick up a stack."
    )


def check_the_threat_warning_names_the_opponent_s_scoring_move() -> None:
    state = {"version": 1, "mode": TWO_PLAYERS, "start": "a1=wrr,c1=wr w 18/17 0/0 -"}
    controller, page = open_page(state=state)
    assert page.shown("threat")
    assert page.text("threat") == "Watch out: Red can score next turn (a1:3-c1)."
    assert 'class="arrow threat"' in page.board
    controller.input.click_board(sq("b1"), None)  # White blocks the line
    controller.input.click_board(sq("d5"), None)  # and Red plays elsewhere
    assert not page.shown("threat")


def check_a_game_to_its_end_shows_the_result_everywhere() -> None:
    controller, page = two_players(*SCORING_GAME)
    assert page.attribute("board", "data-result") == "white"
    assert page.attribute("board", "data-position") == "- r 20/20 1/0 -"
    assert page.text("status") == "White wins! White reached 1 point."
    assert page.announced[-1] == (
        "White moves 4 pieces from b3 onto a3. The stack of 5 on a3 is removed: "
        "White scores (White 1, Red 0). White wins! White reached 1 point.",
        "event",
    )
    assert len(page.flashes) == 1 and "+1 White" in page.flashes[0]
    controller.input.click_board(sq("e1"), None)  # the board takes no more moves
    assert len(moves(controller)) == len(SCORING_GAME)


def check_undo_and_redo_with_two_players() -> None:
    controller, page = two_players()
    assert page.element("undo").disabled
    for move in ("c3", "d4", "c4"):
        play(controller, move)
    controller.act("undo", {})
    assert moves(controller) == ["c3", "d4"]
    assert page.announced[-1][0].startswith("Took back c4.")
    controller.act("undo", {})
    controller.act("redo", {})
    assert moves(controller) == ["c3", "d4"]
    assert not page.element("redo").disabled
    play(controller, "e5")  # another move: the redo branch is gone
    assert page.element("redo").disabled
    assert moves(controller) == ["c3", "d4", "e5"]


def check_a_position_text_opens_where_it_stands() -> None:
    controller, page = open_page()
    controller.act("import", {})
    page.element("import-text").value = "e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -"
    controller.act("import-open", {"dialog": "import"})
    assert "import" not in page.dialogs
    assert page.attribute("board", "data-position") == "e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -"
    assert page.announced[-1] == ("Opened the position. Red to move.", "event")


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"controller checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
