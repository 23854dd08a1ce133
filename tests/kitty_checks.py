"""Kitty Stack Tower at the shared table, checked without a browser over the fake page
(`fake_page.py`) and a dict for storage: each ``check_*`` is one behaviour a player would notice.
pytest runs them under CPython (`test_controller.py`); run as a script this runs them all under
whatever Python runs it, which is how they are checked under MicroPython, the page's Python:

    node tests/runtimes/run_micropython.mjs tests/kitty_checks.py
"""

import json

from fake_page import DictStore, open_page

from kitty import Game, record
from kitty.ui.options import Options
from kitty.ui.spec import SPEC
from table import saved
from table import state as layout
from table.model import Table
from table.screen import Key
from tools.kitty_long_game import long_game, long_moves, long_table

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

KEYS = saved.Keys(SPEC.key_prefix)
ADDRESS = "https://example.org/mixtour/#"


def kitty(store: "DictStore | None" = None, **hooks: "Any") -> "Any":
    """Kitty's page opened on ``store`` (new if None), the AI ready."""
    return open_page(store, spec=SPEC, **hooks)


def seated(
    controller: "Any", seats: "tuple[str, ...]", seed: int | None = 7, cards: bool = False
) -> None:
    """A new game for ``len(seats)`` players with those seats, at random from ``seed`` (None:
    placed by the players), with the Objective Cards if ``cards`` (`card_checks.py`)."""
    controller.new_game(Options(players=len(seats), seed=seed, cards=cards), seats)


def tap(controller: "Any", name: str) -> None:
    """A tap on the cell called ``name``."""
    controller.input.click_board(controller.table.game.board.cell(name), None)


def stack(controller: "Any", name: str) -> str:
    return str(controller.table.game.stack(name))


def moves(controller: "Any") -> "list[str]":
    return list(controller.table.texts())


def reply_to(page: "Any", controller: "Any", move: str, **more: "Any") -> "dict[str, Any]":
    """The worker's reply to the last request: ``move`` in the position the table has now."""
    request = page.requests[-1][0]
    reply = {"id": request["id"], "ok": True, "move": move}
    reply["position"] = controller.table.game.position()
    reply.update(more)
    return reply


def own_stack(controller: "Any") -> str:
    """A cell of a stack the player to move owns and can act with."""
    game = controller.table.game
    for move in game.legal_moves():
        if move.source >= 0 and move.target >= 0:
            return str(game.board.names[move.source])
    raise AssertionError("no stack can act")


def check_a_first_visit_plays_you_red_against_the_computer() -> None:
    controller, page = kitty()
    assert controller.table.seats == ("person", "strong")
    assert page.text("mode-line").startswith("You (Red) against the computer (strong)")
    assert page.text("status") == "Your move: place a piece on an empty cell (15 in hand)."
    assert page.shown("tutorial-offer")
    tap(controller, "e5")
    assert stack(controller, "e5") == "r"
    request = page.requests[-1][0]
    assert request["moves"] == ["e5"] and request["level"] == "strong"
    assert request["start"] == Game(2).position()
    controller.ai_replied(reply_to(page, controller, "d4"))
    assert stack(controller, "d4") == "y" and page.text("status").startswith("Your move")
    assert page.announced[-1][0] == "Yellow places a piece on d4."


def check_the_board_the_build_drew_stays_until_the_table_shows_another() -> None:
    store = DictStore()
    controller, page = kitty(store, prerendered=True)
    prerendered = page.board
    assert page.board_drawings == 0  # a first visit: the build's board is the table's
    assert page.attribute("board", "data-position") == Game(2).position()
    tap(controller, "e5")  # the first move draws the board, as any drawing after it does
    table = controller.table
    assert page.board_drawings == 1 and stack(controller, "e5") == "r"
    assert page.board == SPEC.board(table, controller.input.cursor, False, [])
    controller.ai_replied(reply_to(page, controller, "d4"))
    controller.undo({})  # back to the new game: drawn, as the build drew it
    assert moves(controller) == [] and page.board == prerendered
    drawings = page.board_drawings
    controller.render()  # the same board again: kept
    assert page.board_drawings == drawings
    tap(controller, "e5")
    again, shown = kitty(store, prerendered=True, ai=False)  # a saved game: drawn at once
    assert moves(again) == ["e5"] and shown.board_drawings == 1
    assert shown.board == SPEC.board(again.table, again.input.cursor, False, [])


def check_a_wrong_placement_and_a_tap_on_an_empty_cell_are_explained() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"), None)
    tap(controller, "c4")
    tap(controller, "c4")
    assert page.last_announced() == "Can't play c4: that cell is taken."
    assert page.announced[-1][1] == "warn"
    seated(controller, ("person", "person"))
    tap(controller, "a1" if not stack(controller, "a1") else "i1")
    said = page.last_announced()
    assert "pick one of your stacks" in said or "pick one of your own stacks" in said


def check_picking_marks_each_kind_of_target_and_one_action_plays() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"))
    source = own_stack(controller)
    tap(controller, source)
    assert page.last_announced().startswith(f"Picked {source}: it can act on ")
    assert 'class="cell picked"' in page.board and " target" in page.board
    game = controller.table.game
    move = next(m for m in game.legal_moves() if game.board.names[m.source] == source)
    tap(controller, game.board.names[move.target])
    if page.shown("count-picker") and 'data-kind="stack"' in page.element("count-picker").markup:
        controller.act("choose", {"kind": move.kind})
    assert len(moves(controller)) == 1 and controller.table.turn == "yellow"


def check_several_actions_on_one_target_are_offered_and_chosen_by_key() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"))
    game = controller.table.game
    offered: dict[tuple[int, int], list[str]] = {}
    for m in game.legal_moves():
        offered.setdefault((m.source, m.target), []).append(m.kind)
    pair = next((key for key, kinds in offered.items() if len(kinds) > 1), None)
    if pair is None:
        return  # (a seed with no such pair would not test it: the seed below has one)
    source, target = (game.board.names[cell] for cell in pair)
    tap(controller, source)
    tap(controller, target)
    markup = page.element("count-picker").markup
    assert page.shown("count-picker") and f'data-kind="{offered[pair][0]}"' in markup
    assert page.text("status").endswith(f"several actions act on {target}; choose one.")
    controller.input.key(Key(offered[pair][-1][0]))
    assert len(moves(controller)) == 1


def check_the_pass_that_ends_the_game_is_brought_into_view_when_it_asks() -> None:
    # On an upright phone its row of its own under Undo, Redo and Hint ended at 658 px of 640
    # at the start of the page: the button the player must press next was cut by the screen.
    controller, page = kitty()
    seated(controller, ("person", "person"))
    controller.act("choose", {"kind": "pass"})
    controller.act("choose", {"kind": "pass"})
    assert "Pass and end the game" in page.element("count-picker").markup
    assert page.revealed[-1:] == ["count-picker"]


def check_an_unreadable_record_says_why_in_the_players_words() -> None:
    # "This game record cannot be read: bad record: the Game tag is missing.": the engine's
    # prefix, in English only (the German page says "das Tag Game fehlt"); it writes none now.
    controller, page = kitty()
    controller.act("import", {})
    page.element("import-text").value = '[Red "Ann"]\n[Yellow "Bo"]\n\n1. a1 a2 *'  # no Game tag
    controller.act("import-open", {})
    assert page.text("import-error") == (
        "This game record cannot be read: the Game tag is missing. Your game is unchanged."
    )


def check_kittys_moves_alone_are_told_from_mixtours_by_their_shape() -> None:
    # Kitty's moves numbered as its move list shows them began "1." as Mixtour's do, and the
    # page said they were "a game of Mixtour"; they are Kitty's, its tags missing.
    controller, page = kitty()
    said = {}
    for text in (
        "1. b1-b2 pass 2. e9 f1",
        "1. c4^c5 pass",
        "1. a1 e5 *",
        "1. c3 d4 2. b4:2-c4 1-0",
    ):
        controller.act("import", {})
        page.element("import-text").value = text
        controller.act("import-open", {})
        said[text] = page.text("import-error")
        controller.act("close-dialog", {"dialog": "import"})
    mixtours = "it is a game of Mixtour, to open on the Mixtour page"
    for text in ("1. b1-b2 pass 2. e9 f1", "1. c4^c5 pass"):
        assert said[text] == (
            "This game record cannot be read: the Game tag is missing. Your game is unchanged."
        ), said[text]
    for text in ("1. a1 e5 *", "1. c3 d4 2. b4:2-c4 1-0"):
        assert mixtours in said[text], said[text]
    assert moves(controller) == []


def check_a_saved_game_of_before_with_a_bad_record_says_why_in_the_players_words() -> None:
    # An entry the page saved before the shared table (its record and seats) said "Your saved
    # game could not be read: bad record: the Game tag is missing.": only the Open dialog's
    # sentence took the engine's prefix off; the engine writes none now.
    old = {"record": '[Red "Ann"]\n\nc4', "seats": ["person", "person"]}
    _, page = kitty(DictStore({SPEC.key_prefix + "game.v1": json.dumps(old)}))
    assert page.notices["unreadable"].text.startswith(
        "Your saved game could not be read: the Game tag is missing. A new game has started."
    )


def check_a_pass_that_would_end_the_game_asks_first() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"))
    controller.act("choose", {"kind": "pass"})
    assert moves(controller) == ["pass"]
    assert page.text("status").startswith("Yellow to move: every other player has passed")
    controller.act("choose", {"kind": "pass"})
    assert moves(controller) == ["pass"] and "ends and is scored" in page.last_announced()
    assert "Pass and end the game" in page.element("count-picker").markup
    controller.act("choose", {"kind": "pass"})
    assert controller.table.over and page.shown("banner")
    assert page.text("banner-reason") == (
        "Every player passed in one round: the game is scored as it stands."
    )


def check_the_result_card_and_the_cards_say_each_players_score_and_place() -> None:
    controller, page = kitty()
    seated(controller, ("strong", "strong", "person"))
    controller.ai_replied(reply_to(page, controller, "pass"))
    controller.ai_replied(reply_to(page, controller, "pass"))
    controller.act("choose", {"kind": "pass"})  # the third pass of the round: asked first
    controller.act("choose", {"kind": "pass"})
    assert controller.table.over
    # A random setup untouched: every player owns 15 pieces of their own, so all share the win.
    assert page.text("banner-title") == "Draw"
    each = '<li class="{}"><b>{}</b> 15 points (15 of their own)</li>'
    names = (("red", "Red"), ("yellow", "Yellow"), ("blue", "Blue"))
    scores = "".join(each.format(colour, name) for colour, name in names)
    assert page.element("banner-details").markup == f'<ul class="breakdown">{scores}</ul>'
    cards = page.element("players").markup
    assert cards.count('class="player ') == 3 and cards.count(">1st<") == 3
    # "15 (15)" on each card: what the two numbers are, said to a reader and shown on a hover.
    said = "15 points (15 of their own)"
    assert cards.count(f'aria-label="{said}" title="{said}"><b>15</b> (15)') == 3
    assert page.attribute("board", "data-result") == record.result_text(controller.table.game)
    assert page.sounds[-1] == "end"


def check_the_result_card_of_two_gives_each_score() -> None:
    # A tester's game of two ended "You lost — No player can act: …", the scores only on the
    # players' cards as "14 (9)" and "16 (10)".
    controller, page = kitty()
    seated(controller, ("person", "beginner"))
    controller.act("choose", {"kind": "pass"})
    controller.ai_replied(reply_to(page, controller, an_action(controller)))  # Yellow stacks
    controller.act("choose", {"kind": "pass"})
    controller.ai_replied(reply_to(page, controller, "pass"))
    assert page.text("banner-title") == "You lost" and page.shown("banner-details")
    assert page.element("banner-details").markup == (
        '<ul class="breakdown"><li class="red"><b>Red</b> 14 points</li>'
        '<li class="yellow"><b>Yellow</b> 16 points</li></ul>'
    )
    controller.act("undo", {})  # back in play: no scores on a card that is gone
    assert not page.shown("banner") and not page.shown("banner-details")


def check_a_resignation_at_a_level_score_puts_the_resigner_second() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"))
    assert controller.table.game.score("red") == controller.table.game.score("yellow")
    controller.act("resign", {})  # asked first
    controller.act("resign", {})
    assert controller.table.over and page.text("banner-title") == "Yellow wins!"
    cards = page.element("players").markup
    red = cards.index('data-colour="red"')
    yellow = cards.index('data-colour="yellow"')
    assert cards.count(">1st<") == 1 and cards.count(">2nd<") == 1
    assert cards.index(">2nd<", red) < yellow < cards.index(">1st<", yellow)


def check_resign_asked_while_the_computer_thinks_stands_through_its_move() -> None:
    # The tester's tap on Resign while a computer thought was lost: its move put the question
    # away, and the second press only asked again.
    controller, page = kitty()
    seated(controller, ("person", "beginner", "beginner"))
    controller.act("choose", {"kind": "pass"})
    controller.act("resign", {})  # asked first, Yellow thinking
    assert page.text("resign") == "Really resign?"
    controller.ai_replied(reply_to(page, controller, an_action(controller)))
    assert page.text("resign") == "Really resign?"
    controller.act("resign", {})
    assert controller.table.over and controller.table.resigned() == "red"


def check_resign_asked_lapses_when_the_person_moves_or_takes_back() -> None:
    controller, page = kitty()
    seated(controller, ("person", "beginner", "beginner"))
    controller.act("resign", {})
    controller.act("choose", {"kind": "pass"})
    assert page.text("resign") == "Resign"
    controller.ai_replied(reply_to(page, controller, an_action(controller)))
    controller.act("resign", {})
    controller.act("undo", {})
    assert page.text("resign") == "Resign" and not controller.table.over


def check_the_result_card_carries_the_winners_colour_and_the_board_the_record_s_result() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"))
    tap(controller, "b1")
    tap(controller, "b2")
    assert moves(controller) == ["b1-b2"]
    for _ in range(3):  # Red passes; Yellow's pass ends the game, asked first
        if not controller.table.over:
            controller.act("choose", {"kind": "pass"})
    assert controller.table.over and page.text("banner-title") == "Red wins!"
    assert page.attribute("banner", "data-result") == "red"  # the card's title in Red's colour
    assert page.attribute("board", "data-result") == "1-0"


def check_the_computer_is_asked_once_and_a_stale_reply_is_dropped() -> None:
    controller, page = kitty()
    seated(controller, ("person", "beginner", "casual"), None)
    tap(controller, "c4")
    first = page.requests[-1][0]
    assert first["level"] == "beginner" and controller.wants(first)
    asked = len(page.requests)
    controller.render()
    assert len(page.requests) == asked  # asked once
    controller.act("undo", {})
    assert moves(controller) == [] and not controller.wants(first)
    late = {"id": first["id"], "ok": True, "position": "x", "move": "e5"}
    controller.ai_replied(late)
    assert stack(controller, "e5") == ""
    tap(controller, "c4")
    controller.ai_replied(reply_to(page, controller, "c4"))
    assert page.last_announced().startswith("The computer chose an illegal move")


def check_a_computer_that_cannot_load_is_told_and_the_person_plays_on() -> None:
    controller, page = kitty(ai=False)
    seated(controller, ("strong", "person"))  # the computer (Red) is to move
    assert page.text("status") == "Red will move as soon as the AI has loaded…"
    assert 'data-kind="pass"' not in page.element("count-picker").markup
    assert not controller.ai_waited(15, 15.0)
    assert page.text("ai-status-text") == "The AI has not started after 15 s."
    assert page.shown("ai-offers") and page.shown("ai-play-on")
    assert page.text("status").startswith("The AI could not start, so Red cannot move")
    controller.act("ai-play-on", {})
    assert controller.table.seats == ("person", "person")
    assert 'data-kind="pass"' in page.element("count-picker").markup
    controller.act("choose", {"kind": "pass"})
    assert moves(controller) == ["pass"] and page.requests == []


def check_undo_goes_back_past_the_computers_to_a_person() -> None:
    controller, page = kitty()
    seated(controller, ("person", "beginner", "beginner"), None)
    tap(controller, "c4")
    controller.ai_replied(reply_to(page, controller, "e5"))
    controller.ai_replied(reply_to(page, controller, "e6"))
    assert moves(controller) == ["c4", "e5", "e6"]
    controller.act("undo", {})
    assert moves(controller) == [] and page.last_announced().startswith("Took back c4, e5, e6.")
    controller.act("redo", {})
    assert moves(controller) == ["c4", "e5", "e6"]


def an_action(controller: "Any") -> str:
    """An action of the player to move other than a pass, in notation."""
    game = controller.table.game
    return str(next(m.text(game.board) for m in game.legal_moves() if m.source >= 0))


def check_undo_takes_back_a_pass_the_person_chose() -> None:
    # Against the computer a pass is a choice in Kitty (the tester's first action was a pass:
    # Undo stayed disabled; later one Undo went past it to the move before).
    controller, page = kitty()
    seated(controller, ("person", "beginner", "beginner"))
    controller.act("choose", {"kind": "pass"})
    controller.ai_replied(reply_to(page, controller, an_action(controller)))
    controller.ai_replied(reply_to(page, controller, an_action(controller)))
    assert moves(controller)[0] == "pass" and len(moves(controller)) == 3
    assert controller.table.can_undo()
    controller.act("undo", {})
    assert moves(controller) == [] and controller.table.turn == "red"
    assert page.last_announced().startswith("Took back Red passes,")
    controller.act("redo", {})
    assert moves(controller)[0] == "pass" and len(moves(controller)) == 3


def check_a_hint_is_drawn_and_said() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"))
    controller.act("help-switch", {})
    controller.act("hint", {})
    request = page.requests[-1][0]
    assert request["level"] == "strong" and page.text("hint") == "Thinking…"
    source = own_stack(controller)
    game = controller.table.game
    move = next(m for m in game.legal_moves() if game.board.names[m.source] == source)
    text = game.format_move(move)
    controller.ai_replied(reply_to(page, controller, text, principal_variation=[text]))
    assert page.announced[-1][0].startswith("Hint: ") and page.announced[-1][1] == "hint"
    assert '<g class="arrow hint">' in page.board


def check_computer_help_switched_off_stays_off_in_new_games_and_after_a_reload() -> None:
    store = DictStore()
    controller, page = kitty(store)  # against the computer: help on
    controller.act("help-switch", {})
    controller.act("new", {})
    controller.act("start", {})
    assert controller.table.seats == ("person", "strong")
    assert page.attribute("help-switch", "aria-pressed") == "false"
    assert page.element("hint").disabled
    controller, page = kitty(store)
    seated(controller, ("person", "casual", "strong"))
    assert page.attribute("help-switch", "aria-pressed") == "false"
    seated(controller, ("person", "person", "person"))  # between people: off, as by default
    assert page.attribute("help-switch", "aria-pressed") == "false"


def check_the_chance_bar_shows_every_players_share() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person", "person"))
    controller.act("help-switch", {})
    controller.act("eval-switch", {})
    shares = {"red": 0.5, "yellow": 0.3, "blue": 0.2}
    controller.ai_replied(reply_to(page, controller, "pass", shares=shares))
    assert page.text("eval-text") == (
        "Red to move. Share of the game: Red 50%, Yellow 30%, Blue 20%."
    )
    assert 'class="blue-share"' in page.element("eval-graphic").markup


def check_a_finished_game_with_cards_is_reviewed_with_every_hand_face_up() -> None:
    # A whole game for three with the Objective Cards (exchanges among its moves), people at
    # every seat; the worker sees Red's 12th move drop Red from 60% to 10%.
    game = Game(3, seed=1)
    while not game.is_over:
        legal = game.legal_moves()
        game.push(legal[(game.plies * 7) % len(legal)])
    played = [game.format_move(move) for move in game.moves]
    assert any(text in ("yes", "no") for text in played)
    table = Table(SPEC, Options(players=3, seed=1, deal=1), ("person",) * 3)
    table.game = game
    controller, page = open_page(DictStore(), state=layout.write(table), spec=SPEC)
    blunder = next(ply for ply in range(10, game.plies) if game.movers_from(ply)[0] == "red")
    controller.act("game-review", {})
    while controller.reviewing.running:
        request = page.requests[-1][0]
        replay = Game(3, seed=1)
        for text in request["moves"]:
            replay.play(text)
        line = [replay.format_move(replay.legal_moves()[-1])]
        gone = (
            request["moves"] == played[: len(request["moves"])] and len(request["moves"]) > blunder
        )
        red = 0.1 if gone else 0.6
        shares = {"red": red, "yellow": (1 - red) / 2, "blue": (1 - red) / 2}
        reply = {"id": request["id"], "ok": True, "position": replay.position(), "move": line[0]}
        reply.update({"shares": shares, "principal_variation": line})
        controller.ai_replied(reply)
    assert controller.reviewing.marks()[blunder + 1] == "blunder"
    # Every hand was shown at the end: the review shows each player's cards at every move.
    for ply in (0, blunder + 1, game.plies - 1):
        controller.act("goto", {"ply": str(ply)})
        cards = page.element("players").markup
        shown = controller.table.shown()
        held = sum(len(shown.cards(colour)) for colour in shown.players)
        held += cards.count('<details class="obj-card discarded"')  # Forced Exchange, played
        assert "face-down" not in cards and cards.count('<details class="obj-card ') == held
        assert "pass-screen" not in page.element("count-picker").markup
    # Puzzles are made of the blunders of games of two: none here, and asking makes none.
    controller.act("goto", {"ply": str(blunder + 1)})
    assert not page.shown("review-puzzle")
    controller.act("puzzle", {})
    assert not page.shown("puzzle") and moves(controller) == played
    assert page.attribute("board", "data-review") == str(blunder + 1)


def check_a_review_marks_the_moves_and_a_blunder_becomes_a_puzzle() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"))
    first = own_stack(controller)
    game = controller.table.game
    played = next(m for m in game.legal_moves() if game.board.names[m.source] == first)
    controller.table.play(game.format_move(played))
    controller.table.play("pass")
    controller.after(None)
    controller.act("game-review", {})
    assert page.shown("review-box")
    while controller.reviewing.running:
        request = page.requests[-1][0]
        replay = Game(2, seed=7)
        for text in request["moves"]:
            replay.play(text)
        # Red's first move lost Red most of its share; the better move was a pass.
        red = 0.2 if request["moves"][:1] == [moves(controller)[0]] else 0.8
        shares = {"red": red, "yellow": 1 - red}
        line = ["pass"] if not request["moves"] else [replay.format_move(replay.legal_moves()[-1])]
        controller.ai_replied(
            {
                "id": request["id"],
                "ok": True,
                "position": replay.position(),
                "move": line[0],
                "shares": shares,
                "principal_variation": line,
            }
        )
    assert 'class="sign blunder"' in page.element("moves").markup
    assert "chance-graph" in page.element("review-graph").markup
    controller.act("goto", {"ply": "1"})
    assert page.shown("review-puzzle")
    controller.act("puzzle", {})
    assert page.shown("puzzle") and page.text("puzzle-task").startswith("Move 1: Red played")
    controller.act("puzzle-leave", {})
    assert not page.shown("puzzle") and page.attribute("board", "data-review") == "1"


def check_stepping_a_finished_games_review_onto_its_last_move_names_it_and_leaves() -> None:
    game = Game(2, seed=3)  # a whole game of people, ended by a round of passes
    while not game.is_over:
        legal = game.legal_moves()
        game.push(legal[(game.plies * 7) % len(legal)])
    table = Table(SPEC, Options(players=2, seed=3), ("person",) * 2)
    table.game = game
    controller, page = open_page(DictStore(), state=layout.write(table), spec=SPEC)
    last = game.plies
    controller.act("review", {})  # the result card's Review
    controller.act("goto", {"ply": str(last - 1)})
    assert page.text("review-text") == f"Viewing move {last - 1} of {last}"
    controller.act("forward", {})
    assert controller.table.review is None and not page.shown("review-bar")
    assert page.text("review-text") == ""  # no stale "move 22 of 23" in the hidden bar
    assert page.last_announced() == (
        f"Viewing move {last} of {last}: Red passed. Back to the game. Red wins! Every player"
        " passed in one round: the game is scored as it stands."
    )


def check_the_move_list_ends_with_a_resignation_kept_on_reload() -> None:
    store = DictStore()
    controller, page = kitty(store)
    seated(controller, ("person", "person", "person"))
    controller.act("choose", {"kind": "pass"})
    controller.act("resign", {})
    controller.act("resign", {})  # Yellow, to move, resigns
    ending = '<li class="ending">Yellow resigned.</li>'
    assert page.element("moves").markup.endswith("passes</button></li>" + ending)
    _, again = kitty(store)  # a reload: the game resumes as it ended
    assert again.element("moves").markup.endswith(ending)
    seated(controller, ("person", "person"))  # two players: the moves in pairs
    controller.act("resign", {})
    controller.act("resign", {})
    assert page.element("moves").markup.endswith('<li class="ending">Red resigned.</li>')
    controller.act("undo", {})
    assert "ending" not in page.element("moves").markup


def check_a_recent_game_says_its_last_move_as_undo_names_it() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person", "person"))
    controller.act("choose", {"kind": "pass"})
    controller.act("again", {})
    controller.act("import", {})
    listed = page.element("recent-list").markup
    said = ": 1 move. Last move: Red passes. Yellow to move.</span>"
    assert " · Three players: Red person, Yellow person, Blue person" in listed, listed
    assert said in listed, listed


def check_a_resignation_says_the_result_once() -> None:
    # The message box under the status line said "Yellow and Blue share the win. Red
    # resigned." word for word again (tester15b, k12.py): it says what happened, as for a move.
    controller, page = kitty()
    seated(controller, ("person", "person", "person"))
    controller.act("resign", {})
    controller.act("resign", {})
    assert page.text("status") == "Yellow and Blue share the win. Red resigned."
    assert page.text("banner-reason") == "Red resigned."
    assert page.last_announced() == "Red resigns: the game is over."


def check_a_game_by_link_goes_round_three_players() -> None:
    alice, page = kitty()
    seated(alice, ("person", "friend", "friend"), None)
    assert page.text("mode-line").startswith("You (Red) with two friends, by link")
    tap(alice, "c4")
    assert page.text("status").startswith("Yellow to move, on their own device: send Yellow")
    alice.act("send-move", {})
    url = page.copied[-1]
    assert url == ADDRESS + "k=1&n=3&b=5&seats=friend.person.friend&m=c4"
    bob, bob_page = kitty(address=url)
    assert bob.table.seats == ("friend", "person", "friend") and moves(bob) == ["c4"]
    assert bob_page.text("status").startswith("Your move")
    tap(bob, "e5")
    bob.act("send-move", {})
    assert bob_page.copied[-1].endswith("seats=friend.friend.person&m=c4.e5")
    alice.address_changed(bob_page.copied[-1])
    assert moves(alice) == ["c4", "e5"] and "kept" not in page.notices


def check_a_tampered_link_says_what_is_wrong_and_keeps_the_game() -> None:
    controller, page = kitty()
    tap(controller, "c4")
    controller.open_link("#k=1&n=2&b=5&seats=person.boss&m=", False)
    assert moves(controller)[:1] == ["c4"]
    assert "seats must each be" in page.last_announced()
    controller.open_link("#g=1&p=two&t=1&r=20&rep=1&m=", False)  # a Mixtour link: not Kitty's
    assert moves(controller)[:1] == ["c4"]


def check_a_refused_card_link_says_the_colours_by_their_names() -> None:
    # "illegal move: '>cm': red does not hold Color Master (cm)": the engine's lower-case
    # colours in an English sentence (tester17 #6); the German page said them by name.
    controller, page = kitty()
    link = "#k=1&n=3&b=5&s=467611518&d=541077673&seats=person.person.person&m="
    controller.open_link(link + "?y.?y", False)
    assert "Yellow answers Red's proposal first: yes or no." in page.last_announced()
    controller.open_link(link + "?y.yes.>cm", False)
    assert ": Red does not hold Color Master (cm)." in page.last_announced()
    assert moves(controller) == []  # the game is unchanged


def check_a_links_ending_and_draw_offer_are_those_its_players_could_have_made() -> None:
    controller, page = kitty()
    refused = "This game link cannot be opened: "
    three = "#k=1&n=3&b=5&s=7&seats="
    # By link a game of three goes round its players one at a time: nobody resigns it.
    controller.open_link(three + "person.friend.friend&m=&e=-red", False)
    said = "a game of three or four by link has no resignation (e)."
    assert page.last_announced().startswith(refused + said), page.last_announced()
    assert not controller.table.over
    controller.open_link(three + "person.strong.strong&m=&o=red", False)
    said = "only a game of two has a draw offer (o)."
    assert page.last_announced().startswith(refused + said), page.last_announced()
    controller.open_link(three + "person.strong.strong&m=&e=red", False)
    said = "the link's ending (e) is -red, -yellow or -blue, not 'red'."
    assert page.last_announced().startswith(refused + said), page.last_announced()
    controller.open_link("#k=1&n=2&b=5&s=7&seats=person.person&m=&e=-red", False)
    said = "the link's ending (e) is draw, red or yellow, not '-red'."
    assert page.last_announced().startswith(refused + said), page.last_announced()
    # At one device with the computers, a player of three may resign, and the link keeps it.
    controller.open_link(three + "person.strong.strong&m=&e=-yellow", False)
    assert controller.table.over and page.text("banner-reason") == "Yellow resigned."


def check_autosave_and_resume_keep_the_game_and_its_computer_seats() -> None:
    store = DictStore()
    controller, _ = kitty(store)
    seated(controller, ("person", "casual"))
    controller.act("choose", {"kind": "pass"})
    entry = json.loads(store.items[KEYS.game])
    assert entry["seats"] == ["person", "casual"] and entry["moves"] == ["pass"]
    again, shown = kitty(store)
    assert again.table.seats == ("person", "casual") and moves(again) == ["pass"]
    assert shown.text("mode-line").startswith("You (Red) against the computer (casual)")


def check_a_long_game_plays_saves_and_opens_again() -> None:
    # 900 moves, most of them flips back and forth (`tools/kitty_long_game.py`), every position
    # seen at most twice: the game goes on, and a move there is played, saved and read back.
    store = DictStore()
    controller, _ = open_page(store, state=layout.write(long_table(900)), ai=False, spec=SPEC)
    game = controller.table.game
    assert game.plies == 900 and not game.is_over and moves(controller) == long_moves(900)
    # Its positions' keys for repetition hash apart under every Python (MicroPython hashes a
    # tuple as the sum of its items': alike for every position of a game, wherever its pieces
    # stand, and the page looked through them all at every move).
    keys = list(game._seen)
    assert len({hash(key) for key in keys}) > len(keys) * 9 // 10
    follow = long_moves(901)[-1]
    controller.table.play(follow)
    controller.after(None)
    assert json.loads(store.items[KEYS.game])["moves"][-2:] == long_moves(901)[-2:]
    again, shown = kitty(store)
    assert moves(again) == long_moves(901)
    assert again.table.game.position() == long_game(901).position()
    assert shown.attribute("board", "data-position") == again.table.game.position()


def check_a_game_saved_by_the_page_before_the_table_opens() -> None:
    game = Game(3, seed=9, cards=False)  # the page before the table had no cards
    game.play("pass")
    old = {"record": record.write(game), "seats": ["person", "strong", "person"]}
    controller, page = kitty(DictStore({KEYS.game: json.dumps(old)}))
    assert moves(controller) == ["pass"] and list(controller.table.seats) == old["seats"]
    assert "unreadable" not in page.notices


def check_an_unreadable_save_is_kept_aside_and_a_new_game_begins() -> None:
    broken = '{"record": "[Game \\"Chess\\"]", "seats": []}'
    store = DictStore({KEYS.game: broken})
    controller, page = kitty(store)
    assert page.notices["unreadable"].text.startswith("Your saved game could not be read")
    kept = [key for key in store.items if key.startswith(KEYS.unreadable_prefix)]
    assert [store.items[key] for key in kept] == [broken] and moves(controller) == []


def check_a_bad_record_keeps_the_game_and_a_good_one_opens_with_the_seats() -> None:
    controller, page = kitty()
    tap(controller, "c4")
    controller.act("import", {})
    page.element("import-text").value = "nonsense"
    controller.act("import-open", {})
    assert "import" in page.dialogs and page.shown("import-error")
    assert page.text("import-error").startswith("This game record cannot be read")
    assert "position" not in page.text("import-error")  # Kitty's page opens no positions
    page.element("import-text").value = record.write(Game(2, seed=3)) + "c4-d4x\n"
    controller.act("import-open", {})
    said = page.text("import-error")  # in the player's words, not the engine's reprs
    assert "names no cell of the side-5 board" in said and "Board(" not in said
    assert moves(controller)[:1] == ["c4"]
    game = Game(2, seed=3)
    game.play("pass")
    page.element("import-text").value = record.write(game)
    controller.act("import-open", {})
    assert moves(controller) == ["pass"] and controller.table.seats == ("person", "strong")
    controller.act("download", {})
    named = record.write(game, {"red": "Player", "yellow": "Computer (strong)"})
    assert page.downloads[-1] == ("kitty-stack-tower-2026-11-22.txt", named)
    # A record of a game with Objective Cards opens with its cards (`card_checks.py`).
    page.element("import-text").value = record.write(Game(3, seed=5))
    controller.act("import-open", {})
    assert controller.table.game.has_cards and controller.table.options.deal == 5


def check_a_record_names_its_players_and_opens_with_them_seated() -> None:
    """Issue 29: the record says who played, the computer with its level, and opening it seats
    them again, whoever sits at the table that opens it."""
    controller, _ = kitty()
    seated(controller, ("casual", "person", "person"), 3)
    text = SPEC.records.export_record(controller.table, "2026-11-26")
    assert '[Red "Computer (casual)"]' in text and '[Yellow "Player 2"]' in text
    again, page = kitty()
    seated(again, ("person", "person"), 3)
    again.act("import", {})
    page.element("import-text").value = text
    again.act("import-open", {})
    assert again.table.seats == ("casual", "person", "person")
    assert page.requests and page.requests[-1][0]["level"] == "casual"  # Red, to move, is asked


def check_the_move_list_shows_every_move() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"), None)
    game = controller.table.game
    for _ in range(40):
        controller.table.play(game.format_move(game.legal_moves()[0]))
    controller.after(None)
    markup = page.element("moves").markup
    assert markup.count('data-action="goto"') == 40 and 'data-ply="40"' in markup


def check_keys_move_over_the_hexagon_and_enter_places() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person"), None)
    names = controller.table.game.board.names
    assert names[controller.input.cursor] == "e5"
    cell = controller.input.cursor
    controller.input.key(Key("ArrowUp", cell))
    controller.input.key(Key("ArrowRight", controller.input.cursor))
    assert names[controller.input.cursor] in ("f5", "f6") and page.focused in ("f5", "f6")
    controller.input.key(Key("Enter", controller.input.cursor))
    assert stack(controller, names[controller.input.cursor]) == "r"
    assert controller.input.key(Key("z", command=True))
    assert moves(controller) == []
    controller.input.key(Key("?"))
    assert "keys" in page.dialogs and "S, F, D" in page.element("keys-list").markup


def check_the_guided_first_game_checks_each_lesson() -> None:
    store = DictStore()
    controller, page = kitty(store)
    controller.act("tutorial", {})
    assert page.text("tutorial-title") == "Step 1 of 5: Place your pieces"
    tap(controller, "c4")
    assert page.last_announced().startswith("Red places a piece on c4. Well done!")
    controller.act("tutorial-next", {})
    tap(controller, "c4")
    tap(controller, "e5" if stack(controller, "e5") else "c5")
    assert page.text("tutorial-title").startswith("Step 2 of 5")
    controller.act("tutorial-leave", {})
    assert moves(controller) == [] and controller.table.seats == ("person", "strong")
    assert KEYS.game not in store.items or json.loads(store.items[KEYS.game])["moves"] == []


def check_no_lesson_ends_the_game_it_is_taught_in() -> None:
    """Each lesson's move leaves a game that goes on: no "Red wins!" and no result card in the
    middle of the guided game."""
    controller, page = kitty()
    controller.act("tutorial", {})
    taps = (["c4"], ["c4", "c5"], ["c4", "b4"], ["c4", "d4", "disassemble"], ["pass"])
    for number, lesson in enumerate(taps, 1):
        assert page.text("tutorial-title").startswith(f"Step {number} of 5")
        for name in lesson:
            if len(name) == 2:
                tap(controller, name)
            else:
                controller.act("choose", {"kind": name})
        assert "Well done" in page.last_announced(), page.last_announced()
        assert controller.table.game.result is None and not page.shown("banner")
        assert "wins" not in page.text("status") + page.last_announced()
        controller.act("tutorial-next", {})
    assert not page.shown("tutorial")


def check_the_dialog_offers_the_seats_of_four_and_refuses_a_computer_by_link() -> None:
    controller, page = kitty()
    controller.act("new", {})
    page.form.update({"players": "4"})
    controller.new_game_changed()
    assert page.shown("ng-seat-field-3") and page.shown("ng-seat-field-2")
    page.form.update({"seat-0": "person", "seat-1": "friend", "seat-2": "strong"})
    controller.act("start", {})
    assert "new-game" in page.dialogs and page.shown("new-game-error")
    page.form.update({"seat-1": "casual", "seat-2": "casual", "seat-3": "casual"})
    controller.act("start", {})
    assert "new-game" not in page.dialogs and len(controller.table.colours) == 4
    assert controller.table.game.board.side == 6


def check_a_table_state_round_trips() -> None:
    table = Table(SPEC, Options(players=3, seed=5), ("person", "friend", "friend"))
    table.game.play("pass")
    state = layout.write(table)
    again = layout.read(SPEC, json.loads(json.dumps(state)))
    assert layout.write(again) == state and again.texts() == ["pass"]


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"kitty checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
