"""The hexagonal boards of side 5 and 6: cells, their names, neighbours and straight lines.

Rows are letters, ``a`` at the bottom; the cells of every row are numbered from the left,
starting at 1 (docs/kitty-rules.md, "The board"). Inside, a cell is an int; names only at the
edges. Cells carry axial coordinates (q, r): r is the row, and the six directions below come
in opposite pairs, so a straight line through a cell keeps one direction.
"""

COLOURS = ("red", "yellow", "blue", "green")  # the players, in turn order
LETTERS = "rybg"  # their letters, in position text and notation
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
SIDES = (5, 6)


def _key(q: int, r: int) -> int:
    return (q + 2) * 32 + r + 2


class Board:
    """One board size: its cells by name and number, neighbours and cells beyond."""

    __slots__ = ("beyond", "names", "neighbours", "rows", "side", "toward")

    def __init__(self, side: int) -> None:
        self.side = side
        last = 2 * side - 2
        coordinates: list[tuple[int, int]] = []
        self.names: list[str] = []
        self.rows: list[list[int]] = []
        for r in range(last + 1):
            row: list[int] = []
            q_min = max(0, side - 1 - r)
            q_max = min(last, 3 * side - 3 - r)
            for q in range(q_min, q_max + 1):
                row.append(len(coordinates))
                self.names.append(chr(ord("a") + r) + str(q - q_min + 1))
                coordinates.append((q, r))
            self.rows.append(row)
        # A cell's key: its coordinates as one number, 2 added so that two steps off the board
        # stay positive, and a step in a direction is one addition (built at import in
        # MicroPython on the page's start: tuples as keys took twice as long).
        index = {_key(q, r): i for i, (q, r) in enumerate(coordinates)}
        steps = [_key(dq, dr) - _key(0, 0) for dq, dr in DIRECTIONS]
        # neighbours[cell]: (neighbour, cell beyond it on the same line or -1) per direction.
        self.neighbours: list[list[int]] = []
        self.beyond: list[list[int]] = []
        # toward[cell][d]: the next cell in direction d, or -1 off the board (straight lines).
        self.toward: list[tuple[int, ...]] = []
        for q, r in coordinates:
            key = _key(q, r)
            toward = [index.get(key + step, -1) for step in steps]
            self.toward.append(tuple(toward))
            near: list[int] = []
            far: list[int] = []
            for d, step in enumerate(steps):
                n = toward[d]
                if n >= 0:
                    near.append(n)
                    far.append(index.get(key + 2 * step, -1))
            self.neighbours.append(near)
            self.beyond.append(far)

    def __len__(self) -> int:
        return len(self.names)

    def cell(self, name: str) -> int:
        """The cell called `name`, or -1 when no cell of this board has that name."""
        try:
            return self.names.index(name)
        except ValueError:
            return -1

    def line(self, source: int, target: int) -> list[int]:
        """The cells after `source` up to `target` on one straight line, `target` last; empty
        when no straight line leads from `source` to `target`."""
        for d in range(len(DIRECTIONS)):
            cells: list[int] = []
            cell = self.toward[source][d]
            while cell >= 0:
                cells.append(cell)
                if cell == target:
                    return cells
                cell = self.toward[cell][d]
        return []

    def diagram(self, cells: "list[str] | None" = None) -> str:
        """The board as text, top row first, each cell drawn by `cells` (default: its name),
        so rows sit half a cell apart as on the hexagon (docs/kitty-rules.md draws with it)."""
        labels = cells or self.names
        widest = len(self.rows[self.side - 1])
        lines = []
        for row in reversed(self.rows):
            indent = "  " * (widest - len(row))
            lines.append(indent + " ".join(f"{labels[c]:>3}" for c in row))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"Board({self.side})"


BOARDS = {side: Board(side) for side in SIDES}
