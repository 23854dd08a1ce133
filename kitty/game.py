"""The Kitty Stack Tower game: a mutable position with push/pop, as in python-chess.

The rules are docs/kitty-rules.md (decided in ../shared/KITTY_RULES.md). The search's game
protocol is `turn`, `players`, `legal_moves()`, `push(move)`, `pop()` and `result`: None while
the game goes on, then one value per player (win 1, a win shared by k players 1/k, loss 0).

With the Objective Cards (3-4 players, on by default) a turn is several moves: free steps, the
action, then claims. A proposal or Forced Exchange hands one move to another player (an answer,
a card), so `turn` is always the player who decides now and `mover` the player whose turn it is;
a search or a page drives both alike (docs/kitty-rules.md, "A turn with cards").
"""

from kitty import cardtext, deck, position, repetition
from kitty.actions import actions, anyone_can_act, near
from kitty.board import BOARDS, COLOURS, LETTERS, Board
from kitty.deck import CARDS, CODES, CONTINUOUS, DISCARDED, RAINBOW, TWIST, end_points
from kitty.errors import IllegalMoveError, KittyError, OptionError
from kitty.hands import AFTER, OPEN, Hands
from kitty.moves import (
    CHAIN,
    CLAIM,
    DISASSEMBLE,
    END,
    FLIP,
    PASS,
    PASS_MOVE,
    PLACE,
    STACK,
    STEPS,
    Move,
    parse,
)
from kitty.seeded import shuffle
from kitty.steps import exchange, rerun, step_moves, why_not, with_runs
from kitty.tokens import carry, gains, mark

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from kitty.repetition import Key

    Stack = tuple[int, ...]
    Undo = tuple[
        Move,
        tuple[tuple[int, Stack], ...],
        int,
        int,
        bool,
        "Hands | None",
        tuple[tuple[int, int, int], ...],
        "Key | None",
        int,
        tuple[int, ...],
    ]

__all__ = ["COLOURS", "PIECES", "Game"]  # COLOURS from kitty.board, as before
PIECES = position.PIECES
SETUP = "setup"
PLAY = "play"
MAX_DEAL = 0xFFFFFFFF


def _no_stack(name: str) -> IllegalMoveError:
    return IllegalMoveError(f"there is no stack on {name}").because("no_stack", name)


def _too_high() -> IllegalMoveError:
    return IllegalMoveError("a stack may only go onto a stack no higher than itself").because(
        "too_high"
    )


def default_side(players: int) -> int:
    """The board side for `players`: 5 for 2 or 3 players, 6 for 4."""
    return 6 if players == 4 else 5


class Game:
    """A game of Kitty Stack Tower from an empty board (placement phase) or a random setup
    (`seed`), with the Objective Cards (`cards`: by default with 3 or 4 players, never with 2)
    dealt from `deal` (by default the seed, or 0 for a placement game)."""

    def __init__(
        self,
        players: int = 2,
        side: int = 0,
        seed: int | None = None,
        cards: bool | None = None,
        deal: int | None = None,
    ) -> None:
        if players not in (2, 3, 4):
            raise OptionError(f"players must be 2, 3 or 4, not {players!r}")
        side = side or default_side(players)
        if side not in BOARDS:
            raise OptionError(f"the board side must be 5 or 6, not {side!r}")
        if cards is None:
            cards = players > 2
        if cards and players == 2:
            raise OptionError("the Objective Cards are for 3 or 4 players, not 2")
        if deal is not None and not (cards and isinstance(deal, int) and 0 <= deal <= MAX_DEAL):
            raise OptionError(f"a deal is a number 0-{MAX_DEAL} in a game with cards: {deal!r}")
        self.board: Board = BOARDS[side]
        self._near = near(self.board)
        self.players = COLOURS[:players]
        self.stacks: list[tuple[int, ...]] = [() for _ in range(len(self.board))]
        self.in_hand = [PIECES] * players
        self.seed = seed
        self.deal: int | None = None
        self.hands: Hands | None = None  # the card state; None in the base game
        self.tokens: tuple[tuple[int, int, int], ...] = ()  # (cell, level, card), sorted
        # Who plays each colour, as a record names them (`kitty.record`); the rules ignore it.
        self.names: dict[str, str] = {}
        if cards:
            self.deal = deal if deal is not None else seed if seed is not None else 0
            self.hands = Hands(tuple(deck.deal(self.deal, players)))
        self._turn = 0
        self.passes = 0
        self._undo: list[Undo] = []
        self._seen: dict[Key, int] = {}  # the positions counted for repetition, by key
        self._cells: list[bytes] = []  # the key's parts (kitty/repetition.py), move by move
        self._code = 0
        # With cards, the cells whose stacks hold a run (Monochromatic Frenzy), move by move.
        self._runs: tuple[int, ...] = ()
        self._over = False
        if seed is not None:
            self._scatter(seed)
        else:
            self._encode()

    def _scatter(self, seed: int) -> None:
        """Random setup: every piece on a distinct cell, drawn by the engine's own generator."""
        cells = list(range(len(self.board)))
        shuffle(cells, seed)
        pieces = [colour for colour in range(len(self.players)) for _ in range(PIECES)]
        for cell, colour in zip(cells, pieces):  # noqa: B905 (more cells than pieces)
            self.stacks[cell] = (colour,)
        self.in_hand = [0] * len(self.players)
        self._encode()
        self._enter_play()

    # --- the state -------------------------------------------------------------------------

    @property
    def turn(self) -> str:
        """The colour to move: the player who decides now (with cards, the partner of a
        pending exchange when it is their answer or their card)."""
        if self.hands is None:
            return self.players[self._turn]
        return self.players[self.hands.decider(self._turn)]

    @property
    def mover(self) -> str:
        """The colour whose turn it is (the same as `turn` unless another player answers)."""
        return self.players[self._turn]

    @property
    def phase(self) -> str:
        """``'setup'`` while pieces remain to be placed, then ``'play'``."""
        return SETUP if any(self.in_hand) else PLAY

    @property
    def is_over(self) -> bool:
        return self._over

    def stack(self, cell: str | int) -> str:
        """The stack on `cell`, bottom to top, one letter per piece (``''`` when empty)."""
        index = cell if isinstance(cell, int) else self.board.cell(cell)
        return "".join(LETTERS[p] for p in self.stacks[index])

    def owner(self, cell: int) -> int:
        """The player owning the stack on `cell` (its top piece's colour), -1 when empty."""
        stack = self.stacks[cell]
        return stack[-1] if stack else -1

    def _player(self, colour: str) -> int:
        if colour not in self.players:
            raise KittyError(f"{colour!r} does not play in this game of {len(self.players)}")
        return self.players.index(colour)

    def score(self, colour: str) -> tuple[int, int]:
        """(total, own): the pieces in the stacks `colour` owns plus its card points (see
        `card_points`), and the pieces of its own colour among them (the tie-break)."""
        player = self._player(colour)
        total = own = 0
        for stack in self.stacks:
            if stack and stack[-1] == player:
                total += len(stack)
                own += stack.count(player)
        if self.hands is not None:
            total += self.card_points(colour)
        return total, own

    @property
    def result(self) -> tuple[float, ...] | None:
        """None while the game goes on; then per player 1 for a win, 1/k for a win shared by k
        players, 0 for a loss (docs/kitty-rules.md, "Scoring")."""
        if not self._over:
            return None
        scores = [self.score(colour) for colour in self.players]
        best = max(scores)
        winners = scores.count(best)
        return tuple(1 / winners if s == best else 0.0 for s in scores)

    def ranking(self) -> list[int]:
        """Each player's place by score then tie-break (1 is first; equal players share it)."""
        scores = [self.score(colour) for colour in self.players]
        return [1 + sum(other > s for other in scores) for s in scores]

    # --- the cards ---------------------------------------------------------------------------

    @property
    def has_cards(self) -> bool:
        return self.hands is not None

    def cards(self, colour: str) -> list[str]:
        """The ids of the cards `colour` holds now, in deck order (the engine knows them all;
        a player is shown only their own and the revealed ones)."""
        player = self._player(colour)
        return [] if self.hands is None else [CARDS[c] for c in self.hands.held(player)]

    def is_revealed(self, card: str) -> bool:
        """Whether everyone sees the card `card` (an id): it has scored during play, it is
        discarded, or the game is over (every held card is shown)."""
        which = CARDS.index(card) if card in CARDS else -1
        if which < 0:
            raise KittyError(f"no Objective Card is called {card!r}")
        if self.hands is None:
            return False
        return self.hands.revealed(which) or (self._over and self.hands.holder[which] >= 0)

    def discarded(self) -> list[str]:
        """The ids of the discarded cards (Forced Exchange, once played)."""
        holder = self.hands.holder if self.hands is not None else ()
        return [CARDS[card] for card, at in enumerate(holder) if at == DISCARDED]

    def has_exchanged(self, colour: str) -> bool:
        """Whether `colour` has used their one exchange by agreement."""
        player = self._player(colour)
        return self.hands is not None and self.hands.has_exchanged(player)

    def points_by_card(self, colour: str) -> dict[str, int]:
        """Each card `colour` holds, with the points it earned during play, and once the game
        is over its end-of-game points too."""
        player = self._player(colour)
        hands = self.hands
        if hands is None:
            return {}
        owned = [s for s in self.stacks if s and s[-1] == player] if self._over else []
        return {CARDS[c]: hands.points[c] + end_points(c, owned) for c in hands.held(player)}

    def card_points(self, colour: str) -> int:
        """The card points `colour` has earned so far; once the game is over, with the
        end-of-game cards."""
        return sum(self.points_by_card(colour).values())

    # --- moves ------------------------------------------------------------------------------

    def _chains(self, player: int) -> list[Move]:
        """`player`'s Continuous Stacking chains: a stack onto T1, then on along the same line
        over every next stack topped like T1 and no higher than the moving stack."""
        stacks = self.stacks
        toward = self.board.toward
        chains = []
        for source, s in enumerate(stacks):
            if not s or s[-1] != player:
                continue
            for direction, first in enumerate(toward[source]):
                if first < 0 or not stacks[first] or len(stacks[first]) > len(s):
                    continue
                top = stacks[first][-1]
                cell = toward[first][direction]
                while cell >= 0 and stacks[cell][-1:] == (top,) and len(stacks[cell]) <= len(s):
                    chains.append(Move(CHAIN, source, cell))
                    cell = toward[cell][direction]
        return chains

    def _actions(self, player: int) -> list[Move]:
        return actions(self.stacks, player, self._near)

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move: placements in setup; in play the actions,
        with cards the chains and the free steps, and pass (always last); or, while the turn
        waits for an answer, a card or the end, those; none at the end."""
        if self._over:
            return []
        if self.phase == SETUP:
            return [Move(PLACE, cell) for cell, s in enumerate(self.stacks) if not s]
        mover = self._turn
        hands = self.hands
        if hands is not None and hands.stage != OPEN:
            return step_moves(hands, self._claimable(mover), mover, len(self.players))
        moves = self._actions(mover)
        if hands is not None:
            if hands.holder[CONTINUOUS] == mover:
                moves.extend(self._chains(mover))
            moves.extend(step_moves(hands, self._claimable(mover), mover, len(self.players)))
        moves.append(PASS_MOVE)  # MicroPython cannot unpack into a list display
        return moves

    def can_act(self, colour: str) -> bool:
        """Whether `colour` has an action other than passing in this position."""
        return bool(self._actions(self.players.index(colour)))

    def why_illegal(self, move: Move) -> IllegalMoveError | None:
        """None when `move` is legal, else why not: the error that says so in the game's words,
        not raised, naming its kind and parts (`KittyError.because`) for the page's words."""
        if self._over:
            return IllegalMoveError("the game is over").because("over")
        if self.phase == SETUP:
            if move.kind != PLACE:
                return IllegalMoveError(
                    "pieces are still being placed: name an empty cell"
                ).because("placing")
            if self.stacks[move.source]:
                return IllegalMoveError("that cell is taken").because("taken")
            return None
        hands = self.hands
        if hands is None and (move.kind in STEPS or move.kind == CHAIN):
            return IllegalMoveError("this game is played without the Objective Cards").because(
                "no_cards"
            )
        if hands is not None and (hands.stage != OPEN or move.kind in STEPS):
            players = len(self.players)
            if move in step_moves(hands, self._claimable(self._turn), self._turn, players):
                return None
            names = self.board.names
            return why_not(hands, self.stacks, move, mover=self._turn, players=players, names=names)
        if move.kind == PASS:
            return None
        if move.kind == PLACE:
            return IllegalMoveError(
                "every piece is placed: stack, flip, disassemble or pass"
            ).because("placed")
        s = self.stacks[move.source]
        names = self.board.names
        if not s or s[-1] != self._turn:
            return IllegalMoveError(
                f"{self.turn} does not own the stack on {names[move.source]}"
            ).because("not_owner", self.turn, names[move.source])
        if move.kind == CHAIN:
            return self._why_not_chain(move)
        if move.target not in self.board.neighbours[move.source]:
            return IllegalMoveError("the two stacks are not adjacent").because("not_adjacent")
        t = self.stacks[move.target]
        if not t:
            return _no_stack(names[move.target])
        if move in self._actions(self._turn):
            return None
        if move.kind == STACK:
            return _too_high()
        if move.kind == FLIP:
            if len(s) < 2:
                return IllegalMoveError("a flipping stack must be at least 2 high").because(
                    "flip_short"
                )
            if len(s) > len(t):
                return IllegalMoveError(
                    "a stack may only flip a stack at least as high as itself"
                ).because("flip_lower")
            return IllegalMoveError(
                "the cell beyond the flipped stack must be on the board and empty"
            ).because("flip_beyond")
        if t[-1] == self._turn:
            return IllegalMoveError("you cannot disassemble a stack you own").because("own_stack")
        if self._turn not in t:
            return IllegalMoveError("the stack holds none of your pieces").because("none_yours")
        return IllegalMoveError(
            "your pieces in your stack must outnumber the others' pieces in the target"
        ).because("outnumber")

    def _why_not_chain(self, move: Move) -> IllegalMoveError | None:
        if self.hands is None or self.hands.holder[CONTINUOUS] != self._turn:
            return IllegalMoveError("you hold no Continuous Stacking").because(
                "no_card", CODES[CONTINUOUS]
            )
        names, stacks = self.board.names, self.stacks
        line = self.board.line(move.source, move.target)
        if len(line) < 2:
            return IllegalMoveError(
                "a chain runs in a straight line over at least two stacks"
            ).because("chain_line")
        height, first = len(stacks[move.source]), stacks[line[0]]
        if not first:
            return _no_stack(names[line[0]])
        if len(first) > height:
            return _too_high()
        for cell in line[1:]:
            stack, name = stacks[cell], names[cell]
            if not stack:
                return IllegalMoveError(f"the chain cannot go on to {name}: it is empty").because(
                    "chain_empty", name
                )
            if stack[-1] != first[-1]:
                return IllegalMoveError(
                    f"the chain cannot go on to {name}: its top is not {names[line[0]]}'s"
                ).because("chain_top", name, names[line[0]])
            if len(stack) > height:
                return IllegalMoveError(
                    f"the chain cannot go on to {name}: it is higher than your stack"
                ).because("chain_higher", name)
        return None

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    def parse_move(self, text: str) -> Move:
        """Read `text` as a legal move; InvalidMoveError or IllegalMoveError if it is not."""
        move = parse(text, self.board)
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"illegal move: {text!r}: {reason}").because(
                reason.reason, *reason.parts
            )
        return move

    def format_move(self, move: Move) -> str:
        return move.text(self.board)

    def play(self, text: str) -> Move:
        """Check and push a move given in notation; returns it."""
        move = self.parse_move(text)
        self.push(move)
        return move

    def push(self, move: Move) -> None:
        """Make `move`, which must be legal (unchecked, the fast path)."""
        turn, passes, over = self._turn, self.passes, self._over
        hands, tokens, code, runs = self.hands, self.tokens, self._code, self._runs
        changed: list[tuple[int, tuple[int, ...]]] = []
        kind = move.kind
        key = None
        if hands is not None and kind in STEPS:
            if self._step(move, changed):
                key = self._end_turn(False)
        elif kind == PLACE:
            changed.append((move.source, ()))
            self.stacks[move.source] = (turn,)
            self._recode(changed)
            self.in_hand[turn] -= 1
            self._turn = (turn + 1) % len(self.players)
            if not any(self.in_hand):
                key = self._enter_play()
        else:
            if kind != PASS:
                self._act(move, changed)
                self._recode(changed)
            if hands is None or kind == PASS or not self._score_action(move, changed):
                key = self._end_turn(kind == PASS)
        self._undo.append(
            (move, tuple(changed), turn, passes, over, hands, tokens, key, code, runs)
        )

    def _encode(self) -> None:
        """Make the parts of the repetition keys (kitty/repetition.py) from the stacks, and
        find the stacks holding a run for Monochromatic Frenzy."""
        self._cells = repetition.encoded(self.stacks)
        self._code = repetition.code(self._cells)
        self._runs = () if self.hands is None else with_runs(self._cells)

    def _recode(self, changed: "Sequence[tuple[int, Stack]]") -> None:
        """Bring the keys' parts and the runs to the stacks now on the cells in ``changed``."""
        self._code = repetition.recode(self._cells, self.stacks, changed, self._code)
        if self.hands is not None:
            self._runs = rerun(self._runs, self._cells, changed)

    def _claimable(self, player: int) -> list[int]:
        """The cells of the stacks `player` owns that Monochromatic Frenzy could take (those
        holding a run; `kitty.steps.claimable` finds them on any board)."""
        stacks = self.stacks
        return [cell for cell in self._runs if stacks[cell][-1] == player]

    def _act(self, move: Move, changed: list[tuple[int, tuple[int, ...]]]) -> None:
        """Change the board by the action `move`, listing each cell's stack before it in
        `changed`, the acting stack first."""
        stacks = self.stacks
        source, target = move.source, move.target
        s, t = stacks[source], stacks[target]
        changed.append((source, s))
        if move.kind == CHAIN:  # T1 .. Tk become one stack on Tk, the acting stack on top
            built: tuple[int, ...] = ()
            for cell in self.board.line(source, target):
                changed.append((cell, stacks[cell]))
                built = stacks[cell] + built
                stacks[cell] = ()
            stacks[source] = ()
            stacks[target] = built + s
            return
        changed.append((target, t))
        if move.kind == STACK:
            stacks[target] = t + s
            stacks[source] = ()
        elif move.kind == FLIP:
            at = self.board.neighbours[source].index(target)
            landing = self.board.beyond[source][at]
            changed.append((landing, ()))
            stacks[landing] = s
            stacks[source] = ()
            stacks[target] = tuple(reversed(t))
        elif move.kind == DISASSEMBLE:
            cut = len(t) - 1
            while t[cut] != self._turn:  # the highest piece of the mover's colour
                cut -= 1
            stacks[source] = t[cut + 1 :] + s
            stacks[target] = t[: cut + 1]

    def _score_action(self, move: Move, changed: list[tuple[int, tuple[int, ...]]]) -> bool:
        """What the cards make of the action `move` just made: tokens carried, Rainbow Bridge,
        Dramatic Twist and Continuous Stacking scored, and whether the turn stays with the
        mover for claims (True: the mover owns a stack that Monochromatic Frenzy could take).
        """
        hands = self.hands
        assert hands is not None
        mover, kind = self._turn, move.kind
        stacks = self.stacks
        tokens = carry(self.tokens, kind, changed, stacks)
        if hands.holder[RAINBOW] == mover or hands.holder[TWIST] == mover:
            rainbow, twist = gains(kind, changed, stacks, tokens, mover)
            if rainbow and hands.holder[RAINBOW] == mover:
                made = move.source if kind == DISASSEMBLE else move.target
                hands = hands.earn(RAINBOW, rainbow)
                tokens = mark(tokens, made, len(stacks[made]) - 1, RAINBOW)
            if twist and hands.holder[TWIST] == mover:
                hands = hands.earn(TWIST, twist)
                tokens = mark(tokens, move.target, len(stacks[move.target]) - 1, TWIST)
        if kind == CHAIN:
            hands = hands.earn(CONTINUOUS, len(changed) - 2)
        after = bool(self._claimable(mover))
        self.hands = hands.at(AFTER) if after else hands
        self.tokens = tokens
        return after

    def _step(self, move: Move, changed: list[tuple[int, tuple[int, ...]]]) -> bool:
        """Take the card step `move`; True when it ends the turn."""
        hands = self.hands
        assert hands is not None
        if move.kind == CLAIM:
            cell = move.source
            changed.append((cell, self.stacks[cell]))
            self.hands = hands.claim(self.stacks[cell])
            self.stacks[cell] = ()
            self._recode(changed)
            self.tokens = carry(self.tokens, CLAIM, changed, self.stacks)
            return hands.stage == AFTER and not self._claimable(self._turn)
        if move.kind == END:
            return True
        self.hands = exchange(hands, move, self._turn)
        return False

    def action_gains(self, move: Move) -> tuple[int, int]:
        """(Rainbow Bridge's points, Dramatic Twist's points) that the legal action `move`
        would earn the player to move if they held those cards; (0, 0) for any other move.
        Everyone can see this on the board, so a player's knowledge uses it."""
        if move.kind not in (STACK, CHAIN, FLIP, DISASSEMBLE):
            return 0, 0
        self.push(move)
        _, before, turn, _, _, _, tokens, _, _, _ = self._undo[-1]
        changed = list(before)
        carried = carry(tokens, move.kind, changed, self.stacks)
        found = gains(move.kind, changed, self.stacks, carried, turn)
        self.pop()
        return found

    def _end_turn(self, passed: bool) -> "Key":
        self.passes = self.passes + 1 if passed else 0
        self._turn = (self._turn + 1) % len(self.players)
        if self.hands is not None:
            self.hands = self.hands.next_turn()
        return self._arrive()

    def _enter_play(self) -> "Key":
        self._turn = 0
        self.passes = 0
        return self._arrive()

    def _arrive(self) -> "Key":
        """Count the position for repetition (the board, its tokens and the player to move) at
        the start of a turn, and decide whether the game has ended; returns what was counted,
        its key (kitty/repetition.py)."""
        key = repetition.key(self._cells, self._code, self._turn, self.tokens)
        seen = self._seen.get(key, 0) + 1
        self._seen[key] = seen
        if (
            seen >= 3
            or self.passes >= len(self.players)
            or not anyone_can_act(self.stacks, self.board.neighbours)
        ):
            self._over = True
        return key

    def pop(self) -> Move:
        """Take back the last move and return it."""
        move, changed, turn, passes, over, hands, tokens, key, code, runs = self._undo.pop()
        if key is not None:
            seen = self._seen
            count = seen[key] - 1
            if count:
                seen[key] = count
            else:
                del seen[key]
        stacks, cells = self.stacks, self._cells
        for cell, stack in changed:
            stacks[cell] = stack
            cells[cell] = bytes(stack)
        self._code = code
        self._runs = runs
        if move.kind == PLACE:
            self.in_hand[turn] += 1
        self._turn = turn
        self.passes = passes
        self._over = over
        self.hands = hands
        self.tokens = tokens
        return move

    def position(self) -> str:
        """The position as text (kitty/position.py); `Game.from_position` reads it back."""
        text = position.write(
            self.board,
            self.stacks,
            players=len(self.players),
            turn=self._turn,
            phase=self.phase,
            passes=self.passes,
        )
        if self.hands is None:
            return text
        return text + " " + cardtext.write(self.hands, self.tokens, self.board)

    @classmethod
    def from_position(cls, text: str) -> "Game":
        """A game starting at the position `text`; PositionError when it is not one."""
        board, stacks, players, turn, phase, passes, hands, tokens = position.read(text)
        game = cls(players, board.side, cards=hands is not None)
        game.deal = None
        game.hands = hands
        game.tokens = tokens
        game.stacks = stacks
        game._encode()
        game._turn = turn
        game.passes = passes
        if phase == PLAY:
            game.in_hand = [0] * players
            if hands is None or (hands.stage == OPEN and not hands.proposed):
                game._arrive()
        else:
            game.in_hand = [PIECES - sum(s.count(p) for s in stacks) for p in range(players)]
        return game

    def resumed_with(self, hands: "Hands | None") -> "Game":
        """A copy of this game at its position, without its history but with the repetitions
        counted so far, holding the cards `hands` (a sample of the hidden ones: kitty.knowledge)."""
        game = Game.from_position(self.position())
        game.hands = hands
        game._seen = dict(self._seen)
        game._over = self._over
        return game

    def __repr__(self) -> str:
        return f"Game.from_position({self.position()!r})"

    @property
    def moves(self) -> list[Move]:
        """The moves made so far, first to last."""
        return [entry[0] for entry in self._undo]

    @property
    def plies(self) -> int:
        """How many moves (placements and passes included) have been made."""
        return len(self._undo)

    @property
    def last_move(self) -> Move | None:
        return self._undo[-1][0] if self._undo else None

    @property
    def last_step(self) -> object:
        """An object that stays the same exactly as long as the game's moves do (None before
        the first): a long game's page tells by it, at no cost, whether to look at the moves
        again. (It is the last move's undo record; every move makes a new one.)"""
        return self._undo[-1] if self._undo else None

    def steps(self) -> "list[object]":
        """Every move's step, oldest first: each stays the same object exactly as long as its
        move and all the moves before it stand (see `last_step`)."""
        return list(self._undo)

    def moves_from(self, ply: int) -> list[Move]:
        """The moves made after the first ``ply``."""
        return [entry[0] for entry in self._undo[ply:]]

    def movers_from(self, ply: int) -> list[str]:
        """Who made each move after the first ``ply``: with cards, the player who decided it
        (the partner answering a proposal or giving a card), as `turn` said then."""
        players = self.players
        return [
            players[entry[2] if entry[5] is None else entry[5].decider(entry[2])]
            for entry in self._undo[ply:]
        ]
