"""What the page does, checked without a browser, continued from `controller_checks.py`: the
table's controls (the result card, New game, the rules, notices) and the computer's seats and
hints over a fake page (`fake_page.py`). pytest runs them under CPython (`test_controller.py`);
run as a script, this runs them all under whatever Python runs it, which is how
`test_controller.py` checks them under MicroPython too:

    node tests/runtimes/run_micropython.mjs tests/controls_checks.py
"""

from controller_checks import SCORING_GAME, moves, play, reply_to, two_players
from fake_page import DictStore, open_page, seated

from mixtour.ui.options import AI_VS_AI, BY_LINK, TWO_PLAYERS
from mixtour.ui.spec import SPEC
from table import state as layout
from table import words as table_words

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    pass

# White ends this hot-seat game by building a 5-stack topped by White on a3.


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
    assert "kept" in page.notices
    controller.act("dismiss-notice", {"topic": "kept"})
    assert page.notices == {}


def check_two_players_are_shown_the_way_to_play_by_link() -> None:
    controller, page = two_players()
    assert page.shown("link-tip")
    controller.act("first", {})  # nothing to review yet: still the game
    controller.new_game(*seated())
    assert not page.shown("link-tip")


# -- the AI ----------------------------------------------------------------------------------


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


def check_a_hint_asked_while_the_ai_loads_comes_when_it_is_ready_however_late() -> None:
    # A tester pressed Hint on a first visit: "Starting the AI for a hint…" stayed there after
    # the page gave up waiting for the AI, and the hint never came when the AI was ready.
    controller, page = open_page(ai=False)
    controller.new_game(*seated(human="white"))
    controller.act("hint", {})
    assert page.announced[-1] == (table_words.HINT_AFTER_LOADING, "hint")
    assert not controller.ai_waited(15, 15.0)
    assert page.announced[-1] == ("The AI has not started after 15 s.", "error")
    assert page.text("hint") == "Hint" and page.element("hint").disabled
    assert page.requests == []
    controller.ai_ready()  # after the page gave up on it
    assert len(page.requests) == 1
    controller.ai_replied(reply_to(page, controller.table.game, "c3"), 1.0)
    assert page.announced[-1] == ("Hint: enter a piece on c3.", "hint")
    # The same on a try again, and not for a position the board no longer shows.
    controller, page = open_page(ai=False)
    controller.new_game(*seated(human="white"))
    controller.act("hint", {})
    controller.ai_broke("the network failed")
    controller.act("ai-retry", {})
    controller.ai_ready()
    assert len(page.requests) == 1
    controller, page = open_page(ai=False)
    controller.new_game(*seated(human="white"))
    controller.act("hint", {})
    controller.ai_broke("the network failed")
    controller.act("ai-play-on", {})
    play(controller, "c3")
    controller.act("ai-retry", {})
    controller.ai_ready()
    assert page.requests == []


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


def check_computer_help_switched_stays_as_chosen_in_new_games_and_after_a_reload() -> None:
    store = DictStore()
    controller, page = open_page(store)  # against the computer: help on
    assert page.attribute("help-switch", "aria-pressed") == "true"
    controller.act("help-switch", {})
    assert "no computer help" in page.text("mode-line")
    controller.act("new", {})
    controller.act("start", {})  # the New game dialog as it was filled
    assert page.attribute("help-switch", "aria-pressed") == "false"
    assert page.element("hint").disabled and "no computer help" in page.text("mode-line")
    play(controller, "c3")
    controller, page = open_page(store)  # a reload: the game resumes, then a rematch
    assert page.attribute("help-switch", "aria-pressed") == "false"
    controller.act("resign", {})
    controller.act("again", {})
    assert controller.table.seat("white") != "person" and moves(controller) == []
    assert page.attribute("help-switch", "aria-pressed") == "false"
    controller.new_game(*seated(TWO_PLAYERS))  # between people: their own choice, off
    assert page.attribute("help-switch", "aria-pressed") == "false"
    controller.act("help-switch", {})
    controller.new_game(*seated(TWO_PLAYERS))
    assert page.attribute("help-switch", "aria-pressed") == "true"
    controller.new_game(*seated(BY_LINK))  # by link: a choice of its own, off by default
    assert page.attribute("help-switch", "aria-pressed") == "false"
    controller.new_game(*seated())  # with the computer again: still off
    assert page.attribute("help-switch", "aria-pressed") == "false"
    controller.act("help-switch", {})  # and on again when switched on
    controller.new_game(*seated())
    assert page.attribute("help-switch", "aria-pressed") == "true"
    assert not page.element("hint").disabled


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


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"controls checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
