"""The reading search, for games of two players: UCT over judged positions, whose values are
backed up as minimax, with threats read out and proven wins and losses.

The playout search (`search.mcts`) judges a position by how fast games from it end. Against a
searcher that reads every move a few plies deep, that judgement is too blunt: games are lost
slowly, long before the last blow. This search judges positions with the game's static `Judge`
instead, the way an alpha-beta searcher does, and lets UCT choose where to read deeper:

- **Opening a node** plays each of its moves once and judges the position after it: final when
  the game ended, lost for the mover when the player to move can then win at once (the judge's
  `WINS_AT_ONCE`), else the judge's chance. The budget counts opened nodes: an iteration reads
  one line down the tree and opens the node at its end, with the threats below it (next); there
  are no playouts.
- **Backing up** gives each node on the way up the minimax of its children's values (implicit
  minimax backups with weight 1: Lanctot, Winands, Pepels and Sturtevant, "Monte Carlo Tree
  Search with Heuristic Evaluations using Implicit Minimax Backups", 2014), so a node is worth
  what its best reply leaves it, not the mean of what was tried.
- **Choosing where to read**: UCT on those values with a small exploration constant, so the
  search reads the best-looking lines deepest and opens the others as the visits grow.
- **Reading threats out**: a move after which its player could win with its next move (the
  judge's `THREAT`) is worth what the defences leave it, which a static guess says poorly. So
  opening a node also opens each such child at once, and a defence that threatens in turn, up
  to ``threats_read`` threats in a row. A threat is then worth what its best defence leaves it:
  one that no defence stops is proven when its parent is opened, and a longer chain of threats
  is found as the search reads down the forced defences, each of them with few replies that do
  not lose at once.
- **Proofs** (MCTS-solver): a move after which the opponent wins at once is lost and never
  chosen; a node with a won move, or with only lost ones, is proven and backed up.

Values are from the point of view of a node's *mover*, the player whose move led to it; with
two players, what one wins the other loses.
"""

import math
from random import Random
from typing import Any, Generic

from search.budget import spend
from search.protocol import THREAT, WINS_AT_ONCE, Game, Judge, M
from search.solver import LOSS, WIN, child_to_play

# UCT's exploration constant; small, as the values are judgements, not noisy playout results, and
# reading the best line deep is what wins (docs/ai.md, "Against alpha-beta": 0.01 against 0.05).
EXPLORATION = 0.01
# How many threats in a row opening a node reads out: a threat, a defence that threatens in turn
# (docs/ai.md, "Against alpha-beta": 2 against 1 and 3; without a limit one opening can grow huge).
THREATS_READ = 2


class Node(Generic[M]):
    """A position in the tree, reached by ``move``; ``value`` is the chance of the player who
    made it (its mover) as read so far, ``proven`` WIN or LOSS for it (0 while unproven),
    ``children`` None until the node is opened."""

    __slots__ = ("children", "move", "proven", "value", "visits")

    def __init__(self, move: M | None, value: float, proven: int) -> None:
        self.move = move
        self.value = value
        self.proven = proven
        self.visits = 0
        self.children: list[Node[M]] | None = None


class Search(Generic[M]):
    """A reading search tree over ``game`` (two players), its positions judged by ``judge``,
    grown by `run`; the game is unchanged between runs."""

    def __init__(
        self,
        game: Game[M],
        judge: Judge[Any],
        rng: Random,
        exploration: float = EXPLORATION,
        threats_read: int = THREATS_READ,
    ) -> None:
        if game.players != 2:
            raise ValueError(f"the reading search plays games of two, not {game.players}")
        if game.result is not None:
            raise ValueError("the game is over: there is no move to choose")
        self.game = game
        self.judge = judge
        self.rng = rng
        self.exploration = exploration
        self.threats_read = threats_read
        self.turn = game.turn
        self.root: Node[M] = Node(None, 0.5, 0)
        # Nodes opened by `run`; opening the root (and its threats) here is not counted.
        self.iterations = 0
        self._open(self.root)

    def run(self, *, seconds: float | None = None, iterations: int | None = None) -> None:
        """Search until ``iterations`` more nodes are opened or ``seconds`` have passed,
        whichever comes first (at least one must be given), or until the root is proven.
        ``iterations`` counts opened nodes: a line that reads threats out opens several at once,
        so the last line may go past the budget; a line that ends in a drawn game (left
        unproven, at 0.5) opens none, and at most ``iterations`` lines are read, so such lines
        can leave the budget short. The clock is read after every line."""
        root = self.root
        last = None if iterations is None else self.iterations + iterations

        def going_on() -> bool:
            return not root.proven and (last is None or self.iterations < last)

        spend(seconds, iterations, self._iterate, going_on, 1)

    def _open(self, node: Node[M], threats: int = 0) -> int:
        """Give ``node`` (its position on the board, reached after ``threats`` threats in a row)
        a judged child for each move, and open the children that threaten while fewer than
        ``threats_read`` are in a row; return how many nodes were opened."""
        game = self.game
        moves = game.legal_moves()
        self.rng.shuffle(moves)  # equal values are then chosen among at random
        push = game.push
        pop = game.pop
        judge = self.judge.judge
        mover = game.turn
        reads_threats = threats < self.threats_read
        opened = 1
        children = []
        for move in moves:
            push(move)
            result = game.result
            if result is not None:
                share = result[mover]
                child = Node(move, share, WIN if share == 1.0 else LOSS if share == 0.0 else 0)
            else:
                chance, holds = judge(game)
                if holds == WINS_AT_ONCE:
                    child = Node(move, 0.0, LOSS)
                else:
                    child = Node(move, 1.0 - chance, 0)
                    if reads_threats and holds == THREAT:
                        opened += self._open(child, threats + 1)
            pop()
            children.append(child)
        node.children = children
        _back_up_node(node)
        return opened

    def _iterate(self) -> None:
        game = self.game
        node = self.root
        path = [node]
        exploration = self.exploration
        children = node.children
        while children is not None and not node.proven:
            log_visits = math.log(node.visits + 1)
            best = -1.0
            chosen = None
            for child in children:
                if child.proven != LOSS:
                    score = child.value + exploration * math.sqrt(log_visits / (child.visits + 1))
                    if score > best:
                        best = score
                        chosen = child
            if chosen is None:
                break
            game.push(chosen.move)  # type: ignore[arg-type]
            path.append(chosen)
            node = chosen
            children = node.children
        if children is None and not node.proven and game.result is None:
            self.iterations += self._open(node)
        for _ in range(len(path) - 1):
            game.pop()
        for step in range(len(path) - 1, -1, -1):
            on_path = path[step]
            on_path.visits += 1
            if step < len(path) - 1:
                _back_up_node(on_path)

    def best_child(self) -> Node[M] | None:
        """The root's child to play: a move that wins at once, else a proven win (one found by
        reading threats out may take a few moves), else the most read that is not lost (a
        higher value breaks ties), else a lost one."""
        children = self.root.children or []
        for child in children:
            if child.proven == WIN and child.children is None:
                return child  # never opened, so the game ended with it
        return child_to_play(children)

    def best_move(self) -> M:
        """The move to play now."""
        child = self.best_child()
        assert child is not None, "an open game always has a move"
        return child.move  # type: ignore[return-value]

    def shares(self) -> list[float]:
        """Each seat's estimated chance (a draw counting half) after the best move: exact when
        proven."""
        proven = self.root.proven
        if proven:
            mine = 1.0 if proven == LOSS else 0.0
        else:
            child = self.best_child()
            mine = 0.5 if child is None else child.value
        return [mine, 1.0 - mine] if self.turn == 0 else [1.0 - mine, mine]

    def principal_variation(self) -> list[M]:
        """The expected line of play: the best move, then each side's best reply as read, and
        the winning move at the end of a line lost for the side that moved last."""
        line = [self.best_move()]
        node = self.best_child()
        while node is not None and node.children:
            node = max(node.children, key=lambda child: (child.value, child.visits))
            line.append(node.move)  # type: ignore[arg-type]
        if node is not None and node.proven == LOSS and node.children is None:
            winning = self._winning_move(line)
            if winning is not None:
                line.append(winning)
        return line

    def proven_result(self) -> str | None:
        """``'win'`` or ``'loss'`` for the player to move when the search has proven it."""
        if self.root.proven == LOSS:
            return "win"
        if self.root.proven == WIN:
            return "loss"
        return None

    def _winning_move(self, line: list[M]) -> M | None:
        """The move that wins at once after ``line`` (a line proven lost for the side that moved
        last, on a node never opened), or None when the line ends the game; the game is left as
        it was."""
        game = self.game
        for move in line:
            game.push(move)
        try:
            return None if game.result is not None else game.winning_move()
        finally:
            for _ in line:
                game.pop()


def _back_up_node(node: Node[M]) -> None:
    """Set an opened node's value and proof from its children's: the minimax of their values
    for the side to move there, proven lost with a won move, won when every move is lost."""
    best = 0.0
    alive = False
    won = False
    for child in node.children or ():
        proven = child.proven
        if proven == WIN:
            won = True
        elif proven != LOSS:
            alive = True
            best = max(best, child.value)
    if won:
        node.proven = LOSS
        node.value = 0.0
    elif not alive:
        node.proven = WIN
        node.value = 1.0
    else:
        node.value = 1.0 - best
