"""The table: one game as the page plays it — who plays which side, the options, the moves and
the redo branch, the stack a player holds, and the AI request the page is waiting for.

The page (`page.py`) only turns clicks, keys and worker replies into calls on a `Session` and
renders what it says; every decision about what a click means lives here, so it is tested under
CPython and runs unchanged under MicroPython in the browser. Methods that change the table return
the sentence to announce (or None); an illegal attempt never changes the game and returns the
engine's reason in words.

A session serialises to a small dict of plain values (`state()` / `Session.from_state()`): mode,
options, AI level, the start position, the moves and the redo branch — enough to rebuild the table
exactly, for autosave and share links.

A session can also show an earlier position of its game (`review`: replaying and reviewing the
game) without changing it: the board then shows the reviewed position, nobody moves, and playing
on from there (`branch`) turns the later moves into the redo branch, as undo does.
"""

from mixtour import (
    PASS,
    RED,
    WHITE,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Removal,
    opponent,
)
from mixtour.record import agreed_ending, end_by_agreement
from mixtour.squares import SQUARE_NAMES
from mixtour.ui import words
from mixtour.ui.options import (
    AI_VS_AI,
    BY_LINK,
    HINT_LEVEL,
    LEVELS,
    MAX_PLIES,
    PERSON,
    SPEEDS,
    THREE,
    TWO_PLAYERS,
    VS_AI,
    Options,
    read_offer,
    read_state,
    speed_seconds,
    table_state,
)
from mixtour.ui.played import Played

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

# The AI worker's states, as the page tells `Session.status_turn`. It is idle (not started)
# until a game against the computer or a hint needs it.
AI_IDLE = "idle"
AI_LOADING = "loading"
AI_READY = "ready"
AI_FAILED = "failed"


class Session:
    """One table: the game, who plays it, what the player holds, and what the AI is asked."""

    def __init__(self, options: Options | None = None) -> None:
        self._next_id = 0
        # Test hooks: a fixed iteration budget (and seed) instead of the level's.
        self.ai_iterations: int | None = None
        self.ai_seed: int | None = None
        # Another tab of the page plays the game (web/tabs.js): while the computer plays at
        # this table, this tab only shows it (`played_elsewhere`).
        self.elsewhere = False
        # The game's moves, in notation, and who played each, kept up to date move by move.
        self._played = Played()
        self._reset(options or Options())

    def _reset(self, options: Options) -> None:
        self.options = options
        self.game = Game(options.target, options.reserve, options.repetition_draw, options.players)
        # Moves undone and not yet replayed, the next one to redo last.
        self.redo_moves: list[str] = []
        # The stack the player holds: its square and how many of its top pieces.
        self.picked: int | None = None
        self.count = 0
        # AI against AI stands still while paused.
        self.paused = False
        # The colour offering a draw, until the other player accepts, declines or moves.
        self.offer = ""
        # The AI request the page waits for; replies with any other id are stale.
        self.pending: int | None = None
        self.pending_kind = ""
        # The AI's suggestion for the player to move, shown on the board until the next change.
        self.hint: Move | None = None
        # The line the AI expects after its hint, the hint first (drawn while the hint is).
        self.hint_line: list[Move] = []
        # Why the AI could not move, until the next change.
        self.ai_error = ""
        # A removed stack to animate once: set by a move played now, not by undo or redo.
        self.flash: Removal | None = None
        # Whether the last move was just played (its pieces drop in once), not undone or redone.
        self.fresh = False
        # The last explanation (an illegal attempt) or note, shown until the next action.
        self.note = ""
        # Reviewing: how many moves of the game the board shows (None: the game as it stands).
        self.review: int | None = None
        self._shown: Game | None = None

    # -- who moves -------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def result(self) -> str | None:
        """The game's result, by the moves or by the players (`resign`, `accept_draw`)."""
        agreed = agreed_ending(self.game)
        return self.game.result if agreed is None else agreed[0]

    @property
    def result_reason(self) -> str | None:
        agreed = agreed_ending(self.game)
        return self.game.result_reason if agreed is None else agreed[1]

    def is_human(self, colour: str) -> bool:
        """Whether a person plays ``colour`` at this table."""
        mode = self.options.mode
        if mode == TWO_PLAYERS:
            return True
        if mode == AI_VS_AI:
            return False
        if mode == THREE:
            return self.options.seat(colour) == PERSON
        return colour == self.options.human  # against the AI, or by link

    def human_to_move(self) -> bool:
        """Whether the board takes a person's move now (never while reviewing)."""
        return (
            not self.over
            and self.review is None
            and self.is_human(self.game.turn)
            and not self.played_elsewhere()
        )

    def ai_to_move(self) -> bool:
        """Whether the page should ask the AI for a move now (once it is ready)."""
        if self.over or self.is_human(self.game.turn) or self.review is not None:
            return False
        if self.played_elsewhere():
            return False
        if self.options.by_link:
            return False  # the other player moves on their own copy and sends a link back
        return not (self.options.mode == AI_VS_AI and self.paused) and not self.ai_error

    def needs_ai(self) -> bool:
        """Whether the computer plays a side at this table (so the AI must be started)."""
        if self.options.mode == THREE:
            return any(seat in LEVELS for seat in self.options.seats)
        return self.options.mode in (VS_AI, AI_VS_AI)

    def played_elsewhere(self) -> bool:
        """Whether another tab plays this game against the computer, so that only one
        computer moves in it: this tab shows it, and takes no move and asks the AI nothing."""
        return self.elsewhere and self.needs_ai()

    def set_elsewhere(self, elsewhere: bool) -> None:
        """Another tab plays the game now (True), or this one again (False)."""
        self.elsewhere = elsewhere
        if elsewhere:
            self.cancel()
            self._forget_request()  # its reply is dropped; this tab asks again when it plays

    def thinking(self) -> bool:
        """Whether a move is being computed."""
        return self.pending is not None and self.pending_kind == "move"

    # -- the stack in hand -----------------------------------------------------------------

    def reachable(self) -> "dict[int, Move]":
        """The squares the held pieces can legally move onto, and the move to each."""
        found: dict[int, Move] = {}
        if self.picked is None:
            return found
        for move in self.game.legal_moves():
            if move.origin == self.picked and move.count == self.count and move.target is not None:
                found[move.target] = move
        return found

    def pick(self, square: int, count: int | None = None) -> str | None:
        """Take the top ``count`` pieces (default: the whole stack) of the stack on ``square``."""
        if not self.human_to_move():
            return self._not_your_turn()
        height = self.game.height(square)
        if not height:
            return None
        self.picked = square
        self.count = height if count is None else max(1, min(count, height))
        self.note = ""
        targets = sorted(SQUARE_NAMES[target] for target in self.reachable())
        sentence = words.holding(self.count, SQUARE_NAMES[square], targets)
        unavailable = self.unavailable()
        if unavailable:
            # In a game of three: the squares they may not go onto, and why.
            found = [(SQUARE_NAMES[target], reason) for target, reason in unavailable.items()]
            sentence = words.holding_unavailable(sentence, sorted(found))
        return sentence

    def unavailable(self) -> "dict[int, str]":
        """In a game of three, the squares the held pieces could reach but that the next-player
        rule makes unavailable, each with the reason in words."""
        found: dict[int, str] = {}
        if self.picked is None or self.game.players == 2:
            return found
        for denial in self.game.unavailable_moves():
            move = denial.move
            if move.origin == self.picked and move.count == self.count and move.target is not None:
                found[move.target] = denial.reason
        return found

    def choose_count(self, count: int) -> str | None:
        """Keys 1 to 4: how many pieces of the held stack to take."""
        if self.picked is None:
            return None
        height = self.game.height(self.picked)
        if not 1 <= count <= height:
            self.note = words.only_pieces(SQUARE_NAMES[self.picked], height)
            return self.note
        return self.pick(self.picked, count)

    def cancel(self) -> bool:
        """Put the held pieces back; whether anything was held."""
        held = self.picked is not None
        self.picked = None
        self.count = 0
        self.note = ""
        return held

    def click(self, square: int, count: int | None = None) -> str | None:
        """A click, tap, Enter or Space on ``square``; ``count`` when a piece of the stack was
        clicked (it and the pieces above it), None for the square itself."""
        game = self.game
        if self.over:
            return None
        if not self.human_to_move():
            return self._not_your_turn()
        picked = self.picked
        if picked is None:
            if game.height(square):
                return self.pick(square, count)
            return self.attempt(SQUARE_NAMES[square])
        if square == picked:
            if count is not None and count != self.count:
                return self.pick(square, count)
            self.cancel()
            return words.PUT_BACK
        move = self.reachable().get(square)
        if move is not None:
            return self.attempt(str(move))
        if not game.height(square):
            self.cancel()  # clicking elsewhere puts the pieces back
            return words.PUT_BACK
        # A stack that the held pieces cannot reach: say why. The pieces stay in hand, and the
        # stack clicked is not picked up: the move was refused, nothing else happened.
        text = _move_text(picked, square, self.count)
        why = self._why_not(text) if text else None
        self.note = why or words.not_in_line(SQUARE_NAMES[picked], SQUARE_NAMES[square])
        return self.note

    def drop(self, origin: int, count: int, target: int | None) -> str | None:
        """A drag of the top ``count`` pieces of ``origin`` released over ``target``."""
        self.cancel()
        if target is None or target == origin:
            return None
        text = _move_text(origin, target, count)
        if text is None:
            self.note = words.not_in_line(SQUARE_NAMES[origin], SQUARE_NAMES[target])
            return self.note
        return self.attempt(text)

    def attempt(self, text: str) -> str | None:
        """Play a move given in notation if the rules allow it; otherwise explain why not."""
        if not self.human_to_move():
            return self._not_your_turn()
        why = self._why_not(text)
        if why:
            self.cancel()
            self.note = why
            return why
        return self.play(text)

    def _why_not(self, text: str) -> str | None:
        if self.at_longest():
            return words.longest_game(MAX_PLIES)
        try:
            self.game.parse_move(text)
        except (IllegalMoveError, InvalidMoveError) as error:
            return words.illegal_sentence(str(error))
        return None

    def _not_your_turn(self) -> str | None:
        if self.over:
            return None
        if self.review is not None:
            self.note = words.review_blocked(self.review)
        elif self.played_elsewhere():
            self.note = words.PLAYED_ELSEWHERE
        elif self.options.mode == AI_VS_AI:
            self.note = words.COMPUTER_PLAYS_BOTH
        elif self.options.by_link:
            self.note = self._link_waiting()
        else:
            self.note = words.wait_for(self.game.turn)
        return self.note

    # -- playing ---------------------------------------------------------------------------

    def play(self, move: "Move | str") -> str:
        """Play a move (checked by the engine, which raises for an illegal one, and refused
        once the game is as long as a game here can be); announce it."""
        game = self.game
        colour = game.turn
        if self.at_longest():
            raise IllegalMoveError(words.longest_game(MAX_PLIES))
        played = game.play(move)
        text = str(played)
        if self.redo_moves and self.redo_moves[-1] == text:
            self.redo_moves.pop()  # the same move as the redo branch: keep the rest of it
        else:
            self.redo_moves = []
        self.picked = None
        self.count = 0
        self.hint = None
        if self.pending_kind == "hint":
            self._forget_request()  # a hint for the position before this move is no use
        self.note = ""
        self.ai_error = ""
        self.flash = removal = game.last_removal()
        self.fresh = True
        if self.offer and self.offer != colour:
            self.offer = ""  # a move is the answer to a draw offer: declined
        return self._announce(colour, played, removal)

    # -- ending the game by agreement (docs/rules.md) ---------------------------------------

    def resigner(self) -> str | None:
        """Who would resign now: the person at the table (the player to move with two players);
        None when nobody can (the game is over, nobody human plays, or while reviewing)."""
        mode = self.options.mode
        if self.over or self.review is not None or mode in (AI_VS_AI, THREE):
            return None
        return self.game.turn if mode == TWO_PLAYERS else self.options.human

    def resign(self) -> str | None:
        """The person at the table (the player to move, with two players) resigns."""
        loser = self.resigner()
        if loser is None:
            return None
        self._interrupt()
        self.offer = ""
        end_by_agreement(self.game, opponent(loser))
        return self.status_turn()

    def can_offer_draw(self) -> bool:
        """Two players and by link, the player to move may offer a draw (once per turn)."""
        return (
            self.options.mode in (TWO_PLAYERS, BY_LINK) and self.human_to_move() and not self.offer
        )

    def offer_draw(self) -> str | None:
        if not self.can_offer_draw():
            return None
        self.offer = self.game.turn
        return words.draw_offered(self.offer)

    def can_answer_draw(self) -> bool:
        """Whether the draw offered can be accepted or declined here: by the other player at the
        same device, or by link by the player it was sent to."""
        if not self.offer or self.over or self.review is not None:
            return False
        return self.options.mode == TWO_PLAYERS or self.offer != self.options.human

    def accept_draw(self) -> str | None:
        if not self.can_answer_draw():
            return None
        self._interrupt()
        self.offer = ""
        end_by_agreement(self.game, "draw")
        return self.status_turn()

    def decline_draw(self) -> str | None:
        if not self.can_answer_draw():
            return None
        colour = opponent(self.offer)
        self.offer = ""
        return words.draw_declined(colour)

    def _announce(self, colour: str, move: Move, removal: Removal | None) -> str:
        game = self.game
        sentences = [words.move_sentence(colour, move)]
        if move.is_pass and game.players == 3 and game.result is None:
            sentences.append(words.passed_back(colour, game.turn))
        if removal is not None and game.players == 3:
            scores = tuple(game.score(player) for player in game.colours)
            square = SQUARE_NAMES[removal.square]
            sentences.append(words.three_scores(square, len(removal.stack), removal.scorer, scores))
        elif removal is not None:
            sentences.append(
                words.removal_sentence(
                    SQUARE_NAMES[removal.square],
                    len(removal.stack),
                    removal.scorer,
                    game.score(WHITE),
                    game.score(RED),
                )
            )
        if game.result is not None:
            sentences.append(words.result_sentence(game.result, game.result_reason, game.target))
        elif self.human_to_move():
            threats = self.threats()
            if threats:
                sentences.append(
                    words.threat_sentence(self.threat_colour(), [str(m) for m in threats])
                )
        return " ".join(sentences)

    def at_longest(self) -> bool:
        """Whether the game has as many moves as a game here can have (`MAX_PLIES`)."""
        return self.game.plies >= MAX_PLIES

    def forced_pass(self) -> str | None:
        """When the person to move has no legal move, pass for them and say so. With three by
        link a friend's pass is played here too, so that the turn passes back without sending
        the link to someone who cannot move."""
        game = self.game
        friend = game.players == 3 and self.review is None and self.friend_to_move()
        if not (self.human_to_move() or friend) or self.at_longest():
            return None
        return self.play(PASS) if game.legal_moves() == [PASS] else None

    def threats(self) -> list[Move]:
        """The moves with which the player *not* to move could score if it were their turn.

        Which stacks can move where depends on the board alone, not on whose turn it is, and
        the take-back ban never forbids a scoring move: so these are the scoring moves of the
        position as it stands that score for the opponent."""
        return self.game.scoring_moves(self.threat_colour())

    def threat_colour(self) -> str:
        """Whose scoring moves `threats` lists: the opponent, or in a game of three the player
        who moves next."""
        game = self.game
        return game.next_player() if game.players == 3 else opponent(game.turn)

    # -- undo and redo ---------------------------------------------------------------------

    def _undoes_to_own_turn(self) -> bool:
        """Whether undo and redo step to the person's own turn (against the AI, by link, and
        in a game of three where the computer takes a seat)."""
        if self.options.mode == THREE:
            return self.needs_ai() or self.options.by_link
        return self.options.mode in (VS_AI, BY_LINK)

    def can_undo(self) -> bool:
        if self.review is not None or self.played_elsewhere():
            return False
        if agreed_ending(self.game) is not None:
            return True  # the resignation or agreed draw is taken back first
        if not self._undoes_to_own_turn():
            return self.game.plies > 0
        return self._human_moves_back() > 0

    def _human_moves_back(self) -> int:
        """How many moves an undo takes back against the AI (0: none of the person's yet)."""
        moves = self.moves()
        if self.game.players == 3:
            movers = self.movers()
            for back in range(1, len(moves) + 1):
                if self.is_human(movers[-back]) and not moves[-back].is_pass:
                    return back
            return 0
        colour = self.game.turn
        for back in range(1, len(moves) + 1):
            colour = opponent(colour)  # who played moves[-back]
            if colour == self.options.human and not moves[-back].is_pass:
                return back
        return 0

    def undo(self) -> str | None:
        """Take back a move; against the AI, back to the person's previous turn."""
        if not self.can_undo():
            return None
        self._interrupt()
        if agreed_ending(self.game) is not None:
            end_by_agreement(self.game, None)
            return words.ending_taken_back(self.status_turn())
        if self._undoes_to_own_turn():
            back = self._human_moves_back()
        else:
            back = 1
            self.paused = self.options.mode == AI_VS_AI or self.paused
        for _ in range(back):
            self.redo_moves.append(str(self.game.pop()))
        taken = self.redo_moves[-back:]
        taken.reverse()
        return words.took_back(taken, self.status_turn())

    def can_redo(self) -> bool:
        return bool(self.redo_moves) and self.review is None and not self.played_elsewhere()

    def redo(self) -> str | None:
        """Replay undone moves: against the AI, up to the person's next turn."""
        if not self.can_redo():
            return None
        self._interrupt()
        if self.options.mode == AI_VS_AI:
            self.paused = True
        replayed = []
        human = self.options.human
        while self.redo_moves:
            colour = self.game.turn
            text = self.redo_moves.pop()
            self.game.play(text)
            replayed.append(text)
            if not self._undoes_to_own_turn():
                break
            if self.options.mode == THREE:
                if self.is_human(self.game.turn) and not self.is_human(colour):
                    break
            elif self.game.turn == human and colour != human:
                break
        return words.replayed(replayed, self.status_turn())

    def _interrupt(self) -> None:
        """Forget what the current position had going: held pieces, hint, AI request."""
        self.cancel()
        self._forget_request()
        self.hint = None
        self.flash = None
        self.fresh = False
        self.note = ""
        self.ai_error = ""

    # -- replay and review -----------------------------------------------------------------

    def shown_ply(self) -> int:
        """How many moves of the game the board shows."""
        return self.game.plies if self.review is None else self.review

    def shown(self) -> Game:
        """The game as the board shows it: as it stands, or at the reviewed move (a copy)."""
        if self.review is None:
            return self.game
        shown = self._shown
        if shown is None or shown.plies != self.review:
            game = self.game
            shown = Game.from_position(game.start_position, game.target, game.repetition_draw)
            for move in self.moves()[: self.review]:
                shown.push(move)  # they were legal when played
            self._shown = shown
        return shown

    def review_to(self, ply: int) -> str:
        """Show the position after ``ply`` moves; the last move (or beyond) ends the review.
        Nothing in the game changes, nobody moves meanwhile, and a pending AI request is
        dropped (it is asked again when the review ends)."""
        total = self.game.plies
        ply = max(0, min(ply, total))
        if ply == total:
            return self.end_review()
        if self.review is None:
            self._interrupt()
        self.review = ply
        shown = self.shown()
        last = shown.last_move
        return words.review_sentence(ply, total, self._last_mover(shown), last)

    def review_step(self, step: int) -> str | None:
        """One move back (-1) or forward (+1) from the shown position; None if there is none."""
        ply = self.shown_ply() + step
        if not 0 <= ply <= self.game.plies or (step > 0 and self.review is None):
            return None
        return self.review_to(ply)

    def end_review(self) -> str:
        """Back to the game as it stands."""
        self.review = None
        self._shown = None
        return words.back_to_game(self.status_turn())

    def later_moves(self) -> int:
        """How many moves come after the reviewed position (0 when not reviewing)."""
        return 0 if self.review is None else self.game.plies - self.review

    def branch(self) -> str | None:
        """Play on from the reviewed position: the later moves become the redo branch, so they
        are replaced by the next different move, as after undo."""
        if self.review is None:
            return None
        ply = self.review
        later = self.later_moves()
        self.review = None
        self._shown = None
        self._interrupt()
        for _ in range(later):
            self.redo_moves.append(str(self.game.pop()))
        if self.options.mode == AI_VS_AI:
            self.paused = True
        return f"{words.branch_sentence(ply, later)} {self.status_turn()}"

    # -- the AI ----------------------------------------------------------------------------

    def ai_request(self, kind: str = "move") -> "dict[str, Any]":
        """The worker request (see `mixtour.ai.protocol`) for a move or a hint, with a fresh id
        that makes every earlier request stale."""
        game = self.game
        self._next_id += 1
        self.pending = self._next_id
        self.pending_kind = kind
        level = self.options.level
        if self.options.mode == THREE and not self.is_human(game.turn):
            level = self.options.seat(game.turn)
        request: dict[str, Any] = {
            "id": self._next_id,
            "start": game.start_position,
            "moves": list(self.texts()),
            "target": game.target,
            "repetition_draw": game.repetition_draw,
        }
        if self.ai_iterations is not None:
            request["iterations"] = self.ai_iterations
        else:
            request["level"] = HINT_LEVEL if kind == "hint" else level
        if self.ai_seed is not None:
            request["seed"] = self.ai_seed
        return request

    def _forget_request(self) -> None:
        """No request is pending any more: its reply, if it comes, is stale."""
        self.pending = None
        self.pending_kind = ""

    def ai_reply(self, reply: "dict[str, Any]") -> str | None:
        """Apply the worker's reply if it answers the pending request; a stale reply changes
        nothing. The move is played through the engine's checks, never trusted blindly."""
        if self.pending is None or reply.get("id") != self.pending:
            return None
        kind = self.pending_kind
        self._forget_request()
        if not reply.get("ok"):
            error = str(reply.get("error", "no reason given"))
            if kind == "hint":
                self.note = words.no_hint(error)
                return self.note
            self.ai_error = words.ai_could_not_move(error)
            return self.ai_error
        if reply.get("position") != self.game.position():
            return None  # asked about another position
        text = str(reply.get("move"))
        if kind == "hint":
            if not self.human_to_move():
                return None
            try:
                self.hint = self.game.parse_move(text)
            except (IllegalMoveError, InvalidMoveError) as error:
                self.note = words.no_hint(str(error))
                return self.note
            self.hint_line = expected_line(self.game, reply.get("principal_variation"))
            self.note = words.hint_sentence(self.hint)
            return self.note
        if not self.ai_to_move():
            return None
        try:
            return self.play(text)
        except (IllegalMoveError, InvalidMoveError) as error:
            self.ai_error = words.ai_illegal_move(str(error))
            return self.ai_error

    def ask_hint(self) -> bool:
        """Whether a hint can be asked for now (the person to move, no request pending)."""
        return self.human_to_move() and self.pending is None

    # -- the table -------------------------------------------------------------------------

    def new_game(self, options: Options | None = None) -> str:
        """Start again with ``options`` (default: the same ones)."""
        # The request counter goes on, so replies to the old game's requests stay stale.
        self._reset(options or self.options)
        return words.new_game(self.status_turn())

    def pause(self, paused: bool) -> None:
        """AI against AI: stop after the current move, or go on."""
        self.paused = paused
        if paused and self.thinking():
            self._forget_request()  # its reply is dropped; resuming asks again

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}: expected one of {', '.join(SPEEDS)}")
        self.options.speed = speed

    def delay(self) -> float:
        """Seconds to wait before asking the AI, so that AI against AI can be followed."""
        if self.options.mode != AI_VS_AI:
            return 0.0
        return speed_seconds(self.options.speed)

    def status_turn(self, ai: str = AI_READY) -> str:
        """The status line: whose turn, what to do, or how the game ended. ``ai`` is the AI
        worker's state: `AI_IDLE`, `AI_LOADING`, `AI_READY` or `AI_FAILED`."""
        game = self.game
        if self.review is not None:
            shown = self.shown()
            last = shown.last_move
            return words.review_status(self.review, game.plies, self._last_mover(shown), last)
        if self.over:
            return words.result_sentence(self.result, self.result_reason, game.target)
        colour = game.turn
        mode = self.options.mode
        if self.played_elsewhere():
            return words.PLAYED_ELSEWHERE_STATUS
        if self.ai_error:
            return words.ai_error_status(self.ai_error)
        if not self.is_human(colour):
            if self.options.by_link:
                return f"{self._passed_back()} {self._link_waiting()}".lstrip()
            if mode == AI_VS_AI and self.paused:
                return words.paused_status(colour)
            if ai in (AI_IDLE, AI_LOADING):
                return words.waiting_for_the_ai(colour)
            if ai == AI_FAILED:
                return words.the_ai_could_not_start(colour)
            return words.thinking(colour)
        you = words.your_move(colour, mode in (VS_AI, BY_LINK) or self.lone_person() is not None)
        passed = self._passed_back()
        if passed:
            return f"{passed} {self._status_for(you)}"
        return self._status_for(you)

    def _link_waiting(self) -> str:
        """By link, while a friend is to move on their own device: who, and (with three) whom
        to send the link to."""
        if self.game.players == 3:
            return words.link_waiting_three(self.game.turn)
        return words.link_waiting(self.game.turn)

    def friend_to_move(self) -> bool:
        """By link, whether a friend on their own device is to move (the link goes to them)."""
        return self.options.by_link and not self.over and not self.is_human(self.game.turn)

    def lone_person(self) -> str | None:
        """In a game of three with one person at this device (against two computers, or by
        link with two friends), the person's colour (the page says "Your move" and "You won" to
        them); else None."""
        options = self.options
        if options.mode != THREE or list(options.seats).count(PERSON) != 1:
            return None
        return self.game.colours[list(options.seats).index(PERSON)]

    def _passed_back(self) -> str:
        """In a game of three, after a pass: who could not move and who has the turn back."""
        game = self.game
        last = game.last_move
        if game.players == 2 or last is None or not last.is_pass:
            return ""
        return words.passed_back(self._last_mover(game), game.turn)

    def _status_for(self, you: str) -> str:
        game = self.game
        colour = game.turn
        if self.picked is not None:
            held = words.held(self.count, SQUARE_NAMES[self.picked])
            one_high = self.game.height(self.picked) == 1
            return words.holding_status(you, held, bool(self.reachable()), one_high)
        if not game.reserve(colour):
            return words.move_a_stack_status(you)
        empty = not any(game.height(square) for square in range(25))
        return words.enter_status(you, empty)

    def title(self) -> str:
        """The document's title: the game's name and, for a tab in the background, whose turn."""
        if self.over:
            return words.page_title(words.result_title(self.result))
        if (self.options.mode == VS_AI or self.options.by_link) and self.human_to_move():
            return words.page_title(words.your_move(self.game.turn, True))
        return words.page_title("")

    def player_name(self, colour: str) -> str:
        """Who plays ``colour``: ``'You'``, ``'Computer'`` (its level is in `mode_line`),
        ``'Friend'`` (by link) or ``'Player 1'``/``'Player 2'``."""
        mode = self.options.mode
        if mode == THREE:
            if not self.is_human(colour):
                return words.seat_label(self.options.seat(colour))
            return (
                "You"
                if self.lone_person() is not None
                else f"Player {self.game.colours.index(colour) + 1}"
            )
        if mode == TWO_PLAYERS:
            return "Player 1" if colour == WHITE else "Player 2"
        if colour == self.options.human and mode != AI_VS_AI:
            return "You"
        return "Friend" if mode == BY_LINK else "Computer"

    def mode_line(self) -> str:
        """The mode and options in one line, always on screen."""
        options = self.options
        if options.mode == VS_AI:
            mode = words.against_the_computer(options.human, options.level)
        elif options.mode == TWO_PLAYERS:
            mode = words.TWO_PLAYERS_HERE
        elif options.mode == BY_LINK:
            mode = words.against_a_friend(options.human)
        elif options.mode == THREE and options.by_link:
            mode = words.three_by_link(self.game.colours[list(options.seats).index(PERSON)])
        elif options.mode == THREE:
            mode = words.three_players(options.seats)
        else:
            mode = words.computer_against_computer(options.level, options.speed)
        return words.mode_line(mode, options.target, options.reserve)

    # -- who played which move ------------------------------------------------------------------

    def movers(self) -> "list[str]":
        """Who played each move of the game: with three players a pass hands the turn back, so
        the colours do not simply take turns. Not to be changed."""
        self._played.update(self.game)
        return self._played.movers

    def _last_mover(self, game: Game) -> str:
        """Who played ``game``'s last move (a copy of the game, or the game itself)."""
        if game.players == 2 or not game.plies:
            return opponent(game.turn)
        return self.movers()[game.plies - 1]

    # -- saving ----------------------------------------------------------------------------

    def state(self) -> "dict[str, Any]":
        """The table as plain values (`options.table_state`): options, start, moves, redo
        branch, pause."""
        return table_state(
            self.options, self.game, self.redo_moves, self.paused, self.offer, texts=self.texts()
        )

    def moves(self) -> "list[Move]":
        """The game's moves, listed again only from the first that changed (`Played`): a long
        game costs little at every click. Not to be changed."""
        self._played.update(self.game)
        return self._played.moves

    def texts(self) -> "list[str]":
        """The moves in notation (see `moves`). Not to be changed."""
        self._played.update(self.game)
        return self._played.texts

    def steps(self) -> "Sequence[object]":
        """The game's steps (`Game.steps`), kept with `moves`. Not to be changed."""
        self._played.update(self.game)
        return self._played.steps

    @classmethod
    def from_state(cls, state: "dict[str, Any]") -> "Session":
        """The table `state()` described; raises ValueError (the engine's errors included)
        saying what is wrong."""
        session = cls()
        session.load(state)
        return session

    def load(self, state: "dict[str, Any]", replayed: Game | None = None) -> None:
        """Replace this table by the one `state()` described (``replayed``: its game, as a
        reader already played it; see `read_state`). Everything is checked first: on a
        ValueError (the engine's errors included) saying what is wrong, the table is
        unchanged."""
        options, game, redo, paused = read_state(state, replayed)
        offer = read_offer(state, game)
        self._reset(options)
        self.game = game
        self.redo_moves = redo
        self.paused = paused
        self.offer = offer


def _move_text(origin: int, target: int, count: int) -> str | None:
    """The notation of ``count`` pieces from ``origin`` to ``target``, if they share a line."""
    try:
        return str(Move(origin, target, count))
    except InvalidMoveError:
        return None


def expected_line(game: Game, line: object) -> "list[Move]":
    """The moves of a worker's expected line that are legal one after the other from ``game``
    (which is left as it was), up to the first that is not."""
    moves: list[Move] = []
    if not isinstance(line, list):
        return moves
    replay = game.copy()
    for text in line:
        try:
            moves.append(replay.play(str(text)))
        except (IllegalMoveError, InvalidMoveError):
            break
    return moves


def query_hooks(query: str) -> "dict[str, int]":
    """The test hooks in a page URL's query, e.g. ``?ai-iterations=50&ai-seed=3``: a fixed
    iteration budget and seed for every AI request, so that tests are quick and reproducible.
    Anything else in the query is ignored; so are values that are not whole numbers."""
    hooks: dict[str, int] = {}
    for item in query.lstrip("?").split("&"):
        name, _, value = item.partition("=")
        if name in ("ai-iterations", "ai-seed") and value.isdigit():
            hooks[name] = int(value)
    return hooks
