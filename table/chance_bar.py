"""The chance bar: each player's chance in the position the board shows, from the AI worker
(docs/playing.md, "The chance bar"): with two players the side to move's winning chance, with
more every colour's share of the game, one bar in parts.

Its requests go through the broker's own ``chances`` topic at the game's small ``chances``
budget, so they never hold up the computer's move or a hint. It is hidden while a friend by link
is to move (it would advise the player who waits), and with computer help off until the game is
over. The switch is remembered for every game of the site under `KEY`.
"""

from table import words
from table.model import AI_IDLE, AI_READY

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.host import Host
    from table.screen import Screen

KEY = "mixtour.eval-bar.v1"
TOPIC = "chances"


class ChanceBar:
    """The chance bar's switch, its question after every change, and the last shares found."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.on = host.keeper.setting(KEY) == "on"  # off unless switched on
        self.pending = False
        # The position text the shares are for, and each colour's share of the game there.
        self.position = ""
        self.shares: dict[str, float] = {}
        self.actions = {"eval-switch": self.switch}

    def switch(self, data: "dict[str, str]") -> None:
        """On or off, remembered in this browser; a pending request and the shares are dropped."""
        host = self.host
        self.on = not self.on
        self.pending = False
        self.position = ""
        host.broker.cancel(TOPIC)
        host.keeper.store.set(KEY, "on" if self.on else "off")
        host.render_panels()
        self.changed()

    def changed(self) -> None:
        """Ask the worker for the shown position's shares when the bar is on and needs them."""
        host = self.host
        table = host.table
        if not self.on:
            return
        if host.ai_state == AI_IDLE:
            host.start_ai()
        if host.ai_state != AI_READY or table.friend_to_move() or not table.helps():
            return  # no advice while the friend is to move, or with computer help off
        spec = host.spec
        shown = table.shown()
        if self.pending or spec.outcome(shown) is not None or shown.position() == self.position:
            return
        self.pending = True
        request = spec.request(spec.replay(shown, []), table.texts()[: table.shown_ply()])
        budget = spec.budget("chances", len(spec.colours(shown)))
        request["iterations"] = host.iterations or budget
        host.ask(TOPIC, request, self.reply)

    def reply(self, reply: "dict[str, Any]") -> None:
        """Keep the shares the worker found (a failed reply leaves the bar as it was)."""
        host = self.host
        self.pending = False
        position = reply.get("position")
        if reply.get("ok") and isinstance(position, str):
            shares = host.spec.shares(reply, host.table.colours)
            if shares is not None:
                self.position = position
                self.shares = shares
        host.render_panels()
        self.changed()

    def ready(self) -> None:
        self.changed()

    def show(self, screen: "Screen") -> None:
        """The switch, and the bar for the game as the board shows it."""
        table = self.host.table
        spec = self.host.spec
        screen.disabled["eval-switch"] = not table.helps()
        screen.attributes.append(("eval-switch", "aria-pressed", "true" if self.on else "false"))
        # A game the players ended (resigned, agreed) has no chance left to show.
        agreed = table.ending is not None and table.review is None
        shown = self.on and not table.friend_to_move() and not agreed and table.helps()
        screen.hidden["eval-bar"] = not shown
        if not shown:
            return
        game = table.shown()
        colours = spec.colours(game)
        outcome = spec.outcome(game)
        if outcome is not None:
            winners = outcome[0]
            shares = {c: (1.0 / len(winners) if c in winners else 0.0) for c in colours}
        elif game.position() == self.position and self.shares:
            shares = self.shares
        else:
            screen.attributes.append(("eval-bar", "data-state", "thinking"))
            screen.text["eval-text"] = words.EVAL_THINKING
            return
        screen.attributes.append(("eval-bar", "data-state", "ready"))
        screen.markup["eval-graphic"] = bar(colours, shares)
        turn = str(game.turn)
        if outcome is not None:  # the result, not the loser's "0% winning chance" to move
            names = [spec.colour_name(colour) for colour in outcome[0]]
            screen.text["eval-text"] = words.result_title(names, len(names) == len(colours))
        else:
            named = [(spec.colour_name(colour), shares[colour]) for colour in colours]
            screen.text["eval-text"] = words.chance_text(spec.colour_name(turn), named)


def bar(colours: "tuple[str, ...]", shares: "dict[str, float]") -> str:
    """The bar as SVG text: each colour's share from the left, in turn order; with two
    players, a mark at even."""
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 14" aria-hidden="true"'
        ' focusable="false" preserveAspectRatio="none">'
    ]
    x = 0.0
    for colour in colours:
        width = 200 * shares[colour]
        parts.append(
            f'<rect class="{colour}-share" x="{round(x, 1)}" y="0" width="{round(width, 1)}"'
            ' height="14"/>'
        )
        x += width
    if len(colours) == 2:
        parts.append('<line class="even" x1="100" y1="0" x2="100" y2="14"/>')
    parts.append("</svg>")
    return "".join(parts)


def shares_of(values: object, colours: "tuple[str, ...]") -> "dict[str, float] | None":
    """Each of ``colours``' share of the game in a worker reply's ``shares``, each between 0
    and 1 and scaled to add up to 1; None when they are not one number per colour."""
    if not isinstance(values, dict):
        return None
    shares = {}
    for colour in colours:
        value = values.get(colour)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        shares[colour] = min(1.0, max(0.0, float(value)))
    total = sum(shares.values())
    if total <= 0:
        return None
    return {colour: share / total for colour, share in shares.items()}
