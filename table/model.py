"""The game at the table: who sits where, the game and its redo branch, what the player holds,
the position the board shows, offers and endings the players agree, and the computer's move.

Every decision about what a move, an undo or a reply means lives here, for any game; the game's
own rules and words come from its spec (`table.spec.Spec`). Methods that change the table return
the sentence to announce (or None); an illegal attempt never changes the game. Reviewing shows an
earlier position without changing the game; playing on from there (`branch`) turns the later
moves into the redo branch, as undo does.
"""

from table import seats as seating
from table import words
from table.played import Played
from table.seats import PERSON

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from table import spec as game

# The AI worker's states. It is idle (not started) until a game against it or a hint needs it.
AI_IDLE = "idle"
AI_LOADING = "loading"
AI_READY = "ready"
AI_FAILED = "failed"

# How the players may end a game themselves (`Table.ending`): a draw agreed, or a resignation
# (then `ending` is the winner's colour; in a game of three or four, `RESIGNED` and the colour
# of who resigned).
DRAW = "draw"
RESIGNED = "-"
AGREEMENT = "agreement"
RESIGNATION = "resignation"

# The longest game the page keeps, in plies (moves and passes, the redo branch included), in
# every format it reads: a saved game, a link, a record. A real game is a few hundred plies.
MAX_PLIES = 5_000


class Table:
    """One table: the game, who sits where, what the player holds, what the board shows."""

    def __init__(
        self, spec: "Spec", options: "Any" = None, seats: "tuple[str, ...] | None" = None
    ) -> None:
        self.spec = spec
        # Another tab of the page plays the game (web/tabs.js): while the computer plays at
        # this table, this tab only shows it (`played_elsewhere`).
        self.elsewhere = False
        # A puzzle's table: the colour to find a better move for (the table is a puzzle then,
        # not a game between its seats); "" for a game.
        self.solver = ""
        self.solved = False  # a puzzle's table whose move was found: nobody is to move there
        self.speed = seating.DEFAULT_SPEED
        self._played = Played(spec.text)
        self.reset(options or spec.options.Options(), seats)

    def reset(self, options: "Any", seats: "tuple[str, ...] | None" = None) -> None:
        """A new game with ``options`` and ``seats`` (the game's default seats if None)."""
        spec = self.spec
        self.options = options
        self.game = spec.new_game(options)
        self.colours: tuple[str, ...] = spec.colours(self.game)
        self.seats = seating.check(
            seats if seats is not None else spec.options.default_seats(options),
            self.colours,
            spec.options.LEVELS,
        )
        self.redo_moves: list[str] = []  # undone and not yet replayed, the next one last
        self.hand: Any = spec.new_hand()
        # With several people at this device and hands hidden from each other (Kitty's
        # Objective Cards): the colour who took the device to see their own ("show my cards"),
        # until the turn passes to another person here (`_pass_device`); empty: nobody yet.
        self.holder = ""
        self.paused = False  # the computer against itself stands still
        # Computer help (Hint and the chance bar) while the game is on: on where the computer
        # plays, off in a game between people, unless they switch it.
        self.help = seating.with_computer(self.seats)
        self.offer = ""  # the colour offering a draw, until it is answered or a move is made
        # How the players ended the game themselves (`DRAW`, the winner's colour, `RESIGNED` and
        # who resigned); None when they did not.
        self.ending: str | None = None
        # The computer's suggested move and the line it expects (the hint first).
        self.hint = ""
        self.hint_line: list[str] = []
        self.ai_error = ""  # why the computer could not move, until the next change
        self.flash: object = None  # what the last move did that the board shows once
        self.fresh = False  # the last move was just played (its pieces drop in once)
        self.note = ""  # the last explanation or note, shown until the next action
        self.review: int | None = None  # the moves the board shows while reviewing
        self._shown: Any = None
        self.comments: dict[int, str] = {}  # the review's record comments, by ply
        # The review's better line at each move it marks as a blunder or a mistake, by ply:
        # reviewing such a move, the board shows the position before it, where the line starts.
        self.better_lines: dict[int, list[str]] = {}
        self.moving = False  # a move is asked of the computer (`Controller` keeps the request)

    # -- who moves -------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.outcome() is not None

    def outcome(self) -> "tuple[tuple[str, ...], str] | None":
        """How the game ended: the winners (every colour for a draw) and why, by the rules or
        by the players (`resign`, `accept_draw`); None while it goes on."""
        if self.ending is not None:
            if self.ending == DRAW:
                return self.colours, AGREEMENT
            resigned = self.resigned()
            if resigned:
                first = [c for c in self.colours if c != resigned and self.standing(c) == 1]
                return tuple(first), RESIGNATION
            return (self.ending,), RESIGNATION
        return self.spec.outcome(self.game)

    def shown_outcome(self) -> "tuple[tuple[str, ...], str] | None":
        """The outcome of the position the board shows (an earlier one's: by the rules)."""
        return self.outcome() if self.review is None else self.spec.outcome(self.shown())

    def resigned(self) -> str:
        """Who resigned a game of three or four (empty: nobody did)."""
        ending = self.ending or ""
        return ending[len(RESIGNED) :] if ending.startswith(RESIGNED) else ""

    def standing(self, colour: str) -> int:
        """The place of ``colour`` (1 is first; equal totals share it) among the players who
        did not resign (`resigned`), by their totals as they stand."""
        resigned = self.resigned()
        game = self.game
        total = game.score(colour)
        higher = [c for c in self.colours if c != resigned and game.score(c) > total]
        return 1 + len(higher)

    def is_human(self, colour: str) -> bool:
        return self.seat(colour) == PERSON

    def seat(self, colour: str) -> str:
        return self.seats[self.colours.index(colour)]

    @property
    def turn(self) -> str:
        return str(self.game.turn)

    @property
    def plies(self) -> int:
        return int(self.game.plies)

    def human_to_move(self) -> bool:
        """Whether the board takes a person's move now (never while reviewing)."""
        return (
            not self.over
            and self.review is None
            and self.is_human(self.turn)
            and not self.played_elsewhere()
        )

    def ai_to_move(self) -> bool:
        """Whether the computer should be asked for a move now (once it is ready)."""
        if self.over or self.review is not None or self.played_elsewhere():
            return False
        if not seating.is_computer(self.seat(self.turn)):
            return False
        return not (self.paused and seating.computers_only(self.seats)) and not self.ai_error

    def needs_ai(self) -> bool:
        return seating.with_computer(self.seats)

    def played_elsewhere(self) -> bool:
        """Whether another tab plays this game against the computer, so that only one
        computer moves in it: this tab shows it, and takes no move and asks the AI nothing."""
        return self.elsewhere and self.needs_ai()

    def set_elsewhere(self, elsewhere: bool) -> None:
        self.elsewhere = elsewhere
        if elsewhere:
            self.cancel()
            self.moving = False  # its reply is dropped; this tab asks again when it plays

    def friend_to_move(self) -> bool:
        """By link, whether a friend on their own device is to move (the link goes to them)."""
        return seating.by_link(self.seats) and not self.over and self.seat(self.turn) != PERSON

    def lone_person(self) -> str | None:
        return seating.lone_person(self.seats, self.colours)

    # -- what the player holds -------------------------------------------------------------

    def cancel(self) -> bool:
        self.note = ""
        return bool(self.hand.cancel())

    def tap(self, cell: int, detail: int | None = None) -> str | None:
        """A tap (or Enter) on ``cell``: the game's hand's if a person here is to move."""
        if not self.human_to_move():
            return self.not_your_turn()
        said: str | None = self.hand.click(self, cell, detail)
        return said

    def attempt(self, text: str) -> str | None:
        """Play a move given in notation if the rules allow it; otherwise explain why not."""
        if not self.human_to_move():
            return self.not_your_turn()
        why = self.why_not(text)
        if why:
            self.cancel()
            self.note = why
            return why
        return self.play(text)

    def why_not(self, text: str) -> str | None:
        """Why the rules (or the longest game) refuse the move ``text`` now; None if not."""
        if self.at_longest():
            return words.longest_game(MAX_PLIES)
        return self.spec.why_not(self.game, text)

    def not_your_turn(self) -> str | None:
        if self.over:
            return None
        spec = self.spec
        if self.review is not None:
            self.note = words.review_blocked(self.review)
        elif self.played_elsewhere():
            self.note = words.PLAYED_ELSEWHERE
        elif seating.computers_only(self.seats):
            self.note = words.computer_plays_all(len(self.colours))
        elif self.friend_to_move():
            self.note = self.link_waiting()
        else:
            self.note = words.wait_for(spec.colour_name(self.turn))
        return self.note

    # -- playing ---------------------------------------------------------------------------

    def play(self, move: "Any") -> str:
        """Play a move (checked by the engine, which raises for an illegal one, and refused
        once the game is as long as a game here can be); announce it."""
        spec = self.spec
        game = self.game
        colour = self.turn
        if self.at_longest():
            raise ValueError(words.longest_game(MAX_PLIES))
        played = spec.play(game, move)
        self._pass_device()
        text = spec.text(game, played)
        if self.redo_moves and self.redo_moves[-1] == text:
            self.redo_moves.pop()  # the same move as the redo branch: keep the rest of it
        else:
            self.redo_moves = []
        self.hand.cancel()
        self.hint = ""
        self.hint_line = []
        self.note = ""
        self.ai_error = ""
        self.flash = spec.flash(game)
        self.fresh = True
        if self.offer and self.offer != colour:
            self.offer = ""  # a move is the answer to a draw offer: declined
        sentences = spec.announce(self, colour, played)
        outcome = spec.outcome(game)
        if outcome is not None:
            sentences.append(self.result_sentence())
        elif self.human_to_move():
            warning = spec.warning(self)
            if warning:
                sentences.append(warning)
        return " ".join(sentences)

    def at_longest(self) -> bool:
        return self.plies >= MAX_PLIES

    def forced_pass(self) -> str | None:
        """When the person to move has no legal move but a pass, pass for them and say so. By
        link a friend's forced pass is played here too, so that the turn passes on without
        sending the link to someone who cannot move."""
        if self.review is not None or self.at_longest():
            return None
        if not (self.human_to_move() or self.friend_to_move()):
            return None
        text = self.spec.must_pass(self.game)
        return None if text is None else self.play(text)

    # -- ending the game by agreement ------------------------------------------------------

    def resigner(self) -> str | None:
        """Who would resign now: the one person at the table, or the person to move when
        several people play here; None when nobody can."""
        if self.over or self.review is not None or not self.resigns_here():
            return None
        person = self.lone_person()
        if person is not None:
            return person
        if seating.people(self.seats) > 1 and self.is_human(self.turn):
            return self.turn
        return None

    def resigns_here(self) -> bool:
        """Always in a game of two; in a game of more when its game lets them and it is not
        played by link (whose link goes round the players one at a time)."""
        return len(self.colours) == 2 or (
            self.spec.resigns_among_more and not seating.by_link(self.seats)
        )

    def resign(self) -> str | None:
        """The `resigner` resigns: their colour, or None when no one here may."""
        loser = self.resigner()
        if loser is None:
            return None
        self._interrupt()
        self.offer = ""
        if len(self.colours) == 2:
            self._end(self.colours[1 - self.colours.index(loser)])
        else:
            self._end(RESIGNED + loser)
        return loser

    def _end(self, ending: str | None) -> None:
        """End the game as the players decided (None: take that back); a record keeps the
        ending of a game of two (`Spec.agree`)."""
        self.ending = ending
        if len(self.colours) == 2:
            self.spec.agree(self.game, ending)

    def can_offer_draw(self) -> bool:
        """Between two people (here or by link), the person to move may offer a draw, once per
        turn."""
        return (
            len(self.colours) == 2
            and not seating.with_computer(self.seats)
            and self.human_to_move()
            and not self.offer
        )

    def offer_draw(self) -> str | None:
        if not self.can_offer_draw():
            return None
        self.offer = self.turn
        return words.draw_offered(self.spec.colour_name(self.offer))

    def can_answer_draw(self) -> bool:
        """Whether the draw offered can be accepted or declined here: by the other player at the
        same device, or by link by the player it was sent to."""
        if not self.offer or self.over or self.review is not None:
            return False
        return not seating.by_link(self.seats) or self.offer != self.lone_person()

    def accept_draw(self) -> str | None:
        if not self.can_answer_draw():
            return None
        self._interrupt()
        self.offer = ""
        self._end(DRAW)
        return self.status_turn()

    def decline_draw(self) -> str | None:
        if not self.can_answer_draw():
            return None
        colour = self.colours[1 - self.colours.index(self.offer)]
        self.offer = ""
        return words.draw_declined(self.spec.colour_name(colour))

    # -- undo and redo ---------------------------------------------------------------------

    def _undoes_to_own_turn(self) -> bool:
        """Whether undo and redo step to a person's own turn: with a computer at the table, or
        by link (where the others' moves came in a link)."""
        seats = self.seats
        return (
            seating.with_computer(seats) and not seating.computers_only(seats)
        ) or seating.by_link(seats)

    def can_undo(self) -> bool:
        if self.review is not None or self.played_elsewhere():
            return False
        if self.ending is not None:
            return True  # the resignation or agreed draw is taken back first
        if not self._undoes_to_own_turn():
            return self.plies > 0
        return self._human_moves_back() > 0

    def _human_moves_back(self) -> int:
        """How many moves an undo takes back to a person's own move (0: none yet)."""
        movers = self.movers()
        for back in range(1, len(movers) + 1):
            if self.is_human(movers[-back]):
                return back
        return 0

    def undo(self) -> str | None:
        """Take back a move; with a computer or by link, back to the person's previous turn."""
        if not self.can_undo():
            return None
        self._interrupt()
        if self.ending is not None:
            self._end(None)
            return words.ending_taken_back(self.status_turn())
        if not self._undoes_to_own_turn():
            self.paused = seating.computers_only(self.seats) or self.paused
            return words.took_back(self._said_back(1), self.status_turn())
        taken = self._said_back(self._human_moves_back())
        # A pass the rules forced was no turn of the person's (it would be played again at
        # once): on back to the move before it. A pass they chose is a turn to go back to.
        while self.spec.must_pass(self.game) is not None and self._human_moves_back():
            taken = self._said_back(self._human_moves_back()) + taken
        return words.took_back(taken, self.status_turn())

    def _said_back(self, count: int) -> "list[str]":
        plies = self.plies
        said = [self.said_move(ply) for ply in range(plies - count + 1, plies + 1)]
        self._take_back(count)
        return said

    def _take_back(self, count: int) -> None:
        texts = self.texts()
        taken = texts[len(texts) - count :]
        for _ in range(count):
            self.game.pop()
        self.redo_moves.extend(reversed(taken))
        self._pass_device()

    def can_redo(self) -> bool:
        return bool(self.redo_moves) and self.review is None and not self.played_elsewhere()

    def redo(self) -> str | None:
        """Replay undone moves: with a computer or by link, up to the person's next turn."""
        if not self.can_redo():
            return None
        self._interrupt()
        if seating.computers_only(self.seats):
            self.paused = True
        replayed = []
        spec = self.spec
        while self.redo_moves:
            colour = self.turn
            text = self.redo_moves.pop()
            spec.play(self.game, text)
            replayed.append(self.said_move(self.plies))
            if not self._undoes_to_own_turn():
                break
            if self.is_human(self.turn) and not self.is_human(colour):
                break
        self._pass_device()
        return words.replayed(replayed, self.status_turn())

    def _pass_device(self) -> None:
        """The turn has changed (a move, undo, redo, a jump back): once it is another person's
        here, the device counts as passed on and shows no one's hand until that person takes
        it, even when an Undo or a look back by whoever holds it now returns to the holder's
        turn. A person the rules make pass (`forced_pass`) is passed over: they never took it."""
        turn = self.turn
        if (
            self.holder
            and turn != self.holder
            and self.is_human(turn)
            and self.spec.must_pass(self.game) is None
        ):
            self.holder = ""

    def _interrupt(self) -> None:
        """Forget what the current position had going: held pieces, hint, computer's move."""
        self.cancel()
        self.moving = False
        self.hint = ""
        self.hint_line = []
        self.flash = None
        self.fresh = False
        self.note = ""
        self.ai_error = ""

    # -- replay and review -----------------------------------------------------------------

    def shown_ply(self) -> int:
        return self.plies if self.review is None else self.review

    def before_marked(self) -> bool:
        """Whether the board shows the position before the reviewed move, a move the review
        marks as a blunder or a mistake (with the better line from there)."""
        return self.review is not None and self.review in self.better_lines

    def board_ply(self) -> int:
        """The shown ply, or one fewer before a marked move (`before_marked`)."""
        return self.shown_ply() - (1 if self.before_marked() else 0)

    def shown(self) -> "Any":
        """The game as the board shows it: as it stands, or at the reviewed move (a copy),
        or before it (`before_marked`)."""
        if self.review is None:
            return self.game
        ply = self.board_ply()
        shown = self._shown
        if shown is None or shown.plies != ply:
            shown = self.spec.replay(self.game, self.moves()[:ply])
            self._shown = shown
        return shown

    def review_to(self, ply: int) -> str:
        """Show the position after ``ply`` moves; the last move (or beyond) ends the review,
        naming that move. Nothing in the game changes and nobody moves meanwhile."""
        total = self.plies
        ply = max(0, min(ply, total))
        if ply == total and ply not in self.better_lines:
            if self.review is None or ply == 0:
                return self.end_review()
            # Reviewed up to the last move: the game as it stands, its last move named too.
            played = self.review_status(ply)
            return f"{played} {self.end_review()}"
        if self.review is None:
            self._interrupt()
        self.review = ply
        return self.review_status()

    def review_status(self, ply: int | None = None) -> str:
        """Which move the board shows while reviewing (or move ``ply``), and who played it."""
        ply = (self.review or 0) if ply is None else ply
        if ply == 0:
            return words.review_start(self.plies)
        mover = self.spec.colour_name(self.movers()[ply - 1])
        passed = self.spec.is_pass(self.moves()[ply - 1])
        said = self.said_move(ply)
        named = said != self.texts()[ply - 1]
        before = ply == self.review and self.before_marked()
        return words.review_status(ply, self.plies, mover, said, passed, before=before, named=named)

    def said_move(self, ply: int) -> str:
        """The ``ply``-th move as a sentence names it (Undo's, Redo's, the review's): in
        notation, or where the move list writes it in words (`Spec.list_text`: a card step or
        a pass, naming no hidden card), in those words after its mover's name."""
        text = self.texts()[ply - 1]
        listed = self.spec.list_text(self, ply, text)
        if listed == text:
            return text
        return f"{self.spec.colour_name(self.movers()[ply - 1])} {listed}"

    def review_step(self, step: int) -> str | None:
        """One move back (-1) or forward (+1) from the shown position; None if there is none."""
        ply = self.shown_ply() + step
        if step > 0 and ply > self.plies and self.before_marked():
            return self.end_review()  # from before the last move, marked: the game as it stands
        if not 0 <= ply <= self.plies or (step > 0 and self.review is None):
            return None
        return self.review_to(ply)

    def end_review(self) -> str:
        self.review = None
        self._shown = None
        return words.back_to_game(self.status_turn())

    def later_moves(self) -> int:
        """How many moves come after the position the board shows (0 when not reviewing)."""
        return 0 if self.review is None else self.plies - self.board_ply()

    def branch(self) -> str | None:
        """Play on from the reviewed position: the later moves become the redo branch, so they
        are replaced by the next different move, as after undo."""
        if self.review is None:
            return None
        ply = self.board_ply()
        later = self.later_moves()
        self.review = None
        self._shown = None
        self._interrupt()
        self._take_back(later)
        if seating.computers_only(self.seats):
            self.paused = True
        return f"{words.branch_sentence(ply, later)} {self.status_turn()}"

    # -- the computer ----------------------------------------------------------------------

    def level_to_move(self, hint: bool = False) -> str:
        return self.spec.options.HINT_LEVEL if hint else self.seat(self.turn)

    def take_hint(self, move: str, line: object) -> str:
        """The computer's hint (and the line it expects), kept and said; refused with the
        engine's reason if the rules forbid it."""
        why = self.spec.why_not(self.game, move)
        if why is not None:
            self.note = words.no_hint(why)
            return self.note
        self.hint = move
        self.hint_line = self._expected_line(line)
        self.note = self.spec.hint_sentence(self.game, move)
        return self.note

    def _expected_line(self, line: object) -> "list[str]":
        """The moves of a worker's expected line (from the position now) that are legal one
        after the other, in notation, up to the first that is not."""
        moves: list[str] = []
        if not isinstance(line, list):
            return moves
        spec = self.spec
        replay = spec.replay(self.game, self.moves())
        for text in line:
            try:
                moves.append(spec.text(replay, spec.play(replay, str(text))))
            except ValueError:  # the engine's errors are ValueErrors
                break
        return moves

    def take_move(self, move: str) -> str:
        """The computer's move, played through the engine's checks, never trusted blindly."""
        try:
            return self.play(move)
        except ValueError as error:  # the engine's errors are ValueErrors
            self.ai_error = words.ai_illegal_move(self.spec.refused(error))
            return self.ai_error

    def ai_failed(self, error: str) -> str:
        self.ai_error = words.ai_could_not_move(error)
        return self.ai_error

    # -- the table -------------------------------------------------------------------------

    def new_game(self, options: "Any" = None, seats: "tuple[str, ...] | None" = None) -> str:
        self.reset(options or self.options, self.seats if seats is None else seats)
        return words.new_game(self.status_turn())

    def pause(self, paused: bool) -> None:
        self.paused = paused
        if paused:
            self.moving = False  # its reply is dropped; resuming asks again

    def set_speed(self, speed: str) -> None:
        if speed not in seating.SPEEDS:
            raise ValueError(
                f"unknown speed {speed!r}: expected one of {', '.join(seating.SPEEDS)}"
            )
        self.speed = speed

    def delay(self) -> float:
        """Seconds to wait before asking the computer (a game of computers only, to follow)."""
        if not seating.computers_only(self.seats):
            return 0.0
        return seating.SPEED_SECONDS[seating.SPEEDS.index(self.speed)]

    def result_sentence(self) -> str:
        outcome = self.outcome()
        if outcome is None:
            return ""
        title = self.result_title()
        stop = "" if title.endswith("!") else "."  # "Draw. The players agreed a draw."
        return f"{title}{stop} {self.result_reason()}"

    def result_title(self, person: str | None = None) -> str:
        """The result card's headline: ``'White wins!'``, ``'Draw'``; for the one ``person``
        at the table ``'You won'`` or ``'You lost'``."""
        outcome = self.outcome()
        if outcome is None:
            return ""
        winners = outcome[0]
        names = [self.spec.colour_name(colour) for colour in winners]
        won = None if person is None else person in winners
        return words.result_title(names, len(winners) == len(self.colours), won)

    def result_reason(self) -> str:
        outcome = self.outcome()
        if outcome is None:
            return ""
        winners, reason = outcome
        spec = self.spec
        if reason == AGREEMENT:
            return words.AGREED_DRAW
        if reason == RESIGNATION:
            loser = self.resigned() or self.colours[1 - self.colours.index(winners[0])]
            return words.resigned(spec.colour_name(loser))
        return spec.result_reason(self.game, winners, reason)

    def status_turn(self, ai: str = AI_READY) -> str:
        """The status line: whose turn, what to do, or how the game ended. ``ai`` is the AI
        worker's state: `AI_IDLE`, `AI_LOADING`, `AI_READY` or `AI_FAILED`."""
        spec = self.spec
        if self.review is not None:
            return self.review_status()
        if self.over:
            return self.result_sentence()
        colour = self.turn
        name = spec.colour_name(colour)
        if self.played_elsewhere():
            return words.PLAYED_ELSEWHERE_STATUS
        if self.ai_error:
            return words.ai_error_status(self.ai_error)
        passed = spec.passed_back(self)
        if not self.is_human(colour):
            if self.friend_to_move():
                return f"{passed} {self.link_waiting()}".lstrip()
            if self.paused and seating.computers_only(self.seats):
                return words.paused_status(name)
            if ai in (AI_IDLE, AI_LOADING):
                return words.waiting_for_the_ai(name)
            if ai == AI_FAILED:
                return words.the_ai_could_not_start(name)
            return words.thinking(name)
        you = words.your_move(name, self.lone_person() is not None)
        status = spec.status_for(self, you)
        return f"{passed} {status}" if passed else status

    def link_waiting(self) -> str:
        """Which friend by link is to move (with more than two: whom to send the link to)."""
        name = self.spec.colour_name(self.turn)
        if len(self.colours) > 2:
            return words.link_waiting_many(name)
        return words.link_waiting(name)

    def player_name(self, colour: str) -> str:
        """Who plays ``colour``: ``'You'``, ``'Computer'`` (its level with several computers),
        ``'Friend'`` (by link) or ``'Player 1'``..."""
        seat = self.seat(colour)
        if self.solver:  # a puzzle: the player finds the move, against the game's moves
            return words.YOU if colour == self.solver else words.PUZZLE_OPPONENT
        if seat == PERSON:
            if self.lone_person() is not None:
                return words.YOU
            return words.player_number(self.colours.index(colour) + 1)
        if seat == seating.FRIEND:
            return words.FRIEND
        return words.computer_at(seat)

    def title(self) -> str:
        """The document's title: the game's name and, for a tab in the background, whose turn."""
        name = self.spec.title
        if self.over:
            return words.page_title(self.result_title(), name)
        if self.lone_person() is not None and self.human_to_move():
            return words.page_title(words.YOUR_MOVE, name)
        return words.page_title("", name)

    def mode_line(self) -> str:
        """Who plays and the game's options in one line, always on screen."""
        spec = self.spec
        if self.solver:
            goal = words.puzzle_goal(spec.colour_name(self.solver))
            return words.mode_line(goal, spec.options.options_line(self.options))
        helping = words.help_said(self.seats, self.help)
        return words.mode_line(self.who_plays(), spec.options.options_line(self.options), helping)

    def who_plays(self) -> str:
        """Who plays, as the mode line and the Open dialog's recent games say it: ``'You
        (White) against the computer (strong)'``, ``'Two players on this device'``."""
        seats = [(self.spec.colour_name(c), self.seat(c)) for c in self.colours]
        return words.seats_line(seats, self.speed)

    def helps(self) -> bool:
        """Whether Hint and the chance bar help now: computer help is on, or the game is over."""
        return self.help or self.over

    # -- who played which move -------------------------------------------------------------

    def moves(self) -> "list[Any]":
        """The game's moves, listed again only from the first that changed: a long game
        costs little at every click. Not to be changed."""
        self._played.update(self.game)
        return self._played.moves

    def texts(self) -> "list[str]":  # the moves in notation (see `moves`)
        self._played.update(self.game)
        return self._played.texts

    def movers(self) -> "list[str]":  # who played each move (see `moves`)
        self._played.update(self.game)
        return self._played.movers

    def steps(self) -> "Sequence[object]":  # each the same object while its move stands
        self._played.update(self.game)
        return self._played.steps


if TYPE_CHECKING:
    # A game's spec at this table (`table.spec.Spec`, which knows the table only as a parameter).
    Spec = game.Spec[Table]
