"""The one broker between the table and the computer (the AI worker): every question the table
asks it — a move, a hint, the chance bar's figure, a review's position, a puzzle's try — goes
through `Broker.ask`, and every reply comes back through `Broker.deliver`.

Each request gets the next id of one counter, whoever asks. Each asker (its *topic*: ``move``,
``hint``, ``chances``, ``review``, ``puzzle``) waits for at most one reply: asking again, or
`cancel`, makes the earlier request stale, and a stale reply is dropped. So the move the computer
found for a position the player has since undone never reaches the board.
"""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    Reply = Callable[[dict[str, Any]], None]


class Broker:
    """The requests waiting for the worker, by topic, and the id counter."""

    def __init__(self) -> None:
        self._last_id = 0
        # topic -> (the request's id, what to do with its reply)
        self._waiting: dict[str, tuple[int, Reply]] = {}

    def ask(self, topic: str, request: "dict[str, Any]", on_reply: "Reply") -> "dict[str, Any]":
        """``request`` with a fresh ``id``, now the one ``topic`` waits for (an earlier one of
        that topic is stale); ``on_reply`` gets its reply."""
        self._last_id += 1
        asked = dict(request)
        asked["id"] = self._last_id
        self._waiting[topic] = (self._last_id, on_reply)
        return asked

    def cancel(self, topic: str) -> None:
        """Drop the request ``topic`` waits for: its reply, if it comes, is stale."""
        self._waiting.pop(topic, None)

    def waits(self, topic: str) -> bool:
        return topic in self._waiting

    def topic_of(self, request_id: object) -> str | None:
        """The topic that waits for the request with this id; None when it is stale."""
        for topic, waiting in self._waiting.items():
            if waiting[0] == request_id:
                return topic
        return None

    def deliver(self, reply: "dict[str, Any]") -> str | None:
        """Hand ``reply`` to whoever waits for it, and say who that was; None (and nothing
        happens) if it is stale."""
        topic = self.topic_of(reply.get("id"))
        if topic is None:
            return None
        on_reply = self._waiting.pop(topic)[1]
        on_reply(reply)
        return topic
