"""The reading search for any number of players: UCT over judged positions whose values, one per
seat, are backed up as max-n.

It is `search.reading` for more than two players. Opening a node plays each of its moves once
and judges the position after it with the game's `search.protocol.Shares` judge (each seat's
share of the game as it stands, or as it ended); the budget counts opened nodes.
Backing up gives a node the values of its child best for the seat to move there, the max-n rule
(Luckhardt and Irani, 1986): each player is read as playing for its own share, whoever else
loses by it. UCT on the mover's value with a small exploration constant chooses where to read,
so the lines each player likes best are read deepest, and the move played is the one read most.
There are no playouts, no threats read out and no proofs.

**Hidden information**: the search reads one deal of what the player at the root has not seen
(a determinization), as the game's adapter gives it; the judge should then not read what that
player cannot see, but judge it by what it expects (Kitty's `kitty.ai.judge.CardShares`). The
moves of the others that depend on the deal (a card they may or may not hold) are then read as
in that deal.
"""

import math
from random import Random
from typing import Any, Generic

from search.budget import spend
from search.protocol import Game, M, Shares, Values

# UCT's exploration constant: small, as in `search.reading`, the values being judgements.
EXPLORATION = 0.01


class Node(Generic[M]):
    """A position in the tree, reached by ``move``: ``values`` its judged or backed-up share of
    each seat, ``turn`` the seat to move there (-1 while unopened), ``children`` None until the
    node is opened (and for ever when the game has ended there)."""

    __slots__ = ("children", "move", "turn", "values", "visits")

    def __init__(self, move: M | None, values: Values) -> None:
        self.move = move
        self.values = values
        self.turn = -1
        self.visits = 0
        self.children: list[Node[M]] | None = None


class Search(Generic[M]):
    """A max-n reading search tree over ``game``, its positions judged by ``judge``, grown by
    `run`; the game is unchanged between runs."""

    def __init__(
        self, game: Game[M], judge: Shares[Any], rng: Random, exploration: float = EXPLORATION
    ) -> None:
        if game.result is not None:
            raise ValueError("the game is over: there is no move to choose")
        self.game = game
        self.judge = judge
        self.rng = rng
        self.exploration = exploration
        self.turn = game.turn
        self.root: Node[M] = Node(None, [1 / game.players] * game.players)
        # Nodes opened by `run` (the root, opened here, is not counted).
        self.iterations = 0
        self._open(self.root)

    def run(self, *, seconds: float | None = None, iterations: int | None = None) -> None:
        """Search until ``iterations`` more nodes are opened or ``seconds`` have passed; at most
        ``iterations`` lines are read (a line that ends in a finished game opens none)."""
        last = None if iterations is None else self.iterations + iterations
        spend(seconds, iterations, self.step, lambda: last is None or self.iterations < last, 1)

    def _open(self, node: Node[M]) -> None:
        """Give ``node`` a judged child for each move, and its values from theirs."""
        game = self.game
        moves = game.legal_moves()
        self.rng.shuffle(moves)  # equal values are then chosen among at random
        push, pop, judge = game.push, game.pop, self.judge.shares
        node.turn = game.turn
        children = []
        for move in moves:
            push(move)
            children.append(Node(move, judge(game)))
            pop()
        node.children = children
        _back_up_node(node)

    def step(self) -> None:
        """Read one line: down the tree by UCT on each mover's value, open the node at its
        end, and back the values up the line."""
        game = self.game
        node = self.root
        path = [node]
        exploration = self.exploration
        children = node.children
        while children:
            log_visits = math.log(node.visits + 1)
            seat = node.turn
            best = -1.0
            for child in children:
                score = child.values[seat] + exploration * math.sqrt(
                    log_visits / (child.visits + 1)
                )
                if score > best:
                    best, node = score, child
            game.push(node.move)  # type: ignore[arg-type]
            path.append(node)
            children = node.children
        if children is None and game.result is None:
            self._open(node)
            self.iterations += 1
        for _ in range(len(path) - 1):
            game.pop()
        for depth in range(len(path) - 1, -1, -1):
            on_path = path[depth]
            on_path.visits += 1
            if depth < len(path) - 1:
                _back_up_node(on_path)

    def choices(self) -> list[Node[M]]:
        """The root's children the player may choose among (a game's search may leave some
        out)."""
        return list(self.root.children or ())

    def best_child(self) -> Node[M]:
        """The root's child to play: the most read (the line the search found best held
        longest), its value for the player to move breaking ties, as in `search.reading`."""
        seat = self.root.turn
        return max(self.choices(), key=lambda child: (child.visits, child.values[seat]))

    def best_move(self) -> M:
        return self.best_child().move  # type: ignore[return-value]

    def principal_variation(self) -> list[M]:
        """The expected line: the best move, then at each node the reply best for its mover."""
        node = self.best_child()
        line = [node.move]
        while node.children:
            seat = node.turn
            node = max(node.children, key=lambda child: child.values[seat])
            line.append(node.move)
        return line  # type: ignore[return-value]

    def shares(self) -> list[float]:
        """Each seat's share of the game after the best move, as read."""
        return list(self.best_child().values)

    def proven_result(self) -> str | None:
        """Never proven: the search has no solver."""
        return None


def _back_up_node(node: Node[M]) -> None:
    """An opened node's values: those of its child best for the seat to move there."""
    seat = node.turn
    node.values = max(node.children or (), key=lambda child: child.values[seat]).values
