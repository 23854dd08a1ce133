"""The engine's conformance subset as a plain script, for CPython, Pyodide and MicroPython.

    python tests/conformance.py [--perft4]

No pytest, no hypothesis, no typing at run time: only what MicroPython 1.28 has. Prints
`conformance ok: N checks` at the end and raises AssertionError at the first failure.
perft(4) is left out unless --perft4 is given: it takes minutes under MicroPython.
"""

import sys

# like `python tests/conformance.py` from anywhere: put the repository (the folder above this
# file's) on sys.path; MicroPython has no os.path, so plain string work
try:
    _script = __file__
except NameError:  # run by exec() without a file name: the runner has set sys.path
    _script = ""
if _script:
    _cut = _script.rfind("/")
    sys.path.insert(0, (_script[:_cut] if _cut > 0 else "/" if _cut == 0 else ".") + "/..")

import mixtour
from mixtour import (
    PASS,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    MixtourError,
    Move,
    PositionError,
)

passed = [0]  # checks passed so far


def check(ok: bool, what: str) -> None:
    if not ok:
        raise AssertionError("conformance: " + what)
    passed[0] += 1


def equal(actual: object, expected: object, what: str) -> None:
    check(actual == expected, f"{what}: expected {expected!r}, got {actual!r}")


def play_all(game: Game, moves: str) -> Game:
    for move in moves.split():
        game.play(move)
    return game


def texts(game: Game) -> list[str]:
    return sorted([str(move) for move in game.legal_moves()])


def play_error(game: Game, text: str) -> BaseException | None:
    """The error game.play(text) raises, after checking that it changed nothing."""
    before = game.position()
    count = len(game.moves)
    try:
        game.play(text)
    except MixtourError as error:
        equal(game.position(), before, f"position after failed {text!r}")
        equal(len(game.moves), count, f"moves after failed {text!r}")
        return error
    return None


def parse_error(text: str) -> BaseException | None:
    try:
        Move.parse(text)
    except MixtourError as error:
        return error
    return None


def position_error(text: str) -> BaseException | None:
    try:
        Game.from_position(text)
    except MixtourError as error:
        return error
    return None


def perft_counts(deep: bool) -> None:
    expected = [25, 600, 14088, 330384]
    for depth in range(1, 5 if deep else 4):
        equal(mixtour.perft(Game(), depth), expected[depth - 1], f"perft({depth})")


def named_positions() -> None:
    equal(Game().position(), "- w 20/20 0/0 -", "start position")
    equal(Game(reserve=25).position(), "- w 25/25 0/0 -", "start position, reserve 25")
    example = "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -"
    equal(Game.from_position(example).position(), example, "example round trip")
    game = Game.from_position(example)
    equal(game.stack("b4"), ("white", "white", "red"), "b4 stack")
    equal(game.stack(0), (), "empty a1")
    equal(game.reserve("red"), 17, "red reserve")

    game = play_all(Game(), "a2 b3 a2-b3 e5")
    moves = game.legal_moves()
    equal(len(moves), 23, "moves after a2 b3 a2-b3 e5")
    check(all(move.is_entry for move in moves), "only entries after a2 b3 a2-b3 e5")
    equal(game.position(), "b3=rw,e5=r w 19/18 0/0 -", "position after a2 b3 a2-b3 e5")


def take_back() -> None:
    game = Game.from_position("b4=r,b5=rww w 18/18 0/0 -")
    equal(len(game.legal_moves()), 26, "take-back position moves")
    game.play("b5:2-b4")
    equal(len(game.legal_moves()), 25, "moves after b5:2-b4")
    equal(game.position(), "b4=rww,b5=r r 18/18 0/0 b4:2-b5", "ban in position text")
    equal(str(game.ban), "b4:2-b5", "game.ban")
    check(not game.is_legal(Move.parse("b4:2-b5")), "b4:2-b5 is banned")
    check(game.is_legal(Move.parse("b4-b5")), "b4-b5 stays legal")
    check(game.is_legal(Move.parse("b4:3-b5")), "b4:3-b5 stays legal")
    error = play_error(game, "b4:2-b5")
    check(isinstance(error, IllegalMoveError), "take-back raises IllegalMoveError")
    equal(str(error), "illegal move 'b4:2-b5': takes back White's last move", "take-back message")
    play_all(game, "a1 a2")
    check(game.ban is None, "the ban lasts one turn")
    check(game.is_legal(Move.parse("b4:2-b5")), "b4:2-b5 legal a turn later")
    game = Game.from_position("b4=rww,b5=r r 18/18 0/0 b4:2-b5")
    check(not game.is_legal(Move.parse("b4:2-b5")), "ban read from position text")
    game = play_all(Game(), "a2 b3")
    game.play("a2-b3")
    check(game.ban is None, "no ban when the take-back could not be played anyway")


def passes_and_draws() -> None:
    game = Game.from_position("a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -")
    moves = game.legal_moves()
    equal([str(move) for move in moves], ["pass"], "forced pass")
    check(moves[0] == PASS and moves[0].is_pass, "forced pass is PASS")
    error = play_error(game, "c3")
    equal(str(error), "illegal move 'c3': White has no piece in reserve", "no-reserve message")
    game.play("pass")
    check(game.result is None and game.ban is None, "one pass: no draw, no ban")

    stuck = "a1=wwww,b1=rrrr,a2=wwww,b2=rrrr,a3=wwww,b3=rrrr,a4=wwww,b4=rrrr,a5=wwww,b5=rrrr"
    game = Game.from_position(stuck + " w 0/0 0/0 -")
    play_all(game, "pass pass")
    equal((game.result, game.result_reason), ("draw", "passes"), "two passes draw")
    equal(len(game.legal_moves()), 0, "no moves after the game")

    start = "a1=wr,a2=w,e4=rw,e5=r w 17/17 0/0 e4-e5"
    cycle = "a1-a2 e4-e5 a2-a1 e5-e4"
    game = play_all(Game.from_position(start), cycle)
    check(game.result is None, "second occurrence is no draw")
    play_all(game, cycle)
    equal((game.result, game.result_reason), ("draw", "repetition"), "threefold repetition")
    game = play_all(Game.from_position(start, repetition_draw=False), cycle + " " + cycle)
    check(game.result is None, "repetition draw switched off")


def removal_and_scoring() -> None:
    game = play_all(Game(), "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1")
    equal(game.result, "white", "removal winner")
    equal(game.result_reason, "target", "removal reason")
    equal((game.score("white"), game.score("red")), (1, 0), "removal score")
    equal(game.position(), "- r 20/20 1/0 -", "board empty, reserves back")
    equal(game.legal_moves(), [], "no moves after a win")
    error = play_error(game, "c3")
    equal(str(error), "illegal move 'c3': the game is over", "game-over message")

    game = play_all(Game(target=3), "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1 a2:4-a1")
    check(game.result is None, "target 3 continues after a point")
    equal(len(game.legal_moves()), 25, "target 3: Red enters anywhere")

    game = Game.from_position("a1=wwww,e1=r w 16/19 0/0 -")
    game.play("e1-a1")
    equal(game.result, "red", "suicide removal scores for the top piece's owner")
    equal(game.position(), "- r 20/20 0/1 -", "suicide removal position")

    game = Game.from_position("a1=wrwr,e1=rw w 17/17 0/0 -", target=3)
    game.play("e1-a1")
    equal(game.position(), "e1=r r 20/19 1/0 -", "each piece back to its owner")


def moving() -> None:
    game = Game.from_position("d3=wr,c4=wrw w 17/18 0/0 -")
    error = play_error(game, "c4:3-d3")
    check(isinstance(error, IllegalMoveError), "wrong distance is illegal")
    equal(str(error), "illegal move 'c4:3-d3': d3 is 2 high but 1 square from c4", "distance msg")
    game = Game.from_position("a1=w,b1=r,c1=wr w 18/18 0/0 -")
    check(not game.is_legal(Move.parse("a1-c1")), "blocked path")
    game = Game.from_position("a1=w,c1=wr w 18/19 0/0 -")
    check(game.is_legal(Move.parse("a1-c1")), "open path")
    game = Game.from_position("d3=w,c4=wrw w 17/19 0/0 -")
    check("c4:3-d3" in texts(game), "whole-stack move keeps its count")
    for move in game.legal_moves():
        if move.origin is not None and move.target is not None:
            check(len(game.stack(move.target)) > 0, f"{move} lands on a stack")
    check(not game.is_legal(Move.parse("c4-c5")), "never onto an empty square")
    game = play_all(Game(), "b2")
    equal(str(play_error(game, "b2")), "illegal move 'b2': b2 is occupied", "occupied message")


def errors_and_notation() -> None:
    for kind in (InvalidMoveError, IllegalMoveError, PositionError):
        check(issubclass(kind, MixtourError) and issubclass(kind, ValueError), "error classes")
    for text in ("", "f1", "a6", "c4:-d3", "c4:x-d3", "b22"):
        check(isinstance(parse_error(text), InvalidMoveError), f"{text!r} is malformed")
    for text in ("b2", "c4-d3", "c4:3-d3", "pass"):
        equal(str(Move.parse(text)), text, "canonical notation")
    equal(Move.parse("c4:1-d3"), Move.parse("c4-d3"), "c4:1-d3 is c4-d3")
    equal(mixtour.parse_square("c4"), 17, "c4 index")
    equal(mixtour.square_name(24), "e5", "square 24")
    equal(len(mixtour.SQUARE_NAMES), 25, "25 squares")
    game = Game()
    check(isinstance(play_error(game, "x"), InvalidMoveError), "play raises InvalidMoveError")
    check(isinstance(play_error(game, "pass"), IllegalMoveError), "pass only when forced")
    for text in ("", "- x 20/20 0/0 -", "a1=wwwww w 15/20 0/0 -", "a1=w w 20/20 0/0 -"):
        check(isinstance(position_error(text), PositionError), f"{text!r} rejected")
    check(
        isinstance(position_error("b4=r,b5=rww r 18/18 0/0 b4:2-b5"), PositionError),
        "ban that could not be played rejected",
    )


def push_pop() -> None:
    game = play_all(Game(), "a5 a4 a5-a4 a3 a4:2-a3 a2 a3:3-a2 a1")
    before = game.position()
    game.push(Move.parse("a2:4-a1"))
    equal(game.result, "white", "push a winning move")
    equal(str(game.pop()), "a2:4-a1", "pop returns the move")
    equal(game.position(), before, "pop restores the position")
    check(game.result is None, "pop restores the result")


def three_players() -> None:
    """Mixtour à trois (docs/rules.md): the next-player rule, the pass back, records."""
    game = Game(players=3)
    equal(game.position(), "- w 15/15/15 0/0/0 -", "the start of a three-player game")
    equal(mixtour.perft(game, 3), 14088, "perft(3) for three players")
    game = Game.from_position("a1=rrrr,a5=r,e5=w w 14/10/15 0/0/0 -")
    equal(texts(game), ["a3", "a4", "e5-a1"], "moves handing Red a win are left out")
    refused = {str(item.move): item.reason for item in game.unavailable_moves()}
    equal(refused["c3"], "Red would win at once with a5-a1", "why c3 is unavailable")
    equal(refused["a5-a1"], "it scores Red's winning point", "why a5-a1 is unavailable")
    check(isinstance(play_error(game, "c3"), IllegalMoveError), "an unavailable move raises")
    game = Game.from_position("b2=wbbr,d2=wbbr,b4=wwbr,d4=wwbr w 1/3/1 0/0/0 -")
    equal(game.legal_moves(), [PASS], "no available move: pass")
    game.play("pass")
    equal(game.turn, "blue", "the pass goes back to the player before")
    game.play("a1")
    equal(game.turn, "white", "then play goes on from there")
    game.pop()
    game.pop()
    equal(game.turn, "white", "pop restores the turn after a pass back")
    game = play_all(Game(players=3), "c3 d4 e5 d4-c3")
    again = mixtour.read_record(mixtour.write_record(game))
    equal(again.position(), game.position(), "a three-player record round trip")


def record_comments() -> None:
    """Brace comments after moves survive reading and writing (the page's review export)."""
    game = mixtour.read_record("1. c3 {good: the centre} b2 2. c3-b2 {blunder:\n d4 keeps it}")
    equal(game.comments, {1: "good: the centre", 3: "blunder: d4 keeps it"}, "comments read")
    written = mixtour.write_record(game, {"Date": "2026-11-23"})
    check(written.endswith("{good: the centre} b2 2. c3-b2 {blunder: d4 keeps it} *\n"), written)
    equal(mixtour.read_record(written).comments, game.comments, "comments round trip")


def main() -> None:
    argv = getattr(sys, "argv", None) or []
    perft_counts("--perft4" in argv)
    named_positions()
    take_back()
    passes_and_draws()
    removal_and_scoring()
    moving()
    errors_and_notation()
    push_pop()
    three_players()
    record_comments()
    print(f"conformance ok: {passed[0]} checks")


if __name__ == "__main__":
    main()
