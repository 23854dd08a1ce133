"""The page's sentences: whose turn it is, what just happened, how the game ended.

Everything a player reads about the game (the status line, the announcements the screen reader's
live region speaks, the game-over banner, the squares' spoken labels) is written here, so that the
page speaks with one voice and the sentences can be tested without a browser. Pure Python that
MicroPython runs: no `typing`, and no reliance on dict order (MicroPython's dicts are unordered).
"""

from mixtour import PASSES, RED, REPETITION, TARGET, WHITE, Move


def colour_name(colour: str) -> str:
    """``'white'`` → ``'White'``."""
    return "White" if colour == WHITE else "Red"


def pieces(number: int) -> str:
    """``1`` → ``'1 piece'``, ``3`` → ``'3 pieces'``."""
    return f"{number} piece" if number == 1 else f"{number} pieces"


def points(number: int) -> str:
    """``1`` → ``'1 point'``, ``3`` → ``'3 points'``."""
    return f"{number} point" if number == 1 else f"{number} points"


def score_line(white: int, red: int) -> str:
    """The score as players say it, White first: ``'White 1, Red 0'``."""
    return f"White {white}, Red {red}"


def stack_description(letters: str) -> str:
    """A stack's colours from the bottom up, e.g. ``'wwr'`` → ``'White, White, Red on top'``."""
    if not letters:
        return "empty"
    names = [colour_name(WHITE if letter == "w" else RED) for letter in letters]
    if len(names) == 1:
        return f"1 piece, {names[0]}"
    return f"{pieces(len(names))}: {', '.join(names)} on top"


def square_label(name: str, letters: str, state: str = "") -> str:
    """What a screen reader says for a board square, e.g. ``'c3, 2 pieces: White, Red on top'``."""
    label = f"{name}, {stack_description(letters)}"
    return f"{label}. {state}" if state else label


def move_sentence(colour: str, move: Move) -> str:
    """What a move did, e.g. ``'Red moves 2 pieces from c4 onto d3.'``."""
    who = colour_name(colour)
    text = str(move)
    if move.is_pass:
        return f"{who} has no legal move and passes."
    if move.is_entry:
        return f"{who} enters a piece on {text}."
    origin, target = text[:2], text[-2:]
    return f"{who} moves {pieces(move.count)} from {origin} onto {target}."


def removal_sentence(square: str, height: int, owner: str, white: int, red: int) -> str:
    """What a removed stack did, e.g.
    ``'The stack of 5 on d3 is removed: Red scores (White 0, Red 1).'``."""
    return (
        f"The stack of {height} on {square} is removed: {colour_name(owner)} scores "
        f"({score_line(white, red)})."
    )


def result_title(result: str | None) -> str:
    """The banner's headline: ``'White wins!'``, ``'Red wins!'`` or ``'Draw'``."""
    if result in (WHITE, RED):
        return f"{colour_name(result)} wins!"
    return "Draw"


def result_reason(result: str | None, reason: str | None, target: int) -> str:
    """Why the game ended, as a sentence."""
    if reason == TARGET and result in (WHITE, RED):
        return f"{colour_name(result)} reached {points(target)}."
    if reason == PASSES:
        return "Neither player could move: two passes in a row end the game in a draw."
    if reason == REPETITION:
        return "The same position occurred for the third time: the game is drawn."
    return "The game is over."


def result_sentence(result: str | None, reason: str | None, target: int) -> str:
    """The whole result in one sentence, for the status line and the live region."""
    return f"{result_title(result)} {result_reason(result, reason, target)}"


def threat_sentence(colour: str, moves: list[str]) -> str:
    """The warning that ``colour`` could score on their next move with one of ``moves``."""
    who = colour_name(colour)
    shown = moves[:3]
    more = len(moves) - len(shown)
    listed = ", ".join(shown) + (f" and {more} more" if more else "")
    return f"Watch out: {who} can score next turn ({listed})."


def illegal_sentence(error: str) -> str:
    """An engine error turned into a sentence for the player.

    The engine says ``illegal move 'b4:2-b5': takes back White's last move``; the player reads
    ``Can't play b4:2-b5: it takes back White's last move.``
    """
    prefix = "illegal move '"
    if error.startswith(prefix):
        rest = error[len(prefix) :]
        end = rest.find("': ")
        if end > 0:
            move, why = rest[:end], rest[end + 3 :]
            if why.startswith("takes back"):
                why = "it " + why
            return f"Can't play {move}: {why}."
    return error[:1].upper() + error[1:] + ("" if error.endswith(".") else ".")


def level_label(level: str) -> str:
    """A level's name for display: ``'strong'`` → ``'Strong'``."""
    return level[:1].upper() + level[1:]


def moves_count(number: int) -> str:
    """``1`` → ``'1 move'``, ``3`` → ``'3 moves'``."""
    return f"{number} move" if number == 1 else f"{number} moves"


def _played(colour: str, move: "Move | None") -> str:
    if move is None:
        return ""
    if move.is_pass:
        return f"{colour_name(colour)} passed"
    return f"{colour_name(colour)} played {move}"


def review_status(ply: int, total: int, mover: str, last: "Move | None") -> str:
    """The status line while reviewing: which move the board shows, out of how many."""
    if ply == 0 or last is None:
        return f"Viewing the start of the game, before move 1 of {total}."
    return f"Viewing move {ply} of {total}: {_played(mover, last)}."


def review_sentence(ply: int, total: int, mover: str, last: "Move | None") -> str:
    """What stepping through the game announces."""
    return review_status(ply, total, mover, last)


def review_blocked(ply: int) -> str:
    """A tap on the board while an earlier position is shown."""
    return (
        f"This is move {ply}, not the game as it stands: choose Back to game, "
        "or Play from here to continue from this position."
    )


def branch_question(ply: int, later: int) -> str:
    """The confirmation asked before playing on from an earlier position."""
    start = "the start" if ply == 0 else f"move {ply}"
    return (
        f"Play on from {start}? The {moves_count(later)} after it will be replaced by the "
        "moves played from here."
    )


def branch_sentence(ply: int, later: int) -> str:
    """What playing on from an earlier position did."""
    start = "the start" if ply == 0 else f"move {ply}"
    return (
        f"Playing on from {start}: the next move replaces the {moves_count(later)} that "
        "followed (until then, Redo brings them back)."
    )


def link_waiting(colour: str) -> str:
    """Playing by link, while the other player is to move on their own device."""
    return f"Waiting for {colour_name(colour)}, who plays on your friend's device."


def review_label(ply: int, total: int) -> str:
    """The review bar's words: ``'Viewing move 7 of 23'``."""
    if ply == 0:
        return f"Viewing the start, before move 1 of {total}"
    return f"Viewing move {ply} of {total}"
