"""The board as SVG markup: squares with coordinates, stacks drawn as layered pieces, and the marks
of play (the held pieces, the squares they reach, the last move, a hint, a threat, a removed stack).

`render(scene)` turns a `Scene` (plain data) into one SVG string; `table_scene` builds the scene
of the game being played and `diagram` the rules panel's, so both are drawn by the same code.
Every colour comes from CSS classes (no inline styles, so a strict Content-Security-Policy holds).

How a player reads a stack: each piece is a disc seen from the side, bottom piece lowest; the top
piece shows its face; the height is also written in the square's corner. Red pieces carry notches
round their rim and a ring on their face, so White and Red differ without colour too; Blue pieces
(Mixtour à trois) carry a band round their side and a cross on their face.
"""

from mixtour import BLUE, Game, Move, Removal
from mixtour.squares import SQUARE_NAMES
from mixtour.ui import threats, words
from table import words as table_words
from table.panels import escape, num

TYPE_CHECKING = False
if TYPE_CHECKING:
    from mixtour.ui.hand import Hand
    from table.model import Table

    Placed = list[tuple[float, float]]

CELL = 100
LEFT = 30  # room for the rank numbers
TOP = 12
SIZE = LEFT + 5 * CELL + 12  # the view box is SIZE by SIZE
BOTTOM_LABELS = TOP + 5 * CELL + 22

# A piece: a disc with an elliptic face RX by RY and a side THICK high.
RX = 35
RY = 11
THICK = 15
BASE = 72  # the bottom piece's face centre, below the square's top edge
LIFT = 10  # how far held pieces rise


# Where a Red piece's notches sit: across its front, and how far the rim there lies below the
# face's centre line (the lower half of the face ellipse).
_NOTCHES = tuple((dx, RY * (1 - (dx / RX) ** 2) ** 0.5) for dx in (-26, -13, 0, 13, 26))


# The piece colours' letters, as `stacks_of` writes them.
_LETTER_NAMES = {"w": "white", "r": "red", "b": BLUE}


def _blue_marks(cx: float, cy: float) -> str:
    """A Blue piece's marks: a band round its side, halfway down (a line across, where Red's
    notches run up and down), and a cross on its face (where Red has a ring)."""
    band = (
        f"M{num(cx - RX)} {num(cy + THICK / 2)}"
        f"A{RX} {RY} 0 0 0 {num(cx + RX)} {num(cy + THICK / 2)}"
    )
    half_x, half_y = RX * 0.4, RY * 0.4
    cross = (
        f"M{num(cx - half_x)} {num(cy - half_y)}L{num(cx + half_x)} {num(cy + half_y)}"
        f"M{num(cx - half_x)} {num(cy + half_y)}L{num(cx + half_x)} {num(cy - half_y)}"
    )
    return f'<path class="band" d="{band}"/><path class="cross-mark" d="{cross}"/>'


def square_origin(square: int) -> tuple[int, int]:
    """The top-left corner of a square in view-box units (rank 1 at the bottom)."""
    file, rank = square % 5, square // 5
    return LEFT + file * CELL, TOP + (4 - rank) * CELL


def square_centre(square: int) -> tuple[int, int]:
    x, y = square_origin(square)
    return x + CELL // 2, y + CELL // 2


def square_at(x: float, y: float) -> int | None:
    """The square under a point of the view box, or None off the board."""
    file = (x - LEFT) / CELL
    row = (y - TOP) / CELL
    if not (0 <= file < 5 and 0 <= row < 5):
        return None
    return int(file) + 5 * (4 - int(row))


def piece(cx: float, cy: float, letter: str, extra: str = "") -> str:
    """One piece whose face is centred at (cx, cy); ``letter`` is ``w`` or ``r``."""
    colour = _LETTER_NAMES.get(letter, "red")
    left, right = num(cx - RX), num(cx + RX)
    top, bottom = num(cy), num(cy + THICK)
    side = (
        f'<path class="side" d="M{left} {top}V{bottom}A{RX} {RY} 0 0 0 {right} {bottom}'
        f'V{top}A{RX} {RY} 0 0 1 {left} {top}Z"/>'
    )
    face = f'<ellipse class="face" cx="{num(cx)}" cy="{top}" rx="{RX}" ry="{RY}"/>'
    mark = ""
    if colour == "red":
        # Notches round the rim, like a milled coin: they cannot be mistaken for a piece edge.
        ticks = "".join(f"M{num(cx + dx)} {num(cy + rim + 4)}v{THICK - 8}" for dx, rim in _NOTCHES)
        mark = (
            f'<path class="notches" d="{ticks}"/>'
            f'<ellipse class="ring" cx="{num(cx)}" cy="{top}" rx="{RX * 0.45:.1f}" '
            f'ry="{RY * 0.45:.1f}"/>'
        )
    if colour == "blue":
        mark = _blue_marks(cx, cy)
    classes = f"piece {colour} {extra}".rstrip()
    return f'<g class="{classes}">{side}{face}{mark}</g>'


def stack_markup(
    cx: float,
    base: float,
    letters: str,
    lifted: int = 0,
    arrived: int = 0,
    *,
    slide: "tuple[float, float] | None" = None,
) -> str:
    """A stack drawn bottom piece first, its bottom face centred at (cx, base); the top
    ``lifted`` pieces raised as if held, the top ``arrived`` pieces marked as just arrived and,
    given ``slide`` (where they came from, relative to where they are), sliding from there."""
    parts = []
    for index, letter in enumerate(letters):
        from_top = len(letters) - index
        raised = from_top <= lifted
        cy = _face_y(base, index, raised)
        extra = "lifted" if raised else ("arrived" if from_top <= arrived else "")
        markup = piece(cx, cy, letter, extra)
        if extra == "arrived" and slide is not None:
            # The page animates it from there (`data-slide`: x y in view-box units).
            markup = markup.replace("<g ", f'<g data-slide="{num(slide[0])} {num(slide[1])}" ', 1)
        parts.append(markup)
    return "".join(parts)


def _face_y(base: float, index: int, raised: bool) -> float:
    return base - index * THICK - (LIFT if raised else 0)


def _hit_strips(x: int, y: int, height: int, lifted: int) -> str:
    """Invisible bands across the square, one per piece, that say how many pieces a click there
    takes (``data-count``: that piece and those above it). A piece shows only its side, so the
    band spans the whole square's width and the top piece's band everything above it: easy to
    hit with a finger."""
    # The lower edge of each piece's visible side, at the disc's middle.
    edges = [
        _face_y(y + BASE, index, height - index <= lifted) + RY + THICK for index in range(height)
    ]
    strips = []
    for index in range(height):
        bottom = y + CELL if index == 0 else edges[index]
        top = y if index == height - 1 else edges[index + 1]
        strips.append(
            f'<rect class="hit" data-count="{height - index}" x="{x}" y="{num(top)}" '
            f'width="{CELL}" height="{num(bottom - top)}"/>'
        )
    return "".join(strips)


def piece_icon(colour: str) -> str:
    """A single piece as a small inline SVG, for the players' cards and the rules."""
    letter = colour[0]
    return (
        f'<svg class="piece-icon" viewBox="{-RX - 2} {-RY - 2} {2 * RX + 4} {2 * RY + THICK + 4}" '
        f'aria-hidden="true" focusable="false">{piece(0, 0, letter)}</svg>'
    )


class Arrow:
    """A line from one square to another: the last move, a hint, a threat, or a diagram's. An
    arrow from a square to itself is a piece entering there, drawn as a ring. ``label`` (a
    move's number in a line of play) is written in a disc on the arrow."""

    __slots__ = ("kind", "label", "offset", "origin", "target")

    def __init__(
        self, origin: int, target: int, kind: str, offset: int = 0, label: str = ""
    ) -> None:
        self.origin = origin
        self.target = target
        self.kind = kind  # last, hint, threat, ok, no, line
        # Sideways shift, so that two arrows between the same squares stay apart.
        self.offset = offset
        self.label = label


class Scene:
    """What to draw: per square its stack (letters bottom to top) and CSS classes, plus arrows,
    corner badges and held pieces."""

    __slots__ = (
        "arrived",
        "arrows",
        "badges",
        "count",
        "cursor",
        "dragging",
        "interactive",
        "labels",
        "marks",
        "picked",
        "slide_from",
        "stacks",
        "title",
    )

    def __init__(self, stacks: list[str], interactive: bool = True, title: str = "Board") -> None:
        self.stacks = stacks
        self.marks: list[list[str]] = [[] for _ in range(25)]
        self.arrows: list[Arrow] = []
        self.badges: dict[int, tuple[str, str]] = {}  # square → (text, class)
        self.labels: dict[int, str] = {}  # square → extra words for its spoken label
        self.picked: int | None = None
        self.count = 0
        self.cursor = 12  # the square that takes keyboard focus (roving tabindex)
        self.dragging = False
        self.arrived: tuple[int, int] | None = None  # square, pieces that just arrived there
        self.slide_from: int | None = None  # the square the arrived pieces came from
        self.interactive = interactive
        self.title = title

    def mark(self, square: int, name: str, label: str = "") -> None:
        self.marks[square].append(name)
        if label:
            old = self.labels.get(square)
            self.labels[square] = f"{old} {label}" if old else label


def _label(x: float, y: float, text: str) -> str:
    return (
        f'<g class="step"><circle cx="{num(x)}" cy="{num(y)}" r="13"/>'
        f'<text x="{num(x)}" y="{num(y + 5)}" text-anchor="middle">{escape(text)}</text></g>'
    )


# A step number's circle is 13 wide each way: two closer than this overlap.
LABEL_ROOM = 27


def _free_spot(spots: "list[tuple[float, float]]", placed: "Placed") -> "tuple[float, float]":
    """The first of ``spots`` clear of every label already ``placed`` (else the first), taken:
    a line that comes back to a square numbers each visit where it can be read."""
    chosen = spots[0]
    for spot in spots:
        if all(
            (spot[0] - x) ** 2 + (spot[1] - y) ** 2 >= LABEL_ROOM * LABEL_ROOM for x, y in placed
        ):
            chosen = spot
            break
    placed.append(chosen)
    return chosen


def _step_number(arrow: Arrow, spots: "list[tuple[float, float]]", placed: "Placed") -> str:
    """The arrow's step number, if it has one, at the first of ``spots`` clear of the numbers
    already placed, in a group of its own: the page draws every number over every arrow."""
    if not arrow.label:
        return ""
    spot = _free_spot(spots, placed)
    return f'<g class="arrow {arrow.kind} number">{_label(spot[0], spot[1], arrow.label)}</g>'


def _entry_ring(arrow: Arrow, placed: "Placed") -> "tuple[str, str]":
    x, y = square_centre(arrow.target)
    # A corner of the square, the top right first; never the top left, the height's.
    corners = [(x + 28.0, y - 28.0), (x + 28.0, y + 28.0), (x - 28.0, y + 28.0)]
    ring = f'<g class="arrow {arrow.kind}"><circle class="ring" cx="{x}" cy="{y}" r="36"/></g>'
    return ring, _step_number(arrow, corners, placed)


def _arrow(arrow: Arrow, placed: "Placed") -> "tuple[str, str]":
    """One arrow (an entry: a ring), and its step number where no earlier number is
    (``placed``: where those are)."""
    if arrow.origin == arrow.target:
        return _entry_ring(arrow, placed)
    x1, y1 = square_centre(arrow.origin)
    x2, y2 = square_centre(arrow.target)
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    start, end = 30.0, 34.0  # stop short of the stacks' centres
    side_x, side_y = -uy * arrow.offset, ux * arrow.offset
    sx, sy = x1 + ux * start + side_x, y1 + uy * start + side_y
    ex, ey = x2 - ux * end + side_x, y2 - uy * end + side_y
    head, half = 16.0, 10.0
    bx, by = ex - ux * head, ey - uy * head
    points = (
        f"{num(ex)},{num(ey)} {num(bx - uy * half)},{num(by + ux * half)} "
        f"{num(bx + uy * half)},{num(by - ux * half)}"
    )
    cross = ""
    if arrow.kind == "no":
        mx, my = (sx + bx) / 2, (sy + by) / 2
        cross = (
            f'<path class="cross" d="M{num(mx - 10)} {num(my - 10)}l20 20'
            f'M{num(mx + 10)} {num(my - 10)}l-20 20"/>'
        )
    # Half way along, else two thirds or a third of the way.
    along = [(sx + (bx - sx) * t, sy + (by - sy) * t) for t in (0.5, 0.7, 0.3)]
    shape = (
        f'<g class="arrow {arrow.kind}"><line x1="{num(sx)}" y1="{num(sy)}" '
        f'x2="{num(bx)}" y2="{num(by)}"/><polygon points="{points}"/>{cross}</g>'
    )
    return shape, _step_number(arrow, along, placed)


def _square(scene: Scene, square: int) -> str:
    x, y = square_origin(square)
    name = SQUARE_NAMES[square]
    letters = scene.stacks[square]
    height = len(letters)
    file, rank = square % 5, square // 5
    classes = ["sq", "dark" if (file + rank) % 2 == 0 else "light"]
    classes.extend(scene.marks[square])
    held = scene.count if scene.picked == square else 0
    parts = [f'<rect class="cell" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>']
    if scene.interactive:
        parts.append(
            f'<rect class="focus-ring" x="{x + 4}" y="{y + 4}" width="{CELL - 8}" '
            f'height="{CELL - 8}" rx="8"/>'
        )
    if "last-from" in scene.marks[square] or "last-to" in scene.marks[square]:
        # The last move's origin and target, framed as chess sites mark theirs.
        parts.append(
            f'<rect class="last-mark" x="{x + 3}" y="{y + 3}" width="{CELL - 6}" '
            f'height="{CELL - 6}" rx="6"/>'
        )
    if "target" in scene.marks[square] or "reach" in scene.marks[square]:
        parts.append(
            f'<rect class="dot" x="{x + 5}" y="{y + 5}" width="{CELL - 10}" '
            f'height="{CELL - 10}" rx="12"/>'
        )
    if height:
        if scene.dragging and held:
            # The held pieces travel with the pointer (see `drag_ghost`); the rest stay.
            parts.append(stack_markup(x + CELL / 2, y + BASE, letters[: height - held]))
        else:
            arrived = scene.arrived[1] if scene.arrived and scene.arrived[0] == square else 0
            slide = _slide(scene, square, arrived)
            parts.append(stack_markup(x + CELL / 2, y + BASE, letters, held, arrived, slide=slide))
            if scene.interactive:
                parts.append(_hit_strips(x, y, height, held))
        # Drawn over the pieces, so that a tall or held stack never hides its height.
        parts.append(
            f'<g class="height"><rect x="{x + 3}" y="{y + 3}" width="26" height="28" rx="8"/>'
            f'<text x="{x + 16}" y="{y + 25}">{height}</text></g>'
        )
    elif "enter" in scene.marks[square]:
        parts.append(f'<g class="entering">{piece(x + CELL / 2, y + BASE, "w")}</g>')
    badge = scene.badges.get(square)
    if badge:
        text, kind = badge
        parts.append(
            f'<g class="badge {kind}"><circle cx="{x + CELL - 17}" cy="{y + 17}" r="13"/>'
            f'<text x="{x + CELL - 17}" y="{y + 22}">{escape(text)}</text></g>'
        )
    attributes = f'class="{" ".join(classes)}" data-square="{name}" data-height="{height}"'
    if scene.interactive:
        state = scene.labels.get(square, "")
        label = escape(words.square_label(name, letters, state))
        tabindex = "0" if square == scene.cursor else "-1"
        attributes += f' role="button" tabindex="{tabindex}" aria-label="{label}"'
    return f"<g {attributes}>{''.join(parts)}</g>"


def _slide(scene: Scene, square: int, arrived: int) -> "tuple[float, float] | None":
    """Where the ``arrived`` top pieces of ``square`` stood before the last move, relative to
    where they stand now (view-box units), or None when they did not just move there."""
    origin = scene.slide_from
    if not arrived or origin is None:
        return None
    ox, oy = square_origin(origin)
    tx, ty = square_origin(square)
    # Below them, at the origin: what stayed there; at the target: what was there before.
    stayed = len(scene.stacks[origin])
    below = len(scene.stacks[square]) - arrived
    return ox - tx, oy - ty - (stayed - below) * THICK


def drag_ghost(scene: Scene) -> str:
    """The held pieces as a group drawn at (0, 0), which the page moves with the pointer."""
    if scene.picked is None or not scene.dragging:
        return ""
    letters = scene.stacks[scene.picked]
    held = letters[len(letters) - scene.count :]
    x, y = square_centre(scene.picked)
    return (
        f'<g id="drag-ghost" class="drag-ghost" transform="translate({x} {y})">'
        f"{stack_markup(0, BASE - CELL // 2 - LIFT, held)}</g>"
    )


def flash_layer(removal: Removal) -> str:
    """A removed stack rising and fading over its square, with the point it gave: an SVG the
    size of the board, laid over it (so that re-rendering the board does not restart it)."""
    owner = removal.scorer
    letters = "".join(colour[0] for colour in removal.stack)
    x, y = square_origin(removal.square)
    # The label is wider than a square: keep it on the board.
    width = 176
    left = min(max(x + CELL // 2 - width // 2, LEFT), LEFT + 5 * CELL - width)
    return (
        f'<svg class="flash-layer" viewBox="0 0 {SIZE} {SIZE}" aria-hidden="true">'
        f'<g class="removal {owner}">{stack_markup(x + CELL / 2, y + BASE, letters)}</g>'
        f'<g class="gain {owner}"><rect x="{left}" y="{y + 22}" width="{width}" '
        f'height="52" rx="26"/><text x="{left + width // 2}" y="{y + 58}">+1 '
        f"{words.colour_name(owner)}</text></g></svg>"
    )


def render(scene: Scene) -> str:
    """The whole board as one SVG element."""
    parts = [
        f'<svg class="board{"" if scene.interactive else " diagram"}" '
        f'viewBox="0 0 {SIZE} {SIZE}" xmlns="http://www.w3.org/2000/svg" '
    ]
    if scene.interactive:
        parts.append(f'role="group" aria-label="{escape(scene.title)}">')
    else:
        parts.append(f'role="img" aria-label="{escape(scene.title)}">')
    parts.append(
        f'<rect class="frame" x="{LEFT - 6}" y="{TOP - 6}" width="{5 * CELL + 12}" '
        f'height="{5 * CELL + 12}" rx="10"/>'
    )
    for square in range(25):
        parts.append(_square(scene, square))
    for index in range(5):
        x = LEFT + index * CELL + CELL // 2
        y = TOP + (4 - index) * CELL + CELL // 2 + 6
        parts.append(f'<text class="coord" x="{x}" y="{BOTTOM_LABELS}">{"abcde"[index]}</text>')
        parts.append(f'<text class="coord" x="{LEFT // 2 - 2}" y="{y}">{index + 1}</text>')
    placed: Placed = []
    numbers: list[str] = []
    for arrow in scene.arrows:
        shape, number = _arrow(arrow, placed)
        parts.append(shape)
        numbers.append(number)
    parts.extend(numbers)  # over every arrow: a later arrow's line never crosses a number
    parts.append(drag_ghost(scene))
    parts.append("</svg>")
    return "".join(parts)


def stacks_of(game: Game) -> list[str]:
    """Each square's letters, bottom to top (``'wr'``: White under Red)."""
    return ["".join(colour[0] for colour in game.stack(sq)) for sq in range(25)]


def table_scene(
    table: "Table",
    cursor: int = 12,
    dragging: bool = False,
    lines: "list[tuple[list[str], str]] | None" = None,
) -> Scene:
    """The scene of the game being played: stacks, held pieces, reachable squares, the last
    move, the hint and the opponent's threats, and ``lines`` of play (move texts, and the kind
    of arrow: a review's better line, a puzzle's answer); while reviewing, the reviewed
    position."""
    game = table.shown()
    hand: Hand = table.hand
    title = words.BOARD_TITLE
    if table.review is not None:
        title = table_words.board_at_move(table.review, table.plies, table.before_marked())
    scene = Scene(stacks_of(game), True, title)
    scene.cursor = cursor
    last = game.last_move
    if last is not None:
        if last.target is not None:
            scene.mark(last.target, "last-to", words.LAST_ARRIVED)
            if table.fresh and table.review is None:
                scene.arrived = (last.target, last.count or 1)
                scene.slide_from = last.origin
            if last.origin is not None:
                # Tints, not an arrow: an arrow would hide the squares' heights.
                scene.mark(last.origin, "last-from", words.LAST_LEFT)
        removal = game.last_removal()
        if removal is not None:
            scene.badges[removal.square] = ("+1", removal.scorer)
            scene.mark(removal.square, "scored", words.scored_here(removal.scorer))
    if hand.picked is not None or (table.human_to_move() and table.review is None):
        # In a game of three: where the held pieces, or a piece entered (nothing held: the
        # empty squares), may not go, marked before the player tries.
        for target, reason in hand.unavailable(table).items():
            scene.mark(target, "unavailable", words.unavailable_here(reason))
            scene.badges[target] = ("✕", "unavailable")
    if hand.picked is not None:
        scene.picked = hand.picked
        scene.count = hand.count
        scene.dragging = dragging
        scene.mark(hand.picked, "picked", words.holding_label(hand.count))
        for target, move in hand.reachable(table).items():
            scorer = table.game.scorer(move)
            if scorer is None:
                scene.mark(target, "target", words.CAN_MOVE_HERE)
            else:
                scene.mark(target, "target", words.scores_here(scorer))
                scene.badges[target] = ("+1", scorer)
    if table.hint:
        hint = Move.parse(table.hint)
        if hint.target is not None:
            scene.mark(hint.target, "hint", words.HINT_TO)
            if hint.origin is not None:
                scene.mark(hint.origin, "hint-from", words.HINT_FROM)
            line = table.hint_line
            if line and line[0] == table.hint:
                # The expected line as numbered arrows, the hint first.
                scene.arrows.extend(line_arrows([Move.parse(text) for text in line], "hint"))
            elif hint.origin is not None:
                scene.arrows.append(Arrow(hint.origin, hint.target, "hint"))
    if table.human_to_move() and hand.picked is None:
        other = threats.threat_colour(game)
        for move in threats.threats(game):
            if move.origin is not None and move.target is not None:
                scene.mark(move.target, "threat", words.threat_here(other))
                scene.arrows.append(Arrow(move.origin, move.target, "threat"))
                scene.badges[move.target] = ("!", "threat")
    for texts, kind in lines or []:
        scene.arrows.extend(line_arrows([Move.parse(text) for text in texts], kind))
    return scene


def line_arrows(line: "list[Move]", kind: str) -> "list[Arrow]":
    """A line of play as arrows numbered from 1, an entry as a ring; passes are left out."""
    arrows = []
    for number, move in enumerate(line, 1):
        if move.target is not None:
            origin = move.target if move.origin is None else move.origin
            arrows.append(Arrow(origin, move.target, kind, 0, str(number)))
    return arrows


# The rules panel's diagrams, in the order the rules explain them.
DIAGRAM_NAMES = ("enter", "move", "distance", "blocking", "scoring", "ban")


def _diagram_scene(name: str, stacks: "dict[str, str]") -> Scene:
    return Scene(
        [stacks.get(SQUARE_NAMES[square], "") for square in range(25)],
        False,
        words.DIAGRAM_CAPTIONS[name],
    )


def _at(name: str) -> int:
    return SQUARE_NAMES.index(name)


def diagram(name: str) -> str:
    """One of the rules panel's diagrams (`DIAGRAM_NAMES`) as SVG, described by its label."""
    if name == "enter":
        scene = _diagram_scene(name, {"c3": "w", "d4": "r", "c4": "rw"})
        scene.mark(_at("b2"), "enter")
    elif name == "move":
        scene = _diagram_scene(name, {"b2": "wrw", "c3": "r", "e5": "w"})
        scene.picked, scene.count = _at("b2"), 2
        scene.mark(_at("c3"), "target")
        scene.arrows.append(Arrow(_at("b2"), _at("c3"), "ok"))
    elif name == "distance":
        scene = _diagram_scene(name, {"c3": "wr", "a1": "r", "d3": "w", "e5": "rw"})
        for square in ("a1", "a3", "a5", "c1", "c5", "e1", "e3", "e5"):
            scene.mark(_at(square), "reach")
        scene.arrows.append(Arrow(_at("a1"), _at("c3"), "ok"))
        scene.arrows.append(Arrow(_at("d3"), _at("c3"), "no"))
    elif name == "blocking":
        scene = _diagram_scene(name, {"a3": "r", "c3": "w", "e3": "wwrr"})
        scene.mark(_at("c3"), "blocker")
        scene.arrows.append(Arrow(_at("a3"), _at("e3"), "no"))
    elif name == "scoring":
        scene = _diagram_scene(name, {"a3": "rww", "c3": "wr", "d1": "r"})
        scene.picked, scene.count = _at("a3"), 3
        scene.mark(_at("c3"), "target")
        scene.arrows.append(Arrow(_at("a3"), _at("c3"), "ok"))
        scene.badges[_at("c3")] = ("+1", "white")
    elif name == "ban":
        scene = _diagram_scene(name, {"c3": "w", "d4": "wr", "b5": "r"})
        scene.mark(_at("c3"), "last-from")
        scene.mark(_at("d4"), "last-to")
        scene.arrows.append(Arrow(_at("c3"), _at("d4"), "last", 10))
        scene.arrows.append(Arrow(_at("d4"), _at("c3"), "no", 10))
    else:
        raise ValueError(f"unknown diagram {name!r}: expected one of {', '.join(DIAGRAM_NAMES)}")
    return render(scene)
