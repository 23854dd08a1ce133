"""The card state of a game with the Objective Cards (docs/kitty-rules.md, "Objective Cards"):
who holds which card, the points each card earned in play, the stacks claimed, who has used
their exchange, and where the current turn stands. A `Hands` never changes: every step makes a
new one, so the game's undo record keeps the old one as it is.

A card that has earned points in play, or has been discarded, is revealed; no other card is
until the game ends. Revealed cards never change hands (only unrevealed cards are given), so the
points a card earned always belong to its holder.
"""

from kitty.deck import CARDS, DISCARDED, FORCED_EXCHANGE, FRENZY

NO_POINTS = (0,) * len(CARDS)

# Where the turn stands: before the action (free steps and the action itself); a proposal
# awaiting its answer; an accepted exchange awaiting the proposer's card, then the partner's;
# a Forced Exchange awaiting its target's card; after the action (claims, or the end).
OPEN, ANSWER, PROPOSER_GIVES, PARTNER_GIVES, FORCED_GIVES, AFTER = range(6)


class Hands:
    """The cards of one game at one moment (see the module's description)."""

    __slots__ = (
        "card",
        "claimed",
        "exchanged",
        "holder",
        "partner",
        "points",
        "proposed",
        "stage",
    )

    def __init__(
        self,
        holder: "tuple[int, ...]",
        *,
        points: "tuple[int, ...]" = NO_POINTS,
        claimed: "tuple[tuple[int, ...], ...]" = (),
        exchanged: int = 0,
        stage: int = OPEN,
        partner: int = -1,
        card: int = -1,
        proposed: bool = False,
    ) -> None:
        self.holder = holder  # per card: the player holding it, FACE_DOWN or DISCARDED
        self.points = points  # per card: the points it earned during play
        self.claimed = claimed  # the stacks Monochromatic Frenzy took off the board, in order
        self.exchanged = exchanged  # a bit per player who has used the exchange by agreement
        self.stage = stage
        self.partner = partner  # the other player of a pending exchange, else -1
        self.card = card  # the card the mover has put forward in a pending exchange, else -1
        self.proposed = proposed  # whether the mover has proposed an exchange this turn

    def __repr__(self) -> str:
        return f"Hands({self.holder!r}, stage={self.stage})"

    def held(self, player: int) -> list[int]:
        """The cards `player` holds, in deck order."""
        return [card for card, holder in enumerate(self.holder) if holder == player]

    def revealed(self, card: int) -> bool:
        """Whether everyone sees `card` (before the end): it has scored, or it is discarded."""
        return self.points[card] > 0 or self.holder[card] == DISCARDED

    def hidden(self, player: int) -> list[int]:
        """The cards `player` holds that are not revealed: the ones that may be given (a held
        card is revealed once it has scored)."""
        points = self.points
        return [card for card, at in enumerate(self.holder) if at == player and not points[card]]

    def has_exchanged(self, player: int) -> bool:
        return bool(self.exchanged >> player & 1)

    def decider(self, mover: int) -> int:
        """Who decides now in `mover`'s turn: the partner or target of a pending exchange when
        it is their answer or card, else the mover."""
        if self.stage in (ANSWER, PARTNER_GIVES, FORCED_GIVES):
            return self.partner
        return mover

    def _with(
        self,
        holder: "tuple[int, ...] | None" = None,
        points: "tuple[int, ...] | None" = None,
        claimed: "tuple[tuple[int, ...], ...] | None" = None,
        exchanged: int = -1,
    ) -> "Hands":
        """A copy with the given parts changed and the turn back before the action (the
        proposal made this turn remembered)."""
        return Hands(
            self.holder if holder is None else holder,
            points=self.points if points is None else points,
            claimed=self.claimed if claimed is None else claimed,
            exchanged=self.exchanged if exchanged < 0 else exchanged,
            stage=self.stage if self.stage == AFTER else OPEN,
            proposed=self.proposed,
        )

    def at(self, stage: int, partner: int = -1, card: int = -1) -> "Hands":
        """The same cards with the turn at `stage` (a proposal marks the turn as having had
        its proposal; the action clears it, since proposals come before)."""
        proposed = self.proposed or stage == ANSWER
        if stage == AFTER:
            proposed = False
        return Hands(
            self.holder,
            points=self.points,
            claimed=self.claimed,
            exchanged=self.exchanged,
            stage=stage,
            partner=partner,
            card=card,
            proposed=proposed,
        )

    def next_turn(self) -> "Hands":
        """The same cards at the start of a turn."""
        if self.stage == OPEN and not self.proposed:
            return self
        return Hands(
            self.holder, points=self.points, claimed=self.claimed, exchanged=self.exchanged
        )

    def earn(self, card: int, gain: int) -> "Hands":
        points = list(self.points)
        points[card] += gain
        return self._with(points=tuple(points))

    def claim(self, stack: "tuple[int, ...]") -> "Hands":
        """Monochromatic Frenzy takes `stack` off the board and scores its pieces."""
        points = list(self.points)
        points[FRENZY] += len(stack)
        claimed = list(self.claimed)
        claimed.append(stack)
        return self._with(points=tuple(points), claimed=tuple(claimed))

    def swap(self, one: int, other: int, forced: bool) -> "Hands":
        """Cards `one` and `other` change hands; by Forced Exchange, which is then discarded,
        or by agreement, which uses both players' exchange. The turn goes back before the
        action."""
        holder = list(self.holder)
        first, second = holder[one], holder[other]
        holder[one], holder[other] = second, first
        exchanged = self.exchanged
        if forced:
            holder[FORCED_EXCHANGE] = DISCARDED
        else:
            exchanged |= (1 << first) | (1 << second)
        return self._with(holder=tuple(holder), exchanged=exchanged)
