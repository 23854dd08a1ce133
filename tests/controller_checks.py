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
from mixtour.ui import words as mixtour_words
from mixtour.ui.options import AI_VS_AI, BY_LINK, TWO_PLAYERS
from mixtour.ui.spec import SPEC
from table import saved
from table import state as layout
from table import words as table_words
from table.model import AI_FAILED
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


# -- autosave and resume ---------------------------------------------------------------------


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
    notice = page.notices["game"]
    assert notice.text == "New game started. The unfinished game is kept: you can go back to it."
    assert notice.actions[0] == ("restore-previous", "Back to that game")
    play(controller, "e5")
    controller.act("restore-previous", {})
    assert moves(controller) == ["c3", "d4"]
    assert page.last_announced().startswith("Back to your previous game. ")
    assert page.notices["game"].actions[0] == ("restore-previous", "Switch back")
    controller.act("restore-previous", {})  # a swap: either can come back
    assert moves(controller) == ["e5"]


def check_the_kept_game_notice_leaves_by_itself_and_a_warning_stays() -> None:
    controller, page = two_players("c3", "d4")
    controller.act("again", {})
    # It floats over the table's foot: after a few seconds it goes (app.dom), so that it does
    # not keep covering the board, the result card or the switches.
    assert 0 < page.notices["game"].lasts <= 15
    controller.open_link("https://example.org/#g=1&p=nobody", False)
    warnings = [notice for notice in page.notices.values() if notice.kind == "warn"]
    assert warnings and all(notice.lasts == 0 for notice in warnings)


def check_a_finished_game_or_an_empty_one_is_not_kept() -> None:
    store = DictStore()
    controller, page = two_players(*SCORING_GAME, store=store)
    assert controller.table.game.result == "white"
    controller.act("again", {})
    assert "game" not in page.notices
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
    assert page.notices["game"].text == (
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
    assert "game" not in page.notices


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


# -- the table's controls --------------------------------------------------------------------


def check_the_banner_shows_the_result_and_can_be_put_aside() -> None:
    controller, page = two_players(*SCORING_GAME)
    assert page.shown("banner")
    assert page.text("banner-title") == "White wins!"
    assert page.text("banner-reason") == "White reached 1 point."
    assert page.title == "White wins! · Mixtour"
    controller.act("dismiss", {})
    assert not page.shown("banner")
    controller.act("undo", {})
    controller.act("redo", {})
    assert page.shown("banner")  # undo brings it back for the next result
    controller.act("again", {})
    assert not page.shown("banner") and moves(controller) == []


def check_review_from_the_result_card_puts_the_card_aside_and_shows_the_graph() -> None:
    controller, page = two_players(*SCORING_GAME)
    assert page.shown("banner") and page.revealed == ["banner"]  # (under the board on a phone)
    controller.act("review", {})
    assert not page.shown("banner") and page.shown("review-box")
    assert "<svg" in page.element("review-graph").markup
    assert page.revealed[-1] == "review-graph"  # scrolled into view (below the fold on a phone)
    assert page.attribute("board", "data-review") == "0"


def check_against_the_computer_the_card_says_you_won_or_lost_and_offers_a_rematch() -> None:
    for human, title in (("white", "You won"), ("red", "You lost")):
        controller, page = open_page()
        controller.new_game(*seated(human=human))
        state = layout.write(controller.table)
        state["moves"] = list(SCORING_GAME)
        controller.load(layout.read(SPEC, state))
        controller.after(None)
        assert page.shown("banner")
        assert page.text("banner-title") == title
        assert page.text("banner-reason") == "White reached 1 point."
        controller.act("review", {})  # the game from its start; the card is put aside
        assert page.attribute("board", "data-review") == "0" and not page.shown("banner")
        controller.act("live", {})
        assert not page.shown("banner")
        controller.act("again", {})  # a rematch, colours swapped
        assert controller.table.seat(human) != "person" and moves(controller) == []


def check_the_new_game_dialog_starts_what_it_shows() -> None:
    controller, page = open_page()
    controller.act("new", {})
    assert "new-game" in page.dialogs
    assert page.form["seat-0"] == "person" and page.form["seat-1"] == "strong"
    assert not page.shown("ng-speed-field") and not page.shown("ng-seat-field-2")
    controller.act("link-mode", {})
    assert page.form["seat-0"] == "person" and page.form["seat-1"] == "friend"
    assert page.shown("ng-link-note")
    page.form.update({"seat-0": "casual", "seat-1": "casual"})
    controller.new_game_changed()
    assert page.shown("ng-speed-field") and not page.shown("ng-link-note")
    page.form.update({"target": "3", "reserve": "25", "speed": "fast"})
    controller.act("start", {})
    assert "new-game" not in page.dialogs
    assert page.text("mode-line") == (
        "Computer against computer (casual, fast) · first to 3 points · 25 pieces each"
    )
    assert page.shown("watch-controls")
    assert page.requests[-1][0]["level"] == "casual"


def check_the_rules_dialog_draws_its_diagrams_once() -> None:
    controller, page = open_page()
    controller.act("rules", {})
    assert "rules" in page.dialogs
    assert sorted(page.diagrams) == sorted(
        ["enter", "move", "distance", "blocking", "scoring", "ban"]
    )
    page.diagrams = {}
    controller.act("close-dialog", {"dialog": "rules"})
    controller.act("rules", {})
    assert page.dialogs == {"rules"} and page.diagrams == {}


def check_a_notice_can_be_dismissed() -> None:
    controller, page = two_players("c3")
    controller.act("again", {})
    assert "game" in page.notices
    controller.act("dismiss-notice", {"topic": "game"})
    assert page.notices == {}


def check_two_players_are_shown_the_way_to_play_by_link() -> None:
    controller, page = two_players()
    assert page.shown("link-tip")
    controller.act("first", {})  # nothing to review yet: still the game
    controller.new_game(*seated())
    assert not page.shown("link-tip")


# -- the AI ----------------------------------------------------------------------------------


def reply_to(page: "Any", game: Game, move: str, index: int = -1) -> "dict[str, Any]":
    request = page.requests[index][0]
    return {"id": request["id"], "ok": True, "move": move, "position": game.position()}


def check_the_ai_is_asked_on_its_turn_and_its_move_is_played() -> None:
    controller, page = open_page(query="?ai-iterations=40&ai-seed=1")
    controller.new_game(*seated(human="red"))
    request, delay = page.requests[-1]
    assert delay == 0.0 and request["iterations"] == 40 and request["seed"] == 1
    assert page.attribute("board", "data-thinking") == "1"
    assert page.text("status") == "White is thinking…"
    assert controller.wants(request)
    controller.ai_replied(reply_to(page, controller.table.game, "c3"), 123.4)
    assert moves(controller) == ["c3"]
    assert page.marks["ai-ms"] == "123"
    assert page.announced[-1] == ("White enters a piece on c3.", "event")
    assert page.text("status").startswith("Your move")


def check_a_stale_reply_is_dropped() -> None:
    controller, page = open_page()
    controller.new_game(*seated(human="red"))
    first = page.requests[-1][0]
    controller.act("again", {})  # a new game: the first request is stale
    assert not controller.wants(first)
    controller.ai_replied({"id": first["id"], "ok": True, "move": "c3"}, 5.0)
    assert moves(controller) == []
    assert "ai-ms" not in page.marks


def check_the_ai_waits_until_it_has_loaded_and_its_failure_is_told() -> None:
    controller, page = open_page(ai=False)
    controller.new_game(*seated(human="red"))
    assert page.requests == []
    assert page.text("status") == "White will move as soon as the AI has loaded…"
    assert page.element("hint").disabled
    assert not page.shown("ai-offers") and not page.shown("ai-play-on")
    assert controller.ai_waited(3, 15.0)
    assert page.text("ai-status-text") == "AI is loading… 3 s"
    assert not controller.ai_waited(15, 15.0)
    assert page.attribute("ai-status", "data-state") == "error"
    assert page.text("ai-status-text") == "The AI has not started after 15 s."
    assert page.announced[-1] == ("The AI has not started after 15 s.", "error")
    assert page.shown("ai-offers") and page.shown("ai-play-on")
    assert page.attribute("status", "data-state") == "error"
    assert page.text("status") == (
        "The AI could not start, so White cannot move: try again, or play on without the computer."
    )
    controller.ai_ready()  # a late AI is better than none
    assert page.text("ai-status-text") == "AI ready."
    assert not page.shown("ai-offers") and not page.shown("ai-play-on")
    assert len(page.requests) == 1
    assert not controller.ai_waited(16, 15.0)


def check_a_computer_that_cannot_load_gives_its_seat_to_a_person() -> None:
    store = DictStore()
    controller, page = open_page(store, ai=False)
    controller.new_game(*seated(human="red"))
    controller.ai_broke("no WebAssembly")
    assert page.text("ai-status-text") == "The AI failed to load (no WebAssembly)."
    assert page.shown("ai-play-on")
    controller.act("ai-play-on", {})
    assert controller.table.seats == ("person", "person")
    assert page.announced[-1][0] == (
        "Playing on without the computer: its seats are played at this device."
    )
    assert not page.shown("ai-play-on") and page.shown("ai-offers")
    assert page.attribute("status", "data-state") == "your-turn"
    play(controller, "c3")
    play(controller, "b2")
    assert moves(controller) == ["c3", "b2"] and page.requests == []
    again, _ = open_page(store, ai=False)  # the seats are kept with the game
    assert again.table.seats == ("person", "person") and moves(again) == ["c3", "b2"]


def check_a_computer_that_cannot_load_is_tried_again() -> None:
    controller, page = open_page(ai=False)
    controller.new_game(*seated(human="red"))
    assert page.ai_starts == 1
    controller.ai_broke("the network failed")
    controller.act("ai-retry", {})
    assert page.ai_starts == 2
    assert page.attribute("ai-status", "data-state") == "loading"
    assert page.text("status") == "White will move as soon as the AI has loaded…"
    assert not page.shown("ai-offers") and not page.shown("ai-play-on")
    controller.act("ai-retry", {})  # only once it failed
    assert page.ai_starts == 2
    assert controller.ai_waited(14, 15.0)  # the new try has its own 15 s
    controller.ai_ready()
    assert len(page.requests) == 1 and controller.table.seats == ("strong", "person")


def check_a_broken_worker_is_reported_and_two_players_still_play() -> None:
    controller, page = open_page(ai=False)
    controller.ai_broke("no WebAssembly")
    assert page.text("ai-status-text") == "The AI failed to load (no WebAssembly)."
    controller.new_game(*seated(TWO_PLAYERS))
    assert page.shown("ai-offers") and not page.shown("ai-play-on")  # no computer to replace
    play(controller, "c3")
    assert moves(controller) == ["c3"]


def check_an_ai_error_is_shown_and_undo_goes_on() -> None:
    controller, page = open_page()
    play(controller, "c3")
    request = page.requests[-1][0]
    controller.ai_replied({"id": request["id"], "ok": False, "error": "worker died"}, 1.0)
    assert page.announced[-1] == ("The computer could not move: worker died", "error")
    assert page.attribute("status", "data-state") == "error"
    controller.act("undo", {})
    assert moves(controller) == []


def check_a_worker_lost_mid_move_is_told_and_the_game_kept() -> None:
    controller, page = open_page()
    play(controller, "c3")
    controller.ai_lost(page.requests[-1][0], "the worker was terminated")
    assert page.announced[-1] == (
        "The computer could not move: the worker was terminated",
        "error",
    )
    assert page.text("status") == (
        "The computer could not move: the worker was terminated. Undo, or start a new game, "
        "to go on."
    )
    assert moves(controller) == ["c3"]


def check_a_hint_is_asked_shown_and_announced() -> None:
    controller, page = open_page()
    assert not page.element("hint").disabled
    controller.act("hint", {})
    assert page.announced[-1] == ("Looking for a good move…", "hint")
    assert page.text("hint") == "Thinking…"
    assert page.requests[-1][0]["level"] == "strong"
    controller.ai_replied(reply_to(page, controller.table.game, "c3"), 1.0)
    assert page.announced[-1] == ("Hint: enter a piece on c3.", "hint")
    assert '<g class="sq dark hint" data-square="c3"' in page.board
    assert page.text("hint") == "Hint"


def check_the_ai_starts_with_a_game_against_it_not_before() -> None:
    store = DictStore()
    two_players("c3", store=store)
    controller, page = open_page(store, ai=False)  # the saved two-player game resumes
    assert page.ai_starts == 0
    assert page.attribute("ai-status", "data-state") == "idle"
    assert page.text("ai-status-text") == "The AI starts when a game against it or a hint needs it."
    play(controller, "b2")
    assert page.ai_starts == 0
    controller.new_game(*seated(human="red"))
    assert page.ai_starts == 1
    assert page.text("ai-status-text") == "AI is loading…"
    assert page.text("status") == "White will move as soon as the AI has loaded…"
    controller.new_game(*seated(AI_VS_AI))
    assert page.ai_starts == 1  # started once
    controller.ai_ready()
    assert len(page.requests) == 1


def check_a_hint_starts_the_ai_and_follows_when_it_is_ready() -> None:
    store = DictStore()
    first, _ = two_players("c3", store=store)
    first.act("help-switch", {})  # computer help between people: kept with the game
    controller, page = open_page(store, ai=False)
    assert not page.element("hint").disabled
    controller.act("hint", {})
    controller.act("hint", {})
    assert page.ai_starts == 1
    assert page.announced[-1] == ("Starting the AI for a hint…", "hint")
    assert page.text("hint") == "Thinking…"
    assert page.requests == []
    controller.ai_ready()
    assert page.requests[-1][0]["level"] == "strong"
    assert page.announced[-1] == ("Looking for a good move…", "hint")
    controller.ai_replied(reply_to(page, controller.table.game, "b2"), 1.0)
    assert page.announced[-1] == ("Hint: enter a piece on b2.", "hint")
    assert page.text("hint") == "Hint"
    assert len(page.requests) == 1  # a hint, and no move: two people play


def check_a_hint_asked_before_a_move_is_not_given_after_it() -> None:
    store = DictStore()
    two_players("c3", store=store)
    controller, page = open_page(store, ai=False)
    controller.act("hint", {})
    play(controller, "b2")  # Red moves on without waiting
    assert page.text("hint") == "Hint"
    controller.ai_ready()
    assert page.requests == []  # no hint for White that White did not ask for


def check_a_hint_waiting_for_an_ai_that_fails_is_dropped() -> None:
    store = DictStore()
    two_players("c3", store=store)
    controller, page = open_page(store, ai=False)
    controller.act("hint", {})
    controller.ai_broke("no WebAssembly")
    assert page.text("hint") == "Hint"
    assert page.element("hint").disabled
    controller.ai_ready()  # a late AI is better than none, but the hint is not asked again
    assert page.requests == []


def check_ai_against_ai_pauses_and_resumes() -> None:
    controller, page = open_page()
    controller.table.speed = "slow"
    controller.new_game(*seated(AI_VS_AI))
    assert page.requests[-1][1] == 2.0
    controller.act("pause", {})
    assert page.text("pause") == "Resume" and page.attribute("pause", "aria-pressed") == "true"
    assert page.announced[-1][0] == "Paused."
    assert not controller.wants(page.requests[-1][0])
    controller.speed_changed("fast")
    controller.act("pause", {})
    assert page.requests[-1][1] == 0.0
    assert page.element("speed").value == "fast"


def check_pause_is_disabled_once_ai_against_ai_has_ended() -> None:
    controller, page = open_page()
    controller.table.speed = "fast"
    controller.new_game(*seated(AI_VS_AI))
    assert not page.element("pause").disabled
    for move in ("b5", "c4", "b4", "b5-b4", "b3", "b4:2-c4", "c4:3-b3", "a3", "b3:4-a3"):
        controller.ai_replied(reply_to(page, controller.table.game, move), 5.0)
    assert controller.table.game.result is not None
    assert page.element("pause").disabled


# -- the game review ---------------------------------------------------------------------------


def review_reply(page: "Any", chances: "dict[str, float]", choices: "dict[str, str]") -> "Any":
    """The worker's answer to the page's last request, a review's: the side to move's chance
    and choice by the moves before the position (space-separated; default 0.5 and ``e5``)."""
    request = page.requests[-1][0]
    game = Game.from_position(request["start"], request["target"])
    for move in request["moves"]:
        game.play(move)
    key = " ".join(request["moves"])
    choice = choices.get(key, "e5")
    return {
        "id": request["id"],
        "ok": True,
        "position": game.position(),
        "move": choice,
        "win_probability": chances.get(key, 0.5),
        "principal_variation": [choice, "a1"],
    }


def check_a_game_review_asks_one_position_at_a_time_and_marks_the_moves() -> None:
    controller, page = two_players("c3", "b2", "c3-b2")
    controller.act("game-review", {})
    assert page.shown("review-box") and page.shown("review-run")
    chances = {"c3 d4": 0.2, "c3 b2": 0.8}  # after b2 White has 0.8: Red 0.2, not 0.8
    choices = {"": "c3", "c3": "d4", "c3 b2": "c3-b2"}
    asked = []
    while page.shown("review-run"):
        request = page.requests[-1][0]
        asked.append(" ".join(request["moves"]))
        assert isinstance(request["id"], int) and request["iterations"] == 50
        assert page.text("review-progress-text").startswith("Analysing position")
        controller.ai_replied(review_reply(page, chances, choices))
    assert asked == ["", "c3", "c3 b2", "c3 d4", "c3 b2 c3-b2"]
    assert page.announced[-1] == (
        "Review done: 1 blunder, 2 good moves. Marked moves are in the move list; tap a point of"
        " the graph to see it.",
        "event",
    )
    assert 'aria-label="1. Red b2, blunder">b2<span class="sign blunder">??</span>' in (
        page.element("moves").markup
    )
    assert page.element("review-graph").markup.count('data-action="goto"') == 4
    controller.act("goto", {"ply": "2"})
    assert page.text("review-verdict") == (
        "Move 2, Red b2: a blunder, Red's chance 80% to 20%. Better: d4, then a1 (arrows on"
        " the board)."
    )
    assert '<g class="arrow line">' in page.board and ">1</text>" in page.board
    controller.act("review-export", {})
    comment = "b2 {blunder, Red 80% to 20%: d4 was better (d4 a1)}"
    assert comment in page.element("export-record").markup  # the moves the Save dialog shows
    controller.act("copy-record", {})
    assert comment in page.copied[-1], page.copied  # and the whole record copied
    controller.act("live", {})
    controller.act("undo", {})
    assert not page.shown("review-box")
    assert "??" not in page.element("moves").markup


def check_a_game_review_can_be_stopped_and_goes_on_from_there() -> None:
    controller, page = two_players("c3", "b2")
    controller.act("game-review", {})
    first = page.requests[-1][0]
    controller.ai_replied(review_reply(page, {}, {"": "c3", "c3": "b2"}))
    second = page.requests[-1][0]
    controller.act("stop-review", {})
    assert page.announced[-1] == ("Review stopped after 1 of 3 positions.", "event")
    assert not page.shown("review-run") and page.shown("review-box")
    assert not controller.wants(second)
    controller.ai_replied(review_reply(page, {}, {}))  # the stale reply changes nothing
    assert controller.reviews.review is not None and controller.reviews.review.done == 1
    controller.act("game-review", {})
    again = page.requests[-1][0]
    assert again["moves"] == second["moves"] == ["c3"] and again["id"] != first["id"]


def check_a_game_review_starts_the_ai_and_is_refused_without_moves() -> None:
    controller, page = open_page(ai=False)
    controller.new_game(*seated(TWO_PLAYERS))
    controller.act("game-review", {})
    assert page.announced[-1] == ("There is no move to review yet.", "warn")
    play(controller, "c3")
    controller.act("game-review", {})
    assert page.ai_starts == 1 and not page.requests
    controller.ai_ready()
    assert page.requests[-1][0]["moves"] == []


def reviewed_blunder(
    store: "DictStore | None" = None, options: "tuple[Any, Any] | None" = None
) -> "Any":
    """A reviewed game (c3 b2 c3-b2) whose 2nd move, Red's b2, is a blunder (80% to 20%; the
    review's better move d4), the board showing it."""
    controller, page = two_players("c3", "b2", "c3-b2", store=store, options=options)
    controller.act("game-review", {})
    chances = {"c3 d4": 0.2, "c3 b2": 0.8}
    choices = {"": "c3", "c3": "d4", "c3 b2": "c3-b2"}
    while page.shown("review-run"):
        controller.ai_replied(review_reply(page, chances, choices))
    controller.act("goto", {"ply": "2"})
    return controller, page


def check_a_reviewed_blunder_is_shown_on_the_position_before_it_with_the_better_line() -> None:
    controller, page = reviewed_blunder()  # move 2, Red's b2, a blunder: d4 was better
    after_c3 = Game()
    after_c3.play("c3")
    # The board shows the position before b2, where the better move d4 is played from (at the
    # position after b2 its arrow would run over the b2 piece), and says so.
    assert page.attribute("board", "data-position") == after_c3.position()
    assert page.attribute("board", "data-review") == "2"  # the move list still marks b2
    assert '<g class="arrow line">' in page.board
    assert page.text("review-text") == "Before move 2 of 3: the better line"
    assert page.announced[-1][0] == (
        "Viewing move 2 of 3: Red played b2. The board shows the position before it, with the"
        " better line in arrows."
    )
    # Move 1 is not marked: its own position, no arrows.
    controller.act("goto", {"ply": "1"})
    assert page.attribute("board", "data-position") == after_c3.position()
    assert '<g class="arrow' not in page.board
    assert page.text("review-text") == "Viewing move 1 of 3"
    controller.act("forward", {})
    assert page.attribute("board", "data-review") == "2" and '<g class="arrow line">' in page.board
    controller.act("forward", {})  # move 3, the last: the game as it stands
    assert page.attribute("board", "data-review") == ""
    assert page.attribute("board", "data-position") == controller.table.game.position()
    # Playing on at the blunder plays on from the position the board shows, before b2.
    controller.act("goto", {"ply": "2"})
    controller.act("branch", {})
    assert page.text("branch-text").startswith("Play on from move 1? The 2 moves after it")
    controller.act("branch-confirm", {})
    assert moves(controller) == ["c3"] and controller.table.review is None
    play(controller, "d4")
    assert moves(controller) == ["c3", "d4"]


def puzzle_reply(page: "Any", chance: float, request: "Any" = None) -> "dict[str, Any]":
    """The worker's answer to a puzzle's check (the last request, unless another is given):
    ``chance`` for the side to move after the try."""
    request = request or page.requests[-1][0]
    game = Game.from_position(request["start"], request["target"])
    for move in request["moves"]:
        game.play(move)
    return {"id": request["id"], "ok": True, "position": game.position(), "win_probability": chance}


def check_a_blunder_becomes_a_puzzle_checked_by_the_engine_and_left_as_it_was() -> None:
    store = DictStore()
    controller, page = reviewed_blunder(store)
    game = controller.table.game
    assert page.shown("review-puzzle")
    controller.act("goto", {"ply": "1"})  # not a blunder: no puzzle
    assert not page.shown("review-puzzle")
    controller.act("goto", {"ply": "2"})
    controller.act("puzzle", {})
    assert page.shown("puzzle") and not page.shown("review-box")
    assert page.text("puzzle-task") == (
        "Move 2: Red played b2 here, a blunder (Red's chance 80% to 20%). Find a better move"
        " for Red."
    )
    assert moves(controller) == ["c3"]
    # A legal try the review did not consider: the worker searches the position after it.
    play(controller, "e5")
    request = page.requests[-1][0]
    assert request["moves"] == ["c3", "e5"] and request["iterations"] == 50
    assert request["seed"] == 1 and controller.wants(request)
    assert page.last_announced() == "Checking e5 with the computer…"
    controller.ai_replied(puzzle_reply(page, 0.7))  # White 70% after it: Red 30%
    assert moves(controller) == ["c3"]
    assert page.announced[-1] == (
        "e5 taken back: after it Red's chance is 30%, against 80% after the best move. Not the"
        " best: try again, or show the answer.",
        "warn",
    )
    # The move played in the game is known without the worker.
    asked = len(page.requests)
    play(controller, "b2")
    assert len(page.requests) == asked and moves(controller) == ["c3"]
    assert page.last_announced().startswith("b2 taken back: it is the move played in the game,")
    controller.act("puzzle-answer", {})
    assert page.last_announced() == "The answer: d4, then a1 (arrows on the board)."
    assert '<g class="arrow line">' in page.board and not page.shown("puzzle-answer")
    play(controller, "d4")
    assert page.last_announced() == "Solved: d4 is the review's better move. Red's chance 80%."
    assert moves(controller) == ["c3", "d4"] and page.shown("puzzle")
    solved = Game()
    solved.play("c3")
    assert store.items["mixtour.puzzles.v1"] == solved.position()  # remembered by position
    # Back: the same game object, its review, its comments and the move shown.
    controller.act("puzzle-leave", {})
    assert controller.table.game is game and moves(controller) == ["c3", "b2", "c3-b2"]
    assert page.shown("review-box") and not page.shown("puzzle")
    assert page.attribute("board", "data-review") == "2"
    assert page.text("review-verdict").startswith("Move 2, Red b2: a blunder")
    assert controller.table.comments[2].startswith("blunder")
    assert page.last_announced() == table_words.PUZZLE_LEFT


def check_a_puzzle_says_its_goal_shows_no_game_controls_and_offers_the_next_step() -> None:
    controller, page = two_players("c3", "b2", "c3-b2")
    controller.act("game-review", {})
    # Two blunders: Red's b2 (d4 was better) and White's c3-b2 (e5 was better).
    chances = {"c3 d4": 0.2, "c3 b2": 0.8, "c3 b2 e5": 0.2}
    choices = {"": "c3", "c3": "d4", "c3 b2": "e5"}
    while page.shown("review-run"):
        controller.ai_replied(review_reply(page, chances, choices))
    assert controller.reviews.marks()[2] == controller.reviews.marks()[3] == "blunder"
    controller.act("goto", {"ply": "2"})
    controller.act("puzzle", {})
    # Not a new game of two: its goal on the mode line, the cards say who finds the move.
    assert page.text("mode-line") == (
        "Puzzle from your game: find a better move for Red · first to 1 point · 20 pieces each"
    )
    cards = page.element("players").markup
    assert "Player 1" not in cards and "Player 2" not in cards
    assert ">You<" in cards and table_words.PUZZLE_OPPONENT in cards
    assert not any(page.shown(name) for name in ("resign", "offer-draw", "link-tip"))
    assert not page.shown("puzzle-next")
    play(controller, "d4")  # the better move: solved
    # Not "White to move" with nothing to do: the next puzzle, or back to the game; no card
    # says anyone is to move.
    assert page.text("status") == table_words.PUZZLE_DONE
    assert "to-move" not in page.element("players").markup
    assert mixtour_words.FLAG_TO_MOVE not in page.element("players").markup
    assert page.shown("puzzle-next") and not page.shown("puzzle-answer")
    controller.act("puzzle-next", {})
    assert page.text("puzzle-task").startswith("Move 3: White played c3-b2 here, a blunder")
    assert page.text("mode-line").startswith("Puzzle from your game: find a better move for White")
    assert moves(controller) == ["c3", "b2"] and not page.shown("puzzle-next")
    play(controller, "e5")  # solved, and the last puzzle of the review
    assert page.text("status") == table_words.PUZZLE_LAST and not page.shown("puzzle-next")
    assert "to-move" not in page.element("players").markup
    assert "primary" in page.element("puzzle-leave").classes
    controller.act("puzzle-leave", {})
    assert moves(controller) == ["c3", "b2", "c3-b2"] and page.shown("review-box")
    assert page.text("mode-line").startswith("Two players on this device")
    assert "Player 1" in page.element("players").markup


def check_a_puzzle_accepts_a_move_about_as_good_and_remembers_it_was_solved() -> None:
    store = DictStore()
    controller, page = reviewed_blunder(store)
    controller.act("puzzle", {})
    play(controller, "a1")
    controller.ai_replied(puzzle_reply(page, 0.29))  # Red 71%: within 10% of 80%
    assert page.last_announced() == (
        "Solved: after a1 Red's chance is 71%, about as good as the review's better move (80%)."
    )
    assert moves(controller) == ["c3", "a1"]
    controller.act("puzzle-leave", {})
    controller.act("goto", {"ply": "2"})
    controller.act("puzzle", {})
    assert page.text("puzzle-task").endswith("You solved this one before.")
    # A new game leaves the puzzle first: the reviewed game is the one kept.
    controller.new_game(*seated(TWO_PLAYERS))
    assert (
        controller.puzzles.puzzle is None and not page.shown("puzzle") and moves(controller) == []
    )


def check_a_puzzle_judges_only_the_try_on_its_board_and_keeps_to_its_position() -> None:
    rules = seated(TWO_PLAYERS, target=3, reserve=25)
    store = DictStore()
    controller, page = reviewed_blunder(store, rules)
    controller.act("puzzle", {})
    assert page.text("mode-line").endswith("first to 3 points · 25 pieces each")  # its rules
    assert page.element("undo").disabled  # nothing before the puzzle's position to take back
    assert all(page.element(name).disabled for name in ("resign", "offer-draw", "hint"))
    asked = len(page.requests)
    controller.act("resign", {})
    controller.act("hint", {})
    assert not controller.table.over and len(page.requests) == asked
    controller.act("undo", {})
    assert moves(controller) == ["c3"]
    play(controller, "e5")  # sent to the worker, then taken back before the answer
    checking = page.requests[-1][0]
    controller.act("undo", {})
    play(controller, "b2")  # the move played in the game: known at once
    assert page.last_announced().startswith("b2 taken back: it is the move played in the game,")
    controller.ai_replied(puzzle_reply(page, 0.1, checking))
    assert not controller.puzzles.puzzle.solved and "mixtour.puzzles.v1" not in store.items
    assert moves(controller) == ["c3"]
    play(controller, "e5")  # sent again, and followed by a move: its answer is forgotten too
    checking = page.requests[-1][0]
    play(controller, "a1")
    controller.ai_replied(puzzle_reply(page, 0.1, checking))
    assert not controller.puzzles.puzzle.solved and moves(controller) == ["c3", "e5", "a1"]
    controller.act("undo", {})  # e5 back alone on the board: checked again, and solved now
    controller.ai_replied(puzzle_reply(page, 0.25))  # Red 75%: within 10% of 80%
    assert controller.puzzles.puzzle.solved and moves(controller) == ["c3", "e5"]


def check_a_puzzle_try_waits_for_no_computer_that_is_not_there() -> None:
    controller, page = reviewed_blunder()
    controller.act("puzzle", {})
    controller.ai_state = AI_FAILED
    play(controller, "e5")
    assert moves(controller) == ["c3"] and not controller.puzzles.puzzle.pending
    assert page.last_announced() == (
        "The computer could not check e5 (the computer is not ready). Try it again."
    )


def check_the_chance_bar_is_off_until_switched_on_and_remembered() -> None:
    store = DictStore()
    controller, page = two_players("c3", store=store)
    controller.act("help-switch", {})
    assert not page.shown("eval-bar") and page.attribute("eval-switch", "aria-pressed") == "false"
    assert not page.requests
    controller.act("eval-switch", {})
    assert page.attribute("eval-switch", "aria-pressed") == "true" and page.shown("eval-bar")
    assert page.text("eval-text") == "Winning chance: thinking…"
    request = page.requests[-1][0]
    assert request["moves"] == ["c3"] and controller.wants(request)
    position = "c3=w r 19/20 0/0 -"
    reply = {"id": request["id"], "ok": True, "position": position, "win_probability": 0.3}
    controller.ai_replied(reply)
    assert page.text("eval-text") == "Red to move: 30% winning chance (White 70%)."
    assert 'width="140.0"' in page.element("eval-graphic").markup  # White's 70% from the left
    play(controller, "b2")  # after a move the bar asks again; the player plays on meanwhile
    assert page.requests[-1][0]["moves"] == ["c3", "b2"]
    assert page.text("eval-text") == "Winning chance: thinking…"
    again, _ = open_page(store)
    assert again.chances.bar.on  # remembered in this browser
    controller.act("eval-switch", {})
    assert not page.shown("eval-bar")
    assert not open_page(store)[0].chances.bar.on


def check_the_chance_bar_is_hidden_while_a_friend_by_link_is_to_move() -> None:
    controller, page = open_page()
    controller.act("eval-switch", {})
    controller.new_game(*seated(BY_LINK))
    controller.act("help-switch", {})
    assert page.shown("eval-bar")
    play(controller, "c3")
    assert not page.shown("eval-bar")
    assert page.requests[-1][0]["moves"] == []


def check_the_chance_bar_goes_when_a_player_resigns() -> None:
    controller, page = two_players("c3", "b2")
    controller.act("help-switch", {})
    controller.act("eval-switch", {})
    assert page.shown("eval-bar")
    controller.act("resign", {})
    controller.act("resign", {})
    assert controller.table.over and not page.shown("eval-bar")  # not "thinking…" for good


def check_the_chance_bar_says_the_result_when_the_rules_end_the_game() -> None:
    controller, page = two_players(*SCORING_GAME[:-1])
    controller.act("eval-switch", {})
    play(controller, SCORING_GAME[-1])  # White scores and wins
    assert page.shown("eval-bar") and page.attribute("board", "data-result") == "white"
    assert page.text("eval-text") == "White wins!"  # not "Red to move: 0% winning chance"
    assert 'width="200.0"' in page.element("eval-graphic").markup  # all of the bar White's


def check_the_hint_shows_the_expected_line_as_numbered_arrows() -> None:
    controller, page = two_players("c3", "b2")
    controller.act("help-switch", {})
    controller.act("hint", {})
    reply = reply_to(page, controller.table.game, "c3-b2")
    reply["principal_variation"] = ["c3-b2", "d4", "d4-b2", "zz"]
    controller.ai_replied(reply, 1.0)
    assert [str(move) for move in controller.table.hint_line] == ["c3-b2", "d4", "d4-b2"]
    assert page.board.count('<g class="arrow hint">') == 3
    assert ">1</text>" in page.board and ">3</text>" in page.board


# -- the guided first game --------------------------------------------------------------------


def check_the_guided_game_is_offered_once_to_a_first_visit() -> None:
    store = DictStore()
    controller, page = open_page(store)
    assert page.shown("tutorial-offer")
    controller.act("tutorial-no", {})
    assert not page.shown("tutorial-offer")
    _, again = open_page(store)
    assert not again.shown("tutorial-offer")
    played = DictStore()
    two_players("c3", store=played)
    _, later = open_page(played)  # a page with a game to resume offers nothing
    assert not later.shown("tutorial-offer")


def check_the_guided_game_offer_goes_once_the_first_game_is_under_way() -> None:
    controller, page = open_page(DictStore())
    assert page.shown("tutorial-offer")
    play(controller, "c3")  # the player's first move: the offer no longer pushes the table down
    assert not page.shown("tutorial-offer")
    controller.act("tutorial", {})  # Rules still has the guided game
    assert page.shown("tutorial")


def check_the_guided_game_checks_each_step_and_gives_the_game_back() -> None:
    store = DictStore()
    controller, page = two_players("e5", "a1", store=store)
    saved_game = store.items[KEYS.game]
    controller.act("tutorial", {})
    assert page.shown("tutorial") and page.text("tutorial-title") == "Step 1 of 8: Enter a piece"
    assert moves(controller) == [] and not page.shown("tutorial-next")
    play(controller, "b2")
    assert page.announced[-1][0].endswith("Well done! On to the next step when you are ready.")
    assert page.shown("tutorial-next") and store.items["mixtour.tutorial.v1"] == "0"
    controller.act("tutorial-next", {})
    assert page.text("tutorial-title") == "Step 2 of 8: Move onto a 1-high stack"
    play(controller, "a1")  # legal, but not what the step asks: taken back, and why
    assert moves(controller) == []
    assert page.announced[-1][0].endswith(
        "That entered a piece. This step asks you to move pieces already on the board."
    )
    play(controller, "c3-d4")
    assert moves(controller) == ["c3-d4"] and page.shown("tutorial-next")
    controller.act("tutorial-next", {})
    controller.act("tutorial-next", {})  # Skip: step 3 stays to do
    assert page.text("tutorial-title") == "Step 4 of 8: Blocked lines"
    play(controller, "a1")  # an entry on an occupied square: the engine's own refusal
    assert "a1" in page.announced[-1][0] and moves(controller) == []
    assert store.items[KEYS.game] == saved_game  # the guided game is never autosaved
    controller.act("tutorial-leave", {})
    assert not page.shown("tutorial") and moves(controller) == ["e5", "a1"]
    controller.act("tutorial", {})  # back where it was left: the first step not done
    assert page.text("tutorial-title") == "Step 3 of 8: Onto a 2-high stack, from 2 away"


def check_opening_a_game_during_the_guided_game_keeps_the_players_game() -> None:
    store = DictStore()
    controller, page = two_players("e5", "a1", "b2", store=store)
    controller.act("tutorial", {})
    controller.act("import", {})
    page.element("import-text").value = "e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -"
    controller.act("import-open", {"dialog": "import"})
    assert not page.shown("tutorial")
    assert page.attribute("board", "data-position") == "e1=rw,c3=w,b4=wwr,e4=wr r 15/17 0/0 -"
    controller.act("restore-previous", {})  # the game before the guided one, not a step's
    assert moves(controller) == ["e5", "a1", "b2"]


def check_the_comments_of_an_opened_record_are_kept_with_the_game() -> None:
    store = DictStore()
    controller, page = open_page(store)
    controller.act("import", {})
    page.element("import-text").value = "1. c3 {a quiet start} b2 2. d4 {keeps the centre} *"
    controller.act("import-open", {"dialog": "import"})
    assert moves(controller) == ["c3", "b2", "d4"]
    again, shown = open_page(store)  # a reload
    assert again.table.comments == {1: "a quiet start", 3: "keeps the centre"}
    again.act("copy-record", {})
    assert "1. c3 {a quiet start} b2 2. d4 {keeps the centre} *" in shown.copied[-1]


def check_the_take_back_ban_step_shows_the_engine_refusal() -> None:
    controller, page = open_page(DictStore({"mixtour.tutorial.v1": "0,1,2,3,4"}))
    controller.act("tutorial", {})
    assert page.text("tutorial-title") == "Step 6 of 8: No taking back"
    assert moves(controller) == ["c3-d4"]
    play(controller, "d4-c3")
    assert moves(controller) == ["c3-d4"]
    assert "takes back" in page.announced[-1][0], page.announced[-1]
    play(controller, "d4:2-c3")
    assert page.shown("tutorial-next")
    controller.act("tutorial-next", {})
    play(controller, "b2:4-c3")  # five with White on top: White scores, no result card
    assert page.shown("tutorial-next") and not page.shown("banner")
    controller.act("tutorial-next", {})
    play(controller, "e5-a1")  # Red's own stack: legal, but a Red point
    assert page.announced[-1][0].endswith("Red scores: the top piece's owner always does.")
    play(controller, "a1:2-a2")
    assert page.announced[-1][0].endswith("You know the rules of Mixtour.")
    controller.act("tutorial-next", {})  # Finish
    assert not page.shown("tutorial")
    assert page.announced[-1][0] == table_words.TUTOR_ALL_DONE


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"controller checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
