"""The table in German, without a browser: the words the table decides (the mode line, the
status, notices, the result, the players' cards and the Objective Cards), as a German page
loads them (`tools/languages.py`). Run as a script under CPython and MicroPython (the page's
own Python) by `test_languages.py`; each ``check_*`` is one thing a German player reads.

    node tests/runtimes/run_micropython.mjs tests/german_checks.py
"""

from tools import languages

languages.use("de")  # before anything imports the words, as the German page's files do

from card_tables import card_text  # noqa: E402
from fake_page import DictStore, open_page, seated  # noqa: E402

from kitty.deck import CODES  # noqa: E402
from kitty.game import Game as KittyGame  # noqa: E402
from kitty.ui import words as kitty_words  # noqa: E402
from kitty.ui.options import Options  # noqa: E402
from kitty.ui.spec import SPEC as KITTY  # noqa: E402
from mixtour import parse_square  # noqa: E402
from mixtour.ui.options import TWO_PLAYERS  # noqa: E402
from mixtour.ui.spec import SPEC  # noqa: E402
from table import review, saved, words  # noqa: E402
from table.transfer import open_game_text  # noqa: E402

# English words no German sentence of the table should carry.
ENGLISH = (" the ", " to move", " your ", " and ", " of ", "Undo", " wins", " with ")


def _german(text: str) -> None:
    for word in ENGLISH:
        assert word not in f" {text} ", f"{word!r} in {text!r}"


def _play(controller: "object", square: str) -> None:
    controller.input.click_board(parse_square(square), None)  # type: ignore[attr-defined]


def check_the_levels_are_german_nouns_and_adjectives_in_a_sentence_and_a_label() -> None:
    assert words.computer_at("expert") == "Computer (Experte)"
    assert words.computer_at("beginner") == "Computer (Anfänger)"
    assert words.computer_at("strong") == "Computer (stark)"
    assert [words.level_label(level) for level in ("casual", "strong")] == ["Locker", "Stark"]


def check_a_card_steps_hint_is_said_in_german() -> None:
    sentence = KITTY.hint_sentence(KittyGame(players=3, seed=7), "?y")
    assert sentence.startswith("Tipp: ") and sentence.endswith(" (?y).") and "Hint" not in sentence


def check_the_german_words_are_loaded_in_place_of_the_english() -> None:
    assert words.moves_count(1) == "1 Zug" and words.moves_count(3) == "3 Züge"
    assert words.moves_count(1000) == "1.000 Züge"
    assert words.percent(0.724) == "72 %"
    said = "Ab Zug 3 weiterspielen? Der Zug danach wird durch die Züge ersetzt"
    assert words.branch_question(3, 1).startswith(said)
    said = "Weiter ab Zug 3: Der nächste Zug ersetzt die 2 Züge, die folgten"
    assert words.branch_sentence(3, 2).startswith(said)


def check_a_game_against_the_computer_speaks_german() -> None:
    controller, page = open_page()
    controller.new_game(*seated(human="white", level="strong"))
    assert page.text("mode-line").startswith("Du (Weiß) gegen den Computer (stark)")
    assert page.text("status").startswith("Du bist am Zug: Tippe auf ein leeres Feld")
    _german(page.text("mode-line"))
    _play(controller, "c3")
    assert page.text("status") == "Schwarz denkt nach …".replace("Schwarz", "Rot")
    assert "Weiß setzt einen Stein auf c3 ein." in page.last_announced()


def check_holding_one_piece_or_two_is_said_in_german() -> None:
    said = []
    for entries, square in ((("c3", "d4", "c4", "b4"), "c4"), (("c3", "a4"), "c3")):
        controller, page = open_page()
        controller.new_game(*seated(TWO_PLAYERS))
        for move in entries + (square,):  # noqa: RUF005 (MicroPython): White picks up a piece
            _play(controller, move)
        said.append(page.last_announced())
    assert said == [
        "Du hältst 1 Stein von c4; Ziele: b4, c3, d4.",
        "Du hältst 1 Stein von c3; gerade gibt es kein Ziel.",
    ]


def check_the_review_graph_names_the_leader_in_german() -> None:
    controller, _ = open_page()
    controller.new_game(*seated(TWO_PLAYERS))
    _play(controller, "c3")
    drawn = review.graph(review.Review(controller.table))
    assert ">Weiß führt</text>" in drawn and ">Rot führt</text>" in drawn
    assert "ahead" not in drawn


def check_two_players_resign_and_the_result_is_german() -> None:
    controller, page = open_page()
    controller.new_game(*seated(TWO_PLAYERS))
    assert page.text("mode-line").startswith("Zwei Personen an diesem Gerät")
    _play(controller, "c3")
    assert page.text("status").startswith("Rot ist am Zug")
    controller.act("resign", {})
    assert page.text("resign") == "Wirklich aufgeben?"
    controller.act("resign", {})
    assert page.text("status") == "Weiß gewinnt! Rot hat aufgegeben."
    assert page.text("banner-title") == "Weiß gewinnt!"
    controller.act("undo", {})
    assert page.last_announced().startswith("Zurückgenommen: Die Partie geht weiter.")


def check_kitty_with_the_objective_cards_names_them_in_german() -> None:
    controller, page = open_page(spec=KITTY)
    controller.new_game(Options(players=3, seed=7, cards=True), ("person", "strong", "strong"))
    players = page.element("players").markup.replace("\u00ad", "")  # where a name may break
    game = controller.table.game
    assert isinstance(game, KittyGame)
    assert "Rot" in players and "Gelb" in players and "Blau" in players
    assert "verdeckte Karte" in players  # the others' hands
    named = [
        words_name
        for words_name in (
            "Ton in Ton",
            "Gipfelreihe",
            "Farbmeister",
            "Gebündelte Kraft",
            "Regenbogenbrücke",
            "Turmkönig",
            "Dramatische Wende",
            "Farbenpracht",
            "Zwangstausch",
            "Stapelkette",
        )
        if words_name in players
    ]
    assert len(named) == 2, named  # Red's own two cards, face up to Red
    assert page.text("status").startswith("Du bist am Zug: Wähle einen deiner Stapel")
    _german(page.text("mode-line"))


def check_the_result_card_of_two_kitty_players_gives_each_score_in_german() -> None:
    assert kitty_words.final_score(16, 10, False) == "16 Punkte"
    assert kitty_words.final_score(1, 1, True) == "1 Punkt (1 eigene)"


def check_the_move_list_says_the_card_steps_in_german() -> None:
    controller, page = open_page(spec=KITTY)
    controller.new_game(Options(players=3, seed=11, deal=1), ("person", "person", "person"))
    for move in ("?y", "no", "!b>tk", ">lp"):
        controller.table.play(move)
    controller.render()
    listed = page.element("moves").markup
    assert '<span class="mover">Rot</span> bietet Gelb einen Tausch an<' in listed
    assert '<span class="mover">Gelb</span> lehnt ab<' in listed
    assert '<span class="mover">Rot</span> spielt Zwangstausch gegen Blau<' in listed
    assert '<span class="mover">Blau</span> gibt Rot eine Karte<' in listed
    assert "&gt;" not in listed and "Turmkönig" not in listed  # the cards given stay hidden
    controller.act("undo", {})  # Undo and the review say the steps as the list does
    assert page.last_announced().startswith("Zurückgenommen: Blau gibt Rot eine Karte."), (
        page.last_announced()
    )
    controller.act("goto", {"ply": "1"})
    assert page.last_announced() == "Zug 1 von 3: Rot bietet Gelb einen Tausch an."


def check_the_card_received_is_named_in_german_to_its_holder_alone() -> None:
    controller, _ = open_page(spec=KITTY)
    controller.new_game(Options(players=3, deal=0), ("person", "strong", "strong"))
    table = controller.table
    hands = "r:fe,lp y:cm,tk b:vc,fp"
    table.game = KittyGame.from_position(card_text({"c4": "rr"}, hands=hands))
    table.play("!y>lp")
    assert table.play(">tk") == "Gelb gibt Rot Turmkönig."
    hands = "y:fe,tk r:cm,lp b:vc,fp"
    table.game = KittyGame.from_position(card_text({"c4": "rr"}, hands=hands, turn="y"))
    table.play("!r>tk")
    assert table.play(">lp") == "Rot gibt Gelb eine Karte und bekommt Turmkönig."


def check_the_move_list_says_a_pass_in_german() -> None:
    controller, page = open_page(spec=KITTY)
    controller.new_game(Options(players=3, seed=11, cards=False), ("person",) * 3)
    controller.act("choose", {"kind": "pass"})
    listed = page.element("moves").markup
    assert '<span class="mover">Rot</span> passt<' in listed, listed
    assert 'aria-label="1. Rot passt"' in listed
    controller.act("new", {})
    controller.new_game(Options(players=2, seed=11), ("person", "person"))
    controller.act("choose", {"kind": "pass"})
    listed = page.element("moves").markup
    assert ">passt<" in listed and ">pass<" not in listed, listed
    start = "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -"  # Mixtour: White cannot move
    controller, page = open_page(state={"version": 1, "mode": TWO_PLAYERS, "start": start})
    listed = page.element("moves").markup
    assert ">passt<" in listed and 'aria-label="1. Weiß passt"' in listed, listed


def check_the_new_game_dialog_says_in_german_why_seats_cannot_play_by_link() -> None:
    controller, page = open_page()
    controller.act("new", {})
    page.form.update({"players": "3", "seat-0": "friend", "seat-1": "strong", "seat-2": "person"})
    controller.act("start", {})
    said = page.text("new-game-error")
    assert said == "Diese Partie kann nicht starten: eine Partie per Link hat keinen Computerplatz."


def check_a_refused_link_says_why_in_german() -> None:
    refused = "Dieser Partielink kann nicht geöffnet werden: "
    controller, page = open_page()
    controller.open_link("#g=1&p=two&t=9&r=20&rep=1&m=", False)
    said = "das Punkteziel (t) muss im Link 1, 2, 3 oder 5 sein, nicht '9'."
    assert page.last_announced() == refused + said
    controller.open_link("#g=1&p=two&t=1&r=20&rep=1&m=c3.c3", False)
    said = "der Zug 2 des Links, 'c3', ist ungültig: auf c3 steht schon ein Turm."
    assert page.last_announced() == refused + said, page.last_announced()
    controller, page = open_page(spec=KITTY)
    controller.open_link("#k=1&n=2&b=5&s=x&seats=person.strong&m=", False)
    said = "der Startwert (s) muss im Link eine ganze Zahl von 0 bis "
    assert page.last_announced().startswith(refused + said), page.last_announced()
    _german(page.last_announced())
    controller.open_link("#k=1&n=2&b=5&seats=person&m=", False)
    said = "mit diesen Plätzen kann der Link nicht spielen: eine Partie zu 2 hat 2 Plätze"
    assert page.last_announced().startswith(refused + said), page.last_announced()
    controller, page = open_page()
    controller.open_link("#g=1&p=two&t=1&r=25&rep=1&s=c3=w_w_19/20_0/0_-&m=", False)
    said = "die Startstellung des Links (s) passt nicht zu seinen Optionen: die Startstellung gibt"
    assert page.last_announced().startswith(refused + said), page.last_announced()
    controller.open_link("#g=1&p=two&t=1&r=20&rep=1&s=z9=w_w_19/20_0/0_-&m=", False)
    said = (
        "die Startstellung des Links (s) ist nicht lesbar: Türme: 'z9' ist kein Feld (a1 bis e5)."
    )
    assert page.last_announced() == refused + said, page.last_announced()


def check_a_refused_position_and_record_say_why_in_german() -> None:
    controller, _ = open_page()
    try:
        open_game_text(controller.spec, "c3=wr,c3=r r 18/18 0/0 -", controller.table)
    except ValueError as error:
        said = str(error)
    assert said == "Diese Stellung kann nicht gelesen werden: Türme: das Feld c3 steht zweimal da."
    record = '[Target "x"]\n[Start "c3=wr,c3=r r 18/18 0/0 -"]\n\n1. c3'
    try:
        open_game_text(controller.spec, record, controller.table)
    except ValueError as error:
        said = str(error)
    assert said == (
        "Dieses Partieprotokoll kann nicht gelesen werden: "
        "Zeile 1: Target muss eine ganze Zahl ab 1 sein, nicht 'x'."
    )
    try:
        open_game_text(controller.spec, record.replace("x", "1"), controller.table)
    except ValueError as error:
        said = str(error)
    assert said.endswith("Zeile 2: Start: Türme: das Feld c3 steht zweimal da."), said

    controller, _ = open_page(spec=KITTY)
    try:
        open_game_text(KITTY, '[Game "Kitty Stack Tower"]\n[Players "5"]', controller.table)
    except ValueError as error:
        said = str(error)
    assert said.endswith(": das Tag Board fehlt."), said


def check_a_corrupt_save_says_why_in_german() -> None:
    broken = '{"version": 1, "mode": "two", "moves": ["c3", "c3"'  # cut short
    controller, page = open_page(DictStore({saved.Keys(SPEC.key_prefix).game: broken}))
    said = page.notices["unreadable"].text
    assert said.startswith(
        "Deine gespeicherte Partie konnte nicht gelesen werden: die gespeicherte Partie ist kein"
        " gültiges JSON."
    ), said
    controller.act("export", {})  # Save game… lists it, its buttons in German
    kept = page.element("kept-list").markup
    assert ">Herunterladen</button>" in kept and ">Löschen</button>" in kept, kept


def check_the_recent_games_say_who_played_in_german() -> None:
    controller, page = open_page()
    controller.new_game(*seated(TWO_PLAYERS))
    _play(controller, "c3")
    controller.act("again", {})  # the game of one move is kept among the recent games
    controller.act("import", {})
    listed = page.element("recent-list").markup
    said = " · Zwei Personen an diesem Gerät: 1 Zug. Letzter Zug: c3. Rot ist am Zug.</span>"
    assert said in listed and ">Öffnen</button>" in listed, listed


def check_a_game_undone_is_listed_by_its_moves_in_german() -> None:
    controller, page = open_page()
    controller.new_game(*seated(TWO_PLAYERS))
    for square in ("c3", "d4", "e5"):
        _play(controller, square)
    for _ in range(3):
        controller.act("undo", {})
    controller.act("again", {})
    _play(controller, "a1")
    controller.act("undo", {})
    controller.act("again", {})
    controller.act("import", {})
    listed = page.element("recent-list").markup
    assert ": 3 Züge, alle zurückgenommen. Weiß ist am Zug.</span>" in listed, listed
    assert ": 1 Zug, zurückgenommen. Weiß ist am Zug.</span>" in listed, listed


def check_a_refused_move_says_why_in_german() -> None:
    controller, page = open_page()
    controller.new_game(*seated(TWO_PLAYERS))
    _play(controller, "c3")
    _play(controller, "c5")
    _play(controller, "c3")  # White holds c3's piece: c5 is 1 high but 2 squares away
    _play(controller, "c5")
    said = (
        "c3-c5 ist jetzt nicht erlaubt: der Turm auf c5 ist 1 hoch, aber 2 Felder von c3 entfernt."
    )
    assert page.last_announced() == said, page.last_announced()
    controller.act("undo", {})
    table = controller.table
    assert table.attempt("c3") == "c3 ist jetzt nicht erlaubt: auf c3 steht schon ein Turm."
    said = "z9 ist kein gültiger Zug: 'z9' ist kein Feld (a1 bis e5)."
    assert table.attempt("z9") == said
    controller, page = open_page(spec=KITTY)
    controller.new_game(Options(players=2, side=5, seed=3), ("person", "person"))
    said = str(controller.table.attempt("a1-a3"))
    assert said.startswith("a1-a3 ist jetzt nicht erlaubt: "), said
    _german(said)
    said = str(controller.table.attempt("?q"))
    assert said == "?q ist kein gültiger Zug: er nennt keine Person (r, y, b oder g).", said


def check_a_record_with_a_bad_move_says_why_in_german() -> None:
    controller, _ = open_page()
    try:
        open_game_text(controller.spec, '[Target "1"]\n\n1. c3 c3', controller.table)
    except ValueError as error:
        said = str(error)
    assert said == (
        "Dieses Partieprotokoll kann nicht gelesen werden: "
        "Zeile 3: Zug 2, 'c3', ist ungültig: auf c3 steht schon ein Turm."
    ), said
    controller, _ = open_page(spec=KITTY)
    record = '[Game "Kitty Stack Tower"]\n[Players "2"]\n[Board "5"]\n[Setup "placement"]\n\nc3 c3'
    try:
        open_game_text(KITTY, record, controller.table)
    except ValueError as error:
        said = str(error)
    assert said.endswith("Zug 2, 'c3', ist ungültig: das Feld ist besetzt."), said


def check_a_save_that_cannot_be_replayed_says_why_in_german() -> None:
    store = DictStore()
    controller, _ = open_page(store)
    controller.new_game(*seated(TWO_PLAYERS))
    _play(controller, "c3")
    key = saved.Keys(SPEC.key_prefix).game
    kept = store.items[key]
    assert '"moves": ["c3"]' in kept, kept
    store.items[key] = kept.replace('"moves": ["c3"]', '"moves": ["c3", "c3"]')
    _, page = open_page(store)
    said = page.notices["unreadable"].text
    assert said.startswith(
        "Deine gespeicherte Partie konnte nicht gelesen werden: die gespeicherte Partie lässt"
        " sich nicht nachspielen: auf c3 steht schon ein Turm."
    ), said
    assert '"target": 1' in kept, kept  # an option the page does not offer
    store.items[key] = kept.replace('"target": 1', '"target": 9')
    _, page = open_page(store)
    said = page.notices["unreadable"].text
    assert said.startswith(
        "Deine gespeicherte Partie konnte nicht gelesen werden: die gespeicherte Partie lässt"
        " sich nicht nachspielen: das Punkteziel muss 1, 2, 3 oder 5 sein, nicht 9."
    ), said


def check_the_computer_s_failures_are_said_in_german() -> None:
    controller, page = open_page()
    controller.new_game(*seated(human="white", level="strong"))
    _play(controller, "c3")
    request = page.requests[-1][0]
    position = controller.table.game.position()
    reply = {"id": request["id"], "ok": True, "move": "c3", "position": position}
    controller.ai_replied(reply, 1.0)
    said = "Der Computer wählte einen unerlaubten Zug: auf c3 steht schon ein Turm"
    assert page.announced[-1] == (said, "error"), page.announced[-1]
    controller.act("undo", {})
    _play(controller, "c3")
    request = page.requests[-1][0]
    controller.ai_replied({"id": request["id"], "ok": False, "error": "out of memory"}, 1.0)
    said = "Der Computer konnte nicht ziehen (Meldung der KI: „out of memory“)"
    assert page.announced[-1] == (said, "error"), page.announced[-1]


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
    print(f"german checks ok: {len(CHECKS)}")


if __name__ == "__main__":
    main()
