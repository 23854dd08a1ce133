"""Mixtour's own sentences: its colours, moves, pieces, scores and rules, the squares' spoken
labels and the guided game's lessons. The table's sentences for every game are `table.words`.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order (MicroPython's
dicts are unordered).
"""

from mixtour import BLUE, PASSES, RED, REPETITION, TARGET, WHITE, Move


def colour_name(colour: str) -> str:
    """``'white'`` → ``'White'``."""
    if colour == BLUE:
        return "Blue"
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
    names = [colour_name(_LETTER_COLOURS.get(letter, RED)) for letter in letters]
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


def result_reason(winner: str | None, reason: str | None, target: int) -> str:
    """Why the rules ended the game, as a sentence (``winner``: None for a draw)."""
    if reason == TARGET and winner is not None:
        return f"{colour_name(winner)} reached {points(target)}."
    if reason == PASSES:
        return "Neither player could move: two passes in a row end the game in a draw."
    if reason == REPETITION:
        return "The same position occurred for the third time: the game is drawn."
    return "The game is over."


def threat_sentence(colour: str, moves: list[str]) -> str:
    """The warning that ``colour`` could score on their next move with one of ``moves``: two
    named at most, so that it fits the two lines of its box (the board marks every one)."""
    who = colour_name(colour)
    if len(moves) > 2:
        return f"Watch out: {who} can score in {len(moves)} ways (marked on the board)."
    return f"Watch out: {who} can score next turn ({', '.join(moves)})."


def refused(error: Exception) -> str:
    """Why the rules refused a position or a record (the engine's error): in English, its own
    message; another language says it by the error's ``reason`` and ``parts``."""
    return str(error)


def illegal_sentence(error: Exception, move: str) -> str:
    """An engine error refusing ``move``, turned into a sentence for the player (another
    language says it by the error's class).

    The engine says ``illegal move 'b4:2-b5': takes back White's last move``; the player reads
    ``Can't play b4:2-b5: it takes back White's last move.``
    """
    said = str(error)
    prefix = "illegal move '"
    if said.startswith(prefix):
        rest = said[len(prefix) :]
        end = rest.find("': ")
        if end > 0:
            move, why = rest[:end], rest[end + 3 :]
            if why.startswith("takes back"):
                why = "it " + why
            return f"Can't play {move}: {why}."
    return said[:1].upper() + said[1:] + ("" if said.endswith(".") else ".")


PUT_BACK = "Put the pieces back."


def held(count: int, square: str) -> str:
    """``'2 pieces from c3'``."""
    return f"{pieces(count)} from {square}"


def holding(count: int, square: str, targets: "list[str]") -> str:
    """What picking up pieces says: where they can go."""
    if targets:
        return f"Holding {held(count, square)}: they can go onto {', '.join(targets)}."
    return f"Holding {held(count, square)}: they cannot move anywhere now."


def only_pieces(square: str, height: int) -> str:
    """A count key or button beyond the held stack's height."""
    return f"The stack on {square} has only {pieces(height)}."


def not_in_line(origin: str, target: str) -> str:
    """A drop on a square that no move reaches from ``origin``."""
    return f"Can't move from {origin} to {target}: pieces move along a rank, a file or a diagonal."


def hint_sentence(move: Move) -> str:
    """The hint in words, e.g. ``'Hint: move 2 pieces from c4 onto d3 (c4:2-d3).'``."""
    text = str(move)
    if move.is_entry:
        return f"Hint: enter a piece on {text}."
    if move.is_pass:
        return "Hint: pass."
    return f"Hint: move {pieces(move.count)} from {text[:2]} onto {text[-2:]} ({text})."


def holding_status(you: str, pieces_held: str, can_move: bool, one_high: bool = False) -> str:
    """The status line while pieces are held (``you``: `your_move`); a 1-high stack has no
    other number of pieces to take."""
    if can_move:
        return f"{you}: put the {pieces_held} on a lit square."
    if one_high:
        return f"{you}: the {pieces_held} cannot move anywhere. Take another stack."
    return f"{you}: the {pieces_held} cannot move anywhere. Take more or fewer, or another stack."


def enter_status(you: str, empty_board: bool) -> str:
    """The status line of a player who can still enter pieces."""
    if empty_board:
        return f"{you}: tap an empty square to enter a piece."
    return f"{you}: enter a piece on an empty square, or pick up a stack."


def move_a_stack_status(you: str) -> str:
    """The status line of a player with no pieces left to enter."""
    return f"{you}: pick up a stack (no pieces left in reserve)."


FLAG_THINKING = "thinking…"


FLAG_TO_MOVE = "to move"


FLAG_WINNER = "winner"


IN_RESERVE = "in reserve"


POINTS_LABEL = "points"


TAKE = "Take"


def score_of(score: int, target: int) -> str:
    """A card's score, spoken: ``'1 point of 3'``."""
    return f"{points(score)} of {target}"


def take(count: int) -> str:
    """A count button, spoken: ``'Take 2 pieces'``."""
    return f"Take {pieces(count)}"


def target_not_offered(target: int, offered: "tuple[int, ...]") -> str:
    """A record played to a target score the page does not offer (``offered``: those it does)."""
    listed = ", ".join(str(number) for number in offered[:-1]) + f" or {offered[-1]}"
    return f"This record plays to {points(target)}; this page plays to {listed}."


def start_reserve(pieces: int, reserve: int) -> str:
    """Why a start position cannot open a game with the reserve option ``reserve``."""
    return (
        f"the start position gives each player {pieces} pieces (on the board and in reserve),"
        f" but the game is played with {reserve}"
    )


def reserve_not_offered(pieces: int, offered: "tuple[int, ...]") -> str:
    """Why a position or record cannot open here: its ``pieces`` each is no reserve offered."""
    listed = " or ".join(str(number) for number in offered)
    return f"it gives each player {pieces} pieces; this page plays with {listed}"


START_FINISHED = "the start position is a finished game: someone has already won"
BOARD_TITLE = "Board: squares a1 to e5"


LAST_ARRIVED = "Last move arrived here."


LAST_LEFT = "Last move left here."


CAN_MOVE_HERE = "You can move here."


HINT_TO = "Hint: move here."


HINT_FROM = "Hint: move from here."


def scored_here(colour: str) -> str:
    return f"{colour_name(colour)} scored here."


def holding_label(count: int) -> str:
    return f"Holding {pieces(count)}."


def scores_here(colour: str) -> str:
    """A lit square where the held pieces would score."""
    return f"Moving here scores for {colour_name(colour)}."


def threat_here(colour: str) -> str:
    return f"{colour_name(colour)} can score here next turn."


# The rules panel's diagrams, described (`board.diagram`).
DIAGRAM_CAPTIONS = {
    "enter": "Entering: a White piece goes onto the empty square b2.",
    "move": "Moving: the top 2 pieces of b2 are picked up and go onto c3, one square away.",
    "distance": (
        "The distance rule: c3 is 2 high, so only a stack exactly 2 squares away can move "
        "onto it, like a1; d3 is too close."
    ),
    "blocking": (
        "Blocking: a3 cannot reach e3, which is 4 high and 4 squares away, because c3 "
        "stands in between."
    ),
    "scoring": (
        "Scoring: the 3 pieces of a3 go onto c3 and make a stack of 5. It is removed at "
        "once and White, whose piece is on top, scores."
    ),
    "ban": (
        "The take-back ban: Red has just moved 1 piece from c3 onto d4. White may not move "
        "1 piece from d4 straight back to c3 now; moving 2 would be allowed."
    ),
}


KEYS_HELP = (
    ("Tab", "Reach the board, then the buttons."),
    ("← ↑ → ↓", "Move between the squares of the board."),
    ("Enter or Space", "Enter a piece, pick up a stack, or put the pieces held on a square."),
    ("1 to 4", "Take that many pieces of the stack."),
    ("Esc", "Put the pieces back; leave the replay."),
)


TUTOR_ENTER = "That moved pieces. This step is about entering one: tap an empty square."


TUTOR_MOVE_PIECES = "That entered a piece. This step asks you to move pieces already on the board."


def tutor_play(move: str) -> str:
    return f"A legal move, but not the one this step asks for: play {move}."


def tutor_height(reached: int, wanted: int) -> str:
    return f"That landed on a {reached}-high stack; this step asks for a {wanted}-high one."


def tutor_target(square: str) -> str:
    return f"That is a legal move, but it does not reach {square}."


def tutor_take(square: str, count: int) -> str:
    return f"Take the pieces from the stack on {square}: the top {pieces(count)}."


def tutor_count(moved: int, wanted: int) -> str:
    return f"That moved {pieces(moved)}; take only the top {wanted}."


def tutor_no_score(scorer: "str | None") -> str:
    if scorer is None:
        return "That builds no stack of five, so nobody scores."
    return (
        f"That builds five with {colour_name(scorer)} on top, so {colour_name(scorer)} scores:"
        " the top piece's owner always does."
    )


def tutor_threat_left(colour: str, threats: "list[str]") -> str:
    return f"{colour_name(colour)} could still score with {' or '.join(threats)}."


_LETTER_COLOURS = {"w": WHITE, "r": RED, "b": BLUE}


def three_scores(square: str, height: int, owner: str, scores: "tuple[int, ...]") -> str:
    """What a removed stack did in a game of three, e.g.
    ``'The stack of 5 on d3 is removed: Blue scores (White 0, Red 0, Blue 1).'``."""
    white, red, blue = scores
    return (
        f"The stack of {height} on {square} is removed: {colour_name(owner)} scores "
        f"(White {white}, Red {red}, Blue {blue})."
    )


def passed_back(mover: str, colour: str) -> str:
    """A pass in a game of three hands the turn back: ``'Blue could not move: the turn passes
    back to Red.'``."""
    return f"{colour_name(mover)} could not move: the turn passes back to {colour_name(colour)}."


def denial_reason(colour: str, reply: "str | None") -> str:
    """Why the next-player rule of Mixtour à trois takes a move away (`mixtour.game.Unavailable`:
    the next player's colour and winning reply, None when the move scores their winning point):
    ``'Blue would win at once with d4:2-e5'``."""
    name = colour_name(colour)
    if reply is None:
        return f"it scores {name}'s winning point"
    return f"{name} would win at once with {reply}"


def unavailable_here(reason: str) -> str:
    """A square the held pieces could reach but may not: ``'Not available: Blue would win at
    once with d4:2-e5.'``."""
    return f"Not available: {reason}."


def holding_unavailable(sentence: str, unavailable: "list[tuple[str, str]]") -> str:
    """What picking up pieces says in a game of three when some squares they reach are
    unavailable (square, reason): ``'… Not onto d4: Blue would win at once with d4:2-e5.'``."""
    reasons = " ".join(f"Not onto {square}: {reason}." for square, reason in unavailable)
    return f"{sentence} {reasons}"


def options_line(target: int, reserve: int) -> str:
    """The options on the mode line: ``'first to 1 point · 20 pieces each'``."""
    return f"first to {points(target)} · {reserve} pieces each"


# The guided first game's steps (mixtour/ui/lessons.py), each its title and task.
LESSONS = (
    ("Enter a piece", "Put one of your pieces on the board: tap any empty square."),
    (
        "Move onto a 1-high stack",
        "Stacks move only onto other stacks, exactly as far as the stack they land on is high."
        " Move your piece from c3 onto Red's piece next door on d4: tap c3, then d4.",
    ),
    (
        "Onto a 2-high stack, from 2 away",
        "The stack on c3 is 2 high, so a piece reaches it from exactly 2 squares away, in a"
        " straight line. Move the piece on a1 onto c3.",
    ),
    (
        "Blocked lines",
        "Every square in between must be empty. Three red pieces stand 2 squares from the"
        " 2-high stack on c3, but only one has a clear line: move it onto c3.",
    ),
    (
        "Split a stack",
        "You may take the top part of a stack. Tap the second piece from the top of the stack"
        " on b2 (or press 2) to take 2 pieces, then move them onto c3.",
    ),
    (
        "No taking back",
        "Red has just moved its piece from c3 onto d4. You may not move that piece straight back"
        " (d4-c3): try it and see. A different number of pieces is allowed: move 2 pieces from"
        " d4 back onto c3.",
    ),
    (
        "Build five and score",
        "A stack of five or more leaves the board at once and its top piece's owner scores."
        " Move the whole stack of 4 from b2 onto c3 to build five with White on top.",
    ),
    (
        "Stop a threat",
        "Red threatens to build five next turn. Find a move after which Red cannot score.",
    ),
)
