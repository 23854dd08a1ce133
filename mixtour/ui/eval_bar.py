"""The evaluation bar: the side to move's winning chance in the position the board shows, from
the AI worker's analysis, beside the board when the player has switched it on.

Off by default; the switch is remembered in the browser's storage under `KEY`. After every change
the page asks the worker about the shown position, at a small fixed budget, with an id of its own
(``'eval:N'``), so the request never takes the place of the computer's move or a hint; a reply for
a position no longer shown is dropped. In a game by link the bar is hidden while the friend is to
move, since it would advise the player who waits.
"""

from mixtour import WHITE, Game
from mixtour.ui import words

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from mixtour.ui.controller import Screen

KEY = "mixtour.eval-bar.v1"
EVAL_ITERATIONS = 300


class EvalBar:
    """Whether the bar is on, the request it waits for, and the last chance it got."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self._next_id = 0
        self.pending: str | None = None
        # The position text the chance is for, and White's chance there.
        self.position = ""
        self.white = 0.5

    def request(
        self, shown: Game, moves: "list[str]", iterations: int | None
    ) -> "dict[str, Any] | None":
        """The worker request for the position ``shown`` (``moves`` played from its game's start,
        in notation), or None when the bar is off, a request is pending, the chance is known or
        the game is over there."""
        if not self.on or self.pending is not None or shown.players != 2:
            return None
        if shown.result is not None or shown.position() == self.position:
            return None
        self._next_id += 1
        self.pending = f"eval:{self._next_id}"
        return {
            "id": self.pending,
            "start": shown.start_position,
            "moves": moves,
            "target": shown.target,
            "repetition_draw": shown.repetition_draw,
            "iterations": iterations or EVAL_ITERATIONS,
        }

    def owns(self, request_id: object) -> bool:
        return self.pending is not None and request_id == self.pending

    def reply(self, reply: "dict[str, Any]") -> None:
        """Keep the chance the worker found (a failed reply leaves the bar as it was)."""
        self.pending = None
        chance = reply.get("win_probability")
        position = reply.get("position")
        if not reply.get("ok") or not isinstance(chance, (int, float)):
            return
        if not isinstance(position, str):
            return
        chance = min(1.0, max(0.0, float(chance)))
        to_move = position.split(" ")[1] if " " in position else "w"
        self.position = position
        self.white = chance if to_move == "w" else 1.0 - chance

    def forget(self) -> None:
        """Drop a pending request (its reply is then stale) and the chance."""
        self.pending = None
        self.position = ""

    def show(self, screen: "Screen", game: Game, visible: bool) -> None:
        """The switch, and the bar for ``game`` as the board shows it when ``visible``."""
        screen.attributes.append(("eval-switch", "aria-pressed", "true" if self.on else "false"))
        shown = self.on and visible and game.players == 2
        screen.hidden["eval-bar"] = not shown
        if not shown:
            return
        if game.result is not None:
            white = 0.5 if game.result == "draw" else float(game.result == WHITE)
        elif game.position() == self.position:
            white = self.white
        else:
            screen.attributes.append(("eval-bar", "data-state", "thinking"))
            screen.text["eval-text"] = words.EVAL_THINKING
            return
        screen.attributes.append(("eval-bar", "data-state", "ready"))
        screen.markup["eval-graphic"] = bar(white)
        screen.text["eval-text"] = words.eval_text(game.turn, white)


def bar(white: float) -> str:
    """The bar as SVG text: White's share from the left, Red's the rest, an even mark."""
    width = round(200 * white, 1)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 14" aria-hidden="true"'
        ' focusable="false" preserveAspectRatio="none">'
        '<rect class="red-share" x="0" y="0" width="200" height="14"/>'
        f'<rect class="white-share" x="0" y="0" width="{width}" height="14"/>'
        '<line class="even" x1="100" y1="0" x2="100" y2="14"/></svg>'
    )
