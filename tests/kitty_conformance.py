"""Kitty Stack Tower's conformance subset as a plain script, for CPython, Pyodide and MicroPython.

    python tests/kitty_conformance.py

Only what MicroPython 1.28 has. Prints `kitty conformance ok: N checks` at the end and raises
AssertionError at the first failure. The golden figures below were computed under CPython; every
runtime must reproduce them (the seeded setup draws from kitty's own generator, not `random`).
"""

import sys

try:
    _script = __file__
except NameError:  # run by exec() without a file name: the runner has set sys.path
    _script = ""
if _script:
    _cut = _script.rfind("/")
    sys.path.insert(0, (_script[:_cut] if _cut > 0 else "/" if _cut == 0 else ".") + "/..")

from card_tables import card_text

from kitty import (
    BOARDS,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    KittyError,
    PositionError,
    record,
)
from kitty.knowledge import sample

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False

if TYPE_CHECKING:
    from collections.abc import Callable

passed = [0]


def check(ok: bool, what: str) -> None:
    if not ok:
        raise AssertionError("kitty conformance: " + what)
    passed[0] += 1


def raises(error: "type[BaseException]", action: "Callable[[], object]", what: str) -> None:
    try:
        action()
    except error:
        passed[0] += 1
        return
    raise AssertionError("kitty conformance: no " + error.__name__ + " for " + what)


def walk(game: Game, plies: int) -> list[str]:
    """Play a fixed line: at ply k the (7k mod n)-th legal move other than pass, or pass."""
    played = []
    k = 0
    while game.result is None and k < plies:
        moves = game.legal_moves()
        if len(moves) > 1 and game.phase == "play":
            moves = moves[:-1]
        move = moves[(7 * k) % len(moves)]
        played.append(game.format_move(move))
        game.push(move)
        k += 1
    return played


check([len(BOARDS[5]), len(BOARDS[6])] == [61, 91], "board sizes")
check(BOARDS[5].names[BOARDS[5].rows[4][0]] == "e1", "row e starts at e1")


def checksum(text: str) -> int:
    total = 0
    for i, ch in enumerate(text):
        total = (total + (i + 1) * ord(ch)) % 1000003
    return total


# The base game. players, seed (None: placement phase), plies, last moves, result, scores,
# position checksum
GOLDEN = (
    (2, None, 50, ["g3-h3", "pass", "e9-f8"], (1.0, 0.0), [(16, 11), (14, 10)], 691633),
    (3, 5, 41, ["c3^c2", "pass", "c2-c1"], (0.0, 1.0, 0.0), [(11, 5), (31, 13), (3, 2)], 895529),
    (
        4,
        9,
        49,
        ["a3-a2", "pass", "e7-f8"],
        (1.0, 0.0, 0.0, 0.0),
        [(21, 8), (11, 6), (11, 3), (17, 7)],
        698621,
    ),
    (2, 123, 22, ["f1-e1", "pass", "e1-e2"], (1.0, 0.0), [(18, 11), (12, 8)], 703494),
)

for players, seed, plies, last, result, scores, digest in GOLDEN:
    game = Game(players, seed=seed, cards=False)
    start = game.position()
    line = walk(game, 1000)
    where = str(players) + " players, seed " + str(seed)
    check(len(line) == plies and line[-3:] == last, "the fixed line, " + where)
    check(game.result == result, "the result, " + where)
    check([game.score(c) for c in game.players] == scores, "the scores, " + where)
    check(checksum(game.position()) == digest, "the final position, " + where)
    check(Game.from_position(game.position()).position() == game.position(), "round trip")
    text = record.write(game)
    check(record.write(record.read(text)) == text, "record round trip, " + where)
    for move in reversed(line):
        check(game.format_move(game.pop()) == move, "pop returns the move, " + where)
    check(game.position() == start, "popping every move restores the start, " + where)

raises(record.RecordError, lambda: record.read('[Game "Mixtour"]'), "another game's record")
raises(KittyError, lambda: record.read(text.replace("pass", "c4+c5")), "a record's bad move")
game = Game(2)
raises(IllegalMoveError, lambda: game.play("pass"), "a pass in the setup")
raises(InvalidMoveError, lambda: game.play("c4+c5"), "a bad sign")
raises(InvalidMoveError, lambda: game.play("z9"), "a cell off the board")
raises(PositionError, lambda: Game.from_position("x"), "one-field position text")
raises(KittyError, lambda: Game(5), "five players")
game.play("c4")
check(game.stack("c4") == "r" and game.turn == "yellow", "placement")
raises(IllegalMoveError, lambda: game.play("c4"), "a placement on a taken cell")

# --- the Objective Cards ---------------------------------------------------------------------


class Draws:
    """Numbers in [0, 1) from a xorshift32 generator, alike on every runtime: the random source
    `kitty.knowledge.sample` draws from here."""

    def __init__(self, seed: int) -> None:
        self.state = seed or 1

    def random(self) -> float:
        state = self.state
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        self.state = state
        return state / 4294967296


def walk_cards(game: Game, plies: int) -> list[str]:
    """At ply k the (7k mod n)-th legal move other than pass (pass when it is the only one)."""
    played = []
    k = 0
    while game.result is None and k < plies:
        moves = [move for move in game.legal_moves() if move.kind != "pass"]
        moves = moves or game.legal_moves()
        move = moves[(7 * k) % len(moves)]
        played.append(game.format_move(move))
        game.push(move)
        k += 1
    return played


check(
    Game(3, seed=5).cards("red") == ["monochromatic_frenzy", "layered_peaks"]
    and Game(3, seed=5).cards("blue") == ["focused_power", "continuous_stacking"],
    "the deal from the seed",
)
# players, seed, plies, last moves, scores, card points, checksums of the position and of
# the second player's sample of it (drawn from Draws(7))
CARD_GOLDEN = (
    (3, 5, 53, ["i1^h1", "pass", "h1-g1"], [(25, 8), (13, 5), (16, 6)], [4, 0, 5], 259023, 259522),
    (
        4,
        9,
        59,
        ["pass", "pass", "g7-h7"],
        [(23, 8), (23, 6), (15, 7), (17, 3)],
        [4, 4, 2, 8],
        504557,
        504991,
    ),
)
for players, seed, plies, last, scores, points, digest, drawn in CARD_GOLDEN:
    game = Game(players, seed=seed)
    start = game.position()
    line = walk_cards(game, 400)
    where = str(players) + " players with cards, seed " + str(seed)
    check(len(line) == plies and line[-3:] == last, "the fixed line, " + where)
    check([game.score(c) for c in game.players] == scores, "the scores, " + where)
    check([game.card_points(c) for c in game.players] == points, "the card points, " + where)
    check(checksum(game.position()) == digest, "the final position, " + where)
    check(checksum(sample(game, game.players[1], Draws(7)).position()) == drawn, "a sample")
    check(Game.from_position(game.position()).position() == game.position(), "round trip")
    text = record.write(game)
    check(record.write(record.read(text)) == text, "record round trip, " + where)
    while game.moves:
        game.pop()
    check(game.position() == start, "popping every move restores the start, " + where)

# Claims, chains, Rainbow Bridge, Dramatic Twist and tokens on a crafted board.
cells = {"c2": "rrr", "c3": "y", "c4": "by", "c5": "yy", "d4": "rrrrr", "e4": "rr", "e5": "ryy"}
game = Game.from_position(card_text(cells, hands="r:mf,cs y:rb,dt b:fe,lp"))
for move in ("*d4", "c2-c3-c4-c5"):
    game.play(move)
check(game.card_points("red") == 7 and game.turn == "yellow", "a claim and a chain")
twist = {"e4": "rr", "e5": "ryy", "f5": "b"}
game = Game.from_position(card_text(twist, hands="r:rb,dt y:mf,cs b:fe,lp"))
game.play("e4^e5")
check(game.card_points("red") == 2 and game.stack("e5") == "yyr", "a twist")
for move in ("pass", "pass", "e5-f5"):
    game.play(move)
tokens = game.position().split(" ")[8]
check(tokens == "rb@f5.4,dt@f5.4" and game.card_points("red") == 4, "a rainbow, tokens carried")
raises(
    PositionError,
    lambda: Game.from_position(card_text(twist, hands="r:mf,cs y:rb,dt b:fe,lp", step="*")),
    "a turn waiting after the action with nothing to claim",
)
raises(
    IllegalMoveError, lambda: Game(3, seed=1, cards=False).play("?y"), "a proposal without cards"
)

# The third time a position comes, the game ends (two flips there and back, Blue passing).
game = Game.from_position(card_text({"c4": "rr", "c5": "yyy", "e5": "yy", "e6": "rrr"}))
for move in ["c4^c5", "e5^e6", "pass", "c6^c5", "e7^e6", "pass"] * 2:
    check(game.result is None, "a second repetition goes on")
    game.play(move)
check(game.result == (0.0, 1.0, 0.0), "the third repetition ends the game")
game.pop()
check(game.result is None and len(game.legal_moves()) > 1, "taking it back")
raises(InvalidMoveError, lambda: Game(3, seed=1).play("!y<cm"), "a malformed Forced Exchange")

print("kitty conformance ok: " + str(passed[0]) + " checks")
