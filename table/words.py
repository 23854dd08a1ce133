"""The table's sentences, for every game: whose turn it is, what the players did at the table
(undo, review, offers), what the computer is doing, the review, the puzzles, the chance bar and
the guided game. Keeping and sharing games are `table.keeping_words`.

A game's own sentences (its moves, its pieces, its rules) are its spec's. Colours reach these
functions as the names the player reads (``'White'``, ``'Yellow'``), so nothing here knows a
game. Each text is said through `table.said`, in the page's language (docs/architecture.md,
"Languages"). Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

from table.said import counted, said

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def moves_count(number: int) -> str:
    return counted(number, "{count} move", "{count} moves")


# -- said alike by every game's own words ------------------------------------------------------

# A pass as the move list writes it, after its mover's name: ``Red`` *passes*.
PASSES = said("passes")
HINT_PASS = said("Hint: pass.")


def turn_flag(thinking: bool) -> str:
    """The flag on the card of the player to move: the computer thinks for them, or it is their
    turn."""
    return said("thinking…") if thinking else said("to move")


def move_refused(move: str, why: str, valid: bool) -> str:
    """A move the rules refuse, ``why`` said in the page's language: no move at all (not
    ``valid``), or not one that can be played now."""
    if valid:
        return said("{move} cannot be played now: {why}.", move=move, why=why)
    return said("{move} is not a valid move: {why}.", move=move, why=why)


def as_sentence(message: str) -> str:
    """An engine's English message as a sentence: ``'no stack there'`` → ``'No stack there.'``."""
    return message[:1].upper() + message[1:] + ("" if message.endswith(".") else ".")


def percent(chance: float) -> str:
    """``0.724`` → ``'72%'``."""
    return said("{percent}%", percent=int(chance * 100 + 0.5))


def joined(names: "list[str]") -> str:
    """``['Red', 'Blue']`` → ``'Red and Blue'``; three or more with commas."""
    if len(names) < 3:
        return said(" and ").join(names)
    return ", ".join(names[:-1]) + said(" and ") + names[-1]


# The computer's levels and speeds by their names in the code (search/levels.py).
_LEVELS = {
    "beginner": said("beginner"),
    "casual": said("casual"),
    "strong": said("strong"),
    "expert": said("expert"),
    "fast": said("fast"),
    "slow": said("slow"),
    "normal": said("normal"),
}


def level_label(level: str) -> str:
    """A level's name for display: ``'strong'`` → ``'Strong'``."""
    name = _LEVELS.get(level, level)
    return name[:1].upper() + name[1:]


def _level(level: str) -> str:
    """A level or a speed within a sentence: ``'strong'`` (a language's noun keeps its capital:
    German ``'Anfänger'``)."""
    return _LEVELS.get(level, level)


# -- who plays -------------------------------------------------------------------------------

YOU = said("You")
FRIEND = said("Friend")
YOUR_MOVE = said("Your move")
COUNTS = ("", said("One"), said("Two"), said("Three"), said("Four"))
COUNTS_LOWER = ("", said("one"), said("two"), said("three"), said("four"))


def player_number(number: int) -> str:
    return said("Player {number}", number=number)


def computer_at(level: str) -> str:
    """A computer seat on a player's card and in a record: ``'Computer (strong)'``."""
    return said("Computer ({level})", level=_level(level))


def seat_label(seat: str) -> str:
    """A seat as the New game dialog and the mode line say it: ``'Person'``, ``'Friend'`` (by
    link) or ``'Computer (strong)'``."""
    if seat == "friend":
        return FRIEND
    return said("Person") if seat == "person" else computer_at(seat)


def _seat_listed(name: str, seat: str) -> str:
    """A colour and its seat, in the mode line's list of three or more: ``'White person'``."""
    if seat == "friend":
        said_seat = said("friend")
    elif seat == "person":
        said_seat = said("person")
    else:
        said_seat = said("computer ({level})", level=_level(seat))
    return said("{name} {seat}", name=name, seat=said_seat)


def seats_line(seats: "list[tuple[str, str]]", speed: str) -> str:
    """Who plays, for the mode line, from each colour's name and seat in turn order:
    ``'You (White) against the computer (strong)'``, ``'Two players on this device'``,
    ``'Computer against computer (casual, fast)'``, ``'You (Blue) with two friends, by link'``
    or ``'Three players: White person, Red computer (strong), Blue person'``."""
    kinds = [seat for _, seat in seats]
    people = kinds.count("person")
    friends = kinds.count("friend")
    computers = [_level(seat) for seat in kinds if seat not in ("person", "friend")]
    you = [name for name, seat in seats if seat == "person"]
    if friends:
        if len(seats) == 2:
            return said("You ({you}) against a friend, by link", you=you[0])
        return said(
            "You ({you}) with {count} friends, by link", you=you[0], count=COUNTS_LOWER[friends]
        )
    if len(seats) == 2:
        if people == 2:
            return said("Two players on this device")
        if people == 1:
            return said(
                "You ({you}) against the computer ({level})", you=you[0], level=computers[0]
            )
        if computers[0] == computers[1]:
            return said(
                "Computer against computer ({level}, {speed})",
                level=computers[0],
                speed=_level(speed),
            )
        return said(
            "Computer ({first}) against computer ({second}), {speed}",
            first=computers[0],
            second=computers[1],
            speed=_level(speed),
        )
    return said(
        "{count} players: {seats}",
        count=COUNTS[len(seats)],
        seats=", ".join(_seat_listed(name, seat) for name, seat in seats),
    )


def mode_line(seats: str, options: str, helping: str = "") -> str:
    """Who plays, the computer's help when it is said, and the options in one line, always on
    screen (a puzzle: its goal in place of who plays)."""
    parts = [part for part in (seats, helping, options) if part]
    return " · ".join(parts)


def help_said(seats: "tuple[str, ...]", on: bool) -> str:
    """The computer's help as the mode line says it: always in a game between people, and
    against the computer only when it was switched off; never for computers only."""
    kinds = set(seats)
    if "person" not in kinds:
        return ""
    if kinds <= {"person", "friend"}:
        return said("computer help on") if on else said("no computer help")
    return "" if on else said("no computer help")


def help_switched(on: bool) -> str:
    """What the Computer help switch did."""
    if on:
        return said("Computer help on: Hint and the chance bar answer for every player here.")
    return said("Computer help off: no Hint and no chance bar until the game is over.")


HELP_OFF = said("Computer help is off in this game (Computer help switches it on).")


def page_title(state: str, game: str) -> str:
    """The document's title: ``'Mixtour'``, or ``state`` first (``'Your move · Mixtour'``)."""
    return f"{state} · {game}" if state else game


# -- whose turn --------------------------------------------------------------------------------


def computer_plays_all(players: int) -> str:
    """A tap on the board while the computer plays every seat: ``'both sides'`` of two."""
    sides = said("both sides") if players == 2 else said("every side")
    return said("The computer plays {sides}: start a new game to play yourself.", sides=sides)


def wait_for(name: str) -> str:
    return said("Wait for {name} to move.", name=name)


def your_move(name: str, you: bool) -> str:
    """``'Your move'`` for the one person at the table, else ``'White to move'``."""
    return YOUR_MOVE if you else said("{name} to move", name=name)


def to_move(name: str) -> str:
    return said("{name} to move.", name=name)


def thinking(name: str) -> str:
    return said("{name} is thinking…", name=name)


def paused_status(name: str) -> str:
    return said("Paused. {name} to move.", name=name)


def waiting_for_the_ai(name: str) -> str:
    """The status line while the computer, to move, has not loaded yet."""
    return said("{name} will move as soon as the AI has loaded…", name=name)


def the_ai_could_not_start(name: str) -> str:
    return said(
        "The AI could not start, so {name} cannot move: try again, or play on without "
        "the computer.",
        name=name,
    )


def link_waiting(name: str) -> str:
    """Playing by link, while the other player is to move on their own device."""
    return said("Waiting for {name}, who plays on your friend's device.", name=name)


def link_waiting_many(name: str) -> str:
    """Playing by link with more than two, while a friend is to move on their own device."""
    return said(
        "{name} to move, on their own device: send {name} the link (Send your move).", name=name
    )


# -- results -----------------------------------------------------------------------------------

AGREED_DRAW = said("The players agreed a draw.")


def result_title(winners: "list[str]", everyone: bool, won: "bool | None" = None) -> str:
    """The result card's headline from the winners' names: ``'White wins!'``, ``'Draw'``
    (everyone shares), ``'Red and Blue share the win'``; for the one person at the table
    (``won``: whether they are among the winners) ``'You won'``, ``'You lost'``."""
    if everyone and len(winners) > 1:
        return said("Draw")
    if won is not None:
        if not won:
            return said("You lost")
        return said("You won") if len(winners) == 1 else said("You share the win")
    if len(winners) == 1:
        return said("{name} wins!", name=winners[0])
    return said("{names} share the win", names=joined(winners))


RESIGN = said("Resign")
RESIGN_SURE = said("Really resign?")
RESIGN_ASK = said(
    "Press “Really resign?” to resign and end the game; anything else and it goes on."
)
RESIGN_LAPSED = said("Not resigned: the game goes on.")


def resigned(name: str) -> str:
    return said("{name} resigned.", name=name)


def resigns(name: str) -> str:
    """What the message box says when ``name`` resigns (the status line says the result)."""
    return said("{name} resigns: the game is over.", name=name)


# -- undo, redo, review ------------------------------------------------------------------------


def took_back(moves: "list[str]", status: str) -> str:
    return said("Took back {moves}. {status}", moves=", ".join(moves), status=status)


def replayed(moves: "list[str]", status: str) -> str:
    return said("Replayed {moves}. {status}", moves=", ".join(moves), status=status)


# Why the New game dialog's seats cannot start a game by link (`table.seats.check`).
LINK_NO_COMPUTER = said("a game by link has no computer seat")
LINK_ONE_PERSON = said("a game by link has one person at this device")


def seats_count(count: int) -> str:
    """Why seats cannot play a game of ``count`` colours: not one seat per colour."""
    return said("a game of {count} has {count} seats, one per colour", count=count)


def seat_refused(choices: str, seat: str) -> str:
    """Why a seat cannot play: it is none of ``choices`` (listed)."""
    return said("a seat is taken by one of {choices}, not {seat!r}", choices=choices, seat=seat)


def cannot_start(reason: str) -> str:
    """Why the New game dialog's choices cannot start a game."""
    return said("Can't start this game: {reason}.", reason=reason)


def new_game(status: str) -> str:
    return said("New game. {status}", status=status)


def review_start(total: int) -> str:
    return said("Viewing the start of the game, before move 1 of {total}.", total=total)


def review_status(
    ply: int,
    total: int,
    mover: str,
    move: str,
    passed: bool,
    *,
    before: bool = False,
    named: bool = False,
) -> str:
    """The status line while reviewing: which move the board shows, out of how many (``before``:
    the position before it, a blunder or a mistake, with the better line; ``named``: ``move``
    is said in words after its mover's name, as the move list writes a card step)."""
    if passed:
        played = said("{mover} passed", mover=mover)
    elif named:
        played = move
    else:
        played = said("{mover} played {move}", mover=mover, move=move)
    parts = {"ply": ply, "total": total, "played": played}
    if before:
        return said(
            "Viewing move {ply} of {total}: {played}. Shown before it, with the better line in"
            " arrows.",
            **parts,
        )
    return said("Viewing move {ply} of {total}: {played}.", **parts)


def review_blocked(ply: int) -> str:
    """A tap on the board while an earlier position is shown."""
    return said(
        "This is move {ply}, not the game as it stands: choose Back to game, "
        "or Play from here to continue from this position.",
        ply=ply,
    )


def review_label(ply: int, total: int, before: bool = False) -> str:
    """The review bar's words: ``'Viewing move 7 of 23'`` (``before``: ``'Before move 7 of 23:
    the better line'``)."""
    if ply == 0:
        return said("Viewing the start, before move 1 of {total}", total=total)
    if before:
        return said("Before move {ply} of {total}: the better line", ply=ply, total=total)
    return said("Viewing move {ply} of {total}", ply=ply, total=total)


def board_at_move(ply: int, total: int, before: bool = False) -> str:
    """The board's title while reviewing."""
    if before:
        return said(
            "Board before move {ply} of {total}, with the review's better line",
            ply=ply,
            total=total,
        )
    return said("Board at move {ply} of {total}, an earlier position", ply=ply, total=total)


def back_to_game(status: str) -> str:
    """Leaving the review: back to the game as it stands."""
    return said("Back to the game. {status}", status=status)


def branch_question(ply: int, later: int) -> str:
    """The confirmation asked before playing on from an earlier position."""
    if ply == 0:
        return counted(
            later,
            "Play on from the start? The {count} move after it will be replaced by the moves"
            " played from here.",
            "Play on from the start? The {count} moves after it will be replaced by the moves"
            " played from here.",
        )
    return counted(
        later,
        "Play on from move {ply}? The {count} move after it will be replaced by the moves played"
        " from here.",
        "Play on from move {ply}? The {count} moves after it will be replaced by the moves"
        " played from here.",
        ply=ply,
    )


def branch_sentence(ply: int, later: int) -> str:
    """What playing on from an earlier position did."""
    if ply == 0:
        return counted(
            later,
            "Playing on from the start: the next move replaces the {count} move that followed"
            " (until then, Redo brings them back).",
            "Playing on from the start: the next move replaces the {count} moves that followed"
            " (until then, Redo brings them back).",
        )
    return counted(
        later,
        "Playing on from move {ply}: the next move replaces the {count} move that followed"
        " (until then, Redo brings them back).",
        "Playing on from move {ply}: the next move replaces the {count} moves that followed"
        " (until then, Redo brings them back).",
        ply=ply,
    )


def longest_game(plies: int) -> str:
    """A move refused because the game has reached the most moves a game here can have."""
    return said(
        "This game has reached {plies} moves, the longest a game here can have: start a new"
        " game to play on.",
        plies=said("{number}", number=plies),
    )


# -- ending a game by agreement ----------------------------------------------------------------


def draw_offered(name: str) -> str:
    return said("{name} offers a draw.", name=name)


def draw_offer_status(name: str) -> str:
    """The line under the status while ``name``'s draw offer waits for the answer."""
    return said("{name} offers a draw: accept it, or play on.", name=name)


def draw_declined(name: str) -> str:
    return said("{name} declines the draw. Play on.", name=name)


def ending_taken_back(status: str) -> str:
    """Undo after a resignation or an agreed draw: the game goes on."""
    return said("Taken back: the game goes on. {status}", status=status)


# -- the computer ------------------------------------------------------------------------------

LOOKING_FOR_HINT = said("Looking for a good move…")
AI_READY = said("AI ready.")
AI_STARTING = said("AI is loading…")
AI_IDLE = said("The AI starts when a game against it or a hint needs it.")
HINT_AFTER_LOADING = said("Starting the AI for a hint…")


def pause_label(paused: bool) -> str:
    """The Pause button's label (it resumes while paused)."""
    return said("Resume") if paused else said("Pause")


def paused(now_paused: bool) -> str:
    """What pausing or resuming the computers says."""
    return said("Paused.") if now_paused else said("Resumed.")


def hint_label(thinking: bool) -> str:
    """The Hint button's label (while the AI looks for one, it says so)."""
    return said("Thinking…") if thinking else said("Hint")


def no_hint(reason: str) -> str:
    return said("No hint: {reason}", reason=reason)


def ai_could_not_move(reason: str) -> str:
    return said("The computer could not move: {reason}", reason=reason)


def ai_illegal_move(reason: str) -> str:
    return said("The computer chose an illegal move: {reason}", reason=reason)


def ai_error_status(error: str) -> str:
    """The status line after the computer failed to move (``error``: what went wrong)."""
    return said("{error}. Undo, or start a new game, to go on.", error=error)


def ai_loading(seconds: int) -> str:
    """The AI status line while the worker starts."""
    return said("AI is loading… {seconds} s", seconds=seconds)


def ai_not_started(seconds: float) -> str:
    """The AI status line when the worker has not answered in time (its offers follow)."""
    return said("The AI has not started after {seconds:g} s.", seconds=seconds)


def ai_failed_to_load(reason: str) -> str:
    """The AI status line when the worker failed (its offers follow)."""
    return said("The AI failed to load ({reason}).", reason=reason)


PLAYING_ON = said("Playing on without the computer: its seats are played at this device.")


# -- other tabs --------------------------------------------------------------------------------

PLAYED_ELSEWHERE = said(
    "This game against the computer is being played in another tab of this page; this tab only"
    " shows it. Press Play here to play it in this tab."
)
PLAYED_ELSEWHERE_STATUS = said("Played in another tab: press Play here to play it in this tab.")
PLAY_HERE = said("Play here")
OTHER_TAB = said("This game went on in another tab of this page: it is shown here as it stands.")
BOTH_TABS_KEPT = said(
    "Another tab of this page changed this game at the same moment. Both games are kept: this"
    " one here, the other among the recent games."
)
BOTH_TABS_KEPT_HERE = said(
    "Another tab of this page changed this game at the same moment: its game is shown here, and"
    " the game of this tab is kept among the recent games."
)
OTHER_TAB_UNKEPT = said(
    "Another tab of this page saved a different game, and this browser's storage refused to keep"
    " it aside, so this game is not being saved over it. Use Save game… or Copy link to keep"
    " this one."
)
OTHER_TAB_REFUSED = said(
    "Another tab of this page saved a different game, and this browser's storage refused to keep"
    " this one: it stays here, not saved. Use Save game… or Copy link to keep it."
)


# -- the game review ---------------------------------------------------------------------------

REVIEW_NOTHING = said("There is no move to review yet.")
REVIEW_STARTING = said("Starting the AI for the review…")
REVIEW_PICK = said("Tap a point of the graph or a move to see what the review says of it.")


def review_progress(done: int, total: int) -> str:
    """The review's progress line: ``'Analysing position 12 of 41…'``."""
    return said("Analysing position {done} of {total}…", done=min(done + 1, total), total=total)


def review_stopped(done: int, total: int) -> str:
    return said("Review stopped after {done} of {total} positions.", done=done, total=total)


def review_summary(counts: "dict[str, int]") -> str:
    """What the finished review found, e.g. ``'Review done: 1 blunder, 2 mistakes, 5 good
    moves. Marked moves are in the move list; tap a point of the graph to see it.'``."""
    found = []
    if counts.get("blunder", 0):
        found.append(counted(counts["blunder"], "{count} blunder", "{count} blunders"))
    if counts.get("mistake", 0):
        found.append(counted(counts["mistake"], "{count} mistake", "{count} mistakes"))
    if counts.get("good", 0):
        found.append(counted(counts["good"], "{count} good move", "{count} good moves"))
    return said(
        "Review done: {found}. Marked moves are in the move list; tap a point of the graph"
        " to see it.",
        found=", ".join(found) if found else said("no blunder or mistake"),
    )


# The review's marks as its sentences name them.
_MARKS = {"blunder": said("blunder"), "mistake": said("mistake"), "good": said("good")}


def _line(line: "list[str]") -> str:
    """A better line of moves: ``'a1, then e5 c3'``."""
    if len(line) > 1:
        return said("{first}, then {rest}", first=line[0], rest=" ".join(line[1:]))
    return line[0]


def review_verdict(judged: "Any") -> str:
    """What the review says of the move the board shows (a `review.Judgement`), e.g. ``'Move
    12, Red b2: a blunder, Red's chance 60% to 30%. Better: a1, then e5 c3 (arrows on the
    board).'``."""
    after = percent(judged.after)
    parts = {"ply": judged.ply, "who": judged.name, "move": judged.move, "after": after}
    if judged.mark == "good":
        return said(
            "Move {ply}, {who} {move}: a good move, the AI's own choice. {who}'s chance {after}.",
            **parts,
        )
    if judged.mark:
        return said(
            "Move {ply}, {who} {move}: a {mark}, {who}'s chance {before} to {after}."
            " Better: {line} (arrows on the board).",
            mark=_MARKS.get(judged.mark, judged.mark),
            before=percent(judged.before),
            line=_line(judged.line),
            **parts,
        )
    return said(
        "Move {ply}, {who} {move}: no mistake seen; {who}'s chance after it {after}.", **parts
    )


# -- a puzzle from your own game ---------------------------------------------------------------

PUZZLE_LEFT = said("Back to your game and its review, as you left them.")
PUZZLE_OPPONENT = said("Opponent")
PUZZLE_DONE = said("Solved. Try the next puzzle, or go back to your game.")
PUZZLE_ANSWERED = said("The answer is on the board. Try the next puzzle, or go back to your game.")
PUZZLE_LAST = said(
    "That was the last puzzle of this game's review: back to your game when you like."
)


def puzzle_goal(name: str) -> str:
    """A puzzle's mode line: ``'Puzzle from your game: find a better move for Red'``."""
    return said("Puzzle from your game: find a better move for {name}", name=name)


PUZZLE_COMPUTER_NOT_READY = said("the computer is not ready")


def puzzle_task(
    ply: int, name: str, played: str, chances: "tuple[float, float]", before: bool
) -> str:
    """The puzzle's task, e.g. ``'Move 12: Red played b2 here, a blunder (Red's chance 64% to
    20%). Find a better move for Red.'``, and whether it was solved before in this browser
    (``chances``: the mover's before and after the move played)."""
    task = said(
        "Move {ply}: {name} played {played} here, a blunder ({name}'s chance {before} to"
        " {after}). Find a better move for {name}.",
        ply=ply,
        name=name,
        played=played,
        before=percent(chances[0]),
        after=percent(chances[1]),
    )
    return task + said(" You solved this one before.") if before else task


def puzzle_checking(move: str) -> str:
    return said("Checking {move} with the computer…", move=move)


def puzzle_solved(move: str, verdict: str, name: str, chance: float, best: float) -> str:
    """A try that solves the puzzle (`puzzle.BEST`, `WINS` or `AS_GOOD`), in the engine's terms."""
    if verdict == "best":
        return said(
            "Solved: {move} is the review's better move. {name}'s chance {best}.",
            move=move,
            name=name,
            best=percent(best),
        )
    if verdict == "wins":
        return said("Solved: {move} wins the game for {name}.", move=move, name=name)
    return said(
        "Solved: after {move} {name}'s chance is {chance}, about as good as the review's better"
        " move ({best}).",
        move=move,
        name=name,
        chance=percent(chance),
        best=percent(best),
    )


def puzzle_wrong(move: str, verdict: str, name: str, chance: float, best: float) -> str:
    """A legal try that does not solve it (`puzzle.PLAYED` or `WORSE`): taken back."""
    parts = {"move": move, "name": name, "chance": percent(chance), "best": percent(best)}
    if verdict == "played":
        return said(
            "{move} taken back: it is the move played in the game, {name}'s chance is {chance},"
            " against {best} after the best move. Not the best: try again, or show the answer.",
            **parts,
        )
    return said(
        "{move} taken back: after it {name}'s chance is {chance}, against {best} after the best"
        " move. Not the best: try again, or show the answer.",
        **parts,
    )


def puzzle_failed(move: str, reason: str) -> str:
    return said(
        "The computer could not check {move} ({reason}). Try it again.", move=move, reason=reason
    )


def puzzle_answer(line: "list[str]") -> str:
    return said("The answer: {line} (arrows on the board).", line=_line(line))


# -- the chance bar ----------------------------------------------------------------------------

EVAL_THINKING = said("Winning chance: thinking…")


def chance_text(turn: str, shares: "list[tuple[str, float]]") -> str:
    """The bar's words from each player's name and share in turn order: with two players
    ``'White to move: 62% winning chance (Red 38%).'``, with more ``'Blue to move. Share of the
    game: White 30%, Red 25%, Blue 45%.'``."""
    if len(shares) == 2:
        mover, other = shares if shares[0][0] == turn else shares[::-1]
        return said(
            "{turn} to move: {chance} winning chance ({other} {rest}).",
            turn=turn,
            chance=percent(mover[1]),
            other=other[0],
            rest=percent(1.0 - mover[1]),
        )
    parts = [f"{name} {percent(share)}" for name, share in shares]
    return said("{turn} to move. Share of the game: {shares}.", turn=turn, shares=", ".join(parts))


# -- the guided first game ---------------------------------------------------------------------

TUTOR_ALL_DONE = said("You have done every step of the guided game. Start a game when you like.")
TUTOR_LEFT = said("Back to your game. The guided game goes on from here when you open it again.")
TUTOR_NEXT = said("Next step")
TUTOR_SKIP = said("Skip this step")
TUTOR_FINISH = said("Finish")


def tutor_taken_back(move: str) -> str:
    return said("{move} is taken back.", move=move)


def tutor_heading(number: int, total: int, title: str) -> str:
    return said("Step {number} of {total}: {title}", number=number, total=total, title=title)


def tutor_solved(last: bool, game: str) -> str:
    if last:
        return said("Well done: that was the last step. You know the rules of {game}.", game=game)
    return said("Well done! On to the next step when you are ready.")


# -- the "?" overlay: the table's keys, after the board's own (its game's) ----------------------

KEYS_HELP = (
    (said("← → (Shift on the board)"), said("Step through the moves.")),
    (said("Home / End"), said("Go to the start of the game, and back to the game.")),
    (said("Ctrl+Z (⌘Z)"), said("Undo.")),
    (said("Ctrl+Y or Ctrl+Shift+Z (⌘Y, ⇧⌘Z)"), said("Redo.")),
    ("H", said("Hint.")),
    ("N", said("New game.")),
    ("?", said("This list of keys.")),
)


# -- the move list, the review's graph and its record comments ---------------------------------

NO_MOVES_YET = said("No moves yet.")
NO_REASON = said("no reason given")
# What a player opens (`table.transfer`: a record, a position, a link), as `opened` names it.
OPENED_WHAT = {
    "record": said("the game record"),
    "position": said("the position"),
    "link": said("the game from the link"),
}
# The lines of the graph of shares, one per player in turn order.
LINE_NAMES = (said("solid"), said("dashed"), said("dotted"), said("dash-dotted"))
SHARES_GRAPH = said("Each player's share of the game over the moves")


def chance_graph(name: str) -> str:
    """The review graph's label with two players."""
    return said("{name}'s winning chance over the moves", name=name)


def side_ahead(name: str) -> str:
    """The name on the review graph's half where ``name`` leads (two players)."""
    return said("{name} ahead", name=name)


def graph_point(ply: int, name: str, move: str) -> str:
    """A point of the review's graph: ``'move 7, Red b2'`` (ply 0: the start)."""
    if ply:
        return said("move {ply}, {name} {move}", ply=ply, name=name, move=move)
    return said("the start")


def review_comment(judged: "Any") -> str:
    """A marked move's comment (a `review.Judgement`) in a record saved with the review's
    comments: ``'blunder, White 64% to 31%: d4 was better (d4 b2 d4-b2)'``."""
    return said(
        "{mark}, {name} {before} to {after}: {better} was better ({line})",
        mark=_MARKS.get(judged.mark, judged.mark),
        name=judged.name,
        before=percent(judged.before),
        after=percent(judged.after),
        better=judged.better,
        line=" ".join(judged.line),
    )
