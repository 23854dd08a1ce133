"""Mixtour's own sentences: its colours, moves, pieces, scores and rules, the squares' spoken
labels and the guided game's lessons. The table's sentences for every game are `table.words`.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order (MicroPython's
dicts are unordered).
"""

from mixtour import BLUE, PASSES, RED, REPETITION, TARGET, WHITE, Move
from mixtour.errors import IllegalMoveError, InvalidMoveError
from table.keeping_words import one_of
from table.said import counted, reason, said
from table.words import HINT_PASS, as_sentence, move_refused


def colour_name(colour: str) -> str:
    """``'white'`` → ``'White'``."""
    if colour == BLUE:
        return said("Blue")
    return said("White") if colour == WHITE else said("Red")


def pieces(number: int) -> str:
    """``1`` → ``'1 piece'``, ``3`` → ``'3 pieces'``."""
    return counted(number, "{count} piece", "{count} pieces")


def points(number: int) -> str:
    """``1`` → ``'1 point'``, ``3`` → ``'3 points'``."""
    return counted(number, "{count} point", "{count} points")


def stack_description(letters: str) -> str:
    """A stack's colours from the bottom up, e.g. ``'wwr'`` → ``'White, White, Red on top'``."""
    if not letters:
        return said("empty")
    names = [colour_name(_LETTER_COLOURS.get(letter, RED)) for letter in letters]
    if len(names) == 1:
        return said("1 piece, {colour}", colour=names[0])
    return said("{pieces}: {colours} on top", pieces=pieces(len(names)), colours=", ".join(names))


def square_label(name: str, letters: str, state: str = "") -> str:
    """What a screen reader says for a board square, e.g. ``'c3, 2 pieces: White, Red on top'``."""
    label = f"{name}, {stack_description(letters)}"
    return f"{label}. {state}" if state else label


def _stack_move(move: Move) -> "dict[str, object]":
    """A move of pieces in a sentence's words: its ``pieces``, ``origin`` and ``target``."""
    text = str(move)
    return {"pieces": pieces(move.count), "origin": text[:2], "target": text[-2:]}


def move_sentence(colour: str, move: Move) -> str:
    """What a move did, e.g. ``'Red moves 2 pieces from c4 onto d3.'``."""
    who = colour_name(colour)
    if move.is_pass:
        return said("{who} has no legal move and passes.", who=who)
    if move.is_entry:
        return said("{who} enters a piece on {square}.", who=who, square=str(move))
    return said("{who} moves {pieces} from {origin} onto {target}.", who=who, **_stack_move(move))


def removal_sentence(square: str, height: int, owner: str, scores: "tuple[int, ...]") -> str:
    """What a removed stack did, with the scores after it in colour order, e.g. ``'The stack of
    5 on d3 is removed: Red scores (White 0, Red 1).'``, or with three ``'… Blue scores (White
    0, Red 0, Blue 1).'``."""
    parts = {"height": height, "square": square, "owner": colour_name(owner)}
    if len(scores) == 3:
        white, red, blue = scores
        return said(
            "The stack of {height} on {square} is removed: {owner} scores"
            " (White {white}, Red {red}, Blue {blue}).",
            white=white,
            red=red,
            blue=blue,
            **parts,
        )
    white, red = scores
    score = said("White {white}, Red {red}", white=white, red=red)
    return said(
        "The stack of {height} on {square} is removed: {owner} scores ({score}).",
        score=score,
        **parts,
    )


def result_reason(winner: str | None, reason: str | None, target: int) -> str:
    """Why the rules ended the game, as a sentence (``winner``: None for a draw)."""
    if reason == TARGET and winner is not None:
        return said("{winner} reached {points}.", winner=colour_name(winner), points=points(target))
    if reason == PASSES:
        return said("Neither player could move: two passes in a row end the game in a draw.")
    if reason == REPETITION:
        return said("The same position occurred for the third time: the game is drawn.")
    return said("The game is over.")


def threat_sentence(colour: str, moves: list[str]) -> str:
    """The warning that ``colour`` could score on their next move with one of ``moves``: two
    named at most, so that it fits the two lines of its box (the board marks every one)."""
    who = colour_name(colour)
    if len(moves) > 2:
        return said(
            "Watch out: {who} can score in {count} ways (marked on the board).",
            who=who,
            count=len(moves),
        )
    return said("Watch out: {who} can score next turn ({moves}).", who=who, moves=", ".join(moves))


def _reason(error: Exception) -> "str | None":
    """What the page's language says for the engine's ``error`` by its kind (class, ``reason``
    and ``parts``, `mixtour.errors.MixtourError.because`): a refused move's colours said by
    their names, and its unavailability by `denial_reason`; None when the language has no words
    for it (English: the engine's own message is the sentence)."""
    why, kind = getattr(error, "reason", ""), type(error).__name__
    parts: list[object] = list(getattr(error, "parts", ()))
    if isinstance(error, (InvalidMoveError, IllegalMoveError)):
        if why == "unavailable":
            parts = [denial_reason(str(parts[0]), None if parts[1] is None else str(parts[1]))]
        parts = [colour_name(part) if part in (WHITE, RED, BLUE) else part for part in parts]
    else:
        parts = [refused(part) if isinstance(part, Exception) else part for part in parts]
    if kind == "PositionError" and parts:
        field = reason(f"engine: mixtour position field {parts[0]}", ())
        said_why = reason(f"engine: mixtour PositionError {why}", parts[1:])
        if field is None or said_why is None:
            return None
        return f"{field}: {said_why}"
    return reason(f"engine: mixtour {kind} {why}", parts)


def refused(error: Exception) -> str:
    """Why the rules refused a position, a record or a move (the engine's error): said by its
    kind where the page's language has words for it, else (English) the engine's message."""
    why = _reason(error)
    return str(error) if why is None else why


def illegal_sentence(error: Exception, move: str) -> str:
    """An engine error refusing ``move``, turned into a sentence for the player.

    The engine says ``illegal move 'b4:2-b5': takes back White's last move``; the player reads
    ``Can't play b4:2-b5: it takes back White's last move.``; another language says it by the
    error's class and reason (`refused`).
    """
    why = _reason(error) if isinstance(error, (InvalidMoveError, IllegalMoveError)) else None
    if why is not None:
        return move_refused(move, why, not isinstance(error, InvalidMoveError))
    said_by_engine = str(error)
    prefix = "illegal move '"
    if said_by_engine.startswith(prefix):
        move, found, why = said_by_engine[len(prefix) :].partition("': ")
        if move and found:
            if why.startswith("takes back"):
                why = "it " + why
            return f"Can't play {move}: {why}."
    return as_sentence(said_by_engine)


PUT_BACK = said("Put the pieces back.")


def held(count: int, square: str) -> str:
    """``'2 pieces from c3'``."""
    return said("{pieces} from {square}", pieces=pieces(count), square=square)


def holding(
    count: int, square: str, targets: "list[str]", unavailable: "list[tuple[str, str]]"
) -> str:
    """What picking up pieces says: where they can go, and in a game of three where they
    may not though they reach it (square, reason): ``'… Not onto d4: Blue would win at once
    with d4:2-e5.'``."""
    if targets:
        sentence = counted(
            count,
            "Holding {held}: it can go onto {targets}.",
            "Holding {held}: they can go onto {targets}.",
            held=held(count, square),
            targets=", ".join(targets),
        )
    else:
        sentence = counted(
            count,
            "Holding {held}: it cannot move anywhere now.",
            "Holding {held}: they cannot move anywhere now.",
            held=held(count, square),
        )
    for target, why in unavailable:
        sentence += " " + said("Not onto {square}: {reason}.", square=target, reason=why)
    return sentence


def only_pieces(square: str, height: int) -> str:
    """A count key or button beyond the held stack's height."""
    return said("The stack on {square} has only {pieces}.", square=square, pieces=pieces(height))


def not_in_line(origin: str, target: str) -> str:
    """A drop on a square that no move reaches from ``origin``."""
    return said(
        "Can't move from {origin} to {target}: pieces move along a rank, a file or a diagonal.",
        origin=origin,
        target=target,
    )


def hint_sentence(move: Move) -> str:
    """The hint in words, e.g. ``'Hint: move 2 pieces from c4 onto d3 (c4:2-d3).'``."""
    if move.is_entry:
        return said("Hint: enter a piece on {square}.", square=str(move))
    if move.is_pass:
        return HINT_PASS
    return said(
        "Hint: move {pieces} from {origin} onto {target} ({move}).",
        move=str(move),
        **_stack_move(move),
    )


def holding_status(you: str, pieces_held: str, can_move: bool, one_high: bool = False) -> str:
    """The status line while pieces are held (``you``: `your_move`); a 1-high stack has no
    other number of pieces to take."""
    parts = {"you": you, "held": pieces_held}
    if can_move:
        return said("{you}: put the {held} on a lit square.", **parts)
    if one_high:
        return said("{you}: the {held} cannot move anywhere. Take another stack.", **parts)
    return said(
        "{you}: the {held} cannot move anywhere. Take more or fewer, or another stack.", **parts
    )


def enter_status(you: str, empty_board: bool) -> str:
    """The status line of a player who can still enter pieces."""
    if empty_board:
        return said("{you}: tap an empty square to enter a piece.", you=you)
    return said("{you}: enter a piece on an empty square, or pick up a stack.", you=you)


def move_a_stack_status(you: str) -> str:
    """The status line of a player with no pieces left to enter."""
    return said("{you}: pick up a stack (no pieces left in reserve).", you=you)


FLAG_WINNER = said("winner")
IN_RESERVE = said("in reserve")
POINTS_LABEL = said("points")
TAKE = said("Take")


def score_of(score: int, target: int) -> str:
    """A card's score, spoken: ``'1 point of 3'``."""
    return said("{points} of {target}", points=points(score), target=target)


def take(count: int) -> str:
    """A count button, spoken: ``'Take 2 pieces'``."""
    return said("Take {pieces}", pieces=pieces(count))


def target_not_offered(target: int, offered: "tuple[int, ...]") -> str:
    """A record played to a target score the page does not offer (``offered``: those it does)."""
    listed = one_of(tuple(str(number) for number in offered))
    return said(
        "This record plays to {points}; this page plays to {listed}.",
        points=points(target),
        listed=listed,
    )


def start_reserve(pieces: int, reserve: int) -> str:
    """Why a start position cannot open a game with the reserve option ``reserve``."""
    return said(
        "the start position gives each player {pieces} pieces (on the board and in reserve),"
        " but the game is played with {reserve}",
        pieces=pieces,
        reserve=reserve,
    )


def reserve_not_offered(pieces: int, offered: "tuple[int, ...]") -> str:
    """Why a position or record cannot open here: its ``pieces`` each is no reserve offered."""
    listed = one_of(tuple(str(number) for number in offered))
    return said(
        "it gives each player {pieces} pieces; this page plays with {listed}",
        pieces=pieces,
        listed=listed,
    )


START_FINISHED = said("the start position is a finished game: someone has already won")
BOARD_TITLE = said("Board: squares a1 to e5")
LAST_ARRIVED = said("Last move arrived here.")
LAST_LEFT = said("Last move left here.")
CAN_MOVE_HERE = said("You can move here.")
HINT_TO = said("Hint: move here.")
HINT_FROM = said("Hint: move from here.")


def scored_here(colour: str) -> str:
    return said("{colour} scored here.", colour=colour_name(colour))


def holding_label(count: int) -> str:
    return said("Holding {pieces}.", pieces=pieces(count))


def scores_here(colour: str) -> str:
    """A lit square where the held pieces would score."""
    return said("Moving here scores for {colour}.", colour=colour_name(colour))


def threat_here(colour: str) -> str:
    return said("{colour} can score here next turn.", colour=colour_name(colour))


# The rules panel's diagrams, described (`board.diagram`).
DIAGRAM_CAPTIONS = {
    "enter": said("Entering: a White piece goes onto the empty square b2."),
    "move": said("Moving: the top 2 pieces of b2 are picked up and go onto c3, one square away."),
    "distance": said(
        "The distance rule: c3 is 2 high, so only a stack exactly 2 squares away can move "
        "onto it, like a1; d3 is too close."
    ),
    "blocking": said(
        "Blocking: a3 cannot reach e3, which is 4 high and 4 squares away, because c3 "
        "stands in between."
    ),
    "scoring": said(
        "Scoring: the 3 pieces of a3 go onto c3 and make a stack of 5. It is removed at "
        "once and White, whose piece is on top, scores."
    ),
    "ban": said(
        "The take-back ban: Red has just moved 1 piece from c3 onto d4. White may not move "
        "1 piece from d4 straight back to c3 now; moving 2 would be allowed."
    ),
}


KEYS_HELP = (
    (said("Tab"), said("Reach the board, then the buttons.")),
    ("← ↑ → ↓", said("Move between the squares of the board.")),
    (
        said("Enter or Space"),
        said("Enter a piece, pick up a stack, or put the pieces held on a square."),
    ),
    (said("1 to 4"), said("Take that many pieces of the stack.")),
    (said("Esc"), said("Put the pieces back; leave the replay.")),
)


TUTOR_ENTER = said("That moved pieces. This step is about entering one: tap an empty square.")


TUTOR_MOVE_PIECES = said(
    "That entered a piece. This step asks you to move pieces already on the board."
)


def tutor_play(move: str) -> str:
    return said("A legal move, but not the one this step asks for: play {move}.", move=move)


def tutor_height(reached: int, wanted: int) -> str:
    return said(
        "That landed on a {reached}-high stack; this step asks for a {wanted}-high one.",
        reached=reached,
        wanted=wanted,
    )


def tutor_target(square: str) -> str:
    return said("That is a legal move, but it does not reach {square}.", square=square)


def tutor_take(square: str, count: int) -> str:
    return said(
        "Take the pieces from the stack on {square}: the top {pieces}.",
        square=square,
        pieces=pieces(count),
    )


def tutor_count(moved: int, wanted: int) -> str:
    return said(
        "That moved {pieces}; take only the top {wanted}.", pieces=pieces(moved), wanted=wanted
    )


def tutor_no_score(scorer: "str | None") -> str:
    if scorer is None:
        return said("That builds no stack of five, so nobody scores.")
    return said(
        "That builds five with {colour} on top, so {colour} scores:"
        " the top piece's owner always does.",
        colour=colour_name(scorer),
    )


def tutor_threat_left(colour: str, threats: "list[str]") -> str:
    return said(
        "{colour} could still score with {threats}.",
        colour=colour_name(colour),
        threats=said(" or ").join(threats),
    )


_LETTER_COLOURS = {"w": WHITE, "r": RED, "b": BLUE}


def passed_back(mover: str, colour: str) -> str:
    """A pass in a game of three hands the turn back: ``'Blue could not move: the turn passes
    back to Red.'``."""
    return said(
        "{mover} could not move: the turn passes back to {colour}.",
        mover=colour_name(mover),
        colour=colour_name(colour),
    )


def denial_reason(colour: str, reply: "str | None") -> str:
    """Why the next-player rule of Mixtour à trois takes a move away (`mixtour.game.Unavailable`:
    the next player's colour and winning reply, None when the move scores their winning point):
    ``'Blue would win at once with d4:2-e5'``."""
    name = colour_name(colour)
    if reply is None:
        return said("it scores {name}'s winning point", name=name)
    return said("{name} would win at once with {reply}", name=name, reply=reply)


def unavailable_here(reason: str) -> str:
    """A square the held pieces could reach but may not: ``'Not available: Blue would win at
    once with d4:2-e5.'``."""
    return said("Not available: {reason}.", reason=reason)


def options_line(target: int, reserve: int) -> str:
    """The options on the mode line: ``'first to 1 point · 20 pieces each'``."""
    return said("first to {points} · {reserve} pieces each", points=points(target), reserve=reserve)


# The guided first game's steps (mixtour/ui/lessons.py), each its title and task.
LESSONS = (
    (said("Enter a piece"), said("Put one of your pieces on the board: tap any empty square.")),
    (
        said("Move onto a 1-high stack"),
        said(
            "Stacks move only onto other stacks, exactly as far as the stack they land on is "
            "high. Move your piece from c3 onto Red's piece next door on d4: tap c3, then d4."
        ),
    ),
    (
        said("Onto a 2-high stack, from 2 away"),
        said(
            "The stack on c3 is 2 high, so a piece reaches it from exactly 2 squares away, in "
            "a straight line. Move the piece on a1 onto c3."
        ),
    ),
    (
        said("Blocked lines"),
        said(
            "Every square in between must be empty. Three red pieces stand 2 squares from the "
            "2-high stack on c3, but only one has a clear line: move it onto c3."
        ),
    ),
    (
        said("Split a stack"),
        said(
            "You may take the top part of a stack. Tap the second piece from the top of the "
            "stack on b2 (or press 2) to take 2 pieces, then move them onto c3."
        ),
    ),
    (
        said("No taking back"),
        said(
            "Red has just moved its piece from c3 onto d4. You may not move that piece "
            "straight back (d4-c3): try it and see. A different number of pieces is allowed: "
            "move 2 pieces from d4 back onto c3."
        ),
    ),
    (
        said("Build five and score"),
        said(
            "A stack of five or more leaves the board at once and its top piece's owner "
            "scores. Take the whole stack of 4 on b2: tap its bottom piece (or press 4), then "
            "move it onto c3 to build five with White on top."
        ),
    ),
    (
        said("Stop a threat"),
        said("Red threatens to build five next turn. Find a move after which Red cannot score."),
    ),
)
