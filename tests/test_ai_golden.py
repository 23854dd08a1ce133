"""Golden moves: every search's choice on seeded positions, recorded before the searches moved
into `search/` (at 7bcac91), so that a refactoring that changes a single move, value or line
fails here. The positions come from greedy games with a little random play; each row is what
one search found there at a fixed seed and budget.

A change meant to play differently (a stronger search) records the rows again and carries its
arena series in the commit message. The levels' moves were recorded again when `strong` and
`expert` went to 3 000 and 8 000 nodes (docs/ai.md, "Spending the time"), and Kitty's row of
two players when its stronger levels went to the reading search (docs/ai.md, "Kitty Stack
Tower of two: reading") and again when its judge took the move in hand into account (the same
move, a line one move longer).
"""

from random import Random

import pytest

import kitty
from kitty.ai import analyse as kitty_analyse
from mixtour import Game
from mixtour.ai import LEVELS, analyse
from mixtour.ai.player import PLAYER, level_move
from search.levels import PLAYOUTS

MIXTOUR = [
    (
        "c3=r,e3=r,a4=w,b5=w w 18/18 0/0 -",
        ("b3", "c2", "c2", "a5"),
        ("b3", 0.494166931313, ("b3", "b1", "b3-c3", "e3-c3"), 300, None),
        ("d1", 0.666666666667, ("d1", "b5-a4", "c2"), 300, None),
    ),
    (
        "b1=w,c1=w,d1=w,c2=r,e2=r,a4=r,c4=ww,d5=r w 15/16 0/0 -",
        ("a3", "c4-d5", "c4-d5", "c4:2-d5"),
        (
            "c4:2-d5",
            0.505833068687,
            ("c4:2-d5", "c2-c1", "e1", "c1:2-b1", "d1-e1", "d1"),
            300,
            None,
        ),
        ("a3", 0.705882352941, ("a3", "c3"), 300, None),
    ),
    (
        "b1=r,d2=wrr,c4=www,a5=w,b5=r,e5=wr w 14/15 0/0 -",
        ("a5-d2", "a5-d2", "a5-d2", "a5-d2"),
        ("a5-d2", 0.544052149845, ("a5-d2", "c4-b5", "a5", "d5"), 303, None),
        ("a4", 0.694444444444, ("a4", "c2", "d4"), 300, None),
    ),
    (
        "a1=r,c2=wwwr,e3=r,b4=ww,e4=r,a5=w,c5=wr,e5=r w 13/14 0/0 -",
        ("b4:2-a5", "b4:2-a5", "c4", "c4"),
        ("c4", 0.445220764893, ("c4", "c5:2-c4", "b4:2-a5"), 300, None),
        ("b4:2-a5", 0.328947368421, ("b4:2-a5", "b5", "e4-e3"), 300, None),
    ),
    (
        "b1=wwrr,e2=w,d3=wwr,b4=wr,c4=wr,a5=w,c5=rw,e5=r w 11/13 0/0 -",
        ("b4-a5", "c3", "b3", "b3"),
        ("b3", 0.328127427545, ("b3", "b4:2-a5", "b5", "a2", "b3-a2", "a5:2-b5"), 300, None),
        ("b5", 0.22, ("b5", "a1", "a3", "b1:4-a1"), 300, None),
    ),
    (
        "b1=rr,c1=rww,a2=w,e2=w,a3=w,c3=wwrr,d3=r,b4=rr,c4=ww,a5=w,b5=w,d5=r,e5=r w 9/10 0/0 -",
        ("c4:2-d3", "c4:2-d3", "c4:2-d3", "c4:2-d3"),
        ("c4:2-d3", 0.472527695655, ("c4:2-d3", "b1:2-a2", "c5"), 312, None),
        ("c4:2-d3", 0.336448598131, ("c4:2-d3", "d3:2-e2", "e5-d5", "c3:4-d3"), 300, None),
    ),
]

TROIS = [
    (
        "b1=r,e3=w,c4=b w 14/14/14 0/0/0 -",
        "b2",
        (0.333333333333, 0.333333333333, 0.333333333333),
        ("b2", "e1"),
        60,
    ),
    (
        "a1=r,c1=wb,e1=r,c3=bw,c5=r,d5=w r 12/12/13 0/0/0 -",
        "b3",
        (0.222222222222, 0.555555555556, 0.222222222222),
        ("b3", "e4"),
        60,
    ),
    (
        "a1=r,b1=b,e1=r,b2=w,d2=r,b3=w,d3=w,a4=r,b4=w,a5=w,c5=bbb,d5=w b 9/11/11 0/0/0 -",
        "d4",
        (0.166666666667, 0.166666666667, 0.666666666667),
        ("d4", "c5-d5"),
        60,
    ),
    (
        "d1=w,b2=r,c2=w,d2=rwb,e3=wwb,d4=b,e5=brwb r 9/12/10 0/0/0 e5:3-d4",
        "e3:3-d4",
        (0.398148148148, 0.314814814815, 0.287037037037),
        ("e3:3-d4", "e3", "c5"),
        60,
    ),
]

KITTY = [
    (
        (2, 7),
        ("d1-d2", "d6-d7"),
        "d5-e6",
        (0.50874910688, 0.49125089312),
        ("d5-e6", "a5-b6", "f2-f3"),
        80,
    ),
    (
        (3, 8),
        ("e3-f3", "g4-g5", "b2-c2", "d5-e5", "h4-i3", "d7-d6", "e5-d4"),
        "f7-g7",
        (0.0, 0.8, 0.2),
        ("f7-g7", "f1-e2"),
        80,
    ),
    (
        (4, 9),
        (
            "e9-d8",
            "g10-f10",
            "b6-c6",
            "e4-e3",
            "h5-h4",
            "g8-h7",
            "i2-h2",
            "k4-j5",
            "d8-c8",
            "j6-i7",
            "d6-e6",
            "g3-f4",
        ),
        "e2-f2",
        (0.833333333333, 0.166666666667, 0.0, 0.0),
        ("e2-f2", "f10-f9"),
        80,
    ),
]


def rounded(values: "list[float] | tuple[float, ...]") -> tuple[float, ...]:
    return tuple(round(value, 12) for value in values)


@pytest.mark.parametrize(("position", "levels", "reading", "playouts"), MIXTOUR)
def test_mixtour_plays_the_recorded_moves(
    position: str,
    levels: tuple[str, ...],
    reading: tuple[object, ...],
    playouts: tuple[object, ...],
) -> None:
    game = Game.from_position(position)
    # Each level on its iterations alone (as the arena plays it), seeded 1, 2, 3, 4.
    assert (
        tuple(str(level_move(game, LEVELS[name], seed)) for seed, name in enumerate(LEVELS, 1))
        == levels
    )
    analysis = analyse(game, iterations=300, seed=5)
    assert (
        str(analysis.move),
        round(analysis.win_probability, 12),
        tuple(analysis.principal_variation),
        analysis.iterations,
        analysis.proven,
    ) == reading
    search = PLAYER.search(game, PLAYOUTS, Random(6))
    search.run(iterations=300)
    assert (
        str(search.best_move()),
        round(search.shares()[search.turn], 12),
        tuple(str(move) for move in search.principal_variation()),
        search.iterations,
        search.proven_result(),
    ) == playouts
    assert game.position() == position


@pytest.mark.parametrize(("position", "move", "shares", "line", "iterations"), TROIS)
def test_mixtour_a_trois_plays_the_recorded_moves(
    position: str, move: str, shares: tuple[float, ...], line: tuple[str, ...], iterations: int
) -> None:
    game = Game.from_position(position)
    analysis = analyse(game, iterations=60, seed=3)
    assert str(analysis.move) == move
    assert rounded([analysis.shares[colour] for colour in game.colours]) == shares
    assert tuple(analysis.principal_variation) == line
    assert analysis.iterations == iterations


@pytest.mark.parametrize(("setup", "moves", "move", "shares", "line", "iterations"), KITTY)
def test_kitty_plays_the_recorded_moves(  # noqa: PLR0917 - one parameter a recorded field
    setup: tuple[int, int],
    moves: tuple[str, ...],
    move: str,
    shares: tuple[float, ...],
    line: tuple[str, ...],
    iterations: int,
) -> None:
    players, seed = setup
    game = kitty.Game(players, seed=seed, cards=False)
    for played in moves:
        game.play(played)
    analysis = kitty_analyse(game, iterations=80, seed=4)
    assert game.format_move(analysis.move) == move
    assert rounded([analysis.shares[colour] for colour in game.players]) == shares
    assert tuple(analysis.principal_variation) == line
    assert analysis.iterations == iterations
