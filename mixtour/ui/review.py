"""The review of a played game: the worker's analysis of every position, the moves it marks, and
the graph of the winning chance.

A `Review` is built from a finished (or unfinished) game of two or three players. It hands out
one worker request per position (see `mixtour.ai.protocol`), so the page asks for the next one
only when the last reply is in: the page never waits long, and the review can be stopped
between two replies.
From the replies it judges every move by the drop in the mover's winning chance: the chance of
the side to move before the move (the worker's estimate with its best move) against the mover's
chance after it (one minus the opponent's chance there, or the result once the game is over).
With three players (Mixtour à trois) a chance is the colour's share of the game as the worker's
max-n search estimates it (its reply's ``shares``: a win 1, a shared win split, a loss 0), and the
mover's share is compared in the same way.

- **blunder**: the mover's chance dropped by `BLUNDER` (0.20) or more;
- **mistake**: it dropped by `MISTAKE` (0.10) or more;
- **good**: the move was the worker's own first choice while the game was still open (the
  mover's chance between `OPEN_LOW` and `OPEN_HIGH`), where finding it mattered.

The worker's own move is never marked as an error, whatever the noise of a short search says.
For a blunder or a mistake the review keeps the better move and the line the worker expected
after it, for arrows on the board and for the comments of the exported record.

`graph(...)` draws the winning chance over the moves as SVG text, White's chance upwards (with
three players, a line for each colour's share, the points on the mover's); each point is a
button-like target carrying ``data-action="goto"`` and ``data-ply``.
"""

from mixtour import BLUE, RED, WHITE, Game, MixtourError
from mixtour.ui import chances
from mixtour.ui.words import colour_name, percent

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

BLUNDER = 0.20
MISTAKE = 0.10
OPEN_LOW = 0.2
OPEN_HIGH = 0.8
# The worker's budget per position, the same on every machine: with two players, iterations of
# its reading search (nodes it opens, each about five playouts' work); with three, simulations of
# the max-n search (`mixtour.ai.trois`).
REVIEW_ITERATIONS = 50
TROIS_REVIEW_ITERATIONS = 100

BLUNDER_MARK = "blunder"
MISTAKE_MARK = "mistake"
GOOD_MARK = "good"
# How the move list writes each mark after a move, as chess players know them.
SIGNS = {BLUNDER_MARK: "??", MISTAKE_MARK: "?", GOOD_MARK: "!"}


class Judgement:
    """One move of the game as the review sees it.

    ``ply`` counts moves from 1; ``mover`` is the colour that played ``move``; ``before`` and
    ``after`` are the mover's winning chances before and after the move; ``mark`` is
    ``'blunder'``, ``'mistake'``, ``'good'`` or ``''``; ``better`` and ``line`` are the worker's
    move and expected line in the position before (``line`` starts with ``better``).
    """

    __slots__ = ("after", "before", "better", "line", "mark", "move", "mover", "ply")

    def __init__(
        self,
        ply: int,
        move: str,
        *,
        mover: str,
        before: float,
        after: float,
        line: "list[str]",
    ) -> None:
        self.ply = ply
        self.move = move
        self.mover = mover
        self.before = before
        self.after = after
        self.better = line[0]
        self.line = line
        self.mark = _mark(move, before, after, self.better)

    @property
    def drop(self) -> float:
        """How much of the mover's winning chance the move gave away (negative: it gained)."""
        return self.before - self.after

    def __repr__(self) -> str:
        return (
            f"Judgement({self.ply}, {self.move!r}, {self.mark!r}, before={self.before:.2f},"
            f" after={self.after:.2f}, better={self.better!r})"
        )


def _mark(move: str, before: float, after: float, better: str) -> str:
    if move == better:
        return GOOD_MARK if OPEN_LOW <= before <= OPEN_HIGH else ""
    drop = before - after
    if drop >= BLUNDER:
        return BLUNDER_MARK
    if drop >= MISTAKE:
        return MISTAKE_MARK
    return ""


class Review:
    """The analysis of every position of a game, collected reply by reply.

    A short search favours the side to move: its chance in a position comes out higher than the
    opponent's chance after the best move says. So a move is never judged by comparing two
    positions with different sides to move. When the played move is not the worker's choice,
    the position after the worker's choice is analysed too, and the mover's chances after both
    moves (the opponent to move in each) are compared: the same kind of search, the same bias.
    That position is skipped when even the leaning figure of the position before the move is
    less than `MISTAKE` above the mover's chance after it: then no mistake can show.
    """

    def __init__(self, game: Game, iterations: int | None = None) -> None:
        self.colours = game.colours
        self.start = game.start_position
        self.target = game.target
        self.repetition_draw = game.repetition_draw
        self.moves = [str(move) for move in game.moves]
        # The moves themselves, to tell cheaply whether a game is still the one reviewed.
        self.played = game.moves
        self.iterations = iterations or (
            REVIEW_ITERATIONS if game.players == 2 else TROIS_REVIEW_ITERATIONS
        )
        # The colour to move and the position text, ply 0 (the start) to the last.
        replay = Game.from_position(self.start, self.target, self.repetition_draw)
        self.turns = [replay.turn]
        self.positions = [replay.position()]
        for move in game.moves:
            replay.push(move)
            self.turns.append(replay.turn)
            self.positions.append(replay.position())
        # Each colour's chance in each position as its own search sees it (None: not yet), the
        # result itself for a finished game's last position.
        self.shares: list[dict[str, float] | None] = [None] * (len(self.moves) + 1)
        # How many positions the worker analyses: all but a finished game's last one.
        self.total = len(self.moves) + (game.result is None)
        if game.result is not None:
            self.shares[-1] = {colour: _result_chance(game, colour) for colour in self.colours}
        # The worker's expected line in each position, its choice first.
        self.lines: list[list[str]] = [[] for _ in self.white]
        # By ply: the mover's chance after the worker's choice instead of the move played, or
        # None when that choice could not be judged.
        self.better: dict[int, float | None] = {}
        # The request the review waits for: its id, and the ply, kind and text of its position.
        self.pending: int | None = None
        self._probe: tuple[int, bool, str] = (0, False, "")
        # The judgements, kept until another reply comes in: (done, better) then, and the list.
        self._judged: tuple[tuple[int, int], list[Judgement]] = ((-1, -1), [])

    @property
    def white(self) -> "list[float | None]":
        """White's chance in each position (None: not yet analysed)."""
        return [None if shares is None else shares[WHITE] for shares in self.shares]

    @property
    def done(self) -> int:
        """How many of them it has analysed (the progress to show)."""
        return sum(1 for ply in range(self.total) if self.shares[ply] is not None)

    @property
    def finished(self) -> bool:
        return self.done == self.total and not any(
            self._needs_better(ply) for ply in range(len(self.moves))
        )

    def _needs_better(self, ply: int) -> bool:
        line = self.lines[ply]
        return bool(line) and ply not in self.better and line[0] != self.moves[ply]

    def next_request(self, request_id: int) -> "dict[str, Any] | None":
        """The worker request for the next position to analyse, or None when all are done;
        ``request_id`` identifies the reply (see `record`). Positions come in the game's order,
        each followed by the position after the worker's choice there when that differs."""
        for ply in range(len(self.shares)):
            if ply < self.total and self.shares[ply] is None:
                return self._request(request_id, ply, False, self.moves[:ply])
            if ply < len(self.moves) and self._needs_better(ply):
                mover = self.turns[ply]
                after = self.chance(ply + 1, mover)
                if after is None:
                    continue  # asked once the position after the move played is known
                leaning = self.chance(ply, mover)
                if leaning is not None and leaning - after < MISTAKE:
                    # Even the search's own figure, which leans the mover's way, sees no
                    # mistake: the better move cannot show one either. Not asked.
                    self.better[ply] = after
                    continue
                choice = self.lines[ply][0]
                game = Game.from_position(self.positions[ply], self.target, self.repetition_draw)
                try:
                    game.play(choice)
                except MixtourError:
                    self.better[ply] = None  # a reply that is not a move here: not judged
                    continue
                if game.result is not None:
                    self.better[ply] = _result_chance(game, self.turns[ply])
                    continue
                moves = self.moves[:ply]
                moves.append(choice)
                return self._request(request_id, ply, True, moves)
        self.pending = None
        return None

    def _request(
        self, request_id: int, ply: int, better: bool, moves: "list[str]"
    ) -> "dict[str, Any]":
        game = Game.from_position(self.positions[ply], self.target, self.repetition_draw)
        if better:
            game.play(moves[-1])
        self.pending = request_id
        self._probe = (ply, better, game.position())
        return self.search_request(request_id, moves, ply)

    def search_request(
        self, request_id: "int | str", moves: "list[str]", seed: int
    ) -> "dict[str, Any]":
        """The worker request searching the position after ``moves`` from this game's start as
        the review searches each position: its budget, with ``seed``."""
        return {
            "id": request_id,
            "start": self.start,
            "moves": moves,
            "target": self.target,
            "repetition_draw": self.repetition_draw,
            "iterations": self.iterations,
            "seed": seed,
        }

    def record(self, reply: "dict[str, Any]") -> bool:
        """Keep the worker's reply to the pending request: True if it was that reply and it
        analysed the position asked about; any other reply changes nothing but a failed or
        malformed reply, which ends the wait for it (the position is asked again)."""
        if self.pending is None or reply.get("id") != self.pending:
            return False
        self.pending = None
        ply, better, position = self._probe
        chance = reply.get("win_probability")
        line = reply.get("principal_variation")
        if not reply.get("ok") or reply.get("position") != position:
            return False
        if not isinstance(chance, (int, float)) or not isinstance(line, list) or not line:
            return False
        chance = min(1.0, max(0.0, float(chance)))
        shares = self._shares(reply.get("shares"), chances.to_move(position), chance)
        if shares is None:
            return False
        if better:
            # The next player is to move after the worker's choice: the mover's share there.
            self.better[ply] = shares[self.turns[ply]]
        else:
            self.shares[ply] = shares
            self.lines[ply] = [str(move) for move in line]
        return True

    def _shares(self, shares: object, to_move: str, chance: float) -> "dict[str, float] | None":
        """Every colour's chance in a reply: with two players the side to move's ``chance`` and
        the rest for the other; with three the reply's ``shares``, each between 0 and 1 and
        scaled to add up to 1 (None when they are not one number per colour)."""
        if len(self.colours) == 2:
            other = RED if to_move == WHITE else WHITE
            return {to_move: chance, other: 1.0 - chance}
        return chances.shares_of(shares, self.colours)

    def chance(self, ply: int, colour: str) -> float | None:
        """``colour``'s winning chance after ``ply`` moves as that position's search sees it."""
        shares = self.shares[ply]
        return None if shares is None else shares[colour]

    def judgements(self) -> "list[Judgement]":
        """Every move that can be judged so far, in order."""
        key = (self.done, len(self.better))
        if self._judged[0] != key:
            self._judged = (key, self._judge())
        return self._judged[1]

    def _judge(self) -> "list[Judgement]":
        judged = []
        for ply in range(1, len(self.shares)):
            mover = self.turns[ply - 1]
            line = self.lines[ply - 1]
            after = self.chance(ply, mover)
            if not line or after is None:
                continue
            move = self.moves[ply - 1]
            before = after if line[0] == move else self.better.get(ply - 1)
            if before is None:
                continue
            judged.append(Judgement(ply, move, mover=mover, before=before, after=after, line=line))
        return judged

    def marks(self) -> "dict[int, str]":
        """The marked moves by ply: ``'blunder'``, ``'mistake'`` or ``'good'``."""
        return {judged.ply: judged.mark for judged in self.judgements() if judged.mark}

    def curve(self, colour: str = WHITE) -> "list[float | None]":
        """``colour``'s chance after each ply for the graph. A search's figure leans towards the
        side to move, which changes at every move, so each position's figure is averaged with
        the next one's where both come from a search."""
        white = [None if shares is None else shares[colour] for shares in self.shares]
        # A finished game's last figure is its result, not a search's.
        searched = white[: self.total]
        points: list[float | None] = []
        for ply, value in enumerate(searched):
            following = searched[ply + 1] if ply + 1 < len(searched) else None
            points.append(value if value is None or following is None else (value + following) / 2)
        return points + white[self.total :]


# The colour to move in a position text, by its letter.


def _result_chance(game: Game, colour: str) -> float:
    """``colour``'s share of a finished game: 1 for a win, an equal part of a draw, 0 for a
    loss."""
    return 1.0 / game.players if game.result == "draw" else float(game.result == colour)


def comment(judged: Judgement) -> str:
    """The record comment for a marked move, e.g. ``'blunder, White 64% to 31%: d4 was better
    (d4 b2 d4-b2)'``; empty for an unmarked move."""
    if not judged.mark:
        return ""
    if judged.mark == GOOD_MARK:
        return GOOD_MARK
    who = colour_name(judged.mover)
    return (
        f"{judged.mark}, {who} {percent(judged.before)} to {percent(judged.after)}:"
        f" {judged.better} was better ({' '.join(judged.line)})"
    )


def comments(review: Review) -> "dict[int, str]":
    """The comments of the review by ply, for `Game.comments` and the exported record."""
    written = {}
    for judged in review.judgements():
        text = comment(judged)
        if text:
            written[judged.ply] = text
    return written


# The graph's view box: WIDTH by HEIGHT, the chance drawn between PAD and HEIGHT - PAD.
WIDTH = 600
HEIGHT = 180
PAD = 10


def _point(ply: int, white: float, plies: int) -> "tuple[float, float]":
    x = PAD + (WIDTH - 2 * PAD) * (ply / plies if plies else 0.5)
    y = PAD + (HEIGHT - 2 * PAD) * (1.0 - white)
    return round(x, 1), round(y, 1)


def graph(review: Review, shown: int | None = None) -> str:
    """White's winning chance over the moves as one SVG string: a line and a shaded area above
    and below the even line, one point per analysed position carrying ``data-action="goto"``
    and ``data-ply`` (the board then shows that position), marked moves drawn by their mark's
    class, and the point of the shown position (``shown``, a ply) ringed. With three players,
    `graph_three`."""
    if len(review.colours) == 3:
        return graph_three(review, shown)
    plies = len(review.white) - 1
    marks = review.marks()
    points = []
    dots = []
    for ply, white in enumerate(review.curve()):
        if white is None:
            continue
        x, y = _point(ply, white, plies)
        points.append(f"{x},{y}")
        mark = marks.get(ply, "")
        classes = "point" + (" " + mark if mark else "") + (" shown" if ply == shown else "")
        if ply:
            mover = "White" if review.turns[ply - 1] == WHITE else "Red"
            what = f"move {ply}, {mover} {review.moves[ply - 1]}"
        else:
            what = "the start"
        label = f"{what}: White {percent(white)}" + (f", {mark}" if mark else "")
        radius = 6 if mark or ply == shown else 4
        dots.append(
            f'<g class="{classes}" data-action="goto" data-ply="{ply}">'
            f"<title>{label}</title>"
            f'<circle cx="{x}" cy="{y}" r="14" class="hit"/>'
            f'<circle cx="{x}" cy="{y}" r="{radius}"/></g>'
        )
    middle = HEIGHT // 2
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" class="chance-graph"'
        f' viewBox="0 0 {WIDTH} {HEIGHT}" role="img"'
        f' aria-label="White\'s winning chance over the moves">',
        f'<rect class="red-side" x="0" y="{middle}" width="{WIDTH}" height="{middle}"/>',
        f'<rect class="white-side" x="0" y="0" width="{WIDTH}" height="{middle}"/>',
        f'<line class="even" x1="0" y1="{middle}" x2="{WIDTH}" y2="{middle}"/>',
        f'<text class="side-name" x="{WIDTH - 8}" y="24" text-anchor="end">White ahead</text>',
        f'<text class="side-name" x="{WIDTH - 8}" y="{HEIGHT - 12}" text-anchor="end">'
        "Red ahead</text>",
    ]
    if len(points) > 1:
        parts.append(f'<polyline class="chance" points="{" ".join(points)}"/>')
    parts.extend(dots)
    parts.append("</svg>")
    return "".join(parts)


# The line of each colour's share in a game of three: told apart by its dashes as well as by its
# colour (web/style.css).
LINE_NAMES = {WHITE: "solid", RED: "dashed", BLUE: "dotted"}


def graph_three(review: Review, shown: int | None = None) -> str:
    """Each colour's share of a game of three over the moves as one SVG string: a line for each
    (White's solid, Red's dashed, Blue's dotted), a mark at an equal share (a third), and one
    point per analysed position on the line of the colour who moved into it (White's at the
    start), carrying ``data-action="goto"`` and ``data-ply`` as with two players."""
    plies = len(review.shares) - 1
    marks = review.marks()
    curves = {colour: review.curve(colour) for colour in review.colours}
    third = round(PAD + (HEIGHT - 2 * PAD) * (2 / 3), 1)
    legend = ", ".join(f"{colour_name(c)} {LINE_NAMES[c]}" for c in review.colours)
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" class="chance-graph three"'
        f' viewBox="0 0 {WIDTH} {HEIGHT}" role="img"'
        ' aria-label="Each player\'s share of the game over the moves">',
        f'<rect class="white-side" x="0" y="0" width="{WIDTH}" height="{HEIGHT}"/>',
        f'<line class="even" x1="0" y1="{third}" x2="{WIDTH}" y2="{third}"/>',
        f'<text class="side-name" x="{WIDTH - 8}" y="24" text-anchor="end">{legend}</text>',
    ]
    for colour in review.colours:
        points = [
            "{},{}".format(*_point(ply, share, plies))
            for ply, share in enumerate(curves[colour])
            if share is not None
        ]
        if len(points) > 1:
            parts.append(f'<polyline class="chance share-{colour}" points="{" ".join(points)}"/>')
    for ply in range(plies + 1):
        shares = review.shares[ply]
        mover = review.turns[ply - 1] if ply else WHITE
        share = curves[mover][ply]
        if shares is None or share is None:
            continue
        x, y = _point(ply, share, plies)
        mark = marks.get(ply, "")
        classes = "point" + (" " + mark if mark else "") + (" shown" if ply == shown else "")
        what = f"move {ply}, {colour_name(mover)} {review.moves[ply - 1]}" if ply else "the start"
        each = ", ".join(f"{colour_name(c)} {percent(shares[c])}" for c in review.colours)
        label = f"{what}: {each}" + (f", {mark}" if mark else "")
        radius = 6 if mark or ply == shown else 4
        parts.append(
            f'<g class="{classes}" data-action="goto" data-ply="{ply}">'
            f"<title>{label}</title>"
            f'<circle cx="{x}" cy="{y}" r="14" class="hit"/>'
            f'<circle cx="{x}" cy="{y}" r="{radius}"/></g>'
        )
    parts.append("</svg>")
    return "".join(parts)
