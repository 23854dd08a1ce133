"""Monte Carlo tree search with UCT, proven wins and losses (MCTS-solver) and tactical playouts.

One search plays every simulation on the caller's own game with push/pop and leaves it exactly as
it found it: no copy per simulation, which is what makes search affordable in the browser.

A node's value is kept from the point of view of its *mover*, the player whose move led to it, so
that a parent picks the child that is best for the side to move at the parent. A node is proven
WIN when its mover has won (the game ended so, or every reply loses) and LOSS when the side to
move there wins (the game ended so, or one reply wins). Proven losses are never chosen again, so
the search takes every immediate win and never plays into one when another move exists.
"""

import math
from random import Random

from mixtour import Game, Move, opponent
from mixtour.ai.playout import playout, value_for_white
from mixtour.ai.solver import LOSS, WIN, child_to_play, proven_result
from search.maxn import spend, uct_value

# The exploration constant of UCT for values between 0 and 1; tuned in arena runs.
EXPLORATION = 0.7
# Playouts stop after this many plies and are valued by the score: long enough for most games
# at target 1 to end (they average ~22 plies), short enough to bound a slow one.
PLAYOUT_LIMIT = 40


class Node:
    """A position in the tree, reached by ``move`` played by ``mover``."""

    __slots__ = ("children", "in_order", "move", "mover", "proven", "untried", "value", "visits")

    def __init__(self, move: Move | None, mover: str) -> None:
        self.move = move
        self.mover = mover
        self.children: list[Node] = []
        # Moves not yet given a child, the next to try last; None until the node is opened.
        self.untried: list[Move] | None = None
        # Whether `untried` is to be tried from its end in order; else in random order.
        self.in_order = False
        self.visits = 0
        self.value = 0.0
        self.proven = 0


class Search:
    """A search tree over ``game``, grown by `run`; the game is unchanged between runs."""

    def __init__(self, game: Game, rng: Random, exploration: float = EXPLORATION) -> None:
        if game.result is not None:
            raise ValueError(f"the game is over ({game.result}): there is no move to choose")
        self.game = game
        self.rng = rng
        self.exploration = exploration
        self.root = Node(None, opponent(game.turn))
        self.iterations = 0
        self._open(self.root)

    def run(self, *, seconds: float | None = None, iterations: int | None = None) -> None:
        """Search until ``iterations`` more simulations are done or ``seconds`` have passed,
        whichever comes first (at least one must be given), or until the root is proven."""
        root = self.root
        spend(seconds, iterations, self._iterate, lambda: not root.proven)

    def _open(self, node: Node) -> None:
        """A node's first visit: list its moves in the order to try them, and prove a win in one.

        The order is random, except that moves scoring for the side to move come first and
        moves scoring for the opponent last. Without scoring moves the random pick is made
        one move at a time as children are added: most nodes get few children, so shuffling
        all their moves up front would mostly be wasted.
        """
        game = self.game
        turn = game.turn
        moves = game.legal_moves()
        scoring = game.scoring_moves()
        if scoring:
            points = game.scoring_moves(turn)
            if points and game.score(turn) + 1 >= game.target:
                node.untried = [points[0]]
                node.in_order = True
                node.proven = LOSS
                return
            self.rng.shuffle(moves)
            gifts = [move for move in scoring if move not in points]
            quiet = [move for move in moves if move not in scoring]
            moves = gifts + quiet + points
            node.in_order = True
        node.untried = moves

    def _iterate(self) -> None:
        game = self.game
        node = self.root
        path = [node]
        exploration = self.exploration
        while not node.proven and game.result is None:
            untried = node.untried
            if untried is None:
                self._open(node)
                break
            if untried:
                if node.in_order:
                    move = untried.pop()
                else:
                    # A random untried move: swap it to the end and take it from there.
                    last = len(untried) - 1
                    index = int(self.rng.random() * (last + 1))
                    move = untried[index]
                    untried[index] = untried[last]
                    untried.pop()
                child = Node(move, game.turn)
                node.children.append(child)
            else:
                log_visits = math.log(node.visits)
                best = -1.0
                child = node
                for candidate in node.children:
                    if candidate.proven != LOSS:
                        score = uct_value(
                            candidate.value, candidate.visits, log_visits, exploration
                        )
                        if score > best:
                            best = score
                            child = candidate
            game.push(child.move)  # type: ignore[arg-type]
            path.append(child)
            node = child
            result = game.result
            if result == node.mover:
                node.proven = WIN
            elif result is not None and result != "draw":
                node.proven = LOSS
        if node.proven:
            won = node.proven == WIN
            white = 1.0 if won == (node.mover == "white") else 0.0
        elif game.result is not None:
            white = value_for_white(game)
        else:
            white = playout(game, self.rng, PLAYOUT_LIMIT)
        for _ in range(len(path) - 1):
            game.pop()
        self._back_up(path, white)
        self.iterations += 1

    def _back_up(self, path: list[Node], white: float) -> None:
        for node in path:
            node.visits += 1
            node.value += white if node.mover == "white" else 1.0 - white
        for depth in range(len(path) - 1, 0, -1):
            child = path[depth]
            parent = path[depth - 1]
            if child.proven == WIN:
                parent.proven = LOSS
            elif (
                child.proven == LOSS
                and not parent.untried
                and all(sibling.proven == LOSS for sibling in parent.children)
            ):
                parent.proven = WIN
            else:
                return

    def best_child(self) -> Node | None:
        """The root's child to play: a proven win, else the most visited that is not lost."""
        return child_to_play(self.root.children)

    def best_move(self) -> Move:
        """The move to play now."""
        child = self.best_child()
        if child is not None:
            return child.move  # type: ignore[return-value]
        untried = self.root.untried
        assert untried, "an open game always has a move"
        return untried[-1]

    def win_probability(self) -> float:
        """The estimated chance that the side to move wins (a draw counts half)."""
        if self.root.proven == LOSS:
            return 1.0
        if self.root.proven == WIN:
            return 0.0
        child = self.best_child()
        if child is None or not child.visits:
            return 0.5
        if child.proven:
            return 1.0 if child.proven == WIN else 0.0
        return child.value / child.visits

    def principal_variation(self) -> list[Move]:
        """The expected line of play: the best move, then the most visited replies."""
        line = [self.best_move()]
        node = self.best_child()
        while node is not None:
            if node.children:
                node = max(node.children, key=lambda child: (child.visits, child.value))
                line.append(node.move)  # type: ignore[arg-type]
            else:
                if node.proven == LOSS and node.untried:
                    line.append(node.untried[-1])  # the winning reply found on opening it
                node = None
        return line

    def proven_result(self) -> str | None:
        """``'win'`` or ``'loss'`` for the side to move when the search has proven it."""
        return proven_result(self.root)
