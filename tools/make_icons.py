"""Draw the app's icons into `web/icons/`: a Mixtour stack on a board-coloured square.

A stack of discs, red and white alternating, seen slightly from above, the way a Mixtour stack
stands on the board. The PNGs are written with the standard library alone (zlib + struct) and
committed, so the build only copies them; rerun after changing the drawing:

    python3 tools/make_icons.py

Sizes are the ones browsers and the web app manifest ask for: 192 and 512 (`purpose: any`,
rounded corners), 512 maskable (full bleed, the stack inside the central safe circle), 180 for
`apple-touch-icon` (full bleed, opaque: iOS rounds it itself) and an SVG favicon.
"""

import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "web" / "icons"

RGB = tuple[int, int, int]
BOARD: RGB = (0xD9, 0xB3, 0x7A)
GRID: RGB = (0xB8, 0x8E, 0x55)
OUTLINE: RGB = (0x3A, 0x2A, 0x1A)
RED_TOP: RGB = (0xD6, 0x33, 0x2E)
RED_SIDE: RGB = (0xA8, 0x1E, 0x1B)
WHITE_TOP: RGB = (0xFA, 0xF7, 0xF0)
WHITE_SIDE: RGB = (0xD4, 0xCE, 0xC2)
# Bottom to top; the top piece decides who owns a stack, and here it is red.
DISCS = ("red", "white", "red", "white", "red")
COLOURS = {"red": (RED_TOP, RED_SIDE), "white": (WHITE_TOP, WHITE_SIDE)}

# The stack in unit coordinates (0..1 across the icon), before `scale` around the centre.
HALF_WIDTH = 0.30  # a disc's half width
CAP = 0.085  # half height of a disc's elliptical face
THICKNESS = 0.085  # height of a disc's side
LINE = 0.012  # outline width


def _stack_bottom() -> float:
    height = len(DISCS) * THICKNESS + 2 * CAP
    return 0.5 + height / 2 - CAP


def _in_ellipse(x: float, y: float, cy: float, grow: float = 0.0) -> bool:
    a, b = HALF_WIDTH + grow, CAP + grow
    dx, dy = (x - 0.5) / a, (y - cy) / b
    return dx * dx + dy * dy <= 1.0


def _stack_colour(x: float, y: float) -> RGB | None:
    """The colour of the stack at (x, y), or None where the stack is not."""
    bottom = _stack_bottom()
    # From the top disc down: the first disc that covers the point is the one seen.
    for level in range(len(DISCS) - 1, -1, -1):
        top_face, side = COLOURS[DISCS[level]]
        base = bottom - level * THICKNESS  # centre of this disc's lower rim
        rim = base - THICKNESS  # centre of its top face
        if _in_ellipse(x, y, rim, LINE):
            if _in_ellipse(x, y, rim, -LINE / 2):
                return top_face
            return OUTLINE
        in_side = abs(x - 0.5) <= HALF_WIDTH + LINE and rim <= y <= base
        if in_side or _in_ellipse(x, y, base, LINE):
            inner = abs(x - 0.5) <= HALF_WIDTH - LINE / 2 and rim <= y <= base
            if inner or _in_ellipse(x, y, base, -LINE / 2):
                # A little cylinder shading: darker towards the sides.
                shade = 1.0 - 0.35 * ((x - 0.5) / HALF_WIDTH) ** 2
                return (int(side[0] * shade), int(side[1] * shade), int(side[2] * shade))
            return OUTLINE
    return None


def _grid_line(x: float, y: float) -> bool:
    # The board's 5x5 grid, faintly behind the stack.
    lines = (0.1, 0.3, 0.5, 0.7, 0.9)
    return any(abs(x - line) < 0.006 or abs(y - line) < 0.006 for line in lines)


def _inside_rounded_square(x: float, y: float, radius: float) -> bool:
    cx = min(max(x, radius), 1 - radius)
    cy = min(max(y, radius), 1 - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius


def sample(x: float, y: float, scale: float, corner: float) -> tuple[int, int, int, int]:
    """RGBA at unit coordinates (x, y)."""
    if corner and not _inside_rounded_square(x, y, corner):
        return (0, 0, 0, 0)
    colour = _stack_colour(0.5 + (x - 0.5) / scale, 0.5 + (y - 0.5) / scale)
    if colour is None:
        colour = GRID if _grid_line(x, y) else BOARD
    return (*colour, 255)


def render(size: int, scale: float, corner: float, samples: int = 3) -> bytes:
    """Raw RGBA rows, each averaged over samples x samples points per pixel."""
    rows = bytearray()
    n = samples * samples
    for py in range(size):
        rows.append(0)  # PNG filter type: none
        for px in range(size):
            total = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) / size
                    y = (py + (sy + 0.5) / samples) / size
                    r, g, b, a = sample(x, y, scale, corner)
                    # Premultiplied, so transparent samples do not darken the edge.
                    total[0] += r * a
                    total[1] += g * a
                    total[2] += b * a
                    total[3] += a
            alpha = total[3]
            if alpha:
                rows += bytes((total[0] // alpha, total[1] // alpha, total[2] // alpha))
            else:
                rows += b"\0\0\0"
            rows.append(alpha // n)
    return bytes(rows)


def png(size: int, rgba_rows: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rgba_rows, 9))
        + chunk(b"IEND", b"")
    )


def svg() -> str:
    """The same drawing as SVG, for the favicon (rounded square, stack scaled up)."""
    scale, unit = 1.15, 100
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {unit} {unit}">',
        f'<rect width="{unit}" height="{unit}" rx="18" fill="#{bytes(BOARD).hex()}"/>',
        f'<g transform="translate(50 50) scale({scale}) translate(-50 -50)" '
        f'stroke="#{bytes(OUTLINE).hex()}" stroke-width="{LINE * unit:g}">',
    ]
    bottom = _stack_bottom()
    left, width = (0.5 - HALF_WIDTH) * unit, 2 * HALF_WIDTH * unit
    rx, ry = HALF_WIDTH * unit, CAP * unit
    for level, colour in enumerate(DISCS):
        top_face, side = COLOURS[colour]
        base = (bottom - level * THICKNESS) * unit
        rim = base - THICKNESS * unit
        parts.append(
            f'<path fill="#{bytes(side).hex()}" d="M{left:g} {rim:g}V{base:g}'
            f'A{rx:g} {ry:g} 0 0 0 {left + width:g} {base:g}V{rim:g}Z"/>'
        )
        parts.append(
            f'<ellipse cx="50" cy="{rim:g}" rx="{rx:g}" ry="{ry:g}" '
            f'fill="#{bytes(top_face).hex()}"/>'
        )
    parts += ["</g>", "</svg>", ""]
    return "\n".join(parts)


# name: (size, stack scale, corner radius as a fraction of the size; 0 = full bleed)
ICON_PNGS = {
    "icon-192.png": (192, 1.15, 0.18),
    "icon-512.png": (512, 1.15, 0.18),
    "maskable-512.png": (512, 1.0, 0.0),
    "apple-touch-icon-180.png": (180, 1.05, 0.0),
}


def main() -> int:
    ICONS.mkdir(parents=True, exist_ok=True)
    for name, (size, scale, corner) in ICON_PNGS.items():
        (ICONS / name).write_bytes(png(size, render(size, scale, corner)))
        print(f"wrote {ICONS / name}")
    (ICONS / "favicon.svg").write_text(svg(), encoding="utf-8")
    print(f"wrote {ICONS / 'favicon.svg'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
