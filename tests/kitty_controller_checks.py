"""The Kitty Stack Tower page's decisions (kitty/ui/controller.py), checked without a browser over
a dict for storage. Each ``check_*`` is one behaviour a player would notice; pytest runs them
under CPython (`test_controller.py`), and run as a script this runs them all under whatever
Python runs it, which is how they are checked under MicroPython, the page's Python:

    node tests/runtimes/run_micropython.mjs tests/kitty_controller_checks.py
"""

import json

from kitty import Game, record
from kitty.ui.controller import KEY, UNREADABLE_KEY, Controller
from kitty.ui.diagrams import example, figures


class Memory:
    def __init__(self, full: bool = False) -> None:
        self.items: dict[str, str] = {}
        self.full = full

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> bool:
        if self.full:
            return False
        self.items[key] = value
        return True


def table(cells: dict[str, str]) -> Controller:
    controller = Controller(Memory())
    controller.game = example(cells)
    controller.seats = ["person", "person"]
    return controller


def check_placing_then_a_wrong_placement_is_explained() -> None:
    controller = Controller(Memory())
    controller.start()
    assert "Red to place a piece (15 in hand)" in controller.screen().status
    controller.click("c4")
    assert controller.game.stack("c4") == "r"
    controller.click("c4")
    assert controller.message == "You cannot place on c4: that cell is taken."
    assert controller.message_kind == "error"
    assert controller.screen().disabled["pass"]


def check_picking_marks_each_kind_of_target_and_a_single_action_plays() -> None:
    controller = table({"c4": "rrr", "d4": "ryy", "c5": "y", "b4": "ryyy"})
    controller.click("c4")
    svg = controller.screen().board
    assert 'data-cell="c5" role="button" tabindex="-1" aria-label="c5: 1 high' in svg
    assert "t-stack t-flip t-disassemble" in svg and "landing" in svg
    controller.click("c5")
    assert controller.game.stack("c5") == "yrrr" and controller.message == "Red played c4-c5."


def check_several_actions_on_one_target_are_offered_and_chosen_by_key() -> None:
    controller = table({"c4": "rrr", "d4": "ryy"})
    controller.click("c4")
    controller.click("d4")
    assert 'data-kind="disassemble"' in controller.screen().choice
    assert controller.key("d", on_board=True, command=False, shift=False)
    assert controller.game.stack("c4") == "yyrrr" and controller.game.stack("d4") == "r"
    assert controller.screen().choice == ""


def check_illegal_tries_are_explained_in_the_engines_words() -> None:
    controller = table({"c4": "r", "c5": "yy", "e5": "y"})
    controller.click("c5")
    assert controller.message == "You cannot pick c5: red does not own the stack on c5."
    controller.click("c4")
    controller.click("c5")
    assert controller.message.startswith("c4 cannot act on c5. Stack: a stack may only go onto")
    assert "flip: a flipping stack must be at least 2 high" in controller.message
    controller.click("e5")
    assert controller.message == "c4 cannot act on e5: the two stacks are not adjacent."


def check_pass_undo_redo_and_the_running_score() -> None:
    controller = table({"c4": "rr", "c5": "yr"})
    controller.act("pass", {})
    assert controller.game.turn == "yellow" and controller.game.passes == 1
    controller.act("undo", {})
    assert controller.game.turn == "red" and not controller.screen().disabled["redo"]
    controller.act("redo", {})
    assert controller.game.passes == 1
    players = controller.screen().players
    assert (
        "score 16 · own 15" in players
        and "score 14 · own 14 · to move" in players
        and 'aria-current="true"' in players
    )


def check_a_round_of_passes_ends_the_game_with_the_winner() -> None:
    controller = table({"c4": "rr", "c5": "yr"})
    controller.act("pass", {})
    controller.act("pass", {})
    screen = controller.screen()
    assert screen.status.startswith("Game over: Red wins with 16 pieces (15 of their own)")
    assert "every player passed in one round" in screen.status and screen.result == "1-0"
    assert "1st" in screen.players and "2nd" in screen.players
    controller.click("c4")
    assert controller.message.startswith("The game is over")


def check_autosave_and_resume_keep_the_game_and_its_seats() -> None:
    store = Memory()
    controller = Controller(store)
    controller.new_game({"players": "3", "setup": "random", "seed": "9"})
    controller.act("pass", {})
    saved = json.loads(store.items[KEY])
    assert saved["seats"] == ["person"] * 3
    again = Controller(store)
    again.start()
    assert again.game.position() == controller.game.position()
    assert again.message.startswith("Welcome back")


def check_an_unreadable_save_is_kept_aside_and_a_new_game_begins() -> None:
    store = Memory()
    store.items[KEY] = '{"record": "[Game \\"Chess\\"]", "seats": []}'
    controller = Controller(store)
    controller.start()
    assert controller.message_kind == "error" and "could not be read" in controller.message
    assert store.items[UNREADABLE_KEY] == '{"record": "[Game \\"Chess\\"]", "seats": []}'
    assert controller.game.moves == [] and controller.game.phase == "setup"


def check_full_storage_is_said() -> None:
    controller = Controller(Memory(full=True))
    controller.click("c4")
    assert "would not save" in controller.message


def check_a_bad_record_keeps_the_game_and_a_good_one_opens() -> None:
    controller = Controller(Memory())
    controller.click("c4")
    controller.act("import", {"text": "nonsense"})
    assert "could not be opened" in controller.message and controller.game.stack("c4") == "r"
    assert controller.screen().dialog == "record"
    game = Game(4, seed=3, cards=False)
    game.play("pass")
    controller.act("import", {"text": record.write(game)})
    assert controller.game.position() == game.position() and len(controller.seats) == 4
    controller.act("export", {})
    assert controller.screen().record == record.write(game)
    controller.act("download", {})
    assert controller.screen().download == ("kitty-stack-tower.txt", record.write(game))


def check_keys_move_the_cursor_over_the_hexagon_and_enter_places() -> None:
    controller = Controller(Memory())
    names = controller.game.board.names
    assert names[controller.cursor] == "e5"
    controller.key("ArrowUp", on_board=True, command=False, shift=False)
    controller.key("ArrowRight", on_board=True, command=False, shift=False)
    assert names[controller.cursor] in ("f5", "f6")
    controller.key("Enter", on_board=True, command=False, shift=False)
    assert controller.game.stack(names[controller.cursor]) == "r"
    assert controller.key("z", on_board=False, command=True, shift=False)
    assert controller.game.moves == []
    assert not controller.key("ArrowUp", on_board=False, command=False, shift=False)


def check_a_file_too_long_for_a_record_is_not_read() -> None:
    controller = Controller(Memory())
    assert controller.file_chosen(2_000)
    assert not controller.file_chosen(5_000_000)
    assert "longer than any game record" in controller.message
    assert controller.text_fits(2_000)
    assert not controller.text_fits(3_000_000)  # a paste, measured before it is read
    assert controller.message.startswith("That text is 3000000 characters, longer than any")
    assert controller.game.moves == []


def check_the_rules_figures_escape_the_notation() -> None:
    markup = figures()
    assert markup.count("<figure>") == 3 and "c4&lt;d4" in markup and "c4<d4" not in markup


def check_a_computer_seat_is_asked_once_and_its_move_played() -> None:
    controller = Controller(Memory())
    controller.new_game({"players": "2", "seat0": "person", "seat1": "beginner"})
    assert controller.needs_ai() and controller.ai_request() is None  # Red, a person, to move
    controller.click("c4")
    request = controller.ai_request()
    assert request is not None and controller.ai_request() is None  # asked once
    assert request["moves"] == ["c4"] and request["level"] == "beginner"
    assert request["start"] == Game(2).position()
    controller.ai_state("ready")
    assert controller.screen().status == "Yellow (computer) is thinking…"
    assert controller.screen().disabled["pass"]
    controller.click("e5")
    assert "computer's turn" in controller.message and controller.game.stack("e5") == ""
    reply = {"id": request["id"], "ok": True, "position": controller.game.position(), "move": "e5"}
    controller.ai_replied(reply)
    assert controller.game.stack("e5") == "y" and controller.game.turn == "red"


def check_a_late_or_wrong_reply_changes_nothing() -> None:
    controller = Controller(Memory())
    controller.new_game({"players": "3", "seat0": "person", "seat1": "strong", "seat2": "casual"})
    controller.click("c4")
    first = controller.ai_request()
    assert first is not None
    controller.act("undo", {})
    assert controller.game.moves == []
    controller.ai_replied({"id": first["id"], "ok": True, "move": "e5"})
    assert controller.game.stack("e5") == ""  # undone meanwhile: the reply is late
    controller.click("c4")
    second = controller.ai_request()
    assert second is not None
    controller.ai_replied({"id": second["id"], "ok": True, "move": "c4"})
    assert "refused" in controller.message and controller.game.turn == "yellow"
    controller.ai_replied({"id": second["id"], "ok": False, "error": "no level 'x'"})
    assert controller.message == "The computer could not move: no level 'x'"


def check_undo_goes_back_past_the_computers_to_a_person() -> None:
    controller = Controller(Memory())
    controller.new_game(
        {"players": "3", "seat0": "person", "seat1": "beginner", "seat2": "beginner"}
    )
    for name in ("c4", "e5", "e6"):
        controller.game.play(name)
    controller.act("undo", {})
    assert controller.game.moves == [] and controller.message == "Took back c4 e5 e6."
    watched = Controller(Memory())
    watched.new_game({"players": "2", "seat0": "casual", "seat1": "casual"})
    watched.game.play("c4")
    watched.game.play("e5")
    watched.act("undo", {})
    assert [watched.game.format_move(m) for m in watched.game.moves] == ["c4"]
    controller.ai_state("broken", "no WebAssembly")
    assert "could not start (no WebAssembly)" in controller.message


def check_seats_must_be_a_person_or_a_level() -> None:
    controller = Controller(Memory())
    controller.new_game({"players": "2", "seat1": "grandmaster"})
    assert controller.message_kind == "error" and not controller.needs_ai()


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"kitty controller checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
