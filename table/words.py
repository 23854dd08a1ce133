"""The table's sentences, for every game: whose turn it is, what the players did at the table
(undo, review, offers, keeping and sharing games), and what the computer is doing.

A game's own sentences (its moves, its pieces, its rules) are its spec's. Colours reach these
functions as the names the player reads (``'White'``, ``'Yellow'``), so nothing here knows a
game. Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def plural(number: int, noun: str, nouns: str = "") -> str:
    """``(1, 'move')`` → ``'1 move'``, ``(3, 'move')`` → ``'3 moves'``."""
    return f"{number} {noun}" if number == 1 else f"{number} {nouns or noun + 's'}"


def moves_count(number: int) -> str:
    return plural(number, "move")


def percent(chance: float) -> str:
    """``0.724`` → ``'72%'``."""
    return f"{int(chance * 100 + 0.5)}%"


def joined(names: "list[str]") -> str:
    """``['Red', 'Blue']`` → ``'Red and Blue'``; three or more with commas."""
    if len(names) < 3:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def level_label(level: str) -> str:
    """A level's name for display: ``'strong'`` → ``'Strong'``."""
    return level[:1].upper() + level[1:]


# -- who plays -------------------------------------------------------------------------------

YOU = "You"
FRIEND = "Friend"
YOUR_MOVE = "Your move"
COUNTS = ("", "One", "Two", "Three", "Four")
COUNTS_LOWER = ("", "one", "two", "three", "four")


def player_number(number: int) -> str:
    return f"Player {number}"


def computer_at(level: str) -> str:
    """A computer seat on a player's card and in a record: ``'Computer (strong)'``."""
    return f"Computer ({level})"


def seat_label(seat: str) -> str:
    """A seat as the New game dialog and the mode line say it: ``'Person'``, ``'Friend'`` (by
    link) or ``'Computer (strong)'``."""
    if seat == "friend":
        return "Friend"
    return "Person" if seat == "person" else computer_at(seat)


def seats_line(seats: "list[tuple[str, str]]", speed: str) -> str:
    """Who plays, for the mode line, from each colour's name and seat in turn order:
    ``'You (White) against the computer (strong)'``, ``'Two players on this device'``,
    ``'Computer against computer (casual, fast)'``, ``'You (Blue) with two friends, by link'``
    or ``'Three players: White person, Red computer (strong), Blue person'``."""
    kinds = [seat for _, seat in seats]
    people = kinds.count("person")
    friends = kinds.count("friend")
    computers = [seat for seat in kinds if seat not in ("person", "friend")]
    you = [name for name, seat in seats if seat == "person"]
    if friends:
        if len(seats) == 2:
            return f"You ({you[0]}) against a friend, by link"
        return f"You ({you[0]}) with {COUNTS_LOWER[friends]} friends, by link"
    if len(seats) == 2:
        if people == 2:
            return "Two players on this device"
        if people == 1:
            return f"You ({you[0]}) against the computer ({computers[0]})"
        if computers[0] == computers[1]:
            return f"Computer against computer ({computers[0]}, {speed})"
        return f"Computer ({computers[0]}) against computer ({computers[1]}), {speed}"
    parts = [f"{name} {seat_label(seat).lower()}" for name, seat in seats]
    return f"{COUNTS[len(seats)]} players: {', '.join(parts)}"


def mode_line(seats: str, options: str, helping: str = "") -> str:
    """Who plays, the computer's help when it is said, and the options in one line, always on
    screen (a puzzle: its goal in place of who plays)."""
    said = [part for part in (seats, helping, options) if part]
    return " · ".join(said)


def help_said(seats: "tuple[str, ...]", on: bool) -> str:
    """The computer's help as the mode line says it: always in a game between people, and
    against the computer only when it was switched off; never for computers only."""
    kinds = set(seats)
    if "person" not in kinds:
        return ""
    if kinds <= {"person", "friend"}:
        return "computer help on" if on else "no computer help"
    return "" if on else "no computer help"


def help_switched(on: bool) -> str:
    """What the Computer help switch did."""
    if on:
        return "Computer help on: Hint and the chance bar answer for every player here."
    return "Computer help off: no Hint and no chance bar until the game is over."


HELP_OFF = "Computer help is off in this game (Computer help switches it on)."


def page_title(state: str, game: str) -> str:
    """The document's title: ``'Mixtour'``, or ``state`` first (``'Your move · Mixtour'``)."""
    return f"{state} · {game}" if state else game


# -- whose turn --------------------------------------------------------------------------------


def computer_plays_all(players: int) -> str:
    """A tap on the board while the computer plays every seat: ``'both sides'`` of two."""
    sides = "both sides" if players == 2 else "every side"
    return f"The computer plays {sides}: start a new game to play yourself."


def wait_for(name: str) -> str:
    return f"Wait for {name} to move."


def your_move(name: str, you: bool) -> str:
    """``'Your move'`` for the one person at the table, else ``'White to move'``."""
    return YOUR_MOVE if you else f"{name} to move"


def to_move(name: str) -> str:
    return f"{name} to move."


def thinking(name: str) -> str:
    return f"{name} is thinking…"


def paused_status(name: str) -> str:
    return f"Paused. {name} to move."


def waiting_for_the_ai(name: str) -> str:
    """The status line while the computer, to move, has not loaded yet."""
    return f"{name} will move as soon as the AI has loaded…"


def the_ai_could_not_start(name: str) -> str:
    return (
        f"The AI could not start, so {name} cannot move: try again, or play on without "
        "the computer."
    )


def link_waiting(name: str) -> str:
    """Playing by link, while the other player is to move on their own device."""
    return f"Waiting for {name}, who plays on your friend's device."


def link_waiting_many(name: str) -> str:
    """Playing by link with more than two, while a friend is to move on their own device."""
    return f"{name} to move, on their own device: send {name} the link (Send your move)."


# -- results -----------------------------------------------------------------------------------

AGREED_DRAW = "The players agreed a draw."
GAME_OVER = "The game is over."


def result_title(winners: "list[str]", everyone: bool, won: "bool | None" = None) -> str:
    """The result card's headline from the winners' names: ``'White wins!'``, ``'Draw'``
    (everyone shares), ``'Red and Blue share the win'``; for the one person at the table
    (``won``: whether they are among the winners) ``'You won'``, ``'You lost'``."""
    if everyone and len(winners) > 1:
        return "Draw"
    if won is not None:
        if not won:
            return "You lost"
        return "You won" if len(winners) == 1 else "You share the win"
    if len(winners) == 1:
        return f"{winners[0]} wins!"
    return f"{joined(winners)} share the win"


RESIGN = "Resign"
RESIGN_SURE = "Really resign?"
RESIGN_ASK = "Press “Really resign?” to resign and end the game; anything else and it goes on."


def resigned(name: str) -> str:
    return f"{name} resigned."


# -- undo, redo, review ------------------------------------------------------------------------


def took_back(moves: "list[str]", status: str) -> str:
    return f"Took back {', '.join(moves)}. {status}"


def replayed(moves: "list[str]", status: str) -> str:
    return f"Replayed {', '.join(moves)}. {status}"


# Why the New game dialog's seats cannot start a game by link (`table.seats.check`).
LINK_NO_COMPUTER = "a game by link has no computer seat"
LINK_ONE_PERSON = "a game by link has one person at this device"


def seats_count(count: int) -> str:
    """Why seats cannot play a game of ``count`` colours: not one seat per colour."""
    return f"a game of {count} has {count} seats, one per colour"


def seat_refused(choices: str, seat: str) -> str:
    """Why a seat cannot play: it is none of ``choices`` (listed)."""
    return f"a seat is taken by one of {choices}, not {seat!r}"


def cannot_start(reason: str) -> str:
    """Why the New game dialog's choices cannot start a game."""
    return f"Can't start this game: {reason}."


def new_game(status: str) -> str:
    return f"New game. {status}"


def review_start(total: int) -> str:
    return f"Viewing the start of the game, before move 1 of {total}."


def review_status(
    ply: int, total: int, mover: str, move: str, passed: bool, *, before: bool = False
) -> str:
    """The status line while reviewing: which move the board shows, out of how many (``before``:
    the position before it, a blunder or a mistake, with the better line)."""
    played = f"{mover} passed" if passed else f"{mover} played {move}"
    if before:
        return (
            f"Viewing move {ply} of {total}: {played}. The board shows the position before"
            " it, with the better line in arrows."
        )
    return f"Viewing move {ply} of {total}: {played}."


def review_blocked(ply: int) -> str:
    """A tap on the board while an earlier position is shown."""
    return (
        f"This is move {ply}, not the game as it stands: choose Back to game, "
        "or Play from here to continue from this position."
    )


def review_label(ply: int, total: int, before: bool = False) -> str:
    """The review bar's words: ``'Viewing move 7 of 23'`` (``before``: ``'Before move 7 of 23:
    the better line'``)."""
    if ply == 0:
        return f"Viewing the start, before move 1 of {total}"
    if before:
        return f"Before move {ply} of {total}: the better line"
    return f"Viewing move {ply} of {total}"


def board_at_move(ply: int, total: int, before: bool = False) -> str:
    """The board's title while reviewing."""
    if before:
        return f"Board before move {ply} of {total}, with the review's better line"
    return f"Board at move {ply} of {total}, an earlier position"


def back_to_game(status: str) -> str:
    """Leaving the review: back to the game as it stands."""
    return f"Back to the game. {status}"


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


def longest_game(plies: int) -> str:
    """A move refused because the game has reached the most moves a game here can have."""
    return (
        f"This game has reached {plies} moves, the longest a game here can have: start a new"
        " game to play on."
    )


# -- ending a game by agreement ----------------------------------------------------------------


def draw_offered(name: str) -> str:
    return f"{name} offers a draw."


def draw_offer_status(name: str) -> str:
    """The line under the status while ``name``'s draw offer waits for the answer."""
    return f"{name} offers a draw: accept it, or play on."


def draw_declined(name: str) -> str:
    return f"{name} declines the draw. Play on."


def ending_taken_back(status: str) -> str:
    """Undo after a resignation or an agreed draw: the game goes on."""
    return f"Taken back: the game goes on. {status}"


# -- the computer ------------------------------------------------------------------------------

LOOKING_FOR_HINT = "Looking for a good move…"
AI_READY = "AI ready."
AI_STARTING = "AI is loading…"
AI_IDLE = "The AI starts when a game against it or a hint needs it."
HINT_AFTER_LOADING = "Starting the AI for a hint…"


def pause_label(paused: bool) -> str:
    """The Pause button's label (it resumes while paused)."""
    return "Resume" if paused else "Pause"


def paused(now_paused: bool) -> str:
    """What pausing or resuming the computers says."""
    return "Paused." if now_paused else "Resumed."


def hint_label(thinking: bool) -> str:
    """The Hint button's label (while the AI looks for one, it says so)."""
    return "Thinking…" if thinking else "Hint"


def no_hint(reason: str) -> str:
    return f"No hint: {reason}"


def ai_could_not_move(reason: str) -> str:
    return f"The computer could not move: {reason}"


def ai_illegal_move(reason: str) -> str:
    return f"The computer chose an illegal move: {reason}"


def ai_error_status(error: str) -> str:
    """The status line after the computer failed to move (``error``: what went wrong)."""
    return f"{error}. Undo, or start a new game, to go on."


def ai_loading(seconds: int) -> str:
    """The AI status line while the worker starts."""
    return f"AI is loading… {seconds} s"


def ai_not_started(seconds: float) -> str:
    """The AI status line when the worker has not answered in time (its offers follow)."""
    return f"The AI has not started after {seconds:g} s."


def ai_failed_to_load(reason: str) -> str:
    """The AI status line when the worker failed (its offers follow)."""
    return f"The AI failed to load ({reason})."


PLAYING_ON = "Playing on without the computer: its seats are played at this device."


# -- other tabs --------------------------------------------------------------------------------

PLAYED_ELSEWHERE = (
    "This game against the computer is being played in another tab of this page; this tab only"
    " shows it. Press Play here to play it in this tab."
)
PLAYED_ELSEWHERE_STATUS = "Played in another tab: press Play here to play it in this tab."
PLAY_HERE = "Play here"
OTHER_TAB = "This game went on in another tab of this page: it is shown here as it stands."
BOTH_TABS_KEPT = (
    "Another tab of this page changed this game at the same moment. Both games are kept: this"
    " one here, the other among the recent games."
)
BOTH_TABS_KEPT_HERE = (
    "Another tab of this page changed this game at the same moment: its game is shown here, and"
    " the game of this tab is kept among the recent games."
)
OTHER_TAB_UNKEPT = (
    "Another tab of this page saved a different game, and this browser's storage refused to keep"
    " it aside, so this game is not being saved over it. Use Save game… or Copy link to keep"
    " this one."
)
OTHER_TAB_REFUSED = (
    "Another tab of this page saved a different game, and this browser's storage refused to keep"
    " this one: it stays here, not saved. Use Save game… or Copy link to keep it."
)


# -- the game review ---------------------------------------------------------------------------

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


def review_verdict(judged: "Any") -> str:
    """What the review says of the move the board shows (a `review.Judgement`), e.g. ``'Move
    12, Red b2: a blunder, Red's chance 60% to 30%. Better: a1, then e5 c3 (arrows on the
    board).'``."""
    who = judged.name
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


# -- a puzzle from your own game ---------------------------------------------------------------

PUZZLE_LEFT = "Back to your game and its review, as you left them."
PUZZLE_OPPONENT = "Opponent"
PUZZLE_DONE = "Solved. Try the next puzzle, or go back to your game."
PUZZLE_ANSWERED = "The answer is on the board. Try the next puzzle, or go back to your game."
PUZZLE_LAST = "That was the last puzzle of this game's review: back to your game when you like."


def puzzle_goal(name: str) -> str:
    """A puzzle's mode line: ``'Puzzle from your game: find a better move for Red'``."""
    return f"Puzzle from your game: find a better move for {name}"


PUZZLE_COMPUTER_NOT_READY = "the computer is not ready"


def puzzle_task(
    ply: int, name: str, played: str, chances: "tuple[float, float]", before: bool
) -> str:
    """The puzzle's task, e.g. ``'Move 12: Red played b2 here, a blunder (Red's chance 64% to
    20%). Find a better move for Red.'``, and whether it was solved before in this browser
    (``chances``: the mover's before and after the move played)."""
    again = " You solved this one before." if before else ""
    return (
        f"Move {ply}: {name} played {played} here, a blunder ({name}'s chance"
        f" {percent(chances[0])} to {percent(chances[1])}). Find a better move for {name}.{again}"
    )


def puzzle_checking(move: str) -> str:
    return f"Checking {move} with the computer…"


def puzzle_solved(move: str, verdict: str, name: str, chance: float, best: float) -> str:
    """A try that solves the puzzle (`puzzle.BEST`, `WINS` or `AS_GOOD`), in the engine's terms."""
    if verdict == "best":
        return f"Solved: {move} is the review's better move. {name}'s chance {percent(best)}."
    if verdict == "wins":
        return f"Solved: {move} wins the game for {name}."
    return (
        f"Solved: after {move} {name}'s chance is {percent(chance)}, about as good as the"
        f" review's better move ({percent(best)})."
    )


def puzzle_wrong(move: str, verdict: str, name: str, chance: float, best: float) -> str:
    """A legal try that does not solve it (`puzzle.PLAYED` or `WORSE`): taken back."""
    why = "it is the move played in the game, " if verdict == "played" else "after it "
    return (
        f"{move} taken back: {why}{name}'s chance is {percent(chance)}, against"
        f" {percent(best)} after the best move. Not the best: try again, or show the answer."
    )


def puzzle_failed(move: str, reason: str) -> str:
    return f"The computer could not check {move} ({reason}). Try it again."


def puzzle_answer(line: "list[str]") -> str:
    rest = f", then {' '.join(line[1:])}" if len(line) > 1 else ""
    return f"The answer: {line[0]}{rest} (arrows on the board)."


# -- the chance bar ----------------------------------------------------------------------------

EVAL_THINKING = "Winning chance: thinking…"


def chance_text(turn: str, mover: float, other: str) -> str:
    """The bar's words with two players: ``'White to move: 62% winning chance (Red 38%).'``."""
    return f"{turn} to move: {percent(mover)} winning chance ({other} {percent(1.0 - mover)})."


def shares_text(turn: str, shares: "list[tuple[str, float]]") -> str:
    """The bar's words with more players, in turn order: ``'Blue to move. Share of the game:
    White 30%, Red 25%, Blue 45%.'``."""
    parts = [f"{name} {percent(share)}" for name, share in shares]
    return f"{turn} to move. Share of the game: {', '.join(parts)}."


# -- the guided first game ---------------------------------------------------------------------

TUTOR_ALL_DONE = "You have done every step of the guided game. Start a game when you like."
TUTOR_LEFT = "Back to your game. The guided game goes on from here when you open it again."
TUTOR_NEXT = "Next step"
TUTOR_SKIP = "Skip this step"
TUTOR_FINISH = "Finish"


def tutor_taken_back(move: str) -> str:
    return f"{move} is taken back."


def tutor_heading(number: int, total: int, title: str) -> str:
    return f"Step {number} of {total}: {title}"


def tutor_solved(last: bool, game: str) -> str:
    if last:
        return f"Well done: that was the last step. You know the rules of {game}."
    return "Well done! On to the next step when you are ready."


# -- the "?" overlay: the table's keys, after the board's own (its game's) ----------------------

KEYS_HELP = (
    ("← → (Shift on the board)", "Step through the moves."),
    ("Home / End", "Go to the start of the game, and back to the game."),
    ("Ctrl+Z (⌘Z)", "Undo."),
    ("Ctrl+Y or Ctrl+Shift+Z (⌘Y, ⇧⌘Z)", "Redo."),
    ("H", "Hint."),
    ("N", "New game."),
    ("?", "This list of keys."),
)


# -- the move list, the review's graph and its record comments ---------------------------------

NO_MOVES_YET = "No moves yet."
NO_REASON = "no reason given"
# What a player opens (`table.transfer`: a record, a position, a link), as `opened` names it.
OPENED_WHAT = {
    "record": "the game record",
    "position": "the position",
    "link": "the game from the link",
}
# The lines of the graph of shares, one per player in turn order.
LINE_NAMES = ("solid", "dashed", "dotted", "dash-dotted")
SHARES_GRAPH = "Each player's share of the game over the moves"


def chance_graph(name: str) -> str:
    """The review graph's label with two players."""
    return f"{name}'s winning chance over the moves"


def graph_point(ply: int, name: str, move: str) -> str:
    """A point of the review's graph: ``'move 7, Red b2'`` (ply 0: the start)."""
    return f"move {ply}, {name} {move}" if ply else "the start"


def review_comment(judged: "Any") -> str:
    """A marked move's comment (a `review.Judgement`) in a record saved with the review's
    comments: ``'blunder, White 64% to 31%: d4 was better (d4 b2 d4-b2)'``."""
    return (
        f"{judged.mark}, {judged.name} {percent(judged.before)} to {percent(judged.after)}:"
        f" {judged.better} was better ({' '.join(judged.line)})"
    )
