"""Positions with a tactic to find, shared by the tests of every player."""

# Positions where the side to move can win at once (target 1): crafted, then found in play.
WINS_IN_ONE = [
    "a1=rrr,d4=rw w 19/16 0/0 -",  # d4:2-a1 builds 5 topped by White
    "a1=rrrr,e5=w w 19/16 0/0 -",  # e5-a1 along the long diagonal
    "b2=www,e5=wr r 16/19 0/0 -",  # e5:2-b2; e5-b2 only makes 4
    "a1=rrr,e1=w,d4=wr,e5=wwww r 14/16 0/0 -",  # d4:2-a1, not the gift e1-e5 or d4:2-a1's twin
    "a1=ww,b1=ww,e1=rww,c2=rwwr,e2=www,a3=wrr,c4=www,e4=rrr w 5/12 0/0 -",
    "a1=w,b1=ww,e1=rww,b2=ww,c2=rwwr,e2=www,a4=wwrr,c4=www,e4=rrr,b5=r r 3/11 0/0 b2-a1",
    "a1=ww,b1=www,d1=wr,e1=rww,a2=w,c2=rww,e2=www,b3=r,a4=wwrr,c4=w,e4=rrr,b5=rww r 1/10 0/0 -",
]
# Positions where the opponent threatens to win and exactly one move stops every threat.
ONLY_DEFENCES = [
    "a1=w,c1=w,e1=r,a2=wr,c2=r,e2=wwww,c4=rw,d4=rr,a5=w,b5=w r 10/14 0/0 -",
    "a1=r,b1=wr,a2=w,c2=rwr,d2=rwr,e2=ww,a3=rrr,d3=w,a4=w,e4=rww,b5=rw,c5=w,d5=rww r 6/8 0/0 -",
    "e1=r,a2=rrwr,d2=r,d3=w,a5=wrw,c5=w,e5=rw w 14/13 0/0 -",
    "b1=rww,c1=rrw,e1=r,d2=ww,e2=w,b3=www,d3=wr,d4=www,a5=w,c5=r,e5=rwr r 5/12 0/0 -",
    "a1=r,c1=w,e1=w,c2=rrrr,e2=ww,b3=w,d3=rw,c4=ww,d4=r w 12/13 0/0 -",
    "c1=rrr,c3=r,a4=w,b4=w,d4=wwwr,e4=rww,a5=rr,b5=w w 12/12 0/0 -",
    "b1=ww,b2=www,e2=w,b3=wr,d3=r,a4=w,a5=r,d5=w,e5=rrwr w 10/14 0/0 -",
]
# Positions where exactly one move wins in three plies: it opens scoring moves that no reply
# stops (found in greedy games, checked by the alpha-beta searcher).
WINS_IN_THREE = [
    ("b1=wr,c1=w,d1=w,e1=rr,b2=rw,d2=w,b3=w,e3=ww,c4=wr,a5=r,c5=w w 10/14 0/0 -", "b2:2-b3"),
    (
        "c1=w,d1=w,e1=rr,a2=ww,b2=rwr,c2=www,d2=ww,e2=ww,b3=rwr,b4=ww,c4=w,e4=r,c5=w,d5=rr"
        " w 3/11 0/0 -",
        "d2:2-b4",
    ),
    (
        "c1=w,d1=w,e1=rr,a2=ww,b2=rwr,c2=www,d2=ww,e2=ww,b3=rwr,d3=w,b4=ww,c4=w,e4=r,c5=w,d5=rr"
        " r 2/11 0/0 -",
        "b3:3-c4",
    ),
    (
        "c1=www,d1=w,e1=rr,a2=ww,b2=rw,c2=w,d2=ww,e2=w,b3=rwr,c3=wr,d3=ww,b4=ww,c4=w,e4=rrw,d5=r"
        " w 1/11 0/0 -",
        "d1-e2",
    ),
]
# Positions from the three games lost to a depth-4 alpha-beta searcher, just before the
# losing side's move there; several moves lose within four plies (the first game's move, b4, is
# one of them; in the third only two moves do not).
TRAPS = [
    "b2=rw,c2=r,d2=rw,c5=rw r 17/16 0/0 -",
    "a1=wr,a2=w,d3=wrwr,d4=ww,d5=w w 13/17 0/0 -",
    "c1=wr,b2=wwrr,e2=rwrr,b4=wrww,d5=r,e5=ww w 11/12 0/0 -",
]
# From a game the reading search lost to `alphabeta` before it read threats out: White's
# four-high c5 scores onto any lone piece beside it, and b4 starts a chain of such threats that
# wins in seven plies (alphabeta:6 proves it; b5, the move played before, does not win).
WINS_BY_THREATS = [("b1=rrw,d2=r,a4=r,d4=rw,c5=rrrw w 17/12 0/0 -", "b4")]
# The move before it in that game: d2 lost to that chain; alphabeta:6 finds that every move but
# these three loses within seven plies.
ESCAPES_FROM_THREATS = [("b1=rrw,a4=r,d4=rw,c5=rrrw r 17/13 0/0 -", "d2", ("b2", "c1", "c3"))]
# From games `alphabeta:5` won against `strong` when it opened 1 000 nodes (`python -m mixtour
# arena reading:1000 alphabeta:5 --seed 1`, games 2, 5 and 9 counting from 1): the partner to
# move, and a forced win within the plies given (the move counted; alpha-beta proves it). At
# 1 000 nodes `strong` proves the first three only on some seeds or not at all; now it proves
# all six on every seed tried.
PARTNER_WINS = [
    ("b1=wrwr,c3=rwr,b4=wr,e4=wwrw,a5=rw r 12/13 0/0 -", 8),
    (
        "a1=w,b1=wr,c1=wwr,e1=w,c2=wr,a3=wrwr,c3=www,d3=rwr,e3=rww,b4=rrrw,d4=rrr,d5=wr,"
        "e5=wrw r 2/4 0/0 -",
        8,
    ),
    (
        "a1=w,b1=wr,c1=w,d1=rwr,e1=w,c2=wr,a3=wrwr,c3=www,d3=rwr,e3=rww,b4=rrrw,d4=rrr,d5=wr,"
        "e5=wrw r 2/3 0/0 d1:2-c1",
        8,
    ),
    ("b1=wrwr,a3=r,c3=rwr,b4=wr,c4=w,e4=wwrw,a5=rw r 11/12 0/0 -", 6),
    ("b1=wr,c1=rwr,a3=r,c3=rwr,b4=wr,c4=w,e4=wwrw,a5=rw r 11/11 0/0 -", 4),
    ("d1=w,a2=rrww,b3=wrw,c3=rwrw,e3=r,a5=r,c5=wwwr,d5=wrr w 9/10 0/0 -", 4),
]
