"""The review of a played game: the worker's analysis of every position, the moves it marks, and
the graph of the winning chance (docs/playing.md, "How moves are marked").

A `Review` of a table's game (any game, any number of players) hands out one worker request
per position, the next only when the last reply is in, so it can be stopped between two. It
judges every move by the drop in the mover's chance (with more than two players, the mover's
share of the game, which the game's spec reads from the reply): a drop of `BLUNDER` or more is a
blunder, of `MISTAKE` a mistake; the worker's own move is never an error, and is good while the
game is open (`OPEN_LOW` to `OPEN_HIGH`). For a blunder or a mistake it keeps the better move and
the line the worker expected after it, for the board's arrows and the record's comments.
"""

from table import words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Table

BLUNDER = 0.20
MISTAKE = 0.10
OPEN_LOW = 0.2
OPEN_HIGH = 0.8
BLUNDER_MARK = "blunder"
MISTAKE_MARK = "mistake"
GOOD_MARK = "good"
# How the move list writes each mark after a move, as chess players know them.
SIGNS = {BLUNDER_MARK: "??", MISTAKE_MARK: "?", GOOD_MARK: "!"}


class Judgement:
    """One move as the review sees it: ``ply`` counts from 1; ``before`` and ``after`` are the
    mover's chances; ``better`` and ``line`` the worker's move and line in the position before."""

    __slots__ = ("after", "before", "better", "line", "mark", "move", "mover", "name", "ply")

    def __init__(
        self,
        ply: int,
        move: str,
        *,
        mover: str,
        name: str,
        before: float,
        after: float,
        line: "list[str]",
    ) -> None:
        self.ply = ply
        self.move = move
        self.mover = mover
        self.name = name
        self.before = before
        self.after = after
        self.better = line[0]
        self.line = line
        self.mark = _mark(move, before, after, self.better)

    @property
    def drop(self) -> float:  # negative: the move gained
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

    def __init__(self, table: "Table", iterations: int | None = None) -> None:
        spec = table.spec
        game = table.game
        self.spec = spec
        self.colours = table.colours
        self.names = {colour: spec.colour_name(colour) for colour in self.colours}
        self.moves = list(table.texts())
        self.played = table.steps()  # to tell cheaply whether a game is still the one reviewed
        self.iterations = iterations or spec.budget("review", len(self.colours))
        # The game at its start, to replay from; the colour to move and the position text,
        # ply 0 (the start) to the last.
        self.start = spec.replay(game, [])
        replay = spec.replay(game, [])
        self.turns = [str(replay.turn)]
        self.positions = [replay.position()]
        for text in self.moves:
            spec.play(replay, text)
            self.turns.append(str(replay.turn))
            self.positions.append(replay.position())
        outcome = table.outcome()
        # Each colour's chance in each position as its own search sees it (None: not yet), the
        # result itself for a finished game's last position.
        self.shares: list[dict[str, float] | None] = [None] * (len(self.moves) + 1)
        # The positions the worker analyses: all but a finished game's last one.
        self.total = len(self.moves) + (outcome is None)
        if outcome is not None:
            self.shares[-1] = _result_shares(outcome[0], self.colours)
        self.lines: list[list[str]] = [[] for _ in self.shares]
        # By ply: the mover's chance after the worker's choice instead of the move played, or
        # None when that choice could not be judged.
        self.better: dict[int, float | None] = {}
        # Whether the review waits for the worker, and the ply, kind and text of its position.
        self.pending = False
        self._probe: tuple[int, bool, str] = (0, False, "")
        # The judgements, kept until another reply comes in: (done, better) then, and the list.
        self._judged: tuple[tuple[int, int], list[Judgement]] = ((-1, -1), [])

    @property
    def done(self) -> int:  # the progress to show
        return sum(1 for ply in range(self.total) if self.shares[ply] is not None)

    @property
    def finished(self) -> bool:
        return self.done == self.total and not any(
            self._needs_better(ply) for ply in range(len(self.moves))
        )

    def _needs_better(self, ply: int) -> bool:
        line = self.lines[ply]
        return bool(line) and ply not in self.better and line[0] != self.moves[ply]

    def next_request(self) -> "dict[str, Any] | None":
        """The worker request for the next position to analyse, or None when all are done: in
        the game's order, each followed by the position after the worker's choice if it differs."""
        for ply in range(len(self.shares)):
            if ply < self.total and self.shares[ply] is None:
                return self._request(ply, False, self.moves[:ply])
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
                spec = self.spec
                game = spec.replay(self.start, self.moves[:ply])
                try:
                    spec.play(game, choice)
                except ValueError:  # the engine's errors are ValueErrors
                    self.better[ply] = None  # a reply that is not a move here: not judged
                    continue
                outcome = spec.outcome(game)
                if outcome is not None:
                    self.better[ply] = _result_shares(outcome[0], self.colours)[self.turns[ply]]
                    continue
                moves = self.moves[:ply]
                moves.append(choice)
                return self._request(ply, True, moves, game.position())
        self.pending = False
        return None

    def _request(
        self, ply: int, better: bool, moves: "list[str]", position: str = ""
    ) -> "dict[str, Any]":
        self.pending = True
        self._probe = (ply, better, position or self.positions[ply])
        return self.search_request(moves, ply)

    def search_request(self, moves: "list[str]", seed: int) -> "dict[str, Any]":
        """The worker request searching the position after ``moves`` from this game's start as
        the review searches each position: its budget, with ``seed``."""
        request = self.spec.request(self.start, moves)
        request["iterations"] = self.iterations
        request["seed"] = seed
        return request

    def record(self, reply: "dict[str, Any]") -> bool:
        """Keep the worker's reply to the pending request: True if it was that reply and it
        analysed the position asked about; any other reply changes nothing but a failed or
        malformed reply, which ends the wait for it (the position is asked again)."""
        if not self.pending:
            return False
        self.pending = False
        ply, better, position = self._probe
        line = reply.get("principal_variation")
        if not reply.get("ok") or reply.get("position") != position:
            return False
        if not isinstance(line, list) or not line:
            return False
        shares = self.spec.shares(reply, self.colours)
        if shares is None:
            return False
        if better:
            # The next player is to move after the worker's choice: the mover's share there.
            self.better[ply] = shares[self.turns[ply]]
        else:
            self.shares[ply] = shares
            self.lines[ply] = [str(move) for move in line]
        return True

    def chance(self, ply: int, colour: str) -> float | None:
        """``colour``'s winning chance after ``ply`` moves as that position's search sees it."""
        shares = self.shares[ply]
        return None if shares is None else shares[colour]

    def judgements(self) -> "list[Judgement]":
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
            judged.append(
                Judgement(
                    ply,
                    move,
                    mover=mover,
                    name=self.names[mover],
                    before=before,
                    after=after,
                    line=line,
                )
            )
        return judged

    def marks(self) -> "dict[int, str]":  # the marked moves by ply
        return {judged.ply: judged.mark for judged in self.judgements() if judged.mark}

    def curve(self, colour: str) -> "list[float | None]":
        """``colour``'s chance after each ply for the graph. A search's figure leans towards the
        side to move, which changes at every move, so each position's figure is averaged with
        the next one's where both come from a search."""
        chances = [None if shares is None else shares[colour] for shares in self.shares]
        # A finished game's last figure is its result, not a search's.
        searched = chances[: self.total]
        points: list[float | None] = []
        for ply, value in enumerate(searched):
            following = searched[ply + 1] if ply + 1 < len(searched) else None
            points.append(value if value is None or following is None else (value + following) / 2)
        return points + chances[self.total :]


def _result_shares(winners: "tuple[str, ...]", colours: "tuple[str, ...]") -> "dict[str, float]":
    """Each colour's share of a finished game: an equal part of the win for each winner (every
    colour for a draw), 0 for a loss."""
    return {colour: (1.0 / len(winners) if colour in winners else 0.0) for colour in colours}


def comment(judged: Judgement) -> str:
    """The record comment for a marked move, e.g. ``'blunder, White 64% to 31%: d4 was better
    (d4 b2 d4-b2)'``; empty for an unmarked move."""
    if not judged.mark:
        return ""
    if judged.mark == GOOD_MARK:
        return GOOD_MARK
    return words.review_comment(judged)


def comments(review: Review) -> "dict[int, str]":
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


def _point(ply: int, chance: float, plies: int) -> "tuple[float, float]":
    x = PAD + (WIDTH - 2 * PAD) * (ply / plies if plies else 0.5)
    y = PAD + (HEIGHT - 2 * PAD) * (1.0 - chance)
    return round(x, 1), round(y, 1)


def _dot(ply: int, at: "tuple[float, float]", mark: str, shown: int | None, label: str) -> str:
    """The point (``at``) of the position after ``ply`` moves: a tap shows it; its mark's
    class, and ringed when it is the ``shown`` position."""
    x, y = at
    classes = "point" + (" " + mark if mark else "") + (" shown" if ply == shown else "")
    title = label + (", " + mark if mark else "")
    radius = 6 if mark or ply == shown else 4
    return (
        f'<g class="{classes}" data-action="goto" data-ply="{ply}"><title>{title}</title>'
        f'<circle cx="{x}" cy="{y}" r="14" class="hit"/>'
        f'<circle cx="{x}" cy="{y}" r="{radius}"/></g>'
    )


def graph(review: Review, shown: int | None = None) -> str:
    """The first colour's winning chance over the moves as one SVG string: a line and a shaded
    area above and below the even line, one point per analysed position carrying
    ``data-action="goto"`` and ``data-ply`` (the board then shows that position), marked moves
    drawn by their mark's class, and the point of the shown position (``shown``, a ply) ringed.
    With more than two players, `graph_many`."""
    if len(review.colours) > 2:
        return graph_many(review, shown)
    first, second = review.colours
    plies = len(review.shares) - 1
    marks = review.marks()
    points = []
    dots = []
    for ply, chance in enumerate(review.curve(first)):
        if chance is None:
            continue
        x, y = _point(ply, chance, plies)
        points.append(f"{x},{y}")
        mover = review.names[review.turns[ply - 1]] if ply else ""
        what = words.graph_point(ply, mover, review.moves[ply - 1] if ply else "")
        label = f"{what}: {review.names[first]} {words.percent(chance)}"
        dots.append(_dot(ply, (x, y), marks.get(ply, ""), shown, label))
    middle = HEIGHT // 2
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" class="chance-graph"'
        f' viewBox="0 0 {WIDTH} {HEIGHT}" role="img"'
        f' aria-label="{words.chance_graph(review.names[first])}">',
        f'<rect class="{second}-side" x="0" y="{middle}" width="{WIDTH}" height="{middle}"/>',
        f'<rect class="{first}-side" x="0" y="0" width="{WIDTH}" height="{middle}"/>',
        f'<line class="even" x1="0" y1="{middle}" x2="{WIDTH}" y2="{middle}"/>',
    ]
    if len(points) > 1:
        parts.append(f'<polyline class="chance" points="{" ".join(points)}"/>')
    parts.extend(dots)
    # The names last, over the line (haloed, and no target for a tap), at the left, where the
    # line starts near the even line and is least often near them.
    parts.append(
        f'<text class="side-name" x="8" y="24">{words.side_ahead(review.names[first])}</text>'
        f'<text class="side-name" x="8" y="{HEIGHT - 12}">'
        f"{words.side_ahead(review.names[second])}</text>"
        "</svg>"
    )
    return "".join(parts)


def graph_many(review: Review, shown: int | None = None) -> str:
    """Each colour's share of a game of more than two over the moves as one SVG string: a line
    for each (solid, dashed, dotted, dash-dotted in turn order), a mark at an equal share, and
    one point per analysed position on the line of the colour who moved into it (the first
    colour's at the start), carrying ``data-action="goto"`` and ``data-ply`` as with two."""
    colours = review.colours
    plies = len(review.shares) - 1
    marks = review.marks()
    curves = {colour: review.curve(colour) for colour in colours}
    even = round(PAD + (HEIGHT - 2 * PAD) * (1 - 1 / len(colours)), 1)
    legend = ", ".join(
        f"{review.names[colour]} {words.LINE_NAMES[index]}" for index, colour in enumerate(colours)
    )
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chance-graph many"'
        f' viewBox="0 0 {WIDTH} {HEIGHT}" role="img"'
        f' aria-label="{words.SHARES_GRAPH}">',
        f'<rect class="{colours[0]}-side" x="0" y="0" width="{WIDTH}" height="{HEIGHT}"/>',
        f'<line class="even" x1="0" y1="{even}" x2="{WIDTH}" y2="{even}"/>',
    ]
    for colour in colours:
        points = [
            "{},{}".format(*_point(ply, share, plies))
            for ply, share in enumerate(curves[colour])
            if share is not None
        ]
        if len(points) > 1:
            parts.append(f'<polyline class="chance share-{colour}" points="{" ".join(points)}"/>')
    for ply in range(plies + 1):
        shares = review.shares[ply]
        mover = review.turns[ply - 1] if ply else colours[0]
        share = curves[mover][ply]
        if shares is None or share is None:
            continue
        at = _point(ply, share, plies)
        what = words.graph_point(ply, review.names[mover], review.moves[ply - 1] if ply else "")
        each = ", ".join(f"{review.names[c]} {words.percent(shares[c])}" for c in colours)
        parts.append(_dot(ply, at, marks.get(ply, ""), shown, f"{what}: {each}"))
    parts.append(
        f'<text class="side-name" x="{WIDTH - 8}" y="24" text-anchor="end">{legend}</text>'
    )
    parts.append("</svg>")
    return "".join(parts)
