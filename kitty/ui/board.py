"""The Kitty Stack Tower board as SVG text: hexagonal cells, stacks drawn as layers, the marks of
play; docs/kitty-rules.md and the rules panel show diagrams drawn by this same code.

How a player reads a cell: the pieces are bands, bottom piece lowest, beside them the height and
the owner's sign. The four colours differ without colour too: Red plain with a circle, Yellow
striped with a triangle, Blue dotted with a square, Green hatched with a diamond. A picked
stack's targets are marked by outline and letter (`LETTER`), and a ring where a flip lands.
The cells' wood, outlines and lettering are drawn by classes (web/kitty.css), not repeated on
each of 61 cells, so the first paint parses less; the rest carries presentation attributes. No
inline style (strict CSP).
"""

from kitty.board import Board
from kitty.deck import RAINBOW
from kitty.game import COLOURS, Game
from kitty.moves import CHAIN, DISASSEMBLE, FLIP, STACK
from kitty.ui import words
from table.panels import num

R = 30  # a cell's centre to its corners
W = 52  # a cell's width, flat side to flat side (R times the square root of 3, rounded)
ROW = 45  # rows apart, 1.5 R
MARGIN = 8
EDGE = 14  # room at each side for the rows' letters
BAND_W = 24
BAND_H = 5
BAND_STEP = 6
SHOWN = 6  # bands drawn at most; a taller stack shows its top SHOWN and its height

FILL = {"red": "#d2453a", "yellow": "#f2c531", "blue": "#3c72d0", "green": "#3a9a56"}
SIGN = {"red": "circle", "yellow": "triangle", "blue": "square", "green": "diamond"}
LETTER = {STACK: "S", FLIP: "F", DISASSEMBLE: "D", CHAIN: "C"}
ACTIONS = (STACK, FLIP, DISASSEMBLE, CHAIN)
# The tokens' discs: letter and fill (Rainbow Bridge, Dramatic Twist).
TOKENS = {True: ("R", "#6b3fa0"), False: ("T", "#1f6f3a")}

_DEFS = (
    "<defs>"
    '<pattern id="k-yellow" width="4" height="6" patternUnits="userSpaceOnUse">'
    '<path d="M2 0V6" stroke="#5a4300" stroke-width="1.3"/></pattern>'
    '<pattern id="k-blue" width="6" height="5" patternUnits="userSpaceOnUse">'
    '<circle cx="3" cy="2.5" r="1.3" fill="#fff"/></pattern>'
    '<pattern id="k-green" width="5" height="5" patternUnits="userSpaceOnUse">'
    '<path d="M0 5L5 0" stroke="#fff" stroke-width="1.2"/></pattern>'
    "</defs>"
)


def size(board: Board) -> tuple[int, int]:
    """The view box's width and height for `board` (room at the sides for the rows' letters)."""
    widest = 2 * board.side - 1
    return widest * W + 2 * MARGIN + 2 * EDGE, (widest - 1) * ROW + 2 * R + 2 * MARGIN


def centres(board: Board) -> list[tuple[float, float]]:
    """Each cell's centre in view-box units; row ``a`` at the bottom."""
    widest = 2 * board.side - 1
    top = len(board.rows) - 1
    points: list[tuple[float, float]] = [(0.0, 0.0)] * len(board)
    for r, row in enumerate(board.rows):
        shift = (widest - len(row)) * W / 2
        for k, cell in enumerate(row):
            points[cell] = (EDGE + MARGIN + shift + W / 2 + k * W, MARGIN + R + (top - r) * ROW)
    return points


# Each outline once: a board's cells are the same at every drawing, and writing their corners
# was most of drawing a board in the page's Python (MicroPython writes floats slowly).
_OUTLINES: dict[tuple[float, float, float], str] = {}


def hexagon(cx: float, cy: float, radius: float) -> str:
    """A pointy-top hexagon as path data: its top corner, then each side in turn."""
    key = (cx, cy, radius)
    outline = _OUTLINES.get(key)
    if outline is None:
        outline = _OUTLINES[key] = _sides(cx, cy, radius)
    return outline


def _sides(cx: float, cy: float, radius: float) -> str:
    # The centres are whole numbers, so the corners are those the absolute points rounded to.
    half = num(radius * W / (2 * R))
    drop = num(radius / 2)
    return (
        f"M{num(cx)} {num(cy - radius)}l{half} {drop}v{num(radius)}"
        f"l-{half} {drop}-{half}-{drop}v-{num(radius)}z"
    )


def sign(colour: str, cx: float, cy: float, r: float = 6) -> str:
    """A colour's sign: Red circle, Yellow triangle, Blue square, Green diamond."""
    fill = f' fill="{FILL[colour]}" stroke="#222" stroke-width="1"'
    shape = SIGN[colour]
    if shape == "circle":
        return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"{fill}/>'
    if shape == "square":
        side = num(1.7 * r)
        return f'<rect x="{num(cx - 0.85 * r)}" y="{num(cy - 0.85 * r)}" width="{side}" height="{side}"{fill}/>'  # noqa: E501
    if shape == "triangle":
        points = f"{num(cx)},{num(cy - r)} {num(cx + r)},{num(cy + 0.8 * r)} {num(cx - r)},{num(cy + 0.8 * r)}"  # noqa: E501
    else:
        points = f"{num(cx)},{num(cy - r)} {num(cx + r)},{num(cy)} {num(cx)},{num(cy + r)} {num(cx - r)},{num(cy)}"  # noqa: E501
    return f'<polygon points="{points}"{fill}/>'


def sign_icon(colour: str) -> str:
    """A colour's sign alone, as a small inline SVG (players' cards, the legend)."""
    return (
        '<svg class="sign" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">'
        + sign(colour, 8, 8.5, 6.5)
        + "</svg>"
    )


def band(colour: str, x: float, y: float) -> str:
    """One piece of a stack: a band, textured after its colour."""
    box = f'x="{num(x)}" y="{num(y)}" width="{BAND_W}" height="{BAND_H}" rx="1.5"'
    markup = f'<rect class="piece {colour}" {box} fill="{FILL[colour]}" stroke="#222" stroke-width="0.8"/>'  # noqa: E501
    if colour != "red":
        markup += f'<rect {box} fill="url(#k-{colour})"/>'
    return markup


class Marks:
    """What a drawing shows beside the stacks: the picked cell, targets by kind, landing cells,
    the last move's cells, the cursor (the one cell in the tab order), cells to take, arrows
    (a hint, a line of play) and whether the cells are named at the board's edges."""

    __slots__ = ("arrows", "coordinates", "cursor", "landing", "last", "open", "picked", "targets")

    def __init__(self) -> None:
        self.picked = -1
        self.cursor = -1
        self.targets: dict[int, list[str]] = {}  # cell -> the action kinds that act on it
        self.landing: list[int] = []
        self.last: list[int] = []
        self.open: list[int] = []  # cells a placement may take
        # (from, to, kind, label): from == to rings one cell (a placement)
        self.arrows: list[tuple[int, int, str, str]] = []
        self.coordinates = False


def _cell(game: Game, cell: int, point: tuple[float, float], marks: Marks) -> str:
    cx, cy = point
    name = game.board.names[cell]
    colours = [COLOURS[p] for p in game.stacks[cell]]
    kinds = marks.targets.get(cell, [])
    classes = ["cell"]
    if cell == marks.picked:
        classes.append("picked")
    if kinds:
        classes += ["target"] + ["t-" + kind for kind in kinds]
    if cell in marks.landing:
        classes.append("landing")
    if cell in marks.last:
        classes.append("last")
    if cell in marks.open:
        classes.append("open")
    tokens = [(level, card) for at, level, card in game.tokens if at == cell]
    rainbows = [card == RAINBOW for _, card in tokens]
    said = words.cell_words(
        name,
        colours,
        picked=cell == marks.picked,
        kinds=kinds,
        lands=cell in marks.landing,
        rainbows=rainbows,
    )
    tab = "0" if cell == marks.cursor else "-1"
    # The hexagon's wood and outline follow the cell's classes (picked, target, t-KIND).
    parts = [
        f'<g class="{" ".join(classes)}" data-cell="{name}" role="button" tabindex="{tab}"'
        f' aria-label="{said}">',
        f'<path class="hex" d="{hexagon(cx, cy, R - 1)}"/>',
    ]
    if cell in marks.last:
        parts.append(f'<path class="last-mark" d="{hexagon(cx, cy, R - 5)}"/>')
    if cell in marks.open:
        parts.append(f'<circle class="open-mark" cx="{num(cx)}" cy="{num(cy)}" r="3"/>')
    if cell in marks.landing:
        parts.append(f'<circle class="landing-mark" cx="{num(cx)}" cy="{num(cy)}" r="13"/>')
    if marks.coordinates:
        parts.append(f'<text class="cell-name" x="{num(cx - 17)}" y="{num(cy - 9)}">{name}</text>')
    if colours:
        shown = colours[-SHOWN:]
        x = cx - 18
        for k, colour in enumerate(shown):
            parts.append(band(colour, x, cy + 13 - k * BAND_STEP))
        parts.append(sign(colours[-1], cx + 15, cy - 9))
        below = len(colours) - len(shown)  # pieces under the bands drawn
        for level, card in tokens:
            y = cy + 15.5 - max(level - below, 0) * BAND_STEP
            letter, fill = TOKENS[card == RAINBOW]
            parts.append(
                f'<g class="token"><circle cx="{num(x - 3)}" cy="{num(y)}" r="5"'
                f' fill="{fill}" stroke="#fff" stroke-width="1"/><text x="{num(x - 3)}"'
                f' y="{num(y + 3)}" font-size="8" font-weight="700"'
                f' fill="#fff">{letter}</text></g>'
            )
        parts.append(
            f'<text class="height" x="{num(cx + 15)}" y="{num(cy + 17)}">{len(colours)}</text>'
        )
    if kinds:
        parts.append(
            f'<text class="kinds" x="{num(cx)}" y="{num(cy - 15)}">'
            + "".join(LETTER[kind] for kind in kinds)
            + "</text>"
        )
    parts.append("</g>")
    return "".join(parts)


ARROW_COLOUR = {"hint": "#1f6f3a", "line": "#6b3fa0", "last": "#7a5a2a"}


def _arrow(points: "list[tuple[float, float]]", arrow: "tuple[int, int, str, str]") -> str:
    """An arrow between two cells' centres (a ring on one cell for a placement), with its
    number in a disc."""
    origin, target, kind, label = arrow
    colour = ARROW_COLOUR.get(kind, "#111")
    x2, y2 = points[target]
    parts = [f'<g class="arrow {kind}">']
    if origin == target:
        parts.append(
            f'<circle cx="{num(x2)}" cy="{num(y2)}" r="{R - 8}" fill="none"'
            f' stroke="{colour}" stroke-width="4"/>'
        )
        lx, ly = x2 + 14, y2 - 16
    else:
        x1, y1 = points[origin]
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / length, dy / length
        sx, sy = x1 + ux * 12, y1 + uy * 12
        ex, ey = x2 - ux * 14, y2 - uy * 14
        bx, by = ex - ux * 10, ey - uy * 10
        head = (
            f"{num(ex)},{num(ey)} {num(bx - uy * 6)},{num(by + ux * 6)}"
            f" {num(bx + uy * 6)},{num(by - ux * 6)}"
        )
        parts.append(
            f'<line x1="{num(sx)}" y1="{num(sy)}" x2="{num(bx)}" y2="{num(by)}"'
            f' stroke="{colour}" stroke-width="4" stroke-linecap="round"/>'
            f'<polygon points="{head}" fill="{colour}"/>'
        )
        lx, ly = (sx + bx) / 2, (sy + by) / 2
    if label:
        parts.append(
            f'<circle cx="{num(lx)}" cy="{num(ly)}" r="8" fill="{colour}"/>'
            f'<text x="{num(lx)}" y="{num(ly + 4)}" font-size="11"'
            f' font-weight="700" fill="#fff">{label}</text>'
        )
    parts.append("</g>")
    return "".join(parts)


def _coordinates(board: Board, points: "list[tuple[float, float]]") -> str:
    """Each row's letter beside its ends, and each cell's number along the bottom row and the
    left and right edges, so that every cell can be named from the board."""
    parts = []
    for row in board.rows:
        letter = board.names[row[0]][0]
        for cell, side in ((row[0], -1), (row[-1], 1)):
            x, y = points[cell]
            parts.append(
                f'<text class="coord" x="{num(x + side * (W / 2 + 7))}" y="{num(y + 4)}">'
                f"{letter}</text>"
            )
    return "".join(parts)


def render(game: Game, marks: "Marks | None" = None, label: str = words.BOARD_LABEL) -> str:
    """The board of `game` with `marks`, as one SVG element."""
    marks = marks or Marks()
    width, height = size(game.board)
    points = centres(game.board)
    cells = "".join(_cell(game, cell, points[cell], marks) for cell in range(len(game.board)))
    arrows = "".join(_arrow(points, arrow) for arrow in marks.arrows)
    edges = _coordinates(game.board, points) if marks.coordinates else ""
    return (
        f'<svg class="kitty-board" viewBox="0 0 {width} {height}" role="group"'
        f' aria-label="{label}" xmlns="http://www.w3.org/2000/svg">{_DEFS}{cells}{edges}'
        f"{arrows}</svg>"
    )


def targets_of(game: Game, cell: int) -> Marks:
    """The marks of picking `cell`: each action's target, the cells flips land on."""
    marks = Marks()
    marks.picked = cell
    for move in game.legal_moves():
        if move.source != cell or move.kind not in ACTIONS:
            continue
        marks.targets.setdefault(move.target, []).append(move.kind)
        if move.kind == FLIP:
            at = game.board.neighbours[cell].index(move.target)
            marks.landing.append(game.board.beyond[cell][at])
    return marks
