"""Reading the chances in the AI worker's replies, for the chance bar and the game review."""

from mixtour import BLUE, RED, WHITE

_COLOURS = {"w": WHITE, "r": RED, "b": BLUE}


def to_move(position: str) -> str:
    """The colour to move in a position text (its second field)."""
    fields = position.split(" ")
    return _COLOURS.get(fields[1], WHITE) if len(fields) > 1 else WHITE


def shares_of(values: object, colours: "tuple[str, ...]") -> "dict[str, float] | None":
    """Each of ``colours``' share of the game in a reply's ``shares``, each between 0 and 1 and
    scaled to add up to 1; None when they are not one number per colour."""
    if not isinstance(values, dict):
        return None
    shares = {}
    for colour in colours:
        value = values.get(colour)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        shares[colour] = min(1.0, max(0.0, float(value)))
    total = sum(shares.values())
    if total <= 0:
        return None
    return {colour: share / total for colour, share in shares.items()}
