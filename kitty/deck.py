"""The ten Objective Cards of the full game for 3-4 players (docs/kitty-rules.md, "Objective
Cards"): their ids and short codes, the deal, and what each one counts on the board.

Inside, a card is its index in `CARDS`; ids (``"tower_king"``) at the API, codes (``tk``) in
notation and position text. A stack is a tuple of colours bottom to top, as in `kitty.game`.
"""

from kitty.seeded import shuffle

CARDS = (
    "monochromatic_frenzy",
    "layered_peaks",
    "color_master",
    "focused_power",
    "rainbow_bridge",
    "tower_king",
    "dramatic_twist",
    "vibrant_colors",
    "forced_exchange",
    "continuous_stacking",
)
CODES = ("mf", "lp", "cm", "fp", "rb", "tk", "dt", "vc", "fe", "cs")
NAMES = (
    "Monochromatic Frenzy",
    "Layered Peaks",
    "Color Master",
    "Focused Power",
    "Rainbow Bridge",
    "Tower King",
    "Dramatic Twist",
    "Vibrant Colors",
    "Forced Exchange",
    "Continuous Stacking",
)
(
    FRENZY,
    LAYERED_PEAKS,
    COLOR_MASTER,
    FOCUSED_POWER,
    RAINBOW,
    TOWER_KING,
    TWIST,
    VIBRANT,
    FORCED_EXCHANGE,
    CONTINUOUS,
) = range(10)
# The cards that score during play; each reveals itself on first use, and only they score so.
PLAY_CARDS = (FRENZY, RAINBOW, TWIST, CONTINUOUS)
END_CARDS = (LAYERED_PEAKS, COLOR_MASTER, FOCUSED_POWER, TOWER_KING, VIBRANT)
HAND = 2
RUN = 5  # Monochromatic Frenzy claims a run of this many pieces of one colour
VIBRANT_HEIGHT = 5
# Where a card is when no player holds it.
FACE_DOWN = -1
DISCARDED = -2
_DEAL_MIX = 0x5BD1E995  # the deal draws from another stream than the setup of the same seed


def card(text: str) -> int:
    """The card of an id or a code, -1 when none has it."""
    if text in CODES:
        return CODES.index(text)
    return CARDS.index(text) if text in CARDS else -1


def deal(seed: int, players: int) -> list[int]:
    """Who holds each card after dealing `HAND` to each of `players` from `seed`: a player's
    index, or `FACE_DOWN` for the cards left out of the game."""
    order = list(range(len(CARDS)))
    shuffle(order, seed ^ _DEAL_MIX)
    holder = [FACE_DOWN] * len(CARDS)
    for at in range(HAND * players):
        holder[order[at]] = at // HAND
    return holder


def colours(stack: "tuple[int, ...]") -> int:
    """How many colours `stack` holds."""
    return len(set(stack))


def longest_run(stack: "tuple[int, ...]") -> int:
    """The most consecutive pieces of one colour in `stack`."""
    best = run = 0
    last = -1
    for piece in stack:
        run = run + 1 if piece == last else 1
        last = piece
        best = max(best, run)
    return best


def rainbow_gain(parts: "list[tuple[int, ...]]", made: "tuple[int, ...]") -> int:
    """Rainbow Bridge's points for the stack `made` from the stacks `parts`: 3 when it holds 4
    colours and each part fewer, else 2 when it holds 3 and each part fewer, else 0."""
    count = colours(made)
    if count < 3 or any(colours(part) >= count for part in parts):
        return 0
    return 3 if count == 4 else 2


def vibrant(stack: "tuple[int, ...]") -> bool:
    """Whether `stack` is at least `VIBRANT_HEIGHT` high with no two touching pieces alike."""
    if len(stack) < VIBRANT_HEIGHT:
        return False
    return all(stack[at] != stack[at + 1] for at in range(len(stack) - 1))


def end_points(which: int, owned: "list[tuple[int, ...]]") -> int:
    """What the end-of-game card `which` scores for a player owning the stacks `owned` (any other
    card scores 0 at the end)."""
    if which == LAYERED_PEAKS:
        return len(owned)
    if which == COLOR_MASTER:
        return sum(colours(stack) - 1 for stack in owned)
    if which == FOCUSED_POWER:
        counts = [0, 0, 0, 0]
        for stack in owned:
            for piece in stack:
                counts[piece] += 1
        return max(counts) // 2
    if which == TOWER_KING:
        return max([len(stack) for stack in owned] or [0]) // 2
    if which == VIBRANT:
        return 5 * sum(1 for stack in owned if vibrant(stack))
    return 0
