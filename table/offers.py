"""How a game ends at the table: resigning and draws offered between people, and the result card
that lies over the board's bottom edge once the game is over (Rematch, New game, Review)."""

from table import seats as seating
from table import words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.host import Host
    from table.model import Table
    from table.screen import Screen


class Offers:
    """Resign, Offer draw and its answer, and the result card (put aside until the game is no
    longer over, or another is loaded)."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.card_aside = False
        # Resign was pressed once, at this many plies: the next press resigns (None: not asked).
        self.resign_asked: int | None = None
        self.actions = {
            "resign": self.resign,
            "offer-draw": self.offer_draw,
            "accept-draw": self.accept_draw,
            "decline-draw": self.decline_draw,
            "again": self.rematch,
            "dismiss": self.put_aside,
        }

    def resign(self, data: "dict[str, str]") -> None:
        host = self.host
        if host.in_puzzle() or host.table.resigner() is None:
            return
        if self.resign_asked is None:  # one press could end a game by a slip: ask first
            self.resign_asked = host.table.plies
            host.render()
            host.port.announce(words.RESIGN_ASK, "warn")
            return
        self.resign_asked = None
        loser = str(host.table.resign())
        # Said as an event, as a move or a draw offer is: the result is the status line's, just
        # above (the message box said it again word for word).
        host.after(words.resigns(host.spec.colour_name(loser)))
        host.port.sound("end")

    def offer_draw(self, data: "dict[str, str]") -> None:
        if self.host.in_puzzle():
            return
        self.host.after(self.host.table.offer_draw())

    def accept_draw(self, data: "dict[str, str]") -> None:
        ended = self.host.table.accept_draw()
        self.host.after(ended)
        if ended is not None:
            self.host.port.sound("end")

    def decline_draw(self, data: "dict[str, str]") -> None:
        self.host.after(self.host.table.decline_draw())

    def rematch(self, data: "dict[str, str]") -> None:
        """Rematch: the same game again, each player taking the next colour."""
        table = self.host.table
        options = self.host.spec.options.rematch(table.options)
        self.host.new_game(options, seating.rotated(table.seats))

    def put_aside(self, data: "dict[str, str]") -> None:
        self.card_aside = True
        self.host.render()

    def stirred(self, action: str) -> None:
        """The player did something (``action``: the button pressed, if one was): anything but
        Resign again and the question lapses, so that a stray tap later cannot resign."""
        if self.resign_asked is None or action == "resign":
            return
        self.resign_asked = None
        self.host.render()
        self.host.port.announce(words.RESIGN_LAPSED, "event")

    def changed(self) -> None:
        if not self._only_others_moved():
            self.resign_asked = None  # a move here, or one taken back: the question lapses
        if not self.host.table.over:
            self.card_aside = False

    def _only_others_moved(self) -> bool:
        """Whether, since Resign was asked, only the others have moved (the computer, a friend
        by link), so that the question stands for the one who asked: a reply that came in
        between the two presses does not lose the second."""
        asked = self.resign_asked
        table = self.host.table
        if asked is None or table.plies < asked or table.resigner() is None:
            return False
        return not any(table.is_human(mover) for mover in table.movers()[asked:])

    def show(self, screen: "Screen") -> None:
        host = self.host
        table = host.table
        spec = host.spec
        seats = table.seats
        two = len(table.colours) == 2
        # Resign (with a person here, where a player may resign), Offer draw and the answer
        # (between two people).
        resigns = table.resigns_here()
        screen.hidden["agree-controls"] = not resigns or seating.computers_only(seats)
        between_people = two and not seating.with_computer(seats)
        screen.hidden["offer-draw"] = not between_people
        screen.disabled["offer-draw"] = not table.can_offer_draw()
        screen.disabled["resign"] = table.resigner() is None
        screen.text["resign"] = words.RESIGN if self.resign_asked is None else words.RESIGN_SURE
        answer = table.can_answer_draw()
        screen.hidden["draw-offer"] = not answer
        offered = spec.colour_name(table.offer) if table.offer else ""
        screen.text["draw-offer-text"] = words.draw_offer_status(offered) if answer else ""
        over = table.over and table.review is None
        if over:
            screen.text["banner-title"] = table.result_title(table.lone_person())
            screen.text["banner-reason"] = table.result_reason()
            screen.attributes.append(("banner", "data-result", winner_token(table)))
        details = spec.result_details(table) if over else ""
        screen.markup["banner-details"] = details
        screen.hidden["banner-details"] = not details
        screen.hidden["banner"] = not over or self.card_aside or host.in_lesson()


def winner_token(table: "Table") -> str:
    """The result card's ``data-result``, for its title's colour: the winner's colour, ``draw``
    when every player shares the win, ``shared`` when some do; empty while the game goes on.
    (The board's ``data-result`` is the game's own, `Spec.result_token`: Kitty's ``1-0``.)"""
    outcome = table.outcome()
    if outcome is None:
        return ""
    winners = outcome[0]
    if len(winners) == 1:
        return winners[0]
    return "draw" if len(winners) == len(table.colours) else "shared"
