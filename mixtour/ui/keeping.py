"""Keeping games: the whole policy for autosave, resume, the previous game, unreadable saves and
other tabs of the page, against any store with ``get``, ``set``, ``remove`` and ``keys`` (the
browser's `localStorage` through `web/storage.js` in the page, a dict in tests).

- **Autosave.** After every change the table's state is written under `saved.KEY`, unless it is
  what was last written or read. The first failure, and the first success after one, change the
  autosave line (`autosave` says so).
- **Resume.** The saved game is read back when the page opens. An entry that cannot be read is
  never deleted: it is moved aside (`saved.unreadable_key`) and reported once in a notice offering
  its download. If storage will not even keep it aside, it stays where it is and nothing is saved
  over it until the player has downloaded it.
- **Previous game.** A game that a new game, a link or an imported game replaces before it has
  ended is kept under `saved.PREVIOUS_KEY`; going back to it swaps the two.
- **Other tabs.** A game another tab saved is shown here too, so that neither tab saves an older
  game over a newer one.

The sentences are `words`'; what the page shows is the controller's business.
"""

from mixtour import MixtourError
from mixtour.ui import saved, words

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol

    class Store(Protocol):
        """Storage that answers instead of throwing (`web/storage.js`)."""

        def get(self, key: str) -> str | None: ...

        def set(self, key: str, value: str) -> bool: ...

        def remove(self, key: str) -> None: ...

        def keys(self) -> "list[str]": ...


# The autosave line's states.
SAVED = "saved"
FAILED = "failed"


class Notice:
    """A message at the top of the page with buttons (``actions``: (data-action, label) pairs,
    ``key`` as their data-key). A later notice on the same ``topic`` replaces it."""

    __slots__ = ("actions", "key", "kind", "text", "topic")

    def __init__(
        self,
        text: str,
        actions: "list[tuple[str, str]] | None" = None,
        kind: str = "info",
        topic: str = "game",
        key: str = "",
    ) -> None:
        self.text = text
        self.actions = actions or []
        self.kind = kind
        self.topic = topic
        self.key = key

    def __repr__(self) -> str:
        return f"Notice({self.text!r}, {self.actions!r}, {self.kind!r}, {self.topic!r})"


class KeepingError(MixtourError):
    """A kept game that cannot be brought back; the message says why, for the player."""


class Keeper:
    """The games kept in ``store``; ``now`` gives the date and time (ISO 8601, UTC) to stamp
    entries with."""

    def __init__(self, store: "Store", now: "Any") -> None:
        self.store = store
        self.now = now
        # The state last written or read, so that an unchanged table is not written again.
        self._saved: dict[str, Any] | None = None
        self.save_failed = False
        # An unreadable saved game that storage would not keep aside: never overwritten until
        # the player has downloaded it.
        self.unkept = ""

    def _write(self, key: str, state: "dict[str, Any]") -> bool:
        return bool(self.store.set(key, saved.encode(state, self.now())))

    # -- autosave and resume ---------------------------------------------------------------

    def autosave(self, state: "dict[str, Any]") -> str | None:
        """Write the table's state if it changed; the autosave line's new state (`SAVED` or
        `FAILED`) when it changes, else None."""
        if state == self._saved or self.unkept:
            return None
        ok = self._write(saved.KEY, state)
        if ok:
            self._saved = state
        if ok != self.save_failed:
            return None
        self.save_failed = not ok
        return SAVED if ok else FAILED

    def resume(self) -> "tuple[dict[str, Any] | None, Notice | None]":
        """The saved game's state, if there is a readable one, and a notice if there was an
        unreadable one (kept aside)."""
        text = self.store.get(saved.KEY)
        if text is None:
            return None, None
        try:
            state = saved.decode(text)
        except MixtourError as error:
            return None, self._keep_unreadable(text, str(error))
        self._saved = state
        return state, None

    def _keep_unreadable(self, text: str, reason: str) -> Notice:
        key = saved.unreadable_key(self.now())
        kept = self.store.set(key, text)
        if not kept:
            key = ""
            self.unkept = text
        return Notice(
            words.unreadable_save(reason, bool(kept)),
            [("download-kept", words.DOWNLOAD_IT)],
            "warn",
            "unreadable",
            key,
        )

    def other_tab(self, key: str | None, text: str | None, current: "dict[str, Any]") -> "Any":
        """The state another tab saved (a storage event's ``key`` and new ``text``) if this tab
        should show it, else None. That tab reports an entry it cannot read."""
        if key != saved.KEY or text is None:
            return None
        try:
            state = saved.decode(text)
        except MixtourError:
            return None
        if state == current:
            return None
        self._saved = state
        return state

    # -- the previous game -----------------------------------------------------------------

    def new_game(self, current: "dict[str, Any]", over: bool) -> Notice | None:
        """Before a new game: an unfinished game with moves is kept as the previous game."""
        if not current["moves"] or over:
            return None
        self._write(saved.PREVIOUS_KEY, current)
        return Notice(words.NEW_GAME_KEEPS, [("restore-previous", words.BACK_TO_THAT_GAME)])

    def replace(self, current: "dict[str, Any]", new: "dict[str, Any]", what: str) -> "Any":
        """Before opening ``new`` (``what``: how the page names it): the current game is kept as
        the previous one unless ``new`` continues it. The notice that says so, or None."""
        if saved.continues(current, new):
            return None
        self._write(saved.PREVIOUS_KEY, current)
        return Notice(words.opened_keeps(what), [("restore-previous", words.BACK_TO_MY_GAME)])

    def restore_previous(self, current: "dict[str, Any]") -> "tuple[dict[str, Any], Notice]":
        """The previous game's state, the current game kept in its place (a swap: either can
        come back), and the notice saying so. Raises `KeepingError` when there is none to read."""
        text = self.store.get(saved.PREVIOUS_KEY)
        if text is None:
            raise KeepingError(words.NO_PREVIOUS_GAME)
        try:
            state = saved.decode(text)
        except MixtourError as error:
            raise KeepingError(words.previous_unreadable(str(error))) from None
        self._write(saved.PREVIOUS_KEY, current)
        return state, Notice(words.BACK_TO_PREVIOUS, [("restore-previous", words.SWITCH_BACK)])

    # -- unreadable entries ----------------------------------------------------------------

    def kept_aside(self) -> "list[str]":
        """The keys of the unreadable entries kept aside, oldest first."""
        return saved.unreadable_keys(self.store.keys())

    def unreadable_text(self, key: str) -> str | None:
        """An unreadable entry as it was (``key`` ``""``: the one storage would not keep aside)."""
        return self.store.get(key) if key else (self.unkept or None)

    def downloaded(self, key: str) -> bool:
        """The player has downloaded an unreadable entry; whether the page may save again."""
        if key or not self.unkept:
            return False
        self.unkept = ""
        return True

    def delete(self, key: str) -> None:
        """Delete an unreadable entry kept aside (the player asked to)."""
        if key.startswith(saved.UNREADABLE_PREFIX):
            self.store.remove(key)
