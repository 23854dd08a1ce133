"""What a Kitty Stack Tower player holds, and what a tap or a key means with it
(docs/kitty-rules.md).

In the placement phase a tap on an empty cell places a piece. In play a tap on one of your
stacks picks it and marks its targets (S stack, F flip, D disassemble, and where a flip lands);
a tap on a target makes the action, or, when several actions act on it, offers them to choose
(buttons, or the keys S, F and D). A pass is a button (or P), and the pass that would end the
game asks to be pressed once more. Any other try is answered with the engine's own reason.
"""

from kitty.game import COLOURS, Game
from kitty.moves import CHAIN, DISASSEMBLE, FLIP, PASS, PASS_MOVE, STACK, Move
from kitty.ui import cards, words
from kitty.ui.board import ACTIONS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Table

CHOICE_KEYS = {"s": STACK, "f": FLIP, "d": DISASSEMBLE, "c": CHAIN}
# The buttons of the Objective Cards: a card step, and "show my cards" (`kitty.ui.cards`).
STEP = "step"
SHOW = "show"


class Hand:
    """The stack picked (its cell, None when none), the actions offered on one target, and a
    pass that ends the game waiting for its confirmation."""

    __slots__ = ("choice", "ending_pass", "picked")

    def __init__(self) -> None:
        self.picked: int | None = None
        self.choice: list[Move] = []
        self.ending_pass = False

    def cancel(self) -> bool:
        held = self.picked is not None or bool(self.choice) or self.ending_pass
        self.picked = None
        self.choice = []
        self.ending_pass = False
        return held

    def targets(self, game: Game) -> "dict[int, list[Move]]":
        """The picked stack's actions, by the cell each acts on."""
        found: dict[int, list[Move]] = {}
        if self.picked is None:
            return found
        for move in game.legal_moves():
            if move.source == self.picked and move.kind in ACTIONS:
                found.setdefault(move.target, []).append(move)
        return found

    def _pick(self, table: "Table", cell: int) -> str:
        game = table.game
        self.picked = cell
        self.choice = []
        table.note = ""
        names = game.board.names
        return words.picked(names[cell], sorted(names[target] for target in self.targets(game)))

    def click(self, table: "Table", cell: int, detail: int | None = None) -> str | None:
        game = table.game
        self.ending_pass = False
        names = game.board.names
        if game.phase == "setup":
            return table.attempt(names[cell])
        waiting = cards.waiting_for(table)
        asked = cards.board_note(game)
        if waiting or asked:
            self.cancel()
            table.note = words.pass_device(waiting) if waiting else asked
            return table.note
        if self.picked is not None:
            chosen = self.targets(game).get(cell, [])
            if len(chosen) == 1:
                return table.attempt(game.format_move(chosen[0]))
            if chosen:
                self.choice = chosen
                return words.several(names[cell])
            if cell == self.picked:
                table.cancel()
                return words.PUT_DOWN
        owner = game.owner(cell)
        if owner == COLOURS.index(game.turn):
            return self._pick(table, cell)
        if self.picked is not None:
            table.note = _why_not(table, self.picked, cell)
            return table.note
        if owner < 0:
            table.note = words.pick_a_stack(names[cell])
        else:
            table.note = words.pick_your_own(names[cell], words.colour_name(COLOURS[owner]))
        return table.note

    def choose(self, table: "Table", kind: str, text: str = "") -> str | None:
        """One of the actions offered on a target, the pass (``kind`` ``'pass'``), a card step
        (``'step'``, ``text`` its notation) or, with several people at the device, the person
        deciding taking it to see their cards (``'show'``)."""
        if kind == PASS:
            return self.pass_turn(table)
        if kind == SHOW:
            colour = cards.waiting_for(table)
            if not colour:
                return None
            table.holder = colour
            return table.status_turn()
        if kind == STEP:
            if cards.waiting_for(table):
                return None
            return table.attempt(text)
        for move in self.choice:
            if move.kind == kind:
                return table.attempt(table.game.format_move(move))
        return None

    def pass_turn(self, table: "Table") -> str | None:
        """Pass; the pass that ends the game (every other player passed) asks first."""
        game = table.game
        if not table.human_to_move():
            return table.not_your_turn()
        waiting = cards.waiting_for(table)
        if waiting:
            table.note = words.pass_device(waiting)
            return table.note
        refusal = game.why_illegal(PASS_MOVE)  # in the setup too: pieces are still placed
        if refusal is not None:
            table.note = words.illegal_sentence(refusal, "pass")
            return table.note
        ends = game.passes >= len(game.players) - 1
        if ends and not self.ending_pass:
            self.picked = None
            self.choice = []
            self.ending_pass = True
            return words.pass_ends(words.colour_name(game.turn))
        return table.attempt("pass")

    def drag_from(self, table: "Table", cell: int, detail: int | None) -> "tuple[bool, int | None]":
        """A press on one of your stacks in play may start a drag."""
        game = table.game
        if not table.human_to_move() or game.phase != "play":
            return False, None
        if cards.waiting_for(table) or cards.question(game):
            return False, None
        return game.owner(cell) == COLOURS.index(game.turn), 1

    def lift(self, table: "Table", cell: int, detail: int | None) -> int | None:
        self._pick(table, cell)
        return 1

    def drop(self, table: "Table", origin: int, detail: int, target: int | None) -> str | None:
        """A dragged stack released over ``target``: as a tap there with it picked."""
        if target is None or target == origin:
            table.cancel()
            return None
        self.picked = origin
        return table.tap(target)


def _why_not(table: "Table", source: int, target: int) -> str:
    """Why no action of ``source`` acts on ``target``, in the engine's words."""
    game = table.game
    names = game.board.names
    reasons: list[tuple[str, Exception]] = []
    for kind in (STACK, FLIP, DISASSEMBLE):
        reason = game.why_illegal(Move(kind, source, target))
        if reason is not None and str(reason) not in [str(said) for _, said in reasons]:
            reasons.append((kind, reason))
    return words.cannot_act(names[source], names[target], reasons)
