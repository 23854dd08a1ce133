"""A turn with the Objective Cards: exchanges by agreement and Forced Exchange, who decides
when, the round of passes, the score, and the notation, position text and records of it all
(docs/kitty-rules.md, "A turn with cards")."""

import pytest
from card_tables import card_game, card_text, plays

from kitty import BOARDS, Game, IllegalMoveError, InvalidMoveError, PositionError, record
from kitty.moves import parse
from kitty.record import RecordError

HANDS = "r:lp,cm y:fp,tk b:vc,fe"
CELLS = {"c4": "rr", "c5": "yy", "e5": "b", "e6": "y"}


def texts(game: Game) -> list[str]:
    return [game.format_move(move) for move in game.legal_moves()]


def step(game: Game) -> str:
    return game.position().split(" ")[-1]


# --- exchanges by agreement ------------------------------------------------------------------


def test_a_declined_proposal_changes_nothing_and_is_the_turns_only_one() -> None:
    game = card_game(CELLS, hands=HANDS)
    assert "?y" in texts(game) and "?b" in texts(game)
    game.play("?y")
    assert (game.turn, game.mover, texts(game)) == ("yellow", "red", ["yes", "no"])
    assert step(game) == "?y"
    with pytest.raises(IllegalMoveError, match="yellow answers red's proposal first"):
        game.play("c4-c5")
    game.play("no")
    assert game.turn == "red" and step(game) == "?"
    assert game.cards("red") == ["layered_peaks", "color_master"]
    assert not game.has_exchanged("red") and not game.has_exchanged("yellow")
    assert "?b" not in texts(game)
    with pytest.raises(IllegalMoveError, match="one proposal a turn"):
        game.play("?b")
    plays(game, "pass pass")  # Red's pass, then Yellow's
    assert game.turn == "blue" and "?r" in texts(game)  # a new turn, a new proposal


def test_an_accepted_exchange_swaps_the_cards_each_side_chose() -> None:
    game = plays(card_game(CELLS, hands=HANDS), "?y yes")
    assert (game.turn, step(game)) == ("red", "?y+")
    assert texts(game) == [">lp", ">cm"]  # the proposer chooses first
    game.play(">cm")
    assert (game.turn, step(game)) == ("yellow", "?y+cm")
    assert texts(game) == [">fp", ">tk"]
    with pytest.raises(IllegalMoveError, match="yellow does not hold Color Master"):
        game.play(">cm")
    game.play(">tk")
    assert game.cards("red") == ["layered_peaks", "tower_king"]
    assert game.cards("yellow") == ["color_master", "focused_power"]
    assert game.has_exchanged("red") and game.has_exchanged("yellow")
    assert (game.turn, step(game)) == ("red", "?")
    assert game.position().split(" ")[7] == "ry"
    game.play("c4-c5")
    assert game.turn == "yellow" and not any(t.startswith("?") for t in texts(game))


def test_an_exchange_is_once_per_game_for_both_players() -> None:
    game = card_game(CELLS, hands=HANDS, exchanged="ry", turn="b")
    assert not any(text.startswith("?") for text in texts(game))
    with pytest.raises(IllegalMoveError, match="red has used their exchange"):
        game.play("?r")
    game = card_game(CELLS, hands=HANDS, exchanged="ry")
    with pytest.raises(IllegalMoveError, match="you have used your exchange"):
        game.play("?b")


def test_revealed_cards_are_never_given() -> None:
    hands = "r:mf,lp y:fp,tk b:vc,fe"
    game = card_game(CELLS, hands=hands, points="mf=rrrrr")  # Frenzy has scored: revealed
    plays(game, "?y yes")
    assert texts(game) == [">lp"]
    with pytest.raises(IllegalMoveError, match="Monochromatic Frenzy is revealed"):
        game.play(">mf")
    game = card_game(CELLS, hands="r:mf,rb y:fp,tk b:vc,fe", points="mf=rrrrr,rb=2")
    with pytest.raises(IllegalMoveError, match="you hold no unrevealed card to give"):
        game.play("?y")


# --- Forced Exchange ---------------------------------------------------------------------------


def test_forced_exchange_takes_the_card_its_target_chooses_and_is_discarded() -> None:
    game = card_game(CELLS, hands=HANDS, turn="b")
    assert {"!r>vc", "!y>vc"} <= set(texts(game)) and "!r>fe" not in texts(game)
    game.play("!r>vc")
    assert (game.turn, game.mover, step(game)) == ("red", "blue", "!r>vc")
    assert texts(game) == [">lp", ">cm"]  # the target chooses
    game.play(">cm")
    assert game.cards("blue") == ["color_master"] and game.cards("red") == [
        "layered_peaks",
        "vibrant_colors",
    ]
    assert game.discarded() == ["forced_exchange"] and game.is_revealed("forced_exchange")
    assert not game.has_exchanged("blue") and not game.has_exchanged("red")
    assert (game.turn, step(game)) == ("blue", "-") and "?r" in texts(game)
    assert not any(text.startswith("!") for text in texts(game))  # once


def test_forced_exchange_needs_another_unrevealed_card_and_a_target_holding_one() -> None:
    game = card_game(CELLS, hands="r:lp,cm y:fp,tk b:rb,fe", points="rb=2", turn="b")
    assert not any(text.startswith("!") for text in texts(game))
    with pytest.raises(IllegalMoveError, match="Rainbow Bridge is revealed"):
        game.play("!r>rb")
    game = card_game(CELLS, hands="r:lp,cm y:fp,tk b:vc,fe", turn="b")
    with pytest.raises(IllegalMoveError, match="gives another of your cards, not itself"):
        game.play("!r>fe")
    with pytest.raises(IllegalMoveError, match="made with another player"):
        game.play("!b>vc")
    with pytest.raises(IllegalMoveError, match="green does not play"):
        game.play("!g>vc")
    with pytest.raises(IllegalMoveError, match="you hold no Forced Exchange"):
        card_game(CELLS, hands=HANDS).play("!y>lp")


def test_forced_exchange_after_a_proposal_keeps_the_turns_proposal_spent() -> None:
    game = plays(card_game(CELLS, hands=HANDS, turn="b"), "?r no !y>vc")
    assert step(game) == "?!y>vc" and game.turn == "yellow"
    assert Game.from_position(game.position()).position() == game.position()
    game.play(">fp")
    assert step(game) == "?" and "?r" not in texts(game)


# --- the turn, the round of passes and the score ------------------------------------------------


def test_a_round_of_passes_counts_turns_whose_action_was_a_pass() -> None:
    game = card_game(CELLS, hands=HANDS)
    plays(game, "?y no pass")  # free steps before the pass: still a pass
    assert game.passes == 1 and game.turn == "yellow"
    plays(game, "pass !r>vc >lp pass")
    assert game.is_over and game.passes == 3


def test_an_action_after_free_steps_starts_the_count_again() -> None:
    game = plays(card_game(CELLS, hands=HANDS), "pass pass")
    assert game.turn == "blue" and game.passes == 2
    plays(game, "?r yes >vc >lp e5-e6")
    assert game.turn == "red" and game.passes == 0 and not game.is_over


def test_the_total_adds_card_points_and_the_tie_break_stays_own_pieces() -> None:
    cells = {"a1": "r" * 15, "a5": "yy" + "y" * 13, "e5": "b" * 15}
    game = card_game(cells, hands="r:mf,lp y:rb,tk b:vc,fe", points="rb=2", fill=False)
    assert game.is_over  # nobody can act
    # Red 15 + Layered Peaks 1; Yellow 15 + Rainbow Bridge 2 + Tower King 7; Blue 15 + 0.
    assert [game.score(c) for c in game.players] == [(16, 15), (24, 15), (15, 15)]
    assert game.result == (0.0, 1.0, 0.0) and game.ranking() == [2, 1, 3]
    assert game.points_by_card("yellow") == {"rainbow_bridge": 2, "tower_king": 7}


# --- notation -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "source", "target"),
    [
        ("*c4", "claim", "c4", ""),
        ("?y", "propose", "", "y"),
        ("yes", "accept", "", ""),
        ("no", "decline", "", ""),
        (">cm", "give", "cm", ""),
        ("!b>tk", "force", "tk", "b"),
        ("end", "end", "", ""),
        ("c2-c3-c4-c5", "chain", "c2", "c5"),
    ],
)
def test_each_new_move_kind_reads_and_writes_as_itself(
    text: str, kind: str, source: str, target: str
) -> None:
    board = BOARDS[5]
    move = parse(text, board)
    assert move.kind == kind and move.text(board) == text
    cards, colours = ("mf", "lp", "cm", "fp", "rb", "tk", "dt", "vc", "fe", "cs"), "rybg"
    expect_source = cards.index(source) if kind in ("give", "force") else board.cell(source)
    assert move.source == (expect_source if source else -1)
    expect_target = colours.index(target) if kind in ("propose", "force") else board.cell(target)
    assert move.target == (expect_target if target else -1)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("*z9", "names no cell"),
        ("?x", "names no player"),
        ("?yy", "names no player"),
        (">zz", "names no card"),
        (">", "names no card"),
        ("!y>", "names no card"),
        ("!y<cm", "is not Forced Exchange"),
        ("!>cm", "is not Forced Exchange"),
        ("c2-c3-c5", "does not run cell by cell in a line"),
        ("c2-c4-c3", "does not run cell by cell in a line"),
        ("c2--c3", "names no cell"),
        ("yes!", "is not Kitty notation"),
    ],
)
def test_malformed_card_moves_are_invalid(text: str, words: str) -> None:
    with pytest.raises(InvalidMoveError, match=words):
        parse(text, BOARDS[5])


def test_card_moves_are_illegal_in_the_base_game() -> None:
    game = Game(3, seed=4, cards=False)
    for text in ("*a1", "?y", "yes", ">cm", "!y>cm", "end"):
        with pytest.raises(IllegalMoveError, match="without the Objective Cards"):
            game.play(text)


def test_answers_and_cards_out_of_place_say_what_the_turn_waits_for() -> None:
    game = card_game(CELLS, hands=HANDS)
    for text, words in (("yes", "no proposal awaits"), (">lp", "no exchange awaits a card")):
        with pytest.raises(IllegalMoveError, match=words):
            game.play(text)
    with pytest.raises(IllegalMoveError, match="end comes only after an action"):
        game.play("end")
    plays(game, "?y yes")
    with pytest.raises(IllegalMoveError, match="red gives a card to yellow first"):
        game.play("pass")


# --- position text and records ---------------------------------------------------------------


@pytest.mark.parametrize("moves", ["", "?y", "?y yes", "?y yes >lp", "?b no", "c4-c5"])
def test_every_step_of_a_turn_round_trips_as_position_text(moves: str) -> None:
    game = plays(card_game(CELLS, hands=HANDS), moves)
    again = Game.from_position(game.position())
    assert again.position() == game.position() and again.turn == game.turn
    assert again.legal_moves() == game.legal_moves()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"hands": "r:lp,cm y:fp,tk b:vc,fe,mf"}, "4 cards stay face down with 3 players"),
        ({"hands": "r:lp,cm,mf y:fp b:vc,fe"}, "each player holds 2 cards"),
        ({"hands": "r:lp y:fp b:vc,cm,tk x:fe"}, "one less after playing Forced Exchange"),
        ({"hands": "r:lp,cm y:fp,tk b:vc,fe x:mf"}, "only Forced Exchange is ever discarded"),
        ({"hands": "r:lp,cm y:fp,tk b:vc,fe g:mf,rb"}, "not a holder per card"),
        ({"points": "rb=2"}, "rb has points, so a player holds it"),
        ({"points": "cm=1"}, "points are mf, rb, dt, cs"),
        ({"hands": "r:rb,dt y:fp,tk b:vc,fe", "points": "dt=2,rb=2"}, "in that order"),
        ({"hands": "r:rb,dt y:fp,tk b:vc,fe", "points": "rb=1"}, "rb cannot have earned 1"),
        ({"hands": "r:rb,dt y:fp,tk b:vc,fe", "points": "dt=3"}, "dt cannot have earned 3"),
        ({"hands": "r:rb,dt y:fp,tk b:vc,fe", "points": "rb=02"}, "is not a number"),
        ({"hands": "r:mf,dt y:fp,tk b:vc,fe", "points": "mf=rrrr"}, "holds no run of 5"),
        ({"exchanged": "r"}, "used by two players at once"),
        ({"exchanged": "yr"}, "letters in turn order"),
        ({"tokens": "rb@c4.1"}, "earned with at least 2 rb points"),
        ({"tokens": "xx@c4.1"}, "is not a token"),
        ({"tokens": "rb@c4.3"}, "no piece 3 high on c4"),
        ({"step": "?r"}, "names no other player"),
        ({"step": "?y-"}, "is not a step"),
        ({"step": "*"}, "waits only while the mover could claim"),
        ({"step": "!y>lp"}, "played by its holder"),
        ({"step": "?y+fp"}, "does not hold fp unrevealed"),
        ({"step": "?y", "exchanged": "ry"}, "cannot be in another"),
        ({"step": "?", "passes": 3}, "ended with a round of passes"),
        ({"players": 2, "hands": "r:lp,cm y:fp,tk"}, "for 3 or 4 players"),
    ],
)
def test_bad_card_fields_say_what_is_wrong(change: dict[str, object], words: str) -> None:
    fields: dict[str, object] = {"hands": HANDS}
    fields.update(change)
    cells = {"c4": "rr", "c5": "yy"} if change.get("players") == 2 else CELLS
    with pytest.raises(PositionError, match=words):
        Game.from_position(card_text(cells, **fields))  # type: ignore[arg-type]


def test_the_setup_phase_position_holds_the_deal_and_nothing_played() -> None:
    game = plays(Game(3, deal=5), "c4 c5")
    assert Game.from_position(game.position()).position() == game.position()
    text = game.position().replace(" - - - -", " - ry - -")
    with pytest.raises(PositionError, match="in the setup phase no card has been played"):
        Game.from_position(text)


def test_a_record_of_a_card_game_has_its_deal_and_replays() -> None:
    game = plays(Game(3, seed=42), "?y yes >tk >cm")
    text = record.write(game)
    assert '[Seed "42"]\n[Deal "42"]\n' in text and "?y yes >tk >cm" in text
    again = record.read(text)
    assert again.position() == game.position() and record.write(again) == text
    base = record.write(Game(3, seed=42, cards=False))
    assert "Deal" not in base and not record.read(base).has_cards
    placement = record.write(Game(4, deal=7))
    assert '[Setup "placement"]\n[Deal "7"]\n' in placement
    assert record.read(placement).cards("red") == Game(4, deal=7).cards("red")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda t: t.replace('[Deal "42"]', '[Deal "042"]'), "the Deal '042' has leading zeros"),
        (lambda t: t.replace('[Deal "42"]', '[Deal "x"]'), "the Objective Cards need a Deal"),
        (lambda t: t.replace('[Deal "42"]\n', "") + "?y\n", "without the Objective Cards"),
        (lambda t: t.replace('[Seed "42"]\n[Deal "42"]', '[Deal "42"]\n[Seed "42"]'), "order"),
        (lambda t: t.replace('"3"', '"2"').replace("?y yes >tk >cm", ""), "for 3 or 4 players"),
        (lambda t: t.replace(">tk >cm", ">tk >fe"), "move 4: illegal move: '>fe': yellow does"),
    ],
)
def test_bad_card_records_say_what_is_wrong(change: object, words: str) -> None:
    text = record.write(plays(Game(3, seed=42), "?y yes >tk >cm"))
    assert callable(change)
    with pytest.raises(RecordError, match=words):
        record.read(change(text))
