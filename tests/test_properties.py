"""Properties of the engine that must hold everywhere: make/unmake is exact, pieces are conserved,
text round-trips, and no text whatever makes the engine raise anything but its own errors."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mixtour import SQUARE_NAMES, Game, MixtourError, Move, PositionError

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
OPTIONS = st.tuples(st.sampled_from([1, 2, 3, 5]), st.sampled_from([20, 25]), st.booleans())
COLOURS = ("white", "red")

Snapshot = tuple[str, list[str], str | None, str | None, str, str | None, list[str]]


def snapshot(game: Game) -> Snapshot:
    ban = game.ban
    return (
        game.position(),
        [str(move) for move in game.moves],
        game.result,
        game.result_reason,
        game.turn,
        None if ban is None else str(ban),
        sorted(str(move) for move in game.legal_moves()),
    )


def outcome(game: Game) -> tuple[str | None, str | None]:
    return game.result, game.result_reason


def choose(game: Game, rng: random.Random) -> Move:
    """A random legal move; often one that repeats the line four plies back (to provoke draws)."""
    moves = game.legal_moves()
    if len(game.moves) >= 4 and game.moves[-4] in moves and rng.random() < 0.5:
        return game.moves[-4]
    piece_moves = [move for move in moves if move.origin is not None]
    if piece_moves and rng.random() < 0.5:
        return rng.choice(piece_moves)
    return rng.choice(moves)


# ----- push / pop ------------------------------------------------------------------------------


@settings(SETTINGS, max_examples=150)
@given(SEEDS, OPTIONS)
def test_push_pop_restores_everything(seed: int, options: tuple[int, int, bool]) -> None:
    target, reserve, repetition_draw = options
    rng = random.Random(seed)
    game = Game(target=target, reserve=reserve, repetition_draw=repetition_draw)
    history = [snapshot(game)]
    pushed: list[Move] = []
    for _step in range(300):
        if game.result is None and (not pushed or rng.random() < 0.7):
            move = choose(game, rng)
            game.push(move)
            pushed.append(move)
            history.append(snapshot(game))
        else:
            for _undo in range(rng.randint(1, min(4, len(pushed)))):
                assert game.pop() == pushed.pop()
                history.pop()
                assert snapshot(game) == history[-1], f"after pop, moves {history[-1][1]}"
    while pushed:
        assert game.pop() == pushed.pop()
        history.pop()
        assert snapshot(game) == history[-1]
    assert game.position() == f"- w {reserve}/{reserve} 0/0 -"
    assert game.moves == []


@settings(SETTINGS, max_examples=100)
@given(SEEDS, OPTIONS)
def test_excursions_leave_no_trace(seed: int, options: tuple[int, int, bool]) -> None:
    """A game with push/pop excursions between its moves ends exactly like one played straight,
    repetition draws included (so pop must restore the repetition counts)."""
    target, reserve, repetition_draw = options
    rng = random.Random(seed)
    straight = Game(target=target, reserve=reserve, repetition_draw=repetition_draw)
    wandering = straight.copy()
    while straight.result is None and len(straight.moves) < 200:
        depth = 0
        while wandering.result is None and depth < rng.choice([0, 1, 4, 8]):
            wandering.push(choose(wandering, rng))
            depth += 1
        for _undo in range(depth):
            wandering.pop()
        assert snapshot(wandering) == snapshot(straight)
        move = choose(straight, rng)
        straight.push(move)
        wandering.push(move)
    assert snapshot(wandering) == snapshot(straight)


def test_excursions_keep_repetition_counts() -> None:
    start = "a1=wr,a2=w,e4=rw,e5=r w 17/17 0/0 e4-e5"
    cycle = [Move.parse(text) for text in ["a1-a2", "e4-e5", "a2-a1", "e5-e4"]]
    game = Game.from_position(start)
    for _excursion in range(5):
        for move in cycle:
            game.push(move)
        for _move in cycle:
            game.pop()
    assert game.result is None
    for move in cycle + cycle[:3]:
        game.push(move)
        assert outcome(game) == (None, None)
    game.push(cycle[3])  # the start position for the third time
    assert outcome(game) == ("draw", "repetition")
    game.pop()
    assert outcome(game) == (None, None)
    assert len(game.legal_moves()) > 0


def test_pop_undoes_a_win_and_a_double_pass() -> None:
    game = Game()
    for text in ["a5", "a4", "a5-a4", "a3", "a4:2-a3", "a2", "a3:3-a2", "a1"]:
        game.play(text)
    before = snapshot(game)
    game.push(Move.parse("a2:4-a1"))
    assert game.result == "white"
    game.pop()
    assert snapshot(game) == before
    stuck = "a1=wwww,b1=rrrr,a2=wwww,b2=rrrr,a3=wwww,b3=rrrr,a4=wwww,b4=rrrr,a5=wwww,b5=rrrr"
    game = Game.from_position(f"{stuck} w 0/0 0/0 -")
    game.push(Move.parse("pass"))
    after_one = snapshot(game)
    game.push(Move.parse("pass"))
    assert game.result == "draw"
    game.pop()
    assert snapshot(game) == after_one
    game.pop()
    assert game.position() == f"{stuck} w 0/0 0/0 -"


# ----- conservation and round trips ------------------------------------------------------------


def pieces(game: Game, colour: str) -> int:
    on_board = sum(game.stack(square).count(colour) for square in SQUARE_NAMES)
    return on_board + game.reserve(colour)


@settings(SETTINGS, max_examples=150)
@given(SEEDS, OPTIONS)
def test_pieces_are_conserved(seed: int, options: tuple[int, int, bool]) -> None:
    target, reserve, repetition_draw = options
    rng = random.Random(seed)
    game = Game(target=target, reserve=reserve, repetition_draw=repetition_draw)
    while True:
        for colour in COLOURS:
            assert pieces(game, colour) == reserve, [str(move) for move in game.moves]
        assert all(len(game.stack(square)) <= 4 for square in SQUARE_NAMES)
        if game.result is not None or len(game.moves) >= 300:
            break
        game.play(str(choose(game, rng)))


@settings(SETTINGS, max_examples=150)
@given(SEEDS, OPTIONS)
def test_position_text_round_trips(seed: int, options: tuple[int, int, bool]) -> None:
    target, reserve, repetition_draw = options
    rng = random.Random(seed)
    game = Game(target=target, reserve=reserve, repetition_draw=repetition_draw)
    while True:
        text = game.position()
        again = Game.from_position(text, target=target, repetition_draw=repetition_draw)
        assert again.position() == text
        if game.result is None:
            assert sorted(map(str, again.legal_moves())) == sorted(map(str, game.legal_moves()))
        if game.result is None or game.result_reason == "target":
            assert again.result == game.result
        if game.result is not None or len(game.moves) >= 300:
            break
        game.push(choose(game, rng))


# ----- text from anywhere ----------------------------------------------------------------------

MOVE_PIECES = [
    *("a", "b", "c", "e", "f", "z", "A", "B", "p", "ass", "pass", "PASS", "Pass"),
    *("0", "1", "2", "3", "4", "5", "6", "9", "10", "01", "\u0663", "\uff11", "\u00b2"),
    *(":", "-", "--", "\u2013", "=", ",", "/", " ", "\t", "\n", "\x00", "\u00e9"),
    *("c4", "d3", "b2", "e5", "a1", "f6", "c4-d3", ":1", ":3", ":5"),
]
MOVE_TEXTS = st.one_of(
    st.text(max_size=12),
    st.lists(st.sampled_from(MOVE_PIECES), max_size=7).map("".join),
    st.sampled_from(SQUARE_NAMES).flatmap(
        lambda origin: st.tuples(
            st.just(origin), st.integers(-1, 11), st.sampled_from(SQUARE_NAMES)
        ).map(lambda parts: f"{parts[0]}:{parts[1]}-{parts[2]}")
    ),
)


@settings(SETTINGS, max_examples=1500)
@given(MOVE_TEXTS)
def test_move_text_parses_or_raises_own_error(text: str) -> None:
    try:
        move = Move.parse(text)
    except MixtourError:
        return
    canonical = str(move)
    assert Move.parse(canonical) == move
    # the engine reads notation case-insensitively (`PASS`, `C4-D3`); nothing else is loose
    assert text.lower() in (canonical, canonical.replace("-", ":1-")), (text, canonical)


@settings(SETTINGS, max_examples=400)
@given(SEEDS, st.lists(MOVE_TEXTS, min_size=1, max_size=8))
def test_play_accepts_legal_moves_or_raises_own_error(seed: int, texts: list[str]) -> None:
    rng = random.Random(seed)
    game = Game(target=rng.choice([1, 3]))
    for _ply in range(rng.randrange(40)):
        if game.result is not None:
            break
        game.push(choose(game, rng))
    for text in [*texts, *(str(move) for move in game.legal_moves()[:3])]:
        before = snapshot(game)
        try:
            move = game.play(text)
        except MixtourError:
            assert snapshot(game) == before, text
            continue
        assert str(move) in before[6], (text, before[0])
        game.pop()
        assert snapshot(game) == before


POSITION_PIECES = [
    *("a1", "e5", "c3", "f6", "a0", "=", "w", "r", "ww", "rrw", "wwww", "wwwww", "x", ",", ";"),
    *("-", " ", "  ", "\t", "20/20", "19/20", "0/0", "1/0", "1/1", "/", "19", "020", "-1"),
    *("\u0662", "\uff12", "b4:2-b5", "c4-d3", "c4:1-d3", "pass", "b2", "W", "R"),
]
VALID_POSITIONS = [
    "- w 20/20 0/0 -",
    "e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -",
    "b4=rww,b5=r r 18/18 0/0 b4:2-b5",
    "a1=wwww,a2=wwww,a3=wwww,a4=wwww,a5=wwww w 0/20 0/0 -",
]


@st.composite
def near_miss_positions(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(VALID_POSITIONS))
    start = draw(st.integers(0, len(text)))
    end = draw(st.integers(start, min(len(text), start + 6)))
    insert = draw(st.lists(st.sampled_from(POSITION_PIECES), max_size=3).map("".join))
    return text[:start] + insert + text[end:]


POSITION_TEXTS = st.one_of(
    st.text(max_size=40),
    st.lists(st.sampled_from(POSITION_PIECES), max_size=12).map("".join),
    near_miss_positions(),
)


@settings(SETTINGS, max_examples=2000)
@given(POSITION_TEXTS, st.sampled_from([1, 2, 3]))
def test_position_text_reads_or_raises_position_error(text: str, target: int) -> None:
    try:
        game = Game.from_position(text, target=target)
    except PositionError as error:
        assert str(error), text
        return
    # Strict reading: canonical text only, but for the order of the squares, which carries no
    # meaning (docs/rules.md); they are written back in the order a1, b1, ..., e5.
    board, rest = text.split(" ", 1)
    written_board, written_rest = game.position().split(" ", 1)
    assert written_rest == rest
    assert sorted(written_board.split(",")) == sorted(board.split(","))


def test_non_string_position_raises_own_error() -> None:
    for value in (None, 3, b"- w 20/20 0/0 -"):
        try:
            Game.from_position(value)  # type: ignore[arg-type]
        except MixtourError:
            continue
        raise AssertionError(f"accepted {value!r}")
