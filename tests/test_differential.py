"""Differential tests: the engine against the simple reference implementation in reference.py.

Random games and random positions are played in both implementations in lockstep; at every ply the
legal moves, position text, result, scores, reserves, stacks and ban must be the same. A failure
message names the start position, the options and the moves, so it can be replayed by hand.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference import (
    COLOURS,
    SQUARES,
    ReferenceGame,
    ReferencePositionError,
    coords,
    move_text,
    parse_move_text,
    perft,
)

import mixtour
from mixtour import Game, Move, PositionError

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
TARGETS = st.sampled_from([1, 2, 3, 5])
RESERVES = st.sampled_from([20, 25])
# uniform: any legal move; moves: piece moves preferred; loop: repeat and undo to provoke
# repetition; shuffle: partial moves that do not remove a stack (long games, passes)
POLICIES = st.sampled_from(["uniform", "moves", "loop", "shuffle"])


def reverse(move: str) -> str | None:
    if "-" not in move:
        return None
    origin, target, count = parse_move_text(move)
    return move_text(target, origin, count)


def choose(ref: ReferenceGame, rng: random.Random, policy: str) -> str:
    moves = ref.legal_moves()
    if policy == "uniform":
        return rng.choice(moves)
    piece_moves = [move for move in moves if "-" in move]
    if policy == "moves":
        return rng.choice(piece_moves or moves)
    if policy == "loop" and rng.random() < 0.7:
        again = [ref.moves[-4]] if len(ref.moves) >= 4 else []
        back = [reverse(ref.moves[-2])] if len(ref.moves) >= 2 else []
        candidates = [move for move in again + back if move in moves]
        if candidates:
            return rng.choice(candidates)
    safe, partial = [], []
    for move in piece_moves:
        origin, target, count = parse_move_text(move)
        if ref.height(target) + count < 5:
            safe.append(move)
            if count < ref.height(origin):
                partial.append(move)
    return rng.choice(partial or safe or moves)


def check_same(engine: Game, ref: ReferenceGame, where: str) -> None:
    assert engine.position() == ref.position(), where
    assert sorted(str(move) for move in engine.legal_moves()) == sorted(ref.legal_moves()), where
    assert (engine.result, engine.result_reason) == (ref.result, ref.result_reason), where
    assert engine.turn == ref.turn, where
    for colour in COLOURS:
        assert engine.score(colour) == ref.score(colour), where
        assert engine.reserve(colour) == ref.reserve(colour), where
    ban = engine.ban
    assert (None if ban is None else str(ban)) == ref.ban(), where
    assert [str(move) for move in engine.moves] == ref.moves, where
    for index, square in enumerate(SQUARES):
        assert engine.stack(square) == tuple(ref.stack(square)), where
        assert engine.stack(index) == tuple(ref.stack(square)), where


def lockstep(
    engine: Game, ref: ReferenceGame, rng: random.Random, *, policy: str, plies: int, start: str
) -> int:
    """Play up to `plies` random plies in both; return the number played."""
    options = f"target={ref.target} repetition_draw={ref.repetition_draw}"
    for _ply in range(plies):
        where = f"from {start!r} ({options}) after {' '.join(ref.moves)!r}"
        check_same(engine, ref, where)
        if ref.result is not None:
            break
        move = choose(ref, rng, policy)
        assert engine.is_legal(Move.parse(move)), f"{where}: {move!r}"
        how = rng.randrange(3)
        if how == 0:
            assert str(engine.play(move)) == move
        elif how == 1:
            engine.push(engine.parse_move(move))
        else:
            engine.push(Move.parse(move))
        ref.play(move)
    check_same(engine, ref, f"from {start!r} ({options}) after {' '.join(ref.moves)!r}")
    return len(ref.moves)


@settings(SETTINGS, max_examples=100)
@given(SEEDS, TARGETS, RESERVES, st.booleans(), POLICIES)
def test_random_games_from_the_start(
    seed: int, target: int, reserve: int, repetition_draw: bool, policy: str
) -> None:
    rng = random.Random(seed)
    engine = Game(target=target, reserve=reserve, repetition_draw=repetition_draw)
    ref = ReferenceGame(target=target, reserve=reserve, repetition_draw=repetition_draw)
    assert engine.target == target
    assert engine.repetition_draw == repetition_draw
    lockstep(engine, ref, rng, policy=policy, plies=300, start=ref.position())


def random_position(rng: random.Random, target: int) -> str:
    """Position text of a random board that could occur (with a genuine ban, sometimes)."""
    game = ReferenceGame(target=target, reserve=0)
    density = rng.choice([0.1, 0.3, 0.5, 0.8])
    for square in SQUARES:
        if rng.random() < density:
            height = rng.choice([1, 1, 2, 2, 3, 4])
            game.stack(square).extend(rng.choice(COLOURS) for _piece in range(height))
    total = max(game.pieces(colour) for colour in COLOURS) + rng.choice([0, 0, 1, 2, 5, 20])
    for colour in COLOURS:
        game.reserves[colour] = max(total, 1) - game.pieces(colour)
        game.scores[colour] = rng.randrange(target)
    game.turn = rng.choice(COLOURS)
    if rng.random() < 0.05:
        game.scores[rng.choice(COLOURS)] = target  # a finished game
        return game.position()
    game.seen = {game.position(): 1}
    if rng.random() < 0.5:
        # the opponent's last move, mostly one that leaves an effective take-back ban
        piece_moves = [move for move in game.legal_moves() if "-" in move]
        banning = [move for move in piece_moves if leaves_ban(game, move)]
        if banning and rng.random() < 0.8:
            game.play(rng.choice(banning))
        elif piece_moves:
            game.play(rng.choice(piece_moves))
    return game.position()


def leaves_ban(game: ReferenceGame, move: str) -> bool:
    after = game.copy()
    after.play(move)
    return after.ban() is not None


@settings(SETTINGS, max_examples=200)
@given(SEEDS, TARGETS, st.booleans(), POLICIES)
def test_random_positions(seed: int, target: int, repetition_draw: bool, policy: str) -> None:
    rng = random.Random(seed)
    text = random_position(rng, target)
    engine = Game.from_position(text, target=target, repetition_draw=repetition_draw)
    ref = ReferenceGame.from_position(text, target=target, repetition_draw=repetition_draw)
    assert engine.position() == text
    lockstep(engine, ref, rng, policy=policy, plies=rng.choice([0, 5, 150]), start=text)


def distance(a: str, b: str) -> int:
    (fa, ra), (fb, rb) = coords(a), coords(b)
    return max(abs(fa - fb), abs(ra - rb))


def plausible_ban(text: str, target: int) -> bool:
    """Could the last move really have been the one the ban field undoes?

    docs/rules.md ("Position text") only asks that the banned move be otherwise legal. Two kinds
    of ban it leaves undecided are not compared: one whose "previous move" could not have been
    played (B was then B - k high, but A is not B - k squares away), and one in a finished game
    (the winning move removes a stack, so it leaves no ban).
    """
    fields = text.split(" ")
    if len(fields) != 5 or fields[4] == "-" or fields[4].count("-") != 1:
        return True
    try:
        ref = ReferenceGame.from_position(" ".join([*fields[:4], "-"]), target=100)
        if max(ref.score(colour) for colour in COLOURS) >= target:
            return False
        origin, destination, count = parse_move_text(fields[4])
        return ref.height(origin) - count == distance(origin, destination)
    except (ReferencePositionError, ValueError, IndexError):
        return True


def compare_reading(text: str, target: int) -> bool:
    """Both accept (and agree) or both reject; False when the case is not comparable."""
    if not plausible_ban(text, target):
        return False
    try:
        ref = ReferenceGame.from_position(text, target=target)
    except ReferencePositionError as error:
        try:
            engine = Game.from_position(text, target=target)
        except PositionError:
            return True
        raise AssertionError(
            f"engine accepts {text!r} (target {target}) as {engine.position()!r}; "
            f"reference rejects it: {error}"
        ) from None
    try:
        engine = Game.from_position(text, target=target)
    except PositionError as error:
        raise AssertionError(f"engine rejects {text!r} (target {target}): {error}") from None
    check_same(engine, ref, f"read from {text!r} (target {target})")
    return True


def mutations(rng: random.Random, text: str, target: int) -> list[str]:
    fields = text.split(" ")
    texts = []
    # a ban naming any straight-line move of 1-4 pieces
    origin = rng.choice(SQUARES)
    count = rng.randint(1, 4)
    lines = [square for square in SQUARES if square != origin and in_line(origin, square)]
    texts.append(" ".join([*fields[:4], move_text(origin, rng.choice(lines), count)]))
    # the scores at or over the target
    white, red = rng.choice([(target, target), (target, 0), (0, target), (target - 1, target)])
    texts.append(" ".join([*fields[:3], f"{white}/{red}", fields[4]]))
    # unequal totals
    reserves = [int(number) for number in fields[2].split("/")]
    reserves[rng.randrange(2)] += rng.choice([1, 3])
    texts.append(" ".join([fields[0], fields[1], f"{reserves[0]}/{reserves[1]}", *fields[3:]]))
    # a few characters changed, inserted or deleted
    for _edit in range(3):
        at = rng.randrange(len(text) + 1)
        char = rng.choice("abcdef0123456789wrx=,-/: ")
        kind = rng.randrange(3)
        if kind == 0:
            texts.append(text[:at] + char + text[at + 1 :])
        elif kind == 1:
            texts.append(text[:at] + char + text[at:])
        else:
            texts.append(text[:at] + text[at + 1 :])
    return texts


def in_line(a: str, b: str) -> bool:
    (fa, ra), (fb, rb) = coords(a), coords(b)
    return fa == fb or ra == rb or abs(fa - fb) == abs(ra - rb)


@settings(SETTINGS, max_examples=500)
@given(SEEDS, TARGETS)
def test_reading_positions(seed: int, target: int) -> None:
    rng = random.Random(seed)
    text = random_position(rng, target)
    assert compare_reading(text, target)
    for changed in mutations(rng, text, target):
        compare_reading(changed, target)


def test_reference_perft() -> None:
    # the reference itself against the published figures (depth 4 takes ~20 s here; see test_rules)
    game = ReferenceGame()
    assert [perft(game, depth) for depth in (1, 2, 3)] == [25, 600, 14_088]


def test_engine_perft_matches_reference_in_random_positions() -> None:
    rng = random.Random(20261122)
    for _case in range(12):
        target = rng.choice([1, 2, 3])
        text = random_position(rng, target)
        ref = ReferenceGame.from_position(text, target=target)
        engine = Game.from_position(text, target=target)
        assert mixtour.perft(engine, 2) == perft(ref, 2), text
