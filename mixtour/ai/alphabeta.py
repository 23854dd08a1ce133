"""A negamax alpha-beta searcher: the sparring partner the computer's searches are measured against.

It reads every move to a fixed depth (`DEFAULT_DEPTH` plies) and judges the positions there with
`mixtour.ai.evaluation`; a side that can reach the target at once is counted as having won, one
ply further. Depths 1, 2, ... are searched in turn, each ordering the next: the best move found
for a position (kept in a transposition table keyed by the position text) first, then the moves
that score for the side to move, then, near the root, moves that open a scoring move for it
(threats), then moves that cut off a sibling before (killers) and often elsewhere (history),
and moves that score for the opponent last.

Values are from the side to move's point of view: `WIN` less the plies to a won game, minus that
for a lost one, 0 for a draw, otherwise the evaluation.
"""

from collections.abc import Callable
from random import Random

from mixtour import Game, Move
from mixtour.ai.evaluation import evaluate

# A static judgement of a position for the side to move, in hundredths of a point.
Evaluation = Callable[[Game], int]

DEFAULT_DEPTH = 4
WIN = 1_000_000
# A value beyond this is a won (or, negated, a lost) game some plies away.
WON = WIN - 1000

# What a transposition table entry's value is: exact, at least (lower) or at most (upper).
EXACT = 0
LOWER = 1
UPPER = 2

# Move ordering ranks: lower is tried first.
_BEST = 0
_SCORES = 1
_THREAT = 2
_KILLER = 3
_QUIET = 4
_GIFT = 5
# Near the root (at least this many plies left) moves are tried on to see if they threaten.
THREAT_ORDERING_DEPTH = 2


def _to_table(value: int, ply: int) -> int:
    """A value as stored: wins and losses counted from the position, not from the root."""
    if value > WON:
        return value + ply
    if value < -WON:
        return value - ply
    return value


def _from_table(value: int, ply: int) -> int:
    if value > WON:
        return value - ply
    if value < -WON:
        return value + ply
    return value


def horizon_value(game: Game, ply: int, evaluation: Evaluation = evaluate) -> int:
    """The value of a position ``ply`` plies from the root where the search stops: final for a
    finished game or a target the side to move reaches next move, else ``evaluation``."""
    result = game.result
    if result is not None:
        if result == "draw":
            return 0
        return WIN - ply if result == game.turn else ply - WIN
    turn = game.turn
    if game.score(turn) + 1 >= game.target and game.scoring_moves(turn):
        return WIN - ply - 1
    return evaluation(game)


class AlphaBeta:
    """A search over ``game`` (left as it was after each call); ``rng`` breaks ties at the root;
    ``evaluation`` judges the positions where it stops."""

    __slots__ = ("evaluation", "game", "history", "killers", "nodes", "rng", "table")

    def __init__(
        self, game: Game, rng: Random | None = None, evaluation: Evaluation = evaluate
    ) -> None:
        if game.result is not None:
            raise ValueError(f"the game is over ({game.result}): there is no move to choose")
        self.game = game
        self.rng = rng
        self.evaluation = evaluation
        # Position text -> (depth searched, value, EXACT/LOWER/UPPER, best move or None).
        self.table: dict[str, tuple[int, int, int, Move | None]] = {}
        self.killers: list[Move | None] = []
        self.history: dict[Move, int] = {}
        self.nodes = 0

    def search(self, depth: int = DEFAULT_DEPTH) -> tuple[int, Move]:
        """The value of the position searched ``depth`` plies deep, and the move that gets it."""
        if depth < 1:
            raise ValueError(f"the depth must be at least 1, not {depth!r}")
        game = self.game
        turn = game.turn
        if game.score(turn) + 1 >= game.target:
            winning = game.scoring_moves(turn)
            if winning:
                return WIN - 1, winning[0]
        self.killers = [None] * (depth + 1)
        value = 0
        for iteration in range(1, depth + 1):
            value = self._negamax(iteration, 0, -WIN - 1, WIN + 1)
            if value > WON:
                break  # a win found at this depth is the quickest there is
        move = self.table[game.position()][3]
        assert move is not None
        return value, move

    def _ordered(self, depth: int, ply: int, best: Move | None) -> list[Move]:
        game = self.game
        turn = game.turn
        moves = game.legal_moves()
        if ply == 0 and self.rng is not None:
            self.rng.shuffle(moves)
        scoring = game.scoring_moves()
        mine = game.scoring_moves(turn) if scoring else []
        killer = self.killers[ply]
        history = self.history
        threatening = depth >= THREAT_ORDERING_DEPTH and not mine
        ranked = []
        for move in moves:
            if move is best:
                rank = _BEST
            elif move in mine:
                rank = _SCORES
            elif scoring and move in scoring:
                rank = _GIFT
            else:
                rank = _KILLER if move is killer else _QUIET
                if threatening:
                    game.push(move)
                    if game.result is None and game.scoring_moves(turn):
                        rank = _THREAT
                    game.pop()
            ranked.append((rank, -history.get(move, 0), move))
        ranked.sort(key=_rank)
        return [entry[2] for entry in ranked]

    def _negamax(self, depth: int, ply: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        game = self.game
        if depth <= 0 or game.result is not None:
            return horizon_value(game, ply, self.evaluation)
        turn = game.turn
        if game.score(turn) + 1 >= game.target and game.scoring_moves(turn):
            # Reaching the target next move is the quickest win there is: nothing to search.
            return WIN - ply - 1
        key = game.position()
        entry = self.table.get(key)
        best_move = None
        if entry is not None:
            stored_depth, stored, kind, best_move = entry
            if stored_depth >= depth:
                value = _from_table(stored, ply)
                if (
                    kind == EXACT
                    or (kind == LOWER and value >= beta)
                    or (kind == UPPER and value <= alpha)
                ):
                    return value
        original_alpha = alpha
        best = -WIN - 1
        push = game.push
        pop = game.pop
        for move in self._ordered(depth, ply, best_move):
            push(move)
            value = -self._negamax(depth - 1, ply + 1, -beta, -alpha)
            pop()
            if value > best:
                best = value
                best_move = move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self.killers[ply] = move
                        self.history[move] = self.history.get(move, 0) + depth * depth
                        break
        if best <= original_alpha:
            kind = UPPER
        elif best >= beta:
            kind = LOWER
        else:
            kind = EXACT
        self.table[key] = (depth, _to_table(best, ply), kind, best_move)
        return best


def _rank(entry: tuple[int, int, Move]) -> tuple[int, int]:
    return entry[0], entry[1]


def alphabeta_move(
    game: Game,
    depth: int = DEFAULT_DEPTH,
    rng: Random | None = None,
    evaluation: Evaluation = evaluate,
) -> Move:
    """The alpha-beta searcher's move in ``game`` at ``depth`` plies, judging positions with
    ``evaluation``; ``rng`` picks among moves of equal value (the first found after a shuffle),
    so seeded games differ."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    return AlphaBeta(game, rng, evaluation).search(depth)[1]
