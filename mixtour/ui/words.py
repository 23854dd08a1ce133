"""The page's sentences: whose turn it is, what just happened, how the game ended.

Everything a player reads about the game (the status line, the announcements the screen reader's
live region speaks, the game-over banner, the squares' spoken labels) is written here, so that the
page speaks with one voice and the sentences can be tested without a browser. Pure Python that
MicroPython runs: no `typing`, and no reliance on dict order (MicroPython's dicts are unordered).
"""

from mixtour import BLUE, PASSES, RED, REPETITION, TARGET, WHITE, Move
from mixtour.record import AGREEMENT, RESIGNATION

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from mixtour.ui.puzzle import Puzzle
    from mixtour.ui.review import Judgement


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


def result_title(result: str | None) -> str:
    """The banner's headline: ``'White wins!'``, ``'Red wins!'`` or ``'Draw'``."""
    if result in (WHITE, RED, BLUE):
        return f"{colour_name(result)} wins!"
    return "Draw"


def result_for(result: str | None, human: str) -> str:
    """The result card's headline for the one human against the computer: ``'You won'``,
    ``'You lost'`` or ``'Draw'``."""
    if result == human:
        return "You won"
    if result in (WHITE, RED, BLUE):
        return "You lost"
    return "Draw"


def result_reason(result: str | None, reason: str | None, target: int) -> str:
    """Why the game ended, as a sentence."""
    if reason == TARGET and result in (WHITE, RED, BLUE):
        return f"{colour_name(result)} reached {points(target)}."
    if reason == PASSES:
        return "Neither player could move: two passes in a row end the game in a draw."
    if reason == REPETITION:
        return "The same position occurred for the third time: the game is drawn."
    if reason == AGREEMENT:
        return "The players agreed a draw."
    if reason == RESIGNATION and result in (WHITE, RED):
        return f"{colour_name(RED if result == WHITE else WHITE)} resigned."
    return "The game is over."


def result_sentence(result: str | None, reason: str | None, target: int) -> str:
    """The whole result in one sentence, for the status line and the live region."""
    title = result_title(result)
    stop = "" if title.endswith("!") else "."  # "Draw. The players agreed a draw."
    return f"{title}{stop} {result_reason(result, reason, target)}"


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


# -- the page's controls and messages --------------------------------------------------------

PUT_BACK = "Put the pieces back."
LOOKING_FOR_HINT = "Looking for a good move…"
AI_READY = "AI ready."
AI_STARTING = "AI is loading…"
AI_IDLE = "The AI starts when a game against it or a hint needs it."
HINT_AFTER_LOADING = "Starting the AI for a hint…"
OTHER_TAB = "This game went on in another tab of this page: it is shown here as it stands."
DELETED_UNREADABLE = "Deleted the unreadable saved game."


def pause_label(paused: bool) -> str:
    """The Pause button's label (it resumes while paused)."""
    return "Resume" if paused else "Pause"


def paused(now_paused: bool) -> str:
    """What pausing or resuming AI against AI says."""
    return "Paused." if now_paused else "Resumed."


def hint_label(thinking: bool) -> str:
    """The Hint button's label (while the AI looks for one, it says so)."""
    return "Thinking…" if thinking else "Hint"


def ai_loading(seconds: int) -> str:
    """The AI status line while the worker starts."""
    return f"AI is loading… {seconds} s"


def ai_not_started(seconds: float) -> str:
    """The AI status line when the worker has not answered in time."""
    return (
        f"The AI has not started after {seconds:g} s. Reload the page to try again; "
        "two players can still play."
    )


def ai_failed_to_load(reason: str) -> str:
    """The AI status line when the worker failed."""
    return f"The AI failed to load ({reason}). Two players can still play."


# -- keeping games ---------------------------------------------------------------------------

NEW_GAME_KEEPS = "New game started. The unfinished game is kept: you can go back to it."
NO_PREVIOUS_GAME = "There is no previous game to go back to."
BACK_TO_PREVIOUS = "Back to the game you had open before. The other game is kept too."


def autosave_line(ok: bool) -> str:
    """The line under the move list: whether the game is kept as it is played."""
    if ok:
        return "Saved in this browser as you play."
    return "This browser does not let the page keep the game: use Save game… for a copy."


def unreadable_save(reason: str, kept: bool) -> str:
    """The notice for a saved game that could not be read."""
    if kept:
        where = "It is kept in this browser, so you can still download it."
    else:
        where = "It is left where it was and this game is not saved until you download it."
    return f"Your saved game could not be read: {reason}. A new game has started. {where}"


def opened_keeps(what: str) -> str:
    """The notice after opening ``what`` (e.g. 'the game record') over an unfinished game."""
    return f"Opened {what}. The game you had open is kept: you can go back to it."


def previous_unreadable(reason: str) -> str:
    return f"The previous game could not be read ({reason})."


def back_to_previous(status: str) -> str:
    """What going back to the previous game says, then the status line."""
    return f"Back to your previous game. {status}"


def bad_link(reason: str) -> str:
    """The notice for a game link that cannot be opened."""
    return f"This game link cannot be opened: {reason}. Your game is unchanged."


def bad_link_short(reason: str) -> str:
    """The same, announced when the link was opened in a page already open."""
    return f"This game link cannot be opened: {reason}."


def unchanged(error: str) -> str:
    """An import's error, and the reassurance."""
    return f"{error} Your game is unchanged."


def file_too_big(name: str, size: int) -> str:
    return f"{name} is too big to be a game record ({size} bytes). Your game is unchanged."


def file_unreadable(name: str, reason: str) -> str:
    return f"{name} could not be read: {reason}."


def link_note(by_link: bool, to: str = "") -> str:
    """What the Save game dialog says about the game's link (``to``: with three players by
    link, the colour it goes to)."""
    if by_link and to:
        return (
            f"Send this link to {colour_name(to)}: it opens this game on their device, for "
            "them to play their move and send the link on to the player after them."
        )
    if by_link:
        return (
            "Send this link to your friend: it opens this game on their device, for them to "
            "play their move and send you a link back."
        )
    return (
        "Whoever opens this link sees this game and can play on from it. The game is in the "
        "link itself: nothing is stored on a server."
    )


def link_name(by_link: bool, to: str = "") -> str:
    """What the copied link is called (``to``: with three players by link, who it is for)."""
    if by_link and to:
        return f"Link for {colour_name(to)}"
    return "Link for your friend" if by_link else "Link"


def copied(what: str, ok: bool) -> str:
    """What copying ``what`` (``'Record'``, ``'Link'``) to the clipboard did."""
    if ok:
        return f"{what} copied."
    return (
        f"This browser did not let the page copy the {what.lower()}: it is selected, "
        "press Ctrl+C (⌘C on a Mac) to copy it."
    )


def downloaded(filename: str) -> str:
    return f"Downloaded {filename}."


# -- the table: holding pieces, whose turn, undo and redo, the computer -----------------------

COMPUTER_PLAYS_BOTH = "The computer plays both sides: start a new game to play yourself."
TWO_PLAYERS_HERE = "Two players on this device"


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


def wait_for(colour: str) -> str:
    return f"Wait for {colour_name(colour)} to move."


def took_back(moves: "list[str]", status: str) -> str:
    return f"Took back {', '.join(moves)}. {status}"


def replayed(moves: "list[str]", status: str) -> str:
    return f"Replayed {', '.join(moves)}. {status}"


def back_to_game(status: str) -> str:
    """Leaving the review: back to the game as it stands."""
    return f"Back to the game. {status}"


def new_game(status: str) -> str:
    return f"New game. {status}"


def no_hint(reason: str) -> str:
    return f"No hint: {reason}"


def hint_sentence(move: Move) -> str:
    """The hint in words, e.g. ``'Hint: move 2 pieces from c4 onto d3 (c4:2-d3).'``."""
    text = str(move)
    if move.is_entry:
        return f"Hint: enter a piece on {text}."
    if move.is_pass:
        return "Hint: pass."
    return f"Hint: move {pieces(move.count)} from {text[:2]} onto {text[-2:]} ({text})."


def ai_could_not_move(reason: str) -> str:
    return f"The computer could not move: {reason}"


def ai_illegal_move(reason: str) -> str:
    return f"The computer chose an illegal move: {reason}"


def ai_error_status(error: str) -> str:
    """The status line after the computer failed to move (``error``: what went wrong)."""
    return f"{error}. Undo, or start a new game, to go on."


def paused_status(colour: str) -> str:
    return f"Paused. {colour_name(colour)} to move."


def waiting_for_the_ai(colour: str) -> str:
    """The status line while the computer, to move, has not loaded yet."""
    return f"{colour_name(colour)} will move as soon as the AI has loaded…"


def the_ai_could_not_start(colour: str) -> str:
    return (
        f"The AI could not start, so {colour_name(colour)} cannot move. "
        "Two players can still play: choose New game."
    )


def thinking(colour: str) -> str:
    return f"{colour_name(colour)} is thinking…"


def your_move(colour: str, you: bool) -> str:
    """``'Your move'`` for the one person at the table, else ``'White to move'``."""
    return "Your move" if you else f"{colour_name(colour)} to move"


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


def page_title(state: str) -> str:
    """The document's title: ``'Mixtour'``, or ``state`` first (``'Your move · Mixtour'``)."""
    return f"{state} · Mixtour" if state else "Mixtour"


def against_the_computer(human: str, level: str) -> str:
    return f"You ({colour_name(human)}) against the computer ({level})"


def against_a_friend(human: str) -> str:
    return f"You ({colour_name(human)}) against a friend, by link"


def computer_against_computer(level: str, speed: str) -> str:
    return f"Computer against computer ({level}, {speed})"


def mode_line(mode: str, target: int, reserve: int) -> str:
    """The mode and options in one line, always on screen."""
    return f"{mode} · first to {points(target)} · {reserve} pieces each"


# -- the players' cards and the count buttons --------------------------------------------------

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


# -- notices' buttons --------------------------------------------------------------------------

DOWNLOAD_IT = "Download it"
BACK_TO_THAT_GAME = "Back to that game"
BACK_TO_MY_GAME = "Back to my game"
SWITCH_BACK = "Switch back"
DISMISS = "Dismiss"
NO_MOVES_YET = "No moves yet."


def found_at(date: str, time: str) -> str:
    """When an unreadable saved game was found: ``'Found 2026-11-22 10:04'``."""
    return f"Found {date} {time}"


# -- opening a game from text ------------------------------------------------------------------

NOTHING_TO_OPEN = "There is nothing to open: paste a game record, a position or a link."


def too_long_to_open(length: int) -> str:
    return (
        f"This is too long to be a game ({length} characters): open a game record, "
        "a position or a game link."
    )


def link_unopenable(reason: str) -> str:
    return f"This game link cannot be opened: {reason}."


def record_unreadable(reason: str, one_line: bool) -> str:
    """A record that cannot be read (``one_line``: it was not a position or a link either)."""
    also = " (nor is it a position or a game link)" if one_line else ""
    return f"This game record cannot be read{also}: {reason}."


def target_not_offered(target: int, offered: "tuple[int, ...]") -> str:
    """A record played to a target score the page does not offer (``offered``: those it does)."""
    listed = ", ".join(str(number) for number in offered[:-1]) + f" or {offered[-1]}"
    return f"This record plays to {points(target)}; this page plays to {listed}."


def position_unreadable(reason: str) -> str:
    return f"This position cannot be read: {reason}."


def opened(what: str, count: int, where: str) -> str:
    """What opening a game says: ``'Opened the game record (12 moves). Red to move.'``."""
    moves = f" ({moves_count(count)})" if count else ""
    return f"Opened {what}{moves}. {where}"


def to_move(colour: str) -> str:
    return f"{colour_name(colour)} to move."


def computer_player(level: str) -> str:
    """A record's name for the computer: ``'Computer (strong)'``."""
    return f"Computer ({level})"


# -- the board's spoken labels -----------------------------------------------------------------

BOARD_TITLE = "Board: squares a1 to e5"
LAST_ARRIVED = "Last move arrived here."
LAST_LEFT = "Last move left here."
CAN_MOVE_HERE = "You can move here."
HINT_TO = "Hint: move here."
HINT_FROM = "Hint: move from here."


def board_at_move(ply: int, total: int) -> str:
    """The board's title while reviewing."""
    return f"Board at move {ply} of {total}, an earlier position"


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


# -- the "?" overlay: every key of the page ---------------------------------------------------

KEYS_HELP = (
    ("Tab", "Reach the board, then the buttons."),
    ("← ↑ → ↓", "Move between the squares of the board."),
    ("Enter or Space", "Enter a piece, pick up a stack, or put the pieces held on a square."),
    ("1 to 4", "Take that many pieces of the stack."),
    ("Esc", "Put the pieces back; leave the replay."),
    ("← → (Shift on the board)", "Step through the moves."),
    ("Home / End", "Go to the start of the game, and back to the game."),
    ("Ctrl+Z (⌘Z)", "Undo."),
    ("Ctrl+Y or Ctrl+Shift+Z (⌘Y, ⇧⌘Z)", "Redo."),
    ("H", "Hint."),
    ("N", "New game."),
    ("?", "This list of keys."),
)


# -- resigning, and a draw by agreement (docs/rules.md, "Ending a game by agreement") ----------


def draw_offered(colour: str) -> str:
    return f"{colour_name(colour)} offers a draw."


def draw_offer_status(colour: str) -> str:
    """The line under the status while ``colour``'s draw offer waits for the answer."""
    return f"{colour_name(colour)} offers a draw: accept it, or play on."


def draw_declined(colour: str) -> str:
    return f"{colour_name(colour)} declines the draw. Play on."


def ending_taken_back(status: str) -> str:
    """Undo after a resignation or an agreed draw: the game goes on."""
    return f"Taken back: the game goes on. {status}"


# -- a puzzle from your own game (`puzzle.py`) -------------------------------------------------

PUZZLE_LEFT = "Back to your game and its review, as you left them."
PUZZLE_COMPUTER_NOT_READY = "the computer is not ready"


def puzzle_task(puzzle: "Puzzle") -> str:
    """The puzzle's task, e.g. ``'Move 12: Red played b2 here, a blunder (Red's chance 64% to
    20%). Find a better move for Red.'``, and whether it was solved before in this browser."""
    who = colour_name(puzzle.mover)
    again = " You solved this one before." if puzzle.before else ""
    return (
        f"Move {puzzle.ply}: {who} played {puzzle.played} here, a blunder ({who}'s chance"
        f" {percent(puzzle.best)} to {percent(puzzle.fell)}). Find a better move for"
        f" {who}.{again}"
    )


def puzzle_checking(move: str) -> str:
    return f"Checking {move} with the computer…"


def puzzle_solved(move: str, verdict: str, mover: str, chance: float, best: float) -> str:
    """A try that solves the puzzle (`puzzle.BEST`, `WINS` or `AS_GOOD`), in the engine's terms."""
    who = colour_name(mover)
    if verdict == "best":
        return f"Solved: {move} is the review's better move. {who}'s chance {percent(best)}."
    if verdict == "wins":
        return f"Solved: {move} wins the game for {who}."
    return (
        f"Solved: after {move} {who}'s chance is {percent(chance)}, about as good as the"
        f" review's better move ({percent(best)})."
    )


def puzzle_wrong(move: str, verdict: str, mover: str, chance: float, best: float) -> str:
    """A legal try that does not solve it (`puzzle.PLAYED` or `WORSE`): taken back."""
    who = colour_name(mover)
    why = "it is the move played in the game, " if verdict == "played" else "after it "
    return (
        f"{move} taken back: {why}{who}'s chance is {percent(chance)}, against"
        f" {percent(best)} after the best move. Not the best: try again, or show the answer."
    )


def puzzle_failed(move: str, reason: str) -> str:
    return f"The computer could not check {move} ({reason}). Try it again."


def puzzle_answer(line: "list[str]") -> str:
    rest = f", then {' '.join(line[1:])}" if len(line) > 1 else ""
    return f"The answer: {line[0]}{rest} (arrows on the board)."


# -- the game review (`review.py`) -------------------------------------------------------------

REVIEW_NOTHING = "There is no move to review yet."
REVIEW_STARTING = "Starting the AI for the review…"
REVIEW_PICK = "Tap a point of the graph or a move to see what the review says of it."


def review_progress(done: int, total: int) -> str:
    """The review's progress line: ``'Analysing position 12 of 41…'``."""
    return f"Analysing position {min(done + 1, total)} of {total}…"


def review_stopped(done: int, total: int) -> str:
    return f"Review stopped after {done} of {total} positions."


def review_summary(counts: "dict[str, int]") -> str:
    """What the finished review found, e.g. ``'Review done: 1 blunder, 2 mistakes, 5 good
    moves. Marked moves are in the move list; tap a point of the graph to see it.'``."""
    found = []
    for mark in ("blunder", "mistake", "good move"):
        number = counts.get(mark.split(" ")[0], 0)
        if number:
            found.append(f"{number} {mark}" + ("" if number == 1 else "s"))
    what = ", ".join(found) if found else "no blunder or mistake"
    return (
        f"Review done: {what}. Marked moves are in the move list; tap a point of the graph"
        " to see it."
    )


def review_verdict(judged: "Judgement") -> str:
    """What the review says of the move the board shows, e.g. ``'Move 12, Red b2: a blunder,
    Red's chance 60% to 30%. Better: a1, then e5 c3 (arrows on the board).'``."""
    who = colour_name(judged.mover)
    said = f"Move {judged.ply}, {who} {judged.move}: "
    before, after = percent(judged.before), percent(judged.after)
    if judged.mark == "good":
        return said + f"a good move, the AI's own choice. {who}'s chance {after}."
    if judged.mark:
        line = judged.line
        rest = f", then {' '.join(line[1:])}" if len(line) > 1 else ""
        return (
            said + f"a {judged.mark}, {who}'s chance {before} to {after}."
            f" Better: {line[0]}{rest} (arrows on the board)."
        )
    return said + f"no mistake seen; {who}'s chance after it {after}."


def percent(chance: float) -> str:
    """``0.724`` → ``'72%'``."""
    return f"{int(chance * 100 + 0.5)}%"


# -- the evaluation bar (`eval_bar.py`) ---------------------------------------------------------

EVAL_THINKING = "Winning chance: thinking…"


def eval_text(turn: str, white: float) -> str:
    """The bar's words: ``'White to move: 62% winning chance (Red 38%).'``."""
    mover = white if turn == WHITE else 1.0 - white
    other = RED if turn == WHITE else WHITE
    return (
        f"{colour_name(turn)} to move: {percent(mover)} winning chance"
        f" ({colour_name(other)} {percent(1.0 - mover)})."
    )


def eval_text_three(turn: str, shares: "dict[str, float]") -> str:
    """The bar's words in a game of three: ``'Blue to move. Share of the game: White 30%, Red
    25%, Blue 45%.'``."""
    # In the order of play (MicroPython's dicts keep no order).
    parts = [f"{colour_name(colour)} {percent(shares[colour])}" for colour in (WHITE, RED, BLUE)]
    return f"{colour_name(turn)} to move. Share of the game: {', '.join(parts)}."


# -- the guided first game (`tutorial.py`) ------------------------------------------------------

TUTOR_ENTER = "That moved pieces. This step is about entering one: tap an empty square."
TUTOR_MOVE_PIECES = "That entered a piece. This step asks you to move pieces already on the board."
TUTOR_ALL_DONE = "You have done every step of the guided game. Start a game when you like."
TUTOR_LEFT = "Back to your game. The guided game goes on from here when you open it again."
TUTOR_NEXT = "Next step"
TUTOR_SKIP = "Skip this step"
TUTOR_FINISH = "Finish"


def tutor_taken_back(move: str) -> str:
    return f"{move} is taken back."


def tutor_heading(number: int, total: int, title: str) -> str:
    return f"Step {number} of {total}: {title}"


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


def tutor_solved(last: bool) -> str:
    if last:
        return "Well done: that was the last step. You know the rules of Mixtour."
    return "Well done! On to the next step when you are ready."


# -- hostile input (issue 12) -----------------------------------------------------------------

PLAYED_ELSEWHERE = (
    "This game against the computer is being played in another tab of this page; this tab only"
    " shows it. Press Play here to play it in this tab."
)
PLAYED_ELSEWHERE_STATUS = "Played in another tab: press Play here to play it in this tab."
PLAY_HERE = "Play here"
BOTH_TABS_KEPT = (
    "Another tab of this page changed this game at the same moment. Both games are kept: this"
    " one here, the other as the previous game."
)


def save_too_big(length: int, kept: bool) -> str:
    """The notice for a saved entry far too big to be a game, which is not even read."""
    if kept:
        where = "It is kept aside in this browser's storage, unread."
    else:
        where = "It is left where it was, unread, and this game is not saved over it."
    return (
        f"Your saved game is too big to be a game ({length} characters), so it was not opened."
        f" A new game has started. {where}"
    )


def too_big_to_read(length: int) -> str:
    """Why a kept entry is not read (as the reason in a longer sentence)."""
    return f"it is too big to be a game ({length} characters)"


def bad_test_state(reason: str) -> str:
    """The tests' ``?test-state=`` could not be opened (only tests can set it)."""
    return f"The test state could not be opened: {reason}. The page opened as it would without it."


def longest_game(plies: int) -> str:
    """A move refused because the game has reached the most moves a game here can have."""
    return (
        f"This game has reached {plies} moves, the longest a game here can have: start a new"
        " game to play on."
    )


# -- Mixtour à trois -----------------------------------------------------------------------------

_LETTER_COLOURS = {"w": WHITE, "r": RED, "b": BLUE}


def seat_label(seat: str) -> str:
    """A seat of a game of three as the dialog and the cards say it: ``'Person'``,
    ``'Friend'`` (by link) or ``'Computer (strong)'``."""
    if seat == "friend":
        return "Friend"  # a person on their own device, by link
    return "Person" if seat == "person" else f"Computer ({seat})"


def three_players(seats: "tuple[str, ...]") -> str:
    """The mode line's mode for a game of three: ``'Three players: White person, Red computer
    (strong), Blue person'``."""
    names = ("White", "Red", "Blue")
    parts = [f"{names[index]} {seat_label(seat).lower()}" for index, seat in enumerate(seats)]
    return f"Three players: {', '.join(parts)}"


def three_by_link(colour: str) -> str:
    """The mode line's mode for a game of three by link: ``'You (Blue) with two friends, by
    link'``."""
    return f"You ({colour_name(colour)}) with two friends, by link"


def send_tip(to: str) -> str:
    """The line under Send your move (``to``: with three players, the colour it goes to)."""
    if to:
        return f"Paste it to {colour_name(to)}; the link comes back to you when it is your move."
    return "Paste it to your friend, then open the link they send back."


def link_waiting_three(colour: str) -> str:
    """Playing three by link, while a friend is to move on their own device: the link goes to
    them."""
    name = colour_name(colour)
    return f"{name} to move, on their own device: send {name} the link (Send your move)."


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


def unavailable_here(reason: str) -> str:
    """A square the held pieces could reach but may not: ``'Not available: Blue would win at
    once with d4:2-e5.'``."""
    return f"Not available: {reason}."


def holding_unavailable(sentence: str, unavailable: "list[tuple[str, str]]") -> str:
    """What picking up pieces says in a game of three when some squares they reach are
    unavailable (square, reason): ``'… Not onto d4: Blue would win at once with d4:2-e5.'``."""
    reasons = " ".join(f"Not onto {square}: {reason}." for square, reason in unavailable)
    return f"{sentence} {reasons}"
