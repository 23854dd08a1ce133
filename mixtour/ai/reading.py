"""A tree search that reads with the evaluation: UCT whose values are backed up as minimax.

The playout search (`mcts`) judges a position by how random-but-tactical games from it end.
Against a searcher that reads every move a few plies deep, that judgement is too blunt: its
losses come from positions lost slowly, by who owns the tops of the tall stacks and who has
scoring moves open, long before the last blow. This search judges positions with
`mixtour.ai.evaluation` instead, the way the alpha-beta searcher does, and lets UCT choose
where to read deeper:

- **Opening a node** plays each of its moves once and judges the position after it: final when
  the game ended, lost for the mover when the side to move can then reach the target at once,
  else the evaluation mapped to a chance between 0 and 1 (`chance`). The budget counts opened
  nodes: an iteration reads one line down the tree and opens the node at its end, with the
  threats below it (next); there are no playouts.
- **Backing up** gives each node on the way up the minimax of its children's values (implicit
  minimax backups with weight 1: Lanctot, Winands, Pepels and Sturtevant, "Monte Carlo Tree
  Search with Heuristic Evaluations using Implicit Minimax Backups", 2014), so a node is worth
  what its best reply leaves it, not the mean of what was tried.
- **Choosing where to read**: UCT on those values with a small exploration constant, so the
  search reads the best-looking lines deepest and opens the others as the visits grow.
- **Reading threats out**: a move after which its player could reach the target with the next
  move is a threat, and the evaluation's guess of what it is worth is poor: it depends on the
  defences. So opening a node also opens each such child at once, and a defence that threatens
  in turn, up to `THREATS_READ` threats in a row. A threat is then worth what its best defence
  leaves it: one that no defence stops is proven when its parent is opened, and a longer chain
  of threats is found as the search reads down the forced defences, each of them with few
  replies that do not lose at once. (A scoring move that does not reach the target is not read
  out: its defences are not judged lost at once, and openings would grow with every counter.)
- **Proofs** (MCTS-solver): a move after which the opponent reaches the target at once is lost
  and never chosen; a node with a won move, or with only lost ones, is proven and backed up.

Values are from the point of view of a node's *mover*, the player whose move led to it.
"""

import math
from random import Random

from mixtour import Game, Move
from mixtour.ai.evaluation import evaluate
from mixtour.ai.solver import LOSS, WIN, child_to_play, proven_result
from search.maxn import spend

# UCT's exploration constant; small, as the values are judgements, not noisy playout results, and
# reading the best line deep is what wins (README, "Against alpha-beta": 0.01 against 0.05, 0.02).
EXPLORATION = 0.01
# At target 1, an evaluation of this many hundredths of a point is a chance of 1/(1 + e^-1) ≈ 0.73;
# the scale grows with the target, so that one point of a longer race is not a won game.
CHANCE_SCALE = 300
# A chance is read from at most this many scales either side of even (`math.exp` stays finite).
CLIP = 30
# How many threats in a row opening a node reads out: a threat, a defence that threatens in turn
# (README, "Against alpha-beta": 2 against 1 and 3; without a limit one opening can grow huge).
THREATS_READ = 2


def chance(evaluation: int, target: int = 1) -> float:
    """The side to move's chance of winning, read from `evaluate`'s hundredths of a point in a
    game to ``target`` points."""
    scaled = max(-CLIP, min(CLIP, evaluation / (CHANCE_SCALE * target)))
    return 1.0 / (1.0 + math.exp(-scaled))


class Node:
    """A position in the tree, reached by ``move``; ``value`` is the chance of the player who
    made it (its mover) as read so far, ``children`` None until the node is opened."""

    __slots__ = ("children", "move", "proven", "value", "visits")

    def __init__(self, move: Move | None, value: float, proven: int) -> None:
        self.move = move
        self.value = value
        self.proven = proven
        self.visits = 0
        self.children: list[Node] | None = None


def judge(game: Game) -> tuple[float, int, bool]:
    """The chance of the player who just moved in ``game``, WIN, LOSS or 0 when unproven, and
    whether that player, unproven, has a scoring move open for itself (a threat, when the point
    reaches the target)."""
    result = game.result
    turn = game.turn
    if result is not None:
        if result == "draw":
            return 0.5, 0, False
        return (0.0, LOSS, False) if result == turn else (1.0, WIN, False)
    scoring = game.scoring_moves()
    threatens = False
    if scoring:
        scorer = game.scorer
        wins_at_once = game.score(turn) + 1 >= game.target
        for move in scoring:
            if scorer(move) != turn:
                threatens = True
            elif wins_at_once:
                return 0.0, LOSS, False
    return 1.0 - chance(evaluate(game, scoring), game.target), 0, threatens


class ReadingSearch:
    """A search tree over ``game``, grown by `run`; the game is unchanged between runs."""

    def __init__(self, game: Game, rng: Random, exploration: float = EXPLORATION) -> None:
        if game.result is not None:
            raise ValueError(f"the game is over ({game.result}): there is no move to choose")
        self.game = game
        self.rng = rng
        self.exploration = exploration
        self.root = Node(None, 0.5, 0)
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

    def _open(self, node: Node, threats: int = 0) -> int:
        """Give ``node`` (its position on the board, reached after ``threats`` threats in a row)
        a judged child for each move, and open the children that threaten while fewer than
        `THREATS_READ` are in a row; return how many nodes were opened."""
        game = self.game
        moves = game.legal_moves()
        self.rng.shuffle(moves)  # equal values are then chosen among at random
        push = game.push
        pop = game.pop
        mover = game.turn
        reads_threats = threats < THREATS_READ and game.score(mover) + 1 >= game.target
        opened = 1
        children = []
        for move in moves:
            push(move)
            value, proven, threatens = judge(game)
            child = Node(move, value, proven)
            if reads_threats and threatens:
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

    def best_child(self) -> Node | None:
        """The root's child to play: a move that wins at once, else a proven win (one found by
        reading threats out may take a few moves), else the most read that is not lost."""
        children = self.root.children or []
        for child in children:
            if child.proven == WIN and child.children is None:
                return child  # never opened, so the game ended with it
        return child_to_play(children)

    def best_move(self) -> Move:
        """The move to play now."""
        child = self.best_child()
        assert child is not None, "an open game always has a move"
        return child.move  # type: ignore[return-value]

    def win_probability(self) -> float:
        """The estimated chance that the side to move wins (a draw counts half)."""
        if self.root.proven:
            return 1.0 if self.root.proven == LOSS else 0.0
        child = self.best_child()
        return 0.5 if child is None else child.value

    def principal_variation(self) -> list[Move]:
        """The expected line of play: the best move, then each side's best reply as read, and
        the winning move at the end of a line lost for the side that moved last."""
        line = [self.best_move()]
        node = self.best_child()
        while node is not None and node.children:
            node = max(node.children, key=lambda child: (child.value, child.visits))
            line.append(node.move)  # type: ignore[arg-type]
        if node is not None and node.proven == LOSS and node.children is None:
            winning = _winning_move(self.game, line)
            if winning is not None:
                line.append(winning)
        return line

    def proven_result(self) -> str | None:
        """``'win'`` or ``'loss'`` for the side to move when the search has proven it."""
        return proven_result(self.root)


def _back_up_node(node: Node) -> None:
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


def _winning_move(game: Game, line: list[Move]) -> Move | None:
    """The move that reaches the target after ``line`` (a line the search proved lost for the
    side that moved last, on a node it never opened), or None when the line ends the game (its
    last move handed the opponent the target); ``game`` is left as it was."""
    for move in line:
        game.push(move)
    try:
        turn = game.turn
        return next((move for move in game.scoring_moves() if game.scorer(move) == turn), None)
    finally:
        for _ in line:
            game.pop()
