"""Kitty Stack Tower's Objective Cards at the table, checked without a browser over the fake
page (`fake_page.py`), like `kitty_checks.py`: pytest runs each ``check_*`` under CPython
(`test_controller.py`), and run as a script this runs them all under whatever Python runs it,
which is how they are checked under MicroPython, the page's Python:

    node tests/runtimes/run_micropython.mjs tests/card_checks.py
"""

from card_tables import card_text
from fake_page import DictStore
from kitty_checks import kitty, moves, reply_to, seated, stack, tap

from kitty import Game, record
from kitty.deck import CARDS, CODES
from kitty.ui import words as kitty_words
from kitty.ui.options import Options
from kitty.ui.spec import SPEC
from table.screen import Key

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ADDRESS = "https://example.org/mixtour/kitty.html#"


def codes(game: Game, colour: str) -> "list[str]":
    return [CODES[CARDS.index(card)] for card in game.cards(colour)]


def players(page: "Any") -> str:
    return str(page.element("players").markup)


def buttons(page: "Any") -> str:
    return str(page.element("side-panel").markup)


def question(page: "Any") -> str:
    """The question the card steps are headed by (the prompt above their buttons)."""
    return buttons(page).partition('id="card-question">')[2].partition("</p>")[0]


def step(controller: "Any", move: str) -> None:
    """A press on the card step button of ``move``."""
    controller.act("choose", {"kind": "step", "move": move})


def show(controller: "Any") -> None:
    """The person the device was passed to taps "show my cards"."""
    controller.act("choose", {"kind": "show"})


def crafted(controller: "Any", text: str, seats: "tuple[str, ...]") -> None:
    """A card game of ``seats`` at the position ``text`` (`card_tables.card_text`)."""
    controller.new_game(Options(players=len(seats), deal=0), seats)
    controller.table.game = Game.from_position(text)
    controller.render()


def check_your_cards_show_to_you_alone_and_the_others_as_hidden() -> None:
    controller, page = kitty()
    seated(controller, ("person", "strong", "strong"), seed=7, cards=True)
    game = controller.table.game
    shown = players(page)
    assert page.text("mode-line").endswith("random setup · Objective Cards")
    for code in codes(game, "red"):
        assert f'data-card="{code}"' in shown  # each with its rule and points a tap away
    for colour in ("yellow", "blue"):
        assert not any(f'data-card="{code}"' in shown for code in codes(game, colour))
    assert shown.count('aria-label="2 hidden cards"') == 2
    assert "Monochromatic Frenzy" not in page.board  # the board tells no card


def check_a_claim_is_a_button_and_reveals_the_card() -> None:
    controller, page = kitty()
    text = card_text(
        {"c4": "yrrrr", "c5": "rrrrr", "e5": "yyyyyr"}, hands="r:mf,lp y:fp,tk b:vc,fe"
    )
    crafted(controller, text, ("person", "strong", "strong"))
    assert 'data-move="*c5"' in buttons(page) and "Claim c5 (+5)" in buttons(page)
    step(controller, "*c5")
    game = controller.table.game
    assert stack(controller, "c5") == "" and game.card_points("red") == 5
    assert page.last_announced() == "Red claims c5 with Monochromatic Frenzy (+5)."
    assert game.turn == "red" and game.is_revealed("monochromatic_frenzy")
    assert 'data-card="mf"' in players(page) and "+5" in players(page)
    assert page.text("status").startswith("Your move")  # a free step: the action is still due
    assert '<span class="mover">Red</span> claims c5<' in page.element("moves").markup


def check_a_run_built_waits_for_a_claim_or_the_end_key() -> None:
    controller, page = kitty()
    text = card_text({"c4": "rrrr", "c5": "r"}, hands="r:mf,lp y:fp,tk b:vc,fe")
    crafted(controller, text, ("person", "strong", "strong"))
    tap(controller, "c4")
    tap(controller, "c5")
    assert stack(controller, "c5") == "rrrrr" and controller.table.turn == "red"
    assert page.text("status") == "Your move: claim a run of five, or end your turn."
    assert "Claim c5 (+5)" in buttons(page) and "End the turn <kbd>E</kbd>" in buttons(page)
    tap(controller, "e5")  # the board waits: the turn asks its question first
    assert moves(controller) == ["c4-c5"]
    controller.input.key(Key("e"))
    assert moves(controller) == ["c4-c5", "end"] and controller.table.turn == "yellow"
    assert page.last_announced() == "Red ends the turn."
    listed = page.element("moves").markup
    assert '<span class="mover">Red</span> c4-c5<' in listed  # an action stays in notation
    assert '<span class="mover">Red</span> ends the turn<' in listed


def check_a_chain_is_chosen_on_the_board() -> None:
    controller, page = kitty()
    cells = {"c2": "rrr", "c3": "y", "c4": "by", "c5": "yy", "c6": "yyyy"}
    crafted(controller, card_text(cells, hands="r:cs,lp y:fp,tk b:vc,fe"), ("person",) * 3)
    show(controller)
    tap(controller, "c2")
    board = page.board
    assert 'data-cell="c5"' in board and "t-chain" in board
    assert "chain up to it" in board
    tap(controller, "c5")
    assert moves(controller) == ["c2-c3-c4-c5"]
    assert stack(controller, "c5") == "yybyyrrr"
    assert controller.table.game.points_by_card("red")["continuous_stacking"] == 2
    assert page.last_announced().startswith("Red chains c2 along to c5")


def check_forced_exchange_takes_the_computers_card() -> None:
    controller, page = kitty()
    text = card_text({"c4": "rr", "c5": "y"}, hands="r:fe,lp y:cm,tk b:vc,fp")
    crafted(controller, text, ("person", "strong", "strong"))
    assert "Forced Exchange…" in buttons(page)
    assert "Take a card from Yellow, giving Layered Peaks" in buttons(page)
    step(controller, "!y>lp")
    assert page.last_announced() == "Red plays Forced Exchange on Yellow."
    assert controller.table.turn == "yellow" and page.requests  # Yellow chooses the card
    controller.ai_replied(reply_to(page, controller, ">tk"))
    game = controller.table.game
    assert codes(game, "red") == ["tk"] and codes(game, "yellow") == ["lp", "cm"]
    red = players(page).split('data-colour="yellow"')[0]
    assert red.count('class="obj-card ') == 2  # as many chips as before: the card stays as tall
    assert 'class="obj-card discarded" data-card="fe"' in red
    assert 'aria-label="Forced Exchange: discarded."' in red
    assert "Discarded:" not in players(page)  # no line of its own to push the board down
    listed = page.element("moves").markup
    assert '<span class="mover">Red</span> plays Forced Exchange on Yellow<' in listed
    assert '<span class="mover">Yellow</span> gives Red a card<' in listed
    assert "&gt;" not in listed and "Tower King" not in listed  # the cards given stay hidden
    controller.act("resign", {})
    controller.act("resign", {})  # over: the list names the cards given
    listed = page.element("moves").markup
    assert "plays Forced Exchange on Yellow, giving Layered Peaks<" in listed
    assert '<span class="mover">Yellow</span> gives Red Tower King<' in listed


def check_the_give_step_says_who_asked_it_and_why_a_revealed_card_stays() -> None:
    # The prompt said the status again ("choose the card you give Yellow" twice), and a lone
    # "Give Vibrant Colors" came with no word on Rainbow Bridge, revealed (tester17 #4, #5).
    controller, page = kitty()
    hands = "y:fe,tk r:rb,vc b:cm,fp"
    text = card_text({"c4": "rr", "c5": "y"}, hands=hands, points="rb=2", turn="y")
    crafted(controller, text, ("person", "strong", "strong"))
    controller.pump()  # Yellow, the computer, forces Red
    controller.ai_replied(reply_to(page, controller, "!r>tk"))
    assert page.text("status") == "Your move: choose the card you give Yellow."
    asked = question(page)
    assert asked == (
        "Yellow played Forced Exchange on you, Red. Rainbow Bridge is revealed and stays with you."
    ), asked
    assert 'data-move=">vc"' in buttons(page) and 'data-move=">rb"' not in buttons(page)
    # Red's own proposal, said yes to by Blue: the prompt names Blue and the card that stays.
    text = card_text({"c4": "rr", "c5": "y"}, hands=hands, points="rb=2")
    crafted(controller, text, ("person", "strong", "strong"))
    step(controller, "?b")
    controller.ai_replied(reply_to(page, controller, "yes"))
    assert page.text("status") == "Your move: choose the card you give Blue."
    asked = question(page)
    assert asked == "Blue said yes to your proposal. Rainbow Bridge is revealed and stays with you."
    # Blue proposed and Red said yes, Blue gave: Red gives back, told why it is Red's turn to.
    text = card_text({"c4": "rr", "c5": "y"}, hands="r:lp,vc y:fe,tk b:cm,fp", turn="b")
    crafted(controller, text, ("person", "strong", "strong"))
    controller.pump()
    controller.ai_replied(reply_to(page, controller, "?r"))
    step(controller, "yes")
    controller.ai_replied(reply_to(page, controller, ">cm"))
    asked = question(page)
    assert asked == "You said yes to Blue's proposal, and Blue gave you a card.", asked
    assert "choose the card" not in asked


def check_the_card_received_is_named_to_its_holder_alone() -> None:
    # Red alone at the device, the others computers: Red hears the card Red gets.
    controller, page = kitty()
    text = card_text({"c4": "rr", "c5": "y"}, hands="r:fe,lp y:cm,tk b:vc,fp")
    crafted(controller, text, ("person", "strong", "strong"))
    step(controller, "!y>lp")
    controller.ai_replied(reply_to(page, controller, ">tk"))
    assert page.last_announced() == "Yellow gives Red Tower King.", page.last_announced()
    # Forced by the computer, Red gives the last card and hears the one received for it.
    text = card_text({"c4": "rr", "c5": "y"}, hands="y:fe,tk r:cm,lp b:vc,fp", turn="y")
    crafted(controller, text, ("person", "strong", "strong"))
    controller.pump()  # Yellow, the computer, is asked
    controller.ai_replied(reply_to(page, controller, "!r>tk"))
    assert page.last_announced() == "Yellow plays Forced Exchange on Red."
    step(controller, ">lp")
    said = page.last_announced()
    assert said == "Red gives Yellow a card and receives Tower King.", said
    # Two people at one device: the card stays hidden (Red's chips show it once Red has it).
    text = card_text({"c4": "rr", "c5": "y"}, hands="r:fe,lp y:cm,tk b:vc,fp")
    crafted(controller, text, ("person", "person", "strong"))
    show(controller)
    step(controller, "!y>lp")
    show(controller)
    step(controller, ">tk")
    assert page.last_announced() == "Yellow gives Red a card.", page.last_announced()


def check_the_device_is_passed_and_a_proposal_is_answered_no_then_yes() -> None:
    controller, page = kitty()
    seated(controller, ("person", "person", "strong"), seed=11, cards=True)
    game = controller.table.game
    # Red takes the device first: until then no hand shows.
    assert "Pass the device to Red" in buttons(page)
    assert players(page).count('aria-label="2 hidden cards"') == 3
    tap(controller, "e5")
    assert moves(controller) == [] and "Pass the device to Red" in page.text("status")
    show(controller)
    assert players(page).count('aria-label="2 hidden cards"') == 2
    step(controller, "?y")
    assert page.last_announced() == "Red proposes an exchange to Yellow."
    assert "Pass the device to Yellow" in buttons(page)
    assert players(page).count('aria-label="2 hidden cards"') == 3  # Red's hand is hidden
    show(controller)
    # Yellow's cards are named by the answer: on a phone Yellow's player card is out of view.
    held = " and ".join(kitty_words.card_name(code) for code in codes(game, "yellow"))
    assert question(page) == (
        "Red proposes to exchange one card with you, Yellow. Neither names the card."
        f" You hold {held}."
    ), question(page)
    step(controller, "no")
    assert page.last_announced() == "Yellow says no to the exchange."
    show(controller)  # back to Red, whose turn it is: one proposal a turn
    assert 'data-move="?y"' not in buttons(page) and 'data-move="?b"' not in buttons(page)
    controller.act("choose", {"kind": "pass"})
    show(controller)  # Yellow's turn: Yellow proposes to Red, who says yes
    step(controller, "?r")
    show(controller)
    controller.input.key(Key("y"))
    assert page.last_announced() == "Red says yes to the exchange."
    red_before, yellow_before = codes(game, "red"), codes(game, "yellow")
    show(controller)  # Yellow gives first
    assert page.text("status").endswith(": choose the card you give Red.")
    assert question(page) == "Red said yes to your proposal."
    tap(controller, "e5")  # the board waits, and says what for
    assert controller.table.note == "Red said yes to your proposal. Choose the card you give Red."
    given = yellow_before[0]
    step(controller, ">" + given)
    assert page.last_announced() == "Yellow gives Red a card."
    show(controller)
    taken = red_before[1]
    step(controller, ">" + taken)
    assert given in codes(game, "red") and taken in codes(game, "yellow")
    assert game.has_exchanged("red") and game.has_exchanged("yellow")
    listed = page.element("moves").markup
    assert "&gt;" not in listed and "?" not in listed  # the list says the steps in words
    assert '<span class="mover">Red</span> offers Yellow an exchange<' in listed
    assert '<span class="mover">Yellow</span> declines<' in listed
    assert '<span class="mover">Red</span> accepts<' in listed  # the answer is the partner's move
    assert '<span class="mover">Yellow</span> gives Red a card<' in listed
    assert '<span class="mover">Red</span> gives Yellow a card<' in listed
    assert 'aria-label="2. Yellow declines"' in listed


def check_save_names_no_card_given_in_an_exchange_until_the_game_is_over() -> None:
    # The Save dialog showed `?y yes >dt >mf` to whoever held the device, while the move list
    # said only "gives Yellow a card" (tester17).
    controller, page = kitty()
    seated(controller, ("person", "person", "person"), seed=11, cards=True)
    game = controller.table.game
    show(controller)
    step(controller, "?y")
    show(controller)
    step(controller, "yes")
    show(controller)
    red_gives = codes(game, "red")[0]
    step(controller, ">" + red_gives)
    show(controller)
    yellow_gives = codes(game, "yellow")[0]
    step(controller, ">" + yellow_gives)
    controller.act("export", {})
    shown = page.element("export-record").markup
    assert "?y yes &gt;? &gt;?" in shown
    assert "&gt;" + red_gives not in shown and "&gt;" + yellow_gives not in shown
    assert "show as ? until the game is over" in shown
    controller.act("copy-record", {"dialog": "export"})
    assert f"?y yes >{red_gives} >{yellow_gives}" in page.copied[-1]  # the whole record
    controller.act("close-dialog", {"dialog": "export"})
    controller.act("resign", {})
    controller.act("resign", {})
    assert controller.table.over
    controller.act("export", {})
    shown = page.element("export-record").markup
    assert f"?y yes &gt;{red_gives} &gt;{yellow_gives}" in shown
    assert "until the game is over" not in shown


def check_once_the_device_is_passed_undo_or_a_look_back_shows_no_one_s_hand() -> None:
    # Red moved and the device was to go to Yellow: Ctrl+Z, Home or the left arrow showed Red's
    # two cards face up to whoever held it.
    for key in (Key("z", command=True), Key("Home"), Key("ArrowLeft")):
        controller, page = kitty()
        seated(controller, ("person", "person", "person"), seed=11, cards=True)
        show(controller)
        assert players(page).count('aria-label="2 hidden cards"') == 2  # Red's hand shows
        step(controller, "?y")
        assert "Pass the device to Yellow" in buttons(page)
        assert controller.input.key(key)
        assert players(page).count('aria-label="2 hidden cards"') == 3, key.name
        if key.command:  # back to Red's turn: Red takes the device again to see them
            assert moves(controller) == [] and "Pass the device to Red" in buttons(page)
            show(controller)
            assert players(page).count('aria-label="2 hidden cards"') == 2


def check_four_people_at_random_see_only_the_hand_of_whoever_took_the_device() -> None:
    # Random steps of four people at one device (moves and card steps, "show my cards", undo,
    # redo, a look back, back to the game, a branch): a hand shows only to the person deciding
    # now, once they took the device and the turn has been with no other person since; every
    # hand once the game is over. Drawing the page again changes none of it.
    for seed in (1, 2):
        controller, page = kitty()
        seated(controller, ("person",) * 4, seed=seed, cards=True)
        table = controller.table
        took = ""  # who took the device last, as the players saw it
        draw = seed
        for _ in range(50):
            draw = (draw * 1103515245 + 12345) % 2147483648
            kind = draw % 9
            if kind < 4 and not table.over:
                legal = [table.game.format_move(move) for move in table.game.legal_moves()]
                step(controller, legal[(draw >> 8) % len(legal)])
            elif kind == 4:
                waiting = "Pass the device to " in buttons(page)
                show(controller)
                took = table.game.turn if waiting else took
            elif kind < 8:
                action = ("undo", "redo", "back")[kind - 5]
                controller.act(action, {})
            else:
                controller.act(("live", "branch-confirm")[(draw >> 8) % 2], {})
            if table.is_human(table.game.turn) and table.game.turn != took:
                took = ""  # the turn went to another person: the device counts as passed on
            shown = table.shown()
            if table.over or shown.is_over:
                viewers = list(table.colours)
            else:
                viewers = [shown.turn] if took == shown.turn else []
            hidden = [
                colour
                for colour in table.colours
                if colour not in viewers
                and any(not shown.is_revealed(card) for card in shown.cards(colour))
            ]
            before = players(page)
            assert before.count('class="obj-card face-down') == len(hidden), (seed, took)
            controller.render()
            assert players(page) == before


def check_undo_redo_and_the_review_name_the_card_steps_as_the_list_does() -> None:
    controller, page = kitty()
    controller.new_game(Options(players=3, seed=11, deal=1), ("person",) * 3)
    for move in ("?y", "no", "!b>tk", ">lp"):
        controller.table.play(move)
    controller.render()
    controller.act("undo", {})  # three people at one device: one move back
    said = page.last_announced()
    assert said.startswith("Took back Blue gives Red a card."), said
    assert "Layered Peaks" not in said and ">" not in said  # the card given stays hidden
    controller.act("redo", {})
    said = page.last_announced()
    assert said.startswith("Replayed Blue gives Red a card."), said
    controller.act("goto", {"ply": "1"})
    said = page.last_announced()
    assert said == "Viewing move 1 of 4: Red offers Yellow an exchange.", said
    controller.act("forward", {})
    assert page.last_announced() == "Viewing move 2 of 4: Yellow declines."
    controller.act("forward", {})
    said = page.last_announced()
    assert said == "Viewing move 3 of 4: Red plays Forced Exchange on Blue.", said
    assert "Tower King" not in said


def check_the_computer_answers_a_proposal_and_gives_its_card() -> None:
    controller, page = kitty()
    seated(controller, ("person", "strong", "strong"), seed=7, cards=True)
    game = controller.table.game
    asked = len(page.requests)
    step(controller, "?b")
    request = page.requests[-1][0]
    assert len(page.requests) == asked + 1 and request["moves"] == ["?b"]
    replayed = Game.from_position(request["start"])
    replayed.play("?b")
    assert replayed.turn == "blue" and replayed.position() == game.position()
    controller.ai_replied(reply_to(page, controller, "yes"))
    assert page.last_announced() == "Blue says yes to the exchange."
    mine = codes(game, "red")
    assert all(f'data-move=">{code}"' in buttons(page) for code in mine)
    step(controller, ">" + mine[0])
    theirs = codes(game, "blue")[0]
    controller.ai_replied(reply_to(page, controller, ">" + theirs))
    assert theirs in codes(game, "red") and mine[0] in codes(game, "blue")
    assert page.text("status").startswith("Your move")
    assert 'data-move="?y"' not in buttons(page)  # one exchange a game each
    assert SPEC.hint_sentence(game, "?y") == "Hint: Propose an exchange to Yellow (?y)."


def check_the_result_card_breaks_each_total_into_pieces_and_cards() -> None:
    controller, page = kitty()
    seated(controller, ("strong", "strong", "person"), seed=5, cards=True)
    controller.ai_replied(reply_to(page, controller, "pass"))
    controller.ai_replied(reply_to(page, controller, "pass"))
    controller.act("choose", {"kind": "pass"})
    controller.act("choose", {"kind": "pass"})
    game = controller.table.game
    assert game.is_over and page.shown("banner-details")
    details = page.element("banner-details").markup
    totals = [game.score(colour)[0] for colour in game.players]
    for colour in game.players:
        total, own = game.score(colour)
        card_points = game.points_by_card(colour)
        pieces = total - sum(card_points.values())
        name = colour[0].upper() + colour[1:]
        tie = f" ({own} of their own)" if totals.count(total) > 1 else ""
        assert f"<b>{name} {total}</b>{tie} = {pieces} in stacks" in details
        assert details.count(" + ") >= 2
    for colour in game.players:  # at the end every card is shown to everyone
        for code in codes(game, colour):
            assert f'data-card="{code}"' in players(page)
    # A rematch deals the cards anew: the last game's hands were all shown.
    deal = controller.table.options.deal
    controller.act("again", {})
    assert deal not in (controller.table.options.deal, controller.table.game.deal)


def check_the_result_card_says_the_tie_break_only_where_totals_are_level() -> None:
    controller, page = kitty()
    seats = ("strong", "strong", "person")
    controller.new_game(Options(players=3, seed=1, cards=True, deal=958333058), seats)
    controller.ai_replied(reply_to(page, controller, "pass"))
    controller.ai_replied(reply_to(page, controller, "pass"))
    controller.act("choose", {"kind": "pass"})
    controller.act("choose", {"kind": "pass"})
    details = page.element("banner-details").markup
    assert "<b>Red 15</b> (15 of their own) = " in details  # level with Yellow
    assert "<b>Yellow 15</b> (15 of their own) = " in details
    assert "<b>Blue 37</b> = " in details  # alone: nothing to break


def check_one_of_three_resigns_last_and_the_others_keep_their_places_by_total() -> None:
    controller, page = kitty()
    text = card_text(
        {"c4": "yrrrr", "c5": "rrrrr", "e5": "yyyyyr", "d4": "bb"},
        hands="r:mf,lp y:fp,tk b:vc,fe",
    )
    crafted(controller, text, ("person", "strong", "strong"))
    game = controller.table.game
    assert [game.score(colour)[0] for colour in ("red", "yellow", "blue")] == [21, 9, 15]
    assert page.shown("agree-controls") and not page.element("resign").disabled
    controller.act("resign", {})  # asked first
    assert not controller.table.over and page.text("resign") == "Really resign?"
    controller.act("resign", {})
    # Red led on 21 and resigned: last; Blue (15) first, Yellow (9) second.
    assert controller.table.over and page.text("banner-title") == "You lost"
    assert page.text("banner-reason") == "Red resigned."
    assert page.text("status") == "Blue wins! Red resigned."
    cards = page.element("players").markup
    red, yellow, blue = (cards.index(f'data-colour="{c}"') for c in ("red", "yellow", "blue"))
    assert red < cards.index(">3rd<", red) < yellow < cards.index(">2nd<", yellow) < blue
    assert cards.index(">1st<", blue) > blue
    # The cards show face up, as at every end, and the list names the cards given.
    assert players(page).count("hidden card") == 0
    controller.act("undo", {})  # the resignation is taken back first
    assert not controller.table.over and game.turn == "red"


def check_a_resigned_game_of_three_survives_autosave_and_a_link() -> None:
    store = DictStore()
    controller, page = kitty(store)
    seated(controller, ("person", "strong", "strong"), seed=9, cards=True)
    controller.act("resign", {})
    controller.act("resign", {})
    # Level totals (15 each): Yellow and Blue share first place, Red is last.
    title = page.text("banner-title")
    assert controller.table.over and page.text("banner-reason") == "Red resigned."
    again, reopened = kitty(store)
    assert again.table.over and reopened.text("banner-title") == title
    assert reopened.text("banner-reason") == "Red resigned."
    controller.act("copy-link", {})
    url = page.copied[-1]
    assert "&e=-red" in url
    linked, shown = kitty(address=url)
    assert linked.table.over and shown.text("banner-reason") == "Red resigned."


def check_a_card_game_survives_autosave_a_link_and_a_record() -> None:
    store = DictStore()
    controller, page = kitty(store)
    seated(controller, ("person", "strong", "strong"), seed=9, cards=True)
    step(controller, "?y")
    controller.ai_replied(reply_to(page, controller, "no"))
    game = controller.table.game
    position = game.position()
    # Autosave: the page opened again on the same storage resumes the game and its hands.
    again, _ = kitty(store)
    assert again.table.game.position() == position and moves(again) == ["?y", "no"]
    deal = controller.table.options.deal
    assert again.table.options.deal == deal and deal == game.deal
    # A link: the deal and the moves travel, and the game is the same.
    controller.act("copy-link", {})
    url = page.copied[-1]
    assert f"&d={deal}&" in url and url.endswith("m=?y.no")
    linked, _ = kitty(address=url)
    assert linked.table.game.position() == position
    # A record: saved and opened, the same game with the same cards.
    text = record.write(game)
    assert f'[Deal "{deal}"]' in text
    controller.act("import", {})
    page.element("import-text").value = text
    controller.act("import-open", {})
    assert controller.table.game.position() == position
    assert controller.table.game.cards("red") == game.cards("red")


def check_two_players_keep_the_base_game_and_the_dialog_offers_the_cards() -> None:
    controller, page = kitty()
    controller.act("new", {})
    assert page.form.get("cards") == "1" and page.shown("ng-cards-field") is False
    page.form.update({"players": "3", "cards": "1"})
    controller.new_game_changed()
    assert page.shown("ng-cards-field")
    page.form.update({"players": "3", "cards": ""})
    controller.act("start", {})
    assert not controller.table.game.has_cards
    assert not Game(2).has_cards and not Options(players=2).cards
    assert Options(players=4).cards


def check_the_rules_panel_draws_a_chain_and_explains_every_card() -> None:
    controller, page = kitty()
    controller.act("rules", {})
    chain = page.diagrams["chain"]
    assert chain.startswith("<svg") and chain.count("t-chain") == 2  # c4 and c5
    listed = page.diagrams["cards"]
    for name in ("Monochromatic Frenzy", "Vibrant Colors", "Forced Exchange", "Tower King"):
        assert f"<dt>{name}</dt>" in listed
    assert listed.count("<dt>") == 10


def check_a_card_chip_breaks_its_long_words_only_at_a_syllable() -> None:
    # A 3-4 player card on a phone is ~90 px wide: "Monochromatic" broke as "Monochromati / c".
    for code in CODES:
        chip = kitty_words.card_chip_name(code)
        assert chip.replace("\u00ad", "") == kitty_words.card_name(code)
        assert max(len(piece) for piece in chip.replace("\u00ad", " ").split()) <= 10


CHECKS = [value for name, value in sorted(globals().items()) if name.startswith("check_")]


def main() -> None:
    for check in CHECKS:
        check()
    print(f"card checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
