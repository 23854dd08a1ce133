"""The game-agnostic search (`search`) on small hand-made games of several players: the max-n
backup credits the player who moved, the search takes immediate wins, the solver proves what is
forced, and the arena rotates seats."""

import math
from collections.abc import Callable
from random import Random

import pytest

from search.arena import Arena, seats_of, summary, wilson_interval
from search.budget import check_budget
from search.mcts import UNPROVEN, Search, uct_value
from search.protocol import Evaluator
from search.solver import WIN

# A tree game: each position is a path of move names; a position maps to the seat to move and
# its moves, or to its result.
Tree = dict[str, tuple[int, list[str]] | tuple[float, ...]]


class TreeGame:
    """A game given as a tree, in the search's game protocol; it counts pushes and pops."""

    def __init__(self, tree: Tree, players: int = 3, winning: dict[str, str] | None = None):
        self.tree = tree
        self.players = players
        self.path: list[str] = []
        self.winning = winning or {}

    def _node(self) -> tuple[int, list[str]] | tuple[float, ...]:
        return self.tree["".join(self.path)]

    @property
    def turn(self) -> int:
        node = self._node()
        assert isinstance(node[1], list)
        return int(node[0])

    @property
    def result(self) -> tuple[float, ...] | None:
        node = self._node()
        return None if isinstance(node[1], list) else node

    def legal_moves(self) -> list[str]:
        node = self._node()
        return list(node[1]) if isinstance(node[1], list) else []

    def push(self, move: str) -> None:
        assert move in self.legal_moves(), (self.path, move)
        self.path.append(move)

    def pop(self) -> str:
        return self.path.pop()

    def winning_move(self) -> str | None:
        return self.winning.get("".join(self.path))


class Uniform(Evaluator[TreeGame]):
    """An evaluator that knows nothing: the tree's results alone tell the moves apart."""

    def evaluate(self, game: TreeGame, rng: Random) -> tuple[float, ...]:
        return (1 / game.players,) * game.players


def search(game: TreeGame, seed: int, solve: bool = False) -> Search[str]:
    return Search(game, Uniform(), Random(seed), solve=solve)


# Seat 0 chooses L or R. After L, seat 1 chooses between its own win and seat 0's: it takes its
# own, so L is worth 0 to seat 0. After R it is seat 2's turn (turns need not go round in
# order): it shares a win with seat 0 rather than hand seat 1 the game, so R is worth 1/2 to
# seat 0. A search that credits the wrong player, or averages over replies, prefers L.
MAX_N: Tree = {
    "": (0, ["L", "R"]),
    "L": (1, ["a", "b"]),
    "La": (0.0, 1.0, 0.0),
    "Lb": (1.0, 0.0, 0.0),
    "R": (2, ["a", "b"]),
    "Ra": (0.0, 1.0, 0.0),
    "Rb": (0.5, 0.0, 0.5),
}


def test_uct_prefers_the_better_mean_and_the_less_visited() -> None:
    assert uct_value(3, 4, math.log(8), 0.7) > uct_value(2, 4, math.log(8), 0.7)
    assert uct_value(2, 4, math.log(8), 0.7) > uct_value(4, 8, math.log(8), 0.7)
    assert uct_value(2, 4, math.log(8), 0.0) == 0.5


def test_the_backup_credits_each_node_to_the_player_who_moved() -> None:
    game = TreeGame(MAX_N)
    tree = search(game, 1)
    tree.run(iterations=400)
    assert tree.best_move() == "R"
    assert tree.principal_variation() == ["R", "b"]
    left, right = sorted(tree.root.children, key=lambda child: str(child.move))
    assert (left.mover, right.mover) == (0, 0)
    # Below L seat 1 chose, below R seat 2: each mostly took the reply best for itself.
    assert max(left.children, key=lambda child: child.visits).move == "a"
    assert {child.mover for child in left.children} == {1}
    assert max(right.children, key=lambda child: child.visits).move == "b"
    assert {child.mover for child in right.children} == {2}
    # Every node keeps a value per seat: the sum of the results through it.
    for node in (left, right, *left.children, *right.children):
        assert sum(node.values) == pytest.approx(node.visits)
    assert tree.shares() == pytest.approx([0.5, 0.0, 0.5], abs=0.1)
    assert game.path == []


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_search_takes_an_immediate_win_for_each_seat(seat: int) -> None:
    # Seat `seat` moves first; "w" wins for it, each other move lets the next seat win outright.
    moves = [f"m{k}" for k in range(20)] + ["w"]
    tree: Tree = {"": (seat, moves)}
    for move in moves:
        winner = seat if move == "w" else (seat + 1) % 4
        tree[move] = tuple(float(s == winner) for s in range(4))
    tree_search = search(TreeGame(tree, players=4, winning={"": "w"}), seat)
    tree_search.run(iterations=1)
    assert tree_search.best_move() == "w"
    assert [child.move for child in tree_search.root.children] == ["w"]


def test_a_win_found_by_simulation_is_taken_without_the_games_check() -> None:
    moves = [f"m{k}" for k in range(6)] + ["w"]
    tree: Tree = {"": (1, moves)}
    for move in moves:
        tree[move] = (0.0, 1.0, 0.0) if move == "w" else (0.5, 0.0, 0.5)
    tree_search = search(TreeGame(tree), 3)
    tree_search.run(iterations=60)
    assert tree_search.best_move() == "w"


# Two players. Seat 0 chooses A, B or C. After A, seat 1 wins whatever it plays; after B, seat 1
# may play "x" (seat 0 wins) or "y" (seat 1 wins, so B is lost too); after C, seat 1 has only
# moves that seat 0 wins.
SOLVED: Tree = {
    "": (0, ["A", "B", "C"]),
    "A": (1, ["x", "y"]),
    "Ax": (0.0, 1.0),
    "Ay": (0.0, 1.0),
    "B": (1, ["x", "y"]),
    "Bx": (1.0, 0.0),
    "By": (0.0, 1.0),
    "C": (1, ["x", "y"]),
    "Cx": (1.0, 0.0),
    "Cy": (1.0, 0.0),
}


def test_the_solver_proves_the_forced_win_and_ends_the_search() -> None:
    tree_search = search(TreeGame(SOLVED, players=2), 4, solve=True)
    tree_search.run(iterations=1000)
    assert tree_search.iterations < 1000  # the proven root ends the search
    assert tree_search.proven_result() == "win"
    assert tree_search.best_move() == "C"
    assert tree_search.shares() == [1.0, 0.0]
    by_move = {child.move: child for child in tree_search.root.children}
    # C is proven won for seat 0; A and B are lost once read far enough, never won.
    assert (by_move["C"].winner, by_move["C"].proven) == (0, WIN)
    assert all(by_move[move].winner in (UNPROVEN, 1) for move in by_move.keys() - {"C"})
    without = search(TreeGame(SOLVED, players=2), 4)
    without.run(iterations=200)
    assert without.iterations == 200 and without.proven_result() is None


def test_the_solver_proves_a_player_to_move_who_wins_at_once() -> None:
    tree: Tree = {"": (1, ["m", "w"]), "m": (0.5, 0.5), "w": (0.0, 1.0)}
    tree_search = search(TreeGame(tree, players=2, winning={"": "w"}), 1, solve=True)
    assert tree_search.proven_result() == "win"
    tree_search.run(iterations=10)
    assert tree_search.iterations == 0
    assert tree_search.best_move() == "w"
    assert tree_search.shares() == [0.0, 1.0]


def test_the_search_refuses_a_finished_game_and_a_bad_budget() -> None:
    with pytest.raises(ValueError, match="over"):
        search(TreeGame({"": (1.0, 0.0, 0.0)}), 1)
    tree_search = search(TreeGame(MAX_N), 1)
    with pytest.raises(ValueError, match="give a budget"):
        tree_search.run()
    with pytest.raises(ValueError, match="exactly one budget"):
        check_budget(1.0, 10)
    with pytest.raises(ValueError, match="at least 1"):
        check_budget(None, 0)


class FirstSeatWins:
    """Three plies, one per seat, then seat 0 wins: who wins is decided by the seating."""

    players = 3

    def __init__(self) -> None:
        self.plies = 0

    @property
    def turn(self) -> int:
        return self.plies

    @property
    def result(self) -> tuple[float, ...] | None:
        return (1.0, 0.0, 0.0) if self.plies == 3 else None

    def legal_moves(self) -> list[int]:
        return [] if self.plies == 3 else [0]

    def push(self, move: int) -> None:
        self.plies += 1

    def pop(self) -> None:
        self.plies -= 1

    def winning_move(self) -> int | None:
        return None


def test_the_arena_rotates_the_seats() -> None:
    assert [seats_of(3, index) for index in range(4)] == [
        [0, 1, 2],
        [1, 2, 0],
        [2, 0, 1],
        [0, 1, 2],
    ]
    moved: list[tuple[str, int]] = []

    def player(name: str) -> Callable[[FirstSeatWins, Random], int]:
        def play(game: FirstSeatWins, rng: Random) -> int:
            moved.append((name, game.turn))
            return 0

        return play

    def named(name: str) -> Callable[[FirstSeatWins, Random], int]:
        if name not in "abc":
            raise ValueError(f"unknown player {name!r}")
        return player(name)

    arena = Arena(lambda rng: FirstSeatWins(), named)
    records = arena.series(["a", "b", "c"], 3)
    assert [record.shares for record in records] == [[1, 0, 0], [0, 0, 1], [0, 1, 0]]
    assert moved[:6] == [("a", 0), ("b", 1), ("c", 2), ("c", 0), ("a", 1), ("b", 2)]
    text = summary(["a", "b", "c"], records, 1.0)
    assert "1. a: 1 wins, 0 shared, 2 losses; score 33.3%" in text
    assert "3. c: 1 wins, 0 shared, 2 losses; score 33.3%" in text
    assert [record.moves for record in records] == [[1, 1, 1]] * 3
    with pytest.raises(ValueError, match="unknown player 'd'"):
        arena.series(["a", "b", "d"], 1)


def test_wilson_interval() -> None:
    low, high = wilson_interval(0.6, 100)
    assert (round(low, 3), round(high, 3)) == (0.502, 0.691)
