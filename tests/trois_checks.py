"""What the page does with a game of three (Mixtour à trois), checked without a browser over the
fake page (`fake_page.py`), as `controller_checks.py` does for two players.

pytest runs each check under CPython (`test_controller.py`); run as a script, this runs them
all under whatever Python runs it, which is how they are checked under MicroPython too:

    node tests/runtimes/run_micropython.mjs tests/trois_checks.py
"""

import json

from fake_page import DictStore, open_page, seated, table_state

from mixtour import Game, parse_square
from mixtour.ui import link
from mixtour.ui.options import THREE
from mixtour.ui.spec import SPEC
from table import saved
from table import state as layout
from table.seats import FRIEND, PERSON

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Three moves each from the start; then White's whole stack of three on b3 may not go onto b2:
# Red would build five on a1 at once.
OPENING = ["b3", "a1", "e4", "a5", "d5", "c3", "c3-b3", "d5-b3", "b2"]
REASON = "Red would win at once with b2:4-a1"
# Four Red-topped four-stacks cover every empty square (tests/test_trois.py): White, to move, has
# only unavailable moves and passes; the turn goes back to Blue.
COVERED = "b2=wbbr,d2=wbbr,b4=wwbr,d4=wwbr w 9/11/9 0/0/0 -"


def sq(name: str) -> int:
    return parse_square(name)


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


def three_here(*played: str, store: DictStore | None = None) -> "Any":
    """A page with a hot-seat game of three and ``played`` moves made by clicks."""
    controller, page = open_page(store)
    controller.new_game(*seated(THREE))
    for move in played:
        play(controller, move)
    return controller, page


def reply_to(page: "Any", controller: "Any", move: str) -> "dict[str, Any]":
    request = page.requests[-1][0]
    position = controller.table.game.position()
    return {"id": request["id"], "ok": True, "move": move, "position": position}


def check_the_new_game_dialog_starts_a_game_of_three_with_its_seats() -> None:
    controller, page = open_page()
    controller.act("new", {})
    assert not page.shown("ng-seat-field-2")
    page.form.update({"players": "3", "seat-1": "person", "seat-2": "person"})
    controller.new_game_changed()
    assert page.shown("ng-seat-field-2") and not page.shown("ng-reserve")
    assert not page.shown("ng-target-5")
    # The dialog showed 5 points and 20 pieces for two: a game of three takes 1 and 15.
    page.form.update({"target": "5", "reserve": "20"})
    controller.act("start", {})
    assert "new-game" not in page.dialogs
    assert page.text("mode-line") == (
        "Three players: White person, Red person, Blue person · no computer help · first to 1"
        " point · 15 pieces each"
    )
    cards = page.element("players").markup
    assert cards.count('class="player ') == 3 and 'data-colour="blue"' in cards
    assert "Player 3" in cards and "<b>15</b>" in cards
    assert page.text("status").startswith("White to move")
    assert "Computer (strong)" in page.element("ng-seat-2").markup
    assert page.requests == []  # nobody asked the computer: three people play


def check_three_people_take_turns_and_blue_is_drawn_with_its_own_marks() -> None:
    controller, page = three_here("c3", "b2")
    assert page.text("status").startswith("Blue to move")
    play(controller, "d4")
    assert moves(controller) == ["c3", "b2", "d4"]
    assert '<g class="piece blue' in page.board
    assert 'class="band"' in page.board and 'class="cross-mark"' in page.board
    assert 'aria-label="d4, 1 piece, Blue' in page.board
    assert page.text("status").startswith("White to move")
    listed = page.element("moves").markup
    assert 'aria-label="3. Blue d4"' in listed and 'aria-label="2. Red b2"' in listed


def check_a_held_stack_shows_its_unavailable_square_and_why() -> None:
    controller, page = three_here(*OPENING)
    controller.input.click_board(sq("b3"), 3)
    assert f"Not onto b2: {REASON}." in page.last_announced()
    assert f"Not available: {REASON}." in page.board
    assert 'class="badge unavailable"' in page.board
    controller.input.click_board(sq("b2"), None)  # the player tries it anyway
    assert moves(controller) == OPENING
    assert page.last_announced() == f"Can't play b3:3-b2: it is not available: {REASON}."
    controller.input.click_board(sq("b3"), 3)
    controller.input.click_board(sq("b3"), 3)  # put back
    play(controller, "b3:2-b2")  # two of the three may go
    assert moves(controller)[-1] == "b3:2-b2"


def check_the_empty_squares_a_piece_may_not_enter_are_marked_before_a_try() -> None:
    # Red's four-stack on b2: a White piece entered next to it would let Red build five.
    state = table_state(THREE)
    start = "b2=wbbr w 14/14/13 0/0/0 -"
    state.update({"version": 1, "start": start, "moves": [], "redo": [], "paused": False})
    controller, page = open_page(state=state)
    assert page.board.count('class="badge unavailable"') == 8  # nothing held, nothing tried
    assert "Not available: Red would win at once with b2:4-a1." in page.board
    controller.input.click_board(sq("a1"), None)  # tried anyway: refused, and why
    assert moves(controller) == []
    assert "not available: Red would win at once with b2:4-a1" in page.last_announced()
    play(controller, "e5")  # far from b2: entered
    assert moves(controller) == ["e5"]


def check_a_pass_hands_the_turn_back_and_the_status_says_so() -> None:
    state = table_state(THREE)
    state.update({"version": 1, "start": COVERED, "moves": [], "redo": [], "paused": False})
    controller, page = open_page(state=state)
    assert moves(controller) == ["pass"]
    status = page.text("status")
    assert status.startswith("White could not move: the turn passes back to Blue. Blue to move")
    assert page.announced[-1][0].startswith(
        "White has no legal move and passes. White could not move: the turn passes back to Blue."
    )


def check_the_computer_takes_its_seats_at_their_levels() -> None:
    controller, page = open_page(query="?ai-seed=4")
    controller.new_game(*seated(THREE, seats=("person", "casual", "expert")))
    assert page.text("mode-line").startswith(
        "Three players: White person, Red computer (casual), Blue computer (expert)"
    )
    assert page.requests == []
    play(controller, "c3")
    request = page.requests[-1][0]
    assert request["level"] == "casual" and request["start"] == "- w 15/15/15 0/0/0 -"
    assert request["moves"] == ["c3"] and request["seed"] == 4
    assert page.text("status") == "Red is thinking…"
    controller.ai_replied(reply_to(page, controller, "b2"), 5.0)
    assert page.requests[-1][0]["level"] == "expert"
    controller.ai_replied(reply_to(page, controller, "d4"), 5.0)
    assert moves(controller) == ["c3", "b2", "d4"]
    assert page.text("status").startswith("Your move")
    assert "You" in page.element("players").markup
    # Undo goes back to the person's own last move, past both computers' moves.
    controller.act("undo", {})
    assert moves(controller) == []
    controller.act("redo", {})
    assert moves(controller) == ["c3", "b2", "d4"]
    # A rematch: each seat takes the next colour, so the person plays Red.
    controller.act("again", {})
    assert controller.table.seats == ("expert", "person", "casual")


def check_undo_and_review_step_one_move_for_three_people() -> None:
    controller, page = three_here("c3", "b2", "d4", "c3-b2")
    controller.act("undo", {})
    assert moves(controller) == ["c3", "b2", "d4"]
    assert page.text("status").startswith("White to move")
    controller.act("undo", {})
    assert page.text("status").startswith("Blue to move")
    controller.act("redo", {})
    controller.act("redo", {})
    assert moves(controller) == ["c3", "b2", "d4", "c3-b2"]
    controller.act("goto", {"ply": "3"})
    assert page.text("status") == "Viewing move 3 of 4: Blue played d4."
    assert page.attribute("board", "data-position") == "b2=r,c3=w,d4=b w 14/14/14 0/0/0 -"
    controller.act("back", {})
    assert page.text("status") == "Viewing move 2 of 4: Red played b2."
    controller.act("live", {})
    assert page.text("status").startswith("Red to move")


def check_a_game_of_three_resumes_after_a_reload_and_travels_in_a_link() -> None:
    store = DictStore()
    _controller, page = three_here("c3", "b2", "d4", store=store)
    entry = json.loads(store.items[saved.Keys(SPEC.key_prefix).game])
    assert entry["mode"] == THREE and entry["seats"] == ["person", "person", "person"]
    assert entry["reserve"] == 15
    again, page = open_page(store)
    assert moves(again) == ["c3", "b2", "d4"]
    assert again.table.game.players == 3
    assert page.text("mode-line").startswith("Three players")
    fragment = link.write(layout.write(again.table))
    assert "p=trois" in fragment and "seats=person.person.person" in fragment
    assert link.read_game(SPEC, fragment).texts() == ["c3", "b2", "d4"]


def check_a_tampered_link_of_three_says_what_is_wrong_and_keeps_the_game() -> None:
    controller, page = three_here("c3")
    controller.open_link("#g=1&p=trois&t=1&r=15&rep=1&seats=person.boss.person&m=", False)
    assert moves(controller) == ["c3"]
    told = " ".join(text for text, _ in page.announced) + " ".join(
        notice.text for notice in page.notices.values()
    )
    assert "seats must each be" in told and "'boss'" in told
    controller.open_link("#g=1&p=trois&t=5&r=15&rep=1&seats=person.person.person&m=", False)
    assert moves(controller) == ["c3"]


def check_nobody_resigns_or_offers_a_draw_in_a_game_of_three() -> None:
    _controller, page = three_here("c3")
    assert page.element("resign").disabled
    assert not page.shown("agree-controls")


def check_the_game_review_of_three_weighs_each_movers_share() -> None:
    controller, page = three_here("c3", "b2", "d4")
    assert page.shown("game-review")
    controller.act("game-review", {})
    played = ["c3", "b2", "d4"]
    asked = 0
    while controller.reviewing.running:
        request = page.requests[-1][0]
        assert request["start"] == "- w 15/15/15 0/0/0 -" and isinstance(request["id"], int)
        game = Game.from_position(request["start"])
        for move in request["moves"]:
            game.play(move)
        # The worker's choice is the move played, except Blue's: e5, after which Blue keeps
        # 45%, where d4 leaves Blue 20%.
        choice = "e5"
        if len(request["moves"]) < 3 and request["moves"] != ["c3", "b2"]:
            choice = played[len(request["moves"])]
        shares = {"white": 0.34, "red": 0.33, "blue": 0.33}
        if request["moves"] == ["c3", "b2", "d4"]:
            shares = {"white": 0.5, "red": 0.3, "blue": 0.2}
        if request["moves"] == ["c3", "b2", "e5"]:
            shares = {"white": 0.3, "red": 0.25, "blue": 0.45}
        reply = {"id": request["id"], "ok": True, "position": game.position(), "move": choice}
        reply.update({"win_probability": shares[game.turn], "shares": shares})
        reply["principal_variation"] = [choice]
        controller.ai_replied(reply)
        asked += 1
    assert asked == 5  # the four positions, and the one after the worker's e5
    assert page.last_announced().startswith("Review done: 1 blunder")
    graph = page.element("review-graph").markup
    assert graph.count("<polyline") == 3 and "share-blue" in graph
    assert "move 3, Blue d4: White 50%, Red 30%, Blue 20%, blunder" in graph
    assert 'aria-label="3. Blue d4, blunder"' in page.element("moves").markup
    controller.act("goto", {"ply": "3"})
    assert page.text("review-verdict") == (
        "Move 3, Blue d4: a blunder, Blue's chance 45% to 20%. Better: e5 (arrows on the board)."
    )


def check_a_record_of_three_downloads_names_blue_and_opens_at_a_table_of_two() -> None:
    controller, page = three_here("c3", "b2", "d4")
    controller.act("download", {})
    record = page.downloads[-1][1]
    assert '[Players "3"]' in record and '[Blue "Player 3"]' in record
    other, page = open_page()
    other.new_game(*seated())  # against the computer, two players
    other.act("import", {})
    other.sharing.import_text(record)
    assert moves(other) == ["c3", "b2", "d4"]
    assert other.table.seats == (PERSON, PERSON, PERSON) and other.table.game.players == 3
    assert page.text("status").startswith("White to move")


def check_one_person_against_two_computers_is_told_they_lost() -> None:
    state = table_state(THREE, seats=("person", "casual", "casual"))
    start = "a1=r,b2=wwbr r 13/13/14 0/0/0 -"  # Red, a computer, builds five on a1
    state.update({"version": 1, "start": start, "moves": [], "redo": [], "paused": False})
    controller, page = open_page(state=state)
    assert page.requests[-1][0]["level"] == "casual"
    controller.ai_replied(reply_to(page, controller, "b2:4-a1"), 5.0)
    assert SPEC.result_token(controller.table) == "red"
    assert page.text("banner-title") == "You lost"
    assert page.text("banner-reason") == "Red reached 1 point."


def check_a_hint_in_a_game_of_three_shows_the_move_and_the_line_expected() -> None:
    controller, page = three_here("c3", "b2")
    assert page.element("hint").disabled  # computer help: off between people, until switched
    controller.act("help-switch", {})
    assert not page.element("hint").disabled
    controller.act("hint", {})
    request = page.requests[-1][0]
    assert request["start"] == "- w 15/15/15 0/0/0 -" and request["moves"] == ["c3", "b2"]
    assert request["level"] == "strong"  # the worker's max-n search at its strong budget
    reply = reply_to(page, controller, "d4")
    reply.update({"principal_variation": ["d4", "c3-d4", "e5"], "shares": SHARES})
    controller.ai_replied(reply, 1.0)
    assert page.announced[-1] == ("Hint: enter a piece on d4.", "hint")
    assert page.board.count('<g class="arrow hint">') == 3
    play(controller, "e5")  # the player's own move: the hint goes
    assert not controller.table.hint and '<g class="arrow hint">' not in page.board


# The worker's estimate of each colour's share of a game of three (its reply's ``shares``).
SHARES = {"white": 0.3, "red": 0.25, "blue": 0.45}


def check_the_chance_bar_of_a_game_of_three_shows_every_colours_share() -> None:
    controller, page = three_here("c3")
    controller.act("help-switch", {})
    controller.act("eval-switch", {})
    assert page.shown("eval-bar") and page.text("eval-text") == "Winning chance: thinking…"
    request = page.requests[-1][0]
    assert request["start"] == "- w 15/15/15 0/0/0 -"
    assert request["iterations"] == 300  # the max-n search's budget with three players
    position = controller.table.game.position()
    reply = {"id": request["id"], "ok": True, "position": position, "win_probability": 0.25}
    reply["shares"] = SHARES
    controller.ai_replied(reply)
    assert page.text("eval-text") == "Red to move. Share of the game: White 30%, Red 25%, Blue 45%."
    graphic = page.element("eval-graphic").markup
    assert '<rect class="blue-share" x="110.0" y="0" width="90.0"' in graphic
    play(controller, "b2")
    assert page.text("eval-text") == "Winning chance: thinking…"  # asked again for Blue's turn
    assert page.requests[-1][0]["moves"] == ["c3", "b2"]


# -- three by link: the link goes round ----------------------------------------------------------

# Twenty moves of a game of three; then Blue's a1-a3 leaves White only unavailable moves, so
# White passes and the turn comes back to Blue.
BEFORE_PASS_TEXT = "e1 e4 c1 a3 a2 a5 d4 c5 c5-d4 b4 b4-a5 e2 b2 e5 b1 c1-b2 b2-a3 a1 a2-b2 b2:2-a1"
BEFORE_PASS = BEFORE_PASS_TEXT.split()
ADDRESS = "https://example.org/mixtour/#"


def send(controller: "Any", page: "Any") -> str:
    """Send your move: the link copied for the next player."""
    assert page.shown("send-move")
    controller.act("send-move", {})
    return str(page.copied[-1])


def check_three_friends_by_link_send_the_link_round_the_table() -> None:
    alice, page = open_page()
    alice.act("new", {})
    page.form.update({"players": "3", "seat-0": PERSON, "seat-1": FRIEND, "seat-2": FRIEND})
    alice.act("start", {})
    assert page.text("mode-line") == (
        "You (White) with two friends, by link · no computer help · first to 1 point · 15 pieces"
        " each"
    )
    assert alice.table.seats == (PERSON, FRIEND, FRIEND)
    assert not page.shown("send-move")  # nothing to send before the first move
    play(alice, "c3")
    told = "Red to move, on their own device: send Red the link (Send your move)."
    assert page.text("status") == told
    assert page.text("send-move-tip").startswith("Paste it to Red; the link comes back to you")
    alice.input.click_board(sq("c3"), None)  # Red's turn: nothing of Alice's moves
    assert moves(alice) == ["c3"] and page.last_announced() == told
    url = send(alice, page)
    assert url == ADDRESS + "g=1&p=trois&t=1&r=15&rep=1&seats=friend.person.friend&m=c3"
    assert page.toasts[-1] == "Link for Red copied."
    alice.act("export", {})
    assert page.text("export-link-note").startswith("Send this link to Red:")
    assert page.requests == []  # nobody asked the computer
    # The dialog opens on the game by link, your colour chosen; a game of two from there keeps
    # only the first two seats.
    alice.act("new", {})
    assert page.form["players"] == "3" and page.form["seat-1"] == FRIEND
    page.form.update({"players": "2", "seat-1": "casual"})
    alice.new_game_changed()
    assert not page.shown("ng-speed-field") and not page.shown("ng-link-note")
    alice.act("close-dialog", {"dialog": "new-game"})

    bob, bob_page = open_page(address=url)
    assert bob_page.text("mode-line").startswith("You (Red) with two friends")
    assert bob_page.text("status").startswith("Your move")
    play(bob, "b2")
    assert bob_page.text("status").startswith("Blue to move, on their own device: send Blue")
    url = send(bob, bob_page)
    assert url.endswith("&seats=friend.friend.person&m=c3.b2")

    carol, carol_page = open_page(address=url)
    assert "Blue" in carol_page.text("mode-line")
    play(carol, "d4")
    url = send(carol, carol_page)
    assert url.endswith("&seats=person.friend.friend&m=c3.b2.d4")

    alice.address_changed(url)  # the link comes back round to Alice's open page
    assert moves(alice) == ["c3", "b2", "d4"]
    assert page.text("status").startswith("Your move")
    assert "kept" not in page.notices  # it continues her game: nothing kept aside
    play(alice, "c3-b2")
    assert moves(alice) == ["c3", "b2", "d4", "c3-b2"]
    alice.act("undo", {})  # her own move back, not the friends'
    assert moves(alice) == ["c3", "b2", "d4"]


def check_a_friend_who_cannot_move_passes_back_on_the_movers_device() -> None:
    state = table_state(THREE, seats=(FRIEND, FRIEND, PERSON))
    state.update({"version": 1, "moves": BEFORE_PASS, "redo": [], "paused": False})
    carol, page = open_page(state=state)
    assert page.text("status").startswith("Your move")
    play(carol, "a1-a3")
    assert moves(carol)[-2:] == ["a1-a3", "pass"]
    assert page.text("status").startswith(
        "White could not move: the turn passes back to Blue. Your move"
    )
    assert not page.shown("send-move")  # Blue moves again before the link goes on


def check_a_link_of_three_by_link_needs_one_person_and_two_friends() -> None:
    controller, page = three_here("c3")
    controller.open_link("#g=1&p=trois&t=1&r=15&rep=1&seats=person.friend.strong&m=", False)
    assert moves(controller) == ["c3"]
    assert "must be one person (who opens it) and friends" in page.last_announced()


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"trois checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
