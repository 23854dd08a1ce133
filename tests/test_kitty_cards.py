"""The ten Objective Cards, each one's trigger and non-trigger on crafted positions, and the
tokens travelling with their pieces (docs/kitty-rules.md, "Objective Cards")."""

import pytest
from card_tables import card_game

from kitty import Game, IllegalMoveError, OptionError
from kitty.deck import CARDS, CODES

RED_CARDS = "y:fp,tk b:vc,fe"


def fields(game: Game) -> list[str]:
    """The five card fields of the game's position text."""
    return game.position().split(" ")[5:]


def ended(game: Game) -> Game:
    while not game.is_over:
        game.play("pass")
    return game


# --- the option and the deal -------------------------------------------------------------


def test_cards_are_on_for_three_and_four_and_dealt_from_the_seed() -> None:
    for players in (3, 4):
        game = Game(players, seed=7)
        hands = [game.cards(colour) for colour in game.players]
        assert all(len(hand) == 2 for hand in hands)
        dealt = [card for hand in hands for card in hand]
        assert len(set(dealt)) == 2 * players and set(dealt) <= set(CARDS)
        assert hands == [Game(players, seed=7).cards(colour) for colour in game.players]
        assert hands != [Game(players, seed=8).cards(colour) for colour in game.players]
        assert game.position().count(" ") == 9  # five card fields
    assert Game(3, seed=7, deal=99).cards("red") == Game(3, deal=99).cards("red")
    assert not Game(3, seed=7, cards=False).has_cards
    assert Game(3, seed=7, cards=False).position() == Game(3, seed=7).position().rsplit(" ", 5)[0]
    assert not Game(2, seed=7).has_cards and Game(2).cards("red") == []
    with pytest.raises(OptionError, match="3 or 4 players, not 2"):
        Game(2, cards=True)
    with pytest.raises(OptionError, match="a deal is a number"):
        Game(3, cards=False, deal=5)


def test_the_setup_phase_has_cards_but_no_free_steps() -> None:
    game = Game(3, deal=1)
    assert len(game.cards("red")) == 2
    assert all(move.kind == "place" for move in game.legal_moves())
    with pytest.raises(IllegalMoveError, match="still being placed"):
        game.play("?y")


# --- 1. Monochromatic Frenzy -----------------------------------------------------------------


def test_frenzy_claims_a_run_of_five_not_of_four() -> None:
    game = card_game({"c4": "yrrrr", "c5": "rrrrr", "e5": "yyyyyr"}, hands="r:mf,lp " + RED_CARDS)
    texts = [game.format_move(move) for move in game.legal_moves()]
    assert "*c5" in texts and "*e5" in texts and "*c4" not in texts  # any colour's run counts
    with pytest.raises(IllegalMoveError, match="no run of 5 pieces of one colour"):
        game.play("*c4")
    before = game.score("red")
    game.play("*c5")
    assert game.stack("c5") == "" and game.card_points("red") == 5
    assert game.score("red") == (before[0], before[1] - 5)  # five owned became five points
    assert game.is_revealed("monochromatic_frenzy") and not game.is_revealed("layered_peaks")
    assert game.turn == "red"  # a free step: the action is still to come
    game.play("*e5")  # the card works every time
    assert game.card_points("red") == 11 and fields(game)[1] == "mf=rrrrr.yyyyyr"


def test_frenzy_claims_right_after_the_action_then_the_turn_ends() -> None:
    game = card_game({"c4": "rrr", "c5": "rr"}, hands="r:mf,lp " + RED_CARDS)
    game.play("c4-c5")
    assert game.turn == "red" and fields(game)[4] == "*"
    assert [game.format_move(m) for m in game.legal_moves()] == ["*c5", "end"]
    game.play("*c5")
    assert game.turn == "yellow" and game.card_points("red") == 5 and game.passes == 0


def test_after_the_action_a_player_without_frenzy_only_ends_the_turn() -> None:
    # The turn waits whenever the mover owns a run of five, card or not, so waiting shows nothing.
    game = card_game({"c4": "rrr", "c5": "rr"}, hands="r:lp,cm y:mf,tk b:vc,fe")
    game.play("c4-c5")
    assert [game.format_move(m) for m in game.legal_moves()] == ["end"]
    with pytest.raises(IllegalMoveError, match="you hold no Monochromatic Frenzy"):
        game.play("*c5")
    with pytest.raises(IllegalMoveError, match="red has acted"):
        game.play("pass")
    game.play("end")
    assert game.turn == "yellow"


def test_frenzy_claims_only_ones_own_stacks() -> None:
    game = card_game({"c4": "yyyyy", "c6": "rr"}, hands="r:mf,lp " + RED_CARDS)
    with pytest.raises(IllegalMoveError, match="red does not own the stack on c4"):
        game.play("*c4")
    with pytest.raises(IllegalMoveError, match="there is no stack on c5"):
        game.play("*c5")


# --- the end-of-game cards ----------------------------------------------------------------------

END_BOARD = {
    "a1": "rrrr",  # 1 colour
    "a3": "yr",  # 2 colours
    "a5": "byr",  # 3 colours
    "c4": "ryryr",  # 5 high, no two touching alike
    "e1": "ryrry",  # yellow's: counts for yellow, not red
    "e5": "rbrb" + "y" * 7 + "b" * 12 + "r",  # 24 high, red's
    "e8": "y",  # yellow may still act, so the game goes on until a round of passes
    "e9": "y",
}


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("lp", 5),  # five stacks owned
        ("cm", 0 + 1 + 2 + 1 + 2),  # 1, 2, 3, 2 and 3 colours
        ("fp", 15 // 2),  # all 15 blue pieces are in red's stacks: the most of one colour
        ("tk", 24 // 2),  # the tallest, 24 high
        ("vc", 5),  # only c4 (e5 has touching pieces alike; e1 is yellow's)
    ],
)
def test_each_end_card_scores_at_the_end_only(card: str, points: int) -> None:
    game = card_game(END_BOARD, hands=f"r:{card},mf y:cs,rb b:dt,fe", fill=False)
    base = game.score("red")[0]
    assert game.card_points("red") == 0  # not before the end
    ended(game)
    assert game.points_by_card("red") == {CARDS[CODES.index(card)]: points, CARDS[0]: 0}
    assert game.card_points("red") == points and game.score("red")[0] == base + points
    assert game.is_revealed(CARDS[CODES.index(card)]) and game.is_revealed("dramatic_twist")


def test_color_master_scores_three_for_four_colours() -> None:
    cells = {"a1": "gybr", "a3": "r" * 14, "e5": "y" * 14, "e7": "b" * 14, "e9": "g" * 14}
    game = ended(card_game(cells, players=4, hands="r:cm,lp y:tk,fp b:vc,fe g:rb,dt", fill=False))
    assert game.points_by_card("red") == {"layered_peaks": 2, "color_master": 3}


def test_vibrant_colors_needs_five_high_without_touching_alike() -> None:
    for stack, points in (("ryryr", 5), ("yryr", 0), ("yrryr", 0), ("brbrbr", 5)):
        rest = {"a1": "r" * (15 - stack.count("r")), "e5": "y" * (15 - stack.count("y"))}
        cells = {"c4": stack, "e9": "b" * (15 - stack.count("b")), **rest}
        game = ended(card_game(cells, hands="r:vc,lp y:mf,tk b:cs,fe", fill=False))
        assert game.points_by_card("red")["vibrant_colors"] == points, stack


# --- 5. Rainbow Bridge -------------------------------------------------------------------------


def test_rainbow_bridge_scores_two_for_a_new_three_colour_stack() -> None:
    game = card_game({"c4": "br", "c5": "y"}, hands="r:rb,lp " + RED_CARDS)
    game.play("c4-c5")
    assert game.stack("c5") == "ybr" and game.card_points("red") == 2
    assert fields(game)[3] == "rb@c5.3" and game.is_revealed("rainbow_bridge")


def test_rainbow_bridge_from_two_colours_to_four_scores_three_not_five() -> None:
    game = card_game({"c4": "gr", "c5": "yb"}, players=4, hands="r:rb,lp y:fp,tk b:vc,fe g:cm,dt")
    game.play("c4-c5")
    assert game.stack("c5") == "ybgr" and game.card_points("red") == 3


def test_rainbow_bridge_needs_every_part_to_hold_fewer_colours() -> None:
    game = card_game({"c4": "ybr", "c5": "b"}, hands="r:rb,lp " + RED_CARDS)
    game.play("c4-c5")  # three colours already in c4
    assert game.card_points("red") == 0 and fields(game)[3] == "-"
    assert not game.is_revealed("rainbow_bridge")


def test_rainbow_bridge_scores_nothing_for_a_player_without_it() -> None:
    game = card_game({"c4": "br", "c5": "y"}, hands="r:lp,cm y:rb,tk b:vc,fe")
    game.play("c4-c5")
    assert game.card_points("red") == game.card_points("yellow") == 0


def test_a_rainbow_token_stops_the_card_even_on_reaching_four_colours() -> None:
    cells = {"c4": "ybr", "c5": "g"}
    hands = "r:rb,lp y:fp,tk b:vc,fe g:cm,dt"
    fresh = card_game(cells, players=4, hands=hands, points="rb=2")
    fresh.play("c4-c5")  # 3 colours onto 1: four, each part fewer
    assert fresh.card_points("red") == 5
    marked = card_game(cells, players=4, hands=hands, points="rb=2", tokens="rb@c4.3")
    marked.play("c4-c5")
    assert marked.card_points("red") == 2 and fields(marked)[3] == "rb@c5.4"


def test_rainbow_bridge_counts_a_disassembly_against_both_stacks_as_they_stood() -> None:
    game = card_game({"c4": "brrr", "c5": "ryy"}, hands="r:rb,lp " + RED_CARDS)
    game.play("c4<c5")  # c4 (2 colours) takes yy from c5 (2 colours): yybrrr holds 3
    assert game.stack("c4") == "yybrrr" and game.stack("c5") == "r"
    assert game.card_points("red") == 2 and fields(game)[3] == "rb@c4.6"
    game = card_game({"c4": "rrrr", "c5": "ryb"}, hands="r:rb,lp " + RED_CARDS)
    game.play("c4<c5")  # c5 held 3 colours already
    assert game.stack("c4") == "ybrrrr" and game.card_points("red") == 0


# --- 7. Dramatic Twist -------------------------------------------------------------------------


def test_dramatic_twist_scores_a_flip_that_takes_another_players_stack() -> None:
    game = card_game({"c4": "rr", "c5": "ryy"}, hands="r:dt,lp " + RED_CARDS)
    game.play("c4^c5")
    assert game.stack("c5") == "yyr" and game.card_points("red") == 2
    assert fields(game)[3] == "dt@c5.3" and game.is_revealed("dramatic_twist")


def test_dramatic_twist_ignores_a_flip_of_a_stack_one_already_owns() -> None:
    game = card_game({"c4": "rr", "c5": "ryr"}, hands="r:dt,lp " + RED_CARDS)
    game.play("c4^c5")
    assert game.stack("c5") == "ryr" and game.card_points("red") == 0


def test_dramatic_twist_ignores_a_flip_that_leaves_another_on_top() -> None:
    game = card_game({"c4": "rr", "c5": "byy"}, hands="r:dt,lp " + RED_CARDS)
    game.play("c4^c5")
    assert game.stack("c5") == "yyb" and game.card_points("red") == 0


def test_a_twist_token_stops_the_card_for_that_stack() -> None:
    cells = {"c4": "rr", "c5": "ryy"}
    game = card_game(cells, hands="r:dt,lp " + RED_CARDS, points="dt=2", tokens="dt@c5.1")
    game.play("c4^c5")
    assert game.stack("c5") == "yyr" and game.card_points("red") == 2  # no more
    assert fields(game)[3] == "dt@c5.3"  # the token turned over with its piece


# --- 10. Continuous Stacking -------------------------------------------------------------------

LINE = {"c2": "rrr", "c3": "y", "c4": "by", "c5": "yy", "c6": "yyyy"}


def test_a_chain_runs_on_over_stacks_topped_alike_and_scores_after_the_first() -> None:
    game = card_game(LINE, hands="r:cs,lp " + RED_CARDS)
    texts = [game.format_move(move) for move in game.legal_moves()]
    assert "c2-c3-c4" in texts and "c2-c3-c4-c5" in texts and "c2-c3" in texts
    game.play("c2-c3-c4-c5")
    assert [game.stack(c) for c in ("c2", "c3", "c4")] == ["", "", ""]
    assert game.stack("c5") == "yy" + "by" + "y" + "rrr"
    assert game.card_points("red") == 2 and game.is_revealed("continuous_stacking")
    assert game.turn == "yellow"  # one action


def test_a_chain_stops_at_a_taller_stack() -> None:
    game = card_game(LINE, hands="r:cs,lp " + RED_CARDS)
    with pytest.raises(IllegalMoveError, match="c6: it is higher than your stack"):
        game.play("c2-c3-c4-c5-c6")


def test_a_chain_stops_at_another_top_colour_or_an_empty_cell() -> None:
    game = card_game(dict(LINE, c5="yb"), hands="r:cs,lp " + RED_CARDS)
    with pytest.raises(IllegalMoveError, match="c5: its top is not c3's"):
        game.play("c2-c3-c4-c5")
    gap = {cell: stack for cell, stack in LINE.items() if cell != "c4"}
    game = card_game(gap, hands="r:cs,lp " + RED_CARDS)
    with pytest.raises(IllegalMoveError, match="c4: it is empty"):
        game.play("c2-c3-c4")


def test_a_chain_needs_the_card_and_a_plain_stack_reveals_nothing() -> None:
    game = card_game(LINE, hands="r:lp,cm y:cs,tk b:vc,fe")
    with pytest.raises(IllegalMoveError, match="you hold no Continuous Stacking"):
        game.play("c2-c3-c4")
    game = card_game(LINE, hands="r:cs,lp " + RED_CARDS)
    game.play("c2-c3")
    assert game.card_points("red") == 0 and not game.is_revealed("continuous_stacking")


def test_a_chain_with_rainbow_bridge_counts_every_stack_it_was_made_from() -> None:
    game = card_game(LINE, hands="r:cs,rb y:fp,tk b:vc,fe")
    game.play("c2-c3-c4-c5")  # y, b and r in the line, no part with three
    assert game.points_by_card("red") == {"rainbow_bridge": 2, "continuous_stacking": 2}


# --- tokens travel with their pieces -------------------------------------------------------

TOKENS = {"hands": "r:rb,dt " + RED_CARDS, "points": "rb=2,dt=2"}


def test_a_token_travels_when_its_stack_is_stacked() -> None:
    game = card_game({"c4": "br", "c5": "yy"}, tokens="rb@c4.1", **TOKENS)
    game.play("c4-c5")
    assert game.stack("c5") == "yybr" and fields(game)[3] == "rb@c5.3"


def test_a_token_travels_when_its_stack_jumps_or_is_turned_over() -> None:
    game = card_game({"c4": "ry", "c5": "ryyy"}, tokens="dt@c4.2,rb@c5.2", turn="y", **TOKENS)
    game.play("c4^c5")  # Yellow's c4 jumps to c6; c5 turns over
    assert game.stack("c6") == "ry" and game.stack("c5") == "yyyr"
    assert fields(game)[3] == "rb@c5.3,dt@c6.2"


def test_a_token_travels_when_its_piece_goes_under_another_stack() -> None:
    game = card_game({"c4": "rrrr", "c5": "rby"}, tokens="dt@c5.1,rb@c5.3", **TOKENS)
    game.play("c4<c5")
    assert game.stack("c4") == "byrrrr" and game.stack("c5") == "r"
    assert fields(game)[3] == "rb@c4.2,dt@c5.1"


def test_a_token_leaves_with_a_claimed_stack() -> None:
    game = card_game(
        {"c4": "rrrrr", "c6": "rr"},
        hands="r:mf,dt " + RED_CARDS,
        points="dt=4",
        tokens="dt@c4.5,dt@c6.1",
    )
    game.play("*c4")
    assert fields(game)[3] == "dt@c6.1" and game.card_points("red") == 9
    game.pop()
    assert fields(game)[3] == "dt@c4.5,dt@c6.1" and game.card_points("red") == 4
