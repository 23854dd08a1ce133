"""The evaluation bar: the side to move's winning chance in the position the board shows, from
the AI worker's analysis, beside the board when the player has switched it on. In a game of
three (Mixtour à trois) it shows every colour's share of the game, as the worker's max-n search
estimates them (``shares`` in its reply): White's, Red's and Blue's parts of one bar.

Off by default; the switch is remembered in the browser's storage under `KEY`. After every change
the page asks the worker about the shown position, at a small fixed budget, with an id of its own
(``'eval:N'``), so the request never takes the place of the computer's move or a hint; a reply for
a position no longer shown is dropped. In a game by link the bar is hidden while the friend is to
move, since it would advise the player who waits.
"""

from mixtour import BLUE, RED, WHITE, Game
from mixtour.ui import chances, words

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from mixtour.ui.controller import Screen

KEY = "mixtour.eval-bar.v1"
# The worker's budget for the bar: with two players, nodes its reading search opens (about 0.1 s
# in Pyodide); with three, simulations of the max-n search.
EVAL_ITERATIONS = 100
TROIS_EVAL_ITERATIONS = 300


class EvalBar:
    """Whether the bar is on, the request it waits for, and the last chance it got."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self._next_id = 0
        self.pending: str | None = None
        # The position text the chance is for, and White's chance there (two players), or each
        # colour's share of the game (three).
        self.position = ""
        self.white = 0.5
        self.shares: dict[str, float] = {}

    def request(
        self, shown: Game, moves: "list[str]", iterations: int | None
    ) -> "dict[str, Any] | None":
        """The worker request for the position ``shown`` (``moves`` played from its game's start,
        in notation), or None when the bar is off, a request is pending, the chance is known or
        the game is over there."""
        if not self.on or self.pending is not None:
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
            "iterations": iterations
            or (EVAL_ITERATIONS if shown.players == 2 else TROIS_EVAL_ITERATIONS),
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
        if "shares" in reply:  # a game of three
            self.shares = chances.shares_of(reply["shares"], (WHITE, RED, BLUE)) or {}
            if self.shares:
                self.position = position
            return
        chance = min(1.0, max(0.0, float(chance)))
        self.position = position
        self.white = chance if chances.to_move(position) == WHITE else 1.0 - chance

    def forget(self) -> None:
        """Drop a pending request (its reply is then stale) and the chance."""
        self.pending = None
        self.position = ""

    def show(self, screen: "Screen", game: Game, visible: bool) -> None:
        """The switch, and the bar for ``game`` as the board shows it when ``visible``."""
        screen.attributes.append(("eval-switch", "aria-pressed", "true" if self.on else "false"))
        shown = self.on and visible
        screen.hidden["eval-bar"] = not shown
        if not shown:
            return
        if game.players == 3:
            self._show_three(screen, game)
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

    def _show_three(self, screen: "Screen", game: Game) -> None:
        if game.result is not None:
            winners = game.colours if game.result == "draw" else (game.result,)
            shares = {
                colour: (1.0 / len(winners) if colour in winners else 0.0)
                for colour in game.colours
            }
        elif game.position() == self.position and self.shares:
            shares = self.shares
        else:
            screen.attributes.append(("eval-bar", "data-state", "thinking"))
            screen.text["eval-text"] = words.EVAL_THINKING
            return
        screen.attributes.append(("eval-bar", "data-state", "ready"))
        screen.markup["eval-graphic"] = bar_three(shares)
        screen.text["eval-text"] = words.eval_text_three(game.turn, shares)


def bar_three(shares: "dict[str, float]") -> str:
    """The bar of a game of three as SVG text: White's, Red's and Blue's shares from the left."""
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 14" aria-hidden="true"'
        ' focusable="false" preserveAspectRatio="none">'
    ]
    x = 0.0
    for colour in (WHITE, RED, BLUE):
        width = 200 * shares[colour]
        parts.append(
            f'<rect class="{colour}-share" x="{round(x, 1)}" y="0" width="{round(width, 1)}"'
            ' height="14"/>'
        )
        x += width
    parts.append("</svg>")
    return "".join(parts)


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
